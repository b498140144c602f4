"""Hand-built IR terms the unit tests share (tests/unit/): candidate programs written out directly in the parallel
forms extraction hands to lowering (grids of Combine, loops of PReduce, loads by Partition and Replicate), with no
workload file, no saturation and no extraction search; and the serialized e-graph of one such term, built by hand
in egglog's JSON layout, so that keys.py can be run on a term without egglog."""
from __future__ import annotations

from eqiforge.host import ops, schema
from eqiforge.host.coords import grid, in_dim, loop
from eqiforge.host.saturate.serialized import SerializedGraph
from eqiforge.host.term import Input, Reduce, Term, Unary


# -- the parallel constructs (ir.egg), one builder each --------------------------------------------------------------
def part(x: Term, axis: int, p: Term) -> Term:
    """Instance i of coordinate p holds tile i of x along `axis` (a masked tile load)."""
    return Term("Partition", x, axis, p)


def rep(x: Term, p: Term) -> Term:
    """Every instance of p sees the same x."""
    return Term("Replicate", x, p)


def combine(v: Term, p: Term, axis: int) -> Term:
    """The instances' tiles of v concatenated along `axis`: a grid axis of a kernel."""
    return Term("Combine", v, p, axis)


def fold(reducer: str, v: Term, p: Term) -> Term:
    """A loop over the tiles of p folding v's instances with `reducer` (PReduce)."""
    return Term("PReduce", Term(reducer), v, p)


def collect(v: Term, p: Term) -> Term:
    """Every instance's value of v stored for a later kernel (a kernel boundary)."""
    return Term("Collect", v, p)


def tile_mm(a: Term, b: Term) -> Term:
    return Term("TileMatMul", a, b)


# -- small programs ---------------------------------------------------------------------------------------------------
def rows(name: str, n: int) -> Term:
    """A grid over axis 0 of input `name` (n rows), named by that axis."""
    return grid(in_dim(name, 0), 0, n)


def elementwise(op: str = "Exp", shape: tuple = (6, 10), name: str = "x") -> Term:
    """op(x): one program per tile of rows, each holding its rows whole."""
    x = Input(name, shape, "F32")
    g = rows(name, shape[0])
    return combine(Unary(op, part(x, 0, g)), g, 0)


def row_reduce_looped(reducer: str = "RSum", shape: tuple = (6, 40), name: str = "x") -> Term:
    """reduce(x, axis 1) with a grid over rows and a loop over tiles of columns: each loop step reduces its tile in
    registers, the loop folds the tiles' partial results."""
    x = Input(name, shape, "F32")
    g, c = rows(name, shape[0]), loop(in_dim(name, 1), shape[1])
    return combine(fold(reducer, Reduce(reducer, 1, part(part(x, 0, g), 1, c)), c), g, 0)


def row_reduce_whole(reducer: str = "RSum", shape: tuple = (6, 40), name: str = "x") -> Term:
    """reduce(x, axis 1) with a grid over rows, each program reducing its rows whole (no loop)."""
    x = Input(name, shape, "F32")
    g = rows(name, shape[0])
    return combine(Reduce(reducer, 1, part(x, 0, g)), g, 0)


def gemm(m: int, k: int, n: int, a_name: str = "a", b_name: str = "b", k_loop: bool = True,
         epilogue: str | None = None) -> Term:
    """a @ b for a (m, k) and b (k, n): a grid over a's rows and b's columns; with `k_loop` a loop over tiles of the
    contracted axis summing tile products (the GEMM kernel), without it each program's product contracts k whole.
    `epilogue`: a unary op applied to each output tile."""
    a, b = Input(a_name, (m, k), "F32"), Input(b_name, (k, n), "F32")
    gm, gn = grid(in_dim(a_name, 0), 0, m), grid(in_dim(b_name, 1), 1, n)
    a_tile, b_tile = rep(part(a, 0, gm), gn), part(rep(b, gm), 1, gn)
    if k_loop:
        kc = loop(in_dim(a_name, 1), k)
        value = fold("RSum", tile_mm(part(a_tile, 1, kc), part(b_tile, 0, kc)), kc)
    else:
        value = tile_mm(a_tile, b_tile)
    if epilogue:
        value = Unary(epilogue, value)
    return combine(combine(value, gn, 1), gm, 0)


# -- a term as a serialized e-graph (egglog's JSON), for keys.py -----------------------------------------------------
EXPR = frozenset(schema.OPERANDS) | {"Input", "Scalar", "Full", "Iota"}
_SORTS = {"Loop": "Coord", "Grid": "Coord", **{d: "Dim" for d in ("InDim", "LitDim", "SplitDim", "MergeDim",
                                                                   "SliceDim", "ConcatDim")},
          **{d: "DType" for d in schema.DTYPES}, **{u: "UnOp" for u in ops.UNARY},
          **{b: "BinOp" for b in ops.BINARY}, **{r: "Reducer" for r in (*ops.REDUCERS, *ops.STATE_REDUCERS)},
          "RPair": "Reducer"}
_PRIMITIVE = {int: "i64", float: "f64", str: "String", tuple: "Shape"}


def axis_dim(t: Term, ax: int) -> Term | None:
    """The input axis that axis `ax` of t is (dims.egg's AxisDim, followed by hand through the constructs these
    tests use): an input's own axis, carried through views, pointwise ops, reductions' other axes and products'
    rows (the left operand's) and columns (the right's). None for a size-1 axis or one these rules do not reach."""
    op, a = t.op, t.args
    shape = schema.shape(t)
    if not isinstance(shape, tuple) or shape[ax] == 1:
        return None
    if op == "Input":
        return in_dim(a[0], ax)
    if op in ("Partition", "Replicate", "Combine", "Collect", "Cast", "Expand"):
        return axis_dim(a[0], ax)
    if op in ("Unary", "PReduce", "PScan"):
        return axis_dim(a[1], ax)
    if op == "Permute":
        return axis_dim(a[0], a[1][ax])
    if op == "Reduce":
        return None if ax == a[1] else axis_dim(a[2], ax)
    if op in ("Binary", "Where"):
        for x in (a[i] for i in schema.OPERANDS[op]):
            if len(schema.shape(x)) == len(shape) and schema.shape(x)[ax] == shape[ax]:
                return axis_dim(x, ax)
    if op in ("TileMatMul", "MatMul"):
        return axis_dim(a[1] if ax == len(shape) - 1 else a[0], ax)
    return None


def serialized(root: Term) -> SerializedGraph:
    """The e-graph holding exactly `root` (one class per distinct subterm, one node each; `$root` its root), laid out
    as egglog serializes it: primitive nodes named primitive-..., a `ty` node typing every tensor class, and an
    AxisDim node for every axis `axis_dim` names."""
    nodes: dict[str, dict] = {}
    classes: dict[str, dict] = {}
    memo: dict = {}

    def add(op: str, children: list[str], sort: str, primitive: bool = False, cls: str | None = None) -> str:
        nid = f"{'primitive' if primitive else 'function'}-{sort}-{len(nodes)}"
        cls = cls or f"{sort}-{len(classes)}"
        classes.setdefault(cls, {"type": sort})
        nodes[nid] = {"op": op, "children": children, "eclass": cls, "cost": 1.0, "subsumed": False}
        return nid

    def node(v) -> str:
        key = (type(v).__name__, v)
        if key in memo:
            return memo[key]
        if isinstance(v, Term):
            sort = "Expr" if v.op in EXPR else _SORTS[v.op]
            nid = add(v.op, [node(x) for x in v.args], sort)
        elif isinstance(v, tuple):
            nid = add("vec-of" if v else "vec-empty", [node(int(x)) for x in v], "Shape", primitive=True)
        elif isinstance(v, str):
            nid = add('"' + v.replace("\\", "\\\\").replace('"', '\\"') + '"', [], "String", primitive=True)
        else:
            nid = add(repr(v), [], _PRIMITIVE[type(v)], primitive=True)
        memo[key] = nid
        return nid

    node(root)
    types: dict[tuple, str] = {}
    for t in root.walk():
        shape = schema.shape(t) if t.op in EXPR else None
        if not isinstance(shape, tuple):
            continue
        if shape not in types:
            types[shape] = nodes[add("TTensor", [node(shape), node(Term("F32"))], "Type")]["eclass"]
        add("ty", [memo[("Term", t)]], "Type", cls=types[shape])
        for ax in range(len(shape)):
            d = axis_dim(t, ax)
            if d is not None:
                add("AxisDim", [memo[("Term", t)], node(ax), node(d)], "@AxisDimSort")
    classes[nodes[memo[("Term", root)]]["eclass"]]["let"] = "$root"
    return SerializedGraph({"nodes": nodes, "class_data": classes}, EXPR)
