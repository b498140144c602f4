"""The search for a family's schedule (rank_plan): the tile sizes, num_warps and num_stages the model
(model.py) ranks best.

A schedule is the tile sizes, num_warps and num_stages. Each kernel's tiles are its own (Plan.tile_keys): a
coordinate its kernels do not all share through stored states has a tile per kernel ("kernel_1.c2"), so an axis can
be a wide output tile in one kernel and a short reduction tile in the next. Kernels that share no tile key may also
take their own num_warps and num_stages ("kernel_0.num_warps"; each is a launch of its own): a row statistic's
loop at 4 warps beside a GEMM tile at 8. It is legal when a program fits: its
registers (its accumulators and its largest other live tile, over its threads, plus a base) within 255 per thread,
and the operand tiles its tensor-core products stage (num_stages buffers inside a loop) within the shared memory of a block. The
tile sizes are the unknowns of a geometric program (every count is a monomial in them), solved with cvxpy at the
loosest warps and stages, then rounded to powers of two and improved by local moves (tiles, warps, stages) with
the exact model (ceilings, waves, occupancy). The GPU compile check (gpu_compile.py) then measures what the
model estimates.
"""
from __future__ import annotations

import heapq
import itertools
import math
import warnings
from collections import ChainMap
from dataclasses import dataclass

from ..capture.workloads import DTYPES
from ..codegen.plan import Plan
from ..codegen.schedule import DEFAULT_STAGES, DEFAULT_WARPS, KNOBS, MIN_TENSOR_CORE, STAGES, WARPS, next_pow2, tile_top
from .hardware import Hardware
from .model import (_Eval, _detail, _kernel_figures, compute_time, exact_latency, kernel_view, latency_floor,
                    tile_sizes)
from .work import BASE_REGISTERS, KernelWork, work_of


TIE_BREAK = 1e-3          # weight of total memory time in the objective, where the latency alone is flat


@dataclass
class Ranked:
    modelled_us: float | None
    schedule: dict | None
    bytes: int | None
    flops: int | None
    kernels_us: list[float] | None = None
    error: str | None = None
    detail: dict | None = None      # modelled per kernel: registers, shared bytes, programs per SM, tensor-core flops
    inaccurate: bool = False        # the solver's optimum was flagged inaccurate (cvxpy's optimal_inaccurate): the
    #                                 schedule is still chosen around it by the exact model, as for any optimum


class _Moves:
    """exact_latency at schedules one move from a base: the latency is a sum over kernels, each a function of its
    own tile keys and the knobs (as _kernel_figures memoises it). Every kernel's figures at the base with a move's
    knobs (num_warps, num_stages) are computed once per such change; a move then recomputes only the kernels whose
    tile keys it changes. Summed in kernel order, the result is exact_latency's, float for float: a program of
    hundreds of kernels (mhc's unfused fallback: 208 kernels, 720 keys) no longer pays every kernel for every move."""

    def __init__(self, plan: Plan, work: list[KernelWork], hw: Hardware, dtype: str):
        self.plan, self.work, self.hw, self.dtype = plan, work, hw, dtype
        self.depends = [None if w.name not in plan.tile_keys else   # None: on every key
                        frozenset(plan.tile_keys[w.name].values()) | frozenset(plan.tile_keys[w.name]) for w in work]
        self.base: dict = {}
        self.at_knobs: dict[frozenset, list] = {}   # knob changes -> every kernel's figures at the base with them

    def rebase(self, tiles: dict) -> None:
        self.base, self.at_knobs = tiles, {}

    def latency(self, change: dict) -> tuple[float, int, int]:
        """(latency, bytes, flops) of the schedule `base | change` (exact_latency's first three)."""
        knobs = frozenset((k, v) for k, v in change.items() if k.rpartition(".")[2] in KNOBS)
        if knobs not in self.at_knobs:
            at = self.base | dict(knobs)
            self.at_knobs[knobs] = [_kernel_figures(self.plan, w, at, self.hw, self.dtype) for w in self.work]
        moved = change.keys() - {k for k, _ in knobs}
        tiles = ChainMap(change, self.base)   # the schedule, read without copying the base
        total, total_bytes, total_flops = 0.0, 0, 0
        for w, keys, part in zip(self.work, self.depends, self.at_knobs[knobs]):
            if keys is None or keys & moved:
                part = _kernel_figures(self.plan, w, tiles, self.hw, self.dtype)
            if part is None:
                return math.inf, 0, 0
            total += part[0]
            total_bytes += part[1]
            total_flops += part[2]
        return total, int(total_bytes), int(total_flops)


def _moves(plan: Plan, schedule: dict, jumps: bool = True) -> list[dict]:
    """The schedules one step from `schedule`, each as the entries it changes (the schedule is `schedule | change`):
    one tile size halved or doubled (within 1 and tile_top of its extent), alone or with num_warps alike, or
    quartered or quadrupled with num_warps one or two steps alike, or set to the tensor-core minimum or the whole
    extent (a product below 16 gains nothing from one doubling, so halving and doubling alone stop short of
    tl.dot), num_warps halved or doubled, num_stages one more or fewer."""
    out = []
    w = WARPS.index(schedule["num_warps"])
    for c, extent in sorted(tile_sizes(plan).items()):
        top = tile_top(extent)
        # size -> the warp step that goes with it (None: the jumps, at the present warps)
        steps = {MIN_TENSOR_CORE: None, top: None, schedule[c] // 2: w - 1, schedule[c] * 2: w + 1}
        for size, warps in sorted(steps.items()):
            if 1 <= size <= top and size != schedule[c]:
                out.append({c: size})
                # with num_warps alike: a tile twice as large holds as many registers a thread at twice the warps,
                # so a larger tile that does not fit at the present warps is still one step away
                if warps is not None and 0 <= warps < len(WARPS):
                    out.append({c: size, "num_warps": WARPS[warps]})
                # and against it: a tile twice as large at half the warps (a 128 x 32 score tile at 16 warps
                # next to 128 x 64 at 8, which more warps cannot hold: an SM's registers, not a thread's)
                against = 2 * w - warps if warps is not None else None
                if against is not None and 0 <= against < len(WARPS):
                    out.append({c: size, "num_warps": WARPS[against]})
        # two steps at once, with one or two warp steps: the latency need not fall one doubling at a time (a query
        # tile of 64 re-reads K and V from L2 more than one of 32 shares in memory; one of 128 halves both)
        for size, warp_steps in ((schedule[c] * 4, (1, 2)), (schedule[c] // 4, (-1, -2))) if jumps else ():
            if 1 <= size <= top:
                out += [{c: size, "num_warps": WARPS[w + d]} for d in warp_steps
                        if 0 <= w + d < len(WARPS)]
    for key in sorted(schedule):   # the schedule's knobs, and a kernel's own where it has them
        knob = key.rpartition(".")[2]
        if knob in KNOBS:
            values = WARPS if knob == "num_warps" else STAGES
            i = values.index(schedule[key])
            out += [{key: values[j]} for j in (i - 1, i + 1) if 0 <= j < len(values)]
    return out


def _improve(plan: Plan, work: list[KernelWork], hw: Hardware, start, dtype: str):
    """Local moves from the rounded optimum (or from tiles of 1 where no rounding was legal): one move at a time
    while the exact model improves. The geometric program sees every product as tl.dot would hold it; where a
    tile below 16 makes it a broadcast product instead, the optimum's neighbours can all be poor, and the best
    legal schedule is a few moves away."""
    if start is None:
        tiles = {c: 1 for c in tile_sizes(plan)} | {"num_warps": DEFAULT_WARPS, "num_stages": DEFAULT_STAGES}
        start = (*exact_latency(plan, work, tiles, hw, dtype), tiles)
    # with and without the two-step moves: each descent can stop where the other goes on (attention_prefill's
    # query tile needs the jump; diff_attention's best is reached by single steps alone), the better of the two
    found = []
    step = _Moves(plan, work, hw, dtype)
    for jumps in (False, True):
        best = start
        for _ in range(64):
            step.rebase(best[4])
            moves = [(*step.latency(change), change) for change in _moves(plan, best[4], jumps)]
            better = min(moves, key=lambda m: (m[0], m[1]), default=None)
            if better is None or (better[0], better[1]) >= (best[0], best[1]):
                break
            tiles = best[4] | better[3]
            best = (*exact_latency(plan, work, tiles, hw, dtype), tiles)
        found.append(best)
    return min(found, key=lambda m: (m[0], m[1]))


_SOLVED: dict[tuple, Ranked] = {}


def structure(plan: Plan) -> tuple:
    """A family's execution structure as the model sees it: the work of each kernel (loads, stores, products, tiles,
    grid) over the same extents. Families that share it differ only in spelling the model does not see, and have
    the same schedules: one is ranked and tuned for all. (Accumulators are left out: a loop that pairs two sums
    where another runs one differs only in a register tile, and a merged family is never compiled on its own.)"""
    return (repr([dict(vars(w), states=None, memo=None, phases=dict(w.phases, states=None)) for w in work_of(plan)]),
            tuple(sorted((c, i["extent"]) for c, i in plan.coordinates.items())),
            tuple(sorted(plan.fulls.items())), repr(plan.tile_keys))


def rank_plan(plan: Plan, hw: Hardware, dtype: str = "bf16") -> Ranked:
    """The optimistic latency of one family stored in `dtype`: the geometric program over its tile sizes, rounded
    to powers of two, with num_warps and num_stages chosen by the exact model. Families with the same execution
    structure share one solution."""
    signature = (hw, dtype, structure(plan))
    if signature not in _SOLVED:
        _SOLVED[signature] = _solve(plan, work_of(plan, dtype), hw, dtype)
    return _SOLVED[signature]


def rank_floor(plan: Plan, hw: Hardware, dtype: str = "bf16") -> float:
    """A lower bound on rank_plan(plan, hw, dtype).modelled_us without solving: the model's latency_floor, rounded
    down to the 3 decimals modelled_us is rounded to (round() is monotone, so the rounded solution stays >= it)."""
    return math.floor(latency_floor(plan, work_of(plan, dtype), hw, dtype) * 1000 * (1 - 1e-12)) / 1000


class RankingOrder:
    """Plans in ranking order, (modelled_us, position) ascending with unrankable plans (None) last, as sorting
    every ranked plan orders them, solving each only when it may come next: a heap keyed by (value, position)
    holds each plan at its floor (rank_floor) until it reaches the top, then at its solved modelled_us. A plan at
    the top with its solved value precedes every other, whose solved value is at least its key. Iterating yields
    (position, Ranked); `solved` counts the plans ranked so far."""

    def __init__(self, plans: list[Plan], hw: Hardware, dtype: str = "bf16"):
        self.plans, self.hw, self.dtype = plans, hw, dtype
        self.solved = 0
        self.heap = [(rank_floor(plan, hw, dtype), i, None) for i, plan in enumerate(plans)]
        heapq.heapify(self.heap)

    def __iter__(self):
        while self.heap:
            key, i, ranked = heapq.heappop(self.heap)
            if ranked is not None:
                yield i, ranked
                continue
            ranked = rank_plan(self.plans[i], self.hw, self.dtype)
            self.solved += 1
            heapq.heappush(self.heap, (ranked.modelled_us if ranked.modelled_us is not None else math.inf, i, ranked))


def _separable_roundings(plan: Plan, work: list[KernelWork], hw: Hardware, dtype: str,
                         options: dict[str, list[int]]) -> list[tuple[dict, dict]]:
    """Per num_warps and num_stages, the schedule whose every group of kernels (kernels joined by a tile key they
    share) takes its best rounding of its own keys (each key at the powers of two around the optimum, `options`),
    the others' keys at the floor. Exact where groups share no key: exact_latency is a sum over kernels, each a
    function of its own keys and the knobs. A group of more than 4096 roundings keeps the floor; a group enumerates
    every num_warps and num_stages only while that stays within 4096 evaluations, else the defaults alone."""
    groups: list[tuple[set, list]] = []      # (keys, kernels)
    for w in work:
        keys = set(plan.tile_keys[w.name].values()) & set(options) if w.name in plan.tile_keys else set(options)
        joined = [g for g in groups if g[0] & keys]
        for g in joined:
            groups.remove(g)
            keys |= g[0]
        groups.append((keys, [x for g in joined for x in g[1]] + [w]))
    if len(groups) < 2:
        return []            # one group: the joint enumeration already is this
    floor = {k: o[0] for k, o in options.items()}
    knob_sets = [{"num_warps": wp, "num_stages": st} for wp in WARPS for st in STAGES]
    default = {"num_warps": DEFAULT_WARPS, "num_stages": DEFAULT_STAGES}
    out = []
    own = [None] * len(groups)  # per group: its best rounding at its best knobs, ((latency, bytes), tiles, knobs)
    for ks in knob_sets:
        chosen = dict(floor)
        for g, (keys, kernels) in enumerate(groups):
            order = sorted(keys)
            n = math.prod(len(options[k]) for k in order)
            if n > 4096 or (n * len(knob_sets) > 4096 and ks != default):
                continue
            best = None
            for combo in itertools.product(*(options[k] for k in order)):
                lat, b, _, _ = exact_latency(plan, kernels, dict(chosen, **dict(zip(order, combo)), **ks), hw, dtype)
                if math.isfinite(lat) and (best is None or (lat, b) < best[0]):
                    best = ((lat, b), dict(zip(order, combo)))
            if best is not None:
                chosen.update(best[1])
                if own[g] is None or best[0] < own[g][0]:
                    own[g] = (best[0], best[1], ks)
        out.append((chosen, ks))
    # each group at its own best knobs: the groups are launches of their own, so each takes its num_warps and
    # num_stages (per kernel in the schedule), the rest the defaults
    mixed = dict(floor)
    for (keys, kernels), found in zip(groups, own):
        if found is not None:
            mixed.update(found[1])
            mixed.update({f"{w.name}.{knob}": found[2][knob] for w in kernels for knob in KNOBS})
    out.append((mixed, default))
    return out


def _solve(plan: Plan, work: list[KernelWork], hw: Hardware, dtype: str) -> Ranked:
    import cvxpy as cp

    extents = tile_sizes(plan)       # a variable per tile the schedule sets: per kernel where kernels differ
    coords = sorted(extents)
    knobs = {"num_warps": DEFAULT_WARPS, "num_stages": DEFAULT_STAGES}
    if not coords:
        lat, b, f, per = exact_latency(plan, work, knobs, hw, dtype)
        lat, b, f, per, tiles = _improve(plan, work, hw, (lat, b, f, per, knobs), dtype)
        return Ranked(round(lat, 3), tiles, b, f, per, detail=_detail(plan, work, tiles, hw, dtype)) \
            if math.isfinite(lat) else \
            Ranked(None, None, None, None,
                   error="no legal schedule: a tile exceeds the register or shared-memory limit")
    var = {c: cp.Variable(pos=True, name=c) for c in coords}
    storage = DTYPES[dtype].itemsize
    # the loosest a program can be: the warps that hold the most values (registers per thread are capped, and so
    # are the registers of an SM, which one program must fit in), one stage (rounding then chooses both exactly)
    most_values = max(min(hw.max_registers_per_thread * wp * hw.target[2], hw.registers_per_sm)
                      - BASE_REGISTERS * wp * hw.target[2] for wp in WARPS)
    cons = []
    for c in coords:
        top = next_pow2(extents[c])
        cons += [var[c] >= 1, var[c] <= top]
    times, memory = [], []
    for w in work:
        ev = _Eval(plan, kernel_view(plan, var, w.name), exact=False)
        t = cp.Variable(pos=True)
        b = ev.bytes(w)
        if not isinstance(b, (int, float)) or b > 0:
            cons.append(b / hw.bytes_per_us <= t)
            memory.append(b / hw.bytes_per_us)
        for compute in compute_time(ev, w, hw, dtype):
            if not isinstance(compute, (int, float)) or compute > 0:
                cons.append(compute <= t)
        times.append(t)
        footprints = list(w.tiles) + [batch + ((m, n) if ev.on_tensor_cores(p) else (m, k, n))
                                      for p in w.products_tiles for batch, m, k, n, _, _ in [p]]
        for tile in footprints:
            fp = ev.prod(ev.size(s, padded=True) for s in tile)
            if not isinstance(fp, (int, float)):
                cons.append(fp <= most_values)
        for p in w.products_tiles:
            batch, m, k, n, _, _ = p
            staged = ev.prod(ev.size(x, True) for x in batch) * (
                ev.size(m, True) * ev.size(k, True) + ev.size(k, True) * ev.size(n, True)) * storage
            if ev.on_tensor_cores(p) and not isinstance(staged, (int, float)):
                cons.append(staged <= hw.shared_memory_per_block_kib * 1024)
        if w.grid:
            most = math.prod(plan.coordinates[c]["extent"] for c in w.grid)
            cons.append(ev.programs(w) >= min(hw.sms, most))
    objective = cp.sum(times) + TIE_BREAK * (cp.sum(memory) if memory else 0)
    problem = cp.Problem(cp.Minimize(objective), cons)
    try:
        with warnings.catch_warnings():
            # cvxpy warns "Solution may be inaccurate" once per process, naming no family; the status says it
            # per family (Ranked.inaccurate), and the pipeline reports how many in words. Matched by message
            # alone: cvxpy attributes the warning to its caller's module (this one), not to cvxpy
            warnings.filterwarnings("ignore", message="Solution may be inaccurate")
            problem.solve(gp=True)
    except cp.error.SolverError as exc:
        return Ranked(None, None, None, None, error=f"geometric program failed: {exc}")
    if problem.status not in ("optimal", "optimal_inaccurate"):
        return Ranked(None, None, None, None, error=f"no legal schedule ({problem.status})")
    # round: each tile size to the powers of two around the optimum, the best by the exact model
    def around(x: float, extent: int) -> list[int]:
        top = next_pow2(extent)
        lo = 1 << int(math.floor(math.log2(max(1.0, x))))
        # at its extent, a coordinate below 16 may also be padded to 16 (tensor cores)
        return sorted({min(lo, top), min(lo * 2, top)} | ({tile_top(top)} if lo * 2 >= top else set()))
    options = [around(float(var[c].value), extents[c]) for c in coords]
    # each rounding at every num_warps and num_stages where that stays small: a tile the optimum wants may fit
    # only at more warps (registers per thread) or fewer stages (shared memory), and local moves, one knob at a
    # time, cannot reach it from a rounding that does not fit at the defaults
    best = None
    n = math.prod(len(o) for o in options)
    combos = itertools.product(*options) if n <= 4096 else [tuple(o[0] for o in options)]
    knob_sets = [{"num_warps": wp, "num_stages": st} for wp in WARPS for st in STAGES] \
        if n * len(WARPS) * len(STAGES) <= 4096 else [knobs]
    trials = [(dict(zip(coords, combo)), ks) for combo in combos for ks in knob_sets]
    # with a tile per kernel the keys multiply and the warps and stages are no longer all tried; so also round
    # with each coordinate's keys tied (one tile for all its kernels, at the geometric mean of their optima) at
    # every num_warps and num_stages, which local moves then untie
    groups: dict[str, list[str]] = {}
    for key, c in sorted(plan.schedule_keys().items()):
        groups.setdefault(c, []).append(key)
    if len(groups) < len(coords):
        tied = [around(math.prod(max(1.0, float(var[k].value)) for k in keys) ** (1 / len(keys)), extents[keys[0]])
                for keys in groups.values()]
        if math.prod(len(o) for o in tied) * len(WARPS) * len(STAGES) <= 4096:
            trials += [({k: v for keys, v in zip(groups.values(), combo) for k in keys},
                        {"num_warps": wp, "num_stages": st})
                       for combo in itertools.product(*tied) for wp in WARPS for st in STAGES]
    for combo_tiles, ks in trials:
        tiles = dict(combo_tiles, **ks)
        lat, b, f, per = exact_latency(plan, work, tiles, hw, dtype)
        if best is None or (lat, b) < (best[0], best[1]):
            best = (lat, b, f, per, tiles)
    found = [_improve(plan, work, hw, best if math.isfinite(best[0]) else None, dtype)]
    # kernels whose tiles no key ties are rounded apart: the latency is a sum over kernels, each depending on its
    # own keys and the shared num_warps and num_stages, so a program of many kernels (segments composed) also
    # starts local moves from each group's best rounding, where the joint enumeration above takes the floor of
    # every key beyond 4096 roundings (mhc's two connections: 24 keys)
    apart = None
    for combo_tiles, ks in _separable_roundings(plan, work, hw, dtype, dict(zip(coords, options))):
        tiles = dict(combo_tiles, **ks)
        lat, b, f, per = exact_latency(plan, work, tiles, hw, dtype)
        if math.isfinite(lat) and (apart is None or (lat, b) < (apart[0], apart[1])):
            apart = (lat, b, f, per, tiles)
    if apart is not None:
        found.append(_improve(plan, work, hw, apart, dtype))
    # local moves can stop in a corner the rounding led to (a tile held small by registers at the default warps
    # while others grew): also from uniform tiles of 16, 64 and 128 (each within its top), the best of all (128:
    # a query tile that K and V are re-read for, which from 64 only the L2's share of those re-reads keeps small)
    for size in (16, 64, 128):
        tiles = {c: min(size, tile_top(extents[c])) for c in coords} | knobs
        lat, b, f, per = exact_latency(plan, work, tiles, hw, dtype)
        if math.isfinite(lat):
            found.append(_improve(plan, work, hw, (lat, b, f, per, tiles), dtype))
    lat, b, f, per, tiles = min(found, key=lambda r: (r[0], r[1]))
    if not math.isfinite(lat):
        return Ranked(None, None, None, None, error="no legal schedule: every rounding of the optimum exceeds a "
                                                    "register or shared-memory limit")
    return Ranked(round(lat, 3), tiles, b, f, per, detail=_detail(plan, work, tiles, hw, dtype),
                  inaccurate=problem.status == "optimal_inaccurate")


def _spilled_apart(plan: Plan, kernels: set[str]) -> list[set]:
    """The tile keys of the given kernels, joined where kernels share a key: one set per group of kernels."""
    groups: list[set] = []
    for k in sorted(kernels):
        keys = set(plan.tile_keys.get(k, {}).values())
        joined = [g for g in groups if g & keys]
        for g in joined:
            groups.remove(g)
            keys |= g
        groups.append(keys)
    return groups


def next_schedules(plan: Plan, hw: Hardware, schedule: dict, n: int = 3, dtype: str = "bf16",
                   kernels: set[str] | None = None) -> list[Ranked]:
    """Where `schedule` does not compile or spills: the schedules that hold less per thread (one tile halved, or
    num_warps doubled), legal by the model, fastest first — what the compile check tries next. `kernels`: the
    kernels that spilled, whose tiles alone are halved (a tile only another kernel holds frees none of their
    registers; None: every tile)."""
    work = work_of(plan, dtype)
    schedule = {"num_warps": DEFAULT_WARPS, "num_stages": DEFAULT_STAGES} | schedule
    keys = sorted(tile_sizes(plan))
    if kernels:
        held = {key for k in kernels for key in plan.tile_keys.get(k, {}).values()}
        keys = [c for c in keys if c in held] or keys
    smaller = [dict(schedule, **{c: schedule[c] // 2}) for c in keys if schedule[c] > 1]
    apart = _spilled_apart(plan, kernels) if kernels else []
    if len(apart) > 1:
        # kernels that spilled and share no tile key (one per segment of a composed program): halving one tile
        # frees registers in one of them only, so each such schedule spills again; halve a tile in every one at
        # once instead, each kernel's i-th fastest halving alone (by the model) for i < n
        ranked_halvings = []
        for keys_of in apart:
            alone = []
            for c in sorted(keys_of):
                if schedule[c] > 1:
                    lat, b, _, _ = exact_latency(plan, work, dict(schedule, **{c: schedule[c] // 2}), hw, dtype)
                    if math.isfinite(lat):
                        alone.append(((lat, b), c))
            ranked_halvings.append([c for _, c in sorted(alone)])
        if all(ranked_halvings):
            smaller = []
            for i in range(n):
                tiles = dict(schedule, **{c: schedule[c] // 2 for c in
                                          (options[min(i, len(options) - 1)] for options in ranked_halvings)})
                if tiles not in smaller:
                    smaller.append(tiles)
    own = [f"{k}.num_warps" for k in sorted(kernels or ()) if f"{k}.num_warps" in schedule]
    if own:   # the kernels that spilled, at their own warps: twice as many
        if all(schedule[key] < max(WARPS) for key in own):
            smaller.append(dict(schedule, **{key: schedule[key] * 2 for key in own}))
    elif schedule["num_warps"] < max(WARPS):
        smaller.append(dict(schedule, num_warps=schedule["num_warps"] * 2))
    found = []
    for tiles in smaller:
        lat, b, f, per = exact_latency(plan, work, tiles, hw, dtype)
        if math.isfinite(lat):
            found.append(Ranked(round(lat, 3), tiles, b, f, per, detail=_detail(plan, work, tiles, hw, dtype)))
    return sorted(found, key=lambda r: (r.modelled_us, r.bytes))[:n]


def at_compiled_occupancy(plan: Plan, hw: Hardware, schedule: dict, record: dict, dtype: str = "bf16"
                          ) -> float | None:
    """The modelled latency of a family at `schedule` with occupancy from its compile record (registers and
    shared memory per kernel, as compiled) rather than the model's estimate of them."""
    lat, _, _, _ = exact_latency(plan, work_of(plan, dtype), schedule, hw, dtype,
                                 {k["name"]: k for k in record.get("kernels", [])})
    return round(lat, 3) if math.isfinite(lat) else None
