"""What each kernel of a plan moves and computes, symbolically (KernelWork): its loads and stores with the loops
around them, its products, element-wise instructions, accumulators and live tiles, read from the plan's
statements (codegen/plan.py)."""
from __future__ import annotations

import itertools
import math
from dataclasses import dataclass, field
from functools import lru_cache

from ..capture.workloads import DTYPES
from ..codegen.masks import tile_range
from ..codegen.plan import Kernel, Plan, Stmt


# -- what a plan does, symbolically -------------------------------------------------------------------------------
BASE_REGISTERS = 32                 # per thread beside the tiles: indices, pointers, loop counters


@dataclass
class Access:
    trips: tuple[str, ...]      # the loop coordinates around it (each runs ceil(E/T) times)
    sizes: tuple[str, ...]      # tile axes: "T_c", "F_n" or "1"
    itemsize: int
    bounded: tuple = ()         # (loop coordinate, its masks.Bound records, only on the tiles the masks cut):
    #                             loops that visit only the tiles their masks leave open
    when: tuple = ()            # (coordinate, whole): counted only where the tile of the coordinate covers its
    #                             extent (True: a load read before the loops around) or does not (False)
    load: bool = True           # a read (False: a write)


@dataclass
class KernelWork:
    name: str
    grid: tuple[str, ...]
    moves: list[Access] = field(default_factory=list)       # loads and stores
    products: list[Access] = field(default_factory=list)    # sizes = batch + (M, K, N); itemsize unused
    tiles: list[tuple[str, ...]] = field(default_factory=list)   # register tiles of loads and stores
    states: list[tuple[str, ...]] = field(default_factory=list)  # accumulators, live across a loop
    # products: (batch sizes, M, K, N, inside a loop). On tensor cores (every size >= 16, tl.dot) the operands are
    # staged in shared memory and the result is an M x N tile; otherwise the product is an M x K x N broadcast in
    # registers on CUDA cores
    products_tiles: list[tuple] = field(default_factory=list)
    in_place: list[bool] = field(default_factory=list)      # per product: it accumulates into its loop's state
    #                                                         (tl.dot(a, b, acc)): its result is no tile of its own
    read_in_loop: list[bool] = field(default_factory=list)  # per product: an element-wise statement of its loop
    #                                                         reads its result (a score tile, a rescaled state)
    loads: list[tuple] = field(default_factory=list)        # (sizes, itemsize, inside a loop): bytes in flight
    held: list[tuple] = field(default_factory=list)         # (sizes, coordinate, itemsize): tiles read before the
    #                                                         loops and live through them, where the coordinate's
    #                                                         tile is whole
    # the phase of each state, tile, product and held tile: the kernel body's top-level loops run one after another,
    # and what one loop holds (its operand tiles, its staged products, a tile read for it) is dead in the next;
    # a phase is one top-level loop with what comes before it (its states, its hoisted reads)
    phases: dict = field(default_factory=lambda: {"states": [], "tiles": [], "products": [], "held": []})
    # element-wise work beside the products, per statement: (where it runs, special-function ops per element,
    # other fp32 instructions per element); the exact model and the geometric program price it (pointwise_time)
    pointwise: list[tuple[Access, int, int]] = field(default_factory=list)
    smem_reads: list[tuple[bool, bool]] = field(default_factory=list)   # per product: (A, B) staged in shared memory
    # per product, where each operand comes from: ("loop", c) a load inside the loop (pipelined, num_stages
    # buffers), read once before the loops instead where c (not None) has one whole tile; ("once", None) read
    # outside any loop (one buffer); ("registers", None) computed in the kernel
    operand_sources: list[tuple[tuple, tuple]] = field(default_factory=list)
    memo: dict = field(default_factory=dict, repr=False)    # the exact model's figures by the kernel's own tiles


# Element-wise instructions per element of a statement's result: (special-function unit, other fp32 lanes). Unary
# and binary operators as ops.py renders them (Sigmoid and Tanh: one exp and one reciprocal; Pow: exp(b * log a));
# an estimate from those forms, not a count of compiled SASS. Erf: libdevice's erff, a polynomial of about a
# dozen FMAs with one exp on part of its range (an estimate).
SFU_OPS = {"Exp": (1, 1), "Log": (1, 1), "Sqrt": (1, 1), "Rsqrt": (1, 0), "Recip": (1, 1), "Sigmoid": (2, 3),
           "Tanh": (2, 4), "Sin": (1, 1), "Cos": (1, 1), "Erf": (1, 12), "Div": (1, 2), "Pow": (2, 2)}
# statements that compute a tile element by element, one fp32 instruction per element (a select, a compare, a cast,
# a reduction's combine per element it reads); loads, stores and index vectors are priced elsewhere or not at all.
# A loop state's plain fold (acc += x, one add per element of x) is left out like the state itself (structure():
# a loop that pairs two sums where another runs one differs only there, and is ranked as one)
_ELEMENTWISE = {"unary", "binary", "where", "cast", "convert", "reduce", "rescale_max", "rescale_factor",
                "rescale_update"}


def _broadcast(*sizes) -> tuple:
    """The sizes of an element-wise result from its operands' (None: a literal): per axis the one that is not 1."""
    known = [t for t in sizes if t]
    if not known:
        return ()
    rank = max(len(t) for t in known)
    known = [("1",) * (rank - len(t)) + tuple(t) for t in known]
    return tuple(next((t[i] for t in known if t[i] != "1"), "1") for i in range(rank))


def _pointwise_cost(s: Stmt, sizes: dict) -> tuple[tuple, int, int] | None:
    """(result sizes, special-function ops, fp32 instructions) per element of an element-wise statement; None for
    the others. A reduction is priced per element it reads; a rescale update (x * r + xi * ri) is two FMAs."""
    a = s.args
    if s.kind == "unary":
        sfu, alu = SFU_OPS.get(a["op"], (0, 1))
        return sizes.get(a["x"]), sfu, alu
    if s.kind == "binary":
        sfu, alu = SFU_OPS.get(a["op"], (0, 1))
        e = a.get("exponent")
        if a["op"] == "Pow" and e is not None:   # as constructs.j2 renders it: a small integer power as products,
            if e == int(e) and 0 < abs(e) <= 8:  # 1/2 and -1/2 as roots
                sfu, alu = (1 if e < 0 else 0), max(1, abs(int(e)) - 1)
            elif abs(e) == 0.5:
                sfu, alu = 1, 1
        return _broadcast(sizes.get(a["a"]), sizes.get(a["b"])), sfu, alu
    if s.kind == "where":
        return _broadcast(sizes.get(a["c"]), sizes.get(a["a"]), sizes.get(a["b"])), 0, 1
    if s.kind in ("cast", "convert", "reduce", "rescale_max"):
        return sizes.get(a.get("x", a.get("m"))), 0, 1
    if s.kind == "rescale_factor":   # exp(m - new): one subtraction and one exp per row
        return sizes.get(a["m"]), 1, 1
    if s.kind == "rescale_update":
        return _broadcast(sizes.get(a["x"]), sizes.get(a["xi"])), 0, 2
    return None


def work_of(plan: Plan, dtype: str = "bf16") -> list[KernelWork]:
    """Per kernel what it moves and computes. Tensors are stored in `dtype` (masks as bytes, 64-bit integers as
    they are); reducer states stored between kernels stay fp32, as they are computed."""
    return [_kernel_work(plan, k, DTYPES[dtype].itemsize) for k in plan.kernels]


def _kernel_work(plan: Plan, k: Kernel, storage: int) -> KernelWork:
    w = KernelWork(k.name, tuple(k.grid))

    def ptr_size(ptr: str, kind: str, wide: bool = True) -> int:
        size = plan.itemsize.get(ptr.removesuffix("_ptr"), 4)
        return 4 if kind.endswith("_states") and wide else size if size in (1, 8) else storage

    phase = 0
    shapes: dict[str, tuple] = {}   # each value's tile sizes, as the statements that make it give them
    loaded: dict[str, str] = {}     # each loaded value: "loop" (read inside a loop) or "once"
    hoisted: dict[str, str] = {}    # a load also read before the loops: the coordinate whose whole tile picks that
    reads: list[tuple[tuple, set]] = []   # (trips, names) each element-wise statement reads
    results: list[tuple[tuple, str]] = []  # (trips, name) of each product's result, in product order

    def walk(stmts: list[Stmt], trips: tuple[str, ...], bounded: tuple = ()) -> None:
        nonlocal phase
        for s in stmts:
            a = s.args
            if "sizes" in a and isinstance(a["sizes"], list):
                shapes[s.out] = tuple(a["sizes"])
            elif s.kind == "permute" and shapes.get(a["x"]):
                shapes[s.out] = tuple(shapes[a["x"]][j] for j in a["perm"])
            if s.kind in _ELEMENTWISE:
                reads.append((trips, {v for v in a.values() if isinstance(v, str)}))
            cost = _pointwise_cost(s, shapes) if s.kind in _ELEMENTWISE else None
            if cost is not None:
                shape, sfu, alu = cost
                if s.kind not in ("reduce", "fold", "rescale_update", "rescale_max") or s.out not in shapes:
                    shapes[s.out] = shape if s.kind != "reduce" else tuple(
                        "1" if i == a["axis"] else x for i, x in enumerate(shape or ()))
                if shape and (sfu or alu):
                    w.pointwise.append((Access(trips, shape, 4, tuple(
                        (loop, bounds, False) for loop, bounds, _ in bounded)), sfu, alu))
            if s.kind == "hoisted":
                for x in s.body:
                    hoisted[x.out] = s.out
                    w.moves.append(Access(trips, tuple(x.args["sizes"]), ptr_size(x.args["ptr"], x.kind), bounded,
                                          (s.out, True)))
                    w.held.append((tuple(x.args["sizes"]), s.out, ptr_size(x.args["ptr"], x.kind)))
                    w.phases["held"].append(phase)
                    w.loads.append((tuple(x.args["sizes"]), ptr_size(x.args["ptr"], x.kind), bool(trips)))
            elif s.kind == "loop":
                # what the body reads and its open copy does not (a mask's tile) is read on the cut tiles only
                kept = None if a["open_body"] is None else {x.out for x in _all(a["open_body"])}
                inner = [(s.out, tuple(a["bounds"]), kept)] if a["bounds"] else []
                walk(s.body, trips + (s.out,), bounded + tuple(inner))
                if not trips:     # a top-level loop ends its phase
                    phase += 1
            elif s.kind in ("load", "load_states", "store", "store_states"):
                if s.kind.startswith("load"):
                    loaded[s.out] = "loop" if trips else "once"
                sizes = tuple(a["sizes"])
                itemsize = ptr_size(a["ptr"], s.kind, a.get("fp32", True))
                w.moves.append(Access(trips, sizes, itemsize, tuple(
                    (loop, bounds, kept is not None and s.out not in kept) for loop, bounds, kept in bounded),
                    (a["unless"].removeprefix("ONCE_"), False) if a.get("unless") else (),
                    s.kind.startswith("load")))
                w.tiles.append(sizes)
                w.phases["tiles"].append(phase)
                if s.kind.startswith("load"):
                    w.loads.append((sizes, itemsize, bool(trips)))
            elif s.kind == "full" and s.out.startswith("acc"):
                w.states.append(tuple(a["sizes"]))
                w.phases["states"].append((phase, not trips))
            elif s.kind == "matmul":
                m, kk, n = a["mkn"]
                batch = tuple(a["sizes"][:-2])
                w.products.append(Access(trips, batch + (m, kk, n), 4,
                                         tuple((loop, bounds, False) for loop, bounds, _ in bounded)))
                # (batch, M, K, N, inside a loop, has a tl.dot path: a literal size-1 dimension has none) as tl.dot
                # runs it: batch axes one operand holds alone are folded into its M or N (kernel_builder.py: _fold)
                dm, dk, dn = a.get("dot_mkn", a["mkn"])
                if a.get("pad_n"):   # an N below 16, padded to 16 for the dot (kernel_builder.py): the dot's N
                    dn = f"{dn} * {2 ** a['pad_n']}"
                w.products_tiles.append((tuple(a.get("dot_batch", batch)), dm, dk, dn, bool(trips),
                                         a["dot2"] is not None or a["dot3"] is not None))
                w.in_place.append(bool(a.get("acc")))
                results.append((trips, a.get("acc") or s.out))
                if a.get("acc_scale"):  # tl.dot(p, v, acc * r): the loop reads the accumulator it rescales, as
                    reads.append((trips, {a["acc"]}))  # FlashAttention's acc * alpha before tl.dot(p, v, acc) does
                # an operand loaded from memory is staged in shared memory and read from it by the tensor cores;
                # one computed in registers (a softmax's P) is read from registers
                w.smem_reads.append((bool(a.get("raw_a")), bool(a.get("raw_b"))))
                w.operand_sources.append(tuple((loaded.get(a[x], "registers"), hoisted.get(a[x]))
                                               for x in ("a", "b")))
                w.phases["products"].append(phase)
    walk(k.body, ())
    w.read_in_loop = [any(t == trips and name in names for t, names in reads) for trips, name in results]
    # statements over the same tiles at the same trips cost alike: one entry each (the exact model evaluates every
    # entry at every schedule it tries)
    merged: dict[tuple, list] = {}
    for a, sfu, alu in w.pointwise:
        key = (a.trips, a.sizes, a.bounded)
        if key in merged:
            merged[key][1] += sfu
            merged[key][2] += alu
        else:
            merged[key] = [a, sfu, alu]
    w.pointwise = [tuple(x) for x in merged.values()]
    return w


def _all(stmts: list[Stmt]):
    for s in stmts:
        yield s
        yield from _all(s.body)


@lru_cache(maxsize=None)
def _open_share(loop_extent: int, bounds: tuple, extents: tuple) -> float:
    ones = {x: 1 for x, _ in extents}
    names = [x for x, _ in extents]
    pairs = 0
    for idx in itertools.product(*(range(n) for _, n in extents)):
        lo, hi = tile_range(list(bounds), dict(zip(names, idx)), ones, 1, loop_extent)
        pairs += hi - lo
    return pairs / (loop_extent * math.prod(n for _, n in extents))


def open_share(plan: Plan, loop: str, bounds: tuple, others: list[str]) -> float:
    """The share of (position, loop position) pairs a bounded loop's masks leave open."""
    return _open_share(plan.coordinates[loop]["extent"], bounds,
                       tuple((x, plan.coordinates[x]["extent"]) for x in others))
