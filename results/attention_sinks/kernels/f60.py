"""attention_sinks [small], candidate 60: 2 kernel(s)

Rendered by EqiForge from candidate 60 of attention_sinks [small]: store(k.3[16]) ; grid(k.0@0) loop(k.3[16]: pair(sum, sum), stored) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.0@0[2]
    c1: loop k.3[16]

Run it on its own: `python kernels/f60.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_sinks.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 8}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 16}


@triton.jit
def kernel_0(m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m13_s4, m16_ptr, m16_s0, m16_s1, m16_s2, m16_s3, m16_s4, states22_ptr, states22_s0, states22_s1, states22_s2, states22_s3, states22_s4, states22_s5, states22_s6, states23_ptr, states23_s0, states23_s1, states23_s2, states23_s3, states23_s4, states23_s5, states23_s6, E_c0, E_c1, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # stores states22, states23: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t15 = tl.load(m13_ptr + offs_c0[:, None, None, None, None] * m13_s0 + offs_n1[None, :, None, None, None] * m13_s1 + offs_n1[None, None, :, None, None] * m13_s2 + offs_n0[None, None, None, :, None] * m13_s3 + offs_c1[None, None, None, None, :] * m13_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0).to(tl.float32)
    t19 = tl.load(m16_ptr + offs_c0[:, None, None, None, None] * m16_s0 + offs_n1[None, :, None, None, None] * m16_s1 + offs_c1[None, None, None, :, None] * m16_s3 + offs_n0[None, None, None, None, :] * m16_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
    t20 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t15, 0.0), 5) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :, None], t19, 0.0), 3), axis=4)
    t21 = (t20) * (0.25)
    tl.store(states22_ptr + i_c0 * states22_s0 + i_c1 * states22_s1 + tl.arange(0, T_c0)[:, None, None, None, None] * states22_s2 + tl.arange(0, F_n1)[None, :, None, None, None] * states22_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states22_s4 + tl.arange(0, F_n0)[None, None, None, :, None] * states22_s5 + tl.arange(0, F_n0)[None, None, None, None, :] * states22_s6 + tl.zeros([T_c0, F_n1, F_n1, F_n0, F_n0], tl.int32), t20)
    tl.store(states23_ptr + i_c0 * states23_s0 + i_c1 * states23_s1 + tl.arange(0, T_c0)[:, None, None, None, None] * states23_s2 + tl.arange(0, F_n1)[None, :, None, None, None] * states23_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states23_s4 + tl.arange(0, F_n0)[None, None, None, :, None] * states23_s5 + tl.arange(0, F_n0)[None, None, None, None, :] * states23_s6 + tl.zeros([T_c0, F_n1, F_n1, F_n0, F_n0], tl.int32), t21)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m1_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, states22_ptr, states22_s0, states22_s1, states22_s2, states22_s3, states22_s4, states22_s5, states22_s6, states23_ptr, states23_s0, states23_s1, states23_s2, states23_s3, states23_s4, states23_s5, states23_s6, m29_ptr, m29_s0, m29_s1, m29_s2, m29_s3, m29_s4, m37_ptr, m37_s0, m37_s1, m37_s2, m37_s3, m37_s4, m43_ptr, m43_s0, m43_s1, m43_s2, m43_s3, m43_s4, buf53_ptr, buf53_s0, buf53_s1, buf53_s2, buf53_s3, E_c0, E_c1, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf53: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    t5 = tl.load(m1_ptr + offs_n0[None, None, None, None, :] * m1_s4, mask=(offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t12 = tl.load(m6_ptr + offs_n0[None, None, None, :, None] * m6_s3 + offs_n0[None, None, None, None, :] * m6_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    acc26 = tl.full([T_c0, F_n1, F_n1, F_n0, F_n0], 0.0, tl.float32)
    acc27 = tl.full([T_c0, F_n1, F_n1, F_n0, F_n0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t24 = tl.load(states22_ptr + i_c0 * states22_s0 + i_c1 * states22_s1 + tl.arange(0, T_c0)[:, None, None, None, None] * states22_s2 + tl.arange(0, F_n1)[None, :, None, None, None] * states22_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states22_s4 + tl.arange(0, F_n0)[None, None, None, :, None] * states22_s5 + tl.arange(0, F_n0)[None, None, None, None, :] * states22_s6 + tl.zeros([T_c0, F_n1, F_n1, F_n0, F_n0], tl.int32))
        t25 = tl.load(states23_ptr + i_c0 * states23_s0 + i_c1 * states23_s1 + tl.arange(0, T_c0)[:, None, None, None, None] * states23_s2 + tl.arange(0, F_n1)[None, :, None, None, None] * states23_s3 + tl.arange(0, F_n1)[None, None, :, None, None] * states23_s4 + tl.arange(0, F_n0)[None, None, None, :, None] * states23_s5 + tl.arange(0, F_n0)[None, None, None, None, :] * states23_s6 + tl.zeros([T_c0, F_n1, F_n1, F_n0, F_n0], tl.int32))
        acc26 = acc26 + t24
        acc27 = acc27 + t25
    t28 = tl.where(t12, -float("inf"), acc27)
    t33 = tl.load(m29_ptr + offs_n0[None, None, None, :, None] * m29_s3 + offs_n0[None, None, None, None, :] * m29_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t34 = tl.where(t33, -float("inf"), t28)
    t35 = tl.where(t5, t28, t34)
    t36 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, None, :], t35, -float('inf')), axis=4, keep_dims=True)
    t39 = tl.load(m37_ptr + offs_n1[None, :, None, None, None] * m37_s1 + offs_n1[None, None, :, None, None] * m37_s2, mask=(offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None], other=0).to(tl.float32)
    t40 = tl.maximum(t36, t39)
    t41 = t35 - (t40)
    t42 = tl.exp(t41)
    t45 = tl.load(m43_ptr + offs_c0[:, None, None, None, None] * m43_s0 + offs_n1[None, :, None, None, None] * m43_s1 + offs_n0[None, None, None, :, None] * m43_s3 + offs_n2[None, None, None, None, :] * m43_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t46 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, None, :], t42, 0.0), 5) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :, None], t45, 0.0), 3), axis=4)
    t47 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, None, None, :], t42, 0.0), axis=4, keep_dims=True)
    t48 = t39 - (t40)
    t49 = tl.exp(t48)
    t50 = t47 + t49
    t51 = (t46) / (t50)
    t52 = tl.reshape(t51, [T_c0, F_n3, F_n0, F_n2])
    tl.store(buf53_ptr + offs_c0[:, None, None, None] * buf53_s0 + offs_n3[None, :, None, None] * buf53_s1 + offs_n0[None, None, :, None] * buf53_s2 + offs_n2[None, None, None, :] * buf53_s3, t52, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n3 < E_n3)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


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
    m3 = _iota([32], 0, device)
    m4 = torch.tensor(2.0, dtype=torch.float32, device=device)
    m2 = _BINARY["Lt"](m3, m4)
    m1 = m2.reshape([1, 1, 1, 1, 32])
    m8 = m3.reshape([1, 32])
    m10 = m3.reshape([32, 1])
    m11 = torch.tensor(0.0, dtype=torch.float32, device=device)
    m9 = _BINARY["Add"](m10, m11)
    m7 = _BINARY["Gt"](m8, m9)
    m6 = m7.reshape([1, 1, 1, 32, 32])
    m14 = inputs['q']
    m13 = m14.reshape([2, 2, 2, 32, 16])
    m18 = inputs['k']
    m17 = m18.reshape([2, 2, 1, 32, 16])
    m16 = m17.permute([0, 1, 2, 4, 3])
    states22 = torch.full([_cdiv(2, T['c0']), _cdiv(16, T['c1']), T['c0'], _pow2(2), _pow2(2), _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    states23 = torch.full([_cdiv(2, T['c0']), _cdiv(16, T['c1']), T['c0'], _pow2(2), _pow2(2), _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c0']) * _cdiv(16, T['c1']),)](m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m13_s4=m13.stride(4), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m16_s2=m16.stride(2), m16_s3=m16.stride(3), m16_s4=m16.stride(4), states22_ptr=states22, states22_s0=states22.stride(0), states22_s1=states22.stride(1), states22_s2=states22.stride(2), states22_s3=states22.stride(3), states22_s4=states22.stride(4), states22_s5=states22.stride(5), states22_s6=states22.stride(6), states23_ptr=states23, states23_s0=states23.stride(0), states23_s1=states23.stride(1), states23_s2=states23.stride(2), states23_s3=states23.stride(3), states23_s4=states23.stride(4), states23_s5=states23.stride(5), states23_s6=states23.stride(6), E_c0=2, E_c1=16, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c0=T['c0'], T_c1=T['c1'])
    m31 = _BINARY["Sub"](m9, m8)
    m32 = torch.tensor(8.0, dtype=torch.float32, device=device)
    m30 = _BINARY["Ge"](m31, m32)
    m29 = m30.reshape([1, 1, 1, 32, 32])
    m38 = inputs['sinks']
    m37 = m38.reshape([1, 2, 2, 1, 1])
    m44 = inputs['v']
    m43 = m44.reshape([2, 2, 1, 32, 16])
    buf53 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m1_s4=m1.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), states22_ptr=states22, states22_s0=states22.stride(0), states22_s1=states22.stride(1), states22_s2=states22.stride(2), states22_s3=states22.stride(3), states22_s4=states22.stride(4), states22_s5=states22.stride(5), states22_s6=states22.stride(6), states23_ptr=states23, states23_s0=states23.stride(0), states23_s1=states23.stride(1), states23_s2=states23.stride(2), states23_s3=states23.stride(3), states23_s4=states23.stride(4), states23_s5=states23.stride(5), states23_s6=states23.stride(6), m29_ptr=m29, m29_s0=m29.stride(0), m29_s1=m29.stride(1), m29_s2=m29.stride(2), m29_s3=m29.stride(3), m29_s4=m29.stride(4), m37_ptr=m37, m37_s0=m37.stride(0), m37_s1=m37.stride(1), m37_s2=m37.stride(2), m37_s3=m37.stride(3), m37_s4=m37.stride(4), m43_ptr=m43, m43_s0=m43.stride(0), m43_s1=m43.stride(1), m43_s2=m43.stride(2), m43_s3=m43.stride(3), m43_s4=m43.stride(4), buf53_ptr=buf53, buf53_s0=buf53.stride(0), buf53_s1=buf53.stride(1), buf53_s2=buf53.stride(2), buf53_s3=buf53.stride(3), E_c0=2, E_c1=16, E_n0=32, E_n1=2, E_n2=16, E_n3=4, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(16), F_n3=_pow2(4), T_c0=T['c0'], T_c1=T['c1'])
    return buf53


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
