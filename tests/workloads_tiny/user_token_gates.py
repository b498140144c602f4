"""Per-token gates from a normalised row, read by two later branches, written the way a user might: not a suite
program. Two narrow projections of the RMS-normalised input give a sigmoid gate and a softmax mix per token; the
gate scales the input of an MLP branch and of a linear branch, and the mix blends the branches. Five products, no
separator inside (both branches read the input again), so a cut of several values is the one way to store the
gates: [g, m] packed per token."""
import torch
from torch import nn
import torch.nn.functional as F

DESCRIPTION = "g = sigmoid(rms(x) Wg), m = softmax(rms(x) Wm); m0 * silu((g0 x) W1) W2 + m1 * (g1 x) W3"
CONFIGS = {"small": {"batch": 3, "tokens": 5, "hidden": 24, "ffn": 40}}


class Program(nn.Module):
    def __init__(self, cfg):
        super().__init__()

    def forward(self, x, w_gate, w_mix, w1, w2, w3):
        h = F.rms_norm(x, (x.shape[-1],), eps=1e-6)
        g = torch.sigmoid(h @ w_gate)                 # [B, T, 2]
        m = torch.softmax(h @ w_mix, dim=-1)          # [B, T, 2]
        mlp = F.silu((x * g[..., 0:1]) @ w1) @ w2     # [B, T, D]
        lin = (x * g[..., 1:2]) @ w3                  # [B, T, D]
        return m[..., 0:1] * mlp + m[..., 1:2] * lin


def make_inputs(cfg, generator, dtype=torch.float32):
    B, T, D, Fd = cfg["batch"], cfg["tokens"], cfg["hidden"], cfg["ffn"]

    def randn(*shape, scale=1.0):
        return (torch.randn(*shape, generator=generator) * scale).to(dtype)
    return {"x": randn(B, T, D), "w_gate": randn(D, 2), "w_mix": randn(D, 2),
            "w1": randn(D, Fd, scale=D ** -0.5), "w2": randn(Fd, D, scale=Fd ** -0.5),
            "w3": randn(D, D, scale=D ** -0.5)}
