"""RMSNorm followed by two projections of the normalised activations whose results are multiplied elementwise:
h = x * rsqrt(mean(x**2) + eps) * w_norm, out = (h @ w1) * (h @ w2). The normalisation is written out explicitly
(not F.rms_norm) so the per-row factor rsqrt(mean(x**2) + eps) is visible to the rules: EqiForge paper §7.2 reports
2.74x over torch.compile at B=8 by moving that factor after both projections and fusing the two GEMMs with the final
product. Shapes follow the Mirage benchmark suite (Wu et al., OSDI'25) that the paper's tensor programs mirror:
hidden size 4096 and 4096x4096 projection weights (Mirage gated_mlp / rmsnorm benchmarks), batch 8 for "paper",
with b1/b16 as the other batch sizes. eps 1e-6.
"""
import torch
from torch import nn
import torch.nn.functional as F

DESCRIPTION = "RMSNorm, then (h W1) * (h W2); hidden 4096, batch 8"

CONFIGS = {
    "paper": {"batch": 8, "hidden": 4096, "ffn": 4096, "eps": 1e-6},
    "b1": {"batch": 1, "hidden": 4096, "ffn": 4096, "eps": 1e-6},
    "b8": {"batch": 8, "hidden": 4096, "ffn": 4096, "eps": 1e-6},
    "b16": {"batch": 16, "hidden": 4096, "ffn": 4096, "eps": 1e-6},
    "small": {"batch": 8, "hidden": 32, "ffn": 64, "eps": 1e-6},
}


class Program(nn.Module):
    def __init__(self, cfg: dict):
        super().__init__()
        self.eps = cfg["eps"]

    def forward(self, x, w_norm, w1, w2):
        h = x * torch.rsqrt((x * x).mean(dim=-1, keepdim=True) + self.eps) * w_norm
        return (h @ w1) * (h @ w2)  # [B, F]


def make_inputs(cfg: dict, generator: torch.Generator, dtype: torch.dtype = torch.float32) -> dict[str, torch.Tensor]:
    B, D, Fd = cfg["batch"], cfg["hidden"], cfg["ffn"]

    def randn(*shape):
        return torch.randn(*shape, generator=generator)

    return {
        "x": randn(B, D).to(dtype),
        "w_norm": (1 + 0.1 * randn(D)).to(dtype),
        "w1": (randn(D, Fd) * D ** -0.5).to(dtype),
        "w2": (randn(D, Fd) * D ** -0.5).to(dtype),
    }
