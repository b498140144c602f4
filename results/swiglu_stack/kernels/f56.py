"""swiglu_stack [small], candidate 56: 3 kernel(s)

Rendered by EqiForge from candidate 56 of swiglu_stack [small]: grid(x.1@1) loop(x.1[32]: sum) loop(x.1[32]: sum) [3 mm] ; grid(x.1@1) | grid(x.0@0, x.1@1) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid x.1@1[32]
    c2: loop x.1[32]

Run it on its own: `python kernels/f56.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/swiglu_stack.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 16, "c2": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 8, "c1": 32, "c2": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m9_ptr, m9_s0, m9_s1, m29_ptr, m29_s0, m29_s1, m39_ptr, m39_s0, m39_s1, buf46_ptr, buf46_s0, buf46_s1, E_c1, E_c2, E_n0, E_n1, E_n2, DOT_14: tl.constexpr, DOT_34: tl.constexpr, DOT_44: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf46: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    offs_n0 = tl.arange(0, F_n0)
    t16 = tl.load(m1_ptr + offs_n1[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t17 = (t16) * (t16)
    t18 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t17, 0.0), axis=1, keep_dims=True)
    t19 = t18 + 0.00032
    t20 = tl.rsqrt(t19)
    acc22 = tl.full([F_n1, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t2 = tl.load(m1_ptr + offs_n1[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t7 = tl.load(m3_ptr + offs_c2[None, :] * m3_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t8 = (t2) * (t7)
        t13 = tl.load(m9_ptr + offs_c2[:, None] * m9_s0 + offs_n2[None, :] * m9_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
        if DOT_14:
            t15 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t8, 0.0), tl.where((offs_c2 < E_c2)[:, None], t13, 0.0), input_precision="ieee")
        else:
            t15 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t8, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t13, 0.0), 0), axis=1)
        t21 = (t15) * (t20)
        acc22 = acc22 + t21
    t23 = (acc22) * (5.656854249492381)
    t24 = 1.0 / (1.0 + tl.exp(-(t23)))
    t25 = (acc22) * (t24)
    acc37 = tl.full([F_n1, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t26 = tl.load(m1_ptr + offs_n1[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t27 = tl.load(m3_ptr + offs_c2[None, :] * m3_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t28 = (t26) * (t27)
        t33 = tl.load(m29_ptr + offs_c2[:, None] * m29_s0 + offs_n2[None, :] * m29_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
        if DOT_34:
            t35 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t28, 0.0), tl.where((offs_c2 < E_c2)[:, None], t33, 0.0), input_precision="ieee")
        else:
            t35 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t28, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t33, 0.0), 0), axis=1)
        t36 = (t35) * (t20)
        acc37 = acc37 + t36
    t38 = (t25) * (acc37)
    t43 = tl.load(m39_ptr + offs_n2[:, None] * m39_s0 + offs_c1[None, :] * m39_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_44:
        t45 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t38, 0.0), tl.where((offs_n2 < E_n2)[:, None], t43, 0.0), input_precision="ieee")
    else:
        t45 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t38, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t43, 0.0), 0), axis=1)
    tl.store(buf46_ptr + offs_n1[:, None] * buf46_s0 + offs_c1[None, :] * buf46_s1, t45, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :])


@triton.jit
def kernel_1(buf46_ptr, buf46_s0, buf46_s1, m1_ptr, m1_s0, m1_s1, buf51_ptr, buf51_s0, buf51_s1, E_c1, E_n1, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # writes buf51: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t47 = tl.load(buf46_ptr + offs_n1[:, None] * buf46_s0 + offs_c1[None, :] * buf46_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t48 = (t47) * (32.00000000000001)
    t49 = tl.load(m1_ptr + offs_n1[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t50 = t48 + t49
    tl.store(buf51_ptr + offs_n1[:, None] * buf51_s0 + offs_c1[None, :] * buf51_s1, t50, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :])


@triton.jit
def kernel_2(buf51_ptr, buf51_s0, buf51_s1, m53_ptr, m53_s0, m53_s1, m58_ptr, m58_s0, m58_s1, m73_ptr, m73_s0, m73_s1, m81_ptr, m81_s0, m81_s1, buf90_ptr, buf90_s0, buf90_s1, E_c0, E_c1, E_n0, E_n2, DOT_62: tl.constexpr, DOT_77: tl.constexpr, DOT_85: tl.constexpr, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf90: Combine over grid x.0@0[8], grid x.1@1[32]
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
    t52 = tl.load(buf51_ptr + offs_c0[:, None] * buf51_s0 + offs_n0[None, :] * buf51_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t56 = tl.load(m53_ptr + offs_n0[None, :] * m53_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t57 = (t52) * (t56)
    t61 = tl.load(m58_ptr + offs_n0[:, None] * m58_s0 + offs_n2[None, :] * m58_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_62:
        t63 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t57, 0.0), tl.where((offs_n0 < E_n0)[:, None], t61, 0.0), input_precision="ieee")
    else:
        t63 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t57, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t61, 0.0), 0), axis=1)
    t64 = (t52) * (t52)
    t65 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t64, 0.0), axis=1, keep_dims=True)
    t66 = t65 + 0.00032
    t67 = tl.rsqrt(t66)
    t68 = (t63) * (t67)
    t69 = (t68) * (5.656854249492381)
    t70 = 1.0 / (1.0 + tl.exp(-(t69)))
    t71 = (t63) * (t70)
    t72 = (t71) * (t67)
    t76 = tl.load(m73_ptr + offs_n0[:, None] * m73_s0 + offs_n2[None, :] * m73_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_77:
        t78 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t57, 0.0), tl.where((offs_n0 < E_n0)[:, None], t76, 0.0), input_precision="ieee")
    else:
        t78 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t57, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t76, 0.0), 0), axis=1)
    t79 = (t78) * (t67)
    t80 = (t72) * (t79)
    t84 = tl.load(m81_ptr + offs_n2[:, None] * m81_s0 + offs_c1[None, :] * m81_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_85:
        t86 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t80, 0.0), tl.where((offs_n2 < E_n2)[:, None], t84, 0.0), input_precision="ieee")
    else:
        t86 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t80, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t84, 0.0), 0), axis=1)
    t87 = (t86) * (32.00000000000001)
    t88 = tl.load(buf51_ptr + offs_c0[:, None] * buf51_s0 + offs_c1[None, :] * buf51_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t89 = t87 + t88
    tl.store(buf90_ptr + offs_c0[:, None] * buf90_s0 + offs_c1[None, :] * buf90_s1, t89, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    m32 = inputs['w_up']
    m31 = m32.narrow(0, 0, 1)
    m30 = m31.reshape([64, 32])
    m29 = m30.permute([1, 0])
    m42 = inputs['w_down']
    m41 = m42.narrow(0, 0, 1)
    m40 = m41.reshape([32, 64])
    m39 = m40.permute([1, 0])
    buf46 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m29_ptr=m29, m29_s0=m29.stride(0), m29_s1=m29.stride(1), m39_ptr=m39, m39_s0=m39.stride(0), m39_s1=m39.stride(1), buf46_ptr=buf46, buf46_s0=buf46.stride(0), buf46_s1=buf46.stride(1), E_c1=32, E_c2=32, E_n0=32, E_n1=8, E_n2=64, DOT_14=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_34=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_44=(_pow2(8)) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n0=_pow2(32), F_n1=_pow2(8), F_n2=_pow2(64), T_c1=T['c1'], T_c2=T['c2'])
    buf51 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c1']),)](buf46_ptr=buf46, buf46_s0=buf46.stride(0), buf46_s1=buf46.stride(1), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf51_ptr=buf51, buf51_s0=buf51.stride(0), buf51_s1=buf51.stride(1), E_c1=32, E_n1=8, F_n1=_pow2(8), T_c1=T['c1'])
    m55 = m6.narrow(0, 1, 1)
    m54 = m55.reshape([32])
    m53 = m54.reshape([1, 32])
    m60 = m12.narrow(0, 1, 1)
    m59 = m60.reshape([64, 32])
    m58 = m59.permute([1, 0])
    m75 = m32.narrow(0, 1, 1)
    m74 = m75.reshape([64, 32])
    m73 = m74.permute([1, 0])
    m83 = m42.narrow(0, 1, 1)
    m82 = m83.reshape([32, 64])
    m81 = m82.permute([1, 0])
    buf90 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](buf51_ptr=buf51, buf51_s0=buf51.stride(0), buf51_s1=buf51.stride(1), m53_ptr=m53, m53_s0=m53.stride(0), m53_s1=m53.stride(1), m58_ptr=m58, m58_s0=m58.stride(0), m58_s1=m58.stride(1), m73_ptr=m73, m73_s0=m73.stride(0), m73_s1=m73.stride(1), m81_ptr=m81, m81_s0=m81.stride(0), m81_s1=m81.stride(1), buf90_ptr=buf90, buf90_s0=buf90.stride(0), buf90_s1=buf90.stride(1), E_c0=8, E_c1=32, E_n0=32, E_n2=64, DOT_62=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_77=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_85=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n0=_pow2(32), F_n2=_pow2(64), T_c0=T['c0'], T_c1=T['c1'])
    return buf90


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
