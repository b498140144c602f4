"""A row sum of squares, small enough that every choice map can be enumerated."""
import torch
from torch import nn

DESCRIPTION = "row sum of squares"
CONFIGS = {"small": {"rows": 4, "cols": 8}}


class Program(nn.Module):
    def __init__(self, cfg):
        super().__init__()

    def forward(self, x):
        return (x * x).sum(dim=-1)


def make_inputs(cfg, generator, dtype=torch.float32):
    return {"x": torch.randn(cfg["rows"], cfg["cols"], generator=generator).to(dtype)}
