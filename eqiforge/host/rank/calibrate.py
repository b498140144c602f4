"""Calibration: the latency model (model.py) held against published GPU measurements (results/calibration.md).

Each point of calibration/points.toml is a published measurement: its source, GPU, kernel, shapes and figure. The
model's figure for it comes from the real model on a real family of the same workload: the workload is captured,
saturated and extracted at a small probe config, the family the point names (by its summary there) is lowered once,
and its plan is modelled at the point's shapes. Shapes are data in a plan (each coordinate's extent and each whole
axis' size), so the plan at the point's shapes is the probe's plan with those extents replaced: a probe config's
sizes are distinct, so each extent names one dimension of the config (an extent no dimension or two dimensions
explain is refused). The schedule is the published kernel's where it is known (block sizes, warps, stages), the best
over its autotuning space where the kernel autotunes, or the model's own best where neither is published.
"""
from __future__ import annotations

import copy
import itertools
import math
import tomllib
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Callable

from ..capture.workloads import Workload, resolve_workload
from ..codegen.lower import LoweringError, lower
from ..codegen.plan import Plan
from ..codegen.schedule import next_pow2
from ..errors import EqiForgeError
from ..extract.extract import Extraction, extract
from ..saturate.egraph import EGraph
from ..files import write_text_atomic
from .hardware import Hardware, hardware
from .model import _detail, exact_latency
from .search import rank_plan
from .work import work_of

ROOT = Path(__file__).resolve().parents[3]
POINTS = ROOT / "calibration" / "points.toml"
TOLERANCE = 1.3          # a point's modelled / measured within [1/1.3, 1.3], unless the point says why not


class CalibrationError(EqiForgeError):
    pass


@dataclass
class Row:
    point: dict
    measured_us: float
    modelled_us: float | None
    schedule: dict | None
    band: tuple[float, float]

    @property
    def ratio(self) -> float | None:
        return None if self.modelled_us is None else self.modelled_us / self.measured_us

    @property
    def within(self) -> bool:
        """Within its band; a point the model gives no figure for is so only where it says why (`no_figure`)."""
        if self.ratio is None:
            return bool(self.point.get("no_figure"))
        return self.band[0] <= self.ratio <= self.band[1]


def load_points(path: Path = POINTS) -> dict:
    """The points file: {"sources": {id: {...}}, "points": [{...}]}; every point's source must be listed."""
    try:
        data = tomllib.loads(Path(path).read_text())
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise CalibrationError(f"cannot read calibration points {path}: {exc}") from exc
    for p in data.get("points", []):
        if p.get("source") not in data.get("sources", {}):
            raise CalibrationError(f"point {p.get('id')}: source {p.get('source')!r} is not listed in [sources]")
    return data


def extracted(w: Workload, config: str) -> Extraction:
    """The workload's candidates at a config: captured, saturated by the schedule, extracted (compact, beam 64)."""
    graph = EGraph()
    graph.add_program(w.capture(config).term)
    graph.check_types()
    graph.saturate()
    return extract(graph.serialize(), "compact", beam=64)


def family_plans(w: Workload, config: str, summary: str, candidates: Callable[[Workload, str], Extraction]
                 ) -> list[Plan]:
    """The plans of the candidates whose summary at `config` is `summary` (one family, in every spelling)."""
    found = [c for c in candidates(w, config).candidates if c.summary == summary]
    plans = []
    for c in found:
        try:
            plans.append(lower(c.term))
        except LoweringError:
            continue
    if not plans:
        raise CalibrationError(f"{w.name} [{config}]: no lowerable candidate with summary {summary!r}")
    return plans


def at_shapes(plan: Plan, probe: dict, dims: dict) -> Plan:
    """The plan with every extent and whole-axis size at `dims`: an extent of the probe plan is the probe config's
    dimension of that size, and becomes the point's size of that dimension."""
    names = {}
    for key, value in probe.items():
        if isinstance(value, bool) or not isinstance(value, int):
            continue
        names.setdefault(value, []).append(key)

    def scaled(n: int) -> int:
        keys = names.get(n, [])
        if len(keys) != 1:
            raise CalibrationError(f"extent {n} of the probe config is {'ambiguous' if keys else 'no dimension'} "
                                   f"({probe}): give the probe config distinct sizes")
        return int(dims[keys[0]])

    out = copy.deepcopy(plan)
    for info in out.coordinates.values():
        info["extent"] = scaled(info["extent"])
    out.fulls = {n: scaled(v) for n, v in out.fulls.items()}
    return out


def in_program_order(plan: Plan, order: list[str]) -> Plan:
    """The plan with its kernels' grids numbered in the published kernel's program order (fastest first, by
    coordinate text without its extent): which programs run at once, so which re-reads L2 serves (model.py _Eval.traffic).
    FlashAttention's and Triton's grids put the query blocks fastest; EqiForge's kernels number the grid's first
    coordinate fastest."""
    text = {info["text"].split("[")[0]: c for c, info in plan.coordinates.items()}
    rank = {text[name]: i for i, name in enumerate(order) if name in text}
    out = copy.deepcopy(plan)
    for k in out.kernels:
        k.grid = sorted(k.grid, key=lambda c: rank.get(c, len(rank)))
    return out


def schedule_of(plan: Plan, by_text: dict) -> dict:
    """A schedule keyed by the plan's tile keys from one keyed by coordinate text without its extent ("grid
    q.2@2", "loop k.2"); "whole" is the coordinate's extent (as a power of two); knobs pass through."""
    text = {info["text"].split("[")[0]: c for c, info in plan.coordinates.items()}
    keys = {c: key for key, c in plan.schedule_keys().items()}
    out = {}
    for name, value in by_text.items():
        if name in ("num_warps", "num_stages"):
            out[name] = value
            continue
        if name not in text:
            raise CalibrationError(f"no coordinate {name!r} in the family (has: {', '.join(sorted(text))})")
        c = text[name]
        out[keys[c]] = next_pow2(plan.coordinates[c]["extent"]) if value == "whole" else int(value)
    missing = set(plan.schedule_keys()) - set(out)
    if missing:
        raise CalibrationError(f"the schedule sets no tile for {sorted(missing)}")
    return out


def modelled(plan: Plan, point: dict, hw: Hardware, dtype: str) -> tuple[float | None, dict | None]:
    """(µs, schedule) of the plan at the point's schedule: the published one, the best over its autotuning space
    (`search`), or the model's own best (`search = "model"`)."""
    if point.get("search") == "model":
        ranked = rank_plan(plan, hw, dtype)
        return ranked.modelled_us, ranked.schedule
    fixed = point.get("schedule", {})
    space = point.get("search", {})
    best = (None, None)
    work = work_of(plan, dtype)
    for combo in itertools.product(*space.values()):
        tiles = schedule_of(plan, fixed | dict(zip(space, combo)))
        lat = exact_latency(plan, work, tiles, hw, dtype)[0]
        if math.isfinite(lat) and (best[0] is None or lat < best[0]):
            best = (lat, tiles)
    return best


def _by_text(plan: Plan, schedule: dict) -> dict:
    """A schedule keyed by coordinate text (without its extent) instead of the plan's tile keys."""
    keys = plan.schedule_keys()
    return {(plan.coordinates[keys[k]]["text"].split("[")[0] if k in keys else k): v for k, v in schedule.items()}


def measured_us(point: dict) -> float:
    """The published figure as a time: a rate over the work the source counts (FlashAttention's benchmarks count
    4·b·h·s²·d FLOPs per forward, half of it causal; a GEMM 2·m·n·k), or a time as published."""
    value, unit, dims = point["measured"], point["unit"], point["dims"]
    if unit == "us":
        return float(value)
    if unit == "ms":
        return float(value) * 1e3
    if unit == "TFLOP/s":
        if point["work"] == "attention":
            flops = 4 * dims["batch"] * dims["heads"] * dims["seq_len"] ** 2 * dims["head_dim"]
            flops /= 2 if dims.get("causal", True) else 1
        elif point["work"] == "gemm":
            flops = 2 * dims["m"] * dims["n"] * dims["k"]
        else:
            raise CalibrationError(f"point {point['id']}: unknown work {point['work']!r}")
        return flops / (value * 1e6)
    raise CalibrationError(f"point {point['id']}: unknown unit {unit!r}")


def _workload(name: str) -> Workload:
    return resolve_workload(str(ROOT / name) if name.endswith(".py") else name)


def calibrate(data: dict, candidates: Callable[[Workload, str], Extraction] = extracted,
              hw_name: str | None = None) -> list[Row]:
    """Every point modelled (see the module's docstring); `candidates(workload, config)`: the extraction a family
    is taken from (the tests pass one they share); `hw_name` models every point on that GPU instead of its own."""
    rows, families = [], {}
    for point in data["points"]:
        w = _workload(point["workload"])
        key = (w.path, point["probe"], point["family"])
        if key not in families:
            families[key] = family_plans(w, point["probe"], point["family"], candidates)
        probe = w.config(point["probe"])
        hw = hardware(hw_name or point["gpu"])
        if point.get("launch") == "eager":   # timed launch by launch from Python, no CUDA graph
            hw = replace(hw, launch_us=hw.eager_launch_us)
        best = (None, None)
        for plan in families[key]:
            scaled = at_shapes(plan, probe, point["dims"])
            if point.get("program_order"):
                scaled = in_program_order(scaled, point["program_order"])
            lat, schedule = modelled(scaled, point, hw, point.get("dtype", "bf16"))
            if lat is not None and (best[0] is None or lat < best[0]):
                best = (lat, _by_text(scaled, schedule))
        band = tuple(point.get("band", (1 / TOLERANCE, TOLERANCE)))
        rows.append(Row(point, measured_us(point), best[0], best[1], band))
    return rows


def geomean(xs: list[float]) -> float:
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else math.nan


def compare(entry: dict, candidates: Callable[[Workload, str], Extraction] = extracted) -> dict:
    """A family at a workload's config under the calibrated model: its best schedule (rank_plan) and its modelled
    latency at each schedule the entry lists (None where it has no legal schedule: registers, shared memory)."""
    w = _workload(entry["workload"])
    plans = family_plans(w, entry["probe"], entry["family"], candidates)
    hw = hardware(entry["gpu"])
    found = []
    for plan in plans:
        scaled = at_shapes(plan, w.config(entry["probe"]), w.config(entry["config"]))
        ranked = rank_plan(scaled, hw)
        work = work_of(scaled)
        rows = []
        for schedule in entry["schedules"]:
            tiles = schedule_of(scaled, entry.get("fixed", {}) | schedule)
            lat = exact_latency(scaled, work, tiles, hw)[0]
            kernel = _detail(scaled, work, tiles, hw, "bf16")["kernels"][0]
            rows.append({"schedule": schedule, "modelled_us": round(lat, 1) if math.isfinite(lat) else None,
                         "registers": kernel["registers"], "shared_bytes": kernel["shared_bytes"]})
        found.append({"best_us": ranked.modelled_us, "rows": rows,
                      "best": _by_text(scaled, ranked.schedule) if ranked.schedule else None})
    return min(found, key=lambda f: f["best_us"] if f["best_us"] is not None else math.inf)


def _us(x: float | None) -> str:
    return "-" if x is None else f"{x:.3g}" if x < 100 else f"{x:,.0f}"


def _schedule_text(schedule: dict | None) -> str:
    return ", ".join(f"{k}={v}" for k, v in schedule.items()) if schedule else "-"


def report(data: dict, rows: list[Row], compared: list[tuple[dict, dict]] = ()) -> str:
    """results/calibration.md: what was calibrated against which sources, every point with its modelled figure,
    the geometric means, and the schedule the calibrated model prefers for the compared families."""
    lines = ["# The latency model against published GPU measurements", "",
             "Made by `eqiforge calibrate` from `calibration/points.toml`. *measured*: a published figure, quoted "
             "from its source (a chart's figure is its bar label); *modelled*: rank.py's model of an EqiForge "
             "family of the same workload at the same shapes, on the GPU's hardware file (`eqiforge/hardware/`, "
             "every constant cites its source or says estimate), at the published kernel's schedule where it is "
             "known, the best over the kernel's autotuning space where it autotunes (Triton), or the model's own "
             "best where neither is published. Nothing here was measured by this project. ratio = modelled / "
             "measured time (< 1: the model is optimistic). A point outside 1.3x says why and is held to the band "
             "it is in; *defines*: the point sets a hardware constant, so it is no independent check. Attention "
             "points number their programs as the published kernels do (query blocks fastest, which decides what "
             "L2 serves); EqiForge's own kernels number the batch fastest, as in the last section.", "",
             "## Sources", ""]
    for key, src in data["sources"].items():
        lines.append(f"- **{key}**: {src['cite']}. {src.get('how', '')}".rstrip())
        if src.get("schedules"):
            lines.append(f"  Schedules: {src['schedules']}.")
    lines += ["", "## Points", "",
              "| point | source | GPU | kernel | shapes | dtype | measured (published) | measured µs | schedule "
              "modelled | modelled µs | modelled / measured | within | note |",
              "| --- " * 13 + "|"]
    for r in rows:
        p = r.point
        shapes = ", ".join(f"{k}={v}" for k, v in p["dims"].items())
        ratio = "-" if r.ratio is None else f"{r.ratio:.2f}"
        band = f"{r.band[0]:.2f}-{r.band[1]:.2f}"
        ok = ("yes" if r.within else "NO") + ("" if r.ratio is None else f" ({band})")
        note = p.get("why") or p.get("no_figure") or ""
        if p.get("defines"):
            note = f"defines `{p['defines']}`. " + note
        if p.get("launch") == "eager":
            note = "timed with eager launches (`eager_launch_us`). " + note
        lines.append(f"| {p['id']} | {p['source']} | {p['gpu'].upper()} | {p['kernel']} | {shapes} | "
                     f"{p.get('dtype', 'bf16')} | {p['measured']} {p['unit']} | {_us(r.measured_us)} | "
                     f"{_schedule_text(r.schedule)} | {_us(r.modelled_us)} | {ratio} | {ok} | {note} |")
    attention = [r.ratio for r in rows if r.ratio and r.point.get("work") == "attention"]
    every = [r.ratio for r in rows if r.ratio]
    independent = [r.ratio for r in rows if r.ratio and not r.point.get("defines")]
    lines += ["", "## Summary", "",
              f"- Points: {len(rows)} from {len({r.point['source'] for r in rows})} sources; "
              f"{len(every)} with a modelled figure, {sum(r.within for r in rows)} within their band, "
              f"{sum(1 for r in rows if r.ratio and 1 / TOLERANCE <= r.ratio <= TOLERANCE)} within 1.3x.",
              f"- Geometric mean of modelled / measured: attention rows {geomean(attention):.2f} "
              f"({len(attention)}), all rows {geomean(every):.2f} ({len(every)}), rows that define no constant "
              f"{geomean(independent):.2f} ({len(independent)})."]
    for entry, found in compared:
        lines += ["", f"## Schedules of {entry['workload']} at {entry['config']} ({entry['gpu'].upper()}, modelled)",
                  "", f"Family `{entry['family']}` (as at {entry['probe']}), modelled at the {entry['config']} "
                  f"config. The calibrated model's best schedule: {_schedule_text(found['best'])}, "
                  f"{_us(found['best_us'])} µs. At the schedules below ({_schedule_text(entry.get('fixed'))}): "
                  "registers and shared memory are the model's estimates (the compile check measures them in "
                  "`eqiforge run`), '-' where no program fits.", "",
                  "| schedule | modelled µs | registers (model) | shared bytes (model) |", "| --- | --- | --- | --- |"]
        for row in found["rows"]:
            lines.append(f"| {_schedule_text(row['schedule'])} | {_us(row['modelled_us'])} | {row['registers']} | "
                         f"{row['shared_bytes']} |")
    return "\n".join(lines) + "\n"


def write_report(path: Path, data: dict, rows: list[Row], compared=()) -> Path:
    write_text_atomic(path, report(data, rows, compared))
    return path
