"""lora [small], candidate 27: 4 kernel(s)

Rendered by EqiForge from candidate 27 of lora [small]: store(a.0[32]) ; grid(x.0@0) loop(a.0[32]: pair(sum, sum), stored) ; store(a.0[32]) ; grid(b.1@1, x.0@0) loop(a.1[16]: sum) {loop(a.0[32]: pair(sum, sum), stored)} [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid b.1@1[64]
    c2: loop a.0[32]
    c3: loop a.1[16]

Run it on its own: `python kernels/f27.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/lora.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 32, "c2": 16, "c3": 8}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m7_ptr, m7_s0, m7_s1, states11_ptr, states11_s0, states11_s1, states11_s2, states11_s3, states12_ptr, states12_s0, states12_s1, states12_s2, states12_s3, E_c0, E_c2, E_n0, E_n1, DOT_5: tl.constexpr, DOT_9: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states11, states12: Collect over loop a.0[32]
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
    t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t4 = tl.load(m3_ptr + offs_c2[:, None] * m3_s0 + offs_n0[None, :] * m3_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_5:
        t6 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t2, 0.0), tl.where((offs_c2 < E_c2)[:, None], t4, 0.0), input_precision="ieee")
    else:
        t6 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t2, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t4, 0.0), 0), axis=1)
    t8 = tl.load(m7_ptr + offs_c2[:, None] * m7_s0 + offs_n1[None, :] * m7_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_9:
        t10 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t2, 0.0), tl.where((offs_c2 < E_c2)[:, None], t8, 0.0), input_precision="ieee")
    else:
        t10 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t2, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t8, 0.0), 0), axis=1)
    tl.store(states11_ptr + i_c0 * states11_s0 + i_c2 * states11_s1 + tl.arange(0, T_c0)[:, None] * states11_s2 + tl.arange(0, F_n0)[None, :] * states11_s3 + tl.zeros([T_c0, F_n0], tl.int32), t6)
    tl.store(states12_ptr + i_c0 * states12_s0 + i_c2 * states12_s1 + tl.arange(0, T_c0)[:, None] * states12_s2 + tl.arange(0, F_n1)[None, :] * states12_s3 + tl.zeros([T_c0, F_n1], tl.int32), t10)


@triton.jit
def kernel_1(states11_ptr, states11_s0, states11_s1, states11_s2, states11_s3, states12_ptr, states12_s0, states12_s1, states12_s2, states12_s3, buf17_ptr, buf17_s0, buf17_s1, E_c0, E_c2, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf17: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    acc15 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    acc16 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t13 = tl.load(states11_ptr + i_c0 * states11_s0 + i_c2 * states11_s1 + tl.arange(0, T_c0)[:, None] * states11_s2 + tl.arange(0, F_n0)[None, :] * states11_s3 + tl.zeros([T_c0, F_n0], tl.int32))
        t14 = tl.load(states12_ptr + i_c0 * states12_s0 + i_c2 * states12_s1 + tl.arange(0, T_c0)[:, None] * states12_s2 + tl.arange(0, F_n1)[None, :] * states12_s3 + tl.zeros([T_c0, F_n1], tl.int32))
        acc15 = acc15 + t13
        acc16 = acc16 + t14
    tl.store(buf17_ptr + offs_c0[:, None] * buf17_s0 + offs_n0[None, :] * buf17_s1, acc15, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m7_ptr, m7_s0, m7_s1, states24_ptr, states24_s0, states24_s1, states24_s2, states24_s3, states24_s4, states25_ptr, states25_s0, states25_s1, states25_s2, states25_s3, states25_s4, E_c0, E_c2, E_c3, DOT_21: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # stores states24, states25: Collect over loop a.0[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    t19 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t20 = tl.load(m7_ptr + offs_c2[:, None] * m7_s0 + offs_c3[None, :] * m7_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
    if DOT_21:
        t22 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t19, 0.0), tl.where((offs_c2 < E_c2)[:, None], t20, 0.0), input_precision="ieee")
    else:
        t22 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t19, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t20, 0.0), 0), axis=1)
    t23 = (t22) * (2.0)
    tl.store(states24_ptr + i_c0 * states24_s0 + i_c2 * states24_s1 + i_c3 * states24_s2 + tl.arange(0, T_c0)[:, None] * states24_s3 + tl.arange(0, T_c3)[None, :] * states24_s4 + tl.zeros([T_c0, T_c3], tl.int32), t22)
    tl.store(states25_ptr + i_c0 * states25_s0 + i_c2 * states25_s1 + i_c3 * states25_s2 + tl.arange(0, T_c0)[:, None] * states25_s3 + tl.arange(0, T_c3)[None, :] * states25_s4 + tl.zeros([T_c0, T_c3], tl.int32), t23)


@triton.jit
def kernel_3(buf17_ptr, buf17_s0, buf17_s1, states24_ptr, states24_s0, states24_s1, states24_s2, states24_s3, states24_s4, states25_ptr, states25_s0, states25_s1, states25_s2, states25_s3, states25_s4, m30_ptr, m30_s0, m30_s1, buf36_ptr, buf36_s0, buf36_s1, E_c0, E_c1, E_c2, E_c3, DOT_32: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf36: Combine over grid x.0@0[8], grid b.1@1[64]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    t18 = tl.load(buf17_ptr + offs_c0[:, None] * buf17_s0 + offs_c1[None, :] * buf17_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    acc34 = tl.full([T_c0, T_c1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        acc28 = tl.full([T_c0, T_c3], 0.0, tl.float32)
        acc29 = tl.full([T_c0, T_c3], 0.0, tl.float32)
        for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
            offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

            t26 = tl.load(states24_ptr + i_c0 * states24_s0 + i_c2 * states24_s1 + i_c3 * states24_s2 + tl.arange(0, T_c0)[:, None] * states24_s3 + tl.arange(0, T_c3)[None, :] * states24_s4 + tl.zeros([T_c0, T_c3], tl.int32))
            t27 = tl.load(states25_ptr + i_c0 * states25_s0 + i_c2 * states25_s1 + i_c3 * states25_s2 + tl.arange(0, T_c0)[:, None] * states25_s3 + tl.arange(0, T_c3)[None, :] * states25_s4 + tl.zeros([T_c0, T_c3], tl.int32))
            acc28 = acc28 + t26
            acc29 = acc29 + t27
        t31 = tl.load(m30_ptr + offs_c3[:, None] * m30_s0 + offs_c1[None, :] * m30_s1, mask=(offs_c3 < E_c3)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        if DOT_32:
            t33 = tl.dot(tl.where((offs_c3 < E_c3)[None, :], acc29, 0.0), tl.where((offs_c3 < E_c3)[:, None], t31, 0.0), input_precision="ieee")
        else:
            t33 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :], acc29, 0.0), 2) * tl.expand_dims(tl.where((offs_c3 < E_c3)[:, None], t31, 0.0), 0), axis=1)
        acc34 = acc34 + t33
    t35 = t18 + acc34
    tl.store(buf36_ptr + offs_c0[:, None] * buf36_s0 + offs_c1[None, :] * buf36_s1, t35, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    m3 = inputs['w']
    m7 = inputs['a']
    states11 = torch.full([_cdiv(8, T['c0']), _cdiv(32, T['c2']), T['c0'], _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    states12 = torch.full([_cdiv(8, T['c0']), _cdiv(32, T['c2']), T['c0'], _pow2(16)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']) * _cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), states11_ptr=states11, states11_s0=states11.stride(0), states11_s1=states11.stride(1), states11_s2=states11.stride(2), states11_s3=states11.stride(3), states12_ptr=states12, states12_s0=states12.stride(0), states12_s1=states12.stride(1), states12_s2=states12.stride(2), states12_s3=states12.stride(3), E_c0=8, E_c2=32, E_n0=64, E_n1=16, DOT_5=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_9=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(16)) >= 16, F_n0=_pow2(64), F_n1=_pow2(16), T_c0=T['c0'], T_c2=T['c2'])
    buf17 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']),)](states11_ptr=states11, states11_s0=states11.stride(0), states11_s1=states11.stride(1), states11_s2=states11.stride(2), states11_s3=states11.stride(3), states12_ptr=states12, states12_s0=states12.stride(0), states12_s1=states12.stride(1), states12_s2=states12.stride(2), states12_s3=states12.stride(3), buf17_ptr=buf17, buf17_s0=buf17.stride(0), buf17_s1=buf17.stride(1), E_c0=8, E_c2=32, E_n0=64, E_n1=16, F_n0=_pow2(64), F_n1=_pow2(16), T_c0=T['c0'], T_c2=T['c2'])
    states24 = torch.full([_cdiv(8, T['c0']), _cdiv(32, T['c2']), _cdiv(16, T['c3']), T['c0'], T['c3']], float("nan"), dtype=torch.float32, device=device)
    states25 = torch.full([_cdiv(8, T['c0']), _cdiv(32, T['c2']), _cdiv(16, T['c3']), T['c0'], T['c3']], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']) * _cdiv(32, T['c2']) * _cdiv(16, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), states24_ptr=states24, states24_s0=states24.stride(0), states24_s1=states24.stride(1), states24_s2=states24.stride(2), states24_s3=states24.stride(3), states24_s4=states24.stride(4), states25_ptr=states25, states25_s0=states25.stride(0), states25_s1=states25.stride(1), states25_s2=states25.stride(2), states25_s3=states25.stride(3), states25_s4=states25.stride(4), E_c0=8, E_c2=32, E_c3=16, DOT_21=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c3']) >= 16, T_c0=T['c0'], T_c2=T['c2'], T_c3=T['c3'])
    m30 = inputs['b']
    buf36 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(8, T['c0']) * _cdiv(64, T['c1']),)](buf17_ptr=buf17, buf17_s0=buf17.stride(0), buf17_s1=buf17.stride(1), states24_ptr=states24, states24_s0=states24.stride(0), states24_s1=states24.stride(1), states24_s2=states24.stride(2), states24_s3=states24.stride(3), states24_s4=states24.stride(4), states25_ptr=states25, states25_s0=states25.stride(0), states25_s1=states25.stride(1), states25_s2=states25.stride(2), states25_s3=states25.stride(3), states25_s4=states25.stride(4), m30_ptr=m30, m30_s0=m30.stride(0), m30_s1=m30.stride(1), buf36_ptr=buf36, buf36_s0=buf36.stride(0), buf36_s1=buf36.stride(1), E_c0=8, E_c1=64, E_c2=32, E_c3=16, DOT_32=(T['c0']) >= 16 and (T['c3']) >= 16 and (T['c1']) >= 16, T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    return buf36


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
