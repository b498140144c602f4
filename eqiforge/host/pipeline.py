"""The whole pipeline for one workload: capture -> saturate -> extract (extract/program.py) -> each family through
the family step (rank/family.py: lower, render, rank, verify) -> the compile check picks the best -> the report
(run_report.py). The CLI and the tests share it."""
from __future__ import annotations

from dataclasses import asdict
from pathlib import Path

import torch

from .capture.workloads import DEFAULT_DTYPE, DTYPES, Workload
from .codegen.lower import with_a_lowerable_candidate
from .codegen.verify import check, relative_error
from .extract.extract import unfused_term_candidate
from .extract.program import extract_program
from .files import write_text_atomic
from .interp import evaluate
from .paths import RESULTS_DIR
from .progress import steps
from .rank.family import FamilyStep, Naming, SegmentChecks
from .rank.gpu_compile import compile_and_choose, target_name
from .rank.hardware import hardware
from .rank.search import structure
from .run_report import BEST_KERNEL, Family, write_report


def check_capture(w: Workload, config: str = "small", seed: int = 0) -> float:
    """Capture `config`, interpret the term in float64 and compare with the module run in float64."""
    captured = w.capture(config)
    run = w.instance(config, seed=seed, dtype=torch.float64)
    with torch.no_grad():
        ref = run.module(**run.activations)
    return relative_error(evaluate(captured.term, run.inputs), ref)


def run_pipeline(w: Workload, config: str, *, strategy: str = "compact", beam: int | None = 64,
                 seed: int = 11, out_dir: Path | None = None, gpu_name: str = "h200", progress=None,
                 whole: bool = False, compile_mode: str = "ranked", dtype: str = DEFAULT_DTYPE) -> dict:
    """Every candidate lowered, rendered to results/NAME/kernels/<family>.py and run against PyTorch; the report
    (report.json, report.md) and the dump beside them. Without a GPU kernels run in Triton's interpreter, which is
    only practical at small shapes: at other configs they are rendered and reported as not run. `dtype` (a key of
    workloads.DTYPES) is what inputs, outputs and intermediates are stored in: checks run in it, the ranking counts
    bytes in it; one kernel source serves every dtype, so it does not change what is rendered. Families are
    compiled for the ranking GPU's target in ranking order (gpu_compile.compile_and_choose, `compile_mode`); the
    best is the fastest modelled family that verified (where kernels run) and compiles without spilling."""
    step = steps(progress)
    out_dir = out_dir or RESULTS_DIR / w.name
    (out_dir / "kernels").mkdir(parents=True, exist_ok=True)
    step.stage(f"capture: started, {w.name} [{config}] (checked against PyTorch at small, float64)")
    capture_error = check_capture(w)
    captured = w.capture(config)
    step.stage(f"capture: done, relative error {capture_error:.1e} at small")
    hw = hardware(gpu_name)
    ranked_by = f"modelled for {hw.name} in {dtype}"
    dump = out_dir / ("egraph.txt" if config == "paper" else f"egraph.{config}.txt")
    with SegmentChecks(w, config, hw, dtype, ranked_by, step) as checks:
        sat, found, segments = extract_program(w, config, strategy=strategy, beam=beam, dump_path=dump,
                                               progress=step, whole=whole, captured=captured, cost=checks.cost,
                                               legal=None if compile_mode == "none" else checks.legal)
    found.notes += checks.rejected
    if checks.inaccurate:
        n = checks.inaccurate
        step.stage(f"ranking: the solver reported an inaccurate solution for {n} segment candidate{'s' * (n != 1)} "
                   "(each still ranked at the schedule the exact model chose around it)")
    found = with_a_lowerable_candidate(found, lambda: captured.term)
    # what fusion is measured against: the captured program with every computation a kernel of its own
    unfused_kernels = unfused_term_candidate(captured.term).kernels
    run = Families(w, config, dtype, hw, out_dir, seed, Naming(w.name, w.path, config, ranked_by), step)
    run.add_all(found, captured.term)
    best = run.choose_best(compile_mode)
    report = {
        "workload": w.name, "config": config, "dtype": dtype,
        "capture_check": {"config": "small", "relative_error": capture_error},
        "egraph": {"classes": sat.classes, "nodes": sat.nodes, "seconds": sat.seconds, "limit_hit": sat.limit_hit,
                   "dump": sat.dump_path},
        "extraction": {"strategy": found.strategy, "candidates": len(found.candidates), "complete": found.complete,
                       "notes": found.notes, "expanded_states": found.expanded_states, "seconds": found.seconds,
                       "segments": segments},
        **run.report(best, compile_mode, unfused_kernels),
    }
    best_file = out_dir / BEST_KERNEL
    if best:
        write_text_atomic(best_file, (out_dir / best.source).read_text())
    elif best_file.exists():
        best_file.unlink()
    write_report(out_dir, report)
    return report


class Families:
    """A run's families, each candidate through the family step (rank/family.py). One family per distinct kernel
    code is rendered and checked, and one per execution structure ranked; a family that repeats an earlier one's
    code or structure is reported as that one."""

    def __init__(self, w: Workload, config: str, dtype: str, hw, out_dir: Path, seed: int, naming: Naming, step):
        self.w, self.config, self.dtype, self.hw, self.seed, self.naming, self.step = \
            w, config, dtype, hw, seed, naming, step
        self.out_dir, self.kernels_dir = out_dir, out_dir / "kernels"
        self.gpu = torch.cuda.is_available()
        self.runnable = self.gpu or config.startswith("small")
        self.families: list[Family] = []
        self.steps: dict[str, FamilyStep] = {}   # family id -> its step, for those with kernels of their own
        self.by_code: dict[str, Family] = {}
        self.by_structure: dict[tuple, Family] = {}
        self.inaccurate: list[str] = []          # families whose geometric program the solver flagged inaccurate

    def add_all(self, found, captured_term) -> None:
        stage = "ranking and verification" if self.runnable else "ranking"
        self.step.stage(f"{stage}: started, {len(found.candidates)} families (each lowered, rendered, ranked"
                        + (" and checked against PyTorch)" if self.runnable else "; not run here)"))
        for i, cand in enumerate(found.candidates):
            self.add(i, cand, len(found.candidates))
            self.step.count(stage, i + 1, len(found.candidates), "families")
        if not any(f.modelled_us is not None for f in self.families):
            # no family has a legal schedule on the ranking GPU (at real widths a fused kernel may hold a whole
            # weight in one program): the unfused program, whose products loop over their contracted axis, is
            # ranked too
            found.candidates.append(unfused_term_candidate(captured_term))
            found.notes.append("no candidate has a legal schedule on the ranking GPU: the unfused program is added")
            self.add(len(found.candidates) - 1, found.candidates[-1], len(found.candidates))
        self.step.stage(f"{stage}: done, {sum(f.modelled_us is not None for f in self.families)} of "
                        f"{len(self.families)} families ranked"
                        + (f", {sum(f.verified for f in self.families)} verified" if self.runnable else ""))
        if self.inaccurate:
            n = len(self.inaccurate)
            self.step.stage(f"ranking: the solver reported an inaccurate solution for {n} "
                            f"famil{'ies' if n != 1 else 'y'} ({', '.join(self.inaccurate)}); each is still ranked "
                            "at the schedule the exact model chose around it")
        written = {f"{fid}.py" for fid in self.steps}
        for stale in self.kernels_dir.glob("*.py"):  # families of an earlier run that this run does not have
            if stale.name not in written:
                stale.unlink()

    def add(self, i: int, cand, total: int) -> None:
        fid = f"f{i:02d}"
        self.step(f"family {fid} ({i + 1}/{total}): lowering, rendering, checking against PyTorch")
        fam = Family(fid, cand.kernels, cand.loops, cand.stored, cand.represents, cand.summary, False, None, None,
                     None)
        self.families.append(fam)
        family = FamilyStep(i, cand.term, cand.summary, self.dtype, self.naming, f"kernels/{fid}.py")
        if not family.lower():
            fam.error = family.error
            return
        if family.code in self.by_code:  # another candidate lowered to the very same kernels: checked, ranked once
            first = self.by_code[family.code]
            fam.same_code_as, fam.source = first.id, first.source
            for name in ("verified", "rel_err", "error", "tiles", "modelled_us", "schedule", "bytes", "flops",
                         "unranked"):
                setattr(fam, name, getattr(first, name))
            return
        shape = structure(family.plan)
        if shape in self.by_structure:  # merged into an earlier family: ranked, tuned and reported as that one
            first = self.by_structure[shape]
            fam.same_structure_as = first.id
            for name in ("modelled_us", "schedule", "bytes", "flops", "unranked"):
                setattr(fam, name, getattr(first, name))
            return
        self.by_structure[shape] = self.by_code[family.code] = fam
        fam.source = f"kernels/{fid}.py"
        self.steps[fid] = family
        ranked = family.rank(self.hw)
        if ranked.inaccurate:
            self.inaccurate.append(fid)
        fam.modelled_us, fam.schedule, fam.bytes, fam.flops = ranked.modelled_us, ranked.schedule, ranked.bytes, \
            ranked.flops
        fam.unranked = ranked.error  # no legal schedule on the ranking GPU: still a program, checked below
        path = self.kernels_dir / f"{fid}.py"   # its defaults are its ranked schedule
        if not self.runnable:
            family.write(path, fam.schedule)
            fam.error = "not run: no GPU here, and the interpreter check runs at small configs only"
            return
        # checked at tiles below each extent (several instances: the interpreter covers the loop and grid
        # arithmetic), not at the ranked schedule, which may hold a small config in one instance
        family.load(path, fam.schedule)
        tiles = {c: info["default"] for c, info in family.plan.coordinates.items()}
        result = family.verify(lambda module: check(module, self.w, self.config, seed=self.seed,
                                                    dtype=DTYPES[self.dtype], tiles=tiles))
        fam.verified, fam.rel_err, fam.error, fam.tiles = result.ok, result.rel_err, result.error, result.tiles

    def choose_best(self, compile_mode: str) -> Family | None:
        """The lowest modelled latency among verified families (among the ranked ones where none could run) whose
        schedule compiles for the GPU without spilling (gpu_compile.compile_and_choose)."""
        families, step = self.families, self.step
        pool = [f for f in families if f.verified] if self.runnable else [f for f in families
                                                                           if f.modelled_us is not None]
        if compile_mode != "none":
            step.stage(f"compile check: started ({compile_mode}, for {target_name(self.hw.target)})")
        plans = {fid: family.plan for fid, family in self.steps.items()}
        best = compile_and_choose(families, pool, plans, self.hw, lambda f, schedule: self.steps[f.id].job(
            self.out_dir / f.source, schedule), mode=compile_mode, dtype=self.dtype, progress=step)
        if compile_mode != "none":
            checked = self.compiled()
            step.stage(f"compile check: done, {len(checked)} families compiled, "
                       f"{sum(f.compiled['ok'] and f.compiled['spilled_bytes'] == 0 for f in checked)} without "
                       f"spills; best {best.id if best else 'none'}")
        for f in families:  # a schedule the compile check replaced becomes the file's defaults
            if f.id in self.steps and f.schedule and (f.compiled or {}).get("replaced"):
                self.steps[f.id].write(self.kernels_dir / f"{f.id}.py", f.schedule)
        for f in families:  # a merged family is reported as the one it is merged into, now that that one is compiled
            first = next((g for g in families if g.id in (f.same_code_as, f.same_structure_as)), None)
            if first:
                for name in ("modelled_us", "schedule", "bytes", "flops", "compiled"):
                    setattr(f, name, getattr(first, name))
        return best

    def compiled(self) -> list[Family]:
        return [f for f in self.families if f.compiled and not f.same_code_as and not f.same_structure_as]

    def report(self, best: Family | None, compile_mode: str, unfused_kernels: int) -> dict:
        """The report's verification, compile, ranking, families and best, and the unfused program's kernels."""
        families, hw = self.families, self.hw
        verified = [f for f in families if f.verified]
        merged = [f for f in families if f.same_structure_as]
        not_run = sum(bool(f.error and f.error.startswith("not run")) for f in families)
        compiled = self.compiled()
        # one family per execution structure is ranked; the others are listed after, merged into it
        ranking = sorted((f for f in families if f.modelled_us is not None and not f.same_structure_as
                          and not f.same_code_as), key=lambda f: (f.modelled_us, f.id))
        return {
            "verification": {"device": "cuda" if self.gpu else "cpu (TRITON_INTERPRET=1)", "seed": self.seed,
                             "verified": len(verified), "merged": len(merged), "not_run": not_run,
                             "failed": len(families) - len(verified) - len(merged) - not_run},
            "compile": {"target": target_name(hw.target), "mode": compile_mode, "compiled": len(compiled),
                        "legal": sum(1 for f in compiled if f.compiled["ok"] and f.compiled["spilled_bytes"] == 0),
                        "failed": sum(1 for f in compiled if not f.compiled["ok"]),
                        "spilled": sum(1 for f in compiled if f.compiled["ok"] and f.compiled["spilled_bytes"])},
            "ranking": {"gpu": hw.name, "kind": "modelled (no GPU timing)" if not self.gpu else
                        "modelled (timings: eqiforge bench)", "order": [f.id for f in ranking],
                        # the roofline the model uses: fp32 rate and copy bandwidth, and where they meet
                        "fp32_tflops": hw.fp32_tflops, "bandwidth_gbps": hw.bandwidth_gbps,
                        "ridge_flop_per_byte": round(hw.flops_per_us / hw.bytes_per_us, 2)},
            "families": [asdict(f) for f in families],
            "best": best.id if best else None,
            "best_kernels": best.kernels if best else None,
            "unfused_kernels": unfused_kernels,
            "best_by": ("lowest modelled latency among verified families" if self.runnable else
                        "lowest modelled latency (families not run: no GPU here for this config)")
            + ("" if compile_mode == "none" else f", compiled for {target_name(hw.target)} without spills"),
        }
