"""attention_prefill [small], candidate 66: 3 kernel(s)

Rendered by EqiForge from candidate 66 of attention_prefill [small]: store(k.3[16]) ; store(k.2[32]) loop(k.3[16]: sum, stored) ; grid(k.0@0) loop(k.3[16]: sum) loop(k.2[32]: rescale, stored) [2 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.0@0[2]
    c1: loop k.3[16]
    c2: loop k.2[32]

Run it on its own: `python kernels/f66.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_prefill.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 8, "c2": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 16, "c2": 32}


@triton.jit
def kernel_0(m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, states27_ptr, states27_s0, states27_s1, states27_s2, states27_s3, states27_s4, states27_s5, states27_s6, E_c0, E_c1, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states27: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t24 = tl.load(m8_ptr + offs_c0[:, None, None, None] * m8_s0 + offs_n1[None, :, None, None] * m8_s1 + offs_n0[None, None, :, None] * m8_s2 + offs_c1[None, None, None, :] * m8_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t25 = tl.load(m10_ptr + offs_c0[:, None, None, None] * m10_s0 + offs_n1[None, :, None, None] * m10_s1 + offs_c1[None, None, :, None] * m10_s2 + offs_c2[None, None, None, :] * m10_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
    t26 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t24, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t25, 0.0), 2), axis=3)
    tl.store(states27_ptr + i_c0 * states27_s0 + i_c2 * states27_s1 + i_c1 * states27_s2 + tl.arange(0, T_c0)[:, None, None, None] * states27_s3 + tl.arange(0, F_n1)[None, :, None, None] * states27_s4 + tl.arange(0, F_n0)[None, None, :, None] * states27_s5 + tl.arange(0, T_c2)[None, None, None, :] * states27_s6 + tl.zeros([T_c0, F_n1, F_n0, T_c2], tl.int32), t26)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, states27_ptr, states27_s0, states27_s1, states27_s2, states27_s3, states27_s4, states27_s5, states27_s6, states42_ptr, states42_s0, states42_s1, states42_s2, states42_s3, states42_s4, states42_s5, states43_ptr, states43_s0, states43_s1, states43_s2, states43_s3, states43_s4, states43_s5, E_c0, E_c1, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states42, states43: Collect over loop k.2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t23 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_c2[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0)
    acc29 = tl.full([T_c0, F_n1, F_n0, T_c2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t28 = tl.load(states27_ptr + i_c0 * states27_s0 + i_c2 * states27_s1 + i_c1 * states27_s2 + tl.arange(0, T_c0)[:, None, None, None] * states27_s3 + tl.arange(0, F_n1)[None, :, None, None] * states27_s4 + tl.arange(0, F_n0)[None, None, :, None] * states27_s5 + tl.arange(0, T_c2)[None, None, None, :] * states27_s6 + tl.zeros([T_c0, F_n1, F_n0, T_c2], tl.int32))
        acc29 = acc29 + t28
    t30 = tl.where(t23, -float("inf"), acc29)
    t31 = tl.max(tl.where((offs_c2 < E_c2)[None, None, None, :], t30, -float('inf')), axis=3, keep_dims=True)
    t32 = (t31) * (0.25)
    t33 = (t30) * (0.25)
    t34 = t32 - (t32)
    t35 = t34 == t34
    t36 = (t35) == 0
    t37 = tl.exp(t32)
    t38 = tl.where(t36, t37, t32)
    t39 = t33 - (t38)
    t40 = tl.exp(t39)
    t41 = tl.sum(tl.where((offs_c2 < E_c2)[None, None, None, :], t40, 0.0), axis=3, keep_dims=True)
    tl.store(states42_ptr + i_c0 * states42_s0 + i_c2 * states42_s1 + tl.arange(0, T_c0)[:, None, None, None] * states42_s2 + tl.arange(0, F_n1)[None, :, None, None] * states42_s3 + tl.arange(0, F_n0)[None, None, :, None] * states42_s4 + tl.zeros([T_c0, F_n1, F_n0, 1], tl.int32), t32)
    tl.store(states43_ptr + i_c0 * states43_s0 + i_c2 * states43_s1 + tl.arange(0, T_c0)[:, None, None, None] * states43_s2 + tl.arange(0, F_n1)[None, :, None, None] * states43_s3 + tl.arange(0, F_n0)[None, None, :, None] * states43_s4 + tl.zeros([T_c0, F_n1, F_n0, 1], tl.int32), t41)


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, m20_ptr, m20_s0, m20_s1, m20_s2, m20_s3, states42_ptr, states42_s0, states42_s1, states42_s2, states42_s3, states42_s4, states42_s5, states43_ptr, states43_s0, states43_s1, states43_s2, states43_s3, states43_s4, states43_s5, buf52_ptr, buf52_s0, buf52_s1, buf52_s2, buf52_s3, E_c0, E_c1, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf52: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t7 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_n0[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    acc14 = tl.full([T_c0, F_n1, F_n0, F_n0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t9 = tl.load(m8_ptr + offs_c0[:, None, None, None] * m8_s0 + offs_n1[None, :, None, None] * m8_s1 + offs_n0[None, None, :, None] * m8_s2 + offs_c1[None, None, None, :] * m8_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t12 = tl.load(m10_ptr + offs_c0[:, None, None, None] * m10_s0 + offs_n1[None, :, None, None] * m10_s1 + offs_c1[None, None, :, None] * m10_s2 + offs_n0[None, None, None, :] * m10_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
        t13 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t9, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t12, 0.0), 2), axis=3)
        acc14 = acc14 + t13
    t15 = tl.where(t7, -float("inf"), acc14)
    t16 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, :], t15, -float('inf')), axis=3, keep_dims=True)
    t17 = t15 - (t16)
    t18 = (t17) * (0.25)
    t19 = tl.exp(t18)
    t21 = tl.load(m20_ptr + offs_c0[:, None, None, None] * m20_s0 + offs_n1[None, :, None, None] * m20_s1 + offs_n0[None, None, :, None] * m20_s2 + offs_n2[None, None, None, :] * m20_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t22 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t19, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t21, 0.0), 2), axis=3)
    acc46 = tl.full([T_c0, F_n1, F_n0, 1], -float('inf'), tl.float32)
    acc47 = tl.full([T_c0, F_n1, F_n0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t44 = tl.load(states42_ptr + i_c0 * states42_s0 + i_c2 * states42_s1 + tl.arange(0, T_c0)[:, None, None, None] * states42_s2 + tl.arange(0, F_n1)[None, :, None, None] * states42_s3 + tl.arange(0, F_n0)[None, None, :, None] * states42_s4 + tl.zeros([T_c0, F_n1, F_n0, 1], tl.int32))
        t45 = tl.load(states43_ptr + i_c0 * states43_s0 + i_c2 * states43_s1 + tl.arange(0, T_c0)[:, None, None, None] * states43_s2 + tl.arange(0, F_n1)[None, :, None, None] * states43_s3 + tl.arange(0, F_n0)[None, None, :, None] * states43_s4 + tl.zeros([T_c0, F_n1, F_n0, 1], tl.int32))
        m48 = tl.maximum(acc46, t44)
        r49 = tl.where(acc46 == -float("inf"), 0.0, tl.exp(acc46 - m48))
        r50 = tl.where(t44 == -float("inf"), 0.0, tl.exp(t44 - m48))
        acc47 = tl.where(acc46 == -float("inf"), 0.0, acc47 * r49) + tl.where(t44 == -float("inf"), 0.0, t45 * r50)
        acc46 = m48
    t51 = (t22) / (acc47)
    tl.store(buf52_ptr + offs_c0[:, None, None, None] * buf52_s0 + offs_n1[None, :, None, None] * buf52_s1 + offs_n0[None, None, :, None] * buf52_s2 + offs_n2[None, None, None, :] * buf52_s3, t51, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


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
    m4 = _iota([32, 32], 1, device)
    m5 = _iota([32, 32], 0, device)
    m3 = _BINARY["Sub"](m4, m5)
    m6 = torch.tensor(1.0, dtype=torch.float32, device=device)
    m2 = _BINARY["Ge"](m3, m6)
    m1 = m2.reshape([1, 1, 32, 32])
    m8 = inputs['q']
    m11 = inputs['k']
    m10 = m11.permute([0, 1, 3, 2])
    m20 = inputs['v']
    states27 = torch.full([_cdiv(2, T['c0']), _cdiv(32, T['c2']), _cdiv(16, T['c1']), T['c0'], _pow2(4), _pow2(32), T['c2']], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c0']) * _cdiv(32, T['c2']) * _cdiv(16, T['c1']),)](m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), states27_ptr=states27, states27_s0=states27.stride(0), states27_s1=states27.stride(1), states27_s2=states27.stride(2), states27_s3=states27.stride(3), states27_s4=states27.stride(4), states27_s5=states27.stride(5), states27_s6=states27.stride(6), E_c0=2, E_c1=16, E_c2=32, E_n0=32, E_n1=4, F_n0=_pow2(32), F_n1=_pow2(4), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    states42 = torch.full([_cdiv(2, T['c0']), _cdiv(32, T['c2']), T['c0'], _pow2(4), _pow2(32), 1], float("nan"), dtype=torch.float32, device=device)
    states43 = torch.full([_cdiv(2, T['c0']), _cdiv(32, T['c2']), T['c0'], _pow2(4), _pow2(32), 1], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']) * _cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), states27_ptr=states27, states27_s0=states27.stride(0), states27_s1=states27.stride(1), states27_s2=states27.stride(2), states27_s3=states27.stride(3), states27_s4=states27.stride(4), states27_s5=states27.stride(5), states27_s6=states27.stride(6), states42_ptr=states42, states42_s0=states42.stride(0), states42_s1=states42.stride(1), states42_s2=states42.stride(2), states42_s3=states42.stride(3), states42_s4=states42.stride(4), states42_s5=states42.stride(5), states43_ptr=states43, states43_s0=states43.stride(0), states43_s1=states43.stride(1), states43_s2=states43.stride(2), states43_s3=states43.stride(3), states43_s4=states43.stride(4), states43_s5=states43.stride(5), E_c0=2, E_c1=16, E_c2=32, E_n0=32, E_n1=4, F_n0=_pow2(32), F_n1=_pow2(4), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    buf52 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(2, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), m20_ptr=m20, m20_s0=m20.stride(0), m20_s1=m20.stride(1), m20_s2=m20.stride(2), m20_s3=m20.stride(3), states42_ptr=states42, states42_s0=states42.stride(0), states42_s1=states42.stride(1), states42_s2=states42.stride(2), states42_s3=states42.stride(3), states42_s4=states42.stride(4), states42_s5=states42.stride(5), states43_ptr=states43, states43_s0=states43.stride(0), states43_s1=states43.stride(1), states43_s2=states43.stride(2), states43_s3=states43.stride(3), states43_s4=states43.stride(4), states43_s5=states43.stride(5), buf52_ptr=buf52, buf52_s0=buf52.stride(0), buf52_s1=buf52.stride(1), buf52_s2=buf52.stride(2), buf52_s3=buf52.stride(3), E_c0=2, E_c1=16, E_c2=32, E_n0=32, E_n1=4, E_n2=16, F_n0=_pow2(32), F_n1=_pow2(4), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf52


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
