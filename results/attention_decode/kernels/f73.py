"""attention_decode [small], candidate 73: 4 kernel(s)

Rendered by EqiForge from candidate 73 of attention_decode [small]: grid(k.0@0) loop(k.3[16]: sum) [1 mm] ; grid(k.1@1) ; grid(k.1@1) ; grid(k.1@1) [1 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid k.1@1[4]
    c1: grid k.0@0[2]
    c2: loop k.3[16]

Run it on its own: `python kernels/f73.py` checks it once against PyTorch on random inputs.
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
DEFAULT_TILES = {"kernel_1.c0": 16, "kernel_2.c0": 16, "kernel_3.c0": 1, "c1": 1, "c2": 16}
NUM_WARPS, NUM_STAGES = 1, 4
# the largest useful tile size of each coordinate: its extent rounded up to a power of two, at least 16 (tensor cores)
TILE_LIMITS = {"kernel_1.c0": 16, "kernel_2.c0": 16, "kernel_3.c0": 16, "c1": 16, "c2": 16}


@triton.jit
def _rne_bf16(x):
    """fp32 rounded to the nearest bf16 (ties to even), still fp32: storing it is then exact, where the interpreter's
    own bf16 store truncates (a GPU rounds to nearest)."""
    bits = x.to(tl.uint32, bitcast=True)
    return ((bits + 0x7FFF + ((bits >> 16) & 1)) & 0xFFFF0000).to(tl.float32, bitcast=True)


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, buf8_ptr, buf8_s0, buf8_s1, buf8_s3, E_c1, E_c2, E_n1, E_n2, F_n1: tl.constexpr, F_n2: tl.constexpr, ONCE_c2: tl.constexpr, ROUND: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr):
    # writes buf8: Combine over grid k.0@0[2]
    pid = tl.program_id(0)
    i_c1 = pid % tl.cdiv(E_c1, T_c1)
    offs_c1 = i_c1 * T_c1 + tl.arange(0, T_c1)
    mask_c1 = offs_c1 < E_c1
    offs_n2 = tl.arange(0, F_n2)
    mask_n2 = offs_n2 < E_n2
    offs_n1 = tl.arange(0, F_n1)
    mask_n1 = offs_n1 < E_n1
    acc7 = tl.full([T_c1, F_n2, 1, F_n1], 0.0, tl.float32)

    for i_c2 in range(0, 1 if ONCE_c2 else tl.cdiv(E_c2, T_c2)):
        offs_c2 = i_c2 * T_c2 + tl.arange(0, T_c2)
        mask_c2 = offs_c2 < E_c2

        t2 = tl.load(m1_ptr + offs_c1[:, None, None, None] * m1_s0 + offs_n2[None, :, None, None] * m1_s1 + offs_c2[None, None, None, :] * m1_s3, mask=mask_c1[:, None, None, None] & mask_n2[None, :, None, None] & mask_c2[None, None, None, :], other=0)
        t5 = tl.load(m3_ptr + offs_c1[:, None, None, None] * m3_s0 + offs_n2[None, :, None, None] * m3_s1 + offs_c2[None, None, :, None] * m3_s2 + offs_n1[None, None, None, :] * m3_s3, mask=mask_c1[:, None, None, None] & mask_n2[None, :, None, None] & mask_c2[None, None, :, None] & mask_n1[None, None, None, :], other=0)
        t6 = tl.sum(tl.expand_dims(t2.to(tl.float32), 4) * tl.expand_dims(t5.to(tl.float32), 2), axis=3)
        acc7 = acc7 + t6
    tl.store(buf8_ptr + offs_c1[:, None, None, None] * buf8_s0 + offs_n2[None, :, None, None] * buf8_s1 + offs_n1[None, None, None, :] * buf8_s3, _rne_bf16(acc7) if ROUND else acc7, mask=mask_c1[:, None, None, None] & mask_n2[None, :, None, None] & mask_n1[None, None, None, :])


@triton.jit
def kernel_1(buf8_ptr, buf8_s0, buf8_s1, buf8_s3, buf14_ptr, buf14_s0, buf14_s1, E_c0, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, ROUND: tl.constexpr, T_c0: tl.constexpr):
    # writes buf14: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    mask_c0 = offs_c0 < E_c0
    offs_n0 = tl.arange(0, F_n0)
    mask_n0 = offs_n0 < E_n0
    offs_n1 = tl.arange(0, F_n1)
    mask_n1 = offs_n1 < E_n1
    t11 = tl.load(buf8_ptr + offs_n0[:, None, None, None] * buf8_s0 + offs_c0[None, :, None, None] * buf8_s1 + offs_n1[None, None, None, :] * buf8_s3, mask=mask_n0[:, None, None, None] & mask_c0[None, :, None, None] & mask_n1[None, None, None, :], other=0)
    t12 = t11.to(tl.float32)
    t13 = tl.max(tl.where(mask_n1[None, None, None, :], t12, -float('inf')), axis=3, keep_dims=True)
    tl.store(buf14_ptr + offs_n0[:, None, None, None] * buf14_s0 + offs_c0[None, :, None, None] * buf14_s1, _rne_bf16(t13) if ROUND else t13, mask=mask_n0[:, None, None, None] & mask_c0[None, :, None, None])


@triton.jit
def kernel_2(buf8_ptr, buf8_s0, buf8_s1, buf8_s3, buf14_ptr, buf14_s0, buf14_s1, buf28_ptr, buf28_s0, buf28_s1, E_c0, E_n0, E_n1, F_n0: tl.constexpr, F_n1: tl.constexpr, ROUND: tl.constexpr, T_c0: tl.constexpr):
    # writes buf28: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    mask_c0 = offs_c0 < E_c0
    offs_n0 = tl.arange(0, F_n0)
    mask_n0 = offs_n0 < E_n0
    offs_n1 = tl.arange(0, F_n1)
    mask_n1 = offs_n1 < E_n1
    t20 = tl.load(buf8_ptr + offs_n0[:, None, None, None] * buf8_s0 + offs_c0[None, :, None, None] * buf8_s1 + offs_n1[None, None, None, :] * buf8_s3, mask=mask_n0[:, None, None, None] & mask_c0[None, :, None, None] & mask_n1[None, None, None, :], other=0)
    t21 = t20.to(tl.float32)
    t22 = tl.load(buf14_ptr + offs_n0[:, None, None, None] * buf14_s0 + offs_c0[None, :, None, None] * buf14_s1, mask=mask_n0[:, None, None, None] & mask_c0[None, :, None, None], other=0)
    t23 = t22.to(tl.float32)
    t24 = t21 - (t23)
    t25 = (t24) * (0.25)
    t26 = tl.exp(t25)
    t27 = tl.sum(tl.where(mask_n1[None, None, None, :], t26, 0.0), axis=3, keep_dims=True)
    tl.store(buf28_ptr + offs_n0[:, None, None, None] * buf28_s0 + offs_c0[None, :, None, None] * buf28_s1, _rne_bf16(t27) if ROUND else t27, mask=mask_n0[:, None, None, None] & mask_c0[None, :, None, None])


@triton.jit
def kernel_3(buf8_ptr, buf8_s0, buf8_s1, buf8_s3, buf14_ptr, buf14_s0, buf14_s1, buf28_ptr, buf28_s0, buf28_s1, m32_ptr, m32_s0, m32_s1, m32_s2, m32_s3, buf35_ptr, buf35_s0, buf35_s1, buf35_s3, E_c0, E_n0, E_n1, E_n3, F_n0: tl.constexpr, F_n1: tl.constexpr, F_n3: tl.constexpr, ROUND: tl.constexpr, T_c0: tl.constexpr):
    # writes buf35: Combine over grid k.1@1[4]
    pid = tl.program_id(0)
    i_c0 = pid % tl.cdiv(E_c0, T_c0)
    offs_c0 = i_c0 * T_c0 + tl.arange(0, T_c0)
    mask_c0 = offs_c0 < E_c0
    offs_n0 = tl.arange(0, F_n0)
    mask_n0 = offs_n0 < E_n0
    offs_n1 = tl.arange(0, F_n1)
    mask_n1 = offs_n1 < E_n1
    offs_n3 = tl.arange(0, F_n3)
    mask_n3 = offs_n3 < E_n3
    t9 = tl.load(buf8_ptr + offs_n0[:, None, None, None] * buf8_s0 + offs_c0[None, :, None, None] * buf8_s1 + offs_n1[None, None, None, :] * buf8_s3, mask=mask_n0[:, None, None, None] & mask_c0[None, :, None, None] & mask_n1[None, None, None, :], other=0)
    t10 = t9.to(tl.float32)
    t15 = tl.load(buf14_ptr + offs_n0[:, None, None, None] * buf14_s0 + offs_c0[None, :, None, None] * buf14_s1, mask=mask_n0[:, None, None, None] & mask_c0[None, :, None, None], other=0)
    t16 = t15.to(tl.float32)
    t17 = t10 - (t16)
    t18 = (t17) * (0.25)
    t19 = tl.exp(t18)
    t29 = tl.load(buf28_ptr + offs_n0[:, None, None, None] * buf28_s0 + offs_c0[None, :, None, None] * buf28_s1, mask=mask_n0[:, None, None, None] & mask_c0[None, :, None, None], other=0)
    t30 = t29.to(tl.float32)
    t31 = (t19) / (t30)
    t33 = tl.load(m32_ptr + offs_n0[:, None, None, None] * m32_s0 + offs_c0[None, :, None, None] * m32_s1 + offs_n1[None, None, :, None] * m32_s2 + offs_n3[None, None, None, :] * m32_s3, mask=mask_n0[:, None, None, None] & mask_c0[None, :, None, None] & mask_n1[None, None, :, None] & mask_n3[None, None, None, :], other=0)
    t34 = tl.sum(tl.expand_dims(tl.where(mask_n1[None, None, None, :], t31, 0.0), 4) * tl.expand_dims(t33.to(tl.float32), 2), axis=3)
    tl.store(buf35_ptr + offs_n0[:, None, None, None] * buf35_s0 + offs_c0[None, :, None, None] * buf35_s1 + offs_n3[None, None, None, :] * buf35_s3, _rne_bf16(t34) if ROUND else t34, mask=mask_n0[:, None, None, None] & mask_c0[None, :, None, None] & mask_n3[None, None, None, :])


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
        "buf8": torch.empty([2, 4, 1, 64], dtype=dtype, device=device),
        "buf14": torch.empty([2, 4, 1, 1], dtype=dtype, device=device),
        "buf28": torch.empty([2, 4, 1, 1], dtype=dtype, device=device),
        "buf35": torch.empty([2, 4, 1, 16], dtype=dtype, device=device),
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
    buf8 = buffers["buf8"]
    kernel_0[(_cdiv(2, T['c1']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), buf8_ptr=buf8, buf8_s0=buf8.stride(0), buf8_s1=buf8.stride(1), buf8_s3=buf8.stride(3), E_c1=2, E_c2=16, E_n1=64, E_n2=4, F_n1=_pow2(64), F_n2=_pow2(4), ONCE_c2=T['c2'] >= 16, ROUND=_ROUND, T_c1=T['c1'], T_c2=T['c2'], num_warps=num_warps, num_stages=num_stages)
    buf14 = buffers["buf14"]
    kernel_1[(_cdiv(4, T['kernel_1.c0']),)](buf8_ptr=buf8, buf8_s0=buf8.stride(0), buf8_s1=buf8.stride(1), buf8_s3=buf8.stride(3), buf14_ptr=buf14, buf14_s0=buf14.stride(0), buf14_s1=buf14.stride(1), E_c0=4, E_n0=2, E_n1=64, F_n0=_pow2(2), F_n1=_pow2(64), ROUND=_ROUND, T_c0=T['kernel_1.c0'], num_warps=num_warps, num_stages=num_stages)
    buf28 = buffers["buf28"]
    kernel_2[(_cdiv(4, T['kernel_2.c0']),)](buf8_ptr=buf8, buf8_s0=buf8.stride(0), buf8_s1=buf8.stride(1), buf8_s3=buf8.stride(3), buf14_ptr=buf14, buf14_s0=buf14.stride(0), buf14_s1=buf14.stride(1), buf28_ptr=buf28, buf28_s0=buf28.stride(0), buf28_s1=buf28.stride(1), E_c0=4, E_n0=2, E_n1=64, F_n0=_pow2(2), F_n1=_pow2(64), ROUND=_ROUND, T_c0=T['kernel_2.c0'], num_warps=num_warps, num_stages=num_stages)
    m32 = inputs['v']
    buf35 = buffers["buf35"]
    kernel_3[(_cdiv(4, T['kernel_3.c0']),)](buf8_ptr=buf8, buf8_s0=buf8.stride(0), buf8_s1=buf8.stride(1), buf8_s3=buf8.stride(3), buf14_ptr=buf14, buf14_s0=buf14.stride(0), buf14_s1=buf14.stride(1), buf28_ptr=buf28, buf28_s0=buf28.stride(0), buf28_s1=buf28.stride(1), m32_ptr=m32, m32_s0=m32.stride(0), m32_s1=m32.stride(1), m32_s2=m32.stride(2), m32_s3=m32.stride(3), buf35_ptr=buf35, buf35_s0=buf35.stride(0), buf35_s1=buf35.stride(1), buf35_s3=buf35.stride(3), E_c0=4, E_n0=2, E_n1=64, E_n3=16, F_n0=_pow2(2), F_n1=_pow2(64), F_n3=_pow2(16), ROUND=_ROUND, T_c0=T['kernel_3.c0'], num_warps=num_warps, num_stages=num_stages)
    result = buf35
    return result.to(dtype) if result.is_floating_point() else result


if __name__ == "__main__":
    import sys

    from eqiforge.host.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
