"""One decode step of sliding-window attention (gpt-oss's sliding layers, Mistral's window): the query is the last
of 64 positions and sees only the 16 keys before it. Its mask compares the key position with a constant (the query
position is an axis of size 1, not a coordinate), so every program skips the same closed KV tiles. Not a suite program."""
import torch
from torch import nn

DESCRIPTION = "decode attention over the last 16 of 64 keys (sliding window)"
CONFIGS = {"small": {"heads": 2, "kv_len": 64, "dim": 16, "window": 16}}


class Program(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        self.window = cfg["window"]

    def forward(self, q, k, v):
        n = k.shape[-2]
        i = (torch.arange(1, device=q.device) + (n - 1)).unsqueeze(-1)  # the query's position, as models write it
        j = torch.arange(n, device=q.device).unsqueeze(0)
        s = q @ k.transpose(-1, -2) * q.shape[-1] ** -0.5  # [H, 1, N]
        s = torch.where(i - j >= self.window, float("-inf"), s)
        return torch.softmax(s, dim=-1) @ v


def make_inputs(cfg, generator, dtype=torch.float32):
    h, n, d = cfg["heads"], cfg["kv_len"], cfg["dim"]
    return {"q": torch.randn(h, 1, d, generator=generator).to(dtype),
            "k": torch.randn(h, n, d, generator=generator).to(dtype),
            "v": torch.randn(h, n, d, generator=generator).to(dtype)}
