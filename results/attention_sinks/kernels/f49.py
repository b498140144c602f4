"""attention_sinks [small], candidate 49: 2 kernel(s)

Rendered by EqiForge from candidate 49 of attention_sinks [small]: grid(k.2@3) [1 mm] ; grid(v.3@3) loop(k.2[32]: sum) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid v.3@3[16]
    c1: loop k.2[32]
    c2: grid k.2@3[32]

Run it on its own: `python kernels/f49.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_sinks.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 8, "c1": 16, "c2": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 16, "c1": 32, "c2": 32}


@triton.jit
def kernel_0(m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m13_s4, m16_ptr, m16_s0, m16_s1, m16_s2, m16_s3, m16_s4, buf21_ptr, buf21_s0, buf21_s1, buf21_s2, buf21_s3, buf21_s4, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr):
    # writes buf21: Combine over grid k.2@3[32]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    t15 = tl.load(m13_ptr + offs_n1[:, None, None, None, None] * m13_s0 + offs_n1[None, :, None, None, None] * m13_s1 + offs_n1[None, None, :, None, None] * m13_s2 + offs_c2[None, None, None, :, None] * m13_s3 + offs_n2[None, None, None, None, :] * m13_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t19 = tl.load(m16_ptr + offs_n1[:, None, None, None, None] * m16_s0 + offs_n1[None, :, None, None, None] * m16_s1 + offs_n2[None, None, None, :, None] * m16_s3 + offs_n0[None, None, None, None, :] * m16_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n2 < E_n2)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
    t20 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, None, :], t15, 0.0), 5) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :, None], t19, 0.0), 3), axis=4)
    tl.store(buf21_ptr + offs_n1[:, None, None, None, None] * buf21_s0 + offs_n1[None, :, None, None, None] * buf21_s1 + offs_n1[None, None, :, None, None] * buf21_s2 + offs_c2[None, None, None, :, None] * buf21_s3 + offs_n0[None, None, None, None, :] * buf21_s4, t20, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m1_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, buf21_ptr, buf21_s0, buf21_s1, buf21_s2, buf21_s3, buf21_s4, m24_ptr, m24_s0, m24_s1, m24_s2, m24_s3, m24_s4, m32_ptr, m32_s0, m32_s1, m32_s2, m32_s3, m32_s4, m43_ptr, m43_s0, m43_s1, m43_s2, m43_s3, m43_s4, m49_ptr, m49_s0, m49_s1, m49_s2, m49_s3, m49_s4, buf69_ptr, buf69_s0, buf69_s1, buf69_s2, buf69_s3, E_c0, E_c1, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf69: Combine over grid v.3@3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    t34 = tl.load(m32_ptr + offs_n0[None, None, None, None, :] * m32_s4, mask=(offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t35 = tl.load(m6_ptr + offs_n0[None, None, None, :, None] * m6_s3 + offs_n0[None, None, None, None, :] * m6_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t36 = tl.load(buf21_ptr + offs_n1[:, None, None, None, None] * buf21_s0 + offs_n1[None, :, None, None, None] * buf21_s1 + offs_n1[None, None, :, None, None] * buf21_s2 + offs_n0[None, None, None, :, None] * buf21_s3 + offs_n0[None, None, None, None, :] * buf21_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
    t37 = tl.where(t35, -float("inf"), t36)
    t38 = tl.load(m24_ptr + offs_n0[None, None, None, :, None] * m24_s3 + offs_n0[None, None, None, None, :] * m24_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t39 = tl.where(t38, -float("inf"), t37)
    t40 = tl.where(t34, t37, t39)
    t41 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, None, :], t40, -float('inf')), axis=4, keep_dims=True)
    t42 = (t41) * (0.25)
    t45 = tl.load(m43_ptr + offs_n1[None, :, None, None, None] * m43_s1 + offs_n1[None, None, :, None, None] * m43_s2, mask=(offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None], other=0).to(tl.float32)
    t46 = tl.maximum(t42, t45)
    acc53 = tl.full([F_n1, F_n1, F_n1, F_n0, T_c0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t5 = tl.load(m1_ptr + offs_c1[None, None, None, None, :] * m1_s4, mask=(offs_c1 < E_c1)[None, None, None, None, :], other=0)
        t12 = tl.load(m6_ptr + offs_n0[None, None, None, :, None] * m6_s3 + offs_c1[None, None, None, None, :] * m6_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0)
        t22 = tl.load(buf21_ptr + offs_n1[:, None, None, None, None] * buf21_s0 + offs_n1[None, :, None, None, None] * buf21_s1 + offs_n1[None, None, :, None, None] * buf21_s2 + offs_n0[None, None, None, :, None] * buf21_s3 + offs_c1[None, None, None, None, :] * buf21_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0).to(tl.float32)
        t23 = tl.where(t12, -float("inf"), t22)
        t28 = tl.load(m24_ptr + offs_n0[None, None, None, :, None] * m24_s3 + offs_c1[None, None, None, None, :] * m24_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0)
        t29 = tl.where(t28, -float("inf"), t23)
        t30 = tl.where(t5, t23, t29)
        t31 = (t30) * (0.25)
        t47 = t31 - (t46)
        t48 = tl.exp(t47)
        t51 = tl.load(m49_ptr + offs_n1[:, None, None, None, None] * m49_s0 + offs_n1[None, :, None, None, None] * m49_s1 + offs_c1[None, None, None, :, None] * m49_s3 + offs_c0[None, None, None, None, :] * m49_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_c0 < E_c0)[None, None, None, None, :], other=0).to(tl.float32)
        t52 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t48, 0.0), 5) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :, None], t51, 0.0), 3), axis=4)
        acc53 = acc53 + t52
    t54 = tl.where(t35, -float("inf"), t36)
    t55 = tl.where(t38, -float("inf"), t54)
    t56 = tl.where(t34, t54, t55)
    t57 = (t56) * (0.25)
    t58 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, None, :], t56, -float('inf')), axis=4, keep_dims=True)
    t59 = (t58) * (0.25)
    t60 = tl.maximum(t59, t45)
    t61 = t57 - (t60)
    t62 = tl.exp(t61)
    t63 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, None, None, :], t62, 0.0), axis=4, keep_dims=True)
    t64 = t45 - (t60)
    t65 = tl.exp(t64)
    t66 = t63 + t65
    t67 = (acc53) / (t66)
    t68 = tl.reshape(t67, [F_n1, F_n3, F_n0, T_c0])
    tl.store(buf69_ptr + offs_n1[:, None, None, None] * buf69_s0 + offs_n3[None, :, None, None] * buf69_s1 + offs_n0[None, None, :, None] * buf69_s2 + offs_c0[None, None, None, :] * buf69_s3, t68, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n3 < E_n3)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :])


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
    m3 = _iota([32], 0, device)
    m4 = torch.tensor(2.0, dtype=torch.float32, device=device)
    m2 = _BINARY["Lt"](m3, m4)
    m1 = m2.reshape([1, 1, 1, 1, 32])
    m8 = m3.reshape([1, 32])
    m11 = torch.tensor(0.0, dtype=torch.float32, device=device)
    m10 = _BINARY["Add"](m3, m11)
    m9 = m10.reshape([32, 1])
    m7 = _BINARY["Gt"](m8, m9)
    m6 = m7.reshape([1, 1, 1, 32, 32])
    m14 = inputs['q']
    m13 = m14.reshape([2, 2, 2, 32, 16])
    m18 = inputs['k']
    m17 = m18.reshape([2, 2, 1, 32, 16])
    m16 = m17.permute([0, 1, 2, 4, 3])
    buf21 = torch.full([2, 2, 2, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c2']),)](m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m13_s4=m13.stride(4), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m16_s2=m16.stride(2), m16_s3=m16.stride(3), m16_s4=m16.stride(4), buf21_ptr=buf21, buf21_s0=buf21.stride(0), buf21_s1=buf21.stride(1), buf21_s2=buf21.stride(2), buf21_s3=buf21.stride(3), buf21_s4=buf21.stride(4), E_c2=32, E_n0=32, E_n1=2, E_n2=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(16), T_c2=T['c2'])
    m26 = _BINARY["Sub"](m9, m8)
    m27 = torch.tensor(8.0, dtype=torch.float32, device=device)
    m25 = _BINARY["Ge"](m26, m27)
    m24 = m25.reshape([1, 1, 1, 32, 32])
    m33 = m3.reshape([1, 1, 1, 1, 32])
    m32 = _BINARY["Lt"](m33, m4)
    m44 = inputs['sinks']
    m43 = m44.reshape([1, 2, 2, 1, 1])
    m50 = inputs['v']
    m49 = m50.reshape([2, 2, 1, 32, 16])
    buf69 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(16, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m1_s4=m1.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), buf21_ptr=buf21, buf21_s0=buf21.stride(0), buf21_s1=buf21.stride(1), buf21_s2=buf21.stride(2), buf21_s3=buf21.stride(3), buf21_s4=buf21.stride(4), m24_ptr=m24, m24_s0=m24.stride(0), m24_s1=m24.stride(1), m24_s2=m24.stride(2), m24_s3=m24.stride(3), m24_s4=m24.stride(4), m32_ptr=m32, m32_s0=m32.stride(0), m32_s1=m32.stride(1), m32_s2=m32.stride(2), m32_s3=m32.stride(3), m32_s4=m32.stride(4), m43_ptr=m43, m43_s0=m43.stride(0), m43_s1=m43.stride(1), m43_s2=m43.stride(2), m43_s3=m43.stride(3), m43_s4=m43.stride(4), m49_ptr=m49, m49_s0=m49.stride(0), m49_s1=m49.stride(1), m49_s2=m49.stride(2), m49_s3=m49.stride(3), m49_s4=m49.stride(4), buf69_ptr=buf69, buf69_s0=buf69.stride(0), buf69_s1=buf69.stride(1), buf69_s2=buf69.stride(2), buf69_s3=buf69.stride(3), E_c0=16, E_c1=32, E_n0=32, E_n1=2, E_n3=4, F_n0=_pow2(32), F_n1=_pow2(2), F_n3=_pow2(4), T_c0=T['c0'], T_c1=T['c1'])
    return buf69


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
