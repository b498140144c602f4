"""Reproducer of an `eqiforge fuzz` failure (seed 0, size 1, program fz0_0093; shrunk from 6 to 6 ops).

Stage: kernel
Error: kernel differs from PyTorch: NaN/Inf or shape mismatch
Candidate 2: grid(x0.0@0) [1 mm] ; grid(x0.0@0) loop(x1.0[6]: rescale) loop(x1.0[6]: rescale) [1 mm]
See fz0_0093_1.md."""
import math

import torch
import torch.nn.functional as F
from torch import nn

DESCRIPTION = 'fuzz: abs, maximum, mask-rows, attention'
CONFIGS = {"small": {"d0": 8, "d1": 1, "d2": 6}}  # the named axis sizes; shapes below are written out at these sizes


class Program(nn.Module):
    def __init__(self, cfg):
        super().__init__()

    def forward(self, x0, x1, x2):
        t0 = x0.abs()
        t1 = torch.maximum(t0, t0)
        t2 = (t1 @ x1.transpose(-1, -2)) * 1.0
        t3 = t2.masked_fill(torch.arange(t2.shape[-2], device=t2.device)[:, None] - 2 < torch.arange(t2.shape[-1], device=t2.device)[None, :], -1e4)
        t4 = torch.softmax(t3, dim=-1)
        t5 = t4 @ x2
        return t5


def make_inputs(cfg, generator, dtype=torch.float32):
    def randn(*shape):
        return torch.randn(*shape, generator=generator).clamp(-3, 3)

    return {
        "x0": (randn(8, 1) * 1.0).to(dtype),
        "x1": (randn(6, 1) * 1.0).to(dtype),
        "x2": (randn(6, 1) * 1.0).to(dtype),
    }


if __name__ == "__main__":  # rerun the fuzzer's oracle on this file
    import sys

    from eqiforge.host.fuzz.fuzz import replay

    sys.exit(replay(__file__))
