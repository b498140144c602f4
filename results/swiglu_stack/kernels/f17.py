"""swiglu_stack [small], candidate 17: 2 kernel(s)

Rendered by EqiForge from candidate 17 of swiglu_stack [small]: grid(x.0@0, x.1@1) loop(w_up.1[64]: pair(sum, sum)) {loop(x.1[32]: sum) loop(x.1[32]: sum)} [3 mm] | grid(x.0@0, x.1@1) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid x.1@1[32]
    c2: loop w_up.1[64]
    c3: loop x.1[32]

Run it on its own: `python kernels/f17.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m9_ptr, m9_s0, m9_s1, m29_ptr, m29_s0, m29_s1, m38_ptr, m38_s0, m38_s1, buf54_ptr, buf54_s0, buf54_s1, E_c0, E_c1, E_c2, E_c3, E_n0, DOT_14: tl.constexpr, DOT_34: tl.constexpr, DOT_43: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf54: Combine over grid x.0@0[8], grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t17 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t18 = (t17) * (t17)
    t19 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t18, 0.0), axis=1, keep_dims=True)
    t20 = (t19) * (0.03125)
    t21 = t20 + 1e-05
    t22 = tl.rsqrt(t21)
    t45 = t19 + 0.00032
    t46 = tl.rsqrt(t45)
    acc49 = tl.full([T_c0, T_c1], 0.0, tl.float32)
    acc50 = tl.full([T_c0, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        acc16 = tl.full([T_c0, T_c2], 0.0, tl.float32)
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
            acc16 = acc16 + t15
        t23 = (acc16) * (t22)
        t24 = 1.0 / (1.0 + tl.exp(-(t23)))
        t25 = (acc16) * (t24)
        acc36 = tl.full([T_c0, T_c2], 0.0, tl.float32)
        for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
            offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

            t26 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c3[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
            t27 = tl.load(m3_ptr + offs_c3[None, :] * m3_s1, mask=(offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
            t28 = (t26) * (t27)
            t33 = tl.load(m29_ptr + offs_c3[:, None] * m29_s0 + offs_c2[None, :] * m29_s1, mask=(offs_c3 < E_c3)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
            if DOT_34:
                t35 = tl.dot(tl.where((offs_c3 < E_c3)[None, :], t28, 0.0), tl.where((offs_c3 < E_c3)[:, None], t33, 0.0), input_precision="ieee")
            else:
                t35 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :], t28, 0.0), 2) * tl.expand_dims(tl.where((offs_c3 < E_c3)[:, None], t33, 0.0), 0), axis=1)
            acc36 = acc36 + t35
        t37 = (t25) * (acc36)
        t42 = tl.load(m38_ptr + offs_c2[:, None] * m38_s0 + offs_c1[None, :] * m38_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        if DOT_43:
            t44 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t37, 0.0), tl.where((offs_c2 < E_c2)[:, None], t42, 0.0), input_precision="ieee")
        else:
            t44 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t37, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t42, 0.0), 0), axis=1)
        t47 = (t44) * (t46)
        t48 = (t47) * (t46)
        acc49 = acc49 + t44
        acc50 = acc50 + t48
    t51 = (acc50) * (32.00000000000001)
    t52 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t53 = t51 + t52
    tl.store(buf54_ptr + offs_c0[:, None] * buf54_s0 + offs_c1[None, :] * buf54_s1, t53, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


@triton.jit
def kernel_1(buf54_ptr, buf54_s0, buf54_s1, m56_ptr, m56_s0, m56_s1, m66_ptr, m66_s0, m66_s1, m75_ptr, m75_s0, m75_s1, m82_ptr, m82_s0, m82_s1, buf91_ptr, buf91_s0, buf91_s1, E_c0, E_c1, E_n0, E_n1, DOT_70: tl.constexpr, DOT_79: tl.constexpr, DOT_86: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf91: Combine over grid x.0@0[8], grid x.1@1[32]
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
    t55 = tl.load(buf54_ptr + offs_c0[:, None] * buf54_s0 + offs_n0[None, :] * buf54_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t59 = tl.load(m56_ptr + offs_n0[None, :] * m56_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t60 = (t55) * (t59)
    t61 = (t55) * (t55)
    t62 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t61, 0.0), axis=1, keep_dims=True)
    t63 = t62 + 0.00032
    t64 = tl.rsqrt(t63)
    t65 = (t60) * (t64)
    t69 = tl.load(m66_ptr + offs_n0[:, None] * m66_s0 + offs_n1[None, :] * m66_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_70:
        t71 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t65, 0.0), tl.where((offs_n0 < E_n0)[:, None], t69, 0.0), input_precision="ieee")
    else:
        t71 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t65, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t69, 0.0), 0), axis=1)
    t72 = (t71) * (5.656854249492381)
    t73 = 1.0 / (1.0 + tl.exp(-(t72)))
    t74 = (t71) * (t73)
    t78 = tl.load(m75_ptr + offs_n0[:, None] * m75_s0 + offs_n1[None, :] * m75_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_79:
        t80 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t65, 0.0), tl.where((offs_n0 < E_n0)[:, None], t78, 0.0), input_precision="ieee")
    else:
        t80 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t65, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t78, 0.0), 0), axis=1)
    t81 = (t74) * (t80)
    t85 = tl.load(m82_ptr + offs_n1[:, None] * m82_s0 + offs_c1[None, :] * m82_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_86:
        t87 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t81, 0.0), tl.where((offs_n1 < E_n1)[:, None], t85, 0.0), input_precision="ieee")
    else:
        t87 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t81, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t85, 0.0), 0), axis=1)
    t88 = (t87) * (32.00000000000001)
    t89 = tl.load(buf54_ptr + offs_c0[:, None] * buf54_s0 + offs_c1[None, :] * buf54_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t90 = t88 + t89
    tl.store(buf91_ptr + offs_c0[:, None] * buf91_s0 + offs_c1[None, :] * buf91_s1, t90, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    m32 = inputs['w_up']
    m31 = m32.narrow(0, 0, 1)
    m30 = m31.reshape([64, 32])
    m29 = m30.permute([1, 0])
    m41 = inputs['w_down']
    m40 = m41.narrow(0, 0, 1)
    m39 = m40.reshape([32, 64])
    m38 = m39.permute([1, 0])
    buf54 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m29_ptr=m29, m29_s0=m29.stride(0), m29_s1=m29.stride(1), m38_ptr=m38, m38_s0=m38.stride(0), m38_s1=m38.stride(1), buf54_ptr=buf54, buf54_s0=buf54.stride(0), buf54_s1=buf54.stride(1), E_c0=8, E_c1=32, E_c2=64, E_c3=32, E_n0=32, DOT_14=(T['c0']) >= 16 and (T['c3']) >= 16 and (T['c2']) >= 16, DOT_34=(T['c0']) >= 16 and (T['c3']) >= 16 and (T['c2']) >= 16, DOT_43=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, F_n0=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    m58 = m6.narrow(0, 1, 1)
    m57 = m58.reshape([32])
    m56 = m57.reshape([1, 32])
    m68 = m12.narrow(0, 1, 1)
    m67 = m68.reshape([64, 32])
    m66 = m67.permute([1, 0])
    m77 = m32.narrow(0, 1, 1)
    m76 = m77.reshape([64, 32])
    m75 = m76.permute([1, 0])
    m84 = m41.narrow(0, 1, 1)
    m83 = m84.reshape([32, 64])
    m82 = m83.permute([1, 0])
    buf91 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](buf54_ptr=buf54, buf54_s0=buf54.stride(0), buf54_s1=buf54.stride(1), m56_ptr=m56, m56_s0=m56.stride(0), m56_s1=m56.stride(1), m66_ptr=m66, m66_s0=m66.stride(0), m66_s1=m66.stride(1), m75_ptr=m75, m75_s0=m75.stride(0), m75_s1=m75.stride(1), m82_ptr=m82, m82_s0=m82.stride(0), m82_s1=m82.stride(1), buf91_ptr=buf91, buf91_s0=buf91.stride(0), buf91_s1=buf91.stride(1), E_c0=8, E_c1=32, E_n0=32, E_n1=64, DOT_70=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_79=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_86=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'])
    return buf91


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
