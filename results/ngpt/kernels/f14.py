"""ngpt [small], candidate 14: 1 kernel(s)

Rendered by EqiForge from candidate 14 of ngpt [small]: grid(h.0@0, h.1@1) loop(h.1[32]: sum) loop(s_u.0[64]: sum) {loop(h.1[32]: sum) loop(h.1[32]: sum)} loop(s_u.0[64]: sum) {loop(h.1[32]: sum) loop(h.1[32]: sum)} [4 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid h.0@0[8]
    c1: grid h.1@1[32]
    c2: loop h.1[32]
    c3: loop s_u.0[64]

Run it on its own: `python kernels/f14.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/ngpt.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 16, "c2": 16, "c3": 32}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 8, "c1": 32, "c2": 32, "c3": 64}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m9_ptr, m9_s0, m9_s1, m14_ptr, m14_s0, m14_s1, m20_ptr, m20_s0, m20_s1, m25_ptr, m25_s0, m25_s1, m31_ptr, m31_s0, m31_s1, m40_ptr, m40_s0, m40_s1, buf91_ptr, buf91_s0, buf91_s1, E_c0, E_c1, E_c2, E_c3, E_n0, DOT_17: tl.constexpr, DOT_28: tl.constexpr, DOT_43: tl.constexpr, DOT_49: tl.constexpr, DOT_56: tl.constexpr, DOT_67: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf91: Combine over grid h.0@0[8], grid h.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    acc6 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t3 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t4 = (t3) * (t3)
        t5 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t4, 0.0), axis=1, keep_dims=True)
        acc6 = acc6 + t5
    t7 = tl.sqrt(acc6)
    t8 = (t2) / (t7)
    t11 = tl.load(m9_ptr + offs_c1[None, :] * m9_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t12 = tl.abs(t11)
    acc45 = tl.full([T_c0, T_c1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        acc19 = tl.full([T_c0, T_c3], 0.0, tl.float32)
        for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
            offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

            t13 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
            t16 = tl.load(m14_ptr + offs_c2[:, None] * m14_s0 + offs_c3[None, :] * m14_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
            if DOT_17:
                t18 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t13, 0.0), tl.where((offs_c2 < E_c2)[:, None], t16, 0.0), input_precision="ieee")
            else:
                t18 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t13, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t16, 0.0), 0), axis=1)
            acc19 = acc19 + t18
        t22 = tl.load(m20_ptr + offs_c3[None, :] * m20_s1, mask=(offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
        t23 = (acc19) * (t22)
        acc30 = tl.full([T_c0, T_c3], 0.0, tl.float32)
        for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
            offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

            t24 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
            t27 = tl.load(m25_ptr + offs_c2[:, None] * m25_s0 + offs_c3[None, :] * m25_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
            if DOT_28:
                t29 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t24, 0.0), tl.where((offs_c2 < E_c2)[:, None], t27, 0.0), input_precision="ieee")
            else:
                t29 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t24, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t27, 0.0), 0), axis=1)
            acc30 = acc30 + t29
        t33 = tl.load(m31_ptr + offs_c3[None, :] * m31_s1, mask=(offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
        t34 = (acc30) * (t33)
        t35 = (t33) * (5.656854249492381)
        t36 = (acc30) * (t35)
        t37 = 1.0 / (1.0 + tl.exp(-(t36)))
        t38 = (t34) * (t37)
        t39 = (t23) * (t38)
        t42 = tl.load(m40_ptr + offs_c3[:, None] * m40_s0 + offs_c1[None, :] * m40_s1, mask=(offs_c3 < E_c3)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        if DOT_43:
            t44 = tl.dot(tl.where((offs_c3 < E_c3)[None, :], t39, 0.0), tl.where((offs_c3 < E_c3)[:, None], t42, 0.0), input_precision="ieee")
        else:
            t44 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :], t39, 0.0), 2) * tl.expand_dims(tl.where((offs_c3 < E_c3)[:, None], t42, 0.0), 0), axis=1)
        acc45 = acc45 + t44
    t46 = (acc45) * (32.00000000000001)
    acc69 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        acc51 = tl.full([T_c0, T_c3], 0.0, tl.float32)
        for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
            offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

            t47 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
            t48 = tl.load(m14_ptr + offs_c2[:, None] * m14_s0 + offs_c3[None, :] * m14_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
            if DOT_49:
                t50 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t47, 0.0), tl.where((offs_c2 < E_c2)[:, None], t48, 0.0), input_precision="ieee")
            else:
                t50 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t47, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t48, 0.0), 0), axis=1)
            acc51 = acc51 + t50
        t52 = tl.load(m20_ptr + offs_c3[None, :] * m20_s1, mask=(offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
        t53 = (acc51) * (t52)
        acc58 = tl.full([T_c0, T_c3], 0.0, tl.float32)
        for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
            offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

            t54 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
            t55 = tl.load(m25_ptr + offs_c2[:, None] * m25_s0 + offs_c3[None, :] * m25_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
            if DOT_56:
                t57 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t54, 0.0), tl.where((offs_c2 < E_c2)[:, None], t55, 0.0), input_precision="ieee")
            else:
                t57 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t54, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t55, 0.0), 0), axis=1)
            acc58 = acc58 + t57
        t59 = tl.load(m31_ptr + offs_c3[None, :] * m31_s1, mask=(offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
        t60 = (acc58) * (t59)
        t61 = (t59) * (5.656854249492381)
        t62 = (acc58) * (t61)
        t63 = 1.0 / (1.0 + tl.exp(-(t62)))
        t64 = (t60) * (t63)
        t65 = (t53) * (t64)
        t66 = tl.load(m40_ptr + offs_c3[:, None] * m40_s0 + offs_n0[None, :] * m40_s1, mask=(offs_c3 < E_c3)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
        if DOT_67:
            t68 = tl.dot(tl.where((offs_c3 < E_c3)[None, :], t65, 0.0), tl.where((offs_c3 < E_c3)[:, None], t66, 0.0), input_precision="ieee")
        else:
            t68 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :], t65, 0.0), 2) * tl.expand_dims(tl.where((offs_c3 < E_c3)[:, None], t66, 0.0), 0), axis=1)
        acc69 = acc69 + t68
    t70 = (acc69) * (acc69)
    t71 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t70, 0.0), axis=1, keep_dims=True)
    t72 = (t71) * (1024.0000000000005)
    t73 = tl.sqrt(t72)
    t74 = (t46) / (t73)
    t75 = t74 - (t8)
    t76 = (t12) * (t75)
    t77 = t8 + t76
    t78 = tl.load(m9_ptr + offs_n0[None, :] * m9_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t79 = tl.abs(t78)
    t80 = (acc69) * (32.00000000000001)
    t81 = (t80) / (t73)
    t82 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t83 = (t82) / (t7)
    t84 = t81 - (t83)
    t85 = (t79) * (t84)
    t86 = t85 + t83
    t87 = (t86) * (t86)
    t88 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t87, 0.0), axis=1, keep_dims=True)
    t89 = tl.sqrt(t88)
    t90 = (t77) / (t89)
    tl.store(buf91_ptr + offs_c0[:, None] * buf91_s0 + offs_c1[None, :] * buf91_s1, t90, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    m10 = inputs['alpha']
    m9 = m10.reshape([1, 32])
    m15 = inputs['w_u']
    m14 = m15.permute([1, 0])
    m21 = inputs['s_u']
    m20 = m21.reshape([1, 64])
    m26 = inputs['w_v']
    m25 = m26.permute([1, 0])
    m32 = inputs['s_v']
    m31 = m32.reshape([1, 64])
    m41 = inputs['w_o']
    m40 = m41.permute([1, 0])
    buf91 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m20_ptr=m20, m20_s0=m20.stride(0), m20_s1=m20.stride(1), m25_ptr=m25, m25_s0=m25.stride(0), m25_s1=m25.stride(1), m31_ptr=m31, m31_s0=m31.stride(0), m31_s1=m31.stride(1), m40_ptr=m40, m40_s0=m40.stride(0), m40_s1=m40.stride(1), buf91_ptr=buf91, buf91_s0=buf91.stride(0), buf91_s1=buf91.stride(1), E_c0=8, E_c1=32, E_c2=32, E_c3=64, E_n0=32, DOT_17=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c3']) >= 16, DOT_28=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c3']) >= 16, DOT_43=(T['c0']) >= 16 and (T['c3']) >= 16 and (T['c1']) >= 16, DOT_49=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c3']) >= 16, DOT_56=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c3']) >= 16, DOT_67=(T['c0']) >= 16 and (T['c3']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    return buf91


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
