"""A loop that runs once (its tile covers the extent) reads its tiles before the loops around it, and holds them
(issue [gpu-kernels]: FlashAttention's Q tile with the whole head dim, read once per program, not once per KV
tile)."""
import pytest

from eqiforge.host.capture.workloads import DTYPES
from eqiforge.host.codegen.verify import check
from eqiforge.host.rank.hardware import hardware
from eqiforge.host.rank.model import _Eval, kernel_resources
from eqiforge.host.rank.work import work_of

from .helpers import bounded_families, rendered


def _hoisted(stmts):
    for s in stmts:
        if s.kind == "hoisted":
            yield s
        yield from _hoisted(s.body)


def prefill_with_held_query(tmp_path_factory):
    """attention_prefill's fused family whose head-dim loop sits inside its KV loop, with its held loads."""
    w, found = bounded_families("attention_prefill", tmp_path_factory)
    for cand, plan, loop in found:
        held = [s for k in plan.kernels for s in _hoisted(k.body)]
        if held:
            return w, cand, plan, loop, held
    raise AssertionError("no fused prefill family holds a tile")


def test_query_tile_is_read_once_per_program_where_the_head_dim_is_whole(tmp_path_factory):
    """The hoisted read is the query tile (grid and head-dim coordinates, not the KV loop's); the model counts it once
    per program where the head-dim tile is whole and once per KV tile otherwise, and holds it in registers only in
    the first case."""
    w, cand, plan, loop, held = prefill_with_held_query(tmp_path_factory)
    [h] = held
    [load] = h.body
    head = h.out
    assert loop.out not in repr(load.args["terms"]) and head in repr(load.args["terms"])
    work = work_of(plan, "bf16")
    tiles = {c: 8 for c in plan.coordinates}
    whole = dict(tiles, **{head: plan.coordinates[head]["extent"]})
    split = dict(tiles, **{head: plan.coordinates[head]["extent"] // 2})
    b_whole, b_split = _Eval(plan, whole, True).bytes(work[0]), _Eval(plan, split, True).bytes(work[0])
    assert b_whole < b_split
    hw = hardware("h200")
    # one warp: the held 8 x 16 query tile is 4 more registers a thread
    r_whole = kernel_resources(_Eval(plan, whole, True), work[0], 1, 2, 2, hw)["registers"]
    r_split = kernel_resources(_Eval(plan, split, True), work[0], 1, 2, 2, hw)["registers"]
    assert r_whole > r_split


# fp32 in the slow set: under the interpreter both dtypes compute in fp32 after load; they differ only in storage
@pytest.mark.parametrize("dtype", ["bf16", pytest.param("fp32", marks=pytest.mark.slow)])
def test_held_tiles_match_pytorch(dtype, tmp_path_factory, tmp_path):
    """With the head dim whole (the loads read before the KV loop) and split (read inside it), in bf16 and fp32."""
    w, cand, plan, loop, held = prefill_with_held_query(tmp_path_factory)
    _, mod = rendered(w, 0, cand, tmp_path)
    source = open(mod.__file__).read()
    assert f"if {held[0].args['once']}:" in source and f"if not {held[0].args['once']}:" in source
    head = held[0].out
    for tiles in ({head: mod.TILE_LIMITS[head], loop.out: 8}, {head: mod.TILE_LIMITS[head] // 2, loop.out: 8},
                  {c: v for c, v in mod.TILE_LIMITS.items()}):
        result = check(mod, w, "small", seed=9, dtype=DTYPES[dtype], tiles=tiles)
        assert result.ok, f"{cand.summary} {dtype} tiles {tiles}: {result.error}"
