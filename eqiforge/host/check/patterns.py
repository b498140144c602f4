"""Rules and their patterns as egglog parsed them: what the .egg sources declare, each rule's query, its variables.

Nothing here is random: `Query` says what a rule's left side asks (its maximal Expr patterns, what `=` binds each
variable to, the states `pst` facts want, the marker facts); `instances` builds random terms that meet it. A relation
atom that helper rules derive from a single constructor (types.egg: Siblings, ProductOf) is first replaced by that
constructor's pattern, one query per form the relation stands for (`expand_relations`), so a rule that reads its
operands through such a relation is shown instances of every operand order and constructor.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from egglog import bindings

from ..coords import COORD_ARG as IR_COORD_ARG
from ..saturate.egraph import ANALYSIS_RULESETS, EGraph

# Where a coordinate sits (ir.egg, parallel.egg): constructor or function -> index of its coordinate argument.
# A pattern variable in one of these positions gets a coordinate, not an arbitrary i64.
COORD_ARG = {**IR_COORD_ARG, "pst": 1}  # pst facts put coordinate variables in queries too


class Uninstantiable(Exception):
    """The rule's query holds something the checker cannot build (a primitive computation, a cyclic pattern)."""


class Signatures:
    """What the .egg sources declare: the sort of every constructor argument, so a pattern variable knows its sort."""

    def __init__(self, commands: list):
        self.constructors: dict[str, tuple[list[str], str]] = {}  # name -> (argument sorts, sort)
        self.variants: dict[str, list[str]] = {}                   # datatype -> its constructors
        self.vec_sorts: dict[str, str] = {}                        # e.g. Shape -> i64
        self.markers: set[str] = set()  # relations the host asserts of a program (ir.egg: Output); set by the checker
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


@dataclass
class Rule:
    name: str
    ruleset: str
    file: str
    line: int
    query: list           # egglog facts (Eq / Fact); a rewrite's left side is a Fact of its own
    private: Callable[[str, str], object]  # (ruleset, name) -> a command adding a copy of the rule there
    adds_equality: bool = True  # False: its actions only subsume, assert relations or build terms (no union, set)


def read_rules(eg: EGraph) -> tuple[list[Rule], list]:
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
                equality = any(isinstance(a, (bindings.Union, bindings.Set)) for a in r.head)
            elif isinstance(c, bindings.RewriteCommand):  # the command's `name` is its ruleset
                rw = c.rewrite
                name, query = rw.name, _rewrite_query(rw)
                private = (lambda rs, nm, c=c, rw=rw: bindings.RewriteCommand(
                    rs, bindings.Rewrite(rw.span, rw.lhs, rw.rhs, rw.conditions, nm), c.subsume))
                equality = True
            else:
                continue
            info = eg.rules[name]
            if info.ruleset not in ANALYSIS_RULESETS:
                rules.append(Rule(info.name, info.ruleset, info.file, info.line, query, private, equality))
    return rules, commands


def _shape(x) -> tuple:
    """An egglog expression without its source spans, to compare two occurrences of one pattern."""
    if isinstance(x, bindings.Call):
        return ("call", x.name, tuple(_shape(a) for a in x.args))
    return ("var", x.name) if isinstance(x, bindings.Var) else ("lit", str(x))


def _rewrite_query(rw) -> list:
    """A rewrite's query as its rule would write it: its left side named (= e LHS), and e wherever a condition
    repeats the left side ((= (ty LHS) (ty a)) is the rule's (= (ty e) (ty a)))."""
    root = bindings.Var(rw.span, "__lhs")
    lhs = _shape(rw.lhs)

    def named(x):
        if _shape(x) == lhs:
            return root
        if isinstance(x, bindings.Call):
            return bindings.Call(x.span, x.name, [named(a) for a in x.args])
        return x

    conditions = [bindings.Eq(f.span, named(f.left), named(f.right)) if isinstance(f, bindings.Eq)
                  else bindings.Fact(named(f.expr)) for f in rw.conditions]
    return [bindings.Eq(rw.span, root, rw.lhs)] + conditions


# A relation over Expr that holds of products and pointwise work over them (parallel.egg: Epilogue): a variable it
# names is built as a product of two leaves, which the relation then derives (a leaf alone is none).
PRODUCT_GUARD = "Epilogue"


def markers(ir_file: Path) -> set[str]:
    """Relations the IR file declares over Expr: facts the host asserts of a program (Output), never derived."""
    return {c.name for c in bindings.EGraph().parse_program(ir_file.read_text())
            if isinstance(c, bindings.Relation) and c.inputs and all(i == "Expr" for i in c.inputs)}


@dataclass
class Derivation:
    """One way a relation atom comes to hold: a helper rule `(rule ((= e (C v1 .. vk))) ((R a1 .. an) ...))` asserts
    (R a1 .. an) of every C node e, its arguments among e and the v (types.egg: Siblings, ProductOf, TileFactors)."""
    var: str                 # e
    pattern: bindings.Call   # (C v1 .. vk), over distinct variables
    args: list[str]          # the variables a1 .. an


def derivations(commands: list, sigs: Signatures) -> dict[str, list[Derivation]]:
    """Each relation that only such helper rules derive, with its derivations. A rule that queries it can be shown
    instances: the checker builds the constructor the relation stands for (`expand_relations`). A relation that any
    other rule derives stays a guard, met or not by the instance as built."""
    relations = {c.name for c in commands if isinstance(c, bindings.Relation)}
    found: dict[str, list[Derivation]] = {}
    other: set[str] = set()
    for c in commands:
        if not isinstance(c, bindings.RuleCommand):
            continue
        atoms = [a.expr for a in c.rule.head if isinstance(a, bindings.Expr_) and isinstance(a.expr, bindings.Call)
                 and a.expr.name in relations]
        bound = _one_pattern(c.rule.body, sigs) if len(atoms) == len(c.rule.head) else None
        for atom in atoms:
            args = [a.name for a in atom.args if isinstance(a, bindings.Var)]
            if bound and len(args) == len(atom.args) and bound[0] in args and set(args) <= bound[2]:
                found.setdefault(atom.name, []).append(Derivation(bound[0], bound[1], args))
            else:
                other.add(atom.name)
    return {r: ds for r, ds in found.items() if r not in other}


def _one_pattern(body: list, sigs: Signatures) -> tuple[str, bindings.Call, set[str]] | None:
    """A query that is one `(= e (C v1 .. vk))` over distinct variables: (e, the pattern, {e, v1 .. vk})."""
    if len(body) != 1 or not isinstance(body[0], bindings.Eq) or not isinstance(body[0].left, bindings.Var):
        return None
    e, pattern = body[0].left.name, body[0].right
    if not sigs.is_expr_pattern(pattern) or not all(isinstance(a, bindings.Var) for a in pattern.args):
        return None
    names = [a.name for a in pattern.args]
    return (e, pattern, {e, *names}) if len(set(names)) == len(names) else None


def expand_relations(facts: list, derivs: dict[str, list[Derivation]], sigs: Signatures) -> list[list]:
    """The query with each derivable relation atom replaced by the facts of one of its derivations: one query per
    combination that can hold (an atom none can satisfy stays as it is). `(ProductOf x a b)` becomes
    `(= x (MatMul a b))` in one and `(= x (TileMatMul a b))` in the other; where the query already binds x to a
    pattern, a derivation of another constructor cannot hold, and one of the same constructor equates arguments."""
    variants = [list(facts)]
    for k, f in enumerate(facts):
        if not (isinstance(f, bindings.Fact) and isinstance(f.expr, bindings.Call) and f.expr.name in derivs):
            continue
        expanded = []
        for v in variants:
            rest = [g for g in v if g is not f]
            options = [extra for j, d in enumerate(derivs[f.expr.name])
                       if (extra := _derive(f.expr, d, rest, f"__{f.expr.name}{k}_{j}_", sigs)) is not None]
            expanded += [rest + extra for extra in options] or [v]
        variants = expanded
    return variants


def _derive(atom: bindings.Call, d: Derivation, facts: list, prefix: str, sigs: Signatures) -> list | None:
    """The facts that make `atom` hold by derivation d, or None where the query's own pattern rules it out."""
    span = atom.span
    subst: dict[str, object] = {}
    extra: list = []
    for q, h in zip(atom.args, d.args):
        if h not in subst:
            subst[h] = q
        elif _shape(subst[h]) != _shape(q):
            extra.append(bindings.Eq(span, q, subst[h]))  # (Siblings e a b b): the last two are one operand
    args = [subst.get(a.name, bindings.Var(span, prefix + a.name)) for a in d.pattern.args]
    target = subst[d.var]
    bound = next((side for g in facts if isinstance(g, bindings.Eq)
                  for var, side in ((g.left, g.right), (g.right, g.left))
                  if isinstance(var, bindings.Var) and isinstance(target, bindings.Var) and var.name == target.name
                  and sigs.is_expr_pattern(side)), None)
    if bound is None:
        return extra + [bindings.Eq(span, target, bindings.Call(span, d.pattern.name, args))]
    if bound.name != d.pattern.name:
        return None
    for mine, theirs in zip(args, bound.args):
        if not (isinstance(mine, bindings.Var) and mine.name.startswith(prefix)) and _shape(mine) != _shape(theirs):
            extra.append(bindings.Eq(span, mine, theirs))
    return extra


class Query:
    """The parts of a rule's query that instantiation needs: its patterns, and what `=` binds each variable to."""

    def __init__(self, facts: list, sigs: Signatures):
        self.sigs = sigs
        self.parent: dict[str, str] = {}         # (= a b) on two variables: one variable
        self.bound: dict[str, object] = {}       # variable -> the constructor call or literal it equals
        self.roots: list[bindings.Call] = []     # maximal Expr patterns, in order
        self.exprs: list = []                    # every side of every fact
        self.marks: list[bindings.Call] = []     # marker facts, e.g. (Output e)
        self.epilogues: list[str] = []           # variables an (Epilogue v) fact names: built as products
        states: list[tuple] = []                 # (= (pst v p) S): the state S of variable v at coordinate p
        for f in facts:
            if isinstance(f, bindings.Eq):
                self._equate(f.left, f.right)
                self._collect(f.left)
                self._collect(f.right)
                self.exprs += [f.left, f.right]
                for a, b in ((f.left, f.right), (f.right, f.left)):
                    if isinstance(a, bindings.Call) and a.name == "pst" and isinstance(a.args[0], bindings.Var):
                        states.append((a.args[0].name, a.args[1], b))
            elif isinstance(f, bindings.Fact):
                if isinstance(f.expr, bindings.Call) and f.expr.name in sigs.markers:
                    self.marks.append(f.expr)  # asserted of the instance, like the host asserts it of a program
                if (isinstance(f.expr, bindings.Call) and f.expr.name == PRODUCT_GUARD
                        and isinstance(f.expr.args[0], bindings.Var)):
                    self.epilogues.append(f.expr.args[0].name)
                self._collect(f.expr)
                self.exprs.append(f.expr)
        self.states: dict[str, list[tuple]] = {}  # variable -> [(coordinate pattern, state pattern)]
        for v, p, st in states:
            self.states.setdefault(self.canon(v), []).append((p, st))
        # A variable a marker names is a root of its own (after the patterns, which may build it first).
        self.roots += [a for m in self.marks for a in m.args if isinstance(a, bindings.Var)]
        self.root_var = {id(call): v for v, call in self.bound.items()}  # a root pattern -> the variable it binds
        self.coord_args: list = []  # what stands in each coordinate position of the query
        self.parallel = False       # whether the query names a parallel construct at all

        def find(e) -> None:
            if isinstance(e, bindings.Call):
                i = COORD_ARG.get(e.name)
                if i is not None and i < len(e.args):
                    self.coord_args.append(e.args[i])
                self.parallel = self.parallel or i is not None or e.name == "TileMatMul"
                for a in e.args:
                    find(a)

        for e in self.exprs:
            find(e)

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


def literal(e):
    v = e.value
    if isinstance(v, bindings.Float):
        return float(v.value)
    if isinstance(v, (bindings.Int, bindings.String, bindings.Bool)):
        return v.value
    raise Uninstantiable(f"unsupported literal {v!r}")

