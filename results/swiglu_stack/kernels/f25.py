"""swiglu_stack [small], candidate 25: 2 kernel(s)

Rendered by EqiForge from candidate 25 of swiglu_stack [small]: grid(x.0@0, x.1@1) loop(w_up.1[64]: sum) {loop(x.1[32]: pair(sum, sum)) loop(x.1[32]: pair(sum, sum))} [3 mm] | grid(x.0@0, x.1@1) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid x.1@1[32]
    c2: loop w_up.1[64]
    c3: loop x.1[32]

Run it on its own: `python kernels/f25.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/swiglu_stack.py"
CONFIG = "small"
DEFAULT_TILES = {"c0": 4, "c1": 16, "c2": 32, "c3": 16}
# the largest useful tile size of each coordinate: its extent rounded up to a power of two (what tuning searches up to)
TILE_LIMITS = {"c0": 8, "c1": 32, "c2": 64, "c3": 32}


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m9_ptr, m9_s0, m9_s1, m16_ptr, m16_s0, m16_s1, m50_ptr, m50_s0, m50_s1, buf61_ptr, buf61_s0, buf61_s1, E_c0, E_c1, E_c2, E_c3, E_n0, DOT_14: tl.constexpr, DOT_21: tl.constexpr, DOT_41: tl.constexpr, DOT_44: tl.constexpr, DOT_55: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf61: Combine over grid x.0@0[8], grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
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
    acc57 = tl.full([T_c0, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        acc23 = tl.full([T_c0, T_c2], 0.0, tl.float32)
        acc24 = tl.full([T_c0, T_c2], 0.0, tl.float32)
        for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
            offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

            t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c3[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
            t7 = tl.load(m3_ptr + offs_c3[None, :] * m3_s1, mask=(offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
            t8 = (t2) * (t7)
            t13 = tl.load(m9_ptr + offs_c3[:, None] * m9_s0 + offs_c2[None, :] * m9_s1, mask=(offs_c3 < E_c3)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
            if DOT_14:
                t15 = tl.dot(tl.where((offs_c3 < E_c3)[None, :], t8, 0.0), tl.where((offs_c3 < E_c3)[:, None], t13, 0.0), input_precision="ieee")
            else:
                t15 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :], t8, 0.0), 2) * tl.expand_dims(tl.where((offs_c3 < E_c3)[:, None], t13, 0.0), 0), axis=1)
            t20 = tl.load(m16_ptr + offs_c3[:, None] * m16_s0 + offs_c2[None, :] * m16_s1, mask=(offs_c3 < E_c3)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
            if DOT_21:
                t22 = tl.dot(tl.where((offs_c3 < E_c3)[None, :], t8, 0.0), tl.where((offs_c3 < E_c3)[:, None], t20, 0.0), input_precision="ieee")
            else:
                t22 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :], t8, 0.0), 2) * tl.expand_dims(tl.where((offs_c3 < E_c3)[:, None], t20, 0.0), 0), axis=1)
            acc23 = acc23 + t15
            acc24 = acc24 + t22
        t30 = (acc23) * (t29)
        t34 = (acc23) * (t33)
        t35 = 1.0 / (1.0 + tl.exp(-(t34)))
        t36 = (t30) * (t35)
        acc46 = tl.full([T_c0, T_c2], 0.0, tl.float32)
        acc47 = tl.full([T_c0, T_c2], 0.0, tl.float32)
        for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
            offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

            t37 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c3[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
            t38 = tl.load(m3_ptr + offs_c3[None, :] * m3_s1, mask=(offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
            t39 = (t37) * (t38)
            t40 = tl.load(m16_ptr + offs_c3[:, None] * m16_s0 + offs_c2[None, :] * m16_s1, mask=(offs_c3 < E_c3)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
            if DOT_41:
                t42 = tl.dot(tl.where((offs_c3 < E_c3)[None, :], t39, 0.0), tl.where((offs_c3 < E_c3)[:, None], t40, 0.0), input_precision="ieee")
            else:
                t42 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :], t39, 0.0), 2) * tl.expand_dims(tl.where((offs_c3 < E_c3)[:, None], t40, 0.0), 0), axis=1)
            t43 = tl.load(m9_ptr + offs_c3[:, None] * m9_s0 + offs_c2[None, :] * m9_s1, mask=(offs_c3 < E_c3)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
            if DOT_44:
                t45 = tl.dot(tl.where((offs_c3 < E_c3)[None, :], t39, 0.0), tl.where((offs_c3 < E_c3)[:, None], t43, 0.0), input_precision="ieee")
            else:
                t45 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :], t39, 0.0), 2) * tl.expand_dims(tl.where((offs_c3 < E_c3)[:, None], t43, 0.0), 0), axis=1)
            acc46 = acc46 + t42
            acc47 = acc47 + t45
        t48 = (acc46) * (t29)
        t49 = (t36) * (t48)
        t54 = tl.load(m50_ptr + offs_c2[:, None] * m50_s0 + offs_c1[None, :] * m50_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        if DOT_55:
            t56 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t49, 0.0), tl.where((offs_c2 < E_c2)[:, None], t54, 0.0), input_precision="ieee")
        else:
            t56 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t49, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t54, 0.0), 0), axis=1)
        acc57 = acc57 + t56
    t58 = (acc57) * (32.00000000000001)
    t59 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t60 = t58 + t59
    tl.store(buf61_ptr + offs_c0[:, None] * buf61_s0 + offs_c1[None, :] * buf61_s1, t60, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


@triton.jit
def kernel_1(buf61_ptr, buf61_s0, buf61_s1, m63_ptr, m63_s0, m63_s1, m68_ptr, m68_s0, m68_s1, m83_ptr, m83_s0, m83_s1, m91_ptr, m91_s0, m91_s1, buf100_ptr, buf100_s0, buf100_s1, E_c0, E_c1, E_n0, E_n1, DOT_72: tl.constexpr, DOT_87: tl.constexpr, DOT_95: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf100: Combine over grid x.0@0[8], grid x.1@1[32]
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
    t62 = tl.load(buf61_ptr + offs_c0[:, None] * buf61_s0 + offs_n0[None, :] * buf61_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t66 = tl.load(m63_ptr + offs_n0[None, :] * m63_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t67 = (t62) * (t66)
    t71 = tl.load(m68_ptr + offs_n0[:, None] * m68_s0 + offs_n1[None, :] * m68_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_72:
        t73 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t67, 0.0), tl.where((offs_n0 < E_n0)[:, None], t71, 0.0), input_precision="ieee")
    else:
        t73 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t67, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t71, 0.0), 0), axis=1)
    t74 = (t62) * (t62)
    t75 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t74, 0.0), axis=1, keep_dims=True)
    t76 = t75 + 0.00032
    t77 = tl.rsqrt(t76)
    t78 = (t73) * (t77)
    t79 = (t78) * (5.656854249492381)
    t80 = 1.0 / (1.0 + tl.exp(-(t79)))
    t81 = (t73) * (t80)
    t82 = (t81) * (t77)
    t86 = tl.load(m83_ptr + offs_n0[:, None] * m83_s0 + offs_n1[None, :] * m83_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_87:
        t88 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t67, 0.0), tl.where((offs_n0 < E_n0)[:, None], t86, 0.0), input_precision="ieee")
    else:
        t88 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t67, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t86, 0.0), 0), axis=1)
    t89 = (t88) * (t77)
    t90 = (t82) * (t89)
    t94 = tl.load(m91_ptr + offs_n1[:, None] * m91_s0 + offs_c1[None, :] * m91_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_95:
        t96 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t90, 0.0), tl.where((offs_n1 < E_n1)[:, None], t94, 0.0), input_precision="ieee")
    else:
        t96 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t90, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t94, 0.0), 0), axis=1)
    t97 = (t96) * (32.00000000000001)
    t98 = tl.load(buf61_ptr + offs_c0[:, None] * buf61_s0 + offs_c1[None, :] * buf61_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t99 = t97 + t98
    tl.store(buf100_ptr + offs_c0[:, None] * buf100_s0 + offs_c1[None, :] * buf100_s1, t99, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    m53 = inputs['w_down']
    m52 = m53.narrow(0, 0, 1)
    m51 = m52.reshape([32, 64])
    m50 = m51.permute([1, 0])
    buf61 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m50_ptr=m50, m50_s0=m50.stride(0), m50_s1=m50.stride(1), buf61_ptr=buf61, buf61_s0=buf61.stride(0), buf61_s1=buf61.stride(1), E_c0=8, E_c1=32, E_c2=64, E_c3=32, E_n0=32, DOT_14=(T['c0']) >= 16 and (T['c3']) >= 16 and (T['c2']) >= 16, DOT_21=(T['c0']) >= 16 and (T['c3']) >= 16 and (T['c2']) >= 16, DOT_41=(T['c0']) >= 16 and (T['c3']) >= 16 and (T['c2']) >= 16, DOT_44=(T['c0']) >= 16 and (T['c3']) >= 16 and (T['c2']) >= 16, DOT_55=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, F_n0=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    m65 = m6.narrow(0, 1, 1)
    m64 = m65.reshape([32])
    m63 = m64.reshape([1, 32])
    m70 = m12.narrow(0, 1, 1)
    m69 = m70.reshape([64, 32])
    m68 = m69.permute([1, 0])
    m85 = m19.narrow(0, 1, 1)
    m84 = m85.reshape([64, 32])
    m83 = m84.permute([1, 0])
    m93 = m53.narrow(0, 1, 1)
    m92 = m93.reshape([32, 64])
    m91 = m92.permute([1, 0])
    buf100 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](buf61_ptr=buf61, buf61_s0=buf61.stride(0), buf61_s1=buf61.stride(1), m63_ptr=m63, m63_s0=m63.stride(0), m63_s1=m63.stride(1), m68_ptr=m68, m68_s0=m68.stride(0), m68_s1=m68.stride(1), m83_ptr=m83, m83_s0=m83.stride(0), m83_s1=m83.stride(1), m91_ptr=m91, m91_s0=m91.stride(0), m91_s1=m91.stride(1), buf100_ptr=buf100, buf100_s0=buf100.stride(0), buf100_s1=buf100.stride(1), E_c0=8, E_c1=32, E_n0=32, E_n1=64, DOT_72=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_87=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_95=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'])
    return buf100


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
