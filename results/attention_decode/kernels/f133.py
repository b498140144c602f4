"""attention_decode [small], candidate 133: 2 kernel(s)

Rendered by EqiForge from candidate 133 of attention_decode [small]: store(k.3[16]) ; grid(k.0@0, k.1@1, v.3@3) loop(k.2[64]: rescale) loop(k.3[16]: sum, stored) loop(k.2[64]: rescale) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.0@0[2]
    c1: grid k.1@1[4]
    c2: grid v.3@3[16]
    c3: loop k.2[64]
    c4: loop k.3[16]

Run it on its own: `python kernels/f133.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, states27_ptr, states27_s0, states27_s1, states27_s2, states27_s3, states27_s4, states27_s5, states27_s6, E_c0, E_c1, E_c4, E_n1, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c4: tl.constexpr):
    # stores states27: Collect over loop k.3[16]
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
    tl.store(states27_ptr + i_c0 * states27_s0 + i_c1 * states27_s1 + i_c4 * states27_s2 + tl.arange(0, T_c0)[:, None, None, None] * states27_s3 + tl.arange(0, T_c1)[None, :, None, None] * states27_s4 + tl.arange(0, F_n1)[None, None, None, :] * states27_s6 + tl.zeros([T_c0, T_c1, 1, F_n1], tl.int32), t26)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m16_ptr, m16_s0, m16_s1, m16_s2, m16_s3, states27_ptr, states27_s0, states27_s1, states27_s2, states27_s3, states27_s4, states27_s5, states27_s6, buf53_ptr, buf53_s0, buf53_s1, buf53_s2, buf53_s3, E_c0, E_c1, E_c2, E_c3, E_c4, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # writes buf53: Combine over grid k.0@0[2], grid k.1@1[4], grid v.3@3[16]
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
    acc29 = tl.full([T_c0, T_c1, 1, F_n1], 0.0, tl.float32)
    for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

        t28 = tl.load(states27_ptr + i_c0 * states27_s0 + i_c1 * states27_s1 + i_c4 * states27_s2 + tl.arange(0, T_c0)[:, None, None, None] * states27_s3 + tl.arange(0, T_c1)[None, :, None, None] * states27_s4 + tl.arange(0, F_n1)[None, None, None, :] * states27_s6 + tl.zeros([T_c0, T_c1, 1, F_n1], tl.int32))
        acc29 = acc29 + t28
    t30 = (acc29) * (0.25)
    acc44 = tl.full([T_c0, T_c1, 1, 1], -float('inf'), tl.float32)
    acc45 = tl.full([T_c0, T_c1, 1, F_n0], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t31 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_c1[None, :, None, None] * m3_s1 + offs_n0[None, None, :, None] * m3_s2 + offs_c3[None, None, None, :] * m3_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t32 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t31, 0.0), 2), axis=3)
        t33 = (t32) * (0.25)
        t34 = tl.max(tl.where((offs_c3 < E_c3)[None, None, None, :], t33, -float('inf')), axis=3, keep_dims=True)
        t35 = t34 - (t34)
        t36 = t35 == t35
        t37 = (t36) == 0
        t38 = tl.exp(t34)
        t39 = tl.where(t37, t38, t34)
        t40 = t33 - (t39)
        t41 = tl.exp(t40)
        t42 = tl.load(m16_ptr + offs_c0[:, None, None, None] * m16_s0 + offs_c1[None, :, None, None] * m16_s1 + offs_c3[None, None, :, None] * m16_s2 + offs_n0[None, None, None, :] * m16_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
        t43 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t41, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t42, 0.0), 2), axis=3)
        m46 = tl.maximum(acc44, t34)
        r47 = tl.where(acc44 == -float("inf"), 0.0, tl.exp(acc44 - m46))
        r48 = tl.where(t34 == -float("inf"), 0.0, tl.exp(t34 - m46))
        acc45 = tl.where(acc44 == -float("inf"), 0.0, acc45 * r47) + tl.where(t34 == -float("inf"), 0.0, t43 * r48)
        acc44 = m46
    t49 = t30 - (acc44)
    t50 = tl.exp(t49)
    t51 = tl.sum(tl.where((offs_n1 < E_n1)[None, None, None, :], t50, 0.0), axis=3, keep_dims=True)
    t52 = (acc20) / (t51)
    tl.store(buf53_ptr + offs_c0[:, None, None, None] * buf53_s0 + offs_c1[None, :, None, None] * buf53_s1 + offs_c2[None, None, None, :] * buf53_s3, t52, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, None, :])


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
    states27 = torch.full([_cdiv(2, T['c0']), _cdiv(4, T['c1']), _cdiv(16, T['c4']), T['c0'], T['c1'], 1, _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c0']) * _cdiv(4, T['c1']) * _cdiv(16, T['c4']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), states27_ptr=states27, states27_s0=states27.stride(0), states27_s1=states27.stride(1), states27_s2=states27.stride(2), states27_s3=states27.stride(3), states27_s4=states27.stride(4), states27_s5=states27.stride(5), states27_s6=states27.stride(6), E_c0=2, E_c1=4, E_c4=16, E_n1=64, F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c4=T['c4'])
    buf53 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']) * _cdiv(4, T['c1']) * _cdiv(16, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m16_s2=m16.stride(2), m16_s3=m16.stride(3), states27_ptr=states27, states27_s0=states27.stride(0), states27_s1=states27.stride(1), states27_s2=states27.stride(2), states27_s3=states27.stride(3), states27_s4=states27.stride(4), states27_s5=states27.stride(5), states27_s6=states27.stride(6), buf53_ptr=buf53, buf53_s0=buf53.stride(0), buf53_s1=buf53.stride(1), buf53_s2=buf53.stride(2), buf53_s3=buf53.stride(3), E_c0=2, E_c1=4, E_c2=16, E_c3=64, E_c4=16, E_n0=16, E_n1=64, F_n0=_pow2(16), F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'], T_c4=T['c4'])
    return buf53


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
