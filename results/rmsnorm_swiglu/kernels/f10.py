"""rmsnorm_swiglu [small], candidate 10: 1 kernel(s)

Rendered by EqiForge from candidate 10 of rmsnorm_swiglu [small]: grid() loop(w_up.0[64]: pair(sum, sum)) {loop(x.1[32]: sum)}
Coordinates (tile sizes are the T arguments of launch()):
    c0: loop w_up.0[64]
    c1: loop x.1[32]

Run it on its own: `python kernels/f10.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m12_ptr, m12_s0, m12_s1, m28_ptr, m28_s0, m28_s1, m35_ptr, m35_s0, m35_s1, buf43_ptr, buf43_s0, buf43_s1, buf44_ptr, buf44_s0, buf44_s1, E_c0, E_c1, E_n0, E_n1, DOT_15: tl.constexpr, DOT_31: tl.constexpr, DOT_38: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf43, buf44: PReduce over one instance
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
    t23 = (t2) * (t2)
    t24 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t23, 0.0), axis=1, keep_dims=True)
    t25 = t24 + 0.00032
    t26 = tl.rsqrt(t25)
    acc41 = tl.full([F_n0, F_n1], 0.0, tl.float32)
    acc42 = tl.full([F_n0, F_n1], 0.0, tl.float32)
    for i_c0 in range(0, tl.cdiv(E_c0, T_c0)):
        offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)

        t14 = tl.load(m12_ptr + offs_n1[:, None] * m12_s0 + offs_c0[None, :] * m12_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
        if DOT_15:
            t16 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t11, 0.0), tl.where((offs_n1 < E_n1)[:, None], t14, 0.0), input_precision="ieee")
        else:
            t16 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t11, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t14, 0.0), 0), axis=1)
        t17 = (t16) * (5.656854249492381)
        t18 = 1.0 / (1.0 + tl.exp(-(t17)))
        t19 = (t16) * (t18)
        acc33 = tl.full([F_n0, T_c0], 0.0, tl.float32)
        for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
            offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

            t20 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
            t21 = tl.load(m3_ptr + offs_c1[None, :] * m3_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
            t22 = (t20) * (t21)
            t27 = (t22) * (t26)
            t30 = tl.load(m28_ptr + offs_c1[:, None] * m28_s0 + offs_c0[None, :] * m28_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
            if DOT_31:
                t32 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t27, 0.0), tl.where((offs_c1 < E_c1)[:, None], t30, 0.0), input_precision="ieee")
            else:
                t32 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t27, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t30, 0.0), 0), axis=1)
            acc33 = acc33 + t32
        t34 = (t19) * (acc33)
        t37 = tl.load(m35_ptr + offs_c0[:, None] * m35_s0 + offs_n1[None, :] * m35_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_38:
            t39 = tl.dot(tl.where((offs_c0 < E_c0)[None, :], t34, 0.0), tl.where((offs_c0 < E_c0)[:, None], t37, 0.0), input_precision="ieee")
        else:
            t39 = tl.sum(tl.expand_dims(tl.where((offs_c0 < E_c0)[None, :], t34, 0.0), 2) * tl.expand_dims(tl.where((offs_c0 < E_c0)[:, None], t37, 0.0), 0), axis=1)
        t40 = (t39) * (32.00000000000001)
        acc41 = acc41 + t40
        acc42 = acc42 + t39
    tl.store(buf43_ptr + offs_n0[:, None] * buf43_s0 + offs_n1[None, :] * buf43_s1, acc41, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :])
    tl.store(buf44_ptr + offs_n0[:, None] * buf44_s0 + offs_n1[None, :] * buf44_s1, acc42, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :])


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
    m13 = inputs['w_gate']
    m12 = m13.permute([1, 0])
    m29 = inputs['w_up']
    m28 = m29.permute([1, 0])
    m36 = inputs['w_down']
    m35 = m36.permute([1, 0])
    buf43 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    buf44 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(1,)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m35_ptr=m35, m35_s0=m35.stride(0), m35_s1=m35.stride(1), buf43_ptr=buf43, buf43_s0=buf43.stride(0), buf43_s1=buf43.stride(1), buf44_ptr=buf44, buf44_s0=buf44.stride(0), buf44_s1=buf44.stride(1), E_c0=64, E_c1=32, E_n0=8, E_n1=32, DOT_15=(_pow2(8)) >= 16 and (_pow2(32)) >= 16 and (T['c0']) >= 16, DOT_31=(_pow2(8)) >= 16 and (T['c1']) >= 16 and (T['c0']) >= 16, DOT_38=(_pow2(8)) >= 16 and (T['c0']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(8), F_n1=_pow2(32), T_c0=T['c0'], T_c1=T['c1'])
    return buf43


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
