"""Decode attention over one latent shared by every head (MLA's absorbed form, no projections, not a suite program):
the query heads' single rows attend to c_kv [B, N, R], which serves as keys and values for all of them. The products'
head axis is held by the query alone: stacked as M, one tile of heads reads c_kv once and multiplies on tensor cores."""
import torch
from torch import nn
import torch.nn.functional as F

DESCRIPTION = "one-row attention of every head over one shared latent"
CONFIGS = {"small": {"batch": 2, "heads": 16, "kv_len": 32, "rank": 64}}


class Program(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        self.scale = cfg["rank"] ** -0.5

    def forward(self, q, c_kv):
        kv = c_kv.unsqueeze(1)  # [B, 1, N, R]: one latent for every head
        p = F.softmax(q @ kv.transpose(-1, -2) * self.scale, dim=-1)
        return p @ kv


def make_inputs(cfg, generator, dtype=torch.float32):
    B, H, N, R = cfg["batch"], cfg["heads"], cfg["kv_len"], cfg["rank"]
    r = lambda *s: torch.randn(*s, generator=generator).to(dtype)  # noqa: E731
    return {"q": r(B, H, 1, R), "c_kv": r(B, N, R)}
