"""`eqiforge check-rules`: every rule is a claim that two expressions are equal; test each claim (DESIGN §3).

For each named rule outside the `types` ruleset:

1. Instantiate its left side, read from egglog's own AST of the rule. Every maximal `Expr` constructor pattern in
   the query becomes a concrete term: an `Expr` variable becomes an `Input` leaf of a small random shape (rank 0..4,
   axis sizes 1..4; the leaves of one instance mostly share a base shape, its transpose, or unit-axis versions of
   them, so broadcasts and MatMul operands line up), a variable bound by `(= v PATTERN)` stands for that pattern,
   literal sub-patterns stay as written, and other variables get random values of their sort (i64 axes, f64
   constants, shapes and permutations, dtypes, operators). Shared variables stay shared. Instances the reference
   interpreter cannot evaluate (shapes that don't fit) are dropped at once; egglog's type analysis then drops the
   ill-typed rest. Whether a well-typed instance matches is left to the rule's own guards, as in a real run.
2. Run the rule alone. One e-graph holds every .egg source (so every declaration exists) plus a private copy of each
   rule in a ruleset of its own; each batch of instances goes in under `(push)`, is typed, the private ruleset runs
   once, and the types run again. Batches go on until the rule has matched often enough or the tries run out.
3. Compare. The e-graph is serialized; in every IR class reachable from the instances, every IR node (its children
   taken as their class's smallest term) is evaluated by the float64 reference interpreter and must agree with the
   class's smallest term: torch.allclose with rtol = atol = 1e-9, booleans exactly, shapes equal. Inputs are drawn
   twice, never zero: uniform in [0.5, 2], then the same magnitudes with random signs. Positions where either side
   is not finite (log or sqrt of a negative, overflow) are outside the rule's domain and are not compared, so a
   rule such as exp(log a) = a passes: it holds wherever both sides are defined. A rule that adds an ill-typed term
   or unions values of different types fails too.

A rule is `ok`, `FAIL` (with the first offending equality), or `unchecked` (no instance matched, or the interpreter
cannot evaluate what it builds). Random choices are seeded per rule, so a rule's result depends on the seed and on
the rule alone.
"""
from __future__ import annotations

import random
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Callable

import torch
from egglog import bindings

from .dump import INF, SerializedGraph
from .egraph import TYPES_RULESET, EggError, EGraph
from .interp import InterpretError, Interpreter
from .paths import EGG_DIR
from .term import Input, Term, to_sexpr

BATCH = 16          # instances per e-graph: inserting terms dominates the cost, so a batch shares push and typing
MAX_ROUNDS = 12     # e-graphs per rule, so at most 192 instances are typed by egglog
MAX_TRIES = 3000    # instances generated per rule; those the interpreter cannot evaluate are dropped cheaply
ENOUGH_MATCHES = 16  # stop once the rule has fired this often on well-typed instances
RTOL = ATOL = 1e-9
MAX_DIM = 4
RANKS, RANK_WEIGHTS = (0, 1, 2, 3, 4), (1, 2, 4, 3, 1)
F64_SPECIAL = (0.0, 1.0, -1.0, 2.0, 0.5)  # rules often guard on these exact constants


class _Uninstantiable(Exception):
    """The rule's query holds something the checker cannot build (a primitive computation, a cyclic pattern)."""


class _Unevaluable(Exception):
    """The interpreter does not know a construct the instance or the rule uses."""


class _Fail(Exception):
    """The rule is unsound: the message names the offending equality."""


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

    def count(self, status: str) -> int:
        return sum(1 for r in self.results if r.status == status)

    @property
    def passed(self) -> bool:
        return all(r.status == "ok" for r in self.results)

    def summary(self) -> str:
        return (f"{len(self.results)} rules: {self.count('ok')} ok, {self.count('FAIL')} FAIL, "
                f"{self.count('unchecked')} unchecked (seed {self.seed}, {self.seconds:.1f} s)")

    def to_json(self) -> dict:
        return {"seed": self.seed, "seconds": round(self.seconds, 3),
                "summary": {"rules": len(self.results), "ok": self.count("ok"), "fail": self.count("FAIL"),
                            "unchecked": self.count("unchecked")},
                "rules": [asdict(r) for r in self.results]}


# ---------------------------------------------------------------------------------------------------------------
# What the .egg sources declare: the sort of every constructor argument, so a pattern variable knows its sort.

class _Signatures:
    def __init__(self, commands: list):
        self.constructors: dict[str, tuple[list[str], str]] = {}  # name -> (argument sorts, sort)
        self.variants: dict[str, list[str]] = {}                   # datatype -> its constructors
        self.vec_sorts: dict[str, str] = {}                        # e.g. Shape -> i64
        for c in commands:
            if isinstance(c, bindings.Datatype):
                self._datatype(c.name, c.variants)
            elif isinstance(c, bindings.Datatypes):
                for _, name, body in c.datatypes:
                    if isinstance(body, bindings.SubVariants):
                        self._datatype(name, body.variants)
            elif isinstance(c, bindings.Constructor):
                self.constructors[c.name] = (list(c.schema.input), c.schema.output)
                self.variants.setdefault(c.schema.output, []).append(c.name)
            elif isinstance(c, bindings.Sort) and c.presort_and_args and c.presort_and_args[0] == "Vec":
                args = c.presort_and_args[1]
                if len(args) == 1 and isinstance(args[0], bindings.Var):
                    self.vec_sorts[c.name] = args[0].name

    def _datatype(self, name: str, variants) -> None:
        for v in variants:
            self.constructors[v.name] = (list(v.types), name)
            self.variants.setdefault(name, []).append(v.name)

    def is_expr_pattern(self, e) -> bool:
        return isinstance(e, bindings.Call) and self.constructors.get(e.name, ((), ""))[1] == "Expr"


# ---------------------------------------------------------------------------------------------------------------
# The rules, as egglog parsed them

@dataclass
class _Rule:
    name: str
    ruleset: str
    file: str
    line: int
    query: list           # egglog facts (Eq / Fact); a rewrite's left side is a Fact of its own
    private: Callable[[str, str], object]  # (ruleset, name) -> a command adding a copy of the rule there


def _read_rules(eg: EGraph) -> tuple[list[_Rule], list]:
    """Every rule outside `types`, with its query as egglog parsed it; name, file and line come from the driver."""
    parser = bindings.EGraph()  # parsing is syntactic: no declarations are needed
    rules, commands = [], []
    for path in eg.sources:
        cmds = parser.parse_program(path.read_text(), filename=str(path))
        commands += cmds
        for c in cmds:
            if isinstance(c, bindings.RuleCommand):
                r = c.rule
                name, query = r.name, list(r.body)
                private = (lambda rs, nm, r=r: bindings.RuleCommand(bindings.Rule(r.span, r.head, r.body, nm, rs)))
            elif isinstance(c, bindings.RewriteCommand):  # the command's `name` is its ruleset
                rw = c.rewrite
                name, query = rw.name, [bindings.Fact(rw.lhs)] + list(rw.conditions)
                private = (lambda rs, nm, c=c, rw=rw: bindings.RewriteCommand(
                    rs, bindings.Rewrite(rw.span, rw.lhs, rw.rhs, rw.conditions, nm), c.subsume))
            else:
                continue
            info = eg.rules[name]
            if info.ruleset != TYPES_RULESET:
                rules.append(_Rule(info.name, info.ruleset, info.file, info.line, query, private))
    return rules, commands


# ---------------------------------------------------------------------------------------------------------------
# Random instances of a rule's left side

class _Instance:
    """One random instance: a 'world' (rank, base shape, dtype) that its leaves mostly share, so the guards on
    broadcasting and equal types are often met, plus the value chosen for every variable."""

    def __init__(self, rng: random.Random, sigs: _Signatures, tag: str):
        self.rng, self.sigs, self.tag = rng, sigs, tag
        self.rank = rng.choices(RANKS, RANK_WEIGHTS)[0]
        # Two axis sizes per instance (maybe equal): leaves drawn from them often line up for MatMul and broadcasts.
        self.sizes = (rng.randint(1, MAX_DIM), rng.randint(2, MAX_DIM))
        self.base = tuple(rng.choice(self.sizes) for _ in range(self.rank))
        self.dtype = rng.choice(("F32", "F32", "F32", "F64", "BF16", "F16"))
        # Most instances keep every leaf in one dtype (arithmetic needs that); the others mix in masks and integers.
        self.mixed = rng.random() < 0.4
        self.values: dict[str, object] = {}
        self.leaves = 0

    # -- shapes ---------------------------------------------------------------------------------------------------
    def leaf_shape(self) -> tuple:
        """Mostly the base shape, or the base with its last two axes swapped (the other MatMul operand), or a shape
        of about the same rank over the same sizes; sometimes with unit axes (broadcasts) or of rank 0."""
        rng, base, r = self.rng, self.base, self.rng.random()
        if r < 0.1:
            return ()
        if r < 0.55:
            shape = base
        elif r < 0.75 and len(base) >= 2:
            shape = base[:-2] + (base[-1], base[-2])
        else:
            rank = max(0, min(4, self.rank + rng.choice((-1, 0, 0, 1))))
            shape = tuple(rng.choice(self.sizes) for _ in range(rank))
        if rng.random() < 0.3:
            shape = tuple(1 if rng.random() < 0.5 else d for d in shape)
        return shape

    def shape_value(self) -> tuple:
        """A Shape that is not a leaf's: also a permutation of the axes, or the base reshaped."""
        rng, base, r = self.rng, self.base, self.rng.random()
        if r < 0.2:
            perm = list(range(self.rank))
            rng.shuffle(perm)
            return tuple(perm)
        if r < 0.35 and base:
            i = rng.randrange(len(base))
            if rng.random() < 0.5 and i + 1 < len(base):  # merge two axes
                return base[:i] + (base[i] * base[i + 1],) + base[i + 2:]
            return base[:i] + (1,) + base[i:]  # or insert a unit axis
        return self.leaf_shape()

    # -- values of each sort --------------------------------------------------------------------------------------
    def random_value(self, sort: str, depth: int = 0):
        rng = self.rng
        if sort == "Expr":
            self.leaves += 1
            r = rng.random() if self.mixed else 1.0
            dtype = "Bool" if r < 0.25 else "I64" if r < 0.3 else self.dtype
            return Input(f"{self.tag}{self.leaves}", self.leaf_shape(), dtype)
        if sort == "i64":
            return rng.randrange(max(self.rank, 2))
        if sort == "f64":
            return rng.choice(F64_SPECIAL) if rng.random() < 0.5 else round(rng.choice((-1, 1)) * rng.uniform(0.5, 2), 3)
        if sort == "String":
            self.leaves += 1
            return f"{self.tag}{self.leaves}"
        if sort == "bool":
            return rng.random() < 0.5
        if sort in self.sigs.vec_sorts and self.sigs.vec_sorts[sort] == "i64":
            return self.shape_value()
        if sort == "DType" and rng.random() < 0.7:
            return Term(self.dtype)
        options = self.sigs.variants.get(sort)
        if not options:
            raise _Uninstantiable(f"no way to build a random value of sort {sort}")
        if depth >= 3:  # keep nested datatypes small: only their atoms
            options = [o for o in options if not self.sigs.constructors[o][0]] or options
        op = rng.choice(options)
        return Term(op, *(self.random_value(s, depth + 1) for s in self.sigs.constructors[op][0]))


class _Query:
    """The parts of a rule's query that instantiation needs: its patterns, and what `=` binds each variable to."""

    def __init__(self, facts: list, sigs: _Signatures):
        self.sigs = sigs
        self.parent: dict[str, str] = {}         # (= a b) on two variables: one variable
        self.bound: dict[str, object] = {}       # variable -> the constructor call or literal it equals
        self.roots: list[bindings.Call] = []     # maximal Expr patterns, in order
        for f in facts:
            if isinstance(f, bindings.Eq):
                self._equate(f.left, f.right)
                self._collect(f.left)
                self._collect(f.right)
            elif isinstance(f, bindings.Fact):
                self._collect(f.expr)

    def canon(self, v: str) -> str:
        while v in self.parent:
            v = self.parent[v]
        return v

    def _equate(self, a, b) -> None:
        if isinstance(b, bindings.Var):
            a, b = b, a
        if not isinstance(a, bindings.Var):
            return
        va = self.canon(a.name)
        if isinstance(b, bindings.Var):
            vb = self.canon(b.name)
            if va != vb:
                self.parent[vb] = va
                if vb in self.bound:
                    self.bound.setdefault(va, self.bound.pop(vb))
        elif isinstance(b, bindings.Lit) or (isinstance(b, bindings.Call) and b.name in self.sigs.constructors):
            self.bound.setdefault(va, b)  # a second pattern for the same variable is built as a root of its own

    def _collect(self, e) -> None:
        if self.sigs.is_expr_pattern(e):
            self.roots.append(e)
        elif isinstance(e, bindings.Call):
            for a in e.args:
                self._collect(a)

    def instantiate(self, inst: _Instance) -> list[Term]:
        building: set[str] = set()

        def build(e, sort: str):
            if isinstance(e, bindings.Lit):
                return _lit(e)
            if isinstance(e, bindings.Var):
                v = self.canon(e.name)
                if v in inst.values:
                    return inst.values[v]
                if v in self.bound:
                    if v in building:
                        raise _Uninstantiable(f"variable {v} is bound to a pattern that contains it")
                    building.add(v)
                    target = self.bound[v]
                    value = build(target, sort if isinstance(target, bindings.Lit)
                                  else self.sigs.constructors[target.name][1])
                    building.discard(v)
                else:
                    value = inst.random_value(sort)
                inst.values[v] = value
                return value
            if isinstance(e, bindings.Call):
                if e.name == "vec-empty":
                    return ()
                if e.name == "vec-of":
                    return tuple(int(build(a, "i64")) for a in e.args)
                if e.name not in self.sigs.constructors:
                    raise _Uninstantiable(f"cannot build ({e.name} ...) inside a pattern")
                arg_sorts = self.sigs.constructors[e.name][0]
                return Term(e.name, *(build(a, s) for a, s in zip(e.args, arg_sorts)))
            raise _Uninstantiable(f"unexpected pattern {e!r}")

        return [build(r, "Expr") for r in self.roots]


def _tag(k: int) -> str:
    return chr(ord("a") + k % 26) + "_" * (k // 26)


def _lit(e):
    v = e.value
    if isinstance(v, bindings.Float):
        return float(v.value)
    if isinstance(v, (bindings.Int, bindings.String, bindings.Bool)):
        return v.value
    raise _Uninstantiable(f"unsupported literal {v!r}")


# ---------------------------------------------------------------------------------------------------------------
# Reading terms back from the serialized e-graph

class _Terms:
    """Each reachable IR class's smallest term, and each of its IR nodes as a term over those."""

    def __init__(self, graph: SerializedGraph, sigs: _Signatures):
        self.g, self.sigs = graph, sigs
        self.memo: dict[str, Term] = {}

    def literal(self, cls: str):
        g = self.g
        ids = g.by_class.get(cls, [])
        for nid in ids:
            n = g.nodes[nid]
            if nid.startswith("primitive-"):
                op, sort = n["op"], g.class_data[cls].get("type")
                if op == "vec-of":
                    return tuple(self.literal(g.nodes[c]["eclass"]) for c in n["children"])
                if sort == "i64":
                    return int(op)
                if sort == "f64":
                    return float(op)
                if sort == "String":
                    return op[1:-1].replace('\\"', '"').replace("\\\\", "\\")
                if sort == "bool":
                    return op == "true"
        for nid in sorted(ids, key=lambda i: len(g.nodes[i]["children"])):
            n = g.nodes[nid]
            if n["op"] in self.sigs.constructors:
                return Term(n["op"], *(self.literal(g.nodes[c]["eclass"]) for c in n["children"]))
        raise _Unevaluable(f"cannot read a value of class {cls}")

    def canonical(self, cls: str) -> Term:
        if cls not in self.memo:
            self.memo[cls] = self.node_term(self.g.canonical_node(cls))
        return self.memo[cls]

    def children(self, nid: str) -> list[str]:
        return [self.g.nodes[c]["eclass"] for c in self.g.nodes[nid]["children"]]

    def node_term(self, nid: str) -> Term:
        g = self.g
        args = [self.canonical(c) if g.is_expr(c) else self.literal(c) for c in self.children(nid)]
        return Term(g.nodes[nid]["op"], *args)


def _reachable(graph: SerializedGraph, roots: list[str]) -> list[str]:
    seen, stack = set(), list(roots)
    while stack:
        c = stack.pop()
        if c in seen or not graph.is_expr(c):
            continue
        seen.add(c)
        for nid in graph.ir_nodes[c]:
            stack += [graph.nodes[ch]["eclass"] for ch in graph.nodes[nid]["children"]]
    return sorted(seen)


# ---------------------------------------------------------------------------------------------------------------
# Comparing values

def _draw_inputs(terms: list[Term], gen: torch.Generator, signed: bool) -> dict[str, torch.Tensor]:
    inputs = {}
    for root in terms:
        for t in root.walk():
            if t.op != "Input" or t.args[0] in inputs:
                continue
            name, shape, dtype = t.args[0], tuple(t.args[1]), t.args[2].op
            if dtype == "Bool":
                x = (torch.rand(shape, generator=gen, dtype=torch.float64) < 0.5).double()
            elif dtype == "I64":
                x = torch.randint(1, 4, shape, generator=gen).double()
            else:
                x = 0.5 + 1.5 * torch.rand(shape, generator=gen, dtype=torch.float64)
            if signed and dtype != "Bool":
                x = x * (torch.randint(0, 2, shape, generator=gen) * 2 - 1)
            inputs[name] = x
    return inputs


def _differ(a, b) -> tuple[str | None, int]:
    """Why value a is not value b (None when they agree wherever both are finite), and how many values were compared."""
    if isinstance(a, tuple) or isinstance(b, tuple):
        if not (isinstance(a, tuple) and isinstance(b, tuple) and len(a) == len(b)):
            return "a tuple against a tensor", 0
        total = 0
        for i, (x, y) in enumerate(zip(a, b)):
            why, n = _differ(x, y)
            if why:
                return f"field {i}: {why}", total
            total += n
        return None, total
    if a.shape != b.shape:
        return f"shape {list(a.shape)} against {list(b.shape)}", 0
    if a.dtype == torch.bool or b.dtype == torch.bool:
        return (None if torch.equal(a.bool(), b.bool()) else "different booleans"), a.numel()
    a, b = a.double(), b.double()
    both = torch.isfinite(a) & torch.isfinite(b)  # outside the rule's domain where either side is not finite
    if torch.allclose(a[both], b[both], rtol=RTOL, atol=ATOL):
        return None, int(both.sum())
    delta = (a[both] - b[both]).abs().max().item()
    return f"values differ by up to {delta:.3g}", int(both.sum())


def _brief(t, limit: int = 160) -> str:
    """A term in one short line: leaves by name, atoms bare."""
    def w(x) -> str:
        if isinstance(x, tuple):
            return "[" + ",".join(map(str, x)) + "]"
        if not isinstance(x, Term):
            return to_sexpr(x)
        if x.op == "Input":
            return x.args[0]
        if x.op == "Scalar":
            return to_sexpr(x.args[0])
        if not x.args:
            return x.op
        if x.op in ("Unary", "Binary"):  # (Unary (Exp) a) reads as (Exp a)
            head, args = x.args[0].op, x.args[1:]
        else:
            head, args = x.op, x.args
        return "(" + " ".join([head] + [w(a) for a in args]) + ")"
    text = w(t)
    return text if len(text) <= limit else text[:limit - 3] + "..."


def _leaf_types(terms: list[Term]) -> str:
    seen = {}
    for root in terms:
        for t in root.walk():
            if t.op == "Input":
                seen[t.args[0]] = f"{t.args[0]}: {t.args[2].op.lower()}{list(t.args[1])}"
    return ", ".join(seen[k] for k in sorted(seen))


# ---------------------------------------------------------------------------------------------------------------
# The checker

class RuleChecker:
    """One e-graph with every source loaded and a private copy of each rule, each in a ruleset of its own."""

    def __init__(self, egg_dir: Path = EGG_DIR, extra_files: tuple[Path, ...] = ()):
        self.eg = EGraph(egg_dir, tuple(Path(p) for p in extra_files))  # validates the sources, names unique
        self.rules, commands = _read_rules(self.eg)
        self.sigs = _Signatures(commands)
        self.private: dict[str, tuple[str, str]] = {}  # rule name -> (its private ruleset, its private name)
        for i, rule in enumerate(self.rules):
            rs, nm = f"eqiforge_check_{i}", f"eqiforge-check:{rule.name}"
            self.eg.run(f"(ruleset {rs})")
            self.eg.egraph.run_program(rule.private(rs, nm))
            self.private[rule.name] = (rs, nm)

    def check_all(self, seed: int = 0, progress: Callable[[str], None] | None = None) -> CheckReport:
        start = time.perf_counter()
        report = CheckReport(seed, 0.0)
        for i, rule in enumerate(self.rules):
            if progress:
                progress(f"checking rule {i + 1}/{len(self.rules)}: {rule.name}")
            report.results.append(self.check(rule, seed))
        report.seconds = time.perf_counter() - start
        return report

    def check(self, rule: _Rule, seed: int = 0) -> RuleResult:
        res = RuleResult(rule.name, rule.ruleset, rule.file, rule.line)
        rng = random.Random(f"{seed}/{rule.name}")  # per rule, so one rule's result does not depend on the others
        gen = torch.Generator().manual_seed(rng.randrange(2 ** 62))
        query = _Query(rule.query, self.sigs)
        if not query.roots:
            res.detail = "its query has no Expr pattern to instantiate"
            return res
        evaluated, why_not = 0, ""  # instances the interpreter evaluated; why it could not evaluate the first other
        try:
            for _ in range(MAX_ROUNDS):
                batch: list[list[Term]] = []
                while len(batch) < BATCH and res.tried < MAX_TRIES:
                    # leaves a1, a2, b1, ...: names unique within the batch
                    roots = query.instantiate(_Instance(rng, self.sigs, _tag(len(batch))))
                    res.tried += 1
                    why = _cannot_evaluate(roots, gen)
                    if why:
                        why_not = why_not or why
                    else:
                        batch.append(roots)
                evaluated += len(batch)
                usable = self._well_typed(batch) if batch else []
                res.usable += len(usable)
                if usable:
                    self._run_batch(rule, usable, gen, res)
                if res.matches >= ENOUGH_MATCHES or res.tried >= MAX_TRIES:
                    break
        except _Fail as exc:
            res.status, res.detail = "FAIL", str(exc)
            return res
        except (_Uninstantiable, _Unevaluable) as exc:
            res.detail = str(exc)
            return res
        if res.matches == 0:
            if not evaluated:
                res.detail = f"the interpreter evaluated none of {res.tried} instances, e.g. {why_not}"
            elif not res.usable:
                res.detail = f"none of {evaluated} instances was well typed ({res.tried} tried)"
            else:
                res.detail = f"never matched any of {res.usable} well-typed instances ({res.tried} tried)"
        elif res.compared and not res.values:
            res.detail = "no equality it made has a finite value on both sides"
        else:
            res.status = "ok"
            res.detail = "" if res.compared else "matched, but adds no equality"
        return res

    def _well_typed(self, instances: list[list[Term]]) -> list[list[Term]]:
        """The instances whose every root the type analysis types (run alone, under a push of its own), so that the
        rule never sees an ill-typed instance and anything ill-typed after it ran is the rule's doing."""
        eg = self.eg
        eg.run("(push)")
        try:
            eg.run("\n".join(f"(let $typed{i}_{j} {to_sexpr(t)})"
                             for i, roots in enumerate(instances) for j, t in enumerate(roots)))
            eg.saturate_types()
            graph = eg.serialize()
        finally:
            eg.run("(pop)")
        return [roots for i, roots in enumerate(instances)
                if all(graph.root_class(f"$typed{i}_{j}") in graph.types for j in range(len(roots)))]

    def _run_batch(self, rule: _Rule, usable: list[list[Term]], gen: torch.Generator, res: RuleResult) -> None:
        eg = self.eg
        ruleset, private_name = self.private[rule.name]
        roots = [t for r in usable for t in r]
        lets = [f"$chk{j}" for j in range(len(roots))]
        eg.run("(push)")
        try:
            eg.run("\n".join(f"(let {n} {to_sexpr(t)})" for n, t in zip(lets, roots)))
            eg.saturate_types()
            try:
                out = eg.run(f"(run {ruleset} 1)")
                eg.saturate_types()
            except EggError as exc:
                raise _Fail(f"egglog stopped while running it: {exc}") from None
            matches = out[0].report.num_matches_per_rule.get(private_name, 0) if out else 0
            res.matches += matches
            if matches:
                self._compare(eg.serialize(), lets, gen, res)
        finally:
            eg.run("(pop)")

    def _compare(self, graph: SerializedGraph, lets: list[str], gen: torch.Generator, res: RuleResult) -> None:
        classes = _reachable(graph, [graph.root_class(n) for n in lets])
        out = self.eg.run("(print-function TypeConflict 1)")
        if out and out[0].terms:
            both = next((c for c in classes if " | " in graph.type_text(c)), None)
            where = (f": the class of {_brief(_Terms(graph, self.sigs).canonical(both))} is "
                     + " and ".join(graph.type_text(both).split(" | ")) if both else "")
            raise _Fail(f"it unions values of different types{where}")
        untyped = [c for c in classes if graph.ir_nodes[c] and c not in graph.types]
        if untyped:
            raise _Fail(f"it adds an ill-typed term: {graph.describe_untyped(untyped)}")
        terms = _Terms(graph, self.sigs)
        claims = []  # (a class's smallest term, one of its other nodes as a term over smallest terms)
        for c in classes:
            if len(graph.ir_nodes[c]) < 2 or graph.sizes()[c] == INF:
                continue
            canon = terms.canonical(c)
            for nid in graph.ir_nodes[c]:
                if all(graph.sizes().get(ch, 0) < INF for ch in terms.children(nid)):
                    node = terms.node_term(nid)
                    if node != canon:
                        claims.append((canon, node))
        every = [t for pair in claims for t in pair]
        for signed in (False, True):
            interp = Interpreter(_draw_inputs(every, gen, signed))
            for canon, node in claims:
                why, finite = _differ(_evaluate(interp, canon), _evaluate(interp, node))
                res.compared += 1
                res.values += finite
                if why:
                    draw = "inputs of random sign" if signed else "inputs in [0.5, 2]"
                    raise _Fail(f"{_brief(node)} = {_brief(canon)}: {why} ({draw}; {_leaf_types([node, canon])})")


def _cannot_evaluate(roots: list[Term], gen: torch.Generator) -> str:
    """Why the interpreter cannot evaluate an instance ("" when it can). A cheap filter before egglog's typing: most
    random instances mismatch shapes, and torch says so in microseconds; the type analysis stays the judge."""
    try:
        interp = Interpreter(_draw_inputs(roots, gen, signed=False))
        for t in roots:
            interp(t)
    except Exception as exc:
        if isinstance(exc, InterpretError) and "does not know" in str(exc):
            raise _Unevaluable(f"{exc} (in {_brief(roots[0])})") from None  # no other instance will do better
        return f"{_brief(roots[0])}: {str(exc).splitlines()[0]}"
    return ""


def _evaluate(interp: Interpreter, t: Term):
    """Evaluate a term of the e-graph after the rule ran; the instance itself evaluated, so a failure is the rule's."""
    try:
        return interp(t)
    except InterpretError as exc:
        if "does not know" in str(exc):
            raise _Unevaluable(str(exc)) from None
        raise _Fail(f"evaluating {_brief(t)} failed: {exc}") from None
    except Exception as exc:
        raise _Fail(f"evaluating {_brief(t)} failed: {str(exc).splitlines()[0]}") from None


def check_rules(egg_dir: Path = EGG_DIR, extra_files: tuple[Path, ...] = (), seed: int = 0,
                progress: Callable[[str], None] | None = None) -> CheckReport:
    return RuleChecker(egg_dir, extra_files).check_all(seed, progress)
