"""diff_attention [small], candidate 799: 1 kernel(s)

Rendered by EqiForge from candidate 799 of diff_attention [small]: grid(q1.2@2, v.3@3) loop(v.2[32]: pair(sum, sum)) loop(k2.3[16]: pair(sum, sum)) loop(v.3[32]: sum) [9 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid q1.2@2[32]
    c1: grid v.3@3[32]
    c2: loop v.2[32]
    c3: loop k2.3[16]
    c4: loop v.3[32]

Run it on its own: `python kernels/f799.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/diff_attention.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 16, "c2": 16, "c3": 8, "c4": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 32, "c1": 32, "c2": 32, "c3": 16, "c4": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m34_ptr, m34_s0, m34_s1, m34_s2, m34_s3, m40_ptr, m40_s0, m40_s1, m40_s2, m40_s3, m42_ptr, m42_s0, m42_s1, m42_s2, m42_s3, m59_ptr, m59_s0, m59_s1, m59_s2, m59_s3, buf92_ptr, buf92_s0, buf92_s1, buf92_s2, buf92_s3, E_c0, E_c1, E_c2, E_c3, E_c4, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
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
    t2 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_c0[None, None, :, None] * m1_s2 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t5 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_n2[None, None, :, None] * m3_s2 + offs_n3[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t6 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t5, 0.0), 2), axis=3)
    t7 = (t6) * (0.25)
    t17 = tl.load(m8_ptr + offs_c0[None, None, :, None] * m8_s2 + offs_n3[None, None, None, :] * m8_s3, mask=(offs_c0 < E_c0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t18 = t7 + t17
    t19 = tl.max(tl.where((offs_n3 < E_n3)[None, None, None, :], t18, -float('inf')), axis=3, keep_dims=True)
    t20 = t18 - (t19)
    t21 = tl.exp(t20)
    t27 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t5, 0.0), 2), axis=3)
    t28 = (t27) * (0.25)
    t29 = t28 + t17
    t30 = tl.max(tl.where((offs_n3 < E_n3)[None, None, None, :], t29, -float('inf')), axis=3, keep_dims=True)
    acc37 = tl.full([F_n0, F_n1, T_c0, 1], 0.0, tl.float32)
    acc38 = tl.full([F_n0, F_n1, T_c0, F_n3], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t22 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_n2[None, None, :, None] * m3_s2 + offs_c2[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t23 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t22, 0.0), 2), axis=3)
        t24 = (t23) * (0.25)
        t25 = tl.load(m8_ptr + offs_c0[None, None, :, None] * m8_s2 + offs_c2[None, None, None, :] * m8_s3, mask=(offs_c0 < E_c0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t26 = t24 + t25
        t31 = t26 - (t30)
        t32 = tl.exp(t31)
        t33 = tl.sum(tl.where((offs_c2 < E_c2)[None, None, None, :], t32, 0.0), axis=3, keep_dims=True)
        t35 = tl.load(m34_ptr + offs_n0[:, None, None, None] * m34_s0 + offs_n1[None, :, None, None] * m34_s1 + offs_c2[None, None, :, None] * m34_s2 + offs_n3[None, None, None, :] * m34_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
        t36 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t32, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t35, 0.0), 2), axis=3)
        acc37 = acc37 + t33
        acc38 = acc38 + t36
    t39 = (t21) / (acc37)
    acc47 = tl.full([F_n0, F_n1, T_c0, F_n3], 0.0, tl.float32)
    acc48 = tl.full([F_n0, F_n1, T_c0, F_n3], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t41 = tl.load(m40_ptr + offs_n0[:, None, None, None] * m40_s0 + offs_n1[None, :, None, None] * m40_s1 + offs_c0[None, None, :, None] * m40_s2 + offs_c3[None, None, None, :] * m40_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t44 = tl.load(m42_ptr + offs_n0[:, None, None, None] * m42_s0 + offs_n1[None, :, None, None] * m42_s1 + offs_c3[None, None, :, None] * m42_s2 + offs_n3[None, None, None, :] * m42_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
        t45 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t41, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t44, 0.0), 2), axis=3)
        t46 = (t45) * (0.25)
        acc47 = acc47 + t46
        acc48 = acc48 + t45
    t49 = acc47 + t17
    t50 = tl.max(tl.where((offs_n3 < E_n3)[None, None, None, :], t49, -float('inf')), axis=3, keep_dims=True)
    t51 = t49 - (t50)
    t52 = tl.exp(t51)
    t53 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t52, 0.0), axis=3, keep_dims=True)
    t54 = (t52) / (t53)
    t55 = (t54) * (0.8375055882312481)
    t56 = t39 - (t55)
    t57 = tl.load(m34_ptr + offs_n0[:, None, None, None] * m34_s0 + offs_n1[None, :, None, None] * m34_s1 + offs_n3[None, None, :, None] * m34_s2 + offs_c1[None, None, None, :] * m34_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t58 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t56, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t57, 0.0), 2), axis=3)
    t61 = tl.load(m59_ptr + offs_c1[None, None, None, :] * m59_s3, mask=(offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t62 = (t58) * (t61)
    t63 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t5, 0.0), 2), axis=3)
    t64 = (t63) * (0.25)
    t65 = t64 + t17
    t66 = tl.max(tl.where((offs_n3 < E_n3)[None, None, None, :], t65, -float('inf')), axis=3, keep_dims=True)
    t67 = t65 - (t66)
    t68 = tl.exp(t67)
    t69 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t68, 0.0), axis=3, keep_dims=True)
    t70 = (t68) / (t69)
    t71 = tl.load(m40_ptr + offs_n0[:, None, None, None] * m40_s0 + offs_n1[None, :, None, None] * m40_s1 + offs_c0[None, None, :, None] * m40_s2 + offs_n2[None, None, None, :] * m40_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t72 = tl.load(m42_ptr + offs_n0[:, None, None, None] * m42_s0 + offs_n1[None, :, None, None] * m42_s1 + offs_n2[None, None, :, None] * m42_s2 + offs_n3[None, None, None, :] * m42_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t73 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t71, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t72, 0.0), 2), axis=3)
    t74 = (t73) * (0.25)
    t75 = t74 + t17
    t76 = tl.max(tl.where((offs_n3 < E_n3)[None, None, None, :], t75, -float('inf')), axis=3, keep_dims=True)
    t77 = t75 - (t76)
    t78 = tl.exp(t77)
    t79 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t78, 0.0), axis=3, keep_dims=True)
    t80 = (t78) / (t79)
    t81 = (t80) * (0.8375055882312481)
    t82 = t70 - (t81)
    acc87 = tl.full([F_n0, F_n1, T_c0, 1], 0.0, tl.float32)
    for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

        t83 = tl.load(m34_ptr + offs_n0[:, None, None, None] * m34_s0 + offs_n1[None, :, None, None] * m34_s1 + offs_n3[None, None, :, None] * m34_s2 + offs_c4[None, None, None, :] * m34_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_c4 < E_c4)[None, None, None, :], other=0).to(tl.float32)
        t84 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t82, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t83, 0.0), 2), axis=3)
        t85 = (t84) * (t84)
        t86 = tl.sum(tl.where((offs_c4 < E_c4)[None, None, None, :], t85, 0.0), axis=3, keep_dims=True)
        acc87 = acc87 + t86
    t88 = acc87 + 0.00032
    t89 = tl.rsqrt(t88)
    t90 = (t62) * (t89)
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
    m12 = _iota([32, 32], 1, device)
    m13 = _iota([32, 32], 0, device)
    m11 = _BINARY["Sub"](m12, m13)
    m14 = torch.tensor(1.0, dtype=torch.float32, device=device)
    m10 = _BINARY["Ge"](m11, m14)
    m15 = torch.full([32, 32], -float("inf"), dtype=torch.float32, device=device)
    m16 = torch.full([32, 32], 0.0, dtype=torch.float32, device=device)
    m9 = torch.where(m10, m15, m16)
    m8 = m9.reshape([1, 1, 32, 32])
    m34 = inputs['v']
    m40 = inputs['q2']
    m43 = inputs['k2']
    m42 = m43.permute([0, 1, 3, 2])
    m60 = inputs['w_subln']
    m59 = m60.reshape([1, 1, 1, 32])
    buf92 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m34_ptr=m34, m34_s0=m34.stride(0), m34_s1=m34.stride(1), m34_s2=m34.stride(2), m34_s3=m34.stride(3), m40_ptr=m40, m40_s0=m40.stride(0), m40_s1=m40.stride(1), m40_s2=m40.stride(2), m40_s3=m40.stride(3), m42_ptr=m42, m42_s0=m42.stride(0), m42_s1=m42.stride(1), m42_s2=m42.stride(2), m42_s3=m42.stride(3), m59_ptr=m59, m59_s0=m59.stride(0), m59_s1=m59.stride(1), m59_s2=m59.stride(2), m59_s3=m59.stride(3), buf92_ptr=buf92, buf92_s0=buf92.stride(0), buf92_s1=buf92.stride(1), buf92_s2=buf92.stride(2), buf92_s3=buf92.stride(3), E_c0=32, E_c1=32, E_c2=32, E_c3=16, E_c4=32, E_n0=2, E_n1=4, E_n2=16, E_n3=32, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(16), F_n3=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'], T_c4=T['c4'])
    return buf92


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
