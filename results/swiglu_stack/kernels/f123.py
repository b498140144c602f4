"""swiglu_stack [small], candidate 123: 3 kernel(s)

Rendered by EqiForge from candidate 123 of swiglu_stack [small]: grid(x.0@0) [3 mm] | store(x.1[32]) ; grid(x.1@1) loop(w_up.1[64]: sum) {loop(x.1[32]: sum, stored)} [2 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.1@1[32]
    c1: loop w_up.1[64]
    c2: grid x.0@0[8]
    c3: loop x.1[32]

Run it on its own: `python kernels/f123.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/swiglu_stack.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 32, "c2": 4, "c3": 16}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m9_ptr, m9_s0, m9_s1, m24_ptr, m24_s0, m24_s1, m35_ptr, m35_s0, m35_s1, buf43_ptr, buf43_s0, buf43_s1, E_c2, E_n1, E_n2, DOT_14: tl.constexpr, DOT_29: tl.constexpr, DOT_40: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c2: tl.constexpr):
    # writes buf43: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t2 = tl.load(m1_ptr + offs_c2[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t7 = tl.load(m3_ptr + offs_n1[None, :] * m3_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t8 = (t2) * (t7)
    t13 = tl.load(m9_ptr + offs_n1[:, None] * m9_s0 + offs_n2[None, :] * m9_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_14:
        t15 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t8, 0.0), tl.where((offs_n1 < E_n1)[:, None], t13, 0.0), input_precision="ieee")
    else:
        t15 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t8, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t13, 0.0), 0), axis=1)
    t16 = (t2) * (t2)
    t17 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t16, 0.0), axis=1, keep_dims=True)
    t18 = t17 + 0.00032
    t19 = tl.rsqrt(t18)
    t20 = (t15) * (t19)
    t21 = (t20) * (5.656854249492381)
    t22 = 1.0 / (1.0 + tl.exp(-(t21)))
    t23 = (t15) * (t22)
    t28 = tl.load(m24_ptr + offs_n1[:, None] * m24_s0 + offs_n2[None, :] * m24_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_29:
        t30 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t8, 0.0), tl.where((offs_n1 < E_n1)[:, None], t28, 0.0), input_precision="ieee")
    else:
        t30 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t8, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t28, 0.0), 0), axis=1)
    t31 = (t23) * (t30)
    t32 = (t31) * (t19)
    t33 = (t32) * (t19)
    t34 = (t33) * (32.00000000000001)
    t39 = tl.load(m35_ptr + offs_n2[:, None] * m35_s0 + offs_n1[None, :] * m35_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_40:
        t41 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t34, 0.0), tl.where((offs_n2 < E_n2)[:, None], t39, 0.0), input_precision="ieee")
    else:
        t41 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t34, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t39, 0.0), 0), axis=1)
    t42 = t41 + t2
    tl.store(buf43_ptr + offs_c2[:, None] * buf43_s0 + offs_n1[None, :] * buf43_s1, t42, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_1(buf43_ptr, buf43_s0, buf43_s1, m45_ptr, m45_s0, m45_s1, m67_ptr, m67_s0, m67_s1, states73_ptr, states73_s0, states73_s1, states73_s2, states73_s3, E_c1, E_c3, E_n0, DOT_71: tl.constexpr, F_n0: tl.constexpr, T_c1: tl.constexpr, T_c3: tl.constexpr):
    # stores states73: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t64 = tl.load(buf43_ptr + offs_n0[:, None] * buf43_s0 + offs_c3[None, :] * buf43_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
    t65 = tl.load(m45_ptr + offs_c3[None, :] * m45_s1, mask=(offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
    t66 = (t64) * (t65)
    t70 = tl.load(m67_ptr + offs_c3[:, None] * m67_s0 + offs_c1[None, :] * m67_s1, mask=(offs_c3 < E_c3)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_71:
        t72 = tl.dot(tl.where((offs_c3 < E_c3)[None, :], t66, 0.0), tl.where((offs_c3 < E_c3)[:, None], t70, 0.0), input_precision="ieee")
    else:
        t72 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :], t66, 0.0), 2) * tl.expand_dims(tl.where((offs_c3 < E_c3)[:, None], t70, 0.0), 0), axis=1)
    tl.store(states73_ptr + i_c1 * states73_s0 + i_c3 * states73_s1 + tl.arange(0, F_n0)[:, None] * states73_s2 + tl.arange(0, T_c1)[None, :] * states73_s3 + tl.zeros([F_n0, T_c1], tl.int32), t72)


@triton.jit
def kernel_2(buf43_ptr, buf43_s0, buf43_s1, m45_ptr, m45_s0, m45_s1, m55_ptr, m55_s0, m55_s1, states73_ptr, states73_s0, states73_s1, states73_s2, states73_s3, m78_ptr, m78_s0, m78_s1, buf88_ptr, buf88_s0, buf88_s1, E_c0, E_c1, E_c3, E_n0, E_n1, DOT_59: tl.constexpr, DOT_82: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c3: tl.constexpr):
    # writes buf88: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t44 = tl.load(buf43_ptr + offs_n0[:, None] * buf43_s0 + offs_n1[None, :] * buf43_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t48 = tl.load(m45_ptr + offs_n1[None, :] * m45_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t49 = (t44) * (t48)
    t50 = (t44) * (t44)
    t51 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t50, 0.0), axis=1, keep_dims=True)
    t52 = t51 + 0.00032
    t53 = tl.rsqrt(t52)
    t54 = (t49) * (t53)
    acc84 = tl.full([F_n0, T_c0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t58 = tl.load(m55_ptr + offs_n1[:, None] * m55_s0 + offs_c1[None, :] * m55_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        if DOT_59:
            t60 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t54, 0.0), tl.where((offs_n1 < E_n1)[:, None], t58, 0.0), input_precision="ieee")
        else:
            t60 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t54, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t58, 0.0), 0), axis=1)
        t61 = (t60) * (5.656854249492381)
        t62 = 1.0 / (1.0 + tl.exp(-(t61)))
        t63 = (t60) * (t62)
        acc75 = tl.full([F_n0, T_c1], 0.0, tl.float32)
        for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
            offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

            t74 = tl.load(states73_ptr + i_c1 * states73_s0 + i_c3 * states73_s1 + tl.arange(0, F_n0)[:, None] * states73_s2 + tl.arange(0, T_c1)[None, :] * states73_s3 + tl.zeros([F_n0, T_c1], tl.int32))
            acc75 = acc75 + t74
        t76 = (acc75) * (t53)
        t77 = (t63) * (t76)
        t81 = tl.load(m78_ptr + offs_c1[:, None] * m78_s0 + offs_c0[None, :] * m78_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
        if DOT_82:
            t83 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t77, 0.0), tl.where((offs_c1 < E_c1)[:, None], t81, 0.0), input_precision="ieee")
        else:
            t83 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t77, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t81, 0.0), 0), axis=1)
        acc84 = acc84 + t83
    t85 = (acc84) * (32.00000000000001)
    t86 = tl.load(buf43_ptr + offs_n0[:, None] * buf43_s0 + offs_c0[None, :] * buf43_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    t87 = t85 + t86
    tl.store(buf88_ptr + offs_n0[:, None] * buf88_s0 + offs_c0[None, :] * buf88_s1, t87, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :])


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
    m27 = inputs['w_up']
    m26 = m27.narrow(0, 0, 1)
    m25 = m26.reshape([64, 32])
    m24 = m25.permute([1, 0])
    m38 = inputs['w_down']
    m37 = m38.narrow(0, 0, 1)
    m36 = m37.reshape([32, 64])
    m35 = m36.permute([1, 0])
    buf43 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m24_ptr=m24, m24_s0=m24.stride(0), m24_s1=m24.stride(1), m35_ptr=m35, m35_s0=m35.stride(0), m35_s1=m35.stride(1), buf43_ptr=buf43, buf43_s0=buf43.stride(0), buf43_s1=buf43.stride(1), E_c2=8, E_n1=32, E_n2=64, DOT_14=(T['c2']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_29=(T['c2']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_40=(T['c2']) >= 16 and (_pow2(64)) >= 16 and (_pow2(32)) >= 16, F_n1=_pow2(32), F_n2=_pow2(64), T_c2=T['c2'])
    m47 = m6.narrow(0, 1, 1)
    m46 = m47.reshape([32])
    m45 = m46.reshape([1, 32])
    m57 = m12.narrow(0, 1, 1)
    m56 = m57.reshape([64, 32])
    m55 = m56.permute([1, 0])
    m69 = m27.narrow(0, 1, 1)
    m68 = m69.reshape([64, 32])
    m67 = m68.permute([1, 0])
    states73 = torch.full([_cdiv(64, T['c1']), _cdiv(32, T['c3']), _pow2(8), T['c1']], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(64, T['c1']) * _cdiv(32, T['c3']),)](buf43_ptr=buf43, buf43_s0=buf43.stride(0), buf43_s1=buf43.stride(1), m45_ptr=m45, m45_s0=m45.stride(0), m45_s1=m45.stride(1), m67_ptr=m67, m67_s0=m67.stride(0), m67_s1=m67.stride(1), states73_ptr=states73, states73_s0=states73.stride(0), states73_s1=states73.stride(1), states73_s2=states73.stride(2), states73_s3=states73.stride(3), E_c1=64, E_c3=32, E_n0=8, DOT_71=(_pow2(8)) >= 16 and (T['c3']) >= 16 and (T['c1']) >= 16, F_n0=_pow2(8), T_c1=T['c1'], T_c3=T['c3'])
    m80 = m38.narrow(0, 1, 1)
    m79 = m80.reshape([32, 64])
    m78 = m79.permute([1, 0])
    buf88 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(32, T['c0']),)](buf43_ptr=buf43, buf43_s0=buf43.stride(0), buf43_s1=buf43.stride(1), m45_ptr=m45, m45_s0=m45.stride(0), m45_s1=m45.stride(1), m55_ptr=m55, m55_s0=m55.stride(0), m55_s1=m55.stride(1), states73_ptr=states73, states73_s0=states73.stride(0), states73_s1=states73.stride(1), states73_s2=states73.stride(2), states73_s3=states73.stride(3), m78_ptr=m78, m78_s0=m78.stride(0), m78_s1=m78.stride(1), buf88_ptr=buf88, buf88_s0=buf88.stride(0), buf88_s1=buf88.stride(1), E_c0=32, E_c1=64, E_c3=32, E_n0=8, E_n1=32, DOT_59=(_pow2(8)) >= 16 and (_pow2(32)) >= 16 and (T['c1']) >= 16, DOT_82=(_pow2(8)) >= 16 and (T['c1']) >= 16 and (T['c0']) >= 16, F_n0=_pow2(8), F_n1=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c3=T['c3'])
    return buf88


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
