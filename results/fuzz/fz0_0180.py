"""Reproducer of an `eqiforge fuzz` failure (seed 0, size 1, program fz0_0180; shrunk from 2 to 2 ops).

Stage: kernel
Error: kernel differs from PyTorch: NaN/Inf or shape mismatch
Candidate 1: grid(x0.0@1) loop(x1.2[2]: max) loop(x1.2[2]: sum) [2 mm]
See fz0_0180.md."""
import math

import torch
import torch.nn.functional as F
from torch import nn

DESCRIPTION = 'fuzz: matmul:broadcast, logsumexp'
CONFIGS = {"small": {"d0": 2, "d1": 7, "d2": 2, "d3": 6}}  # the named axis sizes; shapes below are written out at these sizes


class Program(nn.Module):
    def __init__(self, cfg):
        super().__init__()

    def forward(self, x0, x1):
        t0 = x0 @ x1
        t1 = torch.logsumexp(t0, dim=2, keepdim=True)
        return t1


def make_inputs(cfg, generator, dtype=torch.float32):
    def randn(*shape):
        return torch.randn(*shape, generator=generator).clamp(-3, 3)

    return {
        "x0": (randn(2, 7) * 1.0).to(dtype),
        "x1": (randn(6, 7, 2) * 30.0).to(dtype),
    }


if __name__ == "__main__":  # rerun the fuzzer's oracle on this file
    import sys

    from eqiforge.host.fuzz.fuzz import replay

    sys.exit(replay(__file__))
