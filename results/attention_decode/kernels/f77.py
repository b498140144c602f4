"""attention_decode [small], candidate 77: 2 kernel(s)

Rendered by EqiForge from candidate 77 of attention_decode [small]: store(k.2[64]) ; grid(v.3@3) loop(k.2[64]: rescale, stored) loop(k.2[64]: rescale) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid v.3@3[16]
    c1: loop k.2[64]

Run it on its own: `python kernels/f77.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_decode.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 8, "c1": 32}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 16, "c1": 64}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m17_ptr, m17_s0, m17_s1, m17_s2, m17_s3, states20_ptr, states20_s0, states20_s1, states20_s2, states20_s3, states20_s4, states20_s5, states21_ptr, states21_s0, states21_s1, states21_s2, states21_s3, states21_s4, states21_s5, E_c0, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # stores states20, states21: Collect over loop k.2[64]
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
    offs_n2 = tl.arange(0, F_n2)
    t2 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t5 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_n2[None, None, :, None] * m3_s2 + offs_c1[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t6 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t2, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t5, 0.0), 2), axis=3)
    t7 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, :], t6, -float('inf')), axis=3, keep_dims=True)
    t8 = (t7) * (0.25)
    t9 = (t6) * (0.25)
    t10 = t8 - (t8)
    t11 = t10 == t10
    t12 = (t11) == 0
    t13 = tl.exp(t8)
    t14 = tl.where(t12, t13, t8)
    t15 = t9 - (t14)
    t16 = tl.exp(t15)
    t18 = tl.load(m17_ptr + offs_n0[:, None, None, None] * m17_s0 + offs_n1[None, :, None, None] * m17_s1 + offs_c1[None, None, :, None] * m17_s2 + offs_c0[None, None, None, :] * m17_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_c0 < E_c0)[None, None, None, :], other=0).to(tl.float32)
    t19 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t16, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t18, 0.0), 2), axis=3)
    tl.store(states20_ptr + i_c0 * states20_s0 + i_c1 * states20_s1 + tl.arange(0, F_n0)[:, None, None, None] * states20_s2 + tl.arange(0, F_n1)[None, :, None, None] * states20_s3 + tl.zeros([F_n0, F_n1, 1, 1], tl.int32), t8)
    tl.store(states21_ptr + i_c0 * states21_s0 + i_c1 * states21_s1 + tl.arange(0, F_n0)[:, None, None, None] * states21_s2 + tl.arange(0, F_n1)[None, :, None, None] * states21_s3 + tl.arange(0, T_c0)[None, None, None, :] * states21_s5 + tl.zeros([F_n0, F_n1, 1, T_c0], tl.int32), t19)


@triton.jit
def kernel_1(states20_ptr, states20_s0, states20_s1, states20_s2, states20_s3, states20_s4, states20_s5, states21_ptr, states21_s0, states21_s1, states21_s2, states21_s3, states21_s4, states21_s5, m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, buf49_ptr, buf49_s0, buf49_s1, buf49_s2, buf49_s3, E_c0, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf49: Combine over grid v.3@3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    acc24 = tl.full([F_n0, F_n1, 1, 1], -float('inf'), tl.float32)
    acc25 = tl.full([F_n0, F_n1, 1, T_c0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t22 = tl.load(states20_ptr + i_c0 * states20_s0 + i_c1 * states20_s1 + tl.arange(0, F_n0)[:, None, None, None] * states20_s2 + tl.arange(0, F_n1)[None, :, None, None] * states20_s3 + tl.zeros([F_n0, F_n1, 1, 1], tl.int32))
        t23 = tl.load(states21_ptr + i_c0 * states21_s0 + i_c1 * states21_s1 + tl.arange(0, F_n0)[:, None, None, None] * states21_s2 + tl.arange(0, F_n1)[None, :, None, None] * states21_s3 + tl.arange(0, T_c0)[None, None, None, :] * states21_s5 + tl.zeros([F_n0, F_n1, 1, T_c0], tl.int32))
        m26 = tl.maximum(acc24, t22)
        r27 = tl.where(acc24 == -float("inf"), 0.0, tl.exp(acc24 - m26))
        r28 = tl.where(t22 == -float("inf"), 0.0, tl.exp(t22 - m26))
        acc25 = tl.where(acc24 == -float("inf"), 0.0, acc25 * r27) + tl.where(t22 == -float("inf"), 0.0, t23 * r28)
        acc24 = m26
    t29 = tl.load(m1_ptr + offs_n0[:, None, None, None] * m1_s0 + offs_n1[None, :, None, None] * m1_s1 + offs_n2[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    acc43 = tl.full([F_n0, F_n1, 1, 1], -float('inf'), tl.float32)
    acc44 = tl.full([F_n0, F_n1, 1, 1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t30 = tl.load(m3_ptr + offs_n0[:, None, None, None] * m3_s0 + offs_n1[None, :, None, None] * m3_s1 + offs_n2[None, None, :, None] * m3_s2 + offs_c1[None, None, None, :] * m3_s3, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_n2 < E_n2)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
        t31 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :], t29, 0.0), 4) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, :, None], t30, 0.0), 2), axis=3)
        t32 = tl.max(tl.where((offs_c1 < E_c1)[None, None, None, :], t31, -float('inf')), axis=3, keep_dims=True)
        t33 = (t32) * (0.25)
        t34 = (t31) * (0.25)
        t35 = t33 - (t33)
        t36 = t35 == t35
        t37 = (t36) == 0
        t38 = tl.exp(t33)
        t39 = tl.where(t37, t38, t33)
        t40 = t34 - (t39)
        t41 = tl.exp(t40)
        t42 = tl.sum(tl.where((offs_c1 < E_c1)[None, None, None, :], t41, 0.0), axis=3, keep_dims=True)
        m45 = tl.maximum(acc43, t33)
        r46 = tl.where(acc43 == -float("inf"), 0.0, tl.exp(acc43 - m45))
        r47 = tl.where(t33 == -float("inf"), 0.0, tl.exp(t33 - m45))
        acc44 = tl.where(acc43 == -float("inf"), 0.0, acc44 * r46) + tl.where(t33 == -float("inf"), 0.0, t42 * r47)
        acc43 = m45
    t48 = (acc25) / (acc44)
    tl.store(buf49_ptr + offs_n0[:, None, None, None] * buf49_s0 + offs_n1[None, :, None, None] * buf49_s1 + offs_c0[None, None, None, :] * buf49_s3, t48, mask=(offs_n0 < E_n0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c0 < E_c0)[None, None, None, :])


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
    m17 = inputs['v']
    states20 = torch.full([_cdiv(16, T['c0']), _cdiv(64, T['c1']), _pow2(2), _pow2(4), 1, 1], float("nan"), dtype=torch.float32, device=device)
    states21 = torch.full([_cdiv(16, T['c0']), _cdiv(64, T['c1']), _pow2(2), _pow2(4), 1, T['c0']], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(16, T['c0']) * _cdiv(64, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), m17_s2=m17.stride(2), m17_s3=m17.stride(3), states20_ptr=states20, states20_s0=states20.stride(0), states20_s1=states20.stride(1), states20_s2=states20.stride(2), states20_s3=states20.stride(3), states20_s4=states20.stride(4), states20_s5=states20.stride(5), states21_ptr=states21, states21_s0=states21.stride(0), states21_s1=states21.stride(1), states21_s2=states21.stride(2), states21_s3=states21.stride(3), states21_s4=states21.stride(4), states21_s5=states21.stride(5), E_c0=16, E_c1=64, E_n0=2, E_n1=4, E_n2=16, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'])
    buf49 = torch.full([2, 4, 1, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(16, T['c0']),)](states20_ptr=states20, states20_s0=states20.stride(0), states20_s1=states20.stride(1), states20_s2=states20.stride(2), states20_s3=states20.stride(3), states20_s4=states20.stride(4), states20_s5=states20.stride(5), states21_ptr=states21, states21_s0=states21.stride(0), states21_s1=states21.stride(1), states21_s2=states21.stride(2), states21_s3=states21.stride(3), states21_s4=states21.stride(4), states21_s5=states21.stride(5), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), buf49_ptr=buf49, buf49_s0=buf49.stride(0), buf49_s1=buf49.stride(1), buf49_s2=buf49.stride(2), buf49_s3=buf49.stride(3), E_c0=16, E_c1=64, E_n0=2, E_n1=4, E_n2=16, F_n0=_pow2(2), F_n1=_pow2(4), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'])
    return buf49


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
