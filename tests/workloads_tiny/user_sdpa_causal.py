"""F.scaled_dot_product_attention with is_causal=True, as model code calls it (GPT-2's and Llama's SDPA path)."""
import torch
from torch import nn
import torch.nn.functional as F

DESCRIPTION = "causal SDPA, seq 12"
CONFIGS = {"small": {"batch": 1, "heads": 2, "seq": 12, "dim": 8}}


class Program(nn.Module):
    def __init__(self, cfg):
        super().__init__()

    def forward(self, q, k, v):
        return F.scaled_dot_product_attention(q, k, v, is_causal=True)


def make_inputs(cfg, generator, dtype=torch.float32):
    B, H, S, D = cfg["batch"], cfg["heads"], cfg["seq"], cfg["dim"]
    r = lambda *s: torch.randn(*s, generator=generator).to(dtype)
    return {"q": r(B, H, S, D), "k": r(B, H, S, D), "v": r(B, H, S, D)}
