"""swiglu_stack [small], candidate 21: 2 kernel(s)

Rendered by EqiForge from candidate 21 of swiglu_stack [small]: grid(x.0@0, x.1@1) loop(w_up.1[64]: sum) {loop(x.1[32]: pair(sum, sum))} [3 mm] | grid(x.0@0, x.1@1) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid x.1@1[32]
    c2: loop w_up.1[64]
    c3: loop x.1[32]

Run it on its own: `python kernels/f21.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/swiglu_stack.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 16, "c2": 32, "c3": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 8, "c1": 32, "c2": 64, "c3": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m9_ptr, m9_s0, m9_s1, m29_ptr, m29_s0, m29_s1, m44_ptr, m44_s0, m44_s1, buf56_ptr, buf56_s0, buf56_s1, E_c0, E_c1, E_c2, E_c3, E_n0, DOT_14: tl.constexpr, DOT_34: tl.constexpr, DOT_49: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf56: Combine over grid x.0@0[8], grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t7 = tl.load(m3_ptr + offs_n0[None, :] * m3_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t8 = (t2) * (t7)
    t16 = (t2) * (t2)
    t17 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t16, 0.0), axis=1, keep_dims=True)
    t18 = t17 + 0.00032
    t19 = tl.rsqrt(t18)
    t36 = (t2) * (t2)
    t37 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t36, 0.0), axis=1, keep_dims=True)
    t38 = t37 + 0.00032
    t39 = tl.rsqrt(t38)
    acc52 = tl.full([T_c0, T_c1], 0.0, tl.float32)
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
        t24 = (t20) * (5.656854249492381)
        t25 = (t23) * (t24)
        acc41 = tl.full([T_c0, T_c2], 0.0, tl.float32)
        acc42 = tl.full([T_c0, T_c2], 0.0, tl.float32)
        for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
            offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

            t26 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c3[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
            t27 = tl.load(m3_ptr + offs_c3[None, :] * m3_s1, mask=(offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
            t28 = (t26) * (t27)
            t33 = tl.load(m29_ptr + offs_c3[:, None] * m29_s0 + offs_c2[None, :] * m29_s1, mask=(offs_c3 < E_c3)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
            if DOT_34:
                t35 = tl.dot(tl.where((offs_c3 < E_c3)[None, :], t28, 0.0), tl.where((offs_c3 < E_c3)[:, None], t33, 0.0), input_precision="ieee")
            else:
                t35 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :], t28, 0.0), 2) * tl.expand_dims(tl.where((offs_c3 < E_c3)[:, None], t33, 0.0), 0), axis=1)
            t40 = (t35) * (t39)
            acc41 = acc41 + t35
            acc42 = acc42 + t40
        t43 = (t25) * (acc41)
        t48 = tl.load(m44_ptr + offs_c2[:, None] * m44_s0 + offs_c1[None, :] * m44_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        if DOT_49:
            t50 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t43, 0.0), tl.where((offs_c2 < E_c2)[:, None], t48, 0.0), input_precision="ieee")
        else:
            t50 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t43, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t48, 0.0), 0), axis=1)
        t51 = (t50) * (t19)
        acc52 = acc52 + t51
    t53 = (acc52) * (2.8284271247461903)
    t54 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t55 = t53 + t54
    tl.store(buf56_ptr + offs_c0[:, None] * buf56_s0 + offs_c1[None, :] * buf56_s1, t55, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


@triton.jit
def kernel_1(buf56_ptr, buf56_s0, buf56_s1, m58_ptr, m58_s0, m58_s1, m63_ptr, m63_s0, m63_s1, m78_ptr, m78_s0, m78_s1, m86_ptr, m86_s0, m86_s1, buf95_ptr, buf95_s0, buf95_s1, E_c0, E_c1, E_n0, E_n1, DOT_67: tl.constexpr, DOT_82: tl.constexpr, DOT_90: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf95: Combine over grid x.0@0[8], grid x.1@1[32]
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
    t57 = tl.load(buf56_ptr + offs_c0[:, None] * buf56_s0 + offs_n0[None, :] * buf56_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t61 = tl.load(m58_ptr + offs_n0[None, :] * m58_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t62 = (t57) * (t61)
    t66 = tl.load(m63_ptr + offs_n0[:, None] * m63_s0 + offs_n1[None, :] * m63_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_67:
        t68 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t62, 0.0), tl.where((offs_n0 < E_n0)[:, None], t66, 0.0), input_precision="ieee")
    else:
        t68 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t62, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t66, 0.0), 0), axis=1)
    t69 = (t57) * (t57)
    t70 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t69, 0.0), axis=1, keep_dims=True)
    t71 = t70 + 0.00032
    t72 = tl.rsqrt(t71)
    t73 = (t68) * (t72)
    t74 = (t73) * (5.656854249492381)
    t75 = 1.0 / (1.0 + tl.exp(-(t74)))
    t76 = (t68) * (t75)
    t77 = (t76) * (t72)
    t81 = tl.load(m78_ptr + offs_n0[:, None] * m78_s0 + offs_n1[None, :] * m78_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_82:
        t83 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t62, 0.0), tl.where((offs_n0 < E_n0)[:, None], t81, 0.0), input_precision="ieee")
    else:
        t83 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t62, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t81, 0.0), 0), axis=1)
    t84 = (t83) * (t72)
    t85 = (t77) * (t84)
    t89 = tl.load(m86_ptr + offs_n1[:, None] * m86_s0 + offs_c1[None, :] * m86_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_90:
        t91 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t85, 0.0), tl.where((offs_n1 < E_n1)[:, None], t89, 0.0), input_precision="ieee")
    else:
        t91 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t85, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t89, 0.0), 0), axis=1)
    t92 = (t91) * (32.00000000000001)
    t93 = tl.load(buf56_ptr + offs_c0[:, None] * buf56_s0 + offs_c1[None, :] * buf56_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t94 = t92 + t93
    tl.store(buf95_ptr + offs_c0[:, None] * buf95_s0 + offs_c1[None, :] * buf95_s1, t94, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    m47 = inputs['w_down']
    m46 = m47.narrow(0, 0, 1)
    m45 = m46.reshape([32, 64])
    m44 = m45.permute([1, 0])
    buf56 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m29_ptr=m29, m29_s0=m29.stride(0), m29_s1=m29.stride(1), m44_ptr=m44, m44_s0=m44.stride(0), m44_s1=m44.stride(1), buf56_ptr=buf56, buf56_s0=buf56.stride(0), buf56_s1=buf56.stride(1), E_c0=8, E_c1=32, E_c2=64, E_c3=32, E_n0=32, DOT_14=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c2']) >= 16, DOT_34=(T['c0']) >= 16 and (T['c3']) >= 16 and (T['c2']) >= 16, DOT_49=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, F_n0=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    m60 = m6.narrow(0, 1, 1)
    m59 = m60.reshape([32])
    m58 = m59.reshape([1, 32])
    m65 = m12.narrow(0, 1, 1)
    m64 = m65.reshape([64, 32])
    m63 = m64.permute([1, 0])
    m80 = m32.narrow(0, 1, 1)
    m79 = m80.reshape([64, 32])
    m78 = m79.permute([1, 0])
    m88 = m47.narrow(0, 1, 1)
    m87 = m88.reshape([32, 64])
    m86 = m87.permute([1, 0])
    buf95 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](buf56_ptr=buf56, buf56_s0=buf56.stride(0), buf56_s1=buf56.stride(1), m58_ptr=m58, m58_s0=m58.stride(0), m58_s1=m58.stride(1), m63_ptr=m63, m63_s0=m63.stride(0), m63_s1=m63.stride(1), m78_ptr=m78, m78_s0=m78.stride(0), m78_s1=m78.stride(1), m86_ptr=m86, m86_s0=m86.stride(0), m86_s1=m86.stride(1), buf95_ptr=buf95, buf95_s0=buf95.stride(0), buf95_s1=buf95.stride(1), E_c0=8, E_c1=32, E_n0=32, E_n1=64, DOT_67=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_82=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_90=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'])
    return buf95


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
