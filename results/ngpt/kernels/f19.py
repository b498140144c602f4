"""ngpt [small], candidate 19: 2 kernel(s)

Rendered by EqiForge from candidate 19 of ngpt [small]: grid(h.1@1) loop(s_u.0[64]: pair(sum, sum)) {loop(h.1[32]: pair(sum, sum))} [4 mm] ; grid(h.0@0, h.1@1)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid h.0@0[8]
    c1: grid h.1@1[32]
    c2: loop s_u.0[64]
    c3: loop h.1[32]

Run it on its own: `python kernels/f19.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m13_ptr, m13_s0, m13_s1, m18_ptr, m18_s0, m18_s1, m25_ptr, m25_s0, m25_s1, m33_ptr, m33_s0, m33_s1, m38_ptr, m38_s0, m38_s1, buf48_ptr, buf48_s0, buf48_s1, E_c1, E_c2, E_c3, E_n0, E_n1, DOT_16: tl.constexpr, DOT_21: tl.constexpr, DOT_41: tl.constexpr, DOT_44: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf48: Combine over grid h.1@1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    acc46 = tl.full([F_n1, F_n0], 0.0, tl.float32)
    acc47 = tl.full([F_n1, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        acc23 = tl.full([F_n1, T_c2], 0.0, tl.float32)
        acc24 = tl.full([F_n1, T_c2], 0.0, tl.float32)
        for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
            offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

            t12 = tl.load(m1_ptr + offs_n1[:, None] * m1_s0 + offs_c3[None, :] * m1_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
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
        t28 = (acc24) * (t27)
        t29 = (t27) * (5.656854249492381)
        t30 = (acc24) * (t29)
        t31 = 1.0 / (1.0 + tl.exp(-(t30)))
        t32 = (t28) * (t31)
        t35 = tl.load(m33_ptr + offs_c2[None, :] * m33_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t36 = (acc23) * (t35)
        t37 = (t32) * (t36)
        t40 = tl.load(m38_ptr + offs_c2[:, None] * m38_s0 + offs_n0[None, :] * m38_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
        if DOT_41:
            t42 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t37, 0.0), tl.where((offs_c2 < E_c2)[:, None], t40, 0.0), input_precision="ieee")
        else:
            t42 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t37, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t40, 0.0), 0), axis=1)
        t43 = tl.load(m38_ptr + offs_c2[:, None] * m38_s0 + offs_c1[None, :] * m38_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        if DOT_44:
            t45 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t37, 0.0), tl.where((offs_c2 < E_c2)[:, None], t43, 0.0), input_precision="ieee")
        else:
            t45 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t37, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t43, 0.0), 0), axis=1)
        acc46 = acc46 + t42
        acc47 = acc47 + t45
    tl.store(buf48_ptr + offs_n1[:, None] * buf48_s0 + offs_c1[None, :] * buf48_s1, acc47, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m8_ptr, m8_s0, m8_s1, buf48_ptr, buf48_s0, buf48_s1, buf72_ptr, buf72_s0, buf72_s1, E_c0, E_c1, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf72: Combine over grid h.0@0[8], grid h.1@1[32]
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
    t49 = tl.load(buf48_ptr + offs_c0[:, None] * buf48_s0 + offs_c1[None, :] * buf48_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t50 = (t49) * (32.00000000000001)
    t51 = tl.load(buf48_ptr + offs_c0[:, None] * buf48_s0 + offs_n0[None, :] * buf48_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t52 = (t51) * (t51)
    t53 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t52, 0.0), axis=1, keep_dims=True)
    t54 = (t53) * (1024.0000000000005)
    t55 = tl.sqrt(t54)
    t56 = (t50) / (t55)
    t57 = t56 - (t7)
    t58 = (t11) * (t57)
    t59 = t7 + t58
    t60 = tl.load(m8_ptr + offs_n0[None, :] * m8_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t61 = tl.abs(t60)
    t62 = (t51) * (32.00000000000001)
    t63 = (t62) / (t55)
    t64 = (t3) / (t6)
    t65 = t63 - (t64)
    t66 = (t61) * (t65)
    t67 = t66 + t64
    t68 = (t67) * (t67)
    t69 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t68, 0.0), axis=1, keep_dims=True)
    t70 = tl.sqrt(t69)
    t71 = (t59) / (t70)
    tl.store(buf72_ptr + offs_c0[:, None] * buf72_s0 + offs_c1[None, :] * buf72_s1, t71, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    m26 = inputs['s_v']
    m25 = m26.reshape([1, 64])
    m34 = inputs['s_u']
    m33 = m34.reshape([1, 64])
    m39 = inputs['w_o']
    m38 = m39.permute([1, 0])
    buf48 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m18_ptr=m18, m18_s0=m18.stride(0), m18_s1=m18.stride(1), m25_ptr=m25, m25_s0=m25.stride(0), m25_s1=m25.stride(1), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), m38_ptr=m38, m38_s0=m38.stride(0), m38_s1=m38.stride(1), buf48_ptr=buf48, buf48_s0=buf48.stride(0), buf48_s1=buf48.stride(1), E_c1=32, E_c2=64, E_c3=32, E_n0=32, E_n1=8, DOT_16=(_pow2(8)) >= 16 and (T['c3']) >= 16 and (T['c2']) >= 16, DOT_21=(_pow2(8)) >= 16 and (T['c3']) >= 16 and (T['c2']) >= 16, DOT_41=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (_pow2(32)) >= 16, DOT_44=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, F_n0=_pow2(32), F_n1=_pow2(8), T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    buf72 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), buf48_ptr=buf48, buf48_s0=buf48.stride(0), buf48_s1=buf48.stride(1), buf72_ptr=buf72, buf72_s0=buf72.stride(0), buf72_s1=buf72.stride(1), E_c0=8, E_c1=32, E_n0=32, F_n0=_pow2(32), T_c0=T['c0'], T_c1=T['c1'])
    return buf72


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
