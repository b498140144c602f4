"""swiglu_stack [small], candidate 45: 3 kernel(s)

Rendered by EqiForge from candidate 45 of swiglu_stack [small]: store(x.1[32]) ; grid(x.0@0, x.1@1) loop(x.1[32]: sum, stored) [3 mm] | grid(x.0@0, x.1@1) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid x.1@1[32]
    c2: loop x.1[32]

Run it on its own: `python kernels/f45.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, states12_ptr, states12_s0, states12_s1, states12_s2, states12_s3, E_c0, E_c2, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states12: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    t9 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t10 = (t9) * (t9)
    t11 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t10, 0.0), axis=1, keep_dims=True)
    tl.store(states12_ptr + i_c0 * states12_s0 + i_c2 * states12_s1 + tl.arange(0, T_c0)[:, None] * states12_s2 + tl.zeros([T_c0, 1], tl.int32), t11)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, states12_ptr, states12_s0, states12_s1, states12_s2, states12_s3, m18_ptr, m18_s0, m18_s1, m28_ptr, m28_s0, m28_s1, m36_ptr, m36_s0, m36_s1, buf46_ptr, buf46_s0, buf46_s1, E_c0, E_c1, E_c2, E_n0, E_n1, DOT_23: tl.constexpr, DOT_33: tl.constexpr, DOT_41: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf46: Combine over grid x.0@0[8], grid x.1@1[32]
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
    t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t7 = tl.load(m3_ptr + offs_n0[None, :] * m3_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t8 = (t2) * (t7)
    acc14 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t13 = tl.load(states12_ptr + i_c0 * states12_s0 + i_c2 * states12_s1 + tl.arange(0, T_c0)[:, None] * states12_s2 + tl.zeros([T_c0, 1], tl.int32))
        acc14 = acc14 + t13
    t15 = acc14 + 0.00032
    t16 = tl.rsqrt(t15)
    t17 = (t8) * (t16)
    t22 = tl.load(m18_ptr + offs_n0[:, None] * m18_s0 + offs_n1[None, :] * m18_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_23:
        t24 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t17, 0.0), tl.where((offs_n0 < E_n0)[:, None], t22, 0.0), input_precision="ieee")
    else:
        t24 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t17, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t22, 0.0), 0), axis=1)
    t25 = (t24) * (5.656854249492381)
    t26 = 1.0 / (1.0 + tl.exp(-(t25)))
    t27 = (t24) * (t26)
    t32 = tl.load(m28_ptr + offs_n0[:, None] * m28_s0 + offs_n1[None, :] * m28_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_33:
        t34 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t17, 0.0), tl.where((offs_n0 < E_n0)[:, None], t32, 0.0), input_precision="ieee")
    else:
        t34 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t17, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t32, 0.0), 0), axis=1)
    t35 = (t27) * (t34)
    t40 = tl.load(m36_ptr + offs_n1[:, None] * m36_s0 + offs_c1[None, :] * m36_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_41:
        t42 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t35, 0.0), tl.where((offs_n1 < E_n1)[:, None], t40, 0.0), input_precision="ieee")
    else:
        t42 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t35, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t40, 0.0), 0), axis=1)
    t43 = (t42) * (32.00000000000001)
    t44 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t45 = t43 + t44
    tl.store(buf46_ptr + offs_c0[:, None] * buf46_s0 + offs_c1[None, :] * buf46_s1, t45, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


@triton.jit
def kernel_2(buf46_ptr, buf46_s0, buf46_s1, m48_ptr, m48_s0, m48_s1, m58_ptr, m58_s0, m58_s1, m67_ptr, m67_s0, m67_s1, m74_ptr, m74_s0, m74_s1, buf83_ptr, buf83_s0, buf83_s1, E_c0, E_c1, E_n0, E_n1, DOT_62: tl.constexpr, DOT_71: tl.constexpr, DOT_78: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
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
    offs_n1 = tl.arange(0, F_n1)
    t47 = tl.load(buf46_ptr + offs_c0[:, None] * buf46_s0 + offs_n0[None, :] * buf46_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t51 = tl.load(m48_ptr + offs_n0[None, :] * m48_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t52 = (t47) * (t51)
    t53 = (t47) * (t47)
    t54 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t53, 0.0), axis=1, keep_dims=True)
    t55 = t54 + 0.00032
    t56 = tl.rsqrt(t55)
    t57 = (t52) * (t56)
    t61 = tl.load(m58_ptr + offs_n0[:, None] * m58_s0 + offs_n1[None, :] * m58_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_62:
        t63 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t57, 0.0), tl.where((offs_n0 < E_n0)[:, None], t61, 0.0), input_precision="ieee")
    else:
        t63 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t57, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t61, 0.0), 0), axis=1)
    t64 = (t63) * (5.656854249492381)
    t65 = 1.0 / (1.0 + tl.exp(-(t64)))
    t66 = (t63) * (t65)
    t70 = tl.load(m67_ptr + offs_n0[:, None] * m67_s0 + offs_n1[None, :] * m67_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_71:
        t72 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t57, 0.0), tl.where((offs_n0 < E_n0)[:, None], t70, 0.0), input_precision="ieee")
    else:
        t72 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t57, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t70, 0.0), 0), axis=1)
    t73 = (t66) * (t72)
    t77 = tl.load(m74_ptr + offs_n1[:, None] * m74_s0 + offs_c1[None, :] * m74_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_78:
        t79 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t73, 0.0), tl.where((offs_n1 < E_n1)[:, None], t77, 0.0), input_precision="ieee")
    else:
        t79 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t73, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t77, 0.0), 0), axis=1)
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
    states12 = torch.full([_cdiv(8, T['c0']), _cdiv(32, T['c2']), T['c0'], 1], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']) * _cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), states12_ptr=states12, states12_s0=states12.stride(0), states12_s1=states12.stride(1), states12_s2=states12.stride(2), states12_s3=states12.stride(3), E_c0=8, E_c2=32, T_c0=T['c0'], T_c2=T['c2'])
    m21 = inputs['w_gate']
    m20 = m21.narrow(0, 0, 1)
    m19 = m20.reshape([64, 32])
    m18 = m19.permute([1, 0])
    m31 = inputs['w_up']
    m30 = m31.narrow(0, 0, 1)
    m29 = m30.reshape([64, 32])
    m28 = m29.permute([1, 0])
    m39 = inputs['w_down']
    m38 = m39.narrow(0, 0, 1)
    m37 = m38.reshape([32, 64])
    m36 = m37.permute([1, 0])
    buf46 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), states12_ptr=states12, states12_s0=states12.stride(0), states12_s1=states12.stride(1), states12_s2=states12.stride(2), states12_s3=states12.stride(3), m18_ptr=m18, m18_s0=m18.stride(0), m18_s1=m18.stride(1), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m36_ptr=m36, m36_s0=m36.stride(0), m36_s1=m36.stride(1), buf46_ptr=buf46, buf46_s0=buf46.stride(0), buf46_s1=buf46.stride(1), E_c0=8, E_c1=32, E_c2=32, E_n0=32, E_n1=64, DOT_23=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_33=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_41=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    m50 = m6.narrow(0, 1, 1)
    m49 = m50.reshape([32])
    m48 = m49.reshape([1, 32])
    m60 = m21.narrow(0, 1, 1)
    m59 = m60.reshape([64, 32])
    m58 = m59.permute([1, 0])
    m69 = m31.narrow(0, 1, 1)
    m68 = m69.reshape([64, 32])
    m67 = m68.permute([1, 0])
    m76 = m39.narrow(0, 1, 1)
    m75 = m76.reshape([32, 64])
    m74 = m75.permute([1, 0])
    buf83 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](buf46_ptr=buf46, buf46_s0=buf46.stride(0), buf46_s1=buf46.stride(1), m48_ptr=m48, m48_s0=m48.stride(0), m48_s1=m48.stride(1), m58_ptr=m58, m58_s0=m58.stride(0), m58_s1=m58.stride(1), m67_ptr=m67, m67_s0=m67.stride(0), m67_s1=m67.stride(1), m74_ptr=m74, m74_s0=m74.stride(0), m74_s1=m74.stride(1), buf83_ptr=buf83, buf83_s0=buf83.stride(0), buf83_s1=buf83.stride(1), E_c0=8, E_c1=32, E_n0=32, E_n1=64, DOT_62=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_71=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_78=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'])
    return buf83


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
