"""rmsnorm_swiglu [small], candidate 9: 4 kernel(s)

Rendered by EqiForge from candidate 9 of rmsnorm_swiglu [small]: store(x.1[32]) ; grid(w_up.0@1) loop(x.1[32]: sum, stored) [1 mm] ; store(x.1[32]) ; grid() loop(w_up.0[64]: pair(sum, sum)) {loop(x.1[32]: sum, stored)}
Coordinates (tile sizes are the T arguments of launch()):
    c0: loop w_up.0[64]
    c1: grid w_up.0@1[64]
    c2: loop x.1[32]

Run it on its own: `python kernels/f09.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/rmsnorm_swiglu.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 32, "c1": 32, "c2": 16}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, states15_ptr, states15_s0, states15_s1, states15_s2, E_c2, E_n0, F_n0: tl.constexpr, T_c2: tl.constexpr):
    # stores states15: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t12 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t13 = (t12) * (t12)
    t14 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t13, 0.0), axis=1, keep_dims=True)
    tl.store(states15_ptr + i_c2 * states15_s0 + tl.arange(0, F_n0)[:, None] * states15_s1 + tl.zeros([F_n0, 1], tl.int32), t14)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m7_ptr, m7_s0, m7_s1, states15_ptr, states15_s0, states15_s1, states15_s2, buf21_ptr, buf21_s0, buf21_s1, E_c1, E_c2, E_n0, E_n1, DOT_10: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf21: Combine over grid w_up.0@1[64]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t2 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t5 = tl.load(m3_ptr + offs_n1[None, :] * m3_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t6 = (t2) * (t5)
    t9 = tl.load(m7_ptr + offs_n1[:, None] * m7_s0 + offs_c1[None, :] * m7_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_10:
        t11 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t6, 0.0), tl.where((offs_n1 < E_n1)[:, None], t9, 0.0), input_precision="ieee")
    else:
        t11 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t6, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t9, 0.0), 0), axis=1)
    acc17 = tl.full([F_n0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t16 = tl.load(states15_ptr + i_c2 * states15_s0 + tl.arange(0, F_n0)[:, None] * states15_s1 + tl.zeros([F_n0, 1], tl.int32))
        acc17 = acc17 + t16
    t18 = acc17 + 0.00032
    t19 = tl.rsqrt(t18)
    t20 = (t11) * (t19)
    tl.store(buf21_ptr + offs_n0[:, None] * buf21_s0 + offs_c1[None, :] * buf21_s1, t20, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m29_ptr, m29_s0, m29_s1, states34_ptr, states34_s0, states34_s1, states34_s2, states34_s3, E_c0, E_c2, E_n0, DOT_32: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states34: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t26 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t27 = tl.load(m3_ptr + offs_c2[None, :] * m3_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t28 = (t26) * (t27)
    t31 = tl.load(m29_ptr + offs_c2[:, None] * m29_s0 + offs_c0[None, :] * m29_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    if DOT_32:
        t33 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t28, 0.0), tl.where((offs_c2 < E_c2)[:, None], t31, 0.0), input_precision="ieee")
    else:
        t33 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t28, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t31, 0.0), 0), axis=1)
    tl.store(states34_ptr + i_c0 * states34_s0 + i_c2 * states34_s1 + tl.arange(0, F_n0)[:, None] * states34_s2 + tl.arange(0, T_c0)[None, :] * states34_s3 + tl.zeros([F_n0, T_c0], tl.int32), t33)


@triton.jit
def kernel_3(buf21_ptr, buf21_s0, buf21_s1, states34_ptr, states34_s0, states34_s1, states34_s2, states34_s3, m1_ptr, m1_s0, m1_s1, m44_ptr, m44_s0, m44_s1, buf55_ptr, buf55_s0, buf55_s1, buf56_ptr, buf56_s0, buf56_s1, E_c0, E_c2, E_n0, E_n1, DOT_47: tl.constexpr, DOT_51: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf55, buf56: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t37 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t38 = (t37) * (t37)
    t39 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t38, 0.0), axis=1, keep_dims=True)
    t40 = t39 + 0.00032
    t41 = tl.rsqrt(t40)
    acc53 = tl.full([F_n0, F_n1], 0.0, tl.float32)
    acc54 = tl.full([F_n0, F_n1], 0.0, tl.float32)
    for i_c0 in range(0, tl.cdiv(E_c0, T_c0)):
        offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)

        t22 = tl.load(buf21_ptr + offs_n0[:, None] * buf21_s0 + offs_c0[None, :] * buf21_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
        t23 = (t22) * (5.656854249492381)
        t24 = 1.0 / (1.0 + tl.exp(-(t23)))
        t25 = (t22) * (t24)
        acc36 = tl.full([F_n0, T_c0], 0.0, tl.float32)
        for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
            offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

            t35 = tl.load(states34_ptr + i_c0 * states34_s0 + i_c2 * states34_s1 + tl.arange(0, F_n0)[:, None] * states34_s2 + tl.arange(0, T_c0)[None, :] * states34_s3 + tl.zeros([F_n0, T_c0], tl.int32))
            acc36 = acc36 + t35
        t42 = (acc36) * (t41)
        t43 = (t25) * (t42)
        t46 = tl.load(m44_ptr + offs_c0[:, None] * m44_s0 + offs_n1[None, :] * m44_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_47:
            t48 = tl.dot(tl.where((offs_c0 < E_c0)[None, :], t43, 0.0), tl.where((offs_c0 < E_c0)[:, None], t46, 0.0), input_precision="ieee")
        else:
            t48 = tl.sum(tl.expand_dims(tl.where((offs_c0 < E_c0)[None, :], t43, 0.0), 2) * tl.expand_dims(tl.where((offs_c0 < E_c0)[:, None], t46, 0.0), 0), axis=1)
        t49 = (t48) * (32.00000000000001)
        t50 = (t25) * (acc36)
        if DOT_51:
            t52 = tl.dot(tl.where((offs_c0 < E_c0)[None, :], t50, 0.0), tl.where((offs_c0 < E_c0)[:, None], t46, 0.0), input_precision="ieee")
        else:
            t52 = tl.sum(tl.expand_dims(tl.where((offs_c0 < E_c0)[None, :], t50, 0.0), 2) * tl.expand_dims(tl.where((offs_c0 < E_c0)[:, None], t46, 0.0), 0), axis=1)
        acc53 = acc53 + t49
        acc54 = acc54 + t52
    tl.store(buf55_ptr + offs_n0[:, None] * buf55_s0 + offs_n1[None, :] * buf55_s1, acc53, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :])
    tl.store(buf56_ptr + offs_n0[:, None] * buf56_s0 + offs_n1[None, :] * buf56_s1, acc54, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :])


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
    m8 = inputs['w_gate']
    m7 = m8.permute([1, 0])
    states15 = torch.full([_cdiv(32, T['c2']), _pow2(8), 1], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), states15_ptr=states15, states15_s0=states15.stride(0), states15_s1=states15.stride(1), states15_s2=states15.stride(2), E_c2=32, E_n0=8, F_n0=_pow2(8), T_c2=T['c2'])
    buf21 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(64, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), states15_ptr=states15, states15_s0=states15.stride(0), states15_s1=states15.stride(1), states15_s2=states15.stride(2), buf21_ptr=buf21, buf21_s0=buf21.stride(0), buf21_s1=buf21.stride(1), E_c1=64, E_c2=32, E_n0=8, E_n1=32, DOT_10=(_pow2(8)) >= 16 and (_pow2(32)) >= 16 and (T['c1']) >= 16, F_n0=_pow2(8), F_n1=_pow2(32), T_c1=T['c1'], T_c2=T['c2'])
    m30 = inputs['w_up']
    m29 = m30.permute([1, 0])
    states34 = torch.full([_cdiv(64, T['c0']), _cdiv(32, T['c2']), _pow2(8), T['c0']], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(64, T['c0']) * _cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m29_ptr=m29, m29_s0=m29.stride(0), m29_s1=m29.stride(1), states34_ptr=states34, states34_s0=states34.stride(0), states34_s1=states34.stride(1), states34_s2=states34.stride(2), states34_s3=states34.stride(3), E_c0=64, E_c2=32, E_n0=8, DOT_32=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (T['c0']) >= 16, F_n0=_pow2(8), T_c0=T['c0'], T_c2=T['c2'])
    m45 = inputs['w_down']
    m44 = m45.permute([1, 0])
    buf55 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    buf56 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(1,)](buf21_ptr=buf21, buf21_s0=buf21.stride(0), buf21_s1=buf21.stride(1), states34_ptr=states34, states34_s0=states34.stride(0), states34_s1=states34.stride(1), states34_s2=states34.stride(2), states34_s3=states34.stride(3), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m44_ptr=m44, m44_s0=m44.stride(0), m44_s1=m44.stride(1), buf55_ptr=buf55, buf55_s0=buf55.stride(0), buf55_s1=buf55.stride(1), buf56_ptr=buf56, buf56_s0=buf56.stride(0), buf56_s1=buf56.stride(1), E_c0=64, E_c2=32, E_n0=8, E_n1=32, DOT_47=(_pow2(8)) >= 16 and (T['c0']) >= 16 and (_pow2(32)) >= 16, DOT_51=(_pow2(8)) >= 16 and (T['c0']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(8), F_n1=_pow2(32), T_c0=T['c0'], T_c2=T['c2'])
    return buf55


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
