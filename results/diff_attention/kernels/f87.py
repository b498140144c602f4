"""diff_attention [small], candidate 87: 2 kernel(s)

Rendered by EqiForge from candidate 87 of diff_attention [small]: store(k1.3[16]) ; grid(q1.2@2, v.0@0, v.1@1) loop(k1.3[16]: pair(sum, sum), stored) loop(k2.3[16]: sum) [2 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid v.0@0[2]
    c1: grid v.1@1[4]
    c2: grid q1.2@2[32]
    c3: loop k1.3[16]
    c4: loop k2.3[16]

Run it on its own: `python kernels/f87.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/diff_attention.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 2, "c2": 16, "c3": 8, "c4": 8}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 4, "c2": 32, "c3": 16, "c4": 16}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, states8_ptr, states8_s0, states8_s1, states8_s2, states8_s3, states8_s4, states8_s5, states8_s6, states8_s7, states9_ptr, states9_s0, states9_s1, states9_s2, states9_s3, states9_s4, states9_s5, states9_s6, states9_s7, E_c0, E_c1, E_c2, E_c3, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # stores states8, states9: Collect over loop k1.3[16]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t2 = tl.load(m1_ptr + offs_c0[:, None, None, None] * m1_s0 + offs_c1[None, :, None, None] * m1_s1 + offs_c2[None, None, :, None] * m1_s2 + offs_c3[None, None, None, :] * m1_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
    t5 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_c1[None, :, None, None] * m3_s1 + offs_c3[None, None, :, None] * m3_s2 + offs_n0[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t6 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t5, 0.0), 2), axis=3)
    t7 = (t6) * (0.25)
    tl.store(states8_ptr + i_c2 * states8_s0 + i_c0 * states8_s1 + i_c1 * states8_s2 + i_c3 * states8_s3 + tl.arange(0, T_c0)[:, None, None, None] * states8_s4 + tl.arange(0, T_c1)[None, :, None, None] * states8_s5 + tl.arange(0, T_c2)[None, None, :, None] * states8_s6 + tl.arange(0, F_n0)[None, None, None, :] * states8_s7 + tl.zeros([T_c0, T_c1, T_c2, F_n0], tl.int32), t7)
    tl.store(states9_ptr + i_c2 * states9_s0 + i_c0 * states9_s1 + i_c1 * states9_s2 + i_c3 * states9_s3 + tl.arange(0, T_c0)[:, None, None, None] * states9_s4 + tl.arange(0, T_c1)[None, :, None, None] * states9_s5 + tl.arange(0, T_c2)[None, None, :, None] * states9_s6 + tl.arange(0, F_n0)[None, None, None, :] * states9_s7 + tl.zeros([T_c0, T_c1, T_c2, F_n0], tl.int32), t6)


@triton.jit
def kernel_1(states8_ptr, states8_s0, states8_s1, states8_s2, states8_s3, states8_s4, states8_s5, states8_s6, states8_s7, states9_ptr, states9_s0, states9_s1, states9_s2, states9_s3, states9_s4, states9_s5, states9_s6, states9_s7, m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, m30_ptr, m30_s0, m30_s1, m30_s2, m30_s3, m32_ptr, m32_s0, m32_s1, m32_s2, m32_s3, m46_ptr, m46_s0, m46_s1, m46_s2, m46_s3, m54_ptr, m54_s0, m54_s1, m54_s2, m54_s3, buf59_ptr, buf59_s0, buf59_s1, buf59_s2, buf59_s3, E_c0, E_c1, E_c2, E_c3, E_c4, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # writes buf59: Combine over grid v.0@0[2], grid v.1@1[4], grid q1.2@2[32]
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
    acc12 = tl.full([T_c0, T_c1, T_c2, F_n0], 0.0, tl.float32)
    acc13 = tl.full([T_c0, T_c1, T_c2, F_n0], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t10 = tl.load(states8_ptr + i_c2 * states8_s0 + i_c0 * states8_s1 + i_c1 * states8_s2 + i_c3 * states8_s3 + tl.arange(0, T_c0)[:, None, None, None] * states8_s4 + tl.arange(0, T_c1)[None, :, None, None] * states8_s5 + tl.arange(0, T_c2)[None, None, :, None] * states8_s6 + tl.arange(0, F_n0)[None, None, None, :] * states8_s7 + tl.zeros([T_c0, T_c1, T_c2, F_n0], tl.int32))
        t11 = tl.load(states9_ptr + i_c2 * states9_s0 + i_c0 * states9_s1 + i_c1 * states9_s2 + i_c3 * states9_s3 + tl.arange(0, T_c0)[:, None, None, None] * states9_s4 + tl.arange(0, T_c1)[None, :, None, None] * states9_s5 + tl.arange(0, T_c2)[None, None, :, None] * states9_s6 + tl.arange(0, F_n0)[None, None, None, :] * states9_s7 + tl.zeros([T_c0, T_c1, T_c2, F_n0], tl.int32))
        acc12 = acc12 + t10
        acc13 = acc13 + t11
    t23 = tl.load(m14_ptr + offs_c2[None, None, :, None] * m14_s2 + offs_n0[None, None, None, :] * m14_s3, mask=(offs_c2 < E_c2)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t24 = acc12 + t23
    t25 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, :], t24, -float('inf')), axis=3, keep_dims=True)
    t26 = t24 - (t25)
    t27 = tl.exp(t26)
    t28 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, None, :], t27, 0.0), axis=3, keep_dims=True)
    t29 = (t27) / (t28)
    acc36 = tl.full([T_c0, T_c1, T_c2, F_n0], 0.0, tl.float32)
    for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

        t31 = tl.load(m30_ptr + offs_c0[:, None, None, None] * m30_s0 + offs_c1[None, :, None, None] * m30_s1 + offs_c2[None, None, :, None] * m30_s2 + offs_c4[None, None, None, :] * m30_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_c4 < E_c4)[None, None, None, :], other=0).to(tl.float32)
        t34 = tl.load(m32_ptr + offs_c0[:, None, None, None] * m32_s0 + offs_c1[None, :, None, None] * m32_s1 + offs_c4[None, None, :, None] * m32_s2 + offs_n0[None, None, None, :] * m32_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c4 < E_c4)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
        t35 = tl.sum(tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, :], t31, 0.0), 4) * tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, :, None], t34, 0.0), 2), axis=3)
        acc36 = acc36 + t35
    t37 = (acc36) * (0.25)
    t38 = t37 + t23
    t39 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, :], t38, -float('inf')), axis=3, keep_dims=True)
    t40 = t38 - (t39)
    t41 = tl.exp(t40)
    t42 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, None, :], t41, 0.0), axis=3, keep_dims=True)
    t43 = (t41) / (t42)
    t44 = (t43) * (0.8375055882312481)
    t45 = t29 - (t44)
    t47 = tl.load(m46_ptr + offs_c0[:, None, None, None] * m46_s0 + offs_c1[None, :, None, None] * m46_s1 + offs_n0[None, None, :, None] * m46_s2 + offs_n0[None, None, None, :] * m46_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t48 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t45, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t47, 0.0), 2), axis=3)
    t49 = (t48) * (t48)
    t50 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, None, :], t49, 0.0), axis=3, keep_dims=True)
    t51 = t50 + 0.00032
    t52 = tl.rsqrt(t51)
    t53 = (t48) * (t52)
    t56 = tl.load(m54_ptr + offs_n0[None, None, None, :] * m54_s3, mask=(offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t57 = (t53) * (t56)
    t58 = (t57) * (1.2241106391612262)
    tl.store(buf59_ptr + offs_c0[:, None, None, None] * buf59_s0 + offs_c1[None, :, None, None] * buf59_s1 + offs_c2[None, None, :, None] * buf59_s2 + offs_n0[None, None, None, :] * buf59_s3, t58, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :])


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
    states8 = torch.full([_cdiv(32, T['c2']), _cdiv(2, T['c0']), _cdiv(4, T['c1']), _cdiv(16, T['c3']), T['c0'], T['c1'], T['c2'], _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    states9 = torch.full([_cdiv(32, T['c2']), _cdiv(2, T['c0']), _cdiv(4, T['c1']), _cdiv(16, T['c3']), T['c0'], T['c1'], T['c2'], _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c2']) * _cdiv(2, T['c0']) * _cdiv(4, T['c1']) * _cdiv(16, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), states8_ptr=states8, states8_s0=states8.stride(0), states8_s1=states8.stride(1), states8_s2=states8.stride(2), states8_s3=states8.stride(3), states8_s4=states8.stride(4), states8_s5=states8.stride(5), states8_s6=states8.stride(6), states8_s7=states8.stride(7), states9_ptr=states9, states9_s0=states9.stride(0), states9_s1=states9.stride(1), states9_s2=states9.stride(2), states9_s3=states9.stride(3), states9_s4=states9.stride(4), states9_s5=states9.stride(5), states9_s6=states9.stride(6), states9_s7=states9.stride(7), E_c0=2, E_c1=4, E_c2=32, E_c3=16, E_n0=32, F_n0=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    m18 = _iota([32, 32], 1, device)
    m19 = _iota([32, 32], 0, device)
    m17 = _BINARY["Sub"](m18, m19)
    m20 = torch.tensor(1.0, dtype=torch.float32, device=device)
    m16 = _BINARY["Ge"](m17, m20)
    m21 = torch.full([32, 32], -float("inf"), dtype=torch.float32, device=device)
    m22 = torch.full([32, 32], 0.0, dtype=torch.float32, device=device)
    m15 = torch.where(m16, m21, m22)
    m14 = m15.reshape([1, 1, 32, 32])
    m30 = inputs['q2']
    m33 = inputs['k2']
    m32 = m33.permute([0, 1, 3, 2])
    m46 = inputs['v']
    m55 = inputs['w_subln']
    m54 = m55.reshape([1, 1, 1, 32])
    buf59 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']) * _cdiv(4, T['c1']) * _cdiv(32, T['c2']),)](states8_ptr=states8, states8_s0=states8.stride(0), states8_s1=states8.stride(1), states8_s2=states8.stride(2), states8_s3=states8.stride(3), states8_s4=states8.stride(4), states8_s5=states8.stride(5), states8_s6=states8.stride(6), states8_s7=states8.stride(7), states9_ptr=states9, states9_s0=states9.stride(0), states9_s1=states9.stride(1), states9_s2=states9.stride(2), states9_s3=states9.stride(3), states9_s4=states9.stride(4), states9_s5=states9.stride(5), states9_s6=states9.stride(6), states9_s7=states9.stride(7), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), m30_ptr=m30, m30_s0=m30.stride(0), m30_s1=m30.stride(1), m30_s2=m30.stride(2), m30_s3=m30.stride(3), m32_ptr=m32, m32_s0=m32.stride(0), m32_s1=m32.stride(1), m32_s2=m32.stride(2), m32_s3=m32.stride(3), m46_ptr=m46, m46_s0=m46.stride(0), m46_s1=m46.stride(1), m46_s2=m46.stride(2), m46_s3=m46.stride(3), m54_ptr=m54, m54_s0=m54.stride(0), m54_s1=m54.stride(1), m54_s2=m54.stride(2), m54_s3=m54.stride(3), buf59_ptr=buf59, buf59_s0=buf59.stride(0), buf59_s1=buf59.stride(1), buf59_s2=buf59.stride(2), buf59_s3=buf59.stride(3), E_c0=2, E_c1=4, E_c2=32, E_c3=16, E_c4=16, E_n0=32, F_n0=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'], T_c4=T['c4'])
    return buf59


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
