"""ngpt [small], candidate 33: 2 kernel(s)

Rendered by EqiForge from candidate 33 of ngpt [small]: grid() loop(s_u.0[64]: pair(sum, sum)) {loop(h.1[32]: pair(sum, sum))} ; grid(h.1@1)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid h.1@1[32]
    c1: loop s_u.0[64]
    c2: loop h.1[32]

Run it on its own: `python kernels/f33.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m5_ptr, m5_s0, m5_s1, m7_ptr, m7_s0, m7_s1, m12_ptr, m12_s0, m12_s1, m21_ptr, m21_s0, m21_s1, m31_ptr, m31_s0, m31_s1, m36_ptr, m36_s0, m36_s1, buf44_ptr, buf44_s0, buf44_s1, buf45_ptr, buf45_s0, buf45_s1, E_c1, E_c2, E_n0, E_n1, DOT_10: tl.constexpr, DOT_24: tl.constexpr, DOT_27: tl.constexpr, DOT_39: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf44, buf45: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t6 = tl.load(m5_ptr + offs_n0[:, None] * m5_s0 + offs_n1[None, :] * m5_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    acc42 = tl.full([F_n0, F_n1], 0.0, tl.float32)
    acc43 = tl.full([F_n0, F_n1], 0.0, tl.float32)
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
        acc29 = tl.full([F_n0, T_c1], 0.0, tl.float32)
        acc30 = tl.full([F_n0, T_c1], 0.0, tl.float32)
        for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
            offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

            t20 = tl.load(m5_ptr + offs_n0[:, None] * m5_s0 + offs_c2[None, :] * m5_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
            t23 = tl.load(m21_ptr + offs_c2[:, None] * m21_s0 + offs_c1[None, :] * m21_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
            if DOT_24:
                t25 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t20, 0.0), tl.where((offs_c2 < E_c2)[:, None], t23, 0.0), input_precision="ieee")
            else:
                t25 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t20, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t23, 0.0), 0), axis=1)
            t26 = tl.load(m7_ptr + offs_c2[:, None] * m7_s0 + offs_c1[None, :] * m7_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
            if DOT_27:
                t28 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t20, 0.0), tl.where((offs_c2 < E_c2)[:, None], t26, 0.0), input_precision="ieee")
            else:
                t28 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t20, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t26, 0.0), 0), axis=1)
            acc29 = acc29 + t25
            acc30 = acc30 + t28
        t33 = tl.load(m31_ptr + offs_c1[None, :] * m31_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t34 = (acc29) * (t33)
        t35 = (t19) * (t34)
        t38 = tl.load(m36_ptr + offs_c1[:, None] * m36_s0 + offs_n1[None, :] * m36_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_39:
            t40 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t35, 0.0), tl.where((offs_c1 < E_c1)[:, None], t38, 0.0), input_precision="ieee")
        else:
            t40 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t35, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t38, 0.0), 0), axis=1)
        t41 = (t40) * (32.00000000000001)
        acc42 = acc42 + t41
        acc43 = acc43 + t40
    tl.store(buf44_ptr + offs_n0[:, None] * buf44_s0 + offs_n1[None, :] * buf44_s1, acc42, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :])
    tl.store(buf45_ptr + offs_n0[:, None] * buf45_s0 + offs_n1[None, :] * buf45_s1, acc43, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, buf44_ptr, buf44_s0, buf44_s1, m5_ptr, m5_s0, m5_s1, buf72_ptr, buf72_s0, buf72_s1, E_c0, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr):
    # writes buf72: Combine over grid h.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t3 = tl.load(m1_ptr + offs_c0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    t4 = tl.abs(t3)
    t46 = tl.load(buf44_ptr + offs_n0[:, None] * buf44_s0 + offs_c0[None, :] * buf44_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    t47 = tl.load(buf44_ptr + offs_n0[:, None] * buf44_s0 + offs_n1[None, :] * buf44_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t48 = (t47) * (t47)
    t49 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t48, 0.0), axis=1, keep_dims=True)
    t50 = tl.sqrt(t49)
    t51 = (t46) / (t50)
    t52 = tl.load(m5_ptr + offs_n0[:, None] * m5_s0 + offs_c0[None, :] * m5_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    t53 = tl.load(m5_ptr + offs_n0[:, None] * m5_s0 + offs_n1[None, :] * m5_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t54 = (t53) * (t53)
    t55 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t54, 0.0), axis=1, keep_dims=True)
    t56 = tl.sqrt(t55)
    t57 = (t52) / (t56)
    t58 = t51 - (t57)
    t59 = (t4) * (t58)
    t60 = t59 + t57
    t61 = (t53) / (t56)
    t62 = tl.load(m1_ptr + offs_n1[None, :] * m1_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t63 = tl.abs(t62)
    t64 = (t47) / (t50)
    t65 = t64 - (t61)
    t66 = (t63) * (t65)
    t67 = t61 + t66
    t68 = (t67) * (t67)
    t69 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t68, 0.0), axis=1, keep_dims=True)
    t70 = tl.sqrt(t69)
    t71 = (t60) / (t70)
    tl.store(buf72_ptr + offs_n0[:, None] * buf72_s0 + offs_c0[None, :] * buf72_s1, t71, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :])


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
    m22 = inputs['w_u']
    m21 = m22.permute([1, 0])
    m32 = inputs['s_u']
    m31 = m32.reshape([1, 64])
    m37 = inputs['w_o']
    m36 = m37.permute([1, 0])
    buf44 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    buf45 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(1,)](m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m21_ptr=m21, m21_s0=m21.stride(0), m21_s1=m21.stride(1), m31_ptr=m31, m31_s0=m31.stride(0), m31_s1=m31.stride(1), m36_ptr=m36, m36_s0=m36.stride(0), m36_s1=m36.stride(1), buf44_ptr=buf44, buf44_s0=buf44.stride(0), buf44_s1=buf44.stride(1), buf45_ptr=buf45, buf45_s0=buf45.stride(0), buf45_s1=buf45.stride(1), E_c1=64, E_c2=32, E_n0=8, E_n1=32, DOT_10=(_pow2(8)) >= 16 and (_pow2(32)) >= 16 and (T['c1']) >= 16, DOT_24=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, DOT_27=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, DOT_39=(_pow2(8)) >= 16 and (T['c1']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(8), F_n1=_pow2(32), T_c1=T['c1'], T_c2=T['c2'])
    buf72 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf44_ptr=buf44, buf44_s0=buf44.stride(0), buf44_s1=buf44.stride(1), m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), buf72_ptr=buf72, buf72_s0=buf72.stride(0), buf72_s1=buf72.stride(1), E_c0=32, E_n0=8, E_n1=32, F_n0=_pow2(8), F_n1=_pow2(32), T_c0=T['c0'])
    return buf72


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
