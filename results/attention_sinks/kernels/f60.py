"""attention_sinks [small], candidate 60: 2 kernel(s)

Rendered by EqiForge from candidate 60 of attention_sinks [small]: store(k.3[16]) ; grid() loop(k.2[32]: sum) {loop(k.3[16]: pair(sum, sum), stored)}
Coordinates (tile sizes are the T arguments of launch()):
    c0: loop k.2[32]
    c1: loop k.3[16]

Run it on its own: `python kernels/f60.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_sinks.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 16, "c1": 8}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 32, "c1": 16}


@triton.jit
def kernel_0(m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, m14_s4, m17_ptr, m17_s0, m17_s1, m17_s2, m17_s3, m17_s4, states37_ptr, states37_s0, states37_s1, states37_s2, states37_s3, states37_s4, states37_s5, states38_ptr, states38_s0, states38_s1, states38_s2, states38_s3, states38_s4, states38_s5, E_c1, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c1: tl.constexpr):
    # stores states37, states38: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    t33 = tl.load(m14_ptr + offs_n1[:, None, None, None, None] * m14_s0 + offs_n1[None, :, None, None, None] * m14_s1 + offs_n1[None, None, :, None, None] * m14_s2 + offs_n0[None, None, None, :, None] * m14_s3 + offs_c1[None, None, None, None, :] * m14_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0).to(tl.float32)
    t34 = tl.load(m17_ptr + offs_n1[:, None, None, None, None] * m17_s0 + offs_n1[None, :, None, None, None] * m17_s1 + offs_c1[None, None, None, :, None] * m17_s3 + offs_n0[None, None, None, None, :] * m17_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
    t35 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t33, 0.0), 5) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :, None], t34, 0.0), 3), axis=4)
    t36 = (t35) * (0.25)
    tl.store(states37_ptr + i_c1 * states37_s0 + tl.arange(0, F_n1)[:, None, None, None, None] * states37_s1 + tl.arange(0, F_n1)[None, :, None, None, None] * states37_s2 + tl.arange(0, F_n1)[None, None, :, None, None] * states37_s3 + tl.arange(0, F_n0)[None, None, None, :, None] * states37_s4 + tl.arange(0, F_n0)[None, None, None, None, :] * states37_s5 + tl.zeros([F_n1, F_n1, F_n1, F_n0, F_n0], tl.int32), t36)
    tl.store(states38_ptr + i_c1 * states38_s0 + tl.arange(0, F_n1)[:, None, None, None, None] * states38_s1 + tl.arange(0, F_n1)[None, :, None, None, None] * states38_s2 + tl.arange(0, F_n1)[None, None, :, None, None] * states38_s3 + tl.arange(0, F_n0)[None, None, None, :, None] * states38_s4 + tl.arange(0, F_n0)[None, None, None, None, :] * states38_s5 + tl.zeros([F_n1, F_n1, F_n1, F_n0, F_n0], tl.int32), t35)


@triton.jit
def kernel_1(m2_ptr, m2_s0, m2_s1, m2_s2, m2_s3, m2_s4, m7_ptr, m7_s0, m7_s1, m7_s2, m7_s3, m7_s4, m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, m14_s4, m17_ptr, m17_s0, m17_s1, m17_s2, m17_s3, m17_s4, m23_ptr, m23_s0, m23_s1, m23_s2, m23_s3, m23_s4, states37_ptr, states37_s0, states37_s1, states37_s2, states37_s3, states37_s4, states37_s5, states38_ptr, states38_s0, states38_s1, states38_s2, states38_s3, states38_s4, states38_s5, m48_ptr, m48_s0, m48_s1, m48_s2, m48_s3, m48_s4, m61_ptr, m61_s0, m61_s1, m61_s2, m61_s3, m61_s4, buf66_ptr, buf66_s0, buf66_s1, buf66_s2, buf66_s3, buf66_s4, E_c0, E_c1, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf66: PReduce over one instance
    pid = tl.program_id(0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t16 = tl.load(m14_ptr + offs_n1[:, None, None, None, None] * m14_s0 + offs_n1[None, :, None, None, None] * m14_s1 + offs_n1[None, None, :, None, None] * m14_s2 + offs_n0[None, None, None, :, None] * m14_s3 + offs_n2[None, None, None, None, :] * m14_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
    t31 = tl.load(m2_ptr + offs_n0[None, None, None, None, :] * m2_s4, mask=(offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t32 = tl.load(m7_ptr + offs_n0[None, None, None, :, None] * m7_s3 + offs_n0[None, None, None, None, :] * m7_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    acc41 = tl.full([F_n1, F_n1, F_n1, F_n0, F_n0], 0.0, tl.float32)
    acc42 = tl.full([F_n1, F_n1, F_n1, F_n0, F_n0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t39 = tl.load(states37_ptr + i_c1 * states37_s0 + tl.arange(0, F_n1)[:, None, None, None, None] * states37_s1 + tl.arange(0, F_n1)[None, :, None, None, None] * states37_s2 + tl.arange(0, F_n1)[None, None, :, None, None] * states37_s3 + tl.arange(0, F_n0)[None, None, None, :, None] * states37_s4 + tl.arange(0, F_n0)[None, None, None, None, :] * states37_s5 + tl.zeros([F_n1, F_n1, F_n1, F_n0, F_n0], tl.int32))
        t40 = tl.load(states38_ptr + i_c1 * states38_s0 + tl.arange(0, F_n1)[:, None, None, None, None] * states38_s1 + tl.arange(0, F_n1)[None, :, None, None, None] * states38_s2 + tl.arange(0, F_n1)[None, None, :, None, None] * states38_s3 + tl.arange(0, F_n0)[None, None, None, :, None] * states38_s4 + tl.arange(0, F_n0)[None, None, None, None, :] * states38_s5 + tl.zeros([F_n1, F_n1, F_n1, F_n0, F_n0], tl.int32))
        acc41 = acc41 + t39
        acc42 = acc42 + t40
    t43 = tl.where(t32, -float("inf"), acc41)
    t44 = tl.load(m23_ptr + offs_n0[None, None, None, :, None] * m23_s3 + offs_n0[None, None, None, None, :] * m23_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t45 = tl.where(t44, -float("inf"), t43)
    t46 = tl.where(t31, t43, t45)
    t47 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, None, :], t46, -float('inf')), axis=4, keep_dims=True)
    t50 = tl.load(m48_ptr + offs_n1[None, :, None, None, None] * m48_s1 + offs_n1[None, None, :, None, None] * m48_s2, mask=(offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None], other=0).to(tl.float32)
    t51 = tl.maximum(t47, t50)
    t54 = t46 - (t51)
    t55 = tl.exp(t54)
    t56 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, None, None, :], t55, 0.0), axis=4, keep_dims=True)
    t57 = t50 - (t51)
    t58 = tl.exp(t57)
    t59 = t56 + t58
    acc65 = tl.full([F_n1, F_n1, F_n1, F_n0, F_n2], 0.0, tl.float32)
    for i_c0 in range(0, tl.cdiv(E_c0, T_c0)):
        offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)

        t6 = tl.load(m2_ptr + offs_c0[None, None, None, None, :] * m2_s4, mask=(offs_c0 < E_c0)[None, None, None, None, :], other=0)
        t13 = tl.load(m7_ptr + offs_n0[None, None, None, :, None] * m7_s3 + offs_c0[None, None, None, None, :] * m7_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c0 < E_c0)[None, None, None, None, :], other=0)
        t20 = tl.load(m17_ptr + offs_n1[:, None, None, None, None] * m17_s0 + offs_n1[None, :, None, None, None] * m17_s1 + offs_n2[None, None, None, :, None] * m17_s3 + offs_c0[None, None, None, None, :] * m17_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n2 < E_n2)[None, None, None, :, None] & (offs_c0 < E_c0)[None, None, None, None, :], other=0).to(tl.float32)
        t21 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, None, :], t16, 0.0), 5) * tl.expand_dims(tl.where((offs_n2 < E_n2)[None, None, None, :, None], t20, 0.0), 3), axis=4)
        t22 = tl.where(t13, -float("inf"), t21)
        t27 = tl.load(m23_ptr + offs_n0[None, None, None, :, None] * m23_s3 + offs_c0[None, None, None, None, :] * m23_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c0 < E_c0)[None, None, None, None, :], other=0)
        t28 = tl.where(t27, -float("inf"), t22)
        t29 = tl.where(t6, t22, t28)
        t30 = (t29) * (0.25)
        t52 = t30 - (t51)
        t53 = tl.exp(t52)
        t60 = (t53) / (t59)
        t63 = tl.load(m61_ptr + offs_n1[:, None, None, None, None] * m61_s0 + offs_n1[None, :, None, None, None] * m61_s1 + offs_c0[None, None, None, :, None] * m61_s3 + offs_n2[None, None, None, None, :] * m61_s4, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_c0 < E_c0)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
        t64 = tl.sum(tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, None, None, :], t60, 0.0), 5) * tl.expand_dims(tl.where((offs_c0 < E_c0)[None, None, None, :, None], t63, 0.0), 3), axis=4)
        acc65 = acc65 + t64
    tl.store(buf66_ptr + offs_n1[:, None, None, None, None] * buf66_s0 + offs_n1[None, :, None, None, None] * buf66_s1 + offs_n1[None, None, :, None, None] * buf66_s2 + offs_n0[None, None, None, :, None] * buf66_s3 + offs_n2[None, None, None, None, :] * buf66_s4, acc65, mask=(offs_n1 < E_n1)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :])


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
    m4 = _iota([32], 0, device)
    m3 = m4.reshape([1, 1, 1, 1, 32])
    m5 = torch.tensor(2.0, dtype=torch.float32, device=device)
    m2 = _BINARY["Lt"](m3, m5)
    m9 = m4.reshape([1, 32])
    m12 = torch.tensor(0.0, dtype=torch.float32, device=device)
    m11 = _BINARY["Add"](m4, m12)
    m10 = m11.reshape([32, 1])
    m8 = _BINARY["Gt"](m9, m10)
    m7 = m8.reshape([1, 1, 1, 32, 32])
    m15 = inputs['q']
    m14 = m15.reshape([2, 2, 2, 32, 16])
    m19 = inputs['k']
    m18 = m19.reshape([2, 2, 1, 32, 16])
    m17 = m18.permute([0, 1, 2, 4, 3])
    m25 = _BINARY["Sub"](m10, m9)
    m26 = torch.tensor(8.0, dtype=torch.float32, device=device)
    m24 = _BINARY["Ge"](m25, m26)
    m23 = m24.reshape([1, 1, 1, 32, 32])
    states37 = torch.full([_cdiv(16, T['c1']), _pow2(2), _pow2(2), _pow2(2), _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    states38 = torch.full([_cdiv(16, T['c1']), _pow2(2), _pow2(2), _pow2(2), _pow2(32), _pow2(32)], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(16, T['c1']),)](m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), m14_s4=m14.stride(4), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), m17_s2=m17.stride(2), m17_s3=m17.stride(3), m17_s4=m17.stride(4), states37_ptr=states37, states37_s0=states37.stride(0), states37_s1=states37.stride(1), states37_s2=states37.stride(2), states37_s3=states37.stride(3), states37_s4=states37.stride(4), states37_s5=states37.stride(5), states38_ptr=states38, states38_s0=states38.stride(0), states38_s1=states38.stride(1), states38_s2=states38.stride(2), states38_s3=states38.stride(3), states38_s4=states38.stride(4), states38_s5=states38.stride(5), E_c1=16, E_n0=32, E_n1=2, F_n0=_pow2(32), F_n1=_pow2(2), T_c1=T['c1'])
    m49 = inputs['sinks']
    m48 = m49.reshape([1, 2, 2, 1, 1])
    m62 = inputs['v']
    m61 = m62.reshape([2, 2, 1, 32, 16])
    buf66 = torch.full([2, 2, 2, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(1,)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m2_s3=m2.stride(3), m2_s4=m2.stride(4), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m7_s2=m7.stride(2), m7_s3=m7.stride(3), m7_s4=m7.stride(4), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), m14_s4=m14.stride(4), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), m17_s2=m17.stride(2), m17_s3=m17.stride(3), m17_s4=m17.stride(4), m23_ptr=m23, m23_s0=m23.stride(0), m23_s1=m23.stride(1), m23_s2=m23.stride(2), m23_s3=m23.stride(3), m23_s4=m23.stride(4), states37_ptr=states37, states37_s0=states37.stride(0), states37_s1=states37.stride(1), states37_s2=states37.stride(2), states37_s3=states37.stride(3), states37_s4=states37.stride(4), states37_s5=states37.stride(5), states38_ptr=states38, states38_s0=states38.stride(0), states38_s1=states38.stride(1), states38_s2=states38.stride(2), states38_s3=states38.stride(3), states38_s4=states38.stride(4), states38_s5=states38.stride(5), m48_ptr=m48, m48_s0=m48.stride(0), m48_s1=m48.stride(1), m48_s2=m48.stride(2), m48_s3=m48.stride(3), m48_s4=m48.stride(4), m61_ptr=m61, m61_s0=m61.stride(0), m61_s1=m61.stride(1), m61_s2=m61.stride(2), m61_s3=m61.stride(3), m61_s4=m61.stride(4), buf66_ptr=buf66, buf66_s0=buf66.stride(0), buf66_s1=buf66.stride(1), buf66_s2=buf66.stride(2), buf66_s3=buf66.stride(3), buf66_s4=buf66.stride(4), E_c0=32, E_c1=16, E_n0=32, E_n1=2, E_n2=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'])
    m1 = buf66.reshape([2, 4, 32, 16])
    return m1


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
