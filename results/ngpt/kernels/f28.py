"""ngpt [small], candidate 28: 2 kernel(s)

Rendered by EqiForge from candidate 28 of ngpt [small]: grid() loop(h.1[32]: pair(sum, sum)) ; grid(h.0@0) loop(s_u.0[64]: sum) {loop(h.1[32]: sum)} loop(s_u.0[64]: pair(sum, sum)) {loop(h.1[32]: sum)} [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid h.0@0[8]
    c1: loop s_u.0[64]
    c2: loop h.1[32]

Run it on its own: `python kernels/f28.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m5_ptr, m5_s0, m5_s1, m7_ptr, m7_s0, m7_s1, m12_ptr, m12_s0, m12_s1, buf19_ptr, buf19_s0, buf19_s1, buf20_ptr, buf20_s0, buf20_s1, E_c2, E_n1, E_n2, DOT_10: tl.constexpr, DOT_15: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr):
    # writes buf19, buf20: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    acc17 = tl.full([F_n1, F_n2], 0.0, tl.float32)
    acc18 = tl.full([F_n1, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t6 = tl.load(m5_ptr + offs_n1[:, None] * m5_s0 + offs_c2[None, :] * m5_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t9 = tl.load(m7_ptr + offs_c2[:, None] * m7_s0 + offs_n2[None, :] * m7_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
        if DOT_10:
            t11 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t6, 0.0), tl.where((offs_c2 < E_c2)[:, None], t9, 0.0), input_precision="ieee")
        else:
            t11 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t6, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t9, 0.0), 0), axis=1)
        t14 = tl.load(m12_ptr + offs_c2[:, None] * m12_s0 + offs_n2[None, :] * m12_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
        if DOT_15:
            t16 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t6, 0.0), tl.where((offs_c2 < E_c2)[:, None], t14, 0.0), input_precision="ieee")
        else:
            t16 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t6, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t14, 0.0), 0), axis=1)
        acc17 = acc17 + t11
        acc18 = acc18 + t16
    tl.store(buf19_ptr + offs_n1[:, None] * buf19_s0 + offs_n2[None, :] * buf19_s1, acc17, mask=(offs_n1 < E_n1)[:, None] & (offs_n2 < E_n2)[None, :])
    tl.store(buf20_ptr + offs_n1[:, None] * buf20_s0 + offs_n2[None, :] * buf20_s1, acc18, mask=(offs_n1 < E_n1)[:, None] & (offs_n2 < E_n2)[None, :])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, buf20_ptr, buf20_s0, buf20_s1, m22_ptr, m22_s0, m22_s1, m5_ptr, m5_s0, m5_s1, m7_ptr, m7_s0, m7_s1, m31_ptr, m31_s0, m31_s1, m40_ptr, m40_s0, m40_s1, buf92_ptr, buf92_s0, buf92_s1, E_c0, E_c1, E_c2, E_n0, DOT_28: tl.constexpr, DOT_43: tl.constexpr, DOT_49: tl.constexpr, DOT_63: tl.constexpr, DOT_71: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf92: Combine over grid h.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t3 = tl.load(m1_ptr + offs_n0[None, :] * m1_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t4 = tl.abs(t3)
    acc45 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t21 = tl.load(buf20_ptr + offs_c0[:, None] * buf20_s0 + offs_c1[None, :] * buf20_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t24 = tl.load(m22_ptr + offs_c1[None, :] * m22_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t25 = (t21) * (t24)
        acc30 = tl.full([T_c0, T_c1], 0.0, tl.float32)
        for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
            offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

            t26 = tl.load(m5_ptr + offs_c0[:, None] * m5_s0 + offs_c2[None, :] * m5_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
            t27 = tl.load(m7_ptr + offs_c2[:, None] * m7_s0 + offs_c1[None, :] * m7_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
            if DOT_28:
                t29 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t26, 0.0), tl.where((offs_c2 < E_c2)[:, None], t27, 0.0), input_precision="ieee")
            else:
                t29 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t26, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t27, 0.0), 0), axis=1)
            acc30 = acc30 + t29
        t33 = tl.load(m31_ptr + offs_c1[None, :] * m31_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t34 = (acc30) * (t33)
        t35 = (t33) * (5.656854249492381)
        t36 = (acc30) * (t35)
        t37 = 1.0 / (1.0 + tl.exp(-(t36)))
        t38 = (t34) * (t37)
        t39 = (t25) * (t38)
        t42 = tl.load(m40_ptr + offs_c1[:, None] * m40_s0 + offs_n0[None, :] * m40_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
        if DOT_43:
            t44 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t39, 0.0), tl.where((offs_c1 < E_c1)[:, None], t42, 0.0), input_precision="ieee")
        else:
            t44 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t39, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t42, 0.0), 0), axis=1)
        acc45 = acc45 + t44
    t46 = (acc45) * (32.00000000000001)
    acc73 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    acc74 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        acc51 = tl.full([T_c0, T_c1], 0.0, tl.float32)
        for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
            offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

            t47 = tl.load(m5_ptr + offs_c0[:, None] * m5_s0 + offs_c2[None, :] * m5_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
            t48 = tl.load(m7_ptr + offs_c2[:, None] * m7_s0 + offs_c1[None, :] * m7_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
            if DOT_49:
                t50 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t47, 0.0), tl.where((offs_c2 < E_c2)[:, None], t48, 0.0), input_precision="ieee")
            else:
                t50 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t47, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t48, 0.0), 0), axis=1)
            acc51 = acc51 + t50
        t52 = tl.load(m31_ptr + offs_c1[None, :] * m31_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t53 = (acc51) * (t52)
        t54 = (t53) * (2.8284271247461903)
        t55 = 2.0 / (1.0 + tl.exp(-2.0 * (t54))) - 1.0
        t56 = t55 + 1.0
        t57 = (t56) * (t53)
        t58 = tl.load(buf20_ptr + offs_c0[:, None] * buf20_s0 + offs_c1[None, :] * buf20_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t59 = tl.load(m22_ptr + offs_c1[None, :] * m22_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t60 = (t58) * (t59)
        t61 = (t57) * (t60)
        t62 = tl.load(m40_ptr + offs_c1[:, None] * m40_s0 + offs_n0[None, :] * m40_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
        if DOT_63:
            t64 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t61, 0.0), tl.where((offs_c1 < E_c1)[:, None], t62, 0.0), input_precision="ieee")
        else:
            t64 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t61, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t62, 0.0), 0), axis=1)
        t65 = (t64) * (5.656854249492381)
        t66 = (t52) * (5.656854249492381)
        t67 = (acc51) * (t66)
        t68 = 1.0 / (1.0 + tl.exp(-(t67)))
        t69 = (t53) * (t68)
        t70 = (t60) * (t69)
        if DOT_71:
            t72 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t70, 0.0), tl.where((offs_c1 < E_c1)[:, None], t62, 0.0), input_precision="ieee")
        else:
            t72 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t70, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t62, 0.0), 0), axis=1)
        acc73 = acc73 + t65
        acc74 = acc74 + t72
    t75 = (acc73) * (acc73)
    t76 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t75, 0.0), axis=1, keep_dims=True)
    t77 = (t76) * (8.000000000000002)
    t78 = tl.sqrt(t77)
    t79 = (t46) / (t78)
    t80 = tl.load(m5_ptr + offs_c0[:, None] * m5_s0 + offs_n0[None, :] * m5_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t81 = (t80) * (t80)
    t82 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t81, 0.0), axis=1, keep_dims=True)
    t83 = tl.sqrt(t82)
    t84 = (t80) / (t83)
    t85 = t79 - (t84)
    t86 = (t4) * (t85)
    t87 = t86 + t84
    t88 = (t87) * (t87)
    t89 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t88, 0.0), axis=1, keep_dims=True)
    t90 = tl.sqrt(t89)
    t91 = (t87) / (t90)
    tl.store(buf92_ptr + offs_c0[:, None] * buf92_s0 + offs_n0[None, :] * buf92_s1, t91, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


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
    m13 = inputs['w_u']
    m12 = m13.permute([1, 0])
    buf19 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    buf20 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(1,)](m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), buf19_ptr=buf19, buf19_s0=buf19.stride(0), buf19_s1=buf19.stride(1), buf20_ptr=buf20, buf20_s0=buf20.stride(0), buf20_s1=buf20.stride(1), E_c2=32, E_n1=8, E_n2=64, DOT_10=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_15=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, F_n1=_pow2(8), F_n2=_pow2(64), T_c2=T['c2'])
    m23 = inputs['s_u']
    m22 = m23.reshape([1, 64])
    m32 = inputs['s_v']
    m31 = m32.reshape([1, 64])
    m41 = inputs['w_o']
    m40 = m41.permute([1, 0])
    buf92 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf20_ptr=buf20, buf20_s0=buf20.stride(0), buf20_s1=buf20.stride(1), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m31_ptr=m31, m31_s0=m31.stride(0), m31_s1=m31.stride(1), m40_ptr=m40, m40_s0=m40.stride(0), m40_s1=m40.stride(1), buf92_ptr=buf92, buf92_s0=buf92.stride(0), buf92_s1=buf92.stride(1), E_c0=8, E_c1=64, E_c2=32, E_n0=32, DOT_28=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, DOT_43=(T['c0']) >= 16 and (T['c1']) >= 16 and (_pow2(32)) >= 16, DOT_49=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, DOT_63=(T['c0']) >= 16 and (T['c1']) >= 16 and (_pow2(32)) >= 16, DOT_71=(T['c0']) >= 16 and (T['c1']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf92


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
