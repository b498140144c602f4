"""Grouped-query attention with gpt-oss attention sinks: each query head h has a learned sink logit sinks[h] that
joins the softmax denominator but has no value row, so a query can put probability mass "nowhere". gpt-oss's
reference sdpa concatenates the sink as an extra score column, softmaxes, and drops that column; this program writes
the identical math without concatenation or slicing:
  m = max(rowmax(s), sink),  p = exp(s - m) / (sum_j exp(s - m) + exp(sink - m)),  out = p @ v.
Queries are the last q_len of the kv_len positions (q_len = kv_len: prefill; q_len = 1: decode). Key j is visible
to query i when j <= i and (i - j < window or j < sink_tokens): gpt-oss's causal + sliding-window mask
(window 128 on its sliding layers; window >= kv_len gives its dense layers) plus, when sink_tokens > 0, the
StreamingLLM-style always-visible initial tokens. GQA: the 64 query heads are viewed as [8 KV heads, 8 per group]
and the KV heads broadcast over the group (as gpt-oss's expand). RoPE is omitted (applied to q, k before this).
Shapes: gpt-oss-120b (num_attention_heads 64, num_key_value_heads 8, head_dim 64, sliding_window 128,
sm_scale 1/8). "paper" follows EqiForge paper §7.3's description of its attention-sink workload ("four initial
sink tokens and the most recent 4096 tokens in one softmax reduction"): one decode token against an 8192-token
cache (batch 8, our choice; the paper gives no batch or cache length), with gpt-oss's heads and learned sinks;
"gptoss_prefill" / "gptoss_decode" are gpt-oss's own sliding-window layer (window 128, no sink tokens).
"""
import torch
from torch import nn
import torch.nn.functional as F

DESCRIPTION = "GQA with gpt-oss sink logits, sink tokens and sliding window (no cat)"

_GPT_OSS = {"heads": 64, "kv_heads": 8, "head_dim": 64}

CONFIGS = {
    "paper": {"batch": 8, "q_len": 1, "kv_len": 8192, "window": 4096, "sink_tokens": 4, **_GPT_OSS},
    "gptoss_prefill": {"batch": 1, "q_len": 4096, "kv_len": 4096, "window": 128, "sink_tokens": 0, **_GPT_OSS},
    "gptoss_decode": {"batch": 8, "q_len": 1, "kv_len": 4096, "window": 128, "sink_tokens": 0, **_GPT_OSS},
    "small": {"batch": 2, "heads": 4, "kv_heads": 2, "head_dim": 16, "q_len": 32, "kv_len": 32, "window": 8,
              "sink_tokens": 2},
    "small_decode": {"batch": 2, "heads": 4, "kv_heads": 2, "head_dim": 16, "q_len": 1, "kv_len": 64, "window": 16,
                     "sink_tokens": 2},
}


class Program(nn.Module):
    def __init__(self, cfg: dict):
        super().__init__()
        self.kv_heads = cfg["kv_heads"]
        self.groups = cfg["heads"] // cfg["kv_heads"]
        self.window = cfg["window"]
        self.sink_tokens = cfg["sink_tokens"]
        self.scale = cfg["head_dim"] ** -0.5

    def forward(self, q, k, v, sinks):
        B, H, Tq, D = q.shape
        N = k.shape[-2]
        qg = q.reshape(B, self.kv_heads, self.groups, Tq, D)  # query head h = kv_head * groups + g
        s = qg @ k.unsqueeze(2).transpose(-1, -2) * self.scale  # [B, Hkv, G, Tq, N]

        i = (torch.arange(Tq, device=q.device) + (N - Tq)).unsqueeze(-1)  # absolute query positions
        j = torch.arange(N, device=q.device).unsqueeze(0)  # key positions
        causal = torch.where(j > i, float("-inf"), s)
        s = torch.where(i - j >= self.window, float("-inf"), causal)
        if self.sink_tokens > 0:  # the first sink_tokens keys stay visible (still causally)
            s = torch.where(j < self.sink_tokens, causal, s)

        sink = sinks.reshape(1, self.kv_heads, self.groups, 1, 1)
        m = torch.maximum(s.amax(dim=-1, keepdim=True), sink)
        e = torch.exp(s - m)
        p = e / (e.sum(dim=-1, keepdim=True) + torch.exp(sink - m))
        o = p @ v.unsqueeze(2)  # [B, Hkv, G, Tq, D]
        return o.reshape(B, H, Tq, D)


def make_inputs(cfg: dict, generator: torch.Generator, dtype: torch.dtype = torch.float32) -> dict[str, torch.Tensor]:
    B, H, Hkv, D = cfg["batch"], cfg["heads"], cfg["kv_heads"], cfg["head_dim"]
    Tq, N = cfg["q_len"], cfg["kv_len"]

    def randn(*shape):
        return torch.randn(*shape, generator=generator)

    return {
        "q": randn(B, H, Tq, D).to(dtype),
        "k": randn(B, Hkv, N, D).to(dtype),
        "v": randn(B, Hkv, N, D).to(dtype),
        "sinks": (1.0 + randn(H)).to(dtype),  # comparable to the row max so the sink takes a real share
    }
