"""swiglu_stack [small], candidate 78: 3 kernel(s)

Rendered by EqiForge from candidate 78 of swiglu_stack [small]: store(x.1[32]) ; grid(x.0@0, x.1@1) loop(x.1[32]: sum) loop(x.1[32]: sum) [3 mm] | grid(x.0@0, x.1@1) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid x.1@1[32]
    c2: loop x.1[32]

Run it on its own: `python kernels/f78.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, states15_ptr, states15_s0, states15_s1, states15_s2, states15_s3, E_c0, E_c2, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states15: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t7 = tl.load(m3_ptr + offs_c2[None, :] * m3_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t8 = (t2) * (t7)
    t9 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t10 = (t9) * (t9)
    t11 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t10, 0.0), axis=1, keep_dims=True)
    t12 = t11 + 0.00032
    t13 = tl.rsqrt(t12)
    t14 = (t8) * (t13)
    tl.store(states15_ptr + i_c0 * states15_s0 + i_c2 * states15_s1 + tl.arange(0, T_c0)[:, None] * states15_s2 + tl.arange(0, T_c2)[None, :] * states15_s3 + tl.zeros([T_c0, T_c2], tl.int32), t14)


@triton.jit
def kernel_1(states15_ptr, states15_s0, states15_s1, states15_s2, states15_s3, m17_ptr, m17_s0, m17_s1, m29_ptr, m29_s0, m29_s1, m38_ptr, m38_s0, m38_s1, m1_ptr, m1_s0, m1_s1, buf48_ptr, buf48_s0, buf48_s1, E_c0, E_c1, E_c2, E_n1, DOT_22: tl.constexpr, DOT_34: tl.constexpr, DOT_43: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf48: Combine over grid x.0@0[8], grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    acc24 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t16 = tl.load(states15_ptr + i_c0 * states15_s0 + i_c2 * states15_s1 + tl.arange(0, T_c0)[:, None] * states15_s2 + tl.arange(0, T_c2)[None, :] * states15_s3 + tl.zeros([T_c0, T_c2], tl.int32))
        t21 = tl.load(m17_ptr + offs_c2[:, None] * m17_s0 + offs_n1[None, :] * m17_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_22:
            t23 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t16, 0.0), tl.where((offs_c2 < E_c2)[:, None], t21, 0.0), input_precision="ieee")
        else:
            t23 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t16, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t21, 0.0), 0), axis=1)
        acc24 = acc24 + t23
    t25 = (acc24) * (5.656854249492381)
    t26 = 1.0 / (1.0 + tl.exp(-(t25)))
    t27 = (acc24) * (t26)
    acc36 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t28 = tl.load(states15_ptr + i_c0 * states15_s0 + i_c2 * states15_s1 + tl.arange(0, T_c0)[:, None] * states15_s2 + tl.arange(0, T_c2)[None, :] * states15_s3 + tl.zeros([T_c0, T_c2], tl.int32))
        t33 = tl.load(m29_ptr + offs_c2[:, None] * m29_s0 + offs_n1[None, :] * m29_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_34:
            t35 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t28, 0.0), tl.where((offs_c2 < E_c2)[:, None], t33, 0.0), input_precision="ieee")
        else:
            t35 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t28, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t33, 0.0), 0), axis=1)
        acc36 = acc36 + t35
    t37 = (t27) * (acc36)
    t42 = tl.load(m38_ptr + offs_n1[:, None] * m38_s0 + offs_c1[None, :] * m38_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_43:
        t44 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t37, 0.0), tl.where((offs_n1 < E_n1)[:, None], t42, 0.0), input_precision="ieee")
    else:
        t44 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t37, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t42, 0.0), 0), axis=1)
    t45 = (t44) * (32.00000000000001)
    t46 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t47 = t45 + t46
    tl.store(buf48_ptr + offs_c0[:, None] * buf48_s0 + offs_c1[None, :] * buf48_s1, t47, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


@triton.jit
def kernel_2(buf48_ptr, buf48_s0, buf48_s1, m50_ptr, m50_s0, m50_s1, m55_ptr, m55_s0, m55_s1, m70_ptr, m70_s0, m70_s1, m78_ptr, m78_s0, m78_s1, buf87_ptr, buf87_s0, buf87_s1, E_c0, E_c1, E_n0, E_n1, DOT_59: tl.constexpr, DOT_74: tl.constexpr, DOT_82: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf87: Combine over grid x.0@0[8], grid x.1@1[32]
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
    t49 = tl.load(buf48_ptr + offs_c0[:, None] * buf48_s0 + offs_n0[None, :] * buf48_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t53 = tl.load(m50_ptr + offs_n0[None, :] * m50_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t54 = (t49) * (t53)
    t58 = tl.load(m55_ptr + offs_n0[:, None] * m55_s0 + offs_n1[None, :] * m55_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_59:
        t60 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t54, 0.0), tl.where((offs_n0 < E_n0)[:, None], t58, 0.0), input_precision="ieee")
    else:
        t60 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t54, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t58, 0.0), 0), axis=1)
    t61 = (t49) * (t49)
    t62 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t61, 0.0), axis=1, keep_dims=True)
    t63 = t62 + 0.00032
    t64 = tl.rsqrt(t63)
    t65 = (t60) * (t64)
    t66 = (t65) * (5.656854249492381)
    t67 = 1.0 / (1.0 + tl.exp(-(t66)))
    t68 = (t60) * (t67)
    t69 = (t68) * (t64)
    t73 = tl.load(m70_ptr + offs_n0[:, None] * m70_s0 + offs_n1[None, :] * m70_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_74:
        t75 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t54, 0.0), tl.where((offs_n0 < E_n0)[:, None], t73, 0.0), input_precision="ieee")
    else:
        t75 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t54, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t73, 0.0), 0), axis=1)
    t76 = (t75) * (t64)
    t77 = (t69) * (t76)
    t81 = tl.load(m78_ptr + offs_n1[:, None] * m78_s0 + offs_c1[None, :] * m78_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_82:
        t83 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t77, 0.0), tl.where((offs_n1 < E_n1)[:, None], t81, 0.0), input_precision="ieee")
    else:
        t83 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t77, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t81, 0.0), 0), axis=1)
    t84 = (t83) * (32.00000000000001)
    t85 = tl.load(buf48_ptr + offs_c0[:, None] * buf48_s0 + offs_c1[None, :] * buf48_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t86 = t84 + t85
    tl.store(buf87_ptr + offs_c0[:, None] * buf87_s0 + offs_c1[None, :] * buf87_s1, t86, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    states15 = torch.full([_cdiv(8, T['c0']), _cdiv(32, T['c2']), T['c0'], T['c2']], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']) * _cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), states15_ptr=states15, states15_s0=states15.stride(0), states15_s1=states15.stride(1), states15_s2=states15.stride(2), states15_s3=states15.stride(3), E_c0=8, E_c2=32, E_n0=32, F_n0=_pow2(32), T_c0=T['c0'], T_c2=T['c2'])
    m20 = inputs['w_gate']
    m19 = m20.narrow(0, 0, 1)
    m18 = m19.reshape([64, 32])
    m17 = m18.permute([1, 0])
    m32 = inputs['w_up']
    m31 = m32.narrow(0, 0, 1)
    m30 = m31.reshape([64, 32])
    m29 = m30.permute([1, 0])
    m41 = inputs['w_down']
    m40 = m41.narrow(0, 0, 1)
    m39 = m40.reshape([32, 64])
    m38 = m39.permute([1, 0])
    buf48 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](states15_ptr=states15, states15_s0=states15.stride(0), states15_s1=states15.stride(1), states15_s2=states15.stride(2), states15_s3=states15.stride(3), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), m29_ptr=m29, m29_s0=m29.stride(0), m29_s1=m29.stride(1), m38_ptr=m38, m38_s0=m38.stride(0), m38_s1=m38.stride(1), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf48_ptr=buf48, buf48_s0=buf48.stride(0), buf48_s1=buf48.stride(1), E_c0=8, E_c1=32, E_c2=32, E_n1=64, DOT_22=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_34=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_43=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    m52 = m6.narrow(0, 1, 1)
    m51 = m52.reshape([32])
    m50 = m51.reshape([1, 32])
    m57 = m20.narrow(0, 1, 1)
    m56 = m57.reshape([64, 32])
    m55 = m56.permute([1, 0])
    m72 = m32.narrow(0, 1, 1)
    m71 = m72.reshape([64, 32])
    m70 = m71.permute([1, 0])
    m80 = m41.narrow(0, 1, 1)
    m79 = m80.reshape([32, 64])
    m78 = m79.permute([1, 0])
    buf87 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](buf48_ptr=buf48, buf48_s0=buf48.stride(0), buf48_s1=buf48.stride(1), m50_ptr=m50, m50_s0=m50.stride(0), m50_s1=m50.stride(1), m55_ptr=m55, m55_s0=m55.stride(0), m55_s1=m55.stride(1), m70_ptr=m70, m70_s0=m70.stride(0), m70_s1=m70.stride(1), m78_ptr=m78, m78_s0=m78.stride(0), m78_s1=m78.stride(1), buf87_ptr=buf87, buf87_s0=buf87.stride(0), buf87_s1=buf87.stride(1), E_c0=8, E_c1=32, E_n0=32, E_n1=64, DOT_59=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_74=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_82=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'])
    return buf87


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
