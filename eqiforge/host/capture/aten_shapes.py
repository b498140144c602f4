"""ATen handlers of products, reductions, layouts (views, permutes, repeats), factories, dtype conversions, and
slicing and concatenation, registered in the op table (aten.py)."""
from __future__ import annotations

import math

from .. import term as ir
from .aten import _repeat_heads, _v, handles
from .ir_build import (
    Value, _binary, _cast, _cat, _einsum, _expand, _matmul, _mean, _norm_axis, _permute, _pieces, _reduce, _reshape,
    _rows, _scalar, _slice, _to_rank, _transpose, _triangle, _unary, _where, dtype_name,
)


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


# ---- slicing and concatenation (ir_build.py builds the IR's Slice and Concat)


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
