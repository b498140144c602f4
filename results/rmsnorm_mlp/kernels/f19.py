"""rmsnorm_mlp [small], candidate 19: 4 kernel(s)

Rendered by EqiForge from candidate 19 of rmsnorm_mlp [small]: grid(w1.1@1) loop(x.1[32]: sum) [1 mm] ; grid(w1.1@1) loop(x.1[32]: sum) [1 mm] ; grid(x.0@0) ; grid(w1.1@1)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid w1.1@1[64]
    c1: loop x.1[32]
    c2: grid x.0@0[8]

Run it on its own: `python kernels/f19.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/rmsnorm_mlp.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 32, "c1": 16, "c2": 4}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 64, "c1": 32, "c2": 8}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m7_ptr, m7_s0, m7_s1, buf12_ptr, buf12_s0, buf12_s1, E_c0, E_c1, E_n0, DOT_9: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf12: Combine over grid w1.1@1[64]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    acc11 = tl.full([F_n0, T_c0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t2 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t5 = tl.load(m3_ptr + offs_c1[None, :] * m3_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t6 = (t2) * (t5)
        t8 = tl.load(m7_ptr + offs_c1[:, None] * m7_s0 + offs_c0[None, :] * m7_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
        if DOT_9:
            t10 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t6, 0.0), tl.where((offs_c1 < E_c1)[:, None], t8, 0.0), input_precision="ieee")
        else:
            t10 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t6, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t8, 0.0), 0), axis=1)
        acc11 = acc11 + t10
    tl.store(buf12_ptr + offs_n0[:, None] * buf12_s0 + offs_c0[None, :] * buf12_s1, acc11, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m17_ptr, m17_s0, m17_s1, buf22_ptr, buf22_s0, buf22_s1, E_c0, E_c1, E_n0, DOT_19: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf22: Combine over grid w1.1@1[64]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    acc21 = tl.full([F_n0, T_c0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t14 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t15 = tl.load(m3_ptr + offs_c1[None, :] * m3_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t16 = (t14) * (t15)
        t18 = tl.load(m17_ptr + offs_c1[:, None] * m17_s0 + offs_c0[None, :] * m17_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
        if DOT_19:
            t20 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t16, 0.0), tl.where((offs_c1 < E_c1)[:, None], t18, 0.0), input_precision="ieee")
        else:
            t20 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t16, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t18, 0.0), 0), axis=1)
        acc21 = acc21 + t20
    tl.store(buf22_ptr + offs_n0[:, None] * buf22_s0 + offs_c0[None, :] * buf22_s1, acc21, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, buf28_ptr, buf28_s0, buf28_s1, E_c2, E_n1, F_n1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf28: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t25 = tl.load(m1_ptr + offs_c2[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t26 = (t25) * (t25)
    t27 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t26, 0.0), axis=1, keep_dims=True)
    tl.store(buf28_ptr + offs_c2[:, None] * buf28_s0, t27, mask=(offs_c2 < E_c2)[:, None])


@triton.jit
def kernel_3(buf12_ptr, buf12_s0, buf12_s1, buf22_ptr, buf22_s0, buf22_s1, buf28_ptr, buf28_s0, buf28_s1, buf35_ptr, buf35_s0, buf35_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf35: Combine over grid w1.1@1[64]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t13 = tl.load(buf12_ptr + offs_n0[:, None] * buf12_s0 + offs_c0[None, :] * buf12_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    t23 = tl.load(buf22_ptr + offs_n0[:, None] * buf22_s0 + offs_c0[None, :] * buf22_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    t24 = (t13) * (t23)
    t29 = tl.load(buf28_ptr + offs_n0[:, None] * buf28_s0, mask=(offs_n0 < E_n0)[:, None], other=0).to(tl.float32)
    t30 = t29 + 3.2e-05
    t31 = tl.rsqrt(t30)
    t32 = (t24) * (t31)
    t33 = (t32) * (t31)
    t34 = (t33) * (32.00000000000001)
    tl.store(buf35_ptr + offs_n0[:, None] * buf35_s0 + offs_c0[None, :] * buf35_s1, t34, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :])


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
    m1 = inputs['x']
    m4 = inputs['w_norm']
    m3 = m4.reshape([1, 32])
    m7 = inputs['w2']
    buf12 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(64, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), buf12_ptr=buf12, buf12_s0=buf12.stride(0), buf12_s1=buf12.stride(1), E_c0=64, E_c1=32, E_n0=8, DOT_9=(_pow2(8)) >= 16 and (T['c1']) >= 16 and (T['c0']) >= 16, F_n0=_pow2(8), T_c0=T['c0'], T_c1=T['c1'])
    m17 = inputs['w1']
    buf22 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(64, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), buf22_ptr=buf22, buf22_s0=buf22.stride(0), buf22_s1=buf22.stride(1), E_c0=64, E_c1=32, E_n0=8, DOT_19=(_pow2(8)) >= 16 and (T['c1']) >= 16 and (T['c0']) >= 16, F_n0=_pow2(8), T_c0=T['c0'], T_c1=T['c1'])
    buf28 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf28_ptr=buf28, buf28_s0=buf28.stride(0), buf28_s1=buf28.stride(1), E_c2=8, E_n1=32, F_n1=_pow2(32), T_c2=T['c2'])
    buf35 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(64, T['c0']),)](buf12_ptr=buf12, buf12_s0=buf12.stride(0), buf12_s1=buf12.stride(1), buf22_ptr=buf22, buf22_s0=buf22.stride(0), buf22_s1=buf22.stride(1), buf28_ptr=buf28, buf28_s0=buf28.stride(0), buf28_s1=buf28.stride(1), buf35_ptr=buf35, buf35_s0=buf35.stride(0), buf35_s1=buf35.stride(1), E_c0=64, E_n0=8, F_n0=_pow2(8), T_c0=T['c0'])
    return buf35


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
