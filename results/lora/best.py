"""lora [small], candidate 0: 1 kernel(s)

Rendered by EqiForge from candidate 0 of lora [small]: grid(b.1@1, x.0@0) loop(a.0[32]: pair(sum, sum)) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid x.0@0[8]
    c1: grid b.1@1[64]
    c2: loop a.0[32]

Run it on its own: `python kernels/f00.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/lora.py"
CONFIG = "small"
# the schedule the ranking chose for this config (modelled for H200 in bf16): tile sizes, and num_warps and num_stages of every launch
# by coordinate; "kernel_1.c2": the tile of c2 in kernel_1 alone (and in the kernels that read the states it stores)
DEFAULT_TILES = {"c0": 2, "c1": 2, "c2": 16}
NUM_WARPS, NUM_STAGES = 1, 3
# the largest useful tile size of each coordinate: its extent rounded up to a power of two, at least 16 (tensor cores)
TILE_LIMITS = {"c0": 16, "c1": 64, "c2": 32}


@triton.jit
def _rne_bf16(x):
    """fp32 rounded to the nearest bf16 (ties to even), still fp32: storing it is then exact, where the interpreter's
    own bf16 store truncates (a GPU rounds to nearest)."""
    bits = x.to(tl.uint32, bitcast=True)
    return ((bits + 0x7FFF + ((bits >> 16) & 1)) & 0xFFFF0000).to(tl.float32, bitcast=True)


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m3_ptr, m3_s0, m3_s1, m7_ptr, m7_s0, m7_s1, m13_ptr, m13_s0, m13_s1, buf19_ptr, buf19_s0, buf19_s1, E_c0, E_c1, E_c2, E_n0, DOT_15: tl.constexpr, DOT_5: tl.constexpr, DOT_9: tl.constexpr, DOT_T: tl.constexpr, F_n0: tl.constexpr, ONCE_c2: tl.constexpr, PRECISION: tl.constexpr, ROUND: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf19: Combine over grid x.0@0[8], grid b.1@1[64]
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
    acc11 = tl.full([T_c0, T_c1], 0.0, tl.float32)
    acc12 = tl.full([T_c0, F_n0], 0.0, tl.float32)

    for i_c2 in range(0, 1 if ONCE_c2 else tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
        mask_c2 = offs_c2 < E_c2

        t2 = tl.load(m1_ptr + offs_c0[:, None] * m1_s0 + offs_c2[None, :] * m1_s1, mask=mask_c0[:, None] & mask_c2[None, :], other=0)
        t4 = tl.load(m3_ptr + offs_c2[:, None] * m3_s0 + offs_c1[None, :] * m3_s1, mask=mask_c2[:, None] & mask_c1[None, :], other=0)
        if DOT_5:
            acc11 = tl.dot(t2.to(DOT_T), t4.to(DOT_T), acc11, input_precision=PRECISION)
        else:
            acc11 = acc11 + tl.sum(tl.expand_dims(t2.to(tl.float32), 2) * tl.expand_dims(t4.to(tl.float32), 0), axis=1)
        t8 = tl.load(m7_ptr + offs_c2[:, None] * m7_s0 + offs_n0[None, :] * m7_s1, mask=mask_c2[:, None] & mask_n0[None, :], other=0)
        if DOT_9:
            acc12 = tl.dot(t2.to(DOT_T), t8.to(DOT_T), acc12, input_precision=PRECISION)
        else:
            acc12 = acc12 + tl.sum(tl.expand_dims(t2.to(tl.float32), 2) * tl.expand_dims(t8.to(tl.float32), 0), axis=1)
    t14 = tl.load(m13_ptr + offs_n0[:, None] * m13_s0 + offs_c1[None, :] * m13_s1, mask=mask_n0[:, None] & mask_c1[None, :], other=0)
    if DOT_15:
        t16 = tl.dot(tl.where(mask_n0[None, :], acc12.to(DOT_T), 0.0), t14.to(DOT_T), input_precision=PRECISION)
    else:
        t16 = tl.sum(tl.expand_dims(tl.where(mask_n0[None, :], acc12, 0.0), 2) * tl.expand_dims(t14.to(tl.float32), 0), axis=1)
    t17 = (t16) * (2.0)
    t18 = acc11 + t17
    tl.store(buf19_ptr + offs_c0[:, None] * buf19_s0 + offs_c1[None, :] * buf19_s1, _rne_bf16(t18) if ROUND else t18, mask=mask_c0[:, None] & mask_c1[None, :])


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
        "buf19": torch.empty([8, 64], dtype=dtype, device=device),
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
    m3 = inputs['w']
    m7 = inputs['a']
    m13 = inputs['b']
    buf19 = buffers["buf19"]
    kernel_0[(_cdiv(8, T['c0']) * _cdiv(64, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m7_ptr=m7, m7_s0=m7.stride(0), m7_s1=m7.stride(1), m13_ptr=m13, m13_s0=m13.stride(0), m13_s1=m13.stride(1), buf19_ptr=buf19, buf19_s0=buf19.stride(0), buf19_s1=buf19.stride(1), E_c0=8, E_c1=64, E_c2=32, E_n0=16, DOT_15=(T['c0']) >= 16 and (_pow2(16)) >= 16 and (T['c1']) >= 16, DOT_5=(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16, DOT_9=(T['c0']) >= 16 and (T['c2']) >= 16 and (_pow2(16)) >= 16, DOT_T=_DOT_T, F_n0=_pow2(16), ONCE_c2=T['c2'] >= 32, PRECISION=_PRECISION, ROUND=_ROUND, T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], num_warps=T.get("kernel_0.num_warps", num_warps), num_stages=T.get("kernel_0.num_stages", num_stages))
    result = buf19
    return result.to(dtype) if result.is_floating_point() else result


if __name__ == "__main__":
    import sys

    from eqiforge.host.codegen.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
