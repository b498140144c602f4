"""layernorm_gemm [small], candidate 24: 7 kernel(s)

Rendered by EqiForge from candidate 24 of layernorm_gemm [small]: grid(x.0@0) loop(w.1[64]: sum) [1 mm] ; grid(x.0@0) loop(w.1[64]: sum) ; grid(w.0@1) loop(w.1[64]: sum) ; grid(x.0@0) ; grid(x.0@0) ; grid(x.0@0) ; grid(x.0@0) loop(w.1[64]: sum) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: loop w.1[64]
    c2: grid w.0@1[32]

Run it on its own: `python kernels/f24.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/layernorm_gemm.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 32, "c2": 16}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m7_ptr, m7_s0, m7_s1, buf14_ptr, buf14_s0, buf14_s1, E_c0, E_c1, E_n0, DOT_11: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf14: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    acc13 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t6 = tl.load(m3_ptr + offs_c1[:, None] * m3_s0, mask=(offs_c1 < E_c1)[:, None], other=0).to(tl.float32)
        t9 = tl.load(m7_ptr + offs_c1[:, None] * m7_s0 + offs_n0[None, :] * m7_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
        t10 = (t6) * (t9)
        if DOT_11:
            t12 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t2, 0.0), tl.where((offs_c1 < E_c1)[:, None], t10, 0.0), input_precision="ieee")
        else:
            t12 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t2, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t10, 0.0), 0), axis=1)
        acc13 = acc13 + t12
    tl.store(buf14_ptr + offs_c0[:, None] * buf14_s0 + offs_n0[None, :] * buf14_s1, acc13, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, buf19_ptr, buf19_s0, buf19_s1, E_c0, E_c1, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf19: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    acc18 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t16 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t17 = tl.sum(tl.where((offs_c1 < E_c1)[None, :], t16, 0.0), axis=1, keep_dims=True)
        acc18 = acc18 + t17
    tl.store(buf19_ptr + offs_c0[:, None] * buf19_s0, acc18, mask=(offs_c0 < E_c0)[:, None])


@triton.jit
def kernel_2(m3_ptr, m3_s0, m3_s1, m7_ptr, m7_s0, m7_s1, buf27_ptr, buf27_s0, buf27_s1, E_c1, E_c2, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf27: Combine over grid w.0@1[32]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    acc26 = tl.full([1, T_c2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t22 = tl.load(m3_ptr + offs_c1[:, None] * m3_s0, mask=(offs_c1 < E_c1)[:, None], other=0).to(tl.float32)
        t23 = tl.load(m7_ptr + offs_c1[:, None] * m7_s0 + offs_c2[None, :] * m7_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t24 = (t22) * (t23)
        t25 = tl.sum(tl.where((offs_c1 < E_c1)[:, None], t24, 0.0), axis=0, keep_dims=True)
        acc26 = acc26 + t25
    tl.store(buf27_ptr + offs_c2[None, :] * buf27_s1, acc26, mask=(offs_c2 < E_c2)[None, :])


@triton.jit
def kernel_3(buf14_ptr, buf14_s0, buf14_s1, buf19_ptr, buf19_s0, buf19_s1, buf27_ptr, buf27_s0, buf27_s1, buf31_ptr, buf31_s0, buf31_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf31: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t15 = tl.load(buf14_ptr + offs_c0[:, None] * buf14_s0 + offs_n0[None, :] * buf14_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t20 = tl.load(buf19_ptr + offs_c0[:, None] * buf19_s0, mask=(offs_c0 < E_c0)[:, None], other=0).to(tl.float32)
    t21 = (t20) * (0.015625)
    t28 = tl.load(buf27_ptr + offs_n0[None, :] * buf27_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t29 = (t21) * (t28)
    t30 = t15 - (t29)
    tl.store(buf31_ptr + offs_c0[:, None] * buf31_s0 + offs_n0[None, :] * buf31_s1, t30, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_4(m1_ptr, m1_s0, m1_s1, buf19_ptr, buf19_s0, buf19_s1, buf39_ptr, buf39_s0, buf39_s1, E_c0, E_n1, F_n1: tl.constexpr, T_c0: tl.constexpr):
    # writes buf39: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t33 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t34 = tl.load(buf19_ptr + offs_c0[:, None] * buf19_s0, mask=(offs_c0 < E_c0)[:, None], other=0).to(tl.float32)
    t35 = (t34) * (0.015625)
    t36 = t33 - (t35)
    t37 = (t36) * (t36)
    t38 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t37, 0.0), axis=1, keep_dims=True)
    tl.store(buf39_ptr + offs_c0[:, None] * buf39_s0, t38, mask=(offs_c0 < E_c0)[:, None])


@triton.jit
def kernel_5(buf31_ptr, buf31_s0, buf31_s1, buf39_ptr, buf39_s0, buf39_s1, buf44_ptr, buf44_s0, buf44_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf44: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t32 = tl.load(buf31_ptr + offs_c0[:, None] * buf31_s0 + offs_n0[None, :] * buf31_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t40 = tl.load(buf39_ptr + offs_c0[:, None] * buf39_s0, mask=(offs_c0 < E_c0)[:, None], other=0).to(tl.float32)
    t41 = t40 + 0.00064
    t42 = tl.rsqrt(t41)
    t43 = (t32) * (t42)
    tl.store(buf44_ptr + offs_c0[:, None] * buf44_s0 + offs_n0[None, :] * buf44_s1, t43, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_6(buf44_ptr, buf44_s0, buf44_s1, m47_ptr, m47_s0, m47_s1, m7_ptr, m7_s0, m7_s1, m55_ptr, m55_s0, m55_s1, buf59_ptr, buf59_s0, buf59_s1, E_c0, E_c1, E_n0, DOT_51: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf59: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t45 = tl.load(buf44_ptr + offs_c0[:, None] * buf44_s0 + offs_n0[None, :] * buf44_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t46 = (t45) * (8.0)
    acc53 = tl.full([1, F_n0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t49 = tl.load(m47_ptr + offs_c1[None, :] * m47_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t50 = tl.load(m7_ptr + offs_c1[:, None] * m7_s0 + offs_n0[None, :] * m7_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
        if DOT_51:
            t52 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t49, 0.0), tl.where((offs_c1 < E_c1)[:, None], t50, 0.0), input_precision="ieee")
        else:
            t52 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t49, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t50, 0.0), 0), axis=1)
        acc53 = acc53 + t52
    t54 = t46 + acc53
    t57 = tl.load(m55_ptr + offs_n0[None, :] * m55_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t58 = t54 + t57
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
    m1 = inputs['x']
    m5 = inputs['w_ln']
    m4 = m5.reshape([1, 64])
    m3 = m4.permute([1, 0])
    m8 = inputs['w']
    m7 = m8.permute([1, 0])
    buf14 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), buf14_ptr=buf14, buf14_s0=buf14.stride(0), buf14_s1=buf14.stride(1), E_c0=8, E_c1=64, E_n0=32, DOT_11=(T['c0']) >= 16 and (T['c1']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), T_c0=T['c0'], T_c1=T['c1'])
    buf19 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf19_ptr=buf19, buf19_s0=buf19.stride(0), buf19_s1=buf19.stride(1), E_c0=8, E_c1=64, T_c0=T['c0'], T_c1=T['c1'])
    buf27 = torch.full([1, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(32, T['c2']),)](m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), buf27_ptr=buf27, buf27_s0=buf27.stride(0), buf27_s1=buf27.stride(1), E_c1=64, E_c2=32, T_c1=T['c1'], T_c2=T['c2'])
    buf31 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(8, T['c0']),)](buf14_ptr=buf14, buf14_s0=buf14.stride(0), buf14_s1=buf14.stride(1), buf19_ptr=buf19, buf19_s0=buf19.stride(0), buf19_s1=buf19.stride(1), buf27_ptr=buf27, buf27_s0=buf27.stride(0), buf27_s1=buf27.stride(1), buf31_ptr=buf31, buf31_s0=buf31.stride(0), buf31_s1=buf31.stride(1), E_c0=8, E_n0=32, F_n0=_pow2(32), T_c0=T['c0'])
    buf39 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf19_ptr=buf19, buf19_s0=buf19.stride(0), buf19_s1=buf19.stride(1), buf39_ptr=buf39, buf39_s0=buf39.stride(0), buf39_s1=buf39.stride(1), E_c0=8, E_n1=64, F_n1=_pow2(64), T_c0=T['c0'])
    buf44 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(8, T['c0']),)](buf31_ptr=buf31, buf31_s0=buf31.stride(0), buf31_s1=buf31.stride(1), buf39_ptr=buf39, buf39_s0=buf39.stride(0), buf39_s1=buf39.stride(1), buf44_ptr=buf44, buf44_s0=buf44.stride(0), buf44_s1=buf44.stride(1), E_c0=8, E_n0=32, F_n0=_pow2(32), T_c0=T['c0'])
    m48 = inputs['b_ln']
    m47 = m48.reshape([1, 64])
    m56 = inputs['bias']
    m55 = m56.reshape([1, 32])
    buf59 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(8, T['c0']),)](buf44_ptr=buf44, buf44_s0=buf44.stride(0), buf44_s1=buf44.stride(1), m47_ptr=m47, m47_s0=m47.stride(0), m47_s1=m47.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m55_ptr=m55, m55_s0=m55.stride(0), m55_s1=m55.stride(1), buf59_ptr=buf59, buf59_s0=buf59.stride(0), buf59_s1=buf59.stride(1), E_c0=8, E_c1=64, E_n0=32, DOT_51=(1) >= 16 and (T['c1']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), T_c0=T['c0'], T_c1=T['c1'])
    return buf59


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
