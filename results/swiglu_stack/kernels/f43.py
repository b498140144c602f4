"""swiglu_stack [small], candidate 43: 3 kernel(s)

Rendered by EqiForge from candidate 43 of swiglu_stack [small]: store(w_up.1[64]) ; grid(x.0@0, x.1@1) loop(w_up.1[64]: sum) [1 mm] | grid(x.0@0, x.1@1) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid x.1@1[32]
    c2: loop w_up.1[64]

Run it on its own: `python kernels/f43.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m14_ptr, m14_s0, m14_s1, m24_ptr, m24_s0, m24_s1, states32_ptr, states32_s0, states32_s1, states32_s2, states32_s3, E_c0, E_c2, E_n0, DOT_19: tl.constexpr, DOT_29: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states32: Collect over loop w_up.1[64]
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
    t9 = (t2) * (t2)
    t10 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t9, 0.0), axis=1, keep_dims=True)
    t11 = t10 + 0.00032
    t12 = tl.rsqrt(t11)
    t13 = (t8) * (t12)
    t18 = tl.load(m14_ptr + offs_n0[:, None] * m14_s0 + offs_c2[None, :] * m14_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    if DOT_19:
        t20 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t13, 0.0), tl.where((offs_n0 < E_n0)[:, None], t18, 0.0), input_precision="ieee")
    else:
        t20 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t13, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t18, 0.0), 0), axis=1)
    t21 = (t20) * (5.656854249492381)
    t22 = 1.0 / (1.0 + tl.exp(-(t21)))
    t23 = (t20) * (t22)
    t28 = tl.load(m24_ptr + offs_n0[:, None] * m24_s0 + offs_c2[None, :] * m24_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    if DOT_29:
        t30 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t13, 0.0), tl.where((offs_n0 < E_n0)[:, None], t28, 0.0), input_precision="ieee")
    else:
        t30 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t13, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t28, 0.0), 0), axis=1)
    t31 = (t23) * (t30)
    tl.store(states32_ptr + i_c0 * states32_s0 + i_c2 * states32_s1 + tl.arange(0, T_c0)[:, None] * states32_s2 + tl.arange(0, T_c2)[None, :] * states32_s3 + tl.zeros([T_c0, T_c2], tl.int32), t31)


@triton.jit
def kernel_1(states32_ptr, states32_s0, states32_s1, states32_s2, states32_s3, m34_ptr, m34_s0, m34_s1, m1_ptr, m1_s0, m1_s1, buf45_ptr, buf45_s0, buf45_s1, E_c0, E_c1, E_c2, DOT_39: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf45: Combine over grid x.0@0[8], grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    acc41 = tl.full([T_c0, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t33 = tl.load(states32_ptr + i_c0 * states32_s0 + i_c2 * states32_s1 + tl.arange(0, T_c0)[:, None] * states32_s2 + tl.arange(0, T_c2)[None, :] * states32_s3 + tl.zeros([T_c0, T_c2], tl.int32))
        t38 = tl.load(m34_ptr + offs_c2[:, None] * m34_s0 + offs_c1[None, :] * m34_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        if DOT_39:
            t40 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t33, 0.0), tl.where((offs_c2 < E_c2)[:, None], t38, 0.0), input_precision="ieee")
        else:
            t40 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t33, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t38, 0.0), 0), axis=1)
        acc41 = acc41 + t40
    t42 = (acc41) * (32.00000000000001)
    t43 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t44 = t42 + t43
    tl.store(buf45_ptr + offs_c0[:, None] * buf45_s0 + offs_c1[None, :] * buf45_s1, t44, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


@triton.jit
def kernel_2(buf45_ptr, buf45_s0, buf45_s1, m47_ptr, m47_s0, m47_s1, m57_ptr, m57_s0, m57_s1, m66_ptr, m66_s0, m66_s1, m73_ptr, m73_s0, m73_s1, buf82_ptr, buf82_s0, buf82_s1, E_c0, E_c1, E_n0, E_n1, DOT_61: tl.constexpr, DOT_70: tl.constexpr, DOT_77: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf82: Combine over grid x.0@0[8], grid x.1@1[32]
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
    t46 = tl.load(buf45_ptr + offs_c0[:, None] * buf45_s0 + offs_n0[None, :] * buf45_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t50 = tl.load(m47_ptr + offs_n0[None, :] * m47_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t51 = (t46) * (t50)
    t52 = (t46) * (t46)
    t53 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t52, 0.0), axis=1, keep_dims=True)
    t54 = t53 + 0.00032
    t55 = tl.rsqrt(t54)
    t56 = (t51) * (t55)
    t60 = tl.load(m57_ptr + offs_n0[:, None] * m57_s0 + offs_n1[None, :] * m57_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_61:
        t62 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t56, 0.0), tl.where((offs_n0 < E_n0)[:, None], t60, 0.0), input_precision="ieee")
    else:
        t62 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t56, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t60, 0.0), 0), axis=1)
    t63 = (t62) * (5.656854249492381)
    t64 = 1.0 / (1.0 + tl.exp(-(t63)))
    t65 = (t62) * (t64)
    t69 = tl.load(m66_ptr + offs_n0[:, None] * m66_s0 + offs_n1[None, :] * m66_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_70:
        t71 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t56, 0.0), tl.where((offs_n0 < E_n0)[:, None], t69, 0.0), input_precision="ieee")
    else:
        t71 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t56, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t69, 0.0), 0), axis=1)
    t72 = (t65) * (t71)
    t76 = tl.load(m73_ptr + offs_n1[:, None] * m73_s0 + offs_c1[None, :] * m73_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_77:
        t78 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t72, 0.0), tl.where((offs_n1 < E_n1)[:, None], t76, 0.0), input_precision="ieee")
    else:
        t78 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t72, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t76, 0.0), 0), axis=1)
    t79 = (t78) * (32.00000000000001)
    t80 = tl.load(buf45_ptr + offs_c0[:, None] * buf45_s0 + offs_c1[None, :] * buf45_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t81 = t79 + t80
    tl.store(buf82_ptr + offs_c0[:, None] * buf82_s0 + offs_c1[None, :] * buf82_s1, t81, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    m17 = inputs['w_gate']
    m16 = m17.narrow(0, 0, 1)
    m15 = m16.reshape([64, 32])
    m14 = m15.permute([1, 0])
    m27 = inputs['w_up']
    m26 = m27.narrow(0, 0, 1)
    m25 = m26.reshape([64, 32])
    m24 = m25.permute([1, 0])
    states32 = torch.full([_cdiv(8, T['c0']), _cdiv(64, T['c2']), T['c0'], T['c2']], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']) * _cdiv(64, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m24_ptr=m24, m24_s0=m24.stride(0), m24_s1=m24.stride(1), states32_ptr=states32, states32_s0=states32.stride(0), states32_s1=states32.stride(1), states32_s2=states32.stride(2), states32_s3=states32.stride(3), E_c0=8, E_c2=64, E_n0=32, DOT_19=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c2']) >= 16, DOT_29=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c2']) >= 16, F_n0=_pow2(32), T_c0=T['c0'], T_c2=T['c2'])
    m37 = inputs['w_down']
    m36 = m37.narrow(0, 0, 1)
    m35 = m36.reshape([32, 64])
    m34 = m35.permute([1, 0])
    buf45 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](states32_ptr=states32, states32_s0=states32.stride(0), states32_s1=states32.stride(1), states32_s2=states32.stride(2), states32_s3=states32.stride(3), m34_ptr=m34, m34_s0=m34.stride(0), m34_s1=m34.stride(1), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf45_ptr=buf45, buf45_s0=buf45.stride(0), buf45_s1=buf45.stride(1), E_c0=8, E_c1=32, E_c2=64, DOT_39=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    m49 = m6.narrow(0, 1, 1)
    m48 = m49.reshape([32])
    m47 = m48.reshape([1, 32])
    m59 = m17.narrow(0, 1, 1)
    m58 = m59.reshape([64, 32])
    m57 = m58.permute([1, 0])
    m68 = m27.narrow(0, 1, 1)
    m67 = m68.reshape([64, 32])
    m66 = m67.permute([1, 0])
    m75 = m37.narrow(0, 1, 1)
    m74 = m75.reshape([32, 64])
    m73 = m74.permute([1, 0])
    buf82 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](buf45_ptr=buf45, buf45_s0=buf45.stride(0), buf45_s1=buf45.stride(1), m47_ptr=m47, m47_s0=m47.stride(0), m47_s1=m47.stride(1), m57_ptr=m57, m57_s0=m57.stride(0), m57_s1=m57.stride(1), m66_ptr=m66, m66_s0=m66.stride(0), m66_s1=m66.stride(1), m73_ptr=m73, m73_s0=m73.stride(0), m73_s1=m73.stride(1), buf82_ptr=buf82, buf82_s0=buf82.stride(0), buf82_s1=buf82.stride(1), E_c0=8, E_c1=32, E_n0=32, E_n1=64, DOT_61=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_70=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_77=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'])
    return buf82


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
