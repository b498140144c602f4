"""Causal attention written the way model code writes it (masked_fill with -inf, softmax, matmul): not a suite
program. With 8 positions and tiles of 4, the first queries see a KV tile that is masked whole."""
import torch
from torch import nn

DESCRIPTION = "softmax(q @ k^T / sqrt(d) masked causally with -inf) @ v"
CONFIGS = {"small": {"length": 8, "dim": 4}}


class Program(nn.Module):
    def __init__(self, cfg):
        super().__init__()

    def forward(self, q, k, v):
        n = q.shape[0]
        future = torch.ones(n, n, dtype=torch.bool).triu(1)
        s = (q @ k.transpose(-1, -2)) / q.shape[-1] ** 0.5
        s = s.masked_fill(future, float("-inf"))
        return torch.softmax(s, dim=-1) @ v


def make_inputs(cfg, generator, dtype=torch.float32):
    n, d = cfg["length"], cfg["dim"]
    return {name: torch.randn(n, d, generator=generator).to(dtype) for name in ("q", "k", "v")}
