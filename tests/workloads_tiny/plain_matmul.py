"""One product, x @ w (hand-countable flops and minimum traffic)."""
import torch
from torch import nn

DESCRIPTION = "x @ w"
CONFIGS = {"small": {"m": 48, "k": 40, "n": 56}, "large_k": {"m": 64, "k": 2048, "n": 64},
           "eight_rows": {"m": 8, "k": 512, "n": 512}}


class Program(nn.Module):
    def __init__(self, cfg):
        super().__init__()

    def forward(self, x, w):
        return x @ w


def make_inputs(cfg, generator, dtype=torch.float32):
    return {"x": torch.randn(cfg["m"], cfg["k"], generator=generator).to(dtype),
            "w": torch.randn(cfg["k"], cfg["n"], generator=generator).to(dtype)}
