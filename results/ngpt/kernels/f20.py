"""ngpt [small], candidate 20: 1 kernel(s)

Rendered by EqiForge from candidate 20 of ngpt [small]: grid(h.0@0, h.1@1) loop(s_u.0[64]: sum) {loop(h.1[32]: sum)} loop(s_u.0[64]: sum) {loop(h.1[32]: sum)} [4 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid h.0@0[8]
    c1: grid h.1@1[32]
    c2: loop s_u.0[64]
    c3: loop h.1[32]

Run it on its own: `python kernels/f20.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m8_ptr, m8_s0, m8_s1, m12_ptr, m12_s0, m12_s1, m17_ptr, m17_s0, m17_s1, m26_ptr, m26_s0, m26_s1, m32_ptr, m32_s0, m32_s1, m37_ptr, m37_s0, m37_s1, buf85_ptr, buf85_s0, buf85_s1, E_c0, E_c1, E_c2, E_c3, E_n0, DOT_15: tl.constexpr, DOT_29: tl.constexpr, DOT_40: tl.constexpr, DOT_46: tl.constexpr, DOT_52: tl.constexpr, DOT_62: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf85: Combine over grid h.0@0[8], grid h.1@1[32]
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
        t21 = (t20) * (2.8284271247461903)
        t22 = 2.0 / (1.0 + tl.exp(-2.0 * (t21))) - 1.0
        t23 = t22 + 1.0
        t24 = (t23) * (t20)
        acc31 = tl.full([T_c0, T_c2], 0.0, tl.float32)
        for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
            offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

            t25 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c3[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
            t28 = tl.load(m26_ptr + offs_c3[:, None] * m26_s0 + offs_c2[None, :] * m26_s1, mask=(offs_c3 < E_c3)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
            if DOT_29:
                t30 = tl.dot(tl.where((offs_c3 < E_c3)[None, :], t25, 0.0), tl.where((offs_c3 < E_c3)[:, None], t28, 0.0), input_precision="ieee")
            else:
                t30 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :], t25, 0.0), 2) * tl.expand_dims(tl.where((offs_c3 < E_c3)[:, None], t28, 0.0), 0), axis=1)
            acc31 = acc31 + t30
        t34 = tl.load(m32_ptr + offs_c2[None, :] * m32_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t35 = (acc31) * (t34)
        t36 = (t24) * (t35)
        t39 = tl.load(m37_ptr + offs_c2[:, None] * m37_s0 + offs_c1[None, :] * m37_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        if DOT_40:
            t41 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t36, 0.0), tl.where((offs_c2 < E_c2)[:, None], t39, 0.0), input_precision="ieee")
        else:
            t41 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t36, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t39, 0.0), 0), axis=1)
        acc42 = acc42 + t41
    t43 = (acc42) * (16.000000000000004)
    acc64 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        acc48 = tl.full([T_c0, T_c2], 0.0, tl.float32)
        for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
            offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

            t44 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c3[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
            t45 = tl.load(m26_ptr + offs_c3[:, None] * m26_s0 + offs_c2[None, :] * m26_s1, mask=(offs_c3 < E_c3)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
            if DOT_46:
                t47 = tl.dot(tl.where((offs_c3 < E_c3)[None, :], t44, 0.0), tl.where((offs_c3 < E_c3)[:, None], t45, 0.0), input_precision="ieee")
            else:
                t47 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :], t44, 0.0), 2) * tl.expand_dims(tl.where((offs_c3 < E_c3)[:, None], t45, 0.0), 0), axis=1)
            acc48 = acc48 + t47
        t49 = tl.load(m32_ptr + offs_c2[None, :] * m32_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t50 = (acc48) * (t49)
        t51 = tl.load(m12_ptr + offs_n0[:, None] * m12_s0 + offs_c2[None, :] * m12_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        if DOT_52:
            t53 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t3, 0.0), tl.where((offs_n0 < E_n0)[:, None], t51, 0.0), input_precision="ieee")
        else:
            t53 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t3, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t51, 0.0), 0), axis=1)
        t54 = tl.load(m17_ptr + offs_c2[None, :] * m17_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t55 = (t53) * (t54)
        t56 = (t54) * (5.656854249492381)
        t57 = (t53) * (t56)
        t58 = 1.0 / (1.0 + tl.exp(-(t57)))
        t59 = (t55) * (t58)
        t60 = (t50) * (t59)
        t61 = tl.load(m37_ptr + offs_c2[:, None] * m37_s0 + offs_n0[None, :] * m37_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
        if DOT_62:
            t63 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t60, 0.0), tl.where((offs_c2 < E_c2)[:, None], t61, 0.0), input_precision="ieee")
        else:
            t63 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t60, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t61, 0.0), 0), axis=1)
        acc64 = acc64 + t63
    t65 = (acc64) * (acc64)
    t66 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t65, 0.0), axis=1, keep_dims=True)
    t67 = (t66) * (1024.0000000000005)
    t68 = tl.sqrt(t67)
    t69 = (t43) / (t68)
    t70 = t69 - (t7)
    t71 = (t11) * (t70)
    t72 = t7 + t71
    t73 = tl.load(m8_ptr + offs_n0[None, :] * m8_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t74 = tl.abs(t73)
    t75 = (acc64) * (32.00000000000001)
    t76 = (t75) / (t68)
    t77 = (t3) / (t6)
    t78 = t76 - (t77)
    t79 = (t74) * (t78)
    t80 = t79 + t77
    t81 = (t80) * (t80)
    t82 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t81, 0.0), axis=1, keep_dims=True)
    t83 = tl.sqrt(t82)
    t84 = (t72) / (t83)
    tl.store(buf85_ptr + offs_c0[:, None] * buf85_s0 + offs_c1[None, :] * buf85_s1, t84, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    m13 = inputs['w_v']
    m12 = m13.permute([1, 0])
    m18 = inputs['s_v']
    m17 = m18.reshape([1, 64])
    m27 = inputs['w_u']
    m26 = m27.permute([1, 0])
    m33 = inputs['s_u']
    m32 = m33.reshape([1, 64])
    m38 = inputs['w_o']
    m37 = m38.permute([1, 0])
    buf85 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), m26_ptr=m26, m26_s0=m26.stride(0), m26_s1=m26.stride(1), m32_ptr=m32, m32_s0=m32.stride(0), m32_s1=m32.stride(1), m37_ptr=m37, m37_s0=m37.stride(0), m37_s1=m37.stride(1), buf85_ptr=buf85, buf85_s0=buf85.stride(0), buf85_s1=buf85.stride(1), E_c0=8, E_c1=32, E_c2=64, E_c3=32, E_n0=32, DOT_15=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c2']) >= 16, DOT_29=(T['c0']) >= 16 and (T['c3']) >= 16 and (T['c2']) >= 16, DOT_40=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, DOT_46=(T['c0']) >= 16 and (T['c3']) >= 16 and (T['c2']) >= 16, DOT_52=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c2']) >= 16, DOT_62=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    return buf85


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
