"""ngpt [small], candidate 17: 2 kernel(s)

Rendered by EqiForge from candidate 17 of ngpt [small]: grid(h.0@0) loop(h.1[32]: sum) loop(h.1[32]: sum) [3 mm] ; grid(h.0@0, h.1@1)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid h.0@0[8]
    c1: grid h.1@1[32]
    c2: loop h.1[32]

Run it on its own: `python kernels/f17.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m13_ptr, m13_s0, m13_s1, m19_ptr, m19_s0, m19_s1, m27_ptr, m27_s0, m27_s1, m33_ptr, m33_s0, m33_s1, m38_ptr, m38_s0, m38_s1, buf43_ptr, buf43_s0, buf43_s1, E_c0, E_c2, E_n0, E_n1, DOT_16: tl.constexpr, DOT_30: tl.constexpr, DOT_41: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf43: Combine over grid h.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    acc18 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t12 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t15 = tl.load(m13_ptr + offs_c2[:, None] * m13_s0 + offs_n1[None, :] * m13_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_16:
            t17 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t12, 0.0), tl.where((offs_c2 < E_c2)[:, None], t15, 0.0), input_precision="ieee")
        else:
            t17 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t12, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t15, 0.0), 0), axis=1)
        acc18 = acc18 + t17
    t21 = tl.load(m19_ptr + offs_n1[None, :] * m19_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t22 = (acc18) * (t21)
    t23 = (t22) * (5.656854249492381)
    t24 = 1.0 / (1.0 + tl.exp(-(t23)))
    t25 = (t22) * (t24)
    acc32 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t26 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t29 = tl.load(m27_ptr + offs_c2[:, None] * m27_s0 + offs_n1[None, :] * m27_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_30:
            t31 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t26, 0.0), tl.where((offs_c2 < E_c2)[:, None], t29, 0.0), input_precision="ieee")
        else:
            t31 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t26, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t29, 0.0), 0), axis=1)
        acc32 = acc32 + t31
    t35 = tl.load(m33_ptr + offs_n1[None, :] * m33_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t36 = (acc32) * (t35)
    t37 = (t25) * (t36)
    t40 = tl.load(m38_ptr + offs_n1[:, None] * m38_s0 + offs_n0[None, :] * m38_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_41:
        t42 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t37, 0.0), tl.where((offs_n1 < E_n1)[:, None], t40, 0.0), input_precision="ieee")
    else:
        t42 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t37, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t40, 0.0), 0), axis=1)
    tl.store(buf43_ptr + offs_c0[:, None] * buf43_s0 + offs_n0[None, :] * buf43_s1, t42, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m8_ptr, m8_s0, m8_s1, buf43_ptr, buf43_s0, buf43_s1, buf67_ptr, buf67_s0, buf67_s1, E_c0, E_c1, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
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
    t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t3 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t4 = (t3) * (t3)
    t5 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t4, 0.0), axis=1, keep_dims=True)
    t6 = tl.sqrt(t5)
    t7 = (t2) / (t6)
    t10 = tl.load(m8_ptr + offs_c1[None, :] * m8_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t11 = tl.abs(t10)
    t44 = tl.load(buf43_ptr + offs_c0[:, None] * buf43_s0 + offs_c1[None, :] * buf43_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t45 = (t44) * (32.00000000000001)
    t46 = tl.load(buf43_ptr + offs_c0[:, None] * buf43_s0 + offs_n0[None, :] * buf43_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t47 = (t46) * (t46)
    t48 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t47, 0.0), axis=1, keep_dims=True)
    t49 = (t48) * (1024.0000000000005)
    t50 = tl.sqrt(t49)
    t51 = (t45) / (t50)
    t52 = t51 - (t7)
    t53 = (t11) * (t52)
    t54 = t7 + t53
    t55 = tl.load(m8_ptr + offs_n0[None, :] * m8_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t56 = tl.abs(t55)
    t57 = (t46) * (32.00000000000001)
    t58 = (t57) / (t50)
    t59 = (t3) / (t6)
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
    m9 = inputs['alpha']
    m8 = m9.reshape([1, 32])
    m14 = inputs['w_v']
    m13 = m14.permute([1, 0])
    m20 = inputs['s_v']
    m19 = m20.reshape([1, 64])
    m28 = inputs['w_u']
    m27 = m28.permute([1, 0])
    m34 = inputs['s_u']
    m33 = m34.reshape([1, 64])
    m39 = inputs['w_o']
    m38 = m39.permute([1, 0])
    buf43 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m19_ptr=m19, m19_s0=m19.stride(0), m19_s1=m19.stride(1), m27_ptr=m27, m27_s0=m27.stride(0), m27_s1=m27.stride(1), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), m38_ptr=m38, m38_s0=m38.stride(0), m38_s1=m38.stride(1), buf43_ptr=buf43, buf43_s0=buf43.stride(0), buf43_s1=buf43.stride(1), E_c0=8, E_c2=32, E_n0=32, E_n1=64, DOT_16=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_30=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_41=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'], T_c2=T['c2'])
    buf67 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), buf43_ptr=buf43, buf43_s0=buf43.stride(0), buf43_s1=buf43.stride(1), buf67_ptr=buf67, buf67_s0=buf67.stride(0), buf67_s1=buf67.stride(1), E_c0=8, E_c1=32, E_n0=32, F_n0=_pow2(32), T_c0=T['c0'], T_c1=T['c1'])
    return buf67


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
