"""swiglu_stack [small], candidate 0: 2 kernel(s)

Rendered by EqiForge from candidate 0 of swiglu_stack [small]: grid(x.0@0, x.1@1) loop(x.1[32]: pair(sum, sum)) loop(x.1[32]: sum) [3 mm] | grid(x.0@0, x.1@1) loop(x.1[32]: pair(sum, sum)) loop(x.1[32]: sum) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid x.1@1[32]
    c2: loop x.1[32]

Run it on its own: `python kernels/f00.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/swiglu_stack.py"
CONFIG = "small"
# the schedule the ranking chose for this config (modelled for H200 in bf16): tile sizes, and num_warps and num_stages of every launch
# by coordinate; "kernel_1.c2": the tile of c2 in kernel_1 alone (and in the kernels that read the states it stores)
DEFAULT_TILES = {"kernel_0.c0": 16, "kernel_1.c0": 16, "kernel_0.c1": 8, "kernel_1.c1": 8, "kernel_0.c2": 16, "kernel_1.c2": 16}
NUM_WARPS, NUM_STAGES = 4, 4
# the largest useful tile size of each coordinate: its extent rounded up to a power of two, at least 16 (tensor cores)
TILE_LIMITS = {"kernel_0.c0": 16, "kernel_1.c0": 16, "kernel_0.c1": 32, "kernel_1.c1": 32, "kernel_0.c2": 32, "kernel_1.c2": 32}


@triton.jit
def _rne_bf16(x):
    """fp32 rounded to the nearest bf16 (ties to even), still fp32: storing it is then exact, where the interpreter's
    own bf16 store truncates (a GPU rounds to nearest)."""
    bits = x.to(tl.uint32, bitcast=True)
    return ((bits + 0x7FFF + ((bits >> 16) & 1)) & 0xFFFF0000).to(tl.float32, bitcast=True)


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m4_ptr, m4_s1, m11_ptr, m11_s0, m11_s1, m18_ptr, m18_s0, m18_s1, m41_ptr, m41_s0, m41_s1, buf53_ptr, buf53_s0, buf53_s1, E_c0, E_c1, E_c2, E_n0, DOT_16: tl.constexpr, DOT_23: tl.constexpr, DOT_46: tl.constexpr, DOT_T: tl.constexpr, F_n0: tl.constexpr, ONCE_c2: tl.constexpr, PRECISION: tl.constexpr, ROUND: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf53: Combine over grid x.0@0[8], grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    mask_c0 = offs_c0 < E_c0
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    mask_c1 = offs_c1 < E_c1
    offs_n0 = tl.arange(0, F_n0)
    mask_n0 = offs_n0 < E_n0
    acc25 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    acc26 = tl.full([T_c0, F_n0], 0.0, tl.float32)

    for i_c2 in range(0, 1 if ONCE_c2 else tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
        mask_c2 = offs_c2 < E_c2

        t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=mask_c0[:, None] & mask_c2[None, :], other=0)
        t3 = t2.to(tl.float32)
        t8 = tl.load(m4_ptr + offs_c2[None, :] * m4_s1, mask=mask_c2[None, :], other=0)
        t9 = t8.to(tl.float32)
        t10 = (t3) * (t9)
        t15 = tl.load(m11_ptr + offs_c2[:, None] * m11_s0 + offs_n0[None, :] * m11_s1, mask=mask_c2[:, None] & mask_n0[None, :], other=0)
        if DOT_16:
            acc25 = tl.dot(tl.where(mask_c2[None, :], t10.to(DOT_T), 0.0), t15.to(DOT_T), acc25, input_precision=PRECISION)
        else:
            acc25 = acc25 + tl.sum(tl.expand_dims(tl.where(mask_c2[None, :], t10, 0.0), 2) * tl.expand_dims(t15.to(tl.float32), 0), axis=1)
        t22 = tl.load(m18_ptr + offs_c2[:, None] * m18_s0 + offs_n0[None, :] * m18_s1, mask=mask_c2[:, None] & mask_n0[None, :], other=0)
        if DOT_23:
            acc26 = tl.dot(tl.where(mask_c2[None, :], t10.to(DOT_T), 0.0), t22.to(DOT_T), acc26, input_precision=PRECISION)
        else:
            acc26 = acc26 + tl.sum(tl.expand_dims(tl.where(mask_c2[None, :], t10, 0.0), 2) * tl.expand_dims(t22.to(tl.float32), 0), axis=1)
    acc31 = tl.full([T_c0, 1], 0.0, tl.float32)

    for i_c2 in range(0, 1 if ONCE_c2 else tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
        mask_c2 = offs_c2 < E_c2

        t27 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=mask_c0[:, None] & mask_c2[None, :], other=0)
        t28 = t27.to(tl.float32)
        t29 = (t28) * (t28)
        t30 = tl.sum(tl.where(mask_c2[None, :], t29, 0.0), axis=1, keep_dims=True)
        acc31 = acc31 + t30
    t32 = acc31 + 0.00032
    t33 = tl.rsqrt(t32)
    t34 = (acc26) * (t33)
    t35 = (t32) * (0.03125)
    t36 = tl.rsqrt(t35)
    t37 = (acc26) * (t36)
    t38 = 1.0 / (1.0 + tl.exp(-(t37)))
    t39 = (t34) * (t38)
    t40 = (t39) * (acc25)
    t45 = tl.load(m41_ptr + offs_n0[:, None] * m41_s0 + offs_c1[None, :] * m41_s1, mask=mask_n0[:, None] & mask_c1[None, :], other=0)
    if DOT_46:
        t47 = tl.dot(tl.where(mask_n0[None, :], t40.to(DOT_T), 0.0), t45.to(DOT_T), input_precision=PRECISION)
    else:
        t47 = tl.sum(tl.expand_dims(tl.where(mask_n0[None, :], t40, 0.0), 2) * tl.expand_dims(t45.to(tl.float32), 0), axis=1)
    t48 = (t47) * (t33)
    t49 = (t48) * (32.00000000000001)
    t50 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c1[None, :] * m1_s1, mask=mask_c0[:, None] & mask_c1[None, :], other=0)
    t51 = t50.to(tl.float32)
    t52 = t49 + t51
    tl.store(buf53_ptr + offs_c0[:, None] * buf53_s0 + offs_c1[None, :] * buf53_s1, _rne_bf16(t52) if ROUND else t52, mask=mask_c0[:, None] & mask_c1[None, :])


@triton.jit
def kernel_1(buf53_ptr, buf53_s0, buf53_s1, m56_ptr, m56_s1, m62_ptr, m62_s0, m62_s1, m68_ptr, m68_s0, m68_s1, m90_ptr, m90_s0, m90_s1, buf101_ptr, buf101_s0, buf101_s1, E_c0, E_c1, E_c2, E_n0, DOT_66: tl.constexpr, DOT_72: tl.constexpr, DOT_94: tl.constexpr, DOT_T: tl.constexpr, F_n0: tl.constexpr, ONCE_c2: tl.constexpr, PRECISION: tl.constexpr, ROUND: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf101: Combine over grid x.0@0[8], grid x.1@1[32]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    mask_c0 = offs_c0 < E_c0
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    mask_c1 = offs_c1 < E_c1
    offs_n0 = tl.arange(0, F_n0)
    mask_n0 = offs_n0 < E_n0
    acc74 = tl.full([T_c0, F_n0], 0.0, tl.float32)
    acc75 = tl.full([T_c0, F_n0], 0.0, tl.float32)

    for i_c2 in range(0, 1 if ONCE_c2 else tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
        mask_c2 = offs_c2 < E_c2

        t54 = tl.load(buf53_ptr + offs_c0[:, None] * buf53_s0 + offs_c2[None, :] * buf53_s1, mask=mask_c0[:, None] & mask_c2[None, :], other=0)
        t55 = t54.to(tl.float32)
        t59 = tl.load(m56_ptr + offs_c2[None, :] * m56_s1, mask=mask_c2[None, :], other=0)
        t60 = t59.to(tl.float32)
        t61 = (t55) * (t60)
        t65 = tl.load(m62_ptr + offs_c2[:, None] * m62_s0 + offs_n0[None, :] * m62_s1, mask=mask_c2[:, None] & mask_n0[None, :], other=0)
        if DOT_66:
            acc74 = tl.dot(tl.where(mask_c2[None, :], t61.to(DOT_T), 0.0), t65.to(DOT_T), acc74, input_precision=PRECISION)
        else:
            acc74 = acc74 + tl.sum(tl.expand_dims(tl.where(mask_c2[None, :], t61, 0.0), 2) * tl.expand_dims(t65.to(tl.float32), 0), axis=1)
        t71 = tl.load(m68_ptr + offs_c2[:, None] * m68_s0 + offs_n0[None, :] * m68_s1, mask=mask_c2[:, None] & mask_n0[None, :], other=0)
        if DOT_72:
            acc75 = tl.dot(tl.where(mask_c2[None, :], t61.to(DOT_T), 0.0), t71.to(DOT_T), acc75, input_precision=PRECISION)
        else:
            acc75 = acc75 + tl.sum(tl.expand_dims(tl.where(mask_c2[None, :], t61, 0.0), 2) * tl.expand_dims(t71.to(tl.float32), 0), axis=1)
    acc80 = tl.full([T_c0, 1], 0.0, tl.float32)

    for i_c2 in range(0, 1 if ONCE_c2 else tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
        mask_c2 = offs_c2 < E_c2

        t76 = tl.load(buf53_ptr + offs_c0[:, None] * buf53_s0 + offs_c2[None, :] * buf53_s1, mask=mask_c0[:, None] & mask_c2[None, :], other=0)
        t77 = t76.to(tl.float32)
        t78 = (t77) * (t77)
        t79 = tl.sum(tl.where(mask_c2[None, :], t78, 0.0), axis=1, keep_dims=True)
        acc80 = acc80 + t79
    t81 = acc80 + 0.00032
    t82 = tl.rsqrt(t81)
    t83 = (acc75) * (t82)
    t84 = (t81) * (0.03125)
    t85 = tl.rsqrt(t84)
    t86 = (acc75) * (t85)
    t87 = 1.0 / (1.0 + tl.exp(-(t86)))
    t88 = (t83) * (t87)
    t89 = (t88) * (acc74)
    t93 = tl.load(m90_ptr + offs_n0[:, None] * m90_s0 + offs_c1[None, :] * m90_s1, mask=mask_n0[:, None] & mask_c1[None, :], other=0)
    if DOT_94:
        t95 = tl.dot(tl.where(mask_n0[None, :], t89.to(DOT_T), 0.0), t93.to(DOT_T), input_precision=PRECISION)
    else:
        t95 = tl.sum(tl.expand_dims(tl.where(mask_n0[None, :], t89, 0.0), 2) * tl.expand_dims(t93.to(tl.float32), 0), axis=1)
    t96 = (t95) * (t82)
    t97 = (t96) * (32.00000000000001)
    t98 = tl.load(buf53_ptr + offs_c0[:, None] * buf53_s0 + offs_c1[None, :] * buf53_s1, mask=mask_c0[:, None] & mask_c1[None, :], other=0)
    t99 = t98.to(tl.float32)
    t100 = t97 + t99
    tl.store(buf101_ptr + offs_c0[:, None] * buf101_s0 + offs_c1[None, :] * buf101_s1, _rne_bf16(t100) if ROUND else t100, mask=mask_c0[:, None] & mask_c1[None, :])


def _cdiv(a, b):
    return -(-a // b)


def _pow2(n):
    return triton.next_power_of_2(n)


def _storage_dtype(inputs):
    """The run's dtype: its floating-point inputs' (fp32 when there are none)."""
    return next((v.dtype for v in inputs.values() if v.is_floating_point()), torch.float32)


def _dot_types(dtype):
    """tl.dot's operand dtype and fp32 precision. On a GPU 16-bit operands go to the tensor cores as they are and fp32
    ones follow torch.get_float32_matmul_precision(); the interpreter computes in fp32 (its 16-bit arithmetic is
    wrong)."""
    if os.environ.get("TRITON_INTERPRET") == "1":
        return tl.float32, "ieee"
    if dtype == torch.float32:
        return tl.float32, "ieee" if torch.get_float32_matmul_precision() == "highest" else "tf32"
    return {torch.bfloat16: tl.bfloat16, torch.float16: tl.float16}[dtype], "ieee"


def _schedule(tiles=None):
    """DEFAULT_TILES with `tiles` over it: an entry by a coordinate's name sets its tile in every kernel, one by
    "kernel_k.c" (a key of DEFAULT_TILES) the tile of that kernel's group alone."""
    T = dict(DEFAULT_TILES)
    for key, size in sorted((tiles or {}).items(), key=lambda item: "." in item[0]):
        T.update({key: size} if "." in key else {k: size for k in T if k.rpartition(".")[2] == key} or {key: size})
    return T


def allocate(inputs, tiles=None):
    """The buffers launch() writes, uninitialised: kernel outputs and intermediates in the inputs' dtype, stored loop
    states in fp32. Pass them to launch(out=...) so a timed launch runs kernels only."""
    device = next(iter(inputs.values())).device
    dtype = _storage_dtype(inputs)
    return {
        "buf53": torch.empty([8, 32], dtype=dtype, device=device),
        "buf101": torch.empty([8, 32], dtype=dtype, device=device),
    }


def launch(inputs, tiles=None, out=None):
    """Run the program on a dict of input tensors (all floating-point ones of one dtype: bf16, fp16 or fp32).
    `tiles` overrides the schedule by name: tile sizes (powers of two) by key of DEFAULT_TILES (a coordinate's name
    alone: its tile in every kernel), and num_warps and num_stages of every kernel launch; `out` takes the buffers
    allocate() returns."""
    T = _schedule(tiles)
    num_warps, num_stages = T.pop("num_warps", NUM_WARPS), T.pop("num_stages", NUM_STAGES)
    buffers = allocate(inputs, T) if out is None else out
    device = next(iter(inputs.values())).device
    dtype = _storage_dtype(inputs)
    _DOT_T, _PRECISION = _dot_types(dtype)
    _ROUND = os.environ.get("TRITON_INTERPRET") == "1" and dtype == torch.bfloat16
    m1 = inputs['x']
    m7 = inputs['w_norm']
    m6 = m7.narrow(0, 0, 1)
    m5 = m6.reshape([32])
    m4 = m5.reshape([1, 32])
    m14 = inputs['w_up']
    m13 = m14.narrow(0, 0, 1)
    m12 = m13.reshape([64, 32])
    m11 = m12.permute([1, 0])
    m21 = inputs['w_gate']
    m20 = m21.narrow(0, 0, 1)
    m19 = m20.reshape([64, 32])
    m18 = m19.permute([1, 0])
    m44 = inputs['w_down']
    m43 = m44.narrow(0, 0, 1)
    m42 = m43.reshape([32, 64])
    m41 = m42.permute([1, 0])
    buf53 = buffers["buf53"]
    kernel_0[(_cdiv(8, T['kernel_0.c0']) * _cdiv(32, T['kernel_0.c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m4_ptr=m4, m4_s1=m4.stride(1), m11_ptr=m11, m11_s0=m11.stride(0), m11_s1=m11.stride(1), m18_ptr=m18, m18_s0=m18.stride(0), m18_s1=m18.stride(1), m41_ptr=m41, m41_s0=m41.stride(0), m41_s1=m41.stride(1), buf53_ptr=buf53, buf53_s0=buf53.stride(0), buf53_s1=buf53.stride(1), E_c0=8, E_c1=32, E_c2=32, E_n0=64, DOT_16=(T['kernel_0.c0']) >= 16 and (T['kernel_0.c2']) >= 16 and (_pow2(64)) >= 16, DOT_23=(T['kernel_0.c0']) >= 16 and (T['kernel_0.c2']) >= 16 and (_pow2(64)) >= 16, DOT_46=(T['kernel_0.c0']) >= 16 and (_pow2(64)) >= 16 and (T['kernel_0.c1']) >= 16, DOT_T=_DOT_T, F_n0=_pow2(64), ONCE_c2=T['kernel_0.c2'] >= 32, PRECISION=_PRECISION, ROUND=_ROUND, T_c0=T['kernel_0.c0'], T_c1=T['kernel_0.c1'], T_c2=T['kernel_0.c2'], num_warps=T.get("kernel_0.num_warps", num_warps), num_stages=T.get("kernel_0.num_stages", num_stages))
    m58 = m7.narrow(0, 1, 1)
    m57 = m58.reshape([32])
    m56 = m57.reshape([1, 32])
    m64 = m14.narrow(0, 1, 1)
    m63 = m64.reshape([64, 32])
    m62 = m63.permute([1, 0])
    m70 = m21.narrow(0, 1, 1)
    m69 = m70.reshape([64, 32])
    m68 = m69.permute([1, 0])
    m92 = m44.narrow(0, 1, 1)
    m91 = m92.reshape([32, 64])
    m90 = m91.permute([1, 0])
    buf101 = buffers["buf101"]
    kernel_1[(_cdiv(8, T['kernel_1.c0']) * _cdiv(32, T['kernel_1.c1']),)](buf53_ptr=buf53, buf53_s0=buf53.stride(0), buf53_s1=buf53.stride(1), m56_ptr=m56, m56_s1=m56.stride(1), m62_ptr=m62, m62_s0=m62.stride(0), m62_s1=m62.stride(1), m68_ptr=m68, m68_s0=m68.stride(0), m68_s1=m68.stride(1), m90_ptr=m90, m90_s0=m90.stride(0), m90_s1=m90.stride(1), buf101_ptr=buf101, buf101_s0=buf101.stride(0), buf101_s1=buf101.stride(1), E_c0=8, E_c1=32, E_c2=32, E_n0=64, DOT_66=(T['kernel_1.c0']) >= 16 and (T['kernel_1.c2']) >= 16 and (_pow2(64)) >= 16, DOT_72=(T['kernel_1.c0']) >= 16 and (T['kernel_1.c2']) >= 16 and (_pow2(64)) >= 16, DOT_94=(T['kernel_1.c0']) >= 16 and (_pow2(64)) >= 16 and (T['kernel_1.c1']) >= 16, DOT_T=_DOT_T, F_n0=_pow2(64), ONCE_c2=T['kernel_1.c2'] >= 32, PRECISION=_PRECISION, ROUND=_ROUND, T_c0=T['kernel_1.c0'], T_c1=T['kernel_1.c1'], T_c2=T['kernel_1.c2'], num_warps=T.get("kernel_1.num_warps", num_warps), num_stages=T.get("kernel_1.num_stages", num_stages))
    result = buf101
    return result.to(dtype) if result.is_floating_point() else result


if __name__ == "__main__":
    import sys

    from eqiforge.host.codegen.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
