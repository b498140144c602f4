"""swiglu_stack [small], candidate 2: 2 kernel(s)

Rendered by EqiForge from candidate 2 of swiglu_stack [small]: grid(x.0@0) loop(w_up.1[64]: pair(sum, sum)) [4 mm] | grid(x.0@0, x.1@1) loop(x.1[32]: pair(sum, sum)) loop(x.1[32]: sum) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid x.1@1[32]
    c2: loop x.1[32]
    c3: loop w_up.1[64]

Run it on its own: `python kernels/f02.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m14_ptr, m14_s0, m14_s1, m25_ptr, m25_s0, m25_s1, m33_ptr, m33_s0, m33_s1, buf51_ptr, buf51_s0, buf51_s1, E_c0, E_c3, E_n0, DOT_19: tl.constexpr, DOT_30: tl.constexpr, DOT_38: tl.constexpr, DOT_45: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c3: tl.constexpr):
    # writes buf51: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t7 = tl.load(m3_ptr + offs_n0[None, :] * m3_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t8 = (t2) * (t7)
    t9 = (t2) * (t2)
    t10 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t9, 0.0), axis=1, keep_dims=True)
    t11 = t10 + 0.00032
    t12 = tl.rsqrt(t11)
    t13 = (t8) * (t12)
    acc47 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    acc48 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t18 = tl.load(m14_ptr + offs_n0[:, None] * m14_s0 + offs_c3[None, :] * m14_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
        if DOT_19:
            t20 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t13, 0.0), tl.where((offs_n0 < E_n0)[:, None], t18, 0.0), input_precision="ieee")
        else:
            t20 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t13, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t18, 0.0), 0), axis=1)
        t21 = (t20) * (2.8284271247461903)
        t22 = 2.0 / (1.0 + tl.exp(-2.0 * (t21))) - 1.0
        t23 = t22 + 1.0
        t24 = (t20) * (t23)
        t29 = tl.load(m25_ptr + offs_n0[:, None] * m25_s0 + offs_c3[None, :] * m25_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
        if DOT_30:
            t31 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t13, 0.0), tl.where((offs_n0 < E_n0)[:, None], t29, 0.0), input_precision="ieee")
        else:
            t31 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t13, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t29, 0.0), 0), axis=1)
        t32 = (t24) * (t31)
        t37 = tl.load(m33_ptr + offs_c3[:, None] * m33_s0 + offs_n0[None, :] * m33_s1, mask=(offs_c3 < E_c3)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
        if DOT_38:
            t39 = tl.dot(tl.where((offs_c3 < E_c3)[None, :], t32, 0.0), tl.where((offs_c3 < E_c3)[:, None], t37, 0.0), input_precision="ieee")
        else:
            t39 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :], t32, 0.0), 2) * tl.expand_dims(tl.where((offs_c3 < E_c3)[:, None], t37, 0.0), 0), axis=1)
        t40 = (t39) * (5.656854249492381)
        t41 = (t20) * (5.656854249492381)
        t42 = 1.0 / (1.0 + tl.exp(-(t41)))
        t43 = (t20) * (t42)
        t44 = (t43) * (t31)
        if DOT_45:
            t46 = tl.dot(tl.where((offs_c3 < E_c3)[None, :], t44, 0.0), tl.where((offs_c3 < E_c3)[:, None], t37, 0.0), input_precision="ieee")
        else:
            t46 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :], t44, 0.0), 2) * tl.expand_dims(tl.where((offs_c3 < E_c3)[:, None], t37, 0.0), 0), axis=1)
        acc47 = acc47 + t40
        acc48 = acc48 + t46
    t49 = (acc47) * (2.8284271247461903)
    t50 = t49 + t2
    tl.store(buf51_ptr + offs_c0[:, None] * buf51_s0 + offs_n0[None, :] * buf51_s1, t50, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_1(buf51_ptr, buf51_s0, buf51_s1, m53_ptr, m53_s0, m53_s1, m58_ptr, m58_s0, m58_s1, m64_ptr, m64_s0, m64_s1, m83_ptr, m83_s0, m83_s1, buf93_ptr, buf93_s0, buf93_s1, E_c0, E_c1, E_c2, E_n1, DOT_62: tl.constexpr, DOT_68: tl.constexpr, DOT_87: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf93: Combine over grid x.0@0[8], grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    acc70 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    acc71 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t52 = tl.load(buf51_ptr + offs_c0[:, None] * buf51_s0 + offs_c2[None, :] * buf51_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t56 = tl.load(m53_ptr + offs_c2[None, :] * m53_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t57 = (t52) * (t56)
        t61 = tl.load(m58_ptr + offs_c2[:, None] * m58_s0 + offs_n1[None, :] * m58_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_62:
            t63 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t57, 0.0), tl.where((offs_c2 < E_c2)[:, None], t61, 0.0), input_precision="ieee")
        else:
            t63 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t57, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t61, 0.0), 0), axis=1)
        t67 = tl.load(m64_ptr + offs_c2[:, None] * m64_s0 + offs_n1[None, :] * m64_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_68:
            t69 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t57, 0.0), tl.where((offs_c2 < E_c2)[:, None], t67, 0.0), input_precision="ieee")
        else:
            t69 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t57, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t67, 0.0), 0), axis=1)
        acc70 = acc70 + t63
        acc71 = acc71 + t69
    acc75 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t72 = tl.load(buf51_ptr + offs_c0[:, None] * buf51_s0 + offs_c2[None, :] * buf51_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t73 = (t72) * (t72)
        t74 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t73, 0.0), axis=1, keep_dims=True)
        acc75 = acc75 + t74
    t76 = acc75 + 0.00032
    t77 = tl.rsqrt(t76)
    t78 = (acc70) * (t77)
    t79 = (t78) * (5.656854249492381)
    t80 = 1.0 / (1.0 + tl.exp(-(t79)))
    t81 = (t78) * (t80)
    t82 = (t81) * (acc71)
    t86 = tl.load(m83_ptr + offs_n1[:, None] * m83_s0 + offs_c1[None, :] * m83_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_87:
        t88 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t82, 0.0), tl.where((offs_n1 < E_n1)[:, None], t86, 0.0), input_precision="ieee")
    else:
        t88 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t82, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t86, 0.0), 0), axis=1)
    t89 = (t88) * (t77)
    t90 = (t89) * (32.00000000000001)
    t91 = tl.load(buf51_ptr + offs_c0[:, None] * buf51_s0 + offs_c1[None, :] * buf51_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t92 = t90 + t91
    tl.store(buf93_ptr + offs_c0[:, None] * buf93_s0 + offs_c1[None, :] * buf93_s1, t92, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    m17 = inputs['w_gate']
    m16 = m17.narrow(0, 0, 1)
    m15 = m16.reshape([64, 32])
    m14 = m15.permute([1, 0])
    m28 = inputs['w_up']
    m27 = m28.narrow(0, 0, 1)
    m26 = m27.reshape([64, 32])
    m25 = m26.permute([1, 0])
    m36 = inputs['w_down']
    m35 = m36.narrow(0, 0, 1)
    m34 = m35.reshape([32, 64])
    m33 = m34.permute([1, 0])
    buf51 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m25_ptr=m25, m25_s0=m25.stride(0), m25_s1=m25.stride(1), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), buf51_ptr=buf51, buf51_s0=buf51.stride(0), buf51_s1=buf51.stride(1), E_c0=8, E_c3=64, E_n0=32, DOT_19=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c3']) >= 16, DOT_30=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c3']) >= 16, DOT_38=(T['c0']) >= 16 and (T['c3']) >= 16 and (_pow2(32)) >= 16, DOT_45=(T['c0']) >= 16 and (T['c3']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), T_c0=T['c0'], T_c3=T['c3'])
    m55 = m6.narrow(0, 1, 1)
    m54 = m55.reshape([32])
    m53 = m54.reshape([1, 32])
    m60 = m17.narrow(0, 1, 1)
    m59 = m60.reshape([64, 32])
    m58 = m59.permute([1, 0])
    m66 = m28.narrow(0, 1, 1)
    m65 = m66.reshape([64, 32])
    m64 = m65.permute([1, 0])
    m85 = m36.narrow(0, 1, 1)
    m84 = m85.reshape([32, 64])
    m83 = m84.permute([1, 0])
    buf93 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](buf51_ptr=buf51, buf51_s0=buf51.stride(0), buf51_s1=buf51.stride(1), m53_ptr=m53, m53_s0=m53.stride(0), m53_s1=m53.stride(1), m58_ptr=m58, m58_s0=m58.stride(0), m58_s1=m58.stride(1), m64_ptr=m64, m64_s0=m64.stride(0), m64_s1=m64.stride(1), m83_ptr=m83, m83_s0=m83.stride(0), m83_s1=m83.stride(1), buf93_ptr=buf93, buf93_s0=buf93.stride(0), buf93_s1=buf93.stride(1), E_c0=8, E_c1=32, E_c2=32, E_n1=64, DOT_62=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_68=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_87=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf93


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
