"""Benchmark: a workload's chosen family against torch eager, torch.compile and (where the workload file defines a
`sdpa(cfg, **inputs)` baseline) F.scaled_dot_product_attention, in one process and run, after verification
(DESIGN §6). Timings need a GPU; without one every step that does not time still runs (the family is loaded and
checked against PyTorch, the baselines run once), the timing steps are skipped and the result says so.
"""
from __future__ import annotations

import json
import math
import os
from dataclasses import asdict, dataclass, field
from pathlib import Path

import torch

from .errors import EqiForgeError
from .files import write_text_atomic
from .paths import RESULTS_DIR
from .verify import check, load_module
from .workloads import Workload


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


def _median_us(fn) -> float:
    import triton.testing
    return triton.testing.do_bench(fn, warmup=25, rep=100, return_mode="median") * 1e3


def bench_workload(w: Workload, config: str, results: Path | None = None) -> BenchResult:
    """The best family of `eqiforge run NAME --config C` (results/NAME/report.json) against the baselines."""
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
    family = next(f for f in report["families"] if f["id"] == report["best"])
    module = load_module(out_dir / family["source"])
    gpu = torch.cuda.is_available()
    device = "cuda" if gpu else "cpu"
    result = check(module, w, config, seed=int.from_bytes(os.urandom(2), "little"),
                   tiles=family.get("schedule"), device=device)
    bench = BenchResult(w.name, config, family["id"], result.ok, result.rel_err, timed=False)
    if not result.ok:
        bench.skipped = f"the family failed its check before timing: {result.error}"
        return bench
    inputs = {k: v.to(device) for k, v in w.inputs(config, seed=1).items()}
    program = w.program(config).to(device)
    contenders = {"eqiforge": lambda: module.launch(inputs, family.get("schedule")),
                  "eager": lambda: program(**inputs)}
    sdpa = getattr(w.module, "sdpa", None)
    if sdpa is not None:
        cfg = w.config(config)
        contenders["sdpa"] = lambda: sdpa(cfg, **inputs)
    with torch.no_grad():
        for run in contenders.values():  # every contender runs (and compiles) once, timed or not
            run()
        if not gpu:
            bench.skipped = "no GPU here: timings skipped (the report's latencies are modelled)"
            return bench
        compiled = torch.compile(program)
        tuned = torch.compile(program, mode="max-autotune")
        contenders["torch.compile"] = lambda: compiled(**inputs)
        contenders["torch.compile max-autotune"] = lambda: tuned(**inputs)
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
    write_text_atomic(path, "\n".join(lines) + "\n")
    return path


def as_json(results: list[BenchResult]) -> list[dict]:
    return [asdict(r) for r in results]
