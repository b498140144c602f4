"""Lowering: a candidate program (an extracted term) to a kernel plan that templates render (DESIGN §5).

A *kernel* is each class a kernel writes (lowerable.py: `kernel_output`): a nest of Combines (its grid is their
coordinates), a PReduce with no grid (one instance), or a Collect (its grid is every coordinate its states vary
over; it stores one state per instance). Everything else in memory — inputs, layouts of memory, index arithmetic —
is computed by the launcher with torch, as views where it can.

Inside a kernel every value is a register tile with one axis per logical axis. An axis is
  ("one",)          size 1 (reduced, or size 1 in memory),
  ("full", n)       the whole axis: `F_n` elements (a power of two), the first `E_n` real,
  ("tile", c)       the tile of coordinate c: `T_c` elements starting at `i_c * T_c`, the first `E_c` real.
Elements past the real extent hold anything; they are masked wherever they could leak: loads read 0 there, an
in-tile reduction or a product fills the reduced axis with the reducer's identity first, stores skip them. Tile
sizes are constexpr parameters, so one source serves every schedule; extents are runtime arguments.

A value is emitted in the outermost block (kernel body or loop) where all of its coordinates are bound, so what a
loop does not change is computed once, before it.
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass, field

import torch

from ..capture.workloads import DTYPES
from ..coords import COORD_ARG, extent as coordinate_extent, key as coordinate_key, scoped, text as coordinate_text
from ..errors import EqiForgeError
from ..extract import lowerable
from ..interp import OPERANDS, Interpreter
from ..term import Term
from .masks import Bound, affine, comparison, identity_masks
from .schedule import is_pow2, next_pow2


class LoweringError(EqiForgeError):
    """The candidate uses a construct, or a combination, that lowering has no kernel code for."""


# -- the plan the templates render ----------------------------------------------------------------------------------
@dataclass
class Stmt:
    kind: str                   # the template macro that renders it (templates/triton/constructs.j2)
    out: str = ""
    args: dict = field(default_factory=dict)
    body: list["Stmt"] = field(default_factory=list)


@dataclass
class Param:
    name: str                   # kernel parameter
    value: str                  # launcher expression passed for it
    constexpr: bool = False


@dataclass
class Kernel:
    name: str
    what: str                   # one line: what it computes (a comment in the source)
    grid: list[str]             # coordinate names, decomposed from one program id in this order
    params: list[Param]
    body: list[Stmt]
    masked: list[str] = field(default_factory=list)  # grid coordinates whose bounds mask the body reads


@dataclass
class MemStmt:
    kind: str                   # the launcher macro (templates/triton/launcher.j2)
    out: str
    args: dict = field(default_factory=dict)


@dataclass
class Plan:
    inputs: list[str]                       # the program's inputs, in order of first use
    memory: list[MemStmt]                   # launcher statements, in order (buffers, views, kernel launches)
    kernels: list[Kernel]
    coordinates: dict[str, dict]            # name -> {"text", "extent", "default"}
    fulls: dict[str, int]                   # full-axis name -> extent
    output: str                             # launcher expression of the result
    output_shape: tuple
    itemsize: dict[str, int] = field(default_factory=dict)  # bytes per element of each memory name kernels read
    # kernel -> coordinate -> the schedule key of its tile there: the coordinate's name where every kernel that runs
    # over it has one tile, else "kernel_k.c" per kernel (k: the first of the kernels tied to it by stored states)
    tile_keys: dict[str, dict[str, str]] = field(default_factory=dict)

    def schedule_keys(self) -> dict[str, str]:
        """The tile sizes a schedule sets: key -> its coordinate, in order of coordinate."""
        keys = {key: c for per in self.tile_keys.values() for c, key in per.items()}
        keys |= {c: c for c in self.coordinates if c not in keys.values()}   # no kernel runs over it
        return dict(sorted(keys.items(), key=lambda kv: (list(self.coordinates).index(kv[1]), kv[0])))


# -- values inside a kernel ---------------------------------------------------------------------------------------
ONE = ("one",)


@dataclass(frozen=True)
class Along:
    """A 1-D vector (offsets or a bounds mask) placed along axis `i` of a tile of rank `rank` (templates index it
    with None elsewhere)."""
    vector: str
    i: int
    rank: int


@dataclass(frozen=True)
class Val:
    expr: str                   # a variable or a literal
    axes: tuple                 # one descriptor per logical axis
    boolean: bool = False       # a mask (int1 in Triton) rather than fp32
    raw: bool = False           # a load still in its memory's dtype (bf16, fp16 or fp32): converted to fp32 where
    #                             arithmetic reads it, passed as it is where a product reads it (tensor cores)


def _literal(x) -> str:
    """A float as Python source (infinities and NaN have no literal)."""
    x = float(x)
    if math.isnan(x):
        return 'float("nan")'
    if math.isinf(x):
        return 'float("inf")' if x > 0 else '-float("inf")'
    return repr(x)


def _default_tile(n: int) -> int:
    """The tile a run uses when none is given: a power of two below the extent (several instances, so the
    interpreter's checks cover the loop and grid arithmetic), and at most 64 (a register tile a GPU holds);
    [ranking] chooses real schedules."""
    return max(1, min(64, next_pow2(n) // 2))


DOT_MIN = 16    # tl.dot's smallest M, N and K on tensor cores
UNROLL_K = 4     # a product contracting a whole axis of at most this many elements is unrolled (refinement.egg
#                 keeps such axes whole)
_IDENTITY = {"RSum": "0.0", "RMax": "-float('inf')", "RMin": "float('inf')"}


class Lowering:
    """Builds the plan of one candidate term."""

    def __init__(self, term: Term, dtype: str = "fp32"):
        self.term = term
        self.stored = DTYPES[dtype].itemsize   # bytes per element of floating-point inputs, outputs, intermediates
        self.shapes = Interpreter({})      # logical shapes (types.egg `ty`), read from the term alone
        self.varies_memo: dict[Term, frozenset] = {}
        self.coord_names: dict[Term, str] = {}
        self.full_names: dict[int, str] = {}
        self.kernels: list[Kernel] = []
        self.memory: list[MemStmt] = []
        self.mem_memo: dict[Term, object] = {}
        self.inputs: list[str] = []
        self.collects: dict[Term, tuple] = {}
        self.counter = 0
        self.itemsize: dict[str, int] = {}
        self.wide: set[str] = set()   # stored states kept in fp32 (reducer states), whatever the storage dtype
        self.links: list[tuple[str, str, tuple]] = []   # (kernel storing states, kernel reading them, coordinates)

    # -- names ----------------------------------------------------------------------------------------------------
    def fresh(self, prefix: str) -> str:
        self.counter += 1
        return f"{prefix}{self.counter}"

    def coord(self, p: Term) -> str:
        if p not in self.coord_names:
            self.coord_names[p] = f"c{len(self.coord_names)}"
        return self.coord_names[p]

    def full(self, n: int) -> str:
        if n not in self.full_names:
            self.full_names[n] = f"n{len(self.full_names)}"
        return self.full_names[n]

    def free(self, t: Term) -> frozenset:
        """The coordinates a term depends on (the interpreter's, which lowering must agree with)."""
        return self.shapes.free(t)

    def varies(self, t: Term) -> frozenset:
        """The coordinates a term's value changes with: its free coordinates less those only a Replicate brings
        (every instance of those sees the same value)."""
        if t not in self.varies_memo:
            inner = frozenset().union(*(self.varies(a) for a in t.args if isinstance(a, Term)))
            i = COORD_ARG.get(t.op)
            self.varies_memo[t] = inner if t.op == "Replicate" else scoped(t.op, t.args[i] if i is not None else None,
                                                                           inner)
        return self.varies_memo[t]

    def shape(self, t: Term):
        return self.shapes.shape(t)

    def positional(self, t: Term) -> bool:
        """A closed value computed from positions alone (iotas and constants through pointwise ops and layouts):
        a mask built in the program, which a kernel can compute from its offsets rather than read."""
        if t.op in ("Iota", "Full", "Scalar"):
            return True
        return t.op in _POSITIONAL and not self.free(t) and all(self.positional(t.args[i]) for i in OPERANDS[t.op])

    def sink(self, t: Term) -> Term | None:
        """A view chain (Partitions, Replicates, layouts) of a pointwise positional value, moved onto its operands:
        the same value, Where(view of c, view of a, view of b) for a view of Where(c, a, b), each operand view
        sunk in its turn where it is read, down to iotas and constants. A kernel then computes the tile from its
        offsets instead of loading a tensor the launcher fills (an additive causal mask), and a mask's condition
        stays a view of memory, an affine comparison masks.py reads. Scalar operands stay as they are; None
        where an operand of another shape would need broadcasting, or the value is not positional."""
        if t.op not in _SINKABLE:
            return None
        inner = t.args[0]
        if inner.op in _SINKABLE:
            inner = self.sink(inner)     # the views below, sunk already (or None)
        elif not self.positional(inner):
            return None
        if inner is None or inner.op not in _POINTWISE:
            return None
        shape, args = tuple(self.shape(inner)), list(inner.args)
        for i in OPERANDS[inner.op]:
            o = inner.args[i]
            if tuple(self.shape(o)) == shape:
                args[i] = Term(t.op, o, *t.args[1:])
            elif self.shape(o):
                return None
        return Term(inner.op, *args)

    # -- the program ----------------------------------------------------------------------------------------------
    def plan(self) -> Plan:
        if self.free(self.term):
            raise LoweringError("the root has free coordinates: not a complete program")
        out = self.memory_value(self.term)
        if isinstance(out, tuple):
            raise LoweringError("the program's result is a tuple")
        coords = {name: {"text": coordinate_text(p), "extent": coordinate_extent(p),
                         "default": _default_tile(coordinate_extent(p))}
                  for p, name in self.coord_names.items()}
        return Plan(self.inputs, self.memory, self.kernels, coords,
                    {name: n for n, name in self.full_names.items()}, out, tuple(self.shape(self.term)),
                    self.itemsize, self.tile_keys())

    def tile_keys(self) -> dict[str, dict[str, str]]:
        """Each kernel's tiles are its own: the kernel that reads stored states shares only the tiles they are
        stored by (the instance grid and the state's tile axes) with the kernel that stores them. A coordinate whose
        kernels are not all tied so gets a key per kernel (per tied group); the launcher's T[...] are renamed to
        match."""
        order = {k.name: i for i, k in enumerate(self.kernels)}
        parent: dict[tuple, tuple] = {}

        def find(x):
            while parent.setdefault(x, x) != x:
                x = parent[x]
            return x

        for k in self.kernels:
            for p in k.params:
                if p.name.startswith("T_"):
                    find((k.name, p.name[2:]))
        for producer, consumer, cs in self.links:
            for c in cs:
                a, b = find((producer, c)), find((consumer, c))
                parent[max(a, b, key=lambda x: order[x[0]])] = min(a, b, key=lambda x: order[x[0]])
        groups: dict[str, set] = {}
        for kc in parent:
            groups.setdefault(kc[1], set()).add(find(kc)[0])
        keys: dict[str, dict[str, str]] = {k.name: {} for k in self.kernels}
        for kname, c in parent:
            keys[kname][c] = c if len(groups[c]) == 1 else f"{find((kname, c))[0]}.{c}"
        for m in self.memory:
            kname = m.out if m.kind == "launch" else m.args.get("kernel")
            if kname is None:
                continue
            rename = lambda text, per=keys[kname]: re.sub(  # noqa: E731
                r"T\['(\w+)'\]", lambda x: f"T[{per.get(x[1], x[1])!r}]", text)
            if m.kind == "launch":
                m.args["grid"] = [rename(g) for g in m.args["grid"]]
                m.args["args"] = [(name, rename(value)) for name, value in m.args["args"]]
            else:
                m.args["sizes"] = [rename(x) for x in m.args["sizes"]]
        return keys

    # -- memory: computed by the launcher, or by a kernel ----------------------------------------------------------
    def memory_value(self, t: Term):
        """The launcher expression (a name, or a tuple of names for a tuple) of a closed term."""
        if t in self.mem_memo:
            return self.mem_memo[t]
        op, a = t.op, t.args
        spec = lowerable.construct(op)
        if op == "Input":
            name = a[0]
            if name not in self.inputs:
                self.inputs.append(name)
            value = f"inputs[{name!r}]"
            out = self.fresh("m")
            self.memory.append(MemStmt("assign", out, {"value": value}))
            self.itemsize[out] = self.stored if a[2].op in _FLOATING else _ITEMSIZE[a[2].op]
            value = out
        elif op == "Tuple":
            value = (self.memory_value(a[0]), self.memory_value(a[1]))
        elif op == "Get":
            inner = self.memory_value(a[0])
            if not isinstance(inner, tuple):
                raise LoweringError("Get of a value that is not a tuple")
            value = inner[a[1]]
        elif op in ("Combine", "PReduce"):
            value = self.kernel_output(t)
        elif op == "Collect":
            raise LoweringError("a Collect outside the loop that folds it")
        elif spec.closed in (lowerable.MEMORY, lowerable.INDEX):
            value = self.launcher_op(t)
        else:
            raise LoweringError(f"{op} cannot be computed outside a kernel")
        self.mem_memo[t] = value
        return value

    def launcher_op(self, t: Term) -> str:
        """A layout of memory (a torch view where it can be) or index arithmetic, as a launcher statement."""
        op, a = t.op, t.args
        out = self.fresh("m")
        operands = OPERANDS.get(op, ())
        kids = [self.memory_value(x) if i in operands else x for i, x in enumerate(a)]
        if any(isinstance(kids[i], tuple) for i in operands):
            raise LoweringError(f"{op} of a tuple in memory")
        args: dict = {}
        if op == "Scalar":
            args = {"value": _literal(a[0])}
        elif op == "Full":
            args = {"value": _literal(a[0]), "shape": list(a[1]), "dtype": _torch_dtype(a[2].op)}
        elif op == "Iota":
            args = {"shape": list(a[0]), "axis": a[1]}
        elif op == "Unary":
            args = {"op": a[0].op, "x": kids[1]}
        elif op == "Binary":
            args = {"op": a[0].op, "a": kids[1], "b": kids[2]}
        elif op == "Where":
            args = {"c": kids[0], "a": kids[1], "b": kids[2]}
        elif op == "Cast":
            args = {"x": kids[0], "dtype": _torch_dtype(a[1].op)}
        elif op == "Reshape":
            args = {"x": kids[0], "shape": list(a[1])}
        elif op == "Permute":
            args = {"x": kids[0], "perm": list(a[1])}
        elif op == "Expand":
            args = {"x": kids[0], "shape": list(a[1])}
        elif op == "Slice":
            args = {"x": kids[0], "axis": a[1], "start": a[2], "length": a[3]}
        elif op == "Reduce":
            args = {"op": a[0].op, "axis": a[1], "x": kids[2]}
        elif op == "Concat":
            args = {"a": kids[0], "b": kids[1], "axis": a[2]}
        else:
            raise LoweringError(f"the launcher has no code for {op} in memory")
        self.memory.append(MemStmt(op.lower(), out, args))
        # a view keeps its operand's element size; computed index arithmetic is fp32 or a mask (one byte)
        first = next((kids[i] for i in operands), None)
        mask = (op in ("Unary", "Binary") and a[0].op in _MASK_OPS or op == "Full" and a[2].op == "Bool"
                or op == "Cast" and a[1].op == "Bool")
        self.itemsize[out] = self.itemsize.get(first, 4) if op in lowerable.LAYOUTS else 1 if mask else 4
        if op == "Cast":  # not a view: .to() gives a tensor of the cast's dtype, which is what kernels read
            self.itemsize[out] = getattr(torch, args["dtype"].removeprefix("torch.")).itemsize
        if op == "Where" and self.itemsize.get(kids[1]) == self.itemsize.get(kids[2]) == 1:  # of two masks: a mask
            self.itemsize[out] = 1
        return out

    def kernel_output(self, t: Term):
        """Build the kernel that writes a closed Combine nest or one-instance PReduce; its output buffer(s)."""
        grid: list[tuple[Term, int]] = []
        body = t
        while body.op == "Combine":
            grid.append((body.args[1], body.args[2]))
            body = body.args[0]
        kb = KernelBuilder(self, [p for p, _ in grid])
        # a one-instance loop is closed itself: emitted here, not read back from memory
        value = kb.loop(body, kb.stack) if body.op == "PReduce" else kb.value(body, kb.stack)
        fields = _leaves(value)
        shapes = _shape_leaves(self.shape(t))
        grid_axis = {axis: self.coord(p) for p, axis in grid}
        outs = []
        for val, shp in zip(fields, shapes, strict=True):
            buf = self.fresh("buf")
            self.memory.append(MemStmt("buffer", buf, {"shape": list(shp), "boolean": val.boolean}))
            self.itemsize[buf] = 1 if val.boolean else self.stored
            outs.append(buf)
            axes = []
            for i, n in enumerate(shp):
                if i in grid_axis:
                    axes.append(("tile", grid_axis[i]))
                elif n == 1:
                    axes.append(ONE)
                else:
                    axes.append(("full", self.full(n)))
            kb.store(buf, [(axis, f"{buf}.stride({i})") for i, axis in enumerate(axes)], val)
        what = f"writes {', '.join(outs)}: {t.op} over {', '.join(coordinate_text(p) for p, _ in grid) or 'one instance'}"
        self.finish(kb, what, [self.coord(p) for p, _ in grid])
        return _rebuild(value, iter(outs))

    def collect(self, t: Term):
        """Build the kernel that stores every instance's state of Collect(v, p): a grid over every coordinate the
        states vary over, one state per instance of the Collect's coordinates, by position along its tile axes.
        Returns (buffers, the state's axes, its coordinates, the kernel's name, the coordinates whose tiles the
        kernels reading the states share with it)."""
        if t in self.collects:
            return self.collects[t]
        # one state per instance of what the states vary with (not per instance of a coordinate they are
        # only replicated over: that would store, and compute, the same state again)
        grid = sorted(self.varies(t.args[0]) | {t.args[1]}, key=coordinate_key)
        names = [self.coord(p) for p in grid]
        kb = KernelBuilder(self, grid)
        value = kb.value(t.args[0], kb.stack)
        bufs = []
        kernel = f"kernel_{len(self.kernels)}"    # finish() names it next
        tied = set()
        for val in _leaves(value):
            # one state per instance of the coordinates it is not tiled by (the Collect's); along its tile axes it is
            # stored by position, masked at the extent, so the kernel that reads it tiles those its own way
            inst = [c for c in names if c not in _positional(val, names)]
            # states per instance are a reducer's partial states: fp32, as computed. A value stored by position
            # alone is a whole tensor (a product's or a reduction's input, stored to be read by the next kernel):
            # an intermediate, kept in the storage dtype as every other one is
            wide = bool(inst) or val.boolean
            buf = self.fresh("states" if wide else "stored")
            sizes = [f"_cdiv({self.extent_of(c)}, T[{c!r}])" for c in inst]
            sizes += [str(self.extent_of(ax[1])) if ax[0] == "tile" and ax[1] in names
                      else self.launcher_size(kb.size(ax)) for ax in val.axes]
            tied |= set(inst)
            self.memory.append(MemStmt("states", buf, {"sizes": sizes, "boolean": val.boolean, "kernel": kernel,
                                                       "fp32": wide}))
            self.itemsize[buf] = 4 if wide else self.stored
            if wide:
                self.wide.add(buf)
            bufs.append(buf)
            kb.store_states(buf, inst, val, names, wide)
        self.finish(kb, f"stores {', '.join(bufs)}: Collect over {coordinate_text(t.args[1])}", names)
        result = (_rebuild(value, iter(bufs)), value, names, kernel, tuple(sorted(tied)))
        self.collects[t] = result
        return result

    def finish(self, kb: "KernelBuilder", what: str, grid: list[str]) -> None:
        name = f"kernel_{len(self.kernels)}"
        self.links += [(producer, name, tied) for producer, tied in kb.reads]
        params = kb.params()
        self.kernels.append(Kernel(name, what, grid, params, kb.stack[0].stmts, [c for c in grid if c in kb.masks]))
        launch_args = [(p.name, p.value) for p in params]
        self.memory.append(MemStmt("launch", name, {"grid": [f"_cdiv({self.extent_of(c)}, T[{c!r}])" for c in grid],
                                                    "args": launch_args}))

    def fulls_extent(self, name: str) -> int:
        return next(n for n, nm in self.full_names.items() if nm == name)

    def launcher_size(self, size: str) -> str:
        """A kernel size symbol (T_c, F_n or 1) as the launcher computes it."""
        if size.startswith("T_"):
            return f"T[{size[2:]!r}]"
        if size.startswith("F_"):
            return f"_pow2({self.fulls_extent(size[2:])})"
        return size

    def extent_of(self, c: str) -> int:
        return next(coordinate_extent(p) for p, n in self.coord_names.items() if n == c)


# views a pointwise positional value commutes with (Lowering.sink), and the pointwise ops it sinks through
_SINKABLE = frozenset(("Partition", "Replicate", "Reshape", "Expand", "Permute", "Slice"))
_POINTWISE = frozenset(("Unary", "Binary", "Where", "Cast"))
_POSITIONAL = _POINTWISE | frozenset(("Reshape", "Expand", "Permute", "Slice"))

# the run's storage dtype (workloads.DTYPES) is the launcher's: capture is fp32, so an Input's own dtype is not it
_FLOATING = frozenset(("F16", "BF16", "F32", "F64"))
_MASK_OPS = frozenset(("Lt", "Le", "Gt", "Ge", "Eq", "And", "Or", "Not"))  # operators whose result is a mask
_ITEMSIZE = {"F16": 2, "BF16": 2, "F32": 4, "F64": 8, "I64": 8, "Bool": 1, "Weak": 4}


def _torch_dtype(dt: str) -> str:
    return {"F16": "torch.float16", "BF16": "torch.bfloat16", "F32": "torch.float32", "F64": "torch.float32",
            "I64": "torch.float32", "Bool": "torch.bool", "Weak": "torch.float32"}[dt]




# -- inside one kernel --------------------------------------------------------------------------------------------
@dataclass
class Block:
    bound: frozenset            # coordinates bound here (a grid's, or one loop's)
    stmts: list[Stmt]
    memo: dict = field(default_factory=dict)


class KernelBuilder:
    def __init__(self, low: Lowering, grid: list[Term]):
        self.low = low
        self.grid = grid
        self.stack = [Block(frozenset(grid), [])]
        self.pointers: dict[str, set] = {}      # launcher name -> the strides read (parameters, with the pointer)
        self.masks: set[str] = set()            # axes whose bounds mask is read (computed once, where bound)
        self.extra: dict[str, Param] = {}
        self.reads: list[tuple[str, tuple]] = []   # (the kernel that stores states this one reads, their tiles)
        for p in grid:
            self.use_coord(low.coord(p), p)

    # -- parameters -------------------------------------------------------------------------------------------
    def use_coord(self, c: str, p: Term) -> None:
        self.extra.setdefault(f"E_{c}", Param(f"E_{c}", str(coordinate_extent(p))))
        self.extra.setdefault(f"T_{c}", Param(f"T_{c}", f"T[{c!r}]", constexpr=True))

    def use_full(self, n: str) -> None:
        extent = self.low.fulls_extent(n)
        self.extra.setdefault(f"F_{n}", Param(f"F_{n}", f"_pow2({extent})", constexpr=True))

    def params(self) -> list[Param]:
        ps: list[Param] = []
        for name, strides in self.pointers.items():
            ps.append(Param(f"{name}_ptr", name))
            ps += [Param(f"{name}_s{i}", f"{name}.stride({i})") for i in sorted(strides)]
        ps += sorted((p for p in self.extra.values() if not p.constexpr), key=lambda p: p.name)
        ps += sorted((p for p in self.extra.values() if p.constexpr), key=lambda p: p.name)
        return ps

    def pointer(self, name: str) -> str:
        self.pointers.setdefault(name, set())
        return f"{name}_ptr"

    def stride(self, name: str, i: int) -> str:
        self.pointers[name].add(i)
        return f"{name}_s{i}"

    # -- axes -------------------------------------------------------------------------------------------------
    def size(self, axis: tuple) -> str:
        if axis[0] == "one":
            return "1"
        if axis[0] == "full":
            self.use_full(axis[1])
            self.ensure_full_offsets(axis[1])
            return f"F_{axis[1]}"
        return f"T_{axis[1]}"

    def ensure_full_offsets(self, n: str, size: str | None = None) -> Stmt:
        """offs_n (and mask_n where read) at the top of the kernel, once."""
        top = self.stack[0]
        if ("offs", n) not in top.memo:
            top.memo[("offs", n)] = Stmt("full_offsets", n, {"size": size or f"F_{n}", "extent": f"E_{n}",
                                                             "masked": False})
            top.stmts.insert(sum(s.kind == "full_offsets" for s in top.stmts), top.memo[("offs", n)])
        return top.memo[("offs", n)]

    def offs(self, axis: tuple) -> str:
        if axis[0] == "one":
            self.ensure_full_offsets("one", "1")
            return "offs_one"
        self.size(axis)
        return f"offs_{axis[1]}"

    def mask1d(self, axis: tuple) -> str | None:
        if axis[0] == "one":
            return None
        self.size(axis)
        if axis[0] == "full":  # its extent is a parameter where its mask is read
            self.ensure_full_offsets(axis[1]).args["masked"] = True
            self.extra.setdefault(f"E_{axis[1]}", Param(f"E_{axis[1]}", str(self.low.fulls_extent(axis[1]))))
        self.masks.add(axis[1])
        return f"mask_{axis[1]}"

    @staticmethod
    def bcast(expr: str, i: int, rank: int) -> "Along":
        return Along(expr, i, rank)

    def mask(self, axes: tuple, only: list[int] | None = None) -> list["Along"]:
        """The bounds mask of a tile: each masked axis's 1-D mask along its axis, and-ed (none: unmasked)."""
        parts = []
        for i, ax in enumerate(axes):
            if only is not None and i not in only:
                continue
            m = self.mask1d(ax)
            if m is not None:
                parts.append(Along(m, i, len(axes)))
        return parts

    def sizes(self, axes: tuple) -> list[str]:
        return [self.size(ax) for ax in axes]

    # -- emission ---------------------------------------------------------------------------------------------
    def level(self, t: Term, stack: list[Block]) -> int:
        lvl = 0
        for p in self.low.varies(t):
            for i, b in enumerate(stack):
                if p in b.bound:
                    lvl = max(lvl, i)
                    break
            else:
                raise LoweringError(f"coordinate {coordinate_text(p)} is not bound where {t.op} uses it")
        return lvl

    def value(self, t: Term, stack: list[Block], raw: bool = False):
        """The tile of a term, emitted once in the outermost block that binds its coordinates. Arithmetic reads
        fp32 (`raw` False: a load is converted once, beside it); a product reads loads in their memory's dtype."""
        lvl = self.level(t, stack)
        blk = stack[lvl]
        if t not in blk.memo:
            blk.memo[t] = self.emit(t, stack[:lvl + 1])
        v = blk.memo[t]
        if raw or not any(x.raw for x in _leaves(v)):
            return v
        if ("fp32", t) not in blk.memo:
            blk.memo["fp32", t] = _rebuild(v, iter([Val(self.put(stack[:lvl + 1], "convert", x=x.expr), x.axes)
                                                    if x.raw else x for x in _leaves(v)]))
        return blk.memo["fp32", t]

    def put(self, stack: list[Block], kind: str, prefix: str = "t", **args) -> str:
        out = self.low.fresh(prefix)
        stack[-1].stmts.append(Stmt(kind, out, args))
        return out

    def emit(self, t: Term, stack: list[Block]):
        op, a = t.op, t.args
        if not self.low.free(t) and op not in ("Scalar", "Full", "Iota", "Tuple", "Get"):
            if op in lowerable.VIEWS:
                raise LoweringError(f"{op} with no free coordinate")
            return self.load(t, stack)
        if op == "Replicate":  # every instance of the coordinate sees the same value: computed where it is bound
            return self.value(a[0], stack, raw=True)
        if op in lowerable.VIEWS or (op in _LOAD_LAYOUTS and self.is_load(a[0])):
            return self.load(t, stack)
        if op == "Scalar":
            return Val(_literal(a[0]), ())
        if op == "Full":
            axes = tuple(ONE for _ in a[1])
            return Val(self.put(stack, "full", value=_literal(a[0]), sizes=["1"] * len(axes)), axes,
                       a[2].op == "Bool")
        if op == "Tuple":
            return (self.value(a[0], stack), self.value(a[1], stack))
        if op == "Get":
            inner = self.value(a[0], stack)
            if not isinstance(inner, tuple):
                raise LoweringError("Get of a value that is not a tuple")
            return inner[a[1]]
        if op == "Unary":
            x = self.value(a[1], stack)
            return Val(self.put(stack, "unary", op=a[0].op, x=x.expr), x.axes, a[0].op == "Not")
        if op == "Binary":
            x, y = self.broadcast(self.value(a[1], stack), self.value(a[2], stack), t)
            exponent = _constant(a[2]) if a[0].op == "Pow" else None
            boolean = a[0].op in ("Lt", "Le", "Gt", "Ge", "Eq", "And", "Or")
            return Val(self.put(stack, "binary", op=a[0].op, a=x.expr, b=y.expr, exponent=exponent),
                       _merge(x.axes, y.axes, t), boolean)
        if op == "Where":
            c, x = self.broadcast(self.value(a[0], stack), self.value(a[1], stack), t)
            c, y = self.broadcast(c, self.value(a[2], stack), t)
            x, y = self.broadcast(x, y, t)
            return Val(self.put(stack, "where", c=c.expr, a=x.expr, b=y.expr, c_boolean=c.boolean),
                       _merge(_merge(c.axes, x.axes, t), y.axes, t))
        if op == "Cast":
            x = self.value(a[0], stack)
            return Val(self.put(stack, "cast", x=x.expr, dtype=a[1].op, boolean_in=x.boolean), x.axes,
                       a[1].op == "Bool")
        if op == "Reduce":
            reducer, axis = a[0].op, a[1]
            x = self.value(a[2], stack)
            if isinstance(x, tuple) or reducer not in _IDENTITY:
                raise LoweringError(f"in-tile Reduce with {reducer}")
            axes = list(x.axes)
            mask = self.mask(x.axes, only=[axis])
            axes[axis] = ONE
            return Val(self.put(stack, "reduce", op=reducer, x=x.expr, axis=axis, mask=mask,
                                fill=_IDENTITY[reducer]), tuple(axes))
        if op == "TileMatMul":
            return self.matmul(self.value(a[0], stack, raw=True), self.value(a[1], stack, raw=True), stack, t)
        if op == "Permute":
            x = self.value(a[0], stack)
            perm = list(a[1])
            return Val(self.put(stack, "permute", x=x.expr, perm=perm), tuple(x.axes[j] for j in perm), x.boolean)
        if op == "Expand":
            x = self.value(a[0], stack)
            axes = tuple(ax if ax != ONE or n == 1 else ("full", self.low.full(n)) for ax, n in zip(x.axes, a[1]))
            return Val(self.put(stack, "broadcast", x=x.expr, sizes=self.sizes(axes)), axes, x.boolean)
        if op == "Reshape":
            return self.reshape(self.value(a[0], stack), tuple(self.low.shape(a[0])), tuple(a[1]), stack)
        if op == "Concat":
            return self.concat(self.value(a[0], stack), self.value(a[1], stack), a[2], t, stack)
        if op == "Slice":
            return self.slice(self.value(a[0], stack), a[1], a[2], a[3], t, stack)
        if op == "PReduce":
            return self.loop(t, stack)
        if op == "PScan":
            return self.scan(t, stack)
        if op == "Collect":
            return self.read_states(t, stack)
        raise LoweringError(f"no kernel code for {op} inside a kernel")

    def broadcast(self, x: Val, y: Val, t: Term) -> tuple[Val, Val]:
        """Equal ranks (a lower-rank operand gets leading axes of size 1, as in numpy)."""
        def up(v: Val, r: int) -> Val:
            if len(v.axes) >= r or not v.axes:
                return v
            extra = r - len(v.axes)
            idx = ", ".join(["None"] * extra + [":"] * len(v.axes))
            return Val(f"{v.expr}[{idx}]", (ONE,) * extra + v.axes, v.boolean, v.raw)
        if isinstance(x, tuple) or isinstance(y, tuple):
            raise LoweringError(f"{t.op} of a tuple")
        r = max(len(x.axes), len(y.axes))
        return up(x, r), up(y, r)

    def matmul(self, x: Val, y: Val, stack: list[Block], t: Term) -> Val:
        if isinstance(x, tuple) or isinstance(y, tuple):
            raise LoweringError("TileMatMul of a tuple")
        if len(x.axes) < 2 or len(y.axes) < 2:
            raise LoweringError("TileMatMul of a vector")
        r = max(len(x.axes), len(y.axes))
        x, y = self.broadcast(x, y, t)
        batch = _merge(x.axes[:-2], y.axes[:-2], t)
        if x.axes[-1] != y.axes[-2] and ONE not in (x.axes[-1], y.axes[-2]):
            raise LoweringError(f"TileMatMul contracts {x.axes[-1]} with {y.axes[-2]}")
        k_axis = x.axes[-1] if x.axes[-1] != ONE else y.axes[-2]
        # a raw load already reads 0 past its extents; a computed tile may hold anything there
        mx = [] if x.raw else self.mask(x.axes, only=[r - 1])
        my = [] if y.raw else self.mask(y.axes, only=[r - 2])
        mkn = [self.size(x.axes[-2]), self.size(k_axis), self.size(y.axes[-1])]
        axes = batch + (x.axes[-2], y.axes[-1])
        # Tensor cores (tl.dot) take every dimension >= 16, so the tile sizes decide, as constexprs. Batch axes are
        # of three kinds: shared (the same tile in both operands: a 3-D dot over them, or a 2-D one where their
        # tiles are 1, batch and head axes on the grid), held by x only (y is broadcast along them: one K x N
        # operand for every row, as one latent or K/V serves a tile of query heads in MLA or grouped-query
        # decode) or by y only. The dot folds the one-sided axes into its M (x's) and N (y's): the broadcast
        # operand is staged once for all of them, and a single query row stacked over a tile of 16 heads has
        # M = 16. Broadcast-multiply-sum is left where a dimension stays small (one query row of one head).
        fold = _fold(x.axes, y.axes, self.size)
        # N a whole axis of fewer than 16 elements (mHC's 4 streams): the dot takes it padded to 16, the right
        # operand's columns interleaved with zeros (tl.join) and the result's real columns taken back (tl.split),
        # so that the product reaches tensor cores instead of a broadcast M x K x N in registers
        pad_n = 0
        n_whole = y.axes[-1][0] == "full" and fold["mkn"][2] == self.size(y.axes[-1])  # no batch axis folded in
        if n_whole and fold["mkn"][2] != "1":
            while next_pow2(self.low.fulls_extent(y.axes[-1][1])) << pad_n < DOT_MIN:
                pad_n += 1
        dot2 = dot3 = None
        if "1" not in fold["mkn"] and x.axes[-1] == y.axes[-2]:
            tc = [f"({self.launcher_product(s)}) >= {DOT_MIN}" for s in fold["mkn"][:2 if pad_n else 3]]
            dot2 = self.flag(tc + [f"({self.low.launcher_size(s)}) == 1" for s in fold["bsizes"]])
            dot3 = self.flag(tc) if fold["bsizes"] else None
            self.extra["DOT_T"] = Param("DOT_T", "_DOT_T", constexpr=True)
            self.extra["PRECISION"] = Param("PRECISION", "_PRECISION", constexpr=True)
        # a contraction over a whole axis of at most UNROLL_K elements (mHC's n = 4 streams) off tensor cores: K
        # outer products summed, each operand's slice k picked by its offsets, so the kernel holds M x N values,
        # not the M x K x N a broadcast product materialises
        unroll = None
        if k_axis[0] == "full" and self.low.fulls_extent(k_axis[1]) <= UNROLL_K and x.axes[-1] == y.axes[-2]:
            unroll = {"k": self.low.fulls_extent(k_axis[1]), "a": self.bcast(self.offs(k_axis), r - 1, r),
                      "b": self.bcast(self.offs(k_axis), r - 2, r)}
        return Val(self.put(stack, "matmul", a=x.expr, b=y.expr, raw_a=x.raw, raw_b=y.raw, rank=r, mask_a=mx,
                            mask_b=my, dot2=dot2, dot3=dot3, pad_n=pad_n if dot2 else 0, unroll=unroll,
                            sizes=self.sizes(axes), mkn=mkn,
                            dot_mkn=fold["mkn"], dot_batch=fold["bsizes"], batch=" * ".join(fold["bsizes"]) or "1",
                            perm_a=fold["perm_a"], perm_b=fold["perm_b"], pre=fold["pre"],
                            perm_out=fold["perm_out"]), axes)

    def launcher_product(self, sizes: str) -> str:
        """A product of kernel size symbols (`T_c * F_n`) as the launcher computes it."""
        return " * ".join(self.low.launcher_size(s) for s in sizes.split(" * "))

    def flag(self, conditions: list[str]) -> str:
        """A constexpr parameter the launcher computes from tile sizes (a branch the compiler resolves)."""
        name = f"DOT_{self.low.fresh('')}"
        self.extra[name] = Param(name, " and ".join(conditions), constexpr=True)
        return name

    # -- Concat and Slice of computed tiles: a gather along an axis the kernel holds whole ---------------------
    def whole_axis(self, x, axis: int, t: Term) -> tuple:
        if isinstance(x, tuple):
            raise LoweringError(f"{t.op} of a tuple")
        if x.axes[axis][0] == "tile":
            raise LoweringError(f"{t.op} along a tiled axis")
        return x.axes[axis]

    def positions(self, axes: tuple, axis: int, stack: list[Block], shift: int = 0) -> str:
        """The logical position along `axis` of every element of a tile with these axes (int32, full shape)."""
        offs = self.bcast(self.offs(axes[axis]), axis, len(axes))
        return self.put(stack, "positions", prefix="i", offs=offs, shift=shift, sizes=self.sizes(axes))

    def concat(self, x: Val, y: Val, axis: int, t: Term, stack: list[Block]) -> Val:
        """a then b along an axis held whole. Two halves of one power-of-two size (a rotary embedding's, down to
        single elements) are joined and reshaped, which moves no element between threads that a gather would; otherwise every output element
        is gathered from the operand it comes from, so any extents (padding included) line up. Masks are taken
        as 0/1 values."""
        ax_x, ax_y = self.whole_axis(x, axis, t), self.whole_axis(y, axis, t)
        x, y = self.broadcast(x, y, t)
        others = _merge(x.axes[:axis] + x.axes[axis + 1:], y.axes[:axis] + y.axes[axis + 1:], t)
        n_x = self.low.shape(t.args[0])[axis]
        out_axes = others[:axis] + (("full", self.low.full(n_x + self.low.shape(t.args[1])[axis])),) + others[axis:]
        srcs = []
        for v, ax in ((x, ax_x), (y, ax_y)):
            own = out_axes[:axis] + (ax,) + out_axes[axis + 1:]
            expr = f"({v.expr}).to(tl.float32)" if v.boolean else v.expr
            if v.axes != own:
                expr = self.put(stack, "broadcast", x=expr, sizes=self.sizes(own))
            srcs.append((expr, self.size(ax)))
        n_y = self.low.shape(t.args[1])[axis]
        if n_x == n_y and is_pow2(n_x) and all(a[0] == "full" or a == ONE for a in (ax_x, ax_y)):
            rank = len(out_axes)
            perm = list(range(axis)) + [rank] + list(range(axis, rank))
            return Val(self.put(stack, "join_halves", a=srcs[0][0], b=srcs[1][0], perm=perm,
                                sizes=self.sizes(out_axes)), out_axes)
        i = self.positions(out_axes, axis, stack)
        return Val(self.put(stack, "concat", a=srcs[0][0], b=srcs[1][0], size_a=srcs[0][1], size_b=srcs[1][1],
                            n_a=n_x, i=i, axis=axis), out_axes)

    def slice(self, x: Val, axis: int, start: int, length: int, t: Term, stack: list[Block]) -> Val:
        """x[start : start + length] along an axis held whole. A power-of-two length at a multiple of itself is
        an aligned piece of the padded tile (padding only ever ends it): halved by split until it is left, which
        moves no element between threads; any other slice is gathered."""
        ax = self.whole_axis(x, axis, t)
        out_axes = x.axes[:axis] + ((ONE if length == 1 else ("full", self.low.full(length))),) + x.axes[axis + 1:]
        expr = f"({x.expr}).to(tl.float32)" if x.boolean else x.expr
        if ax[0] == "full" and is_pow2(length) and start % length == 0:
            held = next_pow2(self.low.fulls_extent(ax[1]))   # F_n, as the launcher's _pow2
            sizes = self.sizes(x.axes)
            rank = len(sizes)
            perm = list(range(axis)) + list(range(axis + 1, rank + 1)) + [axis]   # the halves' axis last
            while held > length:
                held //= 2
                half, start = divmod(start, held)
                pre = sizes[:axis] + ["2", str(held)] + sizes[axis + 1:]
                sizes = sizes[:axis] + [str(held)] + sizes[axis + 1:]
                expr = self.put(stack, "split_half", x=expr, pre=pre, perm=perm, half=half)
            return Val(self.put(stack, "reshape", x=expr, sizes=self.sizes(out_axes)), out_axes)
        i = self.positions(out_axes, axis, stack, shift=start)
        return Val(self.put(stack, "gather", x=expr, i=i, size=self.size(ax), axis=axis), out_axes)

    def reshape(self, x: Val, logical: tuple, shape: tuple, stack: list[Block]) -> Val:
        """A reshape of a tile. Axes of size 1 come and go freely; an axis the reshape keeps (same size, same
        product of sizes before it) keeps its tile; axes it merges or splits must be whole. Where they are powers
        of two the padded register tile has exactly the logical layout (row-major, no padding inside) and is
        reshaped as it is; otherwise every element is gathered from its place in the padded source."""
        if isinstance(x, tuple):
            raise LoweringError("Reshape of a tuple")
        src = [(k, ax, n) for k, (ax, n) in enumerate(zip(x.axes, logical)) if n != 1]
        dst = [(k, n) for k, n in enumerate(shape) if n != 1]
        out: list[tuple] = []
        groups: list[tuple[list, list]] = []  # (source axes, target axes) of equal products
        gather = False
        i = j = 0
        while i < len(src) or j < len(dst):
            # the smallest groups of source and target axes with equal products
            i2, j2 = i + 1, j + 1
            a, b = (src[i][2] if i < len(src) else 1), (dst[j][1] if j < len(dst) else 1)
            while a != b and i2 <= len(src) and j2 <= len(dst):
                if a < b and i2 < len(src):
                    a, i2 = a * src[i2][2], i2 + 1
                elif b < a and j2 < len(dst):
                    b, j2 = b * dst[j2][1], j2 + 1
                else:
                    break
            if a != b:
                raise LoweringError(f"Reshape of a tile from {list(logical)} to {list(shape)}")
            group, targets = src[i:i2], dst[j:j2]
            groups.append((group, targets))
            if len(group) == 1 and len(targets) == 1:
                out.append(group[0][1])
            elif all(ax[0] == "full" for _, ax, _ in group):
                out += [("full", self.low.full(n)) for _, n in targets]
                # padding only ever ends the outermost axis of a group: where the inner axes are powers of two on both
                # sides, the padded tile has the logical layout with its padding at the end, and reshapes as it is
                gather |= not all(is_pow2(n) for _, _, n in group[1:]) or \
                    not all(is_pow2(n) for _, n in targets[1:])
            elif all(ax[0] == "full" or ax == ONE for _, ax, _ in group):
                # an axis held broadcast (one element standing for all n: an Expand's axis as x * full(1)) is
                # materialised whole before it merges with its neighbours
                widened = {k: ("full", self.low.full(n)) for k, ax, n in group if ax == ONE}
                axes = tuple(widened.get(k, ax) for k, ax in enumerate(x.axes))
                x = Val(self.put(stack, "broadcast", x=x.expr, sizes=self.sizes(axes)), axes, x.boolean)
                return self.reshape(x, logical, shape, stack)
            else:
                raise LoweringError(f"Reshape of a tile from {list(logical)} to {list(shape)} merges or splits "
                                    f"axes that are tiled")
            i, j = i2, j2
        it = iter(out)
        axes = tuple(ONE if n == 1 else next(it) for n in shape)
        if not gather:
            return Val(self.put(stack, "reshape", x=x.expr, sizes=self.sizes(axes)), axes, x.boolean)
        return self.reshape_gather(x, axes, groups, stack)

    def reshape_gather(self, x: Val, axes: tuple, groups: list[tuple[list, list]], stack: list[Block]) -> Val:
        """The reshape as a gather from the flattened padded source: each target element's logical position within
        its group of axes is unravelled into the source axes' positions. Elements past a target axis's extent
        read anything (masked where they could leak, as every padded element)."""
        ins, outs = self.sizes(x.axes), self.sizes(axes)
        n_in, n_out = " * ".join(ins), " * ".join(outs)

        def stride(sizes: list[str], k: int) -> str:
            return " * ".join(sizes[k + 1:]) or "1"

        expr = f"({x.expr}).to(tl.float32)" if x.boolean else x.expr
        flat = self.put(stack, "reshape", x=expr, sizes=[n_in])
        k = self.put(stack, "assign", prefix="i", value=f"tl.arange(0, {n_out})")
        terms = []
        for group, targets in groups:
            at = {q: f"(({k} // ({stride(outs, q)})) % {outs[q]})" for q, _ in targets}
            if len(group) == 1 and len(targets) == 1 and x.axes[group[0][0]] == axes[targets[0][0]]:
                terms.append(f"{at[targets[0][0]]} * ({stride(ins, group[0][0])})")  # a kept axis: same position
                continue
            # the logical position within the group (row-major over the target axes' extents), unravelled
            logical = " + ".join(f"{at[q]} * {math.prod(n for _, n in targets[t + 1:])}"
                                 for t, (q, _) in enumerate(targets))
            for m, (pos, _, n) in enumerate(group):
                inner = math.prod(size for _, _, size in group[m + 1:])
                terms.append(f"((({logical}) // {inner}) % {n}) * ({stride(ins, pos)})")
        index = self.put(stack, "assign", prefix="i", value=f"tl.minimum({' + '.join(terms) or '0'}, {n_in} - 1)")
        got = self.put(stack, "assign", value=f"tl.gather({flat}, {index}, 0)")
        return Val(self.put(stack, "reshape", x=got, sizes=outs), axes)

    # -- loads --------------------------------------------------------------------------------------------------
    def is_load(self, t: Term) -> bool:
        while t.op in lowerable.VIEWS or t.op in _LOAD_LAYOUTS:
            if not self.low.free(t):
                return True
            t = t.args[0]
        return not self.low.free(t)

    def load(self, t: Term, stack: list[Block]):
        """A view chain over memory: a tile load. Layouts in the chain (Permute, Reshape, Expand, Slice, Get) move to the
        launcher, as torch views of memory, with the partitions below them carried through (a Reshape keeps a
        partitioned axis where it keeps its size and the product of sizes before it, parallel.egg
        pst-reshape-part); what stays is memory of its full logical shape, partitioned along some axes. Constants
        become literals or tl.full, an iota its offsets."""
        view = self.view(t)
        if isinstance(view, Val):
            return view
        mem, desc = view
        base = mem
        while base.op in ("Reshape", "Expand", "Permute", "Slice"):
            base = base.args[0]
        if base.op == "Full":   # any layout of a constant is that constant
            return Val(self.put(stack, "full", value=_literal(base.args[0]), sizes=self.sizes(desc)), desc,
                       base.args[2].op == "Bool")
        if base.op == "Iota":   # an iota through layouts: an affine function of the tile's positions
            return self.positions_of(mem, desc, stack)
        sunk = self.low.sink(t)
        if sunk is not None:    # a mask built from positions: computed from the offsets, never read
            return self.value(sunk, stack)
        name = self.low.memory_value(mem)
        if isinstance(name, tuple):
            raise LoweringError("a tuple in memory read without Get")
        ptr = self.pointer(name)
        terms = [(self.bcast(self.offs(ax), i, len(desc)), self.stride(name, i)) for i, ax in enumerate(desc)
                 if ax != ONE]
        boolean = _is_boolean(mem)
        # a tile of one element has no offset to give it its shape: zeros do
        return Val(self.put(stack, "load", ptr=ptr, terms=terms, mask=self.mask(desc), sizes=self.sizes(desc),
                            pad=bool(desc) and not terms), desc, boolean, raw=not boolean)

    def positions_of(self, mem: Term, desc: tuple, stack: list[Block]) -> Val:
        """The tile of an iota seen through layouts, as `Σ coef·position + c` over the tile's axes."""
        got = affine(mem, self.low.shape)
        if got is None:
            raise LoweringError(f"an iota through {mem.op} that is not affine in positions")
        coefs, const = got
        expr = None
        for i, coef in sorted(coefs.items()):
            if not coef or desc[i] == ONE:
                continue
            x = self.put(stack, "iota", offs=self.bcast(self.offs(desc[i]), i, len(desc)), sizes=self.sizes(desc))
            if coef != 1:
                x = self.put(stack, "binary", op="Mul", a=x, b=_literal(coef), exponent=None)
            expr = x if expr is None else self.put(stack, "binary", op="Add", a=expr, b=x, exponent=None)
        if expr is None:
            return Val(self.put(stack, "full", value=_literal(const), sizes=self.sizes(desc)), desc)
        if const:
            expr = self.put(stack, "binary", op="Add", a=expr, b=_literal(const), exponent=None)
        return Val(expr, desc)

    def view(self, t: Term):
        """The memory a view chain reads and the tile axes it reads it with (a scalar constant: its Val)."""
        chain = []
        base = t
        while self.low.free(base) or base.op == "Get":
            if base.op not in lowerable.VIEWS and base.op not in _LOAD_LAYOUTS:
                raise LoweringError(f"{base.op} between a view and memory")
            chain.append(base)
            base = base.args[0]
        if base.op == "Scalar":
            return Val(_literal(base.args[0]), ())
        mem, parts = base, {}
        for v in reversed(chain):
            if v.op == "Partition":
                parts[v.args[1]] = v.args[2]
            elif v.op == "Get":
                mem = Term("Get", mem, v.args[1])
            elif v.op == "Permute":
                perm = list(v.args[1])
                mem, parts = Term("Permute", mem, v.args[1]), {perm.index(a): p for a, p in parts.items()}
            elif v.op == "Expand":
                mem = Term("Expand", mem, v.args[1])
            elif v.op == "Slice":
                if v.args[1] in parts:
                    raise LoweringError(f"Slice of a load partitioned along the sliced axis {v.args[1]}")
                mem = Term("Slice", mem, *v.args[1:])
            elif v.op == "Reshape":
                logical, target = tuple(self.low.shape(v.args[0])), tuple(v.args[1])
                moved = {}
                for a, p in parts.items():
                    before = math.prod(logical[:a])
                    j = next((j for j, n in enumerate(target) if n == logical[a] and math.prod(target[:j]) == before),
                             None)
                    if j is None:
                        raise LoweringError(f"Reshape to {list(target)} of a load partitioned along axis {a}")
                    moved[j] = p
                mem, parts = Term("Reshape", mem, v.args[1]), moved
        shape = self.low.shape(mem)
        if isinstance(shape, list):
            raise LoweringError("a tuple in memory read without Get")
        desc = []
        for i, n in enumerate(shape):
            if i in parts:
                c = self.low.coord(parts[i])
                self.use_coord(c, parts[i])
                desc.append(("tile", c))
            else:
                desc.append(ONE if n == 1 else ("full", self.low.full(n)))
        return mem, tuple(desc)

    # -- loops and stored states --------------------------------------------------------------------------------
    def loop(self, t: Term, stack: list[Block]):
        reducer, body, p = t.args
        c = self.low.coord(p)
        self.use_coord(c, p)
        inner = Block(frozenset({p}), [])
        self.masks.discard(c)  # a coordinate looped over again: its mask is this loop's to compute, or not
        value = self.value(body, stack + [inner])
        state = _init_state(self, reducer, value, stack)
        if _tiled_by(value, c):
            raise LoweringError(f"a loop state tiled by its own coordinate {coordinate_text(p)}")
        _combine(self, reducer, state, value, inner)
        after = _dots_into_states(inner.stmts, stack[-1].stmts)
        # a tile that covers the extent runs the loop once: a constexpr lets the compiler drop the loop (and hoist
        # what it loads), so a schedule that keeps an axis whole pays nothing for its loop
        once = f"ONCE_{c}"
        self.extra[once] = Param(once, f"T[{c!r}] >= {coordinate_extent(p)}", constexpr=True)
        self.hoist(p, once, stack, inner)
        bounds = self.bounds(reducer, body, p, stack, inner)
        # tiles every bounding mask leaves wholly open skip the masks: a second copy of the body, where they are false
        opened = _without_masks(inner.stmts, {name for _, name in bounds}) if bounds else None
        stack[-1].stmts.append(Stmt("loop", c, {"size": f"T_{c}", "extent": f"E_{c}", "masked": c in self.masks,
                                                "once": once, "bounds": [b for b, _ in bounds],
                                                "open_body": opened},
                                    inner.stmts))
        stack[-1].stmts.extend(after)
        return state

    def scan(self, t: Term, stack: list[Block]) -> Val:
        """A running fold over the loop being built (PScan): a variable carried through that loop, set to the
        reducer's identity before it and folded with this iteration's value, which it then holds."""
        reducer, body, p = t.args
        if p not in stack[-1].bound or len(stack) < 2:
            raise LoweringError(f"a running value over {coordinate_text(p)} outside the loop over it")
        x = self.value(body, stack)
        if isinstance(x, tuple) or reducer.op not in _IDENTITY:
            raise LoweringError(f"a running {reducer.op} of a tuple")
        run = self.put(stack[:-1], "full", prefix="run", value=_IDENTITY[reducer.op], sizes=self.sizes(x.axes))
        stack[-1].stmts.append(Stmt("fold", run, {"op": reducer.op, "x": run, "xi": x.expr}))
        return Val(run, x.axes)

    def hoist(self, p: Term, once: str, stack: list[Block], inner: Block) -> None:
        """A loop that runs once (its tile covers the extent) reads the same tile whatever loops run around it: its
        loads that vary with nothing those loops bind are read before them instead, under ONCE, and held in
        registers (FlashAttention's Q tile, read once per program rather than once per KV tile). Otherwise they
        stay in the loop."""
        c = self.low.coord(p)
        loads = {s.out: s for s in inner.stmts if s.kind == "load"}
        moved: dict[int, list[Stmt]] = {}
        for t, v in inner.memo.items():
            if not (isinstance(t, Term) and isinstance(v, Val) and v.expr in loads):
                continue
            lvl = max((i for i, b in enumerate(stack) for q in self.low.varies(t) - {p} if q in b.bound), default=0)
            if lvl < len(stack) - 1:    # a loop runs between: reading it there saves that loop's trips
                stmt = loads.pop(v.expr)
                stmt.args["unless"] = once
                moved.setdefault(lvl, []).append(Stmt("load", stmt.out, dict(stmt.args, unless=None)))
        for lvl, body in moved.items():
            stack[lvl].stmts.append(Stmt("hoisted", c, {"once": once, "size": f"T_{c}", "extent": f"E_{c}",
                                                        "masked": c in self.masks, "depth": lvl}, body))

    def bounds(self, reducer: Term, body: Term, p: Term, stack: list[Block], inner: Block) -> list[tuple]:
        """The tiles of loop p a mask closes for the instance (masks.py): from every mask that makes a tile's value
        the reducer's identity and is an affine comparison of p's position and positions bound before the loop.
        Each with the name of the mask's tile in the loop body (None where it is not loaded there)."""
        c = self.low.coord(p)
        outside = {self.low.coord(q) for b in stack for q in b.bound}
        out = []
        for m in sorted(identity_masks(reducer, body, p, self.low.varies, self.low.sink), key=repr):
            try:
                view = self.view(m)
            except LoweringError:
                continue
            cmp = None if isinstance(view, Val) else comparison(view[0], self.low.shape)
            if cmp is None:
                continue
            a, terms = 0, []
            for i, coef in cmp[0].items():
                ax = view[1][i]
                if ax == ("tile", c):
                    a += coef
                elif ax[0] == "tile" and ax[1] in outside:
                    terms.append((ax[1], coef))
                elif ax != ONE:      # a position the instance does not fix (a whole axis): no bound
                    break
            else:
                if a:   # terms empty: a bound every instance shares (decode's one query position)
                    tile = inner.memo.get(m)
                    out.append((Bound(a, tuple(sorted(terms)), cmp[1]), tile.expr if isinstance(tile, Val) else None))
        return out

    def read_states(self, t: Term, stack: list[Block]):
        bufs, value, names, producer, tied = self.low.collect(t)
        self.reads.append((producer, tied))   # this kernel's tiles of `tied` are the producer's
        out = []
        for buf, val in zip(_leaves(bufs), _leaves(value), strict=True):
            ptr = self.pointer(buf)
            pos = _positional(val, names)
            inst = [f"i_{c} * {self.stride(buf, i)}" for i, c in enumerate(c for c in names if c not in pos)]
            block, mask = self.states_block(buf, len(names) - len(pos), val, pos)
            wide = buf in self.low.wide
            out.append(Val(self.put(stack, "load_states", ptr=ptr, inst=inst, terms=block, mask=mask,
                                    sizes=self.sizes(val.axes), fp32=wide), val.axes, val.boolean, raw=not wide))
        return _rebuild(value, iter(out))

    # -- stores -------------------------------------------------------------------------------------------------
    def store(self, buf: str, axes: list[tuple[tuple, str]], val: Val) -> None:
        ptr = self.pointer(buf)
        desc = tuple(ax for ax, _ in axes)
        terms = [(self.bcast(self.offs(ax), i, len(desc)), self.stride(buf, i)) for i, (ax, _) in enumerate(axes)
                 if ax != ONE]
        if not val.boolean:  # the interpreter's bf16 store truncates: ROUND has it round to nearest, as a GPU does
            self.extra["ROUND"] = Param("ROUND", "_ROUND", constexpr=True)
        self.stack[0].stmts.append(Stmt("store", buf, {"ptr": ptr, "terms": terms, "mask": self.mask(desc),
                                                       "value": val.expr, "sizes": self.sizes(desc),
                                                       "round": not val.boolean}))

    def store_states(self, buf: str, inst: list[str], val: Val, names: list[str], wide: bool = True) -> None:
        """Store a Collect's states (`wide`: in fp32; else in the storage dtype, rounded as `store` rounds)."""
        ptr = self.pointer(buf)
        block, mask = self.states_block(buf, len(inst), val, _positional(val, names))
        inst = [f"i_{c} * {self.stride(buf, i)}" for i, c in enumerate(inst)]
        if not wide:
            self.extra["ROUND"] = Param("ROUND", "_ROUND", constexpr=True)
        self.stack[0].stmts.append(Stmt("store_states", buf, {"ptr": ptr, "inst": inst, "terms": block, "mask": mask,
                                                              "value": val.expr, "sizes": self.sizes(val.axes),
                                                              "round": not wide, "fp32": wide}))

    def states_block(self, buf: str, first: int, val: Val, pos: set) -> tuple[list, list]:
        """The offsets and mask of a state's tile in its buffer (after `first` instance axes): a tile axis of a
        coordinate in `pos` at the tile's positions (masked at the extent), the others from 0 (padded)."""
        block = [(self.bcast(self.offs(ax) if ax[0] == "tile" and ax[1] in pos else f"tl.arange(0, {self.size(ax)})",
                             i, len(val.axes)), self.stride(buf, first + i))
                 for i, ax in enumerate(val.axes) if ax != ONE]
        return block, self.mask(val.axes, [i for i, ax in enumerate(val.axes) if ax[0] == "tile" and ax[1] in pos])


def _positional(val: Val, names: list[str]) -> set:
    """The coordinates a stored state is kept by position along (its tile axes of the storing kernel's grid)."""
    return {ax[1] for ax in val.axes if ax[0] == "tile" and ax[1] in names}


def _merge(x: tuple, y: tuple, t: Term) -> tuple:
    """Broadcast two tiles' axes (equal rank, or a scalar): size 1 gives way; two real axes must be the same."""
    if not x or not y:
        return x or y
    out = []
    for a, b in zip(x, y):
        if a == ONE:
            out.append(b)
        elif b == ONE or a == b:
            out.append(a)
        else:
            raise LoweringError(f"{t.op} of tiles with different axes: {a} and {b}")
    return tuple(out)


def _fold(xa: tuple, ya: tuple, size) -> dict:
    """How tl.dot runs a product of tiles with axes xa [batch.., M, K] and ya [batch.., K, N] (equal rank): the
    batch axes both hold stay batch; those only x holds (y broadcast along them) are folded into M as its outer
    rows, those only y holds into N as its outer columns. Operands are permuted to [shared.., folded.., M, K] and
    [shared.., K, folded.., N] and reshaped to 2-D or 3-D (size-1 axes anywhere leave the row-major order alone);
    the result [batch, M', N'] is reshaped to `pre` (shared, x's, M, y's, N, the axes neither holds) and permuted
    back by `perm_out`. Permutations are None where they are the identity. `mkn` is the dot's M', K, N' as
    products of size symbols ("1" where a dimension is truly 1); `bsizes` the shared batch axes' sizes."""
    r = len(xa)
    shared = [i for i in range(r - 2) if xa[i] != ONE and ya[i] != ONE]
    rows = [i for i in range(r - 2) if xa[i] != ONE and ya[i] == ONE]
    cols = [i for i in range(r - 2) if xa[i] == ONE and ya[i] != ONE]
    neither = [i for i in range(r - 2) if xa[i] == ONE and ya[i] == ONE]

    def product(axes: list) -> str:
        return " * ".join(s for s in (size(ax) for ax in axes) if s != "1") or "1"

    def perm(order: list) -> list | None:
        return None if order == sorted(order) else order

    pre = shared + rows + [r - 2] + cols + [r - 1] + neither
    out_axes = [xa[i] if xa[i] != ONE else ya[i] for i in range(r - 2)] + [xa[-2], ya[-1]]
    m, n = product([xa[i] for i in rows] + [xa[-2]]), product([ya[i] for i in cols] + [ya[-1]])
    return {"mkn": [m, size(xa[-1]), n],
            "bsizes": [size(xa[i]) for i in shared],
            "perm_a": perm(shared + rows + cols + neither + [r - 2, r - 1]),
            "perm_b": perm(shared + rows + neither + [r - 2] + cols + [r - 1]),
            "pre": [size(out_axes[i]) for i in pre],
            "perm_out": perm([pre.index(j) for j in range(r)])}


# layouts that may sit in a chain of views over memory (a load): the launcher applies them as torch views
_LOAD_LAYOUTS = frozenset(("Permute", "Expand", "Get", "Reshape", "Slice"))


def _constant(t: Term) -> float | None:
    """The value of a constant seen through views (a Scalar, or a Full), else None."""
    while t.op in ("Replicate", "Reshape", "Expand", "Cast"):
        t = t.args[0]
    if t.op == "Scalar":
        return float(t.args[0])
    if t.op == "Full":
        return float(t.args[0])
    return None


def _tiled_by(value, c: str) -> bool:
    if isinstance(value, tuple):
        return any(_tiled_by(v, c) for v in value)
    return ("tile", c) in value.axes


def _is_boolean(base: Term) -> bool:
    if base.op == "Get":
        return _is_boolean(base.args[0])
    if base.op == "Input":
        return base.args[2].op == "Bool"
    if base.op in ("Binary",):
        return base.args[0].op in ("Lt", "Le", "Gt", "Ge", "Eq", "And", "Or")
    if base.op == "Cast":
        return base.args[1].op == "Bool"
    if base.op in ("Reshape", "Permute", "Expand", "Slice"):
        return _is_boolean(base.args[0])
    return False


# -- reducers: identity and combine (ir.egg: Reducer) ----------------------------------------------------------------
def _init_state(kb: KernelBuilder, reducer: Term, value, stack: list[Block]):
    """Loop-carried state variables, set to the reducer's identity before the loop."""
    op = reducer.op
    if op == "RPair" or (op in ("RRescale", "RRescaleAcc") and isinstance(value, tuple)):
        if not isinstance(value, tuple):
            raise LoweringError(f"{op} over a value that is not a pair")
        subs = reducer.args if op == "RPair" else (Term("RMax"), Term("RSum"))
        return tuple(_init_state(kb, r, v, stack) for r, v in zip(subs, value))
    if isinstance(value, tuple):
        if op == "RSum":  # the weighted sums of a rescaling state: every component a sum
            return tuple(_init_state(kb, reducer, v, stack) for v in value)
        raise LoweringError(f"{op} over a tuple")
    if op not in _IDENTITY:
        raise LoweringError(f"no loop code for the reducer {op}")
    name = kb.put(stack, "full", prefix="acc", value=_IDENTITY[op], sizes=kb.sizes(value.axes))
    return Val(name, value.axes)


def _combine(kb: KernelBuilder, reducer: Term, state, value, block: Block) -> None:
    """Fold one instance's value into the loop state, at the end of the loop body."""
    op = reducer.op
    stmts = block.stmts
    if op == "RPair":
        for r, s, v in zip(reducer.args, state, value):
            _combine(kb, r, s, v, block)
        return
    if op == "RRescale":
        (m, xs), (mi, vs) = state, value
        new_m = kb.low.fresh("m")
        stmts.append(Stmt("rescale_max", new_m, {"m": m.expr, "mi": mi.expr}))
        scale, scale_i = kb.low.fresh("r"), kb.low.fresh("r")
        stmts.append(Stmt("rescale_factor", scale, {"m": m.expr, "new": new_m}))
        stmts.append(Stmt("rescale_factor", scale_i, {"m": mi.expr, "new": new_m}))
        for s, v in zip(_leaves(xs), _leaves(vs)):
            stmts.append(Stmt("rescale_update", s.expr, {"x": s.expr, "r": scale, "m": m.expr, "xi": v.expr,
                                                         "ri": scale_i, "mi": mi.expr}))
        stmts.append(Stmt("assign", m.expr, {"value": new_m}))
        return
    if op == "RRescaleAcc":  # in order: the state rescaled to the new max, the instance's terms added as they are
        (m, xs), (mi, vs) = state, value
        new_m, scale = kb.low.fresh("m"), kb.low.fresh("r")
        stmts.append(Stmt("rescale_max", new_m, {"m": m.expr, "mi": mi.expr}))
        stmts.append(Stmt("rescale_factor", scale, {"m": m.expr, "new": new_m}))
        for s, v in zip(_leaves(xs), _leaves(vs)):
            stmts.append(Stmt("rescale_add", s.expr, {"x": s.expr, "r": scale, "xi": v.expr}))
        stmts.append(Stmt("assign", m.expr, {"value": new_m}))
        return
    if isinstance(state, tuple):
        for s, v in zip(state, value):
            _combine(kb, reducer, s, v, block)
        return
    stmts.append(Stmt("fold", state.expr, {"op": op, "x": state.expr, "xi": value.expr}))


def _reads(stmt: Stmt, name: str) -> bool:
    """Whether a statement (or one inside it) reads the variable `name`."""
    return any(re.search(rf"\b{name}\b", repr(v)) for v in stmt.args.values()) or \
        any(_reads(x, name) for x in stmt.body) or any(_reads(x, name) for x in (stmt.args.get("open_body") or []))


def _dots_into_states(body: list[Stmt], before: list[Stmt]) -> list[Stmt]:
    """A product summed into a loop's state (or added to the state rescaled, RRescaleAcc), and read by nothing else,
    accumulates in the dot itself (`acc = tl.dot(a, b, acc)`, `tl.dot(a, b, acc * r)`): on the tensor-core paths the state is held in the dot's own 2-D (or 3-D) form
    through the loop and brought back to its axes once after it, so a program keeps one M x N accumulator, not a
    product, its reshape and a sum of both (compiled for sm_90, mhc's 128 x 128 GEMM tile: 206 -> 128 registers).
    Rewrites the loop `body` and the state's initialisation in `before`; returns what goes after the loop."""
    products = {s.out: s for s in body if s.kind == "matmul" and s.args["dot2"] is not None}
    inits = {s.out: i for i, s in enumerate(before) if s.kind == "full" and s.out.startswith("acc")}
    after = []
    for fold in [s for s in body if (s.kind == "fold" and s.args["op"] == "RSum") or s.kind == "rescale_add"]:
        acc, product = fold.args["x"], products.get(fold.args["xi"])
        if product is None or acc not in inits:
            continue
        if any(_reads(s, product.out) or _reads(s, acc) for s in body if s is not fold and s is not product):
            continue
        if fold.kind == "rescale_add":
            # a state rescaled, then the product added (RRescaleAcc): the product accumulates into the rescaled
            # state, tl.dot(a, b, acc * r). r, a factor per row (1 on the axes the dot folds into N), is taken to
            # the dot's form as its result is: the inverse of the permutation that brings the result back, then
            # the dot's leading axes
            perm = product.args["perm_out"]
            back = [perm.index(i) for i in range(len(perm))] if perm is not None else None
            body.remove(product)
            body[body.index(fold)] = Stmt("matmul", acc, dict(product.args, acc=acc, acc_scale=fold.args["r"],
                                                              acc_scale_perm=back))
        else:
            body[body.index(product)] = Stmt("matmul", acc, dict(product.args, acc=acc))
            body.remove(fold)
        init = before[inits[acc]]
        before[inits[acc]] = Stmt("full", acc, dict(init.args, dot=product.args))
        if product.args["rank"] != 2 or product.args["pad_n"]:
            after.append(Stmt("dot_state", acc, product.args))
    return after


def _without_masks(stmts: list[Stmt], names: set) -> list[Stmt] | None:
    """The loop body where the masks `names` are false on the whole tile: their Wheres take the other operand
    (a constant condition the compiler folds) and their loads go. None where no statement reads them."""
    names = {n for n in names if n}
    changed = False

    def rewrite(body: list[Stmt]) -> list[Stmt]:
        nonlocal changed
        out = []
        for stmt in body:
            if stmt.kind == "where" and re.match(rf"({'|'.join(map(re.escape, names))})(\[|$)", stmt.args["c"]):
                stmt = Stmt("where", stmt.out, dict(stmt.args, c="False", c_boolean=True))
                changed = True
            elif stmt.body:
                stmt = Stmt(stmt.kind, stmt.out, stmt.args, rewrite(stmt.body))
            out.append(stmt)
        return out

    if not names:
        return None
    body = rewrite(stmts)
    if not changed:
        return None
    return [x for x in body if not (x.kind == "load" and x.out in names and not any(_reads(y, x.out) for y in body))]


def _leaves(v) -> list:
    """The tensors of a (nested) tuple, in order."""
    return [x for item in v for x in _leaves(item)] if isinstance(v, tuple) else [v]


def _rebuild(shape_like, leaves):
    """A nested tuple shaped like `shape_like`, its leaves taken in order from an iterator."""
    if isinstance(shape_like, tuple):
        return tuple(_rebuild(x, leaves) for x in shape_like)
    return next(leaves)


def _shape_leaves(shape) -> list[tuple]:
    """The shapes of a (nested) tuple's tensors (the interpreter's shape of a tuple is a list of its fields')."""
    return [s for item in shape for s in _shape_leaves(item)] if isinstance(shape, list) else [shape]


def lower(term: Term, dtype: str = "fp32") -> Plan:
    """The kernel plan of a candidate; `dtype` is the storage dtype its memory traffic is counted in."""
    return Lowering(term, dtype).plan()

