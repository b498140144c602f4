"""mhc [small], candidate 1: 1 kernel(s)

Rendered by EqiForge from candidate 1 of mhc [small]: grid(x.1@1) [6 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.1@1[32]

Run it on its own: `python kernels/f01.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/mhc.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m9_ptr, m9_s0, m9_s1, m9_s2, m14_ptr, m14_s0, m14_s1, m14_s2, m21_ptr, m21_s0, m21_s1, m21_s2, m26_ptr, m26_s0, m26_s1, m26_s2, m2_ptr, m2_s0, m2_s1, m2_s2, m2_s3, m35_ptr, m35_s0, m35_s1, m35_s2, m42_ptr, m42_s0, m42_s1, m42_s2, m48_ptr, m48_s0, m48_s1, m48_s2, m48_s3, buf135_ptr, buf135_s0, buf135_s1, buf135_s2, buf135_s3, E_c0, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr):
    # writes buf135: Combine over grid x.1@1[32]
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
    t4 = (t3) * (t3)
    t5 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, :], t4, 0.0), axis=2, keep_dims=True)
    t6 = t5 + 6.4e-05
    t7 = tl.rsqrt(t6)
    t8 = (t3) * (t7)
    t11 = tl.load(m9_ptr + offs_n1[None, :, None] * m9_s1 + offs_n2[None, None, :] * m9_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t12 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t8, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t11, 0.0), 1), axis=2)
    t13 = (t12) * (0.8)
    t16 = tl.load(m14_ptr + offs_n2[None, None, :] * m14_s2, mask=(offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t17 = t13 + t16
    t18 = tl.reshape(t17, [F_n0, T_c0, F_n2, 1])
    t19 = 1.0 / (1.0 + tl.exp(-(t18)))
    t20 = (t19) * (2.0)
    t23 = tl.load(m21_ptr + offs_n1[None, :, None] * m21_s1 + offs_n2[None, None, :] * m21_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t24 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t8, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t23, 0.0), 1), axis=2)
    t25 = (t24) * (0.8)
    t28 = tl.load(m26_ptr + offs_n2[None, None, :] * m26_s2, mask=(offs_n2 < E_n2)[None, None, :], other=0).to(tl.float32)
    t29 = t25 + t28
    t30 = tl.reshape(t29, [F_n0, T_c0, 1, F_n2])
    t31 = 1.0 / (1.0 + tl.exp(-(t30)))
    t32 = tl.load(m2_ptr + offs_n0[:, None, None, None] * m2_s0 + offs_c0[None, :, None, None] * m2_s1 + offs_n2[None, None, :, None] * m2_s2 + offs_n3[None, None, None, :] * m2_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t33 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t31, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t32, 0.0), 2), axis=3)
    t34 = tl.reshape(t33, [F_n0, T_c0, F_n3])
    t38 = tl.load(m35_ptr + offs_n3[None, :, None] * m35_s1 + offs_n3[None, None, :] * m35_s2, mask=(offs_n3 < E_n3)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t39 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :], t34, 0.0), 3) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, :, None], t38, 0.0), 1), axis=2)
    t40 = tl.reshape(t39, [F_n0, T_c0, 1, F_n3])
    t41 = (t20) * (t40)
    t44 = tl.load(m42_ptr + offs_n1[None, :, None] * m42_s1 + offs_n3[None, None, :] * m42_s2, mask=(offs_n1 < E_n1)[None, :, None] & (offs_n3 < E_n3)[None, None, :], other=0).to(tl.float32)
    t45 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :], t8, 0.0), 3) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :, None], t44, 0.0), 1), axis=2)
    t46 = tl.reshape(t45, [F_n0, T_c0, F_n2, F_n2])
    t47 = (t46) * (0.8)
    t50 = tl.load(m48_ptr + offs_n2[None, None, :, None] * m48_s2 + offs_n2[None, None, None, :] * m48_s3, mask=(offs_n2 < E_n2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t51 = t47 + t50
    t52 = tl.exp(t51)
    t53 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t52, 0.0), axis=3, keep_dims=True)
    t54 = (t52) / (t53)
    t55 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, :, None], t54, 0.0), axis=2, keep_dims=True)
    t56 = (t54) / (t55)
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
    t133 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t132, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t32, 0.0), 2), axis=3)
    t134 = t41 + t133
    tl.store(buf135_ptr + offs_n0[:, None, None, None] * buf135_s0 + offs_c0[None, :, None, None] * buf135_s1 + offs_n2[None, None, :, None] * buf135_s2 + offs_n3[None, None, None, :] * buf135_s3, t134, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


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
    m10 = inputs['phi_post']
    m9 = m10.reshape([1, 64, 4])
    m15 = inputs['b_post']
    m14 = m15.reshape([1, 1, 4])
    m22 = inputs['phi_pre']
    m21 = m22.reshape([1, 64, 4])
    m27 = inputs['b_pre']
    m26 = m27.reshape([1, 1, 4])
    m37 = inputs['w_layer']
    m36 = m37.permute([1, 0])
    m35 = m36.reshape([1, 16, 16])
    m43 = inputs['phi_res']
    m42 = m43.reshape([1, 64, 16])
    m49 = inputs['b_res']
    m48 = m49.reshape([1, 1, 4, 4])
    buf135 = torch.full([2, 32, 4, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m21_ptr=m21, m21_s0=m21.stride(0), m21_s1=m21.stride(1), m21_s2=m21.stride(2), m26_ptr=m26, m26_s0=m26.stride(0), m26_s1=m26.stride(1), m26_s2=m26.stride(2), m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m2_s3=m2.stride(3), m35_ptr=m35, m35_s0=m35.stride(0), m35_s1=m35.stride(1), m35_s2=m35.stride(2), m42_ptr=m42, m42_s0=m42.stride(0), m42_s1=m42.stride(1), m42_s2=m42.stride(2), m48_ptr=m48, m48_s0=m48.stride(0), m48_s1=m48.stride(1), m48_s2=m48.stride(2), m48_s3=m48.stride(3), buf135_ptr=buf135, buf135_s0=buf135.stride(0), buf135_s1=buf135.stride(1), buf135_s2=buf135.stride(2), buf135_s3=buf135.stride(3), E_c0=32, E_n0=2, E_n1=64, E_n2=4, E_n3=16, F_n0=_pow2(2), F_n1=_pow2(64), F_n2=_pow2(4), F_n3=_pow2(16), T_c0=T['c0'])
    return buf135


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
