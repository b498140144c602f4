"""Ranking (issue [ranking]): the latency model on hand-countable programs, and its speed."""
import math

import pytest

from eqiforge.host.capture.workloads import get_workload
from eqiforge.host.codegen.lower import lower
from eqiforge.host.rank.hardware import hardware
from eqiforge.host.rank.model import _Eval, exact_latency, kernel_resources, kernel_view
from eqiforge.host.rank.search import rank_plan, structure
from eqiforge.host.rank.work import work_of

from .helpers import plans, tiny


@pytest.mark.parametrize("dtype, itemsize", [("bf16", 2), ("fp16", 2), ("fp32", 4)])
def test_a_copy_kernel_moves_each_element_twice(dtype, itemsize, tmp_path_factory):
    """y = x * 2 on a 48 x 40 input: read once and written once, at the storage dtype's bytes each, whatever the
    tiles (the last tile of 40 is short: masked lanes move nothing); no products."""
    [(cand, plan)] = plans(tiny("scale_copy"), "small", tmp_path_factory)
    ranked = rank_plan(plan, hardware("h200"), dtype)
    assert ranked.bytes == 2 * 48 * 40 * itemsize and ranked.flops == 0
    for tile in (1, 16, 64):
        _, b, f, _ = exact_latency(plan, work_of(plan, dtype), {c: tile for c in plan.coordinates},
                                   hardware("h200"), dtype)
        assert b == 2 * 48 * 40 * itemsize and f == 0


def test_a_product_has_its_flops_and_at_least_the_minimum_traffic(tmp_path_factory):
    """x @ w, 48 x 40 by 40 x 56: 2·M·K·N flops; traffic is x reloaded once per column tile, w once per row tile,
    the output written once — at least M·K + K·N + M·N elements."""
    m, k, n = 48, 40, 56
    found = plans(tiny("plain_matmul"), "small", tmp_path_factory)
    # one kernel, a grid over both output axes (with or without a loop over the contracted one: same traffic)
    (cand, plan), *_ = [(c, p) for c, p in found if c.kernels == 1 and c.summary.startswith("grid(w.1@1, x.0@0)")]
    ranked = rank_plan(plan, hardware("h200"))  # bf16 storage: 2 bytes an element
    assert ranked.flops == 2 * m * k * n
    assert ranked.bytes >= (m * k + k * n + m * n) * 2
    grid = {info["text"].split()[1].split("@")[0]: c for c, info in plan.coordinates.items()
            if info["text"].startswith("grid")}
    rows, cols = ranked.schedule[grid["x.0"]], ranked.schedule[grid["w.1"]]
    assert ranked.bytes == (m * k * math.ceil(n / cols) + k * n * math.ceil(m / rows) + m * n) * 2


def test_re_reads_of_what_fits_in_l2_are_served_from_l2(tmp_path_factory):
    """x @ w at 8 x 512 x 512 with a column tile of 16: x (8 KB) is re-read by all 32 column programs. That fits
    in half the L2, so memory moves x once and the other 31 reads come from L2 at its bandwidth; the bytes the
    kernel moves (its traffic) are the same either way. Without an L2 in the hardware file every re-read is
    memory traffic. Where the re-read footprint is over half the L2, the programs running at once still share
    what they read: x is fetched once per wave its 32 readers span (one wave on 132 SMs, two where 16 programs
    run at once)."""
    import dataclasses
    hw = hardware("h200")
    no_l2 = dataclasses.replace(hw, l2_bandwidth_gbps=0.0)
    tiny_l2 = dataclasses.replace(hw, l2_cache_mib=8 * 1024 / 2 ** 20)   # half of it below x's 8 KB
    (cand, plan), *_ = [(c, p) for c, p in plans(tiny("plain_matmul"), "eight_rows", tmp_path_factory)
                        if c.kernels == 1 and c.summary.startswith("grid(w.1@1, x.0@0)")]
    [work] = work_of(plan)
    tiles = {c: 16 for c in plan.coordinates} | {"num_warps": 4, "num_stages": 2}
    ev = _Eval(plan, kernel_view(plan, tiles, work.name), exact=True)
    total, again, footprint, alone = ev.traffic(work)
    assert (again, footprint) == (8 * 512 * 2 * 31, 8 * 512 * 2)
    assert alone == total                                         # no program running beside another: all fetched
    assert ev.traffic(work, 32)[3] == total - again               # one wave: x fetched once
    assert ev.traffic(work, 16)[3] == total - again + 8 * 512 * 2   # two waves: twice
    with_l2, b, _, _ = exact_latency(plan, [work], tiles, hw)
    without, b2, _, _ = exact_latency(plan, [work], tiles, no_l2)
    over, b3, _, _ = exact_latency(plan, [work], tiles, tiny_l2)
    assert b == b2 == b3 == total == (8 * 512 * 32 + 512 * 512 + 8 * 512) * 2
    assert with_l2 < without and over == with_l2
    # memory-bound at this shape: the time is the bytes memory still moves, or the L2's share, whichever is longer
    memory = max((b - again) / hw.bytes_per_us, again / (hw.l2_bandwidth_gbps * 1e3))
    assert with_l2 >= memory + hw.launch_us


def test_a_tile_that_does_not_fit_is_illegal_and_the_ranking_avoids_it(tmp_path_factory):
    """K = 2048: a whole-K tile of 64 rows (131072 values) needs over 255 registers a thread even at 16 warps;
    the chosen schedule keeps every program within 255 registers a thread at its num_warps, and its
    tensor-core operands (num_stages buffers) within a block's shared memory."""
    for cand, plan in plans(tiny("plain_matmul"), "large_k", tmp_path_factory):
        hw = hardware("h200")
        huge = {c: min(64, 1 << (info["extent"] - 1).bit_length()) if info["text"].startswith("grid") else 2048
                for c, info in plan.coordinates.items()}
        for warps in (4, 16):
            assert exact_latency(plan, work_of(plan), dict(huge, num_warps=warps), hw)[0] == math.inf
        ranked = rank_plan(plan, hw)
        assert ranked.modelled_us is not None and math.isfinite(ranked.modelled_us)
        s = ranked.schedule
        assert s["num_warps"] in (1, 2, 4, 8, 16) and s["num_stages"] in (1, 2, 3, 4)
        for kernel in work_of(plan):
            ev = _Eval(plan, kernel_view(plan, s, kernel.name), exact=True)   # the kernel's own tiles
            res = kernel_resources(ev, kernel, s["num_warps"], s["num_stages"], 2, hw)
            assert res["registers"] <= 255 and res["shared_bytes"] <= 227 * 1024 and res["programs_per_sm"] >= 1


def test_eight_rows_padded_to_sixteen_reach_tensor_cores_and_the_model_prices_the_padding(tmp_path_factory):
    """x @ w with 8 rows: a row tile of 16 (8 rows masked) makes the product a tl.dot on tensor cores, a schedule
    the ranking may choose; its time counts the padded rows' tensor-core work, its FLOPs only the real rows."""
    from eqiforge.host.codegen.schedule import tile_top
    m, k, n = 8, 512, 512
    hw = hardware("h200")
    (cand, plan), *_ = [(c, p) for c, p in plans(tiny("plain_matmul"), "eight_rows", tmp_path_factory)
                        if c.kernels == 1 and c.summary.startswith("grid(w.1@1, x.0@0)")]
    rows = next(c for c, info in plan.coordinates.items() if info["text"].startswith("grid x.0"))
    assert plan.coordinates[rows]["extent"] == m and tile_top(m) == 16
    [work] = work_of(plan)
    for tile, on in ((8, False), (16, True)):
        tiles = {c: 16 for c in plan.coordinates} | {rows: tile, "num_warps": 4, "num_stages": 2}
        ev = _Eval(plan, tiles, exact=True)
        assert [ev.on_tensor_cores(p) for p in work.products_tiles] == [on]
        us, _, flops, _ = exact_latency(plan, [work], tiles, hw)
        assert flops == 2 * m * k * n
        assert ev.flops(work, True, padded=True) == (2 * 16 * k * n if on else 0)
        assert us >= ev.flops(work, True, padded=True) / hw.tensor_core_flops_per_us("bf16")
    ranked = rank_plan(plan, hw)
    assert ranked.flops == 2 * m * k * n and 1 <= ranked.schedule[rows] <= 16


def test_the_normalisation_after_the_projections_ranks_among_the_fastest(tmp_path_factory):
    """Every candidate `eqiforge run` ranks for rmsnorm_mlp at its paper config (the default extraction, beam 64),
    normalisation after the projections first. (How long the ranking takes: benchmarks/ranking.py.)"""
    found = plans(get_workload("rmsnorm_mlp"), "paper", tmp_path_factory, beam=64)
    ranked = sorted(((rank_plan(p, hardware("h200")), c) for c, p in found),
                    key=lambda rc: rc[0].modelled_us if rc[0].modelled_us is not None else math.inf)
    assert ranked[0][0].modelled_us is not None
    # the model sees pointwise work as free, so forms that differ only in where a loop-invariant factor is applied
    # tie: the normalisation-after form must be among the fastest
    fastest = [c for r, c in ranked if r.modelled_us == ranked[0][0].modelled_us]
    # the rsqrt factor multiplies the accumulated products: the normalisation comes after them
    def has(t, pred):
        return any(pred(x) for x in t.walk())

    def accumulated_product(t):
        return t.op == "PReduce" and has(t, lambda x: x.op == "TileMatMul")

    def rsqrt(t):
        return t.op == "Unary" and t.args[0].op == "Rsqrt"
    assert any(any(t.op == "Binary" and t.args[0].op == "Mul" and
               any(has(a, accumulated_product) and not has(a, rsqrt) for a in t.args[1:]) and
               any(has(a, rsqrt) for a in t.args[1:])
               for t in c.term.walk()) for c in fastest)


def test_families_of_one_execution_structure_are_merged(tmp_path_factory):
    """rmsnorm_swiglu's families whose down-projection loop pairs (sum, sum) and those that run it as one sum move
    the same bytes and do the same products: one execution structure, ranked once and merged in the report. Merging
    loses nothing: at the group's schedule, each member's own plan is modelled at the same latency, bytes and FLOPs.
    Families that differ in what they load or compute stay apart."""
    found = plans(get_workload("rmsnorm_swiglu"), "small", tmp_path_factory, beam=64)
    groups: dict = {}
    for cand, plan in found:
        groups.setdefault(structure(plan), []).append((cand, plan))
    assert 1 < len(groups) < len(found)
    hw = hardware("h200")
    merged = [members for members in groups.values() if len(members) > 1]
    assert any(any("pair(sum, sum)" in c.summary for c, _ in members) and
               any("pair(sum, sum)" not in c.summary for c, _ in members) for members in merged)
    for members in merged:
        schedule = rank_plan(members[0][1], hw).schedule
        figures = {exact_latency(plan, work_of(plan), schedule, hw)[:3] for _, plan in members}
        assert len(figures) == 1, [c.summary for c, _ in members]
        assert len({(c.kernels, c.stored) for c, _ in members}) == 1


def test_the_gpu_is_detected_by_name():
    """`eqiforge run` models the GPU torch sees when a hardware file names it; none here without a GPU."""
    from eqiforge.host.rank.hardware import detected_gpu
    assert detected_gpu("NVIDIA H200") == "h200" and detected_gpu("NVIDIA H200 NVL") == "h200"
    assert detected_gpu("NVIDIA A100-SXM4-80GB") is None  # no file for it: the caller falls back to h200
    import torch
    if not torch.cuda.is_available():
        assert detected_gpu() is None


def test_occupancy_from_the_compiled_kernel_prices_registers_it_holds(tmp_path_factory):
    """The same schedule, modelled with the registers the compile check read: a kernel holding 255 registers a
    thread keeps fewer programs on an SM, so fewer bytes in flight, than one holding 32, and is not faster."""
    from eqiforge.host.rank.search import at_compiled_occupancy
    [(cand, plan)] = plans(tiny("scale_copy"), "small", tmp_path_factory)
    hw = hardware("h200")
    schedule = {c: 1 for c in plan.coordinates} | {"num_warps": 4, "num_stages": 1}
    record = lambda regs: {"kernels": [{"name": k.name, "registers": regs, "shared_bytes": 0}  # noqa: E731
                                       for k in plan.kernels]}
    lean, heavy = at_compiled_occupancy(plan, hw, schedule, record(32), "bf16"), \
        at_compiled_occupancy(plan, hw, schedule, record(255), "bf16")
    assert heavy > lean
    # a program that cannot be resident at all is no schedule
    assert at_compiled_occupancy(plan, hw, dict(schedule, num_warps=16), record(255), "bf16") is None


def _unfused_plan(name: str):
    from eqiforge.host.extract.extract import unfused_term_candidate
    return lower(unfused_term_candidate(tiny(name).capture("small").term).term, "bf16")


def test_kernels_that_share_no_tile_key_are_rounded_apart(monkeypatch):
    """A program of kernels whose tiles no key ties (composed segments, here the unfused program's kernels): each
    group of kernels also takes its best rounding on its own, which the joint enumeration (the floor of every key
    beyond 4096 roundings) may miss; the result is never slower than without it."""
    from eqiforge.host.codegen.schedule import KNOBS, STAGES, WARPS
    from eqiforge.host.rank import search
    from eqiforge.host.rank.model import tile_sizes
    plan, hw = _unfused_plan("user_rmsnorm_linear"), hardware("h200")
    work = work_of(plan, "bf16")
    # the test needs kernels apart: one schedule per num_warps and num_stages, and one with each group of kernels
    # at its own (a launch each: "kernel_0.num_warps")
    found = search._separable_roundings(plan, work, hw, "bf16", {k: [1, 2] for k in tile_sizes(plan)})
    assert len(found) == len(WARPS) * len(STAGES) + 1
    mixed, _ = found[-1]
    assert {f"{k.name}.{knob}" for k in plan.kernels for knob in KNOBS} <= set(mixed)
    apart = search._solve(plan, work, hw, "bf16")
    monkeypatch.setattr(search, "_separable_roundings", lambda *a: [])
    joint = search._solve(plan, work_of(plan, "bf16"), hw, "bf16")
    assert apart.modelled_us is not None and apart.modelled_us <= joint.modelled_us


def test_two_kernels_that_spilled_apart_get_a_tile_halved_in_each():
    """Where two kernels that share no tile key both spilled, halving one tile frees registers in one of them
    only: each next schedule halves a tile of every one (or doubles num_warps)."""
    from eqiforge.host.rank import search
    plan, hw = _unfused_plan("user_rmsnorm_linear"), hardware("h200")
    schedule = rank_plan(plan, hw).schedule
    groups = search._spilled_apart(plan, set(plan.tile_keys))
    pair = [k for k in plan.tile_keys
            if any(schedule[key] > 1 for key in plan.tile_keys[k].values())][:2]
    assert len(pair) == 2 and len(search._spilled_apart(plan, set(pair))) == 2 and len(groups) > 1
    found = search.next_schedules(plan, hw, schedule, 3, kernels=set(pair))
    assert found
    for r in found:
        changed = {k for k in r.schedule if r.schedule[k] != schedule.get(k)}
        if changed != {"num_warps"}:
            assert all(changed & set(plan.tile_keys[k].values()) for k in pair)
            assert all(r.schedule[k] == schedule[k] // 2 for k in changed)


def _ranked_us(ranked) -> float:
    return ranked.modelled_us if ranked.modelled_us is not None else math.inf


def _floor_cases(tmp_path_factory, every: int = 1):
    """Families with products on CUDA cores and on tensor cores (eight rows padded to 16), causal attention (with
    `every` 1), a normalisation's element-wise work before a product in one kernel or two (every `every`-th of its
    families), and programs of several kernels (the unfused program)."""
    found = [p for _, p in plans(tiny("plain_matmul"), "eight_rows", tmp_path_factory)]
    if every == 1:   # its saturation is 19 s: the slow case only
        found += [p for _, p in plans(tiny("user_sdpa_causal"), "small", tmp_path_factory)]
    found += [p for _, p in plans(tiny("user_rmsnorm_linear"), "small", tmp_path_factory)][::every]
    return found + [_unfused_plan("user_rmsnorm_linear")]


# the fast case solves every fourth of the normalisation's families; the slow one all of them, and causal
# attention's, on the other card
@pytest.mark.parametrize("name, dtype, every", [("h200", "bf16", 4), pytest.param("h100", "fp32", 1,
                                                                                  marks=pytest.mark.slow)])
def test_the_floor_is_at_most_the_ranked_latency(name, dtype, every, tmp_path_factory, monkeypatch):
    """rank_floor, which the backend orders families by before it solves them, is <= rank_plan's modelled_us for
    every family, on either hardware file; so is the coarser bound past FLOOR_TILINGS grid tilings. And it is no
    mere launch count: for most families within 10% of the solved latency (what lets the backend solve few)."""
    from eqiforge.host.rank import model
    from eqiforge.host.rank.search import rank_floor
    found, hw = _floor_cases(tmp_path_factory, every), hardware(name)
    solved = [_ranked_us(rank_plan(plan, hw, dtype)) for plan in found]
    floors = [rank_floor(plan, hw, dtype) for plan in found]
    assert all(f <= us for f, us in zip(floors, solved)), [(f, us) for f, us in zip(floors, solved) if f > us]
    close = [f >= 0.9 * us for f, us in zip(floors, solved)]
    assert sum(close) > len(close) / 2, list(zip(floors, solved))
    monkeypatch.setattr(model, "FLOOR_TILINGS", 0)
    coarse = [rank_floor(plan, hw, dtype) for plan in found]
    assert all(c <= f for c, f in zip(coarse, floors)) and any(c < f for c, f in zip(coarse, floors))


@pytest.mark.parametrize("unrankable", [(), (0, 3, 5)])
def test_families_come_in_ranking_order_and_only_those_that_may_come_next_are_solved(unrankable, tmp_path_factory,
                                                                                     monkeypatch):
    """RankingOrder yields the families as sorting all of them by (modelled_us, position) does, unrankable ones
    (no legal schedule: modelled_us None) last; a family listed twice ties with itself and comes in position
    order. The first comes after solving fewer than half of them."""
    from eqiforge.host.rank import search
    from eqiforge.host.rank.search import Ranked, RankingOrder
    hw = hardware("h200")
    found = [p for _, p in plans(tiny("user_rmsnorm_linear"), "small", tmp_path_factory)]
    found += found[:4]   # ties
    illegal = [found[i] for i in unrankable]
    real = search.rank_plan
    monkeypatch.setattr(search, "rank_plan", lambda plan, hw, dtype="bf16": Ranked(None, None, None, None, error="x")
                        if any(plan is p for p in illegal) else real(plan, hw, dtype))
    ranked = [search.rank_plan(plan, hw, "bf16") for plan in found]
    full = sorted(range(len(found)), key=lambda i: (_ranked_us(ranked[i]), i))
    order = RankingOrder(found, hw, "bf16")
    lazy, solved_for_first = [], None
    for i, r in order:
        assert r.modelled_us == ranked[i].modelled_us
        lazy.append(i)
        solved_for_first = solved_for_first or order.solved
    assert lazy == full and order.solved == len(found)
    assert solved_for_first < len(found) / 2
    assert [i for i in lazy if ranked[i].modelled_us is None] == sorted(i for i, p in enumerate(found)
                                                                          if any(p is q for q in illegal))
