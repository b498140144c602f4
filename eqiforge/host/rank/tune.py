"""Progressive tuning (DESIGN §6): which family, at which tile sizes, runs fastest on this GPU.

Successive halving over families: every family is first timed at the schedule the model chose for it; each round
the faster half goes on, with a few more schedules each (local moves from its best so far: one tile size halved
or doubled; a mutation of two sizes; a random sample), and the families the model ranks best are kept one round
longer than their timings alone would keep them (one noisy reading does not drop the model's favourite). It ends
when one family is left, or the time or trial budget is spent. Timings are cached by (workload, config, GPU,
family, schedule), one file each (`Cache`), so a second run, or another worker, measures only what is new.

The search takes `measure(family, schedule) -> µs` as a function: on a GPU it times the rendered launcher with
`triton.testing.do_bench` (`gpu_measure`); tests drive the search itself on the CPU with a measure of their own.
"""
from __future__ import annotations

import hashlib
import json
import math
import random
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from ..files import write_text_atomic


@dataclass
class Family:
    """What the search needs of a family: its id, its tile sizes' upper bounds (powers of two), and the model's
    choice and latency (None: the model found no legal schedule; such a family starts from its defaults)."""
    id: str
    tops: dict[str, int]
    schedule: dict[str, int]
    modelled_us: float | None = None


@dataclass
class Trial:
    family: str
    schedule: dict[str, int]
    us: float                 # measured (inf: the schedule failed to compile or run)
    cached: bool = False


@dataclass
class TuneResult:
    family: str | None
    schedule: dict[str, int] | None
    us: float | None
    trials: list[Trial] = field(default_factory=list)
    rounds: list[list[str]] = field(default_factory=list)   # the families timed in each round
    stopped: str = ""                                        # why the search ended


class Cache:
    """Timings by (workload, config, GPU, family, schedule): one small file per timing under `root` (default
    $EQIFORGE_CACHE_DIR/tune), named by the sha256 of its key and written atomically as soon as it is measured, so
    workers on several GPUs or nodes (`bench --ray`, a shared $EQIFORGE_CACHE_DIR) share one cache: two that time
    one key at once both write whole files, and either is kept. `root` None keeps timings in memory only."""

    def __init__(self, root: Path | None, prefix: tuple[str, ...]):
        self.root, self.prefix = (Path(root) if root is not None else None), prefix
        self.memory: dict[str, float] = {}

    @staticmethod
    def default_root() -> Path:
        from ..saturate.rule_cache import cache_dir
        return cache_dir() / "tune"

    def key(self, family: str, schedule: dict) -> str:
        return "|".join((*self.prefix, family, json.dumps(schedule, sort_keys=True)))

    def path(self, key: str) -> Path:
        digest = hashlib.sha256(key.encode()).hexdigest()
        return self.root / digest[:2] / f"{digest}.json"

    def get(self, family: str, schedule: dict) -> float | None:
        key = self.key(family, schedule)
        if key in self.memory or self.root is None:
            return self.memory.get(key)
        try:
            entry = json.loads(self.path(key).read_text())
        except (OSError, ValueError):  # absent, or not an entry: measured again and written over
            return None
        return float(entry["us"]) if entry.get("key") == key and "us" in entry else None

    def put(self, family: str, schedule: dict, us: float) -> None:
        key = self.key(family, schedule)
        self.memory[key] = us
        if self.root is not None:
            write_text_atomic(self.path(key), json.dumps({"key": key, "us": us}) + "\n")

    def entries(self) -> dict[str, float]:
        """Every timing in the cache directory, by key."""
        found = dict(self.memory)
        for p in sorted(self.root.glob("*/*.json")) if self.root is not None else ():
            entry = json.loads(p.read_text())
            found[entry["key"]] = entry["us"]
        return found


def neighbours(schedule: dict[str, int], tops: dict[str, int]) -> list[dict[str, int]]:
    """Every schedule one move away: one tile size halved or doubled, within 1 and its top."""
    out = []
    for c in sorted(schedule):
        for size in (schedule[c] // 2, schedule[c] * 2):
            if 1 <= size <= tops[c]:
                out.append(dict(schedule, **{c: size}))
    return out


def _power(rng: random.Random, top: int) -> int:
    return 1 << rng.randint(0, max(0, top.bit_length() - 1))


def mutate(schedule: dict[str, int], tops: dict[str, int], rng: random.Random) -> dict[str, int]:
    """Up to two tile sizes drawn afresh."""
    coords = sorted(schedule)
    return dict(schedule, **{c: _power(rng, tops[c]) for c in rng.sample(coords, min(2, len(coords)))})


def sample(tops: dict[str, int], rng: random.Random) -> dict[str, int]:
    return {c: _power(rng, top) for c, top in sorted(tops.items())}


def tune(families: list[Family], measure: Callable[[str, dict], float], *, cache: Cache | None = None,
         budget_s: float = 120.0, max_trials: int = 400, per_round: int = 3, keep_modelled: int = 2,
         seed: int = 0, progress: Callable[[str], None] | None = None) -> TuneResult:
    """The fastest (family, schedule) found by successive halving within the budgets (see the module doc)."""
    step = progress or (lambda msg: None)
    rng = random.Random(seed)
    cache = cache or Cache(None, ())
    start = time.perf_counter()
    result = TuneResult(None, None, None)
    best: dict[str, Trial] = {}
    tried: dict[str, set[str]] = {f.id: set() for f in families}

    def timed(fam: Family, schedule: dict) -> None:
        text = json.dumps(schedule, sort_keys=True)
        if text in tried[fam.id]:
            return
        tried[fam.id].add(text)
        us = cache.get(fam.id, schedule)
        if us is None and out_of_budget():
            return
        trial = Trial(fam.id, schedule, us if us is not None else math.inf, cached=us is not None)
        if us is None:
            trial.us = measure(fam.id, schedule)
            cache.put(fam.id, schedule, trial.us)
        result.trials.append(trial)
        if fam.id not in best or trial.us < best[fam.id].us:
            best[fam.id] = trial

    def out_of_budget() -> str:
        if sum(not t.cached for t in result.trials) >= max_trials:
            return f"trial budget {max_trials} spent"
        if time.perf_counter() - start >= budget_s:
            return f"time budget {budget_s:g} s spent"
        return ""

    # the model's order: ranked families first (fastest first), then the unranked ones, by id
    alive = sorted(families, key=lambda f: (f.modelled_us is None, f.modelled_us or 0.0, f.id))
    for fam in alive:
        timed(fam, fam.schedule)
    result.rounds.append([f.id for f in alive])
    while len(alive) > 1 and not out_of_budget():
        alive = [f for f in alive if f.id in best]  # (a family the budget never reached is not ranked)
        ranked = sorted(alive, key=lambda f: (best[f.id].us, f.id))
        keep = ranked[:max(1, len(ranked) // 2)]
        keep += [f for f in alive[:keep_modelled] if f not in keep and f.modelled_us is not None]
        alive = sorted(keep, key=lambda f: (best[f.id].us, f.id))
        step(f"tuning: round {len(result.rounds) + 1}, {len(alive)} families")
        for fam in alive:
            around = best[fam.id].schedule
            moves = neighbours(around, fam.tops)
            rng.shuffle(moves)
            options = moves[:max(1, per_round - 2)] + [mutate(around, fam.tops, rng), sample(fam.tops, rng)]
            for schedule in options[:per_round]:
                timed(fam, schedule)
        result.rounds.append([f.id for f in alive])
        # the model's favourites had their extra round: from here on only timings decide
        keep_modelled = 0
    stop = "one family left" if len(alive) <= 1 else out_of_budget()
    # the last family standing: its schedule is improved by local moves while the budget lasts
    alive = [f for f in alive if f.id in best]
    if alive:
        fam = min(alive, key=lambda f: (best[f.id].us, f.id))
        while not out_of_budget():
            before = best[fam.id].us
            for schedule in neighbours(best[fam.id].schedule, fam.tops):
                timed(fam, schedule)
            if best[fam.id].us >= before:
                break
        winner = best[fam.id]
        if math.isfinite(winner.us):
            result.family, result.schedule, result.us = winner.family, winner.schedule, winner.us
    result.stopped = stop or "no better neighbour"
    step(f"tuning: {len(result.trials)} trials, best {result.family} at {result.us} µs (measured)")
    return result


def gpu_measure(modules: dict, inputs: dict, check: Callable[[str, dict], str | None] | None = None
                ) -> Callable[[str, dict], float]:
    """Time a family's kernels at a schedule on the GPU: do_bench's median, in µs; inf where the schedule does
    not compile or run (too large for the GPU's shared memory, say), or where `check` (the GPU compile check,
    gpu_compile.schedule_check) finds it illegal (it spills) before it is timed."""
    import triton.testing

    def measure(family: str, schedule: dict) -> float:
        if check is not None and check(family, schedule):
            return math.inf
        try:
            return triton.testing.do_bench(kernels_only(modules[family], inputs, schedule), warmup=25, rep=100,
                                           return_mode="median") * 1e3
        except Exception:  # noqa: BLE001 - a schedule the compiler refuses is a result: it is never chosen
            return math.inf
    return measure


def kernels_only(module, inputs: dict, schedule: dict) -> Callable[[], object]:
    """What is timed: the kernel launches alone, into buffers allocated once outside the timing."""
    out = module.allocate(inputs, schedule)
    return lambda: module.launch(inputs, schedule, out=out)
