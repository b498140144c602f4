"""attention_decode [small], candidate 1: 1 kernel(s)

Rendered by EqiForge from candidate 1 of attention_decode [small]: grid(k.0@0, k.1@1, v.3@3) loop(k.2[64]: rescale) {loop(k.3[16]: sum)} [2 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.0@0[2]
    c1: grid k.1@1[4]
    c2: grid v.3@3[16]
    c3: loop k.2[64]
    c4: loop k.3[16]

Run it on its own: `python kernels/f01.py` checks it once against PyTorch on random inputs.
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
# by coordinate; "kernel_1.c2": the tile of c2 in kernel_1 alone (and in the kernels that read the states it stores)
DEFAULT_TILES = {"c0": 1, "c1": 1, "c2": 2, "c3": 64, "c4": 16}
NUM_WARPS, NUM_STAGES = 1, 4
# the largest useful tile size of each coordinate: its extent rounded up to a power of two, at least 16 (tensor cores)
TILE_LIMITS = {"c0": 16, "c1": 16, "c2": 16, "c3": 64, "c4": 16}


@triton.jit
def _rne_bf16(x):
    """fp32 rounded to the nearest bf16 (ties to even), still fp32: storing it is then exact, where the interpreter's
    own bf16 store truncates (a GPU rounds to nearest)."""
    bits = x.to(tl.uint32, bitcast=True)
    return ((bits + 0x7FFF + ((bits >> 16) & 1)) & 0xFFFF0000).to(tl.float32, bitcast=True)


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m19_ptr, m19_s0, m19_s1, m19_s2, m19_s3, buf29_ptr, buf29_s0, buf29_s1, buf29_s3, E_c0, E_c1, E_c2, E_c3, E_c4, ONCE_c3: tl.constexpr, ONCE_c4: tl.constexpr, ROUND: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # writes buf29: Combine over grid k.0@0[2], grid k.1@1[4], grid v.3@3[16]
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
    if ONCE_c4:
        offs_c4 = tl.arange(0, T_c4)
        mask_c4 = offs_c4 < E_c4

        t2 = tl.load(m1_ptr + offs_c0[:, None, None, None] * m1_s0 + offs_c1[None, :, None, None] * m1_s1 + offs_c4[None, None, None, :] * m1_s3, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_c4[None, None, None, :], other=0)
    acc22 = tl.full([T_c0, T_c1, 1, 1], -float('inf'), tl.float32)
    acc23 = tl.full([T_c0, T_c1, 1, 1], 0.0, tl.float32)
    acc24 = tl.full([T_c0, T_c1, 1, T_c2], 0.0, tl.float32)

    for i_c3 in range(0, 1 if ONCE_c3 else tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
        mask_c3 = offs_c3 < E_c3

        acc7 = tl.full([T_c0, T_c1, 1, T_c3], 0.0, tl.float32)

        for i_c4 in range(0, 1 if ONCE_c4 else tl.cdiv(E_c4, T_c4)):
            offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
            mask_c4 = offs_c4 < E_c4

            if not ONCE_c4:  # else read before the loops around (this loop runs once)
                t2 = tl.load(m1_ptr + offs_c0[:, None, None, None] * m1_s0 + offs_c1[None, :, None, None] * m1_s1 + offs_c4[None, None, None, :] * m1_s3, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_c4[None, None, None, :], other=0)
            t5 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_c1[None, :, None, None] * m3_s1 + offs_c4[None, None, :, None] * m3_s2 + offs_c3[None, None, None, :] * m3_s3, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_c4[None, None, :, None] & mask_c3[None, None, None, :], other=0)
            t6 = tl.sum(tl.expand_dims(t2.to(tl.float32), 4) * tl.expand_dims(t5.to(tl.float32), 2), axis=3)
            acc7 = acc7 + t6
        t8 = tl.max(tl.where(mask_c3[None, None, None, :], acc7, -float('inf')), axis=3, keep_dims=True)
        t9 = (t8) * (0.25)
        t10 = (acc7) * (0.25)
        t11 = t9 - (t9)
        t12 = t11 == t11
        t13 = (t12) == 0
        t14 = tl.exp(t9)
        t15 = tl.where(t13, t14, t9)
        t16 = t10 - (t15)
        t17 = tl.exp(t16)
        t18 = tl.sum(tl.where(mask_c3[None, None, None, :], t17, 0.0), axis=3, keep_dims=True)
        t20 = tl.load(m19_ptr + offs_c0[:, None, None, None] * m19_s0 + offs_c1[None, :, None, None] * m19_s1 + offs_c3[None, None, :, None] * m19_s2 + offs_c2[None, None, None, :] * m19_s3, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_c3[None, None, :, None] & mask_c2[None, None, None, :], other=0)
        t21 = tl.sum(tl.expand_dims(tl.where(mask_c3[None, None, None, :], t17, 0.0), 4) * tl.expand_dims(t20.to(tl.float32), 2), axis=3)
        m25 = tl.maximum(acc22, t9)
        r26 = tl.where(acc22 == -float("inf"), 0.0, tl.exp(acc22 - m25))
        r27 = tl.where(t9 == -float("inf"), 0.0, tl.exp(t9 - m25))
        acc23 = tl.where(acc22 == -float("inf"), 0.0, acc23 * r26) + tl.where(t9 == -float("inf"), 0.0, t18 * r27)
        acc24 = tl.where(acc22 == -float("inf"), 0.0, acc24 * r26) + tl.where(t9 == -float("inf"), 0.0, t21 * r27)
        acc22 = m25
    t28 = (acc24) / (acc23)
    tl.store(buf29_ptr + offs_c0[:, None, None, None] * buf29_s0 + offs_c1[None, :, None, None] * buf29_s1 + offs_c2[None, None, None, :] * buf29_s3, _rne_bf16(t28) if ROUND else t28, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_c2[None, None, None, :])


def _cdiv(a, b):
    return -(-a // b)


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
        "buf29": torch.empty([2, 4, 1, 16], dtype=dtype, device=device),
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
    m1 = inputs['q']
    m4 = inputs['k']
    m3 = m4.permute([0, 1, 3, 2])
    m19 = inputs['v']
    buf29 = buffers["buf29"]
    kernel_0[(_cdiv(2, T['c0']) * _cdiv(4, T['c1']) * _cdiv(16, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m19_ptr=m19, m19_s0=m19.stride(0), m19_s1=m19.stride(1), m19_s2=m19.stride(2), m19_s3=m19.stride(3), buf29_ptr=buf29, buf29_s0=buf29.stride(0), buf29_s1=buf29.stride(1), buf29_s3=buf29.stride(3), E_c0=2, E_c1=4, E_c2=16, E_c3=64, E_c4=16, ONCE_c3=T['c3'] >= 64, ONCE_c4=T['c4'] >= 16, ROUND=_ROUND, T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'], T_c4=T['c4'], num_warps=T.get("kernel_0.num_warps", num_warps), num_stages=T.get("kernel_0.num_stages", num_stages))
    result = buf29
    return result.to(dtype) if result.is_floating_point() else result


if __name__ == "__main__":
    import sys

    from eqiforge.host.codegen.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
