"""ngpt [small], candidate 22: 1 kernel(s)

Rendered by EqiForge from candidate 22 of ngpt [small]: grid(h.1@1) loop(s_u.0[64]: sum) loop(s_u.0[64]: sum) loop(h.1[32]: sum) [4 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid h.1@1[32]
    c1: loop s_u.0[64]
    c2: loop h.1[32]

Run it on its own: `python kernels/f22.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/ngpt.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 32, "c2": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 32, "c1": 64, "c2": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m5_ptr, m5_s0, m5_s1, m7_ptr, m7_s0, m7_s1, m12_ptr, m12_s0, m12_s1, m20_ptr, m20_s0, m20_s1, m25_ptr, m25_s0, m25_s1, m30_ptr, m30_s0, m30_s1, buf84_ptr, buf84_s0, buf84_s1, E_c0, E_c1, E_c2, E_n0, E_n1, DOT_10: tl.constexpr, DOT_23: tl.constexpr, DOT_33: tl.constexpr, DOT_37: tl.constexpr, DOT_46: tl.constexpr, DOT_52: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf84: Combine over grid h.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t3 = tl.load(m1_ptr + offs_c0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    t4 = tl.abs(t3)
    t6 = tl.load(m5_ptr + offs_n0[:, None] * m5_s0 + offs_n1[None, :] * m5_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    acc35 = tl.full([F_n0, T_c0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t9 = tl.load(m7_ptr + offs_n1[:, None] * m7_s0 + offs_c1[None, :] * m7_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        if DOT_10:
            t11 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t6, 0.0), tl.where((offs_n1 < E_n1)[:, None], t9, 0.0), input_precision="ieee")
        else:
            t11 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t6, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t9, 0.0), 0), axis=1)
        t14 = tl.load(m12_ptr + offs_c1[None, :] * m12_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t15 = (t11) * (t14)
        t16 = (t14) * (5.656854249492381)
        t17 = (t11) * (t16)
        t18 = 1.0 / (1.0 + tl.exp(-(t17)))
        t19 = (t15) * (t18)
        t22 = tl.load(m20_ptr + offs_n1[:, None] * m20_s0 + offs_c1[None, :] * m20_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        if DOT_23:
            t24 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t6, 0.0), tl.where((offs_n1 < E_n1)[:, None], t22, 0.0), input_precision="ieee")
        else:
            t24 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t6, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t22, 0.0), 0), axis=1)
        t27 = tl.load(m25_ptr + offs_c1[None, :] * m25_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t28 = (t24) * (t27)
        t29 = (t19) * (t28)
        t32 = tl.load(m30_ptr + offs_c1[:, None] * m30_s0 + offs_c0[None, :] * m30_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
        if DOT_33:
            t34 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t29, 0.0), tl.where((offs_c1 < E_c1)[:, None], t32, 0.0), input_precision="ieee")
        else:
            t34 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t29, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t32, 0.0), 0), axis=1)
        acc35 = acc35 + t34
    acc54 = tl.full([F_n0, F_n1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t36 = tl.load(m7_ptr + offs_n1[:, None] * m7_s0 + offs_c1[None, :] * m7_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        if DOT_37:
            t38 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t6, 0.0), tl.where((offs_n1 < E_n1)[:, None], t36, 0.0), input_precision="ieee")
        else:
            t38 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t6, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t36, 0.0), 0), axis=1)
        t39 = tl.load(m12_ptr + offs_c1[None, :] * m12_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t40 = (t38) * (t39)
        t41 = (t39) * (5.656854249492381)
        t42 = (t38) * (t41)
        t43 = 1.0 / (1.0 + tl.exp(-(t42)))
        t44 = (t40) * (t43)
        t45 = tl.load(m20_ptr + offs_n1[:, None] * m20_s0 + offs_c1[None, :] * m20_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        if DOT_46:
            t47 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t6, 0.0), tl.where((offs_n1 < E_n1)[:, None], t45, 0.0), input_precision="ieee")
        else:
            t47 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t6, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t45, 0.0), 0), axis=1)
        t48 = tl.load(m25_ptr + offs_c1[None, :] * m25_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t49 = (t47) * (t48)
        t50 = (t44) * (t49)
        t51 = tl.load(m30_ptr + offs_c1[:, None] * m30_s0 + offs_n1[None, :] * m30_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_52:
            t53 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t50, 0.0), tl.where((offs_c1 < E_c1)[:, None], t51, 0.0), input_precision="ieee")
        else:
            t53 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t50, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t51, 0.0), 0), axis=1)
        acc54 = acc54 + t53
    t55 = (acc54) * (acc54)
    t56 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t55, 0.0), axis=1, keep_dims=True)
    t57 = (t56) * (1024.0000000000005)
    t58 = tl.rsqrt(t57)
    t59 = (acc35) * (t58)
    t60 = (t59) * (32.00000000000001)
    t61 = tl.load(m5_ptr + offs_n0[:, None] * m5_s0 + offs_c0[None, :] * m5_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    acc65 = tl.full([F_n0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t62 = tl.load(m5_ptr + offs_n0[:, None] * m5_s0 + offs_c2[None, :] * m5_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t63 = (t62) * (t62)
        t64 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t63, 0.0), axis=1, keep_dims=True)
        acc65 = acc65 + t64
    t66 = tl.sqrt(acc65)
    t67 = (t61) / (t66)
    t68 = t60 - (t67)
    t69 = (t4) * (t68)
    t70 = t69 + t67
    t71 = (t6) / (t66)
    t72 = tl.load(m1_ptr + offs_n1[None, :] * m1_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t73 = tl.abs(t72)
    t74 = (acc54) * (32.00000000000001)
    t75 = tl.sqrt(t57)
    t76 = (t74) / (t75)
    t77 = t76 - (t71)
    t78 = (t73) * (t77)
    t79 = t71 + t78
    t80 = (t79) * (t79)
    t81 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t80, 0.0), axis=1, keep_dims=True)
    t82 = tl.sqrt(t81)
    t83 = (t70) / (t82)
    tl.store(buf84_ptr + offs_n0[:, None] * buf84_s0 + offs_c0[None, :] * buf84_s1, t83, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :])


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
    m13 = inputs['s_v']
    m12 = m13.reshape([1, 64])
    m21 = inputs['w_u']
    m20 = m21.permute([1, 0])
    m26 = inputs['s_u']
    m25 = m26.reshape([1, 64])
    m31 = inputs['w_o']
    m30 = m31.permute([1, 0])
    buf84 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m20_ptr=m20, m20_s0=m20.stride(0), m20_s1=m20.stride(1), m25_ptr=m25, m25_s0=m25.stride(0), m25_s1=m25.stride(1), m30_ptr=m30, m30_s0=m30.stride(0), m30_s1=m30.stride(1), buf84_ptr=buf84, buf84_s0=buf84.stride(0), buf84_s1=buf84.stride(1), E_c0=32, E_c1=64, E_c2=32, E_n0=8, E_n1=32, DOT_10=(_pow2(8)) >= 16 and (_pow2(32)) >= 16 and (T['c1']) >= 16, DOT_23=(_pow2(8)) >= 16 and (_pow2(32)) >= 16 and (T['c1']) >= 16, DOT_33=(_pow2(8)) >= 16 and (T['c1']) >= 16 and (T['c0']) >= 16, DOT_37=(_pow2(8)) >= 16 and (_pow2(32)) >= 16 and (T['c1']) >= 16, DOT_46=(_pow2(8)) >= 16 and (_pow2(32)) >= 16 and (T['c1']) >= 16, DOT_52=(_pow2(8)) >= 16 and (T['c1']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(8), F_n1=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf84


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
