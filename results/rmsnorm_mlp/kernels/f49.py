"""rmsnorm_mlp [small], candidate 49: 6 kernel(s)

Rendered by EqiForge from candidate 49 of rmsnorm_mlp [small]: grid(x.0@0) ; store(x.1[32]) ; grid() loop(x.1[32]: pair(sum, sum), stored) ; store(x.1[32]) ; grid() loop(x.1[32]: pair(sum, sum), stored) ; grid(x.0@0)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: loop x.1[32]

Run it on its own: `python kernels/f49.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/rmsnorm_mlp.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 8, "c1": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, buf14_ptr, buf14_s0, buf14_s1, E_c0, E_n2, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # writes buf14: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    t11 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t12 = (t11) * (t11)
    t13 = tl.sum(tl.where((offs_n2 < E_n2)[None, :], t12, 0.0), axis=1, keep_dims=True)
    tl.store(buf14_ptr + offs_c0[:, None] * buf14_s0, t13, mask=(offs_c0 < E_c0)[:, None])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m7_ptr, m7_s0, m7_s1, buf14_ptr, buf14_s0, buf14_s1, states20_ptr, states20_s0, states20_s1, states20_s2, states21_ptr, states21_s0, states21_s1, states21_s2, E_c1, E_n0, E_n1, DOT_9: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # stores states20, states21: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t2 = tl.load(m1_ptr + offs_n1[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t5 = tl.load(m3_ptr + offs_c1[None, :] * m3_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t6 = (t2) * (t5)
    t8 = tl.load(m7_ptr + offs_c1[:, None] * m7_s0 + offs_n0[None, :] * m7_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_9:
        t10 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t6, 0.0), tl.where((offs_c1 < E_c1)[:, None], t8, 0.0), input_precision="ieee")
    else:
        t10 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t6, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t8, 0.0), 0), axis=1)
    t15 = tl.load(buf14_ptr + offs_n1[:, None] * buf14_s0, mask=(offs_n1 < E_n1)[:, None], other=0).to(tl.float32)
    t16 = t15 + 3.2e-05
    t17 = tl.rsqrt(t16)
    t18 = (t10) * (t17)
    t19 = (t18) * (5.656854249492381)
    tl.store(states20_ptr + i_c1 * states20_s0 + tl.arange(0, F_n1)[:, None] * states20_s1 + tl.arange(0, F_n0)[None, :] * states20_s2 + tl.zeros([F_n1, F_n0], tl.int32), t18)
    tl.store(states21_ptr + i_c1 * states21_s0 + tl.arange(0, F_n1)[:, None] * states21_s1 + tl.arange(0, F_n0)[None, :] * states21_s2 + tl.zeros([F_n1, F_n0], tl.int32), t19)


@triton.jit
def kernel_2(states20_ptr, states20_s0, states20_s1, states20_s2, states21_ptr, states21_s0, states21_s1, states21_s2, buf26_ptr, buf26_s0, buf26_s1, buf27_ptr, buf27_s0, buf27_s1, E_c1, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # writes buf26, buf27: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    acc24 = tl.full([F_n1, F_n0], 0.0, tl.float32)
    acc25 = tl.full([F_n1, F_n0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t22 = tl.load(states20_ptr + i_c1 * states20_s0 + tl.arange(0, F_n1)[:, None] * states20_s1 + tl.arange(0, F_n0)[None, :] * states20_s2 + tl.zeros([F_n1, F_n0], tl.int32))
        t23 = tl.load(states21_ptr + i_c1 * states21_s0 + tl.arange(0, F_n1)[:, None] * states21_s1 + tl.arange(0, F_n0)[None, :] * states21_s2 + tl.zeros([F_n1, F_n0], tl.int32))
        acc24 = acc24 + t22
        acc25 = acc25 + t23
    tl.store(buf26_ptr + offs_n1[:, None] * buf26_s0 + offs_n0[None, :] * buf26_s1, acc24, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :])
    tl.store(buf27_ptr + offs_n1[:, None] * buf27_s0 + offs_n0[None, :] * buf27_s1, acc25, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_3(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m32_ptr, m32_s0, m32_s1, buf14_ptr, buf14_s0, buf14_s1, states41_ptr, states41_s0, states41_s1, states41_s2, states42_ptr, states42_s0, states42_s1, states42_s2, E_c1, E_n0, E_n1, DOT_34: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # stores states41, states42: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t29 = tl.load(m1_ptr + offs_n1[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t30 = tl.load(m3_ptr + offs_c1[None, :] * m3_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t31 = (t29) * (t30)
    t33 = tl.load(m32_ptr + offs_c1[:, None] * m32_s0 + offs_n0[None, :] * m32_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_34:
        t35 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t31, 0.0), tl.where((offs_c1 < E_c1)[:, None], t33, 0.0), input_precision="ieee")
    else:
        t35 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t31, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t33, 0.0), 0), axis=1)
    t36 = tl.load(buf14_ptr + offs_n1[:, None] * buf14_s0, mask=(offs_n1 < E_n1)[:, None], other=0).to(tl.float32)
    t37 = t36 + 3.2e-05
    t38 = tl.rsqrt(t37)
    t39 = (t35) * (t38)
    t40 = (t39) * (5.656854249492381)
    tl.store(states41_ptr + i_c1 * states41_s0 + tl.arange(0, F_n1)[:, None] * states41_s1 + tl.arange(0, F_n0)[None, :] * states41_s2 + tl.zeros([F_n1, F_n0], tl.int32), t39)
    tl.store(states42_ptr + i_c1 * states42_s0 + tl.arange(0, F_n1)[:, None] * states42_s1 + tl.arange(0, F_n0)[None, :] * states42_s2 + tl.zeros([F_n1, F_n0], tl.int32), t40)


@triton.jit
def kernel_4(states41_ptr, states41_s0, states41_s1, states41_s2, states42_ptr, states42_s0, states42_s1, states42_s2, buf47_ptr, buf47_s0, buf47_s1, buf48_ptr, buf48_s0, buf48_s1, E_c1, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # writes buf47, buf48: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    acc45 = tl.full([F_n1, F_n0], 0.0, tl.float32)
    acc46 = tl.full([F_n1, F_n0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t43 = tl.load(states41_ptr + i_c1 * states41_s0 + tl.arange(0, F_n1)[:, None] * states41_s1 + tl.arange(0, F_n0)[None, :] * states41_s2 + tl.zeros([F_n1, F_n0], tl.int32))
        t44 = tl.load(states42_ptr + i_c1 * states42_s0 + tl.arange(0, F_n1)[:, None] * states42_s1 + tl.arange(0, F_n0)[None, :] * states42_s2 + tl.zeros([F_n1, F_n0], tl.int32))
        acc45 = acc45 + t43
        acc46 = acc46 + t44
    tl.store(buf47_ptr + offs_n1[:, None] * buf47_s0 + offs_n0[None, :] * buf47_s1, acc45, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :])
    tl.store(buf48_ptr + offs_n1[:, None] * buf48_s0 + offs_n0[None, :] * buf48_s1, acc46, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_5(buf26_ptr, buf26_s0, buf26_s1, buf47_ptr, buf47_s0, buf47_s1, buf52_ptr, buf52_s0, buf52_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf52: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t28 = tl.load(buf26_ptr + offs_c0[:, None] * buf26_s0 + offs_n0[None, :] * buf26_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t49 = tl.load(buf47_ptr + offs_c0[:, None] * buf47_s0 + offs_n0[None, :] * buf47_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t50 = (t28) * (t49)
    t51 = (t50) * (32.00000000000001)
    tl.store(buf52_ptr + offs_c0[:, None] * buf52_s0 + offs_n0[None, :] * buf52_s1, t51, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


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
    buf14 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf14_ptr=buf14, buf14_s0=buf14.stride(0), buf14_s1=buf14.stride(1), E_c0=8, E_n2=32, F_n2=_pow2(32), T_c0=T['c0'])
    states20 = torch.full([_cdiv(32, T['c1']), _pow2(8), _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    states21 = torch.full([_cdiv(32, T['c1']), _pow2(8), _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), buf14_ptr=buf14, buf14_s0=buf14.stride(0), buf14_s1=buf14.stride(1), states20_ptr=states20, states20_s0=states20.stride(0), states20_s1=states20.stride(1), states20_s2=states20.stride(2), states21_ptr=states21, states21_s0=states21.stride(0), states21_s1=states21.stride(1), states21_s2=states21.stride(2), E_c1=32, E_n0=64, E_n1=8, DOT_9=(_pow2(8)) >= 16 and (T['c1']) >= 16 and (_pow2(64)) >= 16, F_n0=_pow2(64), F_n1=_pow2(8), T_c1=T['c1'])
    buf26 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    buf27 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(1,)](states20_ptr=states20, states20_s0=states20.stride(0), states20_s1=states20.stride(1), states20_s2=states20.stride(2), states21_ptr=states21, states21_s0=states21.stride(0), states21_s1=states21.stride(1), states21_s2=states21.stride(2), buf26_ptr=buf26, buf26_s0=buf26.stride(0), buf26_s1=buf26.stride(1), buf27_ptr=buf27, buf27_s0=buf27.stride(0), buf27_s1=buf27.stride(1), E_c1=32, E_n0=64, E_n1=8, F_n0=_pow2(64), F_n1=_pow2(8), T_c1=T['c1'])
    m32 = inputs['w1']
    states41 = torch.full([_cdiv(32, T['c1']), _pow2(8), _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    states42 = torch.full([_cdiv(32, T['c1']), _pow2(8), _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m32_ptr=m32, m32_s0=m32.stride(0), m32_s1=m32.stride(1), buf14_ptr=buf14, buf14_s0=buf14.stride(0), buf14_s1=buf14.stride(1), states41_ptr=states41, states41_s0=states41.stride(0), states41_s1=states41.stride(1), states41_s2=states41.stride(2), states42_ptr=states42, states42_s0=states42.stride(0), states42_s1=states42.stride(1), states42_s2=states42.stride(2), E_c1=32, E_n0=64, E_n1=8, DOT_34=(_pow2(8)) >= 16 and (T['c1']) >= 16 and (_pow2(64)) >= 16, F_n0=_pow2(64), F_n1=_pow2(8), T_c1=T['c1'])
    buf47 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    buf48 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(1,)](states41_ptr=states41, states41_s0=states41.stride(0), states41_s1=states41.stride(1), states41_s2=states41.stride(2), states42_ptr=states42, states42_s0=states42.stride(0), states42_s1=states42.stride(1), states42_s2=states42.stride(2), buf47_ptr=buf47, buf47_s0=buf47.stride(0), buf47_s1=buf47.stride(1), buf48_ptr=buf48, buf48_s0=buf48.stride(0), buf48_s1=buf48.stride(1), E_c1=32, E_n0=64, E_n1=8, F_n0=_pow2(64), F_n1=_pow2(8), T_c1=T['c1'])
    buf52 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(8, T['c0']),)](buf26_ptr=buf26, buf26_s0=buf26.stride(0), buf26_s1=buf26.stride(1), buf47_ptr=buf47, buf47_s0=buf47.stride(0), buf47_s1=buf47.stride(1), buf52_ptr=buf52, buf52_s0=buf52.stride(0), buf52_s1=buf52.stride(1), E_c0=8, E_n0=64, F_n0=_pow2(64), T_c0=T['c0'])
    return buf52


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
