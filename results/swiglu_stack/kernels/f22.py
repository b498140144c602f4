"""swiglu_stack [small], candidate 22: 3 kernel(s)

Rendered by EqiForge from candidate 22 of swiglu_stack [small]: grid(x.0@0) loop(w_up.1[64]: pair(sum, sum)) {loop(x.1[32]: sum)} [4 mm] ; grid(x.1@1) | grid(x.0@0, x.1@1) loop(x.1[32]: sum) loop(x.1[32]: sum) loop(x.1[32]: sum) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid x.1@1[32]
    c2: loop x.1[32]
    c3: loop w_up.1[64]

Run it on its own: `python kernels/f22.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m16_ptr, m16_s0, m16_s1, m23_ptr, m23_s0, m23_s1, m35_ptr, m35_s0, m35_s1, buf51_ptr, buf51_s0, buf51_s1, E_c0, E_c2, E_c3, E_n1, DOT_21: tl.constexpr, DOT_28: tl.constexpr, DOT_40: tl.constexpr, DOT_47: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf51: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    t7 = tl.load(m3_ptr + offs_n1[None, :] * m3_s1, mask=(offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
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
    acc49 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    acc50 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t20 = tl.load(m16_ptr + offs_n1[:, None] * m16_s0 + offs_c3[None, :] * m16_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
        if DOT_21:
            t22 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t15, 0.0), tl.where((offs_n1 < E_n1)[:, None], t20, 0.0), input_precision="ieee")
        else:
            t22 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t15, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t20, 0.0), 0), axis=1)
        t27 = tl.load(m23_ptr + offs_n1[:, None] * m23_s0 + offs_c3[None, :] * m23_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
        if DOT_28:
            t29 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t15, 0.0), tl.where((offs_n1 < E_n1)[:, None], t27, 0.0), input_precision="ieee")
        else:
            t29 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t15, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t27, 0.0), 0), axis=1)
        t30 = (t29) * (2.8284271247461903)
        t31 = 2.0 / (1.0 + tl.exp(-2.0 * (t30))) - 1.0
        t32 = t31 + 1.0
        t33 = (t29) * (t32)
        t34 = (t22) * (t33)
        t39 = tl.load(m35_ptr + offs_c3[:, None] * m35_s0 + offs_n1[None, :] * m35_s1, mask=(offs_c3 < E_c3)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_40:
            t41 = tl.dot(tl.where((offs_c3 < E_c3)[None, :], t34, 0.0), tl.where((offs_c3 < E_c3)[:, None], t39, 0.0), input_precision="ieee")
        else:
            t41 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :], t34, 0.0), 2) * tl.expand_dims(tl.where((offs_c3 < E_c3)[:, None], t39, 0.0), 0), axis=1)
        t42 = (t41) * (5.656854249492381)
        t43 = (t29) * (5.656854249492381)
        t44 = 1.0 / (1.0 + tl.exp(-(t43)))
        t45 = (t29) * (t44)
        t46 = (t45) * (t22)
        if DOT_47:
            t48 = tl.dot(tl.where((offs_c3 < E_c3)[None, :], t46, 0.0), tl.where((offs_c3 < E_c3)[:, None], t39, 0.0), input_precision="ieee")
        else:
            t48 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :], t46, 0.0), 2) * tl.expand_dims(tl.where((offs_c3 < E_c3)[:, None], t39, 0.0), 0), axis=1)
        acc49 = acc49 + t42
        acc50 = acc50 + t48
    tl.store(buf51_ptr + offs_c0[:, None] * buf51_s0 + offs_n1[None, :] * buf51_s1, acc50, mask=(offs_c0 < E_c0)[:, None] & (offs_n1 < E_n1)[None, :])


@triton.jit
def kernel_1(buf51_ptr, buf51_s0, buf51_s1, m1_ptr, m1_s0, m1_s1, buf56_ptr, buf56_s0, buf56_s1, E_c1, E_n0, F_n0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf56: Combine over grid x.1@1[32]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t52 = tl.load(buf51_ptr + offs_n0[:, None] * buf51_s0 + offs_c1[None, :] * buf51_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t53 = (t52) * (32.00000000000001)
    t54 = tl.load(m1_ptr + offs_n0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t55 = t53 + t54
    tl.store(buf56_ptr + offs_n0[:, None] * buf56_s0 + offs_c1[None, :] * buf56_s1, t55, mask=(offs_n0 < E_n0)[:, None] & (offs_c1 < E_c1)[None, :])


@triton.jit
def kernel_2(buf56_ptr, buf56_s0, buf56_s1, m58_ptr, m58_s0, m58_s1, m63_ptr, m63_s0, m63_s1, m83_ptr, m83_s0, m83_s1, m91_ptr, m91_s0, m91_s1, buf102_ptr, buf102_s0, buf102_s1, E_c0, E_c1, E_c2, E_n2, DOT_67: tl.constexpr, DOT_87: tl.constexpr, DOT_95: tl.constexpr, F_n2: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf102: Combine over grid x.0@0[8], grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n2 = tl.arange(0, F_n2)
    acc69 = tl.full([T_c0, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t57 = tl.load(buf56_ptr + offs_c0[:, None] * buf56_s0 + offs_c2[None, :] * buf56_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t61 = tl.load(m58_ptr + offs_c2[None, :] * m58_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t62 = (t57) * (t61)
        t66 = tl.load(m63_ptr + offs_c2[:, None] * m63_s0 + offs_n2[None, :] * m63_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
        if DOT_67:
            t68 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t62, 0.0), tl.where((offs_c2 < E_c2)[:, None], t66, 0.0), input_precision="ieee")
        else:
            t68 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t62, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t66, 0.0), 0), axis=1)
        acc69 = acc69 + t68
    acc73 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t70 = tl.load(buf56_ptr + offs_c0[:, None] * buf56_s0 + offs_c2[None, :] * buf56_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t71 = (t70) * (t70)
        t72 = tl.sum(tl.where((offs_c2 < E_c2)[None, :], t71, 0.0), axis=1, keep_dims=True)
        acc73 = acc73 + t72
    t74 = acc73 + 0.00032
    t75 = tl.rsqrt(t74)
    t76 = (acc69) * (t75)
    t77 = (t76) * (5.656854249492381)
    t78 = 1.0 / (1.0 + tl.exp(-(t77)))
    t79 = (acc69) * (t78)
    acc89 = tl.full([T_c0, F_n2], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t80 = tl.load(buf56_ptr + offs_c0[:, None] * buf56_s0 + offs_c2[None, :] * buf56_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t81 = tl.load(m58_ptr + offs_c2[None, :] * m58_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t82 = (t80) * (t81)
        t86 = tl.load(m83_ptr + offs_c2[:, None] * m83_s0 + offs_n2[None, :] * m83_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n2 < E_n2)[None, :], other=0).to(tl.float32)
        if DOT_87:
            t88 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t82, 0.0), tl.where((offs_c2 < E_c2)[:, None], t86, 0.0), input_precision="ieee")
        else:
            t88 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t82, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t86, 0.0), 0), axis=1)
        acc89 = acc89 + t88
    t90 = (t79) * (acc89)
    t94 = tl.load(m91_ptr + offs_n2[:, None] * m91_s0 + offs_c1[None, :] * m91_s1, mask=(offs_n2 < E_n2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_95:
        t96 = tl.dot(tl.where((offs_n2 < E_n2)[None, :], t90, 0.0), tl.where((offs_n2 < E_n2)[:, None], t94, 0.0), input_precision="ieee")
    else:
        t96 = tl.sum(tl.expand_dims(tl.where((offs_n2 < E_n2)[None, :], t90, 0.0), 2) * tl.expand_dims(tl.where((offs_n2 < E_n2)[:, None], t94, 0.0), 0), axis=1)
    t97 = (t96) * (t75)
    t98 = (t97) * (t75)
    t99 = (t98) * (32.00000000000001)
    t100 = tl.load(buf56_ptr + offs_c0[:, None] * buf56_s0 + offs_c1[None, :] * buf56_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t101 = t99 + t100
    tl.store(buf102_ptr + offs_c0[:, None] * buf102_s0 + offs_c1[None, :] * buf102_s1, t101, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    m19 = inputs['w_up']
    m18 = m19.narrow(0, 0, 1)
    m17 = m18.reshape([64, 32])
    m16 = m17.permute([1, 0])
    m26 = inputs['w_gate']
    m25 = m26.narrow(0, 0, 1)
    m24 = m25.reshape([64, 32])
    m23 = m24.permute([1, 0])
    m38 = inputs['w_down']
    m37 = m38.narrow(0, 0, 1)
    m36 = m37.reshape([32, 64])
    m35 = m36.permute([1, 0])
    buf51 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m16_ptr=m16, m16_s0=m16.stride(0), m16_s1=m16.stride(1), m23_ptr=m23, m23_s0=m23.stride(0), m23_s1=m23.stride(1), m35_ptr=m35, m35_s0=m35.stride(0), m35_s1=m35.stride(1), buf51_ptr=buf51, buf51_s0=buf51.stride(0), buf51_s1=buf51.stride(1), E_c0=8, E_c2=32, E_c3=64, E_n1=32, DOT_21=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c3']) >= 16, DOT_28=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c3']) >= 16, DOT_40=(T['c0']) >= 16 and (T['c3']) >= 16 and (_pow2(32)) >= 16, DOT_47=(T['c0']) >= 16 and (T['c3']) >= 16 and (_pow2(32)) >= 16, F_n1=_pow2(32), T_c0=T['c0'], T_c2=T['c2'], T_c3=T['c3'])
    buf56 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(32, T['c1']),)](buf51_ptr=buf51, buf51_s0=buf51.stride(0), buf51_s1=buf51.stride(1), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf56_ptr=buf56, buf56_s0=buf56.stride(0), buf56_s1=buf56.stride(1), E_c1=32, E_n0=8, F_n0=_pow2(8), T_c1=T['c1'])
    m60 = m6.narrow(0, 1, 1)
    m59 = m60.reshape([32])
    m58 = m59.reshape([1, 32])
    m65 = m26.narrow(0, 1, 1)
    m64 = m65.reshape([64, 32])
    m63 = m64.permute([1, 0])
    m85 = m19.narrow(0, 1, 1)
    m84 = m85.reshape([64, 32])
    m83 = m84.permute([1, 0])
    m93 = m38.narrow(0, 1, 1)
    m92 = m93.reshape([32, 64])
    m91 = m92.permute([1, 0])
    buf102 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](buf56_ptr=buf56, buf56_s0=buf56.stride(0), buf56_s1=buf56.stride(1), m58_ptr=m58, m58_s0=m58.stride(0), m58_s1=m58.stride(1), m63_ptr=m63, m63_s0=m63.stride(0), m63_s1=m63.stride(1), m83_ptr=m83, m83_s0=m83.stride(0), m83_s1=m83.stride(1), m91_ptr=m91, m91_s0=m91.stride(0), m91_s1=m91.stride(1), buf102_ptr=buf102, buf102_s0=buf102.stride(0), buf102_s1=buf102.stride(1), E_c0=8, E_c1=32, E_c2=32, E_n2=64, DOT_67=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_87=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_95=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n2=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf102


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
