"""Layouts in a kernel: Concat, Slice and Reshape of computed tiles, and loads (view chains over memory, with
the layouts the launcher applies as torch views); a mixin of KernelBuilder."""
from __future__ import annotations

import math

from ..extract import lowerable
from ..ops import BOOLEAN
from ..term import Term
from .masks import affine
from .plan import ONE, Block, LoweringError, Val, _literal
from .schedule import is_pow2, next_pow2


class Layouts:
    """KernelBuilder's layouts of tiles and its loads."""

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


# layouts that may sit in a chain of views over memory (a load): the launcher applies them as torch views
_LOAD_LAYOUTS = frozenset(("Permute", "Expand", "Get", "Reshape", "Slice"))


def _is_boolean(base: Term) -> bool:
    if base.op == "Get":
        return _is_boolean(base.args[0])
    if base.op == "Input":
        return base.args[2].op == "Bool"
    if base.op in ("Binary",):
        return base.args[0].op in BOOLEAN
    if base.op == "Cast":
        return base.args[1].op == "Bool"
    if base.op in ("Reshape", "Permute", "Expand", "Slice"):
        return _is_boolean(base.args[0])
    return False
