"""The pipeline stages that exist so far, as plain functions the CLI and the tests share."""
from __future__ import annotations

import json
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path

import torch

from .capture import Captured
from .dump import dump_text
from .egraph import EGraph, PhaseReport
from .interp import evaluate
from .files import write_text_atomic
from .paths import RESULTS_DIR, ROOT
from .workloads import Workload


def relative_error(got: torch.Tensor, ref: torch.Tensor) -> float:
    """Relative L2 error; NaN or a shape mismatch is infinitely wrong."""
    if got.shape != ref.shape or torch.isnan(got).any():
        return float("inf")
    denom = ref.double().norm().item()
    return (got.double() - ref.double()).norm().item() / (denom if denom > 0 else 1.0)


def check_capture(w: Workload, config: str = "small", seed: int = 0) -> float:
    """Capture `config`, interpret the term in float64 and compare with the module run in float64."""
    captured = w.capture(config)
    inputs = w.inputs(config, seed=seed, dtype=torch.float64)
    with torch.no_grad():
        ref = w.program(config)(**inputs)
    return relative_error(evaluate(captured.term, inputs), ref)


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
             dump_path: Path | None = None, progress=None) -> tuple[SaturationResult, EGraph, Captured]:
    """Capture, type-check, saturate by the schedule, write the canonical dump."""
    step = progress or (lambda msg: None)
    step(f"capturing {w.name} [{config}]")
    captured = w.capture(config)
    start = time.perf_counter()
    step("loading rules")
    graph = EGraph(extra_files=tuple(extra_rules))
    graph.add_program(captured.term)
    step("type checking")
    graph.check_types()
    input_nodes = graph.node_count()
    phases = graph.saturate(progress=lambda phase, it, nodes: step(f"saturating: {phase} iteration {it}, {nodes} nodes"))
    serialized = graph.serialize()
    seconds = time.perf_counter() - start
    result = SaturationResult(w.name, config, input_nodes, serialized.num_classes, serialized.num_nodes,
                              round(seconds, 3), phases)
    path = dump_path or default_dump_path(w.name, config)
    step(f"writing {path}")
    path.parent.mkdir(parents=True, exist_ok=True)
    write_text_atomic(path, dump_text(serialized))
    result.dump_path = str(path.relative_to(ROOT)) if path.resolve().is_relative_to(ROOT) else str(path)
    return result, graph, captured


def write_report(result: SaturationResult, capture_error: float | None) -> Path:
    out = RESULTS_DIR / result.workload
    out.mkdir(parents=True, exist_ok=True)
    report = {"stage": "saturate", "saturation": result.to_json(),
              "capture_check": {"config": "small", "relative_error": capture_error}}
    path = out / "report.json"
    write_text_atomic(path, json.dumps(report, indent=2) + "\n")
    return path.relative_to(ROOT) if path.resolve().is_relative_to(ROOT) else path
