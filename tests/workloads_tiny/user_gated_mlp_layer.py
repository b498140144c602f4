"""A gated MLP module as transformers' layers write it: nn.Linear weights applied to hidden states of shape
[batch 1, tokens, hidden], down(gelu_tanh(gate(x)) * up(x)) (Gemma's GeGLU)."""
import torch
from torch import nn
import torch.nn.functional as F

DESCRIPTION = "gated MLP of nn.Linear modules over [1, tokens, hidden]"
CONFIGS = {"small": {"tokens": 8, "hidden": 16, "ffn": 32},
           "odd": {"tokens": 7, "hidden": 13, "ffn": 29},                    # primes: no size a power of two
           "paper": {"tokens": 512, "hidden": 3072, "ffn": 24576}}          # Gemma-7B's MLP over 512 tokens


class Program(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        self.gate = nn.Linear(cfg["hidden"], cfg["ffn"], bias=False)
        self.up = nn.Linear(cfg["hidden"], cfg["ffn"], bias=False)
        self.down = nn.Linear(cfg["ffn"], cfg["hidden"], bias=False)

    def forward(self, hidden_states):
        return self.down(F.gelu(self.gate(hidden_states), approximate="tanh") * self.up(hidden_states))


def make_inputs(cfg, generator, dtype=torch.float32):
    return {"hidden_states": torch.randn(1, cfg["tokens"], cfg["hidden"], generator=generator).to(dtype)}
