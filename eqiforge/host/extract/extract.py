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
from .candidates import Candidate, Extraction, summarize, unwrap_views  # noqa: F401 (the extraction API)
from .compact import Compact
from .dominance import order_candidates
from .keys import MEMORY, ExtractError, Keys  # noqa: F401
from .naive import Naive
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
from typing import Callable

from ..saturate.serialized import SerializedGraph
from ..schema import free
from ..term import Term
from .candidates import Candidate, Extraction, summarize, unwrap_views  # noqa: F401 (the extraction API)
from .compact import Compact
from .dominance import order_candidates
from .keys import MEMORY, ExtractError, Keys
from .naive import Naive
from .unfused import tensor_term, unfused

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
    closed = lambda t: not free(t)  # noqa: E731
    kernels = sum(1 for t in program.walk() if t.op == "Combine" and closed(t))
    return Candidate((MEMORY, frozenset({UNFUSED}), kernels), program, {}, kernels, 0, 0, 1,
                     summarize(program, closed))
