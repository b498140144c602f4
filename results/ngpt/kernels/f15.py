"""ngpt [small], candidate 15: 2 kernel(s)

Rendered by EqiForge from candidate 15 of ngpt [small]: grid(h.1@1) loop(h.1[32]: pair(sum, sum)) loop(h.1[32]: pair(sum, sum)) [3 mm] ; grid(h.0@0)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid h.0@0[8]
    c1: grid h.1@1[32]
    c2: loop h.1[32]

Run it on its own: `python kernels/f15.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/ngpt.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 16, "c2": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 8, "c1": 32, "c2": 32}


@triton.jit
def kernel_0(m5_ptr, m5_s0, m5_s1, m7_ptr, m7_s0, m7_s1, m12_ptr, m12_s0, m12_s1, m19_ptr, m19_s0, m19_s1, m36_ptr, m36_s0, m36_s1, m41_ptr, m41_s0, m41_s1, buf46_ptr, buf46_s0, buf46_s1, E_c1, E_c2, E_n1, E_n2, DOT_10: tl.constexpr, DOT_15: tl.constexpr, DOT_29: tl.constexpr, DOT_32: tl.constexpr, DOT_44: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf46: Combine over grid h.1@1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
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
    t21 = tl.load(m19_ptr + offs_n2[None, :] * m19_s1, mask=(offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t22 = (acc17) * (t21)
    t23 = (t21) * (5.656854249492381)
    t24 = (acc17) * (t23)
    t25 = 1.0 / (1.0 + tl.exp(-(t24)))
    t26 = (t22) * (t25)
    acc34 = tl.full([F_n1, F_n2], 0.0, tl.float32)
    acc35 = tl.full([F_n1, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t27 = tl.load(m5_ptr + offs_n1[:, None] * m5_s0 + offs_c2[None, :] * m5_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t28 = tl.load(m12_ptr + offs_c2[:, None] * m12_s0 + offs_n2[None, :] * m12_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
        if DOT_29:
            t30 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t27, 0.0), tl.where((offs_c2 < E_c2)[:, None], t28, 0.0), input_precision="ieee")
        else:
            t30 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t27, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t28, 0.0), 0), axis=1)
        t31 = tl.load(m7_ptr + offs_c2[:, None] * m7_s0 + offs_n2[None, :] * m7_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
        if DOT_32:
            t33 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t27, 0.0), tl.where((offs_c2 < E_c2)[:, None], t31, 0.0), input_precision="ieee")
        else:
            t33 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t27, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t31, 0.0), 0), axis=1)
        acc34 = acc34 + t30
        acc35 = acc35 + t33
    t38 = tl.load(m36_ptr + offs_n2[None, :] * m36_s1, mask=(offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t39 = (acc34) * (t38)
    t40 = (t26) * (t39)
    t43 = tl.load(m41_ptr + offs_n2[:, None] * m41_s0 + offs_c1[None, :] * m41_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_44:
        t45 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t40, 0.0), tl.where((offs_n2 < E_n2)[:, None], t43, 0.0), input_precision="ieee")
    else:
        t45 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t40, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t43, 0.0), 0), axis=1)
    tl.store(buf46_ptr + offs_n1[:, None] * buf46_s0 + offs_c1[None, :] * buf46_s1, t45, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, buf46_ptr, buf46_s0, buf46_s1, m5_ptr, m5_s0, m5_s1, buf66_ptr, buf66_s0, buf66_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf66: Combine over grid h.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t3 = tl.load(m1_ptr + offs_n0[None, :] * m1_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t4 = tl.abs(t3)
    t47 = tl.load(buf46_ptr + offs_c0[:, None] * buf46_s0 + offs_n0[None, :] * buf46_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t48 = (t47) * (32.00000000000001)
    t49 = (t47) * (t47)
    t50 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t49, 0.0), axis=1, keep_dims=True)
    t51 = (t50) * (1024.0000000000005)
    t52 = tl.sqrt(t51)
    t53 = (t48) / (t52)
    t54 = tl.load(m5_ptr + offs_c0[:, None] * m5_s0 + offs_n0[None, :] * m5_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t55 = (t54) * (t54)
    t56 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t55, 0.0), axis=1, keep_dims=True)
    t57 = tl.sqrt(t56)
    t58 = (t54) / (t57)
    t59 = t53 - (t58)
    t60 = (t4) * (t59)
    t61 = t60 + t58
    t62 = (t61) * (t61)
    t63 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t62, 0.0), axis=1, keep_dims=True)
    t64 = tl.sqrt(t63)
    t65 = (t61) / (t64)
    tl.store(buf66_ptr + offs_c0[:, None] * buf66_s0 + offs_n0[None, :] * buf66_s1, t65, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


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
    m20 = inputs['s_v']
    m19 = m20.reshape([1, 64])
    m37 = inputs['s_u']
    m36 = m37.reshape([1, 64])
    m42 = inputs['w_o']
    m41 = m42.permute([1, 0])
    buf46 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c1']),)](m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m19_ptr=m19, m19_s0=m19.stride(0), m19_s1=m19.stride(1), m36_ptr=m36, m36_s0=m36.stride(0), m36_s1=m36.stride(1), m41_ptr=m41, m41_s0=m41.stride(0), m41_s1=m41.stride(1), buf46_ptr=buf46, buf46_s0=buf46.stride(0), buf46_s1=buf46.stride(1), E_c1=32, E_c2=32, E_n1=8, E_n2=64, DOT_10=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_15=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_29=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_32=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_44=(_pow2(8)) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n1=_pow2(8), F_n2=_pow2(64), T_c1=T['c1'], T_c2=T['c2'])
    buf66 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf46_ptr=buf46, buf46_s0=buf46.stride(0), buf46_s1=buf46.stride(1), m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), buf66_ptr=buf66, buf66_s0=buf66.stride(0), buf66_s1=buf66.stride(1), E_c0=8, E_n0=32, F_n0=_pow2(32), T_c0=T['c0'])
    return buf66


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
