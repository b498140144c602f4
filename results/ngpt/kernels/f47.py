"""ngpt [small], candidate 47: 2 kernel(s)

Rendered by EqiForge from candidate 47 of ngpt [small]: store(s_u.0[64]) ; grid(h.0@0, h.1@1) loop(s_u.0[64]: pair(sum, sum), stored) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid h.0@0[8]
    c1: grid h.1@1[32]
    c2: loop s_u.0[64]

Run it on its own: `python kernels/f47.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/ngpt.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 16, "c2": 32}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 8, "c1": 32, "c2": 64}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m13_ptr, m13_s0, m13_s1, m18_ptr, m18_s0, m18_s1, m22_ptr, m22_s0, m22_s1, m27_ptr, m27_s0, m27_s1, m36_ptr, m36_s0, m36_s1, states42_ptr, states42_s0, states42_s1, states42_s2, states42_s3, states42_s4, states43_ptr, states43_s0, states43_s1, states43_s2, states43_s3, states43_s4, E_c0, E_c1, E_c2, E_n0, DOT_16: tl.constexpr, DOT_25: tl.constexpr, DOT_39: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states42, states43: Collect over loop s_u.0[64]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t12 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t15 = tl.load(m13_ptr + offs_n0[:, None] * m13_s0 + offs_c2[None, :] * m13_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    if DOT_16:
        t17 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t12, 0.0), tl.where((offs_n0 < E_n0)[:, None], t15, 0.0), input_precision="ieee")
    else:
        t17 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t12, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t15, 0.0), 0), axis=1)
    t20 = tl.load(m18_ptr + offs_c2[None, :] * m18_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t21 = (t17) * (t20)
    t24 = tl.load(m22_ptr + offs_n0[:, None] * m22_s0 + offs_c2[None, :] * m22_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    if DOT_25:
        t26 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t12, 0.0), tl.where((offs_n0 < E_n0)[:, None], t24, 0.0), input_precision="ieee")
    else:
        t26 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t12, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t24, 0.0), 0), axis=1)
    t29 = tl.load(m27_ptr + offs_c2[None, :] * m27_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t30 = (t26) * (t29)
    t31 = (t29) * (5.656854249492381)
    t32 = (t26) * (t31)
    t33 = 1.0 / (1.0 + tl.exp(-(t32)))
    t34 = (t30) * (t33)
    t35 = (t21) * (t34)
    t38 = tl.load(m36_ptr + offs_c2[:, None] * m36_s0 + offs_c1[None, :] * m36_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_39:
        t40 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t35, 0.0), tl.where((offs_c2 < E_c2)[:, None], t38, 0.0), input_precision="ieee")
    else:
        t40 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t35, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t38, 0.0), 0), axis=1)
    t41 = (t40) * (32.00000000000001)
    tl.store(states42_ptr + i_c0 * states42_s0 + i_c1 * states42_s1 + i_c2 * states42_s2 + tl.arange(0, T_c0)[:, None] * states42_s3 + tl.arange(0, T_c1)[None, :] * states42_s4 + tl.zeros([T_c0, T_c1], tl.int32), t41)
    tl.store(states43_ptr + i_c0 * states43_s0 + i_c1 * states43_s1 + i_c2 * states43_s2 + tl.arange(0, T_c0)[:, None] * states43_s3 + tl.arange(0, T_c1)[None, :] * states43_s4 + tl.zeros([T_c0, T_c1], tl.int32), t40)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m8_ptr, m8_s0, m8_s1, states42_ptr, states42_s0, states42_s1, states42_s2, states42_s3, states42_s4, states43_ptr, states43_s0, states43_s1, states43_s2, states43_s3, states43_s4, m22_ptr, m22_s0, m22_s1, m27_ptr, m27_s0, m27_s1, m13_ptr, m13_s0, m13_s1, m18_ptr, m18_s0, m18_s1, m36_ptr, m36_s0, m36_s1, buf85_ptr, buf85_s0, buf85_s1, E_c0, E_c1, E_c2, E_n0, E_n1, DOT_49: tl.constexpr, DOT_57: tl.constexpr, DOT_63: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf85: Combine over grid h.0@0[8], grid h.1@1[32]
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
    t3 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t4 = (t3) * (t3)
    t5 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t4, 0.0), axis=1, keep_dims=True)
    t6 = tl.sqrt(t5)
    t7 = (t2) / (t6)
    t10 = tl.load(m8_ptr + offs_c1[None, :] * m8_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t11 = tl.abs(t10)
    acc46 = tl.full([T_c0, T_c1], 0.0, tl.float32)
    acc47 = tl.full([T_c0, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t44 = tl.load(states42_ptr + i_c0 * states42_s0 + i_c1 * states42_s1 + i_c2 * states42_s2 + tl.arange(0, T_c0)[:, None] * states42_s3 + tl.arange(0, T_c1)[None, :] * states42_s4 + tl.zeros([T_c0, T_c1], tl.int32))
        t45 = tl.load(states43_ptr + i_c0 * states43_s0 + i_c1 * states43_s1 + i_c2 * states43_s2 + tl.arange(0, T_c0)[:, None] * states43_s3 + tl.arange(0, T_c1)[None, :] * states43_s4 + tl.zeros([T_c0, T_c1], tl.int32))
        acc46 = acc46 + t44
        acc47 = acc47 + t45
    t48 = tl.load(m22_ptr + offs_n0[:, None] * m22_s0 + offs_n1[None, :] * m22_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_49:
        t50 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t3, 0.0), tl.where((offs_n0 < E_n0)[:, None], t48, 0.0), input_precision="ieee")
    else:
        t50 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t3, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t48, 0.0), 0), axis=1)
    t51 = tl.load(m27_ptr + offs_n1[None, :] * m27_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t52 = (t50) * (t51)
    t53 = (t52) * (5.656854249492381)
    t54 = 1.0 / (1.0 + tl.exp(-(t53)))
    t55 = (t52) * (t54)
    t56 = tl.load(m13_ptr + offs_n0[:, None] * m13_s0 + offs_n1[None, :] * m13_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_57:
        t58 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t3, 0.0), tl.where((offs_n0 < E_n0)[:, None], t56, 0.0), input_precision="ieee")
    else:
        t58 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t3, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t56, 0.0), 0), axis=1)
    t59 = tl.load(m18_ptr + offs_n1[None, :] * m18_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t60 = (t58) * (t59)
    t61 = (t55) * (t60)
    t62 = tl.load(m36_ptr + offs_n1[:, None] * m36_s0 + offs_n0[None, :] * m36_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_63:
        t64 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t61, 0.0), tl.where((offs_n1 < E_n1)[:, None], t62, 0.0), input_precision="ieee")
    else:
        t64 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t61, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t62, 0.0), 0), axis=1)
    t65 = (t64) * (t64)
    t66 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t65, 0.0), axis=1, keep_dims=True)
    t67 = (t66) * (1024.0000000000005)
    t68 = tl.sqrt(t67)
    t69 = (acc46) / (t68)
    t70 = t69 - (t7)
    t71 = (t11) * (t70)
    t72 = t7 + t71
    t73 = tl.load(m8_ptr + offs_n0[None, :] * m8_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t74 = tl.abs(t73)
    t75 = (t64) * (32.00000000000001)
    t76 = (t75) / (t68)
    t77 = (t3) / (t6)
    t78 = t76 - (t77)
    t79 = (t74) * (t78)
    t80 = t79 + t77
    t81 = (t80) * (t80)
    t82 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t81, 0.0), axis=1, keep_dims=True)
    t83 = tl.sqrt(t82)
    t84 = (t72) / (t83)
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
    m1 = inputs['h']
    m9 = inputs['alpha']
    m8 = m9.reshape([1, 32])
    m14 = inputs['w_u']
    m13 = m14.permute([1, 0])
    m19 = inputs['s_u']
    m18 = m19.reshape([1, 64])
    m23 = inputs['w_v']
    m22 = m23.permute([1, 0])
    m28 = inputs['s_v']
    m27 = m28.reshape([1, 64])
    m37 = inputs['w_o']
    m36 = m37.permute([1, 0])
    states42 = torch.full([_cdiv(8, T['c0']), _cdiv(32, T['c1']), _cdiv(64, T['c2']), T['c0'], T['c1']], float("nan"), dtype=torch.float32, device=device)
    states43 = torch.full([_cdiv(8, T['c0']), _cdiv(32, T['c1']), _cdiv(64, T['c2']), T['c0'], T['c1']], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']) * _cdiv(64, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m18_ptr=m18, m18_s0=m18.stride(0), m18_s1=m18.stride(1), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m27_ptr=m27, m27_s0=m27.stride(0), m27_s1=m27.stride(1), m36_ptr=m36, m36_s0=m36.stride(0), m36_s1=m36.stride(1), states42_ptr=states42, states42_s0=states42.stride(0), states42_s1=states42.stride(1), states42_s2=states42.stride(2), states42_s3=states42.stride(3), states42_s4=states42.stride(4), states43_ptr=states43, states43_s0=states43.stride(0), states43_s1=states43.stride(1), states43_s2=states43.stride(2), states43_s3=states43.stride(3), states43_s4=states43.stride(4), E_c0=8, E_c1=32, E_c2=64, E_n0=32, DOT_16=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c2']) >= 16, DOT_25=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c2']) >= 16, DOT_39=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, F_n0=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    buf85 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), states42_ptr=states42, states42_s0=states42.stride(0), states42_s1=states42.stride(1), states42_s2=states42.stride(2), states42_s3=states42.stride(3), states42_s4=states42.stride(4), states43_ptr=states43, states43_s0=states43.stride(0), states43_s1=states43.stride(1), states43_s2=states43.stride(2), states43_s3=states43.stride(3), states43_s4=states43.stride(4), m22_ptr=m22, m22_s0=m22.stride(0), m22_s1=m22.stride(1), m27_ptr=m27, m27_s0=m27.stride(0), m27_s1=m27.stride(1), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m18_ptr=m18, m18_s0=m18.stride(0), m18_s1=m18.stride(1), m36_ptr=m36, m36_s0=m36.stride(0), m36_s1=m36.stride(1), buf85_ptr=buf85, buf85_s0=buf85.stride(0), buf85_s1=buf85.stride(1), E_c0=8, E_c1=32, E_c2=64, E_n0=32, E_n1=64, DOT_49=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_57=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_63=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf85


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
