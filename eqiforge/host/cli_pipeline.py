"""The commands that run the pipeline's stages: list, show, saturate, extract and run."""
from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

from rich.markup import escape
from rich.table import Table

from .cli_common import _directory, _engine, _file, _gpu_name, _progress, _warn_unchecked, err, out
from .errors import EqiForgeError
from .paths import RESULTS_DIR, shown_path


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
    from .run_report import compiled_text, kernels_text
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
