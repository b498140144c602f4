"""Llama-style attention core as model files write it: repeat_kv (expand + reshape), a bool padding mask applied
with masked_fill(finfo.min), softmax in fp32 cast back, eval dropout."""
import math
import torch
from torch import nn
import torch.nn.functional as F

DESCRIPTION = "GQA attention: repeat_kv, masked_fill(finfo.min), fp32 softmax, eval dropout"
CONFIGS = {"small": {"batch": 2, "heads": 4, "kv_heads": 2, "seq": 6, "dim": 8}}


def repeat_kv(x, n_rep):
    b, h, s, d = x.shape
    if n_rep == 1:
        return x
    return x[:, :, None, :, :].expand(b, h, n_rep, s, d).reshape(b, h * n_rep, s, d)


class Program(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        self.groups = cfg["heads"] // cfg["kv_heads"]
        self.dropout = nn.Dropout(0.1)

    def forward(self, q, k, v, keep):
        k, v = repeat_kv(k, self.groups), repeat_kv(v, self.groups)
        s = q @ k.transpose(2, 3) / math.sqrt(q.shape[-1])
        s = s.masked_fill(~keep[:, None, None, :], torch.finfo(s.dtype).min)
        p = F.softmax(s, dim=-1, dtype=torch.float32).to(q.dtype)
        return self.dropout(p) @ v


def make_inputs(cfg, generator, dtype=torch.float32):
    B, H, KV, S, D = cfg["batch"], cfg["heads"], cfg["kv_heads"], cfg["seq"], cfg["dim"]
    r = lambda *s: torch.randn(*s, generator=generator).to(dtype)
    keep = torch.ones(B, S, dtype=torch.bool)
    keep[-1, S // 2:] = False  # the last sequence is padded
    return {"q": r(B, H, S, D), "k": r(B, KV, S, D), "v": r(B, KV, S, D), "keep": keep}
