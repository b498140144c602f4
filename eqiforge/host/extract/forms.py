"""Analyses of a saturated e-graph's parallel structure, per class: free and partial coordinates, the axes (Dims)
of values and of the axes products and reductions reduce, index-only classes, state widths. The extractor keys
programs with them; tests (tests/kernel_forms.py) ask kernel shapes of extracted candidates with them."""
from __future__ import annotations

from ..coords import COORD_ARG, scoped
from ..saturate.serialized import SerializedGraph
from ..term import Term


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
        """Each IR class's free coordinates (coords.scoped, on classes)."""
        def node(nid, free):
            kids, op = self.children(nid), self.op(nid)
            i = COORD_ARG.get(op)
            return scoped(op, self.literal(kids[i]) if i is not None else None,
                          frozenset().union(*(free.get(k, frozenset()) for k in kids)))
        return self.g.per_class(frozenset(), node, lambda cur, new: None if new <= cur else cur | new)

    def _partial_coordinates(self) -> dict[str, set[Term]]:
        """For each IR class, the coordinates on which its state (parallel.egg `pst`) is Partial."""
        g, out = self.g, {}
        states = {n["eclass"] for n in g.nodes.values() if n["op"] == "Partial"}
        for nid, n in g.nodes.items():
            if n["op"] == "pst" and n["eclass"] in states:
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
