"""swiglu_stack [small], candidate 29: 3 kernel(s)

Rendered by EqiForge from candidate 29 of swiglu_stack [small]: grid() loop(w_up.1[64]: pair(sum, sum)) {loop(x.1[32]: pair(sum, sum))} ; grid(x.1@1) | grid(x.0@0, x.1@1) loop(x.1[32]: pair(sum, sum)) loop(x.1[32]: sum) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid x.1@1[32]
    c2: loop x.1[32]
    c3: loop w_up.1[64]

Run it on its own: `python kernels/f29.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m9_ptr, m9_s0, m9_s1, m16_ptr, m16_s0, m16_s1, m38_ptr, m38_s0, m38_s1, buf48_ptr, buf48_s0, buf48_s1, buf49_ptr, buf49_s0, buf49_s1, E_c2, E_c3, E_n0, E_n1, DOT_14: tl.constexpr, DOT_21: tl.constexpr, DOT_43: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf48, buf49: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t25 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t26 = (t25) * (t25)
    t27 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t26, 0.0), axis=1, keep_dims=True)
    t28 = t27 + 0.00032
    t29 = tl.rsqrt(t28)
    t31 = (t27) * (0.03125)
    t32 = t31 + 1e-05
    t33 = tl.rsqrt(t32)
    acc46 = tl.full([F_n0, F_n1], 0.0, tl.float32)
    acc47 = tl.full([F_n0, F_n1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        acc23 = tl.full([F_n0, T_c3], 0.0, tl.float32)
        acc24 = tl.full([F_n0, T_c3], 0.0, tl.float32)
        for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
            offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

            t2 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
            t7 = tl.load(m3_ptr + offs_c2[None, :] * m3_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
            t8 = (t2) * (t7)
            t13 = tl.load(m9_ptr + offs_c2[:, None] * m9_s0 + offs_c3[None, :] * m9_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
            if DOT_14:
                t15 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t8, 0.0), tl.where((offs_c2 < E_c2)[:, None], t13, 0.0), input_precision="ieee")
            else:
                t15 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t8, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t13, 0.0), 0), axis=1)
            t20 = tl.load(m16_ptr + offs_c2[:, None] * m16_s0 + offs_c3[None, :] * m16_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
            if DOT_21:
                t22 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t8, 0.0), tl.where((offs_c2 < E_c2)[:, None], t20, 0.0), input_precision="ieee")
            else:
                t22 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t8, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t20, 0.0), 0), axis=1)
            acc23 = acc23 + t15
            acc24 = acc24 + t22
        t30 = (acc24) * (t29)
        t34 = (acc24) * (t33)
        t35 = 1.0 / (1.0 + tl.exp(-(t34)))
        t36 = (t30) * (t35)
        t37 = (t36) * (acc23)
        t42 = tl.load(m38_ptr + offs_c3[:, None] * m38_s0 + offs_n1[None, :] * m38_s1, mask=(offs_c3 < E_c3)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_43:
            t44 = tl.dot(tl.where((offs_c3 < E_c3)[None, :], t37, 0.0), tl.where((offs_c3 < E_c3)[:, None], t42, 0.0), input_precision="ieee")
        else:
            t44 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :], t37, 0.0), 2) * tl.expand_dims(tl.where((offs_c3 < E_c3)[:, None], t42, 0.0), 0), axis=1)
        t45 = (t44) * (t29)
        acc46 = acc46 + t44
        acc47 = acc47 + t45
    tl.store(buf48_ptr + offs_n0[:, None] * buf48_s0 + offs_n1[None, :] * buf48_s1, acc46, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :])
    tl.store(buf49_ptr + offs_n0[:, None] * buf49_s0 + offs_n1[None, :] * buf49_s1, acc47, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_1(buf49_ptr, buf49_s0, buf49_s1, m1_ptr, m1_s0, m1_s1, buf54_ptr, buf54_s0, buf54_s1, E_c1, E_n0, F_n0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf54: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t50 = tl.load(buf49_ptr + offs_n0[:, None] * buf49_s0 + offs_c1[None, :] * buf49_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t51 = (t50) * (32.00000000000001)
    t52 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t53 = t51 + t52
    tl.store(buf54_ptr + offs_n0[:, None] * buf54_s0 + offs_c1[None, :] * buf54_s1, t53, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :])


@triton.jit
def kernel_2(buf54_ptr, buf54_s0, buf54_s1, m56_ptr, m56_s0, m56_s1, m61_ptr, m61_s0, m61_s1, m67_ptr, m67_s0, m67_s1, m86_ptr, m86_s0, m86_s1, buf96_ptr, buf96_s0, buf96_s1, E_c0, E_c1, E_c2, E_n2, DOT_65: tl.constexpr, DOT_71: tl.constexpr, DOT_90: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf96: Combine over grid x.0@0[8], grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    acc73 = tl.full([T_c0, F_n2], 0.0, tl.float32)
    acc74 = tl.full([T_c0, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t55 = tl.load(buf54_ptr + offs_c0[:, None] * buf54_s0 + offs_c2[None, :] * buf54_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t59 = tl.load(m56_ptr + offs_c2[None, :] * m56_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t60 = (t55) * (t59)
        t64 = tl.load(m61_ptr + offs_c2[:, None] * m61_s0 + offs_n2[None, :] * m61_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
        if DOT_65:
            t66 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t60, 0.0), tl.where((offs_c2 < E_c2)[:, None], t64, 0.0), input_precision="ieee")
        else:
            t66 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t60, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t64, 0.0), 0), axis=1)
        t70 = tl.load(m67_ptr + offs_c2[:, None] * m67_s0 + offs_n2[None, :] * m67_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
        if DOT_71:
            t72 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t60, 0.0), tl.where((offs_c2 < E_c2)[:, None], t70, 0.0), input_precision="ieee")
        else:
            t72 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t60, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t70, 0.0), 0), axis=1)
        acc73 = acc73 + t66
        acc74 = acc74 + t72
    acc78 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t75 = tl.load(buf54_ptr + offs_c0[:, None] * buf54_s0 + offs_c2[None, :] * buf54_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t76 = (t75) * (t75)
        t77 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t76, 0.0), axis=1, keep_dims=True)
        acc78 = acc78 + t77
    t79 = acc78 + 0.00032
    t80 = tl.rsqrt(t79)
    t81 = (acc74) * (t80)
    t82 = (t81) * (5.656854249492381)
    t83 = 1.0 / (1.0 + tl.exp(-(t82)))
    t84 = (t81) * (t83)
    t85 = (t84) * (acc73)
    t89 = tl.load(m86_ptr + offs_n2[:, None] * m86_s0 + offs_c1[None, :] * m86_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_90:
        t91 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t85, 0.0), tl.where((offs_n2 < E_n2)[:, None], t89, 0.0), input_precision="ieee")
    else:
        t91 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t85, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t89, 0.0), 0), axis=1)
    t92 = (t91) * (t80)
    t93 = (t92) * (32.00000000000001)
    t94 = tl.load(buf54_ptr + offs_c0[:, None] * buf54_s0 + offs_c1[None, :] * buf54_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
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
    m12 = inputs['w_up']
    m11 = m12.narrow(0, 0, 1)
    m10 = m11.reshape([64, 32])
    m9 = m10.permute([1, 0])
    m19 = inputs['w_gate']
    m18 = m19.narrow(0, 0, 1)
    m17 = m18.reshape([64, 32])
    m16 = m17.permute([1, 0])
    m41 = inputs['w_down']
    m40 = m41.narrow(0, 0, 1)
    m39 = m40.reshape([32, 64])
    m38 = m39.permute([1, 0])
    buf48 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    buf49 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(1,)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m38_ptr=m38, m38_s0=m38.stride(0), m38_s1=m38.stride(1), buf48_ptr=buf48, buf48_s0=buf48.stride(0), buf48_s1=buf48.stride(1), buf49_ptr=buf49, buf49_s0=buf49.stride(0), buf49_s1=buf49.stride(1), E_c2=32, E_c3=64, E_n0=8, E_n1=32, DOT_14=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (T['c3']) >= 16, DOT_21=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (T['c3']) >= 16, DOT_43=(_pow2(8)) >= 16 and (T['c3']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(8), F_n1=_pow2(32), T_c2=T['c2'], T_c3=T['c3'])
    buf54 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c1']),)](buf49_ptr=buf49, buf49_s0=buf49.stride(0), buf49_s1=buf49.stride(1), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf54_ptr=buf54, buf54_s0=buf54.stride(0), buf54_s1=buf54.stride(1), E_c1=32, E_n0=8, F_n0=_pow2(8), T_c1=T['c1'])
    m58 = m6.narrow(0, 1, 1)
    m57 = m58.reshape([32])
    m56 = m57.reshape([1, 32])
    m63 = m12.narrow(0, 1, 1)
    m62 = m63.reshape([64, 32])
    m61 = m62.permute([1, 0])
    m69 = m19.narrow(0, 1, 1)
    m68 = m69.reshape([64, 32])
    m67 = m68.permute([1, 0])
    m88 = m41.narrow(0, 1, 1)
    m87 = m88.reshape([32, 64])
    m86 = m87.permute([1, 0])
    buf96 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](buf54_ptr=buf54, buf54_s0=buf54.stride(0), buf54_s1=buf54.stride(1), m56_ptr=m56, m56_s0=m56.stride(0), m56_s1=m56.stride(1), m61_ptr=m61, m61_s0=m61.stride(0), m61_s1=m61.stride(1), m67_ptr=m67, m67_s0=m67.stride(0), m67_s1=m67.stride(1), m86_ptr=m86, m86_s0=m86.stride(0), m86_s1=m86.stride(1), buf96_ptr=buf96, buf96_s0=buf96.stride(0), buf96_s1=buf96.stride(1), E_c0=8, E_c1=32, E_c2=32, E_n2=64, DOT_65=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_71=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_90=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n2=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf96


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
