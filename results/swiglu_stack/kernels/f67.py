"""swiglu_stack [small], candidate 67: 4 kernel(s)

Rendered by EqiForge from candidate 67 of swiglu_stack [small]: grid(x.0@0) loop(x.1[32]: sum) loop(x.1[32]: sum) [3 mm] ; grid(x.0@0) ; grid(x.1@1) | grid(x.0@0, x.1@1) loop(x.1[32]: pair(sum, sum)) loop(x.1[32]: sum) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid x.1@1[32]
    c2: loop x.1[32]

Run it on its own: `python kernels/f67.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m9_ptr, m9_s0, m9_s1, m29_ptr, m29_s0, m29_s1, m38_ptr, m38_s0, m38_s1, buf45_ptr, buf45_s0, buf45_s1, E_c0, E_c2, E_n1, E_n2, DOT_14: tl.constexpr, DOT_34: tl.constexpr, DOT_43: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf45: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    acc16 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t7 = tl.load(m3_ptr + offs_c2[None, :] * m3_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t8 = (t2) * (t7)
        t13 = tl.load(m9_ptr + offs_c2[:, None] * m9_s0 + offs_n1[None, :] * m9_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_14:
            t15 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t8, 0.0), tl.where((offs_c2 < E_c2)[:, None], t13, 0.0), input_precision="ieee")
        else:
            t15 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t8, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t13, 0.0), 0), axis=1)
        acc16 = acc16 + t15
    t17 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t18 = (t17) * (t17)
    t19 = tl.sum(tl.where((offs_n2 < E_n2)[None, :], t18, 0.0), axis=1, keep_dims=True)
    t20 = t19 + 0.00032
    t21 = tl.rsqrt(t20)
    t22 = (acc16) * (t21)
    t23 = (t22) * (5.656854249492381)
    t24 = 1.0 / (1.0 + tl.exp(-(t23)))
    t25 = (acc16) * (t24)
    acc36 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t26 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t27 = tl.load(m3_ptr + offs_c2[None, :] * m3_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t28 = (t26) * (t27)
        t33 = tl.load(m29_ptr + offs_c2[:, None] * m29_s0 + offs_n1[None, :] * m29_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_34:
            t35 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t28, 0.0), tl.where((offs_c2 < E_c2)[:, None], t33, 0.0), input_precision="ieee")
        else:
            t35 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t28, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t33, 0.0), 0), axis=1)
        acc36 = acc36 + t35
    t37 = (t25) * (acc36)
    t42 = tl.load(m38_ptr + offs_n1[:, None] * m38_s0 + offs_n2[None, :] * m38_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    if DOT_43:
        t44 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t37, 0.0), tl.where((offs_n1 < E_n1)[:, None], t42, 0.0), input_precision="ieee")
    else:
        t44 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t37, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t42, 0.0), 0), axis=1)
    tl.store(buf45_ptr + offs_c0[:, None] * buf45_s0 + offs_n2[None, :] * buf45_s1, t44, mask=(offs_c0 < E_c0)[:, None] & (offs_n2 < E_n2)[None, :])


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, buf50_ptr, buf50_s0, buf50_s1, E_c0, E_n2, F_n2: tl.constexpr, T_c0: tl.constexpr):
    # writes buf50: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    t47 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
    t48 = (t47) * (t47)
    t49 = tl.sum(tl.where((offs_n2 < E_n2)[None, :], t48, 0.0), axis=1, keep_dims=True)
    tl.store(buf50_ptr + offs_c0[:, None] * buf50_s0, t49, mask=(offs_c0 < E_c0)[:, None])


@triton.jit
def kernel_2(buf45_ptr, buf45_s0, buf45_s1, buf50_ptr, buf50_s0, buf50_s1, m1_ptr, m1_s0, m1_s1, buf59_ptr, buf59_s0, buf59_s1, E_c1, E_n0, F_n0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf59: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t46 = tl.load(buf45_ptr + offs_n0[:, None] * buf45_s0 + offs_c1[None, :] * buf45_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t51 = tl.load(buf50_ptr + offs_n0[:, None] * buf50_s0, mask=(offs_n0 < E_n0)[:, None], other=0).to(tl.float32)
    t52 = t51 + 0.00032
    t53 = tl.rsqrt(t52)
    t54 = (t46) * (t53)
    t55 = (t54) * (t53)
    t56 = (t55) * (32.00000000000001)
    t57 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t58 = t56 + t57
    tl.store(buf59_ptr + offs_n0[:, None] * buf59_s0 + offs_c1[None, :] * buf59_s1, t58, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :])


@triton.jit
def kernel_3(buf59_ptr, buf59_s0, buf59_s1, m61_ptr, m61_s0, m61_s1, m66_ptr, m66_s0, m66_s1, m72_ptr, m72_s0, m72_s1, m91_ptr, m91_s0, m91_s1, buf102_ptr, buf102_s0, buf102_s1, E_c0, E_c1, E_c2, E_n1, DOT_70: tl.constexpr, DOT_76: tl.constexpr, DOT_95: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf102: Combine over grid x.0@0[8], grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    acc78 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    acc79 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t60 = tl.load(buf59_ptr + offs_c0[:, None] * buf59_s0 + offs_c2[None, :] * buf59_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t64 = tl.load(m61_ptr + offs_c2[None, :] * m61_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t65 = (t60) * (t64)
        t69 = tl.load(m66_ptr + offs_c2[:, None] * m66_s0 + offs_n1[None, :] * m66_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_70:
            t71 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t65, 0.0), tl.where((offs_c2 < E_c2)[:, None], t69, 0.0), input_precision="ieee")
        else:
            t71 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t65, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t69, 0.0), 0), axis=1)
        t75 = tl.load(m72_ptr + offs_c2[:, None] * m72_s0 + offs_n1[None, :] * m72_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_76:
            t77 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t65, 0.0), tl.where((offs_c2 < E_c2)[:, None], t75, 0.0), input_precision="ieee")
        else:
            t77 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t65, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t75, 0.0), 0), axis=1)
        acc78 = acc78 + t71
        acc79 = acc79 + t77
    acc83 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t80 = tl.load(buf59_ptr + offs_c0[:, None] * buf59_s0 + offs_c2[None, :] * buf59_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t81 = (t80) * (t80)
        t82 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t81, 0.0), axis=1, keep_dims=True)
        acc83 = acc83 + t82
    t84 = acc83 + 0.00032
    t85 = tl.rsqrt(t84)
    t86 = (acc79) * (t85)
    t87 = (t86) * (5.656854249492381)
    t88 = 1.0 / (1.0 + tl.exp(-(t87)))
    t89 = (acc79) * (t88)
    t90 = (t89) * (acc78)
    t94 = tl.load(m91_ptr + offs_n1[:, None] * m91_s0 + offs_c1[None, :] * m91_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_95:
        t96 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t90, 0.0), tl.where((offs_n1 < E_n1)[:, None], t94, 0.0), input_precision="ieee")
    else:
        t96 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t90, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t94, 0.0), 0), axis=1)
    t97 = (t96) * (t85)
    t98 = (t97) * (t85)
    t99 = (t98) * (32.00000000000001)
    t100 = tl.load(buf59_ptr + offs_c0[:, None] * buf59_s0 + offs_c1[None, :] * buf59_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t101 = t99 + t100
    tl.store(buf102_ptr + offs_c0[:, None] * buf102_s0 + offs_c1[None, :] * buf102_s1, t101, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    m32 = inputs['w_up']
    m31 = m32.narrow(0, 0, 1)
    m30 = m31.reshape([64, 32])
    m29 = m30.permute([1, 0])
    m41 = inputs['w_down']
    m40 = m41.narrow(0, 0, 1)
    m39 = m40.reshape([32, 64])
    m38 = m39.permute([1, 0])
    buf45 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m29_ptr=m29, m29_s0=m29.stride(0), m29_s1=m29.stride(1), m38_ptr=m38, m38_s0=m38.stride(0), m38_s1=m38.stride(1), buf45_ptr=buf45, buf45_s0=buf45.stride(0), buf45_s1=buf45.stride(1), E_c0=8, E_c2=32, E_n1=64, E_n2=32, DOT_14=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_34=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_43=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (_pow2(32)) >= 16, F_n1=_pow2(64), F_n2=_pow2(32), T_c0=T['c0'], T_c2=T['c2'])
    buf50 = torch.full([8, 1], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf50_ptr=buf50, buf50_s0=buf50.stride(0), buf50_s1=buf50.stride(1), E_c0=8, E_n2=32, F_n2=_pow2(32), T_c0=T['c0'])
    buf59 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(32, T['c1']),)](buf45_ptr=buf45, buf45_s0=buf45.stride(0), buf45_s1=buf45.stride(1), buf50_ptr=buf50, buf50_s0=buf50.stride(0), buf50_s1=buf50.stride(1), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf59_ptr=buf59, buf59_s0=buf59.stride(0), buf59_s1=buf59.stride(1), E_c1=32, E_n0=8, F_n0=_pow2(8), T_c1=T['c1'])
    m63 = m6.narrow(0, 1, 1)
    m62 = m63.reshape([32])
    m61 = m62.reshape([1, 32])
    m68 = m32.narrow(0, 1, 1)
    m67 = m68.reshape([64, 32])
    m66 = m67.permute([1, 0])
    m74 = m12.narrow(0, 1, 1)
    m73 = m74.reshape([64, 32])
    m72 = m73.permute([1, 0])
    m93 = m41.narrow(0, 1, 1)
    m92 = m93.reshape([32, 64])
    m91 = m92.permute([1, 0])
    buf102 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_3[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](buf59_ptr=buf59, buf59_s0=buf59.stride(0), buf59_s1=buf59.stride(1), m61_ptr=m61, m61_s0=m61.stride(0), m61_s1=m61.stride(1), m66_ptr=m66, m66_s0=m66.stride(0), m66_s1=m66.stride(1), m72_ptr=m72, m72_s0=m72.stride(0), m72_s1=m72.stride(1), m91_ptr=m91, m91_s0=m91.stride(0), m91_s1=m91.stride(1), buf102_ptr=buf102, buf102_s0=buf102.stride(0), buf102_s1=buf102.stride(1), E_c0=8, E_c1=32, E_c2=32, E_n1=64, DOT_70=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_76=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_95=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf102


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
