"""Multi-head attention for one decode step: every sequence in the batch has one new query token that attends to its
whole KV cache, out = softmax(q @ k^T * D**-0.5) @ v, per batch element and head. q is [B, H, 1, D]; k and v are
[B, H, N, D]. Shapes: Llama-2-7B attention (32 heads, head dim 128); EqiForge paper §7.2 / Fig. 8 decode cases,
batch 1, 8 and 16 with a KV length of 4096 ("paper" is the batch-16 case). This is the program from which the paper
derives FlashAttention/FlashDecoding-style kernels (online softmax, optionally split-KV) by rules alone.
"""
import torch
from torch import nn
import torch.nn.functional as F

DESCRIPTION = "MHA decode: softmax(q k^T / sqrt(d)) v, 1 query vs KV 4096, 32x128 heads"

CONFIGS = {
    "paper": {"batch": 16, "heads": 32, "kv_len": 4096, "head_dim": 128},
    "b1": {"batch": 1, "heads": 32, "kv_len": 4096, "head_dim": 128},
    "b8": {"batch": 8, "heads": 32, "kv_len": 4096, "head_dim": 128},
    "b16": {"batch": 16, "heads": 32, "kv_len": 4096, "head_dim": 128},
    "small": {"batch": 2, "heads": 4, "kv_len": 64, "head_dim": 16},
}


class Program(nn.Module):
    def __init__(self, cfg: dict):
        super().__init__()
        self.scale = cfg["head_dim"] ** -0.5

    def forward(self, q, k, v):
        s = q @ k.transpose(-1, -2) * self.scale  # [B, H, 1, N]
        p = F.softmax(s, dim=-1)
        return p @ v  # [B, H, 1, D]



def sdpa(cfg: dict, q, k, v):
    """The baseline `eqiforge bench` times against: PyTorch's fused attention on the same inputs."""
    return F.scaled_dot_product_attention(q, k, v, scale=cfg["head_dim"] ** -0.5)

def make_inputs(cfg: dict, generator: torch.Generator, dtype: torch.dtype = torch.float32) -> dict[str, torch.Tensor]:
    B, H, N, D = cfg["batch"], cfg["heads"], cfg["kv_len"], cfg["head_dim"]

    def randn(*shape):
        return torch.randn(*shape, generator=generator)

    return {
        "q": randn(B, H, 1, D).to(dtype),
        "k": randn(B, H, N, D).to(dtype),
        "v": randn(B, H, N, D).to(dtype),
    }
