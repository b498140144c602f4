"""A searched program moved to other sizes: the candidate chosen for a segment at one size, rewritten for the same
segment at another (a length of the same bucket, issue [generate]).

Shapes are data in the IR: a segment captured at two sizes gives two forms of one structure, differing only in
their numbers, and a candidate of one is a candidate of the other once its numbers follow. `rebind` aligns the two
forms (every sub-term of the searched form has its counterpart), then rebuilds the candidate bottom-up: a sub-term
of the form becomes its counterpart; a node the rules made gets its sizes from its operands at the new size (a
Reshape regroups the same axes, an Expand keeps its operand's axes), or from a node of the form with the same
sizes and operand shapes; a coordinate gets the extent of the axis it tiles there. Where a number cannot be told
apart (a size of the symbolic axis that a fixed axis also has, with nothing else to go by) it raises RebindError,
and the caller searches at the new size instead. The result is checked like any program before it runs.
"""
from __future__ import annotations

import math

import torch

from . import schema
from .coords import COORD_ARG, is_coordinate
from .errors import EqiForgeError
from .schema import OPERANDS
from .term import Term

_SIZED = ("Reshape", "Expand", "Full", "Iota", "Slice")   # Expr constructors with sizes among their literals


class RebindError(EqiForgeError):
    """The candidate's numbers cannot be carried to the other size unambiguously (or the forms differ)."""


def align(a: Term, b: Term, pairs: dict[Term, Term]) -> None:
    """pairs[x] = y for every sub-term x of `a` and its counterpart y in `b`, two terms of one structure (the same
    constructors, names and arity; numbers may differ)."""
    if a in pairs:
        if pairs[a] != b:
            raise RebindError(f"one sub-term has two counterparts ({a.op})")
        return
    if a.op != b.op or len(a.args) != len(b.args):
        raise RebindError(f"the forms differ: {a.op} against {b.op}")
    for x, y in zip(a.args, b.args):
        if isinstance(x, Term):
            if not isinstance(y, Term):
                raise RebindError(f"the forms differ under {a.op}")
            align(x, y, pairs)
        elif isinstance(x, str) and x != y or type(x) is not type(y) \
                or isinstance(x, tuple) and len(x) != len(y):
            raise RebindError(f"the forms differ in a literal of {a.op}")
    pairs[a] = b


class _Rebinder:
    def __init__(self, old_form: Term, new_form: Term):
        self.pairs: dict[Term, Term] = {}
        align(old_form, new_form, self.pairs)
        # what the forms say about numbers: a sized node's literals by its operands' shapes, and every size and
        # float of the form (old -> the set of new values: one value is a mapping, several are ambiguous)
        self.sized: dict[tuple, set] = {}
        self.ints: dict[int, set] = {}
        self.floats: dict[float, set] = {}
        for x, y in self.pairs.items():
            if x.op in _SIZED:
                self.sized.setdefault(self._signature(x), set()).add(y.args)
            if x.op in OPERANDS or x.op in _SIZED or x.op in ("Input", "Scalar"):
                for m, n in zip(_flat(schema.shape(x)), _flat(schema.shape(y))):
                    self.ints.setdefault(m, set()).add(n)
            for m, n in zip(x.args, y.args):
                if isinstance(m, float):
                    self.floats.setdefault(m, set()).add(n)
        self.memo: dict[Term, Term] = {}
        self.extents: dict[Term, int] = {}

    def _signature(self, t: Term) -> tuple:
        kids = tuple(tuple(_flat(schema.shape(t.args[i]))) for i in OPERANDS.get(t.op, ()))
        return (t.op, tuple(a for a in t.args if not isinstance(a, Term)), kids)

    def number(self, m: int) -> int:
        seen = self.ints.get(m)
        if seen is None:
            return m                       # a size the forms never have: a fixed one
        if len(seen) == 1:
            return next(iter(seen))
        raise RebindError(f"size {m} is both a fixed size and one that changes ({sorted(seen)})")

    def term(self, t: Term, hint: tuple | None = None) -> Term:
        """Pass 1: the candidate's values at the new size, coordinates left as they were (they are rewritten in
        pass 2, once the extents of the axes they tile are known). `hint`: the shape, old and new, a constant
        here broadcasts against (its operation's other operands'), for the sizes nothing else tells."""
        if t in self.memo:
            return self.memo[t]
        if t in self.pairs:
            out = self.pairs[t]
        elif is_coordinate(t) or t.op in ("InDim", "LitDim", "SplitDim", "MergeDim", "SliceDim", "ConcatDim"):
            out = t
        else:
            args = list(t.args)
            operands = OPERANDS.get(t.op, ())
            # the operands that read inputs first: they say the shape a constant beside them broadcasts against
            order = sorted(range(len(args)), key=lambda i: i in operands and not self._reads_input(t.args[i]))
            for i in order:
                if isinstance(args[i], Term):
                    args[i] = self.term(args[i], self._hint(t, i, args, hint))
            out = Term(t.op, *self._literals(t, args, hint))
        self.memo[t] = out
        self._note_extent(t, out)
        return out

    def _reads_input(self, t) -> bool:
        return isinstance(t, Term) and any(x.op == "Input" for x in t.walk())

    def _hint(self, t: Term, i: int, args: list, hint: tuple | None) -> tuple | None:
        """The old and new shape operand i of t broadcasts against: t's own hint through the ops that keep
        shapes, the broadcast of the other operands already rebuilt for an elementwise op."""
        if t.op in ("Partition", "Replicate", "Cast", "Unary", "Collect") and i in OPERANDS[t.op]:
            return hint
        if t.op not in ("Binary", "Where") or self._reads_input(t.args[i]):
            return None
        done = [j for j in OPERANDS[t.op] if j != i and self._reads_input(t.args[j])]
        if not done:
            return hint
        try:
            old = tuple(torch.broadcast_shapes(*(schema.shape(t.args[j]) for j in done)))
            new = tuple(torch.broadcast_shapes(*(schema.shape(args[j]) for j in done)))
        except RuntimeError:
            return None
        return old, new

    def _sizes(self, shape: tuple, hint: tuple | None, keep: tuple | None = None) -> tuple:
        """A constant's shape at the new size: each size as the forms say it changes, or, where they cannot say,
        as the shape it broadcasts against has it on the same axis (counted from the last). `keep`: sizes already
        known (None where not)."""
        out = []
        for i, m in enumerate(shape):
            if keep is not None and keep[i] is not None:
                out.append(keep[i])
                continue
            try:
                out.append(self.number(m))
            except RebindError:
                j = i - len(shape) + len(hint[0]) if hint else -1
                if not (0 <= j < len(hint[0]) and hint[0][j] == m):
                    raise
                out.append(hint[1][j])
        return tuple(out)

    def _literals(self, t: Term, args: list, hint: tuple | None = None) -> list:
        op, a = t.op, t.args
        if op == "Scalar":
            return [self._float(a[0])]
        if op not in _SIZED:
            return args
        same = self.sized.get(self._signature(t))
        if same is not None and len(same) == 1:   # the form has this node, sizes and operand shapes alike
            return [args[i] if isinstance(x, Term) else x for i, x in enumerate(next(iter(same)))]
        if op == "Reshape":
            return [args[0], _regroup(tuple(schema.shape(a[0])), tuple(a[1]), tuple(schema.shape(args[0])),
                                      self.number)]
        if op == "Expand":
            old_x, new_x = schema.shape(a[0]), schema.shape(args[0])
            kept = tuple(new_x[i] if old_x[i] != 1 else None for i in range(len(a[1])))
            return [args[0], self._sizes(tuple(a[1]), hint, kept)]
        if op == "Slice":
            x, axis, start, length = args
            old_n, new_n = schema.shape(a[0])[axis], schema.shape(x)[axis]
            if old_n == new_n:
                return args
            if start == 0 and length == old_n:
                return [x, axis, 0, new_n]
            return [x, axis, self.number(start), self.number(length)]
        if op == "Full":
            return [self._float(a[0]), self._sizes(tuple(a[1]), hint), args[2]]
        return [self._sizes(tuple(a[0]), hint), a[1], args[2]]    # Iota

    def _float(self, x: float) -> float:
        seen = self.floats.get(x)
        if seen is None or seen == {x}:
            return x
        if len(seen) == 1:
            return next(iter(seen))
        raise RebindError(f"the constant {x} takes several values at the other size")

    def _note_extent(self, old: Term, new: Term) -> None:
        """The extent at the new size of the axis a Partition or a Combine tiles (its coordinate's)."""
        if old.op == "Partition":
            p, n = old.args[2], schema.shape(new.args[0])[old.args[1]]
        elif old.op == "Combine":
            p, n = old.args[1], schema.shape(new.args[0])[old.args[2]]
        else:
            return
        if self.extents.setdefault(p, n) != n:
            raise RebindError(f"coordinate {p} tiles axes of two extents at the other size")

    def coordinates(self, t: Term) -> Term:
        """Pass 2: every coordinate with the extent of its axis at the new size, its Dim's numbers alike."""
        memo: dict[Term, Term] = {}

        def go(x):
            if not isinstance(x, Term):
                return x
            if x not in memo:
                if is_coordinate(x):
                    memo[x] = self._coordinate(x)
                else:
                    memo[x] = Term(x.op, *(go(a) for a in x.args))
            return memo[x]
        return go(t)

    def _coordinate(self, p: Term) -> Term:
        if p not in self.extents:
            raise RebindError(f"no Partition or Combine says the extent of {p}")
        return Term(p.op, self._dim(p.args[0]), *p.args[1:-1], self.extents[p])

    def _dim(self, d: Term) -> Term:
        if d.op == "InDim":
            return d
        if d.op == "LitDim":
            return Term("LitDim", tuple(self.number(n) for n in d.args[0]), d.args[1])
        if d.op == "SplitDim":
            return Term("SplitDim", self._dim(d.args[0]), self.number(d.args[1]), self.number(d.args[2]))
        if d.op == "SliceDim":
            return Term("SliceDim", self._dim(d.args[0]), self.number(d.args[1]), self.number(d.args[2]))
        return Term(d.op, *(self._dim(x) for x in d.args))       # MergeDim, ConcatDim


def rebind(candidate: Term, old_form: Term, new_form: Term) -> Term:
    """`candidate`, a program of `old_form`, rewritten as the same program of `new_form` (the same segment at other
    sizes). RebindError where the forms differ or a number is ambiguous."""
    r = _Rebinder(old_form, new_form)
    return r.coordinates(r.term(candidate))


def _flat(shape) -> list[int]:
    """A shape's sizes; a tuple value's shape (a list of its fields' shapes) flattened."""
    return [n for s in shape for n in _flat(s)] if isinstance(shape, list) else list(shape)


def _changes(number, m: int) -> int | None:
    """What the forms say size m becomes, or None where they cannot say."""
    try:
        return number(m)
    except RebindError:
        return None


def _regroup(old_in: tuple, old_out: tuple, new_in: tuple, number) -> tuple:
    """A Reshape's target at the new size: the reshape maps groups of adjacent input axes to groups of output axes
    of equal product (size-1 axes on their own); a group whose inputs kept their sizes keeps its outputs; one output
    takes the product of its inputs; a group regrouped otherwise changes the one output that makes the product
    whole (`number`: what the forms say a size becomes)."""
    groups = _groups(old_in, old_out)
    out = list(old_out)
    for ins, outs in groups:
        before, after = [old_in[i] for i in ins], [new_in[i] for i in ins]
        if before == after:
            continue
        if len(outs) == 1:
            out[outs[0]] = math.prod(after)
            continue
        if len(ins) == len(outs) and all(old_in[i] == old_out[j] for i, j in zip(ins, outs)):
            for i, j in zip(ins, outs):
                out[j] = new_in[i]
            continue
        # one output axis takes the change: the one that makes the product whole, or of those, the one whose size
        # the forms say changes (number())
        total, whole = math.prod(after), math.prod(old_out[j] for j in outs)
        fits = [j for j in outs if (total * old_out[j]) % whole == 0 and old_out[j] > 1]
        if len(fits) > 1:
            fits = [j for j in fits if _changes(number, old_out[j]) == total * old_out[j] // whole]
        if len(fits) != 1:
            raise RebindError(f"a Reshape of {list(old_in)} to {list(old_out)} cannot be told at {list(new_in)}")
        out[fits[0]] = total * old_out[fits[0]] // whole
    if math.prod(out) != math.prod(new_in):
        raise RebindError(f"a Reshape of {list(old_in)} to {list(old_out)} cannot be told at {list(new_in)}")
    return tuple(out)


def _groups(shape_in: tuple, shape_out: tuple) -> list[tuple[list[int], list[int]]]:
    """Adjacent axes of equal product on both sides of a reshape, size-1 axes left out (they are fixed)."""
    ins = [i for i, n in enumerate(shape_in) if n != 1]
    outs = [j for j, n in enumerate(shape_out) if n != 1]
    groups, i, j = [], 0, 0
    while i < len(ins) and j < len(outs):
        gi, gj = [ins[i]], [outs[j]]
        pi, pj = shape_in[ins[i]], shape_out[outs[j]]
        i, j = i + 1, j + 1
        while pi != pj:
            if pi < pj:
                gi.append(ins[i])
                pi *= shape_in[ins[i]]
                i += 1
            else:
                gj.append(outs[j])
                pj *= shape_out[outs[j]]
                j += 1
        groups.append((gi, gj))
    if i != len(ins) or j != len(outs):
        raise RebindError(f"a Reshape of {list(shape_in)} to {list(shape_out)} does not group")
    return groups
