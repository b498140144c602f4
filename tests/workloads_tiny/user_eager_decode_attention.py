"""transformers' eager attention (`eager_attention_forward`, the function LlamaAttention, MistralAttention and
Qwen2Attention call) at one decode step, not a suite program: the new token's key and value concatenated to the
cache (as DynamicCache.update does), repeat_kv, `q @ k^T * scaling`, softmax with dtype=float32 cast back to the
query's dtype, dropout at p=0, then `@ v`. Four query heads share two key/value heads (hf_llama_decode's
attention at small)."""
import torch
from torch import nn
from transformers.models.llama.modeling_llama import eager_attention_forward

DESCRIPTION = "transformers' eager attention at decode: cache concat, repeat_kv, fp32 softmax"
CONFIGS = {"small": {"heads": 4, "kv_heads": 2, "past": 7, "head_dim": 8}}


class Program(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        self.num_key_value_groups = cfg["heads"] // cfg["kv_heads"]
        self.scaling = cfg["head_dim"] ** -0.5

    def forward(self, q, k, v, past_k, past_v):
        k = torch.cat([past_k, k], dim=-2)
        v = torch.cat([past_v, v], dim=-2)
        out, _ = eager_attention_forward(self, q, k, v, None, self.scaling, dropout=0.0)
        return out


def make_inputs(cfg, generator, dtype=torch.float32):
    H, KV, P, D = cfg["heads"], cfg["kv_heads"], cfg["past"], cfg["head_dim"]
    r = lambda *s: torch.randn(*s, generator=generator).to(dtype)
    return {"q": r(1, H, 1, D), "k": r(1, KV, 1, D), "v": r(1, KV, 1, D),
            "past_k": r(1, KV, P, D), "past_v": r(1, KV, P, D)}
