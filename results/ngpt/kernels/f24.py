"""ngpt [small], candidate 24: 2 kernel(s)

Rendered by EqiForge from candidate 24 of ngpt [small]: store(h.1[32]) ; grid(h.0@0) loop(s_u.0[64]: sum) {loop(h.1[32]: pair(sum, sum), stored)} [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid h.0@0[8]
    c1: loop s_u.0[64]
    c2: loop h.1[32]

Run it on its own: `python kernels/f24.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/ngpt.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 32, "c2": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 8, "c1": 64, "c2": 32}


@triton.jit
def kernel_0(m5_ptr, m5_s0, m5_s1, m7_ptr, m7_s0, m7_s1, m12_ptr, m12_s0, m12_s1, states17_ptr, states17_s0, states17_s1, states17_s2, states17_s3, states17_s4, states18_ptr, states18_s0, states18_s1, states18_s2, states18_s3, states18_s4, E_c0, E_c1, E_c2, DOT_10: tl.constexpr, DOT_15: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states17, states18: Collect over loop h.1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    t6 = tl.load(m5_ptr + offs_c0[:, None] * m5_s0 + offs_c2[None, :] * m5_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t9 = tl.load(m7_ptr + offs_c2[:, None] * m7_s0 + offs_c1[None, :] * m7_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_10:
        t11 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t6, 0.0), tl.where((offs_c2 < E_c2)[:, None], t9, 0.0), input_precision="ieee")
    else:
        t11 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t6, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t9, 0.0), 0), axis=1)
    t14 = tl.load(m12_ptr + offs_c2[:, None] * m12_s0 + offs_c1[None, :] * m12_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_15:
        t16 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t6, 0.0), tl.where((offs_c2 < E_c2)[:, None], t14, 0.0), input_precision="ieee")
    else:
        t16 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t6, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t14, 0.0), 0), axis=1)
    tl.store(states17_ptr + i_c0 * states17_s0 + i_c2 * states17_s1 + i_c1 * states17_s2 + tl.arange(0, T_c0)[:, None] * states17_s3 + tl.arange(0, T_c1)[None, :] * states17_s4 + tl.zeros([T_c0, T_c1], tl.int32), t11)
    tl.store(states18_ptr + i_c0 * states18_s0 + i_c2 * states18_s1 + i_c1 * states18_s2 + tl.arange(0, T_c0)[:, None] * states18_s3 + tl.arange(0, T_c1)[None, :] * states18_s4 + tl.zeros([T_c0, T_c1], tl.int32), t16)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, states17_ptr, states17_s0, states17_s1, states17_s2, states17_s3, states17_s4, states18_ptr, states18_s0, states18_s1, states18_s2, states18_s3, states18_s4, m23_ptr, m23_s0, m23_s1, m27_ptr, m27_s0, m27_s1, m36_ptr, m36_s0, m36_s1, m5_ptr, m5_s0, m5_s1, buf60_ptr, buf60_s0, buf60_s1, E_c0, E_c1, E_c2, E_n0, DOT_39: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf60: Combine over grid h.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t3 = tl.load(m1_ptr + offs_n0[None, :] * m1_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t4 = tl.abs(t3)
    acc41 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        acc21 = tl.full([T_c0, T_c1], 0.0, tl.float32)
        acc22 = tl.full([T_c0, T_c1], 0.0, tl.float32)
        for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
            offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

            t19 = tl.load(states17_ptr + i_c0 * states17_s0 + i_c2 * states17_s1 + i_c1 * states17_s2 + tl.arange(0, T_c0)[:, None] * states17_s3 + tl.arange(0, T_c1)[None, :] * states17_s4 + tl.zeros([T_c0, T_c1], tl.int32))
            t20 = tl.load(states18_ptr + i_c0 * states18_s0 + i_c2 * states18_s1 + i_c1 * states18_s2 + tl.arange(0, T_c0)[:, None] * states18_s3 + tl.arange(0, T_c1)[None, :] * states18_s4 + tl.zeros([T_c0, T_c1], tl.int32))
            acc21 = acc21 + t19
            acc22 = acc22 + t20
        t25 = tl.load(m23_ptr + offs_c1[None, :] * m23_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t26 = (acc22) * (t25)
        t29 = tl.load(m27_ptr + offs_c1[None, :] * m27_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t30 = (acc21) * (t29)
        t31 = (t29) * (5.656854249492381)
        t32 = (acc21) * (t31)
        t33 = 1.0 / (1.0 + tl.exp(-(t32)))
        t34 = (t30) * (t33)
        t35 = (t26) * (t34)
        t38 = tl.load(m36_ptr + offs_c1[:, None] * m36_s0 + offs_n0[None, :] * m36_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
        if DOT_39:
            t40 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t35, 0.0), tl.where((offs_c1 < E_c1)[:, None], t38, 0.0), input_precision="ieee")
        else:
            t40 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t35, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t38, 0.0), 0), axis=1)
        acc41 = acc41 + t40
    t42 = (acc41) * (32.00000000000001)
    t43 = (acc41) * (acc41)
    t44 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t43, 0.0), axis=1, keep_dims=True)
    t45 = (t44) * (1024.0000000000005)
    t46 = tl.sqrt(t45)
    t47 = (t42) / (t46)
    t48 = tl.load(m5_ptr + offs_c0[:, None] * m5_s0 + offs_n0[None, :] * m5_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t49 = (t48) * (t48)
    t50 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t49, 0.0), axis=1, keep_dims=True)
    t51 = tl.sqrt(t50)
    t52 = (t48) / (t51)
    t53 = t47 - (t52)
    t54 = (t4) * (t53)
    t55 = t54 + t52
    t56 = (t55) * (t55)
    t57 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t56, 0.0), axis=1, keep_dims=True)
    t58 = tl.sqrt(t57)
    t59 = (t55) / (t58)
    tl.store(buf60_ptr + offs_c0[:, None] * buf60_s0 + offs_n0[None, :] * buf60_s1, t59, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


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
    m2 = inputs['alpha']
    m1 = m2.reshape([1, 32])
    m5 = inputs['h']
    m8 = inputs['w_v']
    m7 = m8.permute([1, 0])
    m13 = inputs['w_u']
    m12 = m13.permute([1, 0])
    states17 = torch.full([_cdiv(8, T['c0']), _cdiv(32, T['c2']), _cdiv(64, T['c1']), T['c0'], T['c1']], float("nan"), dtype=torch.float32, device=device)
    states18 = torch.full([_cdiv(8, T['c0']), _cdiv(32, T['c2']), _cdiv(64, T['c1']), T['c0'], T['c1']], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']) * _cdiv(32, T['c2']) * _cdiv(64, T['c1']),)](m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), states17_ptr=states17, states17_s0=states17.stride(0), states17_s1=states17.stride(1), states17_s2=states17.stride(2), states17_s3=states17.stride(3), states17_s4=states17.stride(4), states18_ptr=states18, states18_s0=states18.stride(0), states18_s1=states18.stride(1), states18_s2=states18.stride(2), states18_s3=states18.stride(3), states18_s4=states18.stride(4), E_c0=8, E_c1=64, E_c2=32, DOT_10=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, DOT_15=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    m24 = inputs['s_u']
    m23 = m24.reshape([1, 64])
    m28 = inputs['s_v']
    m27 = m28.reshape([1, 64])
    m37 = inputs['w_o']
    m36 = m37.permute([1, 0])
    buf60 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), states17_ptr=states17, states17_s0=states17.stride(0), states17_s1=states17.stride(1), states17_s2=states17.stride(2), states17_s3=states17.stride(3), states17_s4=states17.stride(4), states18_ptr=states18, states18_s0=states18.stride(0), states18_s1=states18.stride(1), states18_s2=states18.stride(2), states18_s3=states18.stride(3), states18_s4=states18.stride(4), m23_ptr=m23, m23_s0=m23.stride(0), m23_s1=m23.stride(1), m27_ptr=m27, m27_s0=m27.stride(0), m27_s1=m27.stride(1), m36_ptr=m36, m36_s0=m36.stride(0), m36_s1=m36.stride(1), m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), buf60_ptr=buf60, buf60_s0=buf60.stride(0), buf60_s1=buf60.stride(1), E_c0=8, E_c1=64, E_c2=32, E_n0=32, DOT_39=(T['c0']) >= 16 and (T['c1']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf60


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
