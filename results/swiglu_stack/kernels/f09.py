"""swiglu_stack [small], candidate 9: 2 kernel(s)

Rendered by EqiForge from candidate 9 of swiglu_stack [small]: grid(x.0@0) loop(w_up.1[64]: sum) {loop(x.1[32]: sum)} [3 mm] | grid(x.0@0, x.1@1) loop(x.1[32]: pair(sum, sum)) loop(x.1[32]: sum) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid x.1@1[32]
    c2: loop x.1[32]
    c3: loop w_up.1[64]

Run it on its own: `python kernels/f09.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/swiglu_stack.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 16, "c2": 16, "c3": 32}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 8, "c1": 32, "c2": 32, "c3": 64}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m16_ptr, m16_s0, m16_s1, m26_ptr, m26_s0, m26_s1, m34_ptr, m34_s0, m34_s1, buf44_ptr, buf44_s0, buf44_s1, E_c0, E_c2, E_c3, E_n0, DOT_21: tl.constexpr, DOT_31: tl.constexpr, DOT_39: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf44: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t7 = tl.load(m3_ptr + offs_n0[None, :] * m3_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t8 = (t2) * (t7)
    acc12 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t9 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t10 = (t9) * (t9)
        t11 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t10, 0.0), axis=1, keep_dims=True)
        acc12 = acc12 + t11
    t13 = acc12 + 0.00032
    t14 = tl.rsqrt(t13)
    t15 = (t8) * (t14)
    acc41 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t20 = tl.load(m16_ptr + offs_n0[:, None] * m16_s0 + offs_c3[None, :] * m16_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
        if DOT_21:
            t22 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t15, 0.0), tl.where((offs_n0 < E_n0)[:, None], t20, 0.0), input_precision="ieee")
        else:
            t22 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t15, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t20, 0.0), 0), axis=1)
        t23 = (t22) * (5.656854249492381)
        t24 = 1.0 / (1.0 + tl.exp(-(t23)))
        t25 = (t22) * (t24)
        t30 = tl.load(m26_ptr + offs_n0[:, None] * m26_s0 + offs_c3[None, :] * m26_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
        if DOT_31:
            t32 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t15, 0.0), tl.where((offs_n0 < E_n0)[:, None], t30, 0.0), input_precision="ieee")
        else:
            t32 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t15, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t30, 0.0), 0), axis=1)
        t33 = (t25) * (t32)
        t38 = tl.load(m34_ptr + offs_c3[:, None] * m34_s0 + offs_n0[None, :] * m34_s1, mask=(offs_c3 < E_c3)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
        if DOT_39:
            t40 = tl.dot(tl.where((offs_c3 < E_c3)[None, :], t33, 0.0), tl.where((offs_c3 < E_c3)[:, None], t38, 0.0), input_precision="ieee")
        else:
            t40 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :], t33, 0.0), 2) * tl.expand_dims(tl.where((offs_c3 < E_c3)[:, None], t38, 0.0), 0), axis=1)
        acc41 = acc41 + t40
    t42 = (acc41) * (32.00000000000001)
    t43 = t42 + t2
    tl.store(buf44_ptr + offs_c0[:, None] * buf44_s0 + offs_n0[None, :] * buf44_s1, t43, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_1(buf44_ptr, buf44_s0, buf44_s1, m46_ptr, m46_s0, m46_s1, m51_ptr, m51_s0, m51_s1, m57_ptr, m57_s0, m57_s1, m76_ptr, m76_s0, m76_s1, buf86_ptr, buf86_s0, buf86_s1, E_c0, E_c1, E_c2, E_n1, DOT_55: tl.constexpr, DOT_61: tl.constexpr, DOT_80: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf86: Combine over grid x.0@0[8], grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    acc63 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    acc64 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t45 = tl.load(buf44_ptr + offs_c0[:, None] * buf44_s0 + offs_c2[None, :] * buf44_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t49 = tl.load(m46_ptr + offs_c2[None, :] * m46_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t50 = (t45) * (t49)
        t54 = tl.load(m51_ptr + offs_c2[:, None] * m51_s0 + offs_n1[None, :] * m51_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_55:
            t56 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t50, 0.0), tl.where((offs_c2 < E_c2)[:, None], t54, 0.0), input_precision="ieee")
        else:
            t56 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t50, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t54, 0.0), 0), axis=1)
        t60 = tl.load(m57_ptr + offs_c2[:, None] * m57_s0 + offs_n1[None, :] * m57_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_61:
            t62 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t50, 0.0), tl.where((offs_c2 < E_c2)[:, None], t60, 0.0), input_precision="ieee")
        else:
            t62 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t50, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t60, 0.0), 0), axis=1)
        acc63 = acc63 + t56
        acc64 = acc64 + t62
    acc68 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t65 = tl.load(buf44_ptr + offs_c0[:, None] * buf44_s0 + offs_c2[None, :] * buf44_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t66 = (t65) * (t65)
        t67 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t66, 0.0), axis=1, keep_dims=True)
        acc68 = acc68 + t67
    t69 = acc68 + 0.00032
    t70 = tl.rsqrt(t69)
    t71 = (acc63) * (t70)
    t72 = (t71) * (5.656854249492381)
    t73 = 1.0 / (1.0 + tl.exp(-(t72)))
    t74 = (t71) * (t73)
    t75 = (t74) * (acc64)
    t79 = tl.load(m76_ptr + offs_n1[:, None] * m76_s0 + offs_c1[None, :] * m76_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_80:
        t81 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t75, 0.0), tl.where((offs_n1 < E_n1)[:, None], t79, 0.0), input_precision="ieee")
    else:
        t81 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t75, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t79, 0.0), 0), axis=1)
    t82 = (t81) * (t70)
    t83 = (t82) * (32.00000000000001)
    t84 = tl.load(buf44_ptr + offs_c0[:, None] * buf44_s0 + offs_c1[None, :] * buf44_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t85 = t83 + t84
    tl.store(buf86_ptr + offs_c0[:, None] * buf86_s0 + offs_c1[None, :] * buf86_s1, t85, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    m6 = inputs['w_norm']
    m5 = m6.narrow(0, 0, 1)
    m4 = m5.reshape([32])
    m3 = m4.reshape([1, 32])
    m19 = inputs['w_gate']
    m18 = m19.narrow(0, 0, 1)
    m17 = m18.reshape([64, 32])
    m16 = m17.permute([1, 0])
    m29 = inputs['w_up']
    m28 = m29.narrow(0, 0, 1)
    m27 = m28.reshape([64, 32])
    m26 = m27.permute([1, 0])
    m37 = inputs['w_down']
    m36 = m37.narrow(0, 0, 1)
    m35 = m36.reshape([32, 64])
    m34 = m35.permute([1, 0])
    buf44 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m26_ptr=m26, m26_s0=m26.stride(0), m26_s1=m26.stride(1), m34_ptr=m34, m34_s0=m34.stride(0), m34_s1=m34.stride(1), buf44_ptr=buf44, buf44_s0=buf44.stride(0), buf44_s1=buf44.stride(1), E_c0=8, E_c2=32, E_c3=64, E_n0=32, DOT_21=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c3']) >= 16, DOT_31=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c3']) >= 16, DOT_39=(T['c0']) >= 16 and (T['c3']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), T_c0=T['c0'], T_c2=T['c2'], T_c3=T['c3'])
    m48 = m6.narrow(0, 1, 1)
    m47 = m48.reshape([32])
    m46 = m47.reshape([1, 32])
    m53 = m19.narrow(0, 1, 1)
    m52 = m53.reshape([64, 32])
    m51 = m52.permute([1, 0])
    m59 = m29.narrow(0, 1, 1)
    m58 = m59.reshape([64, 32])
    m57 = m58.permute([1, 0])
    m78 = m37.narrow(0, 1, 1)
    m77 = m78.reshape([32, 64])
    m76 = m77.permute([1, 0])
    buf86 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](buf44_ptr=buf44, buf44_s0=buf44.stride(0), buf44_s1=buf44.stride(1), m46_ptr=m46, m46_s0=m46.stride(0), m46_s1=m46.stride(1), m51_ptr=m51, m51_s0=m51.stride(0), m51_s1=m51.stride(1), m57_ptr=m57, m57_s0=m57.stride(0), m57_s1=m57.stride(1), m76_ptr=m76, m76_s0=m76.stride(0), m76_s1=m76.stride(1), buf86_ptr=buf86, buf86_s0=buf86.stride(0), buf86_s1=buf86.stride(1), E_c0=8, E_c1=32, E_c2=32, E_n1=64, DOT_55=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_61=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_80=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf86


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
