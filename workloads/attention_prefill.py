"""Causal multi-head attention over a whole prompt (prefill): out = softmax(mask(q @ k^T * D**-0.5)) @ v with the
upper triangle (key position > query position) set to -inf. The causal mask is built in the program from
torch.triu(torch.ones(...)) and applied with masked_fill, as user code typically does. q, k, v are [B, H, N, D].
Shapes: Llama-2-7B attention (32 heads, head dim 128); EqiForge paper §7.2 / Fig. 8 prefill cases, batch 1, 8 and
16 with sequence length 2048. "paper" is the batch-8 case (the middle of the sweep; at batch 16 the eager reference
alone materialises 8 GiB fp32 score matrices per intermediate); b1/b8/b16 give the full sweep.
"""
import torch
from torch import nn
import torch.nn.functional as F

DESCRIPTION = "causal MHA prefill: softmax(mask(q k^T / sqrt(d))) v, seq 2048, 32x128"

CONFIGS = {
    "paper": {"batch": 8, "heads": 32, "seq_len": 2048, "head_dim": 128},
    "b1": {"batch": 1, "heads": 32, "seq_len": 2048, "head_dim": 128},
    "b8": {"batch": 8, "heads": 32, "seq_len": 2048, "head_dim": 128},
    "b16": {"batch": 16, "heads": 32, "seq_len": 2048, "head_dim": 128},
    "small": {"batch": 2, "heads": 4, "seq_len": 32, "head_dim": 16},
    # without the causal mask: the calibration's non-causal points (calibration/points.toml) are this program's
    # family lowered here and modelled at the published shapes
    "small_full": {"batch": 2, "heads": 4, "seq_len": 32, "head_dim": 16, "causal": False},
}


class Program(nn.Module):
    def __init__(self, cfg: dict):
        super().__init__()
        self.scale = cfg["head_dim"] ** -0.5
        self.causal = cfg.get("causal", True)

    def forward(self, q, k, v):
        n = q.shape[-2]
        s = q @ k.transpose(-1, -2) * self.scale  # [B, H, N, N]
        if self.causal:
            future = torch.triu(torch.ones(n, n, dtype=torch.bool, device=q.device), diagonal=1)
            s = s.masked_fill(future, float("-inf"))
        p = F.softmax(s, dim=-1)
        return p @ v  # [B, H, N, D]



def sdpa(cfg: dict, q, k, v):
    """The baseline `eqiforge bench` times against: PyTorch's fused attention on the same inputs."""
    return F.scaled_dot_product_attention(q, k, v, is_causal=cfg.get("causal", True), scale=cfg["head_dim"] ** -0.5)

def make_inputs(cfg: dict, generator: torch.Generator, dtype: torch.dtype = torch.float32) -> dict[str, torch.Tensor]:
    B, H, N, D = cfg["batch"], cfg["heads"], cfg["seq_len"], cfg["head_dim"]

    def randn(*shape):
        return torch.randn(*shape, generator=generator)

    return {
        "q": randn(B, H, N, D).to(dtype),
        "k": randn(B, H, N, D).to(dtype),
        "v": randn(B, H, N, D).to(dtype),
    }
