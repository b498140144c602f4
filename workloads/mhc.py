"""Chained Manifold-Constrained Hyper-Connections (mHC, DeepSeek, Xie et al. 2025, arXiv:2512.24880), n = 4 residual
streams. Each connection l wraps one layer F_l. Its streams x [B, T, n, C] are flattened per token to [B, T, n*C] and
RMS-normalised (no affine weight; eps 1e-6); three projections give the dynamic mappings
  H~pre  = a_pre  * (x' phi_pre)  + b_pre            -> H_pre  = sigmoid(H~pre)            [n]
  H~post = a_post * (x' phi_post) + b_post           -> H_post = 2 * sigmoid(H~post)       [n]
  H~res  = a_res  * mat(x' phi_res) + b_res          -> H_res  = Sinkhorn-Knopp(H~res)     [n, n]
where Sinkhorn-Knopp is exp() followed by `sinkhorn_iters` unrolled rounds of row then column normalisation
(the paper's t_max = 20; kept at 20 in every config so "small" is the same program). The layer input is
h = H_pre x (mixing the n streams into one C-wide vector); the layer F_l is a C x C linear here (a stand-in for the
attention/MLP sub-layer, so that H_pre is used and the program is self-contained); the residual update is
x_{l+1} = H_res x_l + H_post^T F_l(H_pre x_l), and x_{l+1} is the next connection's input: its RMSNorm and its
three projections read x_{l+1}. The gating scalars a_* are learned scalars and are fixed constants here (0.1).

Every connection has weights of its own (phi_*, b_*, w_layer), stacked along a leading connection axis (phi_pre[l]).
`connections` connections are chained. "paper" and "small" have two, so the program holds what the paper's best
kernel fuses: connection 1's residual update x_1 with connection 2's normalisation statistic (the sum of squares of
x_1 over the n*C flattened streams), reusing x_1 inside that kernel. "paper_single" and "small_single" keep the
single connection (one layer, as this file held before).
Shapes: EqiForge paper §7.3 mHC config (16, 512, 1K), read as batch 16, 512 tokens, hidden size C = 1024
(so the flattened stream is n*C = 4096 wide); n = 4 as in the mHC paper. "small" keeps n = 4 and 20 Sinkhorn
rounds with tiny batch, tokens and C (the reference interpreter runs every tile in Python).
"""
import torch
from torch import nn
import torch.nn.functional as F

DESCRIPTION = "mHC: two chained connections (residual update -> next RMSNorm), n=4 streams, 20 Sinkhorn rounds, (16, 512, 1K)"

_COMMON = {"streams": 4, "sinkhorn_iters": 20, "alpha_pre": 0.1, "alpha_post": 0.1, "alpha_res": 0.1, "eps": 1e-6}
_PAPER = {"batch": 16, "tokens": 512, "hidden": 1024, **_COMMON}
_SMALL = {"batch": 2, "tokens": 32, "hidden": 16, **_COMMON}

CONFIGS = {
    "paper": {"connections": 2, **_PAPER},
    "small": {"connections": 2, **_SMALL},
    "paper_single": {"connections": 1, **_PAPER},
    "small_single": {"connections": 1, **_SMALL},
}


class Program(nn.Module):
    def __init__(self, cfg: dict):
        super().__init__()
        self.connections = cfg["connections"]
        self.iters = cfg["sinkhorn_iters"]
        self.alpha_pre = cfg["alpha_pre"]
        self.alpha_post = cfg["alpha_post"]
        self.alpha_res = cfg["alpha_res"]
        self.eps = cfg["eps"]

    def connection(self, x, phi_pre, phi_post, phi_res, b_pre, b_post, b_res, w_layer):
        B, T, n, C = x.shape
        xf = x.flatten(-2)  # [B, T, n*C]
        xn = xf * torch.rsqrt((xf * xf).mean(dim=-1, keepdim=True) + self.eps)

        h_pre = torch.sigmoid(self.alpha_pre * (xn @ phi_pre) + b_pre)  # [B, T, n]
        h_post = 2.0 * torch.sigmoid(self.alpha_post * (xn @ phi_post) + b_post)  # [B, T, n]
        h_res = torch.exp(self.alpha_res * (xn @ phi_res).reshape(B, T, n, n) + b_res)  # [B, T, n, n]
        for _ in range(self.iters):  # Sinkhorn-Knopp, unrolled (static trip count)
            h_res = h_res / h_res.sum(dim=-1, keepdim=True)  # rows sum to 1
            h_res = h_res / h_res.sum(dim=-2, keepdim=True)  # columns sum to 1

        layer_in = (h_pre.unsqueeze(-2) @ x).squeeze(-2)  # [B, T, C]
        layer_out = F.linear(layer_in, w_layer)  # [B, T, C]
        return h_res @ x + h_post.unsqueeze(-1) * layer_out.unsqueeze(-2)  # [B, T, n, C]

    def forward(self, x, phi_pre, phi_post, phi_res, b_pre, b_post, b_res, w_layer):
        for l in range(self.connections):
            x = self.connection(x, phi_pre[l], phi_post[l], phi_res[l], b_pre[l], b_post[l], b_res[l], w_layer[l])
        return x


def make_inputs(cfg: dict, generator: torch.Generator, dtype: torch.dtype = torch.float32) -> dict[str, torch.Tensor]:
    L, B, T, n, C = cfg["connections"], cfg["batch"], cfg["tokens"], cfg["streams"], cfg["hidden"]

    def randn(*shape):
        return torch.randn(*shape, generator=generator)

    # phi * (nC)**-0.5 makes x' phi O(1); biases O(1) so the mappings differ per stream.
    return {
        "x": randn(B, T, n, C).to(dtype),
        "phi_pre": (randn(L, n * C, n) * (n * C) ** -0.5).to(dtype),
        "phi_post": (randn(L, n * C, n) * (n * C) ** -0.5).to(dtype),
        "phi_res": (randn(L, n * C, n * n) * (n * C) ** -0.5).to(dtype),
        "b_pre": (0.5 * randn(L, n)).to(dtype),
        "b_post": (0.5 * randn(L, n)).to(dtype),
        "b_res": (0.5 * randn(L, n, n)).to(dtype),
        "w_layer": (randn(L, C, C) * C ** -0.5).to(dtype),
    }
