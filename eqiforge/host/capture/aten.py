"""The ATen op table (OPS) and its handlers of elementwise ops, activations, attention, softmax and norms;
aten_shapes.py registers the rest."""
from __future__ import annotations

import math
from typing import Callable

import torch

from .. import ops, term as ir
from .ir_build import (
    Value, _binary, _cast, _expand, _layer_norm, _log_softmax, _matmul, _norm_axis, _reshape, _rms_norm, _scalar,
    _slice, _softmax, _transpose, _unary, _vector_norm, _where, dtype_name,
)


# ---------------------------------------------------------------------------------------------------------------
# The ATen op table: name -> handler(node, args, kwargs, out) where args are already Values / Python values and
# `out` is the fake output tensor export recorded (its shape and dtype are the ground truth).

Handler = Callable[..., Value]
OPS: dict[str, Handler] = {}
BOUND: set[str] = set()  # ops whose handler takes every argument by schema name in `kw` (see _bind), `args` empty


def handles(*names: str, bound: bool = False):
    def register(fn: Handler) -> Handler:
        for n in names:
            OPS[n] = fn
            if bound:
                BOUND.add(n)
        return fn
    return register


def _v(x) -> Value:
    return x if isinstance(x, Value) else _scalar(x)


_BINARY_ATEN = ops.aten_names(ops.BINARY)
_UNARY_ATEN = ops.aten_names(ops.UNARY)


@handles(*_BINARY_ATEN)
def _h_binary(name, args, kw, out):
    a, b = _v(args[0]), _v(args[1])
    alpha = kw.get("alpha", args[2] if len(args) > 2 else 1)
    if name in ("add", "sub") and alpha != 1:
        b = _binary("Mul", b, _scalar(alpha))
    if name == "div" and kw.get("rounding_mode") is not None:
        raise NotImplementedError("div with rounding_mode")
    if _BINARY_ATEN[name] in ("And", "Or") and out.dtype != torch.bool:
        raise NotImplementedError("bitwise ops on integers")
    return _binary(_BINARY_ATEN[name], a, b, None if out.dtype == torch.bool else out.dtype)


@handles("rsub")
def _h_rsub(name, args, kw, out):
    return _binary("Sub", _v(args[1]), _v(args[0]), out.dtype)


@handles(*_UNARY_ATEN)
def _h_unary(name, args, kw, out):
    return _cast(_unary(_UNARY_ATEN[name], args[0]), out.dtype)


@handles("relu")
def _h_relu(name, args, kw, out):
    return _binary("Max", args[0], _scalar(0.0))


@handles("clamp_min", "clamp_max", "clamp")
def _h_clamp(name, args, kw, out):
    x = args[0]
    lo = args[1] if name in ("clamp_min", "clamp") and len(args) > 1 else kw.get("min")
    hi = args[1] if name == "clamp_max" else (args[2] if name == "clamp" and len(args) > 2 else kw.get("max"))
    if lo is not None:
        x = _binary("Max", x, _v(lo), out.dtype)
    if hi is not None:
        x = _binary("Min", x, _v(hi), out.dtype)
    return x


@handles("where")
def _h_where(name, args, kw, out):
    a, b = _v(args[1]), _v(args[2])
    if a.dtype is None and b.dtype is None:  # where(c, 1.0, 2.0): give the result its exported dtype
        ones = (1,) * len(out.shape)
        a = Value(ir.Full(float(a.term.args[0]), ones, dtype_name(out.dtype, name)), ones, out.dtype)
    return _where(args[0], a, b, out.dtype)


def _hardtanh(x: Value, lo: float, hi: float) -> Value:
    return _binary("Min", _binary("Max", x, _scalar(lo)), _scalar(hi))


@handles("hardtanh", "relu6", bound=True)
def _h_hardtanh(name, args, kw, out):
    lo, hi = (0.0, 6.0) if name == "relu6" else (kw["min_val"], kw["max_val"])
    return _hardtanh(kw["self"], lo, hi)


@handles("hardsigmoid", "hardswish", bound=True)
def _h_hardsigmoid(name, args, kw, out):
    x = kw["self"]
    hs = _binary("Mul", _hardtanh(_binary("Add", x, _scalar(3.0)), 0.0, 6.0), _scalar(1.0 / 6.0))
    return hs if name == "hardsigmoid" else _binary("Mul", x, hs)


@handles("leaky_relu", bound=True)
def _h_leaky_relu(name, args, kw, out):
    x = kw["self"]
    return _where(_binary("Gt", x, _scalar(0.0)), x, _binary("Mul", x, _scalar(kw["negative_slope"])), out.dtype)


def _elu(x: Value, alpha: float, scale: float, input_scale: float, dtype) -> Value:
    """scale * (x if x > 0 else alpha * (exp(x * input_scale) - 1))"""
    neg = _binary("Mul", _binary("Sub", _unary("Exp", _binary("Mul", x, _scalar(input_scale))), _scalar(1.0)),
                  _scalar(alpha))
    return _binary("Mul", _where(_binary("Gt", x, _scalar(0.0)), x, neg, dtype), _scalar(scale))


@handles("elu", bound=True)
def _h_elu(name, args, kw, out):
    return _elu(kw["self"], float(kw["alpha"]), float(kw["scale"]), float(kw["input_scale"]), out.dtype)


@handles("selu")
def _h_selu(name, args, kw, out):
    # the constants of torch.nn.SELU (Klambauer et al. 2017)
    return _elu(args[0], 1.6732632423543772848170429916717, 1.0507009873554804934193349852946, 1.0, out.dtype)


@handles("celu", bound=True)
def _h_celu(name, args, kw, out):
    alpha = float(kw["alpha"])
    return _elu(kw["self"], alpha, 1.0, 1.0 / alpha, out.dtype)


def _softplus_raw(x: Value, beta: float) -> Value:
    return _binary("Mul", _unary("Log", _binary("Add", _unary("Exp", _binary("Mul", x, _scalar(beta))),
                                                _scalar(1.0))), _scalar(1.0 / beta))


@handles("softplus", bound=True)
def _h_softplus(name, args, kw, out):
    """log(1 + exp(beta x)) / beta, and x itself where beta x > threshold (torch's exact rule, not a limit)."""
    x, beta, threshold = kw["self"], float(kw["beta"]), float(kw["threshold"])
    linear = _binary("Gt", _binary("Mul", x, _scalar(beta)), _scalar(threshold))
    return _where(linear, x, _softplus_raw(x, beta), out.dtype)


@handles("mish", bound=True)
def _h_mish(name, args, kw, out):
    """x * tanh(softplus(x)); ATen's mish has no threshold, and exp overflowing to inf still gives tanh = 1."""
    x = kw["self"]
    return _binary("Mul", x, _unary("Tanh", _softplus_raw(x, 1.0)))


@handles("log_sigmoid", "log_sigmoid_forward")
def _h_log_sigmoid(name, args, kw, out):
    """min(x, 0) - log(1 + exp(-|x|)), torch's stable form (exp never overflows)."""
    x = args[0]
    tail = _unary("Log", _binary("Add", _unary("Exp", _unary("Neg", _unary("Abs", x))), _scalar(1.0)))
    value = _cast(_binary("Sub", _binary("Min", x, _scalar(0.0)), tail), out[0].dtype if isinstance(out, tuple)
                  else out.dtype)
    return (value, value) if name == "log_sigmoid_forward" else value  # (output, buffer): the buffer is unused


@handles("exp2")
def _h_exp2(name, args, kw, out):
    return _cast(_unary("Exp", _binary("Mul", args[0], _scalar(math.log(2.0)))), out.dtype)


@handles("lerp")
def _h_lerp(name, args, kw, out):
    """start + weight * (end - start)"""
    start, end, weight = args[0], _v(args[1]), _v(args[2])
    return _binary("Add", start, _binary("Mul", weight, _binary("Sub", end, start)), out.dtype)


@handles("addcmul", "addcdiv", bound=True)
def _h_addcmul(name, args, kw, out):
    """self + value * t1 * t2 (addcdiv: t1 / t2)"""
    t = _binary("Mul" if name == "addcmul" else "Div", kw["tensor1"], kw["tensor2"])
    if kw["value"] != 1:
        t = _binary("Mul", t, _scalar(kw["value"]))
    return _binary("Add", kw["self"], t, out.dtype)


@handles("glu")
def _h_glu(name, args, kw, out):
    """a * sigmoid(b), the halves of x along dim"""
    x = args[0]
    dim = _norm_axis(args[1] if len(args) > 1 else kw.get("dim", -1), len(x.shape))
    half = x.shape[dim] // 2
    return _binary("Mul", _slice(x, dim, 0, half), _unary("Sigmoid", _slice(x, dim, half, half)), out.dtype)


@handles("sign", "sgn")
def _h_sign(name, args, kw, out):
    x = args[0]
    pos = _where(_binary("Gt", x, _scalar(0.0)), _scalar(1.0), _scalar(0.0), out.dtype)
    return _where(_binary("Lt", x, _scalar(0.0)), _scalar(-1.0), pos, out.dtype)


def _repeat_heads(x: Value, reps: int, axis: int) -> Value:
    """repeat_interleave(x, reps, axis) with an int count: a size-1 axis after `axis`, expanded, merged back."""
    split = x.shape[: axis + 1] + (1,) + x.shape[axis + 1:]
    grown = x.shape[: axis + 1] + (reps,) + x.shape[axis + 1:]
    merged = x.shape[:axis] + (x.shape[axis] * reps,) + x.shape[axis + 1:]
    return _reshape(_expand(_reshape(x, split), grown), merged)


@handles("scaled_dot_product_attention", bound=True)
def _h_sdpa(name, args, kw, out):
    """softmax(q k^T * scale + mask) v, as torch's math reference defines it: scale defaults to 1/sqrt(E); a bool
    mask keeps where True; a float mask is added; is_causal keeps key j <= query i (top-left aligned); enable_gqa
    repeats each key/value head for its group of query heads."""
    q, k, v, mask = kw["query"], kw["key"], kw["value"], kw["attn_mask"]
    if kw["dropout_p"]:
        raise NotImplementedError(f"dropout_p={kw['dropout_p']} (dropout is random; pass 0.0 for inference)")
    if kw["is_causal"] and mask is not None:
        raise NotImplementedError("attn_mask together with is_causal=True (torch refuses it too)")
    if kw.get("enable_gqa") and len(k.shape) >= 3 and k.shape[-3] != q.shape[-3]:
        k = _repeat_heads(k, q.shape[-3] // k.shape[-3], len(k.shape) - 3)
        v = _repeat_heads(v, q.shape[-3] // v.shape[-3], len(v.shape) - 3)
    scale = kw["scale"] if kw["scale"] is not None else 1.0 / math.sqrt(q.shape[-1])
    s = _binary("Mul", _matmul(q, _transpose(k, -2, -1)), _scalar(scale))
    L, S = q.shape[-2], k.shape[-2]
    if kw["is_causal"]:
        col = Value(ir.Iota((L, S), 1), (L, S), torch.int64)
        row = Value(ir.Iota((L, S), 0), (L, S), torch.int64)
        mask = _binary("Le", _binary("Sub", col, row), _scalar(0.0))
    if mask is not None and mask.dtype == torch.bool:
        s = _where(mask, s, _scalar(-math.inf), s.dtype)
    elif mask is not None:
        s = _binary("Add", s, mask)
    return _cast(_matmul(_softmax(s, -1), v), out.dtype)


@handles("_scaled_dot_product_flash_attention_for_cpu", "_scaled_dot_product_flash_attention",
         "_scaled_dot_product_efficient_attention", "_scaled_dot_product_cudnn_attention", bound=True)
def _h_sdpa_kernel(name, args, kw, out):
    """The fused kernels scaled_dot_product_attention dispatches to (what AOT autograd records): the same
    attention, key/value heads repeated for grouped queries; their output 0, the other outputs (logsumexp, RNG
    state) are not translated."""
    sdpa = {"query": kw["query"], "key": kw["key"], "value": kw["value"], "dropout_p": kw["dropout_p"],
            "is_causal": kw["is_causal"], "attn_mask": kw.get("attn_mask", kw.get("attn_bias")), "scale": kw["scale"],
            "enable_gqa": True}
    rest = f"{name}'s outputs after the first (logsumexp, RNG state) are not IR values"
    return (_h_sdpa(name, [], sdpa, out[0]),) + (rest,) * (len(out) - 1)


@handles("masked_fill")
def _h_masked_fill(name, args, kw, out):
    return _where(args[1], _v(args[2]), args[0], out.dtype)


@handles("silu")
def _h_silu(name, args, kw, out):
    return _binary("Mul", args[0], _unary("Sigmoid", args[0]))


@handles("gelu")
def _h_gelu(name, args, kw, out):
    """approximate='none': 0.5 x (1 + erf(x / sqrt 2)), torch's exact form; 'tanh': 0.5 x (1 + tanh(sqrt(2/pi)
    (x + 0.044715 x^3)))."""
    x = args[0]
    approximate = kw.get("approximate", args[1] if len(args) > 1 else "none")
    if approximate == "tanh":
        inner = _binary("Mul", _binary("Add", x, _binary("Mul", _binary("Pow", x, _scalar(3.0)), _scalar(0.044715))),
                        _scalar(math.sqrt(2.0 / math.pi)))
        core = _unary("Tanh", inner)
    elif approximate == "none":
        core = _unary("Erf", _binary("Mul", x, _scalar(math.sqrt(0.5))))
    else:
        raise NotImplementedError(f"approximate={approximate!r} (torch takes 'none' or 'tanh')")
    return _binary("Mul", _binary("Mul", x, _scalar(0.5)), _binary("Add", core, _scalar(1.0)))


@handles("softmax", "_softmax")
def _h_softmax(name, args, kw, out):
    return _cast(_softmax(args[0], args[1]), out.dtype)


@handles("log_softmax", "_log_softmax")
def _h_log_softmax(name, args, kw, out):
    return _cast(_log_softmax(args[0], args[1]), out.dtype)


@handles("rms_norm")
def _h_rms_norm(name, args, kw, out):
    weight = args[2] if len(args) > 2 else kw.get("weight")
    eps = args[3] if len(args) > 3 else kw.get("eps")
    return _rms_norm(args[0], args[1], weight, eps)


@handles("layer_norm")
def _h_layer_norm(name, args, kw, out):
    weight = args[2] if len(args) > 2 else kw.get("weight")
    bias = args[3] if len(args) > 3 else kw.get("bias")
    eps = args[4] if len(args) > 4 else kw.get("eps", 1e-5)
    return _layer_norm(args[0], args[1], weight, bias, eps)


@handles("native_layer_norm")
def _h_native_layer_norm(name, args, kw, out):
    """layer_norm as AOT autograd records it: (output, mean, rstd); the statistics are not translated."""
    y = _layer_norm(args[0], args[1], args[2], args[3], args[4])
    return y, "native_layer_norm's mean output", "native_layer_norm's rstd output"


@handles("linalg_vector_norm")
def _h_vector_norm(name, args, kw, out):
    ord_ = args[1] if len(args) > 1 else kw.get("ord", 2)
    dims = args[2] if len(args) > 2 else kw.get("dim")
    keepdim = args[3] if len(args) > 3 else kw.get("keepdim", False)
    return _vector_norm(args[0], ord_, dims, keepdim)
