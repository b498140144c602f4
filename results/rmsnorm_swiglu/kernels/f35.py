"""rmsnorm_swiglu [small], candidate 35: 2 kernel(s)

Rendered by EqiForge from candidate 35 of rmsnorm_swiglu [small]: grid(x.0@0) loop(x.1[32]: pair(sum, sum)) [2 mm] ; grid() loop(w_up.0[64]: pair(sum, sum))
Coordinates (tile sizes are the T arguments of launch()):
    c0: loop w_up.0[64]
    c1: grid x.0@0[8]
    c2: loop x.1[32]

Run it on its own: `python kernels/f35.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/rmsnorm_swiglu.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 32, "c1": 4, "c2": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 64, "c1": 8, "c2": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m12_ptr, m12_s0, m12_s1, m23_ptr, m23_s0, m23_s1, buf30_ptr, buf30_s0, buf30_s1, E_c1, E_c2, E_n2, DOT_21: tl.constexpr, DOT_26: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf30: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    acc28 = tl.full([T_c1, F_n2], 0.0, tl.float32)
    acc29 = tl.full([T_c1, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t17 = tl.load(m1_ptr + offs_c1[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t18 = tl.load(m3_ptr + offs_c2[None, :] * m3_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t19 = (t17) * (t18)
        t20 = tl.load(m12_ptr + offs_c2[:, None] * m12_s0 + offs_n2[None, :] * m12_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
        if DOT_21:
            t22 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t19, 0.0), tl.where((offs_c2 < E_c2)[:, None], t20, 0.0), input_precision="ieee")
        else:
            t22 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t19, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t20, 0.0), 0), axis=1)
        t25 = tl.load(m23_ptr + offs_c2[:, None] * m23_s0 + offs_n2[None, :] * m23_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
        if DOT_26:
            t27 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t19, 0.0), tl.where((offs_c2 < E_c2)[:, None], t25, 0.0), input_precision="ieee")
        else:
            t27 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t19, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t25, 0.0), 0), axis=1)
        acc28 = acc28 + t22
        acc29 = acc29 + t27
    tl.store(buf30_ptr + offs_c1[:, None] * buf30_s0 + offs_n2[None, :] * buf30_s1, acc29, mask=(offs_c1 < E_c1)[:, None] & (offs_n2 < E_n2)[None, :])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m12_ptr, m12_s0, m12_s1, buf30_ptr, buf30_s0, buf30_s1, m39_ptr, m39_s0, m39_s1, buf48_ptr, buf48_s0, buf48_s1, buf49_ptr, buf49_s0, buf49_s1, E_c0, E_n0, E_n1, DOT_15: tl.constexpr, DOT_42: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr):
    # writes buf48, buf49: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t2 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t5 = tl.load(m3_ptr + offs_n1[None, :] * m3_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t6 = (t2) * (t5)
    t7 = (t2) * (t2)
    t8 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t7, 0.0), axis=1, keep_dims=True)
    t9 = t8 + 0.00032
    t10 = tl.rsqrt(t9)
    t11 = (t6) * (t10)
    t32 = (t8) * (0.03125)
    t33 = t32 + 1e-05
    t34 = tl.rsqrt(t33)
    acc46 = tl.full([F_n0, F_n1], 0.0, tl.float32)
    acc47 = tl.full([F_n0, F_n1], 0.0, tl.float32)
    for i_c0 in range(0, tl.cdiv(E_c0, T_c0)):
        offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)

        t14 = tl.load(m12_ptr + offs_n1[:, None] * m12_s0 + offs_c0[None, :] * m12_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
        if DOT_15:
            t16 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t11, 0.0), tl.where((offs_n1 < E_n1)[:, None], t14, 0.0), input_precision="ieee")
        else:
            t16 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t11, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t14, 0.0), 0), axis=1)
        t31 = tl.load(buf30_ptr + offs_n0[:, None] * buf30_s0 + offs_c0[None, :] * buf30_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
        t35 = (t31) * (t34)
        t36 = 1.0 / (1.0 + tl.exp(-(t35)))
        t37 = (t31) * (t36)
        t38 = (t16) * (t37)
        t41 = tl.load(m39_ptr + offs_c0[:, None] * m39_s0 + offs_n1[None, :] * m39_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_42:
            t43 = tl.dot(tl.where((offs_c0 < E_c0)[None, :], t38, 0.0), tl.where((offs_c0 < E_c0)[:, None], t41, 0.0), input_precision="ieee")
        else:
            t43 = tl.sum(tl.expand_dims(tl.where((offs_c0 < E_c0)[None, :], t38, 0.0), 2) * tl.expand_dims(tl.where((offs_c0 < E_c0)[:, None], t41, 0.0), 0), axis=1)
        t44 = (t43) * (t10)
        t45 = (t44) * (32.00000000000001)
        acc46 = acc46 + t45
        acc47 = acc47 + t43
    tl.store(buf48_ptr + offs_n0[:, None] * buf48_s0 + offs_n1[None, :] * buf48_s1, acc46, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :])
    tl.store(buf49_ptr + offs_n0[:, None] * buf49_s0 + offs_n1[None, :] * buf49_s1, acc47, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :])


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
    m13 = inputs['w_up']
    m12 = m13.permute([1, 0])
    m24 = inputs['w_gate']
    m23 = m24.permute([1, 0])
    buf30 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m23_ptr=m23, m23_s0=m23.stride(0), m23_s1=m23.stride(1), buf30_ptr=buf30, buf30_s0=buf30.stride(0), buf30_s1=buf30.stride(1), E_c1=8, E_c2=32, E_n2=64, DOT_21=(T['c1']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_26=(T['c1']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, F_n2=_pow2(64), T_c1=T['c1'], T_c2=T['c2'])
    m40 = inputs['w_down']
    m39 = m40.permute([1, 0])
    buf48 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    buf49 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(1,)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), buf30_ptr=buf30, buf30_s0=buf30.stride(0), buf30_s1=buf30.stride(1), m39_ptr=m39, m39_s0=m39.stride(0), m39_s1=m39.stride(1), buf48_ptr=buf48, buf48_s0=buf48.stride(0), buf48_s1=buf48.stride(1), buf49_ptr=buf49, buf49_s0=buf49.stride(0), buf49_s1=buf49.stride(1), E_c0=64, E_n0=8, E_n1=32, DOT_15=(_pow2(8)) >= 16 and (_pow2(32)) >= 16 and (T['c0']) >= 16, DOT_42=(_pow2(8)) >= 16 and (T['c0']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(8), F_n1=_pow2(32), T_c0=T['c0'])
    return buf48


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
