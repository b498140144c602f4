"""Sliding-window grouped-query attention over a prompt (prefill), Mistral-7B style: 32 query heads share 8 KV
heads (each KV head serves 4 consecutive query heads; expanded with repeat_interleave as in HF repeat_kv), and query
i sees key j only when j <= i and i - j < window (causal + sliding window, the HF Mistral mask). The mask is built
from torch.arange comparisons and applied with torch.where:
out = softmax(where(allowed, q k^T * D**-0.5, -inf)) v. q is [B, Hq, S, D]; k, v are [B, Hkv, S, D].
Shapes: Mistral 7B (n_heads 32, n_kv_heads 8, head_dim 128, sliding_window 4096); "paper" is one 8192-token
sequence (Mistral's context length, twice the window, so the window actually cuts keys); the EqiForge paper §7.3
reports this workload (1.06x over torch.compile) without giving its shape.
"""
import torch
from torch import nn
import torch.nn.functional as F

DESCRIPTION = "sliding-window GQA prefill, Mistral 7B (32q/8kv, window 4096), seq 8192"

CONFIGS = {
    "paper": {"batch": 1, "heads": 32, "kv_heads": 8, "seq_len": 8192, "head_dim": 128, "window": 4096},
    "small": {"batch": 2, "heads": 4, "kv_heads": 2, "seq_len": 32, "head_dim": 16, "window": 8},
}


class Program(nn.Module):
    def __init__(self, cfg: dict):
        super().__init__()
        self.groups = cfg["heads"] // cfg["kv_heads"]
        self.window = cfg["window"]
        self.scale = cfg["head_dim"] ** -0.5

    def forward(self, q, k, v):
        S = q.shape[-2]
        k = k.repeat_interleave(self.groups, dim=1)  # [B, Hq, S, D]
        v = v.repeat_interleave(self.groups, dim=1)
        s = q @ k.transpose(-1, -2) * self.scale  # [B, Hq, S, S]
        i = torch.arange(S, device=q.device).unsqueeze(-1)  # query positions
        j = torch.arange(S, device=q.device).unsqueeze(0)  # key positions
        s = torch.where(j > i, float("-inf"), s)  # causal
        s = torch.where(i - j >= self.window, float("-inf"), s)  # sliding window
        p = F.softmax(s, dim=-1)
        return p @ v  # [B, Hq, S, D]


def make_inputs(cfg: dict, generator: torch.Generator, dtype: torch.dtype = torch.float32) -> dict[str, torch.Tensor]:
    B, H, Hkv, S, D = cfg["batch"], cfg["heads"], cfg["kv_heads"], cfg["seq_len"], cfg["head_dim"]

    def randn(*shape):
        return torch.randn(*shape, generator=generator)

    return {
        "q": randn(B, H, S, D).to(dtype),
        "k": randn(B, Hkv, S, D).to(dtype),
        "v": randn(B, Hkv, S, D).to(dtype),
    }
