"""rmsnorm_swiglu [small], candidate 9: 1 kernel(s)

Rendered by EqiForge from candidate 9 of rmsnorm_swiglu [small]: grid() loop(w_up.0[64]: pair(sum, sum)) {loop(x.1[32]: sum)}
Coordinates (tile sizes are the T arguments of launch()):
    c0: loop w_up.0[64]
    c1: loop x.1[32]

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
DEFAULT_TILES = {"c0": 32, "c1": 16}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m7_ptr, m7_s0, m7_s1, m19_ptr, m19_s0, m19_s1, m30_ptr, m30_s0, m30_s1, buf48_ptr, buf48_s0, buf48_s1, buf49_ptr, buf49_s0, buf49_s1, E_c0, E_c1, E_n0, E_n1, DOT_10: tl.constexpr, DOT_22: tl.constexpr, DOT_33: tl.constexpr, DOT_44: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf48, buf49: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t2 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t5 = tl.load(m3_ptr + offs_n1[None, :] * m3_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t6 = (t2) * (t5)
    acc15 = tl.full([F_n0, 1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t12 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t13 = (t12) * (t12)
        t14 = tl.sum(tl.where((offs_c1 < E_c1)[None, :], t13, 0.0), axis=1, keep_dims=True)
        acc15 = acc15 + t14
    t16 = acc15 + 0.00032
    t17 = tl.rsqrt(t16)
    t37 = (acc15) * (0.03125)
    t38 = t37 + 1e-05
    t39 = tl.rsqrt(t38)
    acc46 = tl.full([F_n0, F_n1], 0.0, tl.float32)
    acc47 = tl.full([F_n0, F_n1], 0.0, tl.float32)
    for i_c0 in range(0, tl.cdiv(E_c0, T_c0)):
        offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)

        t9 = tl.load(m7_ptr + offs_n1[:, None] * m7_s0 + offs_c0[None, :] * m7_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
        if DOT_10:
            t11 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t6, 0.0), tl.where((offs_n1 < E_n1)[:, None], t9, 0.0), input_precision="ieee")
        else:
            t11 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t6, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t9, 0.0), 0), axis=1)
        t18 = (t11) * (t17)
        t21 = tl.load(m19_ptr + offs_n1[:, None] * m19_s0 + offs_c0[None, :] * m19_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
        if DOT_22:
            t23 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t6, 0.0), tl.where((offs_n1 < E_n1)[:, None], t21, 0.0), input_precision="ieee")
        else:
            t23 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t6, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t21, 0.0), 0), axis=1)
        t24 = (t23) * (t17)
        t25 = (t24) * (2.8284271247461903)
        t26 = 2.0 / (1.0 + tl.exp(-2.0 * (t25))) - 1.0
        t27 = t26 + 1.0
        t28 = (t23) * (t27)
        t29 = (t18) * (t28)
        t32 = tl.load(m30_ptr + offs_c0[:, None] * m30_s0 + offs_n1[None, :] * m30_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_33:
            t34 = tl.dot(tl.where((offs_c0 < E_c0)[None, :], t29, 0.0), tl.where((offs_c0 < E_c0)[:, None], t32, 0.0), input_precision="ieee")
        else:
            t34 = tl.sum(tl.expand_dims(tl.where((offs_c0 < E_c0)[None, :], t29, 0.0), 2) * tl.expand_dims(tl.where((offs_c0 < E_c0)[:, None], t32, 0.0), 0), axis=1)
        t35 = (t34) * (t17)
        t36 = (t35) * (16.000000000000004)
        t40 = (t23) * (t39)
        t41 = 1.0 / (1.0 + tl.exp(-(t40)))
        t42 = (t23) * (t41)
        t43 = (t42) * (t11)
        if DOT_44:
            t45 = tl.dot(tl.where((offs_c0 < E_c0)[None, :], t43, 0.0), tl.where((offs_c0 < E_c0)[:, None], t32, 0.0), input_precision="ieee")
        else:
            t45 = tl.sum(tl.expand_dims(tl.where((offs_c0 < E_c0)[None, :], t43, 0.0), 2) * tl.expand_dims(tl.where((offs_c0 < E_c0)[:, None], t32, 0.0), 0), axis=1)
        acc46 = acc46 + t36
        acc47 = acc47 + t45
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
    m8 = inputs['w_up']
    m7 = m8.permute([1, 0])
    m20 = inputs['w_gate']
    m19 = m20.permute([1, 0])
    m31 = inputs['w_down']
    m30 = m31.permute([1, 0])
    buf48 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    buf49 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(1,)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m19_ptr=m19, m19_s0=m19.stride(0), m19_s1=m19.stride(1), m30_ptr=m30, m30_s0=m30.stride(0), m30_s1=m30.stride(1), buf48_ptr=buf48, buf48_s0=buf48.stride(0), buf48_s1=buf48.stride(1), buf49_ptr=buf49, buf49_s0=buf49.stride(0), buf49_s1=buf49.stride(1), E_c0=64, E_c1=32, E_n0=8, E_n1=32, DOT_10=(_pow2(8)) >= 16 and (_pow2(32)) >= 16 and (T['c0']) >= 16, DOT_22=(_pow2(8)) >= 16 and (_pow2(32)) >= 16 and (T['c0']) >= 16, DOT_33=(_pow2(8)) >= 16 and (T['c0']) >= 16 and (_pow2(32)) >= 16, DOT_44=(_pow2(8)) >= 16 and (T['c0']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(8), F_n1=_pow2(32), T_c0=T['c0'], T_c1=T['c1'])
    return buf48


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
