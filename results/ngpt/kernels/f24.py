"""ngpt [small], candidate 24: 2 kernel(s)

Rendered by EqiForge from candidate 24 of ngpt [small]: grid(h.1@1) loop(s_u.0[64]: pair(sum, sum)) {loop(h.1[32]: sum) loop(h.1[32]: sum)} [4 mm] ; grid(h.0@0, h.1@1) loop(h.1[32]: sum)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid h.0@0[8]
    c1: grid h.1@1[32]
    c2: loop h.1[32]
    c3: loop s_u.0[64]

Run it on its own: `python kernels/f24.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m14_ptr, m14_s0, m14_s1, m20_ptr, m20_s0, m20_s1, m29_ptr, m29_s0, m29_s1, m35_ptr, m35_s0, m35_s1, m40_ptr, m40_s0, m40_s1, buf50_ptr, buf50_s0, buf50_s1, E_c1, E_c2, E_c3, E_n0, E_n1, DOT_17: tl.constexpr, DOT_32: tl.constexpr, DOT_43: tl.constexpr, DOT_46: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf50: Combine over grid h.1@1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc48 = tl.full([F_n0, F_n1], 0.0, tl.float32)
    acc49 = tl.full([F_n0, T_c1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        acc19 = tl.full([F_n0, T_c3], 0.0, tl.float32)
        for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
            offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

            t13 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
            t16 = tl.load(m14_ptr + offs_c2[:, None] * m14_s0 + offs_c3[None, :] * m14_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
            if DOT_17:
                t18 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t13, 0.0), tl.where((offs_c2 < E_c2)[:, None], t16, 0.0), input_precision="ieee")
            else:
                t18 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t13, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t16, 0.0), 0), axis=1)
            acc19 = acc19 + t18
        t22 = tl.load(m20_ptr + offs_c3[None, :] * m20_s1, mask=(offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
        t23 = (acc19) * (t22)
        t24 = (t22) * (5.656854249492381)
        t25 = (acc19) * (t24)
        t26 = 1.0 / (1.0 + tl.exp(-(t25)))
        t27 = (t23) * (t26)
        acc34 = tl.full([F_n0, T_c3], 0.0, tl.float32)
        for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
            offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

            t28 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
            t31 = tl.load(m29_ptr + offs_c2[:, None] * m29_s0 + offs_c3[None, :] * m29_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
            if DOT_32:
                t33 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t28, 0.0), tl.where((offs_c2 < E_c2)[:, None], t31, 0.0), input_precision="ieee")
            else:
                t33 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t28, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t31, 0.0), 0), axis=1)
            acc34 = acc34 + t33
        t37 = tl.load(m35_ptr + offs_c3[None, :] * m35_s1, mask=(offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
        t38 = (acc34) * (t37)
        t39 = (t27) * (t38)
        t42 = tl.load(m40_ptr + offs_c3[:, None] * m40_s0 + offs_n1[None, :] * m40_s1, mask=(offs_c3 < E_c3)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_43:
            t44 = tl.dot(tl.where((offs_c3 < E_c3)[None, :], t39, 0.0), tl.where((offs_c3 < E_c3)[:, None], t42, 0.0), input_precision="ieee")
        else:
            t44 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :], t39, 0.0), 2) * tl.expand_dims(tl.where((offs_c3 < E_c3)[:, None], t42, 0.0), 0), axis=1)
        t45 = tl.load(m40_ptr + offs_c3[:, None] * m40_s0 + offs_c1[None, :] * m40_s1, mask=(offs_c3 < E_c3)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        if DOT_46:
            t47 = tl.dot(tl.where((offs_c3 < E_c3)[None, :], t39, 0.0), tl.where((offs_c3 < E_c3)[:, None], t45, 0.0), input_precision="ieee")
        else:
            t47 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :], t39, 0.0), 2) * tl.expand_dims(tl.where((offs_c3 < E_c3)[:, None], t45, 0.0), 0), axis=1)
        acc48 = acc48 + t44
        acc49 = acc49 + t47
    tl.store(buf50_ptr + offs_n0[:, None] * buf50_s0 + offs_c1[None, :] * buf50_s1, acc49, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m9_ptr, m9_s0, m9_s1, buf50_ptr, buf50_s0, buf50_s1, buf75_ptr, buf75_s0, buf75_s1, E_c0, E_c1, E_c2, E_n1, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf75: Combine over grid h.0@0[8], grid h.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
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
    t51 = tl.load(buf50_ptr + offs_c0[:, None] * buf50_s0 + offs_c1[None, :] * buf50_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t52 = (t51) * (32.00000000000001)
    t53 = tl.load(buf50_ptr + offs_c0[:, None] * buf50_s0 + offs_n1[None, :] * buf50_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t54 = (t53) * (t53)
    t55 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t54, 0.0), axis=1, keep_dims=True)
    t56 = (t55) * (1024.0000000000005)
    t57 = tl.sqrt(t56)
    t58 = (t52) / (t57)
    t59 = t58 - (t8)
    t60 = (t12) * (t59)
    t61 = t8 + t60
    t62 = tl.load(m9_ptr + offs_n1[None, :] * m9_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t63 = tl.abs(t62)
    t64 = (t53) * (32.00000000000001)
    t65 = (t64) / (t57)
    t66 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t67 = (t66) / (t7)
    t68 = t65 - (t67)
    t69 = (t63) * (t68)
    t70 = t69 + t67
    t71 = (t70) * (t70)
    t72 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t71, 0.0), axis=1, keep_dims=True)
    t73 = tl.sqrt(t72)
    t74 = (t61) / (t73)
    tl.store(buf75_ptr + offs_c0[:, None] * buf75_s0 + offs_c1[None, :] * buf75_s1, t74, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    m15 = inputs['w_v']
    m14 = m15.permute([1, 0])
    m21 = inputs['s_v']
    m20 = m21.reshape([1, 64])
    m30 = inputs['w_u']
    m29 = m30.permute([1, 0])
    m36 = inputs['s_u']
    m35 = m36.reshape([1, 64])
    m41 = inputs['w_o']
    m40 = m41.permute([1, 0])
    buf50 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m20_ptr=m20, m20_s0=m20.stride(0), m20_s1=m20.stride(1), m29_ptr=m29, m29_s0=m29.stride(0), m29_s1=m29.stride(1), m35_ptr=m35, m35_s0=m35.stride(0), m35_s1=m35.stride(1), m40_ptr=m40, m40_s0=m40.stride(0), m40_s1=m40.stride(1), buf50_ptr=buf50, buf50_s0=buf50.stride(0), buf50_s1=buf50.stride(1), E_c1=32, E_c2=32, E_c3=64, E_n0=8, E_n1=32, DOT_17=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (T['c3']) >= 16, DOT_32=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (T['c3']) >= 16, DOT_43=(_pow2(8)) >= 16 and (T['c3']) >= 16 and (_pow2(32)) >= 16, DOT_46=(_pow2(8)) >= 16 and (T['c3']) >= 16 and (T['c1']) >= 16, F_n0=_pow2(8), F_n1=_pow2(32), T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    buf75 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), buf50_ptr=buf50, buf50_s0=buf50.stride(0), buf50_s1=buf50.stride(1), buf75_ptr=buf75, buf75_s0=buf75.stride(0), buf75_s1=buf75.stride(1), E_c0=8, E_c1=32, E_c2=32, E_n1=32, F_n1=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf75


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
