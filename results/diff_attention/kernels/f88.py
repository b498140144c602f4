"""diff_attention [small], candidate 88: 2 kernel(s)

Rendered by EqiForge from candidate 88 of diff_attention [small]: store(k1.3[16]) ; grid(q1.2@2, v.0@0, v.1@1) loop(k1.3[16]: sum, stored) loop(k2.3[16]: sum) [2 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid v.0@0[2]
    c1: grid v.1@1[4]
    c2: grid q1.2@2[32]
    c3: loop k1.3[16]
    c4: loop k2.3[16]

Run it on its own: `python kernels/f88.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, states7_ptr, states7_s0, states7_s1, states7_s2, states7_s3, states7_s4, states7_s5, states7_s6, states7_s7, E_c0, E_c1, E_c2, E_c3, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # stores states7: Collect over loop k1.3[16]
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
    tl.store(states7_ptr + i_c2 * states7_s0 + i_c0 * states7_s1 + i_c1 * states7_s2 + i_c3 * states7_s3 + tl.arange(0, T_c0)[:, None, None, None] * states7_s4 + tl.arange(0, T_c1)[None, :, None, None] * states7_s5 + tl.arange(0, T_c2)[None, None, :, None] * states7_s6 + tl.arange(0, F_n0)[None, None, None, :] * states7_s7 + tl.zeros([T_c0, T_c1, T_c2, F_n0], tl.int32), t6)


@triton.jit
def kernel_1(states7_ptr, states7_s0, states7_s1, states7_s2, states7_s3, states7_s4, states7_s5, states7_s6, states7_s7, m11_ptr, m11_s0, m11_s1, m11_s2, m11_s3, m27_ptr, m27_s0, m27_s1, m27_s2, m27_s3, m29_ptr, m29_s0, m29_s1, m29_s2, m29_s3, m43_ptr, m43_s0, m43_s1, m43_s2, m43_s3, m51_ptr, m51_s0, m51_s1, m51_s2, m51_s3, buf56_ptr, buf56_s0, buf56_s1, buf56_s2, buf56_s3, E_c0, E_c1, E_c2, E_c3, E_c4, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # writes buf56: Combine over grid v.0@0[2], grid v.1@1[4], grid q1.2@2[32]
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
    acc9 = tl.full([T_c0, T_c1, T_c2, F_n0], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t8 = tl.load(states7_ptr + i_c2 * states7_s0 + i_c0 * states7_s1 + i_c1 * states7_s2 + i_c3 * states7_s3 + tl.arange(0, T_c0)[:, None, None, None] * states7_s4 + tl.arange(0, T_c1)[None, :, None, None] * states7_s5 + tl.arange(0, T_c2)[None, None, :, None] * states7_s6 + tl.arange(0, F_n0)[None, None, None, :] * states7_s7 + tl.zeros([T_c0, T_c1, T_c2, F_n0], tl.int32))
        acc9 = acc9 + t8
    t10 = (acc9) * (0.25)
    t20 = tl.load(m11_ptr + offs_c2[None, None, :, None] * m11_s2 + offs_n0[None, None, None, :] * m11_s3, mask=(offs_c2 < E_c2)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t21 = t10 + t20
    t22 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, :], t21, -float('inf')), axis=3, keep_dims=True)
    t23 = t21 - (t22)
    t24 = tl.exp(t23)
    t25 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, None, :], t24, 0.0), axis=3, keep_dims=True)
    t26 = (t24) / (t25)
    acc33 = tl.full([T_c0, T_c1, T_c2, F_n0], 0.0, tl.float32)
    for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

        t28 = tl.load(m27_ptr + offs_c0[:, None, None, None] * m27_s0 + offs_c1[None, :, None, None] * m27_s1 + offs_c2[None, None, :, None] * m27_s2 + offs_c4[None, None, None, :] * m27_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_c4 < E_c4)[None, None, None, :], other=0).to(tl.float32)
        t31 = tl.load(m29_ptr + offs_c0[:, None, None, None] * m29_s0 + offs_c1[None, :, None, None] * m29_s1 + offs_c4[None, None, :, None] * m29_s2 + offs_n0[None, None, None, :] * m29_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c4 < E_c4)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
        t32 = tl.sum(tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, :], t28, 0.0), 4) * tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, :, None], t31, 0.0), 2), axis=3)
        acc33 = acc33 + t32
    t34 = (acc33) * (0.25)
    t35 = t34 + t20
    t36 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, :], t35, -float('inf')), axis=3, keep_dims=True)
    t37 = t35 - (t36)
    t38 = tl.exp(t37)
    t39 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, None, :], t38, 0.0), axis=3, keep_dims=True)
    t40 = (t38) / (t39)
    t41 = (t40) * (0.8375055882312481)
    t42 = t26 - (t41)
    t44 = tl.load(m43_ptr + offs_c0[:, None, None, None] * m43_s0 + offs_c1[None, :, None, None] * m43_s1 + offs_n0[None, None, :, None] * m43_s2 + offs_n0[None, None, None, :] * m43_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t45 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t42, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t44, 0.0), 2), axis=3)
    t46 = (t45) * (t45)
    t47 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, None, :], t46, 0.0), axis=3, keep_dims=True)
    t48 = t47 + 0.00032
    t49 = tl.rsqrt(t48)
    t50 = (t45) * (t49)
    t53 = tl.load(m51_ptr + offs_n0[None, None, None, :] * m51_s3, mask=(offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t54 = (t50) * (t53)
    t55 = (t54) * (1.2241106391612262)
    tl.store(buf56_ptr + offs_c0[:, None, None, None] * buf56_s0 + offs_c1[None, :, None, None] * buf56_s1 + offs_c2[None, None, :, None] * buf56_s2 + offs_n0[None, None, None, :] * buf56_s3, t55, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :])


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
    states7 = torch.full([_cdiv(32, T['c2']), _cdiv(2, T['c0']), _cdiv(4, T['c1']), _cdiv(16, T['c3']), T['c0'], T['c1'], T['c2'], _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c2']) * _cdiv(2, T['c0']) * _cdiv(4, T['c1']) * _cdiv(16, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), states7_ptr=states7, states7_s0=states7.stride(0), states7_s1=states7.stride(1), states7_s2=states7.stride(2), states7_s3=states7.stride(3), states7_s4=states7.stride(4), states7_s5=states7.stride(5), states7_s6=states7.stride(6), states7_s7=states7.stride(7), E_c0=2, E_c1=4, E_c2=32, E_c3=16, E_n0=32, F_n0=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    m15 = _iota([32, 32], 1, device)
    m16 = _iota([32, 32], 0, device)
    m14 = _BINARY["Sub"](m15, m16)
    m17 = torch.tensor(1.0, dtype=torch.float32, device=device)
    m13 = _BINARY["Ge"](m14, m17)
    m18 = torch.full([32, 32], -float("inf"), dtype=torch.float32, device=device)
    m19 = torch.full([32, 32], 0.0, dtype=torch.float32, device=device)
    m12 = torch.where(m13, m18, m19)
    m11 = m12.reshape([1, 1, 32, 32])
    m27 = inputs['q2']
    m30 = inputs['k2']
    m29 = m30.permute([0, 1, 3, 2])
    m43 = inputs['v']
    m52 = inputs['w_subln']
    m51 = m52.reshape([1, 1, 1, 32])
    buf56 = torch.full([2, 4, 32, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']) * _cdiv(4, T['c1']) * _cdiv(32, T['c2']),)](states7_ptr=states7, states7_s0=states7.stride(0), states7_s1=states7.stride(1), states7_s2=states7.stride(2), states7_s3=states7.stride(3), states7_s4=states7.stride(4), states7_s5=states7.stride(5), states7_s6=states7.stride(6), states7_s7=states7.stride(7), m11_ptr=m11, m11_s0=m11.stride(0), m11_s1=m11.stride(1), m11_s2=m11.stride(2), m11_s3=m11.stride(3), m27_ptr=m27, m27_s0=m27.stride(0), m27_s1=m27.stride(1), m27_s2=m27.stride(2), m27_s3=m27.stride(3), m29_ptr=m29, m29_s0=m29.stride(0), m29_s1=m29.stride(1), m29_s2=m29.stride(2), m29_s3=m29.stride(3), m43_ptr=m43, m43_s0=m43.stride(0), m43_s1=m43.stride(1), m43_s2=m43.stride(2), m43_s3=m43.stride(3), m51_ptr=m51, m51_s0=m51.stride(0), m51_s1=m51.stride(1), m51_s2=m51.stride(2), m51_s3=m51.stride(3), buf56_ptr=buf56, buf56_s0=buf56.stride(0), buf56_s1=buf56.stride(1), buf56_s2=buf56.stride(2), buf56_s3=buf56.stride(3), E_c0=2, E_c1=4, E_c2=32, E_c3=16, E_c4=16, E_n0=32, F_n0=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'], T_c4=T['c4'])
    return buf56


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
