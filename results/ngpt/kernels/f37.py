"""ngpt [small], candidate 37: 2 kernel(s)

Rendered by EqiForge from candidate 37 of ngpt [small]: grid(h.1@1) loop(s_u.0[64]: pair(sum, sum)) [3 mm] ; grid(h.0@0) loop(h.1[32]: sum) loop(h.1[32]: sum) loop(h.1[32]: sum)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid h.0@0[8]
    c1: grid h.1@1[32]
    c2: loop s_u.0[64]
    c3: loop h.1[32]

Run it on its own: `python kernels/f37.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/ngpt.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 16, "c2": 32, "c3": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 8, "c1": 32, "c2": 64, "c3": 32}


@triton.jit
def kernel_0(m5_ptr, m5_s0, m5_s1, m7_ptr, m7_s0, m7_s1, m12_ptr, m12_s0, m12_s1, m20_ptr, m20_s0, m20_s1, m25_ptr, m25_s0, m25_s1, m30_ptr, m30_s0, m30_s1, buf38_ptr, buf38_s0, buf38_s1, E_c1, E_c2, E_n0, E_n1, DOT_10: tl.constexpr, DOT_23: tl.constexpr, DOT_33: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf38: Combine over grid h.1@1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t6 = tl.load(m5_ptr + offs_n1[:, None] * m5_s0 + offs_n0[None, :] * m5_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    acc36 = tl.full([F_n1, T_c1], 0.0, tl.float32)
    acc37 = tl.full([F_n1, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t9 = tl.load(m7_ptr + offs_n0[:, None] * m7_s0 + offs_c2[None, :] * m7_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        if DOT_10:
            t11 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t6, 0.0), tl.where((offs_n0 < E_n0)[:, None], t9, 0.0), input_precision="ieee")
        else:
            t11 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t6, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t9, 0.0), 0), axis=1)
        t14 = tl.load(m12_ptr + offs_c2[None, :] * m12_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t15 = (t11) * (t14)
        t16 = (t14) * (5.656854249492381)
        t17 = (t11) * (t16)
        t18 = 1.0 / (1.0 + tl.exp(-(t17)))
        t19 = (t15) * (t18)
        t22 = tl.load(m20_ptr + offs_n0[:, None] * m20_s0 + offs_c2[None, :] * m20_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        if DOT_23:
            t24 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t6, 0.0), tl.where((offs_n0 < E_n0)[:, None], t22, 0.0), input_precision="ieee")
        else:
            t24 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t6, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t22, 0.0), 0), axis=1)
        t27 = tl.load(m25_ptr + offs_c2[None, :] * m25_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t28 = (t24) * (t27)
        t29 = (t19) * (t28)
        t32 = tl.load(m30_ptr + offs_c2[:, None] * m30_s0 + offs_c1[None, :] * m30_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        if DOT_33:
            t34 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t29, 0.0), tl.where((offs_c2 < E_c2)[:, None], t32, 0.0), input_precision="ieee")
        else:
            t34 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t29, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t32, 0.0), 0), axis=1)
        t35 = (t34) * (32.00000000000001)
        acc36 = acc36 + t35
        acc37 = acc37 + t34
    tl.store(buf38_ptr + offs_n1[:, None] * buf38_s0 + offs_c1[None, :] * buf38_s1, acc36, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, buf38_ptr, buf38_s0, buf38_s1, m5_ptr, m5_s0, m5_s1, buf76_ptr, buf76_s0, buf76_s1, E_c0, E_c3, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c3: tl.constexpr):
    # writes buf76: Combine over grid h.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t3 = tl.load(m1_ptr + offs_n0[None, :] * m1_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t4 = tl.abs(t3)
    t39 = tl.load(buf38_ptr + offs_c0[:, None] * buf38_s0 + offs_n0[None, :] * buf38_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    acc43 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t40 = tl.load(buf38_ptr + offs_c0[:, None] * buf38_s0 + offs_c3[None, :] * buf38_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
        t41 = (t40) * (t40)
        t42 = tl.sum(tl.where((offs_c3 < E_c3)[None, :], t41, 0.0), axis=1, keep_dims=True)
        acc43 = acc43 + t42
    t44 = tl.sqrt(acc43)
    t45 = (t39) / (t44)
    t46 = tl.load(m5_ptr + offs_c0[:, None] * m5_s0 + offs_n0[None, :] * m5_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    acc50 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t47 = tl.load(m5_ptr + offs_c0[:, None] * m5_s0 + offs_c3[None, :] * m5_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
        t48 = (t47) * (t47)
        t49 = tl.sum(tl.where((offs_c3 < E_c3)[None, :], t48, 0.0), axis=1, keep_dims=True)
        acc50 = acc50 + t49
    t51 = tl.rsqrt(acc50)
    t52 = (t46) * (t51)
    t53 = t45 - (t52)
    t54 = (t4) * (t53)
    t55 = t54 + t52
    t57 = (t46) * (t46)
    t58 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t57, 0.0), axis=1, keep_dims=True)
    t59 = tl.sqrt(t58)
    t64 = (t39) * (t39)
    t65 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t64, 0.0), axis=1, keep_dims=True)
    t66 = tl.sqrt(t65)
    acc73 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t56 = tl.load(m5_ptr + offs_c0[:, None] * m5_s0 + offs_c3[None, :] * m5_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
        t60 = (t56) / (t59)
        t61 = tl.load(m1_ptr + offs_c3[None, :] * m1_s1, mask=(offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
        t62 = tl.abs(t61)
        t63 = tl.load(buf38_ptr + offs_c0[:, None] * buf38_s0 + offs_c3[None, :] * buf38_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
        t67 = (t63) / (t66)
        t68 = t67 - (t60)
        t69 = (t62) * (t68)
        t70 = t60 + t69
        t71 = (t70) * (t70)
        t72 = tl.sum(tl.where((offs_c3 < E_c3)[None, :], t71, 0.0), axis=1, keep_dims=True)
        acc73 = acc73 + t72
    t74 = tl.sqrt(acc73)
    t75 = (t55) / (t74)
    tl.store(buf76_ptr + offs_c0[:, None] * buf76_s0 + offs_n0[None, :] * buf76_s1, t75, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


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
    m13 = inputs['s_v']
    m12 = m13.reshape([1, 64])
    m21 = inputs['w_u']
    m20 = m21.permute([1, 0])
    m26 = inputs['s_u']
    m25 = m26.reshape([1, 64])
    m31 = inputs['w_o']
    m30 = m31.permute([1, 0])
    buf38 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c1']),)](m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m20_ptr=m20, m20_s0=m20.stride(0), m20_s1=m20.stride(1), m25_ptr=m25, m25_s0=m25.stride(0), m25_s1=m25.stride(1), m30_ptr=m30, m30_s0=m30.stride(0), m30_s1=m30.stride(1), buf38_ptr=buf38, buf38_s0=buf38.stride(0), buf38_s1=buf38.stride(1), E_c1=32, E_c2=64, E_n0=32, E_n1=8, DOT_10=(_pow2(8)) >= 16 and (_pow2(32)) >= 16 and (T['c2']) >= 16, DOT_23=(_pow2(8)) >= 16 and (_pow2(32)) >= 16 and (T['c2']) >= 16, DOT_33=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, F_n0=_pow2(32), F_n1=_pow2(8), T_c1=T['c1'], T_c2=T['c2'])
    buf76 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf38_ptr=buf38, buf38_s0=buf38.stride(0), buf38_s1=buf38.stride(1), m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), buf76_ptr=buf76, buf76_s0=buf76.stride(0), buf76_s1=buf76.stride(1), E_c0=8, E_c3=32, E_n0=32, F_n0=_pow2(32), T_c0=T['c0'], T_c3=T['c3'])
    return buf76


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
