"""swiglu_stack [small], candidate 32: 3 kernel(s)

Rendered by EqiForge from candidate 32 of swiglu_stack [small]: grid(x.0@0) loop(x.1[32]: sum) [3 mm] ; grid(x.1@1) | grid(x.0@0, x.1@1) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid x.1@1[32]
    c2: loop x.1[32]

Run it on its own: `python kernels/f32.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/swiglu_stack.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 16, "c2": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 8, "c1": 32, "c2": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m16_ptr, m16_s0, m16_s1, m26_ptr, m26_s0, m26_s1, m34_ptr, m34_s0, m34_s1, buf41_ptr, buf41_s0, buf41_s1, E_c0, E_c2, E_n0, E_n2, DOT_21: tl.constexpr, DOT_31: tl.constexpr, DOT_39: tl.constexpr, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf41: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t7 = tl.load(m3_ptr + offs_n0[None, :] * m3_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t8 = (t2) * (t7)
    acc12 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t9 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t10 = (t9) * (t9)
        t11 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t10, 0.0), axis=1, keep_dims=True)
        acc12 = acc12 + t11
    t13 = acc12 + 0.00032
    t14 = tl.rsqrt(t13)
    t15 = (t8) * (t14)
    t20 = tl.load(m16_ptr + offs_n0[:, None] * m16_s0 + offs_n2[None, :] * m16_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_21:
        t22 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t15, 0.0), tl.where((offs_n0 < E_n0)[:, None], t20, 0.0), input_precision="ieee")
    else:
        t22 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t15, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t20, 0.0), 0), axis=1)
    t23 = (t22) * (5.656854249492381)
    t24 = 1.0 / (1.0 + tl.exp(-(t23)))
    t25 = (t22) * (t24)
    t30 = tl.load(m26_ptr + offs_n0[:, None] * m26_s0 + offs_n2[None, :] * m26_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_31:
        t32 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t15, 0.0), tl.where((offs_n0 < E_n0)[:, None], t30, 0.0), input_precision="ieee")
    else:
        t32 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t15, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t30, 0.0), 0), axis=1)
    t33 = (t25) * (t32)
    t38 = tl.load(m34_ptr + offs_n2[:, None] * m34_s0 + offs_n0[None, :] * m34_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_39:
        t40 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t33, 0.0), tl.where((offs_n2 < E_n2)[:, None], t38, 0.0), input_precision="ieee")
    else:
        t40 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t33, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t38, 0.0), 0), axis=1)
    tl.store(buf41_ptr + offs_c0[:, None] * buf41_s0 + offs_n0[None, :] * buf41_s1, t40, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_1(buf41_ptr, buf41_s0, buf41_s1, m1_ptr, m1_s0, m1_s1, buf46_ptr, buf46_s0, buf46_s1, E_c1, E_n1, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # writes buf46: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t42 = tl.load(buf41_ptr + offs_n1[:, None] * buf41_s0 + offs_c1[None, :] * buf41_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t43 = (t42) * (32.00000000000001)
    t44 = tl.load(m1_ptr + offs_n1[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t45 = t43 + t44
    tl.store(buf46_ptr + offs_n1[:, None] * buf46_s0 + offs_c1[None, :] * buf46_s1, t45, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :])


@triton.jit
def kernel_2(buf46_ptr, buf46_s0, buf46_s1, m48_ptr, m48_s0, m48_s1, m58_ptr, m58_s0, m58_s1, m67_ptr, m67_s0, m67_s1, m74_ptr, m74_s0, m74_s1, buf83_ptr, buf83_s0, buf83_s1, E_c0, E_c1, E_n0, E_n2, DOT_62: tl.constexpr, DOT_71: tl.constexpr, DOT_78: tl.constexpr, F_n0: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf83: Combine over grid x.0@0[8], grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n2 = tl.arange(0, F_n2)
    t47 = tl.load(buf46_ptr + offs_c0[:, None] * buf46_s0 + offs_n0[None, :] * buf46_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t51 = tl.load(m48_ptr + offs_n0[None, :] * m48_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t52 = (t47) * (t51)
    t53 = (t47) * (t47)
    t54 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t53, 0.0), axis=1, keep_dims=True)
    t55 = t54 + 0.00032
    t56 = tl.rsqrt(t55)
    t57 = (t52) * (t56)
    t61 = tl.load(m58_ptr + offs_n0[:, None] * m58_s0 + offs_n2[None, :] * m58_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_62:
        t63 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t57, 0.0), tl.where((offs_n0 < E_n0)[:, None], t61, 0.0), input_precision="ieee")
    else:
        t63 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t57, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t61, 0.0), 0), axis=1)
    t64 = (t63) * (5.656854249492381)
    t65 = 1.0 / (1.0 + tl.exp(-(t64)))
    t66 = (t63) * (t65)
    t70 = tl.load(m67_ptr + offs_n0[:, None] * m67_s0 + offs_n2[None, :] * m67_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_71:
        t72 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t57, 0.0), tl.where((offs_n0 < E_n0)[:, None], t70, 0.0), input_precision="ieee")
    else:
        t72 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t57, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t70, 0.0), 0), axis=1)
    t73 = (t66) * (t72)
    t77 = tl.load(m74_ptr + offs_n2[:, None] * m74_s0 + offs_c1[None, :] * m74_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_78:
        t79 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t73, 0.0), tl.where((offs_n2 < E_n2)[:, None], t77, 0.0), input_precision="ieee")
    else:
        t79 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t73, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t77, 0.0), 0), axis=1)
    t80 = (t79) * (32.00000000000001)
    t81 = tl.load(buf46_ptr + offs_c0[:, None] * buf46_s0 + offs_c1[None, :] * buf46_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t82 = t80 + t81
    tl.store(buf83_ptr + offs_c0[:, None] * buf83_s0 + offs_c1[None, :] * buf83_s1, t82, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    m1 = inputs['x']
    m6 = inputs['w_norm']
    m5 = m6.narrow(0, 0, 1)
    m4 = m5.reshape([32])
    m3 = m4.reshape([1, 32])
    m19 = inputs['w_gate']
    m18 = m19.narrow(0, 0, 1)
    m17 = m18.reshape([64, 32])
    m16 = m17.permute([1, 0])
    m29 = inputs['w_up']
    m28 = m29.narrow(0, 0, 1)
    m27 = m28.reshape([64, 32])
    m26 = m27.permute([1, 0])
    m37 = inputs['w_down']
    m36 = m37.narrow(0, 0, 1)
    m35 = m36.reshape([32, 64])
    m34 = m35.permute([1, 0])
    buf41 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m26_ptr=m26, m26_s0=m26.stride(0), m26_s1=m26.stride(1), m34_ptr=m34, m34_s0=m34.stride(0), m34_s1=m34.stride(1), buf41_ptr=buf41, buf41_s0=buf41.stride(0), buf41_s1=buf41.stride(1), E_c0=8, E_c2=32, E_n0=32, E_n2=64, DOT_21=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_31=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_39=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), F_n2=_pow2(64), T_c0=T['c0'], T_c2=T['c2'])
    buf46 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c1']),)](buf41_ptr=buf41, buf41_s0=buf41.stride(0), buf41_s1=buf41.stride(1), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf46_ptr=buf46, buf46_s0=buf46.stride(0), buf46_s1=buf46.stride(1), E_c1=32, E_n1=8, F_n1=_pow2(8), T_c1=T['c1'])
    m50 = m6.narrow(0, 1, 1)
    m49 = m50.reshape([32])
    m48 = m49.reshape([1, 32])
    m60 = m19.narrow(0, 1, 1)
    m59 = m60.reshape([64, 32])
    m58 = m59.permute([1, 0])
    m69 = m29.narrow(0, 1, 1)
    m68 = m69.reshape([64, 32])
    m67 = m68.permute([1, 0])
    m76 = m37.narrow(0, 1, 1)
    m75 = m76.reshape([32, 64])
    m74 = m75.permute([1, 0])
    buf83 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](buf46_ptr=buf46, buf46_s0=buf46.stride(0), buf46_s1=buf46.stride(1), m48_ptr=m48, m48_s0=m48.stride(0), m48_s1=m48.stride(1), m58_ptr=m58, m58_s0=m58.stride(0), m58_s1=m58.stride(1), m67_ptr=m67, m67_s0=m67.stride(0), m67_s1=m67.stride(1), m74_ptr=m74, m74_s0=m74.stride(0), m74_s1=m74.stride(1), buf83_ptr=buf83, buf83_s0=buf83.stride(0), buf83_s1=buf83.stride(1), E_c0=8, E_c1=32, E_n0=32, E_n2=64, DOT_62=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_71=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_78=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n0=_pow2(32), F_n2=_pow2(64), T_c0=T['c0'], T_c1=T['c1'])
    return buf83


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
