"""IR building for capture: a captured tensor (Value) and the IR terms built from Values — casts, broadcasts,
reductions, products and einsum, softmax and norms — that the ATen handlers (aten.py, aten_shapes.py) share."""
from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass

import torch

from .. import term as ir
from ..errors import EqiForgeError
from ..schema import TORCH_DTYPES
from ..term import Term


class CaptureError(EqiForgeError):
    pass


# a torch dtype -> its IR dtype: the schema's table read backwards; int32 is captured as I64
DTYPE_NAMES = {**{dt: name for name, dt in TORCH_DTYPES.items()}, torch.int32: "I64"}


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
