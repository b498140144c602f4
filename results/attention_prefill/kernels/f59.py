"""attention_prefill [small], candidate 59: 2 kernel(s)

Rendered by EqiForge from candidate 59 of attention_prefill [small]: store(k.3[16]) ; grid(q.2@2) loop(k.3[16]: sum, stored) loop(k.2[32]: rescale) {loop(k.3[16]: sum)} [2 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid q.2@2[32]
    c1: loop k.3[16]
    c2: loop k.2[32]

Run it on its own: `python kernels/f59.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_prefill.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 8, "c2": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 32, "c1": 16, "c2": 32}


@triton.jit
def kernel_0(m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, states14_ptr, states14_s0, states14_s1, states14_s2, states14_s3, states14_s4, states14_s5, E_c0, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # stores states14: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    t9 = tl.load(m8_ptr + offs_n1[:, None, None, None] * m8_s0 + offs_n2[None, :, None, None] * m8_s1 + offs_c0[None, None, :, None] * m8_s2 + offs_c1[None, None, None, :] * m8_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t12 = tl.load(m10_ptr + offs_n1[:, None, None, None] * m10_s0 + offs_n2[None, :, None, None] * m10_s1 + offs_c1[None, None, :, None] * m10_s2 + offs_n0[None, None, None, :] * m10_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t13 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t9, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t12, 0.0), 2), axis=3)
    tl.store(states14_ptr + i_c0 * states14_s0 + i_c1 * states14_s1 + tl.arange(0, F_n1)[:, None, None, None] * states14_s2 + tl.arange(0, F_n2)[None, :, None, None] * states14_s3 + tl.arange(0, T_c0)[None, None, :, None] * states14_s4 + tl.arange(0, F_n0)[None, None, None, :] * states14_s5 + tl.zeros([F_n1, F_n2, T_c0, F_n0], tl.int32), t13)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, states14_ptr, states14_s0, states14_s1, states14_s2, states14_s3, states14_s4, states14_s5, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, m44_ptr, m44_s0, m44_s1, m44_s2, m44_s3, buf47_ptr, buf47_s0, buf47_s1, buf47_s2, buf47_s3, E_c0, E_c1, E_c2, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf47: Combine over grid q.2@2[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    t7 = tl.load(m1_ptr + offs_c0[None, None, :, None] * m1_s2 + offs_n0[None, None, None, :] * m1_s3, mask=(offs_c0 < E_c0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    acc16 = tl.full([F_n1, F_n2, T_c0, F_n0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t15 = tl.load(states14_ptr + i_c0 * states14_s0 + i_c1 * states14_s1 + tl.arange(0, F_n1)[:, None, None, None] * states14_s2 + tl.arange(0, F_n2)[None, :, None, None] * states14_s3 + tl.arange(0, T_c0)[None, None, :, None] * states14_s4 + tl.arange(0, F_n0)[None, None, None, :] * states14_s5 + tl.zeros([F_n1, F_n2, T_c0, F_n0], tl.int32))
        acc16 = acc16 + t15
    t17 = tl.where(t7, -float("inf"), acc16)
    t18 = (t17) * (0.25)
    acc36 = tl.full([F_n1, F_n2, T_c0, 1], -float('inf'), tl.float32)
    acc37 = tl.full([F_n1, F_n2, T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t19 = tl.load(m1_ptr + offs_c0[None, None, :, None] * m1_s2 + offs_c2[None, None, None, :] * m1_s3, mask=(offs_c0 < E_c0)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0)
        acc23 = tl.full([F_n1, F_n2, T_c0, T_c2], 0.0, tl.float32)
        for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
            offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

            t20 = tl.load(m8_ptr + offs_n1[:, None, None, None] * m8_s0 + offs_n2[None, :, None, None] * m8_s1 + offs_c0[None, None, :, None] * m8_s2 + offs_c1[None, None, None, :] * m8_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
            t21 = tl.load(m10_ptr + offs_n1[:, None, None, None] * m10_s0 + offs_n2[None, :, None, None] * m10_s1 + offs_c1[None, None, :, None] * m10_s2 + offs_c2[None, None, None, :] * m10_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :], other=0).to(tl.float32)
            t22 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t20, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t21, 0.0), 2), axis=3)
            acc23 = acc23 + t22
        t24 = tl.where(t19, -float("inf"), acc23)
        t25 = tl.max(tl.where((offs_c2 < E_c2)[None, None, None, :], t24, -float('inf')), axis=3, keep_dims=True)
        t26 = (t25) * (0.25)
        t27 = (t24) * (0.25)
        t28 = t26 - (t26)
        t29 = t28 == t28
        t30 = (t29) == 0
        t31 = tl.exp(t26)
        t32 = tl.where(t30, t31, t26)
        t33 = t27 - (t32)
        t34 = tl.exp(t33)
        t35 = tl.sum(tl.where((offs_c2 < E_c2)[None, None, None, :], t34, 0.0), axis=3, keep_dims=True)
        m38 = tl.maximum(acc36, t26)
        r39 = tl.where(acc36 == -float("inf"), 0.0, tl.exp(acc36 - m38))
        r40 = tl.where(t26 == -float("inf"), 0.0, tl.exp(t26 - m38))
        acc37 = tl.where(acc36 == -float("inf"), 0.0, acc37 * r39) + tl.where(t26 == -float("inf"), 0.0, t35 * r40)
        acc36 = m38
    t41 = t18 - (acc36)
    t42 = tl.exp(t41)
    t43 = (t42) / (acc37)
    t45 = tl.load(m44_ptr + offs_n1[:, None, None, None] * m44_s0 + offs_n2[None, :, None, None] * m44_s1 + offs_n0[None, None, :, None] * m44_s2 + offs_n3[None, None, None, :] * m44_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t46 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t43, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t45, 0.0), 2), axis=3)
    tl.store(buf47_ptr + offs_n1[:, None, None, None] * buf47_s0 + offs_n2[None, :, None, None] * buf47_s1 + offs_c0[None, None, :, None] * buf47_s2 + offs_n3[None, None, None, :] * buf47_s3, t46, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :])


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
    states14 = torch.full([_cdiv(32, T['c0']), _cdiv(16, T['c1']), _pow2(2), _pow2(4), T['c0'], _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c0']) * _cdiv(16, T['c1']),)](m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), states14_ptr=states14, states14_s0=states14.stride(0), states14_s1=states14.stride(1), states14_s2=states14.stride(2), states14_s3=states14.stride(3), states14_s4=states14.stride(4), states14_s5=states14.stride(5), E_c0=32, E_c1=16, E_n0=32, E_n1=2, E_n2=4, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), T_c0=T['c0'], T_c1=T['c1'])
    m44 = inputs['v']
    buf47 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), states14_ptr=states14, states14_s0=states14.stride(0), states14_s1=states14.stride(1), states14_s2=states14.stride(2), states14_s3=states14.stride(3), states14_s4=states14.stride(4), states14_s5=states14.stride(5), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), m44_ptr=m44, m44_s0=m44.stride(0), m44_s1=m44.stride(1), m44_s2=m44.stride(2), m44_s3=m44.stride(3), buf47_ptr=buf47, buf47_s0=buf47.stride(0), buf47_s1=buf47.stride(1), buf47_s2=buf47.stride(2), buf47_s3=buf47.stride(3), E_c0=32, E_c1=16, E_c2=32, E_n0=32, E_n1=2, E_n2=4, E_n3=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), F_n3=_pow2(16), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf47


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
