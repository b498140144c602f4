"""RMSNorm then a linear layer, written the way a user might (pow, add, sqrt, division, F.linear), at a prime
batch and an output wider than the hidden size: not a suite program."""
import torch
from torch import nn
import torch.nn.functional as F

DESCRIPTION = "x / sqrt(mean(x^2) + eps) * g, then F.linear"
CONFIGS = {"small": {"batch": 5, "hidden": 12, "out": 28}}


class Program(nn.Module):
    def __init__(self, cfg):
        super().__init__()

    def forward(self, x, g, weight):
        h = x / x.pow(2).mean(-1, keepdim=True).add(1e-6).sqrt() * g
        return F.linear(h, weight)


def make_inputs(cfg, generator, dtype=torch.float32):
    B, D, O = cfg["batch"], cfg["hidden"], cfg["out"]
    return {"x": torch.randn(B, D, generator=generator).to(dtype),
            "g": (1 + 0.1 * torch.randn(D, generator=generator)).to(dtype),
            "weight": (torch.randn(O, D, generator=generator) * D ** -0.5).to(dtype)}
