"""Llama-style GQA attention core, not a suite program: rotate-half RoPE on q and k (cos/sin from positions x an
inv_freq buffer), then repeat_kv (Expand + Reshape of the rotated k and v, as transformers orders it), then
softmax(q k^T s) v. Four query heads share two key/value heads."""
import torch
from torch import nn
import torch.nn.functional as F

DESCRIPTION = "rotary GQA attention: RoPE, then repeat_kv"
CONFIGS = {"small": {"batch": 1, "heads": 4, "seq_len": 16, "head_dim": 16}}


def rotate_half(x):
    h = x.shape[-1] // 2
    return torch.cat((-x[..., h:], x[..., :h]), dim=-1)


class Program(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        d = cfg["head_dim"]
        self.scale = d ** -0.5
        self.register_buffer("inv_freq", 1.0 / (10000.0 ** (torch.arange(0, d, 2).float() / d)), persistent=False)

    def forward(self, q, k, v, position_ids):
        inv = self.inv_freq[None, :, None].float().expand(position_ids.shape[0], -1, 1)
        pos = position_ids[:, None, :].float()
        freqs = (inv @ pos).transpose(1, 2)
        emb = torch.cat((freqs, freqs), dim=-1)
        cos, sin = emb.cos().unsqueeze(1), emb.sin().unsqueeze(1)
        q = q * cos + rotate_half(q) * sin
        k = k * cos + rotate_half(k) * sin
        B, KV, N, D = k.shape
        rep = q.shape[1] // KV
        k = k[:, :, None, :, :].expand(B, KV, rep, N, D).reshape(B, KV * rep, N, D)
        v = v[:, :, None, :, :].expand(B, KV, rep, N, D).reshape(B, KV * rep, N, D)
        s = q @ k.transpose(-1, -2) * self.scale
        return F.softmax(s, dim=-1) @ v


def make_inputs(cfg, generator, dtype=torch.float32):
    B, H, N, D = cfg["batch"], cfg["heads"], cfg["seq_len"], cfg["head_dim"]
    r = lambda *s: torch.randn(*s, generator=generator).to(dtype)
    return {"q": r(B, H, N, D), "k": r(B, H // 2, N, D), "v": r(B, H // 2, N, D),
            "position_ids": torch.arange(N).unsqueeze(0).expand(B, N).contiguous()}
