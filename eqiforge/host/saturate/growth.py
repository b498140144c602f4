"""Where saturation grows: IR nodes per constructor after every iteration of every phase (`eqiforge saturate
--profile`). A rule change that makes a program hit its limits shows here as the phase, the iteration and the
constructors that grew (a view copied down a long chain: Partition and Replicate rising by thousands per iteration),
before anyone reads a dump."""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Step:
    phase: str
    iteration: int
    nodes: int
    added: int                           # IR nodes added by this iteration (negative: subsumed or merged away)
    grew: list[tuple[str, int]]          # constructors whose count changed, largest change first


@dataclass
class GrowthProfile:
    """Pass as `profile=` to EGraph.saturate (or saturation.saturate): it records one Step per iteration, each
    against the one before (the first against the typed input, which the call of iteration 0 gives)."""
    steps: list[Step] = field(default_factory=list)
    _last: dict[str, int] = field(default_factory=dict, repr=False)  # the counts of the call before

    def __call__(self, phase: str, iteration: int, counts: dict[str, int]) -> None:
        if iteration == 0:
            self._last = dict(counts)
            return
        names = sorted(set(counts) | set(self._last))
        change = {n: counts.get(n, 0) - self._last.get(n, 0) for n in names}
        grew = sorted(((n, d) for n, d in change.items() if d), key=lambda nd: (-abs(nd[1]), nd[0]))
        self.steps.append(Step(phase, iteration, sum(counts.values()), sum(change.values()), grew))
        self._last = dict(counts)

    def to_json(self) -> list[dict]:
        return [{"phase": s.phase, "iteration": s.iteration, "nodes": s.nodes, "added": s.added,
                 "grew": dict(s.grew)} for s in self.steps]


def grew_text(step: Step, most: int = 4) -> str:
    """The constructors that changed most, as '+2,340 Replicate, +1,210 Binary'."""
    return ", ".join(f"{d:+,} {name}" for name, d in step.grew[:most])
