"""ngpt [small], candidate 31: 2 kernel(s)

Rendered by EqiForge from candidate 31 of ngpt [small]: store(h.1[32]) ; grid(h.0@0, h.1@1) loop(s_u.0[64]: sum) {loop(h.1[32]: pair(sum, sum), stored)} loop(s_u.0[64]: sum) {loop(h.1[32]: pair(sum, sum), stored)} [2 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid h.0@0[8]
    c1: grid h.1@1[32]
    c2: loop s_u.0[64]
    c3: loop h.1[32]

Run it on its own: `python kernels/f31.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/ngpt.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 16, "c2": 32, "c3": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 8, "c1": 32, "c2": 64, "c3": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m13_ptr, m13_s0, m13_s1, m18_ptr, m18_s0, m18_s1, states23_ptr, states23_s0, states23_s1, states23_s2, states23_s3, states23_s4, states24_ptr, states24_s0, states24_s1, states24_s2, states24_s3, states24_s4, E_c0, E_c2, E_c3, DOT_16: tl.constexpr, DOT_21: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # stores states23, states24: Collect over loop h.1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    t12 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c3[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
    t15 = tl.load(m13_ptr + offs_c3[:, None] * m13_s0 + offs_c2[None, :] * m13_s1, mask=(offs_c3 < E_c3)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    if DOT_16:
        t17 = tl.dot(tl.where((offs_c3 < E_c3)[None, :], t12, 0.0), tl.where((offs_c3 < E_c3)[:, None], t15, 0.0), input_precision="ieee")
    else:
        t17 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :], t12, 0.0), 2) * tl.expand_dims(tl.where((offs_c3 < E_c3)[:, None], t15, 0.0), 0), axis=1)
    t20 = tl.load(m18_ptr + offs_c3[:, None] * m18_s0 + offs_c2[None, :] * m18_s1, mask=(offs_c3 < E_c3)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    if DOT_21:
        t22 = tl.dot(tl.where((offs_c3 < E_c3)[None, :], t12, 0.0), tl.where((offs_c3 < E_c3)[:, None], t20, 0.0), input_precision="ieee")
    else:
        t22 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :], t12, 0.0), 2) * tl.expand_dims(tl.where((offs_c3 < E_c3)[:, None], t20, 0.0), 0), axis=1)
    tl.store(states23_ptr + i_c0 * states23_s0 + i_c3 * states23_s1 + i_c2 * states23_s2 + tl.arange(0, T_c0)[:, None] * states23_s3 + tl.arange(0, T_c2)[None, :] * states23_s4 + tl.zeros([T_c0, T_c2], tl.int32), t17)
    tl.store(states24_ptr + i_c0 * states24_s0 + i_c3 * states24_s1 + i_c2 * states24_s2 + tl.arange(0, T_c0)[:, None] * states24_s3 + tl.arange(0, T_c2)[None, :] * states24_s4 + tl.zeros([T_c0, T_c2], tl.int32), t22)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m8_ptr, m8_s0, m8_s1, states23_ptr, states23_s0, states23_s1, states23_s2, states23_s3, states23_s4, states24_ptr, states24_s0, states24_s1, states24_s2, states24_s3, states24_s4, m29_ptr, m29_s0, m29_s1, m33_ptr, m33_s0, m33_s1, m42_ptr, m42_s0, m42_s1, buf86_ptr, buf86_s0, buf86_s1, E_c0, E_c1, E_c2, E_c3, E_n0, DOT_45: tl.constexpr, DOT_63: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf86: Combine over grid h.0@0[8], grid h.1@1[32]
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
    t3 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t4 = (t3) * (t3)
    t5 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t4, 0.0), axis=1, keep_dims=True)
    t6 = tl.sqrt(t5)
    t7 = (t2) / (t6)
    t10 = tl.load(m8_ptr + offs_c1[None, :] * m8_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t11 = tl.abs(t10)
    acc47 = tl.full([T_c0, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        acc27 = tl.full([T_c0, T_c2], 0.0, tl.float32)
        acc28 = tl.full([T_c0, T_c2], 0.0, tl.float32)
        for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
            offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

            t25 = tl.load(states23_ptr + i_c0 * states23_s0 + i_c3 * states23_s1 + i_c2 * states23_s2 + tl.arange(0, T_c0)[:, None] * states23_s3 + tl.arange(0, T_c2)[None, :] * states23_s4 + tl.zeros([T_c0, T_c2], tl.int32))
            t26 = tl.load(states24_ptr + i_c0 * states24_s0 + i_c3 * states24_s1 + i_c2 * states24_s2 + tl.arange(0, T_c0)[:, None] * states24_s3 + tl.arange(0, T_c2)[None, :] * states24_s4 + tl.zeros([T_c0, T_c2], tl.int32))
            acc27 = acc27 + t25
            acc28 = acc28 + t26
        t31 = tl.load(m29_ptr + offs_c2[None, :] * m29_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t32 = (acc28) * (t31)
        t35 = tl.load(m33_ptr + offs_c2[None, :] * m33_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t36 = (acc27) * (t35)
        t37 = (t35) * (5.656854249492381)
        t38 = (acc27) * (t37)
        t39 = 1.0 / (1.0 + tl.exp(-(t38)))
        t40 = (t36) * (t39)
        t41 = (t32) * (t40)
        t44 = tl.load(m42_ptr + offs_c2[:, None] * m42_s0 + offs_c1[None, :] * m42_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        if DOT_45:
            t46 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t41, 0.0), tl.where((offs_c2 < E_c2)[:, None], t44, 0.0), input_precision="ieee")
        else:
            t46 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t41, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t44, 0.0), 0), axis=1)
        acc47 = acc47 + t46
    t48 = (acc47) * (32.00000000000001)
    acc65 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        acc51 = tl.full([T_c0, T_c2], 0.0, tl.float32)
        acc52 = tl.full([T_c0, T_c2], 0.0, tl.float32)
        for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
            offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

            t49 = tl.load(states23_ptr + i_c0 * states23_s0 + i_c3 * states23_s1 + i_c2 * states23_s2 + tl.arange(0, T_c0)[:, None] * states23_s3 + tl.arange(0, T_c2)[None, :] * states23_s4 + tl.zeros([T_c0, T_c2], tl.int32))
            t50 = tl.load(states24_ptr + i_c0 * states24_s0 + i_c3 * states24_s1 + i_c2 * states24_s2 + tl.arange(0, T_c0)[:, None] * states24_s3 + tl.arange(0, T_c2)[None, :] * states24_s4 + tl.zeros([T_c0, T_c2], tl.int32))
            acc51 = acc51 + t49
            acc52 = acc52 + t50
        t53 = tl.load(m29_ptr + offs_c2[None, :] * m29_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t54 = (acc52) * (t53)
        t55 = tl.load(m33_ptr + offs_c2[None, :] * m33_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t56 = (acc51) * (t55)
        t57 = (t55) * (5.656854249492381)
        t58 = (acc51) * (t57)
        t59 = 1.0 / (1.0 + tl.exp(-(t58)))
        t60 = (t56) * (t59)
        t61 = (t54) * (t60)
        t62 = tl.load(m42_ptr + offs_c2[:, None] * m42_s0 + offs_n0[None, :] * m42_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
        if DOT_63:
            t64 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t61, 0.0), tl.where((offs_c2 < E_c2)[:, None], t62, 0.0), input_precision="ieee")
        else:
            t64 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t61, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t62, 0.0), 0), axis=1)
        acc65 = acc65 + t64
    t66 = (acc65) * (acc65)
    t67 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t66, 0.0), axis=1, keep_dims=True)
    t68 = (t67) * (1024.0000000000005)
    t69 = tl.sqrt(t68)
    t70 = (t48) / (t69)
    t71 = t70 - (t7)
    t72 = (t11) * (t71)
    t73 = t7 + t72
    t74 = tl.load(m8_ptr + offs_n0[None, :] * m8_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t75 = tl.abs(t74)
    t76 = (acc65) * (32.00000000000001)
    t77 = (t76) / (t69)
    t78 = (t3) / (t6)
    t79 = t77 - (t78)
    t80 = (t75) * (t79)
    t81 = t80 + t78
    t82 = (t81) * (t81)
    t83 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t82, 0.0), axis=1, keep_dims=True)
    t84 = tl.sqrt(t83)
    t85 = (t73) / (t84)
    tl.store(buf86_ptr + offs_c0[:, None] * buf86_s0 + offs_c1[None, :] * buf86_s1, t85, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    m14 = inputs['w_v']
    m13 = m14.permute([1, 0])
    m19 = inputs['w_u']
    m18 = m19.permute([1, 0])
    states23 = torch.full([_cdiv(8, T['c0']), _cdiv(32, T['c3']), _cdiv(64, T['c2']), T['c0'], T['c2']], float("nan"), dtype=torch.float32, device=device)
    states24 = torch.full([_cdiv(8, T['c0']), _cdiv(32, T['c3']), _cdiv(64, T['c2']), T['c0'], T['c2']], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']) * _cdiv(32, T['c3']) * _cdiv(64, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m18_ptr=m18, m18_s0=m18.stride(0), m18_s1=m18.stride(1), states23_ptr=states23, states23_s0=states23.stride(0), states23_s1=states23.stride(1), states23_s2=states23.stride(2), states23_s3=states23.stride(3), states23_s4=states23.stride(4), states24_ptr=states24, states24_s0=states24.stride(0), states24_s1=states24.stride(1), states24_s2=states24.stride(2), states24_s3=states24.stride(3), states24_s4=states24.stride(4), E_c0=8, E_c2=64, E_c3=32, DOT_16=(T['c0']) >= 16 and (T['c3']) >= 16 and (T['c2']) >= 16, DOT_21=(T['c0']) >= 16 and (T['c3']) >= 16 and (T['c2']) >= 16, T_c0=T['c0'], T_c2=T['c2'], T_c3=T['c3'])
    m30 = inputs['s_u']
    m29 = m30.reshape([1, 64])
    m34 = inputs['s_v']
    m33 = m34.reshape([1, 64])
    m43 = inputs['w_o']
    m42 = m43.permute([1, 0])
    buf86 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), states23_ptr=states23, states23_s0=states23.stride(0), states23_s1=states23.stride(1), states23_s2=states23.stride(2), states23_s3=states23.stride(3), states23_s4=states23.stride(4), states24_ptr=states24, states24_s0=states24.stride(0), states24_s1=states24.stride(1), states24_s2=states24.stride(2), states24_s3=states24.stride(3), states24_s4=states24.stride(4), m29_ptr=m29, m29_s0=m29.stride(0), m29_s1=m29.stride(1), m33_ptr=m33, m33_s0=m33.stride(0), m33_s1=m33.stride(1), m42_ptr=m42, m42_s0=m42.stride(0), m42_s1=m42.stride(1), buf86_ptr=buf86, buf86_s0=buf86.stride(0), buf86_s1=buf86.stride(1), E_c0=8, E_c1=32, E_c2=64, E_c3=32, E_n0=32, DOT_45=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, DOT_63=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    return buf86


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
