"""rmsnorm_swiglu [small], candidate 79: 4 kernel(s)

Rendered by EqiForge from candidate 79 of rmsnorm_swiglu [small]: store(x.1[32]) ; grid(x.0@0) loop(x.1[32]: sum) loop(x.1[32]: sum, stored) [1 mm] ; grid(x.0@0) loop(x.1[32]: sum) loop(x.1[32]: sum, stored) [1 mm] ; grid() loop(w_up.0[64]: sum)
Coordinates (tile sizes are the T arguments of launch()):
    c0: loop w_up.0[64]
    c1: grid x.0@0[8]
    c2: loop x.1[32]

Run it on its own: `python kernels/f79.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/rmsnorm_swiglu.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 32, "c1": 4, "c2": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 64, "c1": 8, "c2": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, states16_ptr, states16_s0, states16_s1, states16_s2, states16_s3, E_c1, E_c2, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states16: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    t13 = tl.load(m1_ptr + offs_c1[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t14 = (t13) * (t13)
    t15 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t14, 0.0), axis=1, keep_dims=True)
    tl.store(states16_ptr + i_c1 * states16_s0 + i_c2 * states16_s1 + tl.arange(0, T_c1)[:, None] * states16_s2 + tl.zeros([T_c1, 1], tl.int32), t15)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m7_ptr, m7_s0, m7_s1, states16_ptr, states16_s0, states16_s1, states16_s2, states16_s3, buf22_ptr, buf22_s0, buf22_s1, E_c1, E_c2, E_n1, DOT_10: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf22: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    acc12 = tl.full([T_c1, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t2 = tl.load(m1_ptr + offs_c1[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t5 = tl.load(m3_ptr + offs_c2[None, :] * m3_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t6 = (t2) * (t5)
        t9 = tl.load(m7_ptr + offs_c2[:, None] * m7_s0 + offs_n1[None, :] * m7_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_10:
            t11 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t6, 0.0), tl.where((offs_c2 < E_c2)[:, None], t9, 0.0), input_precision="ieee")
        else:
            t11 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t6, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t9, 0.0), 0), axis=1)
        acc12 = acc12 + t11
    acc18 = tl.full([T_c1, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t17 = tl.load(states16_ptr + i_c1 * states16_s0 + i_c2 * states16_s1 + tl.arange(0, T_c1)[:, None] * states16_s2 + tl.zeros([T_c1, 1], tl.int32))
        acc18 = acc18 + t17
    t19 = acc18 + 0.00032
    t20 = tl.rsqrt(t19)
    t21 = (acc12) * (t20)
    tl.store(buf22_ptr + offs_c1[:, None] * buf22_s0 + offs_n1[None, :] * buf22_s1, t21, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m27_ptr, m27_s0, m27_s1, states16_ptr, states16_s0, states16_s1, states16_s2, states16_s3, buf39_ptr, buf39_s0, buf39_s1, E_c1, E_c2, E_n1, DOT_30: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf39: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    acc32 = tl.full([T_c1, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t24 = tl.load(m1_ptr + offs_c1[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t25 = tl.load(m3_ptr + offs_c2[None, :] * m3_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t26 = (t24) * (t25)
        t29 = tl.load(m27_ptr + offs_c2[:, None] * m27_s0 + offs_n1[None, :] * m27_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_30:
            t31 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t26, 0.0), tl.where((offs_c2 < E_c2)[:, None], t29, 0.0), input_precision="ieee")
        else:
            t31 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t26, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t29, 0.0), 0), axis=1)
        acc32 = acc32 + t31
    acc34 = tl.full([T_c1, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t33 = tl.load(states16_ptr + i_c1 * states16_s0 + i_c2 * states16_s1 + tl.arange(0, T_c1)[:, None] * states16_s2 + tl.zeros([T_c1, 1], tl.int32))
        acc34 = acc34 + t33
    t35 = acc34 + 0.00032
    t36 = tl.rsqrt(t35)
    t37 = (acc32) * (t36)
    t38 = (t37) * (5.656854249492381)
    tl.store(buf39_ptr + offs_c1[:, None] * buf39_s0 + offs_n1[None, :] * buf39_s1, t38, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_3(buf22_ptr, buf22_s0, buf22_s1, buf39_ptr, buf39_s0, buf39_s1, m44_ptr, m44_s0, m44_s1, buf51_ptr, buf51_s0, buf51_s1, E_c0, E_n0, E_n2, DOT_47: tl.constexpr, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # writes buf51: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    acc50 = tl.full([F_n0, F_n2], 0.0, tl.float32)
    for i_c0 in range(0, tl.cdiv(E_c0, T_c0)):
        offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)

        t23 = tl.load(buf22_ptr + offs_n0[:, None] * buf22_s0 + offs_c0[None, :] * buf22_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
        t40 = tl.load(buf39_ptr + offs_n0[:, None] * buf39_s0 + offs_c0[None, :] * buf39_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
        t41 = 1.0 / (1.0 + tl.exp(-(t40)))
        t42 = (t41) * (t40)
        t43 = (t23) * (t42)
        t46 = tl.load(m44_ptr + offs_c0[:, None] * m44_s0 + offs_n2[None, :] * m44_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
        if DOT_47:
            t48 = tl.dot(tl.where((offs_c0 < E_c0)[None, :], t43, 0.0), tl.where((offs_c0 < E_c0)[:, None], t46, 0.0), input_precision="ieee")
        else:
            t48 = tl.sum(tl.expand_dims(tl.where((offs_c0 < E_c0)[None, :], t43, 0.0), 2) * tl.expand_dims(tl.where((offs_c0 < E_c0)[:, None], t46, 0.0), 0), axis=1)
        t49 = (t48) * (5.656854249492381)
        acc50 = acc50 + t49
    tl.store(buf51_ptr + offs_n0[:, None] * buf51_s0 + offs_n2[None, :] * buf51_s1, acc50, mask=(offs_n0 < E_n0)[:, None] & (offs_n2 < E_n2)[None, :])


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
    m8 = inputs['w_up']
    m7 = m8.permute([1, 0])
    states16 = torch.full([_cdiv(8, T['c1']), _cdiv(32, T['c2']), T['c1'], 1], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c1']) * _cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), states16_ptr=states16, states16_s0=states16.stride(0), states16_s1=states16.stride(1), states16_s2=states16.stride(2), states16_s3=states16.stride(3), E_c1=8, E_c2=32, T_c1=T['c1'], T_c2=T['c2'])
    buf22 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), states16_ptr=states16, states16_s0=states16.stride(0), states16_s1=states16.stride(1), states16_s2=states16.stride(2), states16_s3=states16.stride(3), buf22_ptr=buf22, buf22_s0=buf22.stride(0), buf22_s1=buf22.stride(1), E_c1=8, E_c2=32, E_n1=64, DOT_10=(T['c1']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, F_n1=_pow2(64), T_c1=T['c1'], T_c2=T['c2'])
    m28 = inputs['w_gate']
    m27 = m28.permute([1, 0])
    buf39 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m27_ptr=m27, m27_s0=m27.stride(0), m27_s1=m27.stride(1), states16_ptr=states16, states16_s0=states16.stride(0), states16_s1=states16.stride(1), states16_s2=states16.stride(2), states16_s3=states16.stride(3), buf39_ptr=buf39, buf39_s0=buf39.stride(0), buf39_s1=buf39.stride(1), E_c1=8, E_c2=32, E_n1=64, DOT_30=(T['c1']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, F_n1=_pow2(64), T_c1=T['c1'], T_c2=T['c2'])
    m45 = inputs['w_down']
    m44 = m45.permute([1, 0])
    buf51 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(1,)](buf22_ptr=buf22, buf22_s0=buf22.stride(0), buf22_s1=buf22.stride(1), buf39_ptr=buf39, buf39_s0=buf39.stride(0), buf39_s1=buf39.stride(1), m44_ptr=m44, m44_s0=m44.stride(0), m44_s1=m44.stride(1), buf51_ptr=buf51, buf51_s0=buf51.stride(0), buf51_s1=buf51.stride(1), E_c0=64, E_n0=8, E_n2=32, DOT_47=(_pow2(8)) >= 16 and (T['c0']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(8), F_n2=_pow2(32), T_c0=T['c0'])
    return buf51


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
