"""transformers' own GemmaDecoderLayer, prefill: RMSNorm scaling by (1 + w), a GeGLU MLP with tanh-approximated GELU
(gelu_pytorch_tanh), rotary cos/sin from GemmaRotaryEmbedding, and the additive causal mask made by transformers'
create_causal_mask; built from GemmaConfig (random weights, nothing downloaded). "paper" has Gemma-7B's widths
(hidden 3072, 16 heads of 256, intermediate 24576) over a 512-token prompt."""
import torch
from torch import nn
from transformers import GemmaConfig
from transformers.masking_utils import create_causal_mask
from transformers.models.gemma.modeling_gemma import GemmaDecoderLayer, GemmaRotaryEmbedding

DESCRIPTION = "transformers GemmaDecoderLayer, prefill ((1 + w) RMSNorm, RoPE, causal attention, tanh-GELU GeGLU)"

CONFIGS = {
    "paper": {"tokens": 512, "hidden": 3072, "heads": 16, "kv_heads": 16, "head_dim": 256, "ffn": 24576},
    "small": {"tokens": 8, "hidden": 32, "heads": 2, "kv_heads": 2, "head_dim": 16, "ffn": 48},
}


class Program(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        self.config = config = GemmaConfig(hidden_size=cfg["hidden"], intermediate_size=cfg["ffn"],
                             num_attention_heads=cfg["heads"], num_key_value_heads=cfg["kv_heads"],
                             head_dim=cfg["head_dim"], attn_implementation="eager")
        self.rotary_emb = GemmaRotaryEmbedding(config)
        self.layer = GemmaDecoderLayer(config, layer_idx=0)
        with torch.no_grad():  # a checkpoint's norm weights are not all zeros
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
