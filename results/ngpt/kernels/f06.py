"""ngpt [small], candidate 6: 1 kernel(s)

Rendered by EqiForge from candidate 6 of ngpt [small]: grid(h.0@0, h.1@1) loop(h.1[32]: sum) loop(h.1[32]: sum) loop(h.1[32]: sum) [4 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid h.0@0[8]
    c1: grid h.1@1[32]
    c2: loop h.1[32]

Run it on its own: `python kernels/f06.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m9_ptr, m9_s0, m9_s1, m14_ptr, m14_s0, m14_s1, m20_ptr, m20_s0, m20_s1, m28_ptr, m28_s0, m28_s1, m34_ptr, m34_s0, m34_s1, m39_ptr, m39_s0, m39_s1, buf69_ptr, buf69_s0, buf69_s1, E_c0, E_c1, E_c2, E_n0, E_n1, DOT_17: tl.constexpr, DOT_31: tl.constexpr, DOT_42: tl.constexpr, DOT_46: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf69: Combine over grid h.0@0[8], grid h.1@1[32]
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
    acc19 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t13 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t16 = tl.load(m14_ptr + offs_c2[:, None] * m14_s0 + offs_n0[None, :] * m14_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
        if DOT_17:
            t18 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t13, 0.0), tl.where((offs_c2 < E_c2)[:, None], t16, 0.0), input_precision="ieee")
        else:
            t18 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t13, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t16, 0.0), 0), axis=1)
        acc19 = acc19 + t18
    t22 = tl.load(m20_ptr + offs_n0[None, :] * m20_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t23 = (acc19) * (t22)
    t24 = (t23) * (5.656854249492381)
    t25 = 1.0 / (1.0 + tl.exp(-(t24)))
    t26 = (t23) * (t25)
    acc33 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t27 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t30 = tl.load(m28_ptr + offs_c2[:, None] * m28_s0 + offs_n0[None, :] * m28_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
        if DOT_31:
            t32 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t27, 0.0), tl.where((offs_c2 < E_c2)[:, None], t30, 0.0), input_precision="ieee")
        else:
            t32 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t27, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t30, 0.0), 0), axis=1)
        acc33 = acc33 + t32
    t36 = tl.load(m34_ptr + offs_n0[None, :] * m34_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t37 = (acc33) * (t36)
    t38 = (t26) * (t37)
    t41 = tl.load(m39_ptr + offs_n0[:, None] * m39_s0 + offs_c1[None, :] * m39_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_42:
        t43 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t38, 0.0), tl.where((offs_n0 < E_n0)[:, None], t41, 0.0), input_precision="ieee")
    else:
        t43 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t38, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t41, 0.0), 0), axis=1)
    t44 = (t43) * (32.00000000000001)
    t45 = tl.load(m39_ptr + offs_n0[:, None] * m39_s0 + offs_n1[None, :] * m39_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_46:
        t47 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t38, 0.0), tl.where((offs_n0 < E_n0)[:, None], t45, 0.0), input_precision="ieee")
    else:
        t47 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t38, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t45, 0.0), 0), axis=1)
    t48 = (t47) * (t47)
    t49 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t48, 0.0), axis=1, keep_dims=True)
    t50 = (t49) * (1024.0000000000005)
    t51 = tl.sqrt(t50)
    t52 = (t44) / (t51)
    t53 = t52 - (t8)
    t54 = (t12) * (t53)
    t55 = t8 + t54
    t56 = tl.load(m9_ptr + offs_n1[None, :] * m9_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t57 = tl.abs(t56)
    t58 = (t47) * (32.00000000000001)
    t59 = (t58) / (t51)
    t60 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t61 = (t60) / (t7)
    t62 = t59 - (t61)
    t63 = (t57) * (t62)
    t64 = t63 + t61
    t65 = (t64) * (t64)
    t66 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t65, 0.0), axis=1, keep_dims=True)
    t67 = tl.sqrt(t66)
    t68 = (t55) / (t67)
    tl.store(buf69_ptr + offs_c0[:, None] * buf69_s0 + offs_c1[None, :] * buf69_s1, t68, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    m15 = inputs['w_v']
    m14 = m15.permute([1, 0])
    m21 = inputs['s_v']
    m20 = m21.reshape([1, 64])
    m29 = inputs['w_u']
    m28 = m29.permute([1, 0])
    m35 = inputs['s_u']
    m34 = m35.reshape([1, 64])
    m40 = inputs['w_o']
    m39 = m40.permute([1, 0])
    buf69 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m20_ptr=m20, m20_s0=m20.stride(0), m20_s1=m20.stride(1), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m34_ptr=m34, m34_s0=m34.stride(0), m34_s1=m34.stride(1), m39_ptr=m39, m39_s0=m39.stride(0), m39_s1=m39.stride(1), buf69_ptr=buf69, buf69_s0=buf69.stride(0), buf69_s1=buf69.stride(1), E_c0=8, E_c1=32, E_c2=32, E_n0=64, E_n1=32, DOT_17=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_31=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_42=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, DOT_46=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(64), F_n1=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf69


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
