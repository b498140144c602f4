"""attention_prefill [small], candidate 41: 2 kernel(s)

Rendered by EqiForge from candidate 41 of attention_prefill [small]: store(k.2[32]) loop(k.3[16]: sum) ; grid(k.0@0, k.1@1, q.2@2) loop(k.3[16]: sum) loop(k.2[32]: max) [2 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.0@0[2]
    c1: grid k.1@1[4]
    c2: grid q.2@2[32]
    c3: loop k.3[16]
    c4: loop k.2[32]

Run it on its own: `python kernels/f41.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_prefill.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 2, "c2": 16, "c3": 8, "c4": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 4, "c2": 32, "c3": 16, "c4": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, states22_ptr, states22_s0, states22_s1, states22_s2, states22_s3, states22_s4, states22_s5, states22_s6, states22_s7, E_c0, E_c1, E_c2, E_c3, E_c4, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # stores states22: Collect over loop k.2[32]
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
    i_c4 = pid % tl.cdiv(E_c4, T_c4)
    pid = pid // tl.cdiv(E_c4, T_c4)
    offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
    offs_one = tl.arange(0, 1)
    t16 = tl.load(m1_ptr + offs_c2[None, None, :, None] * m1_s2 + offs_c4[None, None, None, :] * m1_s3, mask=(offs_c2 < E_c2)[None, None, :, None] & (offs_c4 < E_c4)[None, None, None, :], other=0)
    acc20 = tl.full([T_c0, T_c1, T_c2, T_c4], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t17 = tl.load(m8_ptr + offs_c0[:, None, None, None] * m8_s0 + offs_c1[None, :, None, None] * m8_s1 + offs_c2[None, None, :, None] * m8_s2 + offs_c3[None, None, None, :] * m8_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t18 = tl.load(m10_ptr + offs_c0[:, None, None, None] * m10_s0 + offs_c1[None, :, None, None] * m10_s1 + offs_c3[None, None, :, None] * m10_s2 + offs_c4[None, None, None, :] * m10_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_c4 < E_c4)[None, None, None, :], other=0).to(tl.float32)
        t19 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t17, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t18, 0.0), 2), axis=3)
        acc20 = acc20 + t19
    t21 = tl.where(t16, -float("inf"), acc20)
    tl.store(states22_ptr + i_c0 * states22_s0 + i_c1 * states22_s1 + i_c2 * states22_s2 + i_c4 * states22_s3 + tl.arange(0, T_c0)[:, None, None, None] * states22_s4 + tl.arange(0, T_c1)[None, :, None, None] * states22_s5 + tl.arange(0, T_c2)[None, None, :, None] * states22_s6 + tl.arange(0, T_c4)[None, None, None, :] * states22_s7 + tl.zeros([T_c0, T_c1, T_c2, T_c4], tl.int32), t21)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, states22_ptr, states22_s0, states22_s1, states22_s2, states22_s3, states22_s4, states22_s5, states22_s6, states22_s7, m29_ptr, m29_s0, m29_s1, m29_s2, m29_s3, buf34_ptr, buf34_s0, buf34_s1, buf34_s2, buf34_s3, E_c0, E_c1, E_c2, E_c3, E_c4, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # writes buf34: Combine over grid k.0@0[2], grid k.1@1[4], grid q.2@2[32]
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
    t7 = tl.load(m1_ptr + offs_c2[None, None, :, None] * m1_s2 + offs_n0[None, None, None, :] * m1_s3, mask=(offs_c2 < E_c2)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    acc14 = tl.full([T_c0, T_c1, T_c2, F_n0], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t9 = tl.load(m8_ptr + offs_c0[:, None, None, None] * m8_s0 + offs_c1[None, :, None, None] * m8_s1 + offs_c2[None, None, :, None] * m8_s2 + offs_c3[None, None, None, :] * m8_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t12 = tl.load(m10_ptr + offs_c0[:, None, None, None] * m10_s0 + offs_c1[None, :, None, None] * m10_s1 + offs_c3[None, None, :, None] * m10_s2 + offs_n0[None, None, None, :] * m10_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
        t13 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t9, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t12, 0.0), 2), axis=3)
        acc14 = acc14 + t13
    t15 = tl.where(t7, -float("inf"), acc14)
    acc25 = tl.full([T_c0, T_c1, T_c2, 1], -float('inf'), tl.float32)
    for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

        t23 = tl.load(states22_ptr + i_c0 * states22_s0 + i_c1 * states22_s1 + i_c2 * states22_s2 + i_c4 * states22_s3 + tl.arange(0, T_c0)[:, None, None, None] * states22_s4 + tl.arange(0, T_c1)[None, :, None, None] * states22_s5 + tl.arange(0, T_c2)[None, None, :, None] * states22_s6 + tl.arange(0, T_c4)[None, None, None, :] * states22_s7 + tl.zeros([T_c0, T_c1, T_c2, T_c4], tl.int32))
        t24 = tl.max(tl.where((offs_c4 < E_c4)[None, None, None, :], t23, -float('inf')), axis=3, keep_dims=True)
        acc25 = tl.maximum(acc25, t24)
    t26 = t15 - (acc25)
    t27 = (t26) * (0.25)
    t28 = tl.exp(t27)
    t30 = tl.load(m29_ptr + offs_c0[:, None, None, None] * m29_s0 + offs_c1[None, :, None, None] * m29_s1 + offs_n0[None, None, :, None] * m29_s2 + offs_n1[None, None, None, :] * m29_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :], other=0).to(tl.float32)
    t31 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t28, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t30, 0.0), 2), axis=3)
    t32 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, None, :], t28, 0.0), axis=3, keep_dims=True)
    t33 = (t31) / (t32)
    tl.store(buf34_ptr + offs_c0[:, None, None, None] * buf34_s0 + offs_c1[None, :, None, None] * buf34_s1 + offs_c2[None, None, :, None] * buf34_s2 + offs_n1[None, None, None, :] * buf34_s3, t33, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n1 < E_n1)[None, None, None, :])


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
    states22 = torch.full([_cdiv(2, T['c0']), _cdiv(4, T['c1']), _cdiv(32, T['c2']), _cdiv(32, T['c4']), T['c0'], T['c1'], T['c2'], T['c4']], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c0']) * _cdiv(4, T['c1']) * _cdiv(32, T['c2']) * _cdiv(32, T['c4']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), states22_ptr=states22, states22_s0=states22.stride(0), states22_s1=states22.stride(1), states22_s2=states22.stride(2), states22_s3=states22.stride(3), states22_s4=states22.stride(4), states22_s5=states22.stride(5), states22_s6=states22.stride(6), states22_s7=states22.stride(7), E_c0=2, E_c1=4, E_c2=32, E_c3=16, E_c4=32, T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'], T_c4=T['c4'])
    m29 = inputs['v']
    buf34 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']) * _cdiv(4, T['c1']) * _cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), states22_ptr=states22, states22_s0=states22.stride(0), states22_s1=states22.stride(1), states22_s2=states22.stride(2), states22_s3=states22.stride(3), states22_s4=states22.stride(4), states22_s5=states22.stride(5), states22_s6=states22.stride(6), states22_s7=states22.stride(7), m29_ptr=m29, m29_s0=m29.stride(0), m29_s1=m29.stride(1), m29_s2=m29.stride(2), m29_s3=m29.stride(3), buf34_ptr=buf34, buf34_s0=buf34.stride(0), buf34_s1=buf34.stride(1), buf34_s2=buf34.stride(2), buf34_s3=buf34.stride(3), E_c0=2, E_c1=4, E_c2=32, E_c3=16, E_c4=32, E_n0=32, E_n1=16, F_n0=_pow2(32), F_n1=_pow2(16), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'], T_c4=T['c4'])
    return buf34


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
