"""Compact extraction (early compaction): the partial programs of each class grouped by key as they are built,
bottom up, only the cheapest member of a group combined further; each root key then realised top down. The
module docstring of extract.py says how."""
from __future__ import annotations

import heapq
import itertools
import math
import time
from dataclasses import dataclass
from typing import Callable

from ..coords import COORD_ARG
from .candidates import Candidate, Extraction, describe
from .dominance import drops, key_order, order_candidates, simplicity
from .keys import (ANY, LOAD, MEMORY, READ, STORED, VALUE, Bits, Choices, Keys, group_key, inner_scope, key_of,
                   scope_of, written)


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
        self.key_orders: dict[tuple, str] = {}  # key_order of each key, computed once (the beam sorts by it often)
        self.simple: dict[int, tuple[int, int]] = {}  # simplicity of each key's items, computed once (likewise)
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
            support |= self._entry(c, value, written(k, c, nid))
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
            self.simple[key[1]] = simplicity(self.k, key)
        return self.simple[key[1]]

    def key_order(self, key: tuple) -> str:
        if key not in self.key_orders:
            self.key_orders[key] = key_order(self.k.public(key))
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
        and split programs all survive; in each, simplest first (`simplicity`: fewest looped or stored
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
                key_used = key_of(k, root, choices)
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
    return kept if key_of(k, root, kept) == key else choices


