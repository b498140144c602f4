"""diff_attention [small], candidate 0: 1 kernel(s)

Rendered by EqiForge from candidate 0 of diff_attention [small]: grid(q1.2@2, v.0@0, v.1@1) loop(k1.3[16]: sum) loop(k2.3[16]: sum) [3 mm]
Coordinates (tile sizes are the T arguments of launch()):
    c0: grid v.0@0[2]
    c1: grid v.1@1[4]
    c2: grid q1.2@2[32]
    c3: loop k1.3[16]
    c4: loop k2.3[16]

Run it on its own: `python kernels/f00.py` checks it once against PyTorch on random inputs.
"""
import os

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")  # no GPU: Triton's interpreter runs the same source on the CPU

import triton
import triton.language as tl

WORKLOAD = "workloads/diff_attention.py"
CONFIG = "small"
# the schedule the ranking chose for this config (modelled for H200 in bf16): tile sizes, and num_warps and num_stages of every launch
# by coordinate; "kernel_1.c2": the tile of c2 in kernel_1 alone (and in the kernels that read the states it stores)
DEFAULT_TILES = {"c0": 1, "c1": 1, "c2": 2, "c3": 4, "c4": 4}
NUM_WARPS, NUM_STAGES = 1, 4
# the largest useful tile size of each coordinate: its extent rounded up to a power of two, at least 16 (tensor cores)
TILE_LIMITS = {"c0": 16, "c1": 16, "c2": 32, "c3": 16, "c4": 16}


@triton.jit
def _rne_bf16(x):
    """fp32 rounded to the nearest bf16 (ties to even), still fp32: storing it is then exact, where the interpreter's
    own bf16 store truncates (a GPU rounds to nearest)."""
    bits = x.to(tl.uint32, bitcast=True)
    return ((bits + 0x7FFF + ((bits >> 16) & 1)) & 0xFFFF0000).to(tl.float32, bitcast=True)


@triton.jit
def kernel_0(m1_ptr, m1_s0, m1_s1, m1_s2, m1_s3, m3_ptr, m3_s0, m3_s1, m3_s2, m3_s3, m24_ptr, m24_s0, m24_s1, m24_s2, m24_s3, m26_ptr, m26_s0, m26_s1, m26_s2, m26_s3, m42_ptr, m42_s0, m42_s1, m42_s2, m42_s3, m52_ptr, m52_s3, buf58_ptr, buf58_s0, buf58_s1, buf58_s2, buf58_s3, E_c0, E_c1, E_c2, E_c3, E_c4, E_n0, DOT_29: tl.constexpr, DOT_30: tl.constexpr, DOT_44: tl.constexpr, DOT_45: tl.constexpr, DOT_6: tl.constexpr, DOT_7: tl.constexpr, DOT_T: tl.constexpr, F_n0: tl.constexpr, ONCE_c3: tl.constexpr, ONCE_c4: tl.constexpr, PRECISION: tl.constexpr, ROUND: tl.constexpr, T_c0: tl.constexpr, T_c1: tl.constexpr, T_c2: tl.constexpr, T_c3: tl.constexpr, T_c4: tl.constexpr):
    # writes buf58: Combine over grid v.0@0[2], grid v.1@1[4], grid q1.2@2[32]
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
    if DOT_6:
        acc9 = tl.full([T_c2, F_n0], 0.0, tl.float32)
    elif DOT_7:
        acc9 = tl.full([T_c0 * T_c1, T_c2, F_n0], 0.0, tl.float32)
    else:
        acc9 = tl.full([T_c0, T_c1, T_c2, F_n0], 0.0, tl.float32)

    for i_c3 in range(0, 1 if ONCE_c3 else tl.cdiv(E_c3, T_c3)):
        offs_c3 = i_c3 * T_c3 + tl.arange(0, T_c3)
        mask_c3 = offs_c3 < E_c3

        t2 = tl.load(m1_ptr + offs_c0[:, None, None, None] * m1_s0 + offs_c1[None, :, None, None] * m1_s1 + offs_c2[None, None, :, None] * m1_s2 + offs_c3[None, None, None, :] * m1_s3, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_c2[None, None, :, None] & mask_c3[None, None, None, :], other=0)
        t5 = tl.load(m3_ptr + offs_c0[:, None, None, None] * m3_s0 + offs_c1[None, :, None, None] * m3_s1 + offs_c3[None, None, :, None] * m3_s2 + offs_n0[None, None, None, :] * m3_s3, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_c3[None, None, :, None] & mask_n0[None, None, None, :], other=0)
        if DOT_6:
            acc9 = tl.dot(tl.reshape(t2.to(DOT_T), [T_c2, T_c3]), tl.reshape(t5.to(DOT_T), [T_c3, F_n0]), acc9, input_precision=PRECISION)
        elif DOT_7:
            acc9 = tl.dot(tl.reshape(t2.to(DOT_T), [T_c0 * T_c1, T_c2, T_c3]), tl.reshape(t5.to(DOT_T), [T_c0 * T_c1, T_c3, F_n0]), acc9, input_precision=PRECISION)
        else:
            acc9 = acc9 + tl.sum(tl.expand_dims(t2.to(tl.float32), 4) * tl.expand_dims(t5.to(tl.float32), 2), axis=3)
    if DOT_6:
        acc9 = tl.reshape(acc9, [T_c0, T_c1, T_c2, F_n0])
    elif DOT_7:
        acc9 = tl.reshape(acc9, [T_c0, T_c1, T_c2, F_n0])
    t10 = (acc9) * (0.25)
    t11 = tl.broadcast_to((offs_n0[None, None, None, :]).to(tl.float32), [1, 1, T_c2, F_n0])
    t12 = tl.broadcast_to((offs_c2[None, None, :, None]).to(tl.float32), [1, 1, T_c2, F_n0])
    t13 = t11 - (t12)
    t14 = t13 >= 1.0
    t15 = tl.full([1, 1, T_c2, F_n0], -float("inf"), tl.float32)
    t16 = tl.full([1, 1, T_c2, F_n0], 0.0, tl.float32)
    t17 = tl.where(t14, t15, t16)
    t18 = t10 + t17
    t19 = tl.max(tl.where(mask_n0[None, None, None, :], t18, -float('inf')), axis=3, keep_dims=True)
    t20 = t18 - (t19)
    t21 = tl.exp(t20)
    t22 = tl.sum(tl.where(mask_n0[None, None, None, :], t21, 0.0), axis=3, keep_dims=True)
    t23 = (t21) / (t22)
    if DOT_29:
        acc32 = tl.full([T_c2, F_n0], 0.0, tl.float32)
    elif DOT_30:
        acc32 = tl.full([T_c0 * T_c1, T_c2, F_n0], 0.0, tl.float32)
    else:
        acc32 = tl.full([T_c0, T_c1, T_c2, F_n0], 0.0, tl.float32)

    for i_c4 in range(0, 1 if ONCE_c4 else tl.cdiv(E_c4, T_c4)):
        offs_c4 = i_c4 * T_c4 + tl.arange(0, T_c4)
        mask_c4 = offs_c4 < E_c4

        t25 = tl.load(m24_ptr + offs_c0[:, None, None, None] * m24_s0 + offs_c1[None, :, None, None] * m24_s1 + offs_c2[None, None, :, None] * m24_s2 + offs_c4[None, None, None, :] * m24_s3, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_c2[None, None, :, None] & mask_c4[None, None, None, :], other=0)
        t28 = tl.load(m26_ptr + offs_c0[:, None, None, None] * m26_s0 + offs_c1[None, :, None, None] * m26_s1 + offs_c4[None, None, :, None] * m26_s2 + offs_n0[None, None, None, :] * m26_s3, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_c4[None, None, :, None] & mask_n0[None, None, None, :], other=0)
        if DOT_29:
            acc32 = tl.dot(tl.reshape(t25.to(DOT_T), [T_c2, T_c4]), tl.reshape(t28.to(DOT_T), [T_c4, F_n0]), acc32, input_precision=PRECISION)
        elif DOT_30:
            acc32 = tl.dot(tl.reshape(t25.to(DOT_T), [T_c0 * T_c1, T_c2, T_c4]), tl.reshape(t28.to(DOT_T), [T_c0 * T_c1, T_c4, F_n0]), acc32, input_precision=PRECISION)
        else:
            acc32 = acc32 + tl.sum(tl.expand_dims(t25.to(tl.float32), 4) * tl.expand_dims(t28.to(tl.float32), 2), axis=3)
    if DOT_29:
        acc32 = tl.reshape(acc32, [T_c0, T_c1, T_c2, F_n0])
    elif DOT_30:
        acc32 = tl.reshape(acc32, [T_c0, T_c1, T_c2, F_n0])
    t33 = (acc32) * (0.25)
    t34 = t33 + t17
    t35 = tl.max(tl.where(mask_n0[None, None, None, :], t34, -float('inf')), axis=3, keep_dims=True)
    t36 = t34 - (t35)
    t37 = tl.exp(t36)
    t38 = tl.sum(tl.where(mask_n0[None, None, None, :], t37, 0.0), axis=3, keep_dims=True)
    t39 = (t37) / (t38)
    t40 = (t39) * (0.8375055882312481)
    t41 = t23 - (t40)
    t43 = tl.load(m42_ptr + offs_c0[:, None, None, None] * m42_s0 + offs_c1[None, :, None, None] * m42_s1 + offs_n0[None, None, :, None] * m42_s2 + offs_n0[None, None, None, :] * m42_s3, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_n0[None, None, :, None] & mask_n0[None, None, None, :], other=0)
    if DOT_44:
        t46 = tl.dot(tl.reshape(tl.where(mask_n0[None, None, None, :], t41.to(DOT_T), 0.0), [T_c2, F_n0]), tl.reshape(t43.to(DOT_T), [F_n0, F_n0]), input_precision=PRECISION)
        t46 = tl.reshape(t46, [T_c0, T_c1, T_c2, F_n0])
    elif DOT_45:
        t46 = tl.dot(tl.reshape(tl.where(mask_n0[None, None, None, :], t41.to(DOT_T), 0.0), [T_c0 * T_c1, T_c2, F_n0]), tl.reshape(t43.to(DOT_T), [T_c0 * T_c1, F_n0, F_n0]), input_precision=PRECISION)
        t46 = tl.reshape(t46, [T_c0, T_c1, T_c2, F_n0])
    else:
        t46 = tl.sum(tl.expand_dims(tl.where(mask_n0[None, None, None, :], t41, 0.0), 4) * tl.expand_dims(t43.to(tl.float32), 2), axis=3)
    t47 = (t46) * (t46)
    t48 = tl.sum(tl.where(mask_n0[None, None, None, :], t47, 0.0), axis=3, keep_dims=True)
    t49 = t48 + 0.00032
    t50 = tl.rsqrt(t49)
    t51 = (t46) * (t50)
    t54 = tl.load(m52_ptr + offs_n0[None, None, None, :] * m52_s3, mask=mask_n0[None, None, None, :], other=0)
    t55 = t54.to(tl.float32)
    t56 = (t51) * (t55)
    t57 = (t56) * (1.2241106391612262)
    tl.store(buf58_ptr + offs_c0[:, None, None, None] * buf58_s0 + offs_c1[None, :, None, None] * buf58_s1 + offs_c2[None, None, :, None] * buf58_s2 + offs_n0[None, None, None, :] * buf58_s3, _rne_bf16(t57) if ROUND else t57, mask=mask_c0[:, None, None, None] & mask_c1[None, :, None, None] & mask_c2[None, None, :, None] & mask_n0[None, None, None, :])


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
        "buf58": torch.empty([2, 4, 32, 32], dtype=dtype, device=device),
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
    m1 = inputs['q1']
    m4 = inputs['k1']
    m3 = m4.permute([0, 1, 3, 2])
    m24 = inputs['q2']
    m27 = inputs['k2']
    m26 = m27.permute([0, 1, 3, 2])
    m42 = inputs['v']
    m53 = inputs['w_subln']
    m52 = m53.reshape([1, 1, 1, 32])
    buf58 = buffers["buf58"]
    kernel_0[(_cdiv(2, T['c0']) * _cdiv(4, T['c1']) * _cdiv(32, T['c2']),)](m1_ptr=m1, m1_s0=m1.stride(0), m1_s1=m1.stride(1), m1_s2=m1.stride(2), m1_s3=m1.stride(3), m3_ptr=m3, m3_s0=m3.stride(0), m3_s1=m3.stride(1), m3_s2=m3.stride(2), m3_s3=m3.stride(3), m24_ptr=m24, m24_s0=m24.stride(0), m24_s1=m24.stride(1), m24_s2=m24.stride(2), m24_s3=m24.stride(3), m26_ptr=m26, m26_s0=m26.stride(0), m26_s1=m26.stride(1), m26_s2=m26.stride(2), m26_s3=m26.stride(3), m42_ptr=m42, m42_s0=m42.stride(0), m42_s1=m42.stride(1), m42_s2=m42.stride(2), m42_s3=m42.stride(3), m52_ptr=m52, m52_s3=m52.stride(3), buf58_ptr=buf58, buf58_s0=buf58.stride(0), buf58_s1=buf58.stride(1), buf58_s2=buf58.stride(2), buf58_s3=buf58.stride(3), E_c0=2, E_c1=4, E_c2=32, E_c3=16, E_c4=16, E_n0=32, DOT_29=(T['c2']) >= 16 and (T['c4']) >= 16 and (_pow2(32)) >= 16 and (T['c0']) == 1 and (T['c1']) == 1, DOT_30=(T['c2']) >= 16 and (T['c4']) >= 16 and (_pow2(32)) >= 16, DOT_44=(T['c2']) >= 16 and (_pow2(32)) >= 16 and (_pow2(32)) >= 16 and (T['c0']) == 1 and (T['c1']) == 1, DOT_45=(T['c2']) >= 16 and (_pow2(32)) >= 16 and (_pow2(32)) >= 16, DOT_6=(T['c2']) >= 16 and (T['c3']) >= 16 and (_pow2(32)) >= 16 and (T['c0']) == 1 and (T['c1']) == 1, DOT_7=(T['c2']) >= 16 and (T['c3']) >= 16 and (_pow2(32)) >= 16, DOT_T=_DOT_T, F_n0=_pow2(32), ONCE_c3=T['c3'] >= 16, ONCE_c4=T['c4'] >= 16, PRECISION=_PRECISION, ROUND=_ROUND, T_c0=T['c0'], T_c1=T['c1'], T_c2=T['c2'], T_c3=T['c3'], T_c4=T['c4'], num_warps=T.get("kernel_0.num_warps", num_warps), num_stages=T.get("kernel_0.num_stages", num_stages))
    result = buf58
    return result.to(dtype) if result.is_floating_point() else result


if __name__ == "__main__":
    import sys

    from eqiforge.host.codegen.verify import check_rendered

    sys.exit(check_rendered(sys.modules[__name__]))
