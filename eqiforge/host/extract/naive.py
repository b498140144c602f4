"""Naive extraction, the baseline: every acyclic choice map completed top down from the root, then grouped by the
same key; it stops at a state budget."""
from __future__ import annotations

import time
from typing import Callable

from .candidates import Extraction, describe
from .dominance import dominated, order_candidates
from .keys import Choices, Keys, inner_scope, is_kernel_output, key_of, scope_of


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
                key = key_of(k, root, choices)
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
