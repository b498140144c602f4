"""Loops in a kernel: PReduce loops (a reducer's state, its identity and combine, products accumulated into it,
hoisted loads, bounds from masks), running values (PScan) and the stored states of a Collect; a mixin of
KernelBuilder."""
from __future__ import annotations

import math
import re
from typing import TYPE_CHECKING

from .. import ops
from ..coords import extent as coordinate_extent, text as coordinate_text
from ..term import Term
from .masks import Bound, comparison, identity_masks
from .plan import ONE, Block, LoweringError, Param, Stmt, Val, _leaves, _rebuild

if TYPE_CHECKING:
    from .kernel_builder import KernelBuilder


class Loops:
    """KernelBuilder's loops, running values, stores and stored states."""

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


def _identity_text(x: float) -> str:
    """A reducer's identity (ops.py) as kernel code."""
    return repr(x) if math.isfinite(x) else f"{'-' if x < 0 else ''}float('inf')"


_IDENTITY = {name: _identity_text(op.identity) for name, op in ops.REDUCERS.items()}


def _positional(val: Val, names: list[str]) -> set:
    """The coordinates a stored state is kept by position along (its tile axes of the storing kernel's grid)."""
    return {ax[1] for ax in val.axes if ax[0] == "tile" and ax[1] in names}


def _tiled_by(value, c: str) -> bool:
    if isinstance(value, tuple):
        return any(_tiled_by(v, c) for v in value)
    return ("tile", c) in value.axes


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
