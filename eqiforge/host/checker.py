"""`eqiforge check-rules`: every rule is a claim that two expressions are equal; test each claim (DESIGN §3).

For each named rule outside the `types` ruleset:

1. Instantiate its left side, read from egglog's own AST of the rule. Every maximal `Expr` constructor pattern in
   the query becomes a concrete term: an `Expr` variable becomes an `Input` leaf of a small random shape (rank 0..4,
   axis sizes 1..4; the leaves of one instance mostly share a base shape, its transpose, or unit-axis versions of
   them, so broadcasts and MatMul operands line up), a variable bound by `(= v PATTERN)` stands for that pattern,
   literal sub-patterns stay as written, and other variables get random values of their sort (i64 axes, f64
   constants, shapes and permutations, dtypes, operators). Shared variables stay shared.
   Parallel patterns: a variable in a coordinate position (COORD_ARG: Partition, Replicate, Combine, PReduce,
   Collect, pst) gets a coordinate (Loop or Grid over a Dim of its own), the extent one of the instance's axis
   sizes > 1, and a tile
   size (1 .. extent - 1, so at least two instances, sometimes a short last one). Each position is built knowing
   the coordinates it depends on and the state wanted there: a PReduce's body is Partial, a Combine's a tile
   along its axis, a Partition's or Replicate's operand is closed in their coordinate, siblings share coordinates,
   and `(= (pst v p) S)` facts say what v must be. An Expr variable in such a position becomes a parallel leaf:
   Partition(Input, ax, p) (the extent on ax), Replicate(Input, p) (often unit on its partner's tiled axis), or a
   Partial value, Reduce(r, ax, Partition(Input, ax, p)) or TileMatMul(Partition(A, -1, p), Partition(B, -2, p));
   a tuple where a state reducer or Get wants one. A marker fact (a relation ir.egg declares over Expr, such as
   `(Output e)`) is asserted of the instance, as the host asserts it of a program; a variable only a marker names
   becomes a root of its own. Instances the reference interpreter cannot evaluate (shapes that
   don't fit), under every instance of their free coordinates, are dropped at once; egglog's type analysis then
   drops the ill-typed rest. Whether a well-typed instance matches is left to the rule's own guards, as in a real
   run.
2. Run the rule alone. One e-graph holds every .egg source (so every declaration exists) plus a private copy of each
   rule in a ruleset of its own; each batch of instances goes in under `(push)`, is typed, the private ruleset runs
   once, and the types run again. Batches go on until the rule has matched often enough or the tries run out.
3. Compare. The e-graph is serialized; in every IR class reachable from the instances (or built by the rule above
   one, such as a (Get e 0) for a matched e), every IR node (its children
   taken as their class's smallest term) is evaluated by the float64 reference interpreter and must agree with the
   class's smallest term: torch.allclose with rtol = atol = 1e-9, booleans exactly, shapes equal. Terms with free
   coordinates are compared under every assignment of instance indices to the free coordinates of either side, with
   the tile sizes of the instance the class comes from (coordinates the rule introduced get random ones too).
   Inputs are drawn twice, never zero: uniform in [0.5, 2], then the same magnitudes with random signs. Positions where either side
   is not finite (log or sqrt of a negative, overflow) are outside the rule's domain and are not compared, so a
   rule such as exp(log a) = a passes: it holds wherever both sides are defined. A rule that adds an ill-typed term
   or unions values of different types fails too.

A rule is `ok`, `FAIL` (with the first offending equality), or `unchecked` (no instance matched, or the interpreter
cannot evaluate what it builds). Random choices are seeded per rule, so a rule's result depends on the seed and on
the rule alone.
"""
from __future__ import annotations

import itertools
import random
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Callable

import torch
from egglog import bindings

from .dump import INF, SerializedGraph
from .egraph import ANALYSIS_RULESETS, EggError, EGraph
from . import coords
from .coords import COORD_ARG as IR_COORD_ARG, extent, is_coordinate, key as coords_key, scoped
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

# Where a coordinate sits (ir.egg, parallel.egg): constructor or function -> index of its coordinate argument.
# A pattern variable in one of these positions gets a coordinate, not an arbitrary i64.
COORD_ARG = {**IR_COORD_ARG, "pst": 1}  # pst facts put coordinate variables in queries too
# A loop (over a reduced axis) is the usual coordinate; grids over output axes 0, 1, 2 the others.
COORD_KINDS, COORD_KIND_WEIGHTS = (("Loop", None), ("Grid", 0), ("Grid", 1), ("Grid", 2)), (4, 2, 1, 1)


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
            if info.ruleset not in ANALYSIS_RULESETS:
                rules.append(_Rule(info.name, info.ruleset, info.file, info.line, query, private))
    return rules, commands


# ---------------------------------------------------------------------------------------------------------------
# Random instances of a rule's left side

def _coord(t: Term) -> int | None:
    """The coordinate a parallel construct names, or None for any other term."""
    i = COORD_ARG.get(t.op)
    return t.args[i] if i is not None and i < len(t.args) and is_coordinate(t.args[i]) else None


def _free(t: Term) -> frozenset:
    """The coordinates a term depends on (interp.scoped)."""
    inner = frozenset().union(*(_free(a) for a in t.args if isinstance(a, Term)))
    return scoped(t.op, _coord(t), inner)


def _coordinates(terms) -> set[Term]:
    """Every coordinate the terms name, bound or free."""
    return {p for root in terms for t in root.walk() if (p := _coord(t)) is not None}


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
        self.tiles: dict[Term, int] = {}  # the instance's coordinates and the tile size each is evaluated with
        self.coords = 0

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

    # -- coordinates and parallel leaves ---------------------------------------------------------------------------
    def coordinate(self, fresh: bool = False, kind: str | None = None) -> Term:
        """A coordinate for a pattern variable: a Loop, or a Grid over an output axis, over a Dim of its own, the
        extent one of the instance's axis sizes > 1, with a tile size that gives at least two instances (the last
        one short when the tile does not divide). A second coordinate variable mostly gets a coordinate of its own;
        a `fresh` one always does. `kind` (Loop or Grid) is what the pattern asks for, if anything."""
        rng = self.rng
        same_kind = sorted((p for p in self.tiles if kind in (None, p.op)), key=coords.key)
        if same_kind and not fresh and rng.random() < 0.25:
            return rng.choice(same_kind)
        extents = [d for d in self.sizes if d > 1]
        op, axis = rng.choices(COORD_KINDS, COORD_KIND_WEIGHTS)[0]
        if kind is not None and op != kind:
            op, axis = kind, (rng.randrange(3) if kind == "Grid" else None)
        self.coords += 1
        d, n = coords.in_dim(f"{self.tag}dim{self.coords}", 0), rng.choice(extents)
        p = coords.loop(d, n) if op == "Loop" else coords.grid(d, axis, n)
        self.tiles[p] = rng.randrange(1, n)
        return p

    def leaf(self, ctx: dict, need: dict) -> Term:
        """An Expr variable's value. `ctx` maps each coordinate the position depends on to the state wanted there
        (None: any; ("Part", axis), the axis maybe negative or None; ("Repl",); ("Partial",)), `need` forces axis
        sizes (a leaf under a Partition has the coordinate's extent on its axis) and maybe the dtype ("dtype": a
        Where's condition is a mask). With no coordinate this is a closed
        Input as before; otherwise the Input is viewed per coordinate: Partition(x, ax, p), Replicate(x, p) (unit on
        the axis its partner is tiled along), or a Partial value, Reduce(r, ax, Partition(x, ax, p)) or
        TileMatMul(Partition(a, -1, p), Partition(b, -2, p))."""
        need = dict(need)
        dtype = need.pop("dtype", None)
        if not ctx:
            value = self.random_value("Expr")
            if need or dtype:
                # Under a Partition: mostly the extent on its axis, else a unit axis or a scalar (broadcasts).
                shape, r = list(value.args[1]), self.rng.random()
                for ax, n in need.items():
                    if 0 <= ax < len(shape):
                        shape[ax] = n if r >= 0.35 else 1
                shape = [] if r < 0.15 and need else shape
                value = Input(value.args[0], tuple(shape), dtype or value.args[2].op)
            return value
        rng = self.rng
        states = []  # (coordinate, "Part" | "Repl" | "Partial", axis or None)
        partial = False
        for p, want in ctx.items():
            kind = want[0] if want else rng.choices(("Part", "Repl", "Partial"), (4, 3, 3))[0]
            axis = want[1] if want and kind == "Part" else None
            if kind == "Part" and rng.random() < 0.3:
                kind = "Repl"            # a replicated operand beside a tile: unit on the tiled axis
            elif kind == "Partial" and (partial or rng.random() < 0.35):
                kind = "Repl"            # beside a Partial value; and one Partial coordinate per leaf at most
            partial = partial or kind == "Partial"
            states.append((p, kind, axis))
        shape = list(self.leaf_shape())
        for ax, n in need.items():
            if 0 <= ax < len(shape):
                shape[ax] = n

        def axis_of(ax, unit=False):
            """Resolve a wanted axis against the shape, growing the shape when it is too short for it."""
            if ax is None:
                if not shape:
                    shape.append(rng.choice(self.sizes))
                return rng.randrange(len(shape))
            if unit and not -len(shape) <= ax < len(shape):
                return None  # a lower-rank operand broadcasts anyway
            while not -len(shape) <= ax < len(shape):
                shape.insert(0, rng.choice(self.sizes)) if ax < 0 else shape.append(rng.choice(self.sizes))
            return ax % len(shape)

        views = []
        for p, kind, axis in states:
            n_p = extent(p)
            if kind == "Part":
                ax = axis_of(axis)
                shape[ax] = n_p
                views.append((p, "Part", ax))
            elif kind == "Repl":
                ax = axis_of(axis, unit=True) if axis is not None else None
                if ax is not None and rng.random() < 0.8:
                    shape[ax] = 1
                views.append((p, "Repl", None))
            else:
                views.append((p, "Partial", None))
        self.leaves += 1
        r = rng.random() if self.mixed else 1.0
        dtype = dtype or ("Bool" if r < 0.25 else "I64" if r < 0.3 else self.dtype)
        if partial:
            dtype = self.dtype if dtype == "Bool" else dtype
        name = f"{self.tag}{self.leaves}"
        tiled = {ax for _, k, ax in views if k == "Part"}
        if len(views) == 1 and partial and len(shape) >= 2 and rng.random() < 0.35:
            # a per-instance product over a tiled contraction axis
            p = views[0][0]
            self.leaves += 1
            a = Input(name, tuple(shape[:-1]) + (extent(p),), dtype)
            b = Input(f"{self.tag}{self.leaves}", tuple(shape[:-2]) + (extent(p), shape[-1]), dtype)
            return Term("TileMatMul", Term("Partition", a, len(shape) - 1, p), Term("Partition", b, len(shape) - 2, p))
        reduce_axis = None
        if partial:
            if not shape:
                shape.append(1)
            free_axes = [i for i in range(len(shape)) if i not in tiled] or list(range(len(shape)))
            units = [i for i in free_axes if shape[i] == 1]
            reduce_axis = rng.choice(units) if units and rng.random() < 0.5 else rng.choice(free_axes)
            shape[reduce_axis] = extent(next(p for p, k, _ in views if k == "Partial"))
        x = Input(name, tuple(shape), dtype)
        for p, kind, ax in views:
            if kind == "Part":
                x = Term("Partition", x, ax, p)
            elif kind == "Repl":
                x = Term("Replicate", x, p)
        for p, kind, _ in views:
            if kind == "Partial":
                reducer = rng.choices(("RSum", "RMax", "RMin"), (3, 1, 1))[0]
                x = Term("Reduce", Term(reducer), reduce_axis, Term("Partition", x, reduce_axis, p))
        return x

    # -- values of each sort --------------------------------------------------------------------------------------
    def random_value(self, sort: str, depth: int = 0):
        rng = self.rng
        if sort in ("coord", "Coord"):
            return self.coordinate()
        if sort == "Dim":
            self.coords += 1
            return coords.in_dim(f"{self.tag}dim{self.coords}", 0)
        if sort == "elem-reducer":  # Reduce takes the reducers of tensors only (types.egg: ElemReducer)
            return Term(rng.choice(("RSum", "RMax", "RMin")))
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
        self.exprs: list = []                    # every side of every fact
        self.marks: list[bindings.Call] = []     # marker facts, e.g. (Output e)
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

    def marked(self, inst: "_Instance") -> list[str]:
        """The marker facts of one instance, as egglog commands (run after its terms are added)."""
        out = []
        for m in self.marks:
            args = [inst.values.get(self.canon(a.name)) if isinstance(a, bindings.Var) else _lit(a) for a in m.args]
            out.append(f"({m.name} {' '.join(to_sexpr(a) for a in args)})")
        return out

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
        """One instance of every root pattern. Coordinate variables are drawn first; then each position is built
        knowing the coordinates it depends on and the state wanted there (see `_Instance.leaf`): a PReduce's body
        wants Partial, a Combine's body a tile along its axis, a Partition's or Replicate's operand is closed in
        their coordinate, and operands of one operator share their siblings' coordinates (types.egg: fcs)."""
        building: set[str] = set()

        def coord(e):
            if isinstance(e, bindings.Lit):
                return _lit(e)
            if isinstance(e, bindings.Var):
                v = self.canon(e.name)
                target = self.bound.get(v)
                if v not in inst.values and isinstance(target, bindings.Call) and target.name in coords.KINDS:
                    build(e, "Coord", {}, {})
                elif v not in inst.values and v not in self.bound:
                    inst.values[v] = inst.random_value("coord")
                value = inst.values.get(v)
                return value if is_coordinate(value) else None
            return None

        def wanted(v: str) -> dict:
            """The states the query asks of variable v, as a context."""
            out = {}
            for p, st in self.states.get(v, ()):
                q = coord(p)
                if q is None:
                    continue
                if isinstance(st, bindings.Call) and st.name == "Part":
                    ax = build(st.args[0], "i64", {}, {})
                    out[q] = ("Part", ax if isinstance(ax, int) else None)
                elif isinstance(st, bindings.Call) and st.name in ("Repl", "Partial"):
                    out[q] = (st.name,)
                else:
                    out[q] = None
            return out

        def free(e, seen=frozenset()) -> set:
            """The coordinates a pattern depends on, as far as the pattern and the values drawn so far tell."""
            if isinstance(e, bindings.Var):
                v = self.canon(e.name)
                value = inst.values.get(v)
                if isinstance(value, Term):
                    return set(_free(value))
                if v in self.bound and v not in seen and isinstance(self.bound[v], bindings.Call):
                    return free(self.bound[v], seen | {v})
                return {q for p, _ in self.states.get(v, ()) if (q := coord(p)) is not None}
            if not isinstance(e, bindings.Call) or e.name not in self.sigs.constructors:
                return set()
            out = set()
            for a, sort in zip(e.args, self.sigs.constructors[e.name][0]):
                if sort == "Expr":
                    out |= free(a, seen)
            i = COORD_ARG.get(e.name)
            q = coord(e.args[i]) if i is not None and e.name != "pst" else None
            if e.name in ("Partition", "Replicate") and q is not None:
                out.add(q)
            elif e.name in ("Combine", "PReduce"):
                out.discard(q)
            return out

        def build(e, sort: str, ctx: dict, need: dict):
            if isinstance(e, bindings.Lit):
                return _lit(e)
            if isinstance(e, bindings.Var):
                v = self.canon(e.name)
                if v in inst.values:
                    return inst.values[v]
                if sort == "Expr":
                    ctx = {**ctx, **wanted(v)}
                if v in self.bound:
                    if v in building:
                        raise _Uninstantiable(f"variable {v} is bound to a pattern that contains it")
                    building.add(v)
                    target = self.bound[v]
                    value = build(target, sort if isinstance(target, bindings.Lit)
                                  else self.sigs.constructors[target.name][1], ctx, need)
                    building.discard(v)
                elif sort == "Expr":
                    value = inst.leaf(ctx, need)
                else:
                    value = inst.random_value(sort)
                inst.values[v] = value
                return value
            if isinstance(e, bindings.Call):
                if e.name in coords.KINDS:  # a coordinate pattern, (Loop d n) or (Grid d axis n): drawn whole
                    p = inst.coordinate(kind=e.name)
                    for a, value in zip(e.args, p.args):
                        if isinstance(a, bindings.Var):
                            inst.values.setdefault(self.canon(a.name), value)
                    return p
                if e.name == "vec-empty":
                    return ()
                if e.name == "vec-of":
                    return tuple(int(build(a, "i64", {}, {})) for a in e.args)
                if e.name not in self.sigs.constructors:
                    raise _Uninstantiable(f"cannot build ({e.name} ...) inside a pattern")
                return build_call(e, ctx, need)
            raise _Uninstantiable(f"unexpected pattern {e!r}")

        def build_call(e, ctx: dict, need: dict) -> Term:
            name, sorts = e.name, self.sigs.constructors[e.name][0]
            if self.parallel:
                ctx = {**{q: None for q in free(e)}, **ctx}  # operands share their siblings' coordinates
            args: list = [None] * len(e.args)
            built = [False] * len(e.args)

            def atom(i: int) -> None:
                sort = "coord" if COORD_ARG.get(name) == i else "elem-reducer" if name == "Reduce" and i == 0 \
                    else sorts[i]
                args[i] = build(e.args[i], sort, {}, {})
                built[i] = True

            if name in COORD_ARG:  # a parallel construct's atoms decide what its operand must be: draw them first
                for i, sort in enumerate(sorts):
                    if sort != "Expr":
                        atom(i)
            # Tuple leaves where a tuple is wanted: a state reducer folds tuples, Get takes a field of one.
            body = e.args[1] if name == "PReduce" and isinstance(args[0], Term) and \
                args[0].op in ("RPair", "RRescale") else e.args[0] if name == "Get" else None
            if isinstance(body, bindings.Var) and (v := self.canon(body.name)) not in inst.values \
                    and v not in self.bound:
                inner = operand_contexts(name, args, ctx, need)[1 if name == "PReduce" else 0][0]
                inst.values[v] = Term("Tuple", inst.leaf(inner, {}), inst.leaf(inner, {}))
            contexts = None
            for i, sort in enumerate(sorts):
                if sort != "Expr":
                    if not built[i]:
                        atom(i)
                    continue
                if contexts is None:  # after the atoms before the first operand (Reduce's axis)
                    contexts = operand_contexts(name, args, ctx, need)
                args[i] = build(e.args[i], sort, *contexts[i])
            return Term(name, *args)

        def operand_contexts(name: str, args: list, ctx: dict, need: dict) -> list:
            """(context, needed axis sizes) for each argument position of a constructor."""
            n = len(args)
            if name in ("Partition", "Replicate"):
                p = args[COORD_ARG[name]]
                axis_need = {args[1]: extent(p)} if name == "Partition" and is_coordinate(p) else {}
                return [({q: w for q, w in ctx.items() if q != p}, axis_need)] * n
            if name in ("Combine", "PReduce", "Collect"):
                p = args[COORD_ARG[name]]
                want = ("Part", args[2]) if name == "Combine" else ("Partial",) if name == "PReduce" else ctx.get(p)
                inner = {**{q: w for q, w in ctx.items() if q != p}, p: want}
                axis_need = {args[2]: extent(p)} if name == "Combine" and is_coordinate(p) else {}
                return [(inner, axis_need)] * n
            if name in ("MatMul", "Reshape", "Expand"):
                return [({}, {})] * n  # tensor-level: closed operands only
            if name == "Reduce":  # a Partial result: a tile along the reduced axis, or a Partial operand
                inner = {q: (("Part", args[1]) if w == ("Partial",) and rng.random() < 0.5 else w)
                         for q, w in ctx.items()}
                return [(inner, need)] * n
            if name == "TileMatMul":  # parallel.egg: which operand states give which product state
                left, right = {}, {}
                if not ctx:  # a per-instance product exists under some coordinate only: one of its own
                    ctx = {inst.coordinate(fresh=True): None}
                contracted, rows, cols = (("Part", -1), ("Part", -2)), (("Part", -2), ("Repl",)), (("Repl",), ("Part", -1))
                for q, w in ctx.items():
                    options = ([contracted, contracted, (("Partial",), ("Repl",))] if w == ("Partial",) else
                               [rows, cols] if w and w[0] == "Part" else
                               [(("Repl",), ("Repl",))] if w == ("Repl",) else [contracted, rows, cols])
                    left[q], right[q] = rng.choice(options)
                return [(left, {}), (right, {})]
            if name == "Where":  # the condition is a mask
                return [(ctx, {**need, "dtype": "Bool"}), (ctx, need), (ctx, need)]
            return [(ctx, need)] * n  # pointwise operators, tuples: operands in the same state

        rng = inst.rng
        for e in self.coord_args:  # coordinates first: what each position must be depends on them
            coord(e)
        out = []
        for r in self.roots:
            v = self.root_var.get(id(r))
            out.append(build(r, "Expr", wanted(v) if v else {}, {}))
        return out


def _markers(ir_file: Path) -> set[str]:
    """Relations the IR file declares over Expr: facts the host asserts of a program (Output), never derived."""
    return {c.name for c in bindings.EGraph().parse_program(ir_file.read_text())
            if isinstance(c, bindings.Relation) and c.inputs and all(i == "Expr" for i in c.inputs)}


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
        try:
            return self.g.value(cls)
        except ValueError as exc:
            raise _Unevaluable(str(exc)) from None

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
        self.sigs.markers = _markers(self.eg.sources[0])
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
                batch: list[_Built] = []
                while len(batch) < BATCH and res.tried < MAX_TRIES:
                    # leaves a1, a2, b1, ...: names unique within the batch
                    inst = _Instance(rng, self.sigs, _tag(len(batch)))
                    built = _Built(query.instantiate(inst), inst.tiles)
                    built.marks = query.marked(inst)
                    res.tried += 1
                    why = _cannot_evaluate(built, gen)
                    if why:
                        why_not = why_not or why
                    else:
                        batch.append(built)
                evaluated += len(batch)
                usable = self._well_typed(batch) if batch else []
                res.usable += len(usable)
                if usable:
                    self._run_batch(rule, usable, rng, gen, res)
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

    def _well_typed(self, instances: list[_Built]) -> list[_Built]:
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

    def _run_batch(self, rule: _Rule, usable: list[_Built], rng: random.Random, gen: torch.Generator,
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
                raise _Fail(f"egglog stopped while running it: {exc}") from None
            matches = out[0].report.num_matches_per_rule.get(private_name, 0) if out else 0
            res.matches += matches
            if matches:
                self._compare(eg.serialize(), lets, owner, rng, gen, res)
        finally:
            eg.run("(pop)")

    def _compare(self, graph: SerializedGraph, lets: list[str], owner: list[_Built], rng: random.Random,
                 gen: torch.Generator, res: RuleResult) -> None:
        instance_of: dict[str, int] = {}  # class -> the first instance it is reachable from: its tiles are used
        for k, n in enumerate(lets):
            for c in _reachable(graph, [graph.root_class(n)]):
                instance_of.setdefault(c, id(owner[k]))
        # Terms the rule built above an instance (e.g. (Get e 0) for a matched e) belong to the instance of a child.
        parents = True
        while parents:
            parents = False
            for c in graph.expr_classes:
                if c in instance_of:
                    continue
                for nid in graph.ir_nodes[c]:
                    kids = [graph.nodes[ch]["eclass"] for ch in graph.nodes[nid]["children"]]
                    k = next((instance_of[ch] for ch in kids if ch in instance_of), None)
                    if k is not None:
                        instance_of[c], parents = k, True
                        break
        classes = sorted(instance_of)
        built = {id(b): b for b in owner}
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
        claims = []  # (instance, a class's smallest term, one of its other nodes as a term over smallest terms)
        for c in classes:
            if len(graph.ir_nodes[c]) < 2 or graph.sizes()[c] == INF:
                continue
            canon = terms.canonical(c)
            for nid in graph.ir_nodes[c]:
                if all(graph.sizes().get(ch, 0) < INF for ch in terms.children(nid)):
                    node = terms.node_term(nid)
                    if node != canon:
                        claims.append((instance_of[c], canon, node))
        # Coordinates the rule introduced get a random tile size too (per instance), so they also run ragged.
        tiles = {k: dict(b.tiles) for k, b in built.items()}
        for k, canon, node in claims:
            for p in sorted(_coordinates([canon, node]) - tiles[k].keys(), key=coords_key):
                tiles[k][p] = _random_tile(p, rng)
        every = [t for _, canon, node in claims for t in (canon, node)]
        for signed in (False, True):
            inputs = _draw_inputs(every, gen, signed)
            interps = {k: Interpreter(inputs, tiles[k]) for k in built}
            for k, canon, node in claims:
                interp = interps[k]
                for env in _environments(interp, interp.free(canon) | interp.free(node)):
                    why, finite = _differ(_evaluate(interp, canon, env), _evaluate(interp, node, env))
                    res.compared += 1
                    res.values += finite
                    if why:
                        draw = "inputs of random sign" if signed else "inputs in [0.5, 2]"
                        where = f"; instance {_env_text(env, interp)}" if env else ""
                        raise _Fail(f"{_brief(node)} = {_brief(canon)}: {why} ({draw}{where}; "
                                    f"{_leaf_types([node, canon])})")


@dataclass
class _Built:
    """An instance as built: its root terms, and the tile size of each coordinate it was drawn with."""
    roots: list[Term]
    tiles: dict[Term, int]
    marks: list[str] = field(default_factory=list)  # marker facts (Output ...) asserted with the roots


def _random_tile(p: Term, rng: random.Random) -> int:
    """A tile size for coordinate p that gives at least two instances where the extent allows (maybe ragged)."""
    n = extent(p)
    return rng.randrange(1, n) if n > 1 else 1


def _environments(interp: Interpreter, coords) -> list[dict | None]:
    """Every assignment of instance indices to the coordinates (None alone when there are none)."""
    ordered = sorted(coords, key=coords_key)
    if not ordered:
        return [None]
    return [dict(zip(ordered, idx)) for idx in itertools.product(*(range(interp.instances(p)) for p in ordered))]


def _env_text(env: dict, interp: Interpreter) -> str:
    return ", ".join(f"{i} of {coords.text(p)} (tile {interp.tile(p)})"
                     for p, i in sorted(env.items(), key=lambda item: coords_key(item[0])))


def _cannot_evaluate(built: _Built, gen: torch.Generator) -> str:
    """Why the interpreter cannot evaluate an instance ("" when it can), under every instance of its free
    coordinates. A cheap filter before egglog's typing: most random instances mismatch shapes, and torch says so in
    microseconds; the type analysis stays the judge."""
    roots = built.roots
    try:
        interp = Interpreter(_draw_inputs(roots, gen, signed=False), built.tiles)
        for t in roots:
            for env in _environments(interp, interp.free(t)):
                interp(t, env)
    except Exception as exc:
        if isinstance(exc, InterpretError) and "does not know" in str(exc):
            raise _Unevaluable(f"{exc} (in {_brief(roots[0])})") from None  # no other instance will do better
        return f"{_brief(roots[0])}: {str(exc).splitlines()[0]}"
    return ""


def _evaluate(interp: Interpreter, t: Term, env: dict | None = None):
    """Evaluate a term of the e-graph after the rule ran, under an instance of its free coordinates; the instance
    itself evaluated, so a failure is the rule's."""
    try:
        return interp(t, env)
    except InterpretError as exc:
        if "does not know" in str(exc):
            raise _Unevaluable(str(exc)) from None
        raise _Fail(f"evaluating {_brief(t)} failed: {exc}") from None
    except Exception as exc:
        raise _Fail(f"evaluating {_brief(t)} failed: {str(exc).splitlines()[0]}") from None


def check_rules(egg_dir: Path = EGG_DIR, extra_files: tuple[Path, ...] = (), seed: int = 0,
                progress: Callable[[str], None] | None = None) -> CheckReport:
    return RuleChecker(egg_dir, extra_files).check_all(seed, progress)
