"""ngpt [small], candidate 22: 2 kernel(s)

Rendered by EqiForge from candidate 22 of ngpt [small]: grid(h.0@0) loop(s_u.0[64]: pair(sum, sum)) {loop(h.1[32]: sum) loop(h.1[32]: sum)} [4 mm] ; grid(h.0@0) loop(h.1[32]: sum)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid h.0@0[8]
    c1: loop s_u.0[64]
    c2: loop h.1[32]

Run it on its own: `python kernels/f22.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/ngpt.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 32, "c2": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 8, "c1": 64, "c2": 32}


@triton.jit
def kernel_0(m5_ptr, m5_s0, m5_s1, m7_ptr, m7_s0, m7_s1, m13_ptr, m13_s0, m13_s1, m22_ptr, m22_s0, m22_s1, m28_ptr, m28_s0, m28_s1, m33_ptr, m33_s0, m33_s1, buf48_ptr, buf48_s0, buf48_s1, E_c0, E_c1, E_c2, E_n0, DOT_10: tl.constexpr, DOT_25: tl.constexpr, DOT_36: tl.constexpr, DOT_44: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf48: Combine over grid h.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    acc46 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    acc47 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        acc12 = tl.full([T_c0, T_c1], 0.0, tl.float32)
        for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
            offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

            t6 = tl.load(m5_ptr + offs_c0[:, None] * m5_s0 + offs_c2[None, :] * m5_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
            t9 = tl.load(m7_ptr + offs_c2[:, None] * m7_s0 + offs_c1[None, :] * m7_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
            if DOT_10:
                t11 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t6, 0.0), tl.where((offs_c2 < E_c2)[:, None], t9, 0.0), input_precision="ieee")
            else:
                t11 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t6, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t9, 0.0), 0), axis=1)
            acc12 = acc12 + t11
        t15 = tl.load(m13_ptr + offs_c1[None, :] * m13_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t16 = (acc12) * (t15)
        t17 = (t16) * (2.8284271247461903)
        t18 = 2.0 / (1.0 + tl.exp(-2.0 * (t17))) - 1.0
        t19 = t18 + 1.0
        t20 = (t19) * (t16)
        acc27 = tl.full([T_c0, T_c1], 0.0, tl.float32)
        for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
            offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

            t21 = tl.load(m5_ptr + offs_c0[:, None] * m5_s0 + offs_c2[None, :] * m5_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
            t24 = tl.load(m22_ptr + offs_c2[:, None] * m22_s0 + offs_c1[None, :] * m22_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
            if DOT_25:
                t26 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t21, 0.0), tl.where((offs_c2 < E_c2)[:, None], t24, 0.0), input_precision="ieee")
            else:
                t26 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t21, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t24, 0.0), 0), axis=1)
            acc27 = acc27 + t26
        t30 = tl.load(m28_ptr + offs_c1[None, :] * m28_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t31 = (acc27) * (t30)
        t32 = (t20) * (t31)
        t35 = tl.load(m33_ptr + offs_c1[:, None] * m33_s0 + offs_n0[None, :] * m33_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
        if DOT_36:
            t37 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t32, 0.0), tl.where((offs_c1 < E_c1)[:, None], t35, 0.0), input_precision="ieee")
        else:
            t37 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t32, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t35, 0.0), 0), axis=1)
        t38 = (t37) * (5.656854249492381)
        t39 = (t15) * (5.656854249492381)
        t40 = (acc12) * (t39)
        t41 = 1.0 / (1.0 + tl.exp(-(t40)))
        t42 = (t16) * (t41)
        t43 = (t31) * (t42)
        if DOT_44:
            t45 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t43, 0.0), tl.where((offs_c1 < E_c1)[:, None], t35, 0.0), input_precision="ieee")
        else:
            t45 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t43, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t35, 0.0), 0), axis=1)
        acc46 = acc46 + t38
        acc47 = acc47 + t45
    tl.store(buf48_ptr + offs_c0[:, None] * buf48_s0 + offs_n0[None, :] * buf48_s1, acc46, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, buf48_ptr, buf48_s0, buf48_s1, m5_ptr, m5_s0, m5_s1, buf70_ptr, buf70_s0, buf70_s1, E_c0, E_c2, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf70: Combine over grid h.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t3 = tl.load(m1_ptr + offs_n0[None, :] * m1_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t4 = tl.abs(t3)
    t49 = tl.load(buf48_ptr + offs_c0[:, None] * buf48_s0 + offs_n0[None, :] * buf48_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t50 = (t49) * (t49)
    t51 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t50, 0.0), axis=1, keep_dims=True)
    t52 = (t51) * (8.000000000000002)
    t53 = tl.rsqrt(t52)
    t54 = (t49) * (t53)
    t55 = (t54) * (2.8284271247461903)
    t56 = tl.load(m5_ptr + offs_c0[:, None] * m5_s0 + offs_n0[None, :] * m5_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    acc60 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t57 = tl.load(m5_ptr + offs_c0[:, None] * m5_s0 + offs_c2[None, :] * m5_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t58 = (t57) * (t57)
        t59 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t58, 0.0), axis=1, keep_dims=True)
        acc60 = acc60 + t59
    t61 = tl.sqrt(acc60)
    t62 = (t56) / (t61)
    t63 = t55 - (t62)
    t64 = (t4) * (t63)
    t65 = t64 + t62
    t66 = (t65) * (t65)
    t67 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t66, 0.0), axis=1, keep_dims=True)
    t68 = tl.sqrt(t67)
    t69 = (t65) / (t68)
    tl.store(buf70_ptr + offs_c0[:, None] * buf70_s0 + offs_n0[None, :] * buf70_s1, t69, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


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
    m2 = inputs['alpha']
    m1 = m2.reshape([1, 32])
    m5 = inputs['h']
    m8 = inputs['w_v']
    m7 = m8.permute([1, 0])
    m14 = inputs['s_v']
    m13 = m14.reshape([1, 64])
    m23 = inputs['w_u']
    m22 = m23.permute([1, 0])
    m29 = inputs['s_u']
    m28 = m29.reshape([1, 64])
    m34 = inputs['w_o']
    m33 = m34.permute([1, 0])
    buf48 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']),)](m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), buf48_ptr=buf48, buf48_s0=buf48.stride(0), buf48_s1=buf48.stride(1), E_c0=8, E_c1=64, E_c2=32, E_n0=32, DOT_10=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, DOT_25=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, DOT_36=(T['c0']) >= 16 and (T['c1']) >= 16 and (_pow2(32)) >= 16, DOT_44=(T['c0']) >= 16 and (T['c1']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    buf70 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf48_ptr=buf48, buf48_s0=buf48.stride(0), buf48_s1=buf48.stride(1), m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), buf70_ptr=buf70, buf70_s0=buf70.stride(0), buf70_s1=buf70.stride(1), E_c0=8, E_c2=32, E_n0=32, F_n0=_pow2(32), T_c0=T['c0'], T_c2=T['c2'])
    return buf70


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
