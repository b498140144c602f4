"""Masked KV tiles are never visited (issue [gpu-kernels] item 4): where a mask is a comparison of coordinates (causal,
sliding window), a KV loop runs only over the tiles the mask leaves open for its grid instance, only the tiles it
cuts apply it, and the model counts only the visited tiles."""
import pytest
import torch

from eqiforge.host.capture.workloads import DTYPES
from eqiforge.host.codegen.lower import lower
from eqiforge.host.codegen.masks import Bound, tile_range
from eqiforge.host.codegen.verify import check
from eqiforge.host.extract.extract import extract
from eqiforge.host.rank.model import _Eval
from eqiforge.host.rank.work import work_of

from .helpers import bounded_families, graph, loop_stmts, rendered, tiny

# fp32 runs of the kernels bf16 already runs are in the slow set: under the interpreter both compute in fp32 after
# load and differ only in what they store (test_gpu_kernels checks the stores of both dtypes)
FP32_SLOW = pytest.param("fp32", marks=pytest.mark.slow)




def _open_tiles(allowed: torch.Tensor, tq: int, tk: int) -> int:
    """Hand count: (query tile, key tile) pairs with at least one allowed (unmasked) pair."""
    n = allowed.shape[0]
    return sum(bool(allowed[i:i + tq, j:j + tk].any()) for i in range(0, n, tq) for j in range(0, n, tk))


def _allowed(name: str, cfg: dict) -> torch.Tensor:
    """The workload's open (query, key) pairs, written out from its docstring, independently of the IR."""
    n = cfg["seq_len"]
    i, j = torch.arange(n)[:, None], torch.arange(n)[None, :]
    allowed = j <= i
    if name == "swa_gqa":
        allowed &= i - j < cfg["window"]
    return allowed


@pytest.mark.parametrize("name", ["attention_prefill", "swa_gqa", pytest.param("diff_attention", marks=pytest.mark.slow)])
def test_visited_tiles_are_the_open_ones(name, tmp_path_factory):
    """The bounds come from the mask's comparison (q position against kv position) and the loop visits exactly the
    tiles the mask leaves open: the model's count equals a hand count from the workload's own mask, and is below
    the full count (query tiles x key tiles)."""
    w, found = bounded_families(name, tmp_path_factory)
    assert found, f"{name}: no one-kernel family with a bounded KV loop"
    cfg = w.config("small")
    allowed = _allowed(name, cfg)
    n = cfg["seq_len"]
    kinds = {name: set() for name in ("below", "above")}
    for cand, plan, loop in found:
        bounds = loop.args["bounds"]
        for b in bounds:
            assert isinstance(b, Bound) and len(b.terms) == 1
            kinds["below" if b.skipped_below() else "above"].add(b)
        [query] = {x for b in bounds for x, _ in b.terms}
        kv = loop.out
        assert plan.coordinates[query]["extent"] == plan.coordinates[kv]["extent"] == n
        for tq, tk in ((8, 8), (16, 4), (4, 16), (32, 32)):
            tiles = {c: 1 for c in plan.coordinates} | {query: tq, kv: tk}
            ev = _Eval(plan, tiles, exact=True)
            visited = ev.visited(kv, tuple(bounds), sorted({query, kv}))
            full = -(-n // tq) * -(-n // tk)
            assert visited == _open_tiles(allowed, tq, tk), f"{cand.summary} at q {tq} kv {tk}"
            if tq < n:
                print(f"{name} {cand.summary[:60]} q-tile {tq} kv-tile {tk}: visited {visited} of {full} KV tiles")
                assert visited < full
    # causal closes the tiles above the diagonal; the sliding window also those below it
    assert kinds["above"] and (bool(kinds["below"]) == (name == "swa_gqa"))


@pytest.mark.parametrize("name", ["attention_prefill", "swa_gqa", "diff_attention"])
def test_model_counts_only_visited_tiles(name, tmp_path_factory):
    """The model's bytes and flops of a bounded family fall with the visited share: below what the same kernel
    would move visiting every tile."""
    _, found = bounded_families(name, tmp_path_factory)
    cand, plan, loop = found[0]
    tiles = {c: min(8, plan.coordinates[c]["extent"]) for c in plan.coordinates}
    work = work_of(plan, "bf16")
    ev = _Eval(plan, tiles, exact=True)
    bounded = (ev.bytes(work[0]), ev.flops(work[0]))
    for w in work:
        for a in w.moves + w.products:
            a.bounded = ()  # every tile, the mask read on each
    unbounded = (ev.bytes(work[0]), ev.flops(work[0]))
    assert bounded[0] < unbounded[0] and bounded[1] < unbounded[1]


@pytest.mark.parametrize("dtype", ["bf16", FP32_SLOW])
@pytest.mark.parametrize("name", [pytest.param("attention_prefill", marks=pytest.mark.slow), "swa_gqa"])
def test_bounded_kernels_match_pytorch(name, dtype, tmp_path_factory, tmp_path):
    """The bounded families equal PyTorch under the interpreter in bf16 and fp32, at query and key tiles that are
    equal, unequal either way, and whole (one tile: nothing skipped)."""
    w, found = bounded_families(name, tmp_path_factory)
    # three families in bf16 (the default), the first in fp32 too: the bounds are dtype-blind, the stores are not
    for i, (cand, plan, loop) in enumerate(found[:3] if dtype == "bf16" else found[:1]):
        [query] = {x for b in loop.args["bounds"] for x, _ in b.terms}
        _, mod = rendered(w, i, cand, tmp_path)
        assert "for i_%s in range(ol_%s, oh_%s)" % ((loop.out,) * 3) in open(mod.__file__).read()
        for tq, tk in ((8, 8), (16, 4), (4, 16), (32, 32)):
            tiles = {query: tq, loop.out: tk}
            result = check(mod, w, "small", seed=7, dtype=DTYPES[dtype], tiles=tiles)
            assert result.ok, f"{name} ({cand.summary}) {dtype} tiles {tiles}: {result.error}"


def test_tile_range_of_causal_and_window():
    """tile_range by hand: causal (masked where kv > q) and a window of 8 (masked where q - kv >= 8)."""
    causal = Bound(1, (("q", -1),), -1)            # kv - q - 1 >= 0
    window = Bound(-1, (("q", 1),), -8)            # q - kv - 8 >= 0
    # query tile [16, 24) with key tiles of 4 over 32 keys: keys 0..23 open causally, 9..23 in the window
    assert tile_range([causal], {"q": 16}, {"q": 8}, 4, 8) == (0, 6)
    assert tile_range([causal, window], {"q": 16}, {"q": 8}, 4, 8) == (2, 6)


def test_mask_is_applied_on_cut_tiles_only(tmp_path_factory):
    """The open tiles run without the mask: the model counts the cut tiles (where the masked body runs) far fewer
    than the visited tiles at small tiles. A mask built from positions (torch.triu of ones) is computed from the
    kernel's offsets, never read from memory."""
    from eqiforge.host.codegen.masks import open_range
    _, found = bounded_families("attention_prefill", tmp_path_factory)
    cand, plan, loop = found[0]
    [query] = {x for b in loop.args["bounds"] for x, _ in b.terms}
    tiles = {c: 1 for c in plan.coordinates} | {query: 4, loop.out: 4}
    ev = _Eval(plan, tiles, exact=True)
    joint = sorted({query, loop.out})
    bounds = tuple(loop.args["bounds"])
    visited, cut = ev.visited(loop.out, bounds, joint), ev.visited(loop.out, bounds, joint, cut=True)
    assert (visited, cut) == (36, 8)   # 32 keys, tiles of 4: 8 x 9 / 2 visited, the 8 diagonal tiles cut
    assert open_range(list(bounds), {query: 8}, {query: 4}, 4, 0, 3) == (0, 2)
    work = work_of(plan, "bf16")
    assert not any(cut for w in work for a in w.moves for _, _, cut in a.bounded), "no mask is loaded"
    assert not [m for m in plan.memory if m.kind in ("iota", "binary", "where")], "no mask is built in memory"


@pytest.mark.parametrize("dtype", ["bf16", FP32_SLOW])
def test_decode_window_bound_by_a_constant_skips_the_same_tiles_everywhere(dtype, tmp_path_factory, tmp_path):
    """Decode's one query position is a constant, not a coordinate: a window mask over it is a bound with no grid
    term, the same for every program. The loop visits only the tiles holding the last 16 of 64 keys, the model
    counts those, and the kernel equals PyTorch at key tiles that align with the window and that do not."""

    w = tiny("user_window_decode")
    found = []
    for cand in extract(graph(w, "small", tmp_path_factory), "compact", max_kernels=1).candidates:
        plan = lower(cand.term)
        loops = [s for k in plan.kernels for s in loop_stmts(k.body) if s.args["bounds"]]
        if loops:
            found.append((cand, plan, loops[0]))
    assert found, "a one-kernel family with a bounded KV loop"
    cand, plan, loop = found[0]
    assert all(isinstance(b, Bound) and not b.terms and b.a < 0 for b in loop.args["bounds"])
    kv = loop.out
    assert plan.coordinates[kv]["extent"] == 64
    source, mod = rendered(w, 0, cand, tmp_path)
    assert f"for i_{kv} in range(lo_{kv}, " in source
    for tk, visited in ((4, 4), (8, 2), (16, 1), (32, 1)):
        ev = _Eval(plan, {c: 1 for c in plan.coordinates} | {kv: tk}, exact=True)
        assert ev.visited(kv, tuple(loop.args["bounds"]), [kv]) == visited
        result = check(mod, w, "small", seed=3, dtype=DTYPES[dtype], tiles={kv: tk})
        assert result.ok, f"{cand.summary} {dtype} kv tile {tk}: {result.error}"


def test_additive_causal_mask_is_computed_and_bounds_the_loop(tmp_path_factory):
    """An additive mask, torch.triu(full(-inf), 1) added to the scores (differential attention's, as its
    reference builds it), closes the tiles above the diagonal like a masked_fill: a score plus -inf is -inf. Its
    tile is computed from the offsets (iotas compared in the kernel), so no [T, T] tensor is built or read, and
    the open tiles skip it."""
    _, found = bounded_families("diff_attention", tmp_path_factory)
    assert found, "diff_attention: no one-kernel family with a bounded KV loop"
    for cand, plan, loop in found:
        assert not [m for m in plan.memory if m.kind in ("iota", "binary", "where", "full")], cand.summary
        [b] = loop.args["bounds"]
        assert (b.a, b.c) == (1, -1) and not b.skipped_below()   # kv - q - 1 >= 0: masked above the diagonal
        assert loop.args["open_body"] is not None


@pytest.mark.parametrize("dtype", ["bf16", FP32_SLOW])
def test_additive_mask_kernel_matches_pytorch(dtype, tmp_path_factory, tmp_path):
    """A bounded differential-attention family, its mask computed in the kernel, equals PyTorch under the
    interpreter at query and key tiles that differ (diagonal tiles cut, open ones unmasked)."""
    w, found = bounded_families("diff_attention", tmp_path_factory)
    cand, plan, loop = found[0]
    [query] = {x for b in loop.args["bounds"] for x, _ in b.terms}
    _, mod = rendered(w, 0, cand, tmp_path)
    assert "for i_%s in range(ol_%s, oh_%s)" % ((loop.out,) * 3) in open(mod.__file__).read()
    tiles = {query: 16, loop.out: 4}
    result = check(mod, w, "small", seed=7, dtype=DTYPES[dtype], tiles=tiles)
    assert result.ok, f"diff_attention ({cand.summary}) {dtype} tiles {tiles}: {result.error}"
