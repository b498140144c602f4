"""The commands that check rules and programs: rule-table, diff, check-rules and fuzz."""
from __future__ import annotations

import json
from pathlib import Path

from rich.markup import escape
from rich.table import Table

from .cli_common import _directory, _engine, _file, _progress, _warn_unchecked, err, out
from .errors import EqiForgeError


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
