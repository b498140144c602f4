"""diff_attention [small], candidate 18: 1 kernel(s)

Rendered by EqiForge from candidate 18 of diff_attention [small]: grid(v.0@0) loop(k1.3[16]: sum) loop(v.2[32]: rescale) {loop(k2.3[16]: sum)} loop(k2.3[16]: sum) [5 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid v.0@0[2]
    c1: loop k1.3[16]
    c2: loop v.2[32]
    c3: loop k2.3[16]

Run it on its own: `python kernels/f18.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/diff_attention.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 8, "c2": 16, "c3": 8}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 16, "c2": 32, "c3": 16}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, m23_ptr, m23_s0, m23_s1, m23_s2, m23_s3, m28_ptr, m28_s0, m28_s1, m28_s2, m28_s3, m30_ptr, m30_s0, m30_s1, m30_s2, m30_s3, m70_ptr, m70_s0, m70_s1, m70_s2, m70_s3, buf75_ptr, buf75_s0, buf75_s1, buf75_s2, buf75_s3, E_c0, E_c1, E_c2, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf75: Combine over grid v.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc7 = tl.full([T_c0, F_n0, F_n1, F_n1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t2 = tl.load(m1_ptr + offs_c0[:, None, None, None] * m1_s0 + offs_n0[None, :, None, None] * m1_s1 + offs_n1[None, None, :, None] * m1_s2 + offs_c1[None, None, None, :] * m1_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t5 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_n0[None, :, None, None] * m3_s1 + offs_c1[None, None, :, None] * m3_s2 + offs_n1[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
        t6 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t5, 0.0), 2), axis=3)
        acc7 = acc7 + t6
    t8 = (acc7) * (0.25)
    t18 = tl.load(m9_ptr + offs_n1[None, None, :, None] * m9_s2 + offs_n1[None, None, None, :] * m9_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t19 = t8 + t18
    t20 = tl.max(tl.where((offs_n1 < E_n1)[None, None, None, :], t19, -float('inf')), axis=3, keep_dims=True)
    t21 = t19 - (t20)
    t22 = tl.exp(t21)
    t24 = tl.load(m23_ptr + offs_c0[:, None, None, None] * m23_s0 + offs_n0[None, :, None, None] * m23_s1 + offs_n1[None, None, :, None] * m23_s2 + offs_n1[None, None, None, :] * m23_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t25 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, None, :], t22, 0.0), 4) * tl.expand_dims(tl.where((offs_n1 < E_n1)[None, None, :, None], t24, 0.0), 2), axis=3)
    t26 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t22, 0.0), axis=3, keep_dims=True)
    t27 = (t25) / (t26)
    acc48 = tl.full([T_c0, F_n0, F_n1, 1], -float('inf'), tl.float32)
    acc49 = tl.full([T_c0, F_n0, F_n1, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        acc34 = tl.full([T_c0, F_n0, F_n1, T_c2], 0.0, tl.float32)
        for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
            offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

            t29 = tl.load(m28_ptr + offs_c0[:, None, None, None] * m28_s0 + offs_n0[None, :, None, None] * m28_s1 + offs_n1[None, None, :, None] * m28_s2 + offs_c3[None, None, None, :] * m28_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
            t32 = tl.load(m30_ptr + offs_c0[:, None, None, None] * m30_s0 + offs_n0[None, :, None, None] * m30_s1 + offs_c3[None, None, :, None] * m30_s2 + offs_c2[None, None, None, :] * m30_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
            t33 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t29, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t32, 0.0), 2), axis=3)
            acc34 = acc34 + t33
        t35 = (acc34) * (0.25)
        t36 = tl.load(m9_ptr + offs_n1[None, None, :, None] * m9_s2 + offs_c2[None, None, None, :] * m9_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t37 = t35 + t36
        t38 = tl.max(tl.where((offs_c2 < E_c2)[None, None, None, :], t37, -float('inf')), axis=3, keep_dims=True)
        t39 = t38 - (t38)
        t40 = t39 == t39
        t41 = (t40) == 0
        t42 = tl.exp(t38)
        t43 = tl.where(t41, t42, t38)
        t44 = t37 - (t43)
        t45 = tl.exp(t44)
        t46 = tl.load(m23_ptr + offs_c0[:, None, None, None] * m23_s0 + offs_n0[None, :, None, None] * m23_s1 + offs_c2[None, None, :, None] * m23_s2 + offs_n1[None, None, None, :] * m23_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
        t47 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :], t45, 0.0), 4) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, :, None], t46, 0.0), 2), axis=3)
        m50 = tl.maximum(acc48, t38)
        r51 = tl.where(acc48 == -float("inf"), 0.0, tl.exp(acc48 - m50))
        r52 = tl.where(t38 == -float("inf"), 0.0, tl.exp(t38 - m50))
        acc49 = tl.where(acc48 == -float("inf"), 0.0, acc49 * r51) + tl.where(t38 == -float("inf"), 0.0, t47 * r52)
        acc48 = m50
    acc56 = tl.full([T_c0, F_n0, F_n1, F_n1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t53 = tl.load(m28_ptr + offs_c0[:, None, None, None] * m28_s0 + offs_n0[None, :, None, None] * m28_s1 + offs_n1[None, None, :, None] * m28_s2 + offs_c3[None, None, None, :] * m28_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t54 = tl.load(m30_ptr + offs_c0[:, None, None, None] * m30_s0 + offs_n0[None, :, None, None] * m30_s1 + offs_c3[None, None, :, None] * m30_s2 + offs_n1[None, None, None, :] * m30_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
        t55 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t53, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t54, 0.0), 2), axis=3)
        acc56 = acc56 + t55
    t57 = (acc56) * (0.25)
    t58 = t57 + t18
    t59 = t58 - (acc48)
    t60 = tl.exp(t59)
    t61 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t60, 0.0), axis=3, keep_dims=True)
    t62 = (acc49) / (t61)
    t63 = (t62) * (0.8375055882312481)
    t64 = t27 - (t63)
    t65 = (t64) * (t64)
    t66 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t65, 0.0), axis=3, keep_dims=True)
    t67 = t66 + 0.00032
    t68 = tl.rsqrt(t67)
    t69 = (t64) * (t68)
    t72 = tl.load(m70_ptr + offs_n1[None, None, None, :] * m70_s3, mask=(offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t73 = (t69) * (t72)
    t74 = (t73) * (1.2241106391612262)
    tl.store(buf75_ptr + offs_c0[:, None, None, None] * buf75_s0 + offs_n0[None, :, None, None] * buf75_s1 + offs_n1[None, None, :, None] * buf75_s2 + offs_n1[None, None, None, :] * buf75_s3, t74, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n0 < E_n0)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :])


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
    m13 = _iota([32, 32], 1, device)
    m14 = _iota([32, 32], 0, device)
    m12 = _BINARY["Sub"](m13, m14)
    m15 = torch.tensor(1.0, dtype=torch.float32, device=device)
    m11 = _BINARY["Ge"](m12, m15)
    m16 = torch.full([32, 32], -float("inf"), dtype=torch.float32, device=device)
    m17 = torch.full([32, 32], 0.0, dtype=torch.float32, device=device)
    m10 = torch.where(m11, m16, m17)
    m9 = m10.reshape([1, 1, 32, 32])
    m23 = inputs['v']
    m28 = inputs['q2']
    m31 = inputs['k2']
    m30 = m31.permute([0, 1, 3, 2])
    m71 = inputs['w_subln']
    m70 = m71.reshape([1, 1, 1, 32])
    buf75 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), m23_ptr=m23, m23_s0=m23.stride(0), m23_s1=m23.stride(1), m23_s2=m23.stride(2), m23_s3=m23.stride(3), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m28_s2=m28.stride(2), m28_s3=m28.stride(3), m30_ptr=m30, m30_s0=m30.stride(0), m30_s1=m30.stride(1), m30_s2=m30.stride(2), m30_s3=m30.stride(3), m70_ptr=m70, m70_s0=m70.stride(0), m70_s1=m70.stride(1), m70_s2=m70.stride(2), m70_s3=m70.stride(3), buf75_ptr=buf75, buf75_s0=buf75.stride(0), buf75_s1=buf75.stride(1), buf75_s2=buf75.stride(2), buf75_s3=buf75.stride(3), E_c0=2, E_c1=16, E_c2=32, E_c3=16, E_n0=4, E_n1=32, F_n0=_pow2(4), F_n1=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    return buf75


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
