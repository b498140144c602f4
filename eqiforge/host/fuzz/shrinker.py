"""**Triage.** A failing program is shrunk (the output moved to an earlier value, ops bypassed, axis sizes shrunk, large
inputs made normal) while it still fails at the same stage with the same kind of error, and written to
results/fuzz/NAME.py — a standalone workload file (`eqiforge run results/fuzz/NAME.py`, or `python
results/fuzz/NAME.py` to rerun this oracle on it) — with NAME.md / NAME.json: the stage, the error, the candidate's
summary and term, and the rules that matched while saturating (egglog does not record which rule built a node)."""
from __future__ import annotations

import copy
import time
from pathlib import Path

from ..paths import shown_path
from .program import Program, dce, render_program
from .oracle import Failure, Outcome, check_workload

# =====================================================================================================================
# Shrinking and triage.

def _variants(prog: Program):
    """Smaller programs, most promising first: an earlier output, an op bypassed, smaller axes, normal inputs."""
    names = [s["out"] for s in prog.stmts]
    for n in names[:-1]:
        if prog.shape(n):
            p = copy.deepcopy(prog)
            p.output = n
            yield dce(p)
    shapes = {s["out"]: s["shape"] for s in prog.stmts}
    shapes.update({i["name"]: i["shape"] for i in prog.inputs})
    for s in prog.stmts:
        for operand in dict.fromkeys(s["in"]):
            if shapes[operand] == s["shape"] and operand != s["out"]:
                p = copy.deepcopy(prog)
                for t in p.stmts:
                    t["in"] = [operand if a == s["out"] else a for a in t["in"]]
                if p.output == s["out"]:
                    p.output = operand
                if p.output in [i["name"] for i in p.inputs]:
                    continue
                yield dce(p)
    for d, v in prog.dims.items():
        for smaller in sorted({1, 2, v // 2, v - 1}):
            if 1 <= smaller < v:
                p = copy.deepcopy(prog)
                p.dims[d] = smaller
                yield p
    for i, inp in enumerate(prog.inputs):
        if inp["scale"] != 1.0 and inp["kind"] != "positive":
            p = copy.deepcopy(prog)
            p.inputs[i]["scale"] = 1.0
            yield p


class Runner:
    """Runs the oracle on programs written to a scratch directory (a fresh file name each time)."""

    def __init__(self, workdir: Path, extra_rules: tuple[Path, ...], graph_check: bool,
                 extract_states: int | None = None):
        self.workdir, self.extra_rules, self.graph_check = workdir, extra_rules, graph_check
        self.extract_states = extract_states  # the run's state budget: a smaller program is cut as it was
        self.k = 0

    def run(self, prog: Program, stop_early: bool = False, progress=None) -> tuple[Outcome, Path]:
        self.k += 1
        name = f"{prog.name}_{self.k}"
        path = self.workdir / f"{name}.py"
        path.write_text(render_program(prog))
        return check_workload(path, name, self.workdir, extra_rules=self.extra_rules, stop_early=stop_early,
                              graph_check=self.graph_check, extract_states=self.extract_states,
                              progress=progress), path


def shrink(prog: Program, failure: Failure, runner: Runner, budget: int = 30, seconds: float = 60.0,
           progress=None) -> tuple[Program, Failure, Outcome | None, int]:
    """The smallest variant found that still fails with the same signature; (program, failure, outcome, tries)."""
    want = failure.signature
    best, best_f, best_o, tries = prog, failure, None, 0
    start = time.perf_counter()
    improved = True
    while improved and tries < budget and time.perf_counter() - start < seconds:
        improved = False
        for cand in _variants(best):
            if tries >= budget or time.perf_counter() - start > seconds:
                break
            tries += 1
            if progress:
                progress(f"shrinking {prog.name}: try {tries} ({best.ops()} ops, dims {best.dims})")
            o, _ = runner.run(cand, stop_early=True)
            hit = next((f for f in o.failures if f.signature == want), None)
            if hit is not None:
                best, best_f, best_o, improved = cand, hit, o, True
                break
    return best, best_f, best_o, tries


def note(prog: Program, f: Failure, outcome: Outcome | None, original: Program, reproducer: Path,
          extra_rules, shrunk_tries: int) -> tuple[dict, str]:
    info = {"program": original.name, "stage": f.stage, "error": f.error, "candidate": f.candidate,
            "summary": f.summary, "detail": f.detail, "reproducer": shown_path(reproducer),
            "ops": prog.ops(), "ops_before_shrinking": original.ops(), "dims": prog.dims,
            "shrink_tries": shrunk_tries, "rules": [shown_path(r) for r in extra_rules],
            "rules_matched": outcome.rules_matched if outcome else None,
            "generated_by": f"eqiforge fuzz --seed {original.seed} --size {original.size} (program {original.name})"}
    md = [f"# {original.name}: {f.stage} failure", "",
          f"- error: {f.error}",
          f"- reproducer: `{shown_path(reproducer)}` ({prog.ops()} ops, shrunk from {original.ops()}; "
          f"axis sizes {prog.dims})",
          f"- rerun: `python {shown_path(reproducer)}` (this oracle) or `eqiforge run {shown_path(reproducer)}`"
          + (" --rules " + " --rules ".join(shown_path(r) for r in extra_rules) if extra_rules else ""),
          f"- generated by: {info['generated_by']}"]
    if f.candidate is not None:
        md.append(f"- candidate {f.candidate}: `{f.summary}`")
    if f.detail:
        md += ["", "## detail", "", "```", f.detail, "```"]
    if outcome and outcome.rules_matched:
        md += ["", "## rules that matched while saturating (egglog does not record which rule built a node)", "",
               ", ".join(outcome.rules_matched)]
    return info, "\n".join(md) + "\n"
