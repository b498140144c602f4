"""swiglu_stack [small], candidate 12: 2 kernel(s)

Rendered by EqiForge from candidate 12 of swiglu_stack [small]: grid(x.0@0) loop(w_up.1[64]: pair(sum, sum)) {loop(x.1[32]: sum) loop(x.1[32]: sum)} [3 mm] | grid(x.0@0, x.1@1) loop(x.1[32]: pair(sum, sum)) loop(x.1[32]: sum) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid x.1@1[32]
    c2: loop x.1[32]
    c3: loop w_up.1[64]

Run it on its own: `python kernels/f12.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m9_ptr, m9_s0, m9_s1, m32_ptr, m32_s0, m32_s1, m41_ptr, m41_s0, m41_s1, buf53_ptr, buf53_s0, buf53_s1, E_c0, E_c2, E_c3, E_n0, DOT_14: tl.constexpr, DOT_37: tl.constexpr, DOT_46: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf53: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t17 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t18 = (t17) * (t17)
    t19 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t18, 0.0), axis=1, keep_dims=True)
    t20 = t19 + 0.00032
    t21 = tl.rsqrt(t20)
    t23 = (t19) * (0.03125)
    t24 = t23 + 1e-05
    t25 = tl.rsqrt(t24)
    acc49 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    acc50 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        acc16 = tl.full([T_c0, T_c3], 0.0, tl.float32)
        for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
            offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

            t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
            t7 = tl.load(m3_ptr + offs_c2[None, :] * m3_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
            t8 = (t2) * (t7)
            t13 = tl.load(m9_ptr + offs_c2[:, None] * m9_s0 + offs_c3[None, :] * m9_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
            if DOT_14:
                t15 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t8, 0.0), tl.where((offs_c2 < E_c2)[:, None], t13, 0.0), input_precision="ieee")
            else:
                t15 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t8, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t13, 0.0), 0), axis=1)
            acc16 = acc16 + t15
        t22 = (acc16) * (t21)
        t26 = (acc16) * (t25)
        t27 = 1.0 / (1.0 + tl.exp(-(t26)))
        t28 = (t22) * (t27)
        acc39 = tl.full([T_c0, T_c3], 0.0, tl.float32)
        for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
            offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

            t29 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
            t30 = tl.load(m3_ptr + offs_c2[None, :] * m3_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
            t31 = (t29) * (t30)
            t36 = tl.load(m32_ptr + offs_c2[:, None] * m32_s0 + offs_c3[None, :] * m32_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
            if DOT_37:
                t38 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t31, 0.0), tl.where((offs_c2 < E_c2)[:, None], t36, 0.0), input_precision="ieee")
            else:
                t38 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t31, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t36, 0.0), 0), axis=1)
            acc39 = acc39 + t38
        t40 = (t28) * (acc39)
        t45 = tl.load(m41_ptr + offs_c3[:, None] * m41_s0 + offs_n0[None, :] * m41_s1, mask=(offs_c3 < E_c3)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
        if DOT_46:
            t47 = tl.dot(tl.where((offs_c3 < E_c3)[None, :], t40, 0.0), tl.where((offs_c3 < E_c3)[:, None], t45, 0.0), input_precision="ieee")
        else:
            t47 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :], t40, 0.0), 2) * tl.expand_dims(tl.where((offs_c3 < E_c3)[:, None], t45, 0.0), 0), axis=1)
        t48 = (t47) * (t21)
        acc49 = acc49 + t48
        acc50 = acc50 + t47
    t51 = (acc49) * (32.00000000000001)
    t52 = t51 + t17
    tl.store(buf53_ptr + offs_c0[:, None] * buf53_s0 + offs_n0[None, :] * buf53_s1, t52, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_1(buf53_ptr, buf53_s0, buf53_s1, m55_ptr, m55_s0, m55_s1, m60_ptr, m60_s0, m60_s1, m66_ptr, m66_s0, m66_s1, m85_ptr, m85_s0, m85_s1, buf95_ptr, buf95_s0, buf95_s1, E_c0, E_c1, E_c2, E_n1, DOT_64: tl.constexpr, DOT_70: tl.constexpr, DOT_89: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf95: Combine over grid x.0@0[8], grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    acc72 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    acc73 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t54 = tl.load(buf53_ptr + offs_c0[:, None] * buf53_s0 + offs_c2[None, :] * buf53_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t58 = tl.load(m55_ptr + offs_c2[None, :] * m55_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t59 = (t54) * (t58)
        t63 = tl.load(m60_ptr + offs_c2[:, None] * m60_s0 + offs_n1[None, :] * m60_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_64:
            t65 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t59, 0.0), tl.where((offs_c2 < E_c2)[:, None], t63, 0.0), input_precision="ieee")
        else:
            t65 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t59, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t63, 0.0), 0), axis=1)
        t69 = tl.load(m66_ptr + offs_c2[:, None] * m66_s0 + offs_n1[None, :] * m66_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_70:
            t71 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t59, 0.0), tl.where((offs_c2 < E_c2)[:, None], t69, 0.0), input_precision="ieee")
        else:
            t71 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t59, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t69, 0.0), 0), axis=1)
        acc72 = acc72 + t65
        acc73 = acc73 + t71
    acc77 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t74 = tl.load(buf53_ptr + offs_c0[:, None] * buf53_s0 + offs_c2[None, :] * buf53_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t75 = (t74) * (t74)
        t76 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t75, 0.0), axis=1, keep_dims=True)
        acc77 = acc77 + t76
    t78 = acc77 + 0.00032
    t79 = tl.rsqrt(t78)
    t80 = (acc72) * (t79)
    t81 = (t80) * (5.656854249492381)
    t82 = 1.0 / (1.0 + tl.exp(-(t81)))
    t83 = (t80) * (t82)
    t84 = (t83) * (acc73)
    t88 = tl.load(m85_ptr + offs_n1[:, None] * m85_s0 + offs_c1[None, :] * m85_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_89:
        t90 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t84, 0.0), tl.where((offs_n1 < E_n1)[:, None], t88, 0.0), input_precision="ieee")
    else:
        t90 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t84, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t88, 0.0), 0), axis=1)
    t91 = (t90) * (t79)
    t92 = (t91) * (32.00000000000001)
    t93 = tl.load(buf53_ptr + offs_c0[:, None] * buf53_s0 + offs_c1[None, :] * buf53_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
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
    m35 = inputs['w_up']
    m34 = m35.narrow(0, 0, 1)
    m33 = m34.reshape([64, 32])
    m32 = m33.permute([1, 0])
    m44 = inputs['w_down']
    m43 = m44.narrow(0, 0, 1)
    m42 = m43.reshape([32, 64])
    m41 = m42.permute([1, 0])
    buf53 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m32_ptr=m32, m32_s0=m32.stride(0), m32_s1=m32.stride(1), m41_ptr=m41, m41_s0=m41.stride(0), m41_s1=m41.stride(1), buf53_ptr=buf53, buf53_s0=buf53.stride(0), buf53_s1=buf53.stride(1), E_c0=8, E_c2=32, E_c3=64, E_n0=32, DOT_14=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c3']) >= 16, DOT_37=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c3']) >= 16, DOT_46=(T['c0']) >= 16 and (T['c3']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), T_c0=T['c0'], T_c2=T['c2'], T_c3=T['c3'])
    m57 = m6.narrow(0, 1, 1)
    m56 = m57.reshape([32])
    m55 = m56.reshape([1, 32])
    m62 = m12.narrow(0, 1, 1)
    m61 = m62.reshape([64, 32])
    m60 = m61.permute([1, 0])
    m68 = m35.narrow(0, 1, 1)
    m67 = m68.reshape([64, 32])
    m66 = m67.permute([1, 0])
    m87 = m44.narrow(0, 1, 1)
    m86 = m87.reshape([32, 64])
    m85 = m86.permute([1, 0])
    buf95 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](buf53_ptr=buf53, buf53_s0=buf53.stride(0), buf53_s1=buf53.stride(1), m55_ptr=m55, m55_s0=m55.stride(0), m55_s1=m55.stride(1), m60_ptr=m60, m60_s0=m60.stride(0), m60_s1=m60.stride(1), m66_ptr=m66, m66_s0=m66.stride(0), m66_s1=m66.stride(1), m85_ptr=m85, m85_s0=m85.stride(0), m85_s1=m85.stride(1), buf95_ptr=buf95, buf95_s0=buf95.stride(0), buf95_s1=buf95.stride(1), E_c0=8, E_c1=32, E_c2=32, E_n1=64, DOT_64=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_70=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_89=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf95


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
