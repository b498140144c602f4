"""Random instances of a rule's left side (DESIGN §3: `eqiforge check-rules`, step 1).

Every maximal `Expr` constructor pattern in the query becomes a concrete term: an `Expr` variable becomes an `Input`
leaf of a small random shape (rank 0..4, axis sizes 1..6; the leaves of one instance mostly share a base shape, its
transpose, or unit-axis versions of them, so broadcasts and MatMul operands line up), a variable bound by
`(= v PATTERN)` stands for that pattern, literal sub-patterns stay as written, and other variables get random values
of their sort (i64 axes, f64 constants, shapes and permutations, dtypes, operators). Shared variables stay shared.

Parallel patterns: a variable in a coordinate position (COORD_ARG: Partition, Replicate, Combine, PReduce, Collect,
pst) gets a coordinate (Loop or Grid over a Dim of its own), the extent one of the instance's axis sizes > 1, and a
tile size (1 .. extent - 1, so at least two instances, sometimes a short last one). Each position is built knowing
the coordinates it depends on and the state wanted there: a PReduce's body is Partial, a Combine's a tile along its
axis, a Partition's or Replicate's operand is closed in their coordinate, siblings share coordinates, a
TileMatMul's or Reduce's operands are in states that give the state wanted of the result (`states`: read from
parallel.egg by egglog itself), and `(= (pst v p) S)` facts say what v must be. An Expr variable in such a position
becomes a parallel leaf: Partition(Input, ax, p) (the extent on ax), Replicate(Input, p) (often unit on its
partner's tiled axis), or a Partial value, Reduce(r, ax, Partition(Input, ax, p)) or
TileMatMul(Partition(A, -1, p), Partition(B, -2, p)); a tuple where a state reducer or Get wants one. A marker fact
(a relation ir.egg declares over Expr, such as `(Output e)`) is asserted of the instance, as the host asserts it of
a program; a variable only a marker names becomes a root of its own.

Instances the reference interpreter cannot evaluate (shapes that don't fit) are dropped by `compare.cannot_evaluate`;
egglog's type analysis then drops the ill-typed rest. Whether a well-typed instance matches is left to the rule's
own guards, as in a real run.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field

from egglog import bindings

from .. import coords
from ..coords import extent, is_coordinate, scoped
from ..term import Input, Term, to_sexpr
from .patterns import COORD_ARG, Query, Signatures, Uninstantiable, literal
from .states import PROBE_AXIS, StateTable

MAX_DIM = 6
RANKS, RANK_WEIGHTS = (0, 1, 2, 3, 4), (1, 2, 4, 3, 1)
F64_SPECIAL = (0.0, 1.0, -1.0, 2.0, 0.5)  # rules often guard on these exact constants
# A loop (over a reduced axis) is the usual coordinate; grids over output axes 0, 1, 2 the others.
COORD_KINDS, COORD_KIND_WEIGHTS = (("Loop", None), ("Grid", 0), ("Grid", 1), ("Grid", 2)), (4, 2, 1, 1)


def coordinate_of(t: Term) -> Term | None:
    """The coordinate a parallel construct names, or None for any other term."""
    i = COORD_ARG.get(t.op)
    return t.args[i] if i is not None and i < len(t.args) and is_coordinate(t.args[i]) else None


def free_coordinates(t: Term) -> frozenset:
    """The coordinates a term depends on (interp.scoped)."""
    inner = frozenset().union(*(free_coordinates(a) for a in t.args if isinstance(a, Term)))
    return scoped(t.op, coordinate_of(t), inner)


def coordinates(terms) -> set[Term]:
    """Every coordinate the terms name, bound or free."""
    return {p for root in terms for t in root.walk() if (p := coordinate_of(t)) is not None}


class Instance:
    """One random instance: a 'world' (rank, base shape, dtype) that its leaves mostly share, so the guards on
    broadcasting and equal types are often met, plus the value chosen for every variable."""

    def __init__(self, rng: random.Random, sigs: Signatures, tag: str):
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

    def product_leaf(self) -> Term:
        """A closed product of two leaves, of a leaf's shape (at least rank 2): what an (Epilogue v) guard wants."""
        shape = self.leaf_shape()
        if len(shape) < 2:
            shape = self.base if len(self.base) >= 2 else (self.sizes[1], self.sizes[0])
        k = self.rng.choice(self.sizes)
        self.leaves += 2
        a = Input(f"{self.tag}{self.leaves - 1}", tuple(shape[:-1]) + (k,), self.dtype)
        b = Input(f"{self.tag}{self.leaves}", tuple(shape[:-2]) + (k, shape[-1]), self.dtype)
        return Term("MatMul", a, b)

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
            raise Uninstantiable(f"no way to build a random value of sort {sort}")
        if depth >= 3:  # keep nested datatypes small: only their atoms
            options = [o for o in options if not self.sigs.constructors[o][0]] or options
        op = rng.choice(options)
        return Term(op, *(self.random_value(s, depth + 1) for s in self.sigs.constructors[op][0]))


def instantiate(query: Query, inst: Instance, table: StateTable) -> list[Term]:
    """One instance of every root pattern. Coordinate variables are drawn first; then each position is built
    knowing the coordinates it depends on and the state wanted there (see `Instance.leaf`): a PReduce's body
    wants Partial, a Combine's body a tile along its axis, a Partition's or Replicate's operand is closed in
    their coordinate, and operands of one operator share their siblings' coordinates (types.egg: fcs)."""
    building: set[str] = set()

    def coord(e):
        if isinstance(e, bindings.Lit):
            return literal(e)
        if isinstance(e, bindings.Var):
            v = query.canon(e.name)
            target = query.bound.get(v)
            if v not in inst.values and isinstance(target, bindings.Call) and target.name in coords.KINDS:
                build(e, "Coord", {}, {})
            elif v not in inst.values and v not in query.bound:
                inst.values[v] = inst.random_value("coord")
            value = inst.values.get(v)
            return value if is_coordinate(value) else None
        return None

    def wanted(v: str) -> dict:
        """The states the query asks of variable v, as a context."""
        out = {}
        for p, st in query.states.get(v, ()):
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
            v = query.canon(e.name)
            value = inst.values.get(v)
            if isinstance(value, Term):
                return set(free_coordinates(value))
            if v in query.bound and v not in seen and isinstance(query.bound[v], bindings.Call):
                return free(query.bound[v], seen | {v})
            return {q for p, _ in query.states.get(v, ()) if (q := coord(p)) is not None}
        if not isinstance(e, bindings.Call) or e.name not in query.sigs.constructors:
            return set()
        out = set()
        for a, sort in zip(e.args, query.sigs.constructors[e.name][0]):
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
            return literal(e)
        if isinstance(e, bindings.Var):
            v = query.canon(e.name)
            if v in inst.values:
                return inst.values[v]
            if sort == "Expr":
                ctx = {**ctx, **wanted(v)}
            if v in query.bound:
                if v in building:
                    raise Uninstantiable(f"variable {v} is bound to a pattern that contains it")
                building.add(v)
                target = query.bound[v]
                value = build(target, sort if isinstance(target, bindings.Lit)
                              else query.sigs.constructors[target.name][1], ctx, need)
                building.discard(v)
            elif sort == "Expr" and not ctx and v in {query.canon(x) for x in query.epilogues}:
                value = inst.product_leaf()
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
                        inst.values.setdefault(query.canon(a.name), value)
                return p
            if e.name == "vec-empty":
                return ()
            if e.name == "vec-of":
                return tuple(int(build(a, "i64", {}, {})) for a in e.args)
            if e.name not in query.sigs.constructors:
                raise Uninstantiable(f"cannot build ({e.name} ...) inside a pattern")
            return build_call(e, ctx, need)
        raise Uninstantiable(f"unexpected pattern {e!r}")

    def build_call(e, ctx: dict, need: dict) -> Term:
        name, sorts = e.name, query.sigs.constructors[e.name][0]
        if query.parallel:
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
            args[0].op in ("RPair", "RRescale", "RRescaleAcc") else e.args[0] if name == "Get" else None
        if isinstance(body, bindings.Var) and (v := query.canon(body.name)) not in inst.values \
                and v not in query.bound:
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
        if name in ("Combine", "PReduce", "PScan", "Collect"):
            p = args[COORD_ARG[name]]
            want = ("Part", args[2]) if name == "Combine" else ("Partial",) if name in ("PReduce", "PScan") \
                else ctx.get(p)
            inner = {**{q: w for q, w in ctx.items() if q != p}, p: want}
            axis_need = {args[2]: extent(p)} if name == "Combine" and is_coordinate(p) else {}
            return [(inner, axis_need)] * n
        if name in ("MatMul", "Reshape", "Expand"):
            return [({}, {})] * n  # tensor-level: closed operands only
        if name in table.entries:  # parallel.egg, as egglog typed the probes: operand states per result state
            if name == "TileMatMul" and not ctx:  # a per-instance product exists under some coordinate only
                ctx = {inst.coordinate(fresh=True): None}
            operands = [i for i, sort in enumerate(query.sigs.constructors[name][0]) if sort == "Expr"]
            inner: list[dict] = [{} for _ in range(n)]
            for q, w in ctx.items():
                options = table.operand_states(name, w)
                for i, st in zip(operands, rng.choice(options) if options else (w,) * len(operands)):
                    # the probe's axis argument stands for this term's
                    inner[i][q] = ("Part", args[PROBE_AXIS[name]]) if st == ("Part", "axis") else st
            return [(inner[i], need if name == "Reduce" else {}) for i in range(n)]
        if name == "Where":  # the condition is a mask
            return [(ctx, {**need, "dtype": "Bool"}), (ctx, need), (ctx, need)]
        return [(ctx, need)] * n  # pointwise operators, tuples: operands in the same state

    rng = inst.rng
    for e in query.coord_args:  # coordinates first: what each position must be depends on them
        coord(e)
    out = []
    for r in query.roots:
        v = query.root_var.get(id(r))
        out.append(build(r, "Expr", wanted(v) if v else {}, {}))
    return out


def marks(query: Query, inst: Instance) -> list[str]:
    """The marker facts of one instance, as egglog commands (run after its terms are added)."""
    out = []
    for m in query.marks:
        args = [inst.values.get(query.canon(a.name)) if isinstance(a, bindings.Var) else literal(a) for a in m.args]
        out.append(f"({m.name} {' '.join(to_sexpr(a) for a in args)})")
    return out


@dataclass
class Built:
    """An instance as built: its root terms, and the tile size of each coordinate it was drawn with."""
    roots: list[Term]
    tiles: dict[Term, int]
    marks: list[str] = field(default_factory=list)  # marker facts (Output ...) asserted with the roots


def random_tile(p: Term, rng: random.Random) -> int:
    """A tile size for coordinate p that gives at least two instances where the extent allows (maybe ragged)."""
    n = extent(p)
    return rng.randrange(1, n) if n > 1 else 1


def tag(k: int) -> str:
    return chr(ord("a") + k % 26) + "_" * (k // 26)


