"""Rotary embeddings on queries and keys (the rotate-half form, written with chunk and cat as model code writes it),
then the scores q @ k^T: not a suite program. The head dim of 6 has halves of 3, so every tile is padded."""
import torch
from torch import nn

DESCRIPTION = "rope(q) @ rope(k)^T, rotate-half with torch.cat"
CONFIGS = {"small": {"queries": 5, "keys": 7, "dim": 6},
           "one_query": {"queries": 1, "keys": 13, "dim": 10}}  # a single row, a prime length, halves of 5


def rotate_half(x):
    x1, x2 = x.chunk(2, dim=-1)
    return torch.cat((-x2, x1), dim=-1)


class Program(nn.Module):
    def __init__(self, cfg):
        super().__init__()

    def forward(self, q, k, cos_q, sin_q, cos_k, sin_k):
        q = q * cos_q + rotate_half(q) * sin_q
        k = k * cos_k + rotate_half(k) * sin_k
        return q @ k.transpose(0, 1)


def make_inputs(cfg, generator, dtype=torch.float32):
    Q, K, D = cfg["queries"], cfg["keys"], cfg["dim"]
    angles_q = torch.rand(Q, D // 2, generator=generator) * 6.0
    angles_k = torch.rand(K, D // 2, generator=generator) * 6.0
    angles_q, angles_k = torch.cat((angles_q, angles_q), -1), torch.cat((angles_k, angles_k), -1)
    return {"q": torch.randn(Q, D, generator=generator).to(dtype), "k": torch.randn(K, D, generator=generator).to(dtype),
            "cos_q": angles_q.cos().to(dtype), "sin_q": angles_q.sin().to(dtype),
            "cos_k": angles_k.cos().to(dtype), "sin_k": angles_k.sin().to(dtype)}
