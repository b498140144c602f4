"""A product of few rows, then each row normalised: y = x @ w, y / sqrt(sum(y**2)) (nGPT's projection onto the
hypersphere after its MLP)."""
import torch
from torch import nn

DESCRIPTION = "product then row norm"
CONFIGS = {"small": {"rows": 4, "k": 16, "cols": 32}}


class Program(nn.Module):
    def __init__(self, cfg):
        super().__init__()

    def forward(self, x, w):
        y = x @ w
        return y / torch.sqrt((y * y).sum(dim=-1, keepdim=True))


def make_inputs(cfg, generator, dtype=torch.float32):
    return {"x": torch.randn(cfg["rows"], cfg["k"], generator=generator).to(dtype),
            "w": torch.randn(cfg["k"], cfg["cols"], generator=generator).to(dtype)}
