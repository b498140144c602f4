"""layernorm_gemm [small], candidate 31: 7 kernel(s)

Rendered by EqiForge from candidate 31 of layernorm_gemm [small]: grid(x.0@0) ; grid(x.0@0) loop(w.1[64]: sum) [1 mm] ; grid(x.0@0) ; grid(x.0@0) ; grid(w.0@1) loop(w.1[64]: sum) [1 mm] ; grid(x.0@0) ; grid(x.0@0)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: loop w.1[64]
    c2: grid w.0@1[32]

Run it on its own: `python kernels/f31.py` checks it once against PyTorch on random inputs.
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
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 8, "c1": 64, "c2": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, buf5_ptr, buf5_s0, buf5_s1, E_c0, E_n1, F_n1: tl.constexpr, T_c0: tl.constexpr):
    # writes buf5: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t3 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t4 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t3, 0.0), axis=1, keep_dims=True)
    tl.store(buf5_ptr + offs_c0[:, None] * buf5_s0, t4, mask=(offs_c0 < E_c0)[:, None])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, buf5_ptr, buf5_s0, buf5_s1, m9_ptr, m9_s0, m9_s1, m13_ptr, m13_s0, m13_s1, buf19_ptr, buf19_s0, buf19_s1, E_c0, E_c1, E_n0, DOT_16: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf19: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t6 = tl.load(buf5_ptr + offs_c0[:, None] * buf5_s0, mask=(offs_c0 < E_c0)[:, None], other=0).to(tl.float32)
    t7 = (t6) * (0.015625)
    acc18 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t8 = t2 - (t7)
        t11 = tl.load(m9_ptr + offs_c1[None, :] * m9_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t12 = (t8) * (t11)
        t15 = tl.load(m13_ptr + offs_c1[:, None] * m13_s0 + offs_n0[None, :] * m13_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
        if DOT_16:
            t17 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t12, 0.0), tl.where((offs_c1 < E_c1)[:, None], t15, 0.0), input_precision="ieee")
        else:
            t17 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t12, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t15, 0.0), 0), axis=1)
        acc18 = acc18 + t17
    tl.store(buf19_ptr + offs_c0[:, None] * buf19_s0 + offs_n0[None, :] * buf19_s1, acc18, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_2(m1_ptr, m1_s0, m1_s1, buf5_ptr, buf5_s0, buf5_s1, buf31_ptr, buf31_s0, buf31_s1, E_c0, E_n1, F_n1: tl.constexpr, T_c0: tl.constexpr):
    # writes buf31: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t21 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t22 = (t21) * (t21)
    t23 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t22, 0.0), axis=1, keep_dims=True)
    t24 = tl.load(buf5_ptr + offs_c0[:, None] * buf5_s0, mask=(offs_c0 < E_c0)[:, None], other=0).to(tl.float32)
    t25 = (t24) * (2.0)
    t26 = (t24) * (1.0)
    t27 = t25 - (t26)
    t28 = (t24) * (0.015625)
    t29 = (t27) * (t28)
    t30 = t23 - (t29)
    tl.store(buf31_ptr + offs_c0[:, None] * buf31_s0, t30, mask=(offs_c0 < E_c0)[:, None])


@triton.jit
def kernel_3(buf19_ptr, buf19_s0, buf19_s1, buf31_ptr, buf31_s0, buf31_s1, buf37_ptr, buf37_s0, buf37_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf37: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t20 = tl.load(buf19_ptr + offs_c0[:, None] * buf19_s0 + offs_n0[None, :] * buf19_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t32 = tl.load(buf31_ptr + offs_c0[:, None] * buf31_s0, mask=(offs_c0 < E_c0)[:, None], other=0).to(tl.float32)
    t33 = t32 + 0.00064
    t34 = (t33) * (0.015625)
    t35 = tl.rsqrt(t34)
    t36 = (t20) * (t35)
    tl.store(buf37_ptr + offs_c0[:, None] * buf37_s0 + offs_n0[None, :] * buf37_s1, t36, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_4(m39_ptr, m39_s0, m39_s1, m13_ptr, m13_s0, m13_s1, buf46_ptr, buf46_s0, buf46_s1, E_c1, E_c2, DOT_43: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf46: Combine over grid w.0@1[32]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    acc45 = tl.full([1, T_c2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t41 = tl.load(m39_ptr + offs_c1[None, :] * m39_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t42 = tl.load(m13_ptr + offs_c1[:, None] * m13_s0 + offs_c2[None, :] * m13_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        if DOT_43:
            t44 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t41, 0.0), tl.where((offs_c1 < E_c1)[:, None], t42, 0.0), input_precision="ieee")
        else:
            t44 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t41, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t42, 0.0), 0), axis=1)
        acc45 = acc45 + t44
    tl.store(buf46_ptr + offs_c2[None, :] * buf46_s1, acc45, mask=(offs_c2 < E_c2)[None, :])


@triton.jit
def kernel_5(buf37_ptr, buf37_s0, buf37_s1, buf46_ptr, buf46_s0, buf46_s1, buf49_ptr, buf49_s0, buf49_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf49: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t38 = tl.load(buf37_ptr + offs_c0[:, None] * buf37_s0 + offs_n0[None, :] * buf37_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t47 = tl.load(buf46_ptr + offs_n0[None, :] * buf46_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t48 = t38 + t47
    tl.store(buf49_ptr + offs_c0[:, None] * buf49_s0 + offs_n0[None, :] * buf49_s1, t48, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_6(buf49_ptr, buf49_s0, buf49_s1, m51_ptr, m51_s0, m51_s1, buf55_ptr, buf55_s0, buf55_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf55: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t50 = tl.load(buf49_ptr + offs_c0[:, None] * buf49_s0 + offs_n0[None, :] * buf49_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t53 = tl.load(m51_ptr + offs_n0[None, :] * m51_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t54 = t50 + t53
    tl.store(buf55_ptr + offs_c0[:, None] * buf55_s0 + offs_n0[None, :] * buf55_s1, t54, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


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
    buf5 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf5_ptr=buf5, buf5_s0=buf5.stride(0), buf5_s1=buf5.stride(1), E_c0=8, E_n1=64, F_n1=_pow2(64), T_c0=T['c0'])
    m10 = inputs['w_ln']
    m9 = m10.reshape([1, 64])
    m14 = inputs['w']
    m13 = m14.permute([1, 0])
    buf19 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf5_ptr=buf5, buf5_s0=buf5.stride(0), buf5_s1=buf5.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), buf19_ptr=buf19, buf19_s0=buf19.stride(0), buf19_s1=buf19.stride(1), E_c0=8, E_c1=64, E_n0=32, DOT_16=(T['c0']) >= 16 and (T['c1']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), T_c0=T['c0'], T_c1=T['c1'])
    buf31 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf5_ptr=buf5, buf5_s0=buf5.stride(0), buf5_s1=buf5.stride(1), buf31_ptr=buf31, buf31_s0=buf31.stride(0), buf31_s1=buf31.stride(1), E_c0=8, E_n1=64, F_n1=_pow2(64), T_c0=T['c0'])
    buf37 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(8, T['c0']),)](buf19_ptr=buf19, buf19_s0=buf19.stride(0), buf19_s1=buf19.stride(1), buf31_ptr=buf31, buf31_s0=buf31.stride(0), buf31_s1=buf31.stride(1), buf37_ptr=buf37, buf37_s0=buf37.stride(0), buf37_s1=buf37.stride(1), E_c0=8, E_n0=32, F_n0=_pow2(32), T_c0=T['c0'])
    m40 = inputs['b_ln']
    m39 = m40.reshape([1, 64])
    buf46 = torch.full([1, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_4[(_cdiv(32, T['c2']),)](m39_ptr=m39, m39_s0=m39.stride(0), m39_s1=m39.stride(1), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), buf46_ptr=buf46, buf46_s0=buf46.stride(0), buf46_s1=buf46.stride(1), E_c1=64, E_c2=32, DOT_43=(1) >= 16 and (T['c1']) >= 16 and (T['c2']) >= 16, T_c1=T['c1'], T_c2=T['c2'])
    buf49 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_5[(_cdiv(8, T['c0']),)](buf37_ptr=buf37, buf37_s0=buf37.stride(0), buf37_s1=buf37.stride(1), buf46_ptr=buf46, buf46_s0=buf46.stride(0), buf46_s1=buf46.stride(1), buf49_ptr=buf49, buf49_s0=buf49.stride(0), buf49_s1=buf49.stride(1), E_c0=8, E_n0=32, F_n0=_pow2(32), T_c0=T['c0'])
    m52 = inputs['bias']
    m51 = m52.reshape([1, 32])
    buf55 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_6[(_cdiv(8, T['c0']),)](buf49_ptr=buf49, buf49_s0=buf49.stride(0), buf49_s1=buf49.stride(1), m51_ptr=m51, m51_s0=m51.stride(0), m51_s1=m51.stride(1), buf55_ptr=buf55, buf55_s0=buf55.stride(0), buf55_s1=buf55.stride(1), E_c0=8, E_n0=32, F_n0=_pow2(32), T_c0=T['c0'])
    return buf55


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
