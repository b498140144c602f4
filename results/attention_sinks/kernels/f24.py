"""attention_sinks [small], candidate 24: 1 kernel(s)

Rendered by EqiForge from candidate 24 of attention_sinks [small]: grid(v.3@3) loop(k.2[32]: rescale) loop(k.2[32]: rescale) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid v.3@3[16]
    c1: loop k.2[32]

Run it on its own: `python kernels/f24.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_sinks.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 8, "c1": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 16, "c1": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m1_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m13_s4, m16_ptr, m16_s0, m16_s1, m16_s2, m16_s3, m16_s4, m22_ptr, m22_s0, m22_s1, m22_s2, m22_s3, m22_s4, m40_ptr, m40_s0, m40_s1, m40_s2, m40_s3, m40_s4, m77_ptr, m77_s0, m77_s1, m77_s2, m77_s3, m77_s4, buf90_ptr, buf90_s0, buf90_s1, buf90_s2, buf90_s3, E_c0, E_c1, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf90: Combine over grid v.3@3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    t15 = tl.load(m13_ptr + offs_n1[:, None, None, None, None] * m13_s0 + offs_n1[None, :, None, None, None] * m13_s1 + offs_n1[None, None, :, None, None] * m13_s2 + offs_n0[None, None, None, :, None] * m13_s3 + offs_n2[None, None, None, None, :] * m13_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    acc44 = tl.full([F_n1, F_n1, F_n1, F_n0, 1], -float('inf'), tl.float32)
    acc45 = tl.full([F_n1, F_n1, F_n1, F_n0, 1], 0.0, tl.float32)
    acc46 = tl.full([F_n1, F_n1, F_n1, F_n0, T_c0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t5 = tl.load(m1_ptr + offs_c1[None, None, None, None, :] * m1_s4, mask=(offs_c1 < E_c1)[None, None, None, None, :], other=0)
        t12 = tl.load(m6_ptr + offs_n0[None, None, None, :, None] * m6_s3 + offs_c1[None, None, None, None, :] * m6_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0)
        t19 = tl.load(m16_ptr + offs_n1[:, None, None, None, None] * m16_s0 + offs_n1[None, :, None, None, None] * m16_s1 + offs_n2[None, None, None, :, None] * m16_s3 + offs_c1[None, None, None, None, :] * m16_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n2 < E_n2)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0).to(tl.float32)
        t20 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, None, :], t15, 0.0), 5) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :, None], t19, 0.0), 3), axis=4)
        t21 = tl.where(t12, -float("inf"), t20)
        t26 = tl.load(m22_ptr + offs_n0[None, None, None, :, None] * m22_s3 + offs_c1[None, None, None, None, :] * m22_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0)
        t27 = tl.where(t26, -float("inf"), t21)
        t28 = tl.where(t5, t21, t27)
        t29 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t28, -float('inf')), axis=4, keep_dims=True)
        t30 = (t29) * (0.25)
        t31 = (t28) * (0.25)
        t32 = t30 - (t30)
        t33 = t32 == t32
        t34 = (t33) == 0
        t35 = tl.exp(t30)
        t36 = tl.where(t34, t35, t30)
        t37 = t31 - (t36)
        t38 = tl.exp(t37)
        t39 = tl.sum(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t38, 0.0), axis=4, keep_dims=True)
        t42 = tl.load(m40_ptr + offs_n1[:, None, None, None, None] * m40_s0 + offs_n1[None, :, None, None, None] * m40_s1 + offs_c1[None, None, None, :, None] * m40_s3 + offs_c0[None, None, None, None, :] * m40_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_c0 < E_c0)[None, None, None, None, :], other=0).to(tl.float32)
        t43 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t38, 0.0), 5) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :, None], t42, 0.0), 3), axis=4)
        m47 = tl.maximum(acc44, t30)
        r48 = tl.where(acc44 == -float("inf"), 0.0, tl.exp(acc44 - m47))
        r49 = tl.where(t30 == -float("inf"), 0.0, tl.exp(t30 - m47))
        acc45 = tl.where(acc44 == -float("inf"), 0.0, acc45 * r48) + tl.where(t30 == -float("inf"), 0.0, t39 * r49)
        acc46 = tl.where(acc44 == -float("inf"), 0.0, acc46 * r48) + tl.where(t30 == -float("inf"), 0.0, t43 * r49)
        acc44 = m47
    acc71 = tl.full([F_n1, F_n1, F_n1, F_n0, 1], -float('inf'), tl.float32)
    acc72 = tl.full([F_n1, F_n1, F_n1, F_n0, 1], 0.0, tl.float32)
    acc73 = tl.full([F_n1, F_n1, F_n1, F_n0, F_n2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t50 = tl.load(m1_ptr + offs_c1[None, None, None, None, :] * m1_s4, mask=(offs_c1 < E_c1)[None, None, None, None, :], other=0)
        t51 = tl.load(m6_ptr + offs_n0[None, None, None, :, None] * m6_s3 + offs_c1[None, None, None, None, :] * m6_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0)
        t52 = tl.load(m16_ptr + offs_n1[:, None, None, None, None] * m16_s0 + offs_n1[None, :, None, None, None] * m16_s1 + offs_n2[None, None, None, :, None] * m16_s3 + offs_c1[None, None, None, None, :] * m16_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n2 < E_n2)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0).to(tl.float32)
        t53 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, None, :], t15, 0.0), 5) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :, None], t52, 0.0), 3), axis=4)
        t54 = tl.where(t51, -float("inf"), t53)
        t55 = tl.load(m22_ptr + offs_n0[None, None, None, :, None] * m22_s3 + offs_c1[None, None, None, None, :] * m22_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0)
        t56 = tl.where(t55, -float("inf"), t54)
        t57 = tl.where(t50, t54, t56)
        t58 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t57, -float('inf')), axis=4, keep_dims=True)
        t59 = (t58) * (0.25)
        t60 = (t57) * (0.25)
        t61 = t59 - (t59)
        t62 = t61 == t61
        t63 = (t62) == 0
        t64 = tl.exp(t59)
        t65 = tl.where(t63, t64, t59)
        t66 = t60 - (t65)
        t67 = tl.exp(t66)
        t68 = tl.sum(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t67, 0.0), axis=4, keep_dims=True)
        t69 = tl.load(m40_ptr + offs_n1[:, None, None, None, None] * m40_s0 + offs_n1[None, :, None, None, None] * m40_s1 + offs_c1[None, None, None, :, None] * m40_s3 + offs_n2[None, None, None, None, :] * m40_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
        t70 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t67, 0.0), 5) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :, None], t69, 0.0), 3), axis=4)
        m74 = tl.maximum(acc71, t59)
        r75 = tl.where(acc71 == -float("inf"), 0.0, tl.exp(acc71 - m74))
        r76 = tl.where(t59 == -float("inf"), 0.0, tl.exp(t59 - m74))
        acc72 = tl.where(acc71 == -float("inf"), 0.0, acc72 * r75) + tl.where(t59 == -float("inf"), 0.0, t68 * r76)
        acc73 = tl.where(acc71 == -float("inf"), 0.0, acc73 * r75) + tl.where(t59 == -float("inf"), 0.0, t70 * r76)
        acc71 = m74
    t79 = tl.load(m77_ptr + offs_n1[None, :, None, None, None] * m77_s1 + offs_n1[None, None, :, None, None] * m77_s2, mask=(offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None], other=0).to(tl.float32)
    t80 = tl.maximum(acc71, t79)
    t81 = acc71 - (t80)
    t82 = tl.exp(t81)
    t83 = (acc46) * (t82)
    t84 = (acc72) * (t82)
    t85 = t79 - (t80)
    t86 = tl.exp(t85)
    t87 = t84 + t86
    t88 = (t83) / (t87)
    t89 = tl.reshape(t88, [F_n1, F_n3, F_n0, T_c0])
    tl.store(buf90_ptr + offs_n1[:, None, None, None] * buf90_s0 + offs_n3[None, :, None, None] * buf90_s1 + offs_n0[None, None, :, None] * buf90_s2 + offs_c0[None, None, None, :] * buf90_s3, t89, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n3 < E_n3)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :])


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
    m24 = _BINARY["Sub"](m9, m8)
    m25 = torch.tensor(8.0, dtype=torch.float32, device=device)
    m23 = _BINARY["Ge"](m24, m25)
    m22 = m23.reshape([1, 1, 1, 32, 32])
    m41 = inputs['v']
    m40 = m41.reshape([2, 2, 1, 32, 16])
    m78 = inputs['sinks']
    m77 = m78.reshape([1, 2, 2, 1, 1])
    buf90 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(16, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m1_s4=m1.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m13_s4=m13.stride(4), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m16_s2=m16.stride(2), m16_s3=m16.stride(3), m16_s4=m16.stride(4), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m22_s2=m22.stride(2), m22_s3=m22.stride(3), m22_s4=m22.stride(4), m40_ptr=m40, m40_s0=m40.stride(0), m40_s1=m40.stride(1), m40_s2=m40.stride(2), m40_s3=m40.stride(3), m40_s4=m40.stride(4), m77_ptr=m77, m77_s0=m77.stride(0), m77_s1=m77.stride(1), m77_s2=m77.stride(2), m77_s3=m77.stride(3), m77_s4=m77.stride(4), buf90_ptr=buf90, buf90_s0=buf90.stride(0), buf90_s1=buf90.stride(1), buf90_s2=buf90.stride(2), buf90_s3=buf90.stride(3), E_c0=16, E_c1=32, E_n0=32, E_n1=2, E_n2=16, E_n3=4, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(16), F_n3=_pow2(4), T_c0=T['c0'], T_c1=T['c1'])
    return buf90


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
