"""attention_sinks [small], candidate 5: 1 kernel(s)

Rendered by EqiForge from candidate 5 of attention_sinks [small]: grid(k.0@0, k.2@2, v.3@3) loop(k.2[32]: rescale) {loop(k.3[16]: pair(sum, sum))} [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.0@0[2]
    c1: grid k.2@2[32]
    c2: grid v.3@3[16]
    c3: loop k.2[32]
    c4: loop k.3[16]

Run it on its own: `python kernels/f05.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m1_s4, m6_ptr, m6_s0, m6_s1, m6_s2, m6_s3, m6_s4, m13_ptr, m13_s0, m13_s1, m13_s2, m13_s3, m13_s4, m16_ptr, m16_s0, m16_s1, m16_s2, m16_s3, m16_s4, m26_ptr, m26_s0, m26_s1, m26_s2, m26_s3, m26_s4, m44_ptr, m44_s0, m44_s1, m44_s2, m44_s3, m44_s4, m54_ptr, m54_s0, m54_s1, m54_s2, m54_s3, m54_s4, buf67_ptr, buf67_s0, buf67_s1, buf67_s2, buf67_s3, E_c0, E_c1, E_c2, E_c3, E_c4, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # writes buf67: Combine over grid k.0@0[2], grid k.2@2[32], grid v.3@3[16]
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
    offs_n2 = tl.arange(0, F_n2)
    acc48 = tl.full([T_c0, F_n0, F_n0, T_c1, 1], -float('inf'), tl.float32)
    acc49 = tl.full([T_c0, F_n0, F_n0, T_c1, 1], 0.0, tl.float32)
    acc50 = tl.full([T_c0, F_n0, F_n0, T_c1, T_c2], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t5 = tl.load(m1_ptr + offs_c3[None, None, None, None, :] * m1_s4, mask=(offs_c3 < E_c3)[None, None, None, None, :], other=0)
        t12 = tl.load(m6_ptr + offs_c1[None, None, None, :, None] * m6_s3 + offs_c3[None, None, None, None, :] * m6_s4, mask=(offs_c1 < E_c1)[None, None, None, :, None] & (offs_c3 < E_c3)[None, None, None, None, :], other=0)
        acc23 = tl.full([T_c0, F_n0, F_n0, T_c1, T_c3], 0.0, tl.float32)
        acc24 = tl.full([T_c0, F_n0, F_n0, T_c1, F_n1], 0.0, tl.float32)
        for i_c4 in range(0, tl.cdiv(E_c4, T_c4)):
            offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)

            t15 = tl.load(m13_ptr + offs_c0[:, None, None, None, None] * m13_s0 + offs_n0[None, :, None, None, None] * m13_s1 + offs_n0[None, None, :, None, None] * m13_s2 + offs_c1[None, None, None, :, None] * m13_s3 + offs_c4[None, None, None, None, :] * m13_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_c4 < E_c4)[None, None, None, None, :], other=0).to(tl.float32)
            t19 = tl.load(m16_ptr + offs_c0[:, None, None, None, None] * m16_s0 + offs_n0[None, :, None, None, None] * m16_s1 + offs_c4[None, None, None, :, None] * m16_s3 + offs_c3[None, None, None, None, :] * m16_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_c4 < E_c4)[None, None, None, :, None] & (offs_c3 < E_c3)[None, None, None, None, :], other=0).to(tl.float32)
            t20 = tl.sum(tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, None, :], t15, 0.0), 5) * tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, :, None], t19, 0.0), 3), axis=4)
            t21 = tl.load(m16_ptr + offs_c0[:, None, None, None, None] * m16_s0 + offs_n0[None, :, None, None, None] * m16_s1 + offs_c4[None, None, None, :, None] * m16_s3 + offs_n1[None, None, None, None, :] * m16_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_c4 < E_c4)[None, None, None, :, None] & (offs_n1 < E_n1)[None, None, None, None, :], other=0).to(tl.float32)
            t22 = tl.sum(tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, None, :], t15, 0.0), 5) * tl.expand_dims(tl.where((offs_c4 < E_c4)[None, None, None, :, None], t21, 0.0), 3), axis=4)
            acc23 = acc23 + t20
            acc24 = acc24 + t22
        t25 = tl.where(t12, -float("inf"), acc23)
        t30 = tl.load(m26_ptr + offs_c1[None, None, None, :, None] * m26_s3 + offs_c3[None, None, None, None, :] * m26_s4, mask=(offs_c1 < E_c1)[None, None, None, :, None] & (offs_c3 < E_c3)[None, None, None, None, :], other=0)
        t31 = tl.where(t30, -float("inf"), t25)
        t32 = tl.where(t5, t25, t31)
        t33 = tl.max(tl.where((offs_c3 < E_c3)[None, None, None, None, :], t32, -float('inf')), axis=4, keep_dims=True)
        t34 = (t33) * (0.25)
        t35 = (t32) * (0.25)
        t36 = t34 - (t34)
        t37 = t36 == t36
        t38 = (t37) == 0
        t39 = tl.exp(t34)
        t40 = tl.where(t38, t39, t34)
        t41 = t35 - (t40)
        t42 = tl.exp(t41)
        t43 = tl.sum(tl.where((offs_c3 < E_c3)[None, None, None, None, :], t42, 0.0), axis=4, keep_dims=True)
        t46 = tl.load(m44_ptr + offs_c0[:, None, None, None, None] * m44_s0 + offs_n0[None, :, None, None, None] * m44_s1 + offs_c3[None, None, None, :, None] * m44_s3 + offs_c2[None, None, None, None, :] * m44_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n0 < E_n0)[None, :, None, None, None] & (offs_c3 < E_c3)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0).to(tl.float32)
        t47 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, None, :], t42, 0.0), 5) * tl.expand_dims(tl.where((offs_c3 < E_c3)[None, None, None, :, None], t46, 0.0), 3), axis=4)
        m51 = tl.maximum(acc48, t34)
        r52 = tl.where(acc48 == -float("inf"), 0.0, tl.exp(acc48 - m51))
        r53 = tl.where(t34 == -float("inf"), 0.0, tl.exp(t34 - m51))
        acc49 = tl.where(acc48 == -float("inf"), 0.0, acc49 * r52) + tl.where(t34 == -float("inf"), 0.0, t43 * r53)
        acc50 = tl.where(acc48 == -float("inf"), 0.0, acc50 * r52) + tl.where(t34 == -float("inf"), 0.0, t47 * r53)
        acc48 = m51
    t56 = tl.load(m54_ptr + offs_n0[None, :, None, None, None] * m54_s1 + offs_n0[None, None, :, None, None] * m54_s2, mask=(offs_n0 < E_n0)[None, :, None, None, None] & (offs_n0 < E_n0)[None, None, :, None, None], other=0).to(tl.float32)
    t57 = tl.maximum(acc48, t56)
    t58 = acc48 - (t57)
    t59 = tl.exp(t58)
    t60 = (acc50) * (t59)
    t61 = (acc49) * (t59)
    t62 = t56 - (t57)
    t63 = tl.exp(t62)
    t64 = t61 + t63
    t65 = (t60) / (t64)
    t66 = tl.reshape(t65, [T_c0, F_n2, T_c1, T_c2])
    tl.store(buf67_ptr + offs_c0[:, None, None, None] * buf67_s0 + offs_n2[None, :, None, None] * buf67_s1 + offs_c1[None, None, :, None] * buf67_s2 + offs_c2[None, None, None, :] * buf67_s3, t66, mask=(offs_c0 < E_c0)[:, None, None, None] & (offs_n2 < E_n2)[None, :, None, None] & (offs_c1 < E_c1)[None, None, :, None] & (offs_c2 < E_c2)[None, None, None, :])


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
    m28 = _BINARY["Sub"](m9, m8)
    m29 = torch.tensor(8.0, dtype=torch.float32, device=device)
    m27 = _BINARY["Ge"](m28, m29)
    m26 = m27.reshape([1, 1, 1, 32, 32])
    m45 = inputs['v']
    m44 = m45.reshape([2, 2, 1, 32, 16])
    m55 = inputs['sinks']
    m54 = m55.reshape([1, 2, 2, 1, 1])
    buf67 = torch.full([2, 4, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c0']) * _cdiv(32, T['c1']) * _cdiv(16, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m1_s4=m1.stride(4), m6_ptr=m6, m6_s0=m6.stride(0), m6_s1=m6.stride(1), m6_s2=m6.stride(2), m6_s3=m6.stride(3), m6_s4=m6.stride(4), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m13_s2=m13.stride(2), m13_s3=m13.stride(3), m13_s4=m13.stride(4), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m16_s2=m16.stride(2), m16_s3=m16.stride(3), m16_s4=m16.stride(4), m26_ptr=m26, m26_s0=m26.stride(0), m26_s1=m26.stride(1), m26_s2=m26.stride(2), m26_s3=m26.stride(3), m26_s4=m26.stride(4), m44_ptr=m44, m44_s0=m44.stride(0), m44_s1=m44.stride(1), m44_s2=m44.stride(2), m44_s3=m44.stride(3), m44_s4=m44.stride(4), m54_ptr=m54, m54_s0=m54.stride(0), m54_s1=m54.stride(1), m54_s2=m54.stride(2), m54_s3=m54.stride(3), m54_s4=m54.stride(4), buf67_ptr=buf67, buf67_s0=buf67.stride(0), buf67_s1=buf67.stride(1), buf67_s2=buf67.stride(2), buf67_s3=buf67.stride(3), E_c0=2, E_c1=32, E_c2=16, E_c3=32, E_c4=16, E_n0=2, E_n1=32, E_n2=4, F_n0=_pow2(2), F_n1=_pow2(32), F_n2=_pow2(4), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'], T_c4=T['c4'])
    return buf67


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
