"""mhc [small], candidate 2: 1 kernel(s)

Rendered by EqiForge from candidate 2 of mhc [small]: grid(x.1@1) loop(phi_pre.0[64]: sum) [6 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.1@1[32]
    c1: loop phi_pre.0[64]

Run it on its own: `python kernels/f02.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/mhc.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 32}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 32, "c1": 64}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m4_ptr, m4_s0, m4_s1, m4_s2, m16_ptr, m16_s0, m16_s1, m16_s2, m23_ptr, m23_s0, m23_s1, m23_s2, m29_ptr, m29_s0, m29_s1, m29_s2, m2_ptr, m2_s0, m2_s1, m2_s2, m2_s3, m38_ptr, m38_s0, m38_s1, m38_s2, m45_ptr, m45_s0, m45_s1, m45_s2, m52_ptr, m52_s0, m52_s1, m52_s2, m52_s3, buf139_ptr, buf139_s0, buf139_s1, buf139_s2, buf139_s3, E_c0, E_c1, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf139: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    t3 = tl.load(m1_ptr + offs_n0[:, None, None] * m1_s0 + offs_c0[None, :, None] * m1_s1 + offs_n1[None, None, :] * m1_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_n1 < E_n1)[None, None, :], other=0).to(tl.float32)
    t6 = tl.load(m4_ptr + offs_n1[None, :, None] * m4_s1 + offs_n2[None, None, :] * m4_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t7 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t3, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t6, 0.0), 1), axis=2)
    acc11 = tl.full([F_n0, T_c0, 1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t8 = tl.load(m1_ptr + offs_n0[:, None, None] * m1_s0 + offs_c0[None, :, None] * m1_s1 + offs_c1[None, None, :] * m1_s2, mask=(offs_n0 < E_n0)[:, None, None] & (offs_c0 < E_c0)[None, :, None] & (offs_c1 < E_c1)[None, None, :], other=0).to(tl.float32)
        t9 = (t8) * (t8)
        t10 = tl.sum(tl.where((offs_c1 < E_c1)[None, None, :], t9, 0.0), axis=2, keep_dims=True)
        acc11 = acc11 + t10
    t12 = acc11 + 6.4e-05
    t13 = tl.rsqrt(t12)
    t14 = (t7) * (t13)
    t15 = (t14) * (0.8)
    t18 = tl.load(m16_ptr + offs_n2[None, None, :] * m16_s2, mask=(offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t19 = t15 + t18
    t20 = tl.reshape(t19, [F_n0, T_c0, F_n2, 1])
    t21 = 1.0 / (1.0 + tl.exp(-(t20)))
    t22 = (t21) * (2.0)
    t25 = tl.load(m23_ptr + offs_n1[None, :, None] * m23_s1 + offs_n2[None, None, :] * m23_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t26 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t3, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t25, 0.0), 1), axis=2)
    t27 = (t26) * (t13)
    t28 = (t27) * (0.8)
    t31 = tl.load(m29_ptr + offs_n2[None, None, :] * m29_s2, mask=(offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t32 = t28 + t31
    t33 = tl.reshape(t32, [F_n0, T_c0, 1, F_n2])
    t34 = 1.0 / (1.0 + tl.exp(-(t33)))
    t35 = tl.load(m2_ptr + offs_n0[:, None, None, None] * m2_s0 + offs_c0[None, :, None, None] * m2_s1 + offs_n2[None, None, :, None] * m2_s2 + offs_n3[None, None, None, :] * m2_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t36 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t34, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t35, 0.0), 2), axis=3)
    t37 = tl.reshape(t36, [F_n0, T_c0, F_n3])
    t41 = tl.load(m38_ptr + offs_n3[None, :, None] * m38_s1 + offs_n3[None, None, :] * m38_s2, mask=(offs_n3 < E_n3)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t42 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :], t37, 0.0), 3) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, :, None], t41, 0.0), 1), axis=2)
    t43 = tl.reshape(t42, [F_n0, T_c0, 1, F_n3])
    t44 = (t22) * (t43)
    t47 = tl.load(m45_ptr + offs_n1[None, :, None] * m45_s1 + offs_n3[None, None, :] * m45_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t48 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t3, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t47, 0.0), 1), axis=2)
    t49 = (t48) * (t13)
    t50 = tl.reshape(t49, [F_n0, T_c0, F_n2, F_n2])
    t51 = (t50) * (0.8)
    t54 = tl.load(m52_ptr + offs_n2[None, None, :, None] * m52_s2 + offs_n2[None, None, None, :] * m52_s3, mask=(offs_n2 < E_n2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t55 = t51 + t54
    t56 = tl.exp(t55)
    t57 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t56, 0.0), axis=3, keep_dims=True)
    t58 = (t56) / (t57)
    t59 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t58, 0.0), axis=2, keep_dims=True)
    t60 = (t58) / (t59)
    t61 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t60, 0.0), axis=3, keep_dims=True)
    t62 = (t60) / (t61)
    t63 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t62, 0.0), axis=2, keep_dims=True)
    t64 = (t62) / (t63)
    t65 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t64, 0.0), axis=3, keep_dims=True)
    t66 = (t64) / (t65)
    t67 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t66, 0.0), axis=2, keep_dims=True)
    t68 = (t66) / (t67)
    t69 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t68, 0.0), axis=3, keep_dims=True)
    t70 = (t68) / (t69)
    t71 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t70, 0.0), axis=2, keep_dims=True)
    t72 = (t70) / (t71)
    t73 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t72, 0.0), axis=3, keep_dims=True)
    t74 = (t72) / (t73)
    t75 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t74, 0.0), axis=2, keep_dims=True)
    t76 = (t74) / (t75)
    t77 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t76, 0.0), axis=3, keep_dims=True)
    t78 = (t76) / (t77)
    t79 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t78, 0.0), axis=2, keep_dims=True)
    t80 = (t78) / (t79)
    t81 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t80, 0.0), axis=3, keep_dims=True)
    t82 = (t80) / (t81)
    t83 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t82, 0.0), axis=2, keep_dims=True)
    t84 = (t82) / (t83)
    t85 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t84, 0.0), axis=3, keep_dims=True)
    t86 = (t84) / (t85)
    t87 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t86, 0.0), axis=2, keep_dims=True)
    t88 = (t86) / (t87)
    t89 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t88, 0.0), axis=3, keep_dims=True)
    t90 = (t88) / (t89)
    t91 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t90, 0.0), axis=2, keep_dims=True)
    t92 = (t90) / (t91)
    t93 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t92, 0.0), axis=3, keep_dims=True)
    t94 = (t92) / (t93)
    t95 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t94, 0.0), axis=2, keep_dims=True)
    t96 = (t94) / (t95)
    t97 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t96, 0.0), axis=3, keep_dims=True)
    t98 = (t96) / (t97)
    t99 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t98, 0.0), axis=2, keep_dims=True)
    t100 = (t98) / (t99)
    t101 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t100, 0.0), axis=3, keep_dims=True)
    t102 = (t100) / (t101)
    t103 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t102, 0.0), axis=2, keep_dims=True)
    t104 = (t102) / (t103)
    t105 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t104, 0.0), axis=3, keep_dims=True)
    t106 = (t104) / (t105)
    t107 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t106, 0.0), axis=2, keep_dims=True)
    t108 = (t106) / (t107)
    t109 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t108, 0.0), axis=3, keep_dims=True)
    t110 = (t108) / (t109)
    t111 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t110, 0.0), axis=2, keep_dims=True)
    t112 = (t110) / (t111)
    t113 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t112, 0.0), axis=3, keep_dims=True)
    t114 = (t112) / (t113)
    t115 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t114, 0.0), axis=2, keep_dims=True)
    t116 = (t114) / (t115)
    t117 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t116, 0.0), axis=3, keep_dims=True)
    t118 = (t116) / (t117)
    t119 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t118, 0.0), axis=2, keep_dims=True)
    t120 = (t118) / (t119)
    t121 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t120, 0.0), axis=3, keep_dims=True)
    t122 = (t120) / (t121)
    t123 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t122, 0.0), axis=2, keep_dims=True)
    t124 = (t122) / (t123)
    t125 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t124, 0.0), axis=3, keep_dims=True)
    t126 = (t124) / (t125)
    t127 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t126, 0.0), axis=2, keep_dims=True)
    t128 = (t126) / (t127)
    t129 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t128, 0.0), axis=3, keep_dims=True)
    t130 = (t128) / (t129)
    t131 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t130, 0.0), axis=2, keep_dims=True)
    t132 = (t130) / (t131)
    t133 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t132, 0.0), axis=3, keep_dims=True)
    t134 = (t132) / (t133)
    t135 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t134, 0.0), axis=2, keep_dims=True)
    t136 = (t134) / (t135)
    t137 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t136, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t35, 0.0), 2), axis=3)
    t138 = t44 + t137
    tl.store(buf139_ptr + offs_n0[:, None, None, None] * buf139_s0 + offs_c0[None, :, None, None] * buf139_s1 + offs_n2[None, None, :, None] * buf139_s2 + offs_n3[None, None, None, :] * buf139_s3, t138, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


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
    m2 = inputs['x']
    m1 = m2.reshape([2, 32, 64])
    m5 = inputs['phi_post']
    m4 = m5.reshape([1, 64, 4])
    m17 = inputs['b_post']
    m16 = m17.reshape([1, 1, 4])
    m24 = inputs['phi_pre']
    m23 = m24.reshape([1, 64, 4])
    m30 = inputs['b_pre']
    m29 = m30.reshape([1, 1, 4])
    m40 = inputs['w_layer']
    m39 = m40.permute([1, 0])
    m38 = m39.reshape([1, 16, 16])
    m46 = inputs['phi_res']
    m45 = m46.reshape([1, 64, 16])
    m53 = inputs['b_res']
    m52 = m53.reshape([1, 1, 4, 4])
    buf139 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m4_ptr=m4, m4_s0=m4.stride(0), m4_s1=m4.stride(1), m4_s2=m4.stride(2), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m16_s2=m16.stride(2), m23_ptr=m23, m23_s0=m23.stride(0), m23_s1=m23.stride(1), m23_s2=m23.stride(2), m29_ptr=m29, m29_s0=m29.stride(0), m29_s1=m29.stride(1), m29_s2=m29.stride(2), m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m2_s3=m2.stride(3), m38_ptr=m38, m38_s0=m38.stride(0), m38_s1=m38.stride(1), m38_s2=m38.stride(2), m45_ptr=m45, m45_s0=m45.stride(0), m45_s1=m45.stride(1), m45_s2=m45.stride(2), m52_ptr=m52, m52_s0=m52.stride(0), m52_s1=m52.stride(1), m52_s2=m52.stride(2), m52_s3=m52.stride(3), buf139_ptr=buf139, buf139_s0=buf139.stride(0), buf139_s1=buf139.stride(1), buf139_s2=buf139.stride(2), buf139_s3=buf139.stride(3), E_c0=32, E_c1=64, E_n0=2, E_n1=64, E_n2=4, E_n3=16, F_n0=_pow2(2), F_n1=_pow2(64), F_n2=_pow2(4), F_n3=_pow2(16), T_c0=T['c0'], T_c1=T['c1'])
    return buf139


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
