"""transformers' own Qwen2DecoderLayer (q/k/v projections with biases), prefill: built from Qwen2Config (random
weights, nothing downloaded), rotary cos/sin from Qwen2RotaryEmbedding and the position ids, and the additive causal
mask made by transformers' create_causal_mask. "paper" has Qwen2-7B's widths (hidden 3584, 28 query and 4
key/value heads of 128, intermediate 18944) over a 512-token prompt."""
import torch
from torch import nn
from transformers import Qwen2Config
from transformers.masking_utils import create_causal_mask
from transformers.models.qwen2.modeling_qwen2 import Qwen2DecoderLayer, Qwen2RotaryEmbedding

DESCRIPTION = "transformers Qwen2DecoderLayer, prefill (q/k/v biases, RoPE, GQA causal attention, SwiGLU MLP)"

CONFIGS = {
    "paper": {"tokens": 512, "hidden": 3584, "heads": 28, "kv_heads": 4, "head_dim": 128, "ffn": 18944},
    "small": {"tokens": 8, "hidden": 32, "heads": 4, "kv_heads": 2, "head_dim": 8, "ffn": 48},
}


class Program(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        self.config = config = Qwen2Config(hidden_size=cfg["hidden"], intermediate_size=cfg["ffn"],
                             num_attention_heads=cfg["heads"], num_key_value_heads=cfg["kv_heads"],
                             head_dim=cfg["head_dim"], attn_implementation="eager")
        self.rotary_emb = Qwen2RotaryEmbedding(config)
        self.layer = Qwen2DecoderLayer(config, layer_idx=0)
        with torch.no_grad():  # a checkpoint's norm weights are not all ones, nor its biases zero
            for p in self.layer.parameters():
                if p.dim() == 1:
                    p.add_(torch.randn_like(p) * 0.1)

    def forward(self, hidden_states, position_ids):
        # one sequence: without position ids the mask function does not look for packed sequences (a diff of the
        # ids, which depends on their values)
        mask = create_causal_mask(config=self.config, inputs_embeds=hidden_states, attention_mask=None,
                                  past_key_values=None, position_ids=None)
        cos, sin = self.rotary_emb(hidden_states, position_ids)
        return self.layer(hidden_states, attention_mask=mask, position_embeddings=(cos, sin))


def make_inputs(cfg, generator, dtype=torch.float32):
    T = cfg["tokens"]
    return {"hidden_states": torch.randn(1, T, cfg["hidden"], generator=generator).to(dtype),
            "position_ids": torch.arange(T)[None]}
