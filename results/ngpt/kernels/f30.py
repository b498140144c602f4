"""ngpt [small], candidate 30: 2 kernel(s)

Rendered by EqiForge from candidate 30 of ngpt [small]: store(h.1[32]) ; grid(h.0@0, h.1@1) loop(h.1[32]: sum, stored) loop(h.1[32]: sum) loop(h.1[32]: sum) [4 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid h.0@0[8]
    c1: grid h.1@1[32]
    c2: loop h.1[32]

Run it on its own: `python kernels/f30.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/ngpt.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 16, "c2": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 8, "c1": 32, "c2": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, states6_ptr, states6_s0, states6_s1, states6_s2, states6_s3, E_c0, E_c2, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states6: Collect over loop h.1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    t3 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t4 = (t3) * (t3)
    t5 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t4, 0.0), axis=1, keep_dims=True)
    tl.store(states6_ptr + i_c0 * states6_s0 + i_c2 * states6_s1 + tl.arange(0, T_c0)[:, None] * states6_s2 + tl.zeros([T_c0, 1], tl.int32), t5)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, states6_ptr, states6_s0, states6_s1, states6_s2, states6_s3, m11_ptr, m11_s0, m11_s1, m16_ptr, m16_s0, m16_s1, m22_ptr, m22_s0, m22_s1, m30_ptr, m30_s0, m30_s1, m36_ptr, m36_s0, m36_s1, m41_ptr, m41_s0, m41_s1, buf71_ptr, buf71_s0, buf71_s1, E_c0, E_c1, E_c2, E_n0, E_n1, DOT_19: tl.constexpr, DOT_33: tl.constexpr, DOT_44: tl.constexpr, DOT_48: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf71: Combine over grid h.0@0[8], grid h.1@1[32]
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
    t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    acc8 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t7 = tl.load(states6_ptr + i_c0 * states6_s0 + i_c2 * states6_s1 + tl.arange(0, T_c0)[:, None] * states6_s2 + tl.zeros([T_c0, 1], tl.int32))
        acc8 = acc8 + t7
    t9 = tl.sqrt(acc8)
    t10 = (t2) / (t9)
    t13 = tl.load(m11_ptr + offs_c1[None, :] * m11_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t14 = tl.abs(t13)
    acc21 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t15 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t18 = tl.load(m16_ptr + offs_c2[:, None] * m16_s0 + offs_n0[None, :] * m16_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
        if DOT_19:
            t20 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t15, 0.0), tl.where((offs_c2 < E_c2)[:, None], t18, 0.0), input_precision="ieee")
        else:
            t20 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t15, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t18, 0.0), 0), axis=1)
        acc21 = acc21 + t20
    t24 = tl.load(m22_ptr + offs_n0[None, :] * m22_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t25 = (acc21) * (t24)
    t26 = (t25) * (5.656854249492381)
    t27 = 1.0 / (1.0 + tl.exp(-(t26)))
    t28 = (t25) * (t27)
    acc35 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t29 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t32 = tl.load(m30_ptr + offs_c2[:, None] * m30_s0 + offs_n0[None, :] * m30_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
        if DOT_33:
            t34 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t29, 0.0), tl.where((offs_c2 < E_c2)[:, None], t32, 0.0), input_precision="ieee")
        else:
            t34 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t29, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t32, 0.0), 0), axis=1)
        acc35 = acc35 + t34
    t38 = tl.load(m36_ptr + offs_n0[None, :] * m36_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t39 = (acc35) * (t38)
    t40 = (t28) * (t39)
    t43 = tl.load(m41_ptr + offs_n0[:, None] * m41_s0 + offs_c1[None, :] * m41_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_44:
        t45 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t40, 0.0), tl.where((offs_n0 < E_n0)[:, None], t43, 0.0), input_precision="ieee")
    else:
        t45 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t40, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t43, 0.0), 0), axis=1)
    t46 = (t45) * (32.00000000000001)
    t47 = tl.load(m41_ptr + offs_n0[:, None] * m41_s0 + offs_n1[None, :] * m41_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_48:
        t49 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t40, 0.0), tl.where((offs_n0 < E_n0)[:, None], t47, 0.0), input_precision="ieee")
    else:
        t49 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t40, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t47, 0.0), 0), axis=1)
    t50 = (t49) * (t49)
    t51 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t50, 0.0), axis=1, keep_dims=True)
    t52 = (t51) * (1024.0000000000005)
    t53 = tl.sqrt(t52)
    t54 = (t46) / (t53)
    t55 = t54 - (t10)
    t56 = (t14) * (t55)
    t57 = t10 + t56
    t58 = tl.load(m11_ptr + offs_n1[None, :] * m11_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t59 = tl.abs(t58)
    t60 = (t49) * (32.00000000000001)
    t61 = (t60) / (t53)
    t62 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t63 = (t62) / (t9)
    t64 = t61 - (t63)
    t65 = (t59) * (t64)
    t66 = t65 + t63
    t67 = (t66) * (t66)
    t68 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t67, 0.0), axis=1, keep_dims=True)
    t69 = tl.sqrt(t68)
    t70 = (t57) / (t69)
    tl.store(buf71_ptr + offs_c0[:, None] * buf71_s0 + offs_c1[None, :] * buf71_s1, t70, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    m1 = inputs['h']
    states6 = torch.full([_cdiv(8, T['c0']), _cdiv(32, T['c2']), T['c0'], 1], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']) * _cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), states6_ptr=states6, states6_s0=states6.stride(0), states6_s1=states6.stride(1), states6_s2=states6.stride(2), states6_s3=states6.stride(3), E_c0=8, E_c2=32, T_c0=T['c0'], T_c2=T['c2'])
    m12 = inputs['alpha']
    m11 = m12.reshape([1, 32])
    m17 = inputs['w_v']
    m16 = m17.permute([1, 0])
    m23 = inputs['s_v']
    m22 = m23.reshape([1, 64])
    m31 = inputs['w_u']
    m30 = m31.permute([1, 0])
    m37 = inputs['s_u']
    m36 = m37.reshape([1, 64])
    m42 = inputs['w_o']
    m41 = m42.permute([1, 0])
    buf71 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), states6_ptr=states6, states6_s0=states6.stride(0), states6_s1=states6.stride(1), states6_s2=states6.stride(2), states6_s3=states6.stride(3), m11_ptr=m11, m11_s0=m11.stride(0), m11_s1=m11.stride(1), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m30_ptr=m30, m30_s0=m30.stride(0), m30_s1=m30.stride(1), m36_ptr=m36, m36_s0=m36.stride(0), m36_s1=m36.stride(1), m41_ptr=m41, m41_s0=m41.stride(0), m41_s1=m41.stride(1), buf71_ptr=buf71, buf71_s0=buf71.stride(0), buf71_s1=buf71.stride(1), E_c0=8, E_c1=32, E_c2=32, E_n0=64, E_n1=32, DOT_19=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_33=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_44=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, DOT_48=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(64), F_n1=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf71


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
