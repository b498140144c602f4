"""The latency model: an optimistic latency of a kernel plan, without running it (DESIGN §6).

Per kernel, from the plan's statements (work.py): its programs (the grid: ceil(E/T) per grid coordinate), and per
program the bytes it loads and stores at the storage dtype (bf16 by default; reducer states fp32), every tile load
and store times the trips of the loops around it (a replicated operand reloaded by every instance is counted every
time), and the flops of its products (2·batch·M·K·N). A product whose M, K and N tiles are all >= 16 runs on tensor
cores at its operand dtype's rate; the others are broadcast-multiply-sums on CUDA cores at the fp32 rate. A tile may
be padded past its extent up to 16 (masked rows), so that a product of 8 rows reaches tensor cores: its time then
counts the padded rows, its reported FLOPs only the real ones. A kernel
takes max(flops / rate, bytes / bandwidth reached), stretched when its programs do not fill the last wave of SMs,
plus a launch; the bandwidth reached depends on the bytes the programs resident on an SM keep in flight, so on
occupancy (registers, shared memory, warps). One evaluation (_Eval) serves the geometric program (search.py) and
the exact model.

All figures are *modelled*: the hardware file says which rates are measured and which are published.
"""
from __future__ import annotations

import itertools
import math

from ..capture.workloads import DTYPES
from ..codegen.masks import open_range, tile_range
from ..codegen.plan import Plan
from ..codegen.schedule import MIN_TENSOR_CORE, STAGES, knobs_of, next_pow2, tile_top
from .hardware import Hardware, RankError
from .work import BASE_REGISTERS, Access, KernelWork, open_share


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
        if " * " in s:   # a dot's folded dimension (kernel_builder.py: _fold), or a padded one (times a number)
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


def latency_floor(plan: Plan, work: list[KernelWork], hw: Hardware, dtype: str = "bf16") -> float:
    """A latency (µs) below exact_latency at every schedule the ranking tries (search.py: tiles powers of two from
    1 to tile_top, num_warps and num_stages from WARPS and STAGES): the sum of each kernel's kernel_floor. The
    latency is a sum over kernels, so its least is at least the sum of each kernel's least."""
    return sum(kernel_floor(plan, w, hw, dtype) for w in work)


FLOOR_TILINGS = 1024    # grid tilings kernel_floor enumerates; beyond, one bound over all of them


def kernel_floor(plan: Plan, w: KernelWork, hw: Hardware, dtype: str = "bf16") -> float:
    """A lower bound on _kernel_time over the schedules the ranking tries: per tiling of the grid (each grid tile a
    power of two up to tile_top), what _kernel_time charges at least whatever the loop tiles, warps and stages,
    then the least over the tilings. At a grid tiling the programs, and so the last wave's efficiency, are exact;
    every other charge is bounded from below:

    - elements: a tile of a coordinate covers its extent whatever its size, and a loop coordinate around an access
      repeats it ceil(E/T) >= 1 times, so the elements at whole loop tiles are the least (an access in a loop whose
      masks skip tiles, `bounded`, counts 0; of the two places a hoisted load is read, `when`, the cheaper unless
      the grid tiling decides it);
    - memory: what memory serves is at least each store's elements and each load's tensor once (traffic(): L2
      serves re-reads, and the programs of a wave fetch a tile they share once), at a bandwidth at most hw's
      reached with the most bytes in flight the programs can hold (every loop tile at its top, the most stages,
      a wave's programs all resident); where every load's tensor fits in half the L2, L2 serves at least the
      re-reads the grid tiling forces;
    - compute: the products that cannot reach tensor cores (an axis below 16 at this tiling, or no tl.dot path)
      and the element-wise work run at CUDA-core and SFU rates; the others' flops split at best between tensor
      cores and CUDA cores, which balances the two sides (compute_time: the longer of them, plus the rest);
    - a launch.

    Padding, occupancy, the waits for products and the L2 fetches by wave only add. Beyond FLOOR_TILINGS grid
    tilings, the bound takes each figure at its least over all of them at once: the elements and tensor-core
    reach of whole grid tiles, no re-reads, the fewest waves' stretch and the most programs' bytes in flight."""
    extent = {c: info["extent"] for c, info in plan.coordinates.items()}
    whole = _Eval(plan, extent, exact=True)
    fast = max(hw.tensor_core_flops_per_us(dtype), hw.flops_per_us)
    needed = hw.bytes_per_us / hw.sms * hw.memory_latency_ns * 1e-3   # bytes in flight an SM needs (_kernel_time)
    stage_depth = max(1, max(STAGES) - 1)
    once = {id(a): math.prod(extent[s[2:]] if s.startswith("T_") else whole.size(s) for s in a.sizes)
            for a in w.moves if a.load}
    # a load's tensor once, the least of it memory serves whatever the grid (0 in a loop that skips tiles)
    once_served = {id(a): 0 if a.bounded else whole.elements(w, a) for a in w.moves if a.load}
    # every re-read tensor fits in half the L2 at any tiling: _kernel_time serves all re-reads from it
    all_in_l2 = bool(hw.l2_bandwidth_gbps) and sum(
        once[id(a)] * a.itemsize for a in w.moves if a.load) <= hw.l2_cache_mib * 2 ** 20 / 2

    def figures(g: dict, decides: bool = True) -> tuple:
        """(bytes memory serves, bytes L2 serves, bytes a program keeps in flight, flops that may reach tensor
        cores, CUDA-core and SFU time), each at its least at grid tiles `g` (the bytes in flight at their most);
        `decides`: whether g's whole tiles pick where a hoisted load is read."""
        ev = _Eval(plan, extent | g, exact=True)    # every loop tile whole

        def largest(s: str) -> int:     # an axis' largest padded size at this grid tiling
            if " * " in s:
                return math.prod(largest(x) for x in s.split(" * "))
            if s.startswith("T_"):
                return g.get(s[2:], tile_top(extent[s[2:]]))
            return ev.size(s, padded=True)

        def least(a: Access) -> int:
            return 0 if a.bounded else ev.elements(w, a)

        moved, again, sides = 0, 0, {}
        for a in w.moves:
            served = once_served[id(a)] if a.load else least(a)
            if a.when and (a.when[0] not in g or not decides):
                side = sides.setdefault(a.when[0], [0, 0])
                side[a.when[1]] += served * a.itemsize
                continue
            if a.when and ev.whole(a.when[0]) != a.when[1]:
                continue
            moved += served * a.itemsize
            if a.load and not a.bounded:
                again += max(0, least(a) - once[id(a)]) * a.itemsize
        moved += sum(min(side) for side in sides.values())
        in_flight = sum(math.prod(largest(x) for x in sizes) * itemsize * (stage_depth if looped else 1)
                        for sizes, itemsize, looped in w.loads)
        either = cuda = 0
        for a, (_, m, k, n, _, dot_path) in zip(w.products, w.products_tiles):
            if dot_path and min(largest(x) for x in (m, k, n)) >= MIN_TENSOR_CORE:
                either += 2 * least(a)
            else:
                cuda += 2 * least(a)
        cuda_time = cuda / hw.flops_per_us
        if hw.sfu_tops:
            cuda_time += max(sum(least(a) * n for a, n, _ in w.pointwise) / hw.sfu_per_us,
                             sum(least(a) * n for a, _, n in w.pointwise) / hw.alu_per_us)
        return moved, again, in_flight, either, cuda_time

    def busy(moved, again, in_flight, either, cuda_time, waves) -> float:
        """max(compute, memory) at least, with `waves` of programs resident at most."""
        reach = min(1.0, waves * in_flight / needed) if in_flight else 1.0
        memory = max(moved / (hw.bytes_per_us * reach), again / (hw.l2_bandwidth_gbps * 1e3) if all_in_l2 else 0.0)
        # `either` flops on tensor cores take either / fast, on CUDA cores more: the longer side is least where the
        # two balance, or with all of them on tensor cores where the CUDA side is longer anyway
        compute = max(cuda_time, (either + cuda_time * hw.flops_per_us) / (fast + hw.flops_per_us))
        return max(compute, memory)

    options = [_powers_of_two(tile_top(extent[c])) for c in w.grid]
    if math.prod(len(o) for o in options) > FLOOR_TILINGS:
        most_programs = math.prod(extent[c] for c in w.grid)
        # at the top grid tiles: the fewest elements, the most products on tensor cores and the most bytes in flight
        moved, _, in_flight, either, cuda_time = figures({c: tile_top(extent[c]) for c in w.grid}, decides=False)
        return (busy(moved, 0, in_flight, either, cuda_time, math.ceil(most_programs / hw.sms))
                * max(1.0, hw.sms / most_programs) + hw.launch_us)
    best = math.inf
    for tiles in itertools.product(*options):
        g = dict(zip(w.grid, tiles))
        programs = math.prod(math.ceil(extent[c] / t) for c, t in g.items())
        waves = math.ceil(programs / hw.sms)
        best = min(best, busy(*figures(g), waves) * waves * hw.sms / programs)
    return best + hw.launch_us


def _powers_of_two(top: int) -> list[int]:
    return [1 << i for i in range(top.bit_length()) if 1 << i <= top]


def _detail(plan: Plan, work: list[KernelWork], tiles: dict, hw: Hardware, dtype: str) -> dict:
    out = {"tensor_core_flops": 0, "kernels": []}
    for w in work:
        ev = _Eval(plan, kernel_view(plan, tiles, w.name), exact=True)
        out["tensor_core_flops"] += int(ev.flops(w, True))
        res = kernel_resources(ev, w, *knobs_of(tiles, w.name), DTYPES[dtype].itemsize, hw)
        out["kernels"].append({"name": w.name, **res})
    return out
