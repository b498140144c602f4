"""A copy kernel with a scale: every element read once and written once (hand-countable traffic)."""
import torch
from torch import nn

DESCRIPTION = "y = x * 2"
CONFIGS = {"small": {"rows": 48, "cols": 40}}


class Program(nn.Module):
    def __init__(self, cfg):
        super().__init__()

    def forward(self, x):
        return x * 2.0


def make_inputs(cfg, generator, dtype=torch.float32):
    return {"x": torch.randn(cfg["rows"], cfg["cols"], generator=generator).to(dtype)}
