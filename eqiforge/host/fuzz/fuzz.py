"""`eqiforge fuzz`: random tensor programs through the whole pipeline, every candidate and kernel against PyTorch.

One module per part: `generator` (seeded programs as workload files), `oracle` (each program through the
pipeline against PyTorch), `shrinker` (a failure shrunk to a reproducer); this one runs them."""
from __future__ import annotations

import json
import re
import shutil
import tempfile
import time
from pathlib import Path
from typing import Callable

from ..files import write_text_atomic
from ..paths import RESULTS_DIR, shown_path
from ..progress import steps
from .generator import generate
from .program import render_program
from .oracle import EXTRACT_SECONDS, Failure, Outcome, check_workload, normalise
from .shrinker import Runner, note, shrink

# =====================================================================================================================
# The run.

def fuzz(count: int, seed: int = 0, size: int = 1, *, extra_rules: tuple[Path, ...] = (),
         out_dir: Path | None = None, shrink_failures: bool = True, shrink_budget: int = 30,
         graph_check: bool = True, kernels: bool = True, max_families: int | None = None,
         extract_seconds: float | None = EXTRACT_SECONDS, extract_states: int | None = None,
         progress: Callable[[str], None] | None = None, timings: dict | None = None, jobs: int | None = 1,
         ray: str | None = None, job_progress: bool = False) -> dict:
    """`count` programs of `seed` through the oracle; failures shrunk and written to out_dir (results/fuzz).
    `max_families` caps the families run under the Triton interpreter per program (the first ones in extraction
    order: fewest kernels first); None runs every family. Every candidate is checked in the float64 interpreter
    regardless. Extraction past `extract_seconds` is counted as a refusal of its own (the one count that depends on
    the machine's speed; None waits however long). `extract_states` bounds each extraction search by expanded
    states instead (extract()'s budget; None: its own): the same on any machine, so with it and no time limit the
    whole report depends on the seed alone. `timings`, when given, receives the seconds spent per stage (kept
    out of the report, which is deterministic: same seed, same report).

    Programs are jobs (jobs.py: `jobs` workers, or `ray`); their outcomes are merged and failures shrunk here, in
    program order, as they come, so the report and reproducers are the same whichever engine ran them. Ctrl-C
    keeps the programs merged so far: the report then says `interrupted`."""
    from ..jobs import JobsInterrupted, map_jobs
    step = steps(progress)
    out_dir = Path(out_dir) if out_dir is not None else RESULTS_DIR / "fuzz"
    extra_rules = tuple(Path(r) for r in extra_rules)
    report = {"seed": seed, "count": count, "size": size, "max_families": max_families,
              "extract_seconds": extract_seconds, "extract_states": extract_states,
              "rules": [shown_path(r) for r in extra_rules], "generated": 0, "captured": 0, "saturated": 0,
              "classes_checked": 0, "candidates_checked": 0, "families_rendered": 0, "families_verified": 0,
              "families_imprecise": 0, "extraction_incomplete": 0, "refusals": {}, "imprecise": [],
              "failures": []}
    shrunk_signatures: set = set()
    seconds: dict = {}
    here = jobs == 1 and not ray  # in this process: the oracle's steps can be shown
    items = [{"seed": seed, "index": i, "count": count, "size": size, "extra_rules": [str(r) for r in extra_rules],
              "graph_check": graph_check, "kernels": kernels, "max_families": max_families,
              "extract_seconds": extract_seconds, "extract_states": extract_states,
              "progress": step if here else None} for i in range(count)]
    scratch = Path(tempfile.mkdtemp(prefix="eqiforge-fuzz-"))
    waiting: dict = {}
    merged = [0]

    def merge(prog, o: Outcome) -> None:
        i = merged[0]
        where = f"program {i + 1}/{count} ({prog.name}, {prog.ops()} ops)"
        report["generated"] += 1
        runner.k += 1
        for k, v in o.seconds.items():
            seconds[k] = seconds.get(k, 0.0) + v
        report["captured"] += o.captured
        report["saturated"] += o.saturated
        report["classes_checked"] += o.classes_checked
        report["candidates_checked"] += o.candidates_checked
        report["families_rendered"] += o.families_rendered
        report["families_verified"] += o.families_verified
        report["families_imprecise"] += len(o.imprecise)
        report["imprecise"] += [{"program": prog.name, "candidate": c, "summary": summary, "rel_err": err,
                                 "rounding_sensitivity": sens} for c, summary, err, sens in o.imprecise]
        report["extraction_incomplete"] += o.extraction_incomplete
        for cause in o.refusals:
            report["refusals"][cause] = report["refusals"].get(cause, 0) + 1
        for k, f in enumerate(o.failures):
            small, sf, so, tries = prog, f, o, 0
            # a worker's death is not shrunk here: the shrinker runs in this process
            if shrink_failures and f.stage != "worker" and f.signature not in shrunk_signatures:
                shrunk_signatures.add(f.signature)
                t0 = time.perf_counter()
                small, sf, so, tries = shrink(prog, f, runner, budget=shrink_budget,
                                              progress=lambda m: step(f"{where}: {m}"))
                seconds["shrinking"] = seconds.get("shrinking", 0.0) + time.perf_counter() - t0
                so = so or o
            _write_reproducer(report, out_dir, prog, k, small, sf, so, extra_rules, tries, seed, size)
        for p in scratch.iterdir():  # the scratch files of the shrinker (kernels, dumps)
            p.unlink() if p.is_file() else shutil.rmtree(p, ignore_errors=True)
        merged[0] += 1
        if here:  # in this process, a count line where no terminal shows the detail (workers: the job layer's)
            step.count("fuzz", merged[0], count, "programs")

    def arrived(res) -> None:
        """Outcomes merged in program order as they come (a worker's death is the program's failure)."""
        if res.ok:
            waiting[res.index] = res.value
        else:
            prog = generate(seed, res.index, size)
            waiting[res.index] = (prog, Outcome(failures=[Failure("worker", res.error)]))
        while merged[0] in waiting:
            merge(*waiting.pop(merged[0]))

    try:
        runner = Runner(scratch, extra_rules, graph_check, extract_states)
        map_jobs(program_job, items, jobs=jobs, ray=ray, label="fuzz", name=lambda job: f"program {job['index'] + 1}",
                 progress=job_progress, on_result=arrived)
    except JobsInterrupted:
        report["interrupted"] = f"after {report['generated']} of {count} programs"
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    report["refusals"] = dict(sorted(report["refusals"].items(), key=lambda kv: (-kv[1], kv[0])))
    signatures: dict = {}
    for f in report["failures"]:
        key = f"{f['stage']}: {normalise(f['error'])}"
        signatures[key] = signatures.get(key, 0) + 1
    report["failures_by_cause"] = dict(sorted(signatures.items(), key=lambda kv: (-kv[1], kv[0])))
    if timings is not None:
        timings.update({k: round(v, 1) for k, v in seconds.items()})
    return report


def program_job(job: dict):
    """One program generated and checked by the oracle in a scratch directory of its own, for the job layer:
    (program, outcome), plain data that travels back from a worker."""
    prog = generate(job["seed"], job["index"], job["size"])
    scratch = Path(tempfile.mkdtemp(prefix="eqiforge-fuzz-"))
    where = f"program {job['index'] + 1}/{job['count']} ({prog.name}, {prog.ops()} ops)"
    step = job["progress"]
    try:
        path = scratch / f"{prog.name}.py"
        path.write_text(render_program(prog))
        o = check_workload(path, prog.name, scratch, extra_rules=tuple(Path(r) for r in job["extra_rules"]),
                           graph_check=job["graph_check"], kernels=job["kernels"],
                           max_families=job["max_families"], extract_seconds=job["extract_seconds"],
                           extract_states=job["extract_states"],
                           progress=(lambda m: step(f"{where}: {m}")) if step else None)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    return prog, o


def _write_reproducer(report: dict, out_dir: Path, prog, k: int, small, sf, so, extra_rules, tries: int, seed: int,
                      size: int) -> None:
    stem = prog.name if k == 0 else f"{prog.name}_{k}"
    out_dir.mkdir(parents=True, exist_ok=True)
    repro = out_dir / f"{stem}.py"
    info, md = note(small, sf, so, prog, repro, extra_rules, tries)
    header = (f"Reproducer of an `eqiforge fuzz` failure (seed {seed}, size {size}, program {prog.name};"
              f" shrunk from {prog.ops()} to {small.ops()} ops).\n\nStage: {sf.stage}\nError: "
              f"{sf.error}" + (f"\nCandidate {sf.candidate}: {sf.summary}" if sf.summary else "")
              + (f"\nRules: {' '.join(shown_path(r) for r in extra_rules)}" if extra_rules else "")
              + f"\nSee {stem}.md.")
    write_text_atomic(repro, render_program(small, header=header.replace('"""', "'''")))
    write_text_atomic(out_dir / f"{stem}.md", md)
    write_text_atomic(out_dir / f"{stem}.json", json.dumps(info, indent=2) + "\n")
    src = (so.kernel_sources.get(sf.candidate) if so and sf.candidate is not None else None)
    if sf.stage == "kernel" and src:  # runs alone: `python NAME.kernel.py` checks it against NAME.py
        src = re.sub(r"^WORKLOAD = .*$", f"WORKLOAD = {str(repro.resolve())!r}", src, count=1, flags=re.M)
        write_text_atomic(out_dir / f"{stem}.kernel.py", src)
    report["failures"].append({"program": prog.name, "stage": sf.stage, "error": sf.error,
                               "candidate": sf.candidate, "summary": sf.summary,
                               "reproducer": shown_path(repro)})


def replay(path: str | Path, extra_rules: tuple[Path, ...] = ()) -> int:
    """`python results/fuzz/NAME.py`: the oracle on one reproducer; exit status 1 when it fails."""
    path = Path(path).resolve()
    scratch = Path(tempfile.mkdtemp(prefix="eqiforge-replay-"))
    try:
        o = check_workload(path, path.stem, scratch, extra_rules=extra_rules)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    print(f"{path.name}: {o.candidates_checked} candidates checked, {o.families_verified}/{o.families_rendered} "
          f"families verified, {len(o.imprecise)} imprecise; refusals: {o.refusals or 'none'}")
    for i, summary, err, sens in o.imprecise:
        print(f"imprecise: candidate {i} ({summary}): relative error {err:.3g}, float32 rounding sensitivity {sens:.3g}")
    for f in o.failures:
        print(f"FAILED at {f.stage}: {f.error}" + (f" (candidate {f.candidate}: {f.summary})" if f.summary else ""))
    return 1 if o.failures else 0
