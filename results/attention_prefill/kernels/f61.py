"""attention_prefill [small], candidate 61: 3 kernel(s)

Rendered by EqiForge from candidate 61 of attention_prefill [small]: grid() loop(k.2[32]: rescale) ; grid(k.1@1) loop(k.2[32]: rescale) [2 mm] ; grid(k.0@0, k.1@1, q.2@2)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.0@0[2]
    c1: grid k.1@1[4]
    c2: grid q.2@2[32]
    c3: loop k.2[32]

Run it on its own: `python kernels/f61.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_prefill.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 2, "c2": 16, "c3": 16}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, m21_ptr, m21_s0, m21_s1, m21_s2, m21_s3, buf30_ptr, buf30_s0, buf30_s1, buf30_s2, buf30_s3, buf31_ptr, buf31_s0, buf31_s1, buf31_s2, buf31_s3, buf32_ptr, buf32_s0, buf32_s1, buf32_s2, buf32_s3, E_c3, E_n0, E_n1, E_n2, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, F_n3: tl.constexpr, T_c3: tl.constexpr):
    # writes buf30, buf31, buf32: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n3 = tl.arange(0, F_n3)
    offs_n0 = tl.arange(0, F_n0)
    t9 = tl.load(m8_ptr + offs_n2[:, None, None, None] * m8_s0 + offs_n3[None, :, None, None] * m8_s1 + offs_n1[None, None, :, None] * m8_s2 + offs_n0[None, None, None, :] * m8_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n3 < E_n3)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    acc24 = tl.full([F_n2, F_n3, F_n1, 1], -float('inf'), tl.float32)
    acc25 = tl.full([F_n2, F_n3, F_n1, 1], 0.0, tl.float32)
    acc26 = tl.full([F_n2, F_n3, F_n1, F_n0], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t7 = tl.load(m1_ptr + offs_n1[None, None, :, None] * m1_s2 + offs_c3[None, None, None, :] * m1_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0)
        t12 = tl.load(m10_ptr + offs_n2[:, None, None, None] * m10_s0 + offs_n3[None, :, None, None] * m10_s1 + offs_n0[None, None, :, None] * m10_s2 + offs_c3[None, None, None, :] * m10_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n3 < E_n3)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t13 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t9, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t12, 0.0), 2), axis=3)
        t14 = tl.where(t7, -float("inf"), t13)
        t15 = tl.max(tl.where((offs_c3 < E_c3)[None, None, None, :], t14, -float('inf')), axis=3, keep_dims=True)
        t16 = (t15) * (0.25)
        t17 = (t14) * (0.25)
        t18 = t17 - (t16)
        t19 = tl.exp(t18)
        t20 = tl.sum(tl.where((offs_c3 < E_c3)[None, None, None, :], t19, 0.0), axis=3, keep_dims=True)
        t22 = tl.load(m21_ptr + offs_n2[:, None, None, None] * m21_s0 + offs_n3[None, :, None, None] * m21_s1 + offs_c3[None, None, :, None] * m21_s2 + offs_n0[None, None, None, :] * m21_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n3 < E_n3)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
        t23 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t19, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t22, 0.0), 2), axis=3)
        m27 = tl.maximum(acc24, t16)
        r28 = tl.where(acc24 == -float("inf"), 0.0, tl.exp(acc24 - m27))
        r29 = tl.where(t16 == -float("inf"), 0.0, tl.exp(t16 - m27))
        acc25 = tl.where(acc24 == -float("inf"), 0.0, acc25 * r28) + tl.where(t16 == -float("inf"), 0.0, t20 * r29)
        acc26 = tl.where(acc24 == -float("inf"), 0.0, acc26 * r28) + tl.where(t16 == -float("inf"), 0.0, t23 * r29)
        acc24 = m27
    tl.store(buf30_ptr + offs_n2[:, None, None, None] * buf30_s0 + offs_n3[None, :, None, None] * buf30_s1 + offs_n1[None, None, :, None] * buf30_s2, acc24, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n3 < E_n3)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None])
    tl.store(buf31_ptr + offs_n2[:, None, None, None] * buf31_s0 + offs_n3[None, :, None, None] * buf31_s1 + offs_n1[None, None, :, None] * buf31_s2, acc25, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n3 < E_n3)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None])
    tl.store(buf32_ptr + offs_n2[:, None, None, None] * buf32_s0 + offs_n3[None, :, None, None] * buf32_s1 + offs_n1[None, None, :, None] * buf32_s2 + offs_n0[None, None, None, :] * buf32_s3, acc26, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_n3 < E_n3)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m8_ptr, m8_s0, m8_s1, m8_s2, m8_s3, m10_ptr, m10_s0, m10_s1, m10_s2, m10_s3, m21_ptr, m21_s0, m21_s1, m21_s2, m21_s3, buf53_ptr, buf53_s0, buf53_s1, buf53_s2, buf53_s3, E_c1, E_c3, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c3: tl.constexpr):
    # writes buf53: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    t35 = tl.load(m8_ptr + offs_n2[:, None, None, None] * m8_s0 + offs_c1[None, :, None, None] * m8_s1 + offs_n1[None, None, :, None] * m8_s2 + offs_n0[None, None, None, :] * m8_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    acc47 = tl.full([F_n2, T_c1, F_n1, 1], -float('inf'), tl.float32)
    acc48 = tl.full([F_n2, T_c1, F_n1, 1], 0.0, tl.float32)
    acc49 = tl.full([F_n2, T_c1, F_n1, F_n0], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t34 = tl.load(m1_ptr + offs_n1[None, None, :, None] * m1_s2 + offs_c3[None, None, None, :] * m1_s3, mask=(offs_n1 < E_n1)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0)
        t36 = tl.load(m10_ptr + offs_n2[:, None, None, None] * m10_s0 + offs_c1[None, :, None, None] * m10_s1 + offs_n0[None, None, :, None] * m10_s2 + offs_c3[None, None, None, :] * m10_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n0 < E_n0)[None, None, :, None] & (offs_c3 < E_c3)[None, None, None, :], other=0).to(tl.float32)
        t37 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, None, :], t35, 0.0), 4) * tl.expand_dims(tl.where((offs_n0 < E_n0)[None, None, :, None], t36, 0.0), 2), axis=3)
        t38 = tl.where(t34, -float("inf"), t37)
        t39 = tl.max(tl.where((offs_c3 < E_c3)[None, None, None, :], t38, -float('inf')), axis=3, keep_dims=True)
        t40 = (t39) * (0.25)
        t41 = (t38) * (0.25)
        t42 = t41 - (t40)
        t43 = tl.exp(t42)
        t44 = tl.sum(tl.where((offs_c3 < E_c3)[None, None, None, :], t43, 0.0), axis=3, keep_dims=True)
        t45 = tl.load(m21_ptr + offs_n2[:, None, None, None] * m21_s0 + offs_c1[None, :, None, None] * m21_s1 + offs_c3[None, None, :, None] * m21_s2 + offs_n0[None, None, None, :] * m21_s3, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c3 < E_c3)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
        t46 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :], t43, 0.0), 4) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, :, None], t45, 0.0), 2), axis=3)
        m50 = tl.maximum(acc47, t40)
        r51 = tl.where(acc47 == -float("inf"), 0.0, tl.exp(acc47 - m50))
        r52 = tl.where(t40 == -float("inf"), 0.0, tl.exp(t40 - m50))
        acc48 = tl.where(acc47 == -float("inf"), 0.0, acc48 * r51) + tl.where(t40 == -float("inf"), 0.0, t44 * r52)
        acc49 = tl.where(acc47 == -float("inf"), 0.0, acc49 * r51) + tl.where(t40 == -float("inf"), 0.0, t46 * r52)
        acc47 = m50
    tl.store(buf53_ptr + offs_n2[:, None, None, None] * buf53_s0 + offs_c1[None, :, None, None] * buf53_s1 + offs_n1[None, None, :, None] * buf53_s2, acc48, mask=(offs_n2 < E_n2)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_n1 < E_n1)[None, None, :, None])


@triton.jit
def kernel_2(buf32_ptr, buf32_s0, buf32_s1, buf32_s2, buf32_s3, buf53_ptr, buf53_s0, buf53_s1, buf53_s2, buf53_s3, buf56_ptr, buf56_s0, buf56_s1, buf56_s2, buf56_s3, E_c0, E_c1, E_c2, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf56: Combine over grid k.0@0[2], grid k.1@1[4], grid q.2@2[32]
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
    t33 = tl.load(buf32_ptr + offs_c0[:, None, None, None] * buf32_s0 + offs_c1[None, :, None, None] * buf32_s1 + offs_c2[None, None, :, None] * buf32_s2 + offs_n0[None, None, None, :] * buf32_s3, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :], other=0).to(tl.float32)
    t54 = tl.load(buf53_ptr + offs_c0[:, None, None, None] * buf53_s0 + offs_c1[None, :, None, None] * buf53_s1 + offs_c2[None, None, :, None] * buf53_s2, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None], other=0).to(tl.float32)
    t55 = (t33) / (t54)
    tl.store(buf56_ptr + offs_c0[:, None, None, None] * buf56_s0 + offs_c1[None, :, None, None] * buf56_s1 + offs_c2[None, None, :, None] * buf56_s2 + offs_n0[None, None, None, :] * buf56_s3, t55, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_c1 < E_c1)[None, :, None, None] & (offs_c2 < E_c2)[None, None, :, None] & (offs_n0 < E_n0)[None, None, None, :])


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
    m4 = _iota([32, 32], 1, device)
    m5 = _iota([32, 32], 0, device)
    m3 = _BINARY["Sub"](m4, m5)
    m6 = torch.tensor(1.0, dtype=torch.float32, device=device)
    m2 = _BINARY["Ge"](m3, m6)
    m1 = m2.reshape([1, 1, 32, 32])
    m8 = inputs['q']
    m11 = inputs['k']
    m10 = m11.permute([0, 1, 3, 2])
    m21 = inputs['v']
    buf30 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    buf31 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    buf32 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(1,)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), m21_ptr=m21, m21_s0=m21.stride(0), m21_s1=m21.stride(1), m21_s2=m21.stride(2), m21_s3=m21.stride(3), buf30_ptr=buf30, buf30_s0=buf30.stride(0), buf30_s1=buf30.stride(1), buf30_s2=buf30.stride(2), buf30_s3=buf30.stride(3), buf31_ptr=buf31, buf31_s0=buf31.stride(0), buf31_s1=buf31.stride(1), buf31_s2=buf31.stride(2), buf31_s3=buf31.stride(3), buf32_ptr=buf32, buf32_s0=buf32.stride(0), buf32_s1=buf32.stride(1), buf32_s2=buf32.stride(2), buf32_s3=buf32.stride(3), E_c3=32, E_n0=16, E_n1=32, E_n2=2, E_n3=4, F_n0=_pow2(16), F_n1=_pow2(32), F_n2=_pow2(2), F_n3=_pow2(4), T_c3=T['c3'])
    buf53 = torch.full([2, 4, 32, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(4, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m8_s2=m8.stride(2), m8_s3=m8.stride(3), m10_ptr=m10, m10_s0=m10.stride(0), m10_s1=m10.stride(1), m10_s2=m10.stride(2), m10_s3=m10.stride(3), m21_ptr=m21, m21_s0=m21.stride(0), m21_s1=m21.stride(1), m21_s2=m21.stride(2), m21_s3=m21.stride(3), buf53_ptr=buf53, buf53_s0=buf53.stride(0), buf53_s1=buf53.stride(1), buf53_s2=buf53.stride(2), buf53_s3=buf53.stride(3), E_c1=4, E_c3=32, E_n0=16, E_n1=32, E_n2=2, F_n0=_pow2(16), F_n1=_pow2(32), F_n2=_pow2(2), T_c1=T['c1'], T_c3=T['c3'])
    buf56 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(2, T['c0']) * _cdiv(4, T['c1']) * _cdiv(32, T['c2']),)](buf32_ptr=buf32, buf32_s0=buf32.stride(0), buf32_s1=buf32.stride(1), buf32_s2=buf32.stride(2), buf32_s3=buf32.stride(3), buf53_ptr=buf53, buf53_s0=buf53.stride(0), buf53_s1=buf53.stride(1), buf53_s2=buf53.stride(2), buf53_s3=buf53.stride(3), buf56_ptr=buf56, buf56_s0=buf56.stride(0), buf56_s1=buf56.stride(1), buf56_s2=buf56.stride(2), buf56_s3=buf56.stride(3), E_c0=2, E_c1=4, E_c2=32, E_n0=16, F_n0=_pow2(16), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf56


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
