"""Llama feed-forward sub-layer: RMSNorm of the residual stream followed by a SwiGLU FFN (Shazeer 2020),
h = rms_norm(x) * w_norm, out = (silu(h @ w_gate^T) * (h @ w_up^T)) @ w_down^T, weights in nn.Linear layout
[out, in] and applied with F.linear. Shapes: Llama-2-7B (hidden 4096, intermediate 11008, rms_norm_eps 1e-5);
8 tokens for "paper" (the batch the EqiForge paper uses for its RMSNorm-MLP results, §7.2; its RMSNorm-SwiGLU
extraction study is §7.4), with b1/b16 as the other batch sizes. "square" and "small_square" make the FFN width
equal to the hidden size, so the two reduced axes (hidden for the up projections, FFN for the down projection) have
one size and must still be told apart.
"""
import torch
from torch import nn
import torch.nn.functional as F

DESCRIPTION = "RMSNorm + SwiGLU FFN (gate, up, down); Llama-2-7B dims, 8 tokens"

CONFIGS = {
    "paper": {"batch": 8, "hidden": 4096, "ffn": 11008, "eps": 1e-5},
    "b1": {"batch": 1, "hidden": 4096, "ffn": 11008, "eps": 1e-5},
    "b8": {"batch": 8, "hidden": 4096, "ffn": 11008, "eps": 1e-5},
    "b16": {"batch": 16, "hidden": 4096, "ffn": 11008, "eps": 1e-5},
    "square": {"batch": 8, "hidden": 4096, "ffn": 4096, "eps": 1e-5},
    "small": {"batch": 8, "hidden": 32, "ffn": 64, "eps": 1e-5},
    "small_square": {"batch": 8, "hidden": 32, "ffn": 32, "eps": 1e-5},
}


class Program(nn.Module):
    def __init__(self, cfg: dict):
        super().__init__()
        self.hidden = cfg["hidden"]
        self.eps = cfg["eps"]

    def forward(self, x, w_norm, w_gate, w_up, w_down):
        h = F.rms_norm(x, (self.hidden,), w_norm, self.eps)
        a = F.silu(F.linear(h, w_gate)) * F.linear(h, w_up)  # [B, F]
        return F.linear(a, w_down)  # [B, D]


def make_inputs(cfg: dict, generator: torch.Generator, dtype: torch.dtype = torch.float32) -> dict[str, torch.Tensor]:
    B, D, Fd = cfg["batch"], cfg["hidden"], cfg["ffn"]

    def randn(*shape):
        return torch.randn(*shape, generator=generator)

    return {
        "x": randn(B, D).to(dtype),
        "w_norm": (1 + 0.1 * randn(D)).to(dtype),
        "w_gate": (randn(Fd, D) * D ** -0.5).to(dtype),
        "w_up": (randn(Fd, D) * D ** -0.5).to(dtype),
        "w_down": (randn(D, Fd) * Fd ** -0.5).to(dtype),
    }
