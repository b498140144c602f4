"""A linear layer with a LoRA adapter (Hu et al. 2021): out = x @ w + ((x @ a) @ b) * scaling, with a low-rank pair
a [d_in, r], b [r, d_out] and scaling = lora_alpha / r. "paper" uses the Mirage benchmark suite's LoRA shapes
(Wu et al., OSDI'25; benchmark/lora.py: X [16, 256], W [256, 4096], A [256, 16], B [16, 4096]), which the EqiForge
paper's tensor-program set follows; "llama2_7b" is a rank-16 adapter on a Llama-2-7B 4096x4096 attention
projection at 8 tokens. lora_alpha = 32, r = 16 gives scaling 2.0 (common PEFT setting).
"""
import torch
from torch import nn
import torch.nn.functional as F

DESCRIPTION = "LoRA linear: x W + (x A) B * scaling, rank 16"

CONFIGS = {
    "paper": {"batch": 16, "d_in": 256, "d_out": 4096, "rank": 16, "scaling": 2.0},
    "llama2_7b": {"batch": 8, "d_in": 4096, "d_out": 4096, "rank": 16, "scaling": 2.0},
    "small": {"batch": 8, "d_in": 32, "d_out": 64, "rank": 16, "scaling": 2.0},
}


class Program(nn.Module):
    def __init__(self, cfg: dict):
        super().__init__()
        self.scaling = cfg["scaling"]

    def forward(self, x, w, a, b):
        return x @ w + (x @ a) @ b * self.scaling  # [B, d_out]


def make_inputs(cfg: dict, generator: torch.Generator, dtype: torch.dtype = torch.float32) -> dict[str, torch.Tensor]:
    B, Din, Dout, R = cfg["batch"], cfg["d_in"], cfg["d_out"], cfg["rank"]

    def randn(*shape):
        return torch.randn(*shape, generator=generator)

    # b is random rather than LoRA's zero init so that the adapter path contributes (about 1/2 of the base's size).
    return {
        "x": randn(B, Din).to(dtype),
        "w": (randn(Din, Dout) * Din ** -0.5).to(dtype),
        "a": (randn(Din, R) * Din ** -0.5).to(dtype),
        "b": (randn(R, Dout) * 0.25 * R ** -0.5).to(dtype),
    }
