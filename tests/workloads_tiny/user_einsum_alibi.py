"""Causal attention with ALiBi position biases, written with einsum and masked_fill as model code often is (the
biases and the causal triangle are buffers built in __init__): not a suite program."""
import math

import torch
from torch import nn

DESCRIPTION = "einsum(softmax(einsum(q, k) / sqrt(d) + slope_h (j - i), causal), v)"
CONFIGS = {"small": {"batch": 1, "heads": 2, "seq": 24, "dim": 16},
           "paper": {"batch": 1, "heads": 16, "seq": 2048, "dim": 128}}


class Program(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        h, n = cfg["heads"], cfg["seq"]
        slopes = torch.tensor([2 ** (-8 * (i + 1) / h) for i in range(h)])
        pos = torch.arange(n)
        self.register_buffer("alibi", slopes[:, None, None] * (pos[None, None, :] - pos[None, :, None]),
                             persistent=False)
        self.register_buffer("future", torch.triu(torch.ones(n, n, dtype=torch.bool), diagonal=1), persistent=False)
        self.scale = 1.0 / math.sqrt(cfg["dim"])

    def forward(self, q, k, v):
        s = torch.einsum("bhqd,bhkd->bhqk", q, k) * self.scale + self.alibi.to(q.dtype)
        s = s.masked_fill(self.future, float("-inf"))
        return torch.einsum("bhqk,bhkd->bhqd", s.softmax(dim=-1), v)


def make_inputs(cfg, generator, dtype=torch.float32):
    shape = (cfg["batch"], cfg["heads"], cfg["seq"], cfg["dim"])
    return {n: torch.randn(*shape, generator=generator).to(dtype) for n in ("q", "k", "v")}
