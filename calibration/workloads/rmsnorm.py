"""RMSNorm over the last axis, out = x * rsqrt(mean(x^2) + eps) * w, [rows, hidden]: the bandwidth-bound kernel of the
calibration (calibration/points.toml). "small" is the probe config the calibration lowers the family at."""
import torch
from torch import nn

DESCRIPTION = "RMSNorm x * rsqrt(mean(x^2) + eps) * w, [rows, hidden] (calibration)"

CONFIGS = {
    "paper": {"rows": 8192, "hidden": 4096},
    "small": {"rows": 24, "hidden": 64},
    "small_other": {"rows": 40, "hidden": 96},   # the calibration's test: a plan scaled to it is the one lowered here
}


class Program(nn.Module):
    def __init__(self, cfg: dict):
        super().__init__()

    def forward(self, x, w):
        return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-6) * w


def make_inputs(cfg: dict, generator: torch.Generator, dtype: torch.dtype = torch.float32) -> dict[str, torch.Tensor]:
    return {"x": torch.randn(cfg["rows"], cfg["hidden"], generator=generator).to(dtype),
            "w": torch.randn(cfg["hidden"], generator=generator).to(dtype)}
