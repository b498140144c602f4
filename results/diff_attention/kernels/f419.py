"""diff_attention [small], candidate 419: 1 kernel(s)

Rendered by EqiForge from candidate 419 of diff_attention [small]: grid(v.0@0, v.1@1, v.3@3) loop(v.2[32]: sum) loop(k2.3[16]: pair(sum, sum)) [7 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid v.0@0[2]
    c1: grid v.1@1[4]
    c2: grid v.3@3[32]
    c3: loop v.2[32]
    c4: loop k2.3[16]

Run it on its own: `python kernels/f419.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m22_ptr, m22_s0, m22_s1, m22_s2, m22_s3, m27_ptr, m27_s0, m27_s1, m27_s2, m27_s3, m29_ptr, m29_s0, m29_s1, m29_s2, m29_s3, m60_ptr, m60_s0, m60_s1, m60_s2, m60_s3, buf76_ptr, buf76_s0, buf76_s1, buf76_s2, buf76_s3, E_c0, E_c1, E_c2, E_c3, E_c4, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # writes buf76: Combine over grid v.0@0[2], grid v.1@1[4], grid v.3@3[32]
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
    t2 = tl.load(m1_ptr + offs_c0[:, None, None, None] * m1_s0 + offs_c1[None, :, None, None] * m1_s1 + offs_n0[None, None, :, None] * m1_s2 + offs_n1[None, None, None, :] * m1_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t5 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_c1[None, :, None, None] * m3_s1 + offs_n1[None, None, :, None] * m3_s2 + offs_n0[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t6 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t5, 0.0), 2), axis=3)
    t7 = (t6) * (0.25)
    t17 = tl.load(m8_ptr + offs_n0[None, None, :, None] * m8_s2 + offs_n0[None, None, None, :] * m8_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t18 = t7 + t17
    t19 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, :], t18, -float('inf')), axis=3, keep_dims=True)
    t20 = t18 - (t19)
    t21 = tl.exp(t20)
    t23 = tl.load(m22_ptr + offs_c0[:, None, None, None] * m22_s0 + offs_c1[None, :, None, None] * m22_s1 + offs_n0[None, None, :, None] * m22_s2 + offs_c2[None, None, None, :] * m22_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t24 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t21, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t23, 0.0), 2), axis=3)
    t25 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, None, :], t21, 0.0), axis=3, keep_dims=True)
    t26 = (t24) / (t25)
    t28 = tl.load(m27_ptr + offs_c0[:, None, None, None] * m27_s0 + offs_c1[None, :, None, None] * m27_s1 + offs_n0[None, None, :, None] * m27_s2 + offs_n1[None, None, None, :] * m27_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t36 = tl.load(m29_ptr + offs_c0[:, None, None, None] * m29_s0 + offs_c1[None, :, None, None] * m29_s1 + offs_n1[None, None, :, None] * m29_s2 + offs_n0[None, None, None, :] * m29_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t37 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t28, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t36, 0.0), 2), axis=3)
    t38 = (t37) * (0.25)
    t39 = t38 + t17
    t40 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, :], t39, -float('inf')), axis=3, keep_dims=True)
    acc45 = tl.full([T_c0, T_c1, F_n0, T_c2], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t31 = tl.load(m29_ptr + offs_c0[:, None, None, None] * m29_s0 + offs_c1[None, :, None, None] * m29_s1 + offs_n1[None, None, :, None] * m29_s2 + offs_c3[None, None, None, :] * m29_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t32 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t28, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t31, 0.0), 2), axis=3)
        t33 = (t32) * (0.25)
        t34 = tl.load(m8_ptr + offs_n0[None, None, :, None] * m8_s2 + offs_c3[None, None, None, :] * m8_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t35 = t33 + t34
        t41 = t35 - (t40)
        t42 = tl.exp(t41)
        t43 = tl.load(m22_ptr + offs_c0[:, None, None, None] * m22_s0 + offs_c1[None, :, None, None] * m22_s1 + offs_c3[None, None, :, None] * m22_s2 + offs_c2[None, None, None, :] * m22_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t44 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t42, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t43, 0.0), 2), axis=3)
        acc45 = acc45 + t44
    acc50 = tl.full([T_c0, T_c1, F_n0, F_n0], 0.0, tl.float32)
    acc51 = tl.full([T_c0, T_c1, F_n0, F_n0], 0.0, tl.float32)
    for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

        t46 = tl.load(m27_ptr + offs_c0[:, None, None, None] * m27_s0 + offs_c1[None, :, None, None] * m27_s1 + offs_n0[None, None, :, None] * m27_s2 + offs_c4[None, None, None, :] * m27_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c4 < E_c4)[None, None, None, :], other=0).to(tl.float32)
        t47 = tl.load(m29_ptr + offs_c0[:, None, None, None] * m29_s0 + offs_c1[None, :, None, None] * m29_s1 + offs_c4[None, None, :, None] * m29_s2 + offs_n0[None, None, None, :] * m29_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c4 < E_c4)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
        t48 = tl.sum(tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, :], t46, 0.0), 4) * tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, :, None], t47, 0.0), 2), axis=3)
        t49 = (t48) * (0.25)
        acc50 = acc50 + t49
        acc51 = acc51 + t48
    t52 = acc50 + t17
    t53 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, :], t52, -float('inf')), axis=3, keep_dims=True)
    t54 = t52 - (t53)
    t55 = tl.exp(t54)
    t56 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, None, :], t55, 0.0), axis=3, keep_dims=True)
    t57 = (acc45) / (t56)
    t58 = (t57) * (0.8375055882312481)
    t59 = t26 - (t58)
    t62 = tl.load(m60_ptr + offs_c2[None, None, None, :] * m60_s3, mask=(offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t63 = (t59) * (t62)
    t64 = (t21) / (t25)
    t65 = (t55) / (t56)
    t66 = (t65) * (0.8375055882312481)
    t67 = t64 - (t66)
    t68 = tl.load(m22_ptr + offs_c0[:, None, None, None] * m22_s0 + offs_c1[None, :, None, None] * m22_s1 + offs_n0[None, None, :, None] * m22_s2 + offs_n0[None, None, None, :] * m22_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t69 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t67, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t68, 0.0), 2), axis=3)
    t70 = (t69) * (t69)
    t71 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, None, :], t70, 0.0), axis=3, keep_dims=True)
    t72 = t71 + 0.00032
    t73 = tl.rsqrt(t72)
    t74 = (t63) * (t73)
    t75 = (t74) * (1.2241106391612262)
    tl.store(buf76_ptr + offs_c0[:, None, None, None] * buf76_s0 + offs_c1[None, :, None, None] * buf76_s1 + offs_n0[None, None, :, None] * buf76_s2 + offs_c2[None, None, None, :] * buf76_s3, t75, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :])


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
    m22 = inputs['v']
    m27 = inputs['q2']
    m30 = inputs['k2']
    m29 = m30.permute([0, 1, 3, 2])
    m61 = inputs['w_subln']
    m60 = m61.reshape([1, 1, 1, 32])
    buf76 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c0']) * _cdiv(4, T['c1']) * _cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m22_s2=m22.stride(2), m22_s3=m22.stride(3), m27_ptr=m27, m27_s0=m27.stride(0), m27_s1=m27.stride(1), m27_s2=m27.stride(2), m27_s3=m27.stride(3), m29_ptr=m29, m29_s0=m29.stride(0), m29_s1=m29.stride(1), m29_s2=m29.stride(2), m29_s3=m29.stride(3), m60_ptr=m60, m60_s0=m60.stride(0), m60_s1=m60.stride(1), m60_s2=m60.stride(2), m60_s3=m60.stride(3), buf76_ptr=buf76, buf76_s0=buf76.stride(0), buf76_s1=buf76.stride(1), buf76_s2=buf76.stride(2), buf76_s3=buf76.stride(3), E_c0=2, E_c1=4, E_c2=32, E_c3=32, E_c4=16, E_n0=32, E_n1=16, F_n0=_pow2(32), F_n1=_pow2(16), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'], T_c4=T['c4'])
    return buf76


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
