"""swiglu_stack [small], candidate 61: 3 kernel(s)

Rendered by EqiForge from candidate 61 of swiglu_stack [small]: store(w_up.1[64]) ; grid(x.0@0, x.1@1) loop(w_up.1[64]: sum) [1 mm] | grid(x.0@0, x.1@1) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid x.1@1[32]
    c2: loop w_up.1[64]

Run it on its own: `python kernels/f61.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/swiglu_stack.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 16, "c2": 32}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 8, "c1": 32, "c2": 64}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m9_ptr, m9_s0, m9_s1, m24_ptr, m24_s0, m24_s1, states33_ptr, states33_s0, states33_s1, states33_s2, states33_s3, E_c0, E_c2, E_n0, DOT_14: tl.constexpr, DOT_29: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states33: Collect over loop w_up.1[64]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t7 = tl.load(m3_ptr + offs_n0[None, :] * m3_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t8 = (t2) * (t7)
    t13 = tl.load(m9_ptr + offs_n0[:, None] * m9_s0 + offs_c2[None, :] * m9_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    if DOT_14:
        t15 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t8, 0.0), tl.where((offs_n0 < E_n0)[:, None], t13, 0.0), input_precision="ieee")
    else:
        t15 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t8, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t13, 0.0), 0), axis=1)
    t16 = (t2) * (t2)
    t17 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t16, 0.0), axis=1, keep_dims=True)
    t18 = t17 + 0.00032
    t19 = tl.rsqrt(t18)
    t20 = (t15) * (t19)
    t21 = (t20) * (5.656854249492381)
    t22 = 1.0 / (1.0 + tl.exp(-(t21)))
    t23 = (t20) * (t22)
    t28 = tl.load(m24_ptr + offs_n0[:, None] * m24_s0 + offs_c2[None, :] * m24_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    if DOT_29:
        t30 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t8, 0.0), tl.where((offs_n0 < E_n0)[:, None], t28, 0.0), input_precision="ieee")
    else:
        t30 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t8, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t28, 0.0), 0), axis=1)
    t31 = (t30) * (t19)
    t32 = (t23) * (t31)
    tl.store(states33_ptr + i_c0 * states33_s0 + i_c2 * states33_s1 + tl.arange(0, T_c0)[:, None] * states33_s2 + tl.arange(0, T_c2)[None, :] * states33_s3 + tl.zeros([T_c0, T_c2], tl.int32), t32)


@triton.jit
def kernel_1(states33_ptr, states33_s0, states33_s1, states33_s2, states33_s3, m35_ptr, m35_s0, m35_s1, m1_ptr, m1_s0, m1_s1, buf46_ptr, buf46_s0, buf46_s1, E_c0, E_c1, E_c2, DOT_40: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf46: Combine over grid x.0@0[8], grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    acc42 = tl.full([T_c0, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t34 = tl.load(states33_ptr + i_c0 * states33_s0 + i_c2 * states33_s1 + tl.arange(0, T_c0)[:, None] * states33_s2 + tl.arange(0, T_c2)[None, :] * states33_s3 + tl.zeros([T_c0, T_c2], tl.int32))
        t39 = tl.load(m35_ptr + offs_c2[:, None] * m35_s0 + offs_c1[None, :] * m35_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        if DOT_40:
            t41 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t34, 0.0), tl.where((offs_c2 < E_c2)[:, None], t39, 0.0), input_precision="ieee")
        else:
            t41 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t34, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t39, 0.0), 0), axis=1)
        acc42 = acc42 + t41
    t43 = (acc42) * (32.00000000000001)
    t44 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t45 = t43 + t44
    tl.store(buf46_ptr + offs_c0[:, None] * buf46_s0 + offs_c1[None, :] * buf46_s1, t45, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


@triton.jit
def kernel_2(buf46_ptr, buf46_s0, buf46_s1, m48_ptr, m48_s0, m48_s1, m53_ptr, m53_s0, m53_s1, m68_ptr, m68_s0, m68_s1, m76_ptr, m76_s0, m76_s1, buf85_ptr, buf85_s0, buf85_s1, E_c0, E_c1, E_n0, E_n1, DOT_57: tl.constexpr, DOT_72: tl.constexpr, DOT_80: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf85: Combine over grid x.0@0[8], grid x.1@1[32]
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
    t47 = tl.load(buf46_ptr + offs_c0[:, None] * buf46_s0 + offs_n0[None, :] * buf46_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t51 = tl.load(m48_ptr + offs_n0[None, :] * m48_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t52 = (t47) * (t51)
    t56 = tl.load(m53_ptr + offs_n0[:, None] * m53_s0 + offs_n1[None, :] * m53_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_57:
        t58 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t52, 0.0), tl.where((offs_n0 < E_n0)[:, None], t56, 0.0), input_precision="ieee")
    else:
        t58 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t52, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t56, 0.0), 0), axis=1)
    t59 = (t47) * (t47)
    t60 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t59, 0.0), axis=1, keep_dims=True)
    t61 = t60 + 0.00032
    t62 = tl.rsqrt(t61)
    t63 = (t58) * (t62)
    t64 = (t63) * (5.656854249492381)
    t65 = 1.0 / (1.0 + tl.exp(-(t64)))
    t66 = (t58) * (t65)
    t67 = (t66) * (t62)
    t71 = tl.load(m68_ptr + offs_n0[:, None] * m68_s0 + offs_n1[None, :] * m68_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_72:
        t73 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t52, 0.0), tl.where((offs_n0 < E_n0)[:, None], t71, 0.0), input_precision="ieee")
    else:
        t73 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t52, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t71, 0.0), 0), axis=1)
    t74 = (t73) * (t62)
    t75 = (t67) * (t74)
    t79 = tl.load(m76_ptr + offs_n1[:, None] * m76_s0 + offs_c1[None, :] * m76_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_80:
        t81 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t75, 0.0), tl.where((offs_n1 < E_n1)[:, None], t79, 0.0), input_precision="ieee")
    else:
        t81 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t75, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t79, 0.0), 0), axis=1)
    t82 = (t81) * (32.00000000000001)
    t83 = tl.load(buf46_ptr + offs_c0[:, None] * buf46_s0 + offs_c1[None, :] * buf46_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t84 = t82 + t83
    tl.store(buf85_ptr + offs_c0[:, None] * buf85_s0 + offs_c1[None, :] * buf85_s1, t84, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    states33 = torch.full([_cdiv(8, T['c0']), _cdiv(64, T['c2']), T['c0'], T['c2']], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']) * _cdiv(64, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m24_ptr=m24, m24_s0=m24.stride(0), m24_s1=m24.stride(1), states33_ptr=states33, states33_s0=states33.stride(0), states33_s1=states33.stride(1), states33_s2=states33.stride(2), states33_s3=states33.stride(3), E_c0=8, E_c2=64, E_n0=32, DOT_14=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c2']) >= 16, DOT_29=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c2']) >= 16, F_n0=_pow2(32), T_c0=T['c0'], T_c2=T['c2'])
    m38 = inputs['w_down']
    m37 = m38.narrow(0, 0, 1)
    m36 = m37.reshape([32, 64])
    m35 = m36.permute([1, 0])
    buf46 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](states33_ptr=states33, states33_s0=states33.stride(0), states33_s1=states33.stride(1), states33_s2=states33.stride(2), states33_s3=states33.stride(3), m35_ptr=m35, m35_s0=m35.stride(0), m35_s1=m35.stride(1), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf46_ptr=buf46, buf46_s0=buf46.stride(0), buf46_s1=buf46.stride(1), E_c0=8, E_c1=32, E_c2=64, DOT_40=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    m50 = m6.narrow(0, 1, 1)
    m49 = m50.reshape([32])
    m48 = m49.reshape([1, 32])
    m55 = m12.narrow(0, 1, 1)
    m54 = m55.reshape([64, 32])
    m53 = m54.permute([1, 0])
    m70 = m27.narrow(0, 1, 1)
    m69 = m70.reshape([64, 32])
    m68 = m69.permute([1, 0])
    m78 = m38.narrow(0, 1, 1)
    m77 = m78.reshape([32, 64])
    m76 = m77.permute([1, 0])
    buf85 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](buf46_ptr=buf46, buf46_s0=buf46.stride(0), buf46_s1=buf46.stride(1), m48_ptr=m48, m48_s0=m48.stride(0), m48_s1=m48.stride(1), m53_ptr=m53, m53_s0=m53.stride(0), m53_s1=m53.stride(1), m68_ptr=m68, m68_s0=m68.stride(0), m68_s1=m68.stride(1), m76_ptr=m76, m76_s0=m76.stride(0), m76_s1=m76.stride(1), buf85_ptr=buf85, buf85_s0=buf85.stride(0), buf85_s1=buf85.stride(1), E_c0=8, E_c1=32, E_n0=32, E_n1=64, DOT_57=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_72=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_80=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'])
    return buf85


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
