"""A regression test's program: `eqiforge fuzz` seed 777, program fz777_0015, shrunk by hand to its sizes in issue 28.

It failed at the candidate stage ("Partition of axis 1 of size 1 by a coordinate of extent 2") until a Partition
along an axis another coordinate already tiles was made ill-formed (parallel.egg: partition-tiled-field). The two
products of t1 and its transpose pair their loops with fields tiled differently over the output's grid, and the
grid's other view, pushed through that pair, cut a tile of x0 again."""
import math

import torch
import torch.nn.functional as F
from torch import nn

DESCRIPTION = "fuzz reproducer: a chain of products and x @ x^T over a batch axis of size 1 (seed 777, program fz777_0015)"
CONFIGS = {"small": {"d0": 1, "d1": 2, "d2": 1, "d3": 5}}  # the named axis sizes; shapes below are written out at these sizes


class Program(nn.Module):
    def __init__(self, cfg):
        super().__init__()

    def forward(self, x0, x1, x2):
        t0 = x0 @ x1
        t1 = torch.matmul(t0, x2)
        t2 = t1 @ t1.transpose(-1, -2)
        return t2


def make_inputs(cfg, generator, dtype=torch.float32):
    def randn(*shape):
        return torch.randn(*shape, generator=generator).clamp(-3, 3)

    return {
        "x0": (randn(1, 2, 1) * 1.0).to(dtype),
        "x1": (randn(1, 5) * 30.0).to(dtype),
        "x2": (randn(1, 5, 1) * 1.0).to(dtype),
    }


if __name__ == "__main__":  # rerun the fuzzer's oracle on this file
    import sys

    from eqiforge.host.fuzz.fuzz import replay

    sys.exit(replay(__file__))
