"""The commands about performance on a GPU: bench, limits and calibrate."""
from __future__ import annotations

import json
from pathlib import Path

from rich.markup import escape
from rich.table import Table

from .cli_common import _directory, _engine, _file, _gpu_name, err, out
from .paths import RESULTS_DIR, shown_path


def cmd_bench(args) -> int:
    """The best family of each workload's last `run` against torch eager, torch.compile and SDPA, timed on a GPU."""
    import torch

    from .capture.workloads import all_workloads, resolve_workload
    from .jobs import ray_address
    from .rank.bench import as_json, bench_workload, write_table
    names = sorted(all_workloads()) if args.names == ["all"] else args.names
    gpu = torch.cuda.is_available()
    config = args.config or ("paper" if gpu else "small")
    if ray_address(args.ray):
        return _bench_ray(names, config, args)
    results = []
    with err.status("starting") as status:
        for name in names:
            w = resolve_workload(name)
            status.update(f"benchmarking {w.name} [{config}]")
            results.append(bench_workload(w, config, progress=status.update, dtype=args.dtype))
    if args.json:
        print(json.dumps(as_json(results), indent=2))
    for r in results:
        if not r.verified:
            err.print(f"{r.workload}: {r.family} failed its check: {r.skipped}", markup=False, style="red")
    if not gpu:
        out.print("no GPU here: tuning and benchmark timings skipped (the modelled best family checked, baselines "
                  "run once); `eqiforge run` reports modelled latency only", markup=False)
        return 0
    table = write_table(results, torch.cuda.get_device_name().replace(" ", "-"))
    out.print(table.read_text(), markup=False)
    return 0 if all(r.verified for r in results) else 1


def _bench_ray(names: list[str], config: str, args) -> int:
    """`bench NAMES --ray`: every family of each workload's last run tuned by one Ray actor per GPU of the cluster;
    timings into the tune cache (a later `bench NAME` finds them there)."""
    from .capture.workloads import resolve_workload
    from .jobs import ray_address
    from .rank.bench import bench_ray, family_jobs
    jobs = [j for n in names for j in family_jobs(resolve_workload(n), config, args.dtype,
                                                  RESULTS_DIR / resolve_workload(n).name)]
    results = bench_ray(jobs, ray_address(args.ray),
                        progress=lambda msg: err.print(msg, markup=False, soft_wrap=True))
    if args.json:
        from dataclasses import asdict
        print(json.dumps([asdict(r) for r in results], indent=2))
        return 0 if all(r.verified for r in results) else 1
    table = Table(title=f"families tuned by {len({r.actor for r in results if r.actor})} Ray actors, one per GPU "
                        "(µs measured with do_bench)")
    for col in ("workload", "family", "actor", "verified", "µs", "schedule", "timed (measured)", "skipped",
                "not timed"):
        table.add_column(col, overflow="fold")
    for r in results:
        table.add_row(r.workload, r.family, r.actor[:8], "yes" if r.verified else "no",
                      f"{r.us:.2f}" if r.us is not None else "-", escape(json.dumps(r.schedule)) if r.schedule
                      else "-", f"{r.trials} ({r.measured})", str(len(r.skipped)), escape(r.refused or ""))
    out.print(table)
    for r in results:
        for schedule, why in r.skipped:
            out.print(f"skipped: {r.workload} {r.family} at {json.dumps(schedule)}: {why}", markup=False)
    return 0 if all(r.verified for r in results) else 1


def cmd_limits(args) -> int:
    """results/limits.md: per workload at its paper config, the best family's modelled latency against the limit.
    Workloads are jobs (`--jobs`, `--ray`); each finished row goes to RUNS/rows.json as it comes, so an interrupted
    run keeps them (`limits --rows RUNS/rows.json` tabulates them)."""
    import tempfile

    from .capture.workloads import all_workloads, resolve_workload
    from .files import write_text_atomic
    from .jobs import JobsInterrupted, map_jobs
    from .limits import limits_job, write_limits
    from .rank.hardware import hardware
    names = args.names or sorted(all_workloads())
    gpu = _gpu_name(args.gpu)
    hw = hardware(gpu)
    # rows an earlier `limits --json` printed (workloads run one at a time, in parallel or in the background)
    rows = [r for f in args.rows for r in json.loads(Path(f).read_text())]
    if args.rows and not args.names:
        names = []
    workloads = [resolve_workload(n) for n in names]
    table = _file(args.out, "--out") or RESULTS_DIR / "limits.md"
    runs = _directory(args.runs, "--runs") or Path(tempfile.mkdtemp(prefix="eqiforge-limits-"))
    jobs = [{"workload": str(w.path), "config": args.config, "dtype": args.dtype, "gpu": gpu,
             "run_dir": str(runs / w.name)} for w in workloads]
    finished: dict[int, dict] = {}
    kept = runs / "rows.json"

    def keep(res) -> None:
        if res.ok:
            finished[res.index] = res.value
            write_text_atomic(kept, json.dumps([finished[i] for i in sorted(finished)], indent=1) + "\n")
    try:
        results = map_jobs(limits_job, jobs, label="limits", name=lambda j: Path(j["workload"]).stem,
                           on_result=keep, **_engine(args))
    except JobsInterrupted:
        err.print(f"interrupted: {len(finished)} of {len(jobs)} workloads finished"
                  + (f"; their rows are in {shown_path(kept)} (`eqiforge limits --rows {shown_path(kept)}` "
                     "tabulates them)" if finished else ""), markup=False, soft_wrap=True)
        return 130
    for w, r in zip(workloads, results):
        if r.ok:
            rows.append(r.value)
        else:
            err.print(f"error: {w.name}: {r.error}", markup=False, style="bold red", soft_wrap=True)
    path, picture = write_limits(rows, hw, table)
    if args.json:
        print(json.dumps(rows, indent=2))
    else:
        out.print(path.read_text(), markup=False)
        out.print(f"wrote {shown_path(path)} and {shown_path(picture)}; runs in {shown_path(runs)}", markup=False)
    return 0 if all(r.ok for r in results) and all(r["best"] for r in rows) else 1


def cmd_calibrate(args) -> int:
    """results/calibration.md: the latency model against published GPU measurements (calibration/points.toml)."""
    from .rank.calibrate import POINTS, calibrate, compare, load_points, write_report
    data = load_points(Path(args.points) if args.points else POINTS)
    report = _file(args.out, "--out") or RESULTS_DIR / "calibration.md"
    with err.status("calibrating: extracting each point's family at its probe config"):
        rows = calibrate(data)
        compared = [(entry, compare(entry)) for entry in data.get("compare", [])]
    path = write_report(report, data, rows, compared)
    if args.json:
        print(json.dumps([{"id": r.point["id"], "measured_us": r.measured_us, "modelled_us": r.modelled_us,
                           "ratio": r.ratio, "within": r.within, "schedule": r.schedule} for r in rows], indent=2))
    else:
        out.print(path.read_text(), markup=False)
        out.print(f"wrote {shown_path(path)}", markup=False)
    return 0 if all(r.within for r in rows) else 1
