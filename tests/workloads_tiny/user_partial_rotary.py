"""Queries RMS-normalised (QK-norm), then rotary embeddings on the first half of the head dims only, the rest
passed through (GPT-NeoX's and Phi's partial rotary), then the scores: not a suite program. At dim 16 every slice
of a computed tile is an aligned power-of-two piece (a quarter of the row, a half) and the pieces joined are equal
halves; at dim 12 they are 3 and 6 wide; at dim 4 the quarters are single elements."""
import torch
from torch import nn

DESCRIPTION = "q RMS-normalised, partial rotary (first half of the head dims) on q and k, then q @ k^T"
CONFIGS = {"small": {"queries": 5, "keys": 7, "dim": 16},
           "odd": {"queries": 3, "keys": 11, "dim": 12},
           "unit": {"queries": 3, "keys": 5, "dim": 4}}


def rotate_half(x):
    x1, x2 = x.chunk(2, dim=-1)
    return torch.cat((-x2, x1), dim=-1)


def partial_rotary(x, cos, sin):
    rotary = cos.shape[-1]
    x_rot, x_pass = x[..., :rotary], x[..., rotary:]
    return torch.cat((x_rot * cos + rotate_half(x_rot) * sin, x_pass), dim=-1)


def rms(x):
    return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-6)


class Program(nn.Module):
    def __init__(self, cfg):
        super().__init__()

    def forward(self, q, k, cos_q, sin_q, cos_k, sin_k):
        return partial_rotary(rms(q), cos_q, sin_q) @ partial_rotary(k, cos_k, sin_k).transpose(0, 1)


def make_inputs(cfg, generator, dtype=torch.float32):
    Q, K, D = cfg["queries"], cfg["keys"], cfg["dim"]
    angles_q = torch.rand(Q, D // 4, generator=generator) * 6.0
    angles_k = torch.rand(K, D // 4, generator=generator) * 6.0
    angles_q, angles_k = torch.cat((angles_q, angles_q), -1), torch.cat((angles_k, angles_k), -1)
    return {"q": torch.randn(Q, D, generator=generator).to(dtype), "k": torch.randn(K, D, generator=generator).to(dtype),
            "cos_q": angles_q.cos().to(dtype), "sin_q": angles_q.sin().to(dtype),
            "cos_k": angles_k.cos().to(dtype), "sin_k": angles_k.sin().to(dtype)}
