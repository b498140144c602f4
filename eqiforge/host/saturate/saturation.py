"""Saturation of one program: the result (SaturationResult: e-graph size, seconds, phases, its dump), and the
functions that saturate a workload or a term and write the canonical dump."""
from __future__ import annotations

import time
from dataclasses import asdict, dataclass, field
from pathlib import Path

from ..capture.export import Captured
from ..capture.workloads import Workload
from ..files import write_text_atomic
from ..paths import RESULTS_DIR, ROOT
from ..progress import steps
from ..term import Term
from .dump import dump_text
from .egraph import EGraph, PhaseReport


@dataclass
class SaturationResult:
    workload: str
    config: str
    input_nodes: int
    classes: int
    nodes: int
    seconds: float
    phases: list[PhaseReport] = field(default_factory=list)
    dump_path: str | None = None

    @property
    def limit_hit(self) -> bool:
        return any(p.limit_hit for p in self.phases)

    def to_json(self) -> dict:
        d = asdict(self)
        d["limit_hit"] = self.limit_hit
        for p, pj in zip(self.phases, d["phases"]):
            pj["limit_hit"] = p.limit_hit
        return d


def default_dump_path(workload: str, config: str) -> Path:
    name = "egraph.txt" if config == "paper" else f"egraph.{config}.txt"
    return RESULTS_DIR / workload / name


def saturate(w: Workload, config: str = "paper", extra_rules: tuple[Path, ...] = (),
             dump_path: Path | None = None, progress=None, profile=None) -> tuple[SaturationResult, EGraph, Captured]:
    """Capture, type-check, saturate by the schedule, write the canonical dump. `profile` as EGraph.saturate's."""
    step = steps(progress)
    step(f"capturing {w.name} [{config}]")
    captured = w.capture(config)
    result, graph = saturate_term(captured.term, w.name, config, extra_rules,
                                  dump_path or default_dump_path(w.name, config), step, profile)
    return result, graph, captured


def saturate_term(term: Term, name: str, config: str, extra_rules: tuple[Path, ...], dump_path: Path,
                  progress=None, profile=None) -> tuple[SaturationResult, EGraph]:
    step = steps(progress)
    start = time.perf_counter()
    step("loading rules")
    graph = EGraph(extra_files=tuple(extra_rules))
    graph.add_program(term)
    step("type checking")
    graph.check_types()
    input_nodes = graph.node_count()
    # after the rules load and the program type-checks: an error in either is the command's one line alone
    step.stage(f"saturation: started ({name} [{config}], {input_nodes} nodes)")
    phases = graph.saturate(progress=lambda phase, it, nodes: step(f"saturating: {phase} iteration {it}, {nodes} nodes"),
                            profile=profile)
    serialized = graph.serialize()
    seconds = time.perf_counter() - start
    result = SaturationResult(name, config, input_nodes, serialized.num_classes, serialized.num_nodes,
                              round(seconds, 3), phases)
    step.stage(f"saturation: done, {result.classes} classes, {result.nodes} nodes in {seconds:.1f} s"
               + (" (a node or iteration limit was hit)" if result.limit_hit else ""))
    step(f"writing {dump_path}")
    dump_path.parent.mkdir(parents=True, exist_ok=True)
    write_text_atomic(dump_path, dump_text(serialized))
    result.dump_path = _shown(dump_path)
    return result, graph


def _shown(path: Path) -> str:
    return str(path.relative_to(ROOT)) if path.resolve().is_relative_to(ROOT) else str(path)
