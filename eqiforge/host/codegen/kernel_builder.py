"""KernelBuilder: one kernel's body, statement by statement — its parameters, tile axes and masks, the emission of
each term and tile products (tl.dot); layouts.py and loops.py hold its layouts, loads, loops and stores.

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

from typing import TYPE_CHECKING

from ..coords import extent as coordinate_extent, text as coordinate_text
from ..extract import lowerable
from ..ops import BOOLEAN
from ..term import Term
from .layouts import _LOAD_LAYOUTS, Layouts, _merge
from .loops import _IDENTITY, Loops
from .plan import ONE, Along, Block, LoweringError, Param, Stmt, Val, _leaves, _literal, _rebuild
from .schedule import next_pow2

if TYPE_CHECKING:
    from .lower import Lowering


DOT_MIN = 16    # tl.dot's smallest M, N and K on tensor cores
UNROLL_K = 4     # a product contracting a whole axis of at most this many elements is unrolled (refinement.egg
#                 keeps such axes whole)


class KernelBuilder(Layouts, Loops):
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
            return Val(self.put(stack, "unary", op=a[0].op, x=x.expr), x.axes, a[0].op in BOOLEAN)
        if op == "Binary":
            x, y = self.broadcast(self.value(a[1], stack), self.value(a[2], stack), t)
            exponent = _constant(a[2]) if a[0].op == "Pow" else None
            boolean = a[0].op in BOOLEAN
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


def _constant(t: Term) -> float | None:
    """The value of a constant seen through views (a Scalar, or a Full), else None."""
    while t.op in ("Replicate", "Reshape", "Expand", "Cast"):
        t = t.args[0]
    if t.op == "Scalar":
        return float(t.args[0])
    if t.op == "Full":
        return float(t.args[0])
    return None


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
