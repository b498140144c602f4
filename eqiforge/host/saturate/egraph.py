"""The e-graph driver: load the .egg sources, add a program, check its types, run the schedule, serialize.

Every `.egg` file under egglog_src/ is loaded (ir.egg and types.egg first, then the rest in path order), so a new
rule file needs no Python change. The schedule (egglog_src/schedule.toml) is data: phases of rulesets with limits;
a ruleset that no phase names runs in a final phase of its own, so it is never silently ignored.
"""
from __future__ import annotations

import json
import re
import time
import tomllib
from dataclasses import dataclass, field
from pathlib import Path

from egglog import bindings

from ..errors import EqiForgeError
from ..paths import EGG_DIR
from ..term import Term, to_egglog_lets
from .serialized import SerializedGraph

# The type analysis, in three rulesets (types.egg): shape helpers, the analysis proper, conflict checks. They are
# the analysis, not rewrites: the checker and the rule table skip them.
ANALYSIS_RULESETS = ("type-helpers", "type-analysis", "type-errors")
# Helpers and analysis alternate to saturation (the analysis asks the helpers for new shapes), then the checks run.
TYPES_SCHEDULE = ("(saturate (seq (saturate (run type-helpers)) (saturate (run type-analysis))))"
                  " (saturate (run type-errors))")
FIRST_FILES = ("ir.egg", "types.egg", "parallel.egg", "dims.egg")  # the IR and its analyses, which every rule file builds on


class EggError(EqiForgeError):
    """An .egg source that egglog rejects (syntax, unbound names): reported as file:line: reason."""


class IllTypedError(EqiForgeError):
    """The program contains a term the type analysis cannot type."""


class TypeConflictError(EqiForgeError):
    """A class received two different types: some rule unioned unequal things."""


def egg_sources(egg_dir: Path = EGG_DIR, extra: tuple[Path, ...] = ()) -> list[Path]:
    first = [egg_dir / f for f in FIRST_FILES]
    rest = sorted(p for p in egg_dir.rglob("*.egg") if p.relative_to(egg_dir).as_posix() not in FIRST_FILES)
    return first + rest + [Path(p) for p in extra]


def _one_line(err: Exception, path: Path | None) -> str:
    """egglog says 'In 3:28-28 of file.egg: ...\\nreason'; make it 'file.egg:3:28: reason'."""
    text = str(err).strip()
    m = re.match(r"In (\d+):(\d+)-[\d:]+(?: of ([^:]+))?:\s*(.*)", text, re.S)
    if m:
        line, col, _, rest = m.groups()
        lines = [l.strip() for l in rest.splitlines() if l.strip()]
        reason = lines[-1] if lines else "error"
        snippet = lines[0] if len(lines) > 1 else ""
        where = f"{path}:{line}:{col}" if path else f"line {line}:{col}"
        return f"{where}: {reason}" + (f" (at {snippet[:60]})" if snippet else "")
    first = text.splitlines()[0] if text else type(err).__name__
    return f"{path}: {first}" if path else first


@dataclass
class RuleInfo:
    name: str
    ruleset: str
    file: str
    line: int


@dataclass
class Phase:
    name: str
    rulesets: list[str]
    iterations: int = 10
    node_limit: int = 100_000
    time_limit: float = 600.0  # a safety net only (see schedule.toml): where it binds, results depend on load
    node_growth: int | None = None  # IR nodes the phase may add to what it started with (None: no such limit)


@dataclass
class PhaseReport:
    name: str
    rulesets: list[str]
    iterations: int
    seconds: float
    nodes: int
    classes: int  # IR classes at the phase's end
    stop: str  # "saturated", or which limit ended the phase
    matches: dict[str, int] = field(default_factory=dict)

    @property
    def limit_hit(self) -> bool:
        return self.stop != "saturated"


def load_schedule(egg_dir: Path = EGG_DIR) -> list[Phase]:
    path = egg_dir / "schedule.toml"
    if not path.exists():
        return []
    try:
        data = tomllib.loads(path.read_text())
    except tomllib.TOMLDecodeError as exc:
        raise EggError(f"{path}: {exc}") from None
    phases = []
    for i, p in enumerate(data.get("phase", [])):
        try:
            phases.append(Phase(**p))
        except TypeError as exc:
            raise EggError(f"{path}: phase {i + 1}: {exc}") from None
    return phases


class EGraph:
    """One egglog e-graph with the project's IR, types and rules loaded."""

    def __init__(self, egg_dir: Path = EGG_DIR, extra_files: tuple[Path, ...] = ()):
        self.egg_dir = egg_dir
        self.egraph = bindings.EGraph()
        self.rulesets: list[str] = []
        self.rules: dict[str, RuleInfo] = {}
        self.expr_constructors: set[str] = set()
        self.sources = egg_sources(egg_dir, tuple(extra_files))
        for path in self.sources:
            self._load(path)
        self.schedule = load_schedule(egg_dir)

    # -- loading ------------------------------------------------------------------------------------------------
    def _load(self, path: Path) -> None:
        try:
            text = path.read_text()
        except OSError as exc:
            raise EggError(f"{path}: {exc.strerror}") from None
        try:
            commands = self.egraph.parse_program(text, filename=str(path))
            self.egraph.run_program(*commands)
        except bindings.EggSmolError as exc:
            raise EggError(_one_line(exc, path)) from None
        for c in commands:
            if isinstance(c, bindings.AddRuleset):
                self.rulesets.append(c.name)
            elif isinstance(c, bindings.RuleCommand):
                self._index_rule(c.rule.name, c.rule.ruleset, c.rule.span, path)
            elif isinstance(c, bindings.RewriteCommand):  # its .name is the ruleset; the rule's name is inside
                m = re.search(r'name: "((?:[^"\\]|\\.)*)" }$', str(c.rewrite))
                self._index_rule(m.group(1) if m else "", c.name, c.rewrite.span, path)
            elif isinstance(c, bindings.BiRewriteCommand):
                line = re.match(r"In (\d+):", str(c.rewrite.span))
                raise EggError(f"{path}:{line.group(1) if line else 0}: birewrite makes two rules under one name; "
                               "write two named rules")
            elif isinstance(c, bindings.Datatype) and c.name == "Expr":
                self.expr_constructors.update(v.name for v in c.variants)
            elif isinstance(c, bindings.Constructor) and c.schema.output == "Expr":
                self.expr_constructors.add(c.name)

    def _index_rule(self, name: str, ruleset: str, span, path: Path) -> None:
        m = re.match(r"In (\d+):", str(span))
        line = int(m.group(1)) if m else 0
        if not name or name.startswith("("):
            raise EggError(f"{path}:{line}: every rule needs a :name")
        if name in self.rules:
            other = self.rules[name]
            raise EggError(f"{path}:{line}: rule name {name!r} is already used at {other.file}:{other.line}")
        self.rules[name] = RuleInfo(name, ruleset, str(path.relative_to(self.egg_dir) if path.is_relative_to(self.egg_dir) else path), line)

    def run(self, program: str):
        try:
            return self.egraph.run_program(*self.egraph.parse_program(program))
        except bindings.EggSmolError as exc:
            raise EggError(_one_line(exc, None)) from None

    # -- the program ----------------------------------------------------------------------------------------------
    def add_term(self, term: Term, name: str = "$root") -> str:
        self.run(to_egglog_lets(term, name))
        return name

    def add_program(self, term: Term, name: str = "$root") -> str:
        """Add the program's term and mark it as the output (the grid of Combine axes is cut over its axes)."""
        self.add_term(term, name)
        self.run(f"(Output {name})")
        return name

    def saturate_types(self) -> None:
        self.run(f"(run-schedule {TYPES_SCHEDULE})")

    def check_types(self) -> None:
        """Type the program as given; report the smallest ill-typed node, or any type conflict."""
        self.saturate_types()
        graph = self.serialize()
        untyped = graph.untyped_classes()
        if untyped:
            raise IllTypedError(f"ill-typed term: {graph.describe_untyped(untyped)}")
        self.check_conflicts()

    def check_conflicts(self, context: str = "") -> None:
        # Counting the table is cheap; printing it walks the whole e-graph (0.17 s per call at 45k nodes, paid
        # every iteration of every phase), so rows are printed only when there are some.
        size = self.run("(print-size TypeConflict)")
        if not (size and size[0].size):
            return
        out = self.run("(print-function TypeConflict 5)")
        rows = out[0].terms if out else []
        if rows:
            td = out[0].termdag
            first = td.to_string(rows[0][0])
            raise TypeConflictError(f"type conflict{context}: a class holds two different types, e.g. {first[:200]}")

    def node_count(self) -> int:
        """Number of IR nodes (rows of Expr constructors) in the e-graph."""
        return sum(self.node_counts().values())

    def node_counts(self) -> dict[str, int]:
        """IR nodes per constructor (one `print-size`, as cheap as the total)."""
        out = self.run("(print-size)")
        sizes = out[0].sizes if out else []
        return {name: n for name, n in sizes if name in self.expr_constructors}

    def typed_class_count(self) -> int:
        """IR classes with a type: one `ty` row per class. Rules are guarded by types, so this is every class (the
        derivation tests assert that no class is left untyped); unlike a serialization it costs no copy of the
        graph, which matters per phase on large programs."""
        out = self.run("(print-size ty)")
        return out[0].size if out else 0

    # -- the schedule ---------------------------------------------------------------------------------------------
    def phases(self) -> list[Phase]:
        """The schedule's phases, plus one for rulesets the schedule does not name (new rule files)."""
        known = set(self.rulesets)
        for p in self.schedule:
            for rs in p.rulesets:
                if rs not in known:
                    raise EggError(f"{self.egg_dir / 'schedule.toml'}: phase {p.name!r} names unknown ruleset {rs!r}")
        named = {rs for p in self.schedule for rs in p.rulesets} | set(ANALYSIS_RULESETS)
        extra = [rs for rs in self.rulesets if rs not in named]
        return list(self.schedule) + ([Phase("unscheduled", extra)] if extra else [])

    def saturate(self, progress=None, profile=None) -> list[PhaseReport]:
        """Run every phase: each iteration re-types the graph, then applies the phase's rulesets once.
        `progress(phase, iteration, nodes)` and `profile(phase, iteration, nodes per constructor)` are called after
        every iteration; `profile` also once before the first phase, with iteration 0 (the typed input)."""
        reports = []
        self.saturate_types()
        if profile:
            profile("", 0, self.node_counts())
        for phase in self.phases():
            if not phase.rulesets:
                continue
            start = time.perf_counter()
            # every rule of the phase is listed, so a rule that never fires shows as 0
            matches = {r.name: 0 for r in self.rules.values() if r.ruleset in phase.rulesets}
            stop, it = f"iteration limit ({phase.iterations})", 0
            start_nodes = self.node_count()
            step = "(run-schedule (seq " + " ".join(f"(run {rs})" for rs in phase.rulesets) + \
                   f" {TYPES_SCHEDULE}))"
            while it < phase.iterations:
                it += 1
                out = self.run(step)
                report = out[0].report
                for rule, n in report.num_matches_per_rule.items():
                    if rule in matches:
                        matches[rule] += n
                fired = sorted(r for r, n in report.num_matches_per_rule.items() if n and r in matches)
                self.check_conflicts(f" after phase {phase.name!r} iteration {it} "
                                     f"(rules that matched: {', '.join(fired) or 'none'})")
                counts = self.node_counts()
                nodes = sum(counts.values())
                if progress:
                    progress(phase.name, it, nodes)
                if profile:
                    profile(phase.name, it, counts)
                if not report.updated:
                    stop = "saturated"
                    break
                if nodes > phase.node_limit:
                    stop = f"node limit ({phase.node_limit})"
                    break
                if phase.node_growth is not None and nodes - start_nodes > phase.node_growth:
                    stop = f"node growth ({phase.node_growth})"
                    break
                if time.perf_counter() - start > phase.time_limit:
                    stop = f"time limit ({phase.time_limit}s)"
                    break
            seconds = round(time.perf_counter() - start, 4)
            reports.append(PhaseReport(phase.name, phase.rulesets, it, seconds, self.node_count(),
                                       self.typed_class_count(), stop, dict(sorted(matches.items()))))
        return reports

    def serialize(self) -> SerializedGraph:
        raw = self.egraph.serialize([])
        return SerializedGraph(json.loads(raw.to_json()), self.expr_constructors)
