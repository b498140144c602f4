"""The forms a kernel expert would write, derived by the rules alone and returned by the extractor (issues: [rules],
[ir], [extraction]).

Each test saturates a workload's captured program, extracts its candidate programs of one kernel (two for split
forms; lowerable by construction) and takes the first candidate of a given kernel shape (kernel_forms.kernel_filter,
asked of every node the candidate chose: nothing is inserted by hand, and a form the e-graph holds but the extractor
does not return as a candidate fails), then checks its structure — at the small config and at the paper config
(shapes are data: a form that exists at one config must exist at every config whose sizes allow it), and at configs
where two axes have equal size or swap which is larger. Forms found at small configs are also evaluated with the
float64 reference interpreter against the PyTorch module, with the default tiles and with ragged ones."""
from __future__ import annotations

from pathlib import Path

import pytest

from eqiforge.host.capture.workloads import Workload, get_workload
from eqiforge.host.check.compare import reachable
from eqiforge.host.coords import grid_axis, in_dim
from eqiforge.host.extract.extract import extract
from eqiforge.host.extract.forms import Forms
from eqiforge.host.saturate import saturation
from eqiforge.host.term import Term

from . import shared
from .helpers import DUMPS, assert_matches_pytorch, grid_axes, is_op, saturated
from .kernel_forms import distinct, is_k_loop, kernel_filter, organising_loops


def extracted(name: str, config: str, max_kernels: int):
    """The extractor's candidates of programs of at most `max_kernels` kernels (one run without a beam), once per
    (workload, config, bound) for the whole session."""
    def run():
        _, forms, root, _ = saturated(name, config)
        return extract(forms.g, "compact", root=root, max_kernels=max_kernels)
    return shared.once(("extracted", *shared.workload_key(get_workload(name)), config, max_kernels), run)


def first_form(forms: Forms, root: str, result, grid, loops, collect=False, tiled=None, also=None) -> Term | None:
    """The term of the first candidate of the given kernel shape: its grid holds the `grid` axes (the extractor
    groups a grid with one of more axes, which covers it as a schedule: an extra axis is a tile of full size), every
    node it chose passes the kernel filter (and `also`, an extra node filter (forms, graph, node, class)), and it
    has a loop (a stored one with `collect`). None when there is none."""
    need = {"PReduce", "Collect"} if collect else {"PReduce"}
    filters = {}
    for cand in result.candidates:
        axes = tuple(grid_axes(cand.term))
        if not set(grid) <= set(axes):
            continue
        if axes not in filters:
            filters[axes] = kernel_filter(forms, root, axes, loops, collect, tiled)
        allow, tiles = filters[axes], {t.args[2] for t in distinct(cand.term, "PReduce") if is_k_loop(t)}
        chosen = [(nid, cls) for (_, cls), nid in cand.choices.items()]
        if need <= {forms.op(nid) for nid, _ in chosen} and all(
                (allow(forms.g, nid, cls) or k_loop(forms, nid, tiles)) and (also is None or also(forms, forms.g, nid, cls))
                for nid, cls in chosen):
            return cand.term
    return None


def k_loop(forms: Forms, nid: str, tiles: frozenset[Term]) -> bool:
    """A K loop of the candidate (over one of `tiles`, the coordinates of its `is_k_loop` loops): a schedule of the
    products it accumulates, allowed in any form."""
    if forms.op(nid) != "PReduce":
        return False
    reducer, _, coord = forms.children(nid)
    return forms.g.value(coord) in tiles and forms.g.value(reducer).op == "RSum"


def find(name, config, grid, loops, collect=False, tiled=None, also=None):
    """The first extracted candidate of the given kernel shape (`first_form`), among programs of one kernel (two
    with `collect`)."""
    w, forms, root, _ = saturated(name, config)
    result = extracted(name, config, 2 if collect else 1)
    term = first_form(forms, root, result, grid, loops, collect, tiled, also)
    assert term is not None, (
        f"{name} [{config}]: no candidate with grid {grid}, loops {loops}, collect={collect} among "
        f"{len(result.candidates)} ({'complete' if result.complete else result.notes})")
    return w, term


def only_loop(term: Term) -> Term:
    [loop] = organising_loops(term)
    return loop


def payload(loop: Term) -> Term:
    body = loop.args[1]
    return body.args[0] if body.op == "Collect" else body


# attention_decode (the headline: online softmax and split-KV) at small and paper; attention_prefill's paper config in
# the slow set (its saturation and extraction, 5 s here): the same forms are checked by default at small
@pytest.mark.parametrize("name,grid,collect,config", [
    pytest.param(name, grid, collect, config, id=f"{name}-grid{g}-{'split-kv' if collect else 'single-kernel'}-{config}",
                 marks=[pytest.mark.slow] if (name, config) == ("attention_prefill", "paper") else [])
    for g, (name, grid) in enumerate([("attention_decode", (0, 1)), ("attention_prefill", (0, 1, 2))])
    for collect in (False, True) for config in ("small", "paper")])
def test_attention_online_softmax(name, grid, collect, config):
    """Batch/head (and query-tile) axes as Combine; one loop over KV tiles folding (max, (sum, weighted sum)) with
    the rescaling reducer; for split-KV the per-tile states are stored (Collect) and folded by that loop."""
    kv = in_dim("k", 2)
    w, term = find(name, config, grid, {kv: (frozenset({"RRescale"}), 3)}, collect,
                   tiled={"Reduce": frozenset({kv}), "TileMatMul": frozenset({kv})})
    assert set(grid) <= set(grid_axes(term))
    loop = only_loop(term)
    assert loop.args[0] == Term("RRescale")
    state = payload(loop)
    assert state.op == "Tuple" and state.args[1].op == "Tuple"          # (m, (l, acc))
    assert any(is_op(t, "Reduce", "RMax") for t in state.args[0].walk())  # the tile max (a scale may follow it)
    assert (loop.args[1].op == "Collect") == collect
    assert not distinct(term, "MatMul")                                   # every product is per tile
    assert_matches_pytorch(w, config, term)


def _pair_of_products(loop: Term) -> tuple[Term, Term]:
    assert loop.args[0] == Term("RPair", Term("RSum"), Term("RSum"))
    a, b = payload(loop).args
    assert a.op == b.op == "TileMatMul" and a.args[0] == b.args[0], "both products read the same tile of X"
    return a, b


# rmsnorm_swiglu's paper-size configs are in the slow set (5-6 s each): the same form is checked by default at small
# and at small_square (FFN width equal to the hidden size, the case the square configs are there for), and
# rmsnorm_mlp's at paper
@pytest.mark.parametrize("name,config", [("rmsnorm_mlp", "small"), ("rmsnorm_mlp", "paper"),
                                         ("rmsnorm_swiglu", "small"),
                                         pytest.param("rmsnorm_swiglu", "paper", marks=pytest.mark.slow),
                                         ("rmsnorm_swiglu", "small_square"),
                                         pytest.param("rmsnorm_swiglu", "square", marks=pytest.mark.slow)])
def test_rmsnorm_factor_after_both_projections_in_one_pass(name, config):
    """Both projections share one tiled loop over X (a pair state); the RMS factor is applied after the loop; the
    gate / elementwise product is computed in the same kernel. For SwiGLU the down projection is a loop over the
    FFN width in the same kernel — also when the FFN width equals the hidden size (the square configs), where the
    two loops must still be two coordinates."""
    hidden = in_dim("x", 1)
    loops = {hidden: (frozenset({"RPair"}), 2)}
    tiled = {"TileMatMul": frozenset({hidden})}
    if name == "rmsnorm_swiglu":
        ffn = in_dim("w_gate", 0)
        loops[ffn] = (frozenset({"RSum"}), 1)
        tiled = {"TileMatMul": frozenset({hidden, ffn})}
    w, term = find(name, config, (0, 1), loops, tiled=tiled)
    assert {0, 1} <= set(grid_axes(term))
    pairs = [l for l in distinct(term, "PReduce") if l.args[0].op == "RPair"]
    assert len(pairs) == 1, "one pass over X for both projections"
    _pair_of_products(pairs[0])
    assert not any(is_op(t, "Unary", "Rsqrt") for t in pairs[0].walk()), \
        "the normalisation factor is applied after the projections"
    assert any(is_op(t, "Unary", "Rsqrt") for t in term.walk())
    if name == "rmsnorm_swiglu":
        assert any(is_op(t, "Unary", "Sigmoid") for t in term.walk())
        down = [l for l in distinct(term, "PReduce") if l.args[0] == Term("RSum")]
        assert down and all(l.args[2] != pairs[0].args[2] for l in down), "two loops, two coordinates"
        assert any(pairs[0] in set(l.walk()) for l in down), "the up projections' loop runs inside the down loop"
    assert_matches_pytorch(w, config, term)


# Known gaps (xfail, strict: each fails the day the extractor returns the form, so the mark must then go).

@pytest.mark.parametrize("config", ["small", "paper"])
def test_lora_both_products_in_one_tiled_reduction(config):
    """X@W and X@A accumulate in one loop over the shared dimension; (X@A)@B reads that loop's second field."""
    k = in_dim("x", 1)
    w, term = find("lora", config, (0, 1), {k: (frozenset({"RPair"}), 2)}, tiled={"TileMatMul": frozenset({k})})
    assert {0, 1} <= set(grid_axes(term))
    loop = only_loop(term)
    _pair_of_products(loop)
    assert_matches_pytorch(w, config, term)


# ---- LayerNorm + GEMM: "small" has an output narrower than the hidden size, "small_wide" and "paper" a wider one.
# paper in the slow set: small_wide has the wider output it has (the case the configs are there for)
LAYERNORM_CONFIGS = ["small", "small_wide", pytest.param("paper", marks=pytest.mark.slow)]
HIDDEN = in_dim("x", 1)
LAYERNORM_LOOPS = {HIDDEN: (frozenset({"RSum", "RPair"}), 1)}
LAYERNORM_TILED = {"Reduce": frozenset({HIDDEN}), "TileMatMul": frozenset({HIDDEN})}


def _in_loop(forms: Forms, cls: str) -> bool:
    return any(grid_axis(p) is None for p in forms.free.get(cls, ()))



@pytest.mark.parametrize("config", LAYERNORM_CONFIGS)
def test_layernorm_gemm_single_kernel_with_tiled_statistics(config):
    """One kernel over (rows, output columns): the mean, the variance and the product are loops over tiles of the
    hidden axis — whichever of the hidden and output sizes is larger."""
    w, term = find("layernorm_gemm", config, (0, 1), LAYERNORM_LOOPS, tiled=LAYERNORM_TILED)
    assert {0, 1} <= set(grid_axes(term))
    loops = distinct(term, "PReduce")
    assert any(is_op(payload(l), "Reduce", "RSum") for l in loops), "a statistic is a loop over hidden tiles"
    assert any(payload(l).op == "TileMatMul" for l in loops)
    assert not distinct(term, "MatMul")
    assert_matches_pytorch(w, config, term)


@pytest.mark.parametrize("config", LAYERNORM_CONFIGS)
def test_layernorm_gemm_statistics_moved_across_the_projection(config):
    """((x - mean) * rstd * g + b) @ W = rstd * (x @ W' - mean * colsum(W')) + b @ W with W' = g * W: the product
    reads raw tiles of x, so no loop subtracts the mean or applies rstd; mean, variance (from raw moments) and
    product are loops over the same hidden tiles, in one kernel."""
    def raw_loops(forms, g, nid, cls):  # inside a loop: no centring and no rstd
        node = g.nodes[nid]
        if node["op"] not in ("Unary", "Binary") or not _in_loop(forms, cls):
            return True
        return forms.literal(forms.children(nid)[0]) not in (Term("Rsqrt"), Term("Sub"))
    w, term = find("layernorm_gemm", config, (0, 1), LAYERNORM_LOOPS, tiled=LAYERNORM_TILED, also=raw_loops)
    loops = distinct(term, "PReduce")
    products = [payload(l) for l in loops if payload(l).op == "TileMatMul"]
    x_tile = lambda t: any(s.op == "Input" and s.args[0] == "x" for s in t.walk())  # noqa: E731
    assert any(x_tile(p.args[0]) and not any(s.op == "Binary" for s in p.args[0].walk()) for p in products), \
        "a product of raw x tiles"
    assert any(is_op(payload(l), "Reduce", "RSum") and is_op(payload(l).args[2], "Unary", "Square") for l in loops), \
        "the variance from a sum of squares of the same tiles"
    assert_matches_pytorch(w, config, term)


def test_swapping_which_size_is_larger_changes_no_form():
    """layernorm_gemm with hidden 64 / out 32 and with hidden 32 / out 64: the same e-graph up to sizes (classes,
    nodes, and every rule's matches per phase), so every form of one exists in the other."""
    *_, narrow = saturated("layernorm_gemm", "small")
    *_, wide = saturated("layernorm_gemm", "small_wide")
    assert (narrow.classes, narrow.nodes) == (wide.classes, wide.nodes)
    assert [p.matches for p in narrow.phases] == [p.matches for p in wide.phases]


# paper in the slow set: its saturation is 15 s here; at small the graph is the one the tests below use
@pytest.mark.parametrize("config", ["small", pytest.param("paper", marks=pytest.mark.slow)])
def test_mla_online_softmax_keeps_rope_inside_the_fold(config):
    """qknorm_mla with decoupled RoPE (slices and a concatenation of q_pe and k_pe): the scores, RoPE included,
    still reach a rescaling fold (online softmax) over tiles of the KV axis, at small and at the paper config."""
    _, forms, _, _ = saturated("qknorm_mla", config)
    g = forms.g
    kv = forms.dim_class(in_dim("c_kv", 1))

    def reaches(cls: str) -> set[str]:
        """The ops of every IR node reachable from a class (Input nodes by name)."""
        return {f"Input {forms.literal(forms.children(nid)[0])}" if forms.op(nid) == "Input" else forms.op(nid)
                for c in reachable(g, [cls]) for nid in g.ir_nodes[c]}

    folds = [nid for c in g.expr_classes for nid in g.ir_nodes[c] if forms.op(nid) == "PReduce"
             and forms.literal(forms.children(nid)[0]) == Term("RRescale")
             and forms.coordinate_dim(forms.children(nid)[2]) == kv]
    assert folds, "no rescaling fold over the KV tiles"
    assert any({"Input k_pe", "Input c_kv", "Concat", "Slice"} <= reaches(forms.children(nid)[1]) for nid in folds)


# ---- Transformer-layer workloads (issue 8)
@pytest.mark.parametrize("name", [
    "attention_sinks", "qknorm_mla", "ngpt", "rmsnorm_swiglu",
    pytest.param("diff_attention", marks=pytest.mark.slow),
])
def test_layer_workload_saturates_at_small_without_a_limit(name):
    """The whole layer saturates within the schedule: no phase ends at a node, iteration or time limit, so the
    e-graph (and every candidate) is the same on a loaded machine as on an idle one."""
    result = saturated(name, "small")[3]
    assert not result.limit_hit, [(p.name, p.stop) for p in result.phases if p.limit_hit]


@pytest.mark.slow  # the whole two-connection program at once: about a minute
def test_whole_mhc_stops_only_at_node_limits():
    """mHC's two connections saturated whole (as `--whole` and test_mhc_layers do; `eqiforge run` cuts one segment
    per connection, each saturating at 16k nodes at paper) outgrow propagation's node cap: views climb 20 unrolled
    Sinkhorn rounds per connection one level per iteration, and the graph reaches 55.3k nodes by the time they
    reach the inputs (a 64k cap saturates it, at +15 s for test_mhc_layers). Where a phase stops, it stops at a node
    or iteration limit, never at its time limit, so the e-graph is still the same on a loaded machine."""
    result = saturated("mhc", "small")[3]
    stops = [(p.name, p.stop) for p in result.phases if p.limit_hit]
    assert stops and all(not stop.startswith("time limit") for _, stop in stops), stops


def _inputs_read(t: Term) -> set[str]:
    return {s.args[0] for s in t.walk() if s.op == "Input"}


def _online_softmax_loop(term: Term) -> Term:
    """The form's one loop: a rescaling fold of (tile max, (tile sum, tile product)) — online softmax."""
    loop = only_loop(term)
    assert loop.args[0] == Term("RRescale")
    state = payload(loop)
    assert state.op == "Tuple" and state.args[1].op == "Tuple"          # (m, (l, acc))
    assert any(is_op(t, "Reduce", "RMax") for t in state.args[0].walk())  # the tile max (a scale may follow it)
    l, acc = state.args[1].args
    assert is_op(l, "Reduce", "RSum") and acc.op == "TileMatMul"
    return loop


# paper in the slow set (its saturation and extraction: 14 s here); the same form is checked by default at small
@pytest.mark.parametrize("config,grid", [("small", (0, 3)), pytest.param("paper", (0,), marks=pytest.mark.slow)])
def test_attention_sinks_sink_logit_joins_the_rescaling_fold(config, grid):
    """GQA with a sink logit in the softmax's max and denominator: one kernel over (batch, query tiles) — the output
    is a Reshape of the [B, Hkv, G, Tq, D] product, a view of the kernel's buffer, so the grid is that product's —
    with one online-softmax loop over KV tiles; the sink meets the loop's final state once, after the loop:
    acc * exp(M - max(M, sink)) / (l * exp(M - max(M, sink)) + exp(sink - max(M, sink)))."""
    kv = in_dim("k", 2)
    w, term = find("attention_sinks", config, grid, {kv: (frozenset({"RRescale"}), 3)},
                   tiled={"Reduce": frozenset({kv}), "TileMatMul": frozenset({kv})})
    assert set(grid) <= set(grid_axes(term))
    loop = _online_softmax_loop(term)
    assert _inputs_read(payload(loop)) == {"q", "k", "v"}, "the sink is not read inside the loop"
    assert "sinks" in _inputs_read(term)
    running_max = Term("Get", loop, 0)
    assert any(is_op(t, "Binary", "Max") and running_max in t.args for t in term.walk()), \
        "the sink logit joins the loop's running max after the loop"
    assert not distinct(term, "MatMul")
    assert_matches_pytorch(w, config, term)


# paper in the slow set (its saturation and extraction: 25 s here); the same form is checked by default at small
@pytest.mark.parametrize("config,grid", [("small", (0, 1)), pytest.param("paper", (1,), marks=pytest.mark.slow)])
def test_qknorm_mla_normalised_tiles_feed_one_online_softmax_loop(config, grid):
    """QK-normalised MLA decode: one kernel per (batch, head) with one online-softmax loop over KV tiles. The latent
    rows are RMS-normalised per tile inside the loop (the [B, N, R] -> [B, 1, N, R] unsqueeze passes the tile
    through), RoPE'd k_pe tiles join the scores there, and the value up-projection follows the loop."""
    kv = in_dim("c_kv", 1)
    w, term = find("qknorm_mla", config, grid, {kv: (frozenset({"RRescale"}), 3)},
                   tiled={"Reduce": frozenset({kv}), "TileMatMul": frozenset({kv})})
    assert set(grid) <= set(grid_axes(term))
    loop = _online_softmax_loop(term)
    body = payload(loop)
    assert {"c_kv", "k_pe", "q"} <= _inputs_read(body)
    assert any(is_op(t, "Unary", "Rsqrt") and "c_kv" in _inputs_read(t) for t in body.walk()), \
        "the latent tile is normalised inside the loop"
    assert "w_uv" not in _inputs_read(body), "the value up-projection follows the loop"
    assert not distinct(term, "MatMul")
    assert_matches_pytorch(w, config, term)


@pytest.mark.parametrize("config,grid", [("small", (0, 1, 2)), ("paper", (1, 2))])
@pytest.mark.slow  # the whole layer saturated at once: half a minute per config
def test_diff_attention_both_maps_and_head_norm_in_one_kernel(config, grid):
    """Differential attention: one kernel per (batch, head, query tile) — both softmax maps are loops over KV tiles
    of tiles loaded per instance, and the head RMSNorm over the 2d channels follows the loops in the same kernel."""
    kv = in_dim("k1", 2)
    w, term = find("diff_attention", config, grid, {kv: (frozenset({"RMax", "RSum", "RPair", "RRescale"}), 1)},
                   tiled={"Reduce": frozenset({kv}), "TileMatMul": frozenset({kv})})
    assert set(grid) <= set(grid_axes(term))
    loops = distinct(term, "PReduce")
    assert {"k1", "k2", "v"} <= set().union(*(_inputs_read(payload(l)) for l in loops))
    assert any(is_op(t, "Unary", "Rsqrt") for t in term.walk()), "the head RMSNorm is computed in the kernel"
    assert not distinct(term, "MatMul")
    assert_matches_pytorch(w, config, term)


HELD_OUT = '''
import torch
from torch import nn
import torch.nn.functional as F

DESCRIPTION = "held out: LayerNorm -> Linear -> GELU, written as users write it"
CONFIGS = {"small": {"batch": 5, "hidden": 12, "out": 28}}


class Program(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        self.norm = cfg["hidden"]

    def forward(self, x, gamma, beta, w, b):
        h = F.layer_norm(x, (self.norm,), gamma, beta, eps=1e-5)
        return F.gelu(F.linear(h, w, b), approximate="tanh")


def make_inputs(cfg, generator, dtype=torch.float32):
    B, D, N = cfg["batch"], cfg["hidden"], cfg["out"]
    r = lambda *s: torch.randn(*s, generator=generator)
    return {"x": (1 + r(B, D)).to(dtype), "gamma": (1 + 0.1 * r(D)).to(dtype), "beta": (0.1 * r(D)).to(dtype),
            "w": (r(N, D) * D ** -0.5).to(dtype), "b": (0.1 * r(N)).to(dtype)}
'''


def test_held_out_layernorm_linear_gelu_with_wider_output_and_prime_batch(tmp_path):
    """A program outside the suite (a batch of 5, an output wider than the hidden size): the single-kernel form with
    the statistics tiled over the hidden axis exists and equals PyTorch."""
    from eqiforge.host.capture.workloads import Workload
    path = tmp_path / "ln_linear_gelu.py"
    path.write_text(HELD_OUT)
    w = Workload("ln_linear_gelu", path)
    _, graph, _ = saturation.saturate(w, "small", dump_path=tmp_path / "egraph.txt")
    serialized = graph.serialize()
    assert not serialized.untyped_classes()
    forms, root = Forms(serialized), serialized.root_class()
    hidden = in_dim("x", 1)
    term = first_form(forms, root, extract(serialized, "compact", root=root, max_kernels=1), (0, 1),
                      {hidden: (frozenset({"RSum", "RPair"}), 1)},
                      tiled={"Reduce": frozenset({hidden}), "TileMatMul": frozenset({hidden})})
    assert term is not None and {0, 1} <= set(grid_axes(term))
    assert any(is_op(payload(l), "Reduce", "RSum") for l in distinct(term, "PReduce"))
    assert_matches_pytorch(w, "small", term)


@pytest.mark.parametrize("config, rounds", [("small", 8), ("prime", 7), ("paper", 20)])
def test_alternating_normalisations_add_no_sums(config, rounds):
    """Sinkhorn's rounds (a user program outside the suite): each round divides by a row sum, then by a column sum.
    Regrouping a row factor past a column factor is worth it only in a product's left operand; anywhere else each
    regrouping is a new sum over a new product: the sums grow quadratically with the rounds (8 rounds: 16 -> 44;
    mhc's 20: 41 -> 231 per connection). Saturation keeps the program's own two sums per round."""
    w = Workload("user_sinkhorn", Path(__file__).parent / "workloads_tiny" / "user_sinkhorn.py")
    result, graph, _ = saturation.saturate(w, config, dump_path=Path(DUMPS.name) / f"user_sinkhorn.{config}.txt")
    assert not result.limit_hit, [(p.name, p.stop) for p in result.phases if p.limit_hit]
    forms = Forms(graph.serialize())
    sums = {c for c in forms.g.expr_classes if forms.closed(c) for n in forms.g.ir_nodes[c]
            if forms.op(n) == "Reduce" and forms.literal(forms.children(n)[0]) == Term("RSum")}
    assert len(sums) == 2 * rounds
