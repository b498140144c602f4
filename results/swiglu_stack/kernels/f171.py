"""swiglu_stack [small], candidate 171: 3 kernel(s)

Rendered by EqiForge from candidate 171 of swiglu_stack [small]: grid(x.0@0, x.1@1) [3 mm] | store(x.1[32]) ; grid(x.1@1) loop(w_up.1[64]: sum) {loop(x.1[32]: sum, stored)} [2 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.1@1[32]
    c1: loop w_up.1[64]
    c2: grid x.0@0[8]
    c3: loop x.1[32]

Run it on its own: `python kernels/f171.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/swiglu_stack.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 32, "c2": 4, "c3": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 32, "c1": 64, "c2": 8, "c3": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m9_ptr, m9_s0, m9_s1, m25_ptr, m25_s0, m25_s1, m34_ptr, m34_s0, m34_s1, buf44_ptr, buf44_s0, buf44_s1, E_c0, E_c2, E_n1, E_n2, DOT_14: tl.constexpr, DOT_30: tl.constexpr, DOT_39: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf44: Combine over grid x.0@0[8], grid x.1@1[32]
    pid = tl.program_id(0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t2 = tl.load(m1_ptr + offs_c2[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t7 = tl.load(m3_ptr + offs_n1[None, :] * m3_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t8 = (t2) * (t7)
    t13 = tl.load(m9_ptr + offs_n1[:, None] * m9_s0 + offs_n2[None, :] * m9_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_14:
        t15 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t8, 0.0), tl.where((offs_n1 < E_n1)[:, None], t13, 0.0), input_precision="ieee")
    else:
        t15 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t8, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t13, 0.0), 0), axis=1)
    t16 = (t2) * (t2)
    t17 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t16, 0.0), axis=1, keep_dims=True)
    t18 = t17 + 0.00032
    t19 = tl.rsqrt(t18)
    t20 = (t15) * (t19)
    t21 = (t20) * (5.656854249492381)
    t22 = 1.0 / (1.0 + tl.exp(-(t21)))
    t23 = (t15) * (t22)
    t24 = (t23) * (t19)
    t29 = tl.load(m25_ptr + offs_n1[:, None] * m25_s0 + offs_n2[None, :] * m25_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_30:
        t31 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t8, 0.0), tl.where((offs_n1 < E_n1)[:, None], t29, 0.0), input_precision="ieee")
    else:
        t31 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t8, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t29, 0.0), 0), axis=1)
    t32 = (t31) * (t19)
    t33 = (t24) * (t32)
    t38 = tl.load(m34_ptr + offs_n2[:, None] * m34_s0 + offs_c0[None, :] * m34_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    if DOT_39:
        t40 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t33, 0.0), tl.where((offs_n2 < E_n2)[:, None], t38, 0.0), input_precision="ieee")
    else:
        t40 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t33, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t38, 0.0), 0), axis=1)
    t41 = (t40) * (32.00000000000001)
    t42 = tl.load(m1_ptr + offs_c2[:, None] * m1_s0 + offs_c0[None, :] * m1_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    t43 = t41 + t42
    tl.store(buf44_ptr + offs_c2[:, None] * buf44_s0 + offs_c0[None, :] * buf44_s1, t43, mask=(offs_c2 < E_c2)[:, None] & (offs_c0 < E_c0)[None, :])


@triton.jit
def kernel_1(buf44_ptr, buf44_s0, buf44_s1, m46_ptr, m46_s0, m46_s1, m71_ptr, m71_s0, m71_s1, states77_ptr, states77_s0, states77_s1, states77_s2, states77_s3, E_c1, E_c3, E_n0, DOT_75: tl.constexpr, F_n0: tl.constexpr, T_c1: tl.constexpr, T_c3: tl.constexpr):
    # stores states77: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t68 = tl.load(buf44_ptr + offs_n0[:, None] * buf44_s0 + offs_c3[None, :] * buf44_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
    t69 = tl.load(m46_ptr + offs_c3[None, :] * m46_s1, mask=(offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
    t70 = (t68) * (t69)
    t74 = tl.load(m71_ptr + offs_c3[:, None] * m71_s0 + offs_c1[None, :] * m71_s1, mask=(offs_c3 < E_c3)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_75:
        t76 = tl.dot(tl.where((offs_c3 < E_c3)[None, :], t70, 0.0), tl.where((offs_c3 < E_c3)[:, None], t74, 0.0), input_precision="ieee")
    else:
        t76 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :], t70, 0.0), 2) * tl.expand_dims(tl.where((offs_c3 < E_c3)[:, None], t74, 0.0), 0), axis=1)
    tl.store(states77_ptr + i_c1 * states77_s0 + i_c3 * states77_s1 + tl.arange(0, F_n0)[:, None] * states77_s2 + tl.arange(0, T_c1)[None, :] * states77_s3 + tl.zeros([F_n0, T_c1], tl.int32), t76)


@triton.jit
def kernel_2(buf44_ptr, buf44_s0, buf44_s1, m46_ptr, m46_s0, m46_s1, m51_ptr, m51_s0, m51_s1, states77_ptr, states77_s0, states77_s1, states77_s2, states77_s3, m82_ptr, m82_s0, m82_s1, buf92_ptr, buf92_s0, buf92_s1, E_c0, E_c1, E_c3, E_n0, E_n1, DOT_55: tl.constexpr, DOT_86: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c3: tl.constexpr):
    # writes buf92: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t45 = tl.load(buf44_ptr + offs_n0[:, None] * buf44_s0 + offs_n1[None, :] * buf44_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t49 = tl.load(m46_ptr + offs_n1[None, :] * m46_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t50 = (t45) * (t49)
    t57 = (t45) * (t45)
    t58 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t57, 0.0), axis=1, keep_dims=True)
    t59 = t58 + 0.00032
    t60 = tl.rsqrt(t59)
    t62 = (t58) * (0.03125)
    t63 = t62 + 1e-05
    t64 = tl.rsqrt(t63)
    acc88 = tl.full([F_n0, T_c0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t54 = tl.load(m51_ptr + offs_n1[:, None] * m51_s0 + offs_c1[None, :] * m51_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        if DOT_55:
            t56 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t50, 0.0), tl.where((offs_n1 < E_n1)[:, None], t54, 0.0), input_precision="ieee")
        else:
            t56 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t50, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t54, 0.0), 0), axis=1)
        t61 = (t56) * (t60)
        t65 = (t56) * (t64)
        t66 = 1.0 / (1.0 + tl.exp(-(t65)))
        t67 = (t61) * (t66)
        acc79 = tl.full([F_n0, T_c1], 0.0, tl.float32)
        for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
            offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

            t78 = tl.load(states77_ptr + i_c1 * states77_s0 + i_c3 * states77_s1 + tl.arange(0, F_n0)[:, None] * states77_s2 + tl.arange(0, T_c1)[None, :] * states77_s3 + tl.zeros([F_n0, T_c1], tl.int32))
            acc79 = acc79 + t78
        t80 = (acc79) * (t60)
        t81 = (t67) * (t80)
        t85 = tl.load(m82_ptr + offs_c1[:, None] * m82_s0 + offs_c0[None, :] * m82_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
        if DOT_86:
            t87 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t81, 0.0), tl.where((offs_c1 < E_c1)[:, None], t85, 0.0), input_precision="ieee")
        else:
            t87 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t81, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t85, 0.0), 0), axis=1)
        acc88 = acc88 + t87
    t89 = (acc88) * (32.00000000000001)
    t90 = tl.load(buf44_ptr + offs_n0[:, None] * buf44_s0 + offs_c0[None, :] * buf44_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    t91 = t89 + t90
    tl.store(buf92_ptr + offs_n0[:, None] * buf92_s0 + offs_c0[None, :] * buf92_s1, t91, mask=(offs_n0 < E_n0)[:, None] & (offs_c0 < E_c0)[None, :])


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
    m12 = inputs['w_gate']
    m11 = m12.narrow(0, 0, 1)
    m10 = m11.reshape([64, 32])
    m9 = m10.permute([1, 0])
    m28 = inputs['w_up']
    m27 = m28.narrow(0, 0, 1)
    m26 = m27.reshape([64, 32])
    m25 = m26.permute([1, 0])
    m37 = inputs['w_down']
    m36 = m37.narrow(0, 0, 1)
    m35 = m36.reshape([32, 64])
    m34 = m35.permute([1, 0])
    buf44 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c2']) * _cdiv(32, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m25_ptr=m25, m25_s0=m25.stride(0), m25_s1=m25.stride(1), m34_ptr=m34, m34_s0=m34.stride(0), m34_s1=m34.stride(1), buf44_ptr=buf44, buf44_s0=buf44.stride(0), buf44_s1=buf44.stride(1), E_c0=32, E_c2=8, E_n1=32, E_n2=64, DOT_14=(T['c2']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_30=(T['c2']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_39=(T['c2']) >= 16 and (_pow2(64)) >= 16 and (T['c0']) >= 16, F_n1=_pow2(32), F_n2=_pow2(64), T_c0=T['c0'], T_c2=T['c2'])
    m48 = m6.narrow(0, 1, 1)
    m47 = m48.reshape([32])
    m46 = m47.reshape([1, 32])
    m53 = m12.narrow(0, 1, 1)
    m52 = m53.reshape([64, 32])
    m51 = m52.permute([1, 0])
    m73 = m28.narrow(0, 1, 1)
    m72 = m73.reshape([64, 32])
    m71 = m72.permute([1, 0])
    states77 = torch.full([_cdiv(64, T['c1']), _cdiv(32, T['c3']), _pow2(8), T['c1']], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(64, T['c1']) * _cdiv(32, T['c3']),)](buf44_ptr=buf44, buf44_s0=buf44.stride(0), buf44_s1=buf44.stride(1), m46_ptr=m46, m46_s0=m46.stride(0), m46_s1=m46.stride(1), m71_ptr=m71, m71_s0=m71.stride(0), m71_s1=m71.stride(1), states77_ptr=states77, states77_s0=states77.stride(0), states77_s1=states77.stride(1), states77_s2=states77.stride(2), states77_s3=states77.stride(3), E_c1=64, E_c3=32, E_n0=8, DOT_75=(_pow2(8)) >= 16 and (T['c3']) >= 16 and (T['c1']) >= 16, F_n0=_pow2(8), T_c1=T['c1'], T_c3=T['c3'])
    m84 = m37.narrow(0, 1, 1)
    m83 = m84.reshape([32, 64])
    m82 = m83.permute([1, 0])
    buf92 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(32, T['c0']),)](buf44_ptr=buf44, buf44_s0=buf44.stride(0), buf44_s1=buf44.stride(1), m46_ptr=m46, m46_s0=m46.stride(0), m46_s1=m46.stride(1), m51_ptr=m51, m51_s0=m51.stride(0), m51_s1=m51.stride(1), states77_ptr=states77, states77_s0=states77.stride(0), states77_s1=states77.stride(1), states77_s2=states77.stride(2), states77_s3=states77.stride(3), m82_ptr=m82, m82_s0=m82.stride(0), m82_s1=m82.stride(1), buf92_ptr=buf92, buf92_s0=buf92.stride(0), buf92_s1=buf92.stride(1), E_c0=32, E_c1=64, E_c3=32, E_n0=8, E_n1=32, DOT_55=(_pow2(8)) >= 16 and (_pow2(32)) >= 16 and (T['c1']) >= 16, DOT_86=(_pow2(8)) >= 16 and (T['c1']) >= 16 and (T['c0']) >= 16, F_n0=_pow2(8), F_n1=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c3=T['c3'])
    return buf92


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
