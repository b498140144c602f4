"""diff_attention [small], candidate 328: 1 kernel(s)

Rendered by EqiForge from candidate 328 of diff_attention [small]: grid(q1.2@2, v.3@3) loop(v.2[32]: pair(sum, sum)) loop(v.3[32]: sum) [9 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid q1.2@2[32]
    c1: grid v.3@3[32]
    c2: loop v.2[32]
    c3: loop v.3[32]

Run it on its own: `python kernels/f328.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/diff_attention.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 16, "c2": 16, "c3": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 32, "c1": 32, "c2": 32, "c3": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m34_ptr, m34_s0, m34_s1, m34_s2, m34_s3, m40_ptr, m40_s0, m40_s1, m40_s2, m40_s3, m42_ptr, m42_s0, m42_s1, m42_s2, m42_s3, m57_ptr, m57_s0, m57_s1, m57_s2, m57_s3, buf88_ptr, buf88_s0, buf88_s1, buf88_s2, buf88_s3, E_c0, E_c1, E_c2, E_c3, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf88: Combine over grid q1.2@2[32], grid v.3@3[32]
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
    t41 = tl.load(m40_ptr + offs_n0[:, None, None, None] * m40_s0 + offs_n1[None, :, None, None] * m40_s1 + offs_c0[None, None, :, None] * m40_s2 + offs_n2[None, None, None, :] * m40_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t44 = tl.load(m42_ptr + offs_n0[:, None, None, None] * m42_s0 + offs_n1[None, :, None, None] * m42_s1 + offs_n2[None, None, :, None] * m42_s2 + offs_n3[None, None, None, :] * m42_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t45 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t41, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t44, 0.0), 2), axis=3)
    t46 = (t45) * (0.25)
    t47 = t46 + t17
    t48 = tl.max(tl.where((offs_n3 < E_n3)[None, None, None, :], t47, -float('inf')), axis=3, keep_dims=True)
    t49 = t47 - (t48)
    t50 = tl.exp(t49)
    t51 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t50, 0.0), axis=3, keep_dims=True)
    t52 = (t50) / (t51)
    t53 = (t52) * (0.8375055882312481)
    t54 = t39 - (t53)
    t55 = tl.load(m34_ptr + offs_n0[:, None, None, None] * m34_s0 + offs_n1[None, :, None, None] * m34_s1 + offs_n3[None, None, :, None] * m34_s2 + offs_c1[None, None, None, :] * m34_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t56 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t54, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t55, 0.0), 2), axis=3)
    t59 = tl.load(m57_ptr + offs_c1[None, None, None, :] * m57_s3, mask=(offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t60 = (t56) * (t59)
    t61 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t5, 0.0), 2), axis=3)
    t62 = (t61) * (0.25)
    t63 = t62 + t17
    t64 = tl.max(tl.where((offs_n3 < E_n3)[None, None, None, :], t63, -float('inf')), axis=3, keep_dims=True)
    t65 = t63 - (t64)
    t66 = tl.exp(t65)
    t67 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t66, 0.0), axis=3, keep_dims=True)
    t68 = (t66) / (t67)
    t69 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t41, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t44, 0.0), 2), axis=3)
    t70 = (t69) * (0.25)
    t71 = t70 + t17
    t72 = tl.max(tl.where((offs_n3 < E_n3)[None, None, None, :], t71, -float('inf')), axis=3, keep_dims=True)
    t73 = t71 - (t72)
    t74 = tl.exp(t73)
    t75 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t74, 0.0), axis=3, keep_dims=True)
    t76 = (t74) / (t75)
    t77 = (t76) * (0.8375055882312481)
    t78 = t68 - (t77)
    acc83 = tl.full([F_n0, F_n1, T_c0, 1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t79 = tl.load(m34_ptr + offs_n0[:, None, None, None] * m34_s0 + offs_n1[None, :, None, None] * m34_s1 + offs_n3[None, None, :, None] * m34_s2 + offs_c3[None, None, None, :] * m34_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t80 = tl.sum(tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, None, :], t78, 0.0), 4) * tl.expand_dims(tl.where((offs_n3 < E_n3)[None, None, :, None], t79, 0.0), 2), axis=3)
        t81 = (t80) * (t80)
        t82 = tl.sum(tl.where((offs_c3 < E_c3)[None, None, None, :], t81, 0.0), axis=3, keep_dims=True)
        acc83 = acc83 + t82
    t84 = acc83 + 0.00032
    t85 = tl.rsqrt(t84)
    t86 = (t60) * (t85)
    t87 = (t86) * (1.2241106391612262)
    tl.store(buf88_ptr + offs_n0[:, None, None, None] * buf88_s0 + offs_n1[None, :, None, None] * buf88_s1 + offs_c0[None, None, :, None] * buf88_s2 + offs_c1[None, None, None, :] * buf88_s3, t87, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :])


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
    m58 = inputs['w_subln']
    m57 = m58.reshape([1, 1, 1, 32])
    buf88 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m34_ptr=m34, m34_s0=m34.stride(0), m34_s1=m34.stride(1), m34_s2=m34.stride(2), m34_s3=m34.stride(3), m40_ptr=m40, m40_s0=m40.stride(0), m40_s1=m40.stride(1), m40_s2=m40.stride(2), m40_s3=m40.stride(3), m42_ptr=m42, m42_s0=m42.stride(0), m42_s1=m42.stride(1), m42_s2=m42.stride(2), m42_s3=m42.stride(3), m57_ptr=m57, m57_s0=m57.stride(0), m57_s1=m57.stride(1), m57_s2=m57.stride(2), m57_s3=m57.stride(3), buf88_ptr=buf88, buf88_s0=buf88.stride(0), buf88_s1=buf88.stride(1), buf88_s2=buf88.stride(2), buf88_s3=buf88.stride(3), E_c0=32, E_c1=32, E_c2=32, E_c3=32, E_n0=2, E_n1=4, E_n2=16, E_n3=32, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(16), F_n3=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    return buf88


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
