"""BERT/Llama-style additive masks: (1 - attention_mask) * finfo.min for padding, a causal finfo.min triangle,
both added to the scores before softmax."""
import math

import torch
from torch import nn
import torch.nn.functional as F

DESCRIPTION = "attention with additive finfo.min padding and causal masks"
CONFIGS = {"small": {"batch": 2, "heads": 2, "seq": 6, "dim": 8}}


class Program(nn.Module):
    def __init__(self, cfg):
        super().__init__()

    def forward(self, q, k, v, attention_mask):
        L = q.shape[-2]
        ext = (1.0 - attention_mask[:, None, None, :]) * torch.finfo(q.dtype).min
        causal = torch.full((L, L), torch.finfo(q.dtype).min, dtype=q.dtype, device=q.device).triu(1)
        s = q @ k.transpose(-1, -2) / math.sqrt(q.shape[-1]) + ext + causal
        return F.softmax(s, dim=-1) @ v


def make_inputs(cfg, generator, dtype=torch.float32):
    B, H, S, D = cfg["batch"], cfg["heads"], cfg["seq"], cfg["dim"]
    r = lambda *s: torch.randn(*s, generator=generator).to(dtype)
    m = torch.ones(B, S, dtype=dtype)
    m[0, : S // 3] = 0  # left padding in the first sequence
    return {"q": r(B, H, S, D), "k": r(B, H, S, D), "v": r(B, H, S, D), "attention_mask": m}
