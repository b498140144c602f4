"""One normalized-Transformer (nGPT, Loshchilov et al. 2024) MLP residual update, as in NVIDIA/ngpt model.py:
the block output h_M = ((h W_u^T * s_u * sqrt(d)) * silu(h W_v^T * s_v * sqrt(d))) W_o^T is computed from the hidden
state h, then h <- norm(norm(h) + |alpha| * (norm(h_M) - norm(h))), where norm(x) = x / sqrt(sum(x**2)) projects each
row onto the unit hypersphere and alpha is the per-dimension eigen learning rate. The reference computes
uv = c_fc(h) and splits it with torch.chunk; here c_fc's two halves are passed as separate weights w_u, w_v (and
suv as s_u, s_v), which is the identical computation without slicing. Shapes: nGPT reference defaults (d_model
n_embd = 1024, MLP width 4 * 1024 = 4096, as in the 0.5B nGPT); 8 tokens for "paper" (the paper's §7.4 nGPT
extraction study gives no shape), b1/b16 other token counts.
"""
import torch
from torch import nn
import torch.nn.functional as F

DESCRIPTION = "nGPT MLP update: h <- norm(h + |a| (norm(MLP(h)) - h)), d 1024"

CONFIGS = {
    "paper": {"batch": 8, "hidden": 1024, "ffn": 4096},
    "b1": {"batch": 1, "hidden": 1024, "ffn": 4096},
    "b8": {"batch": 8, "hidden": 1024, "ffn": 4096},
    "b16": {"batch": 16, "hidden": 1024, "ffn": 4096},
    "small": {"batch": 8, "hidden": 32, "ffn": 64},
}


def justnorm(x):
    return x / torch.sqrt((x * x).sum(dim=-1, keepdim=True))


class Program(nn.Module):
    def __init__(self, cfg: dict):
        super().__init__()
        self.suv_scale = cfg["hidden"] ** 0.5  # suv * (suv_init_value / suv_init_scaling) * sqrt(n_embd), ratio 1

    def forward(self, h, w_u, w_v, s_u, s_v, w_o, alpha):
        u = F.linear(h, w_u) * (s_u * self.suv_scale)
        v = F.linear(h, w_v) * (s_v * self.suv_scale)
        h_mlp = F.linear(u * F.silu(v), w_o)  # [B, d]
        lr = torch.abs(alpha)
        a_norm = justnorm(h)
        b_norm = justnorm(h_mlp)
        return justnorm(a_norm + lr * (b_norm - a_norm))  # [B, d]


def make_inputs(cfg: dict, generator: torch.Generator, dtype: torch.dtype = torch.float32) -> dict[str, torch.Tensor]:
    B, D, Fd = cfg["batch"], cfg["hidden"], cfg["ffn"]

    def randn(*shape):
        return torch.randn(*shape, generator=generator)

    # h lives (approximately) on the unit hypersphere as in nGPT; weights use nGPT's init scale 1/sqrt(fan_in).
    # alpha is drawn around 0.2 (init 0.05, grows in training) so the MLP path visibly moves h.
    return {
        "h": (randn(B, D) * D ** -0.5).to(dtype),
        "w_u": (randn(Fd, D) * D ** -0.5).to(dtype),
        "w_v": (randn(Fd, D) * D ** -0.5).to(dtype),
        "s_u": (1 + 0.1 * randn(Fd)).to(dtype),
        "s_v": (1 + 0.1 * randn(Fd)).to(dtype),
        "w_o": (randn(D, Fd) * Fd ** -0.5).to(dtype),
        "alpha": (0.2 + 0.05 * randn(D)).to(dtype),
    }
