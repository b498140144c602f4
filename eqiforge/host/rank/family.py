"""One family's path after extraction, written once: a candidate is lowered to a kernel plan, rendered to Triton,
ranked on the model's GPU, compile-checked for that GPU's target and run against PyTorch. The pipeline, the
backend (a torch.compile segment), the fuzz oracle and composition's segment checks (SegmentChecks) all walk their
candidates through `FamilyStep`, each taking the steps it needs, in this order.

It lives in rank/, the last stage, because it ends in ranking and the compile check; lowering, rendering and
verification are codegen's, which rank/ may import."""
from __future__ import annotations

import tempfile
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Callable

from ..codegen.lower import LoweringError, lower
from ..codegen.plan import Plan
from ..codegen import render as render_mod
from ..codegen.verify import Check, load_module
from ..files import write_text_atomic
from ..progress import steps
from ..term import Term
from .gpu_compile import Compiled, Job, compile_families, target_name
from . import search
from .search import Ranked


@dataclass(frozen=True)
class Naming:
    """What a family's file says of itself: the program it came from (and that program's file), the shape config,
    how it was ranked."""
    workload: str
    workload_path: Path
    config: str
    ranked_by: str = ""


class FamilyStep:
    """One extracted candidate (`index`, its `term` and `summary`) through the stages: lower() first (False where
    it does not lower; `error` says why), then as a caller needs them rank(), write(), compile_check(), load() and
    verify(). `dtype` is what the family stores in (a key of schema.DTYPES)."""

    def __init__(self, index: int, term: Term, summary: str, dtype: str, naming: Naming, filename: str):
        self.index, self.term, self.summary, self.dtype = index, term, summary, dtype
        self.naming, self.filename = naming, filename
        self.plan: Plan | None = None
        self.ranked: Ranked | None = None
        self.module: ModuleType | None = None
        self.checked: Check | None = None
        self.error: str | None = None
        self.refused: LoweringError | None = None   # lowering's own exception, for callers that re-raise it
        self._source: str | None = None

    def lower(self) -> bool:
        """The kernel plan; a LoweringError is the family's error, anything else propagates (a crash)."""
        try:
            self.plan = lower(self.term, self.dtype)
        except LoweringError as exc:
            self.refused, self.error = exc, f"lowering: {exc}"
            return False
        return True

    def render(self, schedule: dict | None = None) -> str:
        """The family's source, its defaults `schedule` (None: the template's default tiles)."""
        n = self.naming
        return render_mod.render(self.plan, workload=n.workload, workload_path=n.workload_path, config=n.config,
                                 candidate=self.index, summary=self.summary, filename=self.filename,
                                 schedule=schedule, ranked_by=n.ranked_by)

    @property
    def source(self) -> str:
        """The source at the template's default tiles (rendered once)."""
        if self._source is None:
            self._source = self.render()
        return self._source

    @property
    def code(self) -> str:
        """The program without its descriptive docstring: equal for candidates that lower to the same kernels."""
        return self.source[self.source.index("\nimport "):]

    def rank(self, hw) -> Ranked:
        """Its modelled latency and schedule on `hw` (families of one execution structure share one solution)."""
        self.ranked = search.rank_plan(self.plan, hw, self.dtype)
        return self.ranked

    def write(self, path: Path, schedule: dict | None = None) -> Path:
        """The family's file, its defaults `schedule` (None: the template's)."""
        write_text_atomic(path, self.render(schedule) if schedule else self.source)
        return path

    def job(self, path: Path, schedule: dict, reads: list | None = None) -> Job:
        """The compile check's job for the file at `path` at `schedule`; `reads`: what launch() reads where that
        is not the workload's inputs ([name, shape, IR dtype])."""
        return Job(str(path), str(self.naming.workload_path), self.naming.config, schedule, self.dtype, reads)

    def compile_check(self, hw, path: Path, reads: list | None = None, progress=None) -> Compiled:
        """Its file (written at the ranked schedule) compiled for `hw`'s target at that schedule."""
        schedule = self.ranked.schedule
        self.write(path, schedule)
        return compile_families([self.job(path, schedule, reads)], tuple(hw.target),
                                int(hw.shared_memory_per_block_kib * 1024), progress=progress)[0]

    def load(self, path: Path, schedule: dict | None = None) -> ModuleType:
        """The family written to `path` and imported (a fresh module: Triton caches kernels per function)."""
        self.module = load_module(self.write(path, schedule))
        return self.module

    def verify(self, check: Callable[[ModuleType], Check]) -> Check:
        """The loaded family run against its reference by `check` (codegen.verify.check against a workload's
        PyTorch module, or the backend's check against a segment's float64 interpretation)."""
        self.checked = check(self.module)
        return self.checked


class SegmentChecks:
    """What composition asks of a segment's candidate on its own (extract_program's `cost` and `legal`): its
    modelled latency, which makes the cheapest its segment's lead, and whether its kernels, reading the segment's
    inputs, compile for the ranking GPU's target without spilling at their ranked schedule (a lead must). Each
    candidate is lowered and ranked once for both; used as a context manager, which removes the files it compiles."""

    def __init__(self, w, config: str, hw, dtype: str, ranked_by: str, progress=None):
        self.w, self.config, self.hw, self.dtype = w, config, hw, dtype
        self.naming = Naming(w.name, w.path, config, ranked_by)
        self.step = steps(progress)
        self.rejected: list[str] = []   # candidates turned down as leads, for the extraction's notes
        self.inaccurate = 0             # candidates whose geometric program the solver flagged inaccurate
        self._families: dict[Term, FamilyStep | None] = {}
        self._legal: dict[Term, bool] = {}
        self._files = tempfile.TemporaryDirectory(prefix="eqiforge-segments-")

    def __enter__(self) -> SegmentChecks:
        return self

    def __exit__(self, *exc) -> None:
        self._files.cleanup()

    def _family(self, term: Term) -> FamilyStep | None:
        """The candidate lowered and ranked, or None where it does not lower."""
        if term not in self._families:
            fam = FamilyStep(0, term, "a segment's candidate, compile-checked for composition", self.dtype,
                             self.naming, "segment.py")
            if fam.lower():
                self.inaccurate += fam.rank(self.hw).inaccurate
                self._families[term] = fam
            else:
                self._families[term] = None
        return self._families[term]

    def cost(self, term: Term) -> float | None:
        fam = self._family(term)
        return fam.ranked.modelled_us if fam else None

    def legal(self, term: Term) -> bool:
        if term not in self._legal:
            self._legal[term] = self._compiles(term)
        return self._legal[term]

    def _compiles(self, term: Term) -> bool:
        fam = self._family(term)
        if fam is None or fam.ranked.schedule is None:
            return False
        reads = {t.args[0]: [t.args[0], list(t.args[1]), t.args[2].op] for t in term.walk() if t.op == "Input"}
        rec = fam.compile_check(self.hw, Path(self._files.name) / "segment.py", sorted(reads.values()),
                                progress=lambda msg: self.step(f"a segment's candidate: {msg}"))
        if not rec.legal:
            why = rec.error or f"{rec.spilled_bytes} bytes spilled"
            self.rejected.append(f"a segment's candidate modelled at {fam.ranked.modelled_us} us on its own does "
                                 f"not lead its segment: compiled for {target_name(self.hw.target)} at its "
                                 f"schedule, {why}")
        self.step.stage(f"composition: a segment's lead candidate compiled for {target_name(self.hw.target)}: "
                        + ("without spills" if rec.legal else why))
        return rec.legal
