"""ngpt [small], candidate 7: 1 kernel(s)

Rendered by EqiForge from candidate 7 of ngpt [small]: grid(h.0@0, h.1@1) loop(s_u.0[64]: pair(sum, sum)) {loop(h.1[32]: sum) loop(h.1[32]: sum)} [4 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid h.0@0[8]
    c1: grid h.1@1[32]
    c2: loop s_u.0[64]
    c3: loop h.1[32]

Run it on its own: `python kernels/f07.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m8_ptr, m8_s0, m8_s1, m13_ptr, m13_s0, m13_s1, m19_ptr, m19_s0, m19_s1, m24_ptr, m24_s0, m24_s1, m30_ptr, m30_s0, m30_s1, m39_ptr, m39_s0, m39_s1, buf70_ptr, buf70_s0, buf70_s1, E_c0, E_c1, E_c2, E_c3, E_n0, DOT_16: tl.constexpr, DOT_27: tl.constexpr, DOT_42: tl.constexpr, DOT_45: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf70: Combine over grid h.0@0[8], grid h.1@1[32]
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
    acc47 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    acc48 = tl.full([T_c0, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        acc18 = tl.full([T_c0, T_c2], 0.0, tl.float32)
        for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
            offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

            t12 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c3[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
            t15 = tl.load(m13_ptr + offs_c3[:, None] * m13_s0 + offs_c2[None, :] * m13_s1, mask=(offs_c3 < E_c3)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
            if DOT_16:
                t17 = tl.dot(tl.where((offs_c3 < E_c3)[None, :], t12, 0.0), tl.where((offs_c3 < E_c3)[:, None], t15, 0.0), input_precision="ieee")
            else:
                t17 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :], t12, 0.0), 2) * tl.expand_dims(tl.where((offs_c3 < E_c3)[:, None], t15, 0.0), 0), axis=1)
            acc18 = acc18 + t17
        t21 = tl.load(m19_ptr + offs_c2[None, :] * m19_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t22 = (acc18) * (t21)
        acc29 = tl.full([T_c0, T_c2], 0.0, tl.float32)
        for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
            offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

            t23 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c3[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
            t26 = tl.load(m24_ptr + offs_c3[:, None] * m24_s0 + offs_c2[None, :] * m24_s1, mask=(offs_c3 < E_c3)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
            if DOT_27:
                t28 = tl.dot(tl.where((offs_c3 < E_c3)[None, :], t23, 0.0), tl.where((offs_c3 < E_c3)[:, None], t26, 0.0), input_precision="ieee")
            else:
                t28 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :], t23, 0.0), 2) * tl.expand_dims(tl.where((offs_c3 < E_c3)[:, None], t26, 0.0), 0), axis=1)
            acc29 = acc29 + t28
        t32 = tl.load(m30_ptr + offs_c2[None, :] * m30_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t33 = (acc29) * (t32)
        t34 = (t32) * (5.656854249492381)
        t35 = (acc29) * (t34)
        t36 = 1.0 / (1.0 + tl.exp(-(t35)))
        t37 = (t33) * (t36)
        t38 = (t22) * (t37)
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
    t49 = (acc48) * (32.00000000000001)
    t50 = (acc47) * (acc47)
    t51 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t50, 0.0), axis=1, keep_dims=True)
    t52 = (t51) * (1024.0000000000005)
    t53 = tl.sqrt(t52)
    t54 = (t49) / (t53)
    t55 = t54 - (t7)
    t56 = (t11) * (t55)
    t57 = t7 + t56
    t58 = tl.load(m8_ptr + offs_n0[None, :] * m8_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t59 = tl.abs(t58)
    t60 = (acc47) * (32.00000000000001)
    t61 = (t60) / (t53)
    t62 = (t3) / (t6)
    t63 = t61 - (t62)
    t64 = (t59) * (t63)
    t65 = t64 + t62
    t66 = (t65) * (t65)
    t67 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t66, 0.0), axis=1, keep_dims=True)
    t68 = tl.sqrt(t67)
    t69 = (t57) / (t68)
    tl.store(buf70_ptr + offs_c0[:, None] * buf70_s0 + offs_c1[None, :] * buf70_s1, t69, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    m20 = inputs['s_u']
    m19 = m20.reshape([1, 64])
    m25 = inputs['w_v']
    m24 = m25.permute([1, 0])
    m31 = inputs['s_v']
    m30 = m31.reshape([1, 64])
    m40 = inputs['w_o']
    m39 = m40.permute([1, 0])
    buf70 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m8_ptr=m8, m8_s0=m8.stride(0), m8_s1=m8.stride(1), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), m19_ptr=m19, m19_s0=m19.stride(0), m19_s1=m19.stride(1), m24_ptr=m24, m24_s0=m24.stride(0), m24_s1=m24.stride(1), m30_ptr=m30, m30_s0=m30.stride(0), m30_s1=m30.stride(1), m39_ptr=m39, m39_s0=m39.stride(0), m39_s1=m39.stride(1), buf70_ptr=buf70, buf70_s0=buf70.stride(0), buf70_s1=buf70.stride(1), E_c0=8, E_c1=32, E_c2=64, E_c3=32, E_n0=32, DOT_16=(T['c0']) >= 16 and (T['c3']) >= 16 and (T['c2']) >= 16, DOT_27=(T['c0']) >= 16 and (T['c3']) >= 16 and (T['c2']) >= 16, DOT_42=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(32)) >= 16, DOT_45=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, F_n0=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    return buf70


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
