"""swiglu_stack [small], candidate 83: 3 kernel(s)

Rendered by EqiForge from candidate 83 of swiglu_stack [small]: grid(x.0@0, x.1@1) loop(x.1[32]: pair(sum, sum)) loop(x.1[32]: sum) [3 mm] | store(x.1[32]) ; grid(x.0@0) loop(x.1[32]: sum, stored) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid x.1@1[32]
    c2: loop x.1[32]

Run it on its own: `python kernels/f83.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m9_ptr, m9_s0, m9_s1, m16_ptr, m16_s0, m16_s1, m36_ptr, m36_s0, m36_s1, buf47_ptr, buf47_s0, buf47_s1, E_c0, E_c1, E_c2, E_n1, DOT_14: tl.constexpr, DOT_21: tl.constexpr, DOT_41: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf47: Combine over grid x.0@0[8], grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    acc23 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    acc24 = tl.full([T_c0, F_n1], 0.0, tl.float32)
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
        t20 = tl.load(m16_ptr + offs_c2[:, None] * m16_s0 + offs_n1[None, :] * m16_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_21:
            t22 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t8, 0.0), tl.where((offs_c2 < E_c2)[:, None], t20, 0.0), input_precision="ieee")
        else:
            t22 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t8, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t20, 0.0), 0), axis=1)
        acc23 = acc23 + t15
        acc24 = acc24 + t22
    acc28 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t25 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t26 = (t25) * (t25)
        t27 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t26, 0.0), axis=1, keep_dims=True)
        acc28 = acc28 + t27
    t29 = acc28 + 0.00032
    t30 = tl.rsqrt(t29)
    t31 = (acc23) * (t30)
    t32 = (t31) * (5.656854249492381)
    t33 = 1.0 / (1.0 + tl.exp(-(t32)))
    t34 = (t31) * (t33)
    t35 = (t34) * (acc24)
    t40 = tl.load(m36_ptr + offs_n1[:, None] * m36_s0 + offs_c1[None, :] * m36_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_41:
        t42 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t35, 0.0), tl.where((offs_n1 < E_n1)[:, None], t40, 0.0), input_precision="ieee")
    else:
        t42 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t35, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t40, 0.0), 0), axis=1)
    t43 = (t42) * (t30)
    t44 = (t43) * (32.00000000000001)
    t45 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t46 = t44 + t45
    tl.store(buf47_ptr + offs_c0[:, None] * buf47_s0 + offs_c1[None, :] * buf47_s1, t46, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


@triton.jit
def kernel_1(buf47_ptr, buf47_s0, buf47_s1, states57_ptr, states57_s0, states57_s1, states57_s2, states57_s3, E_c0, E_c2, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states57: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    t54 = tl.load(buf47_ptr + offs_c0[:, None] * buf47_s0 + offs_c2[None, :] * buf47_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t55 = (t54) * (t54)
    t56 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t55, 0.0), axis=1, keep_dims=True)
    tl.store(states57_ptr + i_c0 * states57_s0 + i_c2 * states57_s1 + tl.arange(0, T_c0)[:, None] * states57_s2 + tl.zeros([T_c0, 1], tl.int32), t56)


@triton.jit
def kernel_2(buf47_ptr, buf47_s0, buf47_s1, m49_ptr, m49_s0, m49_s1, states57_ptr, states57_s0, states57_s1, states57_s2, states57_s3, m63_ptr, m63_s0, m63_s1, m72_ptr, m72_s0, m72_s1, m79_ptr, m79_s0, m79_s1, buf87_ptr, buf87_s0, buf87_s1, E_c0, E_c2, E_n0, E_n1, DOT_67: tl.constexpr, DOT_76: tl.constexpr, DOT_83: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # writes buf87: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t48 = tl.load(buf47_ptr + offs_c0[:, None] * buf47_s0 + offs_n0[None, :] * buf47_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t52 = tl.load(m49_ptr + offs_n0[None, :] * m49_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t53 = (t48) * (t52)
    acc59 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t58 = tl.load(states57_ptr + i_c0 * states57_s0 + i_c2 * states57_s1 + tl.arange(0, T_c0)[:, None] * states57_s2 + tl.zeros([T_c0, 1], tl.int32))
        acc59 = acc59 + t58
    t60 = acc59 + 0.00032
    t61 = tl.rsqrt(t60)
    t62 = (t53) * (t61)
    t66 = tl.load(m63_ptr + offs_n0[:, None] * m63_s0 + offs_n1[None, :] * m63_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_67:
        t68 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t62, 0.0), tl.where((offs_n0 < E_n0)[:, None], t66, 0.0), input_precision="ieee")
    else:
        t68 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t62, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t66, 0.0), 0), axis=1)
    t69 = (t68) * (5.656854249492381)
    t70 = 1.0 / (1.0 + tl.exp(-(t69)))
    t71 = (t68) * (t70)
    t75 = tl.load(m72_ptr + offs_n0[:, None] * m72_s0 + offs_n1[None, :] * m72_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_76:
        t77 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t62, 0.0), tl.where((offs_n0 < E_n0)[:, None], t75, 0.0), input_precision="ieee")
    else:
        t77 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t62, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t75, 0.0), 0), axis=1)
    t78 = (t71) * (t77)
    t82 = tl.load(m79_ptr + offs_n1[:, None] * m79_s0 + offs_n0[None, :] * m79_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_83:
        t84 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t78, 0.0), tl.where((offs_n1 < E_n1)[:, None], t82, 0.0), input_precision="ieee")
    else:
        t84 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t78, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t82, 0.0), 0), axis=1)
    t85 = (t84) * (32.00000000000001)
    t86 = t85 + t48
    tl.store(buf87_ptr + offs_c0[:, None] * buf87_s0 + offs_n0[None, :] * buf87_s1, t86, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


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
    m19 = inputs['w_up']
    m18 = m19.narrow(0, 0, 1)
    m17 = m18.reshape([64, 32])
    m16 = m17.permute([1, 0])
    m39 = inputs['w_down']
    m38 = m39.narrow(0, 0, 1)
    m37 = m38.reshape([32, 64])
    m36 = m37.permute([1, 0])
    buf47 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m36_ptr=m36, m36_s0=m36.stride(0), m36_s1=m36.stride(1), buf47_ptr=buf47, buf47_s0=buf47.stride(0), buf47_s1=buf47.stride(1), E_c0=8, E_c1=32, E_c2=32, E_n1=64, DOT_14=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_21=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_41=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    m51 = m6.narrow(0, 1, 1)
    m50 = m51.reshape([32])
    m49 = m50.reshape([1, 32])
    states57 = torch.full([_cdiv(8, T['c0']), _cdiv(32, T['c2']), T['c0'], 1], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']) * _cdiv(32, T['c2']),)](buf47_ptr=buf47, buf47_s0=buf47.stride(0), buf47_s1=buf47.stride(1), states57_ptr=states57, states57_s0=states57.stride(0), states57_s1=states57.stride(1), states57_s2=states57.stride(2), states57_s3=states57.stride(3), E_c0=8, E_c2=32, T_c0=T['c0'], T_c2=T['c2'])
    m65 = m12.narrow(0, 1, 1)
    m64 = m65.reshape([64, 32])
    m63 = m64.permute([1, 0])
    m74 = m19.narrow(0, 1, 1)
    m73 = m74.reshape([64, 32])
    m72 = m73.permute([1, 0])
    m81 = m39.narrow(0, 1, 1)
    m80 = m81.reshape([32, 64])
    m79 = m80.permute([1, 0])
    buf87 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']),)](buf47_ptr=buf47, buf47_s0=buf47.stride(0), buf47_s1=buf47.stride(1), m49_ptr=m49, m49_s0=m49.stride(0), m49_s1=m49.stride(1), states57_ptr=states57, states57_s0=states57.stride(0), states57_s1=states57.stride(1), states57_s2=states57.stride(2), states57_s3=states57.stride(3), m63_ptr=m63, m63_s0=m63.stride(0), m63_s1=m63.stride(1), m72_ptr=m72, m72_s0=m72.stride(0), m72_s1=m72.stride(1), m79_ptr=m79, m79_s0=m79.stride(0), m79_s1=m79.stride(1), buf87_ptr=buf87, buf87_s0=buf87.stride(0), buf87_s1=buf87.stride(1), E_c0=8, E_c2=32, E_n0=32, E_n1=64, DOT_67=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_76=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_83=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'], T_c2=T['c2'])
    return buf87


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
