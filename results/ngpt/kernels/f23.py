"""ngpt [small], candidate 23: 1 kernel(s)

Rendered by EqiForge from candidate 23 of ngpt [small]: grid(h.0@0) loop(s_u.0[64]: pair(sum, sum)) loop(h.1[32]: sum) loop(h.1[32]: sum) {loop(s_u.0[64]: pair(sum, sum))} [10 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid h.0@0[8]
    c1: loop s_u.0[64]
    c2: loop h.1[32]

Run it on its own: `python kernels/f23.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m5_ptr, m5_s0, m5_s1, m7_ptr, m7_s0, m7_s1, m12_ptr, m12_s0, m12_s1, m16_ptr, m16_s0, m16_s1, m21_ptr, m21_s0, m21_s1, m30_ptr, m30_s0, m30_s1, buf113_ptr, buf113_s0, buf113_s1, E_c0, E_c1, E_c2, E_n0, E_n1, DOT_10: tl.constexpr, DOT_19: tl.constexpr, DOT_33: tl.constexpr, DOT_39: tl.constexpr, DOT_48: tl.constexpr, DOT_54: tl.constexpr, DOT_77: tl.constexpr, DOT_82: tl.constexpr, DOT_92: tl.constexpr, DOT_99: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf113: Combine over grid h.0@0[8]
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
    acc36 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    acc37 = tl.full([T_c0, F_n0], 0.0, tl.float32)
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
        t35 = (t34) * (32.00000000000001)
        acc36 = acc36 + t35
        acc37 = acc37 + t34
    t38 = tl.load(m16_ptr + offs_n0[:, None] * m16_s0 + offs_n1[None, :] * m16_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_39:
        t40 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t6, 0.0), tl.where((offs_n0 < E_n0)[:, None], t38, 0.0), input_precision="ieee")
    else:
        t40 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t6, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t38, 0.0), 0), axis=1)
    t41 = tl.load(m21_ptr + offs_n1[None, :] * m21_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t42 = (t40) * (t41)
    t43 = (t41) * (5.656854249492381)
    t44 = (t40) * (t43)
    t45 = 1.0 / (1.0 + tl.exp(-(t44)))
    t46 = (t42) * (t45)
    t47 = tl.load(m7_ptr + offs_n0[:, None] * m7_s0 + offs_n1[None, :] * m7_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_48:
        t49 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t6, 0.0), tl.where((offs_n0 < E_n0)[:, None], t47, 0.0), input_precision="ieee")
    else:
        t49 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t6, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t47, 0.0), 0), axis=1)
    t50 = tl.load(m12_ptr + offs_n1[None, :] * m12_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t51 = (t49) * (t50)
    t52 = (t46) * (t51)
    acc58 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t53 = tl.load(m30_ptr + offs_n1[:, None] * m30_s0 + offs_c2[None, :] * m30_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        if DOT_54:
            t55 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t52, 0.0), tl.where((offs_n1 < E_n1)[:, None], t53, 0.0), input_precision="ieee")
        else:
            t55 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t52, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t53, 0.0), 0), axis=1)
        t56 = (t55) * (t55)
        t57 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t56, 0.0), axis=1, keep_dims=True)
        acc58 = acc58 + t57
    t59 = (acc58) * (1024.0000000000005)
    t60 = tl.sqrt(t59)
    t61 = (acc36) / (t60)
    t62 = (t6) * (t6)
    t63 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t62, 0.0), axis=1, keep_dims=True)
    t64 = tl.sqrt(t63)
    t65 = (t6) / (t64)
    t66 = t61 - (t65)
    t67 = (t4) * (t66)
    t68 = t67 + t65
    t70 = (t6) * (t6)
    t71 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t70, 0.0), axis=1, keep_dims=True)
    t72 = tl.sqrt(t71)
    t97 = (t52) * (32.00000000000001)
    t98 = tl.load(m30_ptr + offs_n1[:, None] * m30_s0 + offs_n0[None, :] * m30_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_99:
        t100 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t97, 0.0), tl.where((offs_n1 < E_n1)[:, None], t98, 0.0), input_precision="ieee")
    else:
        t100 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t97, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t98, 0.0), 0), axis=1)
    t101 = (t100) * (t100)
    t102 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t101, 0.0), axis=1, keep_dims=True)
    t103 = tl.sqrt(t102)
    acc110 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t69 = tl.load(m5_ptr + offs_c0[:, None] * m5_s0 + offs_c2[None, :] * m5_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t73 = (t69) / (t72)
        t74 = tl.load(m1_ptr + offs_c2[None, :] * m1_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t75 = tl.abs(t74)
        acc95 = tl.full([T_c0, T_c2], 0.0, tl.float32)
        acc96 = tl.full([T_c0, T_c2], 0.0, tl.float32)
        for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
            offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

            t76 = tl.load(m7_ptr + offs_n0[:, None] * m7_s0 + offs_c1[None, :] * m7_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
            if DOT_77:
                t78 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t6, 0.0), tl.where((offs_n0 < E_n0)[:, None], t76, 0.0), input_precision="ieee")
            else:
                t78 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t6, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t76, 0.0), 0), axis=1)
            t79 = tl.load(m12_ptr + offs_c1[None, :] * m12_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
            t80 = (t78) * (t79)
            t81 = tl.load(m16_ptr + offs_n0[:, None] * m16_s0 + offs_c1[None, :] * m16_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
            if DOT_82:
                t83 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t6, 0.0), tl.where((offs_n0 < E_n0)[:, None], t81, 0.0), input_precision="ieee")
            else:
                t83 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t6, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t81, 0.0), 0), axis=1)
            t84 = tl.load(m21_ptr + offs_c1[None, :] * m21_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
            t85 = (t83) * (t84)
            t86 = (t84) * (5.656854249492381)
            t87 = (t83) * (t86)
            t88 = 1.0 / (1.0 + tl.exp(-(t87)))
            t89 = (t85) * (t88)
            t90 = (t80) * (t89)
            t91 = tl.load(m30_ptr + offs_c1[:, None] * m30_s0 + offs_c2[None, :] * m30_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
            if DOT_92:
                t93 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t90, 0.0), tl.where((offs_c1 < E_c1)[:, None], t91, 0.0), input_precision="ieee")
            else:
                t93 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t90, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t91, 0.0), 0), axis=1)
            t94 = (t93) * (32.00000000000001)
            acc95 = acc95 + t94
            acc96 = acc96 + t93
        t104 = (acc95) / (t103)
        t105 = t104 - (t73)
        t106 = (t75) * (t105)
        t107 = t73 + t106
        t108 = (t107) * (t107)
        t109 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t108, 0.0), axis=1, keep_dims=True)
        acc110 = acc110 + t109
    t111 = tl.sqrt(acc110)
    t112 = (t68) / (t111)
    tl.store(buf113_ptr + offs_c0[:, None] * buf113_s0 + offs_n0[None, :] * buf113_s1, t112, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


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
    buf113 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m21_ptr=m21, m21_s0=m21.stride(0), m21_s1=m21.stride(1), m30_ptr=m30, m30_s0=m30.stride(0), m30_s1=m30.stride(1), buf113_ptr=buf113, buf113_s0=buf113.stride(0), buf113_s1=buf113.stride(1), E_c0=8, E_c1=64, E_c2=32, E_n0=32, E_n1=64, DOT_10=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c1']) >= 16, DOT_19=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c1']) >= 16, DOT_33=(T['c0']) >= 16 and (T['c1']) >= 16 and (_pow2(32)) >= 16, DOT_39=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_48=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_54=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c2']) >= 16, DOT_77=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c1']) >= 16, DOT_82=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c1']) >= 16, DOT_92=(T['c0']) >= 16 and (T['c1']) >= 16 and (T['c2']) >= 16, DOT_99=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf113


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
