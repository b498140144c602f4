"""attention_decode [small], candidate 132: 2 kernel(s)

Rendered by EqiForge from candidate 132 of attention_decode [small]: store(k.3[16]) ; grid(k.0@0, k.1@1, v.3@3) loop(k.2[64]: rescale) loop(k.3[16]: pair(sum, sum), stored) loop(k.2[64]: rescale) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.0@0[2]
    c1: grid k.1@1[4]
    c2: grid v.3@3[16]
    c3: loop k.2[64]
    c4: loop k.3[16]

Run it on its own: `python kernels/f132.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_decode.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 2, "c2": 8, "c3": 32, "c4": 8}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, states28_ptr, states28_s0, states28_s1, states28_s2, states28_s3, states28_s4, states28_s5, states28_s6, states29_ptr, states29_s0, states29_s1, states29_s2, states29_s3, states29_s4, states29_s5, states29_s6, E_c0, E_c1, E_c4, E_n1, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c4: tl.constexpr):
    # stores states28, states29: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t24 = tl.load(m1_ptr + offs_c0[:, None, None, None] * m1_s0 + offs_c1[None, :, None, None] * m1_s1 + offs_c4[None, None, None, :] * m1_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c4 < E_c4)[None, None, None, :], other=0).to(tl.float32)
    t25 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_c1[None, :, None, None] * m3_s1 + offs_c4[None, None, :, None] * m3_s2 + offs_n1[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c4 < E_c4)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t26 = tl.sum(tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, :], t24, 0.0), 4) * tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, :, None], t25, 0.0), 2), axis=3)
    t27 = (t26) * (0.25)
    tl.store(states28_ptr + i_c0 * states28_s0 + i_c1 * states28_s1 + i_c4 * states28_s2 + tl.arange(0, T_c0)[:, None, None, None] * states28_s3 + tl.arange(0, T_c1)[None, :, None, None] * states28_s4 + tl.arange(0, F_n1)[None, None, None, :] * states28_s6 + tl.zeros([T_c0, T_c1, 1, F_n1], tl.int32), t26)
    tl.store(states29_ptr + i_c0 * states29_s0 + i_c1 * states29_s1 + i_c4 * states29_s2 + tl.arange(0, T_c0)[:, None, None, None] * states29_s3 + tl.arange(0, T_c1)[None, :, None, None] * states29_s4 + tl.arange(0, F_n1)[None, None, None, :] * states29_s6 + tl.zeros([T_c0, T_c1, 1, F_n1], tl.int32), t27)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m16_ptr, m16_s0, m16_s1, m16_s2, m16_s3, states28_ptr, states28_s0, states28_s1, states28_s2, states28_s3, states28_s4, states28_s5, states28_s6, states29_ptr, states29_s0, states29_s1, states29_s2, states29_s3, states29_s4, states29_s5, states29_s6, buf56_ptr, buf56_s0, buf56_s1, buf56_s2, buf56_s3, E_c0, E_c1, E_c2, E_c3, E_c4, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # writes buf56: Combine over grid k.0@0[2], grid k.1@1[4], grid v.3@3[16]
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
    t2 = tl.load(m1_ptr + offs_c0[:, None, None, None] * m1_s0 + offs_c1[None, :, None, None] * m1_s1 + offs_n0[None, None, None, :] * m1_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    acc19 = tl.full([T_c0, T_c1, 1, 1], -float('inf'), tl.float32)
    acc20 = tl.full([T_c0, T_c1, 1, T_c2], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t5 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_c1[None, :, None, None] * m3_s1 + offs_n0[None, None, :, None] * m3_s2 + offs_c3[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t6 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t5, 0.0), 2), axis=3)
        t7 = (t6) * (0.25)
        t8 = tl.max(tl.where((offs_c3 < E_c3)[None, None, None, :], t7, -float('inf')), axis=3, keep_dims=True)
        t9 = t8 - (t8)
        t10 = t9 == t9
        t11 = (t10) == 0
        t12 = tl.exp(t8)
        t13 = tl.where(t11, t12, t8)
        t14 = t7 - (t13)
        t15 = tl.exp(t14)
        t17 = tl.load(m16_ptr + offs_c0[:, None, None, None] * m16_s0 + offs_c1[None, :, None, None] * m16_s1 + offs_c3[None, None, :, None] * m16_s2 + offs_c2[None, None, None, :] * m16_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
        t18 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t15, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t17, 0.0), 2), axis=3)
        m21 = tl.maximum(acc19, t8)
        r22 = tl.where(acc19 == -float("inf"), 0.0, tl.exp(acc19 - m21))
        r23 = tl.where(t8 == -float("inf"), 0.0, tl.exp(t8 - m21))
        acc20 = tl.where(acc19 == -float("inf"), 0.0, acc20 * r22) + tl.where(t8 == -float("inf"), 0.0, t18 * r23)
        acc19 = m21
    acc32 = tl.full([T_c0, T_c1, 1, F_n1], 0.0, tl.float32)
    acc33 = tl.full([T_c0, T_c1, 1, F_n1], 0.0, tl.float32)
    for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

        t30 = tl.load(states28_ptr + i_c0 * states28_s0 + i_c1 * states28_s1 + i_c4 * states28_s2 + tl.arange(0, T_c0)[:, None, None, None] * states28_s3 + tl.arange(0, T_c1)[None, :, None, None] * states28_s4 + tl.arange(0, F_n1)[None, None, None, :] * states28_s6 + tl.zeros([T_c0, T_c1, 1, F_n1], tl.int32))
        t31 = tl.load(states29_ptr + i_c0 * states29_s0 + i_c1 * states29_s1 + i_c4 * states29_s2 + tl.arange(0, T_c0)[:, None, None, None] * states29_s3 + tl.arange(0, T_c1)[None, :, None, None] * states29_s4 + tl.arange(0, F_n1)[None, None, None, :] * states29_s6 + tl.zeros([T_c0, T_c1, 1, F_n1], tl.int32))
        acc32 = acc32 + t30
        acc33 = acc33 + t31
    acc47 = tl.full([T_c0, T_c1, 1, 1], -float('inf'), tl.float32)
    acc48 = tl.full([T_c0, T_c1, 1, F_n0], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t34 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_c1[None, :, None, None] * m3_s1 + offs_n0[None, None, :, None] * m3_s2 + offs_c3[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t35 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t34, 0.0), 2), axis=3)
        t36 = (t35) * (0.25)
        t37 = tl.max(tl.where((offs_c3 < E_c3)[None, None, None, :], t36, -float('inf')), axis=3, keep_dims=True)
        t38 = t37 - (t37)
        t39 = t38 == t38
        t40 = (t39) == 0
        t41 = tl.exp(t37)
        t42 = tl.where(t40, t41, t37)
        t43 = t36 - (t42)
        t44 = tl.exp(t43)
        t45 = tl.load(m16_ptr + offs_c0[:, None, None, None] * m16_s0 + offs_c1[None, :, None, None] * m16_s1 + offs_c3[None, None, :, None] * m16_s2 + offs_n0[None, None, None, :] * m16_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
        t46 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t44, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t45, 0.0), 2), axis=3)
        m49 = tl.maximum(acc47, t37)
        r50 = tl.where(acc47 == -float("inf"), 0.0, tl.exp(acc47 - m49))
        r51 = tl.where(t37 == -float("inf"), 0.0, tl.exp(t37 - m49))
        acc48 = tl.where(acc47 == -float("inf"), 0.0, acc48 * r50) + tl.where(t37 == -float("inf"), 0.0, t46 * r51)
        acc47 = m49
    t52 = acc33 - (acc47)
    t53 = tl.exp(t52)
    t54 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t53, 0.0), axis=3, keep_dims=True)
    t55 = (acc20) / (t54)
    tl.store(buf56_ptr + offs_c0[:, None, None, None] * buf56_s0 + offs_c1[None, :, None, None] * buf56_s1 + offs_c2[None, None, None, :] * buf56_s3, t55, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :])


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
    m1 = inputs['q']
    m4 = inputs['k']
    m3 = m4.permute([0, 1, 3, 2])
    m16 = inputs['v']
    states28 = torch.full([_cdiv(2, T['c0']), _cdiv(4, T['c1']), _cdiv(16, T['c4']), T['c0'], T['c1'], 1, _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    states29 = torch.full([_cdiv(2, T['c0']), _cdiv(4, T['c1']), _cdiv(16, T['c4']), T['c0'], T['c1'], 1, _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c0']) * _cdiv(4, T['c1']) * _cdiv(16, T['c4']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), states28_ptr=states28, states28_s0=states28.stride(0), states28_s1=states28.stride(1), states28_s2=states28.stride(2), states28_s3=states28.stride(3), states28_s4=states28.stride(4), states28_s5=states28.stride(5), states28_s6=states28.stride(6), states29_ptr=states29, states29_s0=states29.stride(0), states29_s1=states29.stride(1), states29_s2=states29.stride(2), states29_s3=states29.stride(3), states29_s4=states29.stride(4), states29_s5=states29.stride(5), states29_s6=states29.stride(6), E_c0=2, E_c1=4, E_c4=16, E_n1=64, F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c4=T['c4'])
    buf56 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']) * _cdiv(4, T['c1']) * _cdiv(16, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m16_s2=m16.stride(2), m16_s3=m16.stride(3), states28_ptr=states28, states28_s0=states28.stride(0), states28_s1=states28.stride(1), states28_s2=states28.stride(2), states28_s3=states28.stride(3), states28_s4=states28.stride(4), states28_s5=states28.stride(5), states28_s6=states28.stride(6), states29_ptr=states29, states29_s0=states29.stride(0), states29_s1=states29.stride(1), states29_s2=states29.stride(2), states29_s3=states29.stride(3), states29_s4=states29.stride(4), states29_s5=states29.stride(5), states29_s6=states29.stride(6), buf56_ptr=buf56, buf56_s0=buf56.stride(0), buf56_s1=buf56.stride(1), buf56_s2=buf56.stride(2), buf56_s3=buf56.stride(3), E_c0=2, E_c1=4, E_c2=16, E_c3=64, E_c4=16, E_n0=16, E_n1=64, F_n0=_pow2(16), F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'], T_c4=T['c4'])
    return buf56


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
