"""swiglu_stack [small], candidate 11: 2 kernel(s)

Rendered by EqiForge from candidate 11 of swiglu_stack [small]: grid(x.0@0) loop(x.1[32]: pair(sum, sum)) loop(x.1[32]: pair(sum, sum)) [3 mm] | grid(x.0@0) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: loop x.1[32]

Run it on its own: `python kernels/f11.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m9_ptr, m9_s0, m9_s1, m16_ptr, m16_s0, m16_s1, m49_ptr, m49_s0, m49_s1, buf57_ptr, buf57_s0, buf57_s1, E_c0, E_c1, E_n0, E_n1, DOT_14: tl.constexpr, DOT_21: tl.constexpr, DOT_38: tl.constexpr, DOT_41: tl.constexpr, DOT_54: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf57: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    offs_n0 = tl.arange(0, F_n0)
    acc23 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    acc24 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t7 = tl.load(m3_ptr + offs_c1[None, :] * m3_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t8 = (t2) * (t7)
        t13 = tl.load(m9_ptr + offs_c1[:, None] * m9_s0 + offs_n1[None, :] * m9_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_14:
            t15 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t8, 0.0), tl.where((offs_c1 < E_c1)[:, None], t13, 0.0), input_precision="ieee")
        else:
            t15 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t8, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t13, 0.0), 0), axis=1)
        t20 = tl.load(m16_ptr + offs_c1[:, None] * m16_s0 + offs_n1[None, :] * m16_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_21:
            t22 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t8, 0.0), tl.where((offs_c1 < E_c1)[:, None], t20, 0.0), input_precision="ieee")
        else:
            t22 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t8, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t20, 0.0), 0), axis=1)
        acc23 = acc23 + t15
        acc24 = acc24 + t22
    t25 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t26 = (t25) * (t25)
    t27 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t26, 0.0), axis=1, keep_dims=True)
    t28 = t27 + 0.00032
    t29 = tl.rsqrt(t28)
    t30 = (acc23) * (t29)
    t31 = (t30) * (5.656854249492381)
    t32 = 1.0 / (1.0 + tl.exp(-(t31)))
    t33 = (acc23) * (t32)
    acc43 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    acc44 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        t34 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t35 = tl.load(m3_ptr + offs_c1[None, :] * m3_s1, mask=(offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        t36 = (t34) * (t35)
        t37 = tl.load(m16_ptr + offs_c1[:, None] * m16_s0 + offs_n1[None, :] * m16_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_38:
            t39 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t36, 0.0), tl.where((offs_c1 < E_c1)[:, None], t37, 0.0), input_precision="ieee")
        else:
            t39 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t36, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t37, 0.0), 0), axis=1)
        t40 = tl.load(m9_ptr + offs_c1[:, None] * m9_s0 + offs_n1[None, :] * m9_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_41:
            t42 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t36, 0.0), tl.where((offs_c1 < E_c1)[:, None], t40, 0.0), input_precision="ieee")
        else:
            t42 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t36, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t40, 0.0), 0), axis=1)
        acc43 = acc43 + t39
        acc44 = acc44 + t42
    t45 = (t33) * (acc43)
    t46 = (t45) * (t29)
    t47 = (t46) * (t29)
    t48 = (t47) * (32.00000000000001)
    t53 = tl.load(m49_ptr + offs_n1[:, None] * m49_s0 + offs_n0[None, :] * m49_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_54:
        t55 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t48, 0.0), tl.where((offs_n1 < E_n1)[:, None], t53, 0.0), input_precision="ieee")
    else:
        t55 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t48, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t53, 0.0), 0), axis=1)
    t56 = t55 + t25
    tl.store(buf57_ptr + offs_c0[:, None] * buf57_s0 + offs_n0[None, :] * buf57_s1, t56, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_1(buf57_ptr, buf57_s0, buf57_s1, m59_ptr, m59_s0, m59_s1, m64_ptr, m64_s0, m64_s1, m78_ptr, m78_s0, m78_s1, m88_ptr, m88_s0, m88_s1, buf95_ptr, buf95_s0, buf95_s1, E_c0, E_n0, E_n1, DOT_68: tl.constexpr, DOT_82: tl.constexpr, DOT_92: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr):
    # writes buf95: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t58 = tl.load(buf57_ptr + offs_c0[:, None] * buf57_s0 + offs_n0[None, :] * buf57_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t62 = tl.load(m59_ptr + offs_n0[None, :] * m59_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t63 = (t58) * (t62)
    t67 = tl.load(m64_ptr + offs_n0[:, None] * m64_s0 + offs_n1[None, :] * m64_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_68:
        t69 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t63, 0.0), tl.where((offs_n0 < E_n0)[:, None], t67, 0.0), input_precision="ieee")
    else:
        t69 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t63, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t67, 0.0), 0), axis=1)
    t70 = (t58) * (t58)
    t71 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t70, 0.0), axis=1, keep_dims=True)
    t72 = t71 + 0.00032
    t73 = tl.rsqrt(t72)
    t74 = (t69) * (t73)
    t75 = (t74) * (5.656854249492381)
    t76 = 1.0 / (1.0 + tl.exp(-(t75)))
    t77 = (t69) * (t76)
    t81 = tl.load(m78_ptr + offs_n0[:, None] * m78_s0 + offs_n1[None, :] * m78_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_82:
        t83 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t63, 0.0), tl.where((offs_n0 < E_n0)[:, None], t81, 0.0), input_precision="ieee")
    else:
        t83 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t63, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t81, 0.0), 0), axis=1)
    t84 = (t77) * (t83)
    t85 = (t84) * (t73)
    t86 = (t85) * (t73)
    t87 = (t86) * (32.00000000000001)
    t91 = tl.load(m88_ptr + offs_n1[:, None] * m88_s0 + offs_n0[None, :] * m88_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_92:
        t93 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t87, 0.0), tl.where((offs_n1 < E_n1)[:, None], t91, 0.0), input_precision="ieee")
    else:
        t93 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t87, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t91, 0.0), 0), axis=1)
    t94 = t93 + t58
    tl.store(buf95_ptr + offs_c0[:, None] * buf95_s0 + offs_n0[None, :] * buf95_s1, t94, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


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
    m52 = inputs['w_down']
    m51 = m52.narrow(0, 0, 1)
    m50 = m51.reshape([32, 64])
    m49 = m50.permute([1, 0])
    buf57 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m49_ptr=m49, m49_s0=m49.stride(0), m49_s1=m49.stride(1), buf57_ptr=buf57, buf57_s0=buf57.stride(0), buf57_s1=buf57.stride(1), E_c0=8, E_c1=32, E_n0=32, E_n1=64, DOT_14=(T['c0']) >= 16 and (T['c1']) >= 16 and (_pow2(64)) >= 16, DOT_21=(T['c0']) >= 16 and (T['c1']) >= 16 and (_pow2(64)) >= 16, DOT_38=(T['c0']) >= 16 and (T['c1']) >= 16 and (_pow2(64)) >= 16, DOT_41=(T['c0']) >= 16 and (T['c1']) >= 16 and (_pow2(64)) >= 16, DOT_54=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'])
    m61 = m6.narrow(0, 1, 1)
    m60 = m61.reshape([32])
    m59 = m60.reshape([1, 32])
    m66 = m12.narrow(0, 1, 1)
    m65 = m66.reshape([64, 32])
    m64 = m65.permute([1, 0])
    m80 = m19.narrow(0, 1, 1)
    m79 = m80.reshape([64, 32])
    m78 = m79.permute([1, 0])
    m90 = m52.narrow(0, 1, 1)
    m89 = m90.reshape([32, 64])
    m88 = m89.permute([1, 0])
    buf95 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']),)](buf57_ptr=buf57, buf57_s0=buf57.stride(0), buf57_s1=buf57.stride(1), m59_ptr=m59, m59_s0=m59.stride(0), m59_s1=m59.stride(1), m64_ptr=m64, m64_s0=m64.stride(0), m64_s1=m64.stride(1), m78_ptr=m78, m78_s0=m78.stride(0), m78_s1=m78.stride(1), m88_ptr=m88, m88_s0=m88.stride(0), m88_s1=m88.stride(1), buf95_ptr=buf95, buf95_s0=buf95.stride(0), buf95_s1=buf95.stride(1), E_c0=8, E_n0=32, E_n1=64, DOT_68=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_82=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_92=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'])
    return buf95


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
