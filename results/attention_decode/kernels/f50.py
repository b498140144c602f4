"""attention_decode [small], candidate 50: 2 kernel(s)

Rendered by EqiForge from candidate 50 of attention_decode [small]: store(k.3[16]) ; grid(k.0@0) loop(k.2[64]: rescale) {loop(k.3[16]: sum, stored)} loop(k.3[16]: sum) [2 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.0@0[2]
    c1: loop k.2[64]
    c2: loop k.3[16]

Run it on its own: `python kernels/f50.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/attention_decode.py"
CONFIG = "small"
# the schedule the ranking chose for this config (modelled for H200 in bf16): tile sizes, and num_warps and num_stages of every launch
DEFAULT_TILES = {"c0": 16, "c1": 1, "c2": 8}
NUM_WARPS, NUM_STAGES = 8, 1
# the largest useful tile size of each coordinate: its extent rounded up to a power of two, at least 16 (tensor cores)
TILE_LIMITS = {"c0": 16, "c1": 64, "c2": 16}


@triton.jit
def _rne_bf16(x):
    """fp32 rounded to the nearest bf16 (ties to even), still fp32: storing it is then exact, where the interpreter's
    own bf16 store truncates (a GPU rounds to nearest)."""
    bits = x.to(tl.uint32, bitcast=True)
    return ((bits + 0x7FFF + ((bits >> 16) & 1)) & 0xFFFF0000).to(tl.float32, bitcast=True)


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, states7_ptr, states7_s0, states7_s1, states7_s2, states7_s3, states7_s4, states7_s6, E_c0, E_c1, E_c2, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # stores states7: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    mask_c0 = offs_c0 < E_c0
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    mask_c1 = offs_c1 < E_c1
    i_c2 = pid % tl.cdiv(E_c2, T_c2)
    offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
    mask_c2 = offs_c2 < E_c2
    offs_n0 = tl.arange(0, F_n0)
    mask_n0 = offs_n0 < E_n0
    t2 = tl.load(m1_ptr + offs_c0[:, None, None, None] * m1_s0 + offs_n0[None, :, None, None] * m1_s1 + offs_c2[None, None, None, :] * m1_s3, mask=mask_c0[:, None, None, None] & mask_n0[None, :, None, None] & mask_c2[None, None, None, :], other=0)
    t5 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_n0[None, :, None, None] * m3_s1 + offs_c2[None, None, :, None] * m3_s2 + offs_c1[None, None, None, :] * m3_s3, mask=mask_c0[:, None, None, None] & mask_n0[None, :, None, None] & mask_c2[None, None, :, None] & mask_c1[None, None, None, :], other=0)
    t6 = tl.sum(tl.expand_dims(t2.to(tl.float32), 4) * tl.expand_dims(t5.to(tl.float32), 2), axis=3)
    tl.store(states7_ptr + i_c0 * states7_s0 + i_c1 * states7_s1 + i_c2 * states7_s2 + tl.arange(0, T_c0)[:, None, None, None] * states7_s3 + tl.arange(0, F_n0)[None, :, None, None] * states7_s4 + tl.arange(0, T_c1)[None, None, None, :] * states7_s6 + tl.zeros([T_c0, F_n0, 1, T_c1], tl.int32), t6)


@triton.jit
def kernel_1(states7_ptr, states7_s0, states7_s1, states7_s2, states7_s3, states7_s4, states7_s6, m20_ptr, m20_s0, m20_s1, m20_s2, m20_s3, m1_ptr, m1_s0, m1_s1, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, buf37_ptr, buf37_s0, buf37_s1, buf37_s3, E_c0, E_c1, E_c2, E_n0, E_n1, E_n2, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n2: tl.constexpr, ONCE_c1: tl.constexpr, ONCE_c2: tl.constexpr, ROUND: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf37: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    mask_c0 = offs_c0 < E_c0
    offs_n0 = tl.arange(0, F_n0)
    mask_n0 = offs_n0 < E_n0
    offs_n1 = tl.arange(0, F_n1)
    mask_n1 = offs_n1 < E_n1
    offs_n2 = tl.arange(0, F_n2)
    mask_n2 = offs_n2 < E_n2
    acc23 = tl.full([T_c0, F_n0, 1, 1], -float('inf'), tl.float32)
    acc24 = tl.full([T_c0, F_n0, 1, F_n1], 0.0, tl.float32)

    for i_c1 in range(0, 1 if ONCE_c1 else tl.cdiv(E_c1, T_c1)):
        offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
        mask_c1 = offs_c1 < E_c1

        acc9 = tl.full([T_c0, F_n0, 1, T_c1], 0.0, tl.float32)

        for i_c2 in range(0, 1 if ONCE_c2 else tl.cdiv(E_c2, T_c2)):
            offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)

            t8 = tl.load(states7_ptr + i_c0 * states7_s0 + i_c1 * states7_s1 + i_c2 * states7_s2 + tl.arange(0, T_c0)[:, None, None, None] * states7_s3 + tl.arange(0, F_n0)[None, :, None, None] * states7_s4 + tl.arange(0, T_c1)[None, None, None, :] * states7_s6 + tl.zeros([T_c0, F_n0, 1, T_c1], tl.int32))
            acc9 = acc9 + t8
        t10 = tl.max(tl.where(mask_c1[None, None, None, :], acc9, -float('inf')), axis=3, keep_dims=True)
        t11 = (t10) * (0.25)
        t12 = (acc9) * (0.25)
        t13 = t11 - (t11)
        t14 = t13 == t13
        t15 = (t14) == 0
        t16 = tl.exp(t11)
        t17 = tl.where(t15, t16, t11)
        t18 = t12 - (t17)
        t19 = tl.exp(t18)
        t21 = tl.load(m20_ptr + offs_c0[:, None, None, None] * m20_s0 + offs_n0[None, :, None, None] * m20_s1 + offs_c1[None, None, :, None] * m20_s2 + offs_n1[None, None, None, :] * m20_s3, mask=mask_c0[:, None, None, None] & mask_n0[None, :, None, None] & mask_c1[None, None, :, None] & mask_n1[None, None, None, :], other=0)
        t22 = tl.sum(tl.expand_dims(tl.where(mask_c1[None, None, None, :], t19, 0.0), 4) * tl.expand_dims(t21.to(tl.float32), 2), axis=3)
        m25 = tl.maximum(acc23, t11)
        r26 = tl.where(acc23 == -float("inf"), 0.0, tl.exp(acc23 - m25))
        r27 = tl.where(t11 == -float("inf"), 0.0, tl.exp(t11 - m25))
        acc24 = tl.where(acc23 == -float("inf"), 0.0, acc24 * r26) + tl.where(t11 == -float("inf"), 0.0, t22 * r27)
        acc23 = m25
    acc31 = tl.full([T_c0, F_n0, 1, F_n2], 0.0, tl.float32)

    for i_c2 in range(0, 1 if ONCE_c2 else tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
        mask_c2 = offs_c2 < E_c2

        t28 = tl.load(m1_ptr + offs_c0[:, None, None, None] * m1_s0 + offs_n0[None, :, None, None] * m1_s1 + offs_c2[None, None, None, :] * m1_s3, mask=mask_c0[:, None, None, None] & mask_n0[None, :, None, None] & mask_c2[None, None, None, :], other=0)
        t29 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_n0[None, :, None, None] * m3_s1 + offs_c2[None, None, :, None] * m3_s2 + offs_n2[None, None, None, :] * m3_s3, mask=mask_c0[:, None, None, None] & mask_n0[None, :, None, None] & mask_c2[None, None, :, None] & mask_n2[None, None, None, :], other=0)
        t30 = tl.sum(tl.expand_dims(t28.to(tl.float32), 4) * tl.expand_dims(t29.to(tl.float32), 2), axis=3)
        acc31 = acc31 + t30
    t32 = (acc31) * (0.25)
    t33 = t32 - (acc23)
    t34 = tl.exp(t33)
    t35 = tl.sum(tl.where(mask_n2[None, None, None, :], t34, 0.0), axis=3, keep_dims=True)
    t36 = (acc24) / (t35)
    tl.store(buf37_ptr + offs_c0[:, None, None, None] * buf37_s0 + offs_n0[None, :, None, None] * buf37_s1 + offs_n1[None, None, None, :] * buf37_s3, _rne_bf16(t36) if ROUND else t36, mask=mask_c0[:, None, None, None] & mask_n0[None, :, None, None] & mask_n1[None, None, None, :])


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


def allocate(inputs, tiles=None):
    """The buffers launch() writes, uninitialised: kernel outputs and intermediates in the inputs' dtype, stored loop
    states in fp32. Pass them to launch(out=...) so a timed launch runs kernels only."""
    T = dict(DEFAULT_TILES, **(tiles or {}))
    device = next(iter(inputs.values())).device
    dtype = _storage_dtype(inputs)
    return {
        "states7": torch.empty([_cdiv(2, T['c0']), _cdiv(64, T['c1']), _cdiv(16, T['c2']), T['c0'], _pow2(4), 1, T['c1']], dtype=torch.float32, device=device),
        "buf37": torch.empty([2, 4, 1, 16], dtype=dtype, device=device),
    }


def launch(inputs, tiles=None, out=None):
    """Run the program on a dict of input tensors (all floating-point ones of one dtype: bf16, fp16 or fp32).
    `tiles` overrides the schedule by name: tile sizes (powers of two) by coordinate, and num_warps and num_stages of
    every kernel launch; `out` takes the buffers allocate() returns."""
    T = dict(DEFAULT_TILES, **(tiles or {}))
    num_warps, num_stages = T.pop("num_warps", NUM_WARPS), T.pop("num_stages", NUM_STAGES)
    buffers = allocate(inputs, T) if out is None else out
    device = next(iter(inputs.values())).device
    dtype = _storage_dtype(inputs)
    _DOT_T, _PRECISION = _dot_types(dtype)
    _ROUND = os.environ.get("TRITON_INTERPRET") == "1" and dtype == torch.bfloat16
    m1 = inputs['q']
    m4 = inputs['k']
    m3 = m4.permute([0, 1, 3, 2])
    states7 = buffers["states7"]
    kernel_0[(_cdiv(2, T['c0']) * _cdiv(64, T['c1']) * _cdiv(16, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), states7_ptr=states7, states7_s0=states7.stride(0), states7_s1=states7.stride(1), states7_s2=states7.stride(2), states7_s3=states7.stride(3), states7_s4=states7.stride(4), states7_s6=states7.stride(6), E_c0=2, E_c1=64, E_c2=16, E_n0=4, F_n0=_pow2(4), T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], num_warps=num_warps, num_stages=num_stages)
    m20 = inputs['v']
    buf37 = buffers["buf37"]
    kernel_1[(_cdiv(2, T['c0']),)](states7_ptr=states7, states7_s0=states7.stride(0), states7_s1=states7.stride(1), states7_s2=states7.stride(2), states7_s3=states7.stride(3), states7_s4=states7.stride(4), states7_s6=states7.stride(6), m20_ptr=m20, m20_s0=m20.stride(0), m20_s1=m20.stride(1), m20_s2=m20.stride(2), m20_s3=m20.stride(3), m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), buf37_ptr=buf37, buf37_s0=buf37.stride(0), buf37_s1=buf37.stride(1), buf37_s3=buf37.stride(3), E_c0=2, E_c1=64, E_c2=16, E_n0=4, E_n1=16, E_n2=64, F_n0=_pow2(4), F_n1=_pow2(16), F_n2=_pow2(64), ONCE_c1=T['c1'] >= 64, ONCE_c2=T['c2'] >= 16, ROUND=_ROUND, T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], num_warps=num_warps, num_stages=num_stages)
    result = buf37
    return result.to(dtype) if result.is_floating_point() else result


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
