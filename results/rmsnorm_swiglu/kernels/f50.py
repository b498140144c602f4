"""rmsnorm_swiglu [small], candidate 50: 2 kernel(s)

Rendered by EqiForge from candidate 50 of rmsnorm_swiglu [small]: store(w_up.0[64]) ; grid(w_down.0@1, x.0@0) loop(w_up.0[64]: sum) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid w_down.0@1[32]
    c2: loop w_up.0[64]

Run it on its own: `python kernels/f50.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m12_ptr, m12_s0, m12_s1, m20_ptr, m20_s0, m20_s1, states26_ptr, states26_s0, states26_s1, states26_s2, states26_s3, E_c0, E_c2, E_n0, DOT_15: tl.constexpr, DOT_23: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states26: Collect over loop w_up.0[64]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t5 = tl.load(m3_ptr + offs_n0[None, :] * m3_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t6 = (t2) * (t5)
    t7 = (t2) * (t2)
    t8 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t7, 0.0), axis=1, keep_dims=True)
    t9 = t8 + 0.00032
    t10 = tl.rsqrt(t9)
    t11 = (t6) * (t10)
    t14 = tl.load(m12_ptr + offs_n0[:, None] * m12_s0 + offs_c2[None, :] * m12_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    if DOT_15:
        t16 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t11, 0.0), tl.where((offs_n0 < E_n0)[:, None], t14, 0.0), input_precision="ieee")
    else:
        t16 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t11, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t14, 0.0), 0), axis=1)
    t17 = (t16) * (5.656854249492381)
    t18 = 1.0 / (1.0 + tl.exp(-(t17)))
    t19 = (t16) * (t18)
    t22 = tl.load(m20_ptr + offs_n0[:, None] * m20_s0 + offs_c2[None, :] * m20_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    if DOT_23:
        t24 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t11, 0.0), tl.where((offs_n0 < E_n0)[:, None], t22, 0.0), input_precision="ieee")
    else:
        t24 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t11, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t22, 0.0), 0), axis=1)
    t25 = (t19) * (t24)
    tl.store(states26_ptr + i_c0 * states26_s0 + i_c2 * states26_s1 + tl.arange(0, T_c0)[:, None] * states26_s2 + tl.arange(0, T_c2)[None, :] * states26_s3 + tl.zeros([T_c0, T_c2], tl.int32), t25)


@triton.jit
def kernel_1(states26_ptr, states26_s0, states26_s1, states26_s2, states26_s3, m28_ptr, m28_s0, m28_s1, buf35_ptr, buf35_s0, buf35_s1, E_c0, E_c1, E_c2, DOT_31: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf35: Combine over grid x.0@0[8], grid w_down.0@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    acc33 = tl.full([T_c0, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t27 = tl.load(states26_ptr + i_c0 * states26_s0 + i_c2 * states26_s1 + tl.arange(0, T_c0)[:, None] * states26_s2 + tl.arange(0, T_c2)[None, :] * states26_s3 + tl.zeros([T_c0, T_c2], tl.int32))
        t30 = tl.load(m28_ptr + offs_c2[:, None] * m28_s0 + offs_c1[None, :] * m28_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        if DOT_31:
            t32 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t27, 0.0), tl.where((offs_c2 < E_c2)[:, None], t30, 0.0), input_precision="ieee")
        else:
            t32 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t27, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t30, 0.0), 0), axis=1)
        acc33 = acc33 + t32
    t34 = (acc33) * (32.00000000000001)
    tl.store(buf35_ptr + offs_c0[:, None] * buf35_s0 + offs_c1[None, :] * buf35_s1, t34, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    m13 = inputs['w_gate']
    m12 = m13.permute([1, 0])
    m21 = inputs['w_up']
    m20 = m21.permute([1, 0])
    states26 = torch.full([_cdiv(8, T['c0']), _cdiv(64, T['c2']), T['c0'], T['c2']], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']) * _cdiv(64, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m20_ptr=m20, m20_s0=m20.stride(0), m20_s1=m20.stride(1), states26_ptr=states26, states26_s0=states26.stride(0), states26_s1=states26.stride(1), states26_s2=states26.stride(2), states26_s3=states26.stride(3), E_c0=8, E_c2=64, E_n0=32, DOT_15=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c2']) >= 16, DOT_23=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c2']) >= 16, F_n0=_pow2(32), T_c0=T['c0'], T_c2=T['c2'])
    m29 = inputs['w_down']
    m28 = m29.permute([1, 0])
    buf35 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](states26_ptr=states26, states26_s0=states26.stride(0), states26_s1=states26.stride(1), states26_s2=states26.stride(2), states26_s3=states26.stride(3), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), buf35_ptr=buf35, buf35_s0=buf35.stride(0), buf35_s1=buf35.stride(1), E_c0=8, E_c1=32, E_c2=64, DOT_31=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf35


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
