"""Model code as users write it: nn.Linear projections (with and without bias), an RMSNorm weight, and rotary
tables computed in forward from integer position ids and an `inv_freq` buffer, then the scores q @ k^T. Every
tensor but the activations and positions is the module's own."""
import torch
from torch import nn

DESCRIPTION = "rope(x Wq + b) @ rope(norm(x) Wk)^T with the module's own weights and an inv_freq buffer"
CONFIGS = {"small": {"tokens": 5, "hidden": 8, "dim": 6}}


def rotate_half(x):
    x1, x2 = x.chunk(2, dim=-1)
    return torch.cat((-x2, x1), dim=-1)


class Program(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        D, H = cfg["dim"], cfg["hidden"]
        self.q_proj = nn.Linear(H, D)
        self.k_proj = nn.Linear(H, D, bias=False)
        self.norm_weight = nn.Parameter(torch.rand(H) + 0.5)
        self.register_buffer("inv_freq", 1.0 / (10000.0 ** (torch.arange(0, D, 2).float() / D)), persistent=False)

    def forward(self, x, position_ids):
        freqs = position_ids[:, None].float() * self.inv_freq[None, :]
        emb = torch.cat((freqs, freqs), dim=-1)
        cos, sin = emb.cos(), emb.sin()
        h = x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-6) * self.norm_weight
        q, k = self.q_proj(x), self.k_proj(h)
        q = q * cos + rotate_half(q) * sin
        k = k * cos + rotate_half(k) * sin
        return q @ k.transpose(0, 1)


def make_inputs(cfg, generator, dtype=torch.float32):
    T, H = cfg["tokens"], cfg["hidden"]
    x = torch.randn(T, H, generator=generator).to(dtype)
    return {"x": x, "position_ids": torch.arange(3, 3 + T)}
