"""attention_decode [small], candidate 33: 2 kernel(s)

Rendered by EqiForge from candidate 33 of attention_decode [small]: store(k.3[16]) ; grid(k.0@0, k.1@1, v.3@3) loop(k.3[16]: pair(sum, sum), stored) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.0@0[2]
    c1: grid k.1@1[4]
    c2: grid v.3@3[16]
    c3: loop k.3[16]

Run it on its own: `python kernels/f33.py` checks it once against PyTorch on random inputs.
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
DEFAULT_TILES = {"kernel_0.c0": 16, "kernel_1.c0": 16, "kernel_0.c1": 1, "kernel_1.c1": 1, "c2": 1, "c3": 8}
NUM_WARPS, NUM_STAGES = 2, 4
# the largest useful tile size of each coordinate: its extent rounded up to a power of two, at least 16 (tensor cores)
TILE_LIMITS = {"kernel_0.c0": 16, "kernel_1.c0": 16, "kernel_0.c1": 16, "kernel_1.c1": 16, "c2": 16, "c3": 16}


@triton.jit
def _rne_bf16(x):
    """fp32 rounded to the nearest bf16 (ties to even), still fp32: storing it is then exact, where the interpreter's
    own bf16 store truncates (a GPU rounds to nearest)."""
    bits = x.to(tl.uint32, bitcast=True)
    return ((bits + 0x7FFF + ((bits >> 16) & 1)) & 0xFFFF0000).to(tl.float32, bitcast=True)


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, states8_ptr, states8_s0, states8_s1, states8_s2, states8_s4, states9_ptr, states9_s0, states9_s1, states9_s2, states9_s4, E_c0, E_c1, E_c3, E_n0, F_n0: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c3: tl.constexpr):
    # stores states8, states9: Collect over loop k.3[16]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    pid = pid // tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    mask_c0 = offs_c0 < E_c0
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    pid = pid // tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    mask_c1 = offs_c1 < E_c1
    i_c3 = pid % tl.cdiv(E_c3, T_c3)
    offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
    mask_c3 = offs_c3 < E_c3
    offs_n0 = tl.arange(0, F_n0)
    mask_n0 = offs_n0 < E_n0
    t2 = tl.load(m1_ptr + offs_c0[:, None, None, None] * m1_s0 + offs_c1[None, :, None, None] * m1_s1 + offs_c3[None, None, None, :] * m1_s3, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_c3[None, None, None, :], other=0)
    t5 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_c1[None, :, None, None] * m3_s1 + offs_c3[None, None, :, None] * m3_s2 + offs_n0[None, None, None, :] * m3_s3, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_c3[None, None, :, None] & mask_n0[None, None, None, :], other=0)
    t6 = tl.sum(tl.expand_dims(t2.to(tl.float32), 4) * tl.expand_dims(t5.to(tl.float32), 2), axis=3)
    t7 = (t6) * (0.25)
    tl.store(states8_ptr + i_c3 * states8_s0 + offs_c0[:, None, None, None] * states8_s1 + offs_c1[None, :, None, None] * states8_s2 + tl.arange(0, F_n0)[None, None, None, :] * states8_s4 + tl.zeros([T_c0, T_c1, 1, F_n0], tl.int32), t7, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None])
    tl.store(states9_ptr + i_c3 * states9_s0 + offs_c0[:, None, None, None] * states9_s1 + offs_c1[None, :, None, None] * states9_s2 + tl.arange(0, F_n0)[None, None, None, :] * states9_s4 + tl.zeros([T_c0, T_c1, 1, F_n0], tl.int32), t6, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None])


@triton.jit
def kernel_1(states8_ptr, states8_s0, states8_s1, states8_s2, states8_s4, states9_ptr, states9_s0, states9_s1, states9_s2, states9_s4, m17_ptr, m17_s0, m17_s1, m17_s2, m17_s3, buf22_ptr, buf22_s0, buf22_s1, buf22_s3, E_c0, E_c1, E_c2, E_c3, E_n0, F_n0: tl.constexpr, ONCE_c3: tl.constexpr, ROUND: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr):
    # writes buf22: Combine over grid k.0@0[2], grid k.1@1[4], grid v.3@3[16]
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
    acc12 = tl.full([T_c0, T_c1, 1, F_n0], 0.0, tl.float32)
    acc13 = tl.full([T_c0, T_c1, 1, F_n0], 0.0, tl.float32)

    for i_c3 in range(0, 1 if ONCE_c3 else tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)

        t10 = tl.load(states8_ptr + i_c3 * states8_s0 + offs_c0[:, None, None, None] * states8_s1 + offs_c1[None, :, None, None] * states8_s2 + tl.arange(0, F_n0)[None, None, None, :] * states8_s4 + tl.zeros([T_c0, T_c1, 1, F_n0], tl.int32), mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None], other=0)
        t11 = tl.load(states9_ptr + i_c3 * states9_s0 + offs_c0[:, None, None, None] * states9_s1 + offs_c1[None, :, None, None] * states9_s2 + tl.arange(0, F_n0)[None, None, None, :] * states9_s4 + tl.zeros([T_c0, T_c1, 1, F_n0], tl.int32), mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None], other=0)
        acc12 = acc12 + t10
        acc13 = acc13 + t11
    t14 = tl.max(tl.where(mask_n0[None, None, None, :], acc12, -float('inf')), axis=3, keep_dims=True)
    t15 = acc12 - (t14)
    t16 = tl.exp(t15)
    t18 = tl.load(m17_ptr + offs_c0[:, None, None, None] * m17_s0 + offs_c1[None, :, None, None] * m17_s1 + offs_n0[None, None, :, None] * m17_s2 + offs_c2[None, None, None, :] * m17_s3, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n0[None, None, :, None] & mask_c2[None, None, None, :], other=0)
    t19 = tl.sum(tl.expand_dims(tl.where(mask_n0[None, None, None, :], t16, 0.0), 4) * tl.expand_dims(t18.to(tl.float32), 2), axis=3)
    t20 = tl.sum(tl.where(mask_n0[None, None, None, :], t16, 0.0), axis=3, keep_dims=True)
    t21 = (t19) / (t20)
    tl.store(buf22_ptr + offs_c0[:, None, None, None] * buf22_s0 + offs_c1[None, :, None, None] * buf22_s1 + offs_c2[None, None, None, :] * buf22_s3, _rne_bf16(t21) if ROUND else t21, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_c2[None, None, None, :])


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
    T = _schedule(tiles)
    device = next(iter(inputs.values())).device
    dtype = _storage_dtype(inputs)
    return {
        "states8": torch.empty([_cdiv(16, T['c3']), 2, 4, 1, _pow2(64)], dtype=torch.float32, device=device),
        "states9": torch.empty([_cdiv(16, T['c3']), 2, 4, 1, _pow2(64)], dtype=torch.float32, device=device),
        "buf22": torch.empty([2, 4, 1, 16], dtype=dtype, device=device),
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
    states8 = buffers["states8"]
    states9 = buffers["states9"]
    kernel_0[(_cdiv(2, T['kernel_0.c0']) * _cdiv(4, T['kernel_0.c1']) * _cdiv(16, T['c3']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), states8_ptr=states8, states8_s0=states8.stride(0), states8_s1=states8.stride(1), states8_s2=states8.stride(2), states8_s4=states8.stride(4), states9_ptr=states9, states9_s0=states9.stride(0), states9_s1=states9.stride(1), states9_s2=states9.stride(2), states9_s4=states9.stride(4), E_c0=2, E_c1=4, E_c3=16, E_n0=64, F_n0=_pow2(64), T_c0=T['kernel_0.c0'], T_c1=T['kernel_0.c1'], T_c3=T['c3'], num_warps=num_warps, num_stages=num_stages)
    m17 = inputs['v']
    buf22 = buffers["buf22"]
    kernel_1[(_cdiv(2, T['kernel_1.c0']) * _cdiv(4, T['kernel_1.c1']) * _cdiv(16, T['c2']),)](states8_ptr=states8, states8_s0=states8.stride(0), states8_s1=states8.stride(1), states8_s2=states8.stride(2), states8_s4=states8.stride(4), states9_ptr=states9, states9_s0=states9.stride(0), states9_s1=states9.stride(1), states9_s2=states9.stride(2), states9_s4=states9.stride(4), m17_ptr=m17, m17_s0=m17.stride(0), m17_s1=m17.stride(1), m17_s2=m17.stride(2), m17_s3=m17.stride(3), buf22_ptr=buf22, buf22_s0=buf22.stride(0), buf22_s1=buf22.stride(1), buf22_s3=buf22.stride(3), E_c0=2, E_c1=4, E_c2=16, E_c3=16, E_n0=64, F_n0=_pow2(64), ONCE_c3=T['c3'] >= 16, ROUND=_ROUND, T_c0=T['kernel_1.c0'], T_c1=T['kernel_1.c1'], T_c2=T['c2'], T_c3=T['c3'], num_warps=num_warps, num_stages=num_stages)
    result = buf22
    return result.to(dtype) if result.is_floating_point() else result


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
