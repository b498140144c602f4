"""gated_mlp [small], candidate 20: 6 kernel(s)

Rendered by EqiForge from candidate 20 of gated_mlp [small]: grid(x.0@0) [1 mm] ; grid(x.0@0) ; store(x.1[32]) ; grid() loop(x.1[32]: pair(sum, sum), stored) ; grid(x.0@0) loop(x.1[32]: sum) [1 mm] ; grid(x.0@0)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: loop x.1[32]

Run it on its own: `python kernels/f20.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/gated_mlp.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 8, "c1": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, buf7_ptr, buf7_s0, buf7_s1, E_c0, E_n0, E_n1, DOT_5: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr):
    # writes buf7: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t4 = tl.load(m3_ptr + offs_n1[:, None] * m3_s0 + offs_n0[None, :] * m3_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_5:
        t6 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t2, 0.0), tl.where((offs_n1 < E_n1)[:, None], t4, 0.0), input_precision="ieee")
    else:
        t6 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t2, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t4, 0.0), 0), axis=1)
    tl.store(buf7_ptr + offs_c0[:, None] * buf7_s0 + offs_n0[None, :] * buf7_s1, t6, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_1(buf7_ptr, buf7_s0, buf7_s1, buf10_ptr, buf10_s0, buf10_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf10: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t8 = tl.load(buf7_ptr + offs_c0[:, None] * buf7_s0 + offs_n0[None, :] * buf7_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t9 = (t8) * (0.5)
    tl.store(buf10_ptr + offs_c0[:, None] * buf10_s0 + offs_n0[None, :] * buf10_s1, t9, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m18_ptr, m18_s0, m18_s1, states22_ptr, states22_s0, states22_s1, states22_s2, states23_ptr, states23_s0, states23_s1, states23_s2, E_c1, E_n0, E_n2, DOT_16: tl.constexpr, DOT_20: tl.constexpr, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr):
    # stores states22, states23: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    t14 = tl.load(m1_ptr + offs_n2[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t15 = tl.load(m3_ptr + offs_c1[:, None] * m3_s0 + offs_n0[None, :] * m3_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_16:
        t17 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t14, 0.0), tl.where((offs_c1 < E_c1)[:, None], t15, 0.0), input_precision="ieee")
    else:
        t17 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t14, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t15, 0.0), 0), axis=1)
    t19 = tl.load(m18_ptr + offs_c1[:, None] * m18_s0 + offs_n0[None, :] * m18_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_20:
        t21 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t14, 0.0), tl.where((offs_c1 < E_c1)[:, None], t19, 0.0), input_precision="ieee")
    else:
        t21 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t14, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t19, 0.0), 0), axis=1)
    tl.store(states22_ptr + i_c1 * states22_s0 + tl.arange(0, F_n2)[:, None] * states22_s1 + tl.arange(0, F_n0)[None, :] * states22_s2 + tl.zeros([F_n2, F_n0], tl.int32), t17)
    tl.store(states23_ptr + i_c1 * states23_s0 + tl.arange(0, F_n2)[:, None] * states23_s1 + tl.arange(0, F_n0)[None, :] * states23_s2 + tl.zeros([F_n2, F_n0], tl.int32), t21)


@triton.jit
def kernel_3(states22_ptr, states22_s0, states22_s1, states22_s2, states23_ptr, states23_s0, states23_s1, states23_s2, buf28_ptr, buf28_s0, buf28_s1, buf29_ptr, buf29_s0, buf29_s1, E_c1, E_n0, E_n2, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr):
    # writes buf28, buf29: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    acc26 = tl.full([F_n2, F_n0], 0.0, tl.float32)
    acc27 = tl.full([F_n2, F_n0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t24 = tl.load(states22_ptr + i_c1 * states22_s0 + tl.arange(0, F_n2)[:, None] * states22_s1 + tl.arange(0, F_n0)[None, :] * states22_s2 + tl.zeros([F_n2, F_n0], tl.int32))
        t25 = tl.load(states23_ptr + i_c1 * states23_s0 + tl.arange(0, F_n2)[:, None] * states23_s1 + tl.arange(0, F_n0)[None, :] * states23_s2 + tl.zeros([F_n2, F_n0], tl.int32))
        acc26 = acc26 + t24
        acc27 = acc27 + t25
    tl.store(buf28_ptr + offs_n2[:, None] * buf28_s0 + offs_n0[None, :] * buf28_s1, acc26, mask=(offs_n2 < E_n2)[:, None] & (offs_n0 < E_n0)[None, :])
    tl.store(buf29_ptr + offs_n2[:, None] * buf29_s0 + offs_n0[None, :] * buf29_s1, acc27, mask=(offs_n2 < E_n2)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_4(m1_ptr, m1_s0, m1_s1, m18_ptr, m18_s0, m18_s1, buf37_ptr, buf37_s0, buf37_s1, E_c0, E_c1, E_n0, DOT_34: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf37: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    acc36 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t32 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t33 = tl.load(m18_ptr + offs_c1[:, None] * m18_s0 + offs_n0[None, :] * m18_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
        if DOT_34:
            t35 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t32, 0.0), tl.where((offs_c1 < E_c1)[:, None], t33, 0.0), input_precision="ieee")
        else:
            t35 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t32, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t33, 0.0), 0), axis=1)
        acc36 = acc36 + t35
    tl.store(buf37_ptr + offs_c0[:, None] * buf37_s0 + offs_n0[None, :] * buf37_s1, acc36, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_5(buf10_ptr, buf10_s0, buf10_s1, buf28_ptr, buf28_s0, buf28_s1, buf37_ptr, buf37_s0, buf37_s1, buf41_ptr, buf41_s0, buf41_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf41: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t11 = tl.load(buf10_ptr + offs_c0[:, None] * buf10_s0 + offs_n0[None, :] * buf10_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t12 = 2.0 / (1.0 + tl.exp(-2.0 * (t11))) - 1.0
    t13 = t12 + 1.0
    t30 = tl.load(buf28_ptr + offs_c0[:, None] * buf28_s0 + offs_n0[None, :] * buf28_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t31 = (t13) * (t30)
    t38 = tl.load(buf37_ptr + offs_c0[:, None] * buf37_s0 + offs_n0[None, :] * buf37_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t39 = (t31) * (t38)
    t40 = (t39) * (0.5)
    tl.store(buf41_ptr + offs_c0[:, None] * buf41_s0 + offs_n0[None, :] * buf41_s1, t40, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


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
    m3 = inputs['w1']
    buf7 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), buf7_ptr=buf7, buf7_s0=buf7.stride(0), buf7_s1=buf7.stride(1), E_c0=8, E_n0=64, E_n1=32, DOT_5=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, F_n0=_pow2(64), F_n1=_pow2(32), T_c0=T['c0'])
    buf10 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']),)](buf7_ptr=buf7, buf7_s0=buf7.stride(0), buf7_s1=buf7.stride(1), buf10_ptr=buf10, buf10_s0=buf10.stride(0), buf10_s1=buf10.stride(1), E_c0=8, E_n0=64, F_n0=_pow2(64), T_c0=T['c0'])
    m18 = inputs['w2']
    states22 = torch.full([_cdiv(32, T['c1']), _pow2(8), _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    states23 = torch.full([_cdiv(32, T['c1']), _pow2(8), _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m18_ptr=m18, m18_s0=m18.stride(0), m18_s1=m18.stride(1), states22_ptr=states22, states22_s0=states22.stride(0), states22_s1=states22.stride(1), states22_s2=states22.stride(2), states23_ptr=states23, states23_s0=states23.stride(0), states23_s1=states23.stride(1), states23_s2=states23.stride(2), E_c1=32, E_n0=64, E_n2=8, DOT_16=(_pow2(8)) >= 16 and (T['c1']) >= 16 and (_pow2(64)) >= 16, DOT_20=(_pow2(8)) >= 16 and (T['c1']) >= 16 and (_pow2(64)) >= 16, F_n0=_pow2(64), F_n2=_pow2(8), T_c1=T['c1'])
    buf28 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    buf29 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(1,)](states22_ptr=states22, states22_s0=states22.stride(0), states22_s1=states22.stride(1), states22_s2=states22.stride(2), states23_ptr=states23, states23_s0=states23.stride(0), states23_s1=states23.stride(1), states23_s2=states23.stride(2), buf28_ptr=buf28, buf28_s0=buf28.stride(0), buf28_s1=buf28.stride(1), buf29_ptr=buf29, buf29_s0=buf29.stride(0), buf29_s1=buf29.stride(1), E_c1=32, E_n0=64, E_n2=8, F_n0=_pow2(64), F_n2=_pow2(8), T_c1=T['c1'])
    buf37 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m18_ptr=m18, m18_s0=m18.stride(0), m18_s1=m18.stride(1), buf37_ptr=buf37, buf37_s0=buf37.stride(0), buf37_s1=buf37.stride(1), E_c0=8, E_c1=32, E_n0=64, DOT_34=(T['c0']) >= 16 and (T['c1']) >= 16 and (_pow2(64)) >= 16, F_n0=_pow2(64), T_c0=T['c0'], T_c1=T['c1'])
    buf41 = torch.full([8, 64], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(8, T['c0']),)](buf10_ptr=buf10, buf10_s0=buf10.stride(0), buf10_s1=buf10.stride(1), buf28_ptr=buf28, buf28_s0=buf28.stride(0), buf28_s1=buf28.stride(1), buf37_ptr=buf37, buf37_s0=buf37.stride(0), buf37_s1=buf37.stride(1), buf41_ptr=buf41, buf41_s0=buf41.stride(0), buf41_s1=buf41.stride(1), E_c0=8, E_n0=64, F_n0=_pow2(64), T_c0=T['c0'])
    return buf41


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
