"""ngpt [small], candidate 29: 2 kernel(s)

Rendered by EqiForge from candidate 29 of ngpt [small]: store(h.1[32]) ; grid(h.0@0) loop(h.1[32]: sum) loop(h.1[32]: sum) loop(h.1[32]: sum, stored) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid h.0@0[8]
    c1: loop h.1[32]

Run it on its own: `python kernels/f29.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/ngpt.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 8, "c1": 32}


@triton.jit
def kernel_0(m5_ptr, m5_s0, m5_s1, states47_ptr, states47_s0, states47_s1, states47_s2, states47_s3, E_c0, E_c1, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # stores states47: Collect over loop h.1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    t44 = tl.load(m5_ptr + offs_c0[:, None] * m5_s0 + offs_c1[None, :] * m5_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t45 = (t44) * (t44)
    t46 = tl.sum(tl.where((offs_c1 < E_c1)[None, :], t45, 0.0), axis=1, keep_dims=True)
    tl.store(states47_ptr + i_c0 * states47_s0 + i_c1 * states47_s1 + tl.arange(0, T_c0)[:, None] * states47_s2 + tl.zeros([T_c0, 1], tl.int32), t46)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m5_ptr, m5_s0, m5_s1, m7_ptr, m7_s0, m7_s1, m13_ptr, m13_s0, m13_s1, m21_ptr, m21_s0, m21_s1, m27_ptr, m27_s0, m27_s1, m32_ptr, m32_s0, m32_s1, states47_ptr, states47_s0, states47_s1, states47_s2, states47_s3, buf59_ptr, buf59_s0, buf59_s1, E_c0, E_c1, E_n0, E_n1, DOT_10: tl.constexpr, DOT_24: tl.constexpr, DOT_35: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf59: Combine over grid h.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t3 = tl.load(m1_ptr + offs_n0[None, :] * m1_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t4 = tl.abs(t3)
    acc12 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t6 = tl.load(m5_ptr + offs_c0[:, None] * m5_s0 + offs_c1[None, :] * m5_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t9 = tl.load(m7_ptr + offs_c1[:, None] * m7_s0 + offs_n1[None, :] * m7_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_10:
            t11 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t6, 0.0), tl.where((offs_c1 < E_c1)[:, None], t9, 0.0), input_precision="ieee")
        else:
            t11 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t6, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t9, 0.0), 0), axis=1)
        acc12 = acc12 + t11
    t15 = tl.load(m13_ptr + offs_n1[None, :] * m13_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t16 = (acc12) * (t15)
    t17 = (t16) * (5.656854249492381)
    t18 = 1.0 / (1.0 + tl.exp(-(t17)))
    t19 = (t16) * (t18)
    acc26 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t20 = tl.load(m5_ptr + offs_c0[:, None] * m5_s0 + offs_c1[None, :] * m5_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t23 = tl.load(m21_ptr + offs_c1[:, None] * m21_s0 + offs_n1[None, :] * m21_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_24:
            t25 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t20, 0.0), tl.where((offs_c1 < E_c1)[:, None], t23, 0.0), input_precision="ieee")
        else:
            t25 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t20, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t23, 0.0), 0), axis=1)
        acc26 = acc26 + t25
    t29 = tl.load(m27_ptr + offs_n1[None, :] * m27_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t30 = (acc26) * (t29)
    t31 = (t19) * (t30)
    t34 = tl.load(m32_ptr + offs_n1[:, None] * m32_s0 + offs_n0[None, :] * m32_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_35:
        t36 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t31, 0.0), tl.where((offs_n1 < E_n1)[:, None], t34, 0.0), input_precision="ieee")
    else:
        t36 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t31, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t34, 0.0), 0), axis=1)
    t37 = (t36) * (32.00000000000001)
    t38 = (t36) * (t36)
    t39 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t38, 0.0), axis=1, keep_dims=True)
    t40 = (t39) * (1024.0000000000005)
    t41 = tl.sqrt(t40)
    t42 = (t37) / (t41)
    t43 = tl.load(m5_ptr + offs_c0[:, None] * m5_s0 + offs_n0[None, :] * m5_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    acc49 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t48 = tl.load(states47_ptr + i_c0 * states47_s0 + i_c1 * states47_s1 + tl.arange(0, T_c0)[:, None] * states47_s2 + tl.zeros([T_c0, 1], tl.int32))
        acc49 = acc49 + t48
    t50 = tl.sqrt(acc49)
    t51 = (t43) / (t50)
    t52 = t42 - (t51)
    t53 = (t4) * (t52)
    t54 = t53 + t51
    t55 = (t54) * (t54)
    t56 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t55, 0.0), axis=1, keep_dims=True)
    t57 = tl.sqrt(t56)
    t58 = (t54) / (t57)
    tl.store(buf59_ptr + offs_c0[:, None] * buf59_s0 + offs_n0[None, :] * buf59_s1, t58, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


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
    m8 = inputs['w_v']
    m7 = m8.permute([1, 0])
    m14 = inputs['s_v']
    m13 = m14.reshape([1, 64])
    m22 = inputs['w_u']
    m21 = m22.permute([1, 0])
    m28 = inputs['s_u']
    m27 = m28.reshape([1, 64])
    m33 = inputs['w_o']
    m32 = m33.permute([1, 0])
    states47 = torch.full([_cdiv(8, T['c0']), _cdiv(32, T['c1']), T['c0'], 1], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), states47_ptr=states47, states47_s0=states47.stride(0), states47_s1=states47.stride(1), states47_s2=states47.stride(2), states47_s3=states47.stride(3), E_c0=8, E_c1=32, T_c0=T['c0'], T_c1=T['c1'])
    buf59 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m21_ptr=m21, m21_s0=m21.stride(0), m21_s1=m21.stride(1), m27_ptr=m27, m27_s0=m27.stride(0), m27_s1=m27.stride(1), m32_ptr=m32, m32_s0=m32.stride(0), m32_s1=m32.stride(1), states47_ptr=states47, states47_s0=states47.stride(0), states47_s1=states47.stride(1), states47_s2=states47.stride(2), states47_s3=states47.stride(3), buf59_ptr=buf59, buf59_s0=buf59.stride(0), buf59_s1=buf59.stride(1), E_c0=8, E_c1=32, E_n0=32, E_n1=64, DOT_10=(T['c0']) >= 16 and (T['c1']) >= 16 and (_pow2(64)) >= 16, DOT_24=(T['c0']) >= 16 and (T['c1']) >= 16 and (_pow2(64)) >= 16, DOT_35=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'])
    return buf59


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
