"""swiglu_stack [small], candidate 46: 3 kernel(s)

Rendered by EqiForge from candidate 46 of swiglu_stack [small]: store(x.1[32]) ; grid(x.0@0) loop(x.1[32]: sum, stored) [3 mm] | grid(x.0@0) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: loop x.1[32]

Run it on its own: `python kernels/f46.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/swiglu_stack.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 16}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, states19_ptr, states19_s0, states19_s1, states19_s2, states19_s3, E_c0, E_c1, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # stores states19: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    t16 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t17 = (t16) * (t16)
    t18 = tl.sum(tl.where((offs_c1 < E_c1)[None, :], t17, 0.0), axis=1, keep_dims=True)
    tl.store(states19_ptr + i_c0 * states19_s0 + i_c1 * states19_s1 + tl.arange(0, T_c0)[:, None] * states19_s2 + tl.zeros([T_c0, 1], tl.int32), t18)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m9_ptr, m9_s0, m9_s1, states19_ptr, states19_s0, states19_s1, states19_s2, states19_s3, m28_ptr, m28_s0, m28_s1, m36_ptr, m36_s0, m36_s1, buf47_ptr, buf47_s0, buf47_s1, E_c0, E_c1, E_n0, E_n1, DOT_14: tl.constexpr, DOT_33: tl.constexpr, DOT_41: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf47: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t7 = tl.load(m3_ptr + offs_n0[None, :] * m3_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t8 = (t2) * (t7)
    t13 = tl.load(m9_ptr + offs_n0[:, None] * m9_s0 + offs_n1[None, :] * m9_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_14:
        t15 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t8, 0.0), tl.where((offs_n0 < E_n0)[:, None], t13, 0.0), input_precision="ieee")
    else:
        t15 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t8, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t13, 0.0), 0), axis=1)
    acc21 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t20 = tl.load(states19_ptr + i_c0 * states19_s0 + i_c1 * states19_s1 + tl.arange(0, T_c0)[:, None] * states19_s2 + tl.zeros([T_c0, 1], tl.int32))
        acc21 = acc21 + t20
    t22 = acc21 + 0.00032
    t23 = tl.rsqrt(t22)
    t24 = (t15) * (t23)
    t25 = (t24) * (5.656854249492381)
    t26 = 1.0 / (1.0 + tl.exp(-(t25)))
    t27 = (t15) * (t26)
    t32 = tl.load(m28_ptr + offs_n0[:, None] * m28_s0 + offs_n1[None, :] * m28_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_33:
        t34 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t8, 0.0), tl.where((offs_n0 < E_n0)[:, None], t32, 0.0), input_precision="ieee")
    else:
        t34 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t8, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t32, 0.0), 0), axis=1)
    t35 = (t27) * (t34)
    t40 = tl.load(m36_ptr + offs_n1[:, None] * m36_s0 + offs_n0[None, :] * m36_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_41:
        t42 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t35, 0.0), tl.where((offs_n1 < E_n1)[:, None], t40, 0.0), input_precision="ieee")
    else:
        t42 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t35, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t40, 0.0), 0), axis=1)
    t43 = (t42) * (t23)
    t44 = (t43) * (t23)
    t45 = (t44) * (32.00000000000001)
    t46 = t45 + t2
    tl.store(buf47_ptr + offs_c0[:, None] * buf47_s0 + offs_n0[None, :] * buf47_s1, t46, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_2(buf47_ptr, buf47_s0, buf47_s1, m49_ptr, m49_s0, m49_s1, m54_ptr, m54_s0, m54_s1, m68_ptr, m68_s0, m68_s1, m78_ptr, m78_s0, m78_s1, buf85_ptr, buf85_s0, buf85_s1, E_c0, E_n0, E_n1, DOT_58: tl.constexpr, DOT_72: tl.constexpr, DOT_82: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr):
    # writes buf85: Combine over grid x.0@0[8]
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
    t57 = tl.load(m54_ptr + offs_n0[:, None] * m54_s0 + offs_n1[None, :] * m54_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_58:
        t59 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t53, 0.0), tl.where((offs_n0 < E_n0)[:, None], t57, 0.0), input_precision="ieee")
    else:
        t59 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t53, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t57, 0.0), 0), axis=1)
    t60 = (t48) * (t48)
    t61 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t60, 0.0), axis=1, keep_dims=True)
    t62 = t61 + 0.00032
    t63 = tl.rsqrt(t62)
    t64 = (t59) * (t63)
    t65 = (t64) * (5.656854249492381)
    t66 = 1.0 / (1.0 + tl.exp(-(t65)))
    t67 = (t59) * (t66)
    t71 = tl.load(m68_ptr + offs_n0[:, None] * m68_s0 + offs_n1[None, :] * m68_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_72:
        t73 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t53, 0.0), tl.where((offs_n0 < E_n0)[:, None], t71, 0.0), input_precision="ieee")
    else:
        t73 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t53, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t71, 0.0), 0), axis=1)
    t74 = (t67) * (t73)
    t75 = (t74) * (t63)
    t76 = (t75) * (t63)
    t77 = (t76) * (32.00000000000001)
    t81 = tl.load(m78_ptr + offs_n1[:, None] * m78_s0 + offs_n0[None, :] * m78_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_82:
        t83 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t77, 0.0), tl.where((offs_n1 < E_n1)[:, None], t81, 0.0), input_precision="ieee")
    else:
        t83 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t77, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t81, 0.0), 0), axis=1)
    t84 = t83 + t48
    tl.store(buf85_ptr + offs_c0[:, None] * buf85_s0 + offs_n0[None, :] * buf85_s1, t84, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


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
    states19 = torch.full([_cdiv(8, T['c0']), _cdiv(32, T['c1']), T['c0'], 1], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), states19_ptr=states19, states19_s0=states19.stride(0), states19_s1=states19.stride(1), states19_s2=states19.stride(2), states19_s3=states19.stride(3), E_c0=8, E_c1=32, T_c0=T['c0'], T_c1=T['c1'])
    m31 = inputs['w_up']
    m30 = m31.narrow(0, 0, 1)
    m29 = m30.reshape([64, 32])
    m28 = m29.permute([1, 0])
    m39 = inputs['w_down']
    m38 = m39.narrow(0, 0, 1)
    m37 = m38.reshape([32, 64])
    m36 = m37.permute([1, 0])
    buf47 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), states19_ptr=states19, states19_s0=states19.stride(0), states19_s1=states19.stride(1), states19_s2=states19.stride(2), states19_s3=states19.stride(3), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m36_ptr=m36, m36_s0=m36.stride(0), m36_s1=m36.stride(1), buf47_ptr=buf47, buf47_s0=buf47.stride(0), buf47_s1=buf47.stride(1), E_c0=8, E_c1=32, E_n0=32, E_n1=64, DOT_14=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_33=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_41=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'])
    m51 = m6.narrow(0, 1, 1)
    m50 = m51.reshape([32])
    m49 = m50.reshape([1, 32])
    m56 = m12.narrow(0, 1, 1)
    m55 = m56.reshape([64, 32])
    m54 = m55.permute([1, 0])
    m70 = m31.narrow(0, 1, 1)
    m69 = m70.reshape([64, 32])
    m68 = m69.permute([1, 0])
    m80 = m39.narrow(0, 1, 1)
    m79 = m80.reshape([32, 64])
    m78 = m79.permute([1, 0])
    buf85 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']),)](buf47_ptr=buf47, buf47_s0=buf47.stride(0), buf47_s1=buf47.stride(1), m49_ptr=m49, m49_s0=m49.stride(0), m49_s1=m49.stride(1), m54_ptr=m54, m54_s0=m54.stride(0), m54_s1=m54.stride(1), m68_ptr=m68, m68_s0=m68.stride(0), m68_s1=m68.stride(1), m78_ptr=m78, m78_s0=m78.stride(0), m78_s1=m78.stride(1), buf85_ptr=buf85, buf85_s0=buf85.stride(0), buf85_s1=buf85.stride(1), E_c0=8, E_n0=32, E_n1=64, DOT_58=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_72=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_82=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'])
    return buf85


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
