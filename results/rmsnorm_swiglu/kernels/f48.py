"""rmsnorm_swiglu [small], candidate 48: 2 kernel(s)

Rendered by EqiForge from candidate 48 of rmsnorm_swiglu [small]: grid(x.0@0) loop(x.1[32]: pair(sum, sum)) [1 mm] ; grid() loop(w_up.0[64]: sum) {loop(x.1[32]: pair(sum, sum))}
Coordinates (tile sizes are the T arguments of launch()):
    c0: loop w_up.0[64]
    c1: loop x.1[32]
    c2: grid x.0@0[8]

Run it on its own: `python kernels/f48.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m30_ptr, m30_s0, m30_s1, buf38_ptr, buf38_s0, buf38_s1, E_c1, E_c2, E_n1, E_n2, DOT_33: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf38: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t24 = tl.load(m1_ptr + offs_c2[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t25 = (t24) * (t24)
    t26 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t25, 0.0), axis=1, keep_dims=True)
    t27 = t26 + 0.00032
    t28 = tl.rsqrt(t27)
    acc36 = tl.full([T_c2, F_n2], 0.0, tl.float32)
    acc37 = tl.full([T_c2, F_n2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t21 = tl.load(m1_ptr + offs_c2[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t22 = tl.load(m3_ptr + offs_c1[None, :] * m3_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t23 = (t21) * (t22)
        t29 = (t23) * (t28)
        t32 = tl.load(m30_ptr + offs_c1[:, None] * m30_s0 + offs_n2[None, :] * m30_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
        if DOT_33:
            t34 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t29, 0.0), tl.where((offs_c1 < E_c1)[:, None], t32, 0.0), input_precision="ieee")
        else:
            t34 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t29, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t32, 0.0), 0), axis=1)
        t35 = (t34) * (5.656854249492381)
        acc36 = acc36 + t35
        acc37 = acc37 + t34
    tl.store(buf38_ptr + offs_c2[:, None] * buf38_s0 + offs_n2[None, :] * buf38_s1, acc36, mask=(offs_c2 < E_c2)[:, None] & (offs_n2 < E_n2)[None, :])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m13_ptr, m13_s0, m13_s1, buf38_ptr, buf38_s0, buf38_s1, m43_ptr, m43_s0, m43_s1, buf49_ptr, buf49_s0, buf49_s1, E_c0, E_c1, E_n0, E_n1, DOT_16: tl.constexpr, DOT_46: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf49: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t7 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t8 = (t7) * (t7)
    t9 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t8, 0.0), axis=1, keep_dims=True)
    t10 = t9 + 0.00032
    t11 = tl.rsqrt(t10)
    acc48 = tl.full([F_n0, F_n1], 0.0, tl.float32)
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
        t39 = tl.load(buf38_ptr + offs_n0[:, None] * buf38_s0 + offs_c0[None, :] * buf38_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
        t40 = 1.0 / (1.0 + tl.exp(-(t39)))
        t41 = (t40) * (t39)
        t42 = (acc19) * (t41)
        t45 = tl.load(m43_ptr + offs_c0[:, None] * m43_s0 + offs_n1[None, :] * m43_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_46:
            t47 = tl.dot(tl.where((offs_c0 < E_c0)[None, :], t42, 0.0), tl.where((offs_c0 < E_c0)[:, None], t45, 0.0), input_precision="ieee")
        else:
            t47 = tl.sum(tl.expand_dims(tl.where((offs_c0 < E_c0)[None, :], t42, 0.0), 2) * tl.expand_dims(tl.where((offs_c0 < E_c0)[:, None], t45, 0.0), 0), axis=1)
        acc48 = acc48 + t47
    tl.store(buf49_ptr + offs_n0[:, None] * buf49_s0 + offs_n1[None, :] * buf49_s1, acc48, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :])


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
    m31 = inputs['w_gate']
    m30 = m31.permute([1, 0])
    buf38 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m30_ptr=m30, m30_s0=m30.stride(0), m30_s1=m30.stride(1), buf38_ptr=buf38, buf38_s0=buf38.stride(0), buf38_s1=buf38.stride(1), E_c1=32, E_c2=8, E_n1=32, E_n2=64, DOT_33=(T['c2']) >= 16 and (T['c1']) >= 16 and (_pow2(64)) >= 16, F_n1=_pow2(32), F_n2=_pow2(64), T_c1=T['c1'], T_c2=T['c2'])
    m44 = inputs['w_down']
    m43 = m44.permute([1, 0])
    buf49 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(1,)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), buf38_ptr=buf38, buf38_s0=buf38.stride(0), buf38_s1=buf38.stride(1), m43_ptr=m43, m43_s0=m43.stride(0), m43_s1=m43.stride(1), buf49_ptr=buf49, buf49_s0=buf49.stride(0), buf49_s1=buf49.stride(1), E_c0=64, E_c1=32, E_n0=8, E_n1=32, DOT_16=(_pow2(8)) >= 16 and (T['c1']) >= 16 and (T['c0']) >= 16, DOT_46=(_pow2(8)) >= 16 and (T['c0']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(8), F_n1=_pow2(32), T_c0=T['c0'], T_c1=T['c1'])
    return buf49


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
