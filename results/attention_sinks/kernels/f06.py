"""attention_sinks [small], candidate 6: 1 kernel(s)

Rendered by EqiForge from candidate 6 of attention_sinks [small]: grid(k.0@0, k.2@2, v.3@3) loop(k.2[32]: rescale) {loop(k.3[16]: sum)} [2 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.0@0[2]
    c1: grid k.2@2[32]
    c2: grid v.3@3[16]
    c3: loop k.2[32]
    c4: loop k.3[16]

Run it on its own: `python kernels/f06.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_sinks.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 16, "c2": 8, "c3": 16, "c4": 8}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 32, "c2": 16, "c3": 32, "c4": 16}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m1_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m13_s4, m16_ptr, m16_s0, m16_s1, m16_s2, m16_s3, m16_s4, m23_ptr, m23_s0, m23_s1, m23_s2, m23_s3, m23_s4, m41_ptr, m41_s0, m41_s1, m41_s2, m41_s3, m41_s4, m51_ptr, m51_s0, m51_s1, m51_s2, m51_s3, m51_s4, buf64_ptr, buf64_s0, buf64_s1, buf64_s2, buf64_s3, E_c0, E_c1, E_c2, E_c3, E_c4, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # writes buf64: Combine over grid k.0@0[2], grid k.2@2[32], grid v.3@3[16]
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
    offs_n1 = tl.arange(0, F_n1)
    acc45 = tl.full([T_c0, F_n0, F_n0, T_c1, 1], -float('inf'), tl.float32)
    acc46 = tl.full([T_c0, F_n0, F_n0, T_c1, 1], 0.0, tl.float32)
    acc47 = tl.full([T_c0, F_n0, F_n0, T_c1, T_c2], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t5 = tl.load(m1_ptr + offs_c3[None, None, None, None, :] * m1_s4, mask=(offs_c3 < E_c3)[None, None, None, None, :], other=0)
        t12 = tl.load(m6_ptr + offs_c1[None, None, None, :, None] * m6_s3 + offs_c3[None, None, None, None, :] * m6_s4, mask=(offs_c1 < E_c1)[None, None, None, :, None] & (offs_c3 < E_c3)[None, None, None, None, :], other=0)
        acc21 = tl.full([T_c0, F_n0, F_n0, T_c1, T_c3], 0.0, tl.float32)
        for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
            offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

            t15 = tl.load(m13_ptr + offs_c0[:, None, None, None, None] * m13_s0 + offs_n0[None, :, None, None, None] * m13_s1 + offs_n0[None, None, :, None, None] * m13_s2 + offs_c1[None, None, None, :, None] * m13_s3 + offs_c4[None, None, None, None, :] * m13_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_c4 < E_c4)[None, None, None, None, :], other=0).to(tl.float32)
            t19 = tl.load(m16_ptr + offs_c0[:, None, None, None, None] * m16_s0 + offs_n0[None, :, None, None, None] * m16_s1 + offs_c4[None, None, None, :, None] * m16_s3 + offs_c3[None, None, None, None, :] * m16_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_c4 < E_c4)[None, None, None, :, None] & (offs_c3 < E_c3)[None, None, None, None, :], other=0).to(tl.float32)
            t20 = tl.sum(tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, None, :], t15, 0.0), 5) * tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, :, None], t19, 0.0), 3), axis=4)
            acc21 = acc21 + t20
        t22 = tl.where(t12, -float("inf"), acc21)
        t27 = tl.load(m23_ptr + offs_c1[None, None, None, :, None] * m23_s3 + offs_c3[None, None, None, None, :] * m23_s4, mask=(offs_c1 < E_c1)[None, None, None, :, None] & (offs_c3 < E_c3)[None, None, None, None, :], other=0)
        t28 = tl.where(t27, -float("inf"), t22)
        t29 = tl.where(t5, t22, t28)
        t30 = tl.max(tl.where((offs_c3 < E_c3)[None, None, None, None, :], t29, -float('inf')), axis=4, keep_dims=True)
        t31 = (t30) * (0.25)
        t32 = (t29) * (0.25)
        t33 = t31 - (t31)
        t34 = t33 == t33
        t35 = (t34) == 0
        t36 = tl.exp(t31)
        t37 = tl.where(t35, t36, t31)
        t38 = t32 - (t37)
        t39 = tl.exp(t38)
        t40 = tl.sum(tl.where((offs_c3 < E_c3)[None, None, None, None, :], t39, 0.0), axis=4, keep_dims=True)
        t43 = tl.load(m41_ptr + offs_c0[:, None, None, None, None] * m41_s0 + offs_n0[None, :, None, None, None] * m41_s1 + offs_c3[None, None, None, :, None] * m41_s3 + offs_c2[None, None, None, None, :] * m41_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_c3 < E_c3)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0).to(tl.float32)
        t44 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, None, :], t39, 0.0), 5) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :, None], t43, 0.0), 3), axis=4)
        m48 = tl.maximum(acc45, t31)
        r49 = tl.where(acc45 == -float("inf"), 0.0, tl.exp(acc45 - m48))
        r50 = tl.where(t31 == -float("inf"), 0.0, tl.exp(t31 - m48))
        acc46 = tl.where(acc45 == -float("inf"), 0.0, acc46 * r49) + tl.where(t31 == -float("inf"), 0.0, t40 * r50)
        acc47 = tl.where(acc45 == -float("inf"), 0.0, acc47 * r49) + tl.where(t31 == -float("inf"), 0.0, t44 * r50)
        acc45 = m48
    t53 = tl.load(m51_ptr + offs_n0[None, :, None, None, None] * m51_s1 + offs_n0[None, None, :, None, None] * m51_s2, mask=(offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None], other=0).to(tl.float32)
    t54 = tl.maximum(acc45, t53)
    t55 = acc45 - (t54)
    t56 = tl.exp(t55)
    t57 = (acc47) * (t56)
    t58 = (acc46) * (t56)
    t59 = t53 - (t54)
    t60 = tl.exp(t59)
    t61 = t58 + t60
    t62 = (t57) / (t61)
    t63 = tl.reshape(t62, [T_c0, F_n1, T_c1, T_c2])
    tl.store(buf64_ptr + offs_c0[:, None, None, None] * buf64_s0 + offs_n1[None, :, None, None] * buf64_s1 + offs_c1[None, None, :, None] * buf64_s2 + offs_c2[None, None, None, :] * buf64_s3, t63, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n1 < E_n1)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :])


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
    m3 = _iota([32], 0, device)
    m4 = torch.tensor(2.0, dtype=torch.float32, device=device)
    m2 = _BINARY["Lt"](m3, m4)
    m1 = m2.reshape([1, 1, 1, 1, 32])
    m8 = m3.reshape([1, 32])
    m10 = m3.reshape([32, 1])
    m11 = torch.tensor(0.0, dtype=torch.float32, device=device)
    m9 = _BINARY["Add"](m10, m11)
    m7 = _BINARY["Gt"](m8, m9)
    m6 = m7.reshape([1, 1, 1, 32, 32])
    m14 = inputs['q']
    m13 = m14.reshape([2, 2, 2, 32, 16])
    m18 = inputs['k']
    m17 = m18.reshape([2, 2, 1, 32, 16])
    m16 = m17.permute([0, 1, 2, 4, 3])
    m25 = _BINARY["Sub"](m9, m8)
    m26 = torch.tensor(8.0, dtype=torch.float32, device=device)
    m24 = _BINARY["Ge"](m25, m26)
    m23 = m24.reshape([1, 1, 1, 32, 32])
    m42 = inputs['v']
    m41 = m42.reshape([2, 2, 1, 32, 16])
    m52 = inputs['sinks']
    m51 = m52.reshape([1, 2, 2, 1, 1])
    buf64 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c0']) * _cdiv(32, T['c1']) * _cdiv(16, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m1_s4=m1.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m13_s4=m13.stride(4), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m16_s2=m16.stride(2), m16_s3=m16.stride(3), m16_s4=m16.stride(4), m23_ptr=m23, m23_s0=m23.stride(0), m23_s1=m23.stride(1), m23_s2=m23.stride(2), m23_s3=m23.stride(3), m23_s4=m23.stride(4), m41_ptr=m41, m41_s0=m41.stride(0), m41_s1=m41.stride(1), m41_s2=m41.stride(2), m41_s3=m41.stride(3), m41_s4=m41.stride(4), m51_ptr=m51, m51_s0=m51.stride(0), m51_s1=m51.stride(1), m51_s2=m51.stride(2), m51_s3=m51.stride(3), m51_s4=m51.stride(4), buf64_ptr=buf64, buf64_s0=buf64.stride(0), buf64_s1=buf64.stride(1), buf64_s2=buf64.stride(2), buf64_s3=buf64.stride(3), E_c0=2, E_c1=32, E_c2=16, E_c3=32, E_c4=16, E_n0=2, E_n1=4, F_n0=_pow2(2), F_n1=_pow2(4), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'], T_c4=T['c4'])
    return buf64


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
