"""ngpt [small], candidate 0: 1 kernel(s)

Rendered by EqiForge from candidate 0 of ngpt [small]: grid(h.0@0, h.1@1) loop(h.1[32]: pair(sum, sum)) [4 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid h.0@0[8]
    c1: grid h.1@1[32]
    c2: loop h.1[32]

Run it on its own: `python kernels/f00.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m8_ptr, m8_s0, m8_s1, m13_ptr, m13_s0, m13_s1, m18_ptr, m18_s0, m18_s1, m25_ptr, m25_s0, m25_s1, m32_ptr, m32_s0, m32_s1, m37_ptr, m37_s0, m37_s1, buf66_ptr, buf66_s0, buf66_s1, E_c0, E_c1, E_c2, E_n0, E_n1, DOT_16: tl.constexpr, DOT_21: tl.constexpr, DOT_40: tl.constexpr, DOT_44: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf66: Combine over grid h.0@0[8], grid h.1@1[32]
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
    acc23 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    acc24 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t12 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t15 = tl.load(m13_ptr + offs_c2[:, None] * m13_s0 + offs_n1[None, :] * m13_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_16:
            t17 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t12, 0.0), tl.where((offs_c2 < E_c2)[:, None], t15, 0.0), input_precision="ieee")
        else:
            t17 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t12, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t15, 0.0), 0), axis=1)
        t20 = tl.load(m18_ptr + offs_c2[:, None] * m18_s0 + offs_n1[None, :] * m18_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_21:
            t22 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t12, 0.0), tl.where((offs_c2 < E_c2)[:, None], t20, 0.0), input_precision="ieee")
        else:
            t22 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t12, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t20, 0.0), 0), axis=1)
        acc23 = acc23 + t17
        acc24 = acc24 + t22
    t27 = tl.load(m25_ptr + offs_n1[None, :] * m25_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t28 = (acc24) * (t27)
    t29 = (t28) * (5.656854249492381)
    t30 = 1.0 / (1.0 + tl.exp(-(t29)))
    t31 = (t28) * (t30)
    t34 = tl.load(m32_ptr + offs_n1[None, :] * m32_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t35 = (acc23) * (t34)
    t36 = (t31) * (t35)
    t39 = tl.load(m37_ptr + offs_n1[:, None] * m37_s0 + offs_c1[None, :] * m37_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_40:
        t41 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t36, 0.0), tl.where((offs_n1 < E_n1)[:, None], t39, 0.0), input_precision="ieee")
    else:
        t41 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t36, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t39, 0.0), 0), axis=1)
    t42 = (t41) * (32.00000000000001)
    t43 = tl.load(m37_ptr + offs_n1[:, None] * m37_s0 + offs_n0[None, :] * m37_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_44:
        t45 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t36, 0.0), tl.where((offs_n1 < E_n1)[:, None], t43, 0.0), input_precision="ieee")
    else:
        t45 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t36, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t43, 0.0), 0), axis=1)
    t46 = (t45) * (t45)
    t47 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t46, 0.0), axis=1, keep_dims=True)
    t48 = (t47) * (1024.0000000000005)
    t49 = tl.sqrt(t48)
    t50 = (t42) / (t49)
    t51 = t50 - (t7)
    t52 = (t11) * (t51)
    t53 = t7 + t52
    t54 = tl.load(m8_ptr + offs_n0[None, :] * m8_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t55 = tl.abs(t54)
    t56 = (t45) * (32.00000000000001)
    t57 = (t56) / (t49)
    t58 = (t3) / (t6)
    t59 = t57 - (t58)
    t60 = (t55) * (t59)
    t61 = t60 + t58
    t62 = (t61) * (t61)
    t63 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t62, 0.0), axis=1, keep_dims=True)
    t64 = tl.sqrt(t63)
    t65 = (t53) / (t64)
    tl.store(buf66_ptr + offs_c0[:, None] * buf66_s0 + offs_c1[None, :] * buf66_s1, t65, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    m19 = inputs['w_v']
    m18 = m19.permute([1, 0])
    m26 = inputs['s_v']
    m25 = m26.reshape([1, 64])
    m33 = inputs['s_u']
    m32 = m33.reshape([1, 64])
    m38 = inputs['w_o']
    m37 = m38.permute([1, 0])
    buf66 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m18_ptr=m18, m18_s0=m18.stride(0), m18_s1=m18.stride(1), m25_ptr=m25, m25_s0=m25.stride(0), m25_s1=m25.stride(1), m32_ptr=m32, m32_s0=m32.stride(0), m32_s1=m32.stride(1), m37_ptr=m37, m37_s0=m37.stride(0), m37_s1=m37.stride(1), buf66_ptr=buf66, buf66_s0=buf66.stride(0), buf66_s1=buf66.stride(1), E_c0=8, E_c1=32, E_c2=32, E_n0=32, E_n1=64, DOT_16=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_21=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_40=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, DOT_44=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf66


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
