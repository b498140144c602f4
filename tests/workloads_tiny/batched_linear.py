"""A linear layer over a batch of token sequences, x [B, T, K] @ w [K, N]: the product is rank 3 in the program, a
K-looped GEMM tile per (batch, token, column) instance in a kernel."""
import torch
from torch import nn

DESCRIPTION = "x @ w, x [B, T, K]"
CONFIGS = {"small": {"b": 2, "t": 24, "k": 40, "n": 24}, "wide": {"b": 4, "t": 256, "k": 1024, "n": 512}}


class Program(nn.Module):
    def __init__(self, cfg):
        super().__init__()

    def forward(self, x, w):
        return x @ w


def make_inputs(cfg, generator, dtype=torch.float32):
    return {"x": torch.randn(cfg["b"], cfg["t"], cfg["k"], generator=generator).to(dtype),
            "w": (torch.randn(cfg["k"], cfg["n"], generator=generator) * cfg["k"] ** -0.5).to(dtype)}
