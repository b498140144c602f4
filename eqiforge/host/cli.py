"""The `eqiforge` command line. Results go to stdout; progress and errors to stderr, errors as one line."""
from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path

from rich.console import Console
from rich.markup import escape
from rich.table import Table

from .errors import EqiForgeError
from .paths import RESULTS_DIR, shown_path
from .progress import Progress

out = Console(highlight=False, soft_wrap=True)
err = Console(stderr=True, highlight=False)


def _progress(status) -> Progress:
    """A command's progress: the live status line on a terminal; elsewhere (output to a file, CI, nohup), where
    rich draws nothing, a plain line on stderr as each long stage starts and ends, and a count every few families."""
    plain = None if err.is_terminal else lambda msg: err.print(msg, markup=False, highlight=False, soft_wrap=True)
    return Progress(lambda msg: status.update(escape(msg)), plain)  # a message's "[small]" is text, not markup


def _directory(value: str | None, flag: str) -> Path | None:
    """--out/--runs DIR, checked before any work starts: DIR, or the nearest part of it that exists, must be a
    directory (the rest is created), else a one-line error (was NotADirectoryError from deep in a run)."""
    if value is None:
        return None
    _no_file_above(Path(value), value, flag)
    return Path(value)


def _file(value: str | None, flag: str) -> Path | None:
    """--out FILE, checked before any work starts: not a directory, and inside one (or where one can be made)."""
    if value is None:
        return None
    if Path(value).is_dir():
        raise EqiForgeError(f"{flag} {value} is a directory; give the file to write")
    _no_file_above(Path(value).parent, value, flag)
    return Path(value)


def _no_file_above(path: Path, value: str, flag: str) -> None:
    existing = next(p for p in (path, *path.parents) if p.exists())
    if not existing.is_dir():
        raise EqiForgeError(f"{flag} {value}: {existing} is a file, not a directory")


def _engine(args) -> dict:
    """map_jobs' engine options from `--jobs N` and `--ray ADDRESS|auto` (or $EQIFORGE_RAY_ADDRESS)."""
    from .jobs import ray_address
    if args.jobs is not None and args.jobs < 1:
        raise EqiForgeError(f"--jobs must be at least 1, not {args.jobs}")
    return {"jobs": args.jobs, "ray": ray_address(args.ray), "progress": True}


def cmd_list(args) -> int:
    """Every workload; one that does not load is listed as broken with its one-line reason, the others as usual.
    The exit status is 1 when any is broken (after the whole table), so a script or CI notices a broken file."""
    from .capture.workloads import WorkloadError, all_workloads
    table = Table(title="EqiForge workloads")
    table.add_column("name", style="bold")
    table.add_column("description")
    table.add_column("configs")
    broken = []
    for name, w in all_workloads().items():
        try:
            table.add_row(name, escape(w.description), ", ".join(w.configs))
        except WorkloadError as exc:
            broken.append(str(exc))
            table.add_row(name, f"[red]broken: {escape(str(exc))}[/]", "-")
    out.print(table)
    for reason in broken:
        err.print(f"error: broken workload: {reason}", markup=False, style="bold red", soft_wrap=True)
    return 1 if broken else 0


def cmd_show(args) -> int:
    from .capture.workloads import get_workload
    from .term import to_egglog_lets
    w = get_workload(args.name)
    with err.status(f"capturing {w.name} [{args.config}]"):
        captured = w.capture(args.config)
    nodes = [t for t in captured.term.walk() if t.args]
    ops = Counter(t.op if t.op not in ("Unary", "Binary", "Reduce") else f"{t.op} {t.args[0].op}" for t in nodes)
    out.print(escape(f"{w.name} [{args.config}]: {w.description}"), style="bold")
    for t in nodes:
        if t.op == "Input":
            out.print(f"  input {t.args[0]}: {t.args[2].op.lower()}{list(t.args[1])}")
    out.print(f"  {len(nodes)} distinct IR nodes: " + ", ".join(f"{op} x{n}" for op, n in sorted(ops.items())))
    out.print(to_egglog_lets(captured.term), markup=False)
    return 0


def _warn_unchecked(rule_files: list[str]) -> None:
    """A rule file that has not passed check-rules (in this exact text, against these project rules) may be
    unsound: say so, with the command that checks it, beside the results built on it."""
    from .saturate.rule_cache import unchecked
    for f in unchecked(tuple(Path(p) for p in rule_files if Path(p).is_file())):
        err.print(f"warning: the rules in {f} are unchecked; check them with: eqiforge check-rules --rules {f}",
                  markup=False, style="yellow", soft_wrap=True)


def _saturate(args, status, profile=None):
    from .capture.workloads import get_workload
    from .saturate.saturation import saturate
    w = get_workload(args.name)
    return saturate(w, args.config, tuple(Path(p) for p in args.rules), _file(args.out, "--out"),
                    progress=_progress(status), profile=profile)


def _print_saturation(result) -> None:
    table = Table(title=escape(f"{result.workload} [{result.config}]: "
                               f"{result.classes} classes, {result.nodes} nodes "
                               f"(from {result.input_nodes}), {result.seconds:.3f} s"))
    for col in ("phase", "iterations", "seconds", "nodes", "classes", "stop", "matches"):
        table.add_column(col)
    for p in result.phases:
        table.add_row(p.name, str(p.iterations), f"{p.seconds:.3f}", str(p.nodes), str(p.classes), p.stop,
                      str(sum(p.matches.values())))
    out.print(table)
    out.print(f"dump: {result.dump_path}", markup=False)


def _print_growth(profile) -> None:
    from .saturate.growth import grew_text
    table = Table(title="growth per iteration (IR nodes)")
    for col in ("phase", "iteration", "nodes", "added", "largest changes"):
        table.add_column(col)
    for s in profile.steps:
        table.add_row(s.phase, str(s.iteration), f"{s.nodes:,}", f"{s.added:+,}", grew_text(s))
    out.print(table)


def cmd_saturate(args) -> int:
    from .saturate.growth import GrowthProfile
    profile = GrowthProfile() if args.profile else None
    with err.status("starting") as status:
        result, _, _ = _saturate(args, status, profile)
    _warn_unchecked(args.rules)  # after the run: a file that does not even load gets its error alone
    if args.json:
        report = result.to_json()
        if profile:
            report["growth"] = profile.to_json()
        print(json.dumps(report, indent=2))
    else:
        if profile:
            _print_growth(profile)
        _print_saturation(result)
    return 0


def run_job(job: dict) -> dict:
    """One workload of `run A B ...` for the job layer: plain data in (the workload's file, the options), its report
    out; results/NAME/ is written where the job runs."""
    from .capture.workloads import resolve_workload
    from .pipeline import run_pipeline
    w = resolve_workload(job["workload"])
    return run_pipeline(w, job["config"], beam=job["beam"], seed=job["seed"], out_dir=Path(job["out_dir"]),
                        gpu_name=job["gpu"], whole=job["whole"], compile_mode=job["compile"], dtype=job["dtype"])


def cmd_run(args) -> int:
    """The whole pipeline on workloads (names, paths to workload files, or all): one alone in this process with
    its steps shown, several as jobs (`--jobs`, `--ray`), reported in the order given."""
    import torch

    from .capture.workloads import all_workloads, resolve_workload
    from .jobs import map_jobs
    from .pipeline import run_pipeline
    names = sorted(all_workloads()) if args.names == ["all"] else args.names
    workloads = [resolve_workload(n) for n in names]
    if args.out and len(workloads) > 1:
        raise EqiForgeError("--out names one workload's results directory: give one workload with it")
    config = args.config or ("paper" if torch.cuda.is_available() else "small")
    beam = None if args.beam == "all" else int(args.beam)
    engine = _engine(args)
    out_dirs = [_directory(args.out, "--out") or RESULTS_DIR / w.name for w in workloads]
    if len(workloads) == 1 and not engine["ray"]:
        with err.status("starting") as status:
            reports = [run_pipeline(workloads[0], config, beam=beam, seed=args.seed, out_dir=out_dirs[0],
                                    gpu_name=_gpu_name(args.gpu), progress=_progress(status), whole=args.whole,
                                    compile_mode=args.compile, dtype=args.dtype)]
    else:
        jobs = [{"workload": str(w.path), "config": config, "beam": beam, "seed": args.seed, "out_dir": str(d),
                 "gpu": _gpu_name(args.gpu), "whole": args.whole, "compile": args.compile, "dtype": args.dtype}
                for w, d in zip(workloads, out_dirs)]
        results = map_jobs(run_job, jobs, label="run", name=lambda j: Path(j["workload"]).stem, **engine)
        reports = [r.value if r.ok else None for r in results]
        for w, r in zip(workloads, results):
            if not r.ok:
                err.print(f"error: {w.name}: {r.error}", markup=False, style="bold red", soft_wrap=True)
    if args.json:
        shown = [r for r in reports if r is not None]
        print(json.dumps(shown[0] if len(workloads) == 1 and shown else shown, indent=2))
    else:
        for w, report, out_dir in zip(workloads, reports, out_dirs):
            if report is not None:
                _print_run(w, config, args.dtype, report, out_dir)
    # nothing failed (a family not run has not failed) and a best exists, for every workload
    return 0 if all(r is not None and r["verification"]["failed"] == 0 and r["best"] for r in reports) else 1


def _print_run(w, config: str, dtype: str, report: dict, out_dir: Path) -> None:
    from .pipeline import compiled_text, kernels_text
    v = report["verification"]
    table = Table(title=escape(f"{w.name} [{config}, {dtype}]: {len(report['families'])} families, {v['verified']} "
                               f"verified on {v['device']}, {v['merged']} merged into another of the same "
                               "execution structure"))
    for col in ("family", "modelled µs", "kernels", "stored", "verified", "rel. error", "compiled", "summary"):
        table.add_column(col)
    by_id = {f["id"]: f for f in report["families"]}
    order = report["ranking"]["order"] + [f for f in by_id if f not in report["ranking"]["order"]]
    for f in (by_id[i] for i in order):
        us = f"{f['modelled_us']:.2f}" if f["modelled_us"] is not None else "-"
        table.add_row(f["id"], us, str(f["kernels"]), str(f["stored_intermediates"]),
                      "yes" if f["verified"] else f"merged into {f['same_structure_as']}"
                      if f["same_structure_as"] else f"[red]no[/]: {escape(f['error'] or '')}",
                      f"{f['rel_err']:.1e}" if f["rel_err"] is not None else "-",
                      escape(compiled_text(f["compiled"])), escape(f["summary"]))
    out.print(table)
    x = report["extraction"]
    out.print(f"e-graph {report['egraph']['classes']} classes / {report['egraph']['nodes']} nodes in "
              f"{report['egraph']['seconds']} s; extraction {x['candidates']} candidates in {x['seconds']} s"
              + ("" if x["complete"] else f" (incomplete: {'; '.join(x['notes'])})"), markup=False)
    out.print(f"best: {report['best']} (by {report['best_by']}); latencies are modelled for "
              f"{report['ranking']['gpu']}, not measured", markup=False)
    out.print(f"kernels: {kernels_text(report)}", markup=False)
    c = report["compile"]
    out.print(f"compile check ({c['target']}, no GPU needed): {c['compiled']} families compiled, {c['legal']} "
              f"without spills, {c['failed']} failed, {c['spilled']} spilled; {v['not_run']} families not run "
              f"(rendered and ranked only), {v['failed']} failed", markup=False)
    out.print(f"capture check: relative error {report['capture_check']['relative_error']:.2e} (interpreter vs "
              f"PyTorch, small config, float64)", markup=False)
    out.print(f"report: {shown_path(out_dir / 'report.md')}", markup=False)


def _gpu_name(given: str | None) -> str:
    """--gpu NAME, else the GPU this machine has (when there is a hardware file for it), else the H200."""
    from .rank.hardware import detected_gpu
    return given or detected_gpu() or "h200"


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


def cmd_extract(args) -> int:
    from .capture.workloads import get_workload
    from .pipeline import extract_program
    w = get_workload(args.name)
    beam = None if args.beam == "all" else int(args.beam)
    with err.status("starting") as status:
        _, found, segments = extract_program(w, args.config, strategy=args.strategy, beam=beam, budget=args.budget,
                                             dump_path=_file(args.out, "--out"),
                                             progress=_progress(status), max_kernels=args.max_kernels,
                                             whole=args.whole)
    shown = found.candidates[:args.limit] if args.limit else found.candidates
    report = {"workload": w.name, "config": args.config, "dtype": args.dtype, "strategy": found.strategy, "complete": found.complete,
              "expanded_states": found.expanded_states, "seconds": found.seconds, "segments": segments,
              "candidates": [c.to_json(i) for i, c in enumerate(shown)]}
    if args.json:
        print(json.dumps(report, indent=2))
        return 0
    status = "complete" if found.complete else "incomplete: " + "; ".join(found.notes)
    title = (f"{w.name} [{args.config}]: {len(found.candidates)} candidates ({found.strategy}, {status}), "
             f"{found.expanded_states} states expanded, {found.seconds:.2f} s")
    table = Table(title=escape(title))
    for col in ("id", "kernels", "loops", "stored", "represents", "summary"):
        table.add_column(col)
    for row in report["candidates"]:
        table.add_row(str(row["id"]), str(row["kernels"]), str(row["loops"]), str(row["stored_intermediates"]),
                      str(row["represents"]), escape(row["summary"]))
    out.print(table)
    for g in segments:
        out.print(f"{g['cut'] + ' cut, ' if g.get('cut') else ''}segment {g['index']}: {g['products']} products, reads {', '.join(g['reads']) or 'inputs only'}, "
                  f"{g['candidates']} candidates ({g['why']})", markup=False)
    if len(shown) < len(found.candidates):
        out.print(f"(first {len(shown)} of {len(found.candidates)}; --limit 0 shows all)")
    return 0


def cmd_rule_table(args) -> int:
    """Every workload saturated (a job each: `--jobs`, `--ray`), its dump written as it finishes; the table once all
    have (an interrupted run keeps the dumps written so far)."""
    from .capture.workloads import all_workloads
    from .check.rule_table import RuleTable, rule_table_job
    from .jobs import JobsInterrupted, map_jobs
    table_path = _file(args.out, "--out")
    names = sorted(all_workloads())
    try:
        results = map_jobs(rule_table_job, [(n, args.config) for n in names], label="rule-table",
                           name=lambda job: job[0], **_engine(args))
    except JobsInterrupted as exc:
        done = [names[r.index] for r in exc.results if r is not None and r.ok]
        err.print(f"interrupted: {len(done)} of {len(names)} workloads saturated, their dumps written"
                  + (f" ({', '.join(done)})" if done else "") + "; the table needs them all and was not written",
                  markup=False, soft_wrap=True)
        return 130
    failed = [(n, r.error) for n, r in zip(names, results) if not r.ok]
    for n, e in failed:
        err.print(f"error: {n}: {e}", markup=False, style="bold red", soft_wrap=True)
    if failed:
        raise EqiForgeError(f"{len(failed)} of {len(names)} workloads failed to saturate; the table needs them all")
    table = RuleTable()
    for r in results:
        table.add(*r.value)
    paths = table.write(table_path)
    out.print(table.summary(), markup=False)
    for p in paths:
        out.print(f"wrote {p}", markup=False)
    return 0


def cmd_diff(args) -> int:
    from .check.review import by_constructor, review
    from .saturate.dump import DumpFormatError, diff_dumps
    if args.review:
        if args.a or args.b:
            raise EqiForgeError("diff --review compares results/ at a revision with the working tree: it takes "
                                "no dump files")
        r = review(args.review)
        if args.json:
            print(json.dumps(r.to_json(), indent=2))
        else:
            out.print(r.text(), markup=False)
        return 0
    if not (args.a and args.b):
        raise EqiForgeError("diff takes two dumps (or --review [REV])")
    texts = []
    for p in (args.a, args.b):
        try:
            texts.append(Path(p).read_bytes().decode("utf-8"))
        except OSError as exc:
            raise EqiForgeError(f"{p}: {exc.strerror}") from None
        except UnicodeDecodeError as exc:
            raise DumpFormatError(f"{p} is not an EqiForge e-graph dump: not UTF-8 text (byte {exc.start})") from None
    d = diff_dumps(*texts, args.a, args.b)
    if args.json:
        print(json.dumps(dict(d.summary(), constructors=by_constructor(d)), indent=2))
    elif args.summary and not d.empty:
        lines = [d.text().split("\n", 1)[0]] + [
            f"  {c}: classes +{n['classes_added']} -{n['classes_removed']}, nodes +{n['nodes_added']} "
            f"-{n['nodes_removed']}" for c, n in by_constructor(d).items()]
        out.print("\n".join(lines), markup=False)
    else:
        out.print(d.text(), markup=False)
    return 0


def cmd_check_rules(args) -> int:
    from rich.text import Text

    from .check import check_rules
    from .check.report import ENOUGH_MATCHES
    if args.matches is not None and args.matches < 1:
        raise EqiForgeError(f"--matches must be at least 1, not {args.matches}")
    engine = _engine(args)
    files, enough = tuple(Path(p) for p in args.rules), args.matches or ENOUGH_MATCHES
    if engine["jobs"] == 1 and not engine["ray"]:
        with err.status("loading the rules") as status:
            report = check_rules(extra_files=files, seed=args.seed, progress=_progress(status), enough=enough)
    else:
        report = check_rules(extra_files=files, seed=args.seed, enough=enough, jobs=engine["jobs"],
                             ray=engine["ray"], job_progress=True)
    if report.passed and args.rules:
        from .saturate.rule_cache import record_passed
        record_passed(tuple(Path(p) for p in args.rules))  # saturate / run stop warning about these files
    if args.json:
        print(json.dumps(report.to_json(), indent=2))
    else:
        table = Table(title="rule soundness: each rule run alone on random instances, both sides compared in float64")
        for col in ("rule", "where", "status", "matched/tried", "detail"):
            table.add_column(col, overflow="fold")  # fold, never cut: names and file:line must stay whole
        style = {"ok": "green", "FAIL": "bold red", "unchecked": "yellow"}
        for r in report.results:
            table.add_row(r.name, r.where, Text(r.status, style=style[r.status]),
                          f"{r.matches}/{r.tried}", Text(r.detail))
        out.print(table)
        out.print(report.summary())
    if report.interrupted:
        return 130
    return 0 if report.passed else 1


def cmd_fuzz(args) -> int:
    """Random programs through the whole pipeline; failures shrunk to reproducers under results/fuzz/."""
    import time

    from .fuzz.fuzz import fuzz
    start = time.perf_counter()
    seconds: dict = {}
    engine = _engine(args)
    options = dict(seed=args.seed, size=args.size, extra_rules=tuple(Path(p) for p in args.rules),
                   out_dir=_directory(args.out, "--out"), shrink_failures=not args.no_shrink,
                   max_families=args.families, extract_seconds=args.extract_seconds or None,
                   extract_states=args.extract_states, timings=seconds)
    if engine["jobs"] == 1 and not engine["ray"]:
        with err.status("starting") as status:
            report = fuzz(args.count, progress=_progress(status), **options)
    else:
        report = fuzz(args.count, jobs=engine["jobs"], ray=engine["ray"], job_progress=True, **options)
    if report.get("interrupted"):
        err.print(f"interrupted {report['interrupted']}: the report below covers those", markup=False)
    err.print(f"fuzz: {time.perf_counter() - start:.0f} s (" + ", ".join(f"{k} {v:.0f} s" for k, v in seconds.items())
              + ")", markup=False)
    _warn_unchecked(args.rules)
    if args.json:
        print(json.dumps(report, indent=2))
        return 130 if report.get("interrupted") else 1 if report["failures"] else 0
    table = Table(title=f"eqiforge fuzz: seed {args.seed}, size {args.size}, {report['generated']} programs in "
                        f"{time.perf_counter() - start:.0f} s")
    table.add_column("count")
    table.add_column("what")
    for key in ("generated", "captured", "saturated", "classes_checked", "candidates_checked", "families_rendered",
                "families_verified", "families_imprecise", "extraction_incomplete"):
        table.add_row(str(report[key]), key.replace("_", " "))
    out.print(table)
    if report["imprecise"]:
        imprecise = Table(title="imprecise families: within 10x their candidate's float32 rounding (not failures)")
        for col in ("program", "candidate", "relative error", "rounding sensitivity", "summary"):
            imprecise.add_column(col, overflow="fold")
        for f in report["imprecise"]:
            imprecise.add_row(f["program"], str(f["candidate"]), f"{f['rel_err']:.3g}",
                              f"{f['rounding_sensitivity']:.3g}", escape(f["summary"]))
        out.print(imprecise)
    if report["refusals"]:
        refusals = Table(title="refusals by cause (not failures)")
        refusals.add_column("count")
        refusals.add_column("cause", overflow="fold")
        for cause, n in report["refusals"].items():
            refusals.add_row(str(n), escape(cause))
        out.print(refusals)
    if report["failures"]:
        failures = Table(title=f"{len(report['failures'])} failures")
        for col in ("program", "stage", "error", "reproducer"):
            failures.add_column(col, overflow="fold")
        for f in report["failures"]:
            failures.add_row(f["program"], f["stage"], escape(f["error"]), f["reproducer"])
        out.print(failures)
    else:
        out.print("no failures", markup=False)
    return 130 if report.get("interrupted") else 1 if report["failures"] else 0


WHOLE_HELP = ("saturate and extract the program whole, never cut into segments (slower on large programs; a "
              "kernel may then span a cut, e.g. a residual update with the next layer's normalisation)")


DTYPE_HELP = ("the dtype of inputs, outputs and stored intermediates (default bf16); kernels compute and accumulate "
              "in fp32")


def _add_engine(s, what: str) -> None:
    s.add_argument("--jobs", type=int, default=None, metavar="N",
                   help=f"{what} in N worker processes (default: the cores; 1 runs them in this process)")
    s.add_argument("--ray", default=None, metavar="ADDRESS|auto",
                   help=f"{what} on a Ray cluster (`auto`: the one `ray start` started here; default "
                        "$EQIFORGE_RAY_ADDRESS); needs pip install 'eqiforge[ray]'")


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="eqiforge", description="Tensor-program superoptimizer by equality saturation")
    sub = p.add_subparsers(dest="command", required=True)
    sub.add_parser("list", help="the workloads, with descriptions and configs").set_defaults(fn=cmd_list)
    s = sub.add_parser("show", help="the captured IR term of a workload")
    s.add_argument("name")
    s.add_argument("--config", default="small")
    s.set_defaults(fn=cmd_show)
    s = sub.add_parser("saturate", help="saturate a workload's e-graph and write its canonical dump")
    s.add_argument("name")
    s.add_argument("--config", default="paper")
    s.add_argument("--rules", action="append", default=[], metavar="FILE.egg",
                   help="an extra rule file to load after egglog_src/ (repeatable)")
    s.add_argument("--out", help="where to write the dump (default results/NAME/egraph.txt)")
    s.add_argument("--json", action="store_true", help="print the report as JSON")
    s.add_argument("--profile", action="store_true",
                   help="also report the IR nodes after every iteration of every phase, and which constructors grew")
    s.set_defaults(fn=cmd_saturate)
    s = sub.add_parser("run", help="the whole pipeline on one workload: saturate, extract, lower, render Triton "
                                   "kernels and check each against PyTorch; writes results/NAME/")
    s.add_argument("names", nargs="+", metavar="NAME",
                   help="workload names, paths of workload files (./my_layer.py), or all")
    s.add_argument("--config", default=None,
                   help="shape config (default: paper on a GPU; small here, where kernels run in the interpreter)")
    s.add_argument("--beam", default="64", metavar="N|all", help="extraction: keys kept per class (default 64)")
    s.add_argument("--seed", type=int, default=11, help="seed of the random inputs of the checks (default 11)")
    s.add_argument("--whole", action="store_true", help=WHOLE_HELP)
    s.add_argument("--out", help="the results directory (default results/NAME)")
    s.add_argument("--gpu", default=None, help="the hardware file the ranking models (default: the GPU here "
                                               "when there is a file for it, else h200)")
    s.add_argument("--dtype", choices=("bf16", "fp16", "fp32"), default="bf16", help=DTYPE_HELP)
    s.add_argument("--compile", choices=("ranked", "all", "none"), default="ranked",
                   help="GPU compile check for the ranking GPU's target: the fastest modelled families (within "
                        "2x of the best, at most 8; default), every family, or none")
    s.add_argument("--json", action="store_true", help="print the report as JSON (a list for several workloads)")
    _add_engine(s, "several workloads run")
    s.set_defaults(fn=cmd_run)
    s = sub.add_parser("bench", help="time the best family of `run` against torch eager, torch.compile and SDPA "
                                     "(needs a GPU; without one it checks and skips the timings)")
    s.add_argument("names", nargs="+", metavar="NAME", help="workload names, workload files, or all")
    s.add_argument("--config", default=None, help="shape config (default: paper on a GPU, small here)")
    s.add_argument("--dtype", choices=("bf16", "fp16", "fp32"), default="bf16", help=DTYPE_HELP)
    s.add_argument("--json", action="store_true", help="print the results as JSON")
    s.add_argument("--ray", default=None, metavar="ADDRESS|auto",
                   help="tune every family on a Ray cluster, one actor per GPU (default $EQIFORGE_RAY_ADDRESS; "
                        "timings go to the tune cache; needs pip install 'eqiforge[ray]')")
    s.set_defaults(fn=cmd_bench)
    s = sub.add_parser("limits", help="the best family of each workload at its paper config against the physical "
                                      "limit (modelled and compiled figures); writes results/limits.md and "
                                      "limits.png")
    s.add_argument("names", nargs="*", help="workloads (default: all)")
    s.add_argument("--config", default="paper", help="shape config (default paper)")
    s.add_argument("--dtype", choices=("bf16", "fp16", "fp32"), default="bf16", help="storage dtype (default bf16)")
    s.add_argument("--gpu", default=None, help="the hardware file (default: the GPU here, else h200)")
    s.add_argument("--runs", help="where each workload's run goes (default: a temporary directory)")
    s.add_argument("--out", help="the table (default results/limits.md; its picture beside it, .png)")
    s.add_argument("--json", action="store_true", help="print the rows as JSON")
    s.add_argument("--rows", nargs="+", default=[], metavar="ROWS.json",
                   help="rows printed by earlier `limits --json` runs, put in the table beside those of NAMES (none "
                        "run when no NAMES are given)")
    _add_engine(s, "workloads run")
    s.set_defaults(fn=cmd_limits)
    s = sub.add_parser("calibrate", help="the latency model against published GPU measurements "
                                         "(calibration/points.toml); writes results/calibration.md")
    s.add_argument("--points", help="the points file (default calibration/points.toml)")
    s.add_argument("--out", help="the report (default results/calibration.md)")
    s.add_argument("--json", action="store_true", help="print the rows as JSON")
    s.set_defaults(fn=cmd_calibrate)
    s = sub.add_parser("check-rules", help="check every rule on random instances against the reference interpreter")
    s.add_argument("--rules", action="append", default=[], metavar="FILE.egg",
                   help="an extra rule file to load after egglog_src/ (repeatable)")
    s.add_argument("--seed", type=int, default=0, help="seed of the random instances and values (default 0)")
    s.add_argument("--matches", type=int, default=None, metavar="N",
                   help="stop checking a rule once it has fired N times on well-typed instances (default 16; "
                        "fewer is faster and less thorough)")
    s.add_argument("--json", action="store_true", help="print the report as JSON")
    _add_engine(s, "rules checked")
    s.set_defaults(fn=cmd_check_rules)
    s = sub.add_parser("extract", help="saturate a workload and extract its distinct candidate programs")
    s.add_argument("name")
    s.add_argument("--config", default="paper")
    s.add_argument("--strategy", choices=("compact", "naive"), default="compact",
                   help="compact: group partial programs by key as they are built; naive: complete every program, "
                        "then group (a baseline, with a state budget)")
    s.add_argument("--beam", default="64", metavar="N|all",
                   help="compact: keys kept per class (default 64; 'all' keeps every key)")
    s.add_argument("--budget", type=int, default=None,
                   help="states to expand at most (default 4,000,000 compact, 2,000,000 naive)")
    s.add_argument("--max-kernels", type=int, default=None, metavar="K",
                   help="only programs of at most K kernels, in one run without a beam: compares compact with "
                        "naive on a class of programs both can finish")
    s.add_argument("--whole", action="store_true", help=WHOLE_HELP)
    s.add_argument("--dtype", choices=("bf16", "fp16", "fp32"), default="bf16",
                   help=DTYPE_HELP + "; recorded in the report: capture is in fp32 whatever the dtype, so the "
                                     "candidates are the same for each")
    s.add_argument("--limit", type=int, default=0, help="show the first N candidates only (default: all)")
    s.add_argument("--out", help="where to write the dump (default results/NAME/egraph.txt)")
    s.add_argument("--json", action="store_true", help="print the result as JSON")
    s.set_defaults(fn=cmd_extract)
    s = sub.add_parser("rule-table", help="saturate every workload (regenerating its dump) and tabulate matches "
                                          "per rule and workload")
    s.add_argument("--config", default="paper")
    s.add_argument("--out", help="where to write the table (default results/rules.md, with rules.json beside it)")
    _add_engine(s, "workloads saturated")
    s.set_defaults(fn=cmd_rule_table)

    s = sub.add_parser("diff", help="classes and nodes added/removed between two dumps; --review: what a change "
                                    "did to results/ (dumps per constructor, rule matches, best candidates)")
    s.add_argument("a", nargs="?")
    s.add_argument("b", nargs="?")
    s.add_argument("--summary", action="store_true", help="totals per constructor only, not every node")
    s.add_argument("--review", nargs="?", const="HEAD", metavar="REV",
                   help="results/ at git revision REV (default HEAD) against the working tree: each workload's "
                        "dump diff per constructor, the rules whose match counts changed, and whether each best "
                        "candidate changed")
    s.add_argument("--json", action="store_true")
    s.set_defaults(fn=cmd_diff)
    s = sub.add_parser("fuzz", help="random programs through the whole pipeline: every candidate and kernel "
                                    "against PyTorch; failures shrunk to results/fuzz/")
    s.add_argument("--count", type=int, default=100, help="programs to generate (default 100)")
    s.add_argument("--seed", type=int, default=0, help="seed of the programs (default 0)")
    s.add_argument("--size", type=int, default=1, help="program size knob: ops, ranks and axis sizes grow with it "
                                                       "(default 1)")
    s.add_argument("--rules", action="append", default=[], metavar="FILE.egg",
                   help="an extra rule file to load after egglog_src/ (repeatable)")
    s.add_argument("--families", type=int, default=None, metavar="N",
                   help="run at most N families per program under Triton (default: every family)")
    s.add_argument("--extract-seconds", type=float, default=30.0, metavar="S",
                   help="count an extraction that runs past S seconds as a refusal (default 30; 0: no limit)")
    s.add_argument("--extract-states", type=int, default=None, metavar="N",
                   help="stop each extraction search at N expanded states, a refusal of its own: the same cut on "
                        "any machine (with --extract-seconds 0, the report depends on the seed alone)")
    s.add_argument("--no-shrink", action="store_true", help="write failing programs as generated, unshrunk")
    s.add_argument("--out", help="where reproducers go (default results/fuzz)")
    s.add_argument("--json", action="store_true", help="print the report as JSON")
    _add_engine(s, "programs checked")
    s.set_defaults(fn=cmd_fuzz)
    return p


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return args.fn(args)
    except EqiForgeError as exc:
        err.print(f"error: {exc}", markup=False, style="bold red", soft_wrap=True)
        return 1
    except KeyboardInterrupt:
        err.print("interrupted")
        return 130


if __name__ == "__main__":
    sys.exit(main())
