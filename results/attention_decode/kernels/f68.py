"""attention_decode [small], candidate 68: 4 kernel(s)

Rendered by EqiForge from candidate 68 of attention_decode [small]: store(k.3[16]) ; grid(k.1@1) loop(k.3[16]: sum) [1 mm] ; grid(k.1@1) loop(k.3[16]: sum) [1 mm] ; grid() loop(k.2[64]: sum) {loop(k.3[16]: sum, stored)}
Coordinates (tile sizes are the T arguments of launch()):
    c0: loop k.2[64]
    c1: loop k.3[16]
    c2: grid k.1@1[4]

Run it on its own: `python kernels/f68.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_decode.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 32, "c1": 8, "c2": 2}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 64, "c1": 16, "c2": 4}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, states7_ptr, states7_s0, states7_s1, states7_s2, states7_s3, states7_s4, states7_s5, E_c0, E_c1, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # stores states7: Collect over loop k.3[16]
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
    t2 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_c1[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t5 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_c1[None, None, :, None] * m3_s2 + offs_c0[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0).to(tl.float32)
    t6 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t5, 0.0), 2), axis=3)
    tl.store(states7_ptr + i_c0 * states7_s0 + i_c1 * states7_s1 + tl.arange(0, F_n0)[:, None, None, None] * states7_s2 + tl.arange(0, F_n1)[None, :, None, None] * states7_s3 + tl.arange(0, T_c0)[None, None, None, :] * states7_s5 + tl.zeros([F_n0, F_n1, 1, T_c0], tl.int32), t6)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, buf15_ptr, buf15_s0, buf15_s1, buf15_s2, buf15_s3, E_c1, E_c2, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf15: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    acc13 = tl.full([F_n0, T_c2, 1, F_n2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t10 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_c2[None, :, None, None] * m1_s1 + offs_c1[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c2 < E_c2)[None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t11 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_c2[None, :, None, None] * m3_s1 + offs_c1[None, None, :, None] * m3_s2 + offs_n2[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c2 < E_c2)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
        t12 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t10, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t11, 0.0), 2), axis=3)
        acc13 = acc13 + t12
    t14 = tl.max(tl.where((offs_n2 < E_n2)[None, None, None, :], acc13, -float('inf')), axis=3, keep_dims=True)
    tl.store(buf15_ptr + offs_n0[:, None, None, None] * buf15_s0 + offs_c2[None, :, None, None] * buf15_s1, t14, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c2 < E_c2)[None, :, None, None])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, buf15_ptr, buf15_s0, buf15_s1, buf15_s2, buf15_s3, buf29_ptr, buf29_s0, buf29_s1, buf29_s2, buf29_s3, E_c1, E_c2, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf29: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    acc23 = tl.full([F_n0, T_c2, 1, F_n2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t20 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_c2[None, :, None, None] * m1_s1 + offs_c1[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c2 < E_c2)[None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t21 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_c2[None, :, None, None] * m3_s1 + offs_c1[None, None, :, None] * m3_s2 + offs_n2[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c2 < E_c2)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
        t22 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t20, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t21, 0.0), 2), axis=3)
        acc23 = acc23 + t22
    t24 = tl.load(buf15_ptr + offs_n0[:, None, None, None] * buf15_s0 + offs_c2[None, :, None, None] * buf15_s1, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c2 < E_c2)[None, :, None, None], other=0).to(tl.float32)
    t25 = acc23 - (t24)
    t26 = (t25) * (0.25)
    t27 = tl.exp(t26)
    t28 = tl.sum(tl.where((offs_n2 < E_n2)[None, None, None, :], t27, 0.0), axis=3, keep_dims=True)
    tl.store(buf29_ptr + offs_n0[:, None, None, None] * buf29_s0 + offs_c2[None, :, None, None] * buf29_s1, t28, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c2 < E_c2)[None, :, None, None])


@triton.jit
def kernel_3(states7_ptr, states7_s0, states7_s1, states7_s2, states7_s3, states7_s4, states7_s5, buf15_ptr, buf15_s0, buf15_s1, buf15_s2, buf15_s3, buf29_ptr, buf29_s0, buf29_s1, buf29_s2, buf29_s3, m32_ptr, m32_s0, m32_s1, m32_s2, m32_s3, buf36_ptr, buf36_s0, buf36_s1, buf36_s2, buf36_s3, E_c0, E_c1, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf36: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    t16 = tl.load(buf15_ptr + offs_n0[:, None, None, None] * buf15_s0 + offs_n1[None, :, None, None] * buf15_s1, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None], other=0).to(tl.float32)
    t30 = tl.load(buf29_ptr + offs_n0[:, None, None, None] * buf29_s0 + offs_n1[None, :, None, None] * buf29_s1, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None], other=0).to(tl.float32)
    acc35 = tl.full([F_n0, F_n1, 1, F_n3], 0.0, tl.float32)
    for i_c0 in range(0, tl.cdiv(E_c0, T_c0)):
        offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)

        acc9 = tl.full([F_n0, F_n1, 1, T_c0], 0.0, tl.float32)
        for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
            offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

            t8 = tl.load(states7_ptr + i_c0 * states7_s0 + i_c1 * states7_s1 + tl.arange(0, F_n0)[:, None, None, None] * states7_s2 + tl.arange(0, F_n1)[None, :, None, None] * states7_s3 + tl.arange(0, T_c0)[None, None, None, :] * states7_s5 + tl.zeros([F_n0, F_n1, 1, T_c0], tl.int32))
            acc9 = acc9 + t8
        t17 = acc9 - (t16)
        t18 = (t17) * (0.25)
        t19 = tl.exp(t18)
        t31 = (t19) / (t30)
        t33 = tl.load(m32_ptr + offs_n0[:, None, None, None] * m32_s0 + offs_n1[None, :, None, None] * m32_s1 + offs_c0[None, None, :, None] * m32_s2 + offs_n3[None, None, None, :] * m32_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
        t34 = tl.sum(tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, None, :], t31, 0.0), 4) * tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, :, None], t33, 0.0), 2), axis=3)
        acc35 = acc35 + t34
    tl.store(buf36_ptr + offs_n0[:, None, None, None] * buf36_s0 + offs_n1[None, :, None, None] * buf36_s1 + offs_n3[None, None, None, :] * buf36_s3, acc35, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :])


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
    states7 = torch.full([_cdiv(64, T['c0']), _cdiv(16, T['c1']), _pow2(2), _pow2(4), 1, T['c0']], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(64, T['c0']) * _cdiv(16, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), states7_ptr=states7, states7_s0=states7.stride(0), states7_s1=states7.stride(1), states7_s2=states7.stride(2), states7_s3=states7.stride(3), states7_s4=states7.stride(4), states7_s5=states7.stride(5), E_c0=64, E_c1=16, E_n0=2, E_n1=4, F_n0=_pow2(2), F_n1=_pow2(4), T_c0=T['c0'], T_c1=T['c1'])
    buf15 = torch.full([2, 4, 1, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(4, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), buf15_ptr=buf15, buf15_s0=buf15.stride(0), buf15_s1=buf15.stride(1), buf15_s2=buf15.stride(2), buf15_s3=buf15.stride(3), E_c1=16, E_c2=4, E_n0=2, E_n2=64, F_n0=_pow2(2), F_n2=_pow2(64), T_c1=T['c1'], T_c2=T['c2'])
    buf29 = torch.full([2, 4, 1, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(4, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), buf15_ptr=buf15, buf15_s0=buf15.stride(0), buf15_s1=buf15.stride(1), buf15_s2=buf15.stride(2), buf15_s3=buf15.stride(3), buf29_ptr=buf29, buf29_s0=buf29.stride(0), buf29_s1=buf29.stride(1), buf29_s2=buf29.stride(2), buf29_s3=buf29.stride(3), E_c1=16, E_c2=4, E_n0=2, E_n2=64, F_n0=_pow2(2), F_n2=_pow2(64), T_c1=T['c1'], T_c2=T['c2'])
    m32 = inputs['v']
    buf36 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(1,)](states7_ptr=states7, states7_s0=states7.stride(0), states7_s1=states7.stride(1), states7_s2=states7.stride(2), states7_s3=states7.stride(3), states7_s4=states7.stride(4), states7_s5=states7.stride(5), buf15_ptr=buf15, buf15_s0=buf15.stride(0), buf15_s1=buf15.stride(1), buf15_s2=buf15.stride(2), buf15_s3=buf15.stride(3), buf29_ptr=buf29, buf29_s0=buf29.stride(0), buf29_s1=buf29.stride(1), buf29_s2=buf29.stride(2), buf29_s3=buf29.stride(3), m32_ptr=m32, m32_s0=m32.stride(0), m32_s1=m32.stride(1), m32_s2=m32.stride(2), m32_s3=m32.stride(3), buf36_ptr=buf36, buf36_s0=buf36.stride(0), buf36_s1=buf36.stride(1), buf36_s2=buf36.stride(2), buf36_s3=buf36.stride(3), E_c0=64, E_c1=16, E_n0=2, E_n1=4, E_n3=16, F_n0=_pow2(2), F_n1=_pow2(4), F_n3=_pow2(16), T_c0=T['c0'], T_c1=T['c1'])
    return buf36


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
