"""ngpt [small], candidate 45: 2 kernel(s)

Rendered by EqiForge from candidate 45 of ngpt [small]: store(h.1[32]) ; grid(h.0@0, h.1@1) loop(h.1[32]: sum, stored) [4 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid h.0@0[8]
    c1: grid h.1@1[32]
    c2: loop h.1[32]

Run it on its own: `python kernels/f45.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/ngpt.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 16, "c2": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 8, "c1": 32, "c2": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, states6_ptr, states6_s0, states6_s1, states6_s2, states6_s3, E_c0, E_c2, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states6: Collect over loop h.1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    t3 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t4 = (t3) * (t3)
    t5 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t4, 0.0), axis=1, keep_dims=True)
    tl.store(states6_ptr + i_c0 * states6_s0 + i_c2 * states6_s1 + tl.arange(0, T_c0)[:, None] * states6_s2 + tl.zeros([T_c0, 1], tl.int32), t5)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, states6_ptr, states6_s0, states6_s1, states6_s2, states6_s3, m11_ptr, m11_s0, m11_s1, m16_ptr, m16_s0, m16_s1, m21_ptr, m21_s0, m21_s1, m28_ptr, m28_s0, m28_s1, m33_ptr, m33_s0, m33_s1, m38_ptr, m38_s0, m38_s1, buf67_ptr, buf67_s0, buf67_s1, E_c0, E_c1, E_c2, E_n0, E_n1, DOT_19: tl.constexpr, DOT_31: tl.constexpr, DOT_41: tl.constexpr, DOT_45: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf67: Combine over grid h.0@0[8], grid h.1@1[32]
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
    t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    acc8 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t7 = tl.load(states6_ptr + i_c0 * states6_s0 + i_c2 * states6_s1 + tl.arange(0, T_c0)[:, None] * states6_s2 + tl.zeros([T_c0, 1], tl.int32))
        acc8 = acc8 + t7
    t9 = tl.sqrt(acc8)
    t10 = (t2) / (t9)
    t13 = tl.load(m11_ptr + offs_c1[None, :] * m11_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t14 = tl.abs(t13)
    t15 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t18 = tl.load(m16_ptr + offs_n0[:, None] * m16_s0 + offs_n1[None, :] * m16_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_19:
        t20 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t15, 0.0), tl.where((offs_n0 < E_n0)[:, None], t18, 0.0), input_precision="ieee")
    else:
        t20 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t15, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t18, 0.0), 0), axis=1)
    t23 = tl.load(m21_ptr + offs_n1[None, :] * m21_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t24 = (t20) * (t23)
    t25 = (t24) * (5.656854249492381)
    t26 = 1.0 / (1.0 + tl.exp(-(t25)))
    t27 = (t24) * (t26)
    t30 = tl.load(m28_ptr + offs_n0[:, None] * m28_s0 + offs_n1[None, :] * m28_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_31:
        t32 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t15, 0.0), tl.where((offs_n0 < E_n0)[:, None], t30, 0.0), input_precision="ieee")
    else:
        t32 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t15, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t30, 0.0), 0), axis=1)
    t35 = tl.load(m33_ptr + offs_n1[None, :] * m33_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t36 = (t32) * (t35)
    t37 = (t27) * (t36)
    t40 = tl.load(m38_ptr + offs_n1[:, None] * m38_s0 + offs_c1[None, :] * m38_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_41:
        t42 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t37, 0.0), tl.where((offs_n1 < E_n1)[:, None], t40, 0.0), input_precision="ieee")
    else:
        t42 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t37, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t40, 0.0), 0), axis=1)
    t43 = (t42) * (32.00000000000001)
    t44 = tl.load(m38_ptr + offs_n1[:, None] * m38_s0 + offs_n0[None, :] * m38_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_45:
        t46 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t37, 0.0), tl.where((offs_n1 < E_n1)[:, None], t44, 0.0), input_precision="ieee")
    else:
        t46 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t37, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t44, 0.0), 0), axis=1)
    t47 = (t46) * (t46)
    t48 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t47, 0.0), axis=1, keep_dims=True)
    t49 = (t48) * (1024.0000000000005)
    t50 = tl.sqrt(t49)
    t51 = (t43) / (t50)
    t52 = t51 - (t10)
    t53 = (t14) * (t52)
    t54 = t10 + t53
    t55 = tl.load(m11_ptr + offs_n0[None, :] * m11_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t56 = tl.abs(t55)
    t57 = (t46) * (32.00000000000001)
    t58 = (t57) / (t50)
    t59 = (t15) / (t9)
    t60 = t58 - (t59)
    t61 = (t56) * (t60)
    t62 = t61 + t59
    t63 = (t62) * (t62)
    t64 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t63, 0.0), axis=1, keep_dims=True)
    t65 = tl.sqrt(t64)
    t66 = (t54) / (t65)
    tl.store(buf67_ptr + offs_c0[:, None] * buf67_s0 + offs_c1[None, :] * buf67_s1, t66, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    m1 = inputs['h']
    states6 = torch.full([_cdiv(8, T['c0']), _cdiv(32, T['c2']), T['c0'], 1], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']) * _cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), states6_ptr=states6, states6_s0=states6.stride(0), states6_s1=states6.stride(1), states6_s2=states6.stride(2), states6_s3=states6.stride(3), E_c0=8, E_c2=32, T_c0=T['c0'], T_c2=T['c2'])
    m12 = inputs['alpha']
    m11 = m12.reshape([1, 32])
    m17 = inputs['w_v']
    m16 = m17.permute([1, 0])
    m22 = inputs['s_v']
    m21 = m22.reshape([1, 64])
    m29 = inputs['w_u']
    m28 = m29.permute([1, 0])
    m34 = inputs['s_u']
    m33 = m34.reshape([1, 64])
    m39 = inputs['w_o']
    m38 = m39.permute([1, 0])
    buf67 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), states6_ptr=states6, states6_s0=states6.stride(0), states6_s1=states6.stride(1), states6_s2=states6.stride(2), states6_s3=states6.stride(3), m11_ptr=m11, m11_s0=m11.stride(0), m11_s1=m11.stride(1), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m21_ptr=m21, m21_s0=m21.stride(0), m21_s1=m21.stride(1), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), m38_ptr=m38, m38_s0=m38.stride(0), m38_s1=m38.stride(1), buf67_ptr=buf67, buf67_s0=buf67.stride(0), buf67_s1=buf67.stride(1), E_c0=8, E_c1=32, E_c2=32, E_n0=32, E_n1=64, DOT_19=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_31=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_41=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, DOT_45=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf67


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
