"""fz0_0546, shrunk by `eqiforge fuzz --count 1000 --seed 0`: a softmax of one row of q @ k^T * 0.35 with inputs
of magnitude up to 300, so logits in the thousands. Candidates that compute the scores twice (once accumulated
over contraction tiles for the numerator, once whole for the max) round them differently by ~1e-3, and the
softmax passes that on: such a kernel is off by ~1e-3 relative where PyTorch's float32 result is exact. That is
the candidate's own float32 rounding (fuzz: imprecise), not a miscompile. The contraction is 8 wide here (4 in the
shrunk program): refinement.egg keeps an axis of at most 4 elements whole, so a contraction of 4 has no loop over
tiles and its scores are computed once."""
import math

import torch
from torch import nn
import torch.nn.functional as F

DESCRIPTION = "fuzz reproducer: softmax of logits in the thousands (seed 0, program fz0_0546)"
CONFIGS = {"small": {"d0": 1, "d1": 8, "d2": 8}}  # the named axis sizes; shapes below are written out at these sizes


class Program(nn.Module):
    def __init__(self, cfg):
        super().__init__()

    def forward(self, x0, x1):
        t0 = x0[0:1]
        t1 = (t0 @ x1.transpose(-1, -2)) * 0.353553
        t3 = torch.softmax(t1, dim=-1)
        return t3


def make_inputs(cfg, generator, dtype=torch.float32):
    def randn(*shape):
        return torch.randn(*shape, generator=generator).clamp(-3, 3)

    return {
        "x0": (randn(1, 8) * 100.0).to(dtype),
        "x1": (randn(8, 8) * 100.0).to(dtype),
    }

