"""attention_decode [small], candidate 82: 4 kernel(s)

Rendered by EqiForge from candidate 82 of attention_decode [small]: grid(k.2@3) [1 mm] ; grid(k.1@1) ; store(k.2[64]) ; grid() loop(k.2[64]: sum)
Coordinates (tile sizes are the T arguments of launch()):
    c0: loop k.2[64]
    c1: grid k.2@3[64]
    c2: grid k.1@1[4]

Run it on its own: `python kernels/f82.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_decode.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 32, "c1": 32, "c2": 2}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 64, "c1": 64, "c2": 4}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m4_ptr, m4_s0, m4_s1, m4_s2, m4_s3, buf8_ptr, buf8_s0, buf8_s1, buf8_s2, buf8_s3, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr):
    # writes buf8: Combine over grid k.2@3[64]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t2 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t3 = (t2) * (0.25)
    t6 = tl.load(m4_ptr + offs_n0[:, None, None, None] * m4_s0 + offs_n1[None, :, None, None] * m4_s1 + offs_n2[None, None, :, None] * m4_s2 + offs_c1[None, None, None, :] * m4_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t7 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t3, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t6, 0.0), 2), axis=3)
    tl.store(buf8_ptr + offs_n0[:, None, None, None] * buf8_s0 + offs_n1[None, :, None, None] * buf8_s1 + offs_c1[None, None, None, :] * buf8_s3, t7, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :])


@triton.jit
def kernel_1(buf8_ptr, buf8_s0, buf8_s1, buf8_s2, buf8_s3, buf12_ptr, buf12_s0, buf12_s1, buf12_s2, buf12_s3, E_c2, E_n0, E_n3, F_n0: tl.constexpr, F_n3: tl.constexpr, T_c2: tl.constexpr):
    # writes buf12: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n3 = tl.arange(0, F_n3)
    t10 = tl.load(buf8_ptr + offs_n0[:, None, None, None] * buf8_s0 + offs_c2[None, :, None, None] * buf8_s1 + offs_n3[None, None, None, :] * buf8_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c2 < E_c2)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t11 = tl.max(tl.where((offs_n3 < E_n3)[None, None, None, :], t10, -float('inf')), axis=3, keep_dims=True)
    tl.store(buf12_ptr + offs_n0[:, None, None, None] * buf12_s0 + offs_c2[None, :, None, None] * buf12_s1, t11, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_c2 < E_c2)[None, :, None, None])


@triton.jit
def kernel_2(buf8_ptr, buf8_s0, buf8_s1, buf8_s2, buf8_s3, buf12_ptr, buf12_s0, buf12_s1, buf12_s2, buf12_s3, states21_ptr, states21_s0, states21_s1, states21_s2, states21_s3, states21_s4, E_c0, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, T_c0: tl.constexpr):
    # stores states21: Collect over loop k.2[64]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n3 = tl.arange(0, F_n3)
    t9 = tl.load(buf8_ptr + offs_n0[:, None, None, None] * buf8_s0 + offs_n1[None, :, None, None] * buf8_s1 + offs_c0[None, None, None, :] * buf8_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :], other=0).to(tl.float32)
    t13 = tl.load(buf12_ptr + offs_n0[:, None, None, None] * buf12_s0 + offs_n1[None, :, None, None] * buf12_s1, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None], other=0).to(tl.float32)
    t14 = t9 - (t13)
    t15 = tl.exp(t14)
    t16 = tl.load(buf8_ptr + offs_n0[:, None, None, None] * buf8_s0 + offs_n1[None, :, None, None] * buf8_s1 + offs_n3[None, None, None, :] * buf8_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n3 < E_n3)[None, None, None, :], other=0).to(tl.float32)
    t17 = t16 - (t13)
    t18 = tl.exp(t17)
    t19 = tl.sum(tl.where((offs_n3 < E_n3)[None, None, None, :], t18, 0.0), axis=3, keep_dims=True)
    t20 = (t15) / (t19)
    tl.store(states21_ptr + i_c0 * states21_s0 + tl.arange(0, F_n0)[:, None, None, None] * states21_s1 + tl.arange(0, F_n1)[None, :, None, None] * states21_s2 + tl.arange(0, T_c0)[None, None, None, :] * states21_s4 + tl.zeros([F_n0, F_n1, 1, T_c0], tl.int32), t20)


@triton.jit
def kernel_3(states21_ptr, states21_s0, states21_s1, states21_s2, states21_s3, states21_s4, m23_ptr, m23_s0, m23_s1, m23_s2, m23_s3, buf27_ptr, buf27_s0, buf27_s1, buf27_s2, buf27_s3, E_c0, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # writes buf27: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    acc26 = tl.full([F_n0, F_n1, 1, F_n2], 0.0, tl.float32)
    for i_c0 in range(0, tl.cdiv(E_c0, T_c0)):
        offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)

        t22 = tl.load(states21_ptr + i_c0 * states21_s0 + tl.arange(0, F_n0)[:, None, None, None] * states21_s1 + tl.arange(0, F_n1)[None, :, None, None] * states21_s2 + tl.arange(0, T_c0)[None, None, None, :] * states21_s4 + tl.zeros([F_n0, F_n1, 1, T_c0], tl.int32))
        t24 = tl.load(m23_ptr + offs_n0[:, None, None, None] * m23_s0 + offs_n1[None, :, None, None] * m23_s1 + offs_c0[None, None, :, None] * m23_s2 + offs_n2[None, None, None, :] * m23_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
        t25 = tl.sum(tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, None, :], t22, 0.0), 4) * tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, :, None], t24, 0.0), 2), axis=3)
        acc26 = acc26 + t25
    tl.store(buf27_ptr + offs_n0[:, None, None, None] * buf27_s0 + offs_n1[None, :, None, None] * buf27_s1 + offs_n2[None, None, None, :] * buf27_s3, acc26, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :])


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
    m5 = inputs['k']
    m4 = m5.permute([0, 1, 3, 2])
    buf8 = torch.full([2, 4, 1, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(64, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m4_ptr=m4, m4_s0=m4.stride(0), m4_s1=m4.stride(1), m4_s2=m4.stride(2), m4_s3=m4.stride(3), buf8_ptr=buf8, buf8_s0=buf8.stride(0), buf8_s1=buf8.stride(1), buf8_s2=buf8.stride(2), buf8_s3=buf8.stride(3), E_c1=64, E_n0=2, E_n1=4, E_n2=16, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(16), T_c1=T['c1'])
    buf12 = torch.full([2, 4, 1, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(4, T['c2']),)](buf8_ptr=buf8, buf8_s0=buf8.stride(0), buf8_s1=buf8.stride(1), buf8_s2=buf8.stride(2), buf8_s3=buf8.stride(3), buf12_ptr=buf12, buf12_s0=buf12.stride(0), buf12_s1=buf12.stride(1), buf12_s2=buf12.stride(2), buf12_s3=buf12.stride(3), E_c2=4, E_n0=2, E_n3=64, F_n0=_pow2(2), F_n3=_pow2(64), T_c2=T['c2'])
    states21 = torch.full([_cdiv(64, T['c0']), _pow2(2), _pow2(4), 1, T['c0']], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(64, T['c0']),)](buf8_ptr=buf8, buf8_s0=buf8.stride(0), buf8_s1=buf8.stride(1), buf8_s2=buf8.stride(2), buf8_s3=buf8.stride(3), buf12_ptr=buf12, buf12_s0=buf12.stride(0), buf12_s1=buf12.stride(1), buf12_s2=buf12.stride(2), buf12_s3=buf12.stride(3), states21_ptr=states21, states21_s0=states21.stride(0), states21_s1=states21.stride(1), states21_s2=states21.stride(2), states21_s3=states21.stride(3), states21_s4=states21.stride(4), E_c0=64, E_n0=2, E_n1=4, E_n3=64, F_n0=_pow2(2), F_n1=_pow2(4), F_n3=_pow2(64), T_c0=T['c0'])
    m23 = inputs['v']
    buf27 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(1,)](states21_ptr=states21, states21_s0=states21.stride(0), states21_s1=states21.stride(1), states21_s2=states21.stride(2), states21_s3=states21.stride(3), states21_s4=states21.stride(4), m23_ptr=m23, m23_s0=m23.stride(0), m23_s1=m23.stride(1), m23_s2=m23.stride(2), m23_s3=m23.stride(3), buf27_ptr=buf27, buf27_s0=buf27.stride(0), buf27_s1=buf27.stride(1), buf27_s2=buf27.stride(2), buf27_s3=buf27.stride(3), E_c0=64, E_n0=2, E_n1=4, E_n2=16, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(16), T_c0=T['c0'])
    return buf27


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
