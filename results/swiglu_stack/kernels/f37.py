"""swiglu_stack [small], candidate 37: 3 kernel(s)

Rendered by EqiForge from candidate 37 of swiglu_stack [small]: store(w_up.1[64]) loop(x.1[32]: sum) ; grid(x.0@0) loop(w_up.1[64]: sum, stored) | grid(x.0@0, x.1@1) loop(x.1[32]: pair(sum, sum)) loop(x.1[32]: sum) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid x.1@1[32]
    c2: loop x.1[32]
    c3: loop w_up.1[64]

Run it on its own: `python kernels/f37.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/swiglu_stack.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 16, "c2": 16, "c3": 32}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 8, "c1": 32, "c2": 32, "c3": 64}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m16_ptr, m16_s0, m16_s1, m26_ptr, m26_s0, m26_s1, m34_ptr, m34_s0, m34_s1, states41_ptr, states41_s0, states41_s1, states41_s2, states41_s3, E_c0, E_c2, E_c3, E_n0, DOT_21: tl.constexpr, DOT_31: tl.constexpr, DOT_39: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # stores states41: Collect over loop w_up.1[64]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    pid = pid // tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
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
    t20 = tl.load(m16_ptr + offs_n0[:, None] * m16_s0 + offs_c3[None, :] * m16_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
    if DOT_21:
        t22 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t15, 0.0), tl.where((offs_n0 < E_n0)[:, None], t20, 0.0), input_precision="ieee")
    else:
        t22 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t15, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t20, 0.0), 0), axis=1)
    t23 = (t22) * (5.656854249492381)
    t24 = 1.0 / (1.0 + tl.exp(-(t23)))
    t25 = (t22) * (t24)
    t30 = tl.load(m26_ptr + offs_n0[:, None] * m26_s0 + offs_c3[None, :] * m26_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
    if DOT_31:
        t32 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t15, 0.0), tl.where((offs_n0 < E_n0)[:, None], t30, 0.0), input_precision="ieee")
    else:
        t32 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t15, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t30, 0.0), 0), axis=1)
    t33 = (t25) * (t32)
    t38 = tl.load(m34_ptr + offs_c3[:, None] * m34_s0 + offs_n0[None, :] * m34_s1, mask=(offs_c3 < E_c3)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_39:
        t40 = tl.dot(tl.where((offs_c3 < E_c3)[None, :], t33, 0.0), tl.where((offs_c3 < E_c3)[:, None], t38, 0.0), input_precision="ieee")
    else:
        t40 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :], t33, 0.0), 2) * tl.expand_dims(tl.where((offs_c3 < E_c3)[:, None], t38, 0.0), 0), axis=1)
    tl.store(states41_ptr + i_c0 * states41_s0 + i_c3 * states41_s1 + tl.arange(0, T_c0)[:, None] * states41_s2 + tl.arange(0, F_n0)[None, :] * states41_s3 + tl.zeros([T_c0, F_n0], tl.int32), t40)


@triton.jit
def kernel_1(states41_ptr, states41_s0, states41_s1, states41_s2, states41_s3, m1_ptr, m1_s0, m1_s1, buf47_ptr, buf47_s0, buf47_s1, E_c0, E_c3, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c3: tl.constexpr):
    # writes buf47: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    acc43 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t42 = tl.load(states41_ptr + i_c0 * states41_s0 + i_c3 * states41_s1 + tl.arange(0, T_c0)[:, None] * states41_s2 + tl.arange(0, F_n0)[None, :] * states41_s3 + tl.zeros([T_c0, F_n0], tl.int32))
        acc43 = acc43 + t42
    t44 = (acc43) * (32.00000000000001)
    t45 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t46 = t44 + t45
    tl.store(buf47_ptr + offs_c0[:, None] * buf47_s0 + offs_n0[None, :] * buf47_s1, t46, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_2(buf47_ptr, buf47_s0, buf47_s1, m49_ptr, m49_s0, m49_s1, m54_ptr, m54_s0, m54_s1, m60_ptr, m60_s0, m60_s1, m79_ptr, m79_s0, m79_s1, buf89_ptr, buf89_s0, buf89_s1, E_c0, E_c1, E_c2, E_n1, DOT_58: tl.constexpr, DOT_64: tl.constexpr, DOT_83: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf89: Combine over grid x.0@0[8], grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    acc66 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    acc67 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t48 = tl.load(buf47_ptr + offs_c0[:, None] * buf47_s0 + offs_c2[None, :] * buf47_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t52 = tl.load(m49_ptr + offs_c2[None, :] * m49_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t53 = (t48) * (t52)
        t57 = tl.load(m54_ptr + offs_c2[:, None] * m54_s0 + offs_n1[None, :] * m54_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_58:
            t59 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t53, 0.0), tl.where((offs_c2 < E_c2)[:, None], t57, 0.0), input_precision="ieee")
        else:
            t59 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t53, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t57, 0.0), 0), axis=1)
        t63 = tl.load(m60_ptr + offs_c2[:, None] * m60_s0 + offs_n1[None, :] * m60_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_64:
            t65 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t53, 0.0), tl.where((offs_c2 < E_c2)[:, None], t63, 0.0), input_precision="ieee")
        else:
            t65 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t53, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t63, 0.0), 0), axis=1)
        acc66 = acc66 + t59
        acc67 = acc67 + t65
    acc71 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t68 = tl.load(buf47_ptr + offs_c0[:, None] * buf47_s0 + offs_c2[None, :] * buf47_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t69 = (t68) * (t68)
        t70 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t69, 0.0), axis=1, keep_dims=True)
        acc71 = acc71 + t70
    t72 = acc71 + 0.00032
    t73 = tl.rsqrt(t72)
    t74 = (acc66) * (t73)
    t75 = (t74) * (5.656854249492381)
    t76 = 1.0 / (1.0 + tl.exp(-(t75)))
    t77 = (t74) * (t76)
    t78 = (t77) * (acc67)
    t82 = tl.load(m79_ptr + offs_n1[:, None] * m79_s0 + offs_c1[None, :] * m79_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_83:
        t84 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t78, 0.0), tl.where((offs_n1 < E_n1)[:, None], t82, 0.0), input_precision="ieee")
    else:
        t84 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t78, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t82, 0.0), 0), axis=1)
    t85 = (t84) * (t73)
    t86 = (t85) * (32.00000000000001)
    t87 = tl.load(buf47_ptr + offs_c0[:, None] * buf47_s0 + offs_c1[None, :] * buf47_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t88 = t86 + t87
    tl.store(buf89_ptr + offs_c0[:, None] * buf89_s0 + offs_c1[None, :] * buf89_s1, t88, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    states41 = torch.full([_cdiv(8, T['c0']), _cdiv(64, T['c3']), T['c0'], _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']) * _cdiv(64, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m26_ptr=m26, m26_s0=m26.stride(0), m26_s1=m26.stride(1), m34_ptr=m34, m34_s0=m34.stride(0), m34_s1=m34.stride(1), states41_ptr=states41, states41_s0=states41.stride(0), states41_s1=states41.stride(1), states41_s2=states41.stride(2), states41_s3=states41.stride(3), E_c0=8, E_c2=32, E_c3=64, E_n0=32, DOT_21=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c3']) >= 16, DOT_31=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c3']) >= 16, DOT_39=(T['c0']) >= 16 and (T['c3']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), T_c0=T['c0'], T_c2=T['c2'], T_c3=T['c3'])
    buf47 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']),)](states41_ptr=states41, states41_s0=states41.stride(0), states41_s1=states41.stride(1), states41_s2=states41.stride(2), states41_s3=states41.stride(3), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf47_ptr=buf47, buf47_s0=buf47.stride(0), buf47_s1=buf47.stride(1), E_c0=8, E_c3=64, E_n0=32, F_n0=_pow2(32), T_c0=T['c0'], T_c3=T['c3'])
    m51 = m6.narrow(0, 1, 1)
    m50 = m51.reshape([32])
    m49 = m50.reshape([1, 32])
    m56 = m19.narrow(0, 1, 1)
    m55 = m56.reshape([64, 32])
    m54 = m55.permute([1, 0])
    m62 = m29.narrow(0, 1, 1)
    m61 = m62.reshape([64, 32])
    m60 = m61.permute([1, 0])
    m81 = m37.narrow(0, 1, 1)
    m80 = m81.reshape([32, 64])
    m79 = m80.permute([1, 0])
    buf89 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](buf47_ptr=buf47, buf47_s0=buf47.stride(0), buf47_s1=buf47.stride(1), m49_ptr=m49, m49_s0=m49.stride(0), m49_s1=m49.stride(1), m54_ptr=m54, m54_s0=m54.stride(0), m54_s1=m54.stride(1), m60_ptr=m60, m60_s0=m60.stride(0), m60_s1=m60.stride(1), m79_ptr=m79, m79_s0=m79.stride(0), m79_s1=m79.stride(1), buf89_ptr=buf89, buf89_s0=buf89.stride(0), buf89_s1=buf89.stride(1), E_c0=8, E_c1=32, E_c2=32, E_n1=64, DOT_58=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_64=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_83=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf89


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
