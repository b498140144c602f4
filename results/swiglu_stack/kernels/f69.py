"""swiglu_stack [small], candidate 69: 3 kernel(s)

Rendered by EqiForge from candidate 69 of swiglu_stack [small]: store(x.1[32]) ; grid(x.0@0, x.1@1) loop(x.1[32]: pair(sum, sum), stored) [2 mm] | grid(x.0@0, x.1@1) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid x.1@1[32]
    c2: loop x.1[32]

Run it on its own: `python kernels/f69.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m28_ptr, m28_s0, m28_s1, m9_ptr, m9_s0, m9_s1, states38_ptr, states38_s0, states38_s1, states38_s2, states38_s3, states39_ptr, states39_s0, states39_s1, states39_s2, states39_s3, E_c0, E_c2, E_n1, DOT_33: tl.constexpr, DOT_36: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr):
    # stores states38, states39: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    pid = pid // tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t25 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t26 = tl.load(m3_ptr + offs_c2[None, :] * m3_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
    t27 = (t25) * (t26)
    t32 = tl.load(m28_ptr + offs_c2[:, None] * m28_s0 + offs_n1[None, :] * m28_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_33:
        t34 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t27, 0.0), tl.where((offs_c2 < E_c2)[:, None], t32, 0.0), input_precision="ieee")
    else:
        t34 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t27, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t32, 0.0), 0), axis=1)
    t35 = tl.load(m9_ptr + offs_c2[:, None] * m9_s0 + offs_n1[None, :] * m9_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_36:
        t37 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t27, 0.0), tl.where((offs_c2 < E_c2)[:, None], t35, 0.0), input_precision="ieee")
    else:
        t37 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t27, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t35, 0.0), 0), axis=1)
    tl.store(states38_ptr + i_c0 * states38_s0 + i_c2 * states38_s1 + tl.arange(0, T_c0)[:, None] * states38_s2 + tl.arange(0, F_n1)[None, :] * states38_s3 + tl.zeros([T_c0, F_n1], tl.int32), t34)
    tl.store(states39_ptr + i_c0 * states39_s0 + i_c2 * states39_s1 + tl.arange(0, T_c0)[:, None] * states39_s2 + tl.arange(0, F_n1)[None, :] * states39_s3 + tl.zeros([T_c0, F_n1], tl.int32), t37)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m9_ptr, m9_s0, m9_s1, states38_ptr, states38_s0, states38_s1, states38_s2, states38_s3, states39_ptr, states39_s0, states39_s1, states39_s2, states39_s3, m46_ptr, m46_s0, m46_s1, buf56_ptr, buf56_s0, buf56_s1, E_c0, E_c1, E_c2, E_n0, E_n1, DOT_14: tl.constexpr, DOT_51: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf56: Combine over grid x.0@0[8], grid x.1@1[32]
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
    t13 = tl.load(m9_ptr + offs_n0[:, None] * m9_s0 + offs_n1[None, :] * m9_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_14:
        t15 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t8, 0.0), tl.where((offs_n0 < E_n0)[:, None], t13, 0.0), input_precision="ieee")
    else:
        t15 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t8, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t13, 0.0), 0), axis=1)
    t16 = (t2) * (t2)
    t17 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t16, 0.0), axis=1, keep_dims=True)
    t18 = t17 + 0.00032
    t19 = tl.rsqrt(t18)
    t20 = (t15) * (t19)
    t21 = (t20) * (5.656854249492381)
    t22 = 1.0 / (1.0 + tl.exp(-(t21)))
    t23 = (t15) * (t22)
    t24 = (t23) * (t19)
    acc42 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    acc43 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t40 = tl.load(states38_ptr + i_c0 * states38_s0 + i_c2 * states38_s1 + tl.arange(0, T_c0)[:, None] * states38_s2 + tl.arange(0, F_n1)[None, :] * states38_s3 + tl.zeros([T_c0, F_n1], tl.int32))
        t41 = tl.load(states39_ptr + i_c0 * states39_s0 + i_c2 * states39_s1 + tl.arange(0, T_c0)[:, None] * states39_s2 + tl.arange(0, F_n1)[None, :] * states39_s3 + tl.zeros([T_c0, F_n1], tl.int32))
        acc42 = acc42 + t40
        acc43 = acc43 + t41
    t44 = (acc42) * (t19)
    t45 = (t24) * (t44)
    t50 = tl.load(m46_ptr + offs_n1[:, None] * m46_s0 + offs_c1[None, :] * m46_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_51:
        t52 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t45, 0.0), tl.where((offs_n1 < E_n1)[:, None], t50, 0.0), input_precision="ieee")
    else:
        t52 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t45, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t50, 0.0), 0), axis=1)
    t53 = (t52) * (32.00000000000001)
    t54 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t55 = t53 + t54
    tl.store(buf56_ptr + offs_c0[:, None] * buf56_s0 + offs_c1[None, :] * buf56_s1, t55, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


@triton.jit
def kernel_2(buf56_ptr, buf56_s0, buf56_s1, m58_ptr, m58_s0, m58_s1, m63_ptr, m63_s0, m63_s1, m78_ptr, m78_s0, m78_s1, m86_ptr, m86_s0, m86_s1, buf95_ptr, buf95_s0, buf95_s1, E_c0, E_c1, E_n0, E_n1, DOT_67: tl.constexpr, DOT_82: tl.constexpr, DOT_90: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf95: Combine over grid x.0@0[8], grid x.1@1[32]
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
    t57 = tl.load(buf56_ptr + offs_c0[:, None] * buf56_s0 + offs_n0[None, :] * buf56_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t61 = tl.load(m58_ptr + offs_n0[None, :] * m58_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t62 = (t57) * (t61)
    t66 = tl.load(m63_ptr + offs_n0[:, None] * m63_s0 + offs_n1[None, :] * m63_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_67:
        t68 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t62, 0.0), tl.where((offs_n0 < E_n0)[:, None], t66, 0.0), input_precision="ieee")
    else:
        t68 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t62, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t66, 0.0), 0), axis=1)
    t69 = (t57) * (t57)
    t70 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t69, 0.0), axis=1, keep_dims=True)
    t71 = t70 + 0.00032
    t72 = tl.rsqrt(t71)
    t73 = (t68) * (t72)
    t74 = (t73) * (5.656854249492381)
    t75 = 1.0 / (1.0 + tl.exp(-(t74)))
    t76 = (t68) * (t75)
    t77 = (t76) * (t72)
    t81 = tl.load(m78_ptr + offs_n0[:, None] * m78_s0 + offs_n1[None, :] * m78_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_82:
        t83 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t62, 0.0), tl.where((offs_n0 < E_n0)[:, None], t81, 0.0), input_precision="ieee")
    else:
        t83 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t62, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t81, 0.0), 0), axis=1)
    t84 = (t83) * (t72)
    t85 = (t77) * (t84)
    t89 = tl.load(m86_ptr + offs_n1[:, None] * m86_s0 + offs_c1[None, :] * m86_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_90:
        t91 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t85, 0.0), tl.where((offs_n1 < E_n1)[:, None], t89, 0.0), input_precision="ieee")
    else:
        t91 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t85, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t89, 0.0), 0), axis=1)
    t92 = (t91) * (32.00000000000001)
    t93 = tl.load(buf56_ptr + offs_c0[:, None] * buf56_s0 + offs_c1[None, :] * buf56_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t94 = t92 + t93
    tl.store(buf95_ptr + offs_c0[:, None] * buf95_s0 + offs_c1[None, :] * buf95_s1, t94, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    m31 = inputs['w_up']
    m30 = m31.narrow(0, 0, 1)
    m29 = m30.reshape([64, 32])
    m28 = m29.permute([1, 0])
    states38 = torch.full([_cdiv(8, T['c0']), _cdiv(32, T['c2']), T['c0'], _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    states39 = torch.full([_cdiv(8, T['c0']), _cdiv(32, T['c2']), T['c0'], _pow2(64)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']) * _cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), states38_ptr=states38, states38_s0=states38.stride(0), states38_s1=states38.stride(1), states38_s2=states38.stride(2), states38_s3=states38.stride(3), states39_ptr=states39, states39_s0=states39.stride(0), states39_s1=states39.stride(1), states39_s2=states39.stride(2), states39_s3=states39.stride(3), E_c0=8, E_c2=32, E_n1=64, DOT_33=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_36=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, F_n1=_pow2(64), T_c0=T['c0'], T_c2=T['c2'])
    m49 = inputs['w_down']
    m48 = m49.narrow(0, 0, 1)
    m47 = m48.reshape([32, 64])
    m46 = m47.permute([1, 0])
    buf56 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), states38_ptr=states38, states38_s0=states38.stride(0), states38_s1=states38.stride(1), states38_s2=states38.stride(2), states38_s3=states38.stride(3), states39_ptr=states39, states39_s0=states39.stride(0), states39_s1=states39.stride(1), states39_s2=states39.stride(2), states39_s3=states39.stride(3), m46_ptr=m46, m46_s0=m46.stride(0), m46_s1=m46.stride(1), buf56_ptr=buf56, buf56_s0=buf56.stride(0), buf56_s1=buf56.stride(1), E_c0=8, E_c1=32, E_c2=32, E_n0=32, E_n1=64, DOT_14=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_51=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    m60 = m6.narrow(0, 1, 1)
    m59 = m60.reshape([32])
    m58 = m59.reshape([1, 32])
    m65 = m12.narrow(0, 1, 1)
    m64 = m65.reshape([64, 32])
    m63 = m64.permute([1, 0])
    m80 = m31.narrow(0, 1, 1)
    m79 = m80.reshape([64, 32])
    m78 = m79.permute([1, 0])
    m88 = m49.narrow(0, 1, 1)
    m87 = m88.reshape([32, 64])
    m86 = m87.permute([1, 0])
    buf95 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](buf56_ptr=buf56, buf56_s0=buf56.stride(0), buf56_s1=buf56.stride(1), m58_ptr=m58, m58_s0=m58.stride(0), m58_s1=m58.stride(1), m63_ptr=m63, m63_s0=m63.stride(0), m63_s1=m63.stride(1), m78_ptr=m78, m78_s0=m78.stride(0), m78_s1=m78.stride(1), m86_ptr=m86, m86_s0=m86.stride(0), m86_s1=m86.stride(1), buf95_ptr=buf95, buf95_s0=buf95.stride(0), buf95_s1=buf95.stride(1), E_c0=8, E_c1=32, E_n0=32, E_n1=64, DOT_67=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_82=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_90=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'])
    return buf95


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
