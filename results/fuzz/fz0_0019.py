"""Reproducer of an `eqiforge fuzz` failure (seed 0, size 1, program fz0_0019; shrunk from 2 to 1 ops).

Stage: kernel
Error: kernel differs from PyTorch: NaN/Inf or shape mismatch
Candidate 3: grid(x0.2@2) ; grid(x0.2@2) ; grid(x0.2@2) ; grid(x0.2@2)
See fz0_0019.md."""
import math

import torch
import torch.nn.functional as F
from torch import nn

DESCRIPTION = 'fuzz: softmax'
CONFIGS = {"small": {"d0": 1, "d1": 1, "d2": 2}}  # the named axis sizes; shapes below are written out at these sizes


class Program(nn.Module):
    def __init__(self, cfg):
        super().__init__()

    def forward(self, x0):
        t1 = torch.softmax(x0, dim=-3)
        return t1


def make_inputs(cfg, generator, dtype=torch.float32):
    def randn(*shape):
        return torch.randn(*shape, generator=generator).clamp(-3, 3)

    return {
        "x0": (randn(1, 1, 2) * 100.0).to(dtype),
    }


if __name__ == "__main__":  # rerun the fuzzer's oracle on this file
    import sys

    from eqiforge.host.fuzz.fuzz import replay

    sys.exit(replay(__file__))
