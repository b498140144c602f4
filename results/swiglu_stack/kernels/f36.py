"""swiglu_stack [small], candidate 36: 3 kernel(s)

Rendered by EqiForge from candidate 36 of swiglu_stack [small]: grid(x.0@0) ; grid(x.1@1) loop(x.1[32]: pair(sum, sum)) loop(x.1[32]: pair(sum, sum)) [3 mm] | grid(x.0@0, x.1@1) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid x.1@1[32]
    c2: loop x.1[32]

Run it on its own: `python kernels/f36.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, buf28_ptr, buf28_s0, buf28_s1, E_c0, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr):
    # writes buf28: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t25 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t26 = (t25) * (t25)
    t27 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t26, 0.0), axis=1, keep_dims=True)
    tl.store(buf28_ptr + offs_c0[:, None] * buf28_s0, t27, mask=(offs_c0 < E_c0)[:, None])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m9_ptr, m9_s0, m9_s1, m16_ptr, m16_s0, m16_s1, buf28_ptr, buf28_s0, buf28_s1, m48_ptr, m48_s0, m48_s1, buf62_ptr, buf62_s0, buf62_s1, E_c1, E_c2, E_n1, E_n2, DOT_14: tl.constexpr, DOT_21: tl.constexpr, DOT_40: tl.constexpr, DOT_53: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf62: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    acc23 = tl.full([F_n1, F_n2], 0.0, tl.float32)
    acc24 = tl.full([F_n1, F_n2], 0.0, tl.float32)
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
        t20 = tl.load(m16_ptr + offs_c2[:, None] * m16_s0 + offs_n2[None, :] * m16_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
        if DOT_21:
            t22 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t8, 0.0), tl.where((offs_c2 < E_c2)[:, None], t20, 0.0), input_precision="ieee")
        else:
            t22 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t8, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t20, 0.0), 0), axis=1)
        acc23 = acc23 + t15
        acc24 = acc24 + t22
    t29 = tl.load(buf28_ptr + offs_n1[:, None] * buf28_s0, mask=(offs_n1 < E_n1)[:, None], other=0).to(tl.float32)
    t30 = (t29) * (0.03125)
    t31 = t30 + 1e-05
    t32 = tl.rsqrt(t31)
    t33 = (acc23) * (t32)
    t34 = 1.0 / (1.0 + tl.exp(-(t33)))
    t35 = (acc23) * (t34)
    t42 = t29 + 0.00032
    t43 = tl.rsqrt(t42)
    acc45 = tl.full([F_n1, F_n2], 0.0, tl.float32)
    acc46 = tl.full([F_n1, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t36 = tl.load(m1_ptr + offs_n1[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t37 = tl.load(m3_ptr + offs_c2[None, :] * m3_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t38 = (t36) * (t37)
        t39 = tl.load(m16_ptr + offs_c2[:, None] * m16_s0 + offs_n2[None, :] * m16_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
        if DOT_40:
            t41 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t38, 0.0), tl.where((offs_c2 < E_c2)[:, None], t39, 0.0), input_precision="ieee")
        else:
            t41 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t38, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t39, 0.0), 0), axis=1)
        t44 = (t41) * (t43)
        acc45 = acc45 + t41
        acc46 = acc46 + t44
    t47 = (t35) * (acc45)
    t52 = tl.load(m48_ptr + offs_n2[:, None] * m48_s0 + offs_c1[None, :] * m48_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_53:
        t54 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t47, 0.0), tl.where((offs_n2 < E_n2)[:, None], t52, 0.0), input_precision="ieee")
    else:
        t54 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t47, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t52, 0.0), 0), axis=1)
    t55 = t29 + 0.00032
    t56 = tl.rsqrt(t55)
    t57 = (t54) * (t56)
    t58 = (t57) * (t56)
    t59 = (t58) * (32.00000000000001)
    t60 = tl.load(m1_ptr + offs_n1[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t61 = t59 + t60
    tl.store(buf62_ptr + offs_n1[:, None] * buf62_s0 + offs_c1[None, :] * buf62_s1, t61, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :])


@triton.jit
def kernel_2(buf62_ptr, buf62_s0, buf62_s1, m64_ptr, m64_s0, m64_s1, m69_ptr, m69_s0, m69_s1, m84_ptr, m84_s0, m84_s1, m92_ptr, m92_s0, m92_s1, buf101_ptr, buf101_s0, buf101_s1, E_c0, E_c1, E_n0, E_n2, DOT_73: tl.constexpr, DOT_88: tl.constexpr, DOT_96: tl.constexpr, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf101: Combine over grid x.0@0[8], grid x.1@1[32]
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
    t63 = tl.load(buf62_ptr + offs_c0[:, None] * buf62_s0 + offs_n0[None, :] * buf62_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t67 = tl.load(m64_ptr + offs_n0[None, :] * m64_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t68 = (t63) * (t67)
    t72 = tl.load(m69_ptr + offs_n0[:, None] * m69_s0 + offs_n2[None, :] * m69_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_73:
        t74 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t68, 0.0), tl.where((offs_n0 < E_n0)[:, None], t72, 0.0), input_precision="ieee")
    else:
        t74 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t68, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t72, 0.0), 0), axis=1)
    t75 = (t63) * (t63)
    t76 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t75, 0.0), axis=1, keep_dims=True)
    t77 = t76 + 0.00032
    t78 = tl.rsqrt(t77)
    t79 = (t74) * (t78)
    t80 = (t79) * (5.656854249492381)
    t81 = 1.0 / (1.0 + tl.exp(-(t80)))
    t82 = (t74) * (t81)
    t83 = (t82) * (t78)
    t87 = tl.load(m84_ptr + offs_n0[:, None] * m84_s0 + offs_n2[None, :] * m84_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_88:
        t89 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t68, 0.0), tl.where((offs_n0 < E_n0)[:, None], t87, 0.0), input_precision="ieee")
    else:
        t89 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t68, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t87, 0.0), 0), axis=1)
    t90 = (t89) * (t78)
    t91 = (t83) * (t90)
    t95 = tl.load(m92_ptr + offs_n2[:, None] * m92_s0 + offs_c1[None, :] * m92_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_96:
        t97 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t91, 0.0), tl.where((offs_n2 < E_n2)[:, None], t95, 0.0), input_precision="ieee")
    else:
        t97 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t91, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t95, 0.0), 0), axis=1)
    t98 = (t97) * (32.00000000000001)
    t99 = tl.load(buf62_ptr + offs_c0[:, None] * buf62_s0 + offs_c1[None, :] * buf62_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t100 = t98 + t99
    tl.store(buf101_ptr + offs_c0[:, None] * buf101_s0 + offs_c1[None, :] * buf101_s1, t100, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    m19 = inputs['w_up']
    m18 = m19.narrow(0, 0, 1)
    m17 = m18.reshape([64, 32])
    m16 = m17.permute([1, 0])
    buf28 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf28_ptr=buf28, buf28_s0=buf28.stride(0), buf28_s1=buf28.stride(1), E_c0=8, E_n0=32, F_n0=_pow2(32), T_c0=T['c0'])
    m51 = inputs['w_down']
    m50 = m51.narrow(0, 0, 1)
    m49 = m50.reshape([32, 64])
    m48 = m49.permute([1, 0])
    buf62 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), buf28_ptr=buf28, buf28_s0=buf28.stride(0), buf28_s1=buf28.stride(1), m48_ptr=m48, m48_s0=m48.stride(0), m48_s1=m48.stride(1), buf62_ptr=buf62, buf62_s0=buf62.stride(0), buf62_s1=buf62.stride(1), E_c1=32, E_c2=32, E_n1=8, E_n2=64, DOT_14=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_21=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_40=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_53=(_pow2(8)) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n1=_pow2(8), F_n2=_pow2(64), T_c1=T['c1'], T_c2=T['c2'])
    m66 = m6.narrow(0, 1, 1)
    m65 = m66.reshape([32])
    m64 = m65.reshape([1, 32])
    m71 = m12.narrow(0, 1, 1)
    m70 = m71.reshape([64, 32])
    m69 = m70.permute([1, 0])
    m86 = m19.narrow(0, 1, 1)
    m85 = m86.reshape([64, 32])
    m84 = m85.permute([1, 0])
    m94 = m51.narrow(0, 1, 1)
    m93 = m94.reshape([32, 64])
    m92 = m93.permute([1, 0])
    buf101 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](buf62_ptr=buf62, buf62_s0=buf62.stride(0), buf62_s1=buf62.stride(1), m64_ptr=m64, m64_s0=m64.stride(0), m64_s1=m64.stride(1), m69_ptr=m69, m69_s0=m69.stride(0), m69_s1=m69.stride(1), m84_ptr=m84, m84_s0=m84.stride(0), m84_s1=m84.stride(1), m92_ptr=m92, m92_s0=m92.stride(0), m92_s1=m92.stride(1), buf101_ptr=buf101, buf101_s0=buf101.stride(0), buf101_s1=buf101.stride(1), E_c0=8, E_c1=32, E_n0=32, E_n2=64, DOT_73=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_88=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_96=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n0=_pow2(32), F_n2=_pow2(64), T_c0=T['c0'], T_c1=T['c1'])
    return buf101


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
