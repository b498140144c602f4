"""A test helper: the kernel shape a derivation test asks of an extracted candidate (DESIGN §5), as a filter on
every node the candidate chose, and small term queries the tests share."""
from __future__ import annotations

from typing import Callable, Mapping

from eqiforge.host.coords import grid_axis
from eqiforge.host.extract.forms import Forms
from eqiforge.host.saturate.serialized import SerializedGraph
from eqiforge.host.term import Term

# Per-node filter: (graph, node id, its class) -> may the form use this node?
NodeFilter = Callable[[SerializedGraph, str, str], bool]


# What a kernel may do with closed values: load them (through views), and compute index arithmetic (masks) that
# reads no input. A closed value computed from inputs is a separate kernel's output, not a load.
VIEW_OPS = frozenset(("Input", "Scalar", "Full", "Iota", "Reshape", "Permute", "Expand", "Cast"))
INDEX_OPS = frozenset(("Unary", "Binary", "Where"))


def kernel_filter(forms: Forms, root: str, grid: tuple[int, ...], loops: Mapping[Term, tuple[frozenset[str], int]],
                  collect: bool = False, tiled: Mapping[str, frozenset[Term]] | None = None) -> NodeFilter:
    """Nodes of a form that DESIGN §5 lowers to kernels: the root is a chain of Combine over the `grid` axes in
    increasing order (the program's grid); below it every computation is per instance (closed values are only
    loaded, or computed from indices). Loops are PReduces: `loops` maps each axis a loop may run over (a Dim, by
    any of its names, e.g. (InDim "x" 1)) to the reducers it may use and the fewest tensors its state must carry
    (2 or more: fused loops). With `collect`, every loop folds stored states (its payload is a Collect: split-K /
    split-KV, a kernel boundary); without, none does. `tiled` maps Reduce / TileMatMul to the reduced axes (Dims)
    that must be tiled by a loop (the node's value is a partial of a loop), so no instance reads such an axis
    whole."""
    loops = {forms.dim_class(d): v for d, v in loops.items()}
    tiled = {op: frozenset(forms.dim_class(d) for d in dims) for op, dims in (tiled or {}).items()}
    grid = tuple(sorted(grid))
    width = forms.state_widths()
    index_only = forms.index_only()

    def grid_axes(c: str) -> tuple[int, ...]:
        return tuple(sorted(a for a in (grid_axis(p) for p in forms.free.get(c, ())) if a is not None))

    def allow(g: SerializedGraph, nid: str, c: str) -> bool:
        op = forms.op(nid)
        if op == "MatMul":
            return False
        if op == "Combine":
            axis = forms.literal(forms.children(nid)[2])
            before = tuple(a for a in grid if a < axis)
            loop_free = any(grid_axis(p) is None for p in forms.free.get(c, ()))
            return axis in grid and grid_axes(c) == before and not loop_free
        if c == root and op in ("Reshape", "Permute"):   # the output a view of the kernel's buffer (its grid's)
            return True
        if c == root or forms.closed(c):
            return c != root and (op in VIEW_OPS or op in INDEX_OPS and index_only[c])
        if grid_axes(c) != grid:  # between the Combines: only views (of loads), which the next Combine's body tiles
            return op in VIEW_OPS or op in ("Partition", "Replicate")
        if op == "Collect":
            return collect
        if op == "PReduce":
            reducer, payload, p = forms.children(nid)
            reducers, fields = loops.get(forms.coordinate_dim(p), (frozenset(), 0))
            stored = any(forms.op(n) == "Collect" for n in g.ir_nodes[payload])
            return forms.literal(reducer).op in reducers and width[payload] >= fields and stored == collect
        if forms.reduced_dim(nid) in tiled.get(op, ()):
            return any(grid_axis(p) is None for p in forms.partial.get(c, ()))
        return True
    return allow


def distinct(term: Term, op: str) -> list[Term]:
    """The distinct subterms of `term` with the given op (a shared subterm counts once)."""
    return sorted({t for t in term.walk() if t.op == op}, key=lambda t: len(str(t)))


def is_k_loop(loop: Term) -> bool:
    """A sum that only accumulates products (TileMatMuls; no reduction inside): the tiling of their contracted
    axis, which the extractor keys as a schedule, not an organisation (a pair of products in one pass is one)."""
    body = loop.args[1]
    return (loop.args[0].op == "RSum" and any(x.op == "TileMatMul" for x in body.walk())
            and not any(x.op in ("Reduce", "PReduce", "Collect") for x in body.walk()))


def organising_loops(term: Term) -> list[Term]:
    """The distinct loops of a term that organise its reductions (not K loops)."""
    return [t for t in distinct(term, "PReduce") if not is_k_loop(t)]
