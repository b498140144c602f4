"""rmsnorm_swiglu [small], candidate 69: 2 kernel(s)

Rendered by EqiForge from candidate 69 of rmsnorm_swiglu [small]: store(x.1[32]) ; grid() loop(w_up.0[64]: pair(sum, sum)) {loop(x.1[32]: sum) loop(x.1[32]: sum, stored) loop(x.1[32]: sum)}
Coordinates (tile sizes are the T arguments of launch()):
    c0: loop w_up.0[64]
    c1: loop x.1[32]

Run it on its own: `python kernels/f69.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/rmsnorm_swiglu.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 32, "c1": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 64, "c1": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, states16_ptr, states16_s0, states16_s1, states16_s2, E_c1, E_n0, F_n0: tl.constexpr, T_c1: tl.constexpr):
    # stores states16: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t13 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t14 = (t13) * (t13)
    t15 = tl.sum(tl.where((offs_c1 < E_c1)[None, :], t14, 0.0), axis=1, keep_dims=True)
    tl.store(states16_ptr + i_c1 * states16_s0 + tl.arange(0, F_n0)[:, None] * states16_s1 + tl.zeros([F_n0, 1], tl.int32), t15)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m7_ptr, m7_s0, m7_s1, states16_ptr, states16_s0, states16_s1, states16_s2, m31_ptr, m31_s0, m31_s1, m38_ptr, m38_s0, m38_s1, buf47_ptr, buf47_s0, buf47_s1, buf48_ptr, buf48_s0, buf48_s1, E_c0, E_c1, E_n0, E_n1, DOT_10: tl.constexpr, DOT_34: tl.constexpr, DOT_41: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf47, buf48: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc18 = tl.full([F_n0, 1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t17 = tl.load(states16_ptr + i_c1 * states16_s0 + tl.arange(0, F_n0)[:, None] * states16_s1 + tl.zeros([F_n0, 1], tl.int32))
        acc18 = acc18 + t17
    t19 = acc18 + 0.00032
    t20 = tl.rsqrt(t19)
    t22 = (acc18) * (0.03125)
    t23 = t22 + 1e-05
    t24 = tl.rsqrt(t23)
    acc45 = tl.full([F_n0, F_n1], 0.0, tl.float32)
    acc46 = tl.full([F_n0, F_n1], 0.0, tl.float32)
    for i_c0 in range(0, tl.cdiv(E_c0, T_c0)):
        offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)

        acc12 = tl.full([F_n0, T_c0], 0.0, tl.float32)
        for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
            offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

            t2 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
            t5 = tl.load(m3_ptr + offs_c1[None, :] * m3_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
            t6 = (t2) * (t5)
            t9 = tl.load(m7_ptr + offs_c1[:, None] * m7_s0 + offs_c0[None, :] * m7_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
            if DOT_10:
                t11 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t6, 0.0), tl.where((offs_c1 < E_c1)[:, None], t9, 0.0), input_precision="ieee")
            else:
                t11 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t6, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t9, 0.0), 0), axis=1)
            acc12 = acc12 + t11
        t21 = (acc12) * (t20)
        t25 = (acc12) * (t24)
        t26 = 1.0 / (1.0 + tl.exp(-(t25)))
        t27 = (t21) * (t26)
        acc36 = tl.full([F_n0, T_c0], 0.0, tl.float32)
        for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
            offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

            t28 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
            t29 = tl.load(m3_ptr + offs_c1[None, :] * m3_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
            t30 = (t28) * (t29)
            t33 = tl.load(m31_ptr + offs_c1[:, None] * m31_s0 + offs_c0[None, :] * m31_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
            if DOT_34:
                t35 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t30, 0.0), tl.where((offs_c1 < E_c1)[:, None], t33, 0.0), input_precision="ieee")
            else:
                t35 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t30, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t33, 0.0), 0), axis=1)
            acc36 = acc36 + t35
        t37 = (t27) * (acc36)
        t40 = tl.load(m38_ptr + offs_c0[:, None] * m38_s0 + offs_n1[None, :] * m38_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_41:
            t42 = tl.dot(tl.where((offs_c0 < E_c0)[None, :], t37, 0.0), tl.where((offs_c0 < E_c0)[:, None], t40, 0.0), input_precision="ieee")
        else:
            t42 = tl.sum(tl.expand_dims(tl.where((offs_c0 < E_c0)[None, :], t37, 0.0), 2) * tl.expand_dims(tl.where((offs_c0 < E_c0)[:, None], t40, 0.0), 0), axis=1)
        t43 = (t42) * (t20)
        t44 = (t43) * (32.00000000000001)
        acc45 = acc45 + t44
        acc46 = acc46 + t42
    tl.store(buf47_ptr + offs_n0[:, None] * buf47_s0 + offs_n1[None, :] * buf47_s1, acc45, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :])
    tl.store(buf48_ptr + offs_n0[:, None] * buf48_s0 + offs_n1[None, :] * buf48_s1, acc46, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :])


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
    states16 = torch.full([_cdiv(32, T['c1']), _pow2(8), 1], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), states16_ptr=states16, states16_s0=states16.stride(0), states16_s1=states16.stride(1), states16_s2=states16.stride(2), E_c1=32, E_n0=8, F_n0=_pow2(8), T_c1=T['c1'])
    m32 = inputs['w_up']
    m31 = m32.permute([1, 0])
    m39 = inputs['w_down']
    m38 = m39.permute([1, 0])
    buf47 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    buf48 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(1,)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), states16_ptr=states16, states16_s0=states16.stride(0), states16_s1=states16.stride(1), states16_s2=states16.stride(2), m31_ptr=m31, m31_s0=m31.stride(0), m31_s1=m31.stride(1), m38_ptr=m38, m38_s0=m38.stride(0), m38_s1=m38.stride(1), buf47_ptr=buf47, buf47_s0=buf47.stride(0), buf47_s1=buf47.stride(1), buf48_ptr=buf48, buf48_s0=buf48.stride(0), buf48_s1=buf48.stride(1), E_c0=64, E_c1=32, E_n0=8, E_n1=32, DOT_10=(_pow2(8)) >= 16 and (T['c1']) >= 16 and (T['c0']) >= 16, DOT_34=(_pow2(8)) >= 16 and (T['c1']) >= 16 and (T['c0']) >= 16, DOT_41=(_pow2(8)) >= 16 and (T['c0']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(8), F_n1=_pow2(32), T_c0=T['c0'], T_c1=T['c1'])
    return buf47


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
