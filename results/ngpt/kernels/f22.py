"""ngpt [small], candidate 22: 2 kernel(s)

Rendered by EqiForge from candidate 22 of ngpt [small]: grid(h.1@1) loop(s_u.0[64]: pair(sum, sum)) {loop(h.1[32]: sum) loop(h.1[32]: sum)} [4 mm] ; grid(h.0@0, h.1@1)
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid h.0@0[8]
    c1: grid h.1@1[32]
    c2: loop s_u.0[64]
    c3: loop h.1[32]

Run it on its own: `python kernels/f22.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m13_ptr, m13_s0, m13_s1, m19_ptr, m19_s0, m19_s1, m28_ptr, m28_s0, m28_s1, m34_ptr, m34_s0, m34_s1, m39_ptr, m39_s0, m39_s1, buf49_ptr, buf49_s0, buf49_s1, E_c1, E_c2, E_c3, E_n0, E_n1, DOT_16: tl.constexpr, DOT_31: tl.constexpr, DOT_42: tl.constexpr, DOT_45: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf49: Combine over grid h.1@1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    acc47 = tl.full([F_n1, F_n0], 0.0, tl.float32)
    acc48 = tl.full([F_n1, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        acc18 = tl.full([F_n1, T_c2], 0.0, tl.float32)
        for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
            offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

            t12 = tl.load(m1_ptr + offs_n1[:, None] * m1_s0 + offs_c3[None, :] * m1_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
            t15 = tl.load(m13_ptr + offs_c3[:, None] * m13_s0 + offs_c2[None, :] * m13_s1, mask=(offs_c3 < E_c3)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
            if DOT_16:
                t17 = tl.dot(tl.where((offs_c3 < E_c3)[None, :], t12, 0.0), tl.where((offs_c3 < E_c3)[:, None], t15, 0.0), input_precision="ieee")
            else:
                t17 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :], t12, 0.0), 2) * tl.expand_dims(tl.where((offs_c3 < E_c3)[:, None], t15, 0.0), 0), axis=1)
            acc18 = acc18 + t17
        t21 = tl.load(m19_ptr + offs_c2[None, :] * m19_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t22 = (acc18) * (t21)
        t23 = (t21) * (5.656854249492381)
        t24 = (acc18) * (t23)
        t25 = 1.0 / (1.0 + tl.exp(-(t24)))
        t26 = (t22) * (t25)
        acc33 = tl.full([F_n1, T_c2], 0.0, tl.float32)
        for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
            offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

            t27 = tl.load(m1_ptr + offs_n1[:, None] * m1_s0 + offs_c3[None, :] * m1_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
            t30 = tl.load(m28_ptr + offs_c3[:, None] * m28_s0 + offs_c2[None, :] * m28_s1, mask=(offs_c3 < E_c3)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
            if DOT_31:
                t32 = tl.dot(tl.where((offs_c3 < E_c3)[None, :], t27, 0.0), tl.where((offs_c3 < E_c3)[:, None], t30, 0.0), input_precision="ieee")
            else:
                t32 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :], t27, 0.0), 2) * tl.expand_dims(tl.where((offs_c3 < E_c3)[:, None], t30, 0.0), 0), axis=1)
            acc33 = acc33 + t32
        t36 = tl.load(m34_ptr + offs_c2[None, :] * m34_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t37 = (acc33) * (t36)
        t38 = (t26) * (t37)
        t41 = tl.load(m39_ptr + offs_c2[:, None] * m39_s0 + offs_n0[None, :] * m39_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
        if DOT_42:
            t43 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t38, 0.0), tl.where((offs_c2 < E_c2)[:, None], t41, 0.0), input_precision="ieee")
        else:
            t43 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t38, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t41, 0.0), 0), axis=1)
        t44 = tl.load(m39_ptr + offs_c2[:, None] * m39_s0 + offs_c1[None, :] * m39_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        if DOT_45:
            t46 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t38, 0.0), tl.where((offs_c2 < E_c2)[:, None], t44, 0.0), input_precision="ieee")
        else:
            t46 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t38, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t44, 0.0), 0), axis=1)
        acc47 = acc47 + t43
        acc48 = acc48 + t46
    tl.store(buf49_ptr + offs_n1[:, None] * buf49_s0 + offs_c1[None, :] * buf49_s1, acc48, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m8_ptr, m8_s0, m8_s1, buf49_ptr, buf49_s0, buf49_s1, buf73_ptr, buf73_s0, buf73_s1, E_c0, E_c1, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf73: Combine over grid h.0@0[8], grid h.1@1[32]
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
    t50 = tl.load(buf49_ptr + offs_c0[:, None] * buf49_s0 + offs_c1[None, :] * buf49_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t51 = (t50) * (32.00000000000001)
    t52 = tl.load(buf49_ptr + offs_c0[:, None] * buf49_s0 + offs_n0[None, :] * buf49_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t53 = (t52) * (t52)
    t54 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t53, 0.0), axis=1, keep_dims=True)
    t55 = (t54) * (1024.0000000000005)
    t56 = tl.sqrt(t55)
    t57 = (t51) / (t56)
    t58 = t57 - (t7)
    t59 = (t11) * (t58)
    t60 = t7 + t59
    t61 = tl.load(m8_ptr + offs_n0[None, :] * m8_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t62 = tl.abs(t61)
    t63 = (t52) * (32.00000000000001)
    t64 = (t63) / (t56)
    t65 = (t3) / (t6)
    t66 = t64 - (t65)
    t67 = (t62) * (t66)
    t68 = t67 + t65
    t69 = (t68) * (t68)
    t70 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t69, 0.0), axis=1, keep_dims=True)
    t71 = tl.sqrt(t70)
    t72 = (t60) / (t71)
    tl.store(buf73_ptr + offs_c0[:, None] * buf73_s0 + offs_c1[None, :] * buf73_s1, t72, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    m20 = inputs['s_v']
    m19 = m20.reshape([1, 64])
    m29 = inputs['w_u']
    m28 = m29.permute([1, 0])
    m35 = inputs['s_u']
    m34 = m35.reshape([1, 64])
    m40 = inputs['w_o']
    m39 = m40.permute([1, 0])
    buf49 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m19_ptr=m19, m19_s0=m19.stride(0), m19_s1=m19.stride(1), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m34_ptr=m34, m34_s0=m34.stride(0), m34_s1=m34.stride(1), m39_ptr=m39, m39_s0=m39.stride(0), m39_s1=m39.stride(1), buf49_ptr=buf49, buf49_s0=buf49.stride(0), buf49_s1=buf49.stride(1), E_c1=32, E_c2=64, E_c3=32, E_n0=32, E_n1=8, DOT_16=(_pow2(8)) >= 16 and (T['c3']) >= 16 and (T['c2']) >= 16, DOT_31=(_pow2(8)) >= 16 and (T['c3']) >= 16 and (T['c2']) >= 16, DOT_42=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (_pow2(32)) >= 16, DOT_45=(_pow2(8)) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, F_n0=_pow2(32), F_n1=_pow2(8), T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    buf73 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), buf49_ptr=buf49, buf49_s0=buf49.stride(0), buf49_s1=buf49.stride(1), buf73_ptr=buf73, buf73_s0=buf73.stride(0), buf73_s1=buf73.stride(1), E_c0=8, E_c1=32, E_n0=32, F_n0=_pow2(32), T_c0=T['c0'], T_c1=T['c1'])
    return buf73


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
