"""attention_sinks [small], candidate 69: 2 kernel(s)

Rendered by EqiForge from candidate 69 of attention_sinks [small]: store(k.3[16]) ; grid(k.0@0, k.2@2, v.3@3) loop(k.3[16]: pair(sum, sum), stored) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.0@0[2]
    c1: grid k.2@2[32]
    c2: grid v.3@3[16]
    c3: loop k.3[16]

Run it on its own: `python kernels/f69.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_sinks.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 16, "c2": 8, "c3": 8}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 32, "c2": 16, "c3": 16}


@triton.jit
def kernel_0(m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m13_s4, m16_ptr, m16_s0, m16_s1, m16_s2, m16_s3, m16_s4, states23_ptr, states23_s0, states23_s1, states23_s2, states23_s3, states23_s4, states23_s5, states23_s6, states23_s7, states24_ptr, states24_s0, states24_s1, states24_s2, states24_s3, states24_s4, states24_s5, states24_s6, states24_s7, E_c0, E_c1, E_c3, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c3: tl.constexpr):
    # stores states23, states24: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t15 = tl.load(m13_ptr + offs_c0[:, None, None, None, None] * m13_s0 + offs_n1[None, :, None, None, None] * m13_s1 + offs_n1[None, None, :, None, None] * m13_s2 + offs_c1[None, None, None, :, None] * m13_s3 + offs_c3[None, None, None, None, :] * m13_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_c3 < E_c3)[None, None, None, None, :], other=0).to(tl.float32)
    t19 = tl.load(m16_ptr + offs_c0[:, None, None, None, None] * m16_s0 + offs_n1[None, :, None, None, None] * m16_s1 + offs_c3[None, None, None, :, None] * m16_s3 + offs_n0[None, None, None, None, :] * m16_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_c3 < E_c3)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
    t20 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, None, :], t15, 0.0), 5) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :, None], t19, 0.0), 3), axis=4)
    t21 = (t15) * (0.25)
    t22 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, None, :], t21, 0.0), 5) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :, None], t19, 0.0), 3), axis=4)
    tl.store(states23_ptr + i_c0 * states23_s0 + i_c1 * states23_s1 + i_c3 * states23_s2 + tl.arange(0, T_c0)[:, None, None, None, None] * states23_s3 + tl.arange(0, F_n1)[None, :, None, None, None] * states23_s4 + tl.arange(0, F_n1)[None, None, :, None, None] * states23_s5 + tl.arange(0, T_c1)[None, None, None, :, None] * states23_s6 + tl.arange(0, F_n0)[None, None, None, None, :] * states23_s7 + tl.zeros([T_c0, F_n1, F_n1, T_c1, F_n0], tl.int32), t20)
    tl.store(states24_ptr + i_c0 * states24_s0 + i_c1 * states24_s1 + i_c3 * states24_s2 + tl.arange(0, T_c0)[:, None, None, None, None] * states24_s3 + tl.arange(0, F_n1)[None, :, None, None, None] * states24_s4 + tl.arange(0, F_n1)[None, None, :, None, None] * states24_s5 + tl.arange(0, T_c1)[None, None, None, :, None] * states24_s6 + tl.arange(0, F_n0)[None, None, None, None, :] * states24_s7 + tl.zeros([T_c0, F_n1, F_n1, T_c1, F_n0], tl.int32), t22)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m1_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, states23_ptr, states23_s0, states23_s1, states23_s2, states23_s3, states23_s4, states23_s5, states23_s6, states23_s7, states24_ptr, states24_s0, states24_s1, states24_s2, states24_s3, states24_s4, states24_s5, states24_s6, states24_s7, m30_ptr, m30_s0, m30_s1, m30_s2, m30_s3, m30_s4, m38_ptr, m38_s0, m38_s1, m38_s2, m38_s3, m38_s4, m44_ptr, m44_s0, m44_s1, m44_s2, m44_s3, m44_s4, buf54_ptr, buf54_s0, buf54_s1, buf54_s2, buf54_s3, E_c0, E_c1, E_c2, E_c3, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf54: Combine over grid k.0@0[2], grid k.2@2[32], grid v.3@3[16]
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
    offs_n2 = tl.arange(0, F_n2)
    t5 = tl.load(m1_ptr + offs_n0[None, None, None, None, :] * m1_s4, mask=(offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t12 = tl.load(m6_ptr + offs_c1[None, None, None, :, None] * m6_s3 + offs_n0[None, None, None, None, :] * m6_s4, mask=(offs_c1 < E_c1)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    acc27 = tl.full([T_c0, F_n1, F_n1, T_c1, F_n0], 0.0, tl.float32)
    acc28 = tl.full([T_c0, F_n1, F_n1, T_c1, F_n0], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t25 = tl.load(states23_ptr + i_c0 * states23_s0 + i_c1 * states23_s1 + i_c3 * states23_s2 + tl.arange(0, T_c0)[:, None, None, None, None] * states23_s3 + tl.arange(0, F_n1)[None, :, None, None, None] * states23_s4 + tl.arange(0, F_n1)[None, None, :, None, None] * states23_s5 + tl.arange(0, T_c1)[None, None, None, :, None] * states23_s6 + tl.arange(0, F_n0)[None, None, None, None, :] * states23_s7 + tl.zeros([T_c0, F_n1, F_n1, T_c1, F_n0], tl.int32))
        t26 = tl.load(states24_ptr + i_c0 * states24_s0 + i_c1 * states24_s1 + i_c3 * states24_s2 + tl.arange(0, T_c0)[:, None, None, None, None] * states24_s3 + tl.arange(0, F_n1)[None, :, None, None, None] * states24_s4 + tl.arange(0, F_n1)[None, None, :, None, None] * states24_s5 + tl.arange(0, T_c1)[None, None, None, :, None] * states24_s6 + tl.arange(0, F_n0)[None, None, None, None, :] * states24_s7 + tl.zeros([T_c0, F_n1, F_n1, T_c1, F_n0], tl.int32))
        acc27 = acc27 + t25
        acc28 = acc28 + t26
    t29 = tl.where(t12, -float("inf"), acc28)
    t34 = tl.load(m30_ptr + offs_c1[None, None, None, :, None] * m30_s3 + offs_n0[None, None, None, None, :] * m30_s4, mask=(offs_c1 < E_c1)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t35 = tl.where(t34, -float("inf"), t29)
    t36 = tl.where(t5, t29, t35)
    t37 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, None, :], t36, -float('inf')), axis=4, keep_dims=True)
    t40 = tl.load(m38_ptr + offs_n1[None, :, None, None, None] * m38_s1 + offs_n1[None, None, :, None, None] * m38_s2, mask=(offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None], other=0).to(tl.float32)
    t41 = tl.maximum(t37, t40)
    t42 = t36 - (t41)
    t43 = tl.exp(t42)
    t46 = tl.load(m44_ptr + offs_c0[:, None, None, None, None] * m44_s0 + offs_n1[None, :, None, None, None] * m44_s1 + offs_n0[None, None, None, :, None] * m44_s3 + offs_c2[None, None, None, None, :] * m44_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0).to(tl.float32)
    t47 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, None, :], t43, 0.0), 5) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :, None], t46, 0.0), 3), axis=4)
    t48 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, None, None, :], t43, 0.0), axis=4, keep_dims=True)
    t49 = t40 - (t41)
    t50 = tl.exp(t49)
    t51 = t48 + t50
    t52 = (t47) / (t51)
    t53 = tl.reshape(t52, [T_c0, F_n2, T_c1, T_c2])
    tl.store(buf54_ptr + offs_c0[:, None, None, None] * buf54_s0 + offs_n2[None, :, None, None] * buf54_s1 + offs_c1[None, None, :, None] * buf54_s2 + offs_c2[None, None, None, :] * buf54_s3, t53, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :])


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
    m11 = torch.tensor(0.0, dtype=torch.float32, device=device)
    m10 = _BINARY["Add"](m3, m11)
    m9 = m10.reshape([32, 1])
    m7 = _BINARY["Gt"](m8, m9)
    m6 = m7.reshape([1, 1, 1, 32, 32])
    m14 = inputs['q']
    m13 = m14.reshape([2, 2, 2, 32, 16])
    m18 = inputs['k']
    m17 = m18.reshape([2, 2, 1, 32, 16])
    m16 = m17.permute([0, 1, 2, 4, 3])
    states23 = torch.full([_cdiv(2, T['c0']), _cdiv(32, T['c1']), _cdiv(16, T['c3']), T['c0'], _pow2(2), _pow2(2), T['c1'], _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    states24 = torch.full([_cdiv(2, T['c0']), _cdiv(32, T['c1']), _cdiv(16, T['c3']), T['c0'], _pow2(2), _pow2(2), T['c1'], _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c0']) * _cdiv(32, T['c1']) * _cdiv(16, T['c3']),)](m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m13_s4=m13.stride(4), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m16_s2=m16.stride(2), m16_s3=m16.stride(3), m16_s4=m16.stride(4), states23_ptr=states23, states23_s0=states23.stride(0), states23_s1=states23.stride(1), states23_s2=states23.stride(2), states23_s3=states23.stride(3), states23_s4=states23.stride(4), states23_s5=states23.stride(5), states23_s6=states23.stride(6), states23_s7=states23.stride(7), states24_ptr=states24, states24_s0=states24.stride(0), states24_s1=states24.stride(1), states24_s2=states24.stride(2), states24_s3=states24.stride(3), states24_s4=states24.stride(4), states24_s5=states24.stride(5), states24_s6=states24.stride(6), states24_s7=states24.stride(7), E_c0=2, E_c1=32, E_c3=16, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c0=T['c0'], T_c1=T['c1'], T_c3=T['c3'])
    m32 = _BINARY["Sub"](m9, m8)
    m33 = torch.tensor(8.0, dtype=torch.float32, device=device)
    m31 = _BINARY["Ge"](m32, m33)
    m30 = m31.reshape([1, 1, 1, 32, 32])
    m39 = inputs['sinks']
    m38 = m39.reshape([1, 2, 2, 1, 1])
    m45 = inputs['v']
    m44 = m45.reshape([2, 2, 1, 32, 16])
    buf54 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(2, T['c0']) * _cdiv(32, T['c1']) * _cdiv(16, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m1_s4=m1.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), states23_ptr=states23, states23_s0=states23.stride(0), states23_s1=states23.stride(1), states23_s2=states23.stride(2), states23_s3=states23.stride(3), states23_s4=states23.stride(4), states23_s5=states23.stride(5), states23_s6=states23.stride(6), states23_s7=states23.stride(7), states24_ptr=states24, states24_s0=states24.stride(0), states24_s1=states24.stride(1), states24_s2=states24.stride(2), states24_s3=states24.stride(3), states24_s4=states24.stride(4), states24_s5=states24.stride(5), states24_s6=states24.stride(6), states24_s7=states24.stride(7), m30_ptr=m30, m30_s0=m30.stride(0), m30_s1=m30.stride(1), m30_s2=m30.stride(2), m30_s3=m30.stride(3), m30_s4=m30.stride(4), m38_ptr=m38, m38_s0=m38.stride(0), m38_s1=m38.stride(1), m38_s2=m38.stride(2), m38_s3=m38.stride(3), m38_s4=m38.stride(4), m44_ptr=m44, m44_s0=m44.stride(0), m44_s1=m44.stride(1), m44_s2=m44.stride(2), m44_s3=m44.stride(3), m44_s4=m44.stride(4), buf54_ptr=buf54, buf54_s0=buf54.stride(0), buf54_s1=buf54.stride(1), buf54_s2=buf54.stride(2), buf54_s3=buf54.stride(3), E_c0=2, E_c1=32, E_c2=16, E_c3=16, E_n0=32, E_n1=2, E_n2=4, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(4), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    return buf54


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
