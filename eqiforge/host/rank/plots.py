"""Pictures of the model's figures, all *modelled* (no GPU timing): a run's ranked families on the GPU's roofline
(roofline.png beside report.md) and the limits table as modelled ÷ limit per workload (limits.png beside
limits.md). Each takes plain data, a report.json dict or the limits rows, so it also draws an existing result:

    python -c "from eqiforge.host.rank.plots import draw_run; draw_run('results/lora')"

The same data gives the same PNG bytes (no date or software stamp; matplotlib's version still shapes the pixels).
"""
from __future__ import annotations

import io
import json
import math
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from ..files import write_bytes_atomic

if TYPE_CHECKING:  # the ranking (and its solver) is imported only where a roof is looked up
    from .hardware import Hardware

ROOFLINE = "roofline.png"    # beside report.md, which embeds it
DPI = 120


def _pyplot():
    import matplotlib
    matplotlib.use("Agg")  # no display: the picture is a file
    import matplotlib.pyplot as plt
    return plt


def _save(fig, path: Path) -> Path:
    """The figure as a PNG at `path`, written whole; no "Software" stamp, so the bytes depend on the data only."""
    plt = _pyplot()
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=DPI, metadata={"Software": None}, bbox_inches="tight")  # legends outside
    plt.close(fig)
    write_bytes_atomic(path, buf.getvalue())
    return path


# -- a run's roofline --------------------------------------------------------------------------------------------
@dataclass
class Roofline:
    """What roofline.png shows: the roofs of the ranking GPU and each ranked family's modelled point."""
    title: str
    bandwidth_gbps: float
    roofs: dict[str, float]                     # peak compute by name, TFLOP/s
    points: dict[str, tuple[float, float]]      # family -> (FLOP per byte moved, modelled TFLOP/s), ranking order
    best: str | None                            # the report's best family, where it has a point
    left_out: list[str] = field(default_factory=list)   # ranked families with no FLOPs: no place on a log axis


def roofline_data(report: dict) -> Roofline:
    """The roofs are the report's (the fp32 rate and bandwidth the ranking's roofline column uses) and the
    tensor-core rate of the run's dtype from the hardware file of the ranking GPU, where there is one; a family's
    point is its FLOPs over its bytes moved and over its modelled latency."""
    from .hardware import RankError, hardware
    ranking, dtype = report["ranking"], report.get("dtype", "fp32")
    roofs = {"fp32 CUDA cores": float(ranking["fp32_tflops"])}
    try:
        tensor = hardware(ranking["gpu"]).tensor_core_flops_per_us(dtype) / 1e6
    except RankError:  # a report ranked with a hardware file given by path: its fp32 roof alone
        tensor = None
    if tensor and tensor != roofs["fp32 CUDA cores"]:
        roofs[f"{dtype} tensor cores"] = tensor
    by_id = {f["id"]: f for f in report["families"]}
    points, left_out = {}, []
    for fid in ranking["order"]:
        f = by_id[fid]
        if f["flops"] and f["bytes"] and f["modelled_us"]:
            points[fid] = (f["flops"] / f["bytes"], f["flops"] / f["modelled_us"] / 1e6)
        else:
            left_out.append(fid)
    title = f"{report['workload']} [{report['config']}, {dtype}] on {ranking['gpu']}: modelled roofline"
    return Roofline(title, float(ranking["bandwidth_gbps"]), roofs, points,
                    report["best"] if report.get("best") in points else None, left_out)


def roofline_figure(report: dict):
    """The figure (log-log) and its data: the memory roof and each compute roof, the ranked families as dots and
    the best as a star labelled with its modelled latency."""
    data = roofline_data(report)
    plt = _pyplot()
    fig, ax = plt.subplots(figsize=(7.5, 4.8))
    bw_tflops = data.bandwidth_gbps / 1e3          # TFLOP/s per FLOP/byte of intensity
    ridges = {name: peak / bw_tflops for name, peak in data.roofs.items()}
    xs = [x for x, _ in data.points.values()] + list(ridges.values())
    lo, hi = min(xs) / 4, max(xs) * 4
    top = max(ridges.values())
    ax.plot([lo, top], [bw_tflops * lo, bw_tflops * top], color="black", linewidth=1.2,
            label=f"memory: {data.bandwidth_gbps:g} GB/s")
    for (name, peak), color in zip(data.roofs.items(), ("tab:gray", "tab:green")):
        ax.plot([ridges[name], hi], [peak, peak], color=color, linewidth=1.2,
                label=f"{name}: {peak:g} TFLOP/s (ridge {ridges[name]:.3g} FLOP/B)")
    others = [p for fid, p in data.points.items() if fid != data.best]
    if others:
        ax.scatter([x for x, _ in others], [y for _, y in others], s=16, color="tab:blue", alpha=0.6,
                   label=f"ranked families ({len(data.points)})")
    if data.best:
        x, y = data.points[data.best]
        us = next(f["modelled_us"] for f in report["families"] if f["id"] == data.best)
        ax.scatter([x], [y], s=180, marker="*", color="tab:red", zorder=3,
                   label=f"best {data.best}: {us:g} µs modelled")
        ax.annotate(data.best, (x, y), textcoords="offset points", xytext=(8, 8), fontsize=8, color="tab:red")
    notes = [f"{len(data.left_out)} ranked families with no FLOPs not shown"] if data.left_out else []
    if not data.points:
        notes.append("no ranked family")
    if notes:
        ax.text(0.99, 0.01, "; ".join(notes), transform=ax.transAxes, ha="right", va="bottom", fontsize=8)
    ax.set_xscale("log")
    ax.set_yscale("log")
    ax.set_xlabel("arithmetic intensity (FLOP per byte moved, modelled)")
    ax.set_ylabel("throughput (TFLOP/s: FLOPs / modelled µs)")
    ax.set_title(data.title, fontsize=10)
    ax.grid(True, which="major", alpha=0.3)
    ax.legend(fontsize=7, loc="upper left")   # above the memory roof, where no modelled point goes
    fig.tight_layout()
    return fig, data


def draw_roofline(report: dict, path: Path) -> Roofline:
    """roofline.png of a report (the dict report.json holds) at `path`."""
    fig, data = roofline_figure(report)
    _save(fig, Path(path))
    return data


def draw_run(run: str | Path) -> Path:
    """roofline.png of an existing run, from its report.json (`run`: the run's folder or that file), beside it."""
    run = Path(run)
    report_path = run if run.suffix == ".json" else run / "report.json"
    path = report_path.parent / ROOFLINE
    draw_roofline(json.loads(report_path.read_text()), path)
    return path


# -- the limits --------------------------------------------------------------------------------------------------
def limit_ratios(row: dict, launch_us: float) -> tuple[float, float] | None:
    """A limits row's modelled ÷ limit and launch floor ÷ limit (its best's kernels x the launch cost + the limit,
    over the limit); None where the row has no best family."""
    if not row.get("best") or row.get("modelled_us") is None:
        return None
    if not row["limit_us"]:
        return math.inf, math.inf
    return row["modelled_us"] / row["limit_us"], (row["kernels"] * launch_us + row["limit_us"]) / row["limit_us"]


@dataclass
class LimitsPicture:
    """What limits.png shows, top to bottom in the rows' order."""
    title: str
    ratios: dict[str, tuple[float, float]]      # "workload [config]" -> (modelled ÷ limit, launch floor ÷ limit)
    left_out: list[str]                         # rows with no best family (or a zero limit)
    geomean: float | None                       # of modelled ÷ limit over the rows shown


def limits_data(rows: list[dict], hw: Hardware) -> LimitsPicture:
    ratios, left_out = {}, []
    for r in rows:
        label = f"{r['workload']} [{r['config']}]"
        got = limit_ratios(r, hw.launch_us)
        if got is None or math.isinf(got[0]):
            left_out.append(label)
        else:
            ratios[label] = got
    geomean = math.exp(sum(math.log(m) for m, _ in ratios.values()) / len(ratios)) if ratios else None
    dtypes = ", ".join(sorted({r["dtype"] for r in rows}))
    return LimitsPicture(f"Modelled latency against the physical limit ({hw.name}, {dtypes})", ratios, left_out,
                         geomean)


def limits_figure(rows: list[dict], hw: Hardware):
    """The figure and its data: per workload a dot at modelled ÷ limit and a bar at its launch floor ÷ limit, on
    a log axis, with the limit (1x) and the geometric mean as vertical lines."""
    data = limits_data(rows, hw)
    plt = _pyplot()
    labels = list(data.ratios) + data.left_out
    fig, ax = plt.subplots(figsize=(9.5, 1.2 + 0.28 * max(len(labels), 3)))
    ys = {label: len(labels) - 1 - i for i, label in enumerate(labels)}   # the first row on top
    if data.ratios:
        ax.scatter([m for m, _ in data.ratios.values()], [ys[k] for k in data.ratios], s=30, color="tab:blue",
                   zorder=3, label="modelled ÷ limit")
        ax.scatter([f for _, f in data.ratios.values()], [ys[k] for k in data.ratios], s=120, marker="|",
                   color="tab:red", zorder=3, linewidths=2,
                   label=f"launch floor ÷ limit (kernels x {hw.launch_us:g} µs + limit)")
        ax.axvline(data.geomean, color="tab:blue", linestyle="--", linewidth=0.8,
                   label=f"geometric mean {data.geomean:.2f}x")
    ax.axvline(1.0, color="black", linewidth=1.0, label="the limit")
    ax.set_yticks([ys[k] for k in labels],
                  [k if k in data.ratios else f"{k}: no family" for k in labels], fontsize=8)
    ax.set_ylim(-0.7, len(labels) - 0.3)
    ax.set_xscale("log")
    from matplotlib.ticker import FuncFormatter
    # 2x, not 2×10⁰; between the decades every tick is labelled on a narrow axis, only 2 and 5 on a wide one

    def minor(v, _):
        lo, hi = ax.get_xlim()
        return f"{v:g}x" if hi / lo < 20 or f"{v:.0e}"[0] in "25" else ""
    ax.xaxis.set_major_formatter(FuncFormatter(lambda v, _: f"{v:g}x"))
    ax.xaxis.set_minor_formatter(FuncFormatter(minor))
    ax.set_xlabel("modelled latency ÷ physical limit (log; modelled, no GPU timing)")
    ax.set_title(data.title, fontsize=10)
    ax.grid(True, axis="x", which="both", alpha=0.3)
    ax.legend(fontsize=7, loc="upper left", bbox_to_anchor=(1.01, 1.0))   # beside the axes: it hides no row
    fig.tight_layout()
    return fig, data


def draw_limits(rows: list[dict], hw: Hardware, path: Path) -> LimitsPicture:
    """limits.png of limits rows (those `eqiforge limits --json` prints) at `path`."""
    fig, data = limits_figure(rows, hw)
    _save(fig, Path(path))
    return data
