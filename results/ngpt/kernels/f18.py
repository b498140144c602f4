"""ngpt [small], candidate 18: 1 kernel(s)

Rendered by EqiForge from candidate 18 of ngpt [small]: grid(h.0@0, h.1@1) loop(h.1[32]: sum) loop(s_u.0[64]: pair(sum, sum)) loop(s_u.0[64]: pair(sum, sum)) [4 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid h.0@0[8]
    c1: grid h.1@1[32]
    c2: loop h.1[32]
    c3: loop s_u.0[64]

Run it on its own: `python kernels/f18.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m9_ptr, m9_s0, m9_s1, m14_ptr, m14_s0, m14_s1, m19_ptr, m19_s0, m19_s1, m23_ptr, m23_s0, m23_s1, m28_ptr, m28_s0, m28_s1, m37_ptr, m37_s0, m37_s1, buf84_ptr, buf84_s0, buf84_s1, E_c0, E_c1, E_c2, E_c3, E_n0, DOT_17: tl.constexpr, DOT_26: tl.constexpr, DOT_40: tl.constexpr, DOT_46: tl.constexpr, DOT_51: tl.constexpr, DOT_61: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf84: Combine over grid h.0@0[8], grid h.1@1[32]
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
    t13 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    acc43 = tl.full([T_c0, T_c1], 0.0, tl.float32)
    acc44 = tl.full([T_c0, T_c1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t16 = tl.load(m14_ptr + offs_n0[:, None] * m14_s0 + offs_c3[None, :] * m14_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
        if DOT_17:
            t18 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t13, 0.0), tl.where((offs_n0 < E_n0)[:, None], t16, 0.0), input_precision="ieee")
        else:
            t18 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t13, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t16, 0.0), 0), axis=1)
        t21 = tl.load(m19_ptr + offs_c3[None, :] * m19_s1, mask=(offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
        t22 = (t18) * (t21)
        t25 = tl.load(m23_ptr + offs_n0[:, None] * m23_s0 + offs_c3[None, :] * m23_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
        if DOT_26:
            t27 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t13, 0.0), tl.where((offs_n0 < E_n0)[:, None], t25, 0.0), input_precision="ieee")
        else:
            t27 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t13, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t25, 0.0), 0), axis=1)
        t30 = tl.load(m28_ptr + offs_c3[None, :] * m28_s1, mask=(offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
        t31 = (t27) * (t30)
        t32 = (t30) * (5.656854249492381)
        t33 = (t27) * (t32)
        t34 = 1.0 / (1.0 + tl.exp(-(t33)))
        t35 = (t31) * (t34)
        t36 = (t22) * (t35)
        t39 = tl.load(m37_ptr + offs_c3[:, None] * m37_s0 + offs_c1[None, :] * m37_s1, mask=(offs_c3 < E_c3)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        if DOT_40:
            t41 = tl.dot(tl.where((offs_c3 < E_c3)[None, :], t36, 0.0), tl.where((offs_c3 < E_c3)[:, None], t39, 0.0), input_precision="ieee")
        else:
            t41 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :], t36, 0.0), 2) * tl.expand_dims(tl.where((offs_c3 < E_c3)[:, None], t39, 0.0), 0), axis=1)
        t42 = (t41) * (32.00000000000001)
        acc43 = acc43 + t42
        acc44 = acc44 + t41
    acc64 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    acc65 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t45 = tl.load(m14_ptr + offs_n0[:, None] * m14_s0 + offs_c3[None, :] * m14_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
        if DOT_46:
            t47 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t13, 0.0), tl.where((offs_n0 < E_n0)[:, None], t45, 0.0), input_precision="ieee")
        else:
            t47 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t13, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t45, 0.0), 0), axis=1)
        t48 = tl.load(m19_ptr + offs_c3[None, :] * m19_s1, mask=(offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
        t49 = (t47) * (t48)
        t50 = tl.load(m23_ptr + offs_n0[:, None] * m23_s0 + offs_c3[None, :] * m23_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
        if DOT_51:
            t52 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t13, 0.0), tl.where((offs_n0 < E_n0)[:, None], t50, 0.0), input_precision="ieee")
        else:
            t52 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t13, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t50, 0.0), 0), axis=1)
        t53 = tl.load(m28_ptr + offs_c3[None, :] * m28_s1, mask=(offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
        t54 = (t52) * (t53)
        t55 = (t53) * (5.656854249492381)
        t56 = (t52) * (t55)
        t57 = 1.0 / (1.0 + tl.exp(-(t56)))
        t58 = (t54) * (t57)
        t59 = (t49) * (t58)
        t60 = tl.load(m37_ptr + offs_c3[:, None] * m37_s0 + offs_n0[None, :] * m37_s1, mask=(offs_c3 < E_c3)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
        if DOT_61:
            t62 = tl.dot(tl.where((offs_c3 < E_c3)[None, :], t59, 0.0), tl.where((offs_c3 < E_c3)[:, None], t60, 0.0), input_precision="ieee")
        else:
            t62 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :], t59, 0.0), 2) * tl.expand_dims(tl.where((offs_c3 < E_c3)[:, None], t60, 0.0), 0), axis=1)
        t63 = (t62) * (32.00000000000001)
        acc64 = acc64 + t63
        acc65 = acc65 + t62
    t66 = (acc64) * (acc64)
    t67 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t66, 0.0), axis=1, keep_dims=True)
    t68 = tl.sqrt(t67)
    t69 = (acc43) / (t68)
    t70 = t69 - (t8)
    t71 = (t12) * (t70)
    t72 = t8 + t71
    t73 = tl.load(m9_ptr + offs_n0[None, :] * m9_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t74 = tl.abs(t73)
    t75 = (acc64) / (t68)
    t76 = (t13) / (t7)
    t77 = t75 - (t76)
    t78 = (t74) * (t77)
    t79 = t78 + t76
    t80 = (t79) * (t79)
    t81 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t80, 0.0), axis=1, keep_dims=True)
    t82 = tl.sqrt(t81)
    t83 = (t72) / (t82)
    tl.store(buf84_ptr + offs_c0[:, None] * buf84_s0 + offs_c1[None, :] * buf84_s1, t83, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    m20 = inputs['s_u']
    m19 = m20.reshape([1, 64])
    m24 = inputs['w_v']
    m23 = m24.permute([1, 0])
    m29 = inputs['s_v']
    m28 = m29.reshape([1, 64])
    m38 = inputs['w_o']
    m37 = m38.permute([1, 0])
    buf84 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m19_ptr=m19, m19_s0=m19.stride(0), m19_s1=m19.stride(1), m23_ptr=m23, m23_s0=m23.stride(0), m23_s1=m23.stride(1), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m37_ptr=m37, m37_s0=m37.stride(0), m37_s1=m37.stride(1), buf84_ptr=buf84, buf84_s0=buf84.stride(0), buf84_s1=buf84.stride(1), E_c0=8, E_c1=32, E_c2=32, E_c3=64, E_n0=32, DOT_17=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c3']) >= 16, DOT_26=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c3']) >= 16, DOT_40=(T['c0']) >= 16 and (T['c3']) >= 16 and (T['c1']) >= 16, DOT_46=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c3']) >= 16, DOT_51=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c3']) >= 16, DOT_61=(T['c0']) >= 16 and (T['c3']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    return buf84


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
