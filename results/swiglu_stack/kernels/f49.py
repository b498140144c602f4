"""swiglu_stack [small], candidate 49: 3 kernel(s)

Rendered by EqiForge from candidate 49 of swiglu_stack [small]: grid(x.1@1) loop(w_up.1[64]: sum) [3 mm] ; grid(x.1@1) | grid(x.0@0, x.1@1) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid x.1@1[32]
    c2: loop w_up.1[64]

Run it on its own: `python kernels/f49.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/swiglu_stack.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 16, "c2": 32}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 8, "c1": 32, "c2": 64}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m9_ptr, m9_s0, m9_s1, m25_ptr, m25_s0, m25_s1, m34_ptr, m34_s0, m34_s1, buf43_ptr, buf43_s0, buf43_s1, E_c1, E_c2, E_n0, E_n1, DOT_14: tl.constexpr, DOT_30: tl.constexpr, DOT_39: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf43: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t2 = tl.load(m1_ptr + offs_n1[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t7 = tl.load(m3_ptr + offs_n0[None, :] * m3_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t8 = (t2) * (t7)
    t16 = (t2) * (t2)
    t17 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t16, 0.0), axis=1, keep_dims=True)
    t18 = t17 + 0.00032
    t19 = tl.rsqrt(t18)
    acc41 = tl.full([F_n1, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t13 = tl.load(m9_ptr + offs_n0[:, None] * m9_s0 + offs_c2[None, :] * m9_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        if DOT_14:
            t15 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t8, 0.0), tl.where((offs_n0 < E_n0)[:, None], t13, 0.0), input_precision="ieee")
        else:
            t15 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t8, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t13, 0.0), 0), axis=1)
        t20 = (t15) * (t19)
        t21 = (t20) * (2.8284271247461903)
        t22 = 2.0 / (1.0 + tl.exp(-2.0 * (t21))) - 1.0
        t23 = t22 + 1.0
        t24 = (t20) * (t23)
        t29 = tl.load(m25_ptr + offs_n0[:, None] * m25_s0 + offs_c2[None, :] * m25_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        if DOT_30:
            t31 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t8, 0.0), tl.where((offs_n0 < E_n0)[:, None], t29, 0.0), input_precision="ieee")
        else:
            t31 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t8, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t29, 0.0), 0), axis=1)
        t32 = (t31) * (t19)
        t33 = (t24) * (t32)
        t38 = tl.load(m34_ptr + offs_c2[:, None] * m34_s0 + offs_c1[None, :] * m34_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        if DOT_39:
            t40 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t33, 0.0), tl.where((offs_c2 < E_c2)[:, None], t38, 0.0), input_precision="ieee")
        else:
            t40 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t33, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t38, 0.0), 0), axis=1)
        acc41 = acc41 + t40
    t42 = (acc41) * (5.656854249492381)
    tl.store(buf43_ptr + offs_n1[:, None] * buf43_s0 + offs_c1[None, :] * buf43_s1, t42, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :])


@triton.jit
def kernel_1(buf43_ptr, buf43_s0, buf43_s1, m1_ptr, m1_s0, m1_s1, buf48_ptr, buf48_s0, buf48_s1, E_c1, E_n1, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # writes buf48: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t44 = tl.load(buf43_ptr + offs_n1[:, None] * buf43_s0 + offs_c1[None, :] * buf43_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t45 = (t44) * (2.8284271247461903)
    t46 = tl.load(m1_ptr + offs_n1[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t47 = t45 + t46
    tl.store(buf48_ptr + offs_n1[:, None] * buf48_s0 + offs_c1[None, :] * buf48_s1, t47, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :])


@triton.jit
def kernel_2(buf48_ptr, buf48_s0, buf48_s1, m50_ptr, m50_s0, m50_s1, m55_ptr, m55_s0, m55_s1, m70_ptr, m70_s0, m70_s1, m78_ptr, m78_s0, m78_s1, buf87_ptr, buf87_s0, buf87_s1, E_c0, E_c1, E_n0, E_n2, DOT_59: tl.constexpr, DOT_74: tl.constexpr, DOT_82: tl.constexpr, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf87: Combine over grid x.0@0[8], grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t49 = tl.load(buf48_ptr + offs_c0[:, None] * buf48_s0 + offs_n0[None, :] * buf48_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t53 = tl.load(m50_ptr + offs_n0[None, :] * m50_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t54 = (t49) * (t53)
    t58 = tl.load(m55_ptr + offs_n0[:, None] * m55_s0 + offs_n2[None, :] * m55_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_59:
        t60 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t54, 0.0), tl.where((offs_n0 < E_n0)[:, None], t58, 0.0), input_precision="ieee")
    else:
        t60 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t54, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t58, 0.0), 0), axis=1)
    t61 = (t49) * (t49)
    t62 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t61, 0.0), axis=1, keep_dims=True)
    t63 = t62 + 0.00032
    t64 = tl.rsqrt(t63)
    t65 = (t60) * (t64)
    t66 = (t65) * (5.656854249492381)
    t67 = 1.0 / (1.0 + tl.exp(-(t66)))
    t68 = (t60) * (t67)
    t69 = (t68) * (t64)
    t73 = tl.load(m70_ptr + offs_n0[:, None] * m70_s0 + offs_n2[None, :] * m70_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_74:
        t75 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t54, 0.0), tl.where((offs_n0 < E_n0)[:, None], t73, 0.0), input_precision="ieee")
    else:
        t75 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t54, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t73, 0.0), 0), axis=1)
    t76 = (t75) * (t64)
    t77 = (t69) * (t76)
    t81 = tl.load(m78_ptr + offs_n2[:, None] * m78_s0 + offs_c1[None, :] * m78_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_82:
        t83 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t77, 0.0), tl.where((offs_n2 < E_n2)[:, None], t81, 0.0), input_precision="ieee")
    else:
        t83 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t77, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t81, 0.0), 0), axis=1)
    t84 = (t83) * (32.00000000000001)
    t85 = tl.load(buf48_ptr + offs_c0[:, None] * buf48_s0 + offs_c1[None, :] * buf48_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t86 = t84 + t85
    tl.store(buf87_ptr + offs_c0[:, None] * buf87_s0 + offs_c1[None, :] * buf87_s1, t86, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    m28 = inputs['w_up']
    m27 = m28.narrow(0, 0, 1)
    m26 = m27.reshape([64, 32])
    m25 = m26.permute([1, 0])
    m37 = inputs['w_down']
    m36 = m37.narrow(0, 0, 1)
    m35 = m36.reshape([32, 64])
    m34 = m35.permute([1, 0])
    buf43 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m25_ptr=m25, m25_s0=m25.stride(0), m25_s1=m25.stride(1), m34_ptr=m34, m34_s0=m34.stride(0), m34_s1=m34.stride(1), buf43_ptr=buf43, buf43_s0=buf43.stride(0), buf43_s1=buf43.stride(1), E_c1=32, E_c2=64, E_n0=32, E_n1=8, DOT_14=(_pow2(8)) >= 16 and (_pow2(32)) >= 16 and (T['c2']) >= 16, DOT_30=(_pow2(8)) >= 16 and (_pow2(32)) >= 16 and (T['c2']) >= 16, DOT_39=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, F_n0=_pow2(32), F_n1=_pow2(8), T_c1=T['c1'], T_c2=T['c2'])
    buf48 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c1']),)](buf43_ptr=buf43, buf43_s0=buf43.stride(0), buf43_s1=buf43.stride(1), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf48_ptr=buf48, buf48_s0=buf48.stride(0), buf48_s1=buf48.stride(1), E_c1=32, E_n1=8, F_n1=_pow2(8), T_c1=T['c1'])
    m52 = m6.narrow(0, 1, 1)
    m51 = m52.reshape([32])
    m50 = m51.reshape([1, 32])
    m57 = m12.narrow(0, 1, 1)
    m56 = m57.reshape([64, 32])
    m55 = m56.permute([1, 0])
    m72 = m28.narrow(0, 1, 1)
    m71 = m72.reshape([64, 32])
    m70 = m71.permute([1, 0])
    m80 = m37.narrow(0, 1, 1)
    m79 = m80.reshape([32, 64])
    m78 = m79.permute([1, 0])
    buf87 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](buf48_ptr=buf48, buf48_s0=buf48.stride(0), buf48_s1=buf48.stride(1), m50_ptr=m50, m50_s0=m50.stride(0), m50_s1=m50.stride(1), m55_ptr=m55, m55_s0=m55.stride(0), m55_s1=m55.stride(1), m70_ptr=m70, m70_s0=m70.stride(0), m70_s1=m70.stride(1), m78_ptr=m78, m78_s0=m78.stride(0), m78_s1=m78.stride(1), buf87_ptr=buf87, buf87_s0=buf87.stride(0), buf87_s1=buf87.stride(1), E_c0=8, E_c1=32, E_n0=32, E_n2=64, DOT_59=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_74=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_82=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n0=_pow2(32), F_n2=_pow2(64), T_c0=T['c0'], T_c1=T['c1'])
    return buf87


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
