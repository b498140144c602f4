"""The latency model (rank/work.py, model.py, search.py) on plans lowered from hand-built terms: the bytes and FLOPs
it counts at a known schedule, worked out by hand; the floor it ranks by is never above the latency it solves for;
a larger problem is never modelled faster; and plans that differ only in names share one execution structure."""
import math

import pytest

from eqiforge.host.codegen.lower import lower
from eqiforge.host.coords import in_dim, loop
from eqiforge.host.rank.hardware import hardware
from eqiforge.host.rank.model import exact_latency
from eqiforge.host.rank.search import RankingOrder, rank_floor, rank_plan, structure
from eqiforge.host.rank.work import work_of
from eqiforge.host.term import Input, Reduce, Unary

from .terms import collect, combine, elementwise, fold, gemm, part, row_reduce_looped, rows

HW = hardware("h200")
KNOBS = {"num_warps": 4, "num_stages": 3}


def counts(plan, schedule: dict, dtype: str = "bf16") -> tuple[int, int]:
    """(bytes, flops) the exact model counts for a plan at a schedule."""
    _, moved, flops, _ = exact_latency(plan, work_of(plan, dtype), schedule | KNOBS, HW, dtype)
    return moved, flops


@pytest.mark.parametrize("dtype, itemsize", [("bf16", 2), ("fp32", 4)])
def test_a_gemm_s_bytes_and_flops_at_a_known_schedule(dtype, itemsize):
    """a (64 x 128) @ b (128 x 32) in tiles of 16 rows, 16 columns and 32 of k. By hand: 2·64·128·32 = 524,288
    FLOPs. The grid is 4 row tiles x 2 column tiles = 8 programs; each reads its 16 rows of a whole (16 x 128) and
    its 16 columns of b whole (128 x 16), so a is read twice (16,384 elements), b four times (16,384), and the
    64 x 32 output written once (2,048): 34,816 elements at 2 bytes (bf16) or 4 (fp32)."""
    moved, flops = counts(lower(gemm(64, 128, 32)), {"c0": 16, "c1": 16, "c2": 32}, dtype)
    assert flops == 524_288
    assert moved == 34_816 * itemsize


def test_wider_tiles_re_read_less_and_never_change_the_flops():
    """The same product with its column tile the whole 32 columns: one column tile, so a is read once (8,192
    elements) while b is still read per row tile (16,384) and the output written once (2,048): 26,624 elements,
    53,248 bytes in bf16. The FLOPs are the product's, whatever the tiles."""
    plan = lower(gemm(64, 128, 32))
    assert counts(plan, {"c0": 16, "c1": 32, "c2": 32}) == (53_248, 524_288)
    assert counts(plan, {"c0": 64, "c1": 32, "c2": 128}) == ((8_192 + 4_096 + 2_048) * 2, 524_288)


def test_stored_states_are_counted_in_fp32_between_kernels():
    """A row sum of x (6 x 40) split over two kernels, column tiles of 8: the first reads x once (240 bf16
    elements, 480 bytes) and stores 5 column tiles x 6 rows of partial sums in fp32 (30 x 4 = 120 bytes), the
    second reads those 120 bytes back and writes the 6 sums in bf16 (12 bytes): 732 bytes, no FLOPs (no
    product)."""
    x = Input("x", (6, 40), "F32")
    g, c = rows("x", 6), loop(in_dim("x", 1), 40)
    plan = lower(combine(fold("RSum", collect(Reduce("RSum", 1, part(part(x, 0, g), 1, c)), c), c), g, 0))
    assert counts(plan, {"kernel_0.c0": 2, "kernel_1.c0": 2, "c1": 8}) == (480 + 120 + 120 + 12, 0)


def test_an_elementwise_kernel_moves_each_element_twice_and_is_no_faster_than_memory():
    """exp(x) over 1024 x 1024: each element read once and written once, 2 x 2 MiB in bf16 (4,194,304 bytes) at
    any row tile that fits (64 whole rows per program hold 64k values, past a program's registers: no latency),
    and no FLOPs; the ranked latency is at least that traffic at the GPU's bandwidth plus a launch."""
    plan = lower(elementwise("Exp", (1024, 1024)))
    for t in (1, 2, 8):
        assert counts(plan, {"c0": t}) == (4_194_304, 0)
    assert exact_latency(plan, work_of(plan), {"c0": 64} | KNOBS, HW)[0] == math.inf
    ranked = rank_plan(plan, HW)
    assert ranked.bytes == 4_194_304 and ranked.flops == 0
    assert ranked.modelled_us >= 4_194_304 / HW.bytes_per_us + HW.launch_us


def test_a_ranked_gemm_counts_the_product_s_flops_and_at_least_each_tensor_once():
    """Whatever schedule the ranking picks for a 256^3 product: 2·256^3 FLOPs, and at least a and b read once and
    the output written once (3 x 256^2 elements of 2 bytes)."""
    ranked = rank_plan(lower(gemm(256, 256, 256)), HW)
    assert ranked.error is None
    assert ranked.flops == 2 * 256 ** 3
    assert ranked.bytes >= 3 * 256 * 256 * 2


def _plans():
    x = Input("x", (6, 40), "F32")
    g, c = rows("x", 6), loop(in_dim("x", 1), 40)
    stored = combine(Unary("Exp", part(x, 0, g)), g, 0)
    return {"elementwise": lower(elementwise("Exp", (512, 256))),
            "row-sum": lower(row_reduce_looped("RSum", (256, 4096))),
            "gemm": lower(gemm(128, 512, 256)),
            "two-kernels": lower(combine(Reduce("RSum", 1, part(stored, 0, g)), g, 0)),
            "split": lower(combine(fold("RSum", collect(Reduce("RSum", 1, part(part(x, 0, g), 1, c)), c), c), g, 0))}


@pytest.mark.parametrize("name", list(_plans()))
def test_the_floor_is_never_above_the_ranked_latency(name):
    """rank_floor, the bound the ranking orders plans by before solving them, is at most the latency rank_plan
    solves for, on plans of each shape: element-wise, a looped reduction, a GEMM, two kernels, stored states."""
    plan = _plans()[name]
    ranked = rank_plan(plan, HW)
    assert ranked.modelled_us is not None and math.isfinite(ranked.modelled_us)
    assert 0 < rank_floor(plan, HW) <= ranked.modelled_us


def test_a_larger_problem_is_never_modelled_faster():
    """Square GEMMs of 256, 512 and 1024 (8x the work each step) are modelled strictly slower in turn, floors
    included; exp over 4x the rows is not modelled faster."""
    sizes = (256, 512, 1024)
    ranked = [rank_plan(lower(gemm(n, n, n)), HW).modelled_us for n in sizes]
    floors = [rank_floor(lower(gemm(n, n, n)), HW) for n in sizes]
    assert ranked == sorted(ranked) and len(set(ranked)) == len(ranked)
    assert floors == sorted(floors)
    small, large = (rank_plan(lower(elementwise("Exp", (n, 512))), HW).modelled_us for n in (1024, 4096))
    assert small <= large


def test_plans_that_differ_only_in_names_share_one_structure_and_one_solution():
    """A GEMM over inputs a, b and the same over x, w: one execution structure, ranked once for both (the same
    solution). Another size, or an element-wise epilogue (more work per output tile), is another structure."""
    ab, xw = lower(gemm(128, 256, 64)), lower(gemm(128, 256, 64, a_name="x", b_name="w"))
    assert ab.inputs != xw.inputs
    assert structure(ab) == structure(xw)
    assert rank_plan(ab, HW) is rank_plan(xw, HW)
    assert structure(ab) != structure(lower(gemm(128, 256, 32)))
    assert structure(ab) != structure(lower(gemm(128, 256, 64, epilogue="Exp")))


def test_plans_come_in_ranking_order():
    """RankingOrder yields plans by modelled latency, fastest first, whatever order they are given in: GEMMs of
    1024, 256 and 512 come as 256, 512, 1024 (positions 1, 2, 0), each with rank_plan's own result."""
    plans = [lower(gemm(n, n, n)) for n in (1024, 256, 512)]
    order = list(RankingOrder(plans, HW))
    assert [i for i, _ in order] == [1, 2, 0]
    assert [r.modelled_us for _, r in order] == [rank_plan(plans[i], HW).modelled_us for i in (1, 2, 0)]
