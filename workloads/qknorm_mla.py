"""Multi-head latent attention (MLA, DeepSeek-V2/V3) for one decode token, in the weight-absorbed form used for
inference, with QK-norm and decoupled RoPE. The query q [B, H, 1, d_nope + d_rope] is split into q_nope and q_pe;
q_nope is RMS-normalised over the head dim and the key up-projection is absorbed into it, q_abs = q_nope @ W_UK
(per head, [d_nope, R]); the latent KV rows c_kv (kv_lora_rank wide, shared by all heads, serving as both keys and
values) are RMS-normalised over the latent dim. The positional part is rotated with RoPE in the rotate-half form:
q_pe with the query position's cos/sin ([1, d_rope]), and k_pe [B, N, d_rope] — one per token, shared by all heads
— with the keys' cos/sin ([N, d_rope]). Then, as DeepSeek-V3's absorbed decode computes them,
scores = (q_abs @ rms_norm(c_kv)^T + rope(q_pe) @ rope(k_pe)^T) * (d_nope + d_rope)**-0.5, softmax over the KV
length, o_lat = p @ rms_norm(c_kv), and the value up-projection out = o_lat @ W_UV^T (W_UV per head [d_v, R], the
layout of DeepSeek's wkv_b). cos/sin are inputs (a cache of a contiguous run of positions, as inference reads it).
Shapes: DeepSeek-V3 (128 heads, qk_nope_head_dim 128, qk_rope_head_dim 64, v_head_dim 128, kv_lora_rank 512,
rms_norm_eps 1e-6). EqiForge paper §7.3 names the config (1, 4096, 16K), read here as batch 1, KV length 4096 and a
query width of 16K = 128 heads x 128 (the same (batch, length, width) reading as mHC's (16, 512, 1K)); "kv16k" is
the alternative reading with a 16K-token KV cache.
"""
import torch
from torch import nn
import torch.nn.functional as F

DESCRIPTION = "QK-normed MLA decode with RoPE, absorbed, DeepSeek-V3 (128 heads, rank 512), KV 4096"

_V3 = {"heads": 128, "nope_dim": 128, "rope_dim": 64, "v_dim": 128, "kv_rank": 512, "eps": 1e-6}

CONFIGS = {
    "paper": {"batch": 1, "kv_len": 4096, **_V3},
    "kv16k": {"batch": 1, "kv_len": 16384, **_V3},
    "b8": {"batch": 8, "kv_len": 4096, **_V3},
    "small": {"batch": 2, "heads": 4, "kv_len": 32, "nope_dim": 16, "rope_dim": 8, "v_dim": 16, "kv_rank": 64,
              "eps": 1e-6},
}


def rotate_half(x):
    x1 = x[..., : x.shape[-1] // 2]
    x2 = x[..., x.shape[-1] // 2:]
    return torch.cat((-x2, x1), dim=-1)


def apply_rope(x, cos, sin):
    return x * cos + rotate_half(x) * sin


class Program(nn.Module):
    def __init__(self, cfg: dict):
        super().__init__()
        self.nope_dim = cfg["nope_dim"]
        self.rope_dim = cfg["rope_dim"]
        self.kv_rank = cfg["kv_rank"]
        self.eps = cfg["eps"]
        self.scale = (cfg["nope_dim"] + cfg["rope_dim"]) ** -0.5

    def forward(self, q, w_q_norm, c_kv, w_kv_norm, k_pe, cos_q, sin_q, cos_k, sin_k, w_uk, w_uv):
        q_nope, q_pe = torch.split(q, [self.nope_dim, self.rope_dim], dim=-1)
        q_abs = F.rms_norm(q_nope, (self.nope_dim,), w_q_norm, self.eps) @ w_uk  # [B, H, 1, R]
        q_pe = apply_rope(q_pe, cos_q, sin_q)  # [B, H, 1, d_rope]
        k_pe = apply_rope(k_pe, cos_k, sin_k).unsqueeze(1)  # [B, 1, N, d_rope]
        kv = F.rms_norm(c_kv, (self.kv_rank,), w_kv_norm, self.eps).unsqueeze(1)  # [B, 1, N, R]
        s = (q_abs @ kv.transpose(-1, -2) + q_pe @ k_pe.transpose(-1, -2)) * self.scale  # [B, H, 1, N]
        p = F.softmax(s, dim=-1)
        o_lat = p @ kv  # [B, H, 1, R]
        return o_lat @ w_uv.transpose(-1, -2)  # [B, H, 1, d_v]


def make_inputs(cfg: dict, generator: torch.Generator, dtype: torch.dtype = torch.float32) -> dict[str, torch.Tensor]:
    B, H, N = cfg["batch"], cfg["heads"], cfg["kv_len"]
    Dn, Dr, Dv, R = cfg["nope_dim"], cfg["rope_dim"], cfg["v_dim"], cfg["kv_rank"]

    def randn(*shape):
        return torch.randn(*shape, generator=generator)

    # RoPE tables for the keys' positions (a run starting at a random offset) and the query at the last of them.
    start = torch.randint(1, 1000, (1,), generator=generator).double()  # a tensor: meta inputs never read values
    inv_freq = 10000.0 ** -(torch.arange(0, Dr, 2, dtype=torch.float64) / Dr)
    angles = (start + torch.arange(N, dtype=torch.float64))[:, None] * inv_freq
    angles = torch.cat((angles, angles), dim=-1)  # [N, d_rope], the rotate-half layout
    cos, sin = angles.cos(), angles.sin()
    return {
        "q": randn(B, H, 1, Dn + Dr).to(dtype),
        "w_q_norm": (1 + 0.1 * randn(Dn)).to(dtype),
        "c_kv": randn(B, N, R).to(dtype),
        "w_kv_norm": (1 + 0.1 * randn(R)).to(dtype),
        "k_pe": randn(B, N, Dr).to(dtype),
        "cos_q": cos[-1:].to(dtype),
        "sin_q": sin[-1:].to(dtype),
        "cos_k": cos.to(dtype),
        "sin_k": sin.to(dtype),
        "w_uk": (randn(H, Dn, R) * Dn ** -0.5).to(dtype),
        "w_uv": (randn(H, Dv, R) * R ** -0.5).to(dtype),
    }
