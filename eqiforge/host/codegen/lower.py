"""Lowering: a candidate program (an extracted term) to a kernel plan that templates render (DESIGN §5).

A *kernel* is each class a kernel writes (lowerable.py: `kernel_output`): a nest of Combines (its grid is their
coordinates), a PReduce with no grid (one instance), or a Collect (its grid is every coordinate its states vary
over; it stores one state per instance). Everything else in memory — inputs, layouts of memory, index arithmetic —
is computed by the launcher with torch, as views where it can. This module decides where kernels begin and end and
what the launcher computes; kernel_builder.py builds each kernel's body.
"""
from __future__ import annotations

import re
from typing import Callable

import torch

from .. import schema
from ..coords import COORD_ARG, extent as coordinate_extent, key as coordinate_key, scoped, text as coordinate_text
from ..extract import lowerable
from ..extract.extract import Extraction, unfused_term_candidate
from ..ops import BOOLEAN
from ..schema import DTYPES, LAYOUTS, OPERANDS, STORAGE
from ..term import Term
from .kernel_builder import KernelBuilder
from .loops import _positional
from .plan import ONE, Kernel, LoweringError, MemStmt, Plan, _leaves, _literal, _rebuild, _shape_leaves
from .schedule import next_pow2


def _default_tile(n: int) -> int:
    """The tile a run uses when none is given: a power of two below the extent (several instances, so the
    interpreter's checks cover the loop and grid arithmetic), and at most 64 (a register tile a GPU holds);
    [ranking] chooses real schedules."""
    return max(1, min(64, next_pow2(n) // 2))


class Lowering:
    """Builds the plan of one candidate term."""

    def __init__(self, term: Term, dtype: str = "fp32"):
        self.term = term
        self.stored = STORAGE[dtype].itemsize   # bytes per element of floating-point inputs, outputs, intermediates
        self.varies_memo: dict[Term, frozenset] = {}
        self.coord_names: dict[Term, str] = {}
        self.full_names: dict[int, str] = {}
        self.kernels: list[Kernel] = []
        self.memory: list[MemStmt] = []
        self.mem_memo: dict[Term, object] = {}
        self.data_memo: dict[Term, bool] = {}
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
        """The coordinates a term depends on (schema.free, as the interpreter reads them)."""
        return schema.free(t)

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
        """The logical shape (types.egg `ty`), read from the term alone."""
        return schema.shape(t)

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
            # a floating input is stored in the run's dtype: capture is fp32, so the Input's own dtype is not it
            self.itemsize[out] = self.stored if DTYPES[a[2].op].floating else DTYPES[a[2].op].itemsize
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
        elif spec.closed == lowerable.INDEX and lowerable.reads_data(t, self.data_memo):
            raise LoweringError(f"{op} of data outside a kernel: memory holds only index arithmetic (lowerable.py)")
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
        mask = (op in ("Unary", "Binary") and a[0].op in BOOLEAN or op == "Full" and a[2].op == "Bool"
                or op == "Cast" and a[1].op == "Bool")
        self.itemsize[out] = self.itemsize.get(first, 4) if op in LAYOUTS else 1 if mask else 4
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


def _torch_dtype(dt: str) -> str:
    return {"F16": "torch.float16", "BF16": "torch.bfloat16", "F32": "torch.float32", "F64": "torch.float32",
            "I64": "torch.float32", "Bool": "torch.bool", "Weak": "torch.float32"}[dt]


def lower(term: Term, dtype: str = "fp32") -> Plan:
    """The kernel plan of a candidate; `dtype` is the storage dtype its memory traffic is counted in."""
    return Lowering(term, dtype).plan()


def with_a_lowerable_candidate(found: Extraction, term: Callable[[], Term]) -> Extraction:
    """Where lowering refuses every candidate (a Reshape of a tile it cannot lay out), the unfused program of the
    tensor-level `term()` (the captured program) is added, so a program never ends with no kernels."""
    for cand in found.candidates:
        try:
            lower(cand.term)
            return found
        except LoweringError:
            continue
    found.candidates.append(unfused_term_candidate(term()))
    found.notes.append("lowering refuses every candidate: the unfused program (a kernel per operation) is added")
    return found
