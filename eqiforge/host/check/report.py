"""Running the check of every rule and reporting it (DESIGN §3: `eqiforge check-rules`, step 2).

Each rule runs alone. One e-graph holds every .egg source (so every declaration exists) plus a private copy of each
rule in a ruleset of its own; each batch of instances goes in under `(push)`, is typed, the private ruleset runs
once, and the types run again. Batches go on until the rule has matched often enough or the tries run out.

A rule is `ok`, `FAIL` (with the first offending equality), or `unchecked` (no instance matched, or the interpreter
cannot evaluate what it builds). A rule that adds no equality (cleanup.egg's, which only subsume) is ok even where no
instance matched: nothing it does can be unsound. Random choices are seeded per rule, so a rule's result depends on
the seed and on the rule alone.
"""
from __future__ import annotations

import functools
import random
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Callable

import torch

from ..paths import EGG_DIR
from ..progress import steps
from ..saturate.egraph import EggError, EGraph
from ..term import to_sexpr
from .compare import Unevaluable, Unsound, cannot_evaluate, compare
from .instances import Built, Instance, instantiate, marks, tag
from .patterns import Query, Rule, Signatures, Uninstantiable, derivations, expand_relations, markers, read_rules
from .states import StateTable

BATCH = 16          # instances per e-graph: inserting terms dominates the cost, so a batch shares push and typing
MAX_ROUNDS = 12     # e-graphs per rule, so at most 192 instances are typed by egglog
MAX_TRIES = 3000    # instances generated per rule; those the interpreter cannot evaluate are dropped cheaply
ENOUGH_MATCHES = 16  # stop once the rule has fired this often on well-typed instances
RULES_PER_WORKER = 16  # check-rules on the job layer: a worker is started for at least this many rules


@dataclass
class RuleResult:
    name: str
    ruleset: str
    file: str
    line: int
    status: str = "unchecked"   # "ok", "FAIL" or "unchecked"
    detail: str = ""
    tried: int = 0              # instances generated
    usable: int = 0             # of those, well typed and evaluable (so the rule was shown them)
    matches: int = 0            # times the rule fired on them
    compared: int = 0           # equalities (node against its class's smallest term) evaluated, over both draws
    values: int = 0             # tensor elements compared in them (finite on both sides)

    @property
    def where(self) -> str:
        return f"{self.file}:{self.line}"


@dataclass
class CheckReport:
    seed: int
    seconds: float
    results: list[RuleResult] = field(default_factory=list)
    interrupted: str | None = None  # Ctrl-C: how far it got (the results are the rules checked by then)

    def count(self, status: str) -> int:
        return sum(1 for r in self.results if r.status == status)

    @property
    def passed(self) -> bool:
        return not self.interrupted and all(r.status == "ok" for r in self.results)

    def summary(self) -> str:
        return (f"{len(self.results)} rules: {self.count('ok')} ok, {self.count('FAIL')} FAIL, "
                f"{self.count('unchecked')} unchecked (seed {self.seed}, {self.seconds:.1f} s)"
                + (f"; interrupted {self.interrupted}" if self.interrupted else ""))

    def to_json(self) -> dict:
        return {"seed": self.seed, "seconds": round(self.seconds, 3),
                "summary": {"rules": len(self.results), "ok": self.count("ok"), "fail": self.count("FAIL"),
                            "unchecked": self.count("unchecked")},
                "rules": [asdict(r) for r in self.results],
                **({"interrupted": self.interrupted} if self.interrupted else {})}


class RuleChecker:
    """One e-graph with every source loaded and a private copy of each rule, each in a ruleset of its own."""

    def __init__(self, egg_dir: Path = EGG_DIR, extra_files: tuple[Path, ...] = ()):
        self.eg = EGraph(egg_dir, tuple(Path(p) for p in extra_files))  # validates the sources, names unique
        self.rules, commands = read_rules(self.eg)
        self.sigs = Signatures(commands)
        self.sigs.markers = markers(self.eg.sources[0])
        self.derivations = derivations(commands, self.sigs)  # relations the checker builds instances of
        self.states = StateTable(self.eg)  # before the private rulesets: probes are typed by the types alone
        self.private: dict[str, tuple[str, str]] = {}  # rule name -> (its private ruleset, its private name)
        for i, rule in enumerate(self.rules):
            rs, nm = f"eqiforge_check_{i}", f"eqiforge-check:{rule.name}"
            self.eg.run(f"(ruleset {rs})")
            self.eg.egraph.run_program(rule.private(rs, nm))
            self.private[rule.name] = (rs, nm)

    def check_all(self, seed: int = 0, progress: Callable[[str], None] | None = None,
                  enough: int = ENOUGH_MATCHES) -> CheckReport:
        start = time.perf_counter()
        report = CheckReport(seed, 0.0)
        shown = steps(progress)  # and a count line every few rules where no terminal shows the detail
        try:
            for i, rule in enumerate(self.rules):
                shown(f"checking rule {i + 1}/{len(self.rules)}: {rule.name}")
                report.results.append(self.check(rule, seed, enough))
                shown.count("check-rules", i + 1, len(self.rules), "rules")
        except KeyboardInterrupt:  # keep what was checked
            report.interrupted = f"after {len(report.results)} of {len(self.rules)} rules"
        report.seconds = time.perf_counter() - start
        return report

    def check(self, rule: Rule, seed: int = 0, enough: int = ENOUGH_MATCHES) -> RuleResult:
        res = RuleResult(rule.name, rule.ruleset, rule.file, rule.line)
        rng = random.Random(f"{seed}/{rule.name}")  # per rule, so one rule's result does not depend on the others
        gen = torch.Generator().manual_seed(rng.randrange(2 ** 62))
        # One query per way its relation atoms can hold (ProductOf: a MatMul or a TileMatMul); each instance is
        # drawn from one of them.
        queries = [Query(facts, self.sigs) for facts in expand_relations(rule.query, self.derivations, self.sigs)]
        if not any(q.roots for q in queries):
            res.detail = "its query has no Expr pattern to instantiate"
            return self._no_equality(rule, res)
        evaluated, why_not = 0, ""  # instances the interpreter evaluated; why it could not evaluate the first other
        try:
            for _ in range(MAX_ROUNDS):
                batch: list[Built] = []
                while len(batch) < BATCH and res.tried < MAX_TRIES:
                    # leaves a1, a2, b1, ...: names unique within the batch
                    query = queries[0] if len(queries) == 1 else rng.choice(queries)
                    inst = Instance(rng, self.sigs, tag(len(batch)))
                    built = Built(instantiate(query, inst, self.states), inst.tiles, marks(query, inst))
                    res.tried += 1
                    why = cannot_evaluate(built, gen)
                    if why:
                        why_not = why_not or why
                    else:
                        batch.append(built)
                evaluated += len(batch)
                usable = self._well_typed(batch) if batch else []
                res.usable += len(usable)
                if usable:
                    self._run_batch(rule, usable, rng, gen, res)
                if res.matches >= enough or res.tried >= MAX_TRIES:
                    break
        except Unsound as exc:
            res.status, res.detail = "FAIL", str(exc)
            return res
        except (Uninstantiable, Unevaluable) as exc:
            res.detail = str(exc)
            return res
        if res.matches == 0:
            if not evaluated:
                res.detail = f"the interpreter evaluated none of {res.tried} instances, e.g. {why_not}"
            elif not res.usable:
                res.detail = f"none of {evaluated} instances was well typed ({res.tried} tried)"
            else:
                res.detail = f"never matched any of {res.usable} well-typed instances ({res.tried} tried)"
            return self._no_equality(rule, res)
        elif res.compared and not res.values:
            res.detail = "no equality it made has a finite value on both sides"
        else:
            res.status = "ok"
            res.detail = "" if res.compared else "matched, but adds no equality"
        return res

    @staticmethod
    def _no_equality(rule: Rule, res: RuleResult) -> RuleResult:
        """A rule whose actions add no equality (they subsume matched terms, assert relations or build terms) is
        sound whatever it matches: ok, though no instance was shown to it. One that adds equalities stays unchecked."""
        if not rule.adds_equality:
            res.status = "ok"
            res.detail = f"adds no equality, so sound whatever it matches ({res.detail})"
        return res

    def _well_typed(self, instances: list[Built]) -> list[Built]:
        """The instances whose every root the type analysis types (run alone, under a push of its own), so that the
        rule never sees an ill-typed instance and anything ill-typed after it ran is the rule's doing."""
        eg = self.eg
        eg.run("(push)")
        try:
            eg.run("\n".join(f"(let $typed{i}_{j} {to_sexpr(t)})"
                             for i, b in enumerate(instances) for j, t in enumerate(b.roots)))
            eg.run("\n".join(m for b in instances for m in b.marks))
            eg.saturate_types()
            graph = eg.serialize()
        finally:
            eg.run("(pop)")
        return [b for i, b in enumerate(instances)
                if all(graph.root_class(f"$typed{i}_{j}") in graph.types for j in range(len(b.roots)))]

    def _run_batch(self, rule: Rule, usable: list[Built], rng: random.Random, gen: torch.Generator,
                   res: RuleResult) -> None:
        eg = self.eg
        ruleset, private_name = self.private[rule.name]
        roots = [t for b in usable for t in b.roots]
        owner = [b for b in usable for _ in b.roots]  # the instance each let belongs to
        lets = [f"$chk{j}" for j in range(len(roots))]
        eg.run("(push)")
        try:
            eg.run("\n".join(f"(let {n} {to_sexpr(t)})" for n, t in zip(lets, roots)))
            eg.run("\n".join(m for b in usable for m in b.marks))
            eg.saturate_types()
            try:
                out = eg.run(f"(run {ruleset} 1)")
                eg.saturate_types()
            except EggError as exc:
                raise Unsound(f"egglog stopped while running it: {exc}") from None
            matches = out[0].report.num_matches_per_rule.get(private_name, 0) if out else 0
            res.matches += matches
            if matches:
                compared, values = compare(eg, self.sigs, lets, owner, rng, gen)
                res.compared += compared
                res.values += values
        finally:
            eg.run("(pop)")


def check_rules(egg_dir: Path = EGG_DIR, extra_files: tuple[Path, ...] = (), seed: int = 0,
                progress: Callable[[str], None] | None = None, enough: int = ENOUGH_MATCHES, *,
                jobs: int | None = 1, ray: str | None = None, job_progress: bool = False) -> CheckReport:
    """Every rule checked alone; a rule's instances stop once it has fired `enough` times (or its tries run out).
    `jobs` > 1 or `ray`: one job per rule (jobs.py), each worker building its checker once; a rule's result depends
    on the seed and the rule alone, so the report is the same (but for its seconds) whichever engine ran it."""
    from ..jobs import JobsInterrupted, default_jobs, map_jobs
    if jobs == 1 and not ray:
        return RuleChecker(egg_dir, extra_files).check_all(seed, progress, enough)
    start = time.perf_counter()
    rules = read_rules(EGraph(egg_dir, tuple(Path(p) for p in extra_files)))[0]
    names = [r.name for r in rules]
    # a worker costs a torch import and a checker of its own, about what RULES_PER_WORKER checks take: fewer rules
    # are checked here
    jobs = min(jobs or default_jobs(), len(rules) // RULES_PER_WORKER)
    if jobs <= 1 and not ray:
        return RuleChecker(egg_dir, extra_files).check_all(seed, progress, enough)
    where = (str(egg_dir), tuple(str(p) for p in extra_files))
    report = CheckReport(seed, 0.0)
    try:
        results = map_jobs(check_rule_job, [(*where, name, seed, enough) for name in names], jobs=jobs, ray=ray,
                           label="check-rules", name=lambda job: job[2], progress=job_progress)
    except JobsInterrupted as exc:  # keep the rules checked by then, in the rules' order
        results = [r for r in exc.results if r is not None]
        rules = [rules[r.index] for r in results]
        report.interrupted = f"after {len(results)} of {len(names)} rules"
    for rule, res in zip(rules, results):
        # a check whose worker died twice, or that raised, is a result too: never dropped, never passed
        report.results.append(res.value if res.ok else RuleResult(rule.name, rule.ruleset, rule.file, rule.line,
                                                                  "FAIL", f"the check itself failed: {res.error}"))
    report.seconds = time.perf_counter() - start
    return report


@functools.lru_cache(maxsize=1)
def _checker(egg_dir: str, extra_files: tuple[str, ...]) -> RuleChecker:
    """A worker's checker, built once for all the rules it is handed."""
    return RuleChecker(Path(egg_dir), tuple(Path(p) for p in extra_files))


def check_rule_job(job: tuple) -> RuleResult:
    """One rule checked for the job layer: `(egg_dir, extra_files, rule name, seed, enough)`."""
    egg_dir, extra_files, name, seed, enough = job
    checker = _checker(egg_dir, extra_files)
    return checker.check(next(r for r in checker.rules if r.name == name), seed, enough)
