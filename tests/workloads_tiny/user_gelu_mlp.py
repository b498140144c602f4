"""A BERT-style MLP: Linear with bias, exact GELU, Linear with bias."""
import torch
from torch import nn
import torch.nn.functional as F

DESCRIPTION = "linear + bias, exact gelu, linear + bias"
CONFIGS = {"small": {"batch": 5, "hidden": 12, "ffn": 20}}


class Program(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        self.act = nn.GELU()

    def forward(self, x, w1, b1, w2, b2):
        return F.linear(self.act(F.linear(x, w1, b1)), w2, b2)


def make_inputs(cfg, generator, dtype=torch.float32):
    B, D, Fd = cfg["batch"], cfg["hidden"], cfg["ffn"]
    r = lambda *s: torch.randn(*s, generator=generator)
    return {"x": r(B, D).to(dtype), "w1": (r(Fd, D) * D ** -0.5).to(dtype), "b1": r(Fd).to(dtype),
            "w2": (r(D, Fd) * Fd ** -0.5).to(dtype), "b2": r(D).to(dtype)}
