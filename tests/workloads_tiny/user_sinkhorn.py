"""A user-written Sinkhorn-Knopp projection to a doubly stochastic matrix (as in mHC's residual mixing, or
optimal-transport attention): exp, then alternating row and column normalisation for a fixed number of rounds,
then the mixing matrix applied to per-row features."""
import torch
from torch import nn

DESCRIPTION = "Sinkhorn-Knopp: alternating row/column normalisations, then the mixing product"
CONFIGS = {
    "small": {"batch": 2, "n": 4, "features": 8, "rounds": 8},
    "prime": {"batch": 3, "n": 5, "features": 5, "rounds": 7},       # prime sizes, features equal to n
    "paper": {"batch": 8192, "n": 4, "features": 1024, "rounds": 20},  # mHC's t_max over 16 x 512 tokens
}


class Program(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        self.rounds = cfg["rounds"]

    def forward(self, logits, x):
        m = torch.exp(logits)
        for _ in range(self.rounds):
            m = m / m.sum(dim=-1, keepdim=True)
            m = m / m.sum(dim=-2, keepdim=True)
        return m @ x


def make_inputs(cfg, generator, dtype=torch.float32):
    b, n, f = cfg["batch"], cfg["n"], cfg["features"]
    return {"logits": torch.randn(b, n, n, generator=generator).to(dtype),
            "x": torch.randn(b, n, f, generator=generator).to(dtype)}
