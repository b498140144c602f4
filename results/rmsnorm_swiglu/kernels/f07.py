"""rmsnorm_swiglu [small], candidate 7: 1 kernel(s)

Rendered by EqiForge from candidate 7 of rmsnorm_swiglu [small]: grid() loop(w_up.0[64]: pair(sum, sum)) {loop(x.1[32]: pair(sum, sum))}
Coordinates (tile sizes are the T arguments of launch()):
    c0: loop w_up.0[64]
    c1: loop x.1[32]

Run it on its own: `python kernels/f07.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m13_ptr, m13_s0, m13_s1, m28_ptr, m28_s0, m28_s1, m37_ptr, m37_s0, m37_s1, buf51_ptr, buf51_s0, buf51_s1, buf52_ptr, buf52_s0, buf52_s1, E_c0, E_c1, E_n0, E_n1, DOT_16: tl.constexpr, DOT_31: tl.constexpr, DOT_40: tl.constexpr, DOT_47: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf51, buf52: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t7 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t8 = (t7) * (t7)
    t9 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t8, 0.0), axis=1, keep_dims=True)
    t10 = t9 + 0.00032
    t11 = tl.rsqrt(t10)
    t21 = tl.load(m3_ptr + offs_n1[None, :] * m3_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t22 = (t7) * (t21)
    t23 = (t7) * (t7)
    t24 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t23, 0.0), axis=1, keep_dims=True)
    t25 = t24 + 0.00032
    t26 = tl.rsqrt(t25)
    t27 = (t22) * (t26)
    acc49 = tl.full([F_n0, F_n1], 0.0, tl.float32)
    acc50 = tl.full([F_n0, F_n1], 0.0, tl.float32)
    for i_c0 in range(0, tl.cdiv(E_c0, T_c0)):
        offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)

        acc19 = tl.full([F_n0, T_c0], 0.0, tl.float32)
        acc20 = tl.full([F_n0, T_c0], 0.0, tl.float32)
        for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
            offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

            t2 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
            t5 = tl.load(m3_ptr + offs_c1[None, :] * m3_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
            t6 = (t2) * (t5)
            t12 = (t6) * (t11)
            t15 = tl.load(m13_ptr + offs_c1[:, None] * m13_s0 + offs_c0[None, :] * m13_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
            if DOT_16:
                t17 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t12, 0.0), tl.where((offs_c1 < E_c1)[:, None], t15, 0.0), input_precision="ieee")
            else:
                t17 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t12, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t15, 0.0), 0), axis=1)
            t18 = (t17) * (5.656854249492381)
            acc19 = acc19 + t18
            acc20 = acc20 + t17
        t30 = tl.load(m28_ptr + offs_n1[:, None] * m28_s0 + offs_c0[None, :] * m28_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
        if DOT_31:
            t32 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t27, 0.0), tl.where((offs_n1 < E_n1)[:, None], t30, 0.0), input_precision="ieee")
        else:
            t32 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t27, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t30, 0.0), 0), axis=1)
        t33 = (t32) * (5.656854249492381)
        t34 = 1.0 / (1.0 + tl.exp(-(t33)))
        t35 = (t34) * (t33)
        t36 = (acc19) * (t35)
        t39 = tl.load(m37_ptr + offs_c0[:, None] * m37_s0 + offs_n1[None, :] * m37_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_40:
            t41 = tl.dot(tl.where((offs_c0 < E_c0)[None, :], t36, 0.0), tl.where((offs_c0 < E_c0)[:, None], t39, 0.0), input_precision="ieee")
        else:
            t41 = tl.sum(tl.expand_dims(tl.where((offs_c0 < E_c0)[None, :], t36, 0.0), 2) * tl.expand_dims(tl.where((offs_c0 < E_c0)[:, None], t39, 0.0), 0), axis=1)
        t42 = (t32) * (2.8284271247461903)
        t43 = 2.0 / (1.0 + tl.exp(-2.0 * (t42))) - 1.0
        t44 = t43 + 1.0
        t45 = (t44) * (t33)
        t46 = (t45) * (acc19)
        if DOT_47:
            t48 = tl.dot(tl.where((offs_c0 < E_c0)[None, :], t46, 0.0), tl.where((offs_c0 < E_c0)[:, None], t39, 0.0), input_precision="ieee")
        else:
            t48 = tl.sum(tl.expand_dims(tl.where((offs_c0 < E_c0)[None, :], t46, 0.0), 2) * tl.expand_dims(tl.where((offs_c0 < E_c0)[:, None], t39, 0.0), 0), axis=1)
        acc49 = acc49 + t41
        acc50 = acc50 + t48
    tl.store(buf51_ptr + offs_n0[:, None] * buf51_s0 + offs_n1[None, :] * buf51_s1, acc49, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :])
    tl.store(buf52_ptr + offs_n0[:, None] * buf52_s0 + offs_n1[None, :] * buf52_s1, acc50, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :])


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
    m14 = inputs['w_up']
    m13 = m14.permute([1, 0])
    m29 = inputs['w_gate']
    m28 = m29.permute([1, 0])
    m38 = inputs['w_down']
    m37 = m38.permute([1, 0])
    buf51 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    buf52 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(1,)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m37_ptr=m37, m37_s0=m37.stride(0), m37_s1=m37.stride(1), buf51_ptr=buf51, buf51_s0=buf51.stride(0), buf51_s1=buf51.stride(1), buf52_ptr=buf52, buf52_s0=buf52.stride(0), buf52_s1=buf52.stride(1), E_c0=64, E_c1=32, E_n0=8, E_n1=32, DOT_16=(_pow2(8)) >= 16 and (T['c1']) >= 16 and (T['c0']) >= 16, DOT_31=(_pow2(8)) >= 16 and (_pow2(32)) >= 16 and (T['c0']) >= 16, DOT_40=(_pow2(8)) >= 16 and (T['c0']) >= 16 and (_pow2(32)) >= 16, DOT_47=(_pow2(8)) >= 16 and (T['c0']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(8), F_n1=_pow2(32), T_c0=T['c0'], T_c1=T['c1'])
    return buf51


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
