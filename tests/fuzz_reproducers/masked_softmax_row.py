"""A regression test's program: `eqiforge fuzz` seed 0, program fz0_0025, shrunk from 4 to 3 ops.

It failed at the candidate stage (relative error inf: a fully masked row divided 0 by an underflowed exp) until
the rule exp(a - b) = exp(a) / exp(b) was dropped; results/fuzz/fz0_0025.md has the original report."""
import math

import torch
import torch.nn.functional as F
from torch import nn

DESCRIPTION = "fuzz reproducer: softmax of scores masked with -1e4, a row fully masked (seed 0, program fz0_0025)"
CONFIGS = {"small": {"d0": 1, "d1": 1, "d2": 2}}  # the named axis sizes; shapes below are written out at these sizes


class Program(nn.Module):
    def __init__(self, cfg):
        super().__init__()

    def forward(self, x0, x1):
        t0 = (x0 @ x1.transpose(-1, -2)) * 0.353553
        t1 = t0.masked_fill(torch.arange(t0.shape[-2], device=t0.device)[:, None] - 2 < torch.arange(t0.shape[-1], device=t0.device)[None, :], -1e4)
        t2 = torch.softmax(t1, dim=-1)
        return t2


def make_inputs(cfg, generator, dtype=torch.float32):
    def randn(*shape):
        return torch.randn(*shape, generator=generator).clamp(-3, 3)

    return {
        "x0": (0.5 + 1.5 * torch.rand(1, 1, generator=generator)).to(dtype),
        "x1": (randn(2, 1) * 1.0).to(dtype),
    }


if __name__ == "__main__":  # rerun the fuzzer's oracle on this file
    import sys

    from eqiforge.host.fuzz.fuzz import replay

    sys.exit(replay(__file__))
