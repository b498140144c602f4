"""transformers' own LlamaDecoderLayer, prefill, as a user runs it: built from LlamaConfig (random weights, nothing
downloaded), rotary cos/sin from LlamaRotaryEmbedding and the position ids, and the additive causal mask made by
transformers' create_causal_mask. "paper" has Llama-3-8B's widths (hidden 4096, 32 query and 8 key/value heads of
128, intermediate 14336) over a 512-token prompt."""
import torch
from torch import nn
from transformers import LlamaConfig
from transformers.masking_utils import create_causal_mask
from transformers.models.llama.modeling_llama import LlamaDecoderLayer, LlamaRotaryEmbedding

DESCRIPTION = "transformers LlamaDecoderLayer, prefill (RMSNorm, RoPE, GQA causal attention, SwiGLU MLP)"

CONFIGS = {
    "paper": {"tokens": 512, "hidden": 4096, "heads": 32, "kv_heads": 8, "head_dim": 128, "ffn": 14336},
    "small": {"tokens": 8, "hidden": 32, "heads": 4, "kv_heads": 2, "head_dim": 8, "ffn": 48},
}


class Program(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        self.config = config = LlamaConfig(hidden_size=cfg["hidden"], intermediate_size=cfg["ffn"],
                             num_attention_heads=cfg["heads"], num_key_value_heads=cfg["kv_heads"],
                             head_dim=cfg["head_dim"], attn_implementation="eager")
        self.rotary_emb = LlamaRotaryEmbedding(config)
        self.layer = LlamaDecoderLayer(config, layer_idx=0)
        with torch.no_grad():  # a checkpoint's norm weights are not all ones
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
