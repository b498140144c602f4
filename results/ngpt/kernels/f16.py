"""ngpt [small], candidate 16: 2 kernel(s)

Rendered by EqiForge from candidate 16 of ngpt [small]: grid(h.0@0) loop(s_u.0[64]: sum) {loop(h.1[32]: pair(sum, sum))} [3 mm] ; grid(h.0@0)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid h.0@0[8]
    c1: loop s_u.0[64]
    c2: loop h.1[32]

Run it on its own: `python kernels/f16.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m5_ptr, m5_s0, m5_s1, m7_ptr, m7_s0, m7_s1, m12_ptr, m12_s0, m12_s1, m19_ptr, m19_s0, m19_s1, m23_ptr, m23_s0, m23_s1, m32_ptr, m32_s0, m32_s1, buf38_ptr, buf38_s0, buf38_s1, E_c0, E_c1, E_c2, E_n0, DOT_10: tl.constexpr, DOT_15: tl.constexpr, DOT_35: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf38: Combine over grid h.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    acc37 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        acc17 = tl.full([T_c0, T_c1], 0.0, tl.float32)
        acc18 = tl.full([T_c0, T_c1], 0.0, tl.float32)
        for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
            offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

            t6 = tl.load(m5_ptr + offs_c0[:, None] * m5_s0 + offs_c2[None, :] * m5_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
            t9 = tl.load(m7_ptr + offs_c2[:, None] * m7_s0 + offs_c1[None, :] * m7_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
            if DOT_10:
                t11 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t6, 0.0), tl.where((offs_c2 < E_c2)[:, None], t9, 0.0), input_precision="ieee")
            else:
                t11 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t6, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t9, 0.0), 0), axis=1)
            t14 = tl.load(m12_ptr + offs_c2[:, None] * m12_s0 + offs_c1[None, :] * m12_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
            if DOT_15:
                t16 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t6, 0.0), tl.where((offs_c2 < E_c2)[:, None], t14, 0.0), input_precision="ieee")
            else:
                t16 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t6, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t14, 0.0), 0), axis=1)
            acc17 = acc17 + t11
            acc18 = acc18 + t16
        t21 = tl.load(m19_ptr + offs_c1[None, :] * m19_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t22 = (acc17) * (t21)
        t25 = tl.load(m23_ptr + offs_c1[None, :] * m23_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t26 = (acc18) * (t25)
        t27 = (t25) * (5.656854249492381)
        t28 = (acc18) * (t27)
        t29 = 1.0 / (1.0 + tl.exp(-(t28)))
        t30 = (t26) * (t29)
        t31 = (t22) * (t30)
        t34 = tl.load(m32_ptr + offs_c1[:, None] * m32_s0 + offs_n0[None, :] * m32_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
        if DOT_35:
            t36 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t31, 0.0), tl.where((offs_c1 < E_c1)[:, None], t34, 0.0), input_precision="ieee")
        else:
            t36 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t31, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t34, 0.0), 0), axis=1)
        acc37 = acc37 + t36
    tl.store(buf38_ptr + offs_c0[:, None] * buf38_s0 + offs_n0[None, :] * buf38_s1, acc37, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, buf38_ptr, buf38_s0, buf38_s1, m5_ptr, m5_s0, m5_s1, buf58_ptr, buf58_s0, buf58_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf58: Combine over grid h.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t3 = tl.load(m1_ptr + offs_n0[None, :] * m1_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t4 = tl.abs(t3)
    t39 = tl.load(buf38_ptr + offs_c0[:, None] * buf38_s0 + offs_n0[None, :] * buf38_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t40 = (t39) * (32.00000000000001)
    t41 = (t39) * (t39)
    t42 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t41, 0.0), axis=1, keep_dims=True)
    t43 = (t42) * (1024.0000000000005)
    t44 = tl.sqrt(t43)
    t45 = (t40) / (t44)
    t46 = tl.load(m5_ptr + offs_c0[:, None] * m5_s0 + offs_n0[None, :] * m5_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t47 = (t46) * (t46)
    t48 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t47, 0.0), axis=1, keep_dims=True)
    t49 = tl.sqrt(t48)
    t50 = (t46) / (t49)
    t51 = t45 - (t50)
    t52 = (t4) * (t51)
    t53 = t52 + t50
    t54 = (t53) * (t53)
    t55 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t54, 0.0), axis=1, keep_dims=True)
    t56 = tl.sqrt(t55)
    t57 = (t53) / (t56)
    tl.store(buf58_ptr + offs_c0[:, None] * buf58_s0 + offs_n0[None, :] * buf58_s1, t57, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


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
    m20 = inputs['s_u']
    m19 = m20.reshape([1, 64])
    m24 = inputs['s_v']
    m23 = m24.reshape([1, 64])
    m33 = inputs['w_o']
    m32 = m33.permute([1, 0])
    buf38 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']),)](m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m19_ptr=m19, m19_s0=m19.stride(0), m19_s1=m19.stride(1), m23_ptr=m23, m23_s0=m23.stride(0), m23_s1=m23.stride(1), m32_ptr=m32, m32_s0=m32.stride(0), m32_s1=m32.stride(1), buf38_ptr=buf38, buf38_s0=buf38.stride(0), buf38_s1=buf38.stride(1), E_c0=8, E_c1=64, E_c2=32, E_n0=32, DOT_10=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, DOT_15=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, DOT_35=(T['c0']) >= 16 and (T['c1']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    buf58 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf38_ptr=buf38, buf38_s0=buf38.stride(0), buf38_s1=buf38.stride(1), m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), buf58_ptr=buf58, buf58_s0=buf58.stride(0), buf58_s1=buf58.stride(1), E_c0=8, E_n0=32, F_n0=_pow2(32), T_c0=T['c0'])
    return buf58


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
