"""rmsnorm_swiglu [small], candidate 81: 5 kernel(s)

Rendered by EqiForge from candidate 81 of rmsnorm_swiglu [small]: grid(x.0@0) [1 mm] ; grid(x.0@0) ; store(w_up.0[64]) ; grid() loop(w_up.0[64]: pair(sum, sum), stored) ; grid(w_down.0@1, x.0@0)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid w_down.0@1[32]
    c2: loop w_up.0[64]

Run it on its own: `python kernels/f81.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/rmsnorm_swiglu.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 16, "c2": 32}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 8, "c1": 32, "c2": 64}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m7_ptr, m7_s0, m7_s1, buf12_ptr, buf12_s0, buf12_s1, E_c0, E_n1, E_n2, DOT_10: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # writes buf12: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t5 = tl.load(m3_ptr + offs_n1[None, :] * m3_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t6 = (t2) * (t5)
    t9 = tl.load(m7_ptr + offs_n1[:, None] * m7_s0 + offs_n2[None, :] * m7_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_10:
        t11 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t6, 0.0), tl.where((offs_n1 < E_n1)[:, None], t9, 0.0), input_precision="ieee")
    else:
        t11 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t6, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t9, 0.0), 0), axis=1)
    tl.store(buf12_ptr + offs_c0[:, None] * buf12_s0 + offs_n2[None, :] * buf12_s1, t11, mask=(offs_c0 < E_c0)[:, None] & (offs_n2 < E_n2)[None, :])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, buf17_ptr, buf17_s0, buf17_s1, E_c0, E_n1, F_n1: tl.constexpr, T_c0: tl.constexpr):
    # writes buf17: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t14 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t15 = (t14) * (t14)
    t16 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t15, 0.0), axis=1, keep_dims=True)
    tl.store(buf17_ptr + offs_c0[:, None] * buf17_s0, t16, mask=(offs_c0 < E_c0)[:, None])


@triton.jit
def kernel_2(buf12_ptr, buf12_s0, buf12_s1, buf17_ptr, buf17_s0, buf17_s1, m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m31_ptr, m31_s0, m31_s1, m37_ptr, m37_s0, m37_s1, states43_ptr, states43_s0, states43_s1, states43_s2, states44_ptr, states44_s0, states44_s1, states44_s2, E_c2, E_n0, E_n1, DOT_34: tl.constexpr, DOT_40: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr):
    # stores states43, states44: Collect over loop w_up.0[64]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t13 = tl.load(buf12_ptr + offs_n0[:, None] * buf12_s0 + offs_c2[None, :] * buf12_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t18 = tl.load(buf17_ptr + offs_n0[:, None] * buf17_s0, mask=(offs_n0 < E_n0)[:, None], other=0).to(tl.float32)
    t19 = t18 + 0.00032
    t20 = tl.rsqrt(t19)
    t21 = (t13) * (t20)
    t22 = (t18) * (0.03125)
    t23 = t22 + 1e-05
    t24 = tl.rsqrt(t23)
    t25 = (t13) * (t24)
    t26 = 1.0 / (1.0 + tl.exp(-(t25)))
    t27 = (t21) * (t26)
    t28 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t29 = tl.load(m3_ptr + offs_n1[None, :] * m3_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t30 = (t28) * (t29)
    t33 = tl.load(m31_ptr + offs_n1[:, None] * m31_s0 + offs_c2[None, :] * m31_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    if DOT_34:
        t35 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t30, 0.0), tl.where((offs_n1 < E_n1)[:, None], t33, 0.0), input_precision="ieee")
    else:
        t35 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t30, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t33, 0.0), 0), axis=1)
    t36 = (t27) * (t35)
    t39 = tl.load(m37_ptr + offs_c2[:, None] * m37_s0 + offs_n1[None, :] * m37_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_40:
        t41 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t36, 0.0), tl.where((offs_c2 < E_c2)[:, None], t39, 0.0), input_precision="ieee")
    else:
        t41 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t36, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t39, 0.0), 0), axis=1)
    t42 = (t41) * (t20)
    tl.store(states43_ptr + i_c2 * states43_s0 + tl.arange(0, F_n0)[:, None] * states43_s1 + tl.arange(0, F_n1)[None, :] * states43_s2 + tl.zeros([F_n0, F_n1], tl.int32), t41)
    tl.store(states44_ptr + i_c2 * states44_s0 + tl.arange(0, F_n0)[:, None] * states44_s1 + tl.arange(0, F_n1)[None, :] * states44_s2 + tl.zeros([F_n0, F_n1], tl.int32), t42)


@triton.jit
def kernel_3(states43_ptr, states43_s0, states43_s1, states43_s2, states44_ptr, states44_s0, states44_s1, states44_s2, buf49_ptr, buf49_s0, buf49_s1, buf50_ptr, buf50_s0, buf50_s1, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf49, buf50: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc47 = tl.full([F_n0, F_n1], 0.0, tl.float32)
    acc48 = tl.full([F_n0, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t45 = tl.load(states43_ptr + i_c2 * states43_s0 + tl.arange(0, F_n0)[:, None] * states43_s1 + tl.arange(0, F_n1)[None, :] * states43_s2 + tl.zeros([F_n0, F_n1], tl.int32))
        t46 = tl.load(states44_ptr + i_c2 * states44_s0 + tl.arange(0, F_n0)[:, None] * states44_s1 + tl.arange(0, F_n1)[None, :] * states44_s2 + tl.zeros([F_n0, F_n1], tl.int32))
        acc47 = acc47 + t45
        acc48 = acc48 + t46
    tl.store(buf49_ptr + offs_n0[:, None] * buf49_s0 + offs_n1[None, :] * buf49_s1, acc47, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :])
    tl.store(buf50_ptr + offs_n0[:, None] * buf50_s0 + offs_n1[None, :] * buf50_s1, acc48, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_4(buf49_ptr, buf49_s0, buf49_s1, buf17_ptr, buf17_s0, buf17_s1, buf57_ptr, buf57_s0, buf57_s1, E_c0, E_c1, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf57: Combine over grid x.0@0[8], grid w_down.0@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    t51 = tl.load(buf49_ptr + offs_c0[:, None] * buf49_s0 + offs_c1[None, :] * buf49_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t52 = tl.load(buf17_ptr + offs_c0[:, None] * buf17_s0, mask=(offs_c0 < E_c0)[:, None], other=0).to(tl.float32)
    t53 = t52 + 0.00032
    t54 = tl.rsqrt(t53)
    t55 = (t51) * (t54)
    t56 = (t55) * (32.00000000000001)
    tl.store(buf57_ptr + offs_c0[:, None] * buf57_s0 + offs_c1[None, :] * buf57_s1, t56, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    m1 = inputs['x']
    m4 = inputs['w_norm']
    m3 = m4.reshape([1, 32])
    m8 = inputs['w_gate']
    m7 = m8.permute([1, 0])
    buf12 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), buf12_ptr=buf12, buf12_s0=buf12.stride(0), buf12_s1=buf12.stride(1), E_c0=8, E_n1=32, E_n2=64, DOT_10=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, F_n1=_pow2(32), F_n2=_pow2(64), T_c0=T['c0'])
    buf17 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf17_ptr=buf17, buf17_s0=buf17.stride(0), buf17_s1=buf17.stride(1), E_c0=8, E_n1=32, F_n1=_pow2(32), T_c0=T['c0'])
    m32 = inputs['w_up']
    m31 = m32.permute([1, 0])
    m38 = inputs['w_down']
    m37 = m38.permute([1, 0])
    states43 = torch.full([_cdiv(64, T['c2']), _pow2(8), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    states44 = torch.full([_cdiv(64, T['c2']), _pow2(8), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(64, T['c2']),)](buf12_ptr=buf12, buf12_s0=buf12.stride(0), buf12_s1=buf12.stride(1), buf17_ptr=buf17, buf17_s0=buf17.stride(0), buf17_s1=buf17.stride(1), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m31_ptr=m31, m31_s0=m31.stride(0), m31_s1=m31.stride(1), m37_ptr=m37, m37_s0=m37.stride(0), m37_s1=m37.stride(1), states43_ptr=states43, states43_s0=states43.stride(0), states43_s1=states43.stride(1), states43_s2=states43.stride(2), states44_ptr=states44, states44_s0=states44.stride(0), states44_s1=states44.stride(1), states44_s2=states44.stride(2), E_c2=64, E_n0=8, E_n1=32, DOT_34=(_pow2(8)) >= 16 and (_pow2(32)) >= 16 and (T['c2']) >= 16, DOT_40=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(8), F_n1=_pow2(32), T_c2=T['c2'])
    buf49 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    buf50 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(1,)](states43_ptr=states43, states43_s0=states43.stride(0), states43_s1=states43.stride(1), states43_s2=states43.stride(2), states44_ptr=states44, states44_s0=states44.stride(0), states44_s1=states44.stride(1), states44_s2=states44.stride(2), buf49_ptr=buf49, buf49_s0=buf49.stride(0), buf49_s1=buf49.stride(1), buf50_ptr=buf50, buf50_s0=buf50.stride(0), buf50_s1=buf50.stride(1), E_c2=64, E_n0=8, E_n1=32, F_n0=_pow2(8), F_n1=_pow2(32), T_c2=T['c2'])
    buf57 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](buf49_ptr=buf49, buf49_s0=buf49.stride(0), buf49_s1=buf49.stride(1), buf17_ptr=buf17, buf17_s0=buf17.stride(0), buf17_s1=buf17.stride(1), buf57_ptr=buf57, buf57_s0=buf57.stride(0), buf57_s1=buf57.stride(1), E_c0=8, E_c1=32, T_c0=T['c0'], T_c1=T['c1'])
    return buf57


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
