"""Ranking: an optimistic latency per family from its kernel plan, without running it (DESIGN §6).

Per kernel, from the plan's statements (lower.py): its programs (the grid: ceil(E/T) per grid coordinate), and per
program the bytes it loads and stores (every tile load and store, times the trips of the loops around it: a
replicated operand reloaded by every instance is counted every time) and the flops of its products (2·M·K·N). A
kernel takes max(flops / rate, bytes / bandwidth), stretched when its programs do not fill the last wave of SMs, plus
a launch. The tile sizes are the unknowns: minimising the sum over kernels is a geometric program in the tile sizes
(every count is a monomial in them), solved with cvxpy, then rounded to powers of two by evaluating the neighbours
with the exact model (ceilings, waves). Constraints: a register tile of at most REGISTER_TILE elements, a product's
operands within shared memory, and a grid of at least one wave where the extents allow one.

All figures are *modelled*: the hardware file says which rates are measured and which are published.
"""
from __future__ import annotations

import itertools
import json
import math
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from .errors import EqiForgeError
from .lower import Kernel, Plan, Stmt

HARDWARE_DIR = Path(__file__).resolve().parents[1] / "hardware"
# The largest register tile one program may hold (fp32 values): a program of 128 threads with at most 255 registers
# each holds about 32k values, and a kernel keeps several tiles live, so one tile gets at most half of that.
REGISTER_TILE = 16384
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

    @property
    def bytes_per_us(self) -> float:
        return self.bandwidth_gbps * 1e3

    @property
    def flops_per_us(self) -> float:
        return self.fp32_tflops * 1e6


@lru_cache(maxsize=None)
def hardware(name: str = "h200") -> Hardware:
    path = HARDWARE_DIR / f"{name.lower()}.json"
    if not path.is_file():
        known = ", ".join(sorted(p.stem for p in HARDWARE_DIR.glob("*.json")))
        raise RankError(f"no hardware file for GPU {name!r} (have: {known})")
    data = json.loads(path.read_text())
    return Hardware(data["name"], data["sms"], data["bandwidth_gbps"], data["fp32_tflops"],
                    data["shared_memory_per_sm_kib"], data["launch_us"], data.get("about", ""),
                    data.get("shared_memory_per_block_kib", data["shared_memory_per_sm_kib"]),
                    tuple(data.get("target", ("cuda", 90, 32))))


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
@dataclass
class Access:
    trips: tuple[str, ...]      # the loop coordinates around it (each runs ceil(E/T) times)
    sizes: tuple[str, ...]      # tile axes: "T_c", "F_n" or "1"
    itemsize: int


@dataclass
class KernelWork:
    name: str
    grid: tuple[str, ...]
    moves: list[Access] = field(default_factory=list)       # loads and stores
    products: list[Access] = field(default_factory=list)    # sizes = (M, K, N); itemsize unused
    tiles: list[tuple[str, ...]] = field(default_factory=list)   # register tiles (padded sizes)
    # products: (batch sizes, M, K, N, may use tl.dot). With tl.dot (every size >= 16) the operands are staged in
    # shared memory and the result is an M x N tile; otherwise the product is an M x K x N broadcast in registers
    products_tiles: list[tuple] = field(default_factory=list)


def work_of(plan: Plan) -> list[KernelWork]:
    return [_kernel_work(plan, k) for k in plan.kernels]


def _kernel_work(plan: Plan, k: Kernel) -> KernelWork:
    w = KernelWork(k.name, tuple(k.grid))

    def ptr_size(ptr: str) -> int:
        return plan.itemsize.get(ptr.removesuffix("_ptr"), 4)

    def walk(stmts: list[Stmt], trips: tuple[str, ...]) -> None:
        for s in stmts:
            a = s.args
            if s.kind == "loop":
                walk(s.body, trips + (s.out,))
            elif s.kind in ("load", "load_states", "store", "store_states"):
                sizes = tuple(a["sizes"])
                w.moves.append(Access(trips, sizes, ptr_size(a["ptr"])))
                w.tiles.append(sizes)
            elif s.kind == "matmul":
                m, kk, n = a["mkn"]
                w.products.append(Access(trips, (m, kk, n), 4))
                w.products_tiles.append((tuple(a["sizes"][:-2]), m, kk, n, bool(a["dot"])))
    walk(k.body, ())
    return w


# -- evaluation: one function for the geometric program and for the exact model ----------------------------------
class _Eval:
    """Sizes and trip counts as GP monomials (cvxpy variables) or exact integers."""

    def __init__(self, plan: Plan, tiles: dict, exact: bool):
        self.plan, self.tiles, self.exact = plan, tiles, exact

    def extent(self, c: str) -> int:
        return self.plan.coordinates[c]["extent"]

    def size(self, s: str, padded: bool = False):
        if s == "1":
            return 1
        if s.startswith("T_"):
            t = self.tiles[s[2:]]
            return min(t, self.extent(s[2:])) if self.exact and not padded else t
        n = self.plan.fulls[s[2:]]
        return 1 << (n - 1).bit_length() if padded else n

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

    def elements(self, w: KernelWork, a: Access):
        """Elements an access touches over the whole kernel: a tile axis of a coordinate the grid or a loop runs
        over covers its extent once (the last tile is short); every other coordinate around it repeats it."""
        around = set(w.grid) | set(a.trips)
        tiled = {s[2:] for s in a.sizes if s.startswith("T_")}
        if not tiled <= around:
            raise RankError(f"{w.name}: a tile of a coordinate no grid or loop runs over")
        return self.prod([self.extent(c) if c in tiled else self.trips(c) for c in sorted(around)]
                         + [self.size(s) for s in a.sizes if not s.startswith("T_")])

    def bytes(self, w: KernelWork):
        return sum(self.elements(w, a) * a.itemsize for a in w.moves) if w.moves else 0

    def flops(self, w: KernelWork):
        return sum(2 * self.elements(w, a) for a in w.products) if w.products else 0


@dataclass
class Ranked:
    modelled_us: float | None
    schedule: dict | None
    bytes: int | None
    flops: int | None
    kernels_us: list[float] | None = None
    error: str | None = None


def exact_latency(plan: Plan, work: list[KernelWork], tiles: dict, hw: Hardware) -> tuple[float, int, int, list]:
    """The modelled latency (µs) at one schedule, with ceilings and waves; inf where a tile does not fit."""
    ev = _Eval(plan, tiles, exact=True)
    total, total_bytes, total_flops, per_kernel = 0.0, 0, 0, []
    for w in work:
        if any(ev.prod(ev.size(s, padded=True) for s in t) > REGISTER_TILE for t in w.tiles):
            return math.inf, 0, 0, []
        for batch, m, k, n, dot in w.products_tiles:
            bm, bk, bn = (ev.size(x, padded=True) for x in (m, k, n))
            lanes = ev.prod(ev.size(x, padded=True) for x in batch)
            if dot and min(bm, bk, bn) >= 16:
                if (bm * bk + bk * bn) * 4 > hw.shared_memory_per_sm_kib * 1024 or bm * bn > REGISTER_TILE:
                    return math.inf, 0, 0, []
            elif lanes * bm * bk * bn > REGISTER_TILE:
                return math.inf, 0, 0, []
        programs = ev.programs(w)
        b, f = ev.bytes(w), ev.flops(w)
        # programs that do not fill the last wave leave SMs idle: the kernel runs at that fraction of the machine
        efficiency = programs / (math.ceil(programs / hw.sms) * hw.sms)
        t = max(f / hw.flops_per_us, b / hw.bytes_per_us) / efficiency + hw.launch_us
        per_kernel.append(round(t, 3))
        total += t
        total_bytes += b
        total_flops += f
    return total, int(total_bytes), int(total_flops), per_kernel


def _improve(plan: Plan, work: list[KernelWork], hw: Hardware, start, coords: list[str]):
    """Local moves from the rounded optimum (or from tiles of 1 where no rounding was legal): halve or double one
    tile size at a time while the exact model improves. The geometric program sees every product as tl.dot
    would hold it; where a tile below 16 makes it a broadcast product instead, the optimum's neighbours can all
    be poor, and the best legal schedule is a few moves away."""
    if start is None:
        tiles = {c: 1 for c in coords}
        start = (*exact_latency(plan, work, tiles, hw), tiles)
    best = start
    for _ in range(64):
        moves = []
        for c in coords:
            top = 1 << (plan.coordinates[c]["extent"] - 1).bit_length()
            for size in (best[4][c] // 2, best[4][c] * 2):
                if 1 <= size <= top and size != best[4][c]:
                    tiles = dict(best[4], **{c: size})
                    moves.append((*exact_latency(plan, work, tiles, hw), tiles))
        better = min(moves, key=lambda m: (m[0], m[1]), default=None)
        if better is None or (better[0], better[1]) >= (best[0], best[1]):
            return best
        best = better
    return best


_SOLVED: dict[tuple, Ranked] = {}


def structure(plan: Plan) -> tuple:
    """A family's execution structure as the model sees it: the work of each kernel (loads, stores, products, tiles,
    grid) over the same extents. Families that share it differ only in spelling the model does not see, and have
    the same schedules: one is ranked and tuned for all."""
    return (repr(work_of(plan)), tuple(sorted((c, i["extent"]) for c, i in plan.coordinates.items())),
            tuple(sorted(plan.fulls.items())))


def rank_plan(plan: Plan, hw: Hardware) -> Ranked:
    """The optimistic latency of one family: the geometric program over its tile sizes, rounded to powers of two.
    Families with the same execution structure share one solution."""
    signature = (hw, structure(plan))
    if signature not in _SOLVED:
        _SOLVED[signature] = _solve(plan, work_of(plan), hw)
    return _SOLVED[signature]


def _solve(plan: Plan, work: list[KernelWork], hw: Hardware) -> Ranked:
    import cvxpy as cp

    coords = sorted(plan.coordinates)
    if not coords:
        lat, b, f, per = exact_latency(plan, work, {}, hw)
        return Ranked(round(lat, 3), {}, b, f, per) if math.isfinite(lat) else \
            Ranked(None, None, None, None, error="no legal schedule: a tile exceeds the register or shared-memory limit")
    var = {c: cp.Variable(pos=True, name=c) for c in coords}
    ev = _Eval(plan, var, exact=False)
    cons = []
    for c in coords:
        top = 1 << (plan.coordinates[c]["extent"] - 1).bit_length()
        cons += [var[c] >= 1, var[c] <= top]
    times, memory = [], []
    for w in work:
        t = cp.Variable(pos=True)
        b, f = ev.bytes(w), ev.flops(w)
        if not isinstance(b, (int, float)) or b > 0:
            cons.append(b / hw.bytes_per_us <= t)
            memory.append(b / hw.bytes_per_us)
        if not isinstance(f, (int, float)) or f > 0:
            cons.append(f / hw.flops_per_us <= t)
        times.append(t)
        # tiles in registers, and products as tl.dot would hold them (the optimistic case: rounding checks which
        # path each product takes, exactly)
        footprints = list(w.tiles) + [batch + ((m, n) if dot else (m, k, n)) for batch, m, k, n, dot in w.products_tiles]
        for tile in footprints:
            fp = ev.prod(ev.size(s, padded=True) for s in tile)
            if not isinstance(fp, (int, float)):
                cons.append(fp <= REGISTER_TILE)
        for _, m, k, n, dot in w.products_tiles:
            staged = (ev.size(m, True) * ev.size(k, True) + ev.size(k, True) * ev.size(n, True)) * 4
            if dot and not isinstance(staged, (int, float)):
                cons.append(staged <= hw.shared_memory_per_sm_kib * 1024)
        if w.grid:
            most = math.prod(plan.coordinates[c]["extent"] for c in w.grid)
            cons.append(ev.programs(w) >= min(hw.sms, most))
    objective = cp.sum(times) + TIE_BREAK * (cp.sum(memory) if memory else 0)
    problem = cp.Problem(cp.Minimize(objective), cons)
    try:
        problem.solve(gp=True)
    except cp.error.SolverError as exc:
        return Ranked(None, None, None, None, error=f"geometric program failed: {exc}")
    if problem.status not in ("optimal", "optimal_inaccurate"):
        return Ranked(None, None, None, None, error=f"no legal schedule ({problem.status})")
    # round: each tile size to the powers of two around the optimum, the best by the exact model
    options = []
    for c in coords:
        x = max(1.0, float(var[c].value))
        top = 1 << (plan.coordinates[c]["extent"] - 1).bit_length()
        lo = 1 << int(math.floor(math.log2(x)))
        options.append(sorted({min(lo, top), min(lo * 2, top)}))
    best = None
    combos = itertools.product(*options) if math.prod(len(o) for o in options) <= 4096 else [tuple(o[0] for o in options)]
    for combo in combos:
        tiles = dict(zip(coords, combo))
        lat, b, f, per = exact_latency(plan, work, tiles, hw)
        if best is None or (lat, b) < (best[0], best[1]):
            best = (lat, b, f, per, tiles)
    lat, b, f, per, tiles = _improve(plan, work, hw, best if math.isfinite(best[0]) else None, coords)
    if not math.isfinite(lat):
        return Ranked(None, None, None, None, error="no legal schedule: every rounding of the optimum exceeds a "
                                                    "register or shared-memory limit")
    return Ranked(round(lat, 3), tiles, b, f, per)


def next_schedules(plan: Plan, hw: Hardware, schedule: dict, n: int = 3) -> list[Ranked]:
    """Where `schedule` does not compile or spills: the schedules one step smaller per program (one tile halved),
    legal by the model, fastest first — what the compile check tries next."""
    work = work_of(plan)
    found = []
    for c in sorted(plan.coordinates):
        if schedule.get(c, 1) > 1:
            tiles = dict(schedule, **{c: schedule[c] // 2})
            lat, b, f, per = exact_latency(plan, work, tiles, hw)
            if math.isfinite(lat):
                found.append(Ranked(round(lat, 3), tiles, b, f, per))
    return sorted(found, key=lambda r: (r.modelled_us, r.bytes))[:n]
