"""**Oracle.** For each program: PyTorch in float64 is the reference. capture -> the captured term in the float64
interpreter (a capture check) -> saturate (small config) -> every e-class reachable from the root: each of its IR
nodes (children as their class's smallest term) against the class's smallest term, in the float64 interpreter
(closed classes; an unsound rule shows here even when extraction never picks its side) -> extract (compact, beam
64) -> every candidate in the float64 interpreter with default and ragged tiles -> every candidate lowered,
rendered and run under the Triton interpreter in float32 (verify.check). A kernel outside verify's tolerance but
within CONDITIONING times its own candidate's rounding sensitivity (interp.RoundingInterpreter: the candidate in
float64 with every arithmetic result perturbed at float32's unit roundoff) is *imprecise*, counted and listed
apart: the algorithm as extracted cannot do better in float32 (it computes one value two ways at magnitudes where
their roundings differ), which is a property of the candidate, not a miscompile; a wrong kernel errs by far
more. Clean refusals (a CaptureError, a
saturation limit, a LoweringError, extraction finding no lowerable program) are counted by cause, apart from
failures; an exception that is not an EqiForgeError is a failure of the stage that raised it.

Extraction past `extract_seconds` (default 30) is counted as a refusal: attention programs can take a minute to
extract at tiny sizes today, and a run must end. `extract_states` bounds extraction by expanded states instead
(extract()'s budget, per search run): the same cut on any machine, so a run with it and no time limit gives the
same report everywhere; a program whose extraction reached it is counted as a refusal of its own, and the
candidates the root had by then are checked. `max_families` runs only some families per program under Triton,
chosen for coverage of the constructs in their summaries."""
from __future__ import annotations

import contextlib
import math
import re
import signal
import sys
import threading
import time
import traceback
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

import torch

from ..errors import EqiForgeError

CONFIG = "small"
INTERP_SEED = 3        # inputs of the float64 checks (reference, capture, e-graph, candidates)
KERNEL_SEED = 11       # inputs of the Triton checks (verify.check)
INTERP_TOL = 1e-9      # relative L2 error of a float64 candidate against PyTorch in float64
CONDITIONING = 10.0    # a kernel within this many times its candidate's float32 rounding sensitivity is imprecise
BEAM = 64
EXTRACT_SECONDS = 30.0  # extraction past this is counted as a refusal (a cause of its own), not waited for


# =====================================================================================================================
# The oracle.

@dataclass
class Failure:
    stage: str
    error: str
    candidate: int | None = None
    summary: str | None = None
    detail: str | None = None     # the candidate's term, the differing node, the kernel source path, ...

    @property
    def signature(self) -> tuple:
        return (self.stage, normalise(self.error)[:60])


@dataclass
class Outcome:
    captured: bool = False
    saturated: bool = False
    classes_checked: int = 0
    candidates_checked: int = 0
    families_rendered: int = 0
    families_verified: int = 0
    extraction_incomplete: bool = False
    refusals: list = field(default_factory=list)     # causes
    imprecise: list = field(default_factory=list)    # (candidate, summary, relative error, rounding sensitivity)
    failures: list = field(default_factory=list)     # Failure, at most one per signature
    rules_matched: list = field(default_factory=list)
    kernel_sources: dict = field(default_factory=dict)  # candidate -> rendered source of a failing family
    seconds: dict = field(default_factory=dict)         # stage -> seconds (not part of the report: not deterministic)
    stage: str = "capture+saturate"                     # the stage running now (for the time it takes)

    def timed(self, stage: str, since: float, next_stage: str = "") -> float:
        now = time.perf_counter()
        self.seconds[stage] = self.seconds.get(stage, 0.0) + now - since
        self.stage = next_stage
        return now

    def fail(self, f: Failure) -> None:
        if all(g.signature != f.signature for g in self.failures):
            self.failures.append(f)


def _rounding_sensitivity(w, term) -> float:
    """How far the candidate, run with float32 rounding at every arithmetic step, can move from the float64
    reference on the kernel check's inputs (the larger of two draws)."""
    from ..interp import RoundingInterpreter
    inputs = {k: v.double() if v.is_floating_point() else v
              for k, v in w.inputs(CONFIG, seed=KERNEL_SEED, dtype=torch.float32).items()}
    with torch.no_grad():
        ref = w.program(CONFIG).double()(**inputs)
    u = torch.finfo(torch.float32).eps / 2
    return max(_rel(RoundingInterpreter(inputs, u, seed=s)(term), ref) for s in (0, 1))


def normalise(msg: str) -> str:
    """A message without its particulars (paths, numbers, names of inputs and axes), for counting causes."""
    msg = msg.strip().splitlines()[0] if msg.strip() else "(no message)"
    msg = re.sub(r"\S+\.py(:\d+)?", "FILE", msg)
    msg = re.sub(r"\b[A-Za-z_]\w*\.\d+(@\d+)?", "AXIS", msg)
    msg = re.sub(r"(?<![A-Za-z_])-?\d+(\.\d+)?(e-?\d+)?", "N", msg)
    msg = re.sub(r"\bt\d+\b|\bx\d+\b", "V", msg)
    return msg[:160]


# where an exception is raised says which stage failed: a stage folder, or a module of codegen's or the base's
_STAGE_OF_FOLDER = {"capture": "capture", "saturate": "saturate", "extract": "extract"}
# (a shape or free coordinates the schema cannot compute: reported as the interpreter's, which computed them before)
_STAGE_OF_MODULE = {"term": "capture", "interp": "interpret", "schema": "interpret", "lower": "lower",
                    "masks": "lower", "schedule": "lower", "render": "render", "verify": "kernel"}
_HOST = Path(__file__).resolve().parents[1]


def _stage_of(exc: BaseException, default: str) -> str:
    """The pipeline stage whose module raised an exception (its innermost frame in eqiforge/host)."""
    for frame in reversed(traceback.extract_tb(exc.__traceback__)):
        try:
            where = Path(frame.filename).resolve().relative_to(_HOST)
        except ValueError:
            continue
        if where.parts[0] in _STAGE_OF_FOLDER:
            return _STAGE_OF_FOLDER[where.parts[0]]
        if where.parts[0] in ("codegen", where.name) and where.stem in _STAGE_OF_MODULE:
            return _STAGE_OF_MODULE[where.stem]
    return default


def _crash(exc: BaseException) -> str:
    text = str(exc).strip()
    return f"{type(exc).__name__}: {text.splitlines()[0][:300] if text else '(no message)'}"


def _rel(got, ref) -> float:
    if not isinstance(got, torch.Tensor) or got.shape != ref.shape:
        return math.inf
    got, ref = got.double(), ref.double()
    if not torch.isfinite(got).all():
        return math.inf
    denom = ref.norm().item()
    return (got - ref).norm().item() / (denom if denom > 0 else 1.0)


def check_workload(path: Path, name: str, workdir: Path, *, extra_rules: tuple[Path, ...] = (),
                   stop_early: bool = False, graph_check: bool = True, kernels: bool = True,
                   max_families: int | None = None, extract_seconds: float | None = EXTRACT_SECONDS,
                   extract_states: int | None = None, progress: Callable[[str], None] | None = None) -> Outcome:
    """The oracle on one workload file at its small config."""
    from ..capture.ir_build import CaptureError
    from ..capture.workloads import Workload, WorkloadError
    from ..codegen.lower import with_a_lowerable_candidate
    from ..extract.extract import Extraction, extract, unfused_candidate
    from ..saturate.egraph import IllTypedError, TypeConflictError
    from ..saturate.saturation import saturate

    step = progress or (lambda msg: None)
    out = Outcome()
    w = Workload(name, path)
    t = time.perf_counter()
    try:
        try:
            inputs = w.inputs(CONFIG, seed=INTERP_SEED, dtype=torch.float64)
            with torch.no_grad():
                ref = w.program(CONFIG).double()(**inputs)
        except WorkloadError as exc:
            out.fail(Failure("generate", f"the program does not load: {exc}"))
            return out
        except Exception as exc:  # noqa: BLE001 - the generator wrote a program PyTorch refuses
            out.fail(Failure("generate", f"PyTorch refuses the program: {_crash(exc)}"))
            return out
        if not isinstance(ref, torch.Tensor) or not torch.isfinite(ref).all():
            out.fail(Failure("generate", "the PyTorch reference is not finite"))
            return out

        # capture and saturate (saturate captures)
        step("capturing and saturating")
        try:
            sat, graph, captured = saturate(w, CONFIG, extra_rules=tuple(extra_rules),
                                            dump_path=workdir / f"{name}.egraph.txt")
        except CaptureError as exc:
            out.refusals.append("capture: " + normalise(str(exc).split(": ", 1)[-1] if re.match(r"\S+:\d+: ", str(exc))
                                                         else str(exc)))
            return out
        except IllTypedError as exc:
            out.captured = True
            out.fail(Failure("types", str(exc)))
            return out
        except TypeConflictError as exc:
            out.captured = True
            out.fail(Failure("saturate", str(exc)))
            return out
        except EqiForgeError as exc:
            out.fail(Failure(_stage_of(exc, "saturate"), str(exc)))
            return out
        except Exception as exc:  # noqa: BLE001 - a crash: a failure of the stage that raised it
            out.fail(Failure(_stage_of(exc, "saturate"), _crash(exc)))
            return out
        out.captured = out.saturated = True
        t = out.timed("capture+saturate", t, "e-class check")
        out.rules_matched = sorted({r for p in sat.phases for r, n in p.matches.items() if n})
        for p in sat.phases:
            if p.limit_hit:
                out.refusals.append(f"saturation: {re.sub(r'[0-9.]+', 'N', p.stop)} in phase {p.name}")

        from ..interp import evaluate
        try:
            err = _rel(evaluate(captured.term, inputs), ref)
        except Exception as exc:  # noqa: BLE001
            out.fail(Failure("capture", f"the captured term does not evaluate: {_crash(exc)}"))
            return out
        if not err < INTERP_TOL:
            out.fail(Failure("capture", f"the captured term differs from PyTorch: relative error {err:.3g}"))
            if stop_early:
                return out

        serialized = graph.serialize()
        if graph_check:
            step("checking every e-class")
            why = _check_classes(serialized, inputs, out)
            if why:
                out.fail(Failure("egraph", why[0], detail=why[1]))
                if stop_early:
                    return out

        t = out.timed("e-class check", t, "extract")
        step("extracting")
        try:
            with _time_limit(extract_seconds):
                found = extract(serialized, "compact", beam=BEAM, budget=extract_states)
        except StageTimeout:
            # counted apart (it depends on the machine), and the program is still checked: its unfused candidate
            # needs no search
            out.refusals.append(f"extraction: over the fuzzer's time limit ({extract_seconds:g} s)")
            fallback = unfused_candidate(serialized, serialized.root_class())
            if fallback is None:
                return out
            found = Extraction("compact", [fallback], 0, float(extract_seconds or 0), False)
        except EqiForgeError as exc:
            out.refusals.append("extraction: " + normalise(str(exc)))
            return out
        except Exception as exc:  # noqa: BLE001
            out.fail(Failure(_stage_of(exc, "extract"), _crash(exc)))
            return out
        if extract_states and any("state budget" in n for n in found.notes):
            out.refusals.append(f"extraction: over the fuzzer's state budget ({extract_states} states a run)")
        found = with_a_lowerable_candidate(found, lambda: captured.term)
        out.extraction_incomplete = not found.complete
        t = out.timed("extract", t, "candidates")
        if not found.candidates:
            out.refusals.append("extraction: no candidate within the beam")
            return out

        for i, cand in enumerate(found.candidates):
            step(f"candidate {i + 1}/{len(found.candidates)} in the float64 interpreter")
            _interpret_candidate(i, cand, inputs, ref, out)
            if stop_early and out.failures:
                return out

        t = out.timed("candidates", t, "kernels")
        if not kernels:
            return out
        chosen = _pick_families(found.candidates, max_families)
        for i, cand in enumerate(found.candidates):
            if i in chosen:
                step(f"family {i + 1}/{len(found.candidates)}: lowering, rendering, Triton interpreter")
                if _run_family(w, path, workdir, i, cand, out) and stop_early:
                    return out
        return out
    finally:
        out.timed(out.stage, t)
        sys.modules.pop(f"eqiforge_workloads.{name}", None)


def _interpret_candidate(i: int, cand, inputs: dict, ref, out: Outcome) -> None:
    """A candidate in the float64 interpreter, at its default tiles and at ragged ones (3/8 of each extent), against
    PyTorch: the first that errs or differs is a failure."""
    from ..coords import COORD_ARG, extent
    from ..interp import Interpreter
    coords = {t.args[COORD_ARG[t.op]] for t in cand.term.walk() if t.op in COORD_ARG}
    out.candidates_checked += 1
    for tiles in ({}, {p: max(1, extent(p) * 3 // 8) for p in coords}):
        try:
            err = _rel(Interpreter(inputs, tiles)(cand.term), ref)
        except Exception as exc:  # noqa: BLE001
            out.fail(Failure("candidate", f"the candidate does not evaluate: {_crash(exc)}", i,
                             cand.summary, repr(cand.term)))
            return
        if not err < INTERP_TOL:
            shown = {str(k): v for k, v in tiles.items()} if tiles else "default"
            out.fail(Failure("candidate", f"candidate differs from PyTorch: relative error {err:.3g}", i,
                             cand.summary, f"tiles {shown}; term {cand.term!r}"))
            return


def _run_family(w, path: Path, workdir: Path, i: int, cand, out: Outcome) -> bool:
    """One family through the family step (rank/family.py), in fp32: lowered, rendered, loaded and run under
    Triton against PyTorch. True where it failed in a way that stops a stop_early run (a crash in lowering or
    rendering, or a kernel that differs beyond the program's conditioning); a refusal to lower, or a crash of the
    check itself, is recorded and the run goes on."""
    from ..codegen.verify import check
    from ..rank.family import FamilyStep, Naming
    kpath = workdir / f"{w.name}_f{i:02d}.py"
    family = FamilyStep(i, cand.term, cand.summary, "fp32", Naming(w.name, path, CONFIG), kpath.name)
    try:
        lowered = family.lower()
    except Exception as exc:  # noqa: BLE001
        out.fail(Failure(_stage_of(exc, "lower"), _crash(exc), i, cand.summary, repr(cand.term)))
        return True
    if not lowered:
        out.refusals.append("lowering: " + normalise(str(family.refused)))
        return False
    try:
        family.load(kpath)
    except Exception as exc:  # noqa: BLE001
        out.fail(Failure("render", _crash(exc), i, cand.summary, repr(cand.term)))
        return True
    out.families_rendered += 1
    try:
        result = family.verify(lambda module: check(module, w, CONFIG, seed=KERNEL_SEED))
    except Exception as exc:  # noqa: BLE001 - check reports kernel errors itself; this is its own crash
        out.fail(Failure("kernel", _crash(exc), i, cand.summary, str(kpath)))
        out.kernel_sources.setdefault(i, family.source)
        return False
    if result.ok:
        out.families_verified += 1
        return False
    sens = _rounding_sensitivity(w, cand.term) if result.rel_err is not None and math.isfinite(result.rel_err) \
        else 0.0
    if result.rel_err is not None and result.rel_err < CONDITIONING * sens:
        out.imprecise.append((i, cand.summary, result.rel_err, sens))
        return False
    out.fail(Failure("kernel", f"kernel differs from PyTorch: {result.error}", i, cand.summary,
                     f"tiles {result.tiles}"))
    out.kernel_sources.setdefault(i, family.source)
    return True


_FEATURES = re.compile(r"rescale|pair|stored|store\(|max|sum|mm|grid\(\)")


def _pick_families(cands: list, limit: int | None) -> set[int]:
    """Which families run under Triton: all, or at most `limit` chosen for coverage — greedily the family whose
    summary adds the most constructs not yet covered (rescaling loops, paired loops, stored states, products, ...),
    ties to the earliest (fewest kernels); once nothing is new, the earliest left."""
    if limit is None or limit >= len(cands):
        return set(range(len(cands)))
    feats = [set(_FEATURES.findall(c.summary)) | {f"kernels={c.kernels}"} for c in cands]
    chosen: list[int] = []
    covered: set = set()
    while len(chosen) < limit:
        best = max((i for i in range(len(cands)) if i not in chosen), key=lambda i: (len(feats[i] - covered), -i))
        chosen.append(best)
        covered |= feats[best]
    return set(chosen)


class StageTimeout(BaseException):
    """A stage ran past the fuzzer's time limit (a BaseException, so no `except Exception` in the stage eats it)."""


@contextlib.contextmanager
def _time_limit(seconds: float | None):
    """Raise StageTimeout in the main thread after `seconds` (no limit elsewhere, or when seconds is None)."""
    if not seconds or threading.current_thread() is not threading.main_thread():
        yield
        return

    def expire(signum, frame):
        raise StageTimeout()

    previous = signal.signal(signal.SIGALRM, expire)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def _check_classes(graph, inputs: dict, out: Outcome) -> tuple[str, str] | None:
    """Every closed e-class reachable from the root: each IR node (children as their class's smallest term) in the
    float64 interpreter against the class's smallest term. Returns (error, detail) for the first that differs."""
    from ..check.compare import Terms, brief, differ, reachable
    from ..interp import Interpreter
    from ..saturate.serialized import INF

    terms = Terms(graph, None)
    sizes = graph.sizes()
    interp = Interpreter(inputs, {})
    root = graph.root_class()
    for c in reachable(graph, [root]):
        if len(graph.ir_nodes[c]) < 2 or sizes[c] == INF:
            continue
        try:
            canon = terms.canonical(c)
            if interp.free(canon):
                continue
            want = interp(canon)
        except Exception:  # noqa: BLE001 - a class the interpreter cannot hold alone (e.g. a bare tuple state)
            continue
        out.classes_checked += 1
        for nid in graph.ir_nodes[c]:
            kids = [graph.nodes[ch]["eclass"] for ch in graph.nodes[nid]["children"]]
            if any(sizes.get(k, 0) == INF for k in kids):
                continue
            try:
                node = terms.node_term(nid)
            except Exception:  # noqa: BLE001
                continue
            if node == canon or interp.free(node):
                continue
            try:
                got = interp(node)
            except Exception as exc:  # noqa: BLE001
                return (f"an e-class node does not evaluate: {_crash(exc)}", f"{brief(node, 400)} in the class of "
                        f"{brief(canon, 400)}")
            why, _ = differ(got, want)
            if why:
                return (f"an e-class holds two different values: {why}",
                        f"{brief(node, 600)} = {brief(canon, 600)} (type {graph.type_text(c)})")
    return None
