"""ngpt [small], candidate 0: 1 kernel(s)

Rendered by EqiForge from candidate 0 of ngpt [small]: grid(h.0@0) loop(h.1[32]: pair(sum, sum)) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid h.0@0[8]
    c1: loop h.1[32]

Run it on its own: `python kernels/f00.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m5_ptr, m5_s0, m5_s1, m7_ptr, m7_s0, m7_s1, m12_ptr, m12_s0, m12_s1, m19_ptr, m19_s0, m19_s1, m26_ptr, m26_s0, m26_s1, m31_ptr, m31_s0, m31_s1, buf54_ptr, buf54_s0, buf54_s1, E_c0, E_c1, E_n0, E_n1, DOT_10: tl.constexpr, DOT_15: tl.constexpr, DOT_34: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf54: Combine over grid h.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t3 = tl.load(m1_ptr + offs_n0[None, :] * m1_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t4 = tl.abs(t3)
    acc17 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    acc18 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t6 = tl.load(m5_ptr + offs_c0[:, None] * m5_s0 + offs_c1[None, :] * m5_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t9 = tl.load(m7_ptr + offs_c1[:, None] * m7_s0 + offs_n1[None, :] * m7_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_10:
            t11 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t6, 0.0), tl.where((offs_c1 < E_c1)[:, None], t9, 0.0), input_precision="ieee")
        else:
            t11 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t6, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t9, 0.0), 0), axis=1)
        t14 = tl.load(m12_ptr + offs_c1[:, None] * m12_s0 + offs_n1[None, :] * m12_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_15:
            t16 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t6, 0.0), tl.where((offs_c1 < E_c1)[:, None], t14, 0.0), input_precision="ieee")
        else:
            t16 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t6, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t14, 0.0), 0), axis=1)
        acc17 = acc17 + t11
        acc18 = acc18 + t16
    t21 = tl.load(m19_ptr + offs_n1[None, :] * m19_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t22 = (acc18) * (t21)
    t23 = (t22) * (5.656854249492381)
    t24 = 1.0 / (1.0 + tl.exp(-(t23)))
    t25 = (t22) * (t24)
    t28 = tl.load(m26_ptr + offs_n1[None, :] * m26_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t29 = (acc17) * (t28)
    t30 = (t25) * (t29)
    t33 = tl.load(m31_ptr + offs_n1[:, None] * m31_s0 + offs_n0[None, :] * m31_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_34:
        t35 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t30, 0.0), tl.where((offs_n1 < E_n1)[:, None], t33, 0.0), input_precision="ieee")
    else:
        t35 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t30, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t33, 0.0), 0), axis=1)
    t36 = (t35) * (32.00000000000001)
    t37 = (t35) * (t35)
    t38 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t37, 0.0), axis=1, keep_dims=True)
    t39 = (t38) * (1024.0000000000005)
    t40 = tl.sqrt(t39)
    t41 = (t36) / (t40)
    t42 = tl.load(m5_ptr + offs_c0[:, None] * m5_s0 + offs_n0[None, :] * m5_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t43 = (t42) * (t42)
    t44 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t43, 0.0), axis=1, keep_dims=True)
    t45 = tl.sqrt(t44)
    t46 = (t42) / (t45)
    t47 = t41 - (t46)
    t48 = (t4) * (t47)
    t49 = t48 + t46
    t50 = (t49) * (t49)
    t51 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t50, 0.0), axis=1, keep_dims=True)
    t52 = tl.sqrt(t51)
    t53 = (t49) / (t52)
    tl.store(buf54_ptr + offs_c0[:, None] * buf54_s0 + offs_n0[None, :] * buf54_s1, t53, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


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
    m13 = inputs['w_v']
    m12 = m13.permute([1, 0])
    m20 = inputs['s_v']
    m19 = m20.reshape([1, 64])
    m27 = inputs['s_u']
    m26 = m27.reshape([1, 64])
    m32 = inputs['w_o']
    m31 = m32.permute([1, 0])
    buf54 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m19_ptr=m19, m19_s0=m19.stride(0), m19_s1=m19.stride(1), m26_ptr=m26, m26_s0=m26.stride(0), m26_s1=m26.stride(1), m31_ptr=m31, m31_s0=m31.stride(0), m31_s1=m31.stride(1), buf54_ptr=buf54, buf54_s0=buf54.stride(0), buf54_s1=buf54.stride(1), E_c0=8, E_c1=32, E_n0=32, E_n1=64, DOT_10=(T['c0']) >= 16 and (T['c1']) >= 16 and (_pow2(64)) >= 16, DOT_15=(T['c0']) >= 16 and (T['c1']) >= 16 and (_pow2(64)) >= 16, DOT_34=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'])
    return buf54


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
