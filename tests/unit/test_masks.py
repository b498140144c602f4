"""Masks and identities (codegen/masks.py, the reducers' identities in ops.py as lowering writes them) on hand-built
reductions: a padded lane or a skipped tile must leave a reduction unchanged, so it takes the reducer's identity; a
mask that makes a whole tile the identity, and is an affine comparison of positions, bounds the loop to the tiles it
leaves open."""
import math

import pytest
import torch

from eqiforge.host import schema
from eqiforge.host.codegen.lower import lower
from eqiforge.host.codegen.masks import Bound, affine, comparison, identity_masks, open_range, tile_range
from eqiforge.host.codegen.render import render
from eqiforge.host.codegen.verify import load_module
from eqiforge.host.coords import in_dim, loop
from eqiforge.host.term import Binary, Input, Iota, Permute, Reduce, Reshape, Scalar, Slice, Term, Unary, Where

from .terms import combine, fold, part, row_reduce_looped, row_reduce_whole, rows

# each reducer's identity, by hand: what combining with it leaves unchanged
IDENTITY = {"RSum": 0.0, "RMax": -math.inf, "RMin": math.inf}


def as_number(text: str) -> float:
    """A literal as kernel code writes it ("0.0", "-float('inf')") as a number."""
    return float(eval(text, {"float": float}))


@pytest.mark.parametrize("reducer", IDENTITY)
def test_an_in_tile_reduction_fills_its_padded_lanes_with_the_reducer_identity(reducer):
    """A row of 10 elements is held in 16 lanes: the reduction over it first sets the 6 lanes past the extent
    (the mask of that axis) to the identity, so they cannot change a sum, a max or a min."""
    plan = lower(row_reduce_whole(reducer, (6, 10)))
    [red] = [s for s in plan.kernels[0].body if s.kind == "reduce"]
    assert red.args["op"] == reducer and red.args["axis"] == 1
    assert as_number(red.args["fill"]) == IDENTITY[reducer]
    assert [m.vector for m in red.args["mask"]] == ["mask_n0"] and plan.fulls == {"n0": 10}


@pytest.mark.parametrize("reducer", IDENTITY)
def test_a_loop_state_starts_at_the_reducer_identity_and_is_folded_with_it(reducer):
    """A loop over column tiles starts its state at the identity (so a loop of no trips, or a skipped tile, leaves
    it so) and folds every tile's partial value into it with the same reducer."""
    plan = lower(row_reduce_looped(reducer, (6, 40)))
    acc, body_loop, _ = plan.kernels[0].body
    assert acc.kind == "full" and as_number(acc.args["value"]) == IDENTITY[reducer]
    fold_ = body_loop.body[-1]
    assert fold_.kind == "fold" and fold_.out == acc.out and fold_.args["op"] == reducer


def _run(term, inputs: dict, tiles: dict, tmp_path):
    """The rendered kernel of a term, launched at the given tiles (Triton's interpreter without a GPU)."""
    path = tmp_path / "k.py"
    path.write_text(render(lower(term), workload="unit", workload_path=tmp_path / "unit.py", config="small",
                           candidate=0, summary="unit", filename=path.name))
    device = "cuda" if torch.cuda.is_available() else "cpu"
    return load_module(path).launch({k: v.to(device) for k, v in inputs.items()}, tiles).cpu().double()


def test_padded_lanes_and_a_ragged_last_tile_never_reach_a_reduction(tmp_path):
    """Run, not read: the max of negative values, the min of positive ones and the sum of rows of 6 x 10, with
    rows in tiles of 4 (the last one half empty) and the 10 columns in 16 lanes, and again looped over 40 columns
    in tiles of 16 (the last tile holds 8). Had a padded lane read 0 instead of the identity, the max would be 0,
    the min 0; the results are exactly torch's."""
    g = torch.Generator().manual_seed(0)
    negative = -1 - torch.rand(6, 40, generator=g)
    cases = [("RMax", negative, lambda x: x.amax(1, keepdim=True)),
             ("RMin", -negative, lambda x: x.amin(1, keepdim=True)),
             ("RSum", negative, lambda x: x.sum(1, keepdim=True))]
    for reducer, x, ref in cases:
        got = _run(row_reduce_whole(reducer, (6, 10)), {"x": x[:, :10]}, {"c0": 4}, tmp_path)
        assert torch.allclose(got, ref(x[:, :10].double()), rtol=1e-6, atol=0), reducer
        got = _run(row_reduce_looped(reducer, (6, 40)), {"x": x}, {"c0": 4, "c1": 16}, tmp_path)
        assert torch.allclose(got, ref(x.double()), rtol=1e-6, atol=0), reducer


# -- which masks make a tile the reducer's identity -----------------------------------------------------------------
S = 12
SCORES = Input("s", (S, S), "F32")
KEY_AFTER_QUERY = Binary("Gt", Iota((S, S), 1), Iota((S, S), 0))   # causal: masked where key j > query i
Q, K = rows("s", S), loop(in_dim("s", 1), S)


def tile(x):
    """A query tile's key tile: the view a loop over keys inside a grid over queries reads."""
    return part(part(x, 0, Q), 1, K)


MASK, SCORE = tile(KEY_AFTER_QUERY), tile(SCORES)
NEG_INF, POS_INF, ZERO = Scalar(-math.inf), Scalar(math.inf), Scalar(0.0)


@pytest.mark.parametrize("reducer, body, expected", [
    ("RMax", Where(MASK, NEG_INF, SCORE), {MASK}),                       # masked scores -inf: max of -inf
    ("RSum", Unary("Exp", Where(MASK, NEG_INF, SCORE)), {MASK}),         # their exponentials 0: a sum of 0
    ("RSum", Where(MASK, ZERO, SCORE), {MASK}),                          # masked to 0: a sum of 0
    ("RMax", Binary("Mul", Where(MASK, NEG_INF, SCORE), Scalar(0.5)), {MASK}),   # -inf times a positive scale
    ("RMax", Binary("Add", SCORE, Where(MASK, NEG_INF, ZERO)), {MASK}),  # an additive -inf mask
    ("RSum", Where(MASK, NEG_INF, SCORE), set()),                        # a sum of -inf is -inf, not 0
    ("RMax", Binary("Mul", Where(MASK, NEG_INF, SCORE), Scalar(-2.0)), set()),   # -inf times -2 is +inf
    ("RMax", Where(MASK, SCORE, NEG_INF), set()),                        # the mask keeps scores: no tile is -inf
    ("RMax", Where(MASK, ZERO, SCORE), set()),                           # 0 is not max's identity
    ("RMax", SCORE, set()),                                              # no mask at all
], ids=["max-ninf", "sum-exp-ninf", "sum-zero", "max-scaled", "max-additive", "sum-ninf", "max-negative-scale",
        "max-kept", "max-zero", "unmasked"])
def test_the_masks_that_make_a_whole_tile_the_reducer_identity(reducer, body, expected):
    """identity_masks: the Where conditions under which a tile of the loop body, true throughout, leaves the loop
    state unchanged (so the tile may be skipped) — worked out by hand for each body."""
    assert identity_masks(Term(reducer), body, K, schema.free) == expected


# -- a mask in memory as an affine comparison of positions -----------------------------------------------------------
I, J = Iota((S, S), 0), Iota((S, S), 1)


@pytest.mark.parametrize("mask, expected", [
    (Binary("Gt", J, I), ({1: 1, 0: -1}, -1)),           # j > i     <=>  j - i - 1 >= 0
    (Binary("Gt", Reshape(Iota((S,), 0), (1, S)), Reshape(Iota((S,), 0), (S, 1))), ({1: 1, 0: -1}, -1)),  # as torch
    (Binary("Ge", J, I), ({1: 1, 0: -1}, 0)),            # j >= i    <=>  j - i >= 0
    (Binary("Lt", J, I), ({1: -1, 0: 1}, -1)),           # j < i     <=>  i - j - 1 >= 0
    (Binary("Ge", Binary("Sub", I, J), Scalar(8.0)), ({0: 1, 1: -1}, -8)),   # a window: i - j - 8 >= 0
    (Binary("Gt", Binary("Mul", J, Scalar(2.0)), Binary("Add", I, Scalar(3.0))), ({1: 2, 0: -1}, -4)),  # 2j > i + 3
    (Where(Binary("Gt", J, I), Scalar(1.0), Scalar(0.0)), ({1: 1, 0: -1}, -1)),   # as 0/1 values
    (Permute(Binary("Gt", J, I), (1, 0)), ({0: 1, 1: -1}, -1)),    # transposed: the axes swap
    (Slice(Binary("Gt", J, I), 1, 4, 8), ({1: 1, 0: -1}, 3)),      # keys 4..11: j' + 4 - i - 1 >= 0
    (Binary("Eq", J, I), None),                                    # not one half-plane
    (Binary("Gt", Binary("Mul", J, Scalar(0.5)), I), None),        # a non-integer coefficient
    (Binary("Gt", Binary("Mul", J, J), I), None),                  # not affine
    (Binary("Gt", J, Scalar(2.5)), None),                          # a non-integer constant
])
def test_a_mask_in_memory_is_read_as_an_integer_affine_comparison(mask, expected):
    """comparison(): a boolean mask built from positions as `sum(coef * position) + c >= 0` over integers, each
    worked out by hand; None where it is no such half-plane."""
    assert comparison(mask, schema.shape) == expected


def test_an_affine_value_of_positions():
    """affine(): 2j + 3 over a 12 x 12 grid of positions is 2 per key position plus 3."""
    assert affine(Binary("Add", Binary("Mul", J, Scalar(2.0)), Scalar(3.0)), schema.shape) == ({1: 2}, 3.0)
    assert affine(Input("x", (S, S), "F32"), schema.shape) is None


# -- the tiles a bounded loop visits ---------------------------------------------------------------------------------
CAUSAL = ([Bound(1, (("q", -1),), -1)], lambda i, j: j > i)                               # j - i - 1 >= 0
WINDOW = ([Bound(1, (("q", -1),), -1), Bound(-1, (("q", 1),), -8)], lambda i, j: j > i or i - j >= 8)


def _pairs(masked, n, q0, tq, j0, tk):
    return [masked(i, j) for i in range(q0, min(q0 + tq, n)) for j in range(j0, min(j0 + tk, n))]


@pytest.mark.parametrize("bounds, masked", [CAUSAL, WINDOW], ids=["causal", "causal-window-8"])
def test_a_bounded_loop_visits_exactly_the_tiles_with_an_open_pair(bounds, masked):
    """tile_range against a brute-force count: for every query tile and key tile sizes 1 to 16 over 16 and 13
    positions, the loop visits exactly the key tiles holding at least one open (query, key) pair. open_range never
    claims a tile holding a masked pair (those run without the mask); where tiles divide the extent it finds
    every such tile."""
    for n in (16, 13):
        for tq in (1, 2, 4, 8, 16):
            for tk in (1, 2, 4, 8, 16):
                trips = -(-n // tk)
                for q0 in range(0, n, tq):
                    lo, hi = tile_range(bounds, {"q": q0}, {"q": tq}, tk, trips)
                    visited = [t for t in range(trips) if not all(_pairs(masked, n, q0, tq, t * tk, tk))]
                    assert list(range(lo, hi)) == visited, (n, tq, tk, q0)
                    ol, oh = open_range(bounds, {"q": q0}, {"q": tq}, tk, lo, hi)
                    free = [t for t in range(lo, hi) if not any(_pairs(masked, n, q0, tq, t * tk, tk))]
                    assert set(range(ol, oh)) <= set(free), (n, tq, tk, q0)
                    if n % tq == 0 and n % tk == 0:
                        assert list(range(ol, oh)) == free, (n, tq, tk, q0)


def _causal_max():
    """The row max of 12 x 12 scores under a causal mask built from iotas: a grid over queries, a loop over keys."""
    body = Reduce("RMax", 1, Where(MASK, NEG_INF, SCORE))
    return combine(fold("RMax", body, K), Q, 0)


def test_a_causal_mask_bounds_the_loop_and_is_computed_from_offsets():
    """Lowered, the causal max's key loop carries the bound j - i - 1 >= 0 (masked where the key is after the
    query) against the grid's query coordinate, so each query tile visits only the key tiles up to its diagonal;
    the mask is computed in the kernel from its offsets (iotas), never built in memory; its open copy of the body
    (tiles wholly open) selects without the mask."""
    plan = lower(_causal_max())
    [k] = plan.kernels
    [body_loop] = [s for s in k.body if s.kind == "loop"]
    assert body_loop.args["bounds"] == [Bound(1, (("c0", -1),), -1)]
    assert not [m for m in plan.memory if m.kind in ("iota", "binary", "where")]
    assert [s.kind for s in body_loop.body].count("iota") == 2
    [opened] = [s for s in body_loop.args["open_body"] if s.kind == "where"]
    assert opened.args["c"] == "False"


def test_a_sum_of_masked_scores_is_not_bounded():
    """The same mask under a plain sum of the -inf scores: a masked tile sums to -inf, not to 0, so no tile may be
    skipped and the loop has no bound."""
    body = Reduce("RSum", 1, Where(MASK, NEG_INF, SCORE))
    plan = lower(combine(fold("RSum", body, K), Q, 0))
    [body_loop] = [s for s in plan.kernels[0].body if s.kind == "loop"]
    assert body_loop.args["bounds"] == []


def test_a_bounded_causal_loop_computes_what_the_unbounded_one_does(tmp_path):
    """Run, not read: the causal row max with query and key tiles of 4 (tiles skipped, diagonal tiles masked), 8 x 4
    and 16 (one tile each, all of it masked in part) equals torch's masked max."""
    x = torch.randn(S, S, generator=torch.Generator().manual_seed(1))
    future = torch.triu(torch.ones(S, S, dtype=torch.bool), 1)
    want = torch.where(future, -math.inf, x.double()).amax(1, keepdim=True)
    for tiles in ({"c0": 4, "c1": 4}, {"c0": 8, "c1": 4}, {"c0": 16, "c1": 16}):
        got = _run(_causal_max(), {"s": x}, tiles, tmp_path)
        assert torch.allclose(got, want, rtol=1e-6, atol=0), tiles
