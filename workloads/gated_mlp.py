"""Gated MLP without normalisation: out = act(x @ w1) * (x @ w2), with act = silu (SwiGLU-style gate) or, when the
config sets gelu_tanh=1, the tanh-approximated GELU (GeGLU as in Gemma). Shapes: the Mirage benchmark suite's
GatedMLP (Wu et al., OSDI'25; benchmark/gated_mlp.py: X [8, 4096], W1 and W2 [4096, 4096], O = silu(X W1) * (X W2)),
which the EqiForge paper's tensor-program set follows; "paper" is its batch 8, b1/b16 the other batch sizes.
"gemma7b_geglu" uses Gemma-7B's GeGLU (hidden 3072, intermediate 24576, gelu approximate="tanh").
"""
import torch
from torch import nn
import torch.nn.functional as F

DESCRIPTION = "gated MLP silu(x W1) * (x W2), 8x4096 @ 4096x4096 (GeGLU variant too)"

CONFIGS = {
    "paper": {"batch": 8, "hidden": 4096, "ffn": 4096, "gelu_tanh": 0},
    "b1": {"batch": 1, "hidden": 4096, "ffn": 4096, "gelu_tanh": 0},
    "b8": {"batch": 8, "hidden": 4096, "ffn": 4096, "gelu_tanh": 0},
    "b16": {"batch": 16, "hidden": 4096, "ffn": 4096, "gelu_tanh": 0},
    "gemma7b_geglu": {"batch": 8, "hidden": 3072, "ffn": 24576, "gelu_tanh": 1},
    "small": {"batch": 8, "hidden": 32, "ffn": 64, "gelu_tanh": 0},
    "small_geglu": {"batch": 8, "hidden": 32, "ffn": 64, "gelu_tanh": 1},
}


class Program(nn.Module):
    def __init__(self, cfg: dict):
        super().__init__()
        self.gelu_tanh = bool(cfg["gelu_tanh"])

    def forward(self, x, w1, w2):
        g = x @ w1
        g = F.gelu(g, approximate="tanh") if self.gelu_tanh else F.silu(g)
        return g * (x @ w2)  # [B, F]


def make_inputs(cfg: dict, generator: torch.Generator, dtype: torch.dtype = torch.float32) -> dict[str, torch.Tensor]:
    B, D, Fd = cfg["batch"], cfg["hidden"], cfg["ffn"]

    def randn(*shape):
        return torch.randn(*shape, generator=generator)

    return {
        "x": randn(B, D).to(dtype),
        "w1": (randn(D, Fd) * D ** -0.5).to(dtype),
        "w2": (randn(D, Fd) * D ** -0.5).to(dtype),
    }
