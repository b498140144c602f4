"""ngpt [small], candidate 8: 1 kernel(s)

Rendered by EqiForge from candidate 8 of ngpt [small]: grid(h.0@0, h.1@1) loop(s_u.0[64]: sum) {loop(h.1[32]: pair(sum, sum))} loop(s_u.0[64]: sum) {loop(h.1[32]: pair(sum, sum))} [4 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid h.0@0[8]
    c1: grid h.1@1[32]
    c2: loop s_u.0[64]
    c3: loop h.1[32]

Run it on its own: `python kernels/f08.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m8_ptr, m8_s0, m8_s1, m13_ptr, m13_s0, m13_s1, m18_ptr, m18_s0, m18_s1, m25_ptr, m25_s0, m25_s1, m29_ptr, m29_s0, m29_s1, m38_ptr, m38_s0, m38_s1, buf87_ptr, buf87_s0, buf87_s1, E_c0, E_c1, E_c2, E_c3, E_n0, DOT_16: tl.constexpr, DOT_21: tl.constexpr, DOT_41: tl.constexpr, DOT_47: tl.constexpr, DOT_50: tl.constexpr, DOT_64: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf87: Combine over grid h.0@0[8], grid h.1@1[32]
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
    t3 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t4 = (t3) * (t3)
    t5 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t4, 0.0), axis=1, keep_dims=True)
    t6 = tl.sqrt(t5)
    t7 = (t2) / (t6)
    t10 = tl.load(m8_ptr + offs_c1[None, :] * m8_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t11 = tl.abs(t10)
    acc43 = tl.full([T_c0, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        acc23 = tl.full([T_c0, T_c2], 0.0, tl.float32)
        acc24 = tl.full([T_c0, T_c2], 0.0, tl.float32)
        for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
            offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

            t12 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c3[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
            t15 = tl.load(m13_ptr + offs_c3[:, None] * m13_s0 + offs_c2[None, :] * m13_s1, mask=(offs_c3 < E_c3)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
            if DOT_16:
                t17 = tl.dot(tl.where((offs_c3 < E_c3)[None, :], t12, 0.0), tl.where((offs_c3 < E_c3)[:, None], t15, 0.0), input_precision="ieee")
            else:
                t17 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :], t12, 0.0), 2) * tl.expand_dims(tl.where((offs_c3 < E_c3)[:, None], t15, 0.0), 0), axis=1)
            t20 = tl.load(m18_ptr + offs_c3[:, None] * m18_s0 + offs_c2[None, :] * m18_s1, mask=(offs_c3 < E_c3)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
            if DOT_21:
                t22 = tl.dot(tl.where((offs_c3 < E_c3)[None, :], t12, 0.0), tl.where((offs_c3 < E_c3)[:, None], t20, 0.0), input_precision="ieee")
            else:
                t22 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :], t12, 0.0), 2) * tl.expand_dims(tl.where((offs_c3 < E_c3)[:, None], t20, 0.0), 0), axis=1)
            acc23 = acc23 + t17
            acc24 = acc24 + t22
        t27 = tl.load(m25_ptr + offs_c2[None, :] * m25_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t28 = (acc23) * (t27)
        t31 = tl.load(m29_ptr + offs_c2[None, :] * m29_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t32 = (acc24) * (t31)
        t33 = (t31) * (5.656854249492381)
        t34 = (acc24) * (t33)
        t35 = 1.0 / (1.0 + tl.exp(-(t34)))
        t36 = (t32) * (t35)
        t37 = (t28) * (t36)
        t40 = tl.load(m38_ptr + offs_c2[:, None] * m38_s0 + offs_c1[None, :] * m38_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        if DOT_41:
            t42 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t37, 0.0), tl.where((offs_c2 < E_c2)[:, None], t40, 0.0), input_precision="ieee")
        else:
            t42 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t37, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t40, 0.0), 0), axis=1)
        acc43 = acc43 + t42
    t44 = (acc43) * (32.00000000000001)
    acc66 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        acc52 = tl.full([T_c0, T_c2], 0.0, tl.float32)
        acc53 = tl.full([T_c0, T_c2], 0.0, tl.float32)
        for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
            offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

            t45 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c3[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
            t46 = tl.load(m13_ptr + offs_c3[:, None] * m13_s0 + offs_c2[None, :] * m13_s1, mask=(offs_c3 < E_c3)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
            if DOT_47:
                t48 = tl.dot(tl.where((offs_c3 < E_c3)[None, :], t45, 0.0), tl.where((offs_c3 < E_c3)[:, None], t46, 0.0), input_precision="ieee")
            else:
                t48 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :], t45, 0.0), 2) * tl.expand_dims(tl.where((offs_c3 < E_c3)[:, None], t46, 0.0), 0), axis=1)
            t49 = tl.load(m18_ptr + offs_c3[:, None] * m18_s0 + offs_c2[None, :] * m18_s1, mask=(offs_c3 < E_c3)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
            if DOT_50:
                t51 = tl.dot(tl.where((offs_c3 < E_c3)[None, :], t45, 0.0), tl.where((offs_c3 < E_c3)[:, None], t49, 0.0), input_precision="ieee")
            else:
                t51 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :], t45, 0.0), 2) * tl.expand_dims(tl.where((offs_c3 < E_c3)[:, None], t49, 0.0), 0), axis=1)
            acc52 = acc52 + t48
            acc53 = acc53 + t51
        t54 = tl.load(m25_ptr + offs_c2[None, :] * m25_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t55 = (acc52) * (t54)
        t56 = tl.load(m29_ptr + offs_c2[None, :] * m29_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t57 = (acc53) * (t56)
        t58 = (t56) * (5.656854249492381)
        t59 = (acc53) * (t58)
        t60 = 1.0 / (1.0 + tl.exp(-(t59)))
        t61 = (t57) * (t60)
        t62 = (t55) * (t61)
        t63 = tl.load(m38_ptr + offs_c2[:, None] * m38_s0 + offs_n0[None, :] * m38_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
        if DOT_64:
            t65 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t62, 0.0), tl.where((offs_c2 < E_c2)[:, None], t63, 0.0), input_precision="ieee")
        else:
            t65 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t62, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t63, 0.0), 0), axis=1)
        acc66 = acc66 + t65
    t67 = (acc66) * (acc66)
    t68 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t67, 0.0), axis=1, keep_dims=True)
    t69 = (t68) * (1024.0000000000005)
    t70 = tl.sqrt(t69)
    t71 = (t44) / (t70)
    t72 = t71 - (t7)
    t73 = (t11) * (t72)
    t74 = t7 + t73
    t75 = tl.load(m8_ptr + offs_n0[None, :] * m8_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t76 = tl.abs(t75)
    t77 = (acc66) * (32.00000000000001)
    t78 = (t77) / (t70)
    t79 = (t3) / (t6)
    t80 = t78 - (t79)
    t81 = (t76) * (t80)
    t82 = t81 + t79
    t83 = (t82) * (t82)
    t84 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t83, 0.0), axis=1, keep_dims=True)
    t85 = tl.sqrt(t84)
    t86 = (t74) / (t85)
    tl.store(buf87_ptr + offs_c0[:, None] * buf87_s0 + offs_c1[None, :] * buf87_s1, t86, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    m14 = inputs['w_u']
    m13 = m14.permute([1, 0])
    m19 = inputs['w_v']
    m18 = m19.permute([1, 0])
    m26 = inputs['s_u']
    m25 = m26.reshape([1, 64])
    m30 = inputs['s_v']
    m29 = m30.reshape([1, 64])
    m39 = inputs['w_o']
    m38 = m39.permute([1, 0])
    buf87 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m18_ptr=m18, m18_s0=m18.stride(0), m18_s1=m18.stride(1), m25_ptr=m25, m25_s0=m25.stride(0), m25_s1=m25.stride(1), m29_ptr=m29, m29_s0=m29.stride(0), m29_s1=m29.stride(1), m38_ptr=m38, m38_s0=m38.stride(0), m38_s1=m38.stride(1), buf87_ptr=buf87, buf87_s0=buf87.stride(0), buf87_s1=buf87.stride(1), E_c0=8, E_c1=32, E_c2=64, E_c3=32, E_n0=32, DOT_16=(T['c0']) >= 16 and (T['c3']) >= 16 and (T['c2']) >= 16, DOT_21=(T['c0']) >= 16 and (T['c3']) >= 16 and (T['c2']) >= 16, DOT_41=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, DOT_47=(T['c0']) >= 16 and (T['c3']) >= 16 and (T['c2']) >= 16, DOT_50=(T['c0']) >= 16 and (T['c3']) >= 16 and (T['c2']) >= 16, DOT_64=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    return buf87


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
