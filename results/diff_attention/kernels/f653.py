"""diff_attention [small], candidate 653: 1 kernel(s)

Rendered by EqiForge from candidate 653 of diff_attention [small]: grid(q1.2@2, v.1@1) loop(k1.3[16]: pair(sum, sum)) loop(k2.3[16]: pair(sum, sum)) loop(v.3[32]: sum) [6 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid v.1@1[4]
    c1: grid q1.2@2[32]
    c2: loop k1.3[16]
    c3: loop k2.3[16]
    c4: loop v.3[32]

Run it on its own: `python kernels/f653.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/diff_attention.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 2, "c1": 16, "c2": 8, "c3": 8, "c4": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 4, "c1": 32, "c2": 16, "c3": 16, "c4": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, m26_ptr, m26_s0, m26_s1, m26_s2, m26_s3, m28_ptr, m28_s0, m28_s1, m28_s2, m28_s3, m43_ptr, m43_s0, m43_s1, m43_s2, m43_s3, m46_ptr, m46_s0, m46_s1, m46_s2, m46_s3, buf81_ptr, buf81_s0, buf81_s1, buf81_s2, buf81_s3, E_c0, E_c1, E_c2, E_c3, E_c4, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # writes buf81: Combine over grid v.1@1[4], grid q1.2@2[32]
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
    acc8 = tl.full([F_n0, T_c0, T_c1, F_n1], 0.0, tl.float32)
    acc9 = tl.full([F_n0, T_c0, T_c1, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t2 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_c0[None, :, None, None] * m1_s1 + offs_c1[None, None, :, None] * m1_s2 + offs_c2[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t5 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_c0[None, :, None, None] * m3_s1 + offs_c2[None, None, :, None] * m3_s2 + offs_n1[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
        t6 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t5, 0.0), 2), axis=3)
        t7 = (t6) * (0.25)
        acc8 = acc8 + t7
        acc9 = acc9 + t6
    t19 = tl.load(m10_ptr + offs_c1[None, None, :, None] * m10_s2 + offs_n1[None, None, None, :] * m10_s3, mask=(offs_c1 < E_c1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t20 = acc8 + t19
    t21 = tl.max(tl.where((offs_n1 < E_n1)[None, None, None, :], t20, -float('inf')), axis=3, keep_dims=True)
    t22 = t20 - (t21)
    t23 = tl.exp(t22)
    t24 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t23, 0.0), axis=3, keep_dims=True)
    t25 = (t23) / (t24)
    acc33 = tl.full([F_n0, T_c0, T_c1, F_n1], 0.0, tl.float32)
    acc34 = tl.full([F_n0, T_c0, T_c1, F_n1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t27 = tl.load(m26_ptr + offs_n0[:, None, None, None] * m26_s0 + offs_c0[None, :, None, None] * m26_s1 + offs_c1[None, None, :, None] * m26_s2 + offs_c3[None, None, None, :] * m26_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t30 = tl.load(m28_ptr + offs_n0[:, None, None, None] * m28_s0 + offs_c0[None, :, None, None] * m28_s1 + offs_c3[None, None, :, None] * m28_s2 + offs_n1[None, None, None, :] * m28_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
        t31 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t27, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t30, 0.0), 2), axis=3)
        t32 = (t31) * (0.25)
        acc33 = acc33 + t32
        acc34 = acc34 + t31
    t35 = acc33 + t19
    t36 = tl.max(tl.where((offs_n1 < E_n1)[None, None, None, :], t35, -float('inf')), axis=3, keep_dims=True)
    t37 = t35 - (t36)
    t38 = tl.exp(t37)
    t39 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t38, 0.0), axis=3, keep_dims=True)
    t40 = (t38) / (t39)
    t41 = (t40) * (0.8375055882312481)
    t42 = t25 - (t41)
    t44 = tl.load(m43_ptr + offs_n0[:, None, None, None] * m43_s0 + offs_c0[None, :, None, None] * m43_s1 + offs_n1[None, None, :, None] * m43_s2 + offs_n1[None, None, None, :] * m43_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t45 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t42, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t44, 0.0), 2), axis=3)
    t48 = tl.load(m46_ptr + offs_n1[None, None, None, :] * m46_s3, mask=(offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t49 = (t45) * (t48)
    t50 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_c0[None, :, None, None] * m1_s1 + offs_c1[None, None, :, None] * m1_s2 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t51 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_c0[None, :, None, None] * m3_s1 + offs_n2[None, None, :, None] * m3_s2 + offs_n1[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t52 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t50, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t51, 0.0), 2), axis=3)
    t53 = (t52) * (0.25)
    t54 = t53 + t19
    t55 = tl.max(tl.where((offs_n1 < E_n1)[None, None, None, :], t54, -float('inf')), axis=3, keep_dims=True)
    t56 = t54 - (t55)
    t57 = tl.exp(t56)
    t58 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t57, 0.0), axis=3, keep_dims=True)
    t59 = (t57) / (t58)
    t60 = tl.load(m26_ptr + offs_n0[:, None, None, None] * m26_s0 + offs_c0[None, :, None, None] * m26_s1 + offs_c1[None, None, :, None] * m26_s2 + offs_n2[None, None, None, :] * m26_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t61 = tl.load(m28_ptr + offs_n0[:, None, None, None] * m28_s0 + offs_c0[None, :, None, None] * m28_s1 + offs_n2[None, None, :, None] * m28_s2 + offs_n1[None, None, None, :] * m28_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t62 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t60, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t61, 0.0), 2), axis=3)
    t63 = (t62) * (0.25)
    t64 = t63 + t19
    t65 = tl.max(tl.where((offs_n1 < E_n1)[None, None, None, :], t64, -float('inf')), axis=3, keep_dims=True)
    t66 = t64 - (t65)
    t67 = tl.exp(t66)
    t68 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t67, 0.0), axis=3, keep_dims=True)
    t69 = (t67) / (t68)
    t70 = (t69) * (0.8375055882312481)
    t71 = t59 - (t70)
    acc76 = tl.full([F_n0, T_c0, T_c1, 1], 0.0, tl.float32)
    for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

        t72 = tl.load(m43_ptr + offs_n0[:, None, None, None] * m43_s0 + offs_c0[None, :, None, None] * m43_s1 + offs_n1[None, None, :, None] * m43_s2 + offs_c4[None, None, None, :] * m43_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c4 < E_c4)[None, None, None, :], other=0).to(tl.float32)
        t73 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t71, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t72, 0.0), 2), axis=3)
        t74 = (t73) * (t73)
        t75 = tl.sum(tl.where((offs_c4 < E_c4)[None, None, None, :], t74, 0.0), axis=3, keep_dims=True)
        acc76 = acc76 + t75
    t77 = acc76 + 0.00032
    t78 = tl.rsqrt(t77)
    t79 = (t49) * (t78)
    t80 = (t79) * (1.2241106391612262)
    tl.store(buf81_ptr + offs_n0[:, None, None, None] * buf81_s0 + offs_c0[None, :, None, None] * buf81_s1 + offs_c1[None, None, :, None] * buf81_s2 + offs_n1[None, None, None, :] * buf81_s3, t80, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :])


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
    m14 = _iota([32, 32], 1, device)
    m15 = _iota([32, 32], 0, device)
    m13 = _BINARY["Sub"](m14, m15)
    m16 = torch.tensor(1.0, dtype=torch.float32, device=device)
    m12 = _BINARY["Ge"](m13, m16)
    m17 = torch.full([32, 32], -float("inf"), dtype=torch.float32, device=device)
    m18 = torch.full([32, 32], 0.0, dtype=torch.float32, device=device)
    m11 = torch.where(m12, m17, m18)
    m10 = m11.reshape([1, 1, 32, 32])
    m26 = inputs['q2']
    m29 = inputs['k2']
    m28 = m29.permute([0, 1, 3, 2])
    m43 = inputs['v']
    m47 = inputs['w_subln']
    m46 = m47.reshape([1, 1, 1, 32])
    buf81 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(4, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), m26_ptr=m26, m26_s0=m26.stride(0), m26_s1=m26.stride(1), m26_s2=m26.stride(2), m26_s3=m26.stride(3), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m28_s2=m28.stride(2), m28_s3=m28.stride(3), m43_ptr=m43, m43_s0=m43.stride(0), m43_s1=m43.stride(1), m43_s2=m43.stride(2), m43_s3=m43.stride(3), m46_ptr=m46, m46_s0=m46.stride(0), m46_s1=m46.stride(1), m46_s2=m46.stride(2), m46_s3=m46.stride(3), buf81_ptr=buf81, buf81_s0=buf81.stride(0), buf81_s1=buf81.stride(1), buf81_s2=buf81.stride(2), buf81_s3=buf81.stride(3), E_c0=4, E_c1=32, E_c2=16, E_c3=16, E_c4=32, E_n0=2, E_n1=32, E_n2=16, F_n0=_pow2(2), F_n1=_pow2(32), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'], T_c4=T['c4'])
    return buf81


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
