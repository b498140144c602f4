"""swiglu_stack [small], candidate 9: 2 kernel(s)

Rendered by EqiForge from candidate 9 of swiglu_stack [small]: grid(x.0@0, x.1@1) loop(x.1[32]: pair(sum, sum)) [3 mm] | grid(x.0@0, x.1@1) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid x.1@1[32]
    c2: loop x.1[32]

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
DEFAULT_TILES = {"c0": 4, "c1": 16, "c2": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 8, "c1": 32, "c2": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m9_ptr, m9_s0, m9_s1, m28_ptr, m28_s0, m28_s1, m43_ptr, m43_s0, m43_s1, buf53_ptr, buf53_s0, buf53_s1, E_c0, E_c1, E_c2, E_n0, E_n1, DOT_14: tl.constexpr, DOT_33: tl.constexpr, DOT_48: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf53: Combine over grid x.0@0[8], grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
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
    t21 = (t20) * (2.8284271247461903)
    t22 = 2.0 / (1.0 + tl.exp(-2.0 * (t21))) - 1.0
    t23 = t22 + 1.0
    t24 = (t20) * (t23)
    t35 = (t2) * (t2)
    t36 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t35, 0.0), axis=1, keep_dims=True)
    t37 = t36 + 0.00032
    t38 = tl.rsqrt(t37)
    acc40 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    acc41 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t25 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t26 = tl.load(m3_ptr + offs_c2[None, :] * m3_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t27 = (t25) * (t26)
        t32 = tl.load(m28_ptr + offs_c2[:, None] * m28_s0 + offs_n1[None, :] * m28_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_33:
            t34 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t27, 0.0), tl.where((offs_c2 < E_c2)[:, None], t32, 0.0), input_precision="ieee")
        else:
            t34 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t27, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t32, 0.0), 0), axis=1)
        t39 = (t34) * (t38)
        acc40 = acc40 + t34
        acc41 = acc41 + t39
    t42 = (t24) * (acc41)
    t47 = tl.load(m43_ptr + offs_n1[:, None] * m43_s0 + offs_c1[None, :] * m43_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_48:
        t49 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t42, 0.0), tl.where((offs_n1 < E_n1)[:, None], t47, 0.0), input_precision="ieee")
    else:
        t49 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t42, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t47, 0.0), 0), axis=1)
    t50 = (t49) * (16.000000000000004)
    t51 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t52 = t50 + t51
    tl.store(buf53_ptr + offs_c0[:, None] * buf53_s0 + offs_c1[None, :] * buf53_s1, t52, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


@triton.jit
def kernel_1(buf53_ptr, buf53_s0, buf53_s1, m55_ptr, m55_s0, m55_s1, m60_ptr, m60_s0, m60_s1, m75_ptr, m75_s0, m75_s1, m83_ptr, m83_s0, m83_s1, buf92_ptr, buf92_s0, buf92_s1, E_c0, E_c1, E_n0, E_n1, DOT_64: tl.constexpr, DOT_79: tl.constexpr, DOT_87: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf92: Combine over grid x.0@0[8], grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t54 = tl.load(buf53_ptr + offs_c0[:, None] * buf53_s0 + offs_n0[None, :] * buf53_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t58 = tl.load(m55_ptr + offs_n0[None, :] * m55_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t59 = (t54) * (t58)
    t63 = tl.load(m60_ptr + offs_n0[:, None] * m60_s0 + offs_n1[None, :] * m60_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_64:
        t65 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t59, 0.0), tl.where((offs_n0 < E_n0)[:, None], t63, 0.0), input_precision="ieee")
    else:
        t65 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t59, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t63, 0.0), 0), axis=1)
    t66 = (t54) * (t54)
    t67 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t66, 0.0), axis=1, keep_dims=True)
    t68 = t67 + 0.00032
    t69 = tl.rsqrt(t68)
    t70 = (t65) * (t69)
    t71 = (t70) * (5.656854249492381)
    t72 = 1.0 / (1.0 + tl.exp(-(t71)))
    t73 = (t65) * (t72)
    t74 = (t73) * (t69)
    t78 = tl.load(m75_ptr + offs_n0[:, None] * m75_s0 + offs_n1[None, :] * m75_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_79:
        t80 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t59, 0.0), tl.where((offs_n0 < E_n0)[:, None], t78, 0.0), input_precision="ieee")
    else:
        t80 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t59, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t78, 0.0), 0), axis=1)
    t81 = (t80) * (t69)
    t82 = (t74) * (t81)
    t86 = tl.load(m83_ptr + offs_n1[:, None] * m83_s0 + offs_c1[None, :] * m83_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_87:
        t88 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t82, 0.0), tl.where((offs_n1 < E_n1)[:, None], t86, 0.0), input_precision="ieee")
    else:
        t88 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t82, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t86, 0.0), 0), axis=1)
    t89 = (t88) * (32.00000000000001)
    t90 = tl.load(buf53_ptr + offs_c0[:, None] * buf53_s0 + offs_c1[None, :] * buf53_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t91 = t89 + t90
    tl.store(buf92_ptr + offs_c0[:, None] * buf92_s0 + offs_c1[None, :] * buf92_s1, t91, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    m31 = inputs['w_up']
    m30 = m31.narrow(0, 0, 1)
    m29 = m30.reshape([64, 32])
    m28 = m29.permute([1, 0])
    m46 = inputs['w_down']
    m45 = m46.narrow(0, 0, 1)
    m44 = m45.reshape([32, 64])
    m43 = m44.permute([1, 0])
    buf53 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m43_ptr=m43, m43_s0=m43.stride(0), m43_s1=m43.stride(1), buf53_ptr=buf53, buf53_s0=buf53.stride(0), buf53_s1=buf53.stride(1), E_c0=8, E_c1=32, E_c2=32, E_n0=32, E_n1=64, DOT_14=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_33=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_48=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    m57 = m6.narrow(0, 1, 1)
    m56 = m57.reshape([32])
    m55 = m56.reshape([1, 32])
    m62 = m12.narrow(0, 1, 1)
    m61 = m62.reshape([64, 32])
    m60 = m61.permute([1, 0])
    m77 = m31.narrow(0, 1, 1)
    m76 = m77.reshape([64, 32])
    m75 = m76.permute([1, 0])
    m85 = m46.narrow(0, 1, 1)
    m84 = m85.reshape([32, 64])
    m83 = m84.permute([1, 0])
    buf92 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](buf53_ptr=buf53, buf53_s0=buf53.stride(0), buf53_s1=buf53.stride(1), m55_ptr=m55, m55_s0=m55.stride(0), m55_s1=m55.stride(1), m60_ptr=m60, m60_s0=m60.stride(0), m60_s1=m60.stride(1), m75_ptr=m75, m75_s0=m75.stride(0), m75_s1=m75.stride(1), m83_ptr=m83, m83_s0=m83.stride(0), m83_s1=m83.stride(1), buf92_ptr=buf92, buf92_s0=buf92.stride(0), buf92_s1=buf92.stride(1), E_c0=8, E_c1=32, E_n0=32, E_n1=64, DOT_64=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_79=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_87=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'])
    return buf92


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
