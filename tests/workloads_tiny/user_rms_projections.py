"""Three narrow projections of one RMS-normalised row, written the way a user might (the mappings of a
hyper-connection: a gate, a scale and a softmax mix per token, joined per token): not a suite program. The row's statistic and the
three products all read x along the hidden axis, so one loop over it can carry four sums."""
import torch
from torch import nn

DESCRIPTION = "h = x * rsqrt(mean(x^2) + eps); [sigmoid(h Wa), 2 sigmoid(h Wb), softmax(h Wc)] per token"
# "paper": mHC's token count and flattened stream width (16 x 512 tokens, 4 x 1024 wide), its mapping widths
CONFIGS = {"small": {"batch": 3, "tokens": 5, "hidden": 40, "maps": 4},
           "paper": {"batch": 16, "tokens": 512, "hidden": 4096, "maps": 4}}


class Program(nn.Module):
    def __init__(self, cfg):
        super().__init__()

    def forward(self, x, wa, wb, wc):
        h = x * torch.rsqrt((x * x).mean(dim=-1, keepdim=True) + 1e-6)
        return torch.cat([torch.sigmoid(h @ wa), 2.0 * torch.sigmoid(h @ wb), torch.softmax(h @ wc, dim=-1)], dim=-1)


def make_inputs(cfg, generator, dtype=torch.float32):
    B, T, D, M = cfg["batch"], cfg["tokens"], cfg["hidden"], cfg["maps"]

    def randn(*shape, scale=1.0):
        return (torch.randn(*shape, generator=generator) * scale).to(dtype)
    return {"x": randn(B, T, D), "wa": randn(D, M, scale=D ** -0.5), "wb": randn(D, M, scale=D ** -0.5),
            "wc": randn(D, M, scale=D ** -0.5)}
