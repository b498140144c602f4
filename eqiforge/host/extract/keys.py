"""Keys (DESIGN §4): what keeps two candidate programs apart, built bottom up from the chosen nodes (its loops,
stored states, products, in-tile reductions and kernel count), the kinds a parent checks, and the choice maps a
candidate is (one node per memory class, and per class inside each kernel)."""
from __future__ import annotations

from ..coords import COORD_ARG, dim as coord_dim
from ..errors import EqiForgeError
from ..saturate.serialized import SerializedGraph
from ..schema import CONSTANTS, LAYOUTS
from ..term import Term
from . import lowerable
from .forms import Forms
from .sccs import bottom_up


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

    def schedule(self, root: str) -> tuple[list[str], dict[str, set[str]], dict[str, int], dict[str, bool]]:
        """What every extraction run from `root` walks, computed once: the classes it reaches (sorted), each one's
        users among them, its rank bottom up (operands' strongly connected components first), and which nodes
        are pointwise math inside a kernel on two or more operands (most expansions, `_add_pointwise`'s)."""
        if root not in self._schedules:
            classes = sorted(reachable(self, root))
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
            if op not in lowerable.VIEWS and op not in LAYOUTS and op != "Get":
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
        elif op in CONSTANTS:
            kind = CONST
        elif op in LAYOUTS or op == "Get":
            kind = SPAN if cls in self.spanning and kinds[0] != CONST else kinds[0]
        elif spec.closed == lowerable.INDEX and closed:
            kind = CONST
        elif op in lowerable.POINTWISE or op == "PScan":  # (a running max: a value beside its loop's fold)
            kind = max(kinds)
            kind = VALUE if kind in (LOAD, MEMORY) else kind
        elif op == "Reduce":
            if kinds[0] == CONST:
                kind = CONST
            else:
                kind = WORK
                items |= self._here(("red", reducer_text(self.literal(kids[0])), self.axis(nid)))
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
            reducer = reducer_text(self.literal(kids[0]))
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


def written(k: Keys, cls: str, nid: str) -> int:
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


def build_term(k: Keys, root: str, choices: Choices) -> tuple[Term, dict[Term, str]]:
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


def reducer_text(r: Term) -> str:
    names = {"RSum": "sum", "RMax": "max", "RMin": "min", "RRescale": "rescale", "RRescaleAcc": "rescale-acc"}
    if r.op == "RPair":
        return f"pair({reducer_text(r.args[0])}, {reducer_text(r.args[1])})"
    return names.get(r.op, r.op)


def reachable(k: Keys, root: str) -> set[str]:
    seen, stack = {root}, [root]
    while stack:
        c = stack.pop()
        for nid in k.nodes[c]:
            for ch in k.expr_children(nid):
                if ch not in seen:
                    seen.add(ch)
                    stack.append(ch)
    return seen


def key_of(k: Keys, root: str, choices: Choices) -> tuple | None:
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
