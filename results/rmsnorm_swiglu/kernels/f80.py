"""rmsnorm_swiglu [small], candidate 80: 5 kernel(s)

Rendered by EqiForge from candidate 80 of rmsnorm_swiglu [small]: store(x.1[32]) ; grid(x.0@0) loop(x.1[32]: sum) [1 mm] ; store(x.1[32]) ; grid(x.0@0) loop(x.1[32]: sum, stored) ; grid() loop(w_up.0[64]: sum) {loop(x.1[32]: sum, stored)}
Coordinates (tile sizes are the T arguments of launch()):
    c0: loop w_up.0[64]
    c1: loop x.1[32]
    c2: grid x.0@0[8]

Run it on its own: `python kernels/f80.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/rmsnorm_swiglu.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 32, "c1": 16, "c2": 4}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 64, "c1": 32, "c2": 8}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m7_ptr, m7_s0, m7_s1, states12_ptr, states12_s0, states12_s1, states12_s2, states12_s3, E_c0, E_c1, E_n0, DOT_10: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # stores states12: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t2 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t5 = tl.load(m3_ptr + offs_c1[None, :] * m3_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t6 = (t2) * (t5)
    t9 = tl.load(m7_ptr + offs_c1[:, None] * m7_s0 + offs_c0[None, :] * m7_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    if DOT_10:
        t11 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t6, 0.0), tl.where((offs_c1 < E_c1)[:, None], t9, 0.0), input_precision="ieee")
    else:
        t11 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t6, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t9, 0.0), 0), axis=1)
    tl.store(states12_ptr + i_c0 * states12_s0 + i_c1 * states12_s1 + tl.arange(0, F_n0)[:, None] * states12_s2 + tl.arange(0, T_c0)[None, :] * states12_s3 + tl.zeros([F_n0, T_c0], tl.int32), t11)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m18_ptr, m18_s0, m18_s1, buf31_ptr, buf31_s0, buf31_s1, E_c1, E_c2, E_n1, E_n2, DOT_21: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf31: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    acc23 = tl.full([T_c2, F_n1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t15 = tl.load(m1_ptr + offs_c2[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t16 = tl.load(m3_ptr + offs_c1[None, :] * m3_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t17 = (t15) * (t16)
        t20 = tl.load(m18_ptr + offs_c1[:, None] * m18_s0 + offs_n1[None, :] * m18_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_21:
            t22 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t17, 0.0), tl.where((offs_c1 < E_c1)[:, None], t20, 0.0), input_precision="ieee")
        else:
            t22 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t17, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t20, 0.0), 0), axis=1)
        acc23 = acc23 + t22
    t24 = tl.load(m1_ptr + offs_c2[:, None] * m1_s0 + offs_n2[None, :] * m1_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t25 = (t24) * (t24)
    t26 = tl.sum(tl.where((offs_n2 < E_n2)[None, :], t25, 0.0), axis=1, keep_dims=True)
    t27 = t26 + 0.00032
    t28 = tl.rsqrt(t27)
    t29 = (acc23) * (t28)
    t30 = (t29) * (5.656854249492381)
    tl.store(buf31_ptr + offs_c2[:, None] * buf31_s0 + offs_n1[None, :] * buf31_s1, t30, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, states44_ptr, states44_s0, states44_s1, states44_s2, states44_s3, E_c1, E_c2, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states44: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    t41 = tl.load(m1_ptr + offs_c2[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t42 = (t41) * (t41)
    t43 = tl.sum(tl.where((offs_c1 < E_c1)[None, :], t42, 0.0), axis=1, keep_dims=True)
    tl.store(states44_ptr + i_c2 * states44_s0 + i_c1 * states44_s1 + tl.arange(0, T_c2)[:, None] * states44_s2 + tl.zeros([T_c2, 1], tl.int32), t43)


@triton.jit
def kernel_3(states44_ptr, states44_s0, states44_s1, states44_s2, states44_s3, buf47_ptr, buf47_s0, buf47_s1, E_c1, E_c2, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf47: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    acc46 = tl.full([T_c2, 1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t45 = tl.load(states44_ptr + i_c2 * states44_s0 + i_c1 * states44_s1 + tl.arange(0, T_c2)[:, None] * states44_s2 + tl.zeros([T_c2, 1], tl.int32))
        acc46 = acc46 + t45
    tl.store(buf47_ptr + offs_c2[:, None] * buf47_s0, acc46, mask=(offs_c2 < E_c2)[:, None])


@triton.jit
def kernel_4(states12_ptr, states12_s0, states12_s1, states12_s2, states12_s3, buf31_ptr, buf31_s0, buf31_s1, m36_ptr, m36_s0, m36_s1, buf47_ptr, buf47_s0, buf47_s1, buf54_ptr, buf54_s0, buf54_s1, E_c0, E_c1, E_n0, E_n2, DOT_39: tl.constexpr, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf54: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t48 = tl.load(buf47_ptr + offs_n0[:, None] * buf47_s0, mask=(offs_n0 < E_n0)[:, None], other=0).to(tl.float32)
    t49 = (t48) * (0.03125)
    t50 = t49 + 1e-05
    t51 = tl.rsqrt(t50)
    acc53 = tl.full([F_n0, F_n2], 0.0, tl.float32)
    for i_c0 in range(0, tl.cdiv(E_c0, T_c0)):
        offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)

        acc14 = tl.full([F_n0, T_c0], 0.0, tl.float32)
        for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
            offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

            t13 = tl.load(states12_ptr + i_c0 * states12_s0 + i_c1 * states12_s1 + tl.arange(0, F_n0)[:, None] * states12_s2 + tl.arange(0, T_c0)[None, :] * states12_s3 + tl.zeros([F_n0, T_c0], tl.int32))
            acc14 = acc14 + t13
        t32 = tl.load(buf31_ptr + offs_n0[:, None] * buf31_s0 + offs_c0[None, :] * buf31_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
        t33 = 1.0 / (1.0 + tl.exp(-(t32)))
        t34 = (t33) * (t32)
        t35 = (acc14) * (t34)
        t38 = tl.load(m36_ptr + offs_c0[:, None] * m36_s0 + offs_n2[None, :] * m36_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
        if DOT_39:
            t40 = tl.dot(tl.where((offs_c0 < E_c0)[None, :], t35, 0.0), tl.where((offs_c0 < E_c0)[:, None], t38, 0.0), input_precision="ieee")
        else:
            t40 = tl.sum(tl.expand_dims(tl.where((offs_c0 < E_c0)[None, :], t35, 0.0), 2) * tl.expand_dims(tl.where((offs_c0 < E_c0)[:, None], t38, 0.0), 0), axis=1)
        t52 = (t40) * (t51)
        acc53 = acc53 + t52
    tl.store(buf54_ptr + offs_n0[:, None] * buf54_s0 + offs_n2[None, :] * buf54_s1, acc53, mask=(offs_n0 < E_n0)[:, None] & (offs_n2 < E_n2)[None, :])


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
    m8 = inputs['w_up']
    m7 = m8.permute([1, 0])
    states12 = torch.full([_cdiv(64, T['c0']), _cdiv(32, T['c1']), _pow2(8), T['c0']], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(64, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), states12_ptr=states12, states12_s0=states12.stride(0), states12_s1=states12.stride(1), states12_s2=states12.stride(2), states12_s3=states12.stride(3), E_c0=64, E_c1=32, E_n0=8, DOT_10=(_pow2(8)) >= 16 and (T['c1']) >= 16 and (T['c0']) >= 16, F_n0=_pow2(8), T_c0=T['c0'], T_c1=T['c1'])
    m19 = inputs['w_gate']
    m18 = m19.permute([1, 0])
    buf31 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m18_ptr=m18, m18_s0=m18.stride(0), m18_s1=m18.stride(1), buf31_ptr=buf31, buf31_s0=buf31.stride(0), buf31_s1=buf31.stride(1), E_c1=32, E_c2=8, E_n1=64, E_n2=32, DOT_21=(T['c2']) >= 16 and (T['c1']) >= 16 and (_pow2(64)) >= 16, F_n1=_pow2(64), F_n2=_pow2(32), T_c1=T['c1'], T_c2=T['c2'])
    m37 = inputs['w_down']
    m36 = m37.permute([1, 0])
    states44 = torch.full([_cdiv(8, T['c2']), _cdiv(32, T['c1']), T['c2'], 1], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c2']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), states44_ptr=states44, states44_s0=states44.stride(0), states44_s1=states44.stride(1), states44_s2=states44.stride(2), states44_s3=states44.stride(3), E_c1=32, E_c2=8, T_c1=T['c1'], T_c2=T['c2'])
    buf47 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(8, T['c2']),)](states44_ptr=states44, states44_s0=states44.stride(0), states44_s1=states44.stride(1), states44_s2=states44.stride(2), states44_s3=states44.stride(3), buf47_ptr=buf47, buf47_s0=buf47.stride(0), buf47_s1=buf47.stride(1), E_c1=32, E_c2=8, T_c1=T['c1'], T_c2=T['c2'])
    buf54 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(1,)](states12_ptr=states12, states12_s0=states12.stride(0), states12_s1=states12.stride(1), states12_s2=states12.stride(2), states12_s3=states12.stride(3), buf31_ptr=buf31, buf31_s0=buf31.stride(0), buf31_s1=buf31.stride(1), m36_ptr=m36, m36_s0=m36.stride(0), m36_s1=m36.stride(1), buf47_ptr=buf47, buf47_s0=buf47.stride(0), buf47_s1=buf47.stride(1), buf54_ptr=buf54, buf54_s0=buf54.stride(0), buf54_s1=buf54.stride(1), E_c0=64, E_c1=32, E_n0=8, E_n2=32, DOT_39=(_pow2(8)) >= 16 and (T['c0']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(8), F_n2=_pow2(32), T_c0=T['c0'], T_c1=T['c1'])
    return buf54


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
