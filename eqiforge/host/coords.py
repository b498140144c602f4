"""Parallel coordinates on the host (ir.egg: Dim, Coord), read by every stage that sees parallel terms.

A coordinate is a term: `(Loop dim extent)` for a loop over a reduced axis, `(Grid dim axis extent)` for a grid
over an output axis. Its identity is the axis it tiles (a Dim: `(InDim name axis)` for an input's axis, or one
derived from constants and reshapes), never a number computed from sizes, so two axes of equal size are two
coordinates. Coordinates are compared as terms and ordered by their text where an order is needed (determinism).
"""
from __future__ import annotations

from functools import lru_cache

from .term import Term, to_sexpr

# The argument that holds each parallel construct's coordinate (ir.egg).
COORD_ARG = {"Partition": 2, "Replicate": 1, "Combine": 1, "PReduce": 2, "PScan": 2, "Collect": 1}
KINDS = ("Loop", "Grid")


def is_coordinate(p) -> bool:
    return isinstance(p, Term) and p.op in KINDS


def extent(p: Term) -> int:
    """The extent of the axis the coordinate tiles."""
    return int(p.args[-1])


def grid_axis(p: Term) -> int | None:
    """The output axis a grid coordinate tiles, or None for a loop coordinate."""
    return int(p.args[1]) if p.op == "Grid" else None


def dim(p: Term) -> Term:
    return p.args[0]


def in_dim(name: str, axis: int) -> Term:
    return Term("InDim", name, int(axis))


def loop(d: Term, n: int) -> Term:
    return Term("Loop", d, int(n))


def grid(d: Term, axis: int, n: int) -> Term:
    return Term("Grid", d, int(axis), int(n))


@lru_cache(maxsize=None)
def key(p: Term) -> str:
    """A total order on coordinates (their egglog text), for deterministic iteration."""
    return to_sexpr(p)


def dim_text(d: Term) -> str:
    """A Dim in short text: x.1 for axis 1 of input x; split/merge/constant axes spelled out."""
    if d.op == "InDim":
        return f"{d.args[0]}.{d.args[1]}"
    if d.op == "SplitDim":
        return f"{dim_text(d.args[0])}/{d.args[1]}x{d.args[2]}"
    if d.op == "MergeDim":
        return f"({dim_text(d.args[0])}..{dim_text(d.args[1])})"
    if d.op == "SliceDim":
        return f"{dim_text(d.args[0])}[{d.args[1]}:{d.args[1] + d.args[2]}]"
    if d.op == "ConcatDim":
        return f"({dim_text(d.args[0])}++{dim_text(d.args[1])})"
    return to_sexpr(d)


def text(p: Term) -> str:
    """A coordinate in short text: loop x.1[64], grid q.0@0[16]."""
    if p.op == "Grid":
        return f"grid {dim_text(dim(p))}@{grid_axis(p)}[{extent(p)}]"
    return f"loop {dim_text(dim(p))}[{extent(p)}]"


def scoped(op: str, p: Term | None, inner: frozenset) -> frozenset:
    """The free coordinates of a node from its operands': Partition and Replicate introduce their coordinate,
    Combine and PReduce bind theirs (Collect keeps it)."""
    if op in ("Partition", "Replicate"):
        return inner | {p}
    if op in ("Combine", "PReduce"):
        return inner - {p}
    return inner
