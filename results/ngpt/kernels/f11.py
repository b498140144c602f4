"""ngpt [small], candidate 11: 1 kernel(s)

Rendered by EqiForge from candidate 11 of ngpt [small]: grid(h.0@0, h.1@1) loop(s_u.0[64]: pair(sum, sum)) loop(h.1[32]: sum) [9 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid h.0@0[8]
    c1: grid h.1@1[32]
    c2: loop s_u.0[64]
    c3: loop h.1[32]

Run it on its own: `python kernels/f11.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m8_ptr, m8_s0, m8_s1, m12_ptr, m12_s0, m12_s1, m17_ptr, m17_s0, m17_s1, m21_ptr, m21_s0, m21_s1, m26_ptr, m26_s0, m26_s1, m35_ptr, m35_s0, m35_s1, buf97_ptr, buf97_s0, buf97_s1, E_c0, E_c1, E_c2, E_c3, E_n0, E_n1, DOT_15: tl.constexpr, DOT_24: tl.constexpr, DOT_38: tl.constexpr, DOT_44: tl.constexpr, DOT_53: tl.constexpr, DOT_59: tl.constexpr, DOT_72: tl.constexpr, DOT_79: tl.constexpr, DOT_85: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf97: Combine over grid h.0@0[8], grid h.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t3 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t4 = (t3) * (t3)
    t5 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t4, 0.0), axis=1, keep_dims=True)
    t6 = tl.sqrt(t5)
    t7 = (t2) / (t6)
    t10 = tl.load(m8_ptr + offs_c1[None, :] * m8_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t11 = tl.abs(t10)
    acc41 = tl.full([T_c0, T_c1], 0.0, tl.float32)
    acc42 = tl.full([T_c0, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t14 = tl.load(m12_ptr + offs_n0[:, None] * m12_s0 + offs_c2[None, :] * m12_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        if DOT_15:
            t16 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t3, 0.0), tl.where((offs_n0 < E_n0)[:, None], t14, 0.0), input_precision="ieee")
        else:
            t16 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t3, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t14, 0.0), 0), axis=1)
        t19 = tl.load(m17_ptr + offs_c2[None, :] * m17_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t20 = (t16) * (t19)
        t23 = tl.load(m21_ptr + offs_n0[:, None] * m21_s0 + offs_c2[None, :] * m21_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        if DOT_24:
            t25 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t3, 0.0), tl.where((offs_n0 < E_n0)[:, None], t23, 0.0), input_precision="ieee")
        else:
            t25 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t3, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t23, 0.0), 0), axis=1)
        t28 = tl.load(m26_ptr + offs_c2[None, :] * m26_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t29 = (t25) * (t28)
        t30 = (t28) * (5.656854249492381)
        t31 = (t25) * (t30)
        t32 = 1.0 / (1.0 + tl.exp(-(t31)))
        t33 = (t29) * (t32)
        t34 = (t20) * (t33)
        t37 = tl.load(m35_ptr + offs_c2[:, None] * m35_s0 + offs_c1[None, :] * m35_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        if DOT_38:
            t39 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t34, 0.0), tl.where((offs_c2 < E_c2)[:, None], t37, 0.0), input_precision="ieee")
        else:
            t39 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t34, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t37, 0.0), 0), axis=1)
        t40 = (t39) * (32.00000000000001)
        acc41 = acc41 + t40
        acc42 = acc42 + t39
    t43 = tl.load(m21_ptr + offs_n0[:, None] * m21_s0 + offs_n1[None, :] * m21_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_44:
        t45 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t3, 0.0), tl.where((offs_n0 < E_n0)[:, None], t43, 0.0), input_precision="ieee")
    else:
        t45 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t3, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t43, 0.0), 0), axis=1)
    t46 = tl.load(m26_ptr + offs_n1[None, :] * m26_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t47 = (t45) * (t46)
    t48 = (t46) * (5.656854249492381)
    t49 = (t45) * (t48)
    t50 = 1.0 / (1.0 + tl.exp(-(t49)))
    t51 = (t47) * (t50)
    t52 = tl.load(m12_ptr + offs_n0[:, None] * m12_s0 + offs_n1[None, :] * m12_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_53:
        t54 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t3, 0.0), tl.where((offs_n0 < E_n0)[:, None], t52, 0.0), input_precision="ieee")
    else:
        t54 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t3, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t52, 0.0), 0), axis=1)
    t55 = tl.load(m17_ptr + offs_n1[None, :] * m17_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t56 = (t54) * (t55)
    t57 = (t51) * (t56)
    acc63 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t58 = tl.load(m35_ptr + offs_n1[:, None] * m35_s0 + offs_c3[None, :] * m35_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
        if DOT_59:
            t60 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t57, 0.0), tl.where((offs_n1 < E_n1)[:, None], t58, 0.0), input_precision="ieee")
        else:
            t60 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t57, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t58, 0.0), 0), axis=1)
        t61 = (t60) * (t60)
        t62 = tl.sum(tl.where((offs_c3 < E_c3)[None, :], t61, 0.0), axis=1, keep_dims=True)
        acc63 = acc63 + t62
    t64 = (acc63) * (1024.0000000000005)
    t65 = tl.sqrt(t64)
    t66 = (acc41) / (t65)
    t67 = t66 - (t7)
    t68 = (t11) * (t67)
    t69 = t7 + t68
    t70 = tl.load(m8_ptr + offs_n0[None, :] * m8_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t71 = tl.abs(t70)
    if DOT_72:
        t73 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t3, 0.0), tl.where((offs_n0 < E_n0)[:, None], t43, 0.0), input_precision="ieee")
    else:
        t73 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t3, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t43, 0.0), 0), axis=1)
    t74 = tl.load(m26_ptr + offs_n1[None, :] * m26_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t75 = (t73) * (t74)
    t76 = (t75) * (5.656854249492381)
    t77 = 1.0 / (1.0 + tl.exp(-(t76)))
    t78 = (t75) * (t77)
    if DOT_79:
        t80 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t3, 0.0), tl.where((offs_n0 < E_n0)[:, None], t52, 0.0), input_precision="ieee")
    else:
        t80 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t3, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t52, 0.0), 0), axis=1)
    t81 = tl.load(m17_ptr + offs_n1[None, :] * m17_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t82 = (t80) * (t81)
    t83 = (t78) * (t82)
    t84 = tl.load(m35_ptr + offs_n1[:, None] * m35_s0 + offs_n0[None, :] * m35_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_85:
        t86 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t83, 0.0), tl.where((offs_n1 < E_n1)[:, None], t84, 0.0), input_precision="ieee")
    else:
        t86 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t83, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t84, 0.0), 0), axis=1)
    t87 = (t86) * (32.00000000000001)
    t88 = (t87) / (t65)
    t89 = (t3) / (t6)
    t90 = t88 - (t89)
    t91 = (t71) * (t90)
    t92 = t91 + t89
    t93 = (t92) * (t92)
    t94 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t93, 0.0), axis=1, keep_dims=True)
    t95 = tl.sqrt(t94)
    t96 = (t69) / (t95)
    tl.store(buf97_ptr + offs_c0[:, None] * buf97_s0 + offs_c1[None, :] * buf97_s1, t96, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    m1 = inputs['h']
    m9 = inputs['alpha']
    m8 = m9.reshape([1, 32])
    m13 = inputs['w_u']
    m12 = m13.permute([1, 0])
    m18 = inputs['s_u']
    m17 = m18.reshape([1, 64])
    m22 = inputs['w_v']
    m21 = m22.permute([1, 0])
    m27 = inputs['s_v']
    m26 = m27.reshape([1, 64])
    m36 = inputs['w_o']
    m35 = m36.permute([1, 0])
    buf97 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), m21_ptr=m21, m21_s0=m21.stride(0), m21_s1=m21.stride(1), m26_ptr=m26, m26_s0=m26.stride(0), m26_s1=m26.stride(1), m35_ptr=m35, m35_s0=m35.stride(0), m35_s1=m35.stride(1), buf97_ptr=buf97, buf97_s0=buf97.stride(0), buf97_s1=buf97.stride(1), E_c0=8, E_c1=32, E_c2=64, E_c3=32, E_n0=32, E_n1=64, DOT_15=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c2']) >= 16, DOT_24=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c2']) >= 16, DOT_38=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, DOT_44=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_53=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_59=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c3']) >= 16, DOT_72=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_79=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_85=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    return buf97


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
