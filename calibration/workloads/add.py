"""An element-wise sum, out = x + y over one axis: the smallest kernel there is, so its time is the launch cost (the
calibration's launch point, calibration/points.toml). "small" is the probe config the calibration lowers it at."""
import torch
from torch import nn

DESCRIPTION = "x + y, one axis (calibration: launch cost)"

CONFIGS = {
    "paper": {"n": 1024},
    "small": {"n": 64},
}


class Program(nn.Module):
    def __init__(self, cfg: dict):
        super().__init__()

    def forward(self, x, y):
        return x + y


def make_inputs(cfg: dict, generator: torch.Generator, dtype: torch.dtype = torch.float32) -> dict[str, torch.Tensor]:
    return {"x": torch.randn(cfg["n"], generator=generator).to(dtype),
            "y": torch.randn(cfg["n"], generator=generator).to(dtype)}
