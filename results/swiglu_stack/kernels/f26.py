"""swiglu_stack [small], candidate 26: 2 kernel(s)

Rendered by EqiForge from candidate 26 of swiglu_stack [small]: grid(x.0@0, x.1@1) loop(w_up.1[64]: sum) {loop(x.1[32]: sum)} [3 mm] | grid(x.0@0, x.1@1) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid x.1@1[32]
    c2: loop w_up.1[64]
    c3: loop x.1[32]

Run it on its own: `python kernels/f26.py` checks it once against PyTorch on random inputs.
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
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m9_ptr, m9_s0, m9_s1, m29_ptr, m29_s0, m29_s1, m38_ptr, m38_s0, m38_s1, buf49_ptr, buf49_s0, buf49_s1, E_c0, E_c1, E_c2, E_c3, E_n0, DOT_14: tl.constexpr, DOT_34: tl.constexpr, DOT_43: tl.constexpr, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf49: Combine over grid x.0@0[8], grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    offs_one = tl.arange(0, 1)
    offs_n0 = tl.arange(0, F_n0)
    t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_n0[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t7 = tl.load(m3_ptr + offs_n0[None, :] * m3_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t8 = (t2) * (t7)
    acc19 = tl.full([T_c0, 1], 0.0, tl.float32)
    for i_c3 in range(0, tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t16 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c3[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c3 < E_c3)[None, :], other=0).to(tl.float32)
        t17 = (t16) * (t16)
        t18 = tl.sum(tl.where((offs_c3 < E_c3)[None, :], t17, 0.0), axis=1, keep_dims=True)
        acc19 = acc19 + t18
    t20 = acc19 + 0.00032
    t21 = tl.rsqrt(t20)
    t23 = (acc19) * (0.03125)
    t24 = t23 + 1e-05
    t25 = tl.rsqrt(t24)
    acc45 = tl.full([T_c0, T_c1], 0.0, tl.float32)
    for i_c2 in range(0, tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

        t13 = tl.load(m9_ptr + offs_n0[:, None] * m9_s0 + offs_c2[None, :] * m9_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        if DOT_14:
            t15 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t8, 0.0), tl.where((offs_n0 < E_n0)[:, None], t13, 0.0), input_precision="ieee")
        else:
            t15 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t8, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t13, 0.0), 0), axis=1)
        t22 = (t15) * (t21)
        t26 = (t15) * (t25)
        t27 = 1.0 / (1.0 + tl.exp(-(t26)))
        t28 = (t22) * (t27)
        t33 = tl.load(m29_ptr + offs_n0[:, None] * m29_s0 + offs_c2[None, :] * m29_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_c2 < E_c2)[None, :], other=0).to(tl.float32)
        if DOT_34:
            t35 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t8, 0.0), tl.where((offs_n0 < E_n0)[:, None], t33, 0.0), input_precision="ieee")
        else:
            t35 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t8, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t33, 0.0), 0), axis=1)
        t36 = (t35) * (t25)
        t37 = (t28) * (t36)
        t42 = tl.load(m38_ptr + offs_c2[:, None] * m38_s0 + offs_c1[None, :] * m38_s1, mask=(offs_c2 < E_c2)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
        if DOT_43:
            t44 = tl.dot(tl.where((offs_c2 < E_c2)[None, :], t37, 0.0), tl.where((offs_c2 < E_c2)[:, None], t42, 0.0), input_precision="ieee")
        else:
            t44 = tl.sum(tl.expand_dims(tl.where((offs_c2 < E_c2)[None, :], t37, 0.0), 2) * tl.expand_dims(tl.where((offs_c2 < E_c2)[:, None], t42, 0.0), 0), axis=1)
        acc45 = acc45 + t44
    t46 = (acc45) * (5.656854249492381)
    t47 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t48 = t46 + t47
    tl.store(buf49_ptr + offs_c0[:, None] * buf49_s0 + offs_c1[None, :] * buf49_s1, t48, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


@triton.jit
def kernel_1(buf49_ptr, buf49_s0, buf49_s1, m51_ptr, m51_s0, m51_s1, m56_ptr, m56_s0, m56_s1, m71_ptr, m71_s0, m71_s1, m79_ptr, m79_s0, m79_s1, buf88_ptr, buf88_s0, buf88_s1, E_c0, E_c1, E_n0, E_n1, DOT_60: tl.constexpr, DOT_75: tl.constexpr, DOT_83: tl.constexpr, F_n0: tl.constexpr, F_n1: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr):
    # writes buf88: Combine over grid x.0@0[8], grid x.1@1[32]
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
    t50 = tl.load(buf49_ptr + offs_c0[:, None] * buf49_s0 + offs_n0[None, :] * buf49_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t54 = tl.load(m51_ptr + offs_n0[None, :] * m51_s1, mask=(offs_n0 < E_n0)[None, :], other=0).to(tl.float32)
    t55 = (t50) * (t54)
    t59 = tl.load(m56_ptr + offs_n0[:, None] * m56_s0 + offs_n1[None, :] * m56_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_60:
        t61 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t55, 0.0), tl.where((offs_n0 < E_n0)[:, None], t59, 0.0), input_precision="ieee")
    else:
        t61 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t55, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t59, 0.0), 0), axis=1)
    t62 = (t50) * (t50)
    t63 = tl.sum(tl.where((offs_n0 < E_n0)[None, :], t62, 0.0), axis=1, keep_dims=True)
    t64 = t63 + 0.00032
    t65 = tl.rsqrt(t64)
    t66 = (t61) * (t65)
    t67 = (t66) * (5.656854249492381)
    t68 = 1.0 / (1.0 + tl.exp(-(t67)))
    t69 = (t61) * (t68)
    t70 = (t69) * (t65)
    t74 = tl.load(m71_ptr + offs_n0[:, None] * m71_s0 + offs_n1[None, :] * m71_s1, mask=(offs_n0 < E_n0)[:, None] & (offs_n1 < E_n1)[None, :], other=0).to(tl.float32)
    if DOT_75:
        t76 = tl.dot(tl.where((offs_n0 < E_n0)[None, :], t55, 0.0), tl.where((offs_n0 < E_n0)[:, None], t74, 0.0), input_precision="ieee")
    else:
        t76 = tl.sum(tl.expand_dims(tl.where((offs_n0 < E_n0)[None, :], t55, 0.0), 2) * tl.expand_dims(tl.where((offs_n0 < E_n0)[:, None], t74, 0.0), 0), axis=1)
    t77 = (t76) * (t65)
    t78 = (t70) * (t77)
    t82 = tl.load(m79_ptr + offs_n1[:, None] * m79_s0 + offs_c1[None, :] * m79_s1, mask=(offs_n1 < E_n1)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    if DOT_83:
        t84 = tl.dot(tl.where((offs_n1 < E_n1)[None, :], t78, 0.0), tl.where((offs_n1 < E_n1)[:, None], t82, 0.0), input_precision="ieee")
    else:
        t84 = tl.sum(tl.expand_dims(tl.where((offs_n1 < E_n1)[None, :], t78, 0.0), 2) * tl.expand_dims(tl.where((offs_n1 < E_n1)[:, None], t82, 0.0), 0), axis=1)
    t85 = (t84) * (32.00000000000001)
    t86 = tl.load(buf49_ptr + offs_c0[:, None] * buf49_s0 + offs_c1[None, :] * buf49_s1, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :], other=0).to(tl.float32)
    t87 = t85 + t86
    tl.store(buf88_ptr + offs_c0[:, None] * buf88_s0 + offs_c1[None, :] * buf88_s1, t87, mask=(offs_c0 < E_c0)[:, None] & (offs_c1 < E_c1)[None, :])


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
    buf49 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_0[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m9_ptr=m9, m9_s0=m9.stride(0), m9_s1=m9.stride(1), m29_ptr=m29, m29_s0=m29.stride(0), m29_s1=m29.stride(1), m38_ptr=m38, m38_s0=m38.stride(0), m38_s1=m38.stride(1), buf49_ptr=buf49, buf49_s0=buf49.stride(0), buf49_s1=buf49.stride(1), E_c0=8, E_c1=32, E_c2=64, E_c3=32, E_n0=32, DOT_14=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c2']) >= 16, DOT_34=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (T['c2']) >= 16, DOT_43=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, F_n0=_pow2(32), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'])
    m53 = m6.narrow(0, 1, 1)
    m52 = m53.reshape([32])
    m51 = m52.reshape([1, 32])
    m58 = m12.narrow(0, 1, 1)
    m57 = m58.reshape([64, 32])
    m56 = m57.permute([1, 0])
    m73 = m32.narrow(0, 1, 1)
    m72 = m73.reshape([64, 32])
    m71 = m72.permute([1, 0])
    m81 = m41.narrow(0, 1, 1)
    m80 = m81.reshape([32, 64])
    m79 = m80.permute([1, 0])
    buf88 = torch.full([8, 32], float("nan"), dtype=torch.float32, device=device)
    kernel_1[(_cdiv(8, T['c0']) * _cdiv(32, T['c1']),)](buf49_ptr=buf49, buf49_s0=buf49.stride(0), buf49_s1=buf49.stride(1), m51_ptr=m51, m51_s0=m51.stride(0), m51_s1=m51.stride(1), m56_ptr=m56, m56_s0=m56.stride(0), m56_s1=m56.stride(1), m71_ptr=m71, m71_s0=m71.stride(0), m71_s1=m71.stride(1), m79_ptr=m79, m79_s0=m79.stride(0), m79_s1=m79.stride(1), buf88_ptr=buf88, buf88_s0=buf88.stride(0), buf88_s1=buf88.stride(1), E_c0=8, E_c1=32, E_n0=32, E_n1=64, DOT_60=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_75=(T['c0']) >= 16 and (_pow2(32)) >= 16 and (_pow2(64)) >= 16, DOT_83=(T['c0']) >= 16 and (_pow2(64)) >= 16 and (T['c1']) >= 16, F_n0=_pow2(32), F_n1=_pow2(64), T_c0=T['c0'], T_c1=T['c1'])
    return buf88


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
