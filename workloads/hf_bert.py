"""transformers' own BertLayer: self-attention over a padded batch (the tokenizer's 0/1 attention mask made additive, as
BertModel's get_extended_attention_mask makes it), LayerNorms after the
residuals, and the exact-GELU MLP; built from BertConfig (random weights, nothing downloaded), in eval (dropout off).
"paper" is BERT at a 7B-class width (hidden 4096, 32 heads of 128, intermediate 16384), 4 sequences of 512."""
import torch
from torch import nn
from transformers import BertConfig
from transformers.models.bert.modeling_bert import BertLayer

DESCRIPTION = "transformers BertLayer (padding mask, post-LayerNorm, exact-GELU MLP)"

CONFIGS = {
    "paper": {"batch": 4, "tokens": 512, "hidden": 4096, "heads": 32, "ffn": 16384},
    "small": {"batch": 2, "tokens": 8, "hidden": 32, "heads": 4, "ffn": 64},
}


class Program(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        self.config = BertConfig(hidden_size=cfg["hidden"], num_attention_heads=cfg["heads"],
                                 intermediate_size=cfg["ffn"], attn_implementation="eager")
        self.layer = BertLayer(self.config)
        with torch.no_grad():  # a checkpoint's LayerNorm weights and biases are not ones and zeros
            for p in self.layer.parameters():
                if p.dim() == 1:
                    p.add_(torch.randn_like(p) * 0.1)

    def forward(self, hidden_states, attention_mask):
        # 0 where a key is a token, the dtype's most negative value where it is padding (transformers'
        # create_bidirectional_mask gathers the 0/1 mask by index, which capture has no translation for)
        dtype = hidden_states.dtype
        mask = (1.0 - attention_mask[:, None, None, :].to(dtype)) * torch.finfo(dtype).min
        return self.layer(hidden_states, attention_mask=mask)


def make_inputs(cfg, generator, dtype=torch.float32):
    B, T = cfg["batch"], cfg["tokens"]
    lengths = torch.tensor([T - 3 * b for b in range(B)])  # the first sequence is whole, the others padded
    return {"hidden_states": torch.randn(B, T, cfg["hidden"], generator=generator).to(dtype),
            "attention_mask": (torch.arange(T)[None, :] < lengths[:, None]).long()}
