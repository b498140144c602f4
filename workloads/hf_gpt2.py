"""transformers' own GPT2Block: LayerNorms, the fused QKV and output projections as GPT-2's Conv1D (addmm), the
causal mask made by transformers' create_causal_mask, and the gelu_new MLP; built from GPT2Config (random weights,
nothing downloaded), in eval (dropout off). "paper" is GPT-2 at a 7B-class width (hidden 4096, 32 heads of 128,
MLP 16384) over a 1024-token context."""
import torch
from torch import nn
from transformers import GPT2Config
from transformers.masking_utils import create_causal_mask
from transformers.models.gpt2.modeling_gpt2 import GPT2Block

DESCRIPTION = "transformers GPT2Block (LayerNorm, Conv1D projections, causal attention, gelu_new MLP)"

CONFIGS = {
    "paper": {"tokens": 1024, "hidden": 4096, "heads": 32},
    "small": {"tokens": 8, "hidden": 32, "heads": 4},
}


class Program(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        self.config = GPT2Config(n_embd=cfg["hidden"], n_head=cfg["heads"], n_positions=cfg["tokens"],
                                 attn_implementation="eager")
        self.block = GPT2Block(self.config, layer_idx=0)
        with torch.no_grad():  # a checkpoint's LayerNorm weights and biases are not ones and zeros
            for p in self.block.parameters():
                if p.dim() == 1:
                    p.add_(torch.randn_like(p) * 0.1)

    def forward(self, hidden_states):
        mask = create_causal_mask(config=self.config, inputs_embeds=hidden_states, attention_mask=None,
                                  past_key_values=None, position_ids=None)
        return self.block(hidden_states, attention_mask=mask)


def make_inputs(cfg, generator, dtype=torch.float32):
    return {"hidden_states": torch.randn(1, cfg["tokens"], cfg["hidden"], generator=generator).to(dtype)}
