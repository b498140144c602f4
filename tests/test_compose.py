"""Subgraph composition (issue [extraction]): a program with more products than one saturation holds is cut at
separators, each segment is saturated and extracted alone, and the whole program's candidates are composed."""
import pytest
import torch

from eqiforge.host.capture.workloads import get_workload
from eqiforge.host.codegen.lower import lower
from eqiforge.host.codegen.render import render
from eqiforge.host.codegen.verify import check, load_module
from eqiforge.host.extract import compose, packing
from eqiforge.host.interp import Interpreter, evaluate
from eqiforge.host.extract.program import PACKED_PER_SEGMENT, extract_program

from .helpers import assert_matches_pytorch, tiny

_FOUND: dict = {}


def stack(tmp_path_factory):
    """The user-written stack of three gated-MLP blocks, extracted once per session."""
    if not _FOUND:
        w = tiny("user_gated_stack")
        _FOUND["w"] = w
        _FOUND["result"] = extract_program(w, "small", dump_path=tmp_path_factory.mktemp("dumps") / "egraph.txt")
    return _FOUND["w"], _FOUND["result"]


@pytest.mark.parametrize("name, products", [("swiglu_stack", [3, 3]), ("user_gated_stack", [3, 3, 3])])
def test_a_residual_stack_is_cut_at_its_block_outputs(name, products):
    """Inside a block nothing is a separator (the residual reads the block's input again); each block's output
    is. Chained through their cut inputs, the segments are the program again and compute what PyTorch does."""
    w = tiny(name) if name.startswith("user_") else get_workload(name)
    term = w.capture("small").term
    segments = compose.cut(term)
    assert [s.products for s in segments] == products
    assert [s.reads for s in segments] == [[]] + [[f"cut{k}"] for k in range(len(products) - 1)]
    outputs, values = {}, w.inputs("small", seed=1, dtype=torch.float64)
    for k, s in enumerate(segments):
        outputs[f"cut{k}"] = compose.substitute(s.term, outputs)
        values[f"cut{k}"] = evaluate(s.term, values)
    assert outputs[f"cut{len(products) - 1}"] == term
    expected = w.program("small").double()(**w.inputs("small", seed=1, dtype=torch.float64))
    assert torch.allclose(values[f"cut{len(products) - 1}"], expected, rtol=1e-12, atol=1e-12)


@pytest.mark.parametrize("name,config", [("rmsnorm_swiglu", "small"), ("attention_decode", "small"),
                                         ("mhc", "small_single"), ("lora", "small")])
def test_programs_within_the_limit_or_without_separators_are_not_cut(name, config):
    """(mhc's one connection has six products and no separator; its two chained connections are cut at the first
    one's output: tests/test_mhc_layers.py.)"""
    segments = compose.cut(get_workload(name).capture(config).term)
    assert len(segments) == 1 and segments[0].reads == []


def test_whole_never_cuts():
    """`--whole`: a program that would be cut is one segment, the program itself, and says why."""
    term = get_workload("swiglu_stack").capture("small").term
    [segment] = compose.cut(term, max_products=None)
    assert segment.term == term and segment.reads == [] and "not cut" in segment.why


def test_paper_config_is_cut_like_the_small_one():
    """Shapes are data: the four blocks of swiglu_stack at Llama-2-7B widths are four segments."""
    segments = compose.cut(get_workload("swiglu_stack").capture("paper").term)
    assert [s.products for s in segments] == [3, 3, 3, 3]


def test_composed_candidates_cover_every_segment_candidate_without_the_product(tmp_path_factory):
    w, (sat, found, segments) = stack(tmp_path_factory)
    counts = [g["candidates"] for g in segments]
    assert len(segments) == 3 and all(n > 1 for n in counts)
    assert len(found.candidates) == sum(counts) - (len(counts) - 1)
    for k, n in enumerate(counts):
        assert {c.picks[k] for c in found.candidates} == set(range(n))
    # every block gets a one-kernel form, and so the first composed program (every segment's lead: its most
    # parallel candidate of fewest kernels, the same for blocks extracted once) is one kernel per block
    lead = found.candidates[0].picks
    assert len(set(lead)) == 1 and found.candidates[0].kernels == 3
    assert all(sum(p != q for p, q in zip(c.picks, lead)) == 1 for c in found.candidates[1:])
    for c in found.candidates:
        assert not any(t.op == "Input" and t.args[0].startswith("cut") for t in c.term.walk())
    assert "cut into 3 segments" in found.notes[0]
    # the blocks differ only in which slice of the stacked weights they read: saturated and extracted once
    assert [g["same_as"] for g in segments] == [None, 0, 0]
    assert segments[1]["saturation_seconds"] == segments[1]["extraction_seconds"] == 0


def test_composed_candidates_match_pytorch(tmp_path_factory):
    """In float64 with default and ragged tiles: the first program, and each segment's last candidate."""
    w, (_, found, _) = stack(tmp_path_factory)
    lead = found.candidates[0].picks
    for c in [found.candidates[0]] + [c for c in found.candidates if c.picks.count(lead[0]) == 2][-3:]:
        assert_matches_pytorch(w, "small", c.term)


def test_composed_programs_render_to_kernels_that_match_pytorch(tmp_path_factory, tmp_path):
    """The first program, and one whose last block takes another form: every block reads its own slice of the
    stacked weights (the shared candidates' inputs bound to each block's reads)."""
    w, (_, found, _) = stack(tmp_path_factory)
    lead = found.candidates[0].picks
    last = next(c for c in found.candidates if c.picks[:2] == lead[:2] and c.picks[2] != lead[2] and c.kernels > 3)
    assert_kernels_match_pytorch(w, (found.candidates[0], last), tmp_path)


def assert_kernels_match_pytorch(w, cands, tmp_path, dtypes=(("fp32", torch.float32),)) -> None:
    """Each candidate rendered to a kernel file that, run in the interpreter, matches PyTorch at small, in each
    of `dtypes` (storage dtype of the plan, of the inputs)."""
    for i, cand in enumerate(cands):
        for name, dtype in dtypes:
            path = tmp_path / f"composed{i}_{name}.py"
            path.write_text(render(lower(cand.term, name), workload=w.name, workload_path=w.path, config="small",
                                   candidate=i, summary=cand.summary, filename=path.name))
            result = check(load_module(path), w, "small", seed=4, dtype=dtype)
            assert result.ok, f"{cand.summary} ({name}): {result.error}"


def test_composition_is_deterministic(tmp_path_factory, tmp_path):
    w, (_, found, _) = stack(tmp_path_factory)
    _, again, _ = extract_program(w, "small", dump_path=tmp_path / "egraph.txt")
    assert [c.summary for c in again.candidates] == [c.summary for c in found.candidates]
    assert [c.term for c in again.candidates] == [c.term for c in found.candidates]


def test_a_segment_lead_is_its_fastest_ranked_candidate():
    """With costs (each segment candidate's modelled latency on its own), a segment's lead is its cheapest ranked
    candidate, so every composed program holds the fastest of the other segments; where no candidate is ranked
    (None: no legal schedule) the lead falls back to the fewest kernels."""
    from types import SimpleNamespace

    from eqiforge.host.term import Binary, Input

    def cand(kernels, name):
        term = Binary("Add", Input(name, (4,), "F32"), Input("cut0" if name.startswith("b") else "x", (4,), "F32"))
        return SimpleNamespace(term=term, kernels=kernels, loops=0, stored=0, represents=1, summary=name, key=(name,))
    first = [cand(1, "a0"), cand(2, "a1"), cand(3, "a2")]
    second = [cand(1, "b0"), cand(2, "b1")]
    plain = list(compose.compose([first, second]))
    assert plain[0].picks == (0, 0)
    ranked = list(compose.compose([first, second], costs=[[None, 5.0, 2.0], [None, None]]))
    assert ranked[0].picks == (2, 0)
    assert all(sum(p != q for p, q in zip(c.picks, (2, 0))) == 1 for c in ranked[1:])
    assert {c.picks for c in ranked} == {(2, 0), (0, 0), (1, 0), (2, 1)}
    # both leads ranked past the fewest kernels: the program of every segment's fewest kernels is still built
    # (the model chose the leads, the compiler may yet find them spilling), once, right after the leads'
    both = list(compose.compose([first, second], costs=[[None, 5.0, 2.0], [None, 1.0]]))
    assert [c.picks for c in both[:2]] == [(2, 1), (0, 0)]
    assert sorted(c.picks for c in both) == sorted({(2, 1), (0, 0), (1, 1), (0, 1), (2, 0)})
    # of the fewest kernels, the cheapest ranked one: not a candidate with no legal schedule
    first2 = first + [cand(1, "a3")]
    cheap = list(compose.compose([first2, second], costs=[[None, 5.0, 2.0, 7.0], [None, 1.0]]))
    assert [c.picks for c in cheap[:2]] == [(2, 1), (3, 0)]


def test_a_lead_the_compile_check_rejects_gives_way_to_the_next_cheapest():
    """A segment's cheapest candidate that does not compile without spilling (`legal`, the compile check on the
    segment alone) is not its lead: every composed program holds some segment's lead, so a spilling lead in each
    of two segments would leave no program that compiles (mhc at paper). Where none of the cheapest compiles,
    the cheapest leads as before."""
    from types import SimpleNamespace

    from eqiforge.host.term import Binary, Input

    def cand(name):
        term = Binary("Add", Input(name, (4,), "F32"), Input("x", (4,), "F32"))
        return SimpleNamespace(term=term, kernels=1, loops=0, stored=0, represents=1, summary=name, key=(name,))
    first, second = [cand("a0"), cand("a1"), cand("a2")], [cand("b0"), cand("b1")]
    costs = [[1.0, 2.0, 3.0], [1.0, 2.0]]
    asked = []

    def legal(c):
        asked.append(c.summary)
        return c.summary not in ("a0", "b0")
    leads = list(compose.compose([first, second], costs=costs, legal=legal))
    assert leads[0].picks == (1, 1)
    assert asked == ["a0", "a1", "b0", "b1"]  # in order of cost, until one compiles
    none_legal = list(compose.compose([first, second], costs=costs, legal=lambda c: False))
    assert none_legal[0].picks == (0, 0)


def test_cut_from_the_end_puts_mla_q_abs_in_a_segment_of_its_own():
    """qknorm_mla: greedy from the start, the first segment runs up to o_lat (4 products) and q_abs stays inside
    it; greedy from the root back, q_abs = rms(q_nope) @ W_UK (only q, an input, is read around it) is a segment
    of its own, which the attention reads from memory. Chained, the segments are the program again."""
    w = get_workload("qknorm_mla")
    term = w.capture("small").term
    assert [s.products for s in compose.cut(term)] == [4, 1]
    segments = compose.cut(term, from_end=True)
    assert [s.products for s in segments] == [1, 4]
    first = segments[0].output
    assert first.op == "MatMul" and any(t.op == "Input" and t.args[0] == "w_uk" for t in first.walk())
    assert segments[1].reads == ["cut0"]
    outputs, values = {}, w.inputs("small", seed=1, dtype=torch.float64)
    for k, s in enumerate(segments):
        outputs[f"cut{k}"] = compose.substitute(s.term, outputs)
        values[f"cut{k}"] = evaluate(s.term, values)
    assert outputs["cut1"] == term
    expected = w.program("small").double()(**w.inputs("small", seed=1, dtype=torch.float64))
    assert torch.allclose(values["cut1"], expected, rtol=1e-12, atol=1e-12)


def test_programs_not_cut_from_the_start_are_not_cut_from_the_end():
    for name in ("attention_decode", "rmsnorm_swiglu"):
        term = get_workload(name).capture("small").term
        assert len(compose.cut(term, from_end=True)) == 1


# -- packed cuts: a minimum cut of several small values, stored packed into one tensor --------------------------
def _chained(w, config, segments):
    """The last segment's value, each segment evaluated in float64 on the cut inputs the earlier ones stored."""
    values = w.inputs(config, seed=1, dtype=torch.float64)
    for k, s in enumerate(segments):
        values[f"cut{k}"] = evaluate(s.term, values)
    return values[f"cut{len(segments) - 1}"]


@pytest.mark.parametrize("config", ["small", "paper"])
def test_mhc_stream_mappings_are_stored_by_a_packed_cut(config):
    """mhc: H_pre, H_post and H_res are read by the layer input and by the residual, so no one of them is a
    separator. The packed cut stores all three, 24 values per token (n = 4: 4 + 4 + 16) at every config, so
    the residual reads them instead of recomputing the statistic, two projections and 20 Sinkhorn rounds."""
    w = get_workload("mhc")
    cfg = w.config(config)
    segments = packing.packed_cut(w.capture(config).term)
    assert [s.products for s in segments] == [3, 3, 3, 3]
    assert [s.reads for s in segments] == [[], ["cut0"], ["cut1"], ["cut1", "cut2"]]
    shape = Interpreter({}).shape
    for k in (0, 2):
        assert tuple(shape(segments[k].output)) == (cfg["batch"], cfg["tokens"], 24)
    assert tuple(shape(segments[1].output)) == (cfg["batch"], cfg["tokens"], 4, cfg["hidden"])   # x_1
    if config == "small":
        expected = w.program("small").double()(**w.inputs("small", seed=1, dtype=torch.float64))
        assert torch.allclose(_chained(w, "small", segments), expected, rtol=1e-12, atol=1e-12)


@pytest.mark.parametrize("config", ["small", "paper"])
def test_mhc_packed_cut_at_separators_stores_the_layer_output_for_the_residual(config):
    """Cut again at its separators, each connection's layer segment stores the layer input, then the layer's GEMM
    output (C wide per token, before the residual broadcasts it over the n streams), and the residual update
    reads that and the packed mappings: a finished product in memory, which the storage rules do not derive
    inside a segment (they store split-K states). The chained segments compute what PyTorch does."""
    w = get_workload("mhc")
    cfg = w.config(config)
    segments = packing.packed_cut(w.capture(config).term, at_separators=True)
    assert [s.products for s in segments] == [3, 1, 1, 1, 3, 1, 1, 1]
    assert [s.reads for s in segments[:4]] == [[], ["cut0"], ["cut1"], ["cut0", "cut2"]]
    shape = Interpreter({}).shape
    assert tuple(shape(segments[2].output)) == (cfg["batch"], cfg["tokens"], 1, cfg["hidden"])
    assert segments[2].output.args[0].op == "MatMul"  # the GEMM's output itself (a view of it)
    if config == "small":
        expected = w.program("small").double()(**w.inputs("small", seed=1, dtype=torch.float64))
        assert torch.allclose(_chained(w, "small", segments), expected, rtol=1e-12, atol=1e-12)


@pytest.mark.parametrize("name, config", [("attention_prefill", "paper"), ("hf_llama_prefill", "paper"),
                                          ("hf_gemma", "paper"), ("hf_bert", "small"), ("swiglu_stack", "paper")])
def test_no_packed_cut_stores_an_activation_or_a_score_matrix(name, config):
    """A boundary of several values is stored only where it is smaller than what its segment reads over the same
    leading axes: transformers' layers would otherwise store scores and V, or the gate and up activations."""
    assert packing.packed_cut(get_workload(name).capture(config).term) is None


@pytest.mark.parametrize("config", ["small", "paper"])
def test_a_layer_s_projections_are_segments_of_their_own(config):
    """transformers' Llama layer: q, k and v (after their rotary embedding) are each a segment, the attention reads
    the three (the FlashAttention layer: each projection computed once, by kernels tiled over rows and columns),
    then the output projection and the MLP at separators. The chained segments compute what PyTorch does."""
    w = get_workload("hf_llama_prefill")
    cfg = w.config(config)
    segments = packing.projection_cut(w.capture(config).term)
    assert [s.products for s in segments] == [1, 1, 1, 2, 1, 3]
    assert [s.reads for s in segments] == [[], [], [], ["cut0", "cut1", "cut2"], ["cut3"], ["cut4"]]
    shape = Interpreter({}).shape
    assert tuple(shape(segments[0].output)) == (1, cfg["heads"], cfg["tokens"], cfg["head_dim"])
    assert [s.term for s in packing.projection_cut(w.capture(config).term)] == [s.term for s in segments]
    if config == "small":
        chained = _chained(w, "small", segments)
        whole = evaluate(w.capture("small").term, w.inputs("small", seed=1, dtype=torch.float64))
        assert torch.allclose(chained, whole, rtol=1e-12, atol=1e-12)
        layer = w.instance("small", seed=1, dtype=torch.float64)   # its rotary embedding runs in float32
        assert torch.allclose(chained, layer.module(**layer.activations), rtol=1e-6, atol=1e-6)


@pytest.mark.parametrize("name", ["attention_prefill", "mhc", "swiglu_stack", "gated_mlp", "rmsnorm_mlp"])
def test_no_projection_cut_where_no_projections_feed_a_product(name):
    """Only projections (pointwise work over products of what the program reads) that feed the scores are cut so:
    an attention over given q, k and v, mHC's mappings after their Sinkhorn rounds, a stack of MLPs and an MLP's
    up projection (read against a weight) have none."""
    assert packing.projection_cut(get_workload(name).capture("paper").term) is None


@pytest.mark.parametrize("config", ["small", "paper"])
def test_a_fused_qkv_projection_is_a_segment_of_its_own(config):
    """GPT-2's c_attn computes q, k and v in one product. Kept with the attention, every kernel holding a query
    tile would need whole rows of all three heads' worth (no legal schedule at paper). Its output is the first
    segment; the attention reads q, k and v as slices of it. The chained segments compute what PyTorch does."""
    w = get_workload("hf_gpt2")
    cfg = w.config(config)
    segments = packing.projection_cut(w.capture(config).term)
    assert [s.products for s in segments] == [1, 2, 1, 2]
    assert [s.reads for s in segments] == [[], ["cut0"], ["cut1"], ["cut2"]]
    assert tuple(Interpreter({}).shape(segments[0].output)) == (1, cfg["tokens"], 3 * cfg["hidden"])
    if config == "small":
        chained = _chained(w, "small", segments)
        whole = evaluate(w.capture("small").term, w.inputs("small", seed=1, dtype=torch.float64))
        assert torch.allclose(chained, whole, rtol=1e-12, atol=1e-12)


@pytest.mark.slow  # 22 s
def test_a_user_programs_token_gates_are_stored_packed_and_its_programs_match_pytorch(tmp_path):
    """Not a suite program: two per-token gates from a normalised row feed two branches that read the input
    again. Without a separator it is not cut; the packed cut stores the gates, and the composed programs that
    read them render to kernels that match PyTorch."""
    w = tiny("user_token_gates")
    term = w.capture("small").term
    assert len(compose.cut(term)) == 1
    segments = packing.packed_cut(term)
    assert [s.products for s in segments] == [2, 3] and segments[1].reads == ["cut0"]
    assert [s.term for s in packing.packed_cut(term)] == [s.term for s in segments]   # deterministic
    assert "minimum cut" in segments[0].why
    expected = w.program("small").double()(**w.inputs("small", seed=1, dtype=torch.float64))
    assert torch.allclose(_chained(w, "small", segments), expected, rtol=1e-12, atol=1e-12)
    _, found, info = extract_program(w, "small", dump_path=tmp_path / "egraph.txt")
    assert [g["cut"] for g in info] == ["packed"] * 2 + ["packed at separators"] * 4
    packed = [c for c in found.candidates if any(t.op == "Concat" for t in c.term.walk())]
    # per cut: the leads, the fewest kernels and each segment's other kept candidates (2 and 4 segments): its
    # PACKED_PER_SEGMENT cheapest and the cheapest of each other loop organisation
    assert all(min(PACKED_PER_SEGMENT, g["candidates"]) <= g["composed"] <= g["candidates"] for g in info)
    assert packed and len(packed) <= sum(2 + sum(g["composed"] - 1 for g in info if g["cut"] == cut)
                                         for cut in ("packed", "packed at separators"))
    # the packed cut's lead and fewest kernels, and the last program of the cut at its segments' separators
    assert_kernels_match_pytorch(w, packed[:2] + packed[-1:], tmp_path,
                                 (("fp32", torch.float32), ("bf16", torch.bfloat16)))


def test_a_packed_cut_saturated_only_in_part_is_not_composed(monkeypatch, tmp_path):
    """Where a packed segment's saturation stops at a limit (a node limit of 60, as a user may set it), its
    candidates are little more than its unfused program, and the cut's programs are not composed: they would be
    the unfused program again, with the packing stored too."""
    import dataclasses

    from eqiforge.host.saturate import egraph
    schedule = egraph.load_schedule
    monkeypatch.setattr(egraph, "load_schedule", lambda *a, **k: [
        dataclasses.replace(p, node_limit=60, node_growth=None) for p in schedule(*a, **k)])
    _, found, info = extract_program(tiny("user_token_gates"), "small", dump_path=tmp_path / "egraph.txt")
    assert info and all(g["limit_hit"] for g in info if g.get("cut") == "packed")
    assert any("not composed" in n for n in found.notes)
    assert found.candidates and not any(t.op == "Concat" for c in found.candidates for t in c.term.walk())


@pytest.mark.parametrize("batch, tokens, hidden", [(1, 1, 16), (3, 7, 13)])
def test_mhc_packed_cut_holds_at_one_token_and_prime_sizes(monkeypatch, batch, tokens, hidden):
    """Shapes are data: one token of one sequence (mHC at decode) and prime sizes keep the packed cut, and the
    chained segments still compute what PyTorch does."""
    w = get_workload("mhc")
    monkeypatch.setitem(w.module.CONFIGS, "odd", dict(w.config("small"), batch=batch, tokens=tokens, hidden=hidden))
    term = w.capture("odd").term
    segments = packing.packed_cut(term)
    assert [s.products for s in segments] == [3, 3, 3, 3]
    assert tuple(Interpreter({}).shape(segments[0].output)) == (batch, tokens, 24)
    expected = w.program("odd").double()(**w.inputs("odd", seed=1, dtype=torch.float64))
    assert torch.allclose(_chained(w, "odd", segments), expected, rtol=1e-12, atol=1e-12)
    # and cut again at separators: the GEMM's output stored for the residual at these sizes too
    fine = packing.packed_cut(term, at_separators=True)
    assert [s.products for s in fine] == [3, 1, 1, 1, 3, 1, 1, 1]
    assert tuple(Interpreter({}).shape(fine[2].output)) == (batch, tokens, 1, hidden)
    assert torch.allclose(_chained(w, "odd", fine), expected, rtol=1e-12, atol=1e-12)


def test_a_packed_segment_composes_its_cheapest_of_every_loop_organisation():
    """A packed or projection cut composes each segment's PACKED_PER_SEGMENT cheapest candidates (the first,
    unranked), and of every other loop organisation (what its loops fold) the cheapest too: hf_llama_decode's
    attention, its KV cache concatenated with the new token, lists its one-accumulator fold behind more than
    PACKED_PER_SEGMENT programs that hold the whole cache in one tile, and no composed program held it."""
    from types import SimpleNamespace

    from eqiforge.host.extract.program import _cheapest, loop_organisation
    from eqiforge.host.term import Term

    def cand(*reducers):
        body = Term("Input", "x")
        for r in reducers:
            body = Term("PReduce", r, body, Term("Coord", "k"))
        return SimpleNamespace(term=body)
    pair = Term("RPair", Term("RSum"), Term("RSum"))
    whole = [cand(pair) for _ in range(PACKED_PER_SEGMENT + 2)]
    acc, two = cand(Term("RRescaleAcc"), pair), cand(Term("RRescale"), pair)
    cands = whole + [two, acc, cand(Term("RRescaleAcc"), pair), cand(Term("RSum"))]
    assert loop_organisation(acc.term) == {"rescale-acc", "pair(sum, sum)"}
    kept, _ = _cheapest(cands, None, PACKED_PER_SEGMENT)   # unranked: the first, in order
    assert kept == whole[:PACKED_PER_SEGMENT] + [two, acc, cands[-1]]
    costs = [1.0] * len(whole) + [0.5, 3.0, 2.0, None]
    kept, kept_costs = _cheapest(cands, costs, PACKED_PER_SEGMENT)  # ranked: the cheapest of each, in order
    assert kept == whole[:PACKED_PER_SEGMENT - 1] + [two, cands[-3], cands[-1]] and kept_costs == [
        1.0] * (PACKED_PER_SEGMENT - 1) + [0.5, 2.0, None]
