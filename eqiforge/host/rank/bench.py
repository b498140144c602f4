"""Benchmark: a workload's fastest family (tuned on the GPU, tune.py) against torch eager, torch.compile (default
and max-autotune) and, where the workload file defines a `sdpa(cfg, **inputs)` baseline,
F.scaled_dot_product_attention, in one process and run, after verification (DESIGN §6); a table and a bar chart
of the speedups. Timings need a GPU; without one every step that does not time still runs (the modelled best
family is loaded and checked against PyTorch, the baselines run once), tuning and timing are skipped and the
result says so.
"""
from __future__ import annotations

import json
import math
import os
from dataclasses import asdict, dataclass, field
from pathlib import Path

import torch

from ..capture.workloads import DTYPES, Workload
from ..codegen.verify import check, load_module
from ..errors import EqiForgeError
from ..files import write_text_atomic
from ..paths import RESULTS_DIR
from . import tune
from .gpu_compile import dtype_name, schedule_check
from .hardware import detected_gpu, hardware


class BenchError(EqiForgeError):
    pass


@dataclass
class BenchResult:
    workload: str
    config: str
    family: str
    verified: bool
    rel_err: float | None
    timed: bool                                   # False: no GPU here, timings skipped
    us: dict[str, float | None] = field(default_factory=dict)   # measured median µs per contender
    skipped: str | None = None
    schedule: dict | None = None                  # the tile sizes timed (tuned on a GPU, else the model's)
    tuning: dict | None = None                    # trials, rounds and why tuning stopped (GPU only)


def _median_us(fn) -> float:
    import triton.testing
    return triton.testing.do_bench(fn, warmup=25, rep=100, return_mode="median") * 1e3


def tuning_families(report: dict, out_dir: Path) -> tuple[list[tune.Family], dict]:
    """The verified families of a run with distinct kernels and execution structures (a family merged into another
    is timed once, as that one), their loaded launchers, and where the model would start each."""
    families, modules = [], {}
    for f in report["families"]:
        if not f["verified"] or f["same_code_as"] or f.get("same_structure_as"):
            continue  # timed once: its kernels, or its execution structure, are another family's
        module = load_module(out_dir / f["source"])
        if not hasattr(module, "TILE_LIMITS"):
            raise BenchError(f"{out_dir / f['source']} predates tuning: run `eqiforge run {report['workload']} "
                             f"--config {report['config']}` again")
        modules[f["id"]] = module
        schedule = dict(module.DEFAULT_TILES, **(f.get("schedule") or {}))
        # num_warps and num_stages are searched too where the model chose them (powers of two up to these)
        knob_tops = {"num_warps": 16, "num_stages": 4}   # the schedule's, and a kernel's own ("kernel_0.num_warps")
        tops = dict(module.TILE_LIMITS, **{k: knob_tops[k.rpartition(".")[2]] for k in schedule
                                           if k.rpartition(".")[2] in knob_tops})
        families.append(tune.Family(f["id"], tops, schedule, f.get("modelled_us")))
    return families, modules


def _run_report(w: Workload, config: str, out_dir: Path) -> dict:
    """The report of `eqiforge run NAME --config C` in `out_dir`; a clear error when there is none for that config."""
    report_path = out_dir / "report.json"
    if not report_path.is_file():
        raise BenchError(f"no {report_path}: run `eqiforge run {w.name} --config {config}` first")
    report = json.loads(report_path.read_text())
    if report["config"] != config:
        raise BenchError(f"{report_path} is for config {report['config']!r}, not {config!r}: run `eqiforge run "
                         f"{w.name} --config {config}` first")
    # a clone has report.json and best.py; kernels/ is written by a run, and git ignores it
    missing = [f["source"] for f in report["families"]
               if f.get("verified") and f.get("source") and not (out_dir / f["source"]).is_file()]
    if missing:
        raise BenchError(f"{out_dir / missing[0]} is missing (kernels/ is written by a run, not kept by git): run "
                         f"`eqiforge run {w.name} --config {config}` first")
    return report


def bench_workload(w: Workload, config: str, results: Path | None = None, tune_budget_s: float = 120.0,
                   progress=None, dtype: str = "bf16") -> BenchResult:
    """The family of `eqiforge run NAME --config C` (results/NAME/report.json) that tunes fastest, against the
    baselines. Without a GPU: the modelled best family is checked again and the baselines run once; tuning and
    timing are skipped, and the result says so."""
    out_dir = results or RESULTS_DIR / w.name
    report = _run_report(w, config, out_dir)
    if not report.get("best"):
        raise BenchError(f"{w.name} [{config}] has no verified family to benchmark")
    gpu = torch.cuda.is_available()
    device = "cuda" if gpu else "cpu"
    # the module the baselines run, in the run's dtype; its weights are the kernels' inputs too
    instance = w.instance(config, seed=1, dtype=DTYPES[dtype])
    inputs = {k: v.to(device) for k, v in instance.inputs.items()}
    activations = {k: inputs[k] for k in instance.activations}
    family_id, schedule, tuning = report["best"], None, None
    if gpu:
        families, modules = tuning_families(report, out_dir)
        cache = tune.Cache(tune.Cache.default_root(), (w.name, config, torch.cuda.get_device_name()))
        check_schedule = schedule_check(modules, w, config, dtype_name(next(iter(inputs.values())).dtype),
                                        hardware(detected_gpu() or "h200"))
        tuned = tune.tune(families, tune.gpu_measure(modules, inputs, check_schedule), cache=cache,
                          budget_s=tune_budget_s, progress=progress)
        if tuned.family is not None:
            family_id, schedule = tuned.family, tuned.schedule
        tuning = {"trials": len(tuned.trials), "measured": sum(not t.cached for t in tuned.trials),
                  "rounds": [len(r) for r in tuned.rounds], "stopped": tuned.stopped, "us": tuned.us}
    family = next(f for f in report["families"] if f["id"] == family_id)
    schedule = schedule or family.get("schedule")
    module = load_module(out_dir / family["source"])
    # the program timed is checked first, at the schedule timed, on fresh inputs
    result = check(module, w, config, seed=int.from_bytes(os.urandom(2), "little"), tiles=schedule, device=device,
                   dtype=DTYPES[dtype])
    bench = BenchResult(w.name, config, family["id"], result.ok, result.rel_err, timed=False, schedule=schedule,
                        tuning=tuning)
    if not result.ok:
        bench.skipped = f"the family failed its check before timing: {result.error}"
        return bench
    program = instance.module.to(device)
    contenders = {"eqiforge": tune.kernels_only(module, inputs, schedule),
                  "eager": lambda: program(**activations)}
    sdpa = getattr(w.module, "sdpa", None)
    if sdpa is not None:
        cfg = w.config(config)
        contenders["sdpa"] = lambda: sdpa(cfg, **activations)
    with torch.no_grad():
        for run in contenders.values():  # every contender runs (and compiles) once, timed or not
            run()
        if not gpu:
            bench.skipped = ("no GPU here: tuning and timings skipped (the family is the modelled best; the "
                             "report's latencies are modelled)")
            return bench
        compiled = torch.compile(program)
        tuned_program = torch.compile(program, mode="max-autotune")
        contenders["torch.compile"] = lambda: compiled(**activations)
        contenders["torch.compile max-autotune"] = lambda: tuned_program(**activations)
        bench.us = {name: round(_median_us(run), 3) for name, run in contenders.items()}
    bench.timed = True
    return bench


def write_table(results: list[BenchResult], gpu: str, path: Path | None = None) -> Path:
    """results/bench-<GPU>.md: measured medians, speedups over each baseline, and their geometric means."""
    path = path or RESULTS_DIR / f"bench-{gpu}.md"
    lines = [f"# EqiForge vs baselines on {gpu} (measured: triton.testing.do_bench medians, µs)", "",
             "| workload | config | family | eqiforge | eager | torch.compile | max-autotune | sdpa | "
             "speedup vs fastest baseline | vs torch.compile |", "| --- " * 10 + "|"]
    best_ratios, compile_ratios = [], []
    for r in results:
        if not r.timed:
            continue
        us = r.us
        baselines = [v for k, v in us.items() if k != "eqiforge" and v]
        fastest = min(baselines)
        vs_best, vs_compile = fastest / us["eqiforge"], us["torch.compile"] / us["eqiforge"]
        best_ratios.append(vs_best)
        compile_ratios.append(vs_compile)
        cell = lambda k: f"{us[k]:.1f}" if us.get(k) else "-"  # noqa: E731
        lines.append(f"| {r.workload} | {r.config} | {r.family} | {cell('eqiforge')} | {cell('eager')} | "
                     f"{cell('torch.compile')} | {cell('torch.compile max-autotune')} | {cell('sdpa')} | "
                     f"{vs_best:.2f}x | {vs_compile:.2f}x |")
    if best_ratios:
        geo = lambda xs: math.exp(sum(math.log(x) for x in xs) / len(xs))  # noqa: E731
        lines += ["", f"Geometric mean speedup: {geo(best_ratios):.2f}x over the fastest baseline, "
                      f"{geo(compile_ratios):.2f}x over torch.compile."]
    if best_ratios:
        chart = write_chart(results, gpu, path.with_suffix(".png"))
        lines += ["", f"![speedups]({chart.name})"]
    write_text_atomic(path, "\n".join(lines) + "\n")
    return path


def write_chart(results: list[BenchResult], gpu: str, path: Path) -> Path:
    """A bar chart beside the table: per workload, EqiForge's speedup over each baseline (measured)."""
    import matplotlib
    matplotlib.use("Agg")  # no display: the chart is a file
    import matplotlib.pyplot as plt

    timed = [r for r in results if r.timed]
    baselines = ["eager", "torch.compile", "torch.compile max-autotune", "sdpa"]
    width = 0.8 / len(baselines)
    fig, ax = plt.subplots(figsize=(max(6.0, 1.2 * len(timed)), 4.0))
    for i, name in enumerate(baselines):
        xs = [j + (i - (len(baselines) - 1) / 2) * width for j in range(len(timed))]
        ys = [r.us[name] / r.us["eqiforge"] if r.us.get(name) else 0.0 for r in timed]
        ax.bar(xs, ys, width, label=f"vs {name}")
    ax.axhline(1.0, color="black", linewidth=0.8)
    ax.set_xticks(range(len(timed)), [f"{r.workload}\n[{r.config}]" for r in timed], fontsize=8)
    ax.set_ylabel("speedup (measured, do_bench median)")
    ax.set_title(f"EqiForge on {gpu}")
    ax.legend(fontsize=8)
    fig.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, dpi=120)
    plt.close(fig)
    return path


def as_json(results: list[BenchResult]) -> list[dict]:
    return [asdict(r) for r in results]


# -- tuning across GPUs: one Ray actor per GPU (`eqiforge bench NAMES --ray ADDRESS|auto`) -------------------------
class NeedsGPU(EqiForgeError):
    pass


@dataclass
class FamilyTuning:
    """One family tuned by one actor: its best measured schedule, or why it has none."""
    workload: str
    family: str
    actor: str                                    # the Ray actor that tuned it
    verified: bool = False
    rel_err: float | None = None
    us: float | None = None                       # measured median µs at `schedule` (None: nothing measured)
    schedule: dict | None = None
    trials: int = 0                               # schedules timed, from the cache or measured
    measured: int = 0                             # of those, measured here (the others were in the tune cache)
    skipped: list = field(default_factory=list)   # [schedule, why]: Triton's out-of-resources error
    refused: str | None = None                    # why it was not timed at all (no GPU; failed its check)


def family_jobs(w: Workload, config: str, dtype: str, out_dir: Path) -> list[dict]:
    """The families of `eqiforge run`'s report that tuning times (tuning_families' choice), as plain data."""
    report = _run_report(w, config, out_dir)
    return [{"workload": str(w.path), "config": config, "dtype": dtype, "out_dir": str(out_dir), "family": f["id"]}
            for f in report["families"]
            if f["verified"] and not f["same_code_as"] and not f.get("same_structure_as")]


def gpu_timing(module, inputs: dict) -> "Callable[[str, dict], float]":
    """A measure for tune.tune: do_bench on this actor's GPU. Triton's out-of-resources error propagates (the
    caller lists the schedule as skipped); no GPU: NeedsGPU, before anything is timed."""
    if not torch.cuda.is_available():
        raise NeedsGPU("timing needs a GPU: no CUDA device is visible to this worker (a Ray GPU may be a logical "
                       "resource no hardware backs)")

    def measure(family: str, schedule: dict) -> float:
        return _median_us(tune.kernels_only(module, inputs, schedule))
    return measure


def tune_family(job: dict, actor: str, cache_root: Path | None, budget_s: float = 60.0, measure=None) -> FamilyTuning:
    """One family: checked against PyTorch at its ranked schedule (on this worker's device: the interpreter without
    a GPU), then tuned alone (tune.tune with one family: its ranked schedule, then local moves while they help);
    every timing goes to the tune cache. `measure(module, inputs)` makes the measure (default: gpu_timing)."""
    from ..capture.workloads import resolve_workload
    from triton.runtime.errors import OutOfResources

    w = resolve_workload(job["workload"])
    out_dir = Path(job["out_dir"])
    report = json.loads((out_dir / "report.json").read_text())
    families, modules = tuning_families(report, out_dir)
    fam = next(f for f in families if f.id == job["family"])
    module = modules[fam.id]
    res = FamilyTuning(w.name, fam.id, actor)
    device = "cuda" if torch.cuda.is_available() else "cpu"
    checked = check(module, w, job["config"], seed=11, tiles=fam.schedule, device=device,
                    dtype=DTYPES[job["dtype"]])
    res.verified, res.rel_err = checked.ok, checked.rel_err
    if not checked.ok:
        res.refused = f"failed its check before timing: {checked.error}"
        return res
    instance = w.instance(job["config"], seed=1, dtype=DTYPES[job["dtype"]])
    inputs = {k: v.to(device) for k, v in instance.inputs.items()}
    try:
        timing = (measure or gpu_timing)(module, inputs)
    except NeedsGPU as exc:
        res.refused = str(exc)
        return res

    def guarded(family: str, schedule: dict) -> float:
        try:
            return timing(family, schedule)
        except OutOfResources as exc:  # too large for this GPU: never chosen, and listed
            res.skipped.append([schedule, f"OutOfResources: {exc}"])
            return math.inf
    gpu = torch.cuda.get_device_name() if torch.cuda.is_available() else "no GPU"
    cache = tune.Cache(cache_root, (w.name, job["config"], gpu))
    tuned = tune.tune([fam], guarded, cache=cache, budget_s=budget_s)
    res.trials, res.measured = len(tuned.trials), sum(not t.cached for t in tuned.trials)
    res.us, res.schedule = tuned.us, tuned.schedule
    return res


class _Tuner:
    """A Ray actor holding one GPU: families are handed to it as it frees up."""

    def __init__(self, cache_root: str | None, budget_s: float, measure, env: dict):
        os.environ.update(env)
        import ray
        self.name = ray.get_runtime_context().get_actor_id()
        self.cache_root, self.budget_s, self.measure = cache_root, budget_s, measure

    def tune(self, job: dict) -> FamilyTuning:
        return tune_family(job, self.name, Path(self.cache_root) if self.cache_root else None, self.budget_s,
                           self.measure)


def bench_ray(jobs: list[dict], address: str, *, cache_root: Path | None = None, budget_s: float = 60.0,
              measure=None, progress=None) -> list[FamilyTuning]:
    """Every family of `jobs` (family_jobs) tuned by a pool of Ray actors, one per GPU of the cluster
    (`num_gpus=1` each), handed out as actors free up (ActorPool.map_unordered); results in the jobs' order. An
    actor that dies is restarted and its family retried once; a family that fails again is reported with the
    cause. `measure` as tune_family's (tests time on a CPU with one of their own)."""
    from ..jobs import connect_ray
    ray = connect_ray(address)
    from ray.exceptions import RayError
    from ray.util import ActorPool

    gpus = int(ray.cluster_resources().get("GPU", 0))
    if gpus < 1:
        raise BenchError(f"bench --ray needs GPUs: the Ray cluster at {address!r} has none")
    env = {k: v for k, v in os.environ.items() if k.startswith(("EQIFORGE_", "TRITON_"))}
    root = str(cache_root or tune.Cache.default_root())
    actor = ray.remote(num_gpus=1, max_restarts=1, max_task_retries=1)(_Tuner)
    actors = [actor.remote(root, budget_s, measure, env) for _ in range(min(gpus, len(jobs)) or 1)]
    pool = ActorPool(actors)
    for job in jobs:  # as ActorPool.map_unordered hands them out, with each failure caught on its own
        pool.submit(lambda a, j: a.tune.remote(j), job)
    where = {(Path(j["workload"]).stem, j["family"]): i for i, j in enumerate(jobs)}
    out: list[FamilyTuning | None] = [None] * len(jobs)
    causes = []
    while pool.has_next():
        try:
            res = pool.get_next_unordered()
        except RayError as exc:  # its actor died again after a restart
            causes.append(f"{type(exc).__name__}: {str(exc).strip().splitlines()[0] if str(exc).strip() else ''}")
            continue
        out[where[(res.workload, res.family)]] = res
        if progress:
            progress(f"{res.workload} {res.family}: " + (f"{res.us:.1f} µs (measured)" if res.us is not None
                                                          else res.refused or "no schedule ran"))
    for i, r in enumerate(out):  # never dropped: a family whose actor was lost is reported with the cause
        if r is None:
            out[i] = FamilyTuning(Path(jobs[i]["workload"]).stem, jobs[i]["family"], "",
                                  refused="WorkerDied: its actor was lost twice (" + "; ".join(causes) + ")")
    for a in actors:
        ray.kill(a)
    return out  # type: ignore[return-value]
