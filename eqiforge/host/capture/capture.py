"""Capture: a PyTorch program -> torch.export graph -> one IR term.

torch.export keeps composite ops (softmax, rms_norm, linear, ...) as single ATen calls; each is expanded here into
IR primitives, so the e-graph sees the arithmetic the rules work on. Shapes and dtypes come from export's fake
tensors. An op the IR does not cover stops capture with its name and the user's file and line.
"""
from __future__ import annotations

import contextlib
import copy
import io
import itertools
import logging
import math
import operator
import re
import traceback
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

import torch
from torch.fx.experimental.symbolic_shapes import GuardOnDataDependentSymNode

from .. import ops, term as ir
from ..errors import EqiForgeError
from ..paths import shown_path

_TORCH_DIR = Path(torch.__file__).resolve().parent
from ..term import Term


class CaptureError(EqiForgeError):
    pass


DTYPE_NAMES = {
    torch.float16: "F16", torch.bfloat16: "BF16", torch.float32: "F32", torch.float64: "F64",
    torch.int64: "I64", torch.int32: "I64", torch.bool: "Bool",
}


@dataclass
class Captured:
    term: Term
    input_names: list[str]


@dataclass
class Value:
    """A captured tensor: its IR term plus the static shape and dtype export saw. A reshape keeps the value it
    views (`viewed`); the 2-d view of a product's rows keeps the product (`rows_of`), so a view back is the
    product itself."""
    term: Term
    shape: tuple
    dtype: torch.dtype
    viewed: "Value | None" = None
    rows_of: "Value | None" = None


def dtype_name(dt: torch.dtype, where: str) -> str:
    if dt not in DTYPE_NAMES:
        raise CaptureError(f"{where}: dtype {dt} is not supported by the IR")
    return DTYPE_NAMES[dt]


# ---------------------------------------------------------------------------------------------------------------
# Small helpers over Values, shared by the op handlers.

def _norm_axis(ax: int, rank: int) -> int:
    return ax + rank if ax < 0 else ax


def _reshape(v: Value, shape) -> Value:
    shape = tuple(int(s) for s in shape)
    if shape == v.shape:
        return v
    if v.rows_of is not None and shape == v.rows_of.shape:
        return v.rows_of
    return Value(ir.Reshape(v.term, shape), shape, v.dtype, viewed=v)


def _to_rank(v: Value, rank: int) -> Value:
    """Prepend size-1 axes: the IR broadcasts only between equal ranks (or a rank-0 literal)."""
    if len(v.shape) == rank or len(v.shape) == 0:
        return v
    return _reshape(v, (1,) * (rank - len(v.shape)) + v.shape)


def _cast(v: Value, dt: torch.dtype) -> Value:
    if v.dtype == dt or v.dtype is None:
        return v
    name = dtype_name(dt, "cast")
    if DTYPE_NAMES.get(v.dtype) == name:
        return Value(v.term, v.shape, dt)
    return Value(ir.Cast(v.term, name), v.shape, dt)


def _scalar(x: float) -> Value:
    return Value(ir.Scalar(float(x)), (), None)  # dtype None: a weak Python literal


def _bshape(a: tuple, b: tuple) -> tuple:
    return tuple(torch.broadcast_shapes(a, b))


def _binary(op: str, a: Value, b: Value, out_dtype: torch.dtype | None = None) -> Value:
    """Pointwise binary op with torch's broadcasting and type promotion made explicit."""
    rank = max(len(a.shape), len(b.shape))
    a, b = _to_rank(a, rank), _to_rank(b, rank)
    if op in ("Lt", "Le", "Gt", "Ge", "Eq"):
        if a.dtype is not None and b.dtype is not None and a.dtype != b.dtype:
            common = torch.promote_types(a.dtype, b.dtype)
            a, b = _cast(a, common), _cast(b, common)
        return Value(ir.Binary(op, a.term, b.term), _bshape(a.shape, b.shape), torch.bool)
    if out_dtype is None:
        out_dtype = a.dtype if b.dtype is None else b.dtype if a.dtype is None else torch.promote_types(a.dtype, b.dtype)
    if a.dtype is not None:
        a = _cast(a, out_dtype)
    if b.dtype is not None:
        b = _cast(b, out_dtype)
    return Value(ir.Binary(op, a.term, b.term), _bshape(a.shape, b.shape), out_dtype)


def _unary(op: str, x: Value) -> Value:
    return Value(ir.Unary(op, x.term), x.shape, x.dtype)


def _reduce(reducer: str, x: Value, dims, keepdim: bool) -> Value:
    rank = len(x.shape)
    dims = range(rank) if dims is None or (isinstance(dims, (list, tuple)) and len(dims) == 0) else dims
    dims = sorted({_norm_axis(d, rank) for d in ([dims] if isinstance(dims, int) else dims)})
    out = x
    for d in dims:
        shape = tuple(1 if i == d else s for i, s in enumerate(out.shape))
        out = Value(ir.Reduce(reducer, d, out.term), shape, out.dtype)
    if not keepdim:
        out = _reshape(out, tuple(s for i, s in enumerate(x.shape) if i not in dims))
    return out


def _mean(x: Value, dims, keepdim: bool) -> Value:
    s = _reduce("RSum", x, dims, keepdim=True)
    count = math.prod(x.shape) // max(1, math.prod(s.shape))
    out = _binary("Mul", s, _scalar(1.0 / count))
    if not keepdim:
        rank = len(x.shape)
        all_dims = range(rank) if not dims else [_norm_axis(d, rank) for d in ([dims] if isinstance(dims, int) else dims)]
        out = _reshape(out, tuple(sz for i, sz in enumerate(x.shape) if i not in set(all_dims)))
    return out


def _permute(x: Value, perm) -> Value:
    perm = tuple(_norm_axis(p, len(x.shape)) for p in perm)
    if perm == tuple(range(len(perm))):
        return x
    return Value(ir.Permute(x.term, perm), tuple(x.shape[p] for p in perm), x.dtype)


def _transpose(x: Value, d0: int, d1: int) -> Value:
    perm = list(range(len(x.shape)))
    d0, d1 = _norm_axis(d0, len(perm)), _norm_axis(d1, len(perm))
    perm[d0], perm[d1] = perm[d1], perm[d0]
    return _permute(x, perm)


def _expand(x: Value, shape) -> Value:
    shape = tuple(int(s) for s in shape)
    x = _to_rank(x, len(shape))
    if len(x.shape) == 0:
        x = _reshape(x, (1,) * len(shape))
    return x if x.shape == shape else Value(ir.Expand(x.term, shape), shape, x.dtype)


def _rows_unmerged(a: Value) -> Value | None:
    """The value a 2-d `a` views when that merges its leading axes and keeps the last (x.view(-1, k))."""
    x = a.viewed
    if len(a.shape) == 2 and x is not None and len(x.shape) > 2 and x.shape[-1] == a.shape[-1]:
        return x
    return None


def _rows(y: Value) -> Value:
    """y viewed as 2-d rows (y.view(-1, n)), remembering y."""
    shape = (math.prod(y.shape[:-1]), y.shape[-1])
    return Value(ir.Reshape(y.term, shape), shape, y.dtype, viewed=y, rows_of=y)


def _matmul(a: Value, b: Value) -> Value:
    # x.view(-1, k) @ w is (x @ w).view(-1, n): a product over x's own axes, which the grid tiles (a merged axis
    # it could not), and a view back (Conv1D's .view(size_out)) is then the product itself
    x = _rows_unmerged(a)
    if x is not None and len(b.shape) == 2:
        return _rows(_matmul(x, b))
    squeeze_m = squeeze_n = False
    if len(a.shape) == 1:
        a, squeeze_m = _reshape(a, (1,) + a.shape), True
    if len(b.shape) == 1:
        b, squeeze_n = _reshape(b, b.shape + (1,)), True
    rank = max(len(a.shape), len(b.shape))
    a, b = _to_rank(a, rank), _to_rank(b, rank)
    batch = _bshape(a.shape[:-2], b.shape[:-2])
    out = Value(ir.MatMul(a.term, b.term), batch + (a.shape[-2], b.shape[-1]), torch.promote_types(a.dtype, b.dtype))
    shape = list(out.shape)
    if squeeze_n:
        shape.pop(-1)
    if squeeze_m:
        shape.pop(-2 if not squeeze_n else -1)
    return _reshape(out, shape)


def _einsum_subscripts(equation: str, ranks: list[int]) -> tuple[list[str], str]:
    """Each operand's letters and the output's, `...` spelled out (as digits, which no subscript uses) and an
    implicit output made explicit (the letters used once, in alphabetical order, after the broadcast ones)."""
    lhs, arrow, rhs = equation.replace(" ", "").partition("->")
    terms = lhs.split(",")
    if len(terms) != len(ranks):
        raise NotImplementedError(f"einsum {equation!r} names {len(terms)} operands for {len(ranks)} tensors")
    ellipsis = max((r - len(t.replace("...", "")) for t, r in zip(terms, ranks) if "..." in t), default=0)
    dots = "".join(str(i) for i in range(ellipsis))

    def spell(t: str, rank: int | None) -> str:
        if "..." not in t:
            return t
        width = ellipsis if rank is None else rank - len(t.replace("...", ""))
        return t.replace("...", dots[ellipsis - width:])  # broadcast dims align to the right
    letters = [spell(t, r) for t, r in zip(terms, ranks)]
    if arrow:
        out = spell(rhs, None)
    else:
        counts = Counter("".join(letters))
        out = dots + "".join(sorted(c for c, n in counts.items() if n == 1 and not c.isdigit()))
    for t, r in zip(letters, ranks):
        if len(t) != r:
            raise NotImplementedError(f"einsum {equation!r}: subscripts {t!r} for a tensor of rank {r}")
        if len(set(t)) != len(t):
            raise NotImplementedError(f"einsum {equation!r}: a repeated subscript in one operand (a diagonal)")
    return letters, out


def _einsum_pair(a: Value, sa: str, b: Value, sb: str, keep: set) -> tuple[Value, str]:
    """The contraction of two operands as one product: a's letters become [batch, M, K], b's [batch, K, N], the
    letters neither `keep` nor the other operand needs summed first. Returns the result and its letters."""
    a, sa = _einsum_sum_out(a, sa, set(sb) | keep)
    b, sb = _einsum_sum_out(b, sb, set(sa) | keep)
    batch = [c for c in sa if c in sb and c in keep]
    contracted = [c for c in sa if c in sb and c not in keep]
    rows = [c for c in sa if c not in sb]
    cols = [c for c in sb if c not in sa]
    size = {c: n for t, x in ((sa, a), (sb, b)) for c, n in zip(t, x.shape) if n != 1}
    size = {c: size.get(c, 1) for c in sa + sb}   # a letter of size 1 in one operand broadcasts (batch letters)
    for c in contracted:
        if dict(zip(sa, a.shape))[c] != dict(zip(sb, b.shape))[c]:
            raise NotImplementedError(f"einsum contracts {c!r} over sizes that differ")
    a = _permute(a, [sa.index(c) for c in batch + rows + contracted])
    b = _permute(b, [sb.index(c) for c in batch + contracted + cols])
    a_batch, b_batch = a.shape[:len(batch)], b.shape[:len(batch)]
    m, k, n = (math.prod(size[c] for c in g) for g in (rows, contracted, cols))
    # a group of one letter keeps its axis as it is (no view), so the grid tiles the operand's own axes
    if len(rows) != 1 or len(contracted) != 1:
        a = _reshape(a, a_batch + (m, k))
    if len(contracted) != 1 or len(cols) != 1:
        b = _reshape(b, b_batch + (k, n))
    y = _matmul(a, b)
    letters = batch + rows + cols
    shape = tuple(y.shape[:len(batch)]) + tuple(size[c] for c in rows + cols)
    return (y if y.shape == shape else _reshape(y, shape)), "".join(letters)


def _einsum_sum_out(x: Value, sx: str, needed: set) -> tuple[Value, str]:
    """x with the letters nothing else needs summed away."""
    gone = [i for i, c in enumerate(sx) if c not in needed]
    if not gone:
        return x, sx
    return _reduce("RSum", x, gone, keepdim=False), "".join(c for c in sx if c in needed)


def _einsum(equation: str, operands: list[Value]) -> Value:
    """torch.einsum as products, sums and permutes: operands contracted left to right, each pair as one (batched)
    product, then the output's letters permuted into place."""
    letters, out = _einsum_subscripts(equation, [len(x.shape) for x in operands])
    if not operands:
        raise NotImplementedError("einsum of no operands")
    y, sy = operands[0], letters[0]
    for i in range(1, len(operands)):
        keep = set(out) | {c for t in letters[i + 1:] for c in t}
        y, sy = _einsum_pair(y, sy, operands[i], letters[i], keep)
    y, sy = _einsum_sum_out(y, sy, set(out))
    return _permute(y, [sy.index(c) for c in out])


def _softmax(x: Value, dim: int) -> Value:
    m = _reduce("RMax", x, dim, keepdim=True)
    e = _unary("Exp", _binary("Sub", x, m))
    return _binary("Div", e, _reduce("RSum", e, dim, keepdim=True))


def _log_softmax(x: Value, dim: int) -> Value:
    m = _reduce("RMax", x, dim, keepdim=True)
    shifted = _binary("Sub", x, m)
    lse = _unary("Log", _reduce("RSum", _unary("Exp", shifted), dim, keepdim=True))
    return _binary("Sub", shifted, lse)


def _norm_dims(x: Value, normalized_shape) -> list[int]:
    n = len(normalized_shape)
    return list(range(len(x.shape) - n, len(x.shape)))


def _rms_norm(x: Value, normalized_shape, weight: Value | None, eps) -> Value:
    if eps is None:
        eps = torch.finfo(x.dtype).eps
    ms = _mean(_unary("Square", x), _norm_dims(x, normalized_shape), keepdim=True)
    y = _binary("Mul", x, _unary("Rsqrt", _binary("Add", ms, _scalar(eps))))
    return y if weight is None else _binary("Mul", y, weight)


def _layer_norm(x: Value, normalized_shape, weight, bias, eps) -> Value:
    dims = _norm_dims(x, normalized_shape)
    xc = _binary("Sub", x, _mean(x, dims, keepdim=True))
    var = _mean(_unary("Square", xc), dims, keepdim=True)
    y = _binary("Mul", xc, _unary("Rsqrt", _binary("Add", var, _scalar(eps))))
    if weight is not None:
        y = _binary("Mul", y, weight)
    if bias is not None:
        y = _binary("Add", y, bias)
    return y


def _where(cond: Value, a: Value, b: Value, out_dtype: torch.dtype) -> Value:
    rank = max(len(cond.shape), len(a.shape), len(b.shape))
    cond, a, b = (_to_rank(v, rank) for v in (cond, a, b))
    if a.dtype is not None:
        a = _cast(a, out_dtype)
    if b.dtype is not None:
        b = _cast(b, out_dtype)
    shape = _bshape(cond.shape, _bshape(a.shape, b.shape))
    if len(b.shape) == 0 and len(a.shape) > 0:  # a literal fill goes first, Where(c, fill, x): the mask rules' form
        return Value(ir.Where(ir.Unary("Not", cond.term), b.term, a.term), shape, out_dtype)
    return Value(ir.Where(cond.term, a.term, b.term), shape, out_dtype)


def _triangle(x: Value, k: int, upper: bool) -> Value:
    """triu/tril: keep x where (col - row) >= k (upper) or <= k (lower), else 0; indices from Iota."""
    shape = x.shape
    r = len(shape)
    col = Value(ir.Iota(shape, r - 1), shape, torch.int64)
    row = Value(ir.Iota(shape, r - 2), shape, torch.int64)
    diff = _binary("Sub", col, row)
    keep = _binary("Ge" if upper else "Le", diff, _scalar(k))
    zero = Value(ir.Full(0.0, shape, dtype_name(x.dtype, "triu")), shape, x.dtype)
    return _where(keep, x, zero, x.dtype)


def _vector_norm(x: Value, ord, dims, keepdim) -> Value:
    if ord != 2:
        raise NotImplementedError(f"vector norm of order {ord}")
    return _unary("Sqrt", _reduce("RSum", _unary("Square", x), dims, keepdim))


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


@handles("einsum")
def _h_einsum(name, args, kw, out):
    return _cast(_einsum(args[0], list(args[1])), out.dtype)


@handles("matmul", "mm", "bmm")
def _h_matmul(name, args, kw, out):
    return _matmul(args[0], args[1])


@handles("linear")
def _h_linear(name, args, kw, out):
    x, w = args[0], args[1]
    bias = args[2] if len(args) > 2 else kw.get("bias")
    y = _matmul(x, _transpose(w, 0, 1))
    return y if bias is None else _binary("Add", y, bias)


@handles("addmm", "baddbmm", "addbmm", bound=True)
def _h_addmm(name, args, kw, out):
    """beta * input + alpha * (mat1 @ mat2) (baddbmm: batched; addbmm: batched products summed over the batch);
    GPT-2's Conv1D is addmm(bias, x.view(-1, nx), w)."""
    a, b = (kw["mat1"], kw["mat2"]) if name == "addmm" else (kw["batch1"], kw["batch2"])
    y = _matmul(a, b)
    if name == "addbmm":
        y = _reduce("RSum", y, 0, keepdim=False)
    c, rows = kw["self"], y.rows_of is not None and len(kw["self"].shape) <= 1
    if rows:  # a bias row: added to the product over its own axes, then viewed as rows again
        y = y.rows_of
    if kw["alpha"] != 1:
        y = _binary("Mul", y, _scalar(kw["alpha"]))
    if kw["beta"] == 0:  # torch ignores input then, NaN and inf included
        y = _cast(y, out.dtype)
    else:
        y = _binary("Add", c if kw["beta"] == 1 else _binary("Mul", c, _scalar(kw["beta"])), y, out.dtype)
    return _rows(y) if rows else y


@handles("sum", "amax", "amin", "mean")
def _h_reduce(name, args, kw, out):
    dims = args[1] if len(args) > 1 else kw.get("dim")
    keepdim = args[2] if len(args) > 2 else kw.get("keepdim", False)
    x = _cast(args[0], out.dtype)  # sum(x, dtype=...) / mean(x, dtype=...) reduce in the requested dtype
    if name == "mean":
        return _mean(x, dims, keepdim)
    return _reduce({"sum": "RSum", "amax": "RMax", "amin": "RMin"}[name], x, dims, keepdim)


@handles("max", "min")
def _h_max_min(name, args, kw, out):
    """max.other / min.other are pointwise; max.default reduces everything; max.dim returns (values, indices)."""
    x = args[0]
    other = args[1] if len(args) > 1 else kw.get("other")
    if isinstance(other, Value):
        return _binary("Max" if name == "max" else "Min", x, other, out.dtype)
    reducer = "RMax" if name == "max" else "RMin"
    if not isinstance(out, (tuple, list)):
        return _reduce(reducer, x, None, keepdim=False)
    dim = args[1] if len(args) > 1 else kw["dim"]
    keepdim = args[2] if len(args) > 2 else kw.get("keepdim", False)
    return (_reduce(reducer, x, dim, keepdim),
            f"{name}(dim=...).indices: arg{name} is not an IR operator (the values alone are supported)")


def _var(x: Value, dims, correction, keepdim: bool) -> Value:
    """sum((x - mean)^2) / (N - correction) over dims: the two-pass form torch computes, not E[x^2] - E[x]^2."""
    xc = _binary("Sub", x, _mean(x, dims, keepdim=True))
    s = _reduce("RSum", _unary("Square", xc), dims, keepdim)
    count = math.prod(x.shape) // max(1, math.prod(_reduce("RSum", x, dims, True).shape))
    if count - correction <= 0:
        raise NotImplementedError(f"variance of {count} element(s) with correction {correction} divides by "
                                  f"{count - correction}")
    return _binary("Mul", s, _scalar(1.0 / (count - correction)))


def _correction(kw) -> float:
    """var.correction takes correction= (None means 1); var.dim / var.default take unbiased= (default True)."""
    if "correction" in kw:
        return 1.0 if kw["correction"] is None else float(kw["correction"])
    return 1.0 if kw.get("unbiased", True) else 0.0


@handles("var", "std", bound=True)
def _h_var(name, args, kw, out):
    v = _var(kw["self"], kw.get("dim"), _correction(kw), kw.get("keepdim") or False)
    return v if name == "var" else _unary("Sqrt", v)


@handles("var_mean", "std_mean", bound=True)
def _h_var_mean(name, args, kw, out):
    x, dims, keepdim = kw["self"], kw.get("dim"), kw.get("keepdim") or False
    v = _var(x, dims, _correction(kw), keepdim)
    return (v if name == "var_mean" else _unary("Sqrt", v)), _mean(x, dims, keepdim)


def _logsumexp(x: Value, dims, keepdim: bool) -> Value:
    """m + log(sum(exp(x - m))), m the max: exp never overflows. As torch does, an infinite max is replaced by 0
    in the shift, so a row of -inf gives -inf (not NaN) and a row holding +inf gives +inf."""
    m = _reduce("RMax", x, dims, keepdim=True)
    infinite = _binary("Eq", _unary("Abs", m), _scalar(math.inf))
    m = _where(infinite, _scalar(0.0), m, m.dtype)
    lse = _unary("Log", _reduce("RSum", _unary("Exp", _binary("Sub", x, m)), dims, keepdim=True))
    out = _binary("Add", lse, m)
    return out if keepdim else _reshape(out, _reduce("RSum", x, dims, keepdim=False).shape)


@handles("logsumexp", bound=True)
def _h_logsumexp(name, args, kw, out):
    return _cast(_logsumexp(kw["self"], kw["dim"], kw.get("keepdim") or False), out.dtype)


@handles("logaddexp")
def _h_logaddexp(name, args, kw, out):
    """log(exp(a) + exp(b)) = m + log(exp(a - m) + exp(b - m)), m = max(a, b): no overflow. Where both are -inf
    (or the same infinity), m is replaced by 0 in the shift, as in logsumexp, so the result is that infinity."""
    a, b = _v(args[0]), _v(args[1])
    m = _binary("Max", a, b)
    infinite = _binary("Eq", _unary("Abs", m), _scalar(math.inf))
    shift = _where(infinite, _scalar(0.0), m, m.dtype)
    total = _binary("Add", _unary("Exp", _binary("Sub", a, shift)), _unary("Exp", _binary("Sub", b, shift)))
    return _cast(_binary("Add", _unary("Log", total), shift), out.dtype)


@handles("view", "reshape", "_unsafe_view", "unsqueeze", "squeeze", "flatten", "unflatten", "view_as", "reshape_as")
def _h_reshape(name, args, kw, out):
    return _reshape(args[0], out.shape)


@handles("permute")
def _h_permute(name, args, kw, out):
    return _permute(args[0], args[1])


@handles("transpose", "swapaxes")
def _h_transpose(name, args, kw, out):
    return _transpose(args[0], args[1], args[2])


@handles("t", "numpy_T")
def _h_t(name, args, kw, out):
    x = args[0]
    return _permute(x, tuple(reversed(range(len(x.shape)))))


@handles("mT", "mH", "adjoint")
def _h_mt(name, args, kw, out):
    """the last two axes swapped (real tensors: mH is mT)"""
    return _transpose(args[0], -2, -1)


@handles("outer", "ger")
def _h_outer(name, args, kw, out):
    a, b = args[0], args[1]
    return _binary("Mul", _reshape(a, a.shape + (1,)), _reshape(b, (1,) + b.shape), out.dtype)


@handles("repeat")
def _h_repeat(name, args, kw, out):
    """x tiled reps times along each axis: per axis a size-1 axis before it, expanded to reps, merged back."""
    x, reps = args[0], [int(r) for r in args[1]]
    x = _to_rank(x, len(reps))
    for axis, r in enumerate(reps):
        if r != 1:
            split = x.shape[:axis] + (1,) + x.shape[axis:]
            tiled = _expand(_reshape(x, split), x.shape[:axis] + (r,) + x.shape[axis:])
            x = _reshape(tiled, x.shape[:axis] + (r * x.shape[axis],) + x.shape[axis + 1:])
    return x


@handles("expand", "expand_as", "broadcast_to")
def _h_expand(name, args, kw, out):
    return _expand(args[0], out.shape)


@handles("repeat_interleave")
def _h_repeat_interleave(name, args, kw, out):
    x, reps = args[0], args[1]
    dim = args[2] if len(args) > 2 else kw.get("dim")
    if not isinstance(reps, int) or dim is None:
        raise NotImplementedError("repeat_interleave needs an int repeat count and a dim")
    return _reshape(_repeat_heads(x, reps, _norm_axis(dim, len(x.shape))), out.shape)


@handles("triu", "tril")
def _h_triangle(name, args, kw, out):
    k = args[1] if len(args) > 1 else kw.get("diagonal", 0)
    return _triangle(args[0], k, upper=(name == "triu"))


@handles("ones", "zeros", "full", "ones_like", "zeros_like", "full_like", "new_ones", "new_zeros", "new_full",
         "scalar_tensor")
def _h_full(name, args, kw, out):
    if "ones" in name:
        value = 1.0
    elif "zeros" in name:
        value = 0.0
    elif name == "scalar_tensor":
        value = args[0]
    else:
        value = args[-1] if name != "new_full" else args[2]
    return Value(ir.Full(float(value), tuple(out.shape), dtype_name(out.dtype, name)), tuple(out.shape), out.dtype)


@handles("arange")
def _h_arange(name, args, kw, out):
    nums = [a for a in args if isinstance(a, (int, float))]
    start, step = (0, 1) if len(nums) == 1 else (nums[0], nums[2] if len(nums) > 2 else 1)
    n = out.shape[0]
    idx = Value(ir.Iota((n,), 0, dtype_name(out.dtype, name)), (n,), out.dtype)
    if step != 1:
        idx = _binary("Mul", idx, _scalar(step), out.dtype)
    if start != 0:
        idx = _binary("Add", idx, _scalar(start), out.dtype)
    return idx


@handles("_to_copy", "to", "type_as", "_to_dtype")
def _h_to(name, args, kw, out):
    return _cast(args[0], out.dtype)


@handles("clone", "contiguous", "alias", "detach", "lift_fresh_copy", "identity",
         "dropout", "alpha_dropout", "feature_dropout", "feature_alpha_dropout")
def _h_identity(name, args, kw, out):
    if name.endswith("dropout") and (args[2] if len(args) > 2 else kw.get("train", False)):
        raise NotImplementedError("dropout in training mode is random; call .eval() on the module or pass "
                                  "training=False")
    return args[0]


# ---- slicing and concatenation: step-1 slices and two-operand concatenations in the IR (Slice, Concat); the
# rest is built from them. Ops that return several tensors (split, chunk, unbind) give a list of Values, which
# export reads back with getitem. Pieces are taken at the sizes export recorded (`out`), so chunk's rounding and
# split's short last piece are torch's own.

@dataclass
class Empty:
    """A value of no elements: the pass-through slice `x[..., rot:]` of partial rotary code when `rot` is the whole
    axis. There is nothing to compute, so it has no term: cat skips it (an identity), and any other op that reads
    it is refused (translate_call; the IR has no size-0 axes)."""
    shape: tuple
    dtype: torch.dtype


def _slice(x: Value, dim: int, start: int, length: int) -> Value | Empty:
    if length <= 0:
        return Empty(x.shape[:dim] + (0,) + x.shape[dim + 1:], x.dtype)
    if start == 0 and length == x.shape[dim]:
        return x
    shape = x.shape[:dim] + (length,) + x.shape[dim + 1:]
    return Value(ir.Slice(x.term, dim, start, length), shape, x.dtype)


def _cat(xs: list, dim: int, dtype: torch.dtype) -> Value:
    xs = [_cast(x, dtype) for x in xs]
    dim = _norm_axis(dim, len(xs[0].shape))
    out = xs[0]
    for x in xs[1:]:  # nested from the left: ((a, b), c)
        shape = out.shape[:dim] + (out.shape[dim] + x.shape[dim],) + out.shape[dim + 1:]
        out = Value(ir.Concat(out.term, x.term, dim), shape, dtype)
    return out


def _pieces(x: Value, dim: int, outs) -> list[Value]:
    """x cut along dim into consecutive pieces of the sizes export recorded."""
    dim = _norm_axis(dim, len(x.shape))
    pieces, start = [], 0
    for o in outs:
        n = int(o.shape[dim])
        pieces.append(_slice(x, dim, start, n))
        start += n
    return pieces


@handles("slice")
def _h_slice(name, args, kw, out):
    x = args[0]
    dim = _norm_axis(args[1] if len(args) > 1 else kw.get("dim", 0), len(x.shape))
    start = args[2] if len(args) > 2 else kw.get("start")
    step = args[4] if len(args) > 4 else kw.get("step", 1)
    if step != 1:
        raise NotImplementedError(f"slice with step {step} (only step 1)")
    size = x.shape[dim]
    start = 0 if start is None else min(max(start + size if start < 0 else start, 0), size)
    return _slice(x, dim, start, int(out.shape[dim]))


@handles("narrow")
def _h_narrow(name, args, kw, out):
    x, dim, start, length = args[0], _norm_axis(args[1], len(args[0].shape)), args[2], args[3]
    return _slice(x, dim, start + x.shape[dim] if start < 0 else start, length)


@handles("select")
def _h_select(name, args, kw, out):
    x, dim, index = args[0], _norm_axis(args[1], len(args[0].shape)), args[2]
    index = index + x.shape[dim] if index < 0 else index
    return _reshape(_slice(x, dim, index, 1), out.shape)


@handles("cat", "concat", "concatenate")
def _h_cat(name, args, kw, out):
    xs = [x for x in args[0] if math.prod(x.shape) > 0]  # an empty operand adds nothing (the IR has no size 0)
    if not xs:
        raise NotImplementedError("a concatenation of empty tensors only (the IR has no size-0 axes)")
    return _cat(xs, args[1] if len(args) > 1 else kw.get("dim", 0), out.dtype)


@handles("stack")
def _h_stack(name, args, kw, out):
    dim = _norm_axis(args[1] if len(args) > 1 else kw.get("dim", 0), len(out.shape))
    return _cat([_reshape(x, x.shape[:dim] + (1,) + x.shape[dim:]) for x in args[0]], dim, out.dtype)


@handles("split", "split_with_sizes", "chunk", "tensor_split")
def _h_split(name, args, kw, out):
    return _pieces(args[0], args[2] if len(args) > 2 else kw.get("dim", 0), out)


@handles("unbind")
def _h_unbind(name, args, kw, out):
    x = args[0]
    dim = _norm_axis(args[1] if len(args) > 1 else kw.get("dim", 0), len(x.shape))
    return [_reshape(_slice(x, dim, i, 1), o.shape) for i, o in enumerate(out)]


@handles("getitem")
def _h_getitem(name, args, kw, out):
    return args[0][args[1]]


# Ops export inserts that compute nothing (shape/dtype assertions).
_IGNORED = {"_assert_tensor_metadata", "_assert_scalar", "sym_constrain_range_for_size", "_assert_async"}

# Ops whose result (a Python number, or a shape) depends on tensor values: what each does, for the refusal.
_DATA_DEPENDENT = {
    "item": "reads a tensor's value as a Python number (.item(), .tolist(), float(t))",
    "_local_scalar_dense": "reads a tensor's value as a Python number (.item(), .tolist(), float(t))",
    "nonzero": "makes a tensor whose shape depends on the values",
    "masked_select": "makes a tensor whose shape depends on the values",
    "index": "indexes with a tensor (x[mask] or x[idx]), so the result depends on the index values",
    "unique": "makes a tensor whose shape depends on the values",
}


def _bind(target, args: list, kwargs: dict) -> dict:
    """Every argument of an ATen call by its schema name, defaults filled in: the handlers of ops with several
    overloads (var.dim / var.correction, ...) then read one dict, whatever the overload or call style."""
    bound = {}
    for i, a in enumerate(target._schema.arguments):
        if i < len(args) and not a.kwarg_only:
            bound[a.name] = args[i]
        elif a.name in kwargs:
            bound[a.name] = kwargs[a.name]
        else:
            bound[a.name] = a.default_value if a.has_default_value() else None
    return bound


# ---------------------------------------------------------------------------------------------------------------

def _op_name(target) -> str:
    name = getattr(target, "__name__", str(target))  # e.g. "softmax.int"
    if hasattr(target, "_schema"):
        name = target._schema.name.split("::")[-1]
    return name.split(".")[0]


def _user_location(node, source_file: str | None) -> str:
    """The file:line in the user's code that produced an export node (the last frame in the workload file)."""
    trace = node.meta.get("stack_trace") or ""
    frames = re.findall(r'File "([^"]+)", line (\d+)', trace)
    if source_file:
        mine = [f for f in frames if f[0] == source_file]
        frames = mine or frames
    return f"{shown_path(frames[-1][0])}:{frames[-1][1]}" if frames else shown_path(source_file or "<unknown location>")


@contextlib.contextmanager
def _quiet_torch():
    """Keep torch's diagnostics out of the terminal while exporting: on a failed export torch logs warnings and
    prints the partial graph to stderr (tens of lines); the CaptureError says what failed in one line."""
    logger = logging.getLogger("torch")
    level = logger.level
    logger.setLevel(logging.CRITICAL)
    try:
        with contextlib.redirect_stderr(io.StringIO()):
            yield
    finally:
        logger.setLevel(level)


def _raise_location(exc: BaseException, source_file: str | None) -> str:
    """file:line of the innermost frame of the user's file in an exception's traceback (the line that raised)."""
    frames = traceback.extract_tb(exc.__traceback__)
    if source_file:
        mine = [f for f in frames if f.filename == source_file]
    else:  # no workload file: the innermost frame outside torch itself
        mine = [f for f in frames if not Path(f.filename).resolve().is_relative_to(_TORCH_DIR)]
    f = (mine or frames)[-1] if (mine or frames) else None
    return f"{shown_path(f.filename)}:{f.lineno}" if f else shown_path(source_file or "<unknown location>")


def _on_meta(module: torch.nn.Module) -> torch.nn.Module:
    """The module with its parameters and buffers on the meta device, as the inputs are (export refuses to mix
    devices). A copy whose tensors are made on meta directly, so a layer's weights are never copied."""
    held = list(itertools.chain(module.parameters(), module.buffers()))
    if all(t.is_meta for t in held):
        return module
    memo = {}
    for t in held:
        empty = torch.empty_like(t, device="meta")
        memo[id(t)] = torch.nn.Parameter(empty, t.requires_grad) if isinstance(t, torch.nn.Parameter) else empty
    return copy.deepcopy(module, memo)


def _export(module: torch.nn.Module, inputs: dict[str, torch.Tensor], source_file: str | None):
    what = shown_path(source_file) if source_file else type(module).__name__
    module = _on_meta(module)
    try:
        # Inputs are meta tensors; a factory call without device= (torch.arange(n, dtype=...)) must make a meta
        # tensor too, not a CPU one that export then refuses to mix with them.
        with _quiet_torch(), torch.device("meta"), torch.no_grad():
            return torch.export.export(module, (), kwargs=dict(inputs), strict=False)
    except GuardOnDataDependentSymNode as exc:
        code = next((f.line for f in reversed(traceback.extract_tb(exc.__traceback__))
                     if f.filename == source_file), None)
        raise CaptureError(f"data-dependent control flow at {_raise_location(exc, source_file)}: "
                           + (f"`{code}` " if code else "the program ")
                           + "branches on a tensor's value, which capture cannot see (it traces shapes only); "
                             "compute both sides and select with torch.where") from None
    except Exception as exc:  # export raises many types (and re-raises user code's); keep the first line
        first = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
        raise CaptureError(f"torch.export failed on {what}: {first}") from exc


_ALIASES = {"detach", "detach_", "lift_fresh_copy", "clone", "alias", "_to_copy", "to"}


def _empty_constants(graph, lifted) -> set[str]:
    """Tensor constants of no elements, and their copies, that only `cat` reads: a KV cache starts from
    `torch.tensor([])` and concatenates onto it, and torch's cat skips such an operand. Any other constant stays
    refused (the IR has no tensor literal)."""
    empty = {n.name for n in graph.nodes if n.op == "placeholder" and n.name in lifted
             and lifted[n.name].kind.name == "CONSTANT_TENSOR" and n.meta["val"].numel() == 0}
    for node in graph.nodes:
        if node.op == "call_function" and _op_name(node.target) in _ALIASES and node.args \
                and getattr(node.args[0], "name", None) in empty:
            empty.add(node.name)
    for node in graph.nodes:  # a use other than cat (or a copy) keeps the constant refused
        if node.name in empty and any(u.name not in empty and _op_name(u.target) != "cat" for u in node.users):
            return set()
    return empty


def translate_call(node, env: dict, where: str):
    """The Value (or Values) of one ATen call_function node whose tensor arguments are in `env` by node name: the
    op table's coverage, shared by capture and the torch.compile backend (backend.py). Raises CaptureError for an
    op the IR does not cover."""
    name = _op_name(node.target)
    args = torch.fx.node.map_arg(node.args, lambda n: env[n.name])
    kwargs = torch.fx.node.map_arg(node.kwargs, lambda n: env[n.name])
    handler = OPS.get(name)
    if handler is None:
        raise CaptureError(f"{where}: unsupported op {name} ({node.target}); the IR has no translation for it")
    out = node.meta.get("val")
    outs = out if isinstance(out, (tuple, list)) else (out,)
    # a fused attention kernel's outputs after the first may be numbers (its RNG state, sequence lengths)
    if not outs or not isinstance(outs[0], torch.Tensor) \
            or not all(isinstance(o, (torch.Tensor, int, torch.SymInt)) or o is None for o in outs):
        raise CaptureError(f"{where}: op {name} does not produce tensors")
    read = [a for x in (*args, *kwargs.values()) for a in (x if isinstance(x, (list, tuple)) else (x,))]
    if name not in ("cat", "concat", "concatenate") and any(isinstance(a, Empty) for a in read):
        raise CaptureError(f"{where}: unsupported use of {name}: an op other than cat reads an empty slice (the IR has "
                           "no size-0 axes)")
    if name in BOUND:
        args, kwargs = [], _bind(node.target, list(args), dict(kwargs))
    try:
        value = handler(name, list(args), dict(kwargs), out)
    except NotImplementedError as exc:
        raise CaptureError(f"{where}: unsupported use of {name}: {exc}") from None
    values = value if isinstance(value, (tuple, list)) else (value,)
    for v, o in zip(values, outs):
        if isinstance(v, Value) and tuple(v.shape) != tuple(o.shape):
            raise CaptureError(f"{where}: internal shape mismatch translating {name}: {v.shape} vs {tuple(o.shape)}")
    return value


def capture(module: torch.nn.Module, inputs: dict[str, torch.Tensor], source_file: str | None = None) -> Captured:
    """Export `module(**inputs)` and translate the graph into one IR term."""
    ep = _export(module, inputs, source_file)
    graph = ep.graph
    env: dict[str, Value] = {}
    names: list[str] = []
    what = shown_path(source_file) if source_file else type(module).__name__
    lifted = {spec.arg.name: spec for spec in ep.graph_signature.input_specs
              if spec.kind.name != "USER_INPUT" and hasattr(spec.arg, "name")}
    empty = _empty_constants(graph, lifted)
    for node in graph.nodes:  # a tensor constant made in forward: say where, it is the likelier mistake
        if node.op == "placeholder" and node.name in lifted and lifted[node.name].kind.name == "CONSTANT_TENSOR" \
                and node.name not in empty:
            users = list(node.users)
            where = _user_location(users[0], source_file) if users else what
            raise CaptureError(f"{where}: a tensor constant made in forward (torch.tensor(...)) is not supported; "
                               "use a Python number or pass the tensor as an input")
    result: Value | None = None
    for node in graph.nodes:
        if node.name in empty:
            continue
        if node.op == "placeholder":
            # a parameter or buffer is an input named by its module path (`self_attn.q_proj.weight`): kernels
            # read it like any other, so one program serves every checkpoint of the layer, and verification
            # takes its value from the module (Workload.instance)
            name = str(lifted[node.name].target) if node.name in lifted else node.name
            if name in names:
                raise CaptureError(f"{what}: the input {name} has the name of a parameter or buffer of the module; "
                                   "rename it")
            fake = node.meta["val"]
            dt = dtype_name(fake.dtype, f"input {name}")
            env[node.name] = Value(ir.Input(name, tuple(fake.shape), dt), tuple(fake.shape), fake.dtype)
            names.append(name)
        elif node.op == "call_function" and node.target is operator.getitem:
            # one output of a multi-output op (max.dim, var_mean): a Value, or why that output has no translation
            picked = env[node.args[0].name][node.args[1]]
            if isinstance(picked, str) and not node.users:  # export lists every output, used or not
                continue
            if isinstance(picked, str):
                raise CaptureError(f"{_user_location(node, source_file)}: unsupported use of {picked}")
            env[node.name] = picked
        elif node.op == "call_function":
            name = _op_name(node.target)
            if name in _IGNORED:
                continue
            where = _user_location(node, source_file)
            if name in _DATA_DEPENDENT:
                raise CaptureError(f"data-dependent value at {where}: {name} {_DATA_DEPENDENT[name]}, which capture "
                                   "cannot see (it traces shapes only)")
            if name == "cat":  # torch's cat skips 1-D tensors of no elements, whatever the other operands' rank
                node.args = ([a for a in node.args[0] if a.name not in empty],) + tuple(node.args[1:])
            env[node.name] = translate_call(node, env, where)
        elif node.op == "output":
            outs = node.args[0]
            if not isinstance(outs, (list, tuple)) or len(outs) != 1:
                raise CaptureError(f"{source_file}: the program must return exactly one tensor")
            result = env[outs[0].name]
        elif node.op == "get_attr":  # a submodule of a higher-order op: torch.cond, autocast or grad-mode regions
            users = list(node.users)
            where = _user_location(users[0], source_file) if users else what
            raise CaptureError(f"{where}: torch.export kept a region as a higher-order op "
                               f"({', '.join(_op_name(u.target) for u in users) or node.target}), which capture "
                               "has no translation for")
        else:
            raise CaptureError(f"{source_file}: unexpected export node kind {node.op}")
    assert result is not None
    return Captured(term=result.term, input_names=names)
