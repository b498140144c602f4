"""LayerNorm followed by a GEMM: h = layer_norm(x) * w_ln + b_ln, out = h @ w^T + bias (F.layer_norm, F.linear).
Shapes follow the Mirage benchmark suite's norm+linear program (Wu et al., OSDI'25; benchmark/rmsnorm.py:
X [16, 4096], W [4096, 6144], i.e. a Llama-3-8B fused QKV projection, 4096 -> 32*128 + 2*8*128 = 6144), here with
a LayerNorm (affine, eps 1e-5) and a biased projection as in GPT-style blocks. "paper" is 16 tokens
(Mirage's X [2 * batch, 4096] at batch 8); b1/b8/b16 give other token counts. "small" has an output narrower
than the hidden size and "small_wide" a wider one (as the paper config), so both orders of the two sizes are tried.
"""
import torch
from torch import nn
import torch.nn.functional as F

DESCRIPTION = "LayerNorm then linear 4096 -> 6144, 16 tokens"

CONFIGS = {
    "paper": {"batch": 16, "hidden": 4096, "out": 6144, "eps": 1e-5},
    "b1": {"batch": 1, "hidden": 4096, "out": 6144, "eps": 1e-5},
    "b8": {"batch": 8, "hidden": 4096, "out": 6144, "eps": 1e-5},
    "b16": {"batch": 16, "hidden": 4096, "out": 6144, "eps": 1e-5},
    "small": {"batch": 8, "hidden": 64, "out": 32, "eps": 1e-5},
    "small_wide": {"batch": 8, "hidden": 32, "out": 64, "eps": 1e-5},
}


class Program(nn.Module):
    def __init__(self, cfg: dict):
        super().__init__()
        self.hidden = cfg["hidden"]
        self.eps = cfg["eps"]

    def forward(self, x, w_ln, b_ln, w, bias):
        h = F.layer_norm(x, (self.hidden,), w_ln, b_ln, self.eps)
        return F.linear(h, w, bias)  # [B, out]


def make_inputs(cfg: dict, generator: torch.Generator, dtype: torch.dtype = torch.float32) -> dict[str, torch.Tensor]:
    B, D, N = cfg["batch"], cfg["hidden"], cfg["out"]

    def randn(*shape):
        return torch.randn(*shape, generator=generator)

    return {
        "x": (1.0 + randn(B, D)).to(dtype),  # non-zero mean so the centring matters
        "w_ln": (1 + 0.1 * randn(D)).to(dtype),
        "b_ln": (0.1 * randn(D)).to(dtype),
        "w": (randn(N, D) * D ** -0.5).to(dtype),
        "bias": (0.1 * randn(N)).to(dtype),
    }
