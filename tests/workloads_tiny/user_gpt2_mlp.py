"""GPT-2's MLP as transformers writes it: Conv1D (addmm on a 2-d view, then viewed back), gelu_new, Conv1D."""
import math
import torch
from torch import nn

DESCRIPTION = "Conv1D (addmm), gelu_new, Conv1D"
CONFIGS = {"small": {"batch": 2, "seq": 3, "hidden": 16, "inner": 32}}


def conv1d(x, weight, bias):
    size_out = x.size()[:-1] + (weight.size(-1),)
    return torch.addmm(bias, x.view(-1, x.size(-1)), weight).view(size_out)


def gelu_new(x):
    return 0.5 * x * (1.0 + torch.tanh(math.sqrt(2.0 / math.pi) * (x + 0.044715 * torch.pow(x, 3.0))))


class Program(nn.Module):
    def __init__(self, cfg):
        super().__init__()

    def forward(self, x, w_fc, b_fc, w_proj, b_proj):
        return conv1d(gelu_new(conv1d(x, w_fc, b_fc)), w_proj, b_proj)


def make_inputs(cfg, generator, dtype=torch.float32):
    B, S, D, I = cfg["batch"], cfg["seq"], cfg["hidden"], cfg["inner"]
    r = lambda *s: torch.randn(*s, generator=generator)
    return {"x": r(B, S, D).to(dtype), "w_fc": (r(D, I) * D ** -0.5).to(dtype), "b_fc": (0.1 * r(I)).to(dtype),
            "w_proj": (r(I, D) * I ** -0.5).to(dtype), "b_proj": (0.1 * r(D)).to(dtype)}
