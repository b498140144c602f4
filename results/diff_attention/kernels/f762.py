"""diff_attention [small], candidate 762: 1 kernel(s)

Rendered by EqiForge from candidate 762 of diff_attention [small]: grid(q1.2@2, v.3@3) loop(k1.3[16]: pair(sum, sum)) loop(v.2[32]: pair(sum, sum)) loop(v.3[32]: sum) [9 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid q1.2@2[32]
    c1: grid v.3@3[32]
    c2: loop k1.3[16]
    c3: loop v.2[32]
    c4: loop v.3[32]

Run it on its own: `python kernels/f762.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/diff_attention.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 16, "c2": 8, "c3": 16, "c4": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 32, "c1": 32, "c2": 16, "c3": 32, "c4": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, m38_ptr, m38_s0, m38_s1, m38_s2, m38_s3, m44_ptr, m44_s0, m44_s1, m44_s2, m44_s3, m46_ptr, m46_s0, m46_s1, m46_s2, m46_s3, m61_ptr, m61_s0, m61_s1, m61_s2, m61_s3, buf92_ptr, buf92_s0, buf92_s1, buf92_s2, buf92_s3, E_c0, E_c1, E_c2, E_c3, E_c4, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # writes buf92: Combine over grid q1.2@2[32], grid v.3@3[32]
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
    offs_n3 = tl.arange(0, F_n3)
    acc8 = tl.full([F_n0, F_n1, T_c0, F_n2], 0.0, tl.float32)
    acc9 = tl.full([F_n0, F_n1, T_c0, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t2 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_c0[None, None, :, None] * m1_s2 + offs_c2[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t5 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_c2[None, None, :, None] * m3_s2 + offs_n2[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
        t6 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t5, 0.0), 2), axis=3)
        t7 = (t6) * (0.25)
        acc8 = acc8 + t7
        acc9 = acc9 + t6
    t19 = tl.load(m10_ptr + offs_c0[None, None, :, None] * m10_s2 + offs_n2[None, None, None, :] * m10_s3, mask=(offs_c0 < E_c0)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t20 = acc8 + t19
    t21 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, :], t20, -float('inf')), axis=3, keep_dims=True)
    t22 = t20 - (t21)
    t23 = tl.exp(t22)
    t24 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_c0[None, None, :, None] * m1_s2 + offs_n3[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t30 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_n3[None, None, :, None] * m3_s2 + offs_n2[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t31 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t24, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t30, 0.0), 2), axis=3)
    t32 = (t31) * (0.25)
    t33 = t32 + t19
    t34 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, :], t33, -float('inf')), axis=3, keep_dims=True)
    acc41 = tl.full([F_n0, F_n1, T_c0, 1], 0.0, tl.float32)
    acc42 = tl.full([F_n0, F_n1, T_c0, F_n2], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t25 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_n3[None, None, :, None] * m3_s2 + offs_c3[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t26 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t24, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t25, 0.0), 2), axis=3)
        t27 = (t26) * (0.25)
        t28 = tl.load(m10_ptr + offs_c0[None, None, :, None] * m10_s2 + offs_c3[None, None, None, :] * m10_s3, mask=(offs_c0 < E_c0)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t29 = t27 + t28
        t35 = t29 - (t34)
        t36 = tl.exp(t35)
        t37 = tl.sum(tl.where((offs_c3 < E_c3)[None, None, None, :], t36, 0.0), axis=3, keep_dims=True)
        t39 = tl.load(m38_ptr + offs_n0[:, None, None, None] * m38_s0 + offs_n1[None, :, None, None] * m38_s1 + offs_c3[None, None, :, None] * m38_s2 + offs_n2[None, None, None, :] * m38_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
        t40 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t36, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t39, 0.0), 2), axis=3)
        acc41 = acc41 + t37
        acc42 = acc42 + t40
    t43 = (t23) / (acc41)
    t45 = tl.load(m44_ptr + offs_n0[:, None, None, None] * m44_s0 + offs_n1[None, :, None, None] * m44_s1 + offs_c0[None, None, :, None] * m44_s2 + offs_n3[None, None, None, :] * m44_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t48 = tl.load(m46_ptr + offs_n0[:, None, None, None] * m46_s0 + offs_n1[None, :, None, None] * m46_s1 + offs_n3[None, None, :, None] * m46_s2 + offs_n2[None, None, None, :] * m46_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t49 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t45, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t48, 0.0), 2), axis=3)
    t50 = (t49) * (0.25)
    t51 = t50 + t19
    t52 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, :], t51, -float('inf')), axis=3, keep_dims=True)
    t53 = t51 - (t52)
    t54 = tl.exp(t53)
    t55 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t54, 0.0), axis=3, keep_dims=True)
    t56 = (t54) / (t55)
    t57 = (t56) * (0.8375055882312481)
    t58 = t43 - (t57)
    t59 = tl.load(m38_ptr + offs_n0[:, None, None, None] * m38_s0 + offs_n1[None, :, None, None] * m38_s1 + offs_n2[None, None, :, None] * m38_s2 + offs_c1[None, None, None, :] * m38_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t60 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t58, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t59, 0.0), 2), axis=3)
    t63 = tl.load(m61_ptr + offs_c1[None, None, None, :] * m61_s3, mask=(offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t64 = (t60) * (t63)
    t65 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t24, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t30, 0.0), 2), axis=3)
    t66 = (t65) * (0.25)
    t67 = t66 + t19
    t68 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, :], t67, -float('inf')), axis=3, keep_dims=True)
    t69 = t67 - (t68)
    t70 = tl.exp(t69)
    t71 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t70, 0.0), axis=3, keep_dims=True)
    t72 = (t70) / (t71)
    t73 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t45, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t48, 0.0), 2), axis=3)
    t74 = (t73) * (0.25)
    t75 = t74 + t19
    t76 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, :], t75, -float('inf')), axis=3, keep_dims=True)
    t77 = t75 - (t76)
    t78 = tl.exp(t77)
    t79 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t78, 0.0), axis=3, keep_dims=True)
    t80 = (t78) / (t79)
    t81 = (t80) * (0.8375055882312481)
    t82 = t72 - (t81)
    acc87 = tl.full([F_n0, F_n1, T_c0, 1], 0.0, tl.float32)
    for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

        t83 = tl.load(m38_ptr + offs_n0[:, None, None, None] * m38_s0 + offs_n1[None, :, None, None] * m38_s1 + offs_n2[None, None, :, None] * m38_s2 + offs_c4[None, None, None, :] * m38_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c4 < E_c4)[None, None, None, :], other=0).to(tl.float32)
        t84 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t82, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t83, 0.0), 2), axis=3)
        t85 = (t84) * (t84)
        t86 = tl.sum(tl.where((offs_c4 < E_c4)[None, None, None, :], t85, 0.0), axis=3, keep_dims=True)
        acc87 = acc87 + t86
    t88 = acc87 + 0.00032
    t89 = tl.rsqrt(t88)
    t90 = (t64) * (t89)
    t91 = (t90) * (1.2241106391612262)
    tl.store(buf92_ptr + offs_n0[:, None, None, None] * buf92_s0 + offs_n1[None, :, None, None] * buf92_s1 + offs_c0[None, None, :, None] * buf92_s2 + offs_c1[None, None, None, :] * buf92_s3, t91, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :])


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
    m38 = inputs['v']
    m44 = inputs['q2']
    m47 = inputs['k2']
    m46 = m47.permute([0, 1, 3, 2])
    m62 = inputs['w_subln']
    m61 = m62.reshape([1, 1, 1, 32])
    buf92 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), m38_ptr=m38, m38_s0=m38.stride(0), m38_s1=m38.stride(1), m38_s2=m38.stride(2), m38_s3=m38.stride(3), m44_ptr=m44, m44_s0=m44.stride(0), m44_s1=m44.stride(1), m44_s2=m44.stride(2), m44_s3=m44.stride(3), m46_ptr=m46, m46_s0=m46.stride(0), m46_s1=m46.stride(1), m46_s2=m46.stride(2), m46_s3=m46.stride(3), m61_ptr=m61, m61_s0=m61.stride(0), m61_s1=m61.stride(1), m61_s2=m61.stride(2), m61_s3=m61.stride(3), buf92_ptr=buf92, buf92_s0=buf92.stride(0), buf92_s1=buf92.stride(1), buf92_s2=buf92.stride(2), buf92_s3=buf92.stride(3), E_c0=32, E_c1=32, E_c2=16, E_c3=32, E_c4=32, E_n0=2, E_n1=4, E_n2=32, E_n3=16, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(32), F_n3=_pow2(16), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'], T_c4=T['c4'])
    return buf92


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
