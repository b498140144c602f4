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
from .rank import detected_gpu, hardware


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


def bench_workload(w: Workload, config: str, results: Path | None = None, tune_budget_s: float = 120.0,
                   progress=None, dtype: str = "bf16") -> BenchResult:
    """The family of `eqiforge run NAME --config C` (results/NAME/report.json) that tunes fastest, against the
    baselines. Without a GPU: the modelled best family is checked again and the baselines run once; tuning and
    timing are skipped, and the result says so."""
    out_dir = results or RESULTS_DIR / w.name
    report_path = out_dir / "report.json"
    if not report_path.is_file():
        raise BenchError(f"no {report_path}: run `eqiforge run {w.name} --config {config}` first")
    report = json.loads(report_path.read_text())
    if report["config"] != config:
        raise BenchError(f"{report_path} is for config {report['config']!r}, not {config!r}: run `eqiforge run "
                         f"{w.name} --config {config}` first")
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
