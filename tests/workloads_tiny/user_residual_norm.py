"""mHC's fusion (workloads/mhc.py) in a program of three products: two chained connections over n residual streams
x [B, T, n, C]. Connection 1's residual update x1 = x + F1(x); connection 2 reads x1 as mHC's does: its RMS
statistic sum(x1f * x1f) over the n*C flattened streams (the next normalisation), its residual H_res @ x1 (per-token stream
mixings given as an input here, where mHC computes them by Sinkhorn), and its layer F2 of the normalised streams."""
import torch
from torch import nn
import torch.nn.functional as F

DESCRIPTION = "residual update over n streams, then the next RMSNorm and residual mixing reading it"
CONFIGS = {"small": {"batch": 2, "tokens": 4, "streams": 2, "hidden": 8, "eps": 1e-6}}


class Program(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        self.eps = cfg["eps"]

    def forward(self, x, w1, h_res, w2):
        x1 = x + F.linear(x, w1)                                         # connection 1's residual update
        x1f = x1.flatten(-2)                                             # [B, T, n*C]
        xn = x1f * torch.rsqrt((x1f * x1f).mean(dim=-1, keepdim=True) + self.eps)
        layer = F.linear(xn, w2).unflatten(-1, x1.shape[-2:])            # connection 2's layer, per stream
        return h_res @ x1 + layer                                        # its residual update


def make_inputs(cfg, generator, dtype=torch.float32):
    B, T, n, C = cfg["batch"], cfg["tokens"], cfg["streams"], cfg["hidden"]
    r = lambda *s: torch.randn(*s, generator=generator)  # noqa: E731
    return {"x": r(B, T, n, C).to(dtype), "w1": (r(C, C) * C ** -0.5).to(dtype),
            "h_res": (r(B, T, n, n).softmax(-1)).to(dtype), "w2": (r(n * C, n * C) * (n * C) ** -0.5).to(dtype)}
