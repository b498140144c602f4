"""transformers' own Phi3DecoderLayer, prefill, with Phi-3's default partial_rotary_factor of 1.0: its rotary code
slices `q[..., :rotary_dim]` and `q[..., rotary_dim:]` and concatenates them back, so the pass-through slice is empty
(rotary_dim is the whole head dimension). Capture drops the empty slice: it is an identity for cat. Not a suite
program; "small" is a tiny layer the interpreter runs in seconds."""
import torch
from torch import nn
from transformers import Phi3Config
from transformers.masking_utils import create_causal_mask
from transformers.models.phi3.modeling_phi3 import Phi3DecoderLayer, Phi3RotaryEmbedding

DESCRIPTION = "transformers Phi3DecoderLayer, prefill, full-width partial rotary (an empty pass-through slice)"

CONFIGS = {"small": {"tokens": 8, "hidden": 32, "heads": 4, "kv_heads": 2, "ffn": 48}}


class Program(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        self.config = config = Phi3Config(hidden_size=cfg["hidden"], intermediate_size=cfg["ffn"],
                                          num_attention_heads=cfg["heads"], num_key_value_heads=cfg["kv_heads"],
                                          partial_rotary_factor=1.0, attn_implementation="eager")
        self.rotary_emb = Phi3RotaryEmbedding(config)
        self.layer = Phi3DecoderLayer(config, layer_idx=0)
        with torch.no_grad():  # a checkpoint's norm weights are not all ones
            for p in self.layer.parameters():
                if p.dim() == 1:
                    p.add_(torch.randn_like(p) * 0.1)

    def forward(self, hidden_states, position_ids):
        mask = create_causal_mask(config=self.config, inputs_embeds=hidden_states, attention_mask=None,
                                  past_key_values=None, position_ids=None)
        cos, sin = self.rotary_emb(hidden_states, position_ids)
        return self.layer(hidden_states, attention_mask=mask, position_embeddings=(cos, sin))


def make_inputs(cfg, generator, dtype=torch.float32):
    T = cfg["tokens"]
    return {"hidden_states": torch.randn(1, T, cfg["hidden"], generator=generator).to(dtype),
            "position_ids": torch.arange(T)[None]}
