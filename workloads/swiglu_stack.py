"""A stack of identical pre-norm SwiGLU feed-forward blocks with residuals, as in a Llama decoder's FFN half repeated:
x = x + (silu(h @ w_gate^T) * (h @ w_up^T)) @ w_down^T with h = rms_norm(x) * w_norm, per block, each block with
weights of its own, stacked along a leading layer axis (w_gate[i]) the way per-layer weights are often stored.
Shapes: Llama-2-7B's FFN (hidden 4096, intermediate 11008, rms_norm_eps 1e-5), 8 tokens. It exists to test scale:
every block should get the fused form one block gets, and the cost of saturation and extraction should grow
about linearly with the number of blocks ("paper" has 4; blocks1 .. blocks8 give 1, 2, 4 and 8).
"""
import torch
from torch import nn
import torch.nn.functional as F

DESCRIPTION = "pre-norm SwiGLU FFN blocks with residuals, stacked; Llama-2-7B dims, 8 tokens, 4 blocks"

_LLAMA = {"batch": 8, "hidden": 4096, "ffn": 11008, "eps": 1e-5}

CONFIGS = {
    "paper": {"blocks": 4, **_LLAMA},
    "blocks1": {"blocks": 1, **_LLAMA},
    "blocks2": {"blocks": 2, **_LLAMA},
    "blocks4": {"blocks": 4, **_LLAMA},
    "blocks8": {"blocks": 8, **_LLAMA},
    "small": {"blocks": 2, "batch": 8, "hidden": 32, "ffn": 64, "eps": 1e-5},
}


class Program(nn.Module):
    def __init__(self, cfg: dict):
        super().__init__()
        self.blocks = cfg["blocks"]
        self.hidden = cfg["hidden"]
        self.eps = cfg["eps"]

    def forward(self, x, w_norm, w_gate, w_up, w_down):
        for i in range(self.blocks):
            h = F.rms_norm(x, (self.hidden,), w_norm[i], self.eps)
            x = x + F.linear(F.silu(F.linear(h, w_gate[i])) * F.linear(h, w_up[i]), w_down[i])
        return x


def make_inputs(cfg: dict, generator: torch.Generator, dtype: torch.dtype = torch.float32) -> dict[str, torch.Tensor]:
    L, B, D, Fd = cfg["blocks"], cfg["batch"], cfg["hidden"], cfg["ffn"]

    def randn(*shape):
        return torch.randn(*shape, generator=generator)

    return {
        "x": randn(B, D).to(dtype),
        "w_norm": (1 + 0.1 * randn(L, D)).to(dtype),
        "w_gate": (randn(L, Fd, D) * D ** -0.5).to(dtype),
        "w_up": (randn(L, Fd, D) * D ** -0.5).to(dtype),
        "w_down": (randn(L, D, Fd) * Fd ** -0.5).to(dtype),
    }
