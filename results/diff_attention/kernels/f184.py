"""diff_attention [small], candidate 184: 1 kernel(s)

Rendered by EqiForge from candidate 184 of diff_attention [small]: grid(q1.2@2, v.0@0, v.1@1) loop(v.2[32]: pair(sum, sum)) loop(k2.3[16]: pair(sum, sum)) [6 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid v.0@0[2]
    c1: grid v.1@1[4]
    c2: grid q1.2@2[32]
    c3: loop v.2[32]
    c4: loop k2.3[16]

Run it on its own: `python kernels/f184.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/diff_attention.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 2, "c2": 16, "c3": 16, "c4": 8}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 4, "c2": 32, "c3": 32, "c4": 16}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m31_ptr, m31_s0, m31_s1, m31_s2, m31_s3, m37_ptr, m37_s0, m37_s1, m37_s2, m37_s3, m39_ptr, m39_s0, m39_s1, m39_s2, m39_s3, m56_ptr, m56_s0, m56_s1, m56_s2, m56_s3, buf66_ptr, buf66_s0, buf66_s1, buf66_s2, buf66_s3, E_c0, E_c1, E_c2, E_c3, E_c4, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # writes buf66: Combine over grid v.0@0[2], grid v.1@1[4], grid q1.2@2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t2 = tl.load(m1_ptr + offs_c0[:, None, None, None] * m1_s0 + offs_c1[None, :, None, None] * m1_s1 + offs_c2[None, None, :, None] * m1_s2 + offs_n0[None, None, None, :] * m1_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t19 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_c1[None, :, None, None] * m3_s1 + offs_n0[None, None, :, None] * m3_s2 + offs_n1[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t20 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t19, 0.0), 2), axis=3)
    t21 = (t20) * (0.25)
    t22 = tl.load(m8_ptr + offs_c2[None, None, :, None] * m8_s2 + offs_n1[None, None, None, :] * m8_s3, mask=(offs_c2 < E_c2)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t23 = t21 + t22
    t24 = tl.max(tl.where((offs_n1 < E_n1)[None, None, None, :], t23, -float('inf')), axis=3, keep_dims=True)
    t27 = t23 - (t24)
    t28 = tl.exp(t27)
    t29 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t28, 0.0), axis=3, keep_dims=True)
    acc35 = tl.full([T_c0, T_c1, T_c2, F_n1], 0.0, tl.float32)
    acc36 = tl.full([T_c0, T_c1, T_c2, F_n1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t5 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_c1[None, :, None, None] * m3_s1 + offs_n0[None, None, :, None] * m3_s2 + offs_c3[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t6 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t5, 0.0), 2), axis=3)
        t7 = (t6) * (0.25)
        t17 = tl.load(m8_ptr + offs_c2[None, None, :, None] * m8_s2 + offs_c3[None, None, None, :] * m8_s3, mask=(offs_c2 < E_c2)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t18 = t7 + t17
        t25 = t18 - (t24)
        t26 = tl.exp(t25)
        t30 = (t26) / (t29)
        t32 = tl.load(m31_ptr + offs_c0[:, None, None, None] * m31_s0 + offs_c1[None, :, None, None] * m31_s1 + offs_c3[None, None, :, None] * m31_s2 + offs_n1[None, None, None, :] * m31_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
        t33 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t30, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t32, 0.0), 2), axis=3)
        t34 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t26, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t32, 0.0), 2), axis=3)
        acc35 = acc35 + t33
        acc36 = acc36 + t34
    acc44 = tl.full([T_c0, T_c1, T_c2, F_n1], 0.0, tl.float32)
    acc45 = tl.full([T_c0, T_c1, T_c2, F_n1], 0.0, tl.float32)
    for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

        t38 = tl.load(m37_ptr + offs_c0[:, None, None, None] * m37_s0 + offs_c1[None, :, None, None] * m37_s1 + offs_c2[None, None, :, None] * m37_s2 + offs_c4[None, None, None, :] * m37_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_c4 < E_c4)[None, None, None, :], other=0).to(tl.float32)
        t41 = tl.load(m39_ptr + offs_c0[:, None, None, None] * m39_s0 + offs_c1[None, :, None, None] * m39_s1 + offs_c4[None, None, :, None] * m39_s2 + offs_n1[None, None, None, :] * m39_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c4 < E_c4)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
        t42 = tl.sum(tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, :], t38, 0.0), 4) * tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, :, None], t41, 0.0), 2), axis=3)
        t43 = (t42) * (0.25)
        acc44 = acc44 + t43
        acc45 = acc45 + t42
    t46 = acc44 + t22
    t47 = tl.max(tl.where((offs_n1 < E_n1)[None, None, None, :], t46, -float('inf')), axis=3, keep_dims=True)
    t48 = t46 - (t47)
    t49 = tl.exp(t48)
    t50 = tl.load(m31_ptr + offs_c0[:, None, None, None] * m31_s0 + offs_c1[None, :, None, None] * m31_s1 + offs_n1[None, None, :, None] * m31_s2 + offs_n1[None, None, None, :] * m31_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t51 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t49, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t50, 0.0), 2), axis=3)
    t52 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t49, 0.0), axis=3, keep_dims=True)
    t53 = (t51) / (t52)
    t54 = (t53) * (0.8375055882312481)
    t55 = acc35 - (t54)
    t58 = tl.load(m56_ptr + offs_n1[None, None, None, :] * m56_s3, mask=(offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t59 = (t55) * (t58)
    t60 = (t55) * (t55)
    t61 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t60, 0.0), axis=3, keep_dims=True)
    t62 = t61 + 0.00032
    t63 = tl.rsqrt(t62)
    t64 = (t59) * (t63)
    t65 = (t64) * (1.2241106391612262)
    tl.store(buf66_ptr + offs_c0[:, None, None, None] * buf66_s0 + offs_c1[None, :, None, None] * buf66_s1 + offs_c2[None, None, :, None] * buf66_s2 + offs_n1[None, None, None, :] * buf66_s3, t65, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :])


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
    m1 = inputs['q1']
    m4 = inputs['k1']
    m3 = m4.permute([0, 1, 3, 2])
    m12 = _iota([32, 32], 1, device)
    m13 = _iota([32, 32], 0, device)
    m11 = _BINARY["Sub"](m12, m13)
    m14 = torch.tensor(1.0, dtype=torch.float32, device=device)
    m10 = _BINARY["Ge"](m11, m14)
    m15 = torch.full([32, 32], -float("inf"), dtype=torch.float32, device=device)
    m16 = torch.full([32, 32], 0.0, dtype=torch.float32, device=device)
    m9 = torch.where(m10, m15, m16)
    m8 = m9.reshape([1, 1, 32, 32])
    m31 = inputs['v']
    m37 = inputs['q2']
    m40 = inputs['k2']
    m39 = m40.permute([0, 1, 3, 2])
    m57 = inputs['w_subln']
    m56 = m57.reshape([1, 1, 1, 32])
    buf66 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c0']) * _cdiv(4, T['c1']) * _cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m31_ptr=m31, m31_s0=m31.stride(0), m31_s1=m31.stride(1), m31_s2=m31.stride(2), m31_s3=m31.stride(3), m37_ptr=m37, m37_s0=m37.stride(0), m37_s1=m37.stride(1), m37_s2=m37.stride(2), m37_s3=m37.stride(3), m39_ptr=m39, m39_s0=m39.stride(0), m39_s1=m39.stride(1), m39_s2=m39.stride(2), m39_s3=m39.stride(3), m56_ptr=m56, m56_s0=m56.stride(0), m56_s1=m56.stride(1), m56_s2=m56.stride(2), m56_s3=m56.stride(3), buf66_ptr=buf66, buf66_s0=buf66.stride(0), buf66_s1=buf66.stride(1), buf66_s2=buf66.stride(2), buf66_s3=buf66.stride(3), E_c0=2, E_c1=4, E_c2=32, E_c3=32, E_c4=16, E_n0=16, E_n1=32, F_n0=_pow2(16), F_n1=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'], T_c4=T['c4'])
    return buf66


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
