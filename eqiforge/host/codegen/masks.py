"""Masks that are comparisons of coordinates (causal, sliding window), and the loop tiles they close (DESIGN §5).

A loop over a coordinate's tiles folds each tile's value into its state. Where the value of a whole tile is the
reducer's identity whenever a mask is true on the whole tile (a score set to -inf there, so its max is -inf and its
exponentials 0), and the mask is an affine comparison of positions — `a·j + Σ b·x + c >= 0`, j the loop's position
and x positions the kernel has bound before the loop (its grid) — the tiles where the mask is true throughout form a
prefix or a suffix of the loop, computed from the grid index. The loop then runs only over the others; the model
counts only those. Both read the same `Bound` records.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

from ..term import Term

ALWAYS = "always"           # a value that is the absorbing constant everywhere, whatever the mask


@dataclass(frozen=True)
class Bound:
    """Tiles of the loop coordinate where `a·j + Σ coef·x + c >= 0` holds for every element are skipped; `terms`
    pairs a coordinate bound outside the loop with its coefficient."""
    a: int
    terms: tuple[tuple[str, int], ...]
    c: int

    def skipped_below(self) -> bool:
        """a < 0: the mask closes positions below a bound (the loop starts later); a > 0: above (it ends sooner)."""
        return self.a < 0


# -- which masks make a loop's value its reducer's identity --------------------------------------------------------
def _constant(t: Term) -> float | None:
    while t.op in ("Replicate", "Reshape", "Expand", "Cast", "Partition"):
        t = t.args[0]
    return float(t.args[0]) if t.op in ("Scalar", "Full") else None


def absorbing(t: Term, kind: str, loop, varies, sink=None) -> frozenset:
    """The masks (condition terms of a Where) such that where one is true on a whole tile, the whole tile of `t` is
    -inf (`kind` "ninf") or 0 ("zero"); ALWAYS where `t` is that constant. Finite operands are assumed finite (a
    score, a max over a row with an open key). `sink(view)`: a view of a mask built in the program (an additive
    -inf/0 mask from torch.triu) as the same Where with the view on its condition and values, or None."""
    op, a = t.op, t.args
    target = -math.inf if kind == "ninf" else 0.0
    k = _constant(t)
    if k is not None:
        return frozenset({ALWAYS}) if k == target else frozenset()

    def rec(x: Term, kind: str = kind) -> frozenset:
        return absorbing(x, kind, loop, varies, sink)
    sunk = sink(t) if sink and op in ("Partition", "Replicate", "Reshape", "Expand", "Permute", "Slice") else None
    if sunk is not None:
        return rec(sunk)
    if op in ("Replicate", "Cast"):
        return rec(a[0])
    if op == "Where":
        x, y = rec(a[1]), rec(a[2])
        out = x & y
        if ALWAYS in x:
            out |= {a[0]} | y
        if ALWAYS in y:
            out |= x
        return frozenset(out)
    if op == "Unary":
        if a[0].op == "Exp" and kind == "zero":
            return rec(a[1], "ninf")
        return frozenset()
    if op == "Binary":
        f, x, y = a[0].op, a[1], a[2]
        cx, cy = _constant(x), _constant(y)
        if kind == "ninf":
            if f in ("Mul", "Div") and cy is not None and cy > 0:
                return rec(x) - {ALWAYS}
            if f == "Mul" and cx is not None and cx > 0:
                return rec(y) - {ALWAYS}
            # -inf plus a finite value (a score plus an additive mask): -inf wherever either operand is
            if f == "Add":
                return (rec(x) | rec(y)) - {ALWAYS}
            # -inf minus what does not change over the loop: a finite value computed before it
            if f == "Sub" and loop not in varies(y):
                return rec(x) - {ALWAYS}
            return frozenset()
        if f == "Mul":
            return (rec(x) | rec(y)) - {ALWAYS}
        if f == "Div":
            return rec(x) - {ALWAYS}
        return frozenset()
    if op == "Reduce":
        if (a[0].op, kind) in (("RMax", "ninf"), ("RSum", "zero")):
            return rec(a[2]) - {ALWAYS}
        return frozenset()
    if op == "PReduce":   # an inner loop: each of its tiles absorbing makes its fold the identity
        if (a[0].op, kind) in (("RMax", "ninf"), ("RSum", "zero")):
            return rec(a[1]) - {ALWAYS}
        return frozenset()
    if op == "TileMatMul" and kind == "zero":
        return (rec(a[0]) | rec(a[1])) - {ALWAYS}
    if op == "Get" and a[0].op == "Tuple":
        return rec(a[0].args[a[1]])
    return frozenset()


def identity_masks(reducer: Term, body: Term, loop, varies, sink=None) -> frozenset:
    """The masks under which one tile's value of PReduce(reducer, body, loop) leaves the loop state unchanged."""
    op = reducer.op
    if op == "RSum":
        return absorbing(body, "zero", loop, varies, sink) - {ALWAYS}
    if op == "RMax":
        return absorbing(body, "ninf", loop, varies, sink) - {ALWAYS}
    if op in ("RRescale", "RRescaleAcc") and body.op == "Tuple":
        # the combine selects a state whose max is -inf out (templates: rescale_update); in order (RRescaleAcc),
        # such a tile's terms are exp(-inf - M) = 0 and the state's factor exp(m - max(m, -inf)) is 1
        return absorbing(body.args[0], "ninf", loop, varies, sink) - {ALWAYS}
    if op == "RPair" and body.op == "Tuple":
        return identity_masks(reducer.args[0], body.args[0], loop, varies, sink) & \
            identity_masks(reducer.args[1], body.args[1], loop, varies, sink)
    return frozenset()


# -- a mask in memory as an affine comparison of its positions ---------------------------------------------------
def _align(coefs: dict, rank: int, out_rank: int) -> dict:
    return {k + out_rank - rank: v for k, v in coefs.items()}


def affine(t: Term, shape) -> tuple[dict, float] | None:
    """t's value as Σ coef·position(axis) + const over its own axes, or None."""
    op, a = t.op, t.args
    if op == "Iota":
        return {a[1]: 1}, 0.0
    if op == "Scalar":
        return {}, float(a[0])
    if op == "Full" and a[2].op != "Bool":
        return {}, float(a[0])
    if op == "Cast" and a[1].op != "Bool":
        return affine(a[0], shape)
    if op == "Binary" and a[0].op in ("Add", "Sub", "Mul"):
        x, y = affine(a[1], shape), affine(a[2], shape)
        if x is None or y is None:
            return None
        r, rx, ry = len(shape(t)), len(shape(a[1])), len(shape(a[2]))
        (cx, kx), (cy, ky) = (_align(x[0], rx, r), x[1]), (_align(y[0], ry, r), y[1])
        if a[0].op == "Mul":
            if cx and cy:
                return None
            coefs, scale, k = (cx, ky, kx) if cx else (cy, kx, ky)
            return {i: v * scale for i, v in coefs.items()}, kx * ky
        sign = 1 if a[0].op == "Add" else -1
        out = dict(cx)
        for i, v in cy.items():
            out[i] = out.get(i, 0) + sign * v
        return out, kx + sign * ky
    return _layout(t, shape, affine)


def _layout(t: Term, shape, inner):
    """Views of an affine value: positions move with the view (size-1 axes added or dropped, broadcast,
    permuted, sliced)."""
    op, a = t.op, t.args
    if op not in ("Reshape", "Expand", "Permute", "Slice"):
        return None
    got = inner(a[0], shape)
    if got is None:
        return None
    coefs, rest = got[0], got[1:]
    src = list(shape(a[0]))
    coefs = {i: v for i, v in coefs.items() if src[i] != 1}  # an axis of size 1 has position 0 only: no term
    if op == "Reshape":
        kept_src = [i for i, n in enumerate(src) if n != 1]
        kept_dst = [i for i, n in enumerate(a[1]) if n != 1]
        if [src[i] for i in kept_src] != [a[1][i] for i in kept_dst]:
            return None
        where = dict(zip(kept_src, kept_dst))
        if any(i not in where for i in coefs if coefs[i]):
            return None
        return ({where[i]: v for i, v in coefs.items() if i in where}, *rest)
    if op == "Expand":
        return ({i: v for i, v in coefs.items() if src[i] != 1}, *rest)
    if op == "Permute":
        perm = list(a[1])
        return ({perm.index(i): v for i, v in coefs.items()}, *rest)
    # Slice: position p of the slice is position p + start of its operand
    axis, start = a[1], a[2]
    shift = coefs.get(axis, 0) * start
    return (coefs, rest[0] + shift) if len(rest) == 1 else None


_COMPARE = {"Ge": (1, 0), "Gt": (1, -1), "Le": (-1, 0), "Lt": (-1, -1)}  # d op 0  <=>  sign·d + shift >= 0


def comparison(t: Term, shape) -> tuple[dict, int] | None:
    """A boolean mask in memory as `Σ coef·position(axis) + c >= 0` over integer positions (coefficients and
    constant integers), or None."""
    op, a = t.op, t.args
    if op == "Binary" and a[0].op in _COMPARE:
        x, y = affine(a[1], shape), affine(a[2], shape)
        if x is None or y is None:
            return None
        r = len(shape(t))
        coefs = dict(_align(x[0], len(shape(a[1])), r))
        for i, v in _align(y[0], len(shape(a[2])), r).items():
            coefs[i] = coefs.get(i, 0) - v
        const = x[1] - y[1]
        sign, shift = _COMPARE[a[0].op]
        values = [sign * v for v in coefs.values()] + [sign * const]
        if any(v != int(v) for v in values):
            return None
        return {i: int(sign * v) for i, v in coefs.items() if v}, int(sign * const) + shift
    if op == "Where" and _constant(a[1]) == 1.0 and _constant(a[2]) == 0.0:
        return comparison(a[0], shape)
    if op == "Cast" and a[1].op == "Bool":
        return comparison(a[0], shape)
    return _layout(t, shape, comparison)


# -- counting the tiles a bounded loop visits ---------------------------------------------------------------------
def open_range(bounds: list[Bound], starts: dict, tiles: dict, loop_tile: int, lo: int, hi: int) -> tuple[int, int]:
    """The visited tiles [ol, oh) within [lo, hi) where every mask is false throughout (the templates' open_range):
    these run without the masks."""
    ol, oh = lo, hi
    for b in bounds:
        most = b.c + sum(coef * (starts[x] + tiles[x] - 1 if coef > 0 else starts[x]) for x, coef in b.terms)
        if b.a > 0:   # open below ceil(-most / a)
            oh = min(oh, max(-1 - most + b.a, 0) // b.a // loop_tile)
        elif most >= 0:   # open from floor(most / -a) + 1 on
            ol = max(ol, -(-(most // -b.a + 1) // loop_tile))
    ol = min(ol, hi)
    return ol, max(oh, ol)


def tile_range(bounds: list[Bound], starts: dict, tiles: dict, loop_tile: int, trips: int) -> tuple[int, int]:
    """The loop tiles [lo, hi) left open for one instance: `starts` the first position of each bound coordinate's
    tile, `tiles` their sizes (what the kernel computes, in Python)."""
    lo, hi = 0, trips
    for b in bounds:
        least = b.c + sum(coef * (starts[x] if coef >= 0 else starts[x] + tiles[x] - 1) for x, coef in b.terms)
        if b.a > 0:   # masked from j = ceil(-least / a) on
            first = -(-max(-least, 0) // b.a)
            hi = min(hi, -(-first // loop_tile))
        elif least >= 0:   # masked up to j = floor(least / -a)
            lo = max(lo, (least // -b.a + 1) // loop_tile)
    return lo, max(lo, hi)
