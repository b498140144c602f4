"""A plain matrix product, out = a @ b, [M, K] @ [K, N]: the large bf16 GEMM of the calibration
(calibration/points.toml). Shapes are the published measurement's (square M = N = K); "small" is the probe config the
calibration lowers the family at, its sizes distinct so that each extent names one dimension."""
import torch
from torch import nn

DESCRIPTION = "GEMM a @ b, [M, K] @ [K, N] (calibration)"

CONFIGS = {
    "paper": {"m": 4096, "k": 4096, "n": 4096},
    "small": {"m": 32, "k": 48, "n": 64},
    "small_other": {"m": 96, "k": 80, "n": 112},   # the calibration's test: a plan scaled to it is the one lowered here
}


class Program(nn.Module):
    def __init__(self, cfg: dict):
        super().__init__()

    def forward(self, a, b):
        return a @ b


def make_inputs(cfg: dict, generator: torch.Generator, dtype: torch.dtype = torch.float32) -> dict[str, torch.Tensor]:
    return {"a": torch.randn(cfg["m"], cfg["k"], generator=generator).to(dtype),
            "b": (torch.randn(cfg["k"], cfg["n"], generator=generator) * cfg["k"] ** -0.5).to(dtype)}
