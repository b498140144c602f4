"""Residual gated-MLP blocks, stacked, written the way a user might (a Python loop over per-layer weights stored
along a leading axis, F.silu, @ with transposes): not a suite program. Three blocks of three products each, at
sizes that are not powers of two, so extraction cuts it into one segment per block."""
import torch
from torch import nn
import torch.nn.functional as F

DESCRIPTION = "x = x + (silu(x W_g^T) * (x W_u^T)) W_d^T, three blocks"
CONFIGS = {"small": {"blocks": 3, "batch": 5, "hidden": 12, "ffn": 20}}


class Program(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        self.blocks = cfg["blocks"]

    def forward(self, x, w_gate, w_up, w_down):
        for i in range(self.blocks):
            x = x + (F.silu(x @ w_gate[i].T) * (x @ w_up[i].T)) @ w_down[i].T
        return x


def make_inputs(cfg, generator, dtype=torch.float32):
    L, B, D, Fd = cfg["blocks"], cfg["batch"], cfg["hidden"], cfg["ffn"]
    return {"x": torch.randn(B, D, generator=generator).to(dtype),
            "w_gate": (torch.randn(L, Fd, D, generator=generator) * D ** -0.5).to(dtype),
            "w_up": (torch.randn(L, Fd, D, generator=generator) * D ** -0.5).to(dtype),
            "w_down": (torch.randn(L, D, Fd, generator=generator) * Fd ** -0.5).to(dtype)}
