"""A product of a masked matrix whose fill is a per-row value: torch.where(mask, x, fill) @ w with fill of shape
[rows, 1]. The else branch broadcasts along the contraction axis, so a loop over that axis replicates it; with a
per-row mask (`small_row_mask`) the mask broadcasts too."""
import torch
from torch import nn

DESCRIPTION = "where(mask, x, row fill) @ w"
CONFIGS = {"small": {"rows": 32, "cols": 64, "out": 32, "mask_cols": 64},
           "small_row_mask": {"rows": 32, "cols": 64, "out": 32, "mask_cols": 1},
           # a model's sizes, rows a prime: the same forms
           "paper": {"rows": 37, "cols": 4096, "out": 11008, "mask_cols": 4096}}


class Program(nn.Module):
    def __init__(self, cfg):
        super().__init__()

    def forward(self, x, mask, fill, w):
        return torch.where(mask, x, fill) @ w


def make_inputs(cfg, generator, dtype=torch.float32):
    rows, cols = cfg["rows"], cfg["cols"]
    return {"x": torch.randn(rows, cols, generator=generator).to(dtype),
            "mask": torch.rand(rows, cfg["mask_cols"], generator=generator) > 0.5,
            "fill": torch.randn(rows, 1, generator=generator).to(dtype),
            "w": torch.randn(cols, cfg["out"], generator=generator).to(dtype)}
