"""ngpt [small], candidate 5: 1 kernel(s)

Rendered by EqiForge from candidate 5 of ngpt [small]: grid(h.0@0) loop(s_u.0[64]: pair(sum, sum)) loop(s_u.0[64]: pair(sum, sum)) [4 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid h.0@0[8]
    c1: loop s_u.0[64]

Run it on its own: `python kernels/f05.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/ngpt.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 32}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 8, "c1": 64}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m5_ptr, m5_s0, m5_s1, m7_ptr, m7_s0, m7_s1, m12_ptr, m12_s0, m12_s1, m16_ptr, m16_s0, m16_s1, m21_ptr, m21_s0, m21_s1, m30_ptr, m30_s0, m30_s1, buf79_ptr, buf79_s0, buf79_s1, E_c0, E_c1, E_n0, DOT_10: tl.constexpr, DOT_19: tl.constexpr, DOT_33: tl.constexpr, DOT_38: tl.constexpr, DOT_43: tl.constexpr, DOT_48: tl.constexpr, DOT_58: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf79: Combine over grid h.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t3 = tl.load(m1_ptr + offs_n0[None, :] * m1_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t4 = tl.abs(t3)
    t6 = tl.load(m5_ptr + offs_c0[:, None] * m5_s0 + offs_n0[None, :] * m5_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    acc40 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    acc41 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t9 = tl.load(m7_ptr + offs_n0[:, None] * m7_s0 + offs_c1[None, :] * m7_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        if DOT_10:
            t11 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t6, 0.0), tl.where((offs_n0 < E_n0)[:, None], t9, 0.0), input_precision="ieee")
        else:
            t11 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t6, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t9, 0.0), 0), axis=1)
        t14 = tl.load(m12_ptr + offs_c1[None, :] * m12_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t15 = (t11) * (t14)
        t18 = tl.load(m16_ptr + offs_n0[:, None] * m16_s0 + offs_c1[None, :] * m16_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        if DOT_19:
            t20 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t6, 0.0), tl.where((offs_n0 < E_n0)[:, None], t18, 0.0), input_precision="ieee")
        else:
            t20 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t6, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t18, 0.0), 0), axis=1)
        t23 = tl.load(m21_ptr + offs_c1[None, :] * m21_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t24 = (t20) * (t23)
        t25 = (t23) * (5.656854249492381)
        t26 = (t20) * (t25)
        t27 = 1.0 / (1.0 + tl.exp(-(t26)))
        t28 = (t24) * (t27)
        t29 = (t15) * (t28)
        t32 = tl.load(m30_ptr + offs_c1[:, None] * m30_s0 + offs_n0[None, :] * m30_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
        if DOT_33:
            t34 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t29, 0.0), tl.where((offs_c1 < E_c1)[:, None], t32, 0.0), input_precision="ieee")
        else:
            t34 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t29, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t32, 0.0), 0), axis=1)
        t35 = (t34) * (32.00000000000001)
        t36 = (t26) * (t27)
        t37 = (t15) * (t36)
        if DOT_38:
            t39 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t37, 0.0), tl.where((offs_c1 < E_c1)[:, None], t32, 0.0), input_precision="ieee")
        else:
            t39 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t37, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t32, 0.0), 0), axis=1)
        acc40 = acc40 + t35
        acc41 = acc41 + t39
    acc61 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    acc62 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t42 = tl.load(m7_ptr + offs_n0[:, None] * m7_s0 + offs_c1[None, :] * m7_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        if DOT_43:
            t44 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t6, 0.0), tl.where((offs_n0 < E_n0)[:, None], t42, 0.0), input_precision="ieee")
        else:
            t44 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t6, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t42, 0.0), 0), axis=1)
        t45 = tl.load(m12_ptr + offs_c1[None, :] * m12_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t46 = (t44) * (t45)
        t47 = tl.load(m16_ptr + offs_n0[:, None] * m16_s0 + offs_c1[None, :] * m16_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        if DOT_48:
            t49 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t6, 0.0), tl.where((offs_n0 < E_n0)[:, None], t47, 0.0), input_precision="ieee")
        else:
            t49 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t6, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t47, 0.0), 0), axis=1)
        t50 = tl.load(m21_ptr + offs_c1[None, :] * m21_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t51 = (t49) * (t50)
        t52 = (t50) * (5.656854249492381)
        t53 = (t49) * (t52)
        t54 = 1.0 / (1.0 + tl.exp(-(t53)))
        t55 = (t51) * (t54)
        t56 = (t46) * (t55)
        t57 = tl.load(m30_ptr + offs_c1[:, None] * m30_s0 + offs_n0[None, :] * m30_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
        if DOT_58:
            t59 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t56, 0.0), tl.where((offs_c1 < E_c1)[:, None], t57, 0.0), input_precision="ieee")
        else:
            t59 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t56, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t57, 0.0), 0), axis=1)
        t60 = (t59) * (32.00000000000001)
        acc61 = acc61 + t60
        acc62 = acc62 + t59
    t63 = (acc61) * (acc61)
    t64 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t63, 0.0), axis=1, keep_dims=True)
    t65 = tl.rsqrt(t64)
    t66 = (acc41) * (t65)
    t67 = (t66) * (5.656854249492381)
    t68 = (t6) * (t6)
    t69 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t68, 0.0), axis=1, keep_dims=True)
    t70 = tl.sqrt(t69)
    t71 = (t6) / (t70)
    t72 = t67 - (t71)
    t73 = (t4) * (t72)
    t74 = t73 + t71
    t75 = (t74) * (t74)
    t76 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t75, 0.0), axis=1, keep_dims=True)
    t77 = tl.sqrt(t76)
    t78 = (t74) / (t77)
    tl.store(buf79_ptr + offs_c0[:, None] * buf79_s0 + offs_n0[None, :] * buf79_s1, t78, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


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
    m8 = inputs['w_u']
    m7 = m8.permute([1, 0])
    m13 = inputs['s_u']
    m12 = m13.reshape([1, 64])
    m17 = inputs['w_v']
    m16 = m17.permute([1, 0])
    m22 = inputs['s_v']
    m21 = m22.reshape([1, 64])
    m31 = inputs['w_o']
    m30 = m31.permute([1, 0])
    buf79 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m5_ptr=m5, m5_s0=m5.stride(0), m5_s1=m5.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m12_ptr=m12, m12_s0=m12.stride(0), m12_s1=m12.stride(1), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m21_ptr=m21, m21_s0=m21.stride(0), m21_s1=m21.stride(1), m30_ptr=m30, m30_s0=m30.stride(0), m30_s1=m30.stride(1), buf79_ptr=buf79, buf79_s0=buf79.stride(0), buf79_s1=buf79.stride(1), E_c0=8, E_c1=64, E_n0=32, DOT_10=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c1']) >= 16, DOT_19=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c1']) >= 16, DOT_33=(T['c0']) >= 16 and (T['c1']) >= 16 and (_pow2(32)) >= 16, DOT_38=(T['c0']) >= 16 and (T['c1']) >= 16 and (_pow2(32)) >= 16, DOT_43=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c1']) >= 16, DOT_48=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c1']) >= 16, DOT_58=(T['c0']) >= 16 and (T['c1']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), T_c0=T['c0'], T_c1=T['c1'])
    return buf79


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
