"""swiglu_stack [small], candidate 16: 2 kernel(s)

Rendered by EqiForge from candidate 16 of swiglu_stack [small]: grid(x.1@1) loop(w_up.1[64]: pair(sum, sum)) {loop(x.1[32]: sum)} [4 mm] | grid(x.0@0, x.1@1) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid x.1@1[32]
    c2: loop w_up.1[64]
    c3: loop x.1[32]

Run it on its own: `python kernels/f16.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m15_ptr, m15_s0, m15_s1, m30_ptr, m30_s0, m30_s1, m41_ptr, m41_s0, m41_s1, buf57_ptr, buf57_s0, buf57_s1, E_c1, E_c2, E_c3, E_n0, E_n1, DOT_20: tl.constexpr, DOT_35: tl.constexpr, DOT_46: tl.constexpr, DOT_50: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf57: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t9 = tl.load(m1_ptr + offs_n1[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t10 = (t9) * (t9)
    t11 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t10, 0.0), axis=1, keep_dims=True)
    t12 = t11 + 0.00032
    t13 = tl.rsqrt(t12)
    t23 = tl.load(m3_ptr + offs_n0[None, :] * m3_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t24 = (t9) * (t23)
    t25 = (t9) * (t9)
    t26 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t25, 0.0), axis=1, keep_dims=True)
    t27 = t26 + 0.00032
    t28 = tl.rsqrt(t27)
    t29 = (t24) * (t28)
    acc52 = tl.full([F_n1, T_c1], 0.0, tl.float32)
    acc53 = tl.full([F_n1, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        acc22 = tl.full([F_n1, T_c2], 0.0, tl.float32)
        for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
            offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

            t2 = tl.load(m1_ptr + offs_n1[:, None] * m1_s0 + offs_c3[None, :] * m1_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
            t7 = tl.load(m3_ptr + offs_c3[None, :] * m3_s1, mask=(offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
            t8 = (t2) * (t7)
            t14 = (t8) * (t13)
            t19 = tl.load(m15_ptr + offs_c3[:, None] * m15_s0 + offs_c2[None, :] * m15_s1, mask=(offs_c3 < E_c3)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
            if DOT_20:
                t21 = tl.dot(tl.where((offs_c3 < E_c3)[None, :], t14, 0.0), tl.where((offs_c3 < E_c3)[:, None], t19, 0.0), input_precision="ieee")
            else:
                t21 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :], t14, 0.0), 2) * tl.expand_dims(tl.where((offs_c3 < E_c3)[:, None], t19, 0.0), 0), axis=1)
            acc22 = acc22 + t21
        t34 = tl.load(m30_ptr + offs_n0[:, None] * m30_s0 + offs_c2[None, :] * m30_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        if DOT_35:
            t36 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t29, 0.0), tl.where((offs_n0 < E_n0)[:, None], t34, 0.0), input_precision="ieee")
        else:
            t36 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t29, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t34, 0.0), 0), axis=1)
        t37 = (t36) * (5.656854249492381)
        t38 = 1.0 / (1.0 + tl.exp(-(t37)))
        t39 = (t38) * (t37)
        t40 = (acc22) * (t39)
        t45 = tl.load(m41_ptr + offs_c2[:, None] * m41_s0 + offs_c1[None, :] * m41_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        if DOT_46:
            t47 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t40, 0.0), tl.where((offs_c2 < E_c2)[:, None], t45, 0.0), input_precision="ieee")
        else:
            t47 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t40, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t45, 0.0), 0), axis=1)
        t48 = (t36) * (t38)
        t49 = (t48) * (acc22)
        if DOT_50:
            t51 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t49, 0.0), tl.where((offs_c2 < E_c2)[:, None], t45, 0.0), input_precision="ieee")
        else:
            t51 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t49, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t45, 0.0), 0), axis=1)
        acc52 = acc52 + t47
        acc53 = acc53 + t51
    t54 = (acc52) * (5.656854249492381)
    t55 = tl.load(m1_ptr + offs_n1[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t56 = t54 + t55
    tl.store(buf57_ptr + offs_n1[:, None] * buf57_s0 + offs_c1[None, :] * buf57_s1, t56, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :])


@triton.jit
def kernel_1(buf57_ptr, buf57_s0, buf57_s1, m59_ptr, m59_s0, m59_s1, m64_ptr, m64_s0, m64_s1, m79_ptr, m79_s0, m79_s1, m87_ptr, m87_s0, m87_s1, buf96_ptr, buf96_s0, buf96_s1, E_c0, E_c1, E_n0, E_n2, DOT_68: tl.constexpr, DOT_83: tl.constexpr, DOT_91: tl.constexpr, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf96: Combine over grid x.0@0[8], grid x.1@1[32]
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
    t58 = tl.load(buf57_ptr + offs_c0[:, None] * buf57_s0 + offs_n0[None, :] * buf57_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t62 = tl.load(m59_ptr + offs_n0[None, :] * m59_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t63 = (t58) * (t62)
    t67 = tl.load(m64_ptr + offs_n0[:, None] * m64_s0 + offs_n2[None, :] * m64_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_68:
        t69 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t63, 0.0), tl.where((offs_n0 < E_n0)[:, None], t67, 0.0), input_precision="ieee")
    else:
        t69 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t63, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t67, 0.0), 0), axis=1)
    t70 = (t58) * (t58)
    t71 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t70, 0.0), axis=1, keep_dims=True)
    t72 = t71 + 0.00032
    t73 = tl.rsqrt(t72)
    t74 = (t69) * (t73)
    t75 = (t74) * (5.656854249492381)
    t76 = 1.0 / (1.0 + tl.exp(-(t75)))
    t77 = (t69) * (t76)
    t78 = (t77) * (t73)
    t82 = tl.load(m79_ptr + offs_n0[:, None] * m79_s0 + offs_n2[None, :] * m79_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_83:
        t84 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t63, 0.0), tl.where((offs_n0 < E_n0)[:, None], t82, 0.0), input_precision="ieee")
    else:
        t84 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t63, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t82, 0.0), 0), axis=1)
    t85 = (t84) * (t73)
    t86 = (t78) * (t85)
    t90 = tl.load(m87_ptr + offs_n2[:, None] * m87_s0 + offs_c1[None, :] * m87_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_91:
        t92 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t86, 0.0), tl.where((offs_n2 < E_n2)[:, None], t90, 0.0), input_precision="ieee")
    else:
        t92 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t86, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t90, 0.0), 0), axis=1)
    t93 = (t92) * (32.00000000000001)
    t94 = tl.load(buf57_ptr + offs_c0[:, None] * buf57_s0 + offs_c1[None, :] * buf57_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t95 = t93 + t94
    tl.store(buf96_ptr + offs_c0[:, None] * buf96_s0 + offs_c1[None, :] * buf96_s1, t95, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    m18 = inputs['w_up']
    m17 = m18.narrow(0, 0, 1)
    m16 = m17.reshape([64, 32])
    m15 = m16.permute([1, 0])
    m33 = inputs['w_gate']
    m32 = m33.narrow(0, 0, 1)
    m31 = m32.reshape([64, 32])
    m30 = m31.permute([1, 0])
    m44 = inputs['w_down']
    m43 = m44.narrow(0, 0, 1)
    m42 = m43.reshape([32, 64])
    m41 = m42.permute([1, 0])
    buf57 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m30_ptr=m30, m30_s0=m30.stride(0), m30_s1=m30.stride(1), m41_ptr=m41, m41_s0=m41.stride(0), m41_s1=m41.stride(1), buf57_ptr=buf57, buf57_s0=buf57.stride(0), buf57_s1=buf57.stride(1), E_c1=32, E_c2=64, E_c3=32, E_n0=32, E_n1=8, DOT_20=(_pow2(8)) >= 16 and (T['c3']) >= 16 and (T['c2']) >= 16, DOT_35=(_pow2(8)) >= 16 and (_pow2(32)) >= 16 and (T['c2']) >= 16, DOT_46=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, DOT_50=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, F_n0=_pow2(32), F_n1=_pow2(8), T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    m61 = m6.narrow(0, 1, 1)
    m60 = m61.reshape([32])
    m59 = m60.reshape([1, 32])
    m66 = m33.narrow(0, 1, 1)
    m65 = m66.reshape([64, 32])
    m64 = m65.permute([1, 0])
    m81 = m18.narrow(0, 1, 1)
    m80 = m81.reshape([64, 32])
    m79 = m80.permute([1, 0])
    m89 = m44.narrow(0, 1, 1)
    m88 = m89.reshape([32, 64])
    m87 = m88.permute([1, 0])
    buf96 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](buf57_ptr=buf57, buf57_s0=buf57.stride(0), buf57_s1=buf57.stride(1), m59_ptr=m59, m59_s0=m59.stride(0), m59_s1=m59.stride(1), m64_ptr=m64, m64_s0=m64.stride(0), m64_s1=m64.stride(1), m79_ptr=m79, m79_s0=m79.stride(0), m79_s1=m79.stride(1), m87_ptr=m87, m87_s0=m87.stride(0), m87_s1=m87.stride(1), buf96_ptr=buf96, buf96_s0=buf96.stride(0), buf96_s1=buf96.stride(1), E_c0=8, E_c1=32, E_n0=32, E_n2=64, DOT_68=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_83=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_91=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n0=_pow2(32), F_n2=_pow2(64), T_c0=T['c0'], T_c1=T['c1'])
    return buf96


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
