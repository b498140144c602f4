"""swiglu_stack [small], candidate 24: 2 kernel(s)

Rendered by EqiForge from candidate 24 of swiglu_stack [small]: grid(x.0@0, x.1@1) loop(w_up.1[64]: sum) {loop(x.1[32]: sum)} [3 mm] | grid(x.0@0, x.1@1) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid x.1@1[32]
    c2: loop w_up.1[64]
    c3: loop x.1[32]

Run it on its own: `python kernels/f24.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m15_ptr, m15_s0, m15_s1, m28_ptr, m28_s0, m28_s1, m36_ptr, m36_s0, m36_s1, buf52_ptr, buf52_s0, buf52_s1, E_c0, E_c1, E_c2, E_c3, E_n0, DOT_20: tl.constexpr, DOT_33: tl.constexpr, DOT_41: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf52: Combine over grid x.0@0[8], grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t9 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t10 = (t9) * (t9)
    t11 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t10, 0.0), axis=1, keep_dims=True)
    t12 = t11 + 0.00032
    t13 = tl.rsqrt(t12)
    t26 = tl.load(m3_ptr + offs_n0[None, :] * m3_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t27 = (t9) * (t26)
    acc43 = tl.full([T_c0, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        acc22 = tl.full([T_c0, T_c2], 0.0, tl.float32)
        for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
            offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

            t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c3[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
            t7 = tl.load(m3_ptr + offs_c3[None, :] * m3_s1, mask=(offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
            t8 = (t2) * (t7)
            t14 = (t8) * (t13)
            t19 = tl.load(m15_ptr + offs_c3[:, None] * m15_s0 + offs_c2[None, :] * m15_s1, mask=(offs_c3 < E_c3)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
            if DOT_20:
                t21 = tl.dot(tl.where((offs_c3 < E_c3)[None, :], t14, 0.0), tl.where((offs_c3 < E_c3)[:, None], t19, 0.0), input_precision="ieee")
            else:
                t21 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :], t14, 0.0), 2) * tl.expand_dims(tl.where((offs_c3 < E_c3)[:, None], t19, 0.0), 0), axis=1)
            acc22 = acc22 + t21
        t23 = (acc22) * (5.656854249492381)
        t24 = 1.0 / (1.0 + tl.exp(-(t23)))
        t25 = (acc22) * (t24)
        t32 = tl.load(m28_ptr + offs_n0[:, None] * m28_s0 + offs_c2[None, :] * m28_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        if DOT_33:
            t34 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t27, 0.0), tl.where((offs_n0 < E_n0)[:, None], t32, 0.0), input_precision="ieee")
        else:
            t34 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t27, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t32, 0.0), 0), axis=1)
        t35 = (t25) * (t34)
        t40 = tl.load(m36_ptr + offs_c2[:, None] * m36_s0 + offs_c1[None, :] * m36_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        if DOT_41:
            t42 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t35, 0.0), tl.where((offs_c2 < E_c2)[:, None], t40, 0.0), input_precision="ieee")
        else:
            t42 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t35, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t40, 0.0), 0), axis=1)
        acc43 = acc43 + t42
    t44 = (t9) * (t9)
    t45 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t44, 0.0), axis=1, keep_dims=True)
    t46 = t45 + 0.00032
    t47 = tl.rsqrt(t46)
    t48 = (acc43) * (t47)
    t49 = (t48) * (32.00000000000001)
    t50 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t51 = t49 + t50
    tl.store(buf52_ptr + offs_c0[:, None] * buf52_s0 + offs_c1[None, :] * buf52_s1, t51, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


@triton.jit
def kernel_1(buf52_ptr, buf52_s0, buf52_s1, m54_ptr, m54_s0, m54_s1, m59_ptr, m59_s0, m59_s1, m74_ptr, m74_s0, m74_s1, m82_ptr, m82_s0, m82_s1, buf91_ptr, buf91_s0, buf91_s1, E_c0, E_c1, E_n0, E_n1, DOT_63: tl.constexpr, DOT_78: tl.constexpr, DOT_86: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf91: Combine over grid x.0@0[8], grid x.1@1[32]
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
    t53 = tl.load(buf52_ptr + offs_c0[:, None] * buf52_s0 + offs_n0[None, :] * buf52_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t57 = tl.load(m54_ptr + offs_n0[None, :] * m54_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t58 = (t53) * (t57)
    t62 = tl.load(m59_ptr + offs_n0[:, None] * m59_s0 + offs_n1[None, :] * m59_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_63:
        t64 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t58, 0.0), tl.where((offs_n0 < E_n0)[:, None], t62, 0.0), input_precision="ieee")
    else:
        t64 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t58, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t62, 0.0), 0), axis=1)
    t65 = (t53) * (t53)
    t66 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t65, 0.0), axis=1, keep_dims=True)
    t67 = t66 + 0.00032
    t68 = tl.rsqrt(t67)
    t69 = (t64) * (t68)
    t70 = (t69) * (5.656854249492381)
    t71 = 1.0 / (1.0 + tl.exp(-(t70)))
    t72 = (t64) * (t71)
    t73 = (t72) * (t68)
    t77 = tl.load(m74_ptr + offs_n0[:, None] * m74_s0 + offs_n1[None, :] * m74_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_78:
        t79 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t58, 0.0), tl.where((offs_n0 < E_n0)[:, None], t77, 0.0), input_precision="ieee")
    else:
        t79 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t58, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t77, 0.0), 0), axis=1)
    t80 = (t79) * (t68)
    t81 = (t73) * (t80)
    t85 = tl.load(m82_ptr + offs_n1[:, None] * m82_s0 + offs_c1[None, :] * m82_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_86:
        t87 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t81, 0.0), tl.where((offs_n1 < E_n1)[:, None], t85, 0.0), input_precision="ieee")
    else:
        t87 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t81, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t85, 0.0), 0), axis=1)
    t88 = (t87) * (32.00000000000001)
    t89 = tl.load(buf52_ptr + offs_c0[:, None] * buf52_s0 + offs_c1[None, :] * buf52_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t90 = t88 + t89
    tl.store(buf91_ptr + offs_c0[:, None] * buf91_s0 + offs_c1[None, :] * buf91_s1, t90, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    m18 = inputs['w_gate']
    m17 = m18.narrow(0, 0, 1)
    m16 = m17.reshape([64, 32])
    m15 = m16.permute([1, 0])
    m31 = inputs['w_up']
    m30 = m31.narrow(0, 0, 1)
    m29 = m30.reshape([64, 32])
    m28 = m29.permute([1, 0])
    m39 = inputs['w_down']
    m38 = m39.narrow(0, 0, 1)
    m37 = m38.reshape([32, 64])
    m36 = m37.permute([1, 0])
    buf52 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m15_ptr=m15, m15_s0=m15.stride(0), m15_s1=m15.stride(1), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m36_ptr=m36, m36_s0=m36.stride(0), m36_s1=m36.stride(1), buf52_ptr=buf52, buf52_s0=buf52.stride(0), buf52_s1=buf52.stride(1), E_c0=8, E_c1=32, E_c2=64, E_c3=32, E_n0=32, DOT_20=(T['c0']) >= 16 and (T['c3']) >= 16 and (T['c2']) >= 16, DOT_33=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c2']) >= 16, DOT_41=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, F_n0=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    m56 = m6.narrow(0, 1, 1)
    m55 = m56.reshape([32])
    m54 = m55.reshape([1, 32])
    m61 = m18.narrow(0, 1, 1)
    m60 = m61.reshape([64, 32])
    m59 = m60.permute([1, 0])
    m76 = m31.narrow(0, 1, 1)
    m75 = m76.reshape([64, 32])
    m74 = m75.permute([1, 0])
    m84 = m39.narrow(0, 1, 1)
    m83 = m84.reshape([32, 64])
    m82 = m83.permute([1, 0])
    buf91 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](buf52_ptr=buf52, buf52_s0=buf52.stride(0), buf52_s1=buf52.stride(1), m54_ptr=m54, m54_s0=m54.stride(0), m54_s1=m54.stride(1), m59_ptr=m59, m59_s0=m59.stride(0), m59_s1=m59.stride(1), m74_ptr=m74, m74_s0=m74.stride(0), m74_s1=m74.stride(1), m82_ptr=m82, m82_s0=m82.stride(0), m82_s1=m82.stride(1), buf91_ptr=buf91, buf91_s0=buf91.stride(0), buf91_s1=buf91.stride(1), E_c0=8, E_c1=32, E_n0=32, E_n1=64, DOT_63=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_78=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_86=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'])
    return buf91


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
