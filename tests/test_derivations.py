"""The forms a kernel expert would write, derived by the rules alone (issue: [rules]).

Each test saturates a workload's captured program (small config), searches the e-graph for a term of a given kernel
shape (eqiforge.host.forms: nothing is inserted by hand), checks its structure, and evaluates it with the float64
reference interpreter against the PyTorch module — with the default tiles and with ragged ones."""
from __future__ import annotations

import pytest
import torch

from eqiforge.host import pipeline
from eqiforge.host.forms import Forms, distinct, kernel_filter
from eqiforge.host.coords import COORD_ARG, extent, in_dim
from eqiforge.host.interp import Interpreter
from eqiforge.host.term import Term
from eqiforge.host.workloads import get_workload

_SATURATED: dict[str, tuple] = {}


def saturated(name: str, tmp_path_factory):
    if name not in _SATURATED:
        w = get_workload(name)
        dump = tmp_path_factory.mktemp(name) / "egraph.txt"
        result, graph, captured = pipeline.saturate(w, "small", dump_path=dump)
        serialized = graph.serialize()
        _SATURATED[name] = (w, Forms(serialized), serialized.root_class())
    return _SATURATED[name]


def find(name, tmp_path_factory, grid, loops, collect=False, tiled=None):
    w, forms, root = saturated(name, tmp_path_factory)
    require = frozenset({"PReduce", "Collect"} if collect else {"PReduce"})
    term = forms.smallest(root, kernel_filter(forms, root, grid, loops, collect, tiled), require)
    assert term is not None, f"{name}: no form with grid {grid}, loops {loops}, collect={collect}"
    return w, term


def assert_matches_pytorch(w, term: Term):
    inputs = w.inputs("small", seed=3, dtype=torch.float64)
    expected = w.program("small").double()(**inputs)
    coords = {t.args[COORD_ARG[t.op]] for t in term.walk() if t.op in COORD_ARG}
    for tiles in ({}, {p: max(1, extent(p) * 3 // 8) for p in coords}):  # default tiles, then ragged ones
        got = Interpreter(inputs, tiles)(term)
        err = ((got - expected).norm() / expected.norm()).item()
        assert err < 1e-12, f"{w.name}: relative error {err:.3g} with tiles {tiles}"


def grid_axes(term: Term) -> list[int]:
    axes = []
    while term.op == "Combine":
        axes.append(term.args[2])
        term = term.args[0]
    return axes


def only_loop(term: Term) -> Term:
    [loop] = distinct(term, "PReduce")
    return loop


def payload(loop: Term) -> Term:
    body = loop.args[1]
    return body.args[0] if body.op == "Collect" else body


@pytest.mark.parametrize("collect", [False, True], ids=["single-kernel", "split-kv"])
@pytest.mark.parametrize("name,grid", [("attention_decode", (0, 1)), ("attention_prefill", (0, 1, 2))])
def test_attention_online_softmax(name, grid, collect, tmp_path_factory):
    """Batch/head (and query-tile) axes as Combine; one loop over KV tiles folding (max, (sum, weighted sum)) with
    the rescaling reducer; for split-KV the per-tile states are stored (Collect) and folded by that loop."""
    kv = in_dim("k", 2)
    w, term = find(name, tmp_path_factory, grid, {kv: (frozenset({"RRescale"}), 3)}, collect,
                   tiled={"Reduce": frozenset({kv}), "TileMatMul": frozenset({kv})})
    assert grid_axes(term) == list(grid)
    loop = only_loop(term)
    assert loop.args[0] == Term("RRescale")
    state = payload(loop)
    assert state.op == "Tuple" and state.args[1].op == "Tuple"          # (m, (l, acc))
    assert state.args[0].op == "Reduce" and state.args[0].args[0] == Term("RMax")
    assert (loop.args[1].op == "Collect") == collect
    assert not distinct(term, "MatMul")                                   # every product is per tile
    assert_matches_pytorch(w, term)


def _pair_of_products(loop: Term) -> tuple[Term, Term]:
    assert loop.args[0] == Term("RPair", Term("RSum"), Term("RSum"))
    a, b = payload(loop).args
    assert a.op == b.op == "TileMatMul" and a.args[0] == b.args[0], "both products read the same tile of X"
    return a, b


@pytest.mark.parametrize("name", ["rmsnorm_mlp", "rmsnorm_swiglu"])
def test_rmsnorm_factor_after_both_projections_in_one_pass(name, tmp_path_factory):
    """Both projections share one tiled loop over X (a pair state); the RMS factor is applied after the loop; the
    gate / elementwise product is computed in the same kernel."""
    hidden = in_dim("x", 1)
    loops = {hidden: (frozenset({"RPair"}), 2)}
    tiled = {"TileMatMul": frozenset({hidden})}
    if name == "rmsnorm_swiglu":  # the down projection is a loop over the FFN width, in the same kernel
        ffn = in_dim("w_gate", 0)
        loops[ffn] = (frozenset({"RSum"}), 1)
        tiled = {"TileMatMul": frozenset({hidden, ffn})}
    w, term = find(name, tmp_path_factory, (0, 1), loops, tiled=tiled)
    assert grid_axes(term) == [0, 1]
    pairs = [l for l in distinct(term, "PReduce") if l.args[0].op == "RPair"]
    assert len(pairs) == 1, "one pass over X for both projections"
    _pair_of_products(pairs[0])
    assert not any(t.op == "Unary" and t.args[0] == Term("Rsqrt") for t in pairs[0].walk()), \
        "the normalisation factor is applied after the projections"
    assert any(t.op == "Unary" and t.args[0] == Term("Rsqrt") for t in term.walk())
    if name == "rmsnorm_swiglu":
        assert any(t.op == "Unary" and t.args[0] == Term("Sigmoid") for t in term.walk())
    assert_matches_pytorch(w, term)


def test_lora_both_products_in_one_tiled_reduction(tmp_path_factory):
    """X@W and X@A accumulate in one loop over the shared dimension; (X@A)@B reads that loop's second field."""
    k = in_dim("x", 1)
    w, term = find("lora", tmp_path_factory, (0, 1), {k: (frozenset({"RPair"}), 2)},
                   tiled={"TileMatMul": frozenset({k})})
    assert grid_axes(term) == [0, 1]
    loop = only_loop(term)
    _pair_of_products(loop)
    assert_matches_pytorch(w, term)
