"""rmsnorm_swiglu [small], candidate 65: 2 kernel(s)

Rendered by EqiForge from candidate 65 of rmsnorm_swiglu [small]: store(x.1[32]) ; grid() loop(w_up.0[64]: pair(sum, sum)) {loop(x.1[32]: sum) loop(x.1[32]: pair(sum, sum), stored)}
Coordinates (tile sizes are the T arguments of launch()):
    c0: loop w_up.0[64]
    c1: loop x.1[32]

Run it on its own: `python kernels/f65.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/rmsnorm_swiglu.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 32, "c1": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 64, "c1": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m28_ptr, m28_s0, m28_s1, m7_ptr, m7_s0, m7_s1, states36_ptr, states36_s0, states36_s1, states36_s2, states36_s3, states37_ptr, states37_s0, states37_s1, states37_s2, states37_s3, E_c0, E_c1, E_n0, DOT_31: tl.constexpr, DOT_34: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # stores states36, states37: Collect over loop x.1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t25 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t26 = tl.load(m3_ptr + offs_c1[None, :] * m3_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t27 = (t25) * (t26)
    t30 = tl.load(m28_ptr + offs_c1[:, None] * m28_s0 + offs_c0[None, :] * m28_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    if DOT_31:
        t32 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t27, 0.0), tl.where((offs_c1 < E_c1)[:, None], t30, 0.0), input_precision="ieee")
    else:
        t32 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t27, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t30, 0.0), 0), axis=1)
    t33 = tl.load(m7_ptr + offs_c1[:, None] * m7_s0 + offs_c0[None, :] * m7_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
    if DOT_34:
        t35 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t27, 0.0), tl.where((offs_c1 < E_c1)[:, None], t33, 0.0), input_precision="ieee")
    else:
        t35 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t27, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t33, 0.0), 0), axis=1)
    tl.store(states36_ptr + i_c0 * states36_s0 + i_c1 * states36_s1 + tl.arange(0, F_n0)[:, None] * states36_s2 + tl.arange(0, T_c0)[None, :] * states36_s3 + tl.zeros([F_n0, T_c0], tl.int32), t32)
    tl.store(states37_ptr + i_c0 * states37_s0 + i_c1 * states37_s1 + tl.arange(0, F_n0)[:, None] * states37_s2 + tl.arange(0, T_c0)[None, :] * states37_s3 + tl.zeros([F_n0, T_c0], tl.int32), t35)


@triton.jit
def kernel_1(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m7_ptr, m7_s0, m7_s1, states36_ptr, states36_s0, states36_s1, states36_s2, states36_s3, states37_ptr, states37_s0, states37_s1, states37_s2, states37_s3, m43_ptr, m43_s0, m43_s1, buf52_ptr, buf52_s0, buf52_s1, buf53_ptr, buf53_s0, buf53_s1, E_c0, E_c1, E_n0, E_n1, DOT_10: tl.constexpr, DOT_46: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf52, buf53: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t13 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t14 = (t13) * (t13)
    t15 = tl.sum(tl.where((offs_n1 < E_n1)[None, :], t14, 0.0), axis=1, keep_dims=True)
    t16 = t15 + 0.00032
    t17 = tl.rsqrt(t16)
    t19 = (t15) * (0.03125)
    t20 = t19 + 1e-05
    t21 = tl.rsqrt(t20)
    acc50 = tl.full([F_n0, F_n1], 0.0, tl.float32)
    acc51 = tl.full([F_n0, F_n1], 0.0, tl.float32)
    for i_c0 in range(0, tl.cdiv(E_c0, T_c0)):
        offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)

        acc12 = tl.full([F_n0, T_c0], 0.0, tl.float32)
        for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
            offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

            t2 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
            t5 = tl.load(m3_ptr + offs_c1[None, :] * m3_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
            t6 = (t2) * (t5)
            t9 = tl.load(m7_ptr + offs_c1[:, None] * m7_s0 + offs_c0[None, :] * m7_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_c0 < E_c0)[None, :], other=0).to(tl.float32)
            if DOT_10:
                t11 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t6, 0.0), tl.where((offs_c1 < E_c1)[:, None], t9, 0.0), input_precision="ieee")
            else:
                t11 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t6, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t9, 0.0), 0), axis=1)
            acc12 = acc12 + t11
        t18 = (acc12) * (t17)
        t22 = (acc12) * (t21)
        t23 = 1.0 / (1.0 + tl.exp(-(t22)))
        t24 = (t18) * (t23)
        acc40 = tl.full([F_n0, T_c0], 0.0, tl.float32)
        acc41 = tl.full([F_n0, T_c0], 0.0, tl.float32)
        for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
            offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

            t38 = tl.load(states36_ptr + i_c0 * states36_s0 + i_c1 * states36_s1 + tl.arange(0, F_n0)[:, None] * states36_s2 + tl.arange(0, T_c0)[None, :] * states36_s3 + tl.zeros([F_n0, T_c0], tl.int32))
            t39 = tl.load(states37_ptr + i_c0 * states37_s0 + i_c1 * states37_s1 + tl.arange(0, F_n0)[:, None] * states37_s2 + tl.arange(0, T_c0)[None, :] * states37_s3 + tl.zeros([F_n0, T_c0], tl.int32))
            acc40 = acc40 + t38
            acc41 = acc41 + t39
        t42 = (t24) * (acc40)
        t45 = tl.load(m43_ptr + offs_c0[:, None] * m43_s0 + offs_n1[None, :] * m43_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_46:
            t47 = tl.dot(tl.where((offs_c0 < E_c0)[None, :], t42, 0.0), tl.where((offs_c0 < E_c0)[:, None], t45, 0.0), input_precision="ieee")
        else:
            t47 = tl.sum(tl.expand_dims(tl.where((offs_c0 < E_c0)[None, :], t42, 0.0), 2) * tl.expand_dims(tl.where((offs_c0 < E_c0)[:, None], t45, 0.0), 0), axis=1)
        t48 = (t47) * (t17)
        t49 = (t48) * (32.00000000000001)
        acc50 = acc50 + t49
        acc51 = acc51 + t47
    tl.store(buf52_ptr + offs_n0[:, None] * buf52_s0 + offs_n1[None, :] * buf52_s1, acc50, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :])
    tl.store(buf53_ptr + offs_n0[:, None] * buf53_s0 + offs_n1[None, :] * buf53_s1, acc51, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :])


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
    m4 = inputs['w_norm']
    m3 = m4.reshape([1, 32])
    m8 = inputs['w_gate']
    m7 = m8.permute([1, 0])
    m29 = inputs['w_up']
    m28 = m29.permute([1, 0])
    states36 = torch.full([_cdiv(64, T['c0']), _cdiv(32, T['c1']), _pow2(8), T['c0']], float("nan"), dtype=torch.float32, device=device)
    states37 = torch.full([_cdiv(64, T['c0']), _cdiv(32, T['c1']), _pow2(8), T['c0']], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(64, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m28_ptr=m28, m28_s0=m28.stride(0), m28_s1=m28.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), states36_ptr=states36, states36_s0=states36.stride(0), states36_s1=states36.stride(1), states36_s2=states36.stride(2), states36_s3=states36.stride(3), states37_ptr=states37, states37_s0=states37.stride(0), states37_s1=states37.stride(1), states37_s2=states37.stride(2), states37_s3=states37.stride(3), E_c0=64, E_c1=32, E_n0=8, DOT_31=(_pow2(8)) >= 16 and (T['c1']) >= 16 and (T['c0']) >= 16, DOT_34=(_pow2(8)) >= 16 and (T['c1']) >= 16 and (T['c0']) >= 16, F_n0=_pow2(8), T_c0=T['c0'], T_c1=T['c1'])
    m44 = inputs['w_down']
    m43 = m44.permute([1, 0])
    buf52 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    buf53 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(1,)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), states36_ptr=states36, states36_s0=states36.stride(0), states36_s1=states36.stride(1), states36_s2=states36.stride(2), states36_s3=states36.stride(3), states37_ptr=states37, states37_s0=states37.stride(0), states37_s1=states37.stride(1), states37_s2=states37.stride(2), states37_s3=states37.stride(3), m43_ptr=m43, m43_s0=m43.stride(0), m43_s1=m43.stride(1), buf52_ptr=buf52, buf52_s0=buf52.stride(0), buf52_s1=buf52.stride(1), buf53_ptr=buf53, buf53_s0=buf53.stride(0), buf53_s1=buf53.stride(1), E_c0=64, E_c1=32, E_n0=8, E_n1=32, DOT_10=(_pow2(8)) >= 16 and (T['c1']) >= 16 and (T['c0']) >= 16, DOT_46=(_pow2(8)) >= 16 and (T['c0']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(8), F_n1=_pow2(32), T_c0=T['c0'], T_c1=T['c1'])
    return buf52


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
