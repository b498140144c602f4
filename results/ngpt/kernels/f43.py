"""ngpt [small], candidate 43: 2 kernel(s)

Rendered by EqiForge from candidate 43 of ngpt [small]: store(s_u.0[64]) loop(h.1[32]: sum) loop(h.1[32]: sum) ; grid(h.0@0) loop(s_u.0[64]: sum, stored) loop(h.1[32]: sum)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid h.0@0[8]
    c1: loop s_u.0[64]
    c2: loop h.1[32]

Run it on its own: `python kernels/f43.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/ngpt.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 32, "c2": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 8, "c1": 64, "c2": 32}


@triton.jit
def kernel_0(m5_ptr, m5_s0, m5_s1, m7_ptr, m7_s0, m7_s1, m13_ptr, m13_s0, m13_s1, m18_ptr, m18_s0, m18_s1, m24_ptr, m24_s0, m24_s1, m33_ptr, m33_s0, m33_s1, states38_ptr, states38_s0, states38_s1, states38_s2, states38_s3, E_c0, E_c1, E_c2, E_n0, DOT_10: tl.constexpr, DOT_21: tl.constexpr, DOT_36: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states38: Collect over loop s_u.0[64]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    acc12 = tl.full([T_c0, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t6 = tl.load(m5_ptr + offs_c0[:, None] * m5_s0 + offs_c2[None, :] * m5_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t9 = tl.load(m7_ptr + offs_c2[:, None] * m7_s0 + offs_c1[None, :] * m7_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        if DOT_10:
            t11 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t6, 0.0), tl.where((offs_c2 < E_c2)[:, None], t9, 0.0), input_precision="ieee")
        else:
            t11 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t6, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t9, 0.0), 0), axis=1)
        acc12 = acc12 + t11
    t15 = tl.load(m13_ptr + offs_c1[None, :] * m13_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t16 = (acc12) * (t15)
    acc23 = tl.full([T_c0, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t17 = tl.load(m5_ptr + offs_c0[:, None] * m5_s0 + offs_c2[None, :] * m5_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t20 = tl.load(m18_ptr + offs_c2[:, None] * m18_s0 + offs_c1[None, :] * m18_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        if DOT_21:
            t22 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t17, 0.0), tl.where((offs_c2 < E_c2)[:, None], t20, 0.0), input_precision="ieee")
        else:
            t22 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t17, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t20, 0.0), 0), axis=1)
        acc23 = acc23 + t22
    t26 = tl.load(m24_ptr + offs_c1[None, :] * m24_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t27 = (acc23) * (t26)
    t28 = (t26) * (5.656854249492381)
    t29 = (acc23) * (t28)
    t30 = 1.0 / (1.0 + tl.exp(-(t29)))
    t31 = (t27) * (t30)
    t32 = (t16) * (t31)
    t35 = tl.load(m33_ptr + offs_c1[:, None] * m33_s0 + offs_n0[None, :] * m33_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_36:
        t37 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t32, 0.0), tl.where((offs_c1 < E_c1)[:, None], t35, 0.0), input_precision="ieee")
    else:
        t37 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t32, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t35, 0.0), 0), axis=1)
    tl.store(states38_ptr + i_c0 * states38_s0 + i_c1 * states38_s1 + tl.arange(0, T_c0)[:, None] * states38_s2 + tl.arange(0, F_n0)[None, :] * states38_s3 + tl.zeros([T_c0, F_n0], tl.int32), t37)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, states38_ptr, states38_s0, states38_s1, states38_s2, states38_s3, m5_ptr, m5_s0, m5_s1, buf61_ptr, buf61_s0, buf61_s1, E_c0, E_c1, E_c2, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf61: Combine over grid h.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t3 = tl.load(m1_ptr + offs_n0[None, :] * m1_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t4 = tl.abs(t3)
    acc40 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t39 = tl.load(states38_ptr + i_c0 * states38_s0 + i_c1 * states38_s1 + tl.arange(0, T_c0)[:, None] * states38_s2 + tl.arange(0, F_n0)[None, :] * states38_s3 + tl.zeros([T_c0, F_n0], tl.int32))
        acc40 = acc40 + t39
    t41 = (acc40) * (32.00000000000001)
    t42 = (acc40) * (acc40)
    t43 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t42, 0.0), axis=1, keep_dims=True)
    t44 = (t43) * (1024.0000000000005)
    t45 = tl.sqrt(t44)
    t46 = (t41) / (t45)
    t47 = tl.load(m5_ptr + offs_c0[:, None] * m5_s0 + offs_n0[None, :] * m5_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    acc51 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t48 = tl.load(m5_ptr + offs_c0[:, None] * m5_s0 + offs_c2[None, :] * m5_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t49 = (t48) * (t48)
        t50 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t49, 0.0), axis=1, keep_dims=True)
        acc51 = acc51 + t50
    t52 = tl.sqrt(acc51)
    t53 = (t47) / (t52)
    t54 = t46 - (t53)
    t55 = (t4) * (t54)
    t56 = t55 + t53
    t57 = (t56) * (t56)
    t58 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t57, 0.0), axis=1, keep_dims=True)
    t59 = tl.sqrt(t58)
    t60 = (t56) / (t59)
    tl.store(buf61_ptr + offs_c0[:, None] * buf61_s0 + offs_n0[None, :] * buf61_s1, t60, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


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
    m2 = inputs['alpha']
    m1 = m2.reshape([1, 32])
    m5 = inputs['h']
    m8 = inputs['w_u']
    m7 = m8.permute([1, 0])
    m14 = inputs['s_u']
    m13 = m14.reshape([1, 64])
    m19 = inputs['w_v']
    m18 = m19.permute([1, 0])
    m25 = inputs['s_v']
    m24 = m25.reshape([1, 64])
    m34 = inputs['w_o']
    m33 = m34.permute([1, 0])
    states38 = torch.full([_cdiv(8, T['c0']), _cdiv(64, T['c1']), T['c0'], _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']) * _cdiv(64, T['c1']),)](m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m18_ptr=m18, m18_s0=m18.stride(0), m18_s1=m18.stride(1), m24_ptr=m24, m24_s0=m24.stride(0), m24_s1=m24.stride(1), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), states38_ptr=states38, states38_s0=states38.stride(0), states38_s1=states38.stride(1), states38_s2=states38.stride(2), states38_s3=states38.stride(3), E_c0=8, E_c1=64, E_c2=32, E_n0=32, DOT_10=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, DOT_21=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, DOT_36=(T['c0']) >= 16 and (T['c1']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    buf61 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), states38_ptr=states38, states38_s0=states38.stride(0), states38_s1=states38.stride(1), states38_s2=states38.stride(2), states38_s3=states38.stride(3), m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), buf61_ptr=buf61, buf61_s0=buf61.stride(0), buf61_s1=buf61.stride(1), E_c0=8, E_c1=64, E_c2=32, E_n0=32, F_n0=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf61


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
