"""ngpt [small], candidate 45: 2 kernel(s)

Rendered by EqiForge from candidate 45 of ngpt [small]: store(s_u.0[64]) loop(h.1[32]: sum) loop(h.1[32]: sum) ; grid(h.0@0, h.1@1) loop(h.1[32]: sum) loop(s_u.0[64]: sum) loop(s_u.0[64]: sum) [2 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid h.0@0[8]
    c1: grid h.1@1[32]
    c2: loop h.1[32]
    c3: loop s_u.0[64]

Run it on its own: `python kernels/f45.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/ngpt.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 16, "c2": 16, "c3": 32}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 8, "c1": 32, "c2": 32, "c3": 64}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m14_ptr, m14_s0, m14_s1, m20_ptr, m20_s0, m20_s1, m25_ptr, m25_s0, m25_s1, m31_ptr, m31_s0, m31_s1, states40_ptr, states40_s0, states40_s1, states40_s2, states40_s3, E_c0, E_c2, E_c3, DOT_17: tl.constexpr, DOT_28: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # stores states40: Collect over loop s_u.0[64]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    acc19 = tl.full([T_c0, T_c3], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t13 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t16 = tl.load(m14_ptr + offs_c2[:, None] * m14_s0 + offs_c3[None, :] * m14_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
        if DOT_17:
            t18 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t13, 0.0), tl.where((offs_c2 < E_c2)[:, None], t16, 0.0), input_precision="ieee")
        else:
            t18 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t13, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t16, 0.0), 0), axis=1)
        acc19 = acc19 + t18
    t22 = tl.load(m20_ptr + offs_c3[None, :] * m20_s1, mask=(offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
    t23 = (acc19) * (t22)
    acc30 = tl.full([T_c0, T_c3], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t24 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t27 = tl.load(m25_ptr + offs_c2[:, None] * m25_s0 + offs_c3[None, :] * m25_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
        if DOT_28:
            t29 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t24, 0.0), tl.where((offs_c2 < E_c2)[:, None], t27, 0.0), input_precision="ieee")
        else:
            t29 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t24, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t27, 0.0), 0), axis=1)
        acc30 = acc30 + t29
    t33 = tl.load(m31_ptr + offs_c3[None, :] * m31_s1, mask=(offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
    t34 = (acc30) * (t33)
    t35 = (t33) * (5.656854249492381)
    t36 = (acc30) * (t35)
    t37 = 1.0 / (1.0 + tl.exp(-(t36)))
    t38 = (t34) * (t37)
    t39 = (t23) * (t38)
    tl.store(states40_ptr + i_c0 * states40_s0 + i_c3 * states40_s1 + tl.arange(0, T_c0)[:, None] * states40_s2 + tl.arange(0, T_c3)[None, :] * states40_s3 + tl.zeros([T_c0, T_c3], tl.int32), t39)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m9_ptr, m9_s0, m9_s1, states40_ptr, states40_s0, states40_s1, states40_s2, states40_s3, m42_ptr, m42_s0, m42_s1, buf75_ptr, buf75_s0, buf75_s1, E_c0, E_c1, E_c2, E_c3, E_n0, DOT_45: tl.constexpr, DOT_51: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf75: Combine over grid h.0@0[8], grid h.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    acc6 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t3 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t4 = (t3) * (t3)
        t5 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t4, 0.0), axis=1, keep_dims=True)
        acc6 = acc6 + t5
    t7 = tl.sqrt(acc6)
    t8 = (t2) / (t7)
    t11 = tl.load(m9_ptr + offs_c1[None, :] * m9_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t12 = tl.abs(t11)
    acc47 = tl.full([T_c0, T_c1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t41 = tl.load(states40_ptr + i_c0 * states40_s0 + i_c3 * states40_s1 + tl.arange(0, T_c0)[:, None] * states40_s2 + tl.arange(0, T_c3)[None, :] * states40_s3 + tl.zeros([T_c0, T_c3], tl.int32))
        t44 = tl.load(m42_ptr + offs_c3[:, None] * m42_s0 + offs_c1[None, :] * m42_s1, mask=(offs_c3 < E_c3)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        if DOT_45:
            t46 = tl.dot(tl.where((offs_c3 < E_c3)[None, :], t41, 0.0), tl.where((offs_c3 < E_c3)[:, None], t44, 0.0), input_precision="ieee")
        else:
            t46 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :], t41, 0.0), 2) * tl.expand_dims(tl.where((offs_c3 < E_c3)[:, None], t44, 0.0), 0), axis=1)
        acc47 = acc47 + t46
    t48 = (acc47) * (32.00000000000001)
    acc53 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t49 = tl.load(states40_ptr + i_c0 * states40_s0 + i_c3 * states40_s1 + tl.arange(0, T_c0)[:, None] * states40_s2 + tl.arange(0, T_c3)[None, :] * states40_s3 + tl.zeros([T_c0, T_c3], tl.int32))
        t50 = tl.load(m42_ptr + offs_c3[:, None] * m42_s0 + offs_n0[None, :] * m42_s1, mask=(offs_c3 < E_c3)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
        if DOT_51:
            t52 = tl.dot(tl.where((offs_c3 < E_c3)[None, :], t49, 0.0), tl.where((offs_c3 < E_c3)[:, None], t50, 0.0), input_precision="ieee")
        else:
            t52 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :], t49, 0.0), 2) * tl.expand_dims(tl.where((offs_c3 < E_c3)[:, None], t50, 0.0), 0), axis=1)
        acc53 = acc53 + t52
    t54 = (acc53) * (acc53)
    t55 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t54, 0.0), axis=1, keep_dims=True)
    t56 = (t55) * (1024.0000000000005)
    t57 = tl.sqrt(t56)
    t58 = (t48) / (t57)
    t59 = t58 - (t8)
    t60 = (t12) * (t59)
    t61 = t8 + t60
    t62 = tl.load(m9_ptr + offs_n0[None, :] * m9_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t63 = tl.abs(t62)
    t64 = (acc53) * (32.00000000000001)
    t65 = (t64) / (t57)
    t66 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t67 = (t66) / (t7)
    t68 = t65 - (t67)
    t69 = (t63) * (t68)
    t70 = t69 + t67
    t71 = (t70) * (t70)
    t72 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t71, 0.0), axis=1, keep_dims=True)
    t73 = tl.sqrt(t72)
    t74 = (t61) / (t73)
    tl.store(buf75_ptr + offs_c0[:, None] * buf75_s0 + offs_c1[None, :] * buf75_s1, t74, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    m10 = inputs['alpha']
    m9 = m10.reshape([1, 32])
    m15 = inputs['w_u']
    m14 = m15.permute([1, 0])
    m21 = inputs['s_u']
    m20 = m21.reshape([1, 64])
    m26 = inputs['w_v']
    m25 = m26.permute([1, 0])
    m32 = inputs['s_v']
    m31 = m32.reshape([1, 64])
    states40 = torch.full([_cdiv(8, T['c0']), _cdiv(64, T['c3']), T['c0'], T['c3']], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']) * _cdiv(64, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m20_ptr=m20, m20_s0=m20.stride(0), m20_s1=m20.stride(1), m25_ptr=m25, m25_s0=m25.stride(0), m25_s1=m25.stride(1), m31_ptr=m31, m31_s0=m31.stride(0), m31_s1=m31.stride(1), states40_ptr=states40, states40_s0=states40.stride(0), states40_s1=states40.stride(1), states40_s2=states40.stride(2), states40_s3=states40.stride(3), E_c0=8, E_c2=32, E_c3=64, DOT_17=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c3']) >= 16, DOT_28=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c3']) >= 16, T_c0=T['c0'], T_c2=T['c2'], T_c3=T['c3'])
    m43 = inputs['w_o']
    m42 = m43.permute([1, 0])
    buf75 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), states40_ptr=states40, states40_s0=states40.stride(0), states40_s1=states40.stride(1), states40_s2=states40.stride(2), states40_s3=states40.stride(3), m42_ptr=m42, m42_s0=m42.stride(0), m42_s1=m42.stride(1), buf75_ptr=buf75, buf75_s0=buf75.stride(0), buf75_s1=buf75.stride(1), E_c0=8, E_c1=32, E_c2=32, E_c3=64, E_n0=32, DOT_45=(T['c0']) >= 16 and (T['c3']) >= 16 and (T['c1']) >= 16, DOT_51=(T['c0']) >= 16 and (T['c3']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    return buf75


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
