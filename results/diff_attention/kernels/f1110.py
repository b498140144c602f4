"""diff_attention [small], candidate 1110: 1 kernel(s)

Rendered by EqiForge from candidate 1110 of diff_attention [small]: grid(v.1@1, v.3@3) loop(v.2[32]: pair(sum, sum)) {loop(k1.3[16]: pair(sum, sum))} loop(v.3[32]: sum) [9 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid v.1@1[4]
    c1: grid v.3@3[32]
    c2: loop v.2[32]
    c3: loop k1.3[16]
    c4: loop v.3[32]

Run it on its own: `python kernels/f1110.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/diff_attention.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 2, "c1": 16, "c2": 16, "c3": 8, "c4": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 4, "c1": 32, "c2": 32, "c3": 16, "c4": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m27_ptr, m27_s0, m27_s1, m27_s2, m27_s3, m30_ptr, m30_s0, m30_s1, m30_s2, m30_s3, m32_ptr, m32_s0, m32_s1, m32_s2, m32_s3, m87_ptr, m87_s0, m87_s1, m87_s2, m87_s3, buf92_ptr, buf92_s0, buf92_s1, buf92_s2, buf92_s3, E_c0, E_c1, E_c2, E_c3, E_c4, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # writes buf92: Combine over grid v.1@1[4], grid v.3@3[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t2 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_c0[None, :, None, None] * m1_s1 + offs_n1[None, None, :, None] * m1_s2 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t19 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_c0[None, :, None, None] * m3_s1 + offs_n2[None, None, :, None] * m3_s2 + offs_n1[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t20 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t19, 0.0), 2), axis=3)
    t21 = (t20) * (0.25)
    t22 = tl.load(m8_ptr + offs_n1[None, None, :, None] * m8_s2 + offs_n1[None, None, None, :] * m8_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t23 = t21 + t22
    t24 = tl.max(tl.where((offs_n1 < E_n1)[None, None, None, :], t23, -float('inf')), axis=3, keep_dims=True)
    t40 = tl.load(m30_ptr + offs_n0[:, None, None, None] * m30_s0 + offs_c0[None, :, None, None] * m30_s1 + offs_n1[None, None, :, None] * m30_s2 + offs_n2[None, None, None, :] * m30_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t41 = tl.load(m32_ptr + offs_n0[:, None, None, None] * m32_s0 + offs_c0[None, :, None, None] * m32_s1 + offs_n2[None, None, :, None] * m32_s2 + offs_n1[None, None, None, :] * m32_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t42 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t40, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t41, 0.0), 2), axis=3)
    t43 = (t42) * (0.25)
    t44 = t43 + t22
    t45 = tl.max(tl.where((offs_n1 < E_n1)[None, None, None, :], t44, -float('inf')), axis=3, keep_dims=True)
    t48 = t44 - (t45)
    t49 = tl.exp(t48)
    t50 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t49, 0.0), axis=3, keep_dims=True)
    t52 = t23 - (t24)
    t53 = tl.exp(t52)
    t54 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t53, 0.0), axis=3, keep_dims=True)
    acc59 = tl.full([F_n0, T_c0, F_n1, T_c1], 0.0, tl.float32)
    acc60 = tl.full([F_n0, T_c0, F_n1, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t5 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_c0[None, :, None, None] * m3_s1 + offs_n2[None, None, :, None] * m3_s2 + offs_c2[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t6 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t5, 0.0), 2), axis=3)
        t7 = (t6) * (0.25)
        t17 = tl.load(m8_ptr + offs_n1[None, None, :, None] * m8_s2 + offs_c2[None, None, None, :] * m8_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t18 = t7 + t17
        t25 = t18 - (t24)
        t26 = tl.exp(t25)
        t28 = tl.load(m27_ptr + offs_n0[:, None, None, None] * m27_s0 + offs_c0[None, :, None, None] * m27_s1 + offs_c2[None, None, :, None] * m27_s2 + offs_c1[None, None, None, :] * m27_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t29 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t26, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t28, 0.0), 2), axis=3)
        acc37 = tl.full([F_n0, T_c0, F_n1, T_c2], 0.0, tl.float32)
        acc38 = tl.full([F_n0, T_c0, F_n1, T_c2], 0.0, tl.float32)
        for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
            offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

            t31 = tl.load(m30_ptr + offs_n0[:, None, None, None] * m30_s0 + offs_c0[None, :, None, None] * m30_s1 + offs_n1[None, None, :, None] * m30_s2 + offs_c3[None, None, None, :] * m30_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
            t34 = tl.load(m32_ptr + offs_n0[:, None, None, None] * m32_s0 + offs_c0[None, :, None, None] * m32_s1 + offs_c3[None, None, :, None] * m32_s2 + offs_c2[None, None, None, :] * m32_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
            t35 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t31, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t34, 0.0), 2), axis=3)
            t36 = (t35) * (0.25)
            acc37 = acc37 + t36
            acc38 = acc38 + t35
        t39 = acc37 + t17
        t46 = t39 - (t45)
        t47 = tl.exp(t46)
        t51 = (t47) / (t50)
        t55 = (t26) / (t54)
        t56 = (t55) * (0.8375055882312481)
        t57 = t51 - (t56)
        t58 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t57, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t28, 0.0), 2), axis=3)
        acc59 = acc59 + t29
        acc60 = acc60 + t58
    t61 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t40, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t41, 0.0), 2), axis=3)
    t62 = (t61) * (0.25)
    t63 = t62 + t22
    t64 = tl.max(tl.where((offs_n1 < E_n1)[None, None, None, :], t63, -float('inf')), axis=3, keep_dims=True)
    t65 = t63 - (t64)
    t66 = tl.exp(t65)
    t67 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t66, 0.0), axis=3, keep_dims=True)
    t68 = (t66) / (t67)
    t69 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t19, 0.0), 2), axis=3)
    t70 = (t69) * (0.25)
    t71 = t70 + t22
    t72 = tl.max(tl.where((offs_n1 < E_n1)[None, None, None, :], t71, -float('inf')), axis=3, keep_dims=True)
    t73 = t71 - (t72)
    t74 = tl.exp(t73)
    t75 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t74, 0.0), axis=3, keep_dims=True)
    t76 = (t74) / (t75)
    t77 = (t76) * (0.8375055882312481)
    t78 = t68 - (t77)
    acc83 = tl.full([F_n0, T_c0, F_n1, 1], 0.0, tl.float32)
    for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

        t79 = tl.load(m27_ptr + offs_n0[:, None, None, None] * m27_s0 + offs_c0[None, :, None, None] * m27_s1 + offs_n1[None, None, :, None] * m27_s2 + offs_c4[None, None, None, :] * m27_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c4 < E_c4)[None, None, None, :], other=0).to(tl.float32)
        t80 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t78, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t79, 0.0), 2), axis=3)
        t81 = (t80) * (t80)
        t82 = tl.sum(tl.where((offs_c4 < E_c4)[None, None, None, :], t81, 0.0), axis=3, keep_dims=True)
        acc83 = acc83 + t82
    t84 = acc83 + 0.00032
    t85 = tl.rsqrt(t84)
    t86 = (acc60) * (t85)
    t89 = tl.load(m87_ptr + offs_c1[None, None, None, :] * m87_s3, mask=(offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t90 = (t86) * (t89)
    t91 = (t90) * (1.2241106391612262)
    tl.store(buf92_ptr + offs_n0[:, None, None, None] * buf92_s0 + offs_c0[None, :, None, None] * buf92_s1 + offs_n1[None, None, :, None] * buf92_s2 + offs_c1[None, None, None, :] * buf92_s3, t91, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :])


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
    m1 = inputs['q2']
    m4 = inputs['k2']
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
    m27 = inputs['v']
    m30 = inputs['q1']
    m33 = inputs['k1']
    m32 = m33.permute([0, 1, 3, 2])
    m88 = inputs['w_subln']
    m87 = m88.reshape([1, 1, 1, 32])
    buf92 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(4, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m27_ptr=m27, m27_s0=m27.stride(0), m27_s1=m27.stride(1), m27_s2=m27.stride(2), m27_s3=m27.stride(3), m30_ptr=m30, m30_s0=m30.stride(0), m30_s1=m30.stride(1), m30_s2=m30.stride(2), m30_s3=m30.stride(3), m32_ptr=m32, m32_s0=m32.stride(0), m32_s1=m32.stride(1), m32_s2=m32.stride(2), m32_s3=m32.stride(3), m87_ptr=m87, m87_s0=m87.stride(0), m87_s1=m87.stride(1), m87_s2=m87.stride(2), m87_s3=m87.stride(3), buf92_ptr=buf92, buf92_s0=buf92.stride(0), buf92_s1=buf92.stride(1), buf92_s2=buf92.stride(2), buf92_s3=buf92.stride(3), E_c0=4, E_c1=32, E_c2=32, E_c3=16, E_c4=32, E_n0=2, E_n1=32, E_n2=16, F_n0=_pow2(2), F_n1=_pow2(32), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'], T_c4=T['c4'])
    return buf92


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
