"""Ranking: an optimistic latency per family from its kernel plan, without running it (DESIGN §6).

Per kernel, from the plan's statements (lower.py): its programs (the grid: ceil(E/T) per grid coordinate), and per
program the bytes it loads and stores at the storage dtype (bf16 by default; reducer states fp32), every tile load
and store times the trips of the loops around it (a replicated operand reloaded by every instance is counted every
time), and the flops of its products (2·batch·M·K·N). A product whose M, K and N tiles are all >= 16 runs on tensor
cores at its operand dtype's rate; the others are broadcast-multiply-sums on CUDA cores at the fp32 rate. A tile may
be padded past its extent up to 16 (masked rows), so that a product of 8 rows reaches tensor cores: its time then
counts the padded rows, its reported FLOPs only the real ones. A kernel
takes max(flops / rate, bytes / bandwidth reached), stretched when its programs do not fill the last wave of SMs,
plus a launch; the bandwidth reached depends on the bytes the programs resident on an SM keep in flight, so on
occupancy (registers, shared memory, warps).

A schedule is the tile sizes, num_warps and num_stages. Each kernel's tiles are its own (Plan.tile_keys): a
coordinate its kernels do not all share through stored states has a tile per kernel ("kernel_1.c2"), so an axis can
be a wide output tile in one kernel and a short reduction tile in the next. Kernels that share no tile key may also
take their own num_warps and num_stages ("kernel_0.num_warps"; each is a launch of its own): a row statistic's
loop at 4 warps beside a GEMM tile at 8. It is legal when a program fits: its
registers (its accumulators and its largest other live tile, over its threads, plus a base) within 255 per thread,
and the operand tiles its tensor-core products stage (num_stages buffers inside a loop) within the shared memory of a block. The
tile sizes are the unknowns of a geometric program (every count is a monomial in them), solved with cvxpy at the
loosest warps and stages, then rounded to powers of two and improved by local moves (tiles, warps, stages) with
the exact model (ceilings, waves, occupancy). The GPU compile check (gpu_compile.py) then measures what the
model estimates.

All figures are *modelled*: the hardware file says which rates are measured and which are published.
"""
from __future__ import annotations

import itertools
import json
import math
import warnings
from collections import ChainMap
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from ..capture.workloads import DTYPES
from ..codegen.lower import Kernel, Plan, Stmt
from ..codegen.masks import open_range, tile_range
from ..codegen.schedule import (DEFAULT_STAGES, DEFAULT_WARPS, KNOBS, MIN_TENSOR_CORE, STAGES, WARPS,  # noqa: F401
                                knobs_of, next_pow2, tile_top)
from ..errors import EqiForgeError

HARDWARE_DIR = Path(__file__).resolve().parents[2] / "hardware"
TIE_BREAK = 1e-3          # weight of total memory time in the objective, where the latency alone is flat


class RankError(EqiForgeError):
    pass


@dataclass(frozen=True)
class Hardware:
    name: str
    sms: int
    bandwidth_gbps: float
    fp32_tflops: float
    shared_memory_per_sm_kib: float
    launch_us: float
    about: str = ""
    shared_memory_per_block_kib: float = 227
    target: tuple = ("cuda", 90, 32)     # what the compile check builds for: Triton's GPUTarget(backend, arch, warp)
    bf16_tflops: float = 0.0             # dense tensor-core rates by operand dtype (0: no tensor cores)
    fp16_tflops: float = 0.0
    tf32_tflops: float = 0.0
    registers_per_sm: int = 65536
    max_registers_per_thread: int = 255
    max_threads_per_sm: int = 2048
    memory_latency_ns: float = 600.0     # what the bytes in flight per SM must cover to reach the bandwidth
    l2_cache_mib: float = 0.0            # a kernel's re-reads come from L2 where what it re-reads fits in half
    l2_bandwidth_gbps: float = 0.0       # (0: no L2 in the model, every re-read from memory)
    # the work a kernel does beside its products (calibration.md): special functions (exp, log, rsqrt, erf ...) on
    # the SFUs, other element-wise ops one instruction per element per fp32 lane, and the shared-memory reads that
    # feed tensor-core products. 0: not priced (the model before calibration)
    sfu_tops: float = 0.0                # special-function results per second, 1e12
    smem_bytes_per_clock_per_sm: float = 0.0
    clock_ghz: float = 0.0
    eager_launch_us: float = 0.0         # a launch from Python without a CUDA graph, per call (calibration only)
    dot_wait_cycles: float = 0.0         # a product inside a loop whose result the loop reads: the wait for it

    @property
    def sfu_per_us(self) -> float:
        return self.sfu_tops * 1e6

    @property
    def alu_per_us(self) -> float:
        """Element-wise fp32 instructions a second (an FMA is two of fp32_tflops' flops, one instruction)."""
        return self.fp32_tflops / 2 * 1e6

    @property
    def smem_bytes_per_us(self) -> float:
        return self.smem_bytes_per_clock_per_sm * self.sms * self.clock_ghz * 1e3

    @property
    def bytes_per_us(self) -> float:
        return self.bandwidth_gbps * 1e3

    @property
    def flops_per_us(self) -> float:
        return self.fp32_tflops * 1e6

    def tensor_core_flops_per_us(self, dtype: str) -> float:
        """The rate of a product on tensor cores with operands of `dtype`; fp32 products follow torch's matmul
        precision, as PyTorch does (tf32 unless it is "highest": then CUDA cores, ieee)."""
        if dtype == "fp32":
            import torch
            rate = self.tf32_tflops if torch.get_float32_matmul_precision() != "highest" else 0.0
        else:
            rate = {"bf16": self.bf16_tflops, "fp16": self.fp16_tflops}[dtype]
        return (rate or self.fp32_tflops) * 1e6


@lru_cache(maxsize=None)
def hardware(name: str = "h200") -> Hardware:
    """The hardware file of a GPU by name (eqiforge/hardware/NAME.json), or any such file by its .json path."""
    path = Path(name) if name.endswith(".json") else HARDWARE_DIR / f"{name.lower()}.json"
    if not path.is_file():
        known = ", ".join(sorted(p.stem for p in HARDWARE_DIR.glob("*.json")))
        raise RankError(f"no hardware file for GPU {name!r} (have: {known})")
    data = json.loads(path.read_text())
    optional = {k: data[k] for k in ("bf16_tflops", "fp16_tflops", "tf32_tflops", "registers_per_sm",
                                     "max_registers_per_thread", "max_threads_per_sm", "memory_latency_ns",
                                     "l2_cache_mib", "l2_bandwidth_gbps", "sfu_tops",
                                     "smem_bytes_per_clock_per_sm", "clock_ghz", "eager_launch_us",
                                     "dot_wait_cycles")
                if k in data}
    return Hardware(data["name"], data["sms"], data["bandwidth_gbps"], data["fp32_tflops"],
                    data["shared_memory_per_sm_kib"], data["launch_us"], data.get("about", ""),
                    data.get("shared_memory_per_block_kib", data["shared_memory_per_sm_kib"]),
                    tuple(data.get("target", ("cuda", 90, 32))), **optional)


def detected_gpu(device_name: str | None = None) -> str | None:
    """The hardware file for the GPU torch sees (its name contains the file's name: "NVIDIA H200" -> h200), or
    None without a GPU or without a file for it."""
    if device_name is None:
        import torch
        if not torch.cuda.is_available():
            return None
        device_name = torch.cuda.get_device_name()
    words = device_name.lower().replace("-", " ").split()
    found = sorted(p.stem for p in HARDWARE_DIR.glob("*.json") if p.stem in words)
    return found[0] if found else None


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
                # runs it: batch axes one operand holds alone are folded into its M or N (lower.py: _fold)
                dm, dk, dn = a.get("dot_mkn", a["mkn"])
                if a.get("pad_n"):   # an N below 16, padded to 16 for the dot (lower.py): the dot's N
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


# -- evaluation: one function for the geometric program and for the exact model ----------------------------------
def kernel_view(plan: Plan, schedule: dict, kernel: str) -> dict:
    """One kernel's tiles by coordinate from a schedule by key (Plan.tile_keys: a coordinate the kernels do not all
    share has a tile per kernel), with the schedule's other entries (num_warps, num_stages)."""
    return schedule | {c: schedule[key] for c, key in plan.tile_keys.get(kernel, {}).items() if key in schedule}


def tile_sizes(plan: Plan) -> dict[str, int]:
    """The extent of each tile a schedule sets, by key."""
    return {key: plan.coordinates[c]["extent"] for key, c in plan.schedule_keys().items()}


class _Eval:
    """Sizes and trip counts as GP monomials (cvxpy variables) or exact integers."""

    def __init__(self, plan: Plan, tiles: dict, exact: bool):
        self.plan, self.tiles, self.exact = plan, tiles, exact

    def extent(self, c: str) -> int:
        return self.plan.coordinates[c]["extent"]

    def size(self, s: str, padded: bool = False):
        if " * " in s:   # a dot's folded dimension (lower.py: _fold), or a padded one (times a number)
            return self.prod(self.size(x, padded) for x in s.split(" * "))
        if s.isdigit():
            return int(s)
        if s.startswith("T_"):
            t = self.tiles[s[2:]]
            return min(t, self.extent(s[2:])) if self.exact and not padded else t
        n = self.plan.fulls[s[2:]]
        return next_pow2(n) if padded else n

    def top(self, s: str) -> int:
        """The largest padded size a tile axis can take."""
        if " * " in s:
            return math.prod(self.top(x) for x in s.split(" * "))
        if s.isdigit():
            return int(s)
        if s.startswith("T_"):
            return tile_top(self.extent(s[2:]))
        return next_pow2(self.plan.fulls[s[2:]])

    def trips(self, c: str):
        t = self.tiles[c]
        return math.ceil(self.extent(c) / t) if self.exact else self.extent(c) / t

    def prod(self, xs):
        out = 1
        for x in xs:
            out = out * x
        return out

    def programs(self, w: KernelWork):
        return self.prod(self.trips(c) for c in w.grid)

    def elements(self, w: KernelWork, a: Access, padded: bool = False):
        """Elements an access touches over the whole kernel: a tile axis of a coordinate the grid or a loop runs
        over covers its extent once (the last tile is short; `padded`: its tiles whole, as a tensor core computes
        them); every other coordinate around it repeats it."""
        around = set(w.grid) | set(a.trips) | ({a.when[0]} if a.when and a.when[1] else set())  # a whole tile
        tiled = {s[2:] for s in a.sizes if s.startswith("T_")}
        if not tiled <= around:
            raise RankError(f"{w.name}: a tile of a coordinate no grid or loop runs over")
        visited = []
        for loop, bounds, cut in a.bounded:   # a loop that skips closed tiles: only the (instance, tile) pairs it visits
            joint = sorted({loop} | {x for b in bounds for x, _ in b.terms} & around)
            around -= set(joint)
            visited.append(self.visited(loop, bounds, joint, cut)
                           * self.prod(self.size("T_" + x) if x in tiled else 1 for x in joint))
        covered = (lambda c: self.trips(c) * self.tiles[c]) if padded and self.exact else self.extent
        return self.prod([covered(c) if c in tiled else self.trips(c) for c in sorted(around)]
                         + [self.size(s) for s in a.sizes if not s.startswith("T_")] + visited)

    def visited(self, loop: str, bounds: tuple, joint: list[str], cut: bool = False):
        """The (instance, loop tile) pairs a bounded loop visits over the coordinates its bounds read (`cut`: only
        those a mask cuts, where the masked body runs). Exact: as the kernel computes them; in the geometric
        program: the full count times the open share of positions (tiles of 1), which a tiling can only
        approach, and for the cut tiles a posynomial estimate."""
        others = [x for x in joint if x != loop]
        if self.exact:
            # the same bounded loop is counted for every access in it (loads, products, element-wise statements)
            key = (loop, bounds, tuple(joint), cut, tuple(self.tiles[x] for x in joint))
            memo = self.__dict__.setdefault("_visited", {})
            if key in memo:
                return memo[key]
            sizes = {x: self.tiles[x] for x in joint}
            total = 0
            for idx in itertools.product(*(range(self.trips(x)) for x in others)):
                starts = {x: i * sizes[x] for x, i in zip(others, idx)}
                lo, hi = tile_range(list(bounds), starts, sizes, sizes[loop], self.trips(loop))
                ol, oh = open_range(list(bounds), starts, sizes, sizes[loop], lo, hi) if cut else (lo, lo)
                total += hi - lo - (oh - ol)
            memo[key] = total
            return total
        if cut:   # about one tile per mask, and one more per loop tile the instance's tile spans along the mask
            return self.prod(self.trips(x) for x in others) * sum(
                1 + self.prod(self.tiles[x] * abs(coef) for x, coef in b.terms) / (abs(b.a) * self.tiles[loop])
                for b in bounds)
        return self.prod(self.trips(x) for x in joint) * open_share(self.plan, loop, bounds, others)

    def whole(self, c: str) -> bool | None:
        """Whether c's tile covers its extent (None in the geometric program, which cannot branch)."""
        return self.tiles[c] >= self.extent(c) if self.exact else None

    def counted(self, a: Access) -> bool:
        """A read only one of a load's two places does: in the geometric program, the one inside the loops."""
        if not a.when:
            return True
        whole = self.whole(a.when[0])
        return (whole if whole is not None else False) == a.when[1]

    def bytes(self, w: KernelWork):
        moves = [a for a in w.moves if self.counted(a)]
        return sum(self.elements(w, a) * a.itemsize for a in moves) if moves else 0

    def traffic(self, w: KernelWork, concurrent: int | None = None) -> tuple[int, int, int, int]:
        """Exact only. The bytes a kernel moves (bytes()), the bytes its loads read again (a tile every program or
        loop trip around it reads anew: a GEMM's operands re-read per tile of the other side, K and V per query
        tile), the footprint of what they re-read (each such tensor once), and the bytes memory serves where
        `concurrent` programs run at once: a tile that several programs read is fetched once by those running
        together (the others hit L2 while their loops run in step), so a re-read tensor is fetched once per wave
        its readers span. Programs are numbered with the grid's first coordinate fastest (the kernels' pid
        order): the readers of a tile differ in the grid coordinates it is not tiled by, and span the programs
        up to the slowest of those. Re-reads by the loops of one program are fetched each time."""
        total = again = footprint = fetched = 0
        stride, pid = {}, 1
        for c in w.grid:
            stride[c] = pid
            pid *= self.trips(c)
        for a in w.moves:
            if not self.counted(a):
                continue
            touched = self.elements(w, a)
            total += touched * a.itemsize
            if not a.load:
                fetched += touched * a.itemsize
                continue
            once = self.prod([self.extent(s[2:]) if s.startswith("T_") else self.size(s) for s in a.sizes])
            if touched <= once:
                fetched += touched * a.itemsize
                continue
            again += (touched - once) * a.itemsize
            footprint += once * a.itemsize
            tiled = {x[2:] for s in a.sizes for x in s.split(" * ") if x.startswith("T_")}
            free = [c for c in w.grid if c not in tiled]
            readers = self.prod(self.trips(c) for c in free)
            span = max((stride[c] * self.trips(c) for c in free), default=1)
            waves = readers if not concurrent else min(readers, max(1, math.ceil(span / concurrent)))
            fetched += touched / readers * waves * a.itemsize
        return total, again, footprint, int(fetched)

    def on_tensor_cores(self, product: tuple) -> bool:
        """A product whose M, K and N tiles are all >= 16 runs as tl.dot on tensor cores (exact sizes, or where the
        axes allow it in the geometric program: the optimistic case)."""
        _, m, k, n, _, dot_path = product
        if not dot_path:
            return False
        if self.exact:
            return min(self.size(x, padded=True) for x in (m, k, n)) >= MIN_TENSOR_CORE
        return min(self.top(x) for x in (m, k, n)) >= MIN_TENSOR_CORE

    def flops(self, w: KernelWork, tensor_cores: bool | None = None, padded: bool = False):
        """2·(batch·M·K·N) per product over the kernel; only those on (or off) tensor cores when asked; `padded`:
        with every tile whole (the work a tensor core does on masked rows)."""
        return sum(2 * self.elements(w, a, padded) for a, p in zip(w.products, w.products_tiles)
                   if tensor_cores is None or self.on_tensor_cores(p) == tensor_cores)

    def pointwise_ops(self, w: KernelWork) -> tuple:
        """(special-function ops, other fp32 instructions) of the kernel's element-wise statements, over the
        kernel: per element of each statement's result, at every loop trip and program it runs in."""
        sfu = alu = 0
        for a, n_sfu, n_alu in w.pointwise:   # (a term times 0 is no posynomial: left out)
            elements = self.elements(w, a)
            sfu = sfu + elements * n_sfu if n_sfu else sfu
            alu = alu + elements * n_alu if n_alu else alu
        return sfu, alu

    def waited_products(self, w: KernelWork):
        """How many times the kernel's programs wait for a tensor-core product inside a loop whose result the loop
        body reads (a score tile its softmax reads, a product or an accumulator it rescales): per program, per trip
        it visits. A GEMM's product accumulated in place (tl.dot(a, b, acc)) and read by nothing in its loop feeds
        only the next one: no wait."""
        total = 0
        for a, p, read in zip(w.products, w.products_tiles, w.read_in_loop or [True] * len(w.products)):
            if not read or not p[4] or not self.on_tensor_cores(p):
                continue
            tile = self.prod(self.size(x, padded=True) for x in a.sizes)
            total = total + self.elements(w, a, padded=True) / tile
        return total

    def smem_bytes(self, w: KernelWork, storage: int):
        """The shared-memory bytes the kernel's tensor-core products read: a staged A operand once per product,
        and its B operand once per 64-row slab of A (a Hopper wgmma is 64 rows a warpgroup, and each slab reads the
        whole of B). Per flop that is 1/(2N) for A and ceil(M/64)/(2M) for B: a short N (a 16-wide score tile)
        reads A four times as often per flop as N = 64. In the geometric program M >= 64 (B: 1/128)."""
        total = 0
        for a, p, (staged_a, staged_b) in zip(w.products, w.products_tiles, w.smem_reads):
            if not self.on_tensor_cores(p):
                continue
            _, m, _, n, _, _ = p
            flops = 2 * self.elements(w, a, padded=True)
            big_m, big_n = self.size(m, padded=True), self.size(n, padded=True)
            inv_n = 1 / big_n if isinstance(big_n, (int, float)) else big_n ** -1
            per_b = math.ceil(big_m / 64) / (2 * big_m) if self.exact else 1 / 128
            per_flop = (inv_n / 2 if staged_a else 0) + (per_b if staged_b else 0)
            if not isinstance(per_flop, (int, float)) or per_flop:
                total = total + flops * per_flop * storage
        return total


def _larger(a, b, exact: bool):
    """max(a, b); in the geometric program (no max of posynomials) their sum, which bounds it within 2x."""
    if exact:
        return max(a, b)
    return a + b


def compute_time(ev: _Eval, w: KernelWork, hw: Hardware, dtype: str, resident: int = 1):
    """A kernel's compute time (µs), exact or as posynomials (the geometric program: returns its two bounds, the
    tensor cores and their operand reads, each with the serial rest). Tensor-core products at the dtype's rate,
    or at the shared-memory bandwidth that feeds their staged operands where that is slower; beside them the rest:
    CUDA-core products at the fp32 rate, special functions at the SFU rate and the other element-wise
    instructions at one per fp32 lane a clock (separate pipes: the longer of the two). A program that does not
    specialise warps runs a tile's softmax between its products, so the two do not overlap within it
    (FlashAttention-3 §3.2); `resident` programs on an SM interleave theirs, so of the shorter of the two only
    1/resident is not hidden. A hardware file without `sfu_tops` prices neither the element-wise work nor the
    operand reads (the model before calibration)."""
    tensor = ev.flops(w, True, padded=True) / hw.tensor_core_flops_per_us(dtype)
    rest = ev.flops(w, False) / hw.flops_per_us
    if not hw.sfu_tops:
        return tensor + rest if ev.exact else (tensor + rest,)
    sfu, alu = ev.pointwise_ops(w)
    # the SFUs and the fp32 lanes are separate pipes that warps issue to in the same cycles: whichever is longer
    rest = rest + _larger(sfu / hw.sfu_per_us, alu / hw.alu_per_us, ev.exact)
    smem = ev.smem_bytes(w, DTYPES[dtype].itemsize) / hw.smem_bytes_per_us if hw.smem_bytes_per_us else 0
    # the waits for products the loop reads, spread over the SMs; another resident program runs meanwhile
    waits = ev.waited_products(w) if hw.dot_wait_cycles else 0
    waited = waits * hw.dot_wait_cycles / (hw.clock_ghz * 1e3) / hw.sms if hw.dot_wait_cycles else 0
    if ev.exact:
        products = max(tensor, smem)
        return max(products, rest) + (min(products, rest) + waited) / max(1, resident)
    return (tensor + rest + waited,) + ((smem + rest + waited,) if not isinstance(smem, (int, float)) or smem
                                        else ())


@dataclass
class Ranked:
    modelled_us: float | None
    schedule: dict | None
    bytes: int | None
    flops: int | None
    kernels_us: list[float] | None = None
    error: str | None = None
    detail: dict | None = None      # modelled per kernel: registers, shared bytes, programs per SM, tensor-core flops
    inaccurate: bool = False        # the solver's optimum was flagged inaccurate (cvxpy's optimal_inaccurate): the
    #                                 schedule is still chosen around it by the exact model, as for any optimum


def kernel_resources(ev: _Eval, w: KernelWork, warps: int, stages: int, storage: int, hw: Hardware,
                     compiled: dict | None = None) -> dict:
    """What one program of a kernel holds (modelled): 32-bit registers per thread (its accumulators, plus the
    largest other tile live at once: a load, a tl.dot result M x N, or a broadcast product's M x K x N), shared
    memory (each tensor-core product's operand tiles, `stages` times inside a loop), and the programs an SM then
    holds at once (0: one does not fit). A product a loop state accumulates in place holds no result tile of its
    own. `compiled`: the registers and shared bytes the compile check read from the kernel, used in place of the
    model's."""
    size = lambda t: ev.prod(ev.size(x, padded=True) for x in t)  # noqa: E731
    ph = w.phases
    phases = {q for q, _ in ph["states"]} | set(ph["tiles"]) | set(ph["products"]) | set(ph["held"]) or {0}
    transient = {q: [] for q in phases}
    shared = dict.fromkeys(phases, 0)
    for t, q in zip(w.tiles, ph["tiles"]):
        transient[q].append(size(t))
    sources = w.operand_sources or [(("loop", None), ("loop", None))] * len(w.products_tiles)

    def source(kind: str, coordinate: str | None) -> str:
        return "once" if kind == "loop" and coordinate is not None and ev.whole(coordinate) else kind
    for p, q, in_place, (src_a, src_b) in zip(w.products_tiles, ph["products"], w.in_place, sources):
        from_a, from_b = source(*src_a), source(*src_b)
        batch, m, k, n, looped, _ = p
        lanes = size(batch)
        if ev.on_tensor_cores(p):
            bm, bk, bn = (ev.size(x, padded=True) for x in (m, k, n))
            if not in_place:   # else the dot writes its state: no M x N tile beside it
                transient[q].append(lanes * bm * bn)
            # the buffers its operands take: a tile loaded in the loop num_stages deep (the pipeline), one read
            # before the loop once, a computed A operand none (a wgmma reads A from registers), a computed B one
            # (stored to shared memory for the product)
            depth = {"loop": stages if looped else 1, "once": 1}
            shared[q] += lanes * storage * (bm * bk * depth.get(from_a, 0) + bk * bn * depth.get(from_b, 1))
        else:
            transient[q].append(lanes * size((m, k, n)))
    # per phase: its states, and the top-level states of the phases before (a finished loop's state lives on as
    # its result, e.g. one map's normalised output while the next loop runs; an inner loop's state ends with the
    # loop around it), the tiles read for it (16-bit ones two to a 32-bit register), and its largest other live
    # tile; the kernel needs the most of any phase. The epilogue (after the last loop, with no state of its own)
    # computes its tiles from the finished states element by element, each state register free once read, so it
    # holds the states or its largest tile, whichever is more (a GEMM's accumulator and the output tile it stores)
    epilogue = max(phases) if max(phases) > 0 and all(q != max(phases) for q, _ in ph["states"]) else None

    def live(now: int) -> int:
        carried = sum(size(t) for t, (q, top) in zip(w.states, ph["states"]) if q == now or top and q < now)
        held = sum(math.ceil(size(t) * item / 4) for (t, c, item), q in zip(w.held, ph["held"])
                   if q == now and ev.whole(c))
        tile = max(transient[now], default=0)
        return held + (max(carried, tile) if now == epilogue else carried + tile)
    values = max(live(now) for now in phases)
    shared = max(shared.values())
    threads = warps * hw.target[2]
    registers = BASE_REGISTERS + math.ceil(values / threads)
    if compiled:
        registers, shared = compiled["registers"], compiled["shared_bytes"]
    if registers > hw.max_registers_per_thread or shared > hw.shared_memory_per_block_kib * 1024:
        return {"registers": registers, "shared_bytes": shared, "programs_per_sm": 0}
    per_sm = min(hw.max_threads_per_sm // threads, hw.registers_per_sm // (registers * threads),
                 int(hw.shared_memory_per_sm_kib * 1024 // shared) if shared else 32, 32)
    return {"registers": registers, "shared_bytes": shared, "programs_per_sm": per_sm}


def exact_latency(plan: Plan, work: list[KernelWork], tiles: dict, hw: Hardware, dtype: str = "bf16",
                  compiled: dict | None = None) -> tuple[float, int, int, list]:
    """The modelled latency (µs) at one schedule (tile sizes, num_warps, num_stages), with ceilings and waves;
    inf where a program does not fit (registers, shared memory). Per kernel: products on tensor cores at the
    operand dtype's rate and the others at the CUDA-core fp32 rate, bytes at the bandwidth reached with the bytes
    the SM's resident programs keep in flight (Little's law over the memory latency), the whole stretched when the
    programs do not fill the last wave of SMs, plus a launch. `compiled` (kernel name -> the compile check's
    record of it): occupancy from the compiled registers and shared memory instead of the model's."""
    if compiled is not None:
        return _summed([_kernel_time(plan, w, kernel_view(plan, tiles, w.name), *knobs_of(tiles, w.name), hw, dtype,
                                     compiled.get(w.name)) for w in work])
    return _summed([_kernel_figures(plan, w, tiles, hw, dtype) for w in work])


def _kernel_figures(plan: Plan, w: KernelWork, tiles: dict, hw: Hardware, dtype: str) -> tuple | None:
    """_kernel_time of one kernel at a schedule, memoised by what it depends on: its own tiles and knobs (a move of
    another kernel's tile reuses them)."""
    warps, stages = knobs_of(tiles, w.name)
    own = plan.tile_keys.get(w.name)
    if own is None:
        view = kernel_view(plan, tiles, w.name)
        sizes = tuple(view[c] for c in sorted(view))
    else:   # kernel_view's tiles of its own coordinates, without copying the schedule
        view, sizes = None, tuple(tiles[key] if key in tiles else tiles[c] for c, key in sorted(own.items()))
    key = (sizes, warps, stages, hw, dtype)
    if key not in w.memo:
        w.memo[key] = _kernel_time(plan, w, view or kernel_view(plan, tiles, w.name), warps, stages, hw, dtype, None)
    return w.memo[key]


def _summed(parts: list) -> tuple[float, int, int, list]:
    """exact_latency's result from each kernel's (latency, bytes, flops), summed in kernel order; inf where a
    kernel does not fit."""
    total, total_bytes, total_flops, per_kernel = 0.0, 0, 0, []
    for found in parts:
        if found is None:
            return math.inf, 0, 0, []
        t, b, f = found
        per_kernel.append(round(t, 3))
        total += t
        total_bytes += b
        total_flops += f
    return total, int(total_bytes), int(total_flops), per_kernel


class _Moves:
    """exact_latency at schedules one move from a base: the latency is a sum over kernels, each a function of its
    own tile keys and the knobs (as _kernel_figures memoises it). Every kernel's figures at the base with a move's
    knobs (num_warps, num_stages) are computed once per such change; a move then recomputes only the kernels whose
    tile keys it changes. Summed in kernel order, the result is exact_latency's, float for float: a program of
    hundreds of kernels (mhc's unfused fallback: 208 kernels, 720 keys) no longer pays every kernel for every move."""

    def __init__(self, plan: Plan, work: list[KernelWork], hw: Hardware, dtype: str):
        self.plan, self.work, self.hw, self.dtype = plan, work, hw, dtype
        self.depends = [None if w.name not in plan.tile_keys else   # None: on every key
                        frozenset(plan.tile_keys[w.name].values()) | frozenset(plan.tile_keys[w.name]) for w in work]
        self.base: dict = {}
        self.at_knobs: dict[frozenset, list] = {}   # knob changes -> every kernel's figures at the base with them

    def rebase(self, tiles: dict) -> None:
        self.base, self.at_knobs = tiles, {}

    def latency(self, change: dict) -> tuple[float, int, int]:
        """(latency, bytes, flops) of the schedule `base | change` (exact_latency's first three)."""
        knobs = frozenset((k, v) for k, v in change.items() if k.rpartition(".")[2] in KNOBS)
        if knobs not in self.at_knobs:
            at = self.base | dict(knobs)
            self.at_knobs[knobs] = [_kernel_figures(self.plan, w, at, self.hw, self.dtype) for w in self.work]
        moved = change.keys() - {k for k, _ in knobs}
        tiles = ChainMap(change, self.base)   # the schedule, read without copying the base
        total, total_bytes, total_flops = 0.0, 0, 0
        for w, keys, part in zip(self.work, self.depends, self.at_knobs[knobs]):
            if keys is None or keys & moved:
                part = _kernel_figures(self.plan, w, tiles, self.hw, self.dtype)
            if part is None:
                return math.inf, 0, 0
            total += part[0]
            total_bytes += part[1]
            total_flops += part[2]
        return total, int(total_bytes), int(total_flops)


def _kernel_time(plan: Plan, w: KernelWork, view: dict, warps: int, stages: int, hw: Hardware, dtype: str,
                 compiled: dict | None) -> tuple[float, int, int] | None:
    """One kernel's modelled latency, bytes and flops at its tiles (exact_latency); None where it does not fit."""
    storage = DTYPES[dtype].itemsize
    in_flight_needed = hw.bytes_per_us / hw.sms * hw.memory_latency_ns * 1e-3   # bytes per SM
    ev = _Eval(plan, view, exact=True)
    res = kernel_resources(ev, w, warps, stages, storage, hw, compiled)
    if res["programs_per_sm"] == 0:
        return None
    programs = ev.programs(w)
    (b, again, footprint, fetched), f_tc, f_cuda = (ev.traffic(w, hw.sms * res["programs_per_sm"]),
                                                     ev.flops(w, True), ev.flops(w, False))
    resident = min(res["programs_per_sm"], math.ceil(programs / hw.sms))
    in_flight = sum(ev.prod(ev.size(x, padded=True) for x in sizes) * itemsize * (max(1, stages - 1) if looped
                    else 1) for sizes, itemsize, looped in w.loads)
    reach = min(1.0, resident * in_flight / in_flight_needed) if in_flight else 1.0
    # re-reads of what fits in half the L2 (the other half for what streams through) are served from L2 at its
    # bandwidth: memory then moves each re-read tensor once; of a larger one, those by programs running at once
    # (traffic(): once per wave its readers span)
    if not hw.l2_bandwidth_gbps:
        cached = 0
    elif footprint <= hw.l2_cache_mib * 2 ** 20 / 2:
        cached = again
    else:
        cached = max(0, b - fetched)
    memory = max((b - cached) / (hw.bytes_per_us * reach), cached / (hw.l2_bandwidth_gbps * 1e3) if cached else 0.0)
    # programs that do not fill the last wave leave SMs idle: the kernel runs at that fraction of the machine
    efficiency = programs / (math.ceil(programs / hw.sms) * hw.sms)
    t = max(compute_time(ev, w, hw, dtype, resident), memory) / efficiency + hw.launch_us
    return t, b, f_tc + f_cuda


def _detail(plan: Plan, work: list[KernelWork], tiles: dict, hw: Hardware, dtype: str) -> dict:
    out = {"tensor_core_flops": 0, "kernels": []}
    for w in work:
        ev = _Eval(plan, kernel_view(plan, tiles, w.name), exact=True)
        out["tensor_core_flops"] += int(ev.flops(w, True))
        res = kernel_resources(ev, w, *knobs_of(tiles, w.name), DTYPES[dtype].itemsize, hw)
        out["kernels"].append({"name": w.name, **res})
    return out


def _moves(plan: Plan, schedule: dict, jumps: bool = True) -> list[dict]:
    """The schedules one step from `schedule`, each as the entries it changes (the schedule is `schedule | change`):
    one tile size halved or doubled (within 1 and tile_top of its extent), alone or with num_warps alike, or
    quartered or quadrupled with num_warps one or two steps alike, or set to the tensor-core minimum or the whole
    extent (a product below 16 gains nothing from one doubling, so halving and doubling alone stop short of
    tl.dot), num_warps halved or doubled, num_stages one more or fewer."""
    out = []
    w = WARPS.index(schedule["num_warps"])
    for c, extent in sorted(tile_sizes(plan).items()):
        top = tile_top(extent)
        # size -> the warp step that goes with it (None: the jumps, at the present warps)
        steps = {MIN_TENSOR_CORE: None, top: None, schedule[c] // 2: w - 1, schedule[c] * 2: w + 1}
        for size, warps in sorted(steps.items()):
            if 1 <= size <= top and size != schedule[c]:
                out.append({c: size})
                # with num_warps alike: a tile twice as large holds as many registers a thread at twice the warps,
                # so a larger tile that does not fit at the present warps is still one step away
                if warps is not None and 0 <= warps < len(WARPS):
                    out.append({c: size, "num_warps": WARPS[warps]})
                # and against it: a tile twice as large at half the warps (a 128 x 32 score tile at 16 warps
                # next to 128 x 64 at 8, which more warps cannot hold: an SM's registers, not a thread's)
                against = 2 * w - warps if warps is not None else None
                if against is not None and 0 <= against < len(WARPS):
                    out.append({c: size, "num_warps": WARPS[against]})
        # two steps at once, with one or two warp steps: the latency need not fall one doubling at a time (a query
        # tile of 64 re-reads K and V from L2 more than one of 32 shares in memory; one of 128 halves both)
        for size, warp_steps in ((schedule[c] * 4, (1, 2)), (schedule[c] // 4, (-1, -2))) if jumps else ():
            if 1 <= size <= top:
                out += [{c: size, "num_warps": WARPS[w + d]} for d in warp_steps
                        if 0 <= w + d < len(WARPS)]
    for key in sorted(schedule):   # the schedule's knobs, and a kernel's own where it has them
        knob = key.rpartition(".")[2]
        if knob in KNOBS:
            values = WARPS if knob == "num_warps" else STAGES
            i = values.index(schedule[key])
            out += [{key: values[j]} for j in (i - 1, i + 1) if 0 <= j < len(values)]
    return out


def _improve(plan: Plan, work: list[KernelWork], hw: Hardware, start, dtype: str):
    """Local moves from the rounded optimum (or from tiles of 1 where no rounding was legal): one move at a time
    while the exact model improves. The geometric program sees every product as tl.dot would hold it; where a
    tile below 16 makes it a broadcast product instead, the optimum's neighbours can all be poor, and the best
    legal schedule is a few moves away."""
    if start is None:
        tiles = {c: 1 for c in tile_sizes(plan)} | {"num_warps": DEFAULT_WARPS, "num_stages": DEFAULT_STAGES}
        start = (*exact_latency(plan, work, tiles, hw, dtype), tiles)
    # with and without the two-step moves: each descent can stop where the other goes on (attention_prefill's
    # query tile needs the jump; diff_attention's best is reached by single steps alone), the better of the two
    found = []
    step = _Moves(plan, work, hw, dtype)
    for jumps in (False, True):
        best = start
        for _ in range(64):
            step.rebase(best[4])
            moves = [(*step.latency(change), change) for change in _moves(plan, best[4], jumps)]
            better = min(moves, key=lambda m: (m[0], m[1]), default=None)
            if better is None or (better[0], better[1]) >= (best[0], best[1]):
                break
            tiles = best[4] | better[3]
            best = (*exact_latency(plan, work, tiles, hw, dtype), tiles)
        found.append(best)
    return min(found, key=lambda m: (m[0], m[1]))


_SOLVED: dict[tuple, Ranked] = {}


def structure(plan: Plan) -> tuple:
    """A family's execution structure as the model sees it: the work of each kernel (loads, stores, products, tiles,
    grid) over the same extents. Families that share it differ only in spelling the model does not see, and have
    the same schedules: one is ranked and tuned for all. (Accumulators are left out: a loop that pairs two sums
    where another runs one differs only in a register tile, and a merged family is never compiled on its own.)"""
    return (repr([dict(vars(w), states=None, memo=None, phases=dict(w.phases, states=None)) for w in work_of(plan)]),
            tuple(sorted((c, i["extent"]) for c, i in plan.coordinates.items())),
            tuple(sorted(plan.fulls.items())), repr(plan.tile_keys))


def rank_plan(plan: Plan, hw: Hardware, dtype: str = "bf16") -> Ranked:
    """The optimistic latency of one family stored in `dtype`: the geometric program over its tile sizes, rounded
    to powers of two, with num_warps and num_stages chosen by the exact model. Families with the same execution
    structure share one solution."""
    signature = (hw, dtype, structure(plan))
    if signature not in _SOLVED:
        _SOLVED[signature] = _solve(plan, work_of(plan, dtype), hw, dtype)
    return _SOLVED[signature]


def _separable_roundings(plan: Plan, work: list[KernelWork], hw: Hardware, dtype: str,
                         options: dict[str, list[int]]) -> list[tuple[dict, dict]]:
    """Per num_warps and num_stages, the schedule whose every group of kernels (kernels joined by a tile key they
    share) takes its best rounding of its own keys (each key at the powers of two around the optimum, `options`),
    the others' keys at the floor. Exact where groups share no key: exact_latency is a sum over kernels, each a
    function of its own keys and the knobs. A group of more than 4096 roundings keeps the floor; a group enumerates
    every num_warps and num_stages only while that stays within 4096 evaluations, else the defaults alone."""
    groups: list[tuple[set, list]] = []      # (keys, kernels)
    for w in work:
        keys = set(plan.tile_keys[w.name].values()) & set(options) if w.name in plan.tile_keys else set(options)
        joined = [g for g in groups if g[0] & keys]
        for g in joined:
            groups.remove(g)
            keys |= g[0]
        groups.append((keys, [x for g in joined for x in g[1]] + [w]))
    if len(groups) < 2:
        return []            # one group: the joint enumeration already is this
    floor = {k: o[0] for k, o in options.items()}
    knob_sets = [{"num_warps": wp, "num_stages": st} for wp in WARPS for st in STAGES]
    default = {"num_warps": DEFAULT_WARPS, "num_stages": DEFAULT_STAGES}
    out = []
    own = [None] * len(groups)  # per group: its best rounding at its best knobs, ((latency, bytes), tiles, knobs)
    for ks in knob_sets:
        chosen = dict(floor)
        for g, (keys, kernels) in enumerate(groups):
            order = sorted(keys)
            n = math.prod(len(options[k]) for k in order)
            if n > 4096 or (n * len(knob_sets) > 4096 and ks != default):
                continue
            best = None
            for combo in itertools.product(*(options[k] for k in order)):
                lat, b, _, _ = exact_latency(plan, kernels, dict(chosen, **dict(zip(order, combo)), **ks), hw, dtype)
                if math.isfinite(lat) and (best is None or (lat, b) < best[0]):
                    best = ((lat, b), dict(zip(order, combo)))
            if best is not None:
                chosen.update(best[1])
                if own[g] is None or best[0] < own[g][0]:
                    own[g] = (best[0], best[1], ks)
        out.append((chosen, ks))
    # each group at its own best knobs: the groups are launches of their own, so each takes its num_warps and
    # num_stages (per kernel in the schedule), the rest the defaults
    mixed = dict(floor)
    for (keys, kernels), found in zip(groups, own):
        if found is not None:
            mixed.update(found[1])
            mixed.update({f"{w.name}.{knob}": found[2][knob] for w in kernels for knob in KNOBS})
    out.append((mixed, default))
    return out


def _solve(plan: Plan, work: list[KernelWork], hw: Hardware, dtype: str) -> Ranked:
    import cvxpy as cp

    extents = tile_sizes(plan)       # a variable per tile the schedule sets: per kernel where kernels differ
    coords = sorted(extents)
    knobs = {"num_warps": DEFAULT_WARPS, "num_stages": DEFAULT_STAGES}
    if not coords:
        lat, b, f, per = exact_latency(plan, work, knobs, hw, dtype)
        lat, b, f, per, tiles = _improve(plan, work, hw, (lat, b, f, per, knobs), dtype)
        return Ranked(round(lat, 3), tiles, b, f, per, detail=_detail(plan, work, tiles, hw, dtype)) \
            if math.isfinite(lat) else \
            Ranked(None, None, None, None,
                   error="no legal schedule: a tile exceeds the register or shared-memory limit")
    var = {c: cp.Variable(pos=True, name=c) for c in coords}
    storage = DTYPES[dtype].itemsize
    # the loosest a program can be: the warps that hold the most values (registers per thread are capped, and so
    # are the registers of an SM, which one program must fit in), one stage (rounding then chooses both exactly)
    most_values = max(min(hw.max_registers_per_thread * wp * hw.target[2], hw.registers_per_sm)
                      - BASE_REGISTERS * wp * hw.target[2] for wp in WARPS)
    cons = []
    for c in coords:
        top = next_pow2(extents[c])
        cons += [var[c] >= 1, var[c] <= top]
    times, memory = [], []
    for w in work:
        ev = _Eval(plan, kernel_view(plan, var, w.name), exact=False)
        t = cp.Variable(pos=True)
        b = ev.bytes(w)
        if not isinstance(b, (int, float)) or b > 0:
            cons.append(b / hw.bytes_per_us <= t)
            memory.append(b / hw.bytes_per_us)
        for compute in compute_time(ev, w, hw, dtype):
            if not isinstance(compute, (int, float)) or compute > 0:
                cons.append(compute <= t)
        times.append(t)
        footprints = list(w.tiles) + [batch + ((m, n) if ev.on_tensor_cores(p) else (m, k, n))
                                      for p in w.products_tiles for batch, m, k, n, _, _ in [p]]
        for tile in footprints:
            fp = ev.prod(ev.size(s, padded=True) for s in tile)
            if not isinstance(fp, (int, float)):
                cons.append(fp <= most_values)
        for p in w.products_tiles:
            batch, m, k, n, _, _ = p
            staged = ev.prod(ev.size(x, True) for x in batch) * (
                ev.size(m, True) * ev.size(k, True) + ev.size(k, True) * ev.size(n, True)) * storage
            if ev.on_tensor_cores(p) and not isinstance(staged, (int, float)):
                cons.append(staged <= hw.shared_memory_per_block_kib * 1024)
        if w.grid:
            most = math.prod(plan.coordinates[c]["extent"] for c in w.grid)
            cons.append(ev.programs(w) >= min(hw.sms, most))
    objective = cp.sum(times) + TIE_BREAK * (cp.sum(memory) if memory else 0)
    problem = cp.Problem(cp.Minimize(objective), cons)
    try:
        with warnings.catch_warnings():
            # cvxpy warns "Solution may be inaccurate" once per process, naming no family; the status says it
            # per family (Ranked.inaccurate), and the pipeline reports how many in words
            warnings.filterwarnings("ignore", message="Solution may be inaccurate", module="cvxpy")
            problem.solve(gp=True)
    except cp.error.SolverError as exc:
        return Ranked(None, None, None, None, error=f"geometric program failed: {exc}")
    if problem.status not in ("optimal", "optimal_inaccurate"):
        return Ranked(None, None, None, None, error=f"no legal schedule ({problem.status})")
    # round: each tile size to the powers of two around the optimum, the best by the exact model
    def around(x: float, extent: int) -> list[int]:
        top = next_pow2(extent)
        lo = 1 << int(math.floor(math.log2(max(1.0, x))))
        # at its extent, a coordinate below 16 may also be padded to 16 (tensor cores)
        return sorted({min(lo, top), min(lo * 2, top)} | ({tile_top(top)} if lo * 2 >= top else set()))
    options = [around(float(var[c].value), extents[c]) for c in coords]
    # each rounding at every num_warps and num_stages where that stays small: a tile the optimum wants may fit
    # only at more warps (registers per thread) or fewer stages (shared memory), and local moves, one knob at a
    # time, cannot reach it from a rounding that does not fit at the defaults
    best = None
    n = math.prod(len(o) for o in options)
    combos = itertools.product(*options) if n <= 4096 else [tuple(o[0] for o in options)]
    knob_sets = [{"num_warps": wp, "num_stages": st} for wp in WARPS for st in STAGES] \
        if n * len(WARPS) * len(STAGES) <= 4096 else [knobs]
    trials = [(dict(zip(coords, combo)), ks) for combo in combos for ks in knob_sets]
    # with a tile per kernel the keys multiply and the warps and stages are no longer all tried; so also round
    # with each coordinate's keys tied (one tile for all its kernels, at the geometric mean of their optima) at
    # every num_warps and num_stages, which local moves then untie
    groups: dict[str, list[str]] = {}
    for key, c in sorted(plan.schedule_keys().items()):
        groups.setdefault(c, []).append(key)
    if len(groups) < len(coords):
        tied = [around(math.prod(max(1.0, float(var[k].value)) for k in keys) ** (1 / len(keys)), extents[keys[0]])
                for keys in groups.values()]
        if math.prod(len(o) for o in tied) * len(WARPS) * len(STAGES) <= 4096:
            trials += [({k: v for keys, v in zip(groups.values(), combo) for k in keys},
                        {"num_warps": wp, "num_stages": st})
                       for combo in itertools.product(*tied) for wp in WARPS for st in STAGES]
    for combo_tiles, ks in trials:
        tiles = dict(combo_tiles, **ks)
        lat, b, f, per = exact_latency(plan, work, tiles, hw, dtype)
        if best is None or (lat, b) < (best[0], best[1]):
            best = (lat, b, f, per, tiles)
    found = [_improve(plan, work, hw, best if math.isfinite(best[0]) else None, dtype)]
    # kernels whose tiles no key ties are rounded apart: the latency is a sum over kernels, each depending on its
    # own keys and the shared num_warps and num_stages, so a program of many kernels (segments composed) also
    # starts local moves from each group's best rounding, where the joint enumeration above takes the floor of
    # every key beyond 4096 roundings (mhc's two connections: 24 keys)
    apart = None
    for combo_tiles, ks in _separable_roundings(plan, work, hw, dtype, dict(zip(coords, options))):
        tiles = dict(combo_tiles, **ks)
        lat, b, f, per = exact_latency(plan, work, tiles, hw, dtype)
        if math.isfinite(lat) and (apart is None or (lat, b) < (apart[0], apart[1])):
            apart = (lat, b, f, per, tiles)
    if apart is not None:
        found.append(_improve(plan, work, hw, apart, dtype))
    # local moves can stop in a corner the rounding led to (a tile held small by registers at the default warps
    # while others grew): also from uniform tiles of 16, 64 and 128 (each within its top), the best of all (128:
    # a query tile that K and V are re-read for, which from 64 only the L2's share of those re-reads keeps small)
    for size in (16, 64, 128):
        tiles = {c: min(size, tile_top(extents[c])) for c in coords} | knobs
        lat, b, f, per = exact_latency(plan, work, tiles, hw, dtype)
        if math.isfinite(lat):
            found.append(_improve(plan, work, hw, (lat, b, f, per, tiles), dtype))
    lat, b, f, per, tiles = min(found, key=lambda r: (r[0], r[1]))
    if not math.isfinite(lat):
        return Ranked(None, None, None, None, error="no legal schedule: every rounding of the optimum exceeds a "
                                                    "register or shared-memory limit")
    return Ranked(round(lat, 3), tiles, b, f, per, detail=_detail(plan, work, tiles, hw, dtype),
                  inaccurate=problem.status == "optimal_inaccurate")


def _spilled_apart(plan: Plan, kernels: set[str]) -> list[set]:
    """The tile keys of the given kernels, joined where kernels share a key: one set per group of kernels."""
    groups: list[set] = []
    for k in sorted(kernels):
        keys = set(plan.tile_keys.get(k, {}).values())
        joined = [g for g in groups if g & keys]
        for g in joined:
            groups.remove(g)
            keys |= g
        groups.append(keys)
    return groups


def next_schedules(plan: Plan, hw: Hardware, schedule: dict, n: int = 3, dtype: str = "bf16",
                   kernels: set[str] | None = None) -> list[Ranked]:
    """Where `schedule` does not compile or spills: the schedules that hold less per thread (one tile halved, or
    num_warps doubled), legal by the model, fastest first — what the compile check tries next. `kernels`: the
    kernels that spilled, whose tiles alone are halved (a tile only another kernel holds frees none of their
    registers; None: every tile)."""
    work = work_of(plan, dtype)
    schedule = {"num_warps": DEFAULT_WARPS, "num_stages": DEFAULT_STAGES} | schedule
    keys = sorted(tile_sizes(plan))
    if kernels:
        held = {key for k in kernels for key in plan.tile_keys.get(k, {}).values()}
        keys = [c for c in keys if c in held] or keys
    smaller = [dict(schedule, **{c: schedule[c] // 2}) for c in keys if schedule[c] > 1]
    apart = _spilled_apart(plan, kernels) if kernels else []
    if len(apart) > 1:
        # kernels that spilled and share no tile key (one per segment of a composed program): halving one tile
        # frees registers in one of them only, so each such schedule spills again; halve a tile in every one at
        # once instead, each kernel's i-th fastest halving alone (by the model) for i < n
        ranked_halvings = []
        for keys_of in apart:
            alone = []
            for c in sorted(keys_of):
                if schedule[c] > 1:
                    lat, b, _, _ = exact_latency(plan, work, dict(schedule, **{c: schedule[c] // 2}), hw, dtype)
                    if math.isfinite(lat):
                        alone.append(((lat, b), c))
            ranked_halvings.append([c for _, c in sorted(alone)])
        if all(ranked_halvings):
            smaller = []
            for i in range(n):
                tiles = dict(schedule, **{c: schedule[c] // 2 for c in
                                          (options[min(i, len(options) - 1)] for options in ranked_halvings)})
                if tiles not in smaller:
                    smaller.append(tiles)
    own = [f"{k}.num_warps" for k in sorted(kernels or ()) if f"{k}.num_warps" in schedule]
    if own:   # the kernels that spilled, at their own warps: twice as many
        if all(schedule[key] < max(WARPS) for key in own):
            smaller.append(dict(schedule, **{key: schedule[key] * 2 for key in own}))
    elif schedule["num_warps"] < max(WARPS):
        smaller.append(dict(schedule, num_warps=schedule["num_warps"] * 2))
    found = []
    for tiles in smaller:
        lat, b, f, per = exact_latency(plan, work, tiles, hw, dtype)
        if math.isfinite(lat):
            found.append(Ranked(round(lat, 3), tiles, b, f, per, detail=_detail(plan, work, tiles, hw, dtype)))
    return sorted(found, key=lambda r: (r.modelled_us, r.bytes))[:n]


def at_compiled_occupancy(plan: Plan, hw: Hardware, schedule: dict, record: dict, dtype: str = "bf16"
                          ) -> float | None:
    """The modelled latency of a family at `schedule` with occupancy from its compile record (registers and
    shared memory per kernel, as compiled) rather than the model's estimate of them."""
    lat, _, _, _ = exact_latency(plan, work_of(plan, dtype), schedule, hw, dtype,
                                 {k["name"]: k for k in record.get("kernels", [])})
    return round(lat, 3) if math.isfinite(lat) else None
