"""A scaled product: (x @ w) * s."""
import torch
from torch import nn

DESCRIPTION = "scaled product"
CONFIGS = {"small": {"rows": 4, "k": 8, "cols": 4}}


class Program(nn.Module):
    def __init__(self, cfg):
        super().__init__()

    def forward(self, x, w):
        return (x @ w) * 0.5


def make_inputs(cfg, generator, dtype=torch.float32):
    return {"x": torch.randn(cfg["rows"], cfg["k"], generator=generator).to(dtype),
            "w": torch.randn(cfg["k"], cfg["cols"], generator=generator).to(dtype)}
