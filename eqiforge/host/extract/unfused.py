"""The unfused program: every computation of a tensor-level term in a kernel of its own (issue 28, never zero).

Extraction may find no fused program: saturation stopped at a limit before views reached the inputs, or the graph
is too large for the search. The program itself is always in the e-graph, so it always has this candidate: the
smallest tensor-level term of the root class (`tensor_term`), each computation on data lowered on its own
(`unfused`):

- a pointwise op, a product, a reduction or a concatenation becomes one kernel: a grid of Combine axes over the
  output's sized axes, its operands loaded as tiles (Partition) or, along an axis they broadcast, whole
  (Replicate). A reduced or concatenated axis is held whole in every instance (lowering gathers a Concat by index);
  a product's contracted axis is a loop over its tiles (PReduce of RSum), so no program holds a whole weight;
- layouts of memory (Reshape, Permute, Expand, Slice, Cast) stay views the launcher takes, and arithmetic that
  reads no input (masks of Iotas) stays index arithmetic, as in every candidate (lowerable.py);
- an output with no sized axis left to tile gets a grid of one instance over an axis of size 1 (a rank-1 Concat
  is first reshaped to a row, which gives it one; a rank-0 value is computed as a vector of one element).
"""
from __future__ import annotations

import sys

from .. import schema
from . import lowerable
from ..coords import grid, loop
from ..ops import REDUCERS
from ..saturate.serialized import SerializedGraph
from ..schema import OPERANDS
from ..term import Term

# tensor-level constructs: what a captured program is written in (no views, no tiles)
TENSOR = frozenset(("Input", "Scalar", "Full", "Iota", "Unary", "Binary", "Where", "Cast", "Reshape", "Permute",
                    "Expand", "MatMul", "Reduce", "Slice", "Concat"))
COMPUTE = frozenset(("Unary", "Binary", "Where", "MatMul", "Reduce", "Concat"))


def tensor_term(graph: SerializedGraph, root: str) -> Term | None:
    """The root class's smallest term in tensor-level constructs (fewest nodes counted as a tree, ties by the
    node's text, so the choice is deterministic), or None if it has none."""
    nodes = {c: [n for n in graph.ir_nodes[c] if graph.nodes[n]["op"] in TENSOR and not graph.nodes[n].get("subsumed")
                 and (graph.nodes[n]["op"] != "Reduce" or _reducer(graph, n) in REDUCERS)]
             for c in graph.expr_classes}
    kids = {n: [graph.nodes[k]["eclass"] for k in graph.nodes[n]["children"]] for ns in nodes.values() for n in ns}
    cost: dict[str, tuple[int, str]] = {}
    best: dict[str, str] = {}
    changed = True
    while changed:  # a fixpoint over the classes: a node is costed once all its operand classes are
        changed = False
        for c, ns in nodes.items():
            for n in ns:
                ops = [k for k in kids[n] if graph.is_expr(k)]
                if any(k not in cost for k in ops):
                    continue
                new = (1 + sum(cost[k][0] for k in ops), n)
                if c not in cost or new < cost[c]:
                    cost[c], best[c], changed = new, n, True
    if root not in best:
        return None
    memo: dict[str, Term] = {}

    def build(c: str) -> Term:
        if c not in memo:
            n = best[c]
            memo[c] = Term(graph.nodes[n]["op"], *(build(k) if graph.is_expr(k) else graph.value(k) for k in kids[n]))
        return memo[c]
    return build(root)


def _reducer(graph: SerializedGraph, nid: str) -> str:
    r = graph.value(graph.nodes[graph.nodes[nid]["children"][0]]["eclass"])
    return r.op if isinstance(r, Term) else ""


class Unfused:
    """Rewrites a tensor-level term into kernels of one computation each."""

    def __init__(self):
        self.memo: dict[Term, Term] = {}
        self.data: dict[Term, bool] = {}

    def shape(self, t: Term) -> tuple:
        return tuple(schema.shape(t))

    def reads_data(self, t: Term) -> bool:
        return lowerable.reads_data(t, self.data)

    def __call__(self, t: Term) -> Term:
        if t not in self.memo:
            self.memo[t] = self.rewrite(t)
        return self.memo[t]

    def rewrite(self, t: Term) -> Term:
        operands = OPERANDS[t.op] if t.op in OPERANDS else ()
        args = tuple(self(a) if i in operands else a for i, a in enumerate(t.args))
        if t.op not in COMPUTE or not self.reads_data(t):
            return Term(t.op, *args)  # memory, a layout of memory, or index arithmetic: the launcher's
        shape = self.shape(t)
        if not shape:  # a rank-0 value (a position plus one) has no axis for a grid: computed as one element
            one = lambda x: Term("Reshape", x, (1,)) if self.reads_data(x) else x  # noqa: E731
            return Term("Reshape", self(Term(t.op, *(one(a) if i in operands else a for i, a in enumerate(t.args)))),
                        ())
        if t.op == "Concat" and len(shape) == 1:  # no axis but the joined one: joined as a row
            row = lambda x: Term("Reshape", x, (1,) + self.shape(x))  # noqa: E731
            return Term("Reshape", self(Term("Concat", row(t.args[0]), row(t.args[1]), 1)), shape)
        whole = {t.args[2]} if t.op == "Concat" else set()
        axes = [a for a, n in enumerate(shape) if n > 1 and a not in whole]
        if not axes:  # one instance: a grid over an axis of size 1
            axes = [next(a for a, n in enumerate(shape) if n == 1 and a not in whole)]
        coords = {a: grid(self.dim(t, a), a, shape[a]) for a in axes}
        if t.op == "MatMul":
            r = len(shape)
            a, b = args
            a, b = self.views(a, coords, skip={r - 1}), self.views(b, coords, skip={r - 2})
            k = self.shape(t.args[0])[r - 1]
            if k > 1:  # a loop over tiles of the contracted axis, so a program never holds a whole weight
                p = loop(self.dim(t.args[0], r - 1), k)
                a, b = Term("Partition", a, r - 1, p), Term("Partition", b, r - 2, p)
                body = Term("PReduce", Term("RSum"), Term("TileMatMul", a, b), p)
            else:
                body = Term("TileMatMul", a, b)
        else:
            body = Term(t.op, *(self.views(x, coords) if i in operands else x for i, x in enumerate(args)))
        for a in reversed(axes):  # the lowest axis outermost, as refinement nests a grid
            body = Term("Combine", body, coords[a], a)
        return body

    def views(self, x: Term, coords: dict[int, Term], skip: frozenset | set = frozenset()) -> Term:
        """x as one instance reads it: a tile along every grid axis it has (equal rank, numpy broadcasting), whole
        along the axes it broadcasts and along `skip` (a product's other operand's axis: rows of a, columns of b)."""
        shape = self.shape(x)
        if not shape:  # a scalar literal: the same in every instance
            return x
        out_shape = {a: coords[a].args[-1] for a in coords}
        for a in sorted(coords):
            if a in skip or shape[a] != out_shape[a]:
                x = Term("Replicate", x, coords[a])
            else:
                x = Term("Partition", x, a, coords[a])
        return x

    def dim(self, t: Term, a: int) -> Term:
        """The identity of axis a of t, as dims.egg names it where it is plain (an input's axis, carried through
        pointwise ops, products and reductions); a literal Dim of the shape elsewhere. It names the coordinate
        only: within one kernel, grid coordinates differ by their axis."""
        op, args = t.op, t.args
        n = self.shape(t)[a]
        if op == "Input":
            return Term("InDim", args[0], a)
        if op in ("Unary", "Cast", "Reduce", "Binary", "Where"):
            for x in (args[i] for i in OPERANDS[op]):
                if len(self.shape(x)) == len(self.shape(t)) and self.shape(x)[a] == n:
                    return self.dim(x, a)
        if op == "MatMul":
            r = len(self.shape(t))
            x = args[1] if a == r - 1 else args[0]
            if self.shape(x)[a] == n:
                return self.dim(x, a)
        if op == "Permute":
            return self.dim(args[0], args[1][a])
        if op in ("Slice", "Concat") and a != args[1 if op == "Slice" else 2]:
            return self.dim(args[0], a) if self.shape(args[0])[a] == n else self.dim(args[1], a)
        return Term("LitDim", self.shape(t), a)


def unfused(term: Term) -> Term:
    """The program of `term` (tensor level) with each computation on data in a kernel of its own."""
    old = sys.getrecursionlimit()
    sys.setrecursionlimit(max(old, FRAMES_PER_LEVEL * depth(term) + 1000))  # rewrite() recurses once per level
    program = Unfused()(term)
    # the program is several times deeper than the term (a grid and views per operation: mhc's 190 levels become
    # 1458), and the stages after extraction (interpreter, lowering, printing) walk terms recursively
    sys.setrecursionlimit(max(old, FRAMES_PER_LEVEL * depth(program) + 1000))
    return program


FRAMES_PER_LEVEL = 4  # Python frames a recursive walk spends per level of a term (the interpreter's, at most)


def depth(term: Term) -> int:
    """Levels of a term, counted without recursion."""
    levels: dict[Term, int] = {}
    for t in term.walk():  # children before parents
        levels[t] = 1 + max((levels[a] for a in t.args if isinstance(a, Term)), default=0)
    return levels[term]
