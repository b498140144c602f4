"""How long ranking takes: every candidate `eqiforge run` ranks for a workload at a config (default rmsnorm_mlp at
paper, the default extraction at beam 64), timed after a first ranking that pays cvxpy's import and first compile.

    .venv/bin/python benchmarks/ranking.py [NAME] [CONFIG]

Prints the candidates, the seconds and the seconds per candidate (wall clock on this machine: a measurement, not a
test; it used to be an assertion of under 10 s in tests/test_rank.py)."""
import sys
import tempfile
import time
from pathlib import Path

from eqiforge.host.capture.workloads import get_workload
from eqiforge.host.codegen.lower import lower
from eqiforge.host.extract.extract import extract
from eqiforge.host.rank.hardware import hardware
from eqiforge.host.rank.search import rank_plan
from eqiforge.host.saturate.saturation import saturate_term


def main(name: str = "rmsnorm_mlp", config: str = "paper") -> None:
    w = get_workload(name)
    with tempfile.TemporaryDirectory() as tmp:
        _, graph = saturate_term(w.capture(config).term, name, config, (), Path(tmp) / "egraph.txt")
    plans = [lower(c.term) for c in extract(graph.serialize(), "compact", beam=64).candidates]
    hw = hardware("h200")
    rank_plan(plans[0], hw)   # cvxpy's import and first compile
    start = time.perf_counter()
    for plan in plans:
        rank_plan(plan, hw)
    seconds = time.perf_counter() - start
    print(f"{name} [{config}]: {len(plans)} candidates ranked in {seconds:.2f} s "
          f"({seconds / len(plans) * 1e3:.0f} ms each)")


if __name__ == "__main__":
    main(*sys.argv[1:])
