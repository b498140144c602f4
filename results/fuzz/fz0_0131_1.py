"""Reproducer of an `eqiforge fuzz` failure (seed 0, size 1, program fz0_0131; shrunk from 6 to 6 ops).

Stage: kernel
Error: kernel differs from PyTorch: NaN/Inf or shape mismatch
Candidate 3: grid(x1.1@2) [1 mm] ; grid(x0.2@0, x2.2@2) loop(x1.1[6]: rescale) loop(x1.1[6]: rescale) [1 mm]
See fz0_0131_1.md."""
import math

import torch
import torch.nn.functional as F
from torch import nn

DESCRIPTION = 'fuzz: permute, mask-rows, attention, max'
CONFIGS = {"small": {"d0": 1, "d1": 1, "d2": 2, "d3": 6, "d4": 8}}  # the named axis sizes; shapes below are written out at these sizes


class Program(nn.Module):
    def __init__(self, cfg):
        super().__init__()

    def forward(self, x0, x1, x2):
        t0 = x0.transpose(0, 2)
        t1 = (t0 @ x1.transpose(-1, -2)) * 1.0
        t2 = t1.masked_fill(torch.arange(t1.shape[-2], device=t1.device)[:, None] - 2 < torch.arange(t1.shape[-1], device=t1.device)[None, :], -1e4)
        t3 = torch.softmax(t2, dim=-1)
        t4 = t3 @ x2
        t5 = t4.max(dim=-2, keepdim=True).values
        return t5


def make_inputs(cfg, generator, dtype=torch.float32):
    def randn(*shape):
        return torch.randn(*shape, generator=generator).clamp(-3, 3)

    return {
        "x0": (randn(1, 1, 2) * 1.0).to(dtype),
        "x1": (0.5 + 1.5 * torch.rand(2, 6, 1, generator=generator)).to(dtype),
        "x2": (0.5 + 1.5 * torch.rand(2, 6, 8, generator=generator)).to(dtype),
    }


if __name__ == "__main__":  # rerun the fuzzer's oracle on this file
    import sys

    from eqiforge.host.fuzz.fuzz import replay

    sys.exit(replay(__file__))
