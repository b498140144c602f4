"""Distinct candidate programs of a saturated e-graph (DESIGN §4): compacting extraction, and the naive baseline.

A *candidate* is a choice map: one IR node per memory class (closed: no free coordinate), and one node per class
inside each kernel (values per program instance are private to a kernel, so the tile of h that one kernel computes
and the tile of h another kernel loads back are one e-class with two choices). It is acyclic, typed (every class
of a saturated graph is), and lowerable (`lowerable.py`, which lowering reuses).

Candidates are grouped by a *key* that keeps apart what changes the kernels, built bottom up from the chosen nodes:
its loops (reducer, coordinate, and whether they fold stored states), its stored states (Collect), its products
(TileMatMul: contracted axis, and whether an operand carries a reduction, which tells "normalise, then multiply"
from "multiply, then normalise"), its in-tile reductions, and how many kernels run. Pointwise spelling, which
operand a factor is folded into, the order of nested views and which output axes a grid tiles are not kept: an
untiled axis is a tile of full size, so within a group the representative with the most grid axes covers the
others as schedules, and [codegen]'s symbolic tile sizes reach them. For the same reason a K loop (a sum that only
accumulates products over its own coordinate) is a schedule of its products, not an organisation: it adds no
item, and the looped derivation represents the group (a pair of products in one pass stays an organisation).

Two kinds of program are not kept: a loop or grid over tiles of an input's axis that computes on the whole of that
axis in every iteration or instance (a Replicate over its coordinate of a view keeping the axis whole, used by a
computation rather than cut back to the tile: the work times the tile count, where the graph holds the tiled or
hoisted form), and a pair loop whose two fields are one product, the second a constant multiple of the first.

**Compact** (early compaction): the partial programs of each class are grouped by key as they are built, bottom up
(a semi-naive fixpoint, so each combination of operand keys is expanded once; classes run in the order of their
strongly connected components, operands first, so a class's keys are mostly complete and pruned before any user
combines them); only the cheapest member of a group
(fewest kernels and stores, most grid axes, fewest nodes) is combined further. A memory class may not be computed
from itself, and a program reads each memory class one way (its *support* checks both), so candidates are choice
maps between kernels; each root key is then realised top down, and inside a kernel a class met twice resolves to
one node (when that changes the program, the candidate carries the key of what was realised). With a *beam*, each
class keeps at most that many keys, chosen round-robin over the counts of kernels and stores (and in each over the
grid's axes), and the result says it is incomplete (the beam is a heuristic: it prefers the simplest keys of each
count, see `Compact._prune`).
Programs of few kernels are extracted first without a beam (`_compact`): a partial program inside a kernel that
already has as many kernels as allowed is never built on, since the kernel writing it adds one, and that keeps
those runs exhaustive on most graphs.

**Naive**: complete every choice map top down (a class on the current path is never re-entered), then group by
the same key; it stops at a state budget. Where both finish they return the same keys.
"""
from __future__ import annotations

import gc
import heapq
import itertools
import math
import time
from dataclasses import dataclass, field
from typing import Callable

from ..coords import COORD_ARG, dim as coord_dim, key as coord_key, text as coord_text
from ..errors import EqiForgeError
from ..interp import Interpreter
from ..saturate.serialized import SerializedGraph
from ..term import Term
from . import lowerable
from .forms import Forms
from .unfused import tensor_term, unfused


class ExtractError(EqiForgeError):
    pass


# -- keys ---------------------------------------------------------------------------------------------------------
# A key is (kind, items). `items` is a set of the structural decisions below a class:
#   ("mm", contracted axis, a, b)          a TileMatMul; a / b: does that operand carry a reduction or product
#   ("red", reducer, reduced axis)          a reduction inside one tile
#   ("here", mm or red item)                that product or reduction runs in the kernel being built (dropped
#                                           where a kernel ends: a memory class, or a Collect)
#   ("loop", reducer, coordinate, stored, body)
#                                           a PReduce (stored: it folds states an earlier kernel stored; body:
#                                           the products and reductions that run inside it, in this kernel)
#   ("store", coordinate, body)             a Collect: states stored between kernels, and what computes them
# A loop's body tells an online softmax whose loop carries (max, sum, product) from one whose loop carries only
# (max, product) and sums over the whole axis again afterwards, and a split-KV program that stores the products
# from one that stores only the statistics: the same products and reductions, in different places.
# `kind` says what the value is, for the checks a parent makes (a view takes memory or a view, a grid only a
# computed value, a stored state only one that holds a reduction or product: anything else is cheaper to
# recompute than to store):
CONST, LOAD, VALUE, WORK, GRID, MEMORY = range(6)
# A load inside a loop or grid over tiles of an input's axis that holds that whole axis (a Replicate over its
# coordinate, see Keys._spans): a Partition by that coordinate may cut the tile back out (then it is a
# LOAD), nothing may compute on it: that would repeat a whole-axis load or computation in every iteration or
# instance, where the graph also holds the tiled or hoisted form.
SPAN = 6
ANY = frozenset(range(7))  # every kind


class Bits:
    """Interns hashable things as bits of an int, so that a set of them is an int: union is `|`, subset `&`.
    Extraction builds millions of such sets, almost all of them unions; ints make that the cheap path."""

    def __init__(self):
        self.index: dict = {}
        self.things: list = []

    def bit(self, thing) -> int:
        i = self.index.get(thing)
        if i is None:
            i = self.index[thing] = len(self.things)
            self.things.append(thing)
        return 1 << i

    def decode(self, mask: int) -> list:
        out = []
        while mask:
            low = mask & -mask
            out.append(self.things[low.bit_length() - 1])
            mask ^= low
        return out


class Keys:
    """The key of a node from its operands' keys (None: the node is not lowerable there). Inside extraction a key
    is (kind, items as a mask of `self.items`); `public` turns it into the frozenset form candidates carry."""

    def __init__(self, graph: SerializedGraph, root: str):
        self.g = graph
        self.root = root  # the class extraction runs from: its kernel's grid stays in its keys
        self.forms = Forms(graph)  # the free-coordinate and axis analyses
        self.closed = {c: not self.forms.free.get(c) for c in graph.expr_classes}
        # a node with its own class as an operand (x = x*1) never belongs to an acyclic program
        self.nodes: dict[str, list[str]] = {
            c: [n for n in graph.ir_nodes[c]
                if not graph.nodes[n].get("subsumed") and lowerable.allowed(graph.nodes[n]["op"], self.closed[c])
                and all(graph.nodes[k]["eclass"] != c for k in graph.nodes[n]["children"])]
            for c in graph.expr_classes}
        self.kids: dict[str, list[str]] = {n: [graph.nodes[k]["eclass"] for k in graph.nodes[n]["children"]]
                                           for ns in self.nodes.values() for n in ns}
        # asked once per expansion: computed once
        self.expr_kids = {n: [k for k in kids if graph.is_expr(k)] for n, kids in self.kids.items()}
        self.ops = {n: graph.nodes[n]["op"] for n in self.kids}
        self._one_pair_order()
        self.spanning, self.cuts = self._spans()
        # the root and what it is a view of (a Reshape of the kernel output that merges GQA's kv heads and group):
        # the launcher views that kernel's buffer, so its grid is the program's and stays in its keys
        self.outputs = {root}
        todo = [root]
        while todo:
            for n in self.nodes.get(todo.pop(), []):
                if self.ops[n] in ("Reshape", "Permute") and self.kids[n][0] not in self.outputs:
                    self.outputs.add(self.kids[n][0])
                    todo.append(self.kids[n][0])
        self.items = Bits()
        self.here = 0  # the bits of ("here", item) items: dropped where a kernel ends
        self.loops = 0  # the bits of ("loop", ...) items
        self.grids = 0  # the bits of ("grid", axis) items: which output axes a kernel's grid covers
        self._looped: dict[int, dict] = {}
        self._schedules: dict[str, tuple] = {}
        self._operand_kinds: dict[str, list[frozenset]] = {}
        self._axes: dict[str, str] = {}
        self._work_here: dict[int, frozenset] = {}

    def _one_pair_order(self) -> None:
        """Pairing rules fuse loops in every order ((a, b) and (b, a); a pair extended by a third and a fourth field
        in each order of the fields before), and a loop with itself (egglog 13.2 has no order on classes to forbid
        them). Keep one order of each set of fields over one coordinate: a program that reads x from one order and
        y from another runs both loops, and as each value's cheapest derivation is chosen on its own, the orders
        tie and either may be picked for each; with one order, the fields of a fused loop come from one loop, and
        the extraction does not expand every order (mHC's two connections extracted whole would run out of states).
        The order kept is the least by (field class, reducer). A loop paired with itself computes nothing new, nor
        does one paired with a constant multiple of itself (a scale applied inside one field's sum and outside the
        other's: the same product accumulated twice). A pair whose payload is not a plain Tuple (stored states)
        is kept."""
        def flat(r: Term, cls: str, depth: int = 0) -> list[tuple[str, str]]:
            """The (field class, reducer) of a pair's fields, nested pairs flattened, in order."""
            tuples = sorted(t for t in self.nodes.get(cls, []) if self.op(t) == "Tuple")
            if r.op != "RPair" or not tuples or depth > 8:
                return [(cls, str(r))]
            left, right = self.kids[tuples[0]]
            return flat(r.args[0], left, depth + 1) + flat(r.args[1], right, depth + 1)

        groups: dict[tuple, list[tuple]] = {}
        dropped = set()
        for ns in self.nodes.values():
            for n in ns:
                if self.op(n) != "PReduce" or self.literal(self.kids[n][0]).op != "RPair":
                    continue
                r = self.literal(self.kids[n][0])
                if not any(self.op(t) == "Tuple" for t in self.nodes.get(self.kids[n][1], [])):
                    continue   # stored states
                fields = flat(r, self.kids[n][1])
                if len(set(fields)) < len(fields):
                    dropped.add(n)  # (a, a) adds nothing
                    continue
                if r.args[0] == r.args[1] and any(
                        self._scaled(a, b) or self._scaled(b, a) for a, b in self._fields(self.kids[n][1])):
                    dropped.add(n)  # (s * a, a): one Tuple of the payload says so, so every one means it
                    continue
                groups.setdefault((self.kids[n][2], tuple(sorted(fields))), []).append((tuple(fields), n))
        for members in groups.values():
            kept = min(members)[0]
            dropped.update(n for order, n in members if order != kept)
        for c, ns in self.nodes.items():
            self.nodes[c] = [n for n in ns if n not in dropped]

    def _spans(self) -> tuple[set[str], set[str]]:
        """The classes a spanning Replicate computes (every node of such a class is that value), and the
        Partitions of them by the Replicate's own coordinate, which cut its tile back out.

        A spanning Replicate is one over a Loop or Grid coordinate of a view of an input that keeps whole an axis
        of that input which the same coordinate tiles elsewhere in the graph (a Partition of a view of the input,
        along that axis, by the same coordinate): every iteration or instance would see the whole axis it tiles
        (a grid instance computing a product over all output columns to keep its own tile). A view may still cut
        the tile out of it, but computing on it repeats a whole-axis load or computation per tile (`SPAN`). Axes
        are the input's own, followed through Partition, Replicate and Permute, not Dims: two axes of equal size
        may share a Dim, and a value replicated over a loop along another axis is how every loop reads what does
        not vary with it."""
        # class -> {(input, the input axis of each of its axes, the input axes it is partitioned along)} over its
        # view chains, to a fixpoint (views of one value form cycles in a saturated graph)
        chains: dict[str, list] = {}
        for c, ns in self.g.ir_nodes.items():
            for n in ns:
                node = self.g.nodes[n]
                if node["op"] in ("Input", "Partition", "Replicate", "Permute"):
                    kids = [self.g.nodes[k]["eclass"] for k in node["children"]]
                    chains.setdefault(c, []).append((node["op"], kids))
        views: dict[str, frozenset] = {c: frozenset() for c in chains}
        changed = True
        while changed:
            changed = False
            for c in sorted(chains):
                out = set(views[c])
                for op, kids in chains[c]:
                    if op == "Input":
                        out.add((self.literal(kids[0]), tuple(range(len(self.literal(kids[1])))), frozenset()))
                    elif op == "Replicate":
                        out |= views.get(kids[0], frozenset())
                    elif op == "Partition":
                        axis = self.literal(kids[1])
                        out |= {(name, axes, cut | {axes[axis]}) for name, axes, cut in views.get(kids[0], ())}
                    else:  # Permute: axis j of the result is axis perm[j] of the operand
                        perm = self.literal(kids[1])
                        out |= {(name, tuple(axes[j] for j in perm), cut)
                                for name, axes, cut in views.get(kids[0], ())}
                if len(out) != len(views[c]):
                    views[c], changed = frozenset(out), True

        tiled = {(name, axes[self.literal(self.kids[n][1])], self.kids[n][2])
                 for ns in self.nodes.values() for n in ns if self.op(n) == "Partition"
                 for name, axes, _ in views.get(self.kids[n][0], ())}
        spanned = {(c, self.kids[n][1]) for c, ns in self.nodes.items() for n in ns
                   if self.op(n) == "Replicate" and self.literal(self.kids[n][1]).op in ("Loop", "Grid")
                   and any((name, a, self.kids[n][1]) in tiled
                           for name, axes, cut in views.get(self.kids[n][0], ()) for a in axes if a not in cut)}
        cuts = {n for ns in self.nodes.values() for n in ns
                if self.op(n) == "Partition" and (self.kids[n][0], self.kids[n][2]) in spanned}
        return {c for c, _ in spanned}, cuts

    def _fields(self, payload: str, depth: int = 0) -> list[tuple[str, str]]:
        """The (first, second) field classes of a tuple-valued class's Tuple nodes, also through Replicates."""
        out = []
        for t in self.nodes.get(payload, []):
            if self.op(t) == "Tuple":
                out.append(tuple(self.kids[t]))
            elif self.op(t) == "Replicate" and depth < 4:
                out += self._fields(self.kids[t][0], depth + 1)
        return out

    def _scaled(self, a: str, b: str) -> bool:
        """Does class a hold b times a constant?"""
        for n in self.g.ir_nodes.get(a, ()):
            node = self.g.nodes[n]
            if node["op"] == "Binary" and self.literal(self.g.nodes[node["children"][0]]["eclass"]) == Term("Mul"):
                x, y = (self.g.nodes[k]["eclass"] for k in node["children"][1:])
                if (x == b and self._constant(y)) or (y == b and self._constant(x)):
                    return True
        return False

    def _constant(self, c: str, depth: int = 0) -> bool:
        """Is class c a scalar constant, through views that replicate or reshape it?"""
        if depth > 8:
            return False
        for n in self.g.ir_nodes.get(c, ()):
            node = self.g.nodes[n]
            if node["op"] in ("Scalar", "Full"):
                return True
            if node["op"] in ("Replicate", "Reshape", "Expand", "Permute") and self._constant(
                    self.g.nodes[node["children"][0]]["eclass"], depth + 1):
                return True
        return False

    def schedule(self, root: str) -> tuple[list[str], dict[str, set[str]], dict[str, int], dict[str, bool]]:
        """What every extraction run from `root` walks, computed once: the classes it reaches (sorted), each one's
        users among them, its rank bottom up (operands' strongly connected components first), and which nodes
        are pointwise math inside a kernel on two or more operands (most expansions, `_add_pointwise`'s)."""
        if root not in self._schedules:
            classes = sorted(_reachable(self, root))
            parents: dict[str, set[str]] = {c: set() for c in classes}
            for c in classes:
                for nid in self.nodes[c]:
                    for ch in self.expr_children(nid):
                        parents[ch].add(c)
            rank = {c: i for i, c in enumerate(bottom_up(classes, lambda c: (ch for nid in self.nodes[c]
                                                                             for ch in self.expr_children(nid))))}
            fast = {nid: not self.closed[c] and self.op(nid) in lowerable.POINTWISE
                    and len(self.expr_children(nid)) > 1 for c in classes for nid in self.nodes[c]}
            self._schedules[root] = (classes, parents, rank, fast)
        return self._schedules[root]

    def op(self, nid: str) -> str:
        return self.ops[nid] if nid in self.ops else self.g.nodes[nid]["op"]

    def literal(self, cls: str):
        return self.g.value(cls)  # memoised there

    def expr_children(self, nid: str) -> list[str]:
        return self.expr_kids[nid]

    def axis(self, nid: str) -> str:
        """The contracted or reduced axis of a TileMatMul or Reduce, by the text of its Dim ('?' where unknown)."""
        if nid not in self._axes:  # asked at every expansion of the node: computed once
            d = self.forms.reduced_dim(nid)
            self._axes[nid] = self.g.literal(d) if d else "?"
        return self._axes[nid]

    def _here(self, item: tuple) -> int:
        """The item, and the mark that it runs in the kernel being built."""
        here = self.items.bit(("here", item))
        self.here |= here
        return self.items.bit(item) | here

    def looped(self, mask: int) -> dict:
        """What the loops among these items compute, by the coordinate they run over (the union of their work)."""
        if mask not in self._looped:
            work: dict = {}
            for item in self.items.decode(mask & self.loops):
                work[item[2]] = work.get(item[2], frozenset()) | item[4]
            self._looped[mask] = work
        return self._looped[mask]

    def work_here(self, mask: int) -> frozenset:
        """The products and reductions computed in the current kernel (not in the kernels it reads)."""
        here = mask & self.here  # an item's bit is a `here` bit or not from the start: the same mask, the same set
        if here not in self._work_here:
            self._work_here[here] = frozenset(item[1] for item in self.items.decode(here))
        return self._work_here[here]

    def leave_kernel(self, mask: int, keep_grid: bool = False) -> int:
        """Items as a kernel's output is seen by its readers: where its products ran is kept by its loops and
        stores, its grid only with `keep_grid`."""
        return mask & ~self.here & (~0 if keep_grid else ~self.grids)

    def public(self, key: tuple) -> tuple:
        """A key as candidates carry it: (kind, frozenset of items, kernels)."""
        return (key[0], frozenset(self.items.decode(key[1])), key[2])

    def operand_kinds(self, cls: str, nid: str) -> list[frozenset]:
        """The kinds each operand of a node may have (node_key refuses the others), computed once per node: most
        refused combinations are refused for one operand's kind alone, so extraction skips them unbuilt."""
        if nid not in self._operand_kinds:
            op = self.op(nid)
            spec = lowerable.construct(op)
            ok = set(ANY)
            if spec.operands == "view":  # a view slices memory or a view of memory (a load), never a value
                ok &= {CONST, LOAD, MEMORY, SPAN}  # computed per instance
            if op not in lowerable.VIEWS and op not in lowerable.LAYOUTS and op != "Get":
                ok.discard(SPAN)  # computing on a whole axis in every tile of a loop over it
            if op != "Combine":
                ok.discard(GRID)  # a grid axis opens only under another grid axis
            if spec.closed == lowerable.INDEX and self.closed[cls]:
                ok &= {CONST}  # a computation on data outside a kernel
            out = [frozenset(ok)] * len(self.expr_kids[nid])
            if op == "Combine":
                out[0] = out[0] - {CONST, LOAD, MEMORY}  # a kernel that only copies memory
            elif op == "Collect":
                out[0] = out[0] & {WORK}  # storing what a consumer can recompute from the same loads
            self._operand_kinds[nid] = out
        return self._operand_kinds[nid]

    def node_key(self, cls: str, nid: str, child_keys: list[tuple]) -> tuple | None:
        op, kids = self.ops[nid], self.kids[nid]
        closed = self.closed[cls]
        spec = lowerable.construct(op)
        kinds = [ck[0] for ck in child_keys]
        items = 0
        for ck, ok in zip(child_keys, self.operand_kinds(cls, nid)):
            if ck[0] not in ok:
                return None
            items |= ck[1]
        coord = self.literal(kids[COORD_ARG[op]]) if op in COORD_ARG else None
        kind: int
        if op == "Input":
            kind = MEMORY
        elif op in lowerable.CONSTANTS:
            kind = CONST
        elif op in lowerable.LAYOUTS or op == "Get":
            kind = SPAN if cls in self.spanning and kinds[0] != CONST else kinds[0]
        elif spec.closed == lowerable.INDEX and closed:
            kind = CONST
        elif op in lowerable.POINTWISE:
            kind = max(kinds)
            kind = VALUE if kind in (LOAD, MEMORY) else kind
        elif op == "Reduce":
            if kinds[0] == CONST:
                kind = CONST
            else:
                kind = WORK
                items |= self._here(("red", _reducer_text(self.literal(kids[0])), self.axis(nid)))
        elif op == "TileMatMul":
            kind = WORK
            items |= self._here(("mm", self.axis(nid), kinds[0] == WORK, kinds[1] == WORK))
        elif op in lowerable.VIEWS:
            if kinds[0] == CONST:
                kind = CONST
            elif cls in self.spanning:
                kind = SPAN
            elif kinds[0] == SPAN:  # a Partition by the spanning loop cuts its tile back out; other views keep it
                kind = LOAD if nid in self.cuts else SPAN
            else:
                kind = LOAD
        elif op == "Combine":
            kind = GRID
            # which output axes the kernel's grid covers: two grids neither of which holds the other are two
            # programs (`drops` keeps the one with more axes where one holds the other)
            grid = self.items.bit(("grid", self.literal(kids[2])))
            self.grids |= grid
            items |= grid
        elif op == "PReduce":
            body = child_keys[0][1]
            stored = any(item[0] == "store" and item[1] == coord for item in self.items.decode(body))
            kind = WORK
            work = self.work_here(body)
            reducer = _reducer_text(self.literal(kids[0]))
            if not (not stored and reducer == "sum" and work
                    and all(w[0] == "mm" and w[1] == str(coord_dim(coord)) for w in work)):
                loop = self.items.bit(("loop", reducer, coord, stored, work))
                self.loops |= loop
                items |= loop
            # else: a sum that only accumulates products over the loop's own coordinate tiles their contracted
            # axis (a K loop), a schedule of those products rather than an organisation (one tile of full extent
            # is no loop), so it adds no item; of the two derivations the looped one costs less (no product
            # outside a loop), which keeps the K axis tileable where it is long
        elif op == "Collect":
            kind = WORK
            items = self.leave_kernel(items) | self.items.bit(("store", coord, self.work_here(items)))
        else:
            raise ExtractError(f"no key rule for IR construct {op}")
        if closed and kind != CONST:
            # a kernel's grid is its own: kept at the root (the program's last kernel), dropped for readers
            kind, items = MEMORY, self.leave_kernel(items, keep_grid=cls in self.outputs)
        return (kind, items)


def is_kernel_output(k: Keys, cls: str, nid: str) -> bool:
    """Does a kernel write this class: a memory class (a grid, or a loop of one instance), or stored states (a
    Collect: the kernel that computes and stores them)?"""
    op = k.op(nid)
    return op == "Collect" or k.closed[cls] and op in ("Combine", "PReduce")


READ, WRITTEN, STORED = 0, 1, 2


def _written(k: Keys, cls: str, nid: str) -> int:
    """A support entry's role: a memory class a kernel writes, stored states, or memory only read (an input)."""
    return (STORED if k.op(nid) == "Collect" else WRITTEN) if is_kernel_output(k, cls, nid) else READ


def group_key(value_key: tuple, kernels: int) -> tuple:
    """What candidates are grouped by: the value's key and how many kernels its program runs (the distinct
    classes a kernel writes: memory classes and stored states). Counted per class, not per item, so a program
    that stores the same kind of state twice (two Collects over one coordinate) is not grouped with the one
    that stores it once."""
    kind, items = value_key
    return (kind, items, kernels)


# -- choice maps --------------------------------------------------------------------------------------------------
# A candidate picks one node per memory class, and one node per class inside each kernel: values per program
# instance are private to a kernel, so the tile of h1 that one kernel computes and the tile another kernel loads
# from memory are one e-class with two choices. A class's scope is "" for memory, else the memory class (or
# Collect) whose kernel computes it.
Choices = dict[tuple[str, str], str]


def scope_of(k: Keys, cls: str, parent_scope: str) -> str:
    return "" if k.closed[cls] else parent_scope


def inner_scope(k: Keys, cls: str, nid: str, scope: str) -> str:
    """The scope of a node's operands: a memory class's kernel, or a Collect's (the kernel storing the states)."""
    return cls if k.closed[cls] or k.op(nid) == "Collect" else scope


# -- candidates ---------------------------------------------------------------------------------------------------
@dataclass
class Candidate:
    key: tuple
    term: Term
    choices: Choices            # (kernel scope, class) -> the node chosen for it
    kernels: int
    loops: int
    stored: int
    represents: int
    summary: str

    def to_json(self, i: int) -> dict:
        return {"id": i, "kernels": self.kernels, "loops": self.loops, "stored_intermediates": self.stored,
                "summary": self.summary, "represents": self.represents}


@dataclass
class Extraction:
    strategy: str
    candidates: list[Candidate]
    expanded_states: int
    seconds: float
    complete: bool
    notes: list[str] = field(default_factory=list)


def describe(keys: Keys, root: str, choices: Choices, key: tuple, represents: int) -> Candidate:
    """Counts and summary of a realised choice map (key: its key as extraction holds it)."""
    kernels = stored = loops = 0
    for (scope, cls), nid in choices.items():
        op = keys.op(nid)
        if op == "Collect":
            stored += 1
            kernels += 1  # the kernel that computes and stores the states
        elif op in ("Combine", "PReduce") and keys.closed[cls]:
            kernels += 1
        if op == "PReduce":
            loops += 1
    term, term_class = _build(keys, root, choices)
    closed_terms = {t for t, c in term_class.items() if keys.closed[c]}
    ordered = dict(sorted(choices.items()))
    return Candidate(keys.public(key), term, ordered, kernels, loops, stored, represents,
                     summarize(term, lambda t: t in closed_terms))


def _reducer_text(r: Term) -> str:
    names = {"RSum": "sum", "RMax": "max", "RMin": "min", "RRescale": "rescale"}
    if r.op == "RPair":
        return f"pair({_reducer_text(r.args[0])}, {_reducer_text(r.args[1])})"
    return names.get(r.op, r.op)


def _coord_short(p: Term) -> str:
    return coord_text(p).split(" ", 1)[1]


def summarize(term: Term, closed: Callable[[Term], bool]) -> str:
    """A one-line structure a person reads: each kernel (a grid of Combine axes, or one instance) with its loops
    (reducer over coordinate; `stored` when the loop folds states an earlier kernel stored), inner loops in braces,
    kernels in the order they run."""
    kernels: list[str] = []
    done: set[Term] = set()

    def body(t: Term, own: Term | None = None) -> str:
        """The loops inside one kernel below t (`own`: the kernel's own loop, when it has no grid); kernels it
        reads are described (first) on their own."""
        parts: list[str] = []
        seen: set[Term] = set()

        def visit(x: Term) -> None:
            if x in seen:
                return
            seen.add(x)
            if x is not t and x is not own and closed(x) and x.op in ("Combine", "PReduce", "Collect"):
                kernel(x)
                return
            if x.op == "PReduce":
                stored = unwrap_views(x.args[1]).op == "Collect"
                if stored:
                    kernel(unwrap_views(x.args[1]))  # the kernel that stored the states runs first
                inner = "" if stored else body(x.args[1])
                parts.append(f"loop({_coord_short(x.args[2])}: {_reducer_text(x.args[0])}"
                             f"{', stored' if stored else ''})" + (f" {{{inner}}}" if inner else ""))
                return
            if x.op == "Collect" and x is not t:
                kernel(x)
                return
            for a in x.args:
                if isinstance(a, Term):
                    visit(a)

        for a in t.args:
            if isinstance(a, Term):
                visit(a)
        return " ".join(parts)

    def kernel(t: Term) -> None:
        if t in done:
            return
        done.add(t)
        axes, inner = [], t
        while inner.op == "Combine":
            axes.append(_coord_short(inner.args[1]).split("[")[0].removeprefix("grid "))
            inner = inner.args[0]
        if inner.op == "PReduce":
            text = body(Term("Kernel", inner), own=inner)
        elif inner.op == "Collect":
            text = body(inner)
        else:
            text = body(Term("Kernel", inner))
        what = f"grid({', '.join(sorted(axes))})" if axes else "grid()"
        if inner.op == "Collect":  # one instance per stored state (and per grid axis around the loop)
            what = f"store({_coord_short(inner.args[1])})"
        products = _products(Term("Kernel", inner), closed)
        kernels.append(what + (" " + text if text else "") + (f" [{products} mm]" if products else ""))

    def find(x: Term, seen: set) -> None:
        if x in seen:
            return
        seen.add(x)
        if closed(x) and x.op in ("Combine", "PReduce", "Collect"):
            kernel(x)
            return
        for a in x.args:
            if isinstance(a, Term):
                find(a, seen)

    find(term, set())
    return " ; ".join(kernels) if kernels else "no kernel"


def _products(t: Term, closed: Callable[[Term], bool]) -> int:
    """TileMatMuls in one kernel's body (not in the kernels it reads)."""
    seen: set[Term] = set()
    stack = [a for a in t.args if isinstance(a, Term)]
    n = 0
    while stack:
        x = stack.pop()
        if x in seen or (closed(x) and x.op in ("Combine", "PReduce", "Collect")) or x.op == "Collect":
            continue
        seen.add(x)
        n += x.op == "TileMatMul"
        stack += [a for a in x.args if isinstance(a, Term)]
    return n


def unwrap_views(t: Term) -> Term:
    """A value without the views (loads) around it."""
    while t.op in ("Partition", "Replicate", "Get", "Reshape", "Permute", "Cast"):
        t = t.args[0]
    return t


def _key_order(k) -> str:
    return repr(_sortable(k))


def _sortable(k):
    if isinstance(k, frozenset):
        return sorted((_sortable(x) for x in k), key=repr)
    if isinstance(k, tuple):
        return tuple(_sortable(x) for x in k)
    if isinstance(k, Term):
        return coord_key(k)
    return k


def order_candidates(cands: list[Candidate]) -> list[Candidate]:
    return sorted(cands, key=lambda c: (c.kernels, c.stored, c.loops, c.summary, _key_order(c.key)))


def _simplicity(k: Keys, key: tuple) -> tuple[int, int]:
    """How much structure a key holds: the distinct coordinates it loops over or stores over, then its items."""
    items = k.items.decode(key[1])
    coords = {item[2] if item[0] == "loop" else item[1] for item in items if item[0] in ("loop", "store")}
    return (len(coords), len(items))


def drops(k: Keys, small: tuple, big: tuple) -> bool:
    """Does `small` make `big` redundant? Both of one kind and kernel count, and one's items contain the other's.
    Where big's items contain small's, the extra items only products, reductions, or loops over coordinates small
    already loops over and computing only what small's loops over them compute: big computes the same value with
    an extra product or pass. (An extra loop whose work small does outside its loops is the tiled form of that
    work, not a second pass: two softmax maps of one kernel as two online-softmax loops over one KV coordinate,
    where small loops over one map and computes the other whole.) Where the two differ only in
    their grid, the one of more axes is kept: an axis left out of a grid is a tile of full size, so a grid that
    holds another's axes covers it as a schedule, and a larger grid exposes more parallel instances. Grids of as
    many axes on different axes both stay (which is better depends on what each repeats per instance: tiling an
    output axis that a reduction does not vary along recomputes that reduction in every tile).
    Parents keep the relation (their items are unions), so a key is dropped where it is found."""
    if small[0] != big[0] or small[2] != big[2] or small[1] == big[1]:
        return False
    if small[1] & ~k.grids == big[1] & ~k.grids:  # the same program but for the grid: the one of more axes
        return (small[1] & k.grids).bit_count() > (big[1] & k.grids).bit_count()
    if small[1] & big[1] != small[1] or (big[1] & ~small[1] & k.grids):
        return False  # neither holds the other, or big's grid has an axis small's has not
    extra = big[1] & ~small[1] & k.loops
    if not extra:
        return True
    looped = k.looped(small[1])
    return all(item[2] in looped and item[4] <= looped[item[2]] for item in k.items.decode(extra))


def dominated(k: Keys, keys) -> list[tuple]:
    """The keys another of them makes redundant (`drops`)."""
    out = {big for small in keys for big in keys if small is not big and drops(k, small, big)}
    return sorted(out, key=lambda x: _key_order(k.public(x)))


class _Cyclic(Exception):
    pass


# -- compact ------------------------------------------------------------------------------------------------------
def _record(found: dict, order: list, new: "_Derivation") -> None:
    """Group one derivation under its key: a new key is kept in the order found; for a known one, the count grows
    and the cheaper derivation represents it."""
    old = found.get(new.key)
    if old is None:
        found[new.key] = new
        order.append(new)
        return
    old.count += 1
    if new.cost < old.cost:
        old.cost, old.nid, old.child_keys = new.cost, new.nid, new.child_keys
        old.support, old.classes, old.work = new.support, new.classes, new.work


@dataclass(slots=True)
class _Derivation:
    # (kernels, stores, work, outside, -grid axes, nodes): fewest kernels (counted once per memory class) and
    # stored states; then the least work, the distinct products and reductions counted once per loop they run
    # in (one program may compute a tile twice, in two loops, or a loop-invariant statistic in every step of a
    # loop); then the fewest products and reductions outside every loop (a key does not count its items: a
    # loop's product may also be computed again over the whole axis, and the tiled form covers the whole one as
    # a schedule); then the most grid axes (an untiled axis is a tile of full size, so the form with more axes
    # covers the other as a schedule); then the fewest nodes (counted as a tree)
    cost: tuple[int, int, int, int, int, int]
    nid: str
    child_keys: tuple
    # (memory class or stored state, its value key, READ / WRITTEN / STORED) for every memory class and stored
    # state the program reads, this one included, as a mask of Compact.entries: kernels and stores are counted
    # on it, once per class (a DAG); `classes` is the mask of those classes (Compact.classes)
    support: int
    classes: int
    count: int     # expansions grouped under this key here
    work: int      # its products and reductions, as (class, the loops each runs in): a mask of Compact.works
    key: tuple     # the key it derives (the class's `found` maps it back here)
    dead: bool = False  # dropped by dominance or the beam: never combined further


class Compact:
    def __init__(self, keys: Keys, beam: int | None = 64, progress: Callable[[str], None] | None = None,
                 budget: int | None = 4_000_000, max_kernels: int | None = None, min_kernels: int = 0,
                 root_beam: int | None = None):
        self.k = keys
        self.beam = beam  # keys kept per class (None: all)
        self.root_beam = root_beam or beam  # keys kept at the root: the candidates (with a beam)
        self.budget = budget  # states to expand at most (None: no limit); memory grows with them
        self.max_kernels = max_kernels  # programs of more kernels are not built (None: no limit)
        self.min_kernels = min_kernels  # programs of fewer kernels are not candidates (they are built on)
        self.key_orders: dict[tuple, str] = {}  # _key_order of each key, computed once (the beam sorts by it often)
        self.simple: dict[int, tuple[int, int]] = {}  # _simplicity of each key's items, computed once (likewise)
        self.dropping: dict[tuple[tuple, tuple], bool] = {}  # `drops` of pairs of keys, computed once
        self.progress = progress or (lambda msg: None)
        # sets built at every expansion, as masks (Bits): support entries and their classes, products and
        # reductions with their loops; and the entries that count a kernel or a store, the work outside loops
        self.entries, self.classes, self.works = Bits(), Bits(), Bits()
        self.writes = self.stores = self.outside = 0

    def run(self, root: str) -> Extraction:
        k = self.k
        start = time.perf_counter()
        classes, parents, rank, fast = k.schedule(root)
        # each class's derivations by key, and in the order their keys were found
        found: dict[str, dict[tuple, _Derivation]] = {c: {} for c in classes}
        order: dict[str, list[_Derivation]] = {c: [] for c in classes}
        # semi-naive: a node combines each child's keys found since it last ran with the rest, so every
        # combination of the children's keys is expanded once. Classes run bottom up (operands' strongly
        # connected components before their users'), so a class is mostly combined once its operands' keys are
        # all found and pruned, not again and again as they trickle in.
        seen: dict[str, list[int]] = {}
        # of all of a class's derivations, by a set of kinds: how many live, and those of them of those kinds
        # (asked by each user, again and again: kept until the class next changes)
        every: dict[str, dict[frozenset, tuple[int, list[_Derivation]]]] = {}

        def alive(ch: str, stop: int, kinds: frozenset) -> tuple[int, list[_Derivation]]:
            """How many of ch's first `stop` derivations live, and those of them of a kind in `kinds`."""
            if stop < len(order[ch]):
                live = [d for d in order[ch][:stop] if not d.dead]
                return len(live), [d for d in live if d.key[0] in kinds]
            known = every.setdefault(ch, {})
            if kinds not in known:
                live = [d for d in order[ch] if not d.dead]
                known[kinds] = len(live), [d for d in live if d.key[0] in kinds]
            return known[kinds]

        expanded, complete = 0, True
        pending, queued, rounds = [(rank[c], c) for c in classes], set(classes), 0
        heapq.heapify(pending)
        limit = self.budget if self.budget is not None else float("inf")
        while pending and expanded < limit:
            rounds += 1
            _, c = heapq.heappop(pending)
            queued.discard(c)
            before = len(order[c])
            for nid in k.nodes[c]:
                if expanded >= limit:
                    break  # the budget is spent (a pointwise node after it would be asked for a negative count)
                kids = k.expr_kids[nid]
                now = [len(order[ch]) for ch in kids]
                old = seen.get(nid)
                if not kids:  # a leaf: once
                    if old is None:
                        seen[nid] = now
                        expanded += 1
                        self._add(c, nid, (), found, order)
                    continue
                old = old or [0] * len(kids)
                if now == old or 0 in now:
                    continue
                seen[nid] = now
                kinds = k.operand_kinds(c, nid)
                for i in range(len(kids)):
                    if now[i] == old[i]:
                        continue
                    fresh = [d for d in order[kids[i]][old[i]:now[i]] if not d.dead]
                    if not fresh:
                        continue  # no combination
                    # every combination counts as an expansion, but one with an operand of a kind the node
                    # refuses is not built (node_key would refuse it, and nothing else happens)
                    live = [(len(fresh), [d for d in fresh if d.key[0] in kinds[j]]) if j == i
                            else alive(ch, old[j] if j < i else now[j], kinds[j]) for j, ch in enumerate(kids)]
                    combos = math.prod(n for n, _ in live)
                    if not combos:
                        continue
                    ranges = [r for _, r in live]
                    cut = expanded + combos > limit  # the budget runs out in this product: its first combinations
                    if fast[nid]:
                        made = min(combos, limit - expanded)
                        self._add_pointwise(c, nid, ranges, found, order, made if cut else None)
                        expanded += made
                    elif not cut:
                        expanded += combos
                        for combo in itertools.product(*ranges):
                            self._add(c, nid, combo, found, order)
                    else:
                        live = [fresh if j == i else alive(ch, old[j] if j < i else now[j], ANY)[1]
                                for j, ch in enumerate(kids)]
                        for combo in itertools.product(*live):
                            expanded += 1
                            self._add(c, nid, combo, found, order)
                            if expanded >= limit:
                                break
            if len(order[c]) > before:
                every.pop(c, None)
                self._dominate(c, order, before)
                if c == root and self.min_kernels:  # candidates another run finds: no slot of the beam
                    for d in order[c][before:]:
                        d.dead = d.dead or d.key[2] < self.min_kernels
                if self.beam is not None and self._prune(c, found, order,
                                                         self.root_beam if c == root else self.beam):
                    complete = False
                for p in parents[c]:
                    if p not in queued:
                        queued.add(p)
                        heapq.heappush(pending, (rank[p], p))
            if rounds % 2000 == 0:
                self.progress(f"compact: {rounds} classes run, {expanded} states, {len(order[root])} candidate keys")
        notes = [] if complete else [f"beam {self.beam}: some classes kept {self.beam} of their keys"]
        if expanded >= limit:
            complete = False
            notes.append(f"state budget {self.budget} reached: the candidates are those the root had by then")
        cands = self._realise(root, found)
        return Extraction("compact", order_candidates(cands), expanded, round(time.perf_counter() - start, 3),
                          complete, notes)

    def _add(self, c: str, nid: str, child_derivs: tuple, found, order) -> None:
        """Group one expansion (a derivation of each operand) under its key (or drop it: not lowerable, or not
        a choice map)."""
        k = self.k
        value = k.node_key(c, nid, [d.key for d in child_derivs])  # it reads (kind, items), not the count
        if value is None:
            return
        # one operand and nothing written here (most nodes): its support, counts and work as they are
        single = len(child_derivs) == 1
        if single:
            d = child_derivs[0]
            support, classes, work = d.support, d.classes, d.work
        else:
            support = classes = work = 0
            for d in child_derivs:
                support |= d.support
                classes |= d.classes
                work |= d.work
        op = k.ops[nid]
        if k.closed[c] or op == "Collect":
            here = self.classes.bit(c)
            if classes & here:
                return  # a memory class (or stored state) computed from itself
            support |= self._entry(c, value, _written(k, c, nid))
            classes |= here
            single = False
        if single:
            kernels, stores = child_derivs[0].cost[0], child_derivs[0].cost[1]
        else:
            if classes.bit_count() < support.bit_count():
                return  # one memory class (or stored state) read two ways: not a choice map
            kernels = (support & self.writes).bit_count()
            stores = (support & self.stores).bit_count()
        key = group_key(value, kernels)
        if self.max_kernels is not None and kernels + (not k.closed[c]) > self.max_kernels:
            # kernels only add up towards the root, and a value inside a kernel is written by one more
            return
        grids, nodes = int(op == "Combine"), 1
        for d in child_derivs:
            grids -= d.cost[4]
            nodes += d.cost[5]
        if op in ("TileMatMul", "Reduce"):
            work |= self._work(c, ())
        elif op == "PReduce":  # what varies with the loop runs once per loop: two loops over one tile, twice
            coord, free = k.literal(k.kids[nid][COORD_ARG[op]]), k.forms.free
            looped = 0
            for w, loops in self.works.decode(work):
                looped |= self._work(w, loops + (c,) if coord in free.get(w, ()) else loops)
            work = looped
        cost = (key[2], stores, work.bit_count(), (work & self.outside).bit_count(), -grids, nodes)
        old = found[c].get(key)
        if old is not None and not cost < old.cost:
            old.count += 1  # the common case: a known key, no cheaper; no derivation is built
            return
        _record(found[c], order[c], _Derivation(cost, nid, tuple(d.key for d in child_derivs), support, classes, 1,
                                                work, key))

    def _add_pointwise(self, c: str, nid: str, ranges: list[list[_Derivation]], found, order,
                       made: int | None) -> None:
        """`_add` for every combination of the operands' keys (or the first `made`, where the budget runs out),
        for pointwise math on two or more operands inside a kernel (node_key's pointwise case): the key is the
        union of the operands' keys, nothing is written here, and the only checks are the choice map and the
        kernel count (the operands' kinds are filtered by `Keys.operand_kinds`: no grid, no SPAN). Written out
        because it is most of the expansions."""
        allowed = self.max_kernels - 1 if self.max_kernels is not None else float("inf")
        # the operand keys are unpacked once, not once per combination
        parts = [[(d.key, d.key[0], d.key[1], d.support, d.classes, d.work, -d.cost[4], d.cost[5]) for d in r]
                 for r in ranges]
        writes, stored, outside = self.writes, self.stores, self.outside
        here, keys = found[c], order[c]
        combos = itertools.product(*parts)
        if made is not None:
            combos = itertools.islice(combos, made)
        elif self.max_kernels is not None:  # those of too many kernels are refused below: skip them unmade
            combos = self._within(parts, allowed)
        for combo in combos:
            kind = items = support = classes = work = grids = nodes = 0
            for _, k, its, sup, cls, wk, gr, nd in combo:
                if k > kind:
                    kind = k
                items |= its
                support |= sup
                classes |= cls
                work |= wk
                grids += gr
                nodes += nd
            if classes.bit_count() < support.bit_count():
                continue  # one memory class (or stored state) read two ways: not a choice map
            kernels = (support & writes).bit_count()
            if kernels > allowed:  # the kernel writing it adds one
                continue
            cost = (kernels, (support & stored).bit_count(), work.bit_count(), (work & outside).bit_count(), -grids,
                    1 + nodes)
            key = (VALUE if kind in (LOAD, MEMORY) else kind, items, kernels)
            old = here.get(key)
            if old is not None and not cost < old.cost:
                old.count += 1  # the common case: a known key, no cheaper; no derivation is built
                continue
            _record(here, keys, _Derivation(cost, nid, tuple(x[0] for x in combo), support, classes, 1, work, key))

    def _within(self, parts: list[list[tuple]], allowed: int):
        """The combinations of `_add_pointwise`'s unpacked operands that at most `allowed` kernels write, in the
        order of their product. With few kernels allowed, most pairs of operands that different kernels write are
        refused; the last operand's are filtered once for each set of kernels the others write."""
        *first, last = parts
        writes = self.writes
        tails: dict[int, list[tuple]] = {}
        for head in itertools.product(*first):
            written = 0
            for p in head:
                written |= p[3]
            written &= writes
            if written not in tails:
                tails[written] = [p for p in last if (p[3] & writes | written).bit_count() <= allowed]
            for p in tails[written]:
                yield head + (p,)

    def _entry(self, c: str, value: tuple, role: int) -> int:
        bit = self.entries.bit((c, value, role))
        if role != READ:
            self.writes |= bit
        if role == STORED:
            self.stores |= bit
        return bit

    def _work(self, c: str, loops: tuple) -> int:
        bit = self.works.bit((c, loops))
        if not loops:
            self.outside |= bit
        return bit

    def simplicity(self, key: tuple) -> tuple[int, int]:
        if key[1] not in self.simple:
            self.simple[key[1]] = _simplicity(self.k, key)
        return self.simple[key[1]]

    def key_order(self, key: tuple) -> str:
        if key not in self.key_orders:
            self.key_orders[key] = _key_order(self.k.public(key))
        return self.key_orders[key]

    def _dominate(self, c: str, order, before: int) -> None:
        """Drop the keys another key of this class makes redundant (`drops`), comparing the new keys (from
        `before` on) with all of the same kind and kernel count (only those can drop each other)."""
        live: dict[tuple, list[_Derivation]] = {}
        for d in order[c]:
            if not d.dead:
                live.setdefault((d.key[0], d.key[2]), []).append(d)
        rest = ~self.k.grids
        for new in order[c][before:]:
            if new.dead:
                continue
            items = new.key[1]
            for other in live[new.key[0], new.key[2]]:
                its = other.key[1]
                shared = its & items  # most pairs are incomparable: no subset either way, nothing to ask
                if other is new or other.dead or (
                        shared != its and shared != items and its & rest != items & rest):
                    continue
                # keys of one kind and count differ in items: where more than their grids differ, only the one
                # whose items the other's contain may drop the other
                if its & rest == items & rest or shared == its:
                    if self.drops(other.key, new.key):
                        new.dead = True
                        break
                if its & rest == items & rest or shared == items:
                    if self.drops(new.key, other.key):
                        other.dead = True

    def drops(self, small: tuple, big: tuple) -> bool:
        """`drops`, asked once per pair of keys: the keys of a class meet again in every class that views it."""
        if (small, big) not in self.dropping:
            self.dropping[small, big] = drops(self.k, small, big)
        return self.dropping[small, big]

    def _prune(self, c: str, found, order, beam: int) -> bool:
        """Keep at most `beam` keys, chosen round-robin over the counts of kernels and stores, so fused, unfused
        and split programs all survive; in each, simplest first (`_simplicity`: fewest looped or stored
        coordinates, then fewest items), then cheapest, taken in turn from each set of output axes the kernel's
        grid covers. (Simplicity counts a grid axis as one more item, while `drops` prefers the grid of more
        axes: an axis left out is a tile of full size, and more axes are more programs. Ranked in one list, the
        fewer-axis keys crowded them out: swiglu_stack's stored activation read by a grid over the output
        columns.) A heuristic of the beam: what it cuts may be the only
        representative of an organisation, which is why a cut marks the result incomplete. True when some key
        was cut."""
        buckets: dict[tuple[int, int], list[_Derivation]] = {}
        for d in order[c]:
            if not d.dead:
                buckets.setdefault(d.cost[:2], []).append(d)
        if sum(len(v) for v in buckets.values()) <= beam:
            return False
        ranked = [self._by_grid(sorted(v, key=lambda d: (self.simplicity(d.key), d.cost, self.key_order(d.key))))
                  for _, v in sorted(buckets.items())]
        kept = 0
        for i in range(max(len(v) for v in ranked)):
            for v in ranked:
                if i < len(v):
                    if kept < beam:
                        kept += 1
                    else:
                        v[i].dead = True
        return True

    def _by_grid(self, ranked: list[_Derivation]) -> list[_Derivation]:
        """The ranked keys taken in turn from each set of grid axes (sets in the order of their first key)."""
        sets: dict[int, list[_Derivation]] = {}
        for d in ranked:
            sets.setdefault(d.key[1] & self.k.grids, []).append(d)
        return [v[i] for i in range(max(map(len, sets.values()), default=0)) for v in sets.values() if i < len(v)]

    def _realise(self, root: str, found) -> list[Candidate]:
        k = self.k
        by_key: dict[tuple, Candidate] = {}
        cyclic = inconsistent = 0
        for key in sorted(found[root], key=self.key_order):
            if found[root][key].dead:
                continue
            choices: Choices = {}
            chosen_key: dict[tuple[str, str], tuple] = {}
            done: set[tuple[str, str]] = set()
            ok = True

            def build(cls: str, want: tuple, scope: str) -> None:
                nonlocal ok
                at = (scope_of(k, cls, scope), cls)
                if at in chosen_key:
                    if at not in done:
                        raise _Cyclic  # reached again on its own path
                    ok = ok and chosen_key[at] == want
                    return
                d = found[cls][want]
                chosen_key[at], choices[at] = want, d.nid
                below = inner_scope(k, cls, d.nid, at[0])
                for ch, ck in zip(k.expr_children(d.nid), d.child_keys):
                    build(ch, ck, below)
                done.add(at)

            try:
                build(root, key, "")
            except _Cyclic:
                cyclic += 1
                continue
            if not ok:  # some class was reached with two keys: the choice map made is another program
                inconsistent += 1
                key_used = _key_of(k, root, choices)
                if key_used is None:
                    continue
            else:
                key_used = key
            choices = _share_fused_fields(k, root, choices, key_used)
            cand = describe(k, root, choices, key_used, found[root][key].count)
            if key_used in by_key:
                by_key[key_used].represents += cand.represents
            else:
                by_key[key_used] = cand
        self.progress(f"compact: {len(by_key)} candidates; {inconsistent} keys realised as another key (a class "
                      f"inside a kernel reached with two keys), {cyclic} not realisable (cyclic)")
        return list(by_key.values())


def bottom_up(nodes: list, children: Callable) -> list:
    """`nodes` ordered so that each strongly connected component comes after every component it reaches through
    `children` (Tarjan's algorithm, iterative; deterministic for a deterministic `nodes` and `children`)."""
    index: dict = {}
    low: dict = {}
    on_stack: set = set()
    stack: list = []
    out: list = []
    for start in nodes:
        if start in index:
            continue
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        work = [(start, iter(children(start)))]
        while work:
            v, kids = work[-1]
            for w in kids:
                if w not in index:
                    index[w] = low[w] = len(index)
                    stack.append(w)
                    on_stack.add(w)
                    work.append((w, iter(children(w))))
                    break
                if w in on_stack:
                    low[v] = min(low[v], index[w])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[v])
                if low[v] == index[v]:
                    while True:
                        w = stack.pop()
                        on_stack.discard(w)
                        out.append(w)
                        if w == v:
                            break
    return out


def _reachable(k: Keys, root: str) -> set[str]:
    seen, stack = {root}, [root]
    while stack:
        c = stack.pop()
        for nid in k.nodes[c]:
            for ch in k.expr_children(nid):
                if ch not in seen:
                    seen.add(ch)
                    stack.append(ch)
    return seen


def _share_fused_fields(k: Keys, root: str, choices: Choices, key: tuple) -> Choices:
    """Inside a kernel, a value that a fused loop of the same kernel already computes as one of its fields (its
    class holds a Get of a class chosen in that kernel) is read from that loop, not folded again by a loop of its
    own. Keys do not tell the two apart (a loop that only accumulates products is a schedule of them, and adds no
    item), so a key's cheapest member recomputes the field in a K loop of its own: mHC's four sums over one row
    (its RMS statistic and three projections) would read the row twice or more. Taken only where the key stays the
    same; the choice map is pruned to what the root then reaches."""
    def reaches(start: tuple[str, str], target: str) -> bool:
        seen, todo = set(), [start]
        while todo:
            at = todo.pop()
            if at in seen or at not in choices:
                continue
            seen.add(at)
            if at[1] == target:
                return True
            below = inner_scope(k, at[1], choices[at], at[0])
            todo += [(scope_of(k, ch, below), ch) for ch in k.expr_children(choices[at])]
        return False

    shared = dict(choices)
    changed = False
    for (scope, cls), nid in sorted(choices.items()):
        if k.op(nid) != "PReduce" or k.closed[cls]:
            continue
        for n in k.nodes[cls]:
            src = k.expr_children(n)[0] if k.op(n) == "Get" else None
            if src is not None and not k.closed[src] and (scope, src) in shared and not reaches((scope, src), cls):
                shared[(scope, cls)] = n
                changed = True
                break
    if not changed:
        return choices
    kept: Choices = {}

    def walk(cls: str, scope: str) -> None:
        at = (scope_of(k, cls, scope), cls)
        if at not in kept:
            kept[at] = shared[at]
            below = inner_scope(k, cls, kept[at], at[0])
            for ch in k.expr_children(kept[at]):
                walk(ch, below)
    walk(root, "")
    return kept if _key_of(k, root, kept) == key else choices


def _key_of(k: Keys, root: str, choices: Choices) -> tuple | None:
    """The key of a complete choice map (None: not lowerable)."""
    memo: dict[tuple[str, str], tuple | None] = {}

    def visit(cls: str, scope: str):
        at = (scope_of(k, cls, scope), cls)
        if at not in memo:
            nid = choices[at]
            below = inner_scope(k, cls, nid, at[0])
            ks = [visit(ch, below) for ch in k.expr_children(nid)]
            memo[at] = None if any(x is None for x in ks) else k.node_key(cls, nid, ks)
        return memo[at]
    value = visit(root, "")
    if value is None:
        return None
    return group_key(value, len({cls for (scope, cls), nid in choices.items() if is_kernel_output(k, cls, nid)}))


# -- naive --------------------------------------------------------------------------------------------------------
class _Budget(Exception):
    pass


class Naive:
    """Complete every acyclic choice map from the root, depth first, then group them by key."""

    def __init__(self, keys: Keys, budget: int = 2_000_000, progress: Callable[[str], None] | None = None,
                 max_kernels: int | None = None):
        self.k = keys
        self.budget = budget
        self.progress = progress or (lambda msg: None)
        self.max_kernels = max_kernels  # programs of more kernels are not completed (None: no limit)

    def run(self, root: str) -> Extraction:
        k = self.k
        start = time.perf_counter()
        groups: dict[tuple, list[Choices]] = {}
        choices: Choices = {}
        on_path: set[tuple[str, str]] = set()
        writers: dict[str, int] = {}  # the classes a kernel writes, with the choices that write them
        limit = self.max_kernels if self.max_kernels is not None else float("inf")
        expanded = 0

        def resolve(holes: list[tuple[str, str]]):
            """Yield once for every way to choose nodes for the holes (class, parent scope), in order."""
            nonlocal expanded
            if not holes:
                yield
                return
            (cls, scope), rest = holes[0], holes[1:]
            at = (scope_of(k, cls, scope), cls)
            if at in choices:
                if at not in on_path:  # shared, not a cycle
                    yield from resolve(rest)
                return
            for nid in k.nodes[cls]:
                expanded += 1
                if expanded > self.budget:
                    raise _Budget
                if expanded % 500_000 == 0:
                    self.progress(f"naive: {expanded} states, {len(groups)} keys")
                writes = is_kernel_output(k, cls, nid)
                if writes:
                    writers[cls] = writers.get(cls, 0) + 1
                if len(writers) <= limit:  # kernels only add up
                    choices[at] = nid
                    on_path.add(at)
                    below = inner_scope(k, cls, nid, at[0])
                    for _ in resolve([(ch, below) for ch in k.expr_children(nid)]):
                        on_path.discard(at)
                        yield from resolve(rest)
                        on_path.add(at)
                    on_path.discard(at)
                    del choices[at]
                if writes:
                    writers[cls] -= 1
                    if not writers[cls]:
                        del writers[cls]

        complete = True
        try:
            for _ in resolve([(root, "")]):
                key = _key_of(k, root, choices)
                if key is not None:
                    groups.setdefault(key, []).append(dict(choices))
        except _Budget:
            complete = False
        for key in dominated(k, list(groups)):
            del groups[key]
        # each group's representative: the most grid axes, then the fewest nodes (as compact prefers)
        cands = [describe(k, root, min(maps, key=lambda m: (-sum(k.op(n) == "Combine" for n in m.values()),
                                                             len(m), sorted(m.items()))), key, len(maps))
                 for key, maps in groups.items()]
        notes = [] if complete else [f"state budget {self.budget} reached"]
        return Extraction("naive", order_candidates(cands), expanded, round(time.perf_counter() - start, 3),
                          complete, notes)


def _build(k: Keys, root: str, choices: Choices) -> tuple[Term, dict[Term, str]]:
    """The term of a choice map, and the class of each of its subterms."""
    memo: dict[tuple[str, str], Term] = {}
    term_class: dict[Term, str] = {}

    def build(cls: str, scope: str) -> Term:
        at = (scope_of(k, cls, scope), cls)
        if at not in memo:
            nid = choices[at]
            below = inner_scope(k, cls, nid, at[0])
            args = (build(ch, below) if k.g.is_expr(ch) else k.literal(ch) for ch in k.kids[nid])
            memo[at] = t = Term(k.op(nid), *args)
            term_class[t] = cls
        return memo[at]
    return build(root, ""), term_class


# Programs of at most FUSED_KERNELS kernels are extracted with the beam, of one kernel without it (see `_compact`).
FUSED_KERNELS = 2
# states for the unbeamed run over one-kernel programs (where the caller sets no smaller budget): mHC's two
# connections extracted whole, with a row statistic and three mappings fused in one loop, take 4M-12M
ONE_KERNEL_BUDGET = 12_000_000


def _compact(keys: Keys, root: str, beam: int | None, budget: int | None, progress) -> Extraction:
    """Compact extraction. Without a beam, one exhaustive run. With one, fusion lives in programs of few kernels,
    and a beam over all programs cuts them most (the keys of many-kernel programs crowd every class). So programs
    of at most FUSED_KERNELS kernels first, with the beam; where it cut some class, the one-kernel programs again
    without it (within ONE_KERNEL_BUDGET states; a partial program inside a kernel is then never built on, since
    the kernel writing it would be a second, which keeps that run exhaustive on most graphs; where the first run
    was complete it holds them all). Then programs of one kernel more, with the beam below the root and a quarter
    of it at the root. Then programs of more kernels, baselines of which a few of each count do,
    with an eighth of the beam: built on partial programs of any count, but the root spends no slot on the counts
    already extracted. Programs of two kernels
    are not extracted exhaustively: their keys are the cross product of every part's organisations (a thousand on
    qknorm_mla), each one a family to render and verify. The candidates are the union by key, an earlier run's
    representative kept."""
    one_budget = min(budget or ONE_KERNEL_BUDGET, ONE_KERNEL_BUDGET)
    budget = budget or 4_000_000
    if beam is None:
        return Compact(keys, beam=None, progress=progress, budget=budget).run(root)
    fused = Compact(keys, beam=beam, progress=progress, budget=budget, max_kernels=FUSED_KERNELS).run(root)
    runs = [(f"programs of at most {FUSED_KERNELS} kernels", fused)]
    if not fused.complete:  # the beam (or the budget) cut some: the one-kernel programs again, without it
        one = Compact(keys, beam=None, progress=progress, budget=one_budget, max_kernels=1)
        runs.insert(0, ("one-kernel programs", one.run(root)))
    # programs of one kernel more, with the whole beam inside and a quarter of it at the root: a program of few
    # rows may need one kernel more than fusion gives it, to spread a product over programs in tiles of rows and
    # columns, and another to normalise each row (an MLP's output stored, then its rows' norms); the baselines'
    # run below, sharing a narrow beam with every larger count, cuts such programs in the classes below the root
    more = Compact(keys, beam=beam, progress=progress, budget=budget, min_kernels=FUSED_KERNELS + 1,
                   max_kernels=FUSED_KERNELS + 1, root_beam=max(4, beam // 4)).run(root)
    runs.append((f"programs of {FUSED_KERNELS + 1} kernels", more))
    beam = max(4, beam // 8)
    rest = Compact(keys, beam=beam, progress=progress, budget=budget, min_kernels=FUSED_KERNELS + 1).run(root)
    # a graph so large that the state budget ran out before any program reached the root: a narrower beam
    # reaches it with fewer states (the result says which beam it took)
    while not rest.candidates and beam > 4 and any("budget" in n for n in rest.notes):
        beam //= 4
        if progress:
            progress(f"compact: no candidate within the state budget; again with beam {beam}")
        spent = rest.seconds
        rest = Compact(keys, beam=beam, progress=progress, budget=budget, min_kernels=FUSED_KERNELS + 1).run(root)
        rest.seconds = round(rest.seconds + spent, 3)
        rest.notes.append(f"beam narrowed to {beam}: no candidate reached the root with a wider one")
    runs.append((f"programs of more than {FUSED_KERNELS} kernels", rest))
    by_key: dict[tuple, Candidate] = {}
    for _, run in reversed(runs):  # the earliest run's representative of a key wins
        by_key.update((c.key, c) for c in run.candidates)
    notes = [f"{what}: {n}" for what, run in runs for n in run.notes]
    return Extraction("compact", order_candidates(list(by_key.values())), sum(r.expanded_states for _, r in runs),
                      round(sum(r.seconds for _, r in runs), 3), all(r.complete for _, r in runs), notes)


def extract(graph: SerializedGraph, strategy: str = "compact", root: str | None = None,
            progress: Callable[[str], None] | None = None, budget: int | None = None,
            beam: int | None = 64, max_kernels: int | None = None) -> Extraction:
    """The distinct candidates of the graph's root class, in a deterministic order (fewest kernels, stores and
    loops first, then by summary and key). With max_kernels, only programs of at most that many kernels, in one
    run without a beam (for measuring compact against naive on a class of programs both finish)."""
    if strategy not in ("compact", "naive"):
        raise ExtractError(f"unknown strategy {strategy!r}: compact or naive")
    root = root or graph.root_class()
    if root is None:
        raise ExtractError("the e-graph has no root ($root)")
    # Extraction keeps millions of small tuples and sets alive, and frees them together at the end; the cyclic
    # collector would rescan them again and again (about a third of the time) and find nothing to free.
    collecting = gc.isenabled()
    gc.disable()
    try:
        keys = Keys(graph, root)
        if strategy == "compact" and max_kernels is not None:
            result = Compact(keys, beam=None, progress=progress, budget=budget or 4_000_000,
                             max_kernels=max_kernels).run(root)
        elif strategy == "compact":
            result = _compact(keys, root, beam, budget, progress)
        else:
            result = Naive(keys, budget=budget or 2_000_000, progress=progress, max_kernels=max_kernels).run(root)
    finally:
        if collecting:
            gc.enable()
    if not result.candidates:
        # the program itself is always in the graph: when no fused program was found (saturation stopped before
        # views reached the inputs, or the search ran out of states), it is the candidate, a kernel per operation
        fallback = unfused_candidate(graph, root)
        if fallback is None:
            raise ExtractError("no lowerable program: the root class has no tensor-level term")
        result.candidates = [fallback]
        result.notes.append("no fused program found: the unfused program (a kernel per operation) is the candidate")
    return result


UNFUSED = ("unfused",)  # the key item of the unfused program


def unfused_candidate(graph: SerializedGraph, root: str) -> Candidate | None:
    """The root's tensor-level term with every computation in a kernel of its own (unfused.py)."""
    term = tensor_term(graph, root)
    return None if term is None else unfused_term_candidate(term)


def unfused_term_candidate(term: Term) -> Candidate:
    program = unfused(term)
    shapes = Interpreter({})
    closed = lambda t: not shapes.free(t)  # noqa: E731
    kernels = sum(1 for t in program.walk() if t.op == "Combine" and closed(t))
    return Candidate((MEMORY, frozenset({UNFUSED}), kernels), program, {}, kernels, 0, 0, 1,
                     summarize(program, closed))
