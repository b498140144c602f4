"""attention_sinks [small], candidate 4: 3 kernel(s)

Rendered by EqiForge from candidate 4 of attention_sinks [small]: grid(k.2@3) loop(k.3[16]: pair(sum, sum)) [1 mm] ; grid(k.2@3) ; grid(k.1@1) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.1@1[2]
    c1: grid k.2@3[32]
    c2: loop k.3[16]

Run it on its own: `python kernels/f04.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_sinks.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 16, "c2": 8}


@triton.jit
def kernel_0(m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, m14_s4, m17_ptr, m17_s0, m17_s1, m17_s2, m17_s3, m17_s4, buf25_ptr, buf25_s0, buf25_s1, buf25_s2, buf25_s3, buf25_s4, E_c1, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf25: Combine over grid k.2@3[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    acc23 = tl.full([F_n1, F_n1, F_n1, T_c1, F_n0], 0.0, tl.float32)
    acc24 = tl.full([F_n1, F_n1, F_n1, T_c1, F_n0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t16 = tl.load(m14_ptr + offs_n1[:, None, None, None, None] * m14_s0 + offs_n1[None, :, None, None, None] * m14_s1 + offs_n1[None, None, :, None, None] * m14_s2 + offs_c1[None, None, None, :, None] * m14_s3 + offs_c2[None, None, None, None, :] * m14_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0).to(tl.float32)
        t20 = tl.load(m17_ptr + offs_n1[:, None, None, None, None] * m17_s0 + offs_n1[None, :, None, None, None] * m17_s1 + offs_c2[None, None, None, :, None] * m17_s3 + offs_n0[None, None, None, None, :] * m17_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_c2 < E_c2)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
        t21 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t16, 0.0), 5) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :, None], t20, 0.0), 3), axis=4)
        t22 = (t21) * (0.25)
        acc23 = acc23 + t21
        acc24 = acc24 + t22
    tl.store(buf25_ptr + offs_n1[:, None, None, None, None] * buf25_s0 + offs_n1[None, :, None, None, None] * buf25_s1 + offs_n1[None, None, :, None, None] * buf25_s2 + offs_c1[None, None, None, :, None] * buf25_s3 + offs_n0[None, None, None, None, :] * buf25_s4, acc23, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :])


@triton.jit
def kernel_1(buf25_ptr, buf25_s0, buf25_s1, buf25_s2, buf25_s3, buf25_s4, buf28_ptr, buf28_s0, buf28_s1, buf28_s2, buf28_s3, buf28_s4, E_c1, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # writes buf28: Combine over grid k.2@3[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t26 = tl.load(buf25_ptr + offs_n1[:, None, None, None, None] * buf25_s0 + offs_n1[None, :, None, None, None] * buf25_s1 + offs_n1[None, None, :, None, None] * buf25_s2 + offs_c1[None, None, None, :, None] * buf25_s3 + offs_n0[None, None, None, None, :] * buf25_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
    t27 = (t26) * (0.25)
    tl.store(buf28_ptr + offs_n1[:, None, None, None, None] * buf28_s0 + offs_n1[None, :, None, None, None] * buf28_s1 + offs_n1[None, None, :, None, None] * buf28_s2 + offs_c1[None, None, None, :, None] * buf28_s3 + offs_n0[None, None, None, None, :] * buf28_s4, t27, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :])


@triton.jit
def kernel_2(m2_ptr, m2_s0, m2_s1, m2_s2, m2_s3, m2_s4, m7_ptr, m7_s0, m7_s1, m7_s2, m7_s3, m7_s4, buf28_ptr, buf28_s0, buf28_s1, buf28_s2, buf28_s3, buf28_s4, m31_ptr, m31_s0, m31_s1, m31_s2, m31_s3, m31_s4, m39_ptr, m39_s0, m39_s1, m39_s2, m39_s3, m39_s4, m50_ptr, m50_s0, m50_s1, m50_s2, m50_s3, m50_s4, buf54_ptr, buf54_s0, buf54_s1, buf54_s2, buf54_s3, buf54_s4, E_c0, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # writes buf54: Combine over grid k.1@1[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t6 = tl.load(m2_ptr + offs_n0[None, None, None, None, :] * m2_s4, mask=(offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t13 = tl.load(m7_ptr + offs_n0[None, None, None, :, None] * m7_s3 + offs_n0[None, None, None, None, :] * m7_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t29 = tl.load(buf28_ptr + offs_n1[:, None, None, None, None] * buf28_s0 + offs_c0[None, :, None, None, None] * buf28_s1 + offs_n1[None, None, :, None, None] * buf28_s2 + offs_n0[None, None, None, :, None] * buf28_s3 + offs_n0[None, None, None, None, :] * buf28_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c0 < E_c0)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
    t30 = tl.where(t13, -float("inf"), t29)
    t35 = tl.load(m31_ptr + offs_n0[None, None, None, :, None] * m31_s3 + offs_n0[None, None, None, None, :] * m31_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t36 = tl.where(t35, -float("inf"), t30)
    t37 = tl.where(t6, t30, t36)
    t38 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, None, :], t37, -float('inf')), axis=4, keep_dims=True)
    t41 = tl.load(m39_ptr + offs_c0[None, :, None, None, None] * m39_s1 + offs_n1[None, None, :, None, None] * m39_s2, mask=(offs_c0 < E_c0)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None], other=0).to(tl.float32)
    t42 = tl.maximum(t38, t41)
    t43 = t37 - (t42)
    t44 = tl.exp(t43)
    t45 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, None, None, :], t44, 0.0), axis=4, keep_dims=True)
    t46 = t41 - (t42)
    t47 = tl.exp(t46)
    t48 = t45 + t47
    t49 = (t44) / (t48)
    t52 = tl.load(m50_ptr + offs_n1[:, None, None, None, None] * m50_s0 + offs_c0[None, :, None, None, None] * m50_s1 + offs_n0[None, None, None, :, None] * m50_s3 + offs_n2[None, None, None, None, :] * m50_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c0 < E_c0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t53 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, None, :], t49, 0.0), 5) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :, None], t52, 0.0), 3), axis=4)
    tl.store(buf54_ptr + offs_n1[:, None, None, None, None] * buf54_s0 + offs_c0[None, :, None, None, None] * buf54_s1 + offs_n1[None, None, :, None, None] * buf54_s2 + offs_n0[None, None, None, :, None] * buf54_s3 + offs_n2[None, None, None, None, :] * buf54_s4, t53, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_c0 < E_c0)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :])


def _cdiv(a, b):
    return -(-a // b)


def _pow2(n):
    return triton.next_power_of_2(n)


_UNARY = {"Neg": torch.neg, "Exp": torch.exp, "Log": torch.log, "Sqrt": torch.sqrt, "Rsqrt": torch.rsqrt,
          "Recip": torch.reciprocal, "Sigmoid": torch.sigmoid, "Tanh": torch.tanh, "Abs": torch.abs,
          "Square": torch.square, "Sin": torch.sin, "Cos": torch.cos, "Not": torch.logical_not}
_BINARY = {"Add": torch.add, "Sub": torch.sub, "Mul": torch.mul, "Div": torch.div, "Max": torch.maximum,
           "Min": torch.minimum, "Pow": torch.pow, "Lt": torch.lt, "Le": torch.le, "Gt": torch.gt, "Ge": torch.ge,
           "Eq": torch.eq, "And": torch.logical_and, "Or": torch.logical_or}
_REDUCE = {"RSum": lambda x, ax: x.sum(ax, keepdim=True), "RMax": lambda x, ax: x.amax(ax, keepdim=True),
           "RMin": lambda x, ax: x.amin(ax, keepdim=True)}


def _iota(shape, axis, device):
    view = [1] * len(shape)
    view[axis] = shape[axis]
    return torch.arange(shape[axis], device=device, dtype=torch.float32).reshape(view).expand(shape)


def launch(inputs, tiles=None):
    """Run the program on a dict of input tensors; `tiles` overrides tile sizes (powers of two) by coordinate."""
    T = dict(DEFAULT_TILES, **(tiles or {}))
    device = next(iter(inputs.values())).device
    m4 = _iota([32], 0, device)
    m3 = m4.reshape([1, 1, 1, 1, 32])
    m5 = torch.tensor(2.0, dtype=torch.float32, device=device)
    m2 = _BINARY["Lt"](m3, m5)
    m9 = m4.reshape([1, 32])
    m12 = torch.tensor(0.0, dtype=torch.float32, device=device)
    m11 = _BINARY["Add"](m4, m12)
    m10 = m11.reshape([32, 1])
    m8 = _BINARY["Gt"](m9, m10)
    m7 = m8.reshape([1, 1, 1, 32, 32])
    m15 = inputs['q']
    m14 = m15.reshape([2, 2, 2, 32, 16])
    m19 = inputs['k']
    m18 = m19.reshape([2, 2, 1, 32, 16])
    m17 = m18.permute([0, 1, 2, 4, 3])
    buf25 = torch.full([2, 2, 2, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c1']),)](m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), m14_s4=m14.stride(4), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), m17_s2=m17.stride(2), m17_s3=m17.stride(3), m17_s4=m17.stride(4), buf25_ptr=buf25, buf25_s0=buf25.stride(0), buf25_s1=buf25.stride(1), buf25_s2=buf25.stride(2), buf25_s3=buf25.stride(3), buf25_s4=buf25.stride(4), E_c1=32, E_c2=16, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c1=T['c1'], T_c2=T['c2'])
    buf28 = torch.full([2, 2, 2, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c1']),)](buf25_ptr=buf25, buf25_s0=buf25.stride(0), buf25_s1=buf25.stride(1), buf25_s2=buf25.stride(2), buf25_s3=buf25.stride(3), buf25_s4=buf25.stride(4), buf28_ptr=buf28, buf28_s0=buf28.stride(0), buf28_s1=buf28.stride(1), buf28_s2=buf28.stride(2), buf28_s3=buf28.stride(3), buf28_s4=buf28.stride(4), E_c1=32, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c1=T['c1'])
    m33 = _BINARY["Sub"](m10, m9)
    m34 = torch.tensor(8.0, dtype=torch.float32, device=device)
    m32 = _BINARY["Ge"](m33, m34)
    m31 = m32.reshape([1, 1, 1, 32, 32])
    m40 = inputs['sinks']
    m39 = m40.reshape([1, 2, 2, 1, 1])
    m51 = inputs['v']
    m50 = m51.reshape([2, 2, 1, 32, 16])
    buf54 = torch.full([2, 2, 2, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(2, T['c0']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m2_s3=m2.stride(3), m2_s4=m2.stride(4), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m7_s2=m7.stride(2), m7_s3=m7.stride(3), m7_s4=m7.stride(4), buf28_ptr=buf28, buf28_s0=buf28.stride(0), buf28_s1=buf28.stride(1), buf28_s2=buf28.stride(2), buf28_s3=buf28.stride(3), buf28_s4=buf28.stride(4), m31_ptr=m31, m31_s0=m31.stride(0), m31_s1=m31.stride(1), m31_s2=m31.stride(2), m31_s3=m31.stride(3), m31_s4=m31.stride(4), m39_ptr=m39, m39_s0=m39.stride(0), m39_s1=m39.stride(1), m39_s2=m39.stride(2), m39_s3=m39.stride(3), m39_s4=m39.stride(4), m50_ptr=m50, m50_s0=m50.stride(0), m50_s1=m50.stride(1), m50_s2=m50.stride(2), m50_s3=m50.stride(3), m50_s4=m50.stride(4), buf54_ptr=buf54, buf54_s0=buf54.stride(0), buf54_s1=buf54.stride(1), buf54_s2=buf54.stride(2), buf54_s3=buf54.stride(3), buf54_s4=buf54.stride(4), E_c0=2, E_n0=32, E_n1=2, E_n2=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(16), T_c0=T['c0'])
    m1 = buf54.reshape([2, 4, 32, 16])
    return m1


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
