"""Differential attention (DIFF Transformer, Ye et al. 2024, arXiv:2410.05258; microsoft/unilm Diff-Transformer
multihead_diffattn.py), causal prefill: two softmax attention maps are subtracted to cancel common-mode attention
noise, out = (softmax(Q1 K1^T s + M) - lam * softmax(Q2 K2^T s + M)) V, with s = d**-0.5, M the additive causal
mask (torch.triu of a -inf matrix, as the reference builds it), V of width 2d; each head's output is then
RMS-normalised over its 2d channels (subln, affine, eps 1e-5) and scaled by (1 - lam_init).
lam = exp(lq1 . lk1) - exp(lq2 . lk2) + lam_init with lam_init = 0.8 - 0.6 * exp(-0.3 * depth); the learned
vectors' dot products (lambda_qk1, lambda_qk2) and the layer depth are config floats, so lam is a Python constant.
The reference views q as 2H heads and splits the two maps by indexing; here Q1/K1 and Q2/K2 come in as separate
tensors (the same computation without slicing). q1, q2, k1, k2 are [B, H, T, d]; v is [B, H, T, 2d].
Shapes: DIFF Transformer 3B (hidden 3072, 12 differential heads, d = 3072 / 12 / 2 = 128), one 4096-token
sequence (its training length); depth 12. EqiForge paper §7.3 reports this workload (1.51x over torch.compile)
without giving its shape.
"""
import math

import torch
from torch import nn
import torch.nn.functional as F

DESCRIPTION = "differential attention + head RMSNorm, 12 heads x 128, causal seq 4096"

_LAMBDA = {"depth": 12, "lambda_qk1": 0.1, "lambda_qk2": 0.05, "eps": 1e-5}

CONFIGS = {
    "paper": {"batch": 1, "heads": 12, "seq_len": 4096, "head_dim": 128, **_LAMBDA},
    "b8_s2048": {"batch": 8, "heads": 12, "seq_len": 2048, "head_dim": 128, **_LAMBDA},
    "small": {"batch": 2, "heads": 4, "seq_len": 32, "head_dim": 16, **_LAMBDA},
}


class Program(nn.Module):
    def __init__(self, cfg: dict):
        super().__init__()
        self.scale = cfg["head_dim"] ** -0.5
        self.v_dim = 2 * cfg["head_dim"]
        self.eps = cfg["eps"]
        self.lambda_init = 0.8 - 0.6 * math.exp(-0.3 * cfg["depth"])
        self.lam = math.exp(cfg["lambda_qk1"]) - math.exp(cfg["lambda_qk2"]) + self.lambda_init

    def forward(self, q1, k1, q2, k2, v, w_subln):
        T = q1.shape[-2]
        mask = torch.triu(torch.full((T, T), float("-inf"), dtype=q1.dtype, device=q1.device), diagonal=1)
        a1 = F.softmax(q1 @ k1.transpose(-1, -2) * self.scale + mask, dim=-1)  # [B, H, T, T]
        a2 = F.softmax(q2 @ k2.transpose(-1, -2) * self.scale + mask, dim=-1)
        attn = (a1 - self.lam * a2) @ v  # [B, H, T, 2d]
        attn = F.rms_norm(attn, (self.v_dim,), w_subln, self.eps)
        return attn * (1 - self.lambda_init)


def make_inputs(cfg: dict, generator: torch.Generator, dtype: torch.dtype = torch.float32) -> dict[str, torch.Tensor]:
    B, H, T, D = cfg["batch"], cfg["heads"], cfg["seq_len"], cfg["head_dim"]

    def randn(*shape):
        return torch.randn(*shape, generator=generator)

    return {
        "q1": randn(B, H, T, D).to(dtype),
        "k1": randn(B, H, T, D).to(dtype),
        "q2": randn(B, H, T, D).to(dtype),
        "k2": randn(B, H, T, D).to(dtype),
        "v": randn(B, H, T, 2 * D).to(dtype),
        "w_subln": (1 + 0.1 * randn(2 * D)).to(dtype),
    }
