"""diff_attention [small], candidate 1270: 1 kernel(s)

Rendered by EqiForge from candidate 1270 of diff_attention [small]: grid(q1.2@2, v.1@1, v.3@3) loop(k1.3[16]: pair(sum, sum)) loop(v.2[32]: sum) {loop(k2.3[16]: sum) loop(k2.3[16]: sum)} [7 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid v.1@1[4]
    c1: grid q1.2@2[32]
    c2: grid v.3@3[32]
    c3: loop k1.3[16]
    c4: loop v.2[32]
    c5: loop k2.3[16]

Run it on its own: `python kernels/f1270.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/diff_attention.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 2, "c1": 16, "c2": 16, "c3": 8, "c4": 16, "c5": 8}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 4, "c1": 32, "c2": 32, "c3": 16, "c4": 32, "c5": 16}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, m24_ptr, m24_s0, m24_s1, m24_s2, m24_s3, m29_ptr, m29_s0, m29_s1, m29_s2, m29_s3, m31_ptr, m31_s0, m31_s1, m31_s2, m31_s3, m57_ptr, m57_s0, m57_s1, m57_s2, m57_s3, buf82_ptr, buf82_s0, buf82_s1, buf82_s2, buf82_s3, E_c0, E_c1, E_c2, E_c3, E_c4, E_c5, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr, T_c5: tl.constexpr):
    # writes buf82: Combine over grid v.1@1[4], grid q1.2@2[32], grid v.3@3[32]
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
    offs_n2 = tl.arange(0, F_n2)
    acc8 = tl.full([F_n0, T_c0, T_c1, F_n1], 0.0, tl.float32)
    acc9 = tl.full([F_n0, T_c0, T_c1, F_n1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t2 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_c0[None, :, None, None] * m1_s1 + offs_c1[None, None, :, None] * m1_s2 + offs_c3[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t5 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_c0[None, :, None, None] * m3_s1 + offs_c3[None, None, :, None] * m3_s2 + offs_n1[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
        t6 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t5, 0.0), 2), axis=3)
        t7 = (t6) * (0.25)
        acc8 = acc8 + t7
        acc9 = acc9 + t6
    t19 = tl.load(m10_ptr + offs_c1[None, None, :, None] * m10_s2 + offs_n1[None, None, None, :] * m10_s3, mask=(offs_c1 < E_c1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t20 = acc8 + t19
    t21 = tl.max(tl.where((offs_n1 < E_n1)[None, None, None, :], t20, -float('inf')), axis=3, keep_dims=True)
    t22 = t20 - (t21)
    t23 = tl.exp(t22)
    t25 = tl.load(m24_ptr + offs_n0[:, None, None, None] * m24_s0 + offs_c0[None, :, None, None] * m24_s1 + offs_n1[None, None, :, None] * m24_s2 + offs_c2[None, None, None, :] * m24_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t26 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t23, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t25, 0.0), 2), axis=3)
    t27 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t23, 0.0), axis=3, keep_dims=True)
    t28 = (t26) / (t27)
    acc42 = tl.full([F_n0, T_c0, T_c1, F_n1], 0.0, tl.float32)
    for i_c5 in range(0, tl.cdiv(E_c5, T_c5)):
        offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)

        t39 = tl.load(m29_ptr + offs_n0[:, None, None, None] * m29_s0 + offs_c0[None, :, None, None] * m29_s1 + offs_c1[None, None, :, None] * m29_s2 + offs_c5[None, None, None, :] * m29_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_c5 < E_c5)[None, None, None, :], other=0).to(tl.float32)
        t40 = tl.load(m31_ptr + offs_n0[:, None, None, None] * m31_s0 + offs_c0[None, :, None, None] * m31_s1 + offs_c5[None, None, :, None] * m31_s2 + offs_n1[None, None, None, :] * m31_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_c5 < E_c5)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
        t41 = tl.sum(tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, None, :], t39, 0.0), 4) * tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, :, None], t40, 0.0), 2), axis=3)
        acc42 = acc42 + t41
    t43 = (acc42) * (0.25)
    t44 = t43 + t19
    t45 = tl.max(tl.where((offs_n1 < E_n1)[None, None, None, :], t44, -float('inf')), axis=3, keep_dims=True)
    t48 = t44 - (t45)
    t49 = tl.exp(t48)
    t50 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t49, 0.0), axis=3, keep_dims=True)
    acc54 = tl.full([F_n0, T_c0, T_c1, T_c2], 0.0, tl.float32)
    for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

        acc35 = tl.full([F_n0, T_c0, T_c1, T_c4], 0.0, tl.float32)
        for i_c5 in range(0, tl.cdiv(E_c5, T_c5)):
            offs_c5 = i_c5 * T_c5 + tl.arange(0, T_c5)

            t30 = tl.load(m29_ptr + offs_n0[:, None, None, None] * m29_s0 + offs_c0[None, :, None, None] * m29_s1 + offs_c1[None, None, :, None] * m29_s2 + offs_c5[None, None, None, :] * m29_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_c5 < E_c5)[None, None, None, :], other=0).to(tl.float32)
            t33 = tl.load(m31_ptr + offs_n0[:, None, None, None] * m31_s0 + offs_c0[None, :, None, None] * m31_s1 + offs_c5[None, None, :, None] * m31_s2 + offs_c4[None, None, None, :] * m31_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_c5 < E_c5)[None, None, :, None] & (offs_c4 < E_c4)[None, None, None, :], other=0).to(tl.float32)
            t34 = tl.sum(tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, None, :], t30, 0.0), 4) * tl.expand_dims(tl.where((offs_c5 < E_c5)[None, None, :, None], t33, 0.0), 2), axis=3)
            acc35 = acc35 + t34
        t36 = (acc35) * (0.25)
        t37 = tl.load(m10_ptr + offs_c1[None, None, :, None] * m10_s2 + offs_c4[None, None, None, :] * m10_s3, mask=(offs_c1 < E_c1)[None, None, :, None] & (offs_c4 < E_c4)[None, None, None, :], other=0).to(tl.float32)
        t38 = t36 + t37
        t46 = t38 - (t45)
        t47 = tl.exp(t46)
        t51 = (t47) / (t50)
        t52 = tl.load(m24_ptr + offs_n0[:, None, None, None] * m24_s0 + offs_c0[None, :, None, None] * m24_s1 + offs_c4[None, None, :, None] * m24_s2 + offs_c2[None, None, None, :] * m24_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_c4 < E_c4)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t53 = tl.sum(tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, :], t51, 0.0), 4) * tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, :, None], t52, 0.0), 2), axis=3)
        acc54 = acc54 + t53
    t55 = (acc54) * (0.8375055882312481)
    t56 = t28 - (t55)
    t59 = tl.load(m57_ptr + offs_c2[None, None, None, :] * m57_s3, mask=(offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t60 = (t56) * (t59)
    t61 = (t23) / (t27)
    t62 = tl.load(m29_ptr + offs_n0[:, None, None, None] * m29_s0 + offs_c0[None, :, None, None] * m29_s1 + offs_c1[None, None, :, None] * m29_s2 + offs_n2[None, None, None, :] * m29_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t63 = tl.load(m31_ptr + offs_n0[:, None, None, None] * m31_s0 + offs_c0[None, :, None, None] * m31_s1 + offs_n2[None, None, :, None] * m31_s2 + offs_n1[None, None, None, :] * m31_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t64 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t62, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t63, 0.0), 2), axis=3)
    t65 = (t64) * (0.25)
    t66 = t65 + t19
    t67 = tl.max(tl.where((offs_n1 < E_n1)[None, None, None, :], t66, -float('inf')), axis=3, keep_dims=True)
    t68 = t66 - (t67)
    t69 = tl.exp(t68)
    t70 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t69, 0.0), axis=3, keep_dims=True)
    t71 = (t69) / (t70)
    t72 = (t71) * (0.8375055882312481)
    t73 = t61 - (t72)
    t74 = tl.load(m24_ptr + offs_n0[:, None, None, None] * m24_s0 + offs_c0[None, :, None, None] * m24_s1 + offs_n1[None, None, :, None] * m24_s2 + offs_n1[None, None, None, :] * m24_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t75 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t73, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t74, 0.0), 2), axis=3)
    t76 = (t75) * (t75)
    t77 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t76, 0.0), axis=3, keep_dims=True)
    t78 = t77 + 0.00032
    t79 = tl.rsqrt(t78)
    t80 = (t60) * (t79)
    t81 = (t80) * (1.2241106391612262)
    tl.store(buf82_ptr + offs_n0[:, None, None, None] * buf82_s0 + offs_c0[None, :, None, None] * buf82_s1 + offs_c1[None, None, :, None] * buf82_s2 + offs_c2[None, None, None, :] * buf82_s3, t81, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :])


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
    m24 = inputs['v']
    m29 = inputs['q2']
    m32 = inputs['k2']
    m31 = m32.permute([0, 1, 3, 2])
    m58 = inputs['w_subln']
    m57 = m58.reshape([1, 1, 1, 32])
    buf82 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(4, T['c0']) * _cdiv(32, T['c1']) * _cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), m24_ptr=m24, m24_s0=m24.stride(0), m24_s1=m24.stride(1), m24_s2=m24.stride(2), m24_s3=m24.stride(3), m29_ptr=m29, m29_s0=m29.stride(0), m29_s1=m29.stride(1), m29_s2=m29.stride(2), m29_s3=m29.stride(3), m31_ptr=m31, m31_s0=m31.stride(0), m31_s1=m31.stride(1), m31_s2=m31.stride(2), m31_s3=m31.stride(3), m57_ptr=m57, m57_s0=m57.stride(0), m57_s1=m57.stride(1), m57_s2=m57.stride(2), m57_s3=m57.stride(3), buf82_ptr=buf82, buf82_s0=buf82.stride(0), buf82_s1=buf82.stride(1), buf82_s2=buf82.stride(2), buf82_s3=buf82.stride(3), E_c0=4, E_c1=32, E_c2=32, E_c3=16, E_c4=32, E_c5=16, E_n0=2, E_n1=32, E_n2=16, F_n0=_pow2(2), F_n1=_pow2(32), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'], T_c4=T['c4'], T_c5=T['c5'])
    return buf82


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
