"""Find implementation forms in a saturated e-graph: the smallest term of a class whose nodes pass a filter.

This is how tests (and users, from Python) ask "does the e-graph hold a single-kernel form of this program?" without
inserting anything: the filter says which nodes a form may use, `require` which constructs it must contain, and
the answer is a concrete term, built only from e-graph nodes, that the reference interpreter can evaluate.
Terms are costed as trees (number of nodes); DESIGN §4's DAG-aware extraction is the extractor's job, not this.
"""
from __future__ import annotations

from typing import Callable, Mapping

from .serialized import INF, SerializedGraph
from .coords import COORD_ARG, grid_axis, scoped
from .term import Term

# Per-node filter: (graph, node id, its class) -> may the form use this node?
NodeFilter = Callable[[SerializedGraph, str, str], bool]


class _Cycle(Exception):
    pass


class Forms:
    def __init__(self, graph: SerializedGraph):
        self.g = graph
        self.free = self._free_coordinates()
        self.partial = self._partial_coordinates()
        self.dims, self.axis_dims = self._dims()

    # -- reading the graph ------------------------------------------------------------------------------------------
    def children(self, nid: str) -> list[str]:
        return [self.g.nodes[c]["eclass"] for c in self.g.nodes[nid]["children"]]

    def op(self, nid: str) -> str:
        return self.g.nodes[nid]["op"]

    def literal(self, cls: str):
        """The value of a non-IR class (dump.SerializedGraph.value)."""
        return self.g.value(cls)

    def _free_coordinates(self) -> dict[str, frozenset]:
        """Each IR class's free coordinates (interp.scoped, on classes)."""
        def node(nid, free):
            kids, op = self.children(nid), self.op(nid)
            i = COORD_ARG.get(op)
            return scoped(op, self.literal(kids[i]) if i is not None else None,
                          frozenset().union(*(free.get(k, frozenset()) for k in kids)))
        return self.g.per_class(frozenset(), node, lambda cur, new: None if new <= cur else cur | new)

    def _partial_coordinates(self) -> dict[str, set[Term]]:
        """For each IR class, the coordinates on which its state (parallel.egg `pst`) is Partial."""
        g, out = self.g, {}
        partial_states = {n["eclass"] for n in g.nodes.values() if n["op"] == "Partial"}
        for nid, n in g.nodes.items():
            if n["op"] == "pst" and n["eclass"] in partial_states:
                expr, coord = self.children(nid)
                out.setdefault(expr, set()).add(self.literal(coord))
        return out

    def _dims(self) -> tuple[dict[Term, str], dict[tuple[str, int], str]]:
        """The Dim classes (dims.egg): every Dim term the graph holds -> its class (a class holds every name of one
        axis, e.g. (InDim "x" 1) and (InDim "w" 0) of a product), and (IR class, axis) -> the Dim of that axis."""
        g = self.g
        dims, axis = {}, {}
        for nid, n in g.nodes.items():
            if g.class_data.get(n["eclass"], {}).get("type") == "Dim" and n["op"][:1].isupper():
                dims[Term(n["op"], *(self.literal(k) for k in self.children(nid)))] = n["eclass"]
            elif n["op"] == "AxisDim":
                e, ax, d = self.children(nid)
                axis[(e, self.literal(ax))] = d
        return dims, axis

    def dim_class(self, dim: Term) -> str:
        """The class of a Dim given by any of its names."""
        if dim not in self.dims:
            raise KeyError(f"the e-graph has no axis {dim}")
        return self.dims[dim]

    def coordinate_dim(self, coord_cls: str) -> str:
        """The Dim class a coordinate class tiles."""
        nid = next(n for n in self.g.by_class[coord_cls] if self.op(n) in ("Loop", "Grid"))
        return self.children(nid)[0]

    def index_only(self) -> dict[str, bool]:
        """For each IR class, whether some term of it reads no Input (index arithmetic: iotas, constants, masks)."""
        g = self.g

        def node(nid, ok):
            return self.op(nid) != "Input" and all(ok[k] for k in self.children(nid) if g.is_expr(k))
        return self.g.per_class(False, node, lambda cur, new: True if new and not cur else None)

    def state_widths(self) -> dict[str, int]:
        """For each IR class, the most tensors a node of it packs into a tuple (1 for a tensor)."""
        def node(nid, width):
            op, kids = self.op(nid), self.children(nid)
            if op == "Tuple":
                return width[kids[0]] + width[kids[1]]
            if op in ("Collect", "Partition", "Replicate"):
                return width[kids[0]]
            return 1
        return self.g.per_class(1, node, lambda cur, new: new if new > cur else None)

    def shape(self, cls: str) -> tuple[int, ...] | None:
        """The logical shape of a tensor class (from its `ty`), None for a tuple or an untyped class."""
        t = self.g.types.get(cls)
        value = self.literal(t) if t else None
        return tuple(value.args[0]) if isinstance(value, Term) and value.op == "TTensor" else None

    def reduced_dim(self, nid: str) -> str | None:
        """The Dim class of the axis a Reduce or (Tile)MatMul node reduces."""
        op, kids = self.op(nid), self.children(nid)
        if op in ("MatMul", "TileMatMul"):
            shape = self.shape(kids[0])
            return self.axis_dims.get((kids[0], len(shape) - 1)) if shape else None
        if op == "Reduce":
            return self.axis_dims.get((kids[2], self.literal(kids[1])))
        return None

    def closed(self, cls: str) -> bool:
        return not self.free.get(cls)

    # -- the search ---------------------------------------------------------------------------------------------------
    def smallest(self, root: str, allow: NodeFilter, require: frozenset[str] = frozenset(),
                 rounds: int = 4) -> Term | None:
        """The smallest term of class `root` using only allowed nodes and containing a node of every op in
        `require` (at least one of each), or None when the e-graph holds no such term.

        Size is counted as a tree, so a shared subterm (a fused loop whose state feeds two outputs) would count once
        per use and lose to two unfused loops. Later rounds therefore count every class the previous round's term
        already uses as size 1: a value computed anyway is reused (DESIGN §9: candidates are DAGs)."""
        term, shared, fallback = None, frozenset(), None
        for _ in range(rounds):
            found, choice = self._smallest(root, allow, require, shared, fallback)
            if found is None or found == term:
                break
            term, shared, fallback = found, frozenset(self._classes_of), choice
        return one_pair_order(term) if term is not None else None

    def _smallest(self, root: str, allow: NodeFilter, require: frozenset[str], shared: frozenset[str], fallback):
        g = self.g
        need = sorted(require)
        full = (1 << len(need)) - 1
        # cost[class][mask]: smallest size of a term of the class whose nodes cover the required ops in mask
        cost: dict[str, dict[int, float]] = {c: {} for c in g.expr_classes}
        choice: dict[tuple[str, int], tuple[str, tuple[int, ...]]] = {}
        # subsumed nodes (clean-up rules) stay equal to their class but are not implementations to pick
        allowed = {c: [n for n in g.ir_nodes[c] if not g.nodes[n].get("subsumed") and allow(g, n, c)]
                   for c in g.expr_classes}
        changed = True
        while changed:
            changed = False
            for c in g.expr_classes:
                for nid in allowed[c]:
                    own = sum(1 << i for i, o in enumerate(need) if o == self.op(nid))
                    kids = [k for k in self.children(nid) if g.is_expr(k)]
                    # combine the children's masks: a small DP over the children, keeping the best per mask
                    best = {own: (1.0, ())}
                    for k in kids:
                        nxt: dict[int, tuple[float, tuple[int, ...]]] = {}
                        for m, (s, picks) in best.items():
                            for km, ks in list(cost[k].items()):
                                ks = 1.0 if k in shared else ks
                                mm = m | km
                                if mm not in nxt or s + ks < nxt[mm][0]:
                                    nxt[mm] = (s + ks, picks + (km,))
                        best = nxt
                        if not best:
                            break
                    for m, (s, picks) in best.items():
                        if s < cost[c].get(m, INF):
                            cost[c][m] = s
                            choice[(c, m)] = (nid, picks)
                            changed = True
        if full not in cost[root]:
            return None, choice
        self._classes_of: set[str] = set()
        try:
            return self._build(root, full, choice, set(), fallback), choice
        except _Cycle:
            return None, choice

    def _build(self, cls: str, mask: int, choice, path: set, fallback=None) -> Term:
        """The chosen term of (class, mask). Counting reused classes as size 1 can make the choices cyclic; a class
        met again on its own path is then built with the previous round's (acyclic) choices."""
        if (cls, mask) in path:
            if fallback is None or (cls, mask) not in fallback:
                raise _Cycle(cls)
            return self._build(cls, mask, fallback, set(), None)
        path.add((cls, mask))
        self._classes_of.add(cls)
        nid, picks = choice[(cls, mask)]
        it = iter(picks)
        args = [self._build(k, next(it), choice, path, fallback) if self.g.is_expr(k) else self.literal(k)
                for k in self.children(nid)]
        path.discard((cls, mask))
        return Term(self.op(nid), *args)


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
        if c == root or forms.closed(c):
            return c != root and (op in VIEW_OPS or op in INDEX_OPS and index_only[c])
        if grid_axes(c) != grid:  # between the Combines: only views, which the next Combine's body tiles further
            return op in ("Partition", "Replicate")
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


def one_pair_order(term: Term) -> Term:
    """Pairing rules fuse two loops in both orders, (a, b) and (b, a), and with a loop itself, (a, a) (egglog 13.2
    has no inequality on classes to forbid it); the e-graph holds them all, and a term may read one output from
    each. Read every output from one pair: Get(F_ba, i) becomes Get(F_ab, 1 - i), and Get(F_aa, i) becomes the
    Get of another pair in the term that carries a. Each replacement is a node the pairing rule put in the same
    class (DESIGN §9: fused tuples need one canonical order)."""
    loops = sorted({t for t in term.walk() if t.op == "PReduce" and t.args[0].op == "RPair"
                    and t.args[1].op == "Tuple"}, key=str)

    def fields(f: Term):
        (r0, r1), (x0, x1) = f.args[0].args, f.args[1].args
        return ((r0, x0), (r1, x1))

    source: dict[tuple, tuple[Term, int]] = {}  # (reducer, payload) -> the pair and field to read it from
    for f in loops:
        a, b = fields(f)
        if a != b:
            source.setdefault(a, (f, 0))
            source.setdefault(b, (f, 1))

    def rewrite(t: Term) -> Term:
        if t.op == "Get" and t.args[0] in loops:
            f, i = t.args
            want = fields(f)[i]
            if want in source and source[want] != (f, i):
                return Term("Get", *source[want])
        args = tuple(rewrite(a) if isinstance(a, Term) else a for a in t.args)
        return Term(t.op, *args) if args != t.args else t
    return rewrite(term)
