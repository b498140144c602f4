"""Reproducer of an `eqiforge fuzz` failure (seed 0, size 1, program fz0_0025; shrunk from 4 to 4 ops).

Stage: kernel
Error: kernel differs from PyTorch: NaN/Inf or shape mismatch
Candidate 1: grid(x0.0@0) loop(x0.1[8]: sum) [1 mm] ; grid(x2.1@1) loop(x1.0[4]: rescale) loop(x1.0[4]: rescale) [1 mm]
See fz0_0025_1.md."""
import math

import torch
import torch.nn.functional as F
from torch import nn

DESCRIPTION = 'fuzz: mask-rows, attention'
CONFIGS = {"small": {"d0": 8, "d1": 8, "d2": 4}}  # the named axis sizes; shapes below are written out at these sizes


class Program(nn.Module):
    def __init__(self, cfg):
        super().__init__()

    def forward(self, x0, x1, x2):
        t0 = (x0 @ x1.transpose(-1, -2)) * 0.353553
        t1 = t0.masked_fill(torch.arange(t0.shape[-2], device=t0.device)[:, None] - 2 < torch.arange(t0.shape[-1], device=t0.device)[None, :], -1e4)
        t2 = torch.softmax(t1, dim=-1)
        t3 = t2 @ x2
        return t3


def make_inputs(cfg, generator, dtype=torch.float32):
    def randn(*shape):
        return torch.randn(*shape, generator=generator).clamp(-3, 3)

    return {
        "x0": (0.5 + 1.5 * torch.rand(8, 8, generator=generator)).to(dtype),
        "x1": (randn(4, 8) * 1.0).to(dtype),
        "x2": (randn(4, 8) * 100.0).to(dtype),
    }


if __name__ == "__main__":  # rerun the fuzzer's oracle on this file
    import sys

    from eqiforge.host.fuzz.fuzz import replay

    sys.exit(replay(__file__))
