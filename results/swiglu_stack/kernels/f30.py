"""swiglu_stack [small], candidate 30: 3 kernel(s)

Rendered by EqiForge from candidate 30 of swiglu_stack [small]: grid(x.0@0) loop(w_up.1[64]: pair(sum, sum)) {loop(x.1[32]: sum) loop(x.1[32]: sum)} [3 mm] ; grid(x.0@0, x.1@1) | grid(x.0@0, x.1@1) loop(x.1[32]: sum) loop(x.1[32]: sum) loop(x.1[32]: sum) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid x.1@1[32]
    c2: loop x.1[32]
    c3: loop w_up.1[64]

Run it on its own: `python kernels/f30.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m9_ptr, m9_s0, m9_s1, m29_ptr, m29_s0, m29_s1, m38_ptr, m38_s0, m38_s1, buf51_ptr, buf51_s0, buf51_s1, E_c0, E_c2, E_c3, E_n0, DOT_14: tl.constexpr, DOT_34: tl.constexpr, DOT_43: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf51: Combine over grid x.0@0[8]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
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
    acc49 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    acc50 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        acc16 = tl.full([T_c0, T_c3], 0.0, tl.float32)
        for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
            offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

            t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
            t7 = tl.load(m3_ptr + offs_c2[None, :] * m3_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
            t8 = (t2) * (t7)
            t13 = tl.load(m9_ptr + offs_c2[:, None] * m9_s0 + offs_c3[None, :] * m9_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
            if DOT_14:
                t15 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t8, 0.0), tl.where((offs_c2 < E_c2)[:, None], t13, 0.0), input_precision="ieee")
            else:
                t15 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t8, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t13, 0.0), 0), axis=1)
            acc16 = acc16 + t15
        t23 = (acc16) * (t22)
        t24 = 1.0 / (1.0 + tl.exp(-(t23)))
        t25 = (acc16) * (t24)
        acc36 = tl.full([T_c0, T_c3], 0.0, tl.float32)
        for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
            offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

            t26 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
            t27 = tl.load(m3_ptr + offs_c2[None, :] * m3_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
            t28 = (t26) * (t27)
            t33 = tl.load(m29_ptr + offs_c2[:, None] * m29_s0 + offs_c3[None, :] * m29_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
            if DOT_34:
                t35 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t28, 0.0), tl.where((offs_c2 < E_c2)[:, None], t33, 0.0), input_precision="ieee")
            else:
                t35 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t28, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t33, 0.0), 0), axis=1)
            acc36 = acc36 + t35
        t37 = (t25) * (acc36)
        t42 = tl.load(m38_ptr + offs_c3[:, None] * m38_s0 + offs_n0[None, :] * m38_s1, mask=(offs_c3 < E_c3)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
        if DOT_43:
            t44 = tl.dot(tl.where((offs_c3 < E_c3)[None, :], t37, 0.0), tl.where((offs_c3 < E_c3)[:, None], t42, 0.0), input_precision="ieee")
        else:
            t44 = tl.sum(tl.expand_dims(tl.where((offs_c3 < E_c3)[None, :], t37, 0.0), 2) * tl.expand_dims(tl.where((offs_c3 < E_c3)[:, None], t42, 0.0), 0), axis=1)
        t47 = (t44) * (t46)
        t48 = (t47) * (t46)
        acc49 = acc49 + t48
        acc50 = acc50 + t44
    tl.store(buf51_ptr + offs_c0[:, None] * buf51_s0 + offs_n0[None, :] * buf51_s1, acc49, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :])


@triton.jit
def kernel_1(buf51_ptr, buf51_s0, buf51_s1, m1_ptr, m1_s0, m1_s1, buf56_ptr, buf56_s0, buf56_s1, E_c0, E_c1, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf56: Combine over grid x.0@0[8], grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    t52 = tl.load(buf51_ptr + offs_c0[:, None] * buf51_s0 + offs_c1[None, :] * buf51_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t53 = (t52) * (32.00000000000001)
    t54 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t55 = t53 + t54
    tl.store(buf56_ptr + offs_c0[:, None] * buf56_s0 + offs_c1[None, :] * buf56_s1, t55, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


@triton.jit
def kernel_2(buf56_ptr, buf56_s0, buf56_s1, m58_ptr, m58_s0, m58_s1, m63_ptr, m63_s0, m63_s1, m83_ptr, m83_s0, m83_s1, m91_ptr, m91_s0, m91_s1, buf102_ptr, buf102_s0, buf102_s1, E_c0, E_c1, E_c2, E_n1, DOT_67: tl.constexpr, DOT_87: tl.constexpr, DOT_95: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf102: Combine over grid x.0@0[8], grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n1 = tl.arange(0, F_n1)
    acc69 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t57 = tl.load(buf56_ptr + offs_c0[:, None] * buf56_s0 + offs_c2[None, :] * buf56_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t61 = tl.load(m58_ptr + offs_c2[None, :] * m58_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t62 = (t57) * (t61)
        t66 = tl.load(m63_ptr + offs_c2[:, None] * m63_s0 + offs_n1[None, :] * m63_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
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
    acc89 = tl.full([T_c0, F_n1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t80 = tl.load(buf56_ptr + offs_c0[:, None] * buf56_s0 + offs_c2[None, :] * buf56_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t81 = tl.load(m58_ptr + offs_c2[None, :] * m58_s1, mask=(offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        t82 = (t80) * (t81)
        t86 = tl.load(m83_ptr + offs_c2[:, None] * m83_s0 + offs_n1[None, :] * m83_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
        if DOT_87:
            t88 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t82, 0.0), tl.where((offs_c2 < E_c2)[:, None], t86, 0.0), input_precision="ieee")
        else:
            t88 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t82, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t86, 0.0), 0), axis=1)
        acc89 = acc89 + t88
    t90 = (t79) * (acc89)
    t94 = tl.load(m91_ptr + offs_n1[:, None] * m91_s0 + offs_c1[None, :] * m91_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_95:
        t96 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t90, 0.0), tl.where((offs_n1 < E_n1)[:, None], t94, 0.0), input_precision="ieee")
    else:
        t96 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t90, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t94, 0.0), 0), axis=1)
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
    buf51 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m29_ptr=m29, m29_s0=m29.stride(0), m29_s1=m29.stride(1), m38_ptr=m38, m38_s0=m38.stride(0), m38_s1=m38.stride(1), buf51_ptr=buf51, buf51_s0=buf51.stride(0), buf51_s1=buf51.stride(1), E_c0=8, E_c2=32, E_c3=64, E_n0=32, DOT_14=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c3']) >= 16, DOT_34=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c3']) >= 16, DOT_43=(T['c0']) >= 16 and (T['c3']) >= 16 and (_pow2(32)) >= 16, F_n0=_pow2(32), T_c0=T['c0'], T_c2=T['c2'], T_c3=T['c3'])
    buf56 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](buf51_ptr=buf51, buf51_s0=buf51.stride(0), buf51_s1=buf51.stride(1), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), buf56_ptr=buf56, buf56_s0=buf56.stride(0), buf56_s1=buf56.stride(1), E_c0=8, E_c1=32, T_c0=T['c0'], T_c1=T['c1'])
    m60 = m6.narrow(0, 1, 1)
    m59 = m60.reshape([32])
    m58 = m59.reshape([1, 32])
    m65 = m12.narrow(0, 1, 1)
    m64 = m65.reshape([64, 32])
    m63 = m64.permute([1, 0])
    m85 = m32.narrow(0, 1, 1)
    m84 = m85.reshape([64, 32])
    m83 = m84.permute([1, 0])
    m93 = m41.narrow(0, 1, 1)
    m92 = m93.reshape([32, 64])
    m91 = m92.permute([1, 0])
    buf102 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_2[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](buf56_ptr=buf56, buf56_s0=buf56.stride(0), buf56_s1=buf56.stride(1), m58_ptr=m58, m58_s0=m58.stride(0), m58_s1=m58.stride(1), m63_ptr=m63, m63_s0=m63.stride(0), m63_s1=m63.stride(1), m83_ptr=m83, m83_s0=m83.stride(0), m83_s1=m83.stride(1), m91_ptr=m91, m91_s0=m91.stride(0), m91_s1=m91.stride(1), buf102_ptr=buf102, buf102_s0=buf102.stride(0), buf102_s1=buf102.stride(1), E_c0=8, E_c1=32, E_c2=32, E_n1=64, DOT_67=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_87=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(64)) >= 16, DOT_95=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'])
    return buf102


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
