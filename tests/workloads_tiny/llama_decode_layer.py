"""A Llama-style attention block at decode, written as model files write it, weights passed as arguments: RMSNorm in
fp32 cast back, q/k/v projections, rotate-half RoPE, the KV cache concatenated with the new key and value, GQA by
repeat_kv (expand + reshape), an additive mask, softmax in fp32, o_proj. Not a suite program (issue 28: it
saturated, and extraction returned no candidate)."""
import math

import torch
from torch import nn

DESCRIPTION = "Llama decode attention block: RMSNorm, q/k/v, RoPE, KV-cache concat, GQA, mask, softmax, o_proj"
CONFIGS = {"small": {"batch": 1, "hidden": 16, "heads": 4, "kv_heads": 2, "cache": 5}}


def rotate_half(x):
    x1 = x[..., : x.shape[-1] // 2]
    x2 = x[..., x.shape[-1] // 2:]
    return torch.cat((-x2, x1), dim=-1)


def repeat_kv(x, n_rep):
    b, kvh, s, d = x.shape
    return x[:, :, None, :, :].expand(b, kvh, n_rep, s, d).reshape(b, kvh * n_rep, s, d)


class Program(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        self.heads, self.kv_heads = cfg["heads"], cfg["kv_heads"]
        self.head_dim = cfg["hidden"] // cfg["heads"]
        self.eps = 1e-6

    def forward(self, x, norm_w, wq, wk, wv, wo, cos, sin, k_cache, v_cache, mask):
        b, t, _ = x.shape
        h = x.to(torch.float32)
        h = h * torch.rsqrt(h.pow(2).mean(-1, keepdim=True) + self.eps)
        h = norm_w * h.to(x.dtype)
        q = (h @ wq.T).view(b, t, self.heads, self.head_dim).transpose(1, 2)
        k = (h @ wk.T).view(b, t, self.kv_heads, self.head_dim).transpose(1, 2)
        v = (h @ wv.T).view(b, t, self.kv_heads, self.head_dim).transpose(1, 2)
        q = q * cos + rotate_half(q) * sin
        k = k * cos + rotate_half(k) * sin
        k = torch.cat([k_cache, k], dim=2)
        v = torch.cat([v_cache, v], dim=2)
        k = repeat_kv(k, self.heads // self.kv_heads)
        v = repeat_kv(v, self.heads // self.kv_heads)
        scores = q @ k.transpose(2, 3) / math.sqrt(self.head_dim) + mask
        p = torch.softmax(scores.float(), dim=-1).to(q.dtype)
        o = (p @ v).transpose(1, 2).reshape(b, t, self.heads * self.head_dim)
        return o @ wo.T


def make_inputs(cfg, generator, dtype=torch.float32):
    B, D, H, KVH, S = cfg["batch"], cfg["hidden"], cfg["heads"], cfg["kv_heads"], cfg["cache"]
    Dh = D // H

    def randn(*shape, scale=1.0):
        return (torch.randn(*shape, generator=generator) * scale).to(dtype)

    angle = torch.rand(1, 1, 1, Dh // 2, generator=generator) * 6.0
    angle = torch.cat((angle, angle), -1)
    mask = torch.zeros(B, 1, 1, S + 1)
    mask[..., 0] = -1e4  # the first cached position is masked out
    return {"x": randn(B, 1, D), "norm_w": 1.0 + randn(D, scale=0.1), "wq": randn(D, D, scale=D ** -0.5),
            "wk": randn(KVH * Dh, D, scale=D ** -0.5), "wv": randn(KVH * Dh, D, scale=D ** -0.5),
            "wo": randn(D, D, scale=D ** -0.5), "cos": angle.cos().to(dtype), "sin": angle.sin().to(dtype),
            "k_cache": randn(B, KVH, S, Dh), "v_cache": randn(B, KVH, S, Dh), "mask": mask.to(dtype)}
