"""ngpt [small], candidate 25: 1 kernel(s)

Rendered by EqiForge from candidate 25 of ngpt [small]: grid(h.0@0) loop(s_u.0[64]: sum) loop(h.1[32]: sum) loop(h.1[32]: sum) {loop(s_u.0[64]: sum)} [9 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid h.0@0[8]
    c1: loop s_u.0[64]
    c2: loop h.1[32]

Run it on its own: `python kernels/f25.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m5_ptr, m5_s0, m5_s1, m7_ptr, m7_s0, m7_s1, m12_ptr, m12_s0, m12_s1, m16_ptr, m16_s0, m16_s1, m21_ptr, m21_s0, m21_s1, m30_ptr, m30_s0, m30_s1, buf111_ptr, buf111_s0, buf111_s1, E_c0, E_c1, E_c2, E_n0, E_n1, DOT_10: tl.constexpr, DOT_19: tl.constexpr, DOT_33: tl.constexpr, DOT_38: tl.constexpr, DOT_47: tl.constexpr, DOT_53: tl.constexpr, DOT_76: tl.constexpr, DOT_80: tl.constexpr, DOT_85: tl.constexpr, DOT_95: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf111: Combine over grid h.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t3 = tl.load(m1_ptr + offs_n0[None, :] * m1_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t4 = tl.abs(t3)
    t6 = tl.load(m5_ptr + offs_c0[:, None] * m5_s0 + offs_n0[None, :] * m5_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    acc35 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t9 = tl.load(m7_ptr + offs_n0[:, None] * m7_s0 + offs_c1[None, :] * m7_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        if DOT_10:
            t11 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t6, 0.0), tl.where((offs_n0 < E_n0)[:, None], t9, 0.0), input_precision="ieee")
        else:
            t11 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t6, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t9, 0.0), 0), axis=1)
        t14 = tl.load(m12_ptr + offs_c1[None, :] * m12_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t15 = (t11) * (t14)
        t18 = tl.load(m16_ptr + offs_n0[:, None] * m16_s0 + offs_c1[None, :] * m16_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        if DOT_19:
            t20 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t6, 0.0), tl.where((offs_n0 < E_n0)[:, None], t18, 0.0), input_precision="ieee")
        else:
            t20 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t6, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t18, 0.0), 0), axis=1)
        t23 = tl.load(m21_ptr + offs_c1[None, :] * m21_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t24 = (t20) * (t23)
        t25 = (t23) * (5.656854249492381)
        t26 = (t20) * (t25)
        t27 = 1.0 / (1.0 + tl.exp(-(t26)))
        t28 = (t24) * (t27)
        t29 = (t15) * (t28)
        t32 = tl.load(m30_ptr + offs_c1[:, None] * m30_s0 + offs_n0[None, :] * m30_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
        if DOT_33:
            t34 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t29, 0.0), tl.where((offs_c1 < E_c1)[:, None], t32, 0.0), input_precision="ieee")
        else:
            t34 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t29, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t32, 0.0), 0), axis=1)
        acc35 = acc35 + t34
    t36 = (acc35) * (32.00000000000001)
    t37 = tl.load(m16_ptr + offs_n0[:, None] * m16_s0 + offs_n1[None, :] * m16_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_38:
        t39 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t6, 0.0), tl.where((offs_n0 < E_n0)[:, None], t37, 0.0), input_precision="ieee")
    else:
        t39 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t6, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t37, 0.0), 0), axis=1)
    t40 = tl.load(m21_ptr + offs_n1[None, :] * m21_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t41 = (t39) * (t40)
    t42 = (t40) * (5.656854249492381)
    t43 = (t39) * (t42)
    t44 = 1.0 / (1.0 + tl.exp(-(t43)))
    t45 = (t41) * (t44)
    t46 = tl.load(m7_ptr + offs_n0[:, None] * m7_s0 + offs_n1[None, :] * m7_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_47:
        t48 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t6, 0.0), tl.where((offs_n0 < E_n0)[:, None], t46, 0.0), input_precision="ieee")
    else:
        t48 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t6, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t46, 0.0), 0), axis=1)
    t49 = tl.load(m12_ptr + offs_n1[None, :] * m12_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t50 = (t48) * (t49)
    t51 = (t45) * (t50)
    acc57 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t52 = tl.load(m30_ptr + offs_n1[:, None] * m30_s0 + offs_c2[None, :] * m30_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        if DOT_53:
            t54 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t51, 0.0), tl.where((offs_n1 < E_n1)[:, None], t52, 0.0), input_precision="ieee")
        else:
            t54 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t51, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t52, 0.0), 0), axis=1)
        t55 = (t54) * (t54)
        t56 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t55, 0.0), axis=1, keep_dims=True)
        acc57 = acc57 + t56
    t58 = (acc57) * (1024.0000000000005)
    t59 = tl.sqrt(t58)
    t60 = (t36) / (t59)
    t61 = (t6) * (t6)
    t62 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t61, 0.0), axis=1, keep_dims=True)
    t63 = tl.sqrt(t62)
    t64 = (t6) / (t63)
    t65 = t60 - (t64)
    t66 = (t4) * (t65)
    t67 = t66 + t64
    t69 = (t6) * (t6)
    t70 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t69, 0.0), axis=1, keep_dims=True)
    t71 = tl.sqrt(t70)
    acc97 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t79 = tl.load(m7_ptr + offs_n0[:, None] * m7_s0 + offs_c1[None, :] * m7_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        if DOT_80:
            t81 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t6, 0.0), tl.where((offs_n0 < E_n0)[:, None], t79, 0.0), input_precision="ieee")
        else:
            t81 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t6, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t79, 0.0), 0), axis=1)
        t82 = tl.load(m12_ptr + offs_c1[None, :] * m12_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t83 = (t81) * (t82)
        t84 = tl.load(m16_ptr + offs_n0[:, None] * m16_s0 + offs_c1[None, :] * m16_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        if DOT_85:
            t86 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t6, 0.0), tl.where((offs_n0 < E_n0)[:, None], t84, 0.0), input_precision="ieee")
        else:
            t86 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t6, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t84, 0.0), 0), axis=1)
        t87 = tl.load(m21_ptr + offs_c1[None, :] * m21_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t88 = (t86) * (t87)
        t89 = (t87) * (5.656854249492381)
        t90 = (t86) * (t89)
        t91 = 1.0 / (1.0 + tl.exp(-(t90)))
        t92 = (t88) * (t91)
        t93 = (t83) * (t92)
        t94 = tl.load(m30_ptr + offs_c1[:, None] * m30_s0 + offs_n0[None, :] * m30_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
        if DOT_95:
            t96 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t93, 0.0), tl.where((offs_c1 < E_c1)[:, None], t94, 0.0), input_precision="ieee")
        else:
            t96 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t93, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t94, 0.0), 0), axis=1)
        acc97 = acc97 + t96
    t98 = (acc97) * (acc97)
    t99 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t98, 0.0), axis=1, keep_dims=True)
    t100 = (t99) * (1024.0000000000005)
    t101 = tl.sqrt(t100)
    acc108 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t68 = tl.load(m5_ptr + offs_c0[:, None] * m5_s0 + offs_c2[None, :] * m5_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t72 = (t68) / (t71)
        t73 = tl.load(m1_ptr + offs_c2[None, :] * m1_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t74 = tl.abs(t73)
        t75 = tl.load(m30_ptr + offs_n1[:, None] * m30_s0 + offs_c2[None, :] * m30_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        if DOT_76:
            t77 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t51, 0.0), tl.where((offs_n1 < E_n1)[:, None], t75, 0.0), input_precision="ieee")
        else:
            t77 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t51, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t75, 0.0), 0), axis=1)
        t78 = (t77) * (32.00000000000001)
        t102 = (t78) / (t101)
        t103 = t102 - (t72)
        t104 = (t74) * (t103)
        t105 = t72 + t104
        t106 = (t105) * (t105)
        t107 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t106, 0.0), axis=1, keep_dims=True)
        acc108 = acc108 + t107
    t109 = tl.sqrt(acc108)
    t110 = (t67) / (t109)
    tl.store(buf111_ptr + offs_c0[:, None] * buf111_s0 + offs_n0[None, :] * buf111_s1, t110, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


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
    m8 = inputs['w_u']
    m7 = m8.permute([1, 0])
    m13 = inputs['s_u']
    m12 = m13.reshape([1, 64])
    m17 = inputs['w_v']
    m16 = m17.permute([1, 0])
    m22 = inputs['s_v']
    m21 = m22.reshape([1, 64])
    m31 = inputs['w_o']
    m30 = m31.permute([1, 0])
    buf111 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m21_ptr=m21, m21_s0=m21.stride(0), m21_s1=m21.stride(1), m30_ptr=m30, m30_s0=m30.stride(0), m30_s1=m30.stride(1), buf111_ptr=buf111, buf111_s0=buf111.stride(0), buf111_s1=buf111.stride(1), E_c0=8, E_c1=64, E_c2=32, E_n0=32, E_n1=64, DOT_10=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c1']) >= 16, DOT_19=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c1']) >= 16, DOT_33=(T['c0']) >= 16 and (T['c1']) >= 16 and (_pow2(32)) >= 16, DOT_38=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_47=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_53=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c2']) >= 16, DOT_76=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c2']) >= 16, DOT_80=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c1']) >= 16, DOT_85=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c1']) >= 16, DOT_95=(T['c0']) >= 16 and (T['c1']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf111


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
