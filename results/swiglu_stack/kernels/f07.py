"""swiglu_stack [small], candidate 7: 2 kernel(s)

Rendered by EqiForge from candidate 7 of swiglu_stack [small]: grid(x.0@0) loop(w_up.1[64]: pair(sum, sum)) {loop(x.1[32]: sum)} [4 mm] | grid(x.0@0, x.1@1) loop(x.1[32]: pair(sum, sum)) loop(x.1[32]: sum) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid x.1@1[32]
    c2: loop x.1[32]
    c3: loop w_up.1[64]

Run it on its own: `python kernels/f07.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m16_ptr, m16_s0, m16_s1, m27_ptr, m27_s0, m27_s1, m35_ptr, m35_s0, m35_s1, buf53_ptr, buf53_s0, buf53_s1, E_c0, E_c2, E_c3, E_n0, DOT_21: tl.constexpr, DOT_32: tl.constexpr, DOT_40: tl.constexpr, DOT_47: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf53: Combine over grid x.0@0[8]
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
    acc49 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    acc50 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t20 = tl.load(m16_ptr + offs_n0[:, None] * m16_s0 + offs_c3[None, :] * m16_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
        if DOT_21:
            t22 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t15, 0.0), tl.where((offs_n0 < E_n0)[:, None], t20, 0.0), input_precision="ieee")
        else:
            t22 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t15, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t20, 0.0), 0), axis=1)
        t23 = (t22) * (2.8284271247461903)
        t24 = 2.0 / (1.0 + tl.exp(-2.0 * (t23))) - 1.0
        t25 = t24 + 1.0
        t26 = (t22) * (t25)
        t31 = tl.load(m27_ptr + offs_n0[:, None] * m27_s0 + offs_c3[None, :] * m27_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
        if DOT_32:
            t33 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t15, 0.0), tl.where((offs_n0 < E_n0)[:, None], t31, 0.0), input_precision="ieee")
        else:
            t33 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t15, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t31, 0.0), 0), axis=1)
        t34 = (t26) * (t33)
        t39 = tl.load(m35_ptr + offs_c3[:, None] * m35_s0 + offs_n0[None, :] * m35_s1, mask=(offs_c3 < E_c3)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
        if DOT_40:
            t41 = tl.dot(tl.where((offs_c3 < E_c3)[None, :], t34, 0.0), tl.where((offs_c3 < E_c3)[:, None], t39, 0.0), input_precision="ieee")
        else:
            t41 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :], t34, 0.0), 2) * tl.expand_dims(tl.where((offs_c3 < E_c3)[:, None], t39, 0.0), 0), axis=1)
        t42 = (t41) * (5.656854249492381)
        t43 = (t22) * (5.656854249492381)
        t44 = 1.0 / (1.0 + tl.exp(-(t43)))
        t45 = (t22) * (t44)
        t46 = (t45) * (t33)
        if DOT_47:
            t48 = tl.dot(tl.where((offs_c3 < E_c3)[None, :], t46, 0.0), tl.where((offs_c3 < E_c3)[:, None], t39, 0.0), input_precision="ieee")
        else:
            t48 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :], t46, 0.0), 2) * tl.expand_dims(tl.where((offs_c3 < E_c3)[:, None], t39, 0.0), 0), axis=1)
        acc49 = acc49 + t42
        acc50 = acc50 + t48
    t51 = (acc49) * (2.8284271247461903)
    t52 = t51 + t2
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
    m19 = inputs['w_gate']
    m18 = m19.narrow(0, 0, 1)
    m17 = m18.reshape([64, 32])
    m16 = m17.permute([1, 0])
    m30 = inputs['w_up']
    m29 = m30.narrow(0, 0, 1)
    m28 = m29.reshape([64, 32])
    m27 = m28.permute([1, 0])
    m38 = inputs['w_down']
    m37 = m38.narrow(0, 0, 1)
    m36 = m37.reshape([32, 64])
    m35 = m36.permute([1, 0])
    buf53 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m27_ptr=m27, m27_s0=m27.stride(0), m27_s1=m27.stride(1), m35_ptr=m35, m35_s0=m35.stride(0), m35_s1=m35.stride(1), buf53_ptr=buf53, buf53_s0=buf53.stride(0), buf53_s1=buf53.stride(1), E_c0=8, E_c2=32, E_c3=64, E_n0=32, DOT_21=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c3']) >= 16, DOT_32=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c3']) >= 16, DOT_40=(T['c0']) >= 16 and (T['c3']) >= 16 and (_pow2(32)) >= 16, DOT_47=(T['c0']) >= 16 and (T['c3']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), T_c0=T['c0'], T_c2=T['c2'], T_c3=T['c3'])
    m57 = m6.narrow(0, 1, 1)
    m56 = m57.reshape([32])
    m55 = m56.reshape([1, 32])
    m62 = m19.narrow(0, 1, 1)
    m61 = m62.reshape([64, 32])
    m60 = m61.permute([1, 0])
    m68 = m30.narrow(0, 1, 1)
    m67 = m68.reshape([64, 32])
    m66 = m67.permute([1, 0])
    m87 = m38.narrow(0, 1, 1)
    m86 = m87.reshape([32, 64])
    m85 = m86.permute([1, 0])
    buf95 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](buf53_ptr=buf53, buf53_s0=buf53.stride(0), buf53_s1=buf53.stride(1), m55_ptr=m55, m55_s0=m55.stride(0), m55_s1=m55.stride(1), m60_ptr=m60, m60_s0=m60.stride(0), m60_s1=m60.stride(1), m66_ptr=m66, m66_s0=m66.stride(0), m66_s1=m66.stride(1), m85_ptr=m85, m85_s0=m85.stride(0), m85_s1=m85.stride(1), buf95_ptr=buf95, buf95_s0=buf95.stride(0), buf95_s1=buf95.stride(1), E_c0=8, E_c1=32, E_c2=32, E_n1=64, DOT_64=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_70=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_89=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf95


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
