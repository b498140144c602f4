"""transformers' own LlamaDecoderLayer decoding one token over a KV cache: the cache's keys and values are passed
in as tensors and handed to the layer in a DynamicCache, whose update concatenates the new token's key and value
(as generation does). No mask: the new token sees every cached position. "paper" has Llama-3-8B's widths over a
4096-token cache."""
import torch
from torch import nn
from transformers import DynamicCache, LlamaConfig
from transformers.models.llama.modeling_llama import LlamaDecoderLayer, LlamaRotaryEmbedding

DESCRIPTION = "transformers LlamaDecoderLayer, one-token decode over a KV cache passed as tensors"

CONFIGS = {
    "paper": {"past": 4096, "hidden": 4096, "heads": 32, "kv_heads": 8, "head_dim": 128, "ffn": 14336},
    "small": {"past": 7, "hidden": 32, "heads": 4, "kv_heads": 2, "head_dim": 8, "ffn": 48},
}


class Program(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        self.config = LlamaConfig(hidden_size=cfg["hidden"], intermediate_size=cfg["ffn"],
                                  num_attention_heads=cfg["heads"], num_key_value_heads=cfg["kv_heads"],
                                  head_dim=cfg["head_dim"], num_hidden_layers=1, attn_implementation="eager")
        self.rotary_emb = LlamaRotaryEmbedding(self.config)
        self.layer = LlamaDecoderLayer(self.config, layer_idx=0)
        with torch.no_grad():  # a checkpoint's norm weights are not all ones
            for p in self.layer.parameters():
                if p.dim() == 1:
                    p.add_(torch.randn_like(p) * 0.1)

    def forward(self, hidden_states, position_ids, past_keys, past_values):
        cache = DynamicCache(config=self.config)
        cache.update(past_keys, past_values, 0)
        cos, sin = self.rotary_emb(hidden_states, position_ids)
        return self.layer(hidden_states, position_embeddings=(cos, sin), past_key_values=cache, use_cache=True)


def make_inputs(cfg, generator, dtype=torch.float32):
    P, KV, Dh = cfg["past"], cfg["kv_heads"], cfg["head_dim"]
    return {"hidden_states": torch.randn(1, 1, cfg["hidden"], generator=generator).to(dtype),
            "position_ids": torch.tensor([[P]]),
            "past_keys": torch.randn(1, KV, P, Dh, generator=generator).to(dtype),
            "past_values": torch.randn(1, KV, P, Dh, generator=generator).to(dtype)}
