"""swa_gqa [small], candidate 95: 2 kernel(s)

Rendered by EqiForge from candidate 95 of swa_gqa [small]: store(k.3[16]) ; grid(q.1@1) loop(k.3[16]: pair(sum, sum), stored) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid q.1@1[4]
    c1: loop k.3[16]

Run it on its own: `python kernels/f95.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/swa_gqa.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 2, "c1": 8}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 4, "c1": 16}


@triton.jit
def kernel_0(m12_ptr, m12_s0, m12_s1, m12_s2, m12_s3, m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, states22_ptr, states22_s0, states22_s1, states22_s2, states22_s3, states22_s4, states22_s5, states23_ptr, states23_s0, states23_s1, states23_s2, states23_s3, states23_s4, states23_s5, E_c0, E_c1, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # stores states22, states23: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t13 = tl.load(m12_ptr + offs_n1[:, None, None, None] * m12_s0 + offs_c0[None, :, None, None] * m12_s1 + offs_n0[None, None, :, None] * m12_s2 + offs_c1[None, None, None, :] * m12_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c1 < E_c1)[None, None, None, :], other=0).to(tl.float32)
    t19 = tl.load(m14_ptr + offs_n1[:, None, None, None] * m14_s0 + offs_c0[None, :, None, None] * m14_s1 + offs_c1[None, None, :, None] * m14_s2 + offs_n0[None, None, None, :] * m14_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t20 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :], t13, 0.0), 4) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, :, None], t19, 0.0), 2), axis=3)
    t21 = (t20) * (0.25)
    tl.store(states22_ptr + i_c0 * states22_s0 + i_c1 * states22_s1 + tl.arange(0, F_n1)[:, None, None, None] * states22_s2 + tl.arange(0, T_c0)[None, :, None, None] * states22_s3 + tl.arange(0, F_n0)[None, None, :, None] * states22_s4 + tl.arange(0, F_n0)[None, None, None, :] * states22_s5 + tl.zeros([F_n1, T_c0, F_n0, F_n0], tl.int32), t20)
    tl.store(states23_ptr + i_c0 * states23_s0 + i_c1 * states23_s1 + tl.arange(0, F_n1)[:, None, None, None] * states23_s2 + tl.arange(0, T_c0)[None, :, None, None] * states23_s3 + tl.arange(0, F_n0)[None, None, :, None] * states23_s4 + tl.arange(0, F_n0)[None, None, None, :] * states23_s5 + tl.zeros([F_n1, T_c0, F_n0, F_n0], tl.int32), t21)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m9_ptr, m9_s0, m9_s1, m9_s2, m9_s3, states22_ptr, states22_s0, states22_s1, states22_s2, states22_s3, states22_s4, states22_s5, states23_ptr, states23_s0, states23_s1, states23_s2, states23_s3, states23_s4, states23_s5, m35_ptr, m35_s0, m35_s1, m35_s2, m35_s3, buf41_ptr, buf41_s0, buf41_s1, buf41_s2, buf41_s3, E_c0, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf41: Combine over grid q.1@1[4]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t8 = tl.load(m1_ptr + offs_n0[None, None, :, None] * m1_s2 + offs_n0[None, None, None, :] * m1_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    t11 = tl.load(m9_ptr + offs_n0[None, None, :, None] * m9_s2 + offs_n0[None, None, None, :] * m9_s3, mask=(offs_n0 < E_n0)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0)
    acc26 = tl.full([F_n1, T_c0, F_n0, F_n0], 0.0, tl.float32)
    acc27 = tl.full([F_n1, T_c0, F_n0, F_n0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t24 = tl.load(states22_ptr + i_c0 * states22_s0 + i_c1 * states22_s1 + tl.arange(0, F_n1)[:, None, None, None] * states22_s2 + tl.arange(0, T_c0)[None, :, None, None] * states22_s3 + tl.arange(0, F_n0)[None, None, :, None] * states22_s4 + tl.arange(0, F_n0)[None, None, None, :] * states22_s5 + tl.zeros([F_n1, T_c0, F_n0, F_n0], tl.int32))
        t25 = tl.load(states23_ptr + i_c0 * states23_s0 + i_c1 * states23_s1 + tl.arange(0, F_n1)[:, None, None, None] * states23_s2 + tl.arange(0, T_c0)[None, :, None, None] * states23_s3 + tl.arange(0, F_n0)[None, None, :, None] * states23_s4 + tl.arange(0, F_n0)[None, None, None, :] * states23_s5 + tl.zeros([F_n1, T_c0, F_n0, F_n0], tl.int32))
        acc26 = acc26 + t24
        acc27 = acc27 + t25
    t28 = tl.where(t11, -float("inf"), acc27)
    t29 = tl.where(t8, -float("inf"), t28)
    t30 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, :], t29, -float('inf')), axis=3, keep_dims=True)
    t31 = t29 - (t30)
    t32 = tl.exp(t31)
    t33 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, None, :], t32, 0.0), axis=3, keep_dims=True)
    t34 = (t32) / (t33)
    t39 = tl.load(m35_ptr + offs_n1[:, None, None, None] * m35_s0 + offs_c0[None, :, None, None] * m35_s1 + offs_n0[None, None, :, None] * m35_s2 + offs_n2[None, None, None, :] * m35_s3, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :], other=0).to(tl.float32)
    t40 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t34, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t39, 0.0), 2), axis=3)
    tl.store(buf41_ptr + offs_n1[:, None, None, None] * buf41_s0 + offs_c0[None, :, None, None] * buf41_s1 + offs_n0[None, None, :, None] * buf41_s2 + offs_n2[None, None, None, :] * buf41_s3, t40, mask=(offs_n1 < E_n1)[:, None, None, None] & (offs_c0 < E_c0)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_n2 < E_n2)[None, None, None, :])


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
    m5 = _iota([32], 0, device)
    m4 = m5.reshape([32, 1])
    m6 = m5.reshape([1, 32])
    m3 = _BINARY["Sub"](m4, m6)
    m7 = torch.tensor(8.0, dtype=torch.float32, device=device)
    m2 = _BINARY["Ge"](m3, m7)
    m1 = m2.reshape([1, 1, 32, 32])
    m10 = _BINARY["Gt"](m6, m4)
    m9 = m10.reshape([1, 1, 32, 32])
    m12 = inputs['q']
    m18 = inputs['k']
    m17 = m18.reshape([2, 2, 1, 32, 16])
    m16 = m17.expand([2, 2, 2, 32, 16])
    m15 = m16.reshape([2, 4, 32, 16])
    m14 = m15.permute([0, 1, 3, 2])
    states22 = torch.full([_cdiv(4, T['c0']), _cdiv(16, T['c1']), _pow2(2), T['c0'], _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    states23 = torch.full([_cdiv(4, T['c0']), _cdiv(16, T['c1']), _pow2(2), T['c0'], _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(4, T['c0']) * _cdiv(16, T['c1']),)](m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m12_s2=m12.stride(2), m12_s3=m12.stride(3), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), states22_ptr=states22, states22_s0=states22.stride(0), states22_s1=states22.stride(1), states22_s2=states22.stride(2), states22_s3=states22.stride(3), states22_s4=states22.stride(4), states22_s5=states22.stride(5), states23_ptr=states23, states23_s0=states23.stride(0), states23_s1=states23.stride(1), states23_s2=states23.stride(2), states23_s3=states23.stride(3), states23_s4=states23.stride(4), states23_s5=states23.stride(5), E_c0=4, E_c1=16, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c0=T['c0'], T_c1=T['c1'])
    m38 = inputs['v']
    m37 = m38.reshape([2, 2, 1, 32, 16])
    m36 = m37.expand([2, 2, 2, 32, 16])
    m35 = m36.reshape([2, 4, 32, 16])
    buf41 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(4, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m9_s2=m9.stride(2), m9_s3=m9.stride(3), states22_ptr=states22, states22_s0=states22.stride(0), states22_s1=states22.stride(1), states22_s2=states22.stride(2), states22_s3=states22.stride(3), states22_s4=states22.stride(4), states22_s5=states22.stride(5), states23_ptr=states23, states23_s0=states23.stride(0), states23_s1=states23.stride(1), states23_s2=states23.stride(2), states23_s3=states23.stride(3), states23_s4=states23.stride(4), states23_s5=states23.stride(5), m35_ptr=m35, m35_s0=m35.stride(0), m35_s1=m35.stride(1), m35_s2=m35.stride(2), m35_s3=m35.stride(3), buf41_ptr=buf41, buf41_s0=buf41.stride(0), buf41_s1=buf41.stride(1), buf41_s2=buf41.stride(2), buf41_s3=buf41.stride(3), E_c0=4, E_c1=16, E_n0=32, E_n1=2, E_n2=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'])
    return buf41


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
