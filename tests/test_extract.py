"""Extraction (issue [extraction]): candidates are lowerable choice maps, equal to PyTorch, found the same way by
the compact and naive strategies, in the same order run after run."""
import json
import re

import pytest
import torch

from eqiforge.host.capture.workloads import Workload, get_workload
from eqiforge.host.extract.extract import extract, unwrap_views
from eqiforge.host.extract.keys import Keys

from .helpers import TINY, assert_lowerable, assert_matches_pytorch, extracted_of, graph, tiny
from .kernel_forms import organising_loops


def assert_equal_to_pytorch(w: Workload, config: str, candidates) -> None:
    for c in candidates:
        assert_matches_pytorch(w, config, c.term)


@pytest.mark.parametrize("name, max_kernels", [("row_sumsq", None), ("matvec_scale", None), ("row_sumsq", 1),
                                               ("matvec_scale", 2)])
def test_compact_and_naive_return_the_same_candidates(name, max_kernels, tmp_path_factory):
    g = graph(tiny(name), "small", tmp_path_factory)
    compact = extract(g, "compact", beam=None, max_kernels=max_kernels)
    naive = extract(g, "naive", budget=1_000_000, max_kernels=max_kernels)
    assert compact.complete and naive.complete
    assert [c.key for c in compact.candidates] == [c.key for c in naive.candidates]
    assert compact.expanded_states * (10 if max_kernels is None else 2) < naive.expanded_states
    assert_equal_to_pytorch(tiny(name), "small", compact.candidates)
    if max_kernels is not None:
        everything = extract(g, "compact", beam=None)
        assert {c.key for c in compact.candidates} == {c.key for c in everything.candidates
                                                       if c.key[2] <= max_kernels}


def test_rmsnorm_mlp_candidates_all_match_pytorch_and_include_one_kernel(tmp_path_factory):
    w = get_workload("rmsnorm_mlp")
    found = extract(graph(w, "small", tmp_path_factory), "compact", beam=None)
    assert found.complete and len(found.candidates) > 10
    for c in found.candidates:
        assert_lowerable(c.term)
    assert_equal_to_pytorch(w, "small", found.candidates)
    one = [c for c in found.candidates if c.kernels == 1 and c.loops >= 1]
    assert any(c.summary.startswith("grid(w1.1@1, x.0@0) loop(x.1[32]: pair(sum, sum))") for c in one), \
        [c.summary for c in one]
    unfused = max(found.candidates, key=lambda c: c.kernels)
    assert unfused.kernels >= 4


def decode(tmp_path_factory, config: str = "small"):
    """attention_decode at a config, compact with the default beam, once per session."""
    return extracted_of(get_workload("attention_decode"), config, beam=64)


def decode_small(tmp_path_factory):
    return decode(tmp_path_factory, "small")


def loops(candidate) -> list:
    return organising_loops(candidate.term)


def folds_stored_states(loop) -> bool:
    """A loop whose payload is a Collect over its own coordinate: it folds the states an earlier kernel stored."""
    payload = unwrap_views(loop.args[1])
    return payload.op == "Collect" and payload.args[1] == loop.args[2]


def online_softmax_state(state) -> bool:
    """(max, (sum, product)): the rescaling state of an online softmax that carries the weighted sum itself,
    rather than summing the whole axis again after the loop."""
    state = unwrap_views(state)
    if state.op != "Tuple" or state.args[1].op != "Tuple":
        return False
    (m, (total, weighted)) = state.args[0], state.args[1].args

    def has(t, op, reducer=None):
        return any(x.op == op and (reducer is None or x.args[0].op == reducer) for x in t.walk())
    return has(m, "Reduce", "RMax") and has(total, "Reduce", "RSum") and has(weighted, "TileMatMul")


@pytest.mark.parametrize("config", ["small", "paper"])
def test_attention_decode_has_a_single_kernel_online_softmax(config, tmp_path_factory):
    """One kernel, one loop over KV tiles whose rescaling state is (max, (sum, P·V)): scores and probabilities
    never leave registers, and nothing is recomputed over the whole KV axis."""
    w = get_workload("attention_decode")
    found = decode(tmp_path_factory, config)
    assert not found.complete and found.notes  # the beam cut some classes, and says so
    for c in found.candidates:  # the candidates `eqiforge run` extracts (test_extract_workloads' for this workload)
        assert_lowerable(c.term)
    assert_equal_to_pytorch(w, config, found.candidates)  # (small only: the interpreter runs tiles in Python)
    online = [c for c in found.candidates if c.kernels == 1 and len(loops(c)) == 1
              and all(p.args[0].op == "RRescale" and online_softmax_state(p.args[1]) for p in loops(c))]
    assert online, [c.summary for c in found.candidates]


@pytest.mark.parametrize("config", ["small", "paper"])
def test_one_kernel_programs_are_extracted_exhaustively(config, tmp_path_factory):
    """A partial program inside a kernel is not built on once it has a kernel (the one writing it adds another),
    so the one-kernel programs of attention_decode are extracted without a beam and completely; the default
    extraction holds every one of them."""
    g = graph(get_workload("attention_decode"), config, tmp_path_factory)
    one = extract(g, "compact", max_kernels=1)
    assert one.complete and one.expanded_states < 100_000, (one.expanded_states, one.notes)
    assert all(c.kernels == 1 for c in one.candidates)
    assert {c.key for c in one.candidates} <= {c.key for c in decode(tmp_path_factory, config).candidates}


@pytest.mark.parametrize("config", ["small", "paper"])
def test_attention_decode_has_an_unfused_program(config, tmp_path_factory):
    """Scores, statistics and the product materialised by separate kernels: several kernels, no stored states,
    and only plain reductions (no fused pair or rescaling state)."""
    found = decode(tmp_path_factory, config)
    unfused = [c for c in found.candidates if c.kernels >= 4 and c.stored == 0
               and all(p.args[0].op in ("RSum", "RMax") for p in loops(c))]
    assert unfused, [c.summary for c in found.candidates]


@pytest.mark.parametrize("config", ["small", "paper"])
def test_attention_decode_has_a_split_kv_program(config, tmp_path_factory):
    """Split-KV (flash decoding): one kernel stores each KV tile's rescaling state (max, (sum, P·V)) — a Collect
    over the loop's coordinate — and a second folds them: 2 kernels, 1 stored intermediate, no product left
    for the second kernel."""
    found = decode(tmp_path_factory, config)
    split = [c for c in found.candidates if c.kernels == 2 and c.stored == 1 and len(loops(c)) == 1
             and all(p.args[0].op == "RRescale" and folds_stored_states(p) and online_softmax_state(
                 unwrap_views(p.args[1]).args[0]) for p in loops(c))]
    assert split, [c.summary for c in found.candidates]


def test_same_inputs_same_candidates_in_the_same_order(tmp_path_factory):
    g = graph(get_workload("rmsnorm_mlp"), "small", tmp_path_factory)
    runs = [[c.to_json(i) for i, c in enumerate(extract(g, "compact", beam=None).candidates)] for _ in range(2)]
    assert runs[0] == runs[1]


def test_extract_json_is_exactly_the_documented_shape(run_cli, monkeypatch, tmp_path):
    monkeypatch.setenv("EQIFORGE_WORKLOADS_DIR", str(TINY))
    code, out, _ = run_cli("extract", "matvec_scale", "--config", "small", "--json", "--limit", "2", "--beam", "all",
                           "--out", str(tmp_path / "dump.txt"))
    assert code == 0
    report = json.loads(out)
    assert list(report) == ["workload", "config", "dtype", "strategy", "complete", "expanded_states", "seconds",
                            "segments", "candidates"]
    assert report["segments"] == []  # two products: extracted whole
    assert report["workload"] == "matvec_scale" and report["strategy"] == "compact" and report["complete"]
    assert len(report["candidates"]) == 2
    for c in report["candidates"]:
        assert list(c) == ["id", "kernels", "loops", "stored_intermediates", "summary", "represents"]
        assert c["kernels"] >= 1 and c["represents"] >= 1 and c["summary"]


def test_user_written_rmsnorm_linear_at_a_prime_batch_gets_one_pass_kernel(tmp_path_factory):
    """A program not in the suite (pow/add/sqrt/division, F.linear), batch 5, output wider than the hidden size:
    every candidate equals PyTorch, and one kernel tiles both output axes with the statistic and the product each
    a loop over tiles of the hidden axis (no iteration reads the whole hidden axis)."""
    w = tiny("user_rmsnorm_linear")
    found = extract(graph(w, "small", tmp_path_factory), "compact", beam=None)
    assert found.complete
    for c in found.candidates:
        assert_lowerable(c.term)
    assert_equal_to_pytorch(w, "small", found.candidates)
    assert found.candidates[0].kernels == 1
    assert "grid(weight.0@1, x.0@0) loop(g.0[12]: sum) loop(g.0[12]: sum) [1 mm]" in [
        c.summary for c in found.candidates if c.kernels == 1]


def test_rmsnorm_mlp_paper_config_has_the_candidates_of_the_small_one(tmp_path_factory):
    """Shapes are data: the paper config (hidden = ffn = 4096) has the same candidates as the small one (an output
    twice the hidden size), extents aside."""
    w = get_workload("rmsnorm_mlp")
    small, paper = (extract(graph(w, config, tmp_path_factory), "compact", beam=None) for config in ("small", "paper"))
    assert small.complete and paper.complete

    def shapes_out(found):
        return [re.sub(r"\[\d+\]", "[n]", c.summary) for c in found.candidates]
    assert shapes_out(paper) == shapes_out(small)
    assert any(c.summary.startswith("grid(w1.1@1, x.0@0) loop(x.1[4096]: pair(sum, sum))") for c in paper.candidates)


def test_a_product_a_row_norm_reads_is_gridded_over_its_rows_and_columns(tmp_path_factory):
    """refine-matmul-grid-2d: a product of few rows stored for a row norm is computed in tiles of rows and columns
    (many programs, not one per row), and the next kernel normalises the rows; every candidate equals PyTorch."""
    w = tiny("matmul_rownorm")
    found = extract(graph(w, "small", tmp_path_factory), "compact")
    assert_equal_to_pytorch(w, "small", found.candidates)
    assert any(c.kernels == 2 and c.summary.startswith("grid(w.1@1, x.0@0) loop(w.0[16]: sum) [1 mm] ; ")
               for c in found.candidates)


@pytest.mark.parametrize("config", ["small", "odd", "paper"])
def test_a_layer_s_gated_activation_is_stored_in_tiles_of_tokens_and_features(config, tmp_path_factory):
    """refine-matmul-grid-2d-unit-batch and refine-epilogue-grid-2d-unit-batch: nn.Linear modules over hidden
    states of [1, tokens, hidden] (as transformers' layers call them) keep the batch axis in every product. The
    gated activation gelu(x Wg) * (x Wu) that the down projection reads is then stored by a kernel tiled over
    tokens and features, with one loop over the hidden axis for both products, and the down projection loops over
    the stored features: the two GEMM kernels of a large MLP. Before, the down kernel computed the activation
    again in every output tile or held whole rows of the output. The form holds at prime sizes and at Gemma's
    widths; every candidate equals PyTorch (where PyTorch runs: not at paper)."""
    w = tiny("user_gated_mlp_layer")
    cfg = w.config(config)
    found = extract(graph(w, config, tmp_path_factory), "compact")
    if config != "paper":
        assert_equal_to_pytorch(w, config, found.candidates)
    form = (rf"grid\(hidden_states\.1@1, up\.weight\.0@2\) loop\(up\.weight\.1\[{cfg['hidden']}\]: pair\(sum, sum\)\) "
            rf"\[2 mm\] ; grid\(down\.weight\.0@2, hidden_states\.1@1\) loop\(up\.weight\.0\[{cfg['ffn']}\]: sum\) \[1 mm\]")
    assert any(c.kernels == 2 and re.fullmatch(form, c.summary) for c in found.candidates)


def test_ngpt_has_a_three_kernel_program_that_spreads_the_output_projection(tmp_path_factory):
    """With the default beam, ngpt (8 rows) keeps the program of three kernels its best needs: the MLP's
    activations stored in tiles of the MLP width, the output projection gridded over rows and columns, then the
    rows' norms, which the narrow beam of the many-kernel run used to cut."""
    found = extract(graph(get_workload("ngpt"), "small", tmp_path_factory), "compact")
    assert any(c.kernels == 3 and re.fullmatch(r"store\(s_u\.0\[64\]\) loop\(h\.1\[32\]: [^;]*; "
                                               r"grid\(h\.0@0, h\.1@1\) loop\(s_u\.0\[64\]: sum\) \[1 mm\] ; "
                                               r"grid\(h\.0@0\)( loop\(h\.1\[32\]: sum\))?", c.summary)
               for c in found.candidates)


@pytest.mark.parametrize("config", ["small", "paper"])
def test_a_row_statistic_and_three_projections_of_it_share_one_loop(config, tmp_path_factory):
    """A normalised row's statistic and three narrow projections of it (mHC's mappings, as a user writes them): one
    kernel whose one loop over the hidden axis carries all four sums (a pair extended twice), at the small and at
    mHC's sizes. Every field is read from that loop, none folded again by a loop of its own; the program equals
    PyTorch at small (bf16 and fp32, at tiles where the narrow products take tl.dot too). At mHC's sizes the
    products of 4 columns are padded to 16 for tl.dot: compiled for sm_90 at 64 rows x 128 hidden per program (8
    warps) the kernel is on tensor cores and holds its four sums without spilling (measured: 109 registers; the
    M x K x 4 broadcast products of before took 255 and spilled 48 bytes)."""
    w = tiny("user_rms_projections")
    found = extracted_of(w, config)
    one_loop = [c for c in found.candidates if c.kernels == 1 and c.loops == 1
                and "loop(x.2[" in c.summary and ": pair(pair(pair(sum, sum), sum), sum))" in c.summary]
    assert one_loop, [c.summary for c in found.candidates if c.kernels == 1]
    loop, = [t for t in one_loop[0].term.walk() if t.op == "PReduce"]
    fields, todo = [], [loop.args[1]]
    while todo:
        t = todo.pop()
        todo += t.args if t.op == "Tuple" else []
        fields += [] if t.op == "Tuple" else [t]
    assert sorted(f.op for f in fields) == ["Reduce", "TileMatMul", "TileMatMul", "TileMatMul"]
    weights = {next(x.args[0] for x in f.args[1].walk() if x.op == "Input") for f in fields if f.op == "TileMatMul"}
    assert weights == {"wa", "wb", "wc"}, "three products, one per weight"
    if config == "small":
        assert_equal_to_pytorch(w, config, one_loop)
        from eqiforge.host.codegen.lower import lower
        from eqiforge.host.codegen.render import render
        from eqiforge.host.codegen.verify import check, load_module
        path = tmp_path_factory.mktemp("rms_projections") / "f00.py"
        path.write_text(render(lower(one_loop[0].term), workload=w.name, workload_path=w.path, config=config,
                               candidate=0, summary=one_loop[0].summary, filename=path.name))
        mod = load_module(path)
        for dtype in (torch.bfloat16, torch.float32):
            for tiles in (None, {c: 16 for c in mod.DEFAULT_TILES}):
                result = check(mod, w, config, seed=5, dtype=dtype, tiles=tiles)
                assert result.ok, (dtype, tiles, result.error)
    else:
        from eqiforge.host.codegen.lower import lower
        from eqiforge.host.codegen.render import render
        from eqiforge.host.rank import gpu_compile
        plan = lower(one_loop[0].term)
        sizes = {"grid x.0@0[16]": 2, "grid x.1@1[512]": 32, "loop x.2[4096]": 128}
        schedule = {key: sizes[plan.coordinates[c]["text"]] for key, c in plan.schedule_keys().items()} \
            | {"num_warps": 8, "num_stages": 2}
        path = tmp_path_factory.mktemp("rms_projections_paper") / "f00.py"
        path.write_text(render(plan, workload=w.name, workload_path=w.path, config=config, candidate=0,
                               summary=one_loop[0].summary, filename=path.name, schedule=schedule))
        rec, = gpu_compile.compile_families([gpu_compile.Job(str(path), str(w.path), config, schedule, "bf16")],
                                            ("cuda", 90, 32), 227 * 1024)
        assert rec.ok and rec.tensor_cores and rec.spilled_bytes == 0, rec


def _fused_loop_faults(g) -> list[str]:
    """What a fused loop of the saturated graph should never be, extraction taking the graph as it is: a loop
    paired with itself, with a constant multiple of itself, or one of two orders of the same fields over one
    coordinate (the field classes of its Tuple state, nested pairs flattened, each with its reducer)."""
    keys = Keys(g, g.root_class())
    views = ("Replicate", "Reshape", "Expand", "Permute")

    def flat(reducer, cls: str) -> list[tuple[str, str]]:
        tuples = sorted(t for t in keys.nodes.get(cls, []) if keys.op(t) == "Tuple")
        if reducer.op != "RPair" or not tuples:
            return [(cls, str(reducer))]
        left, right = keys.kids[tuples[0]]
        return flat(reducer.args[0], left) + flat(reducer.args[1], right)

    def scaled(a: str, b: str) -> bool:  # does class a hold b times a constant?
        def constant(c: str) -> bool:
            return any(g.nodes[n]["op"] in ("Scalar", "Full") or (g.nodes[n]["op"] in views and constant(
                g.nodes[g.nodes[n]["children"][0]]["eclass"])) for n in g.ir_nodes.get(c, ()))
        for n in g.ir_nodes.get(a, ()):
            if g.nodes[n]["op"] == "Binary" and keys.literal(g.nodes[g.nodes[n]["children"][0]]["eclass"]).op == "Mul":
                x, y = (g.nodes[k]["eclass"] for k in g.nodes[n]["children"][1:])
                if (x == b and constant(y)) or (y == b and constant(x)):
                    return True
        return False

    faults, orders = [], {}
    for ns in keys.nodes.values():
        for n in ns:
            reducer = keys.literal(keys.kids[n][0]) if keys.op(n) == "PReduce" else None
            if reducer is None or reducer.op != "RPair":
                continue
            fields = flat(reducer, keys.kids[n][1])
            if len(set(fields)) < len(fields):
                faults.append(f"{n}: paired with itself {fields}")
            elif len(fields) == 2 and fields[0][1] == fields[1][1] and (
                    scaled(fields[0][0], fields[1][0]) or scaled(fields[1][0], fields[0][0])):
                faults.append(f"{n}: paired with a constant multiple of itself {fields}")
            orders.setdefault((keys.kids[n][2], tuple(sorted(fields))), []).append((fields, n))
    faults += [f"{len(m)} orders of one set of fields: {m}" for m in orders.values() if len(m) > 1]
    return faults


@pytest.mark.parametrize("name, config", [("lora", "small"), ("attention_decode", "small"), ("ngpt", "small"),
                                          ("user_rms_projections", "small"), ("user_rms_projections", "paper")])
def test_every_fused_loop_is_fused_once(name, config, tmp_path_factory):
    """The rules, not the host, keep one fused loop per set of fields (reduction.egg pairs products and extends a
    pair in one order, cleanup.egg subsumes what a later union lets through, and loops paired with themselves or
    with a constant multiple of themselves). A program reading one field from each of two orders would run both
    loops; mHC's four sums over one row extracted in every order would run out of states. LoRA pairs x A with x (s
    A); the RMS projections extend a pair twice, at mHC's sizes too."""
    w = tiny(name) if (TINY / f"{name}.py").exists() else get_workload(name)
    g = graph(w, config, tmp_path_factory)
    assert sum(1 for n in g.nodes.values() if n["op"] == "PReduce" and n.get("subsumed")) > 0
    assert _fused_loop_faults(g) == []
