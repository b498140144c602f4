"""rmsnorm_swiglu [small], candidate 43: 2 kernel(s)

Rendered by EqiForge from candidate 43 of rmsnorm_swiglu [small]: grid(x.0@0) ; grid(w_down.0@1) loop(w_up.0[64]: pair(sum, sum)) {loop(x.1[32]: sum) loop(x.1[32]: sum)} [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid w_down.0@1[32]
    c1: loop w_up.0[64]
    c2: loop x.1[32]
    c3: grid x.0@0[8]

Run it on its own: `python kernels/f43.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/rmsnorm_swiglu.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 32, "c2": 16, "c3": 4}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 32, "c1": 64, "c2": 32, "c3": 8}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, buf16_ptr, buf16_s0, buf16_s1, E_c3, E_n1, F_n1: tl.constexpr, T_c3: tl.constexpr):
    # writes buf16: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t13 = tl.load(m1_ptr + offs_c3[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_c3 < E_c3)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t14 = (t13) * (t13)
    t15 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t14, 0.0), axis=1, keep_dims=True)
    tl.store(buf16_ptr + offs_c3[:, None] * buf16_s0, t15, mask=(offs_c3 < E_c3)[:, None])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m7_ptr, m7_s0, m7_s1, buf16_ptr, buf16_s0, buf16_s1, m30_ptr, m30_s0, m30_s1, m37_ptr, m37_s0, m37_s1, buf50_ptr, buf50_s0, buf50_s1, E_c0, E_c1, E_c2, E_n0, DOT_10: tl.constexpr, DOT_33: tl.constexpr, DOT_40: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf50: Combine over grid w_down.0@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t17 = tl.load(buf16_ptr + offs_n0[:, None] * buf16_s0, mask=(offs_n0 < E_n0)[:, None], other=0).to(tl.float32)
    t18 = t17 + 0.00032
    t19 = tl.rsqrt(t18)
    t21 = (t17) * (0.03125)
    t22 = t21 + 1e-05
    t23 = tl.rsqrt(t22)
    acc43 = tl.full([F_n0, T_c0], 0.0, tl.float32)
    acc44 = tl.full([F_n0, T_c0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        acc12 = tl.full([F_n0, T_c1], 0.0, tl.float32)
        for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
            offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

            t2 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
            t5 = tl.load(m3_ptr + offs_c2[None, :] * m3_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
            t6 = (t2) * (t5)
            t9 = tl.load(m7_ptr + offs_c2[:, None] * m7_s0 + offs_c1[None, :] * m7_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
            if DOT_10:
                t11 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t6, 0.0), tl.where((offs_c2 < E_c2)[:, None], t9, 0.0), input_precision="ieee")
            else:
                t11 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t6, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t9, 0.0), 0), axis=1)
            acc12 = acc12 + t11
        t20 = (acc12) * (t19)
        t24 = (acc12) * (t23)
        t25 = 1.0 / (1.0 + tl.exp(-(t24)))
        t26 = (t20) * (t25)
        acc35 = tl.full([F_n0, T_c1], 0.0, tl.float32)
        for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
            offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

            t27 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
            t28 = tl.load(m3_ptr + offs_c2[None, :] * m3_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
            t29 = (t27) * (t28)
            t32 = tl.load(m30_ptr + offs_c2[:, None] * m30_s0 + offs_c1[None, :] * m30_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
            if DOT_33:
                t34 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t29, 0.0), tl.where((offs_c2 < E_c2)[:, None], t32, 0.0), input_precision="ieee")
            else:
                t34 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t29, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t32, 0.0), 0), axis=1)
            acc35 = acc35 + t34
        t36 = (t26) * (acc35)
        t39 = tl.load(m37_ptr + offs_c1[:, None] * m37_s0 + offs_c0[None, :] * m37_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
        if DOT_40:
            t41 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t36, 0.0), tl.where((offs_c1 < E_c1)[:, None], t39, 0.0), input_precision="ieee")
        else:
            t41 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t36, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t39, 0.0), 0), axis=1)
        t42 = (t41) * (t19)
        acc43 = acc43 + t42
        acc44 = acc44 + t41
    t45 = (acc44) * (5.656854249492381)
    t46 = (t17) * (0.03125)
    t47 = t46 + 1e-05
    t48 = tl.rsqrt(t47)
    t49 = (t45) * (t48)
    tl.store(buf50_ptr + offs_n0[:, None] * buf50_s0 + offs_c0[None, :] * buf50_s1, t49, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :])


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
    buf16 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf16_ptr=buf16, buf16_s0=buf16.stride(0), buf16_s1=buf16.stride(1), E_c3=8, E_n1=32, F_n1=_pow2(32), T_c3=T['c3'])
    m31 = inputs['w_up']
    m30 = m31.permute([1, 0])
    m38 = inputs['w_down']
    m37 = m38.permute([1, 0])
    buf50 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), buf16_ptr=buf16, buf16_s0=buf16.stride(0), buf16_s1=buf16.stride(1), m30_ptr=m30, m30_s0=m30.stride(0), m30_s1=m30.stride(1), m37_ptr=m37, m37_s0=m37.stride(0), m37_s1=m37.stride(1), buf50_ptr=buf50, buf50_s0=buf50.stride(0), buf50_s1=buf50.stride(1), E_c0=32, E_c1=64, E_c2=32, E_n0=8, DOT_10=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, DOT_33=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, DOT_40=(_pow2(8)) >= 16 and (T['c1']) >= 16 and (T['c0']) >= 16, F_n0=_pow2(8), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf50


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
