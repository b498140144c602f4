"""attention_sinks [small], candidate 1: 1 kernel(s)

Rendered by EqiForge from candidate 1 of attention_sinks [small]: grid(k.0@0) loop(k.2[32]: pair(sum, sum)) {loop(k.3[16]: pair(sum, sum))} [4 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.0@0[2]
    c1: loop k.2[32]
    c2: loop k.3[16]

Run it on its own: `python kernels/f01.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_sinks.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 1, "c1": 16, "c2": 8}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 2, "c1": 32, "c2": 16}


@triton.jit
def kernel_0(m2_ptr, m2_s0, m2_s1, m2_s2, m2_s3, m2_s4, m7_ptr, m7_s0, m7_s1, m7_s2, m7_s3, m7_s4, m14_ptr, m14_s0, m14_s1, m14_s2, m14_s3, m14_s4, m17_ptr, m17_s0, m17_s1, m17_s2, m17_s3, m17_s4, m27_ptr, m27_s0, m27_s1, m27_s2, m27_s3, m27_s4, m43_ptr, m43_s0, m43_s1, m43_s2, m43_s3, m43_s4, m57_ptr, m57_s0, m57_s1, m57_s2, m57_s3, m57_s4, buf64_ptr, buf64_s0, buf64_s1, buf64_s2, buf64_s3, buf64_s4, E_c0, E_c1, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf64: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    offs_n2 = tl.arange(0, F_n2)
    t35 = tl.load(m2_ptr + offs_n0[None, None, None, None, :] * m2_s4, mask=(offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t36 = tl.load(m7_ptr + offs_n0[None, None, None, :, None] * m7_s3 + offs_n0[None, None, None, None, :] * m7_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t38 = tl.load(m27_ptr + offs_n0[None, None, None, :, None] * m27_s3 + offs_n0[None, None, None, None, :] * m27_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0)
    t45 = tl.load(m43_ptr + offs_n1[None, :, None, None, None] * m43_s1 + offs_n1[None, None, :, None, None] * m43_s2, mask=(offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None], other=0).to(tl.float32)
    acc62 = tl.full([T_c0, F_n1, F_n1, F_n0, F_n2], 0.0, tl.float32)
    acc63 = tl.full([T_c0, F_n1, F_n1, F_n0, F_n2], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t6 = tl.load(m2_ptr + offs_c1[None, None, None, None, :] * m2_s4, mask=(offs_c1 < E_c1)[None, None, None, None, :], other=0)
        t13 = tl.load(m7_ptr + offs_n0[None, None, None, :, None] * m7_s3 + offs_c1[None, None, None, None, :] * m7_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0)
        acc24 = tl.full([T_c0, F_n1, F_n1, F_n0, F_n0], 0.0, tl.float32)
        acc25 = tl.full([T_c0, F_n1, F_n1, F_n0, T_c1], 0.0, tl.float32)
        for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
            offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

            t16 = tl.load(m14_ptr + offs_c0[:, None, None, None, None] * m14_s0 + offs_n1[None, :, None, None, None] * m14_s1 + offs_n1[None, None, :, None, None] * m14_s2 + offs_n0[None, None, None, :, None] * m14_s3 + offs_c2[None, None, None, None, :] * m14_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_c2 < E_c2)[None, None, None, None, :], other=0).to(tl.float32)
            t20 = tl.load(m17_ptr + offs_c0[:, None, None, None, None] * m17_s0 + offs_n1[None, :, None, None, None] * m17_s1 + offs_c2[None, None, None, :, None] * m17_s3 + offs_n0[None, None, None, None, :] * m17_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_c2 < E_c2)[None, None, None, :, None] & (offs_n0 < E_n0)[None, None, None, None, :], other=0).to(tl.float32)
            t21 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t16, 0.0), 5) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :, None], t20, 0.0), 3), axis=4)
            t22 = tl.load(m17_ptr + offs_c0[:, None, None, None, None] * m17_s0 + offs_n1[None, :, None, None, None] * m17_s1 + offs_c2[None, None, None, :, None] * m17_s3 + offs_c1[None, None, None, None, :] * m17_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_c2 < E_c2)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0).to(tl.float32)
            t23 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, None, :], t16, 0.0), 5) * tl.expand_dims(tl.where((offs_c2 < E_c2)[None, None, None, :, None], t22, 0.0), 3), axis=4)
            acc24 = acc24 + t21
            acc25 = acc25 + t23
        t26 = tl.where(t13, -float("inf"), acc25)
        t31 = tl.load(m27_ptr + offs_n0[None, None, None, :, None] * m27_s3 + offs_c1[None, None, None, None, :] * m27_s4, mask=(offs_n0 < E_n0)[None, None, None, :, None] & (offs_c1 < E_c1)[None, None, None, None, :], other=0)
        t32 = tl.where(t31, -float("inf"), t26)
        t33 = tl.where(t6, t26, t32)
        t34 = (t33) * (0.25)
        t37 = tl.where(t36, -float("inf"), acc24)
        t39 = tl.where(t38, -float("inf"), t37)
        t40 = tl.where(t35, t37, t39)
        t41 = tl.max(tl.where((offs_n0 < E_n0)[None, None, None, None, :], t40, -float('inf')), axis=4, keep_dims=True)
        t42 = (t41) * (0.25)
        t46 = tl.maximum(t42, t45)
        t47 = t34 - (t46)
        t48 = tl.exp(t47)
        t49 = t45 - (t46)
        t50 = tl.exp(t49)
        t51 = (t40) * (0.25)
        t52 = t51 - (t46)
        t53 = tl.exp(t52)
        t54 = tl.sum(tl.where((offs_n0 < E_n0)[None, None, None, None, :], t53, 0.0), axis=4, keep_dims=True)
        t55 = t50 + t54
        t56 = (t48) / (t55)
        t59 = tl.load(m57_ptr + offs_c0[:, None, None, None, None] * m57_s0 + offs_n1[None, :, None, None, None] * m57_s1 + offs_c1[None, None, None, :, None] * m57_s3 + offs_n2[None, None, None, None, :] * m57_s4, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_c1 < E_c1)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :], other=0).to(tl.float32)
        t60 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t56, 0.0), 5) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :, None], t59, 0.0), 3), axis=4)
        t61 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, None, :], t48, 0.0), 5) * tl.expand_dims(tl.where((offs_c1 < E_c1)[None, None, None, :, None], t59, 0.0), 3), axis=4)
        acc62 = acc62 + t60
        acc63 = acc63 + t61
    tl.store(buf64_ptr + offs_c0[:, None, None, None, None] * buf64_s0 + offs_n1[None, :, None, None, None] * buf64_s1 + offs_n1[None, None, :, None, None] * buf64_s2 + offs_n0[None, None, None, :, None] * buf64_s3 + offs_n2[None, None, None, None, :] * buf64_s4, acc62, mask=(offs_c0 < E_c0)[:, None, None, None, None] & (offs_n1 < E_n1)[None, :, None, None, None] & (offs_n1 < E_n1)[None, None, :, None, None] & (offs_n0 < E_n0)[None, None, None, :, None] & (offs_n2 < E_n2)[None, None, None, None, :])


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
    m5 = torch.tensor(2.0, dtype=torch.float32, device=device)
    m3 = _BINARY["Lt"](m4, m5)
    m2 = m3.reshape([1, 1, 1, 1, 32])
    m9 = m4.reshape([1, 32])
    m11 = m4.reshape([32, 1])
    m12 = torch.tensor(0.0, dtype=torch.float32, device=device)
    m10 = _BINARY["Add"](m11, m12)
    m8 = _BINARY["Gt"](m9, m10)
    m7 = m8.reshape([1, 1, 1, 32, 32])
    m15 = inputs['q']
    m14 = m15.reshape([2, 2, 2, 32, 16])
    m19 = inputs['k']
    m18 = m19.reshape([2, 2, 1, 32, 16])
    m17 = m18.permute([0, 1, 2, 4, 3])
    m29 = _BINARY["Sub"](m10, m9)
    m30 = torch.tensor(8.0, dtype=torch.float32, device=device)
    m28 = _BINARY["Ge"](m29, m30)
    m27 = m28.reshape([1, 1, 1, 32, 32])
    m44 = inputs['sinks']
    m43 = m44.reshape([1, 2, 2, 1, 1])
    m58 = inputs['v']
    m57 = m58.reshape([2, 2, 1, 32, 16])
    buf64 = torch.full([2, 2, 2, 32, 16], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(2, T['c0']),)](m2_ptr=m2, m2_s0=m2.stride(0), m2_s1=m2.stride(1), m2_s2=m2.stride(2), m2_s3=m2.stride(3), m2_s4=m2.stride(4), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m7_s2=m7.stride(2), m7_s3=m7.stride(3), m7_s4=m7.stride(4), m14_ptr=m14, m14_s0=m14.stride(0), m14_s1=m14.stride(1), m14_s2=m14.stride(2), m14_s3=m14.stride(3), m14_s4=m14.stride(4), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), m17_s2=m17.stride(2), m17_s3=m17.stride(3), m17_s4=m17.stride(4), m27_ptr=m27, m27_s0=m27.stride(0), m27_s1=m27.stride(1), m27_s2=m27.stride(2), m27_s3=m27.stride(3), m27_s4=m27.stride(4), m43_ptr=m43, m43_s0=m43.stride(0), m43_s1=m43.stride(1), m43_s2=m43.stride(2), m43_s3=m43.stride(3), m43_s4=m43.stride(4), m57_ptr=m57, m57_s0=m57.stride(0), m57_s1=m57.stride(1), m57_s2=m57.stride(2), m57_s3=m57.stride(3), m57_s4=m57.stride(4), buf64_ptr=buf64, buf64_s0=buf64.stride(0), buf64_s1=buf64.stride(1), buf64_s2=buf64.stride(2), buf64_s3=buf64.stride(3), buf64_s4=buf64.stride(4), E_c0=2, E_c1=32, E_c2=16, E_n0=32, E_n1=2, E_n2=16, F_n0=_pow2(32), F_n1=_pow2(2), F_n2=_pow2(16), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    m1 = buf64.reshape([2, 4, 32, 16])
    return m1


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
