"""swiglu_stack [small], candidate 92: 3 kernel(s)

Rendered by EqiForge from candidate 92 of swiglu_stack [small]: grid(x.0@0) [3 mm] | grid(x.0@0) loop(w_up.1[64]: pair(sum, sum)) [3 mm] ; grid(x.0@0)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: loop w_up.1[64]

Run it on its own: `python kernels/f92.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/swiglu_stack.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m9_ptr, m9_s0, m9_s1, m24_ptr, m24_s0, m24_s1, m35_ptr, m35_s0, m35_s1, buf43_ptr, buf43_s0, buf43_s1, E_c0, E_n0, E_n1, DOT_14: tl.constexpr, DOT_29: tl.constexpr, DOT_40: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr):
    # writes buf43: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t7 = tl.load(m3_ptr + offs_n0[None, :] * m3_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t8 = (t2) * (t7)
    t13 = tl.load(m9_ptr + offs_n0[:, None] * m9_s0 + offs_n1[None, :] * m9_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_14:
        t15 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t8, 0.0), tl.where((offs_n0 < E_n0)[:, None], t13, 0.0), input_precision="ieee")
    else:
        t15 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t8, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t13, 0.0), 0), axis=1)
    t16 = (t2) * (t2)
    t17 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t16, 0.0), axis=1, keep_dims=True)
    t18 = t17 + 0.00032
    t19 = tl.rsqrt(t18)
    t20 = (t15) * (t19)
    t21 = (t20) * (5.656854249492381)
    t22 = 1.0 / (1.0 + tl.exp(-(t21)))
    t23 = (t15) * (t22)
    t28 = tl.load(m24_ptr + offs_n0[:, None] * m24_s0 + offs_n1[None, :] * m24_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_29:
        t30 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t8, 0.0), tl.where((offs_n0 < E_n0)[:, None], t28, 0.0), input_precision="ieee")
    else:
        t30 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t8, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t28, 0.0), 0), axis=1)
    t31 = (t23) * (t30)
    t32 = (t31) * (t19)
    t33 = (t32) * (t19)
    t34 = (t33) * (32.00000000000001)
    t39 = tl.load(m35_ptr + offs_n1[:, None] * m35_s0 + offs_n0[None, :] * m35_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_40:
        t41 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t34, 0.0), tl.where((offs_n1 < E_n1)[:, None], t39, 0.0), input_precision="ieee")
    else:
        t41 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t34, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t39, 0.0), 0), axis=1)
    t42 = t41 + t2
    tl.store(buf43_ptr + offs_c0[:, None] * buf43_s0 + offs_n0[None, :] * buf43_s1, t42, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_1(buf43_ptr, buf43_s0, buf43_s1, m45_ptr, m45_s0, m45_s1, m50_ptr, m50_s0, m50_s1, m67_ptr, m67_s0, m67_s1, m74_ptr, m74_s0, m74_s1, buf84_ptr, buf84_s0, buf84_s1, E_c0, E_c1, E_n0, DOT_54: tl.constexpr, DOT_71: tl.constexpr, DOT_78: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf84: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t44 = tl.load(buf43_ptr + offs_c0[:, None] * buf43_s0 + offs_n0[None, :] * buf43_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t48 = tl.load(m45_ptr + offs_n0[None, :] * m45_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t49 = (t44) * (t48)
    t56 = (t44) * (t44)
    t57 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t56, 0.0), axis=1, keep_dims=True)
    t58 = t57 + 0.00032
    t59 = tl.rsqrt(t58)
    t61 = (t57) * (0.03125)
    t62 = t61 + 1e-05
    t63 = tl.rsqrt(t62)
    acc81 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    acc82 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t53 = tl.load(m50_ptr + offs_n0[:, None] * m50_s0 + offs_c1[None, :] * m50_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        if DOT_54:
            t55 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t49, 0.0), tl.where((offs_n0 < E_n0)[:, None], t53, 0.0), input_precision="ieee")
        else:
            t55 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t49, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t53, 0.0), 0), axis=1)
        t60 = (t55) * (t59)
        t64 = (t55) * (t63)
        t65 = 1.0 / (1.0 + tl.exp(-(t64)))
        t66 = (t60) * (t65)
        t70 = tl.load(m67_ptr + offs_n0[:, None] * m67_s0 + offs_c1[None, :] * m67_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        if DOT_71:
            t72 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t49, 0.0), tl.where((offs_n0 < E_n0)[:, None], t70, 0.0), input_precision="ieee")
        else:
            t72 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t49, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t70, 0.0), 0), axis=1)
        t73 = (t66) * (t72)
        t77 = tl.load(m74_ptr + offs_c1[:, None] * m74_s0 + offs_n0[None, :] * m74_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
        if DOT_78:
            t79 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t73, 0.0), tl.where((offs_c1 < E_c1)[:, None], t77, 0.0), input_precision="ieee")
        else:
            t79 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t73, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t77, 0.0), 0), axis=1)
        t80 = (t79) * (t59)
        acc81 = acc81 + t80
        acc82 = acc82 + t79
    t83 = (acc81) * (32.00000000000001)
    tl.store(buf84_ptr + offs_c0[:, None] * buf84_s0 + offs_n0[None, :] * buf84_s1, t83, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_2(buf84_ptr, buf84_s0, buf84_s1, buf43_ptr, buf43_s0, buf43_s1, buf88_ptr, buf88_s0, buf88_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf88: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t85 = tl.load(buf84_ptr + offs_c0[:, None] * buf84_s0 + offs_n0[None, :] * buf84_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t86 = tl.load(buf43_ptr + offs_c0[:, None] * buf43_s0 + offs_n0[None, :] * buf43_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t87 = t85 + t86
    tl.store(buf88_ptr + offs_c0[:, None] * buf88_s0 + offs_n0[None, :] * buf88_s1, t87, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


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
    m12 = inputs['w_gate']
    m11 = m12.narrow(0, 0, 1)
    m10 = m11.reshape([64, 32])
    m9 = m10.permute([1, 0])
    m27 = inputs['w_up']
    m26 = m27.narrow(0, 0, 1)
    m25 = m26.reshape([64, 32])
    m24 = m25.permute([1, 0])
    m38 = inputs['w_down']
    m37 = m38.narrow(0, 0, 1)
    m36 = m37.reshape([32, 64])
    m35 = m36.permute([1, 0])
    buf43 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m24_ptr=m24, m24_s0=m24.stride(0), m24_s1=m24.stride(1), m35_ptr=m35, m35_s0=m35.stride(0), m35_s1=m35.stride(1), buf43_ptr=buf43, buf43_s0=buf43.stride(0), buf43_s1=buf43.stride(1), E_c0=8, E_n0=32, E_n1=64, DOT_14=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_29=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_40=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'])
    m47 = m6.narrow(0, 1, 1)
    m46 = m47.reshape([32])
    m45 = m46.reshape([1, 32])
    m52 = m12.narrow(0, 1, 1)
    m51 = m52.reshape([64, 32])
    m50 = m51.permute([1, 0])
    m69 = m27.narrow(0, 1, 1)
    m68 = m69.reshape([64, 32])
    m67 = m68.permute([1, 0])
    m76 = m38.narrow(0, 1, 1)
    m75 = m76.reshape([32, 64])
    m74 = m75.permute([1, 0])
    buf84 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']),)](buf43_ptr=buf43, buf43_s0=buf43.stride(0), buf43_s1=buf43.stride(1), m45_ptr=m45, m45_s0=m45.stride(0), m45_s1=m45.stride(1), m50_ptr=m50, m50_s0=m50.stride(0), m50_s1=m50.stride(1), m67_ptr=m67, m67_s0=m67.stride(0), m67_s1=m67.stride(1), m74_ptr=m74, m74_s0=m74.stride(0), m74_s1=m74.stride(1), buf84_ptr=buf84, buf84_s0=buf84.stride(0), buf84_s1=buf84.stride(1), E_c0=8, E_c1=64, E_n0=32, DOT_54=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c1']) >= 16, DOT_71=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c1']) >= 16, DOT_78=(T['c0']) >= 16 and (T['c1']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), T_c0=T['c0'], T_c1=T['c1'])
    buf88 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']),)](buf84_ptr=buf84, buf84_s0=buf84.stride(0), buf84_s1=buf84.stride(1), buf43_ptr=buf43, buf43_s0=buf43.stride(0), buf43_s1=buf43.stride(1), buf88_ptr=buf88, buf88_s0=buf88.stride(0), buf88_s1=buf88.stride(1), E_c0=8, E_n0=32, F_n0=_pow2(32), T_c0=T['c0'])
    return buf88


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
