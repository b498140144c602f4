"""swiglu_stack [small], candidate 18: 2 kernel(s)

Rendered by EqiForge from candidate 18 of swiglu_stack [small]: grid(x.0@0) loop(w_up.1[64]: sum) {loop(x.1[32]: pair(sum, sum)) loop(x.1[32]: pair(sum, sum))} [3 mm] | grid(x.0@0) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: loop w_up.1[64]
    c2: loop x.1[32]

Run it on its own: `python kernels/f18.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/swiglu_stack.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 32, "c2": 16}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m9_ptr, m9_s0, m9_s1, m16_ptr, m16_s0, m16_s1, m49_ptr, m49_s0, m49_s1, buf60_ptr, buf60_s0, buf60_s1, E_c0, E_c1, E_c2, E_n0, DOT_14: tl.constexpr, DOT_21: tl.constexpr, DOT_41: tl.constexpr, DOT_44: tl.constexpr, DOT_54: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf60: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t25 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t26 = (t25) * (t25)
    t27 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t26, 0.0), axis=1, keep_dims=True)
    t28 = t27 + 0.00032
    t29 = tl.rsqrt(t28)
    t31 = (t27) * (0.03125)
    t32 = t31 + 1e-05
    t33 = tl.rsqrt(t32)
    acc57 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    for i_c1 in range(0, tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)

        acc23 = tl.full([T_c0, T_c1], 0.0, tl.float32)
        acc24 = tl.full([T_c0, T_c1], 0.0, tl.float32)
        for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
            offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

            t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
            t7 = tl.load(m3_ptr + offs_c2[None, :] * m3_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
            t8 = (t2) * (t7)
            t13 = tl.load(m9_ptr + offs_c2[:, None] * m9_s0 + offs_c1[None, :] * m9_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
            if DOT_14:
                t15 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t8, 0.0), tl.where((offs_c2 < E_c2)[:, None], t13, 0.0), input_precision="ieee")
            else:
                t15 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t8, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t13, 0.0), 0), axis=1)
            t20 = tl.load(m16_ptr + offs_c2[:, None] * m16_s0 + offs_c1[None, :] * m16_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
            if DOT_21:
                t22 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t8, 0.0), tl.where((offs_c2 < E_c2)[:, None], t20, 0.0), input_precision="ieee")
            else:
                t22 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t8, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t20, 0.0), 0), axis=1)
            acc23 = acc23 + t15
            acc24 = acc24 + t22
        t30 = (acc23) * (t29)
        t34 = (acc23) * (t33)
        t35 = 1.0 / (1.0 + tl.exp(-(t34)))
        t36 = (t30) * (t35)
        acc46 = tl.full([T_c0, T_c1], 0.0, tl.float32)
        acc47 = tl.full([T_c0, T_c1], 0.0, tl.float32)
        for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
            offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

            t37 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
            t38 = tl.load(m3_ptr + offs_c2[None, :] * m3_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
            t39 = (t37) * (t38)
            t40 = tl.load(m16_ptr + offs_c2[:, None] * m16_s0 + offs_c1[None, :] * m16_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
            if DOT_41:
                t42 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t39, 0.0), tl.where((offs_c2 < E_c2)[:, None], t40, 0.0), input_precision="ieee")
            else:
                t42 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t39, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t40, 0.0), 0), axis=1)
            t43 = tl.load(m9_ptr + offs_c2[:, None] * m9_s0 + offs_c1[None, :] * m9_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
            if DOT_44:
                t45 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t39, 0.0), tl.where((offs_c2 < E_c2)[:, None], t43, 0.0), input_precision="ieee")
            else:
                t45 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t39, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t43, 0.0), 0), axis=1)
            acc46 = acc46 + t42
            acc47 = acc47 + t45
        t48 = (t36) * (acc46)
        t53 = tl.load(m49_ptr + offs_c1[:, None] * m49_s0 + offs_n0[None, :] * m49_s1, mask=(offs_c1 < E_c1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
        if DOT_54:
            t55 = tl.dot(tl.where((offs_c1 < E_c1)[None, :], t48, 0.0), tl.where((offs_c1 < E_c1)[:, None], t53, 0.0), input_precision="ieee")
        else:
            t55 = tl.sum(tl.expand_dims(tl.where((offs_c1 < E_c1)[None, :], t48, 0.0), 2) * tl.expand_dims(tl.where((offs_c1 < E_c1)[:, None], t53, 0.0), 0), axis=1)
        t56 = (t55) * (t29)
        acc57 = acc57 + t56
    t58 = (acc57) * (32.00000000000001)
    t59 = t58 + t25
    tl.store(buf60_ptr + offs_c0[:, None] * buf60_s0 + offs_n0[None, :] * buf60_s1, t59, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_1(buf60_ptr, buf60_s0, buf60_s1, m62_ptr, m62_s0, m62_s1, m67_ptr, m67_s0, m67_s1, m81_ptr, m81_s0, m81_s1, m91_ptr, m91_s0, m91_s1, buf98_ptr, buf98_s0, buf98_s1, E_c0, E_n0, E_n1, DOT_71: tl.constexpr, DOT_85: tl.constexpr, DOT_95: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr):
    # writes buf98: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    offs_n1 = tl.arange(0, F_n1)
    t61 = tl.load(buf60_ptr + offs_c0[:, None] * buf60_s0 + offs_n0[None, :] * buf60_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t65 = tl.load(m62_ptr + offs_n0[None, :] * m62_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t66 = (t61) * (t65)
    t70 = tl.load(m67_ptr + offs_n0[:, None] * m67_s0 + offs_n1[None, :] * m67_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_71:
        t72 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t66, 0.0), tl.where((offs_n0 < E_n0)[:, None], t70, 0.0), input_precision="ieee")
    else:
        t72 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t66, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t70, 0.0), 0), axis=1)
    t73 = (t61) * (t61)
    t74 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t73, 0.0), axis=1, keep_dims=True)
    t75 = t74 + 0.00032
    t76 = tl.rsqrt(t75)
    t77 = (t72) * (t76)
    t78 = (t77) * (5.656854249492381)
    t79 = 1.0 / (1.0 + tl.exp(-(t78)))
    t80 = (t72) * (t79)
    t84 = tl.load(m81_ptr + offs_n0[:, None] * m81_s0 + offs_n1[None, :] * m81_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_85:
        t86 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t66, 0.0), tl.where((offs_n0 < E_n0)[:, None], t84, 0.0), input_precision="ieee")
    else:
        t86 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t66, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t84, 0.0), 0), axis=1)
    t87 = (t80) * (t86)
    t88 = (t87) * (t76)
    t89 = (t88) * (t76)
    t90 = (t89) * (32.00000000000001)
    t94 = tl.load(m91_ptr + offs_n1[:, None] * m91_s0 + offs_n0[None, :] * m91_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    if DOT_95:
        t96 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t90, 0.0), tl.where((offs_n1 < E_n1)[:, None], t94, 0.0), input_precision="ieee")
    else:
        t96 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t90, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t94, 0.0), 0), axis=1)
    t97 = t96 + t61
    tl.store(buf98_ptr + offs_c0[:, None] * buf98_s0 + offs_n0[None, :] * buf98_s1, t97, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


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
    buf60 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m49_ptr=m49, m49_s0=m49.stride(0), m49_s1=m49.stride(1), buf60_ptr=buf60, buf60_s0=buf60.stride(0), buf60_s1=buf60.stride(1), E_c0=8, E_c1=64, E_c2=32, E_n0=32, DOT_14=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, DOT_21=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, DOT_41=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, DOT_44=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, DOT_54=(T['c0']) >= 16 and (T['c1']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    m64 = m6.narrow(0, 1, 1)
    m63 = m64.reshape([32])
    m62 = m63.reshape([1, 32])
    m69 = m12.narrow(0, 1, 1)
    m68 = m69.reshape([64, 32])
    m67 = m68.permute([1, 0])
    m83 = m19.narrow(0, 1, 1)
    m82 = m83.reshape([64, 32])
    m81 = m82.permute([1, 0])
    m93 = m52.narrow(0, 1, 1)
    m92 = m93.reshape([32, 64])
    m91 = m92.permute([1, 0])
    buf98 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']),)](buf60_ptr=buf60, buf60_s0=buf60.stride(0), buf60_s1=buf60.stride(1), m62_ptr=m62, m62_s0=m62.stride(0), m62_s1=m62.stride(1), m67_ptr=m67, m67_s0=m67.stride(0), m67_s1=m67.stride(1), m81_ptr=m81, m81_s0=m81.stride(0), m81_s1=m81.stride(1), m91_ptr=m91, m91_s0=m91.stride(0), m91_s1=m91.stride(1), buf98_ptr=buf98, buf98_s0=buf98.stride(0), buf98_s1=buf98.stride(1), E_c0=8, E_n0=32, E_n1=64, DOT_71=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_85=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_95=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'])
    return buf98


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
