"""Never zero candidates (issue 28): every captured program has at least its unfused candidate, a kernel per
operation, also when saturation stops at a limit before any view reaches the inputs."""
from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
import torch

from eqiforge.host.capture.workloads import Workload
from eqiforge.host.codegen.lower import lower
from eqiforge.host.codegen.render import render
from eqiforge.host.codegen.verify import load_module
from eqiforge.host.extract.unfused import unfused
from eqiforge.host.fuzz import generator, oracle
from eqiforge.host.fuzz.program import render_program
from eqiforge.host.interp import Interpreter
from eqiforge.host.saturate import egraph
from eqiforge.host.term import Binary, Concat, Input, Iota, MatMul, Reduce, Scalar, Slice, Unary, Where

from .conftest import LAYERS, WORKLOADS

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def node_limit(monkeypatch):
    """Every phase of the schedule stops at `limit` IR nodes (egglog_src/schedule.toml, as a user may set it)."""
    def limit(n: int) -> None:
        schedule = egraph.load_schedule
        monkeypatch.setattr(egraph, "load_schedule", lambda *a, **k: [
            dataclasses.replace(p, node_limit=n, node_growth=None) for p in schedule(*a, **k)])
    return limit


def _verified(path: Path, tmp_path: Path) -> oracle.Outcome:
    outcome = oracle.check_workload(path, path.stem, tmp_path, graph_check=False, max_families=1, extract_seconds=None)
    assert not outcome.failures, [(f.stage, f.error, f.summary) for f in outcome.failures]
    assert not [r for r in outcome.refusals if not r.startswith("saturation:")], outcome.refusals
    assert outcome.families_verified >= 1
    return outcome


def _run_unfused(term, inputs: dict, tmp_path: Path) -> torch.Tensor:
    """The unfused program of a tensor-level term, in the float64 interpreter and as Triton kernels (interpreted)."""
    program = unfused(term)
    ref = Interpreter(inputs)(term)
    assert torch.allclose(Interpreter(inputs)(program), ref, rtol=1e-12, atol=1e-12)
    path = tmp_path / "k.py"
    path.write_text(render(lower(program), workload="t", workload_path=tmp_path / "t.py", config="small",
                           candidate=0, summary="unfused", filename=path.name))
    got = load_module(path).launch({k: v.float() for k, v in inputs.items()})
    assert torch.allclose(got.double(), ref, rtol=1e-5, atol=1e-5), (got, ref)
    return program


def test_unfused_program_holds_concat_and_slice_along_any_axis(tmp_path):
    """Concat and Slice of computed values along every axis, a rank-1 Concat, a reduction to one element and a
    mask of iotas: each computation its own kernel, each equal to the term."""
    g = torch.Generator().manual_seed(0)
    x = Input("x", (3, 4, 5), "F32")
    y = Input("y", (3, 4, 5), "F32")
    inputs = {"x": torch.randn(3, 4, 5, generator=g, dtype=torch.float64),
              "y": torch.randn(3, 4, 5, generator=g, dtype=torch.float64)}
    ex, ey = Unary("Exp", x), Unary("Neg", y)
    for axis in range(3):
        both = Concat(ex, ey, axis)
        _run_unfused(Slice(Binary("Mul", both, both), axis, 1, 3), inputs, tmp_path)
    v = Input("v", (5,), "F32")
    inputs["v"] = torch.randn(5, generator=g, dtype=torch.float64)
    _run_unfused(Concat(Unary("Exp", v), Unary("Neg", v), 0), inputs, tmp_path)
    whole = Reduce("RSum", 1, Reduce("RSum", 0, Input("m", (1, 7), "F32")))
    inputs["m"] = torch.randn(1, 7, generator=g, dtype=torch.float64)
    _run_unfused(whole, inputs, tmp_path)
    mask = Binary("Ge", Iota((5,), 0, "I64"), Scalar(1.0))
    program = _run_unfused(Where(mask, v, Scalar(0.0)), inputs, tmp_path)
    assert sum(t.op == "Combine" for t in program.walk()) == 1  # the mask is index arithmetic, not a kernel
    a, b = Input("a", (2, 1, 3, 4), "F32"), Input("b", (1, 5, 4, 6), "F32")
    inputs |= {"a": torch.randn(2, 1, 3, 4, generator=g, dtype=torch.float64),
               "b": torch.randn(1, 5, 4, 6, generator=g, dtype=torch.float64)}
    _run_unfused(MatMul(a, b), inputs, tmp_path)  # batch axes broadcast both ways


def test_unfused_product_loops_over_its_contracted_axis(tmp_path):
    """A product's contracted axis is a loop over tiles (a program of a 4096-wide projection never holds the
    whole weight): the same result at tiles that leave a short last tile."""
    g = torch.Generator().manual_seed(1)
    a, b = Input("a", (3, 40), "F32"), Input("b", (40, 6), "F32")
    inputs = {"a": torch.randn(3, 40, generator=g, dtype=torch.float64),
              "b": torch.randn(40, 6, generator=g, dtype=torch.float64)}
    program = _run_unfused(MatMul(a, b), inputs, tmp_path)
    assert [t.args[0].op for t in program.walk() if t.op == "PReduce"] == ["RSum"]
    plan = lower(program)
    module = load_module(tmp_path / "k.py")
    ref = inputs["a"] @ inputs["b"]
    for size in (1, 16):
        got = module.launch({k: v.float() for k, v in inputs.items()}, {c: size for c in plan.coordinates})
        assert torch.allclose(got.double(), ref, rtol=1e-5, atol=1e-5), size


def test_a_program_whose_every_candidate_lowering_refuses_gets_the_unfused_one():
    """A candidate that splits a tiled axis in registers (lowering has no layout for that): where lowering refuses
    every candidate, the unfused program is added, and it lowers."""
    from eqiforge.host.codegen.lower import LoweringError
    from eqiforge.host.coords import grid, in_dim
    from eqiforge.host.extract.extract import Candidate, Extraction
    from eqiforge.host.codegen.lower import with_a_lowerable_candidate
    from eqiforge.host.term import Reshape, Term
    x = Input("x", (6, 7), "F32")
    p = grid(in_dim("x", 0), 0, 6)
    tiled = Term("Combine", Reshape(Unary("Exp", Term("Partition", x, 0, p)), (2, 3, 7)), p, 0)
    with pytest.raises(LoweringError, match="axes that are tiled"):
        lower(tiled)
    found = Extraction("compact", [Candidate((0, frozenset(), 1), tiled, {}, 1, 0, 0, 1, "grid(x.0)")], 1, 0.0, True)
    found = with_a_lowerable_candidate(found, lambda: Reshape(Unary("Exp", x), (2, 3, 7)))
    assert len(found.candidates) == 2 and any("lowering refuses" in n for n in found.notes)
    lower(found.candidates[-1].term)
    assert with_a_lowerable_candidate(found, lambda: x).candidates == found.candidates  # one lowers: unchanged


def test_a_tile_reshape_that_merges_or_splits_whole_axes_of_any_size_is_gathered(tmp_path):
    """fuzz (issue 28): "Reshape of a tile from [N, N, N] to [N, N] merges or splits axes that are tiled or not
    powers of two". Whole axes of 3 and 5 merged, one of 15 split beside a unit axis, one of 6 split beside a tiled
    axis: each element gathered from the padded source, at several tile sizes."""
    from eqiforge.host.coords import grid, in_dim
    from eqiforge.host.term import Reshape, Term
    g = torch.Generator().manual_seed(0)
    cases = [((4, 3, 5), 0, (4, 15)), ((2, 15, 1), 0, (2, 1, 3, 5)), ((6, 7), 1, (2, 3, 7))]
    for shape, axis, target in cases:
        x = Input("x", shape, "F32")
        p = grid(in_dim("x", axis), axis, shape[axis])
        out_axis = len(target) - 1 if axis else 0
        term = Term("Combine", Reshape(Unary("Exp", Term("Partition", x, axis, p)), target), p, out_axis)
        inputs = {"x": torch.randn(*shape, generator=g)}
        path = tmp_path / "k.py"
        path.write_text(render(lower(term), workload="t", workload_path=tmp_path / "t.py", config="small",
                               candidate=0, summary="reshape", filename=path.name))
        module = load_module(path)
        ref = Interpreter({"x": inputs["x"].double()})(term)
        for tiles in (None, {"c0": 1}, {"c0": 8}):
            assert torch.allclose(module.launch(inputs, tiles).double(), ref, rtol=1e-5, atol=1e-6), (shape, tiles)


def test_gated_mlp_at_a_node_limit_of_60_gets_its_unfused_program(node_limit, tmp_path):
    """The issue's case: with node_limit = 60 saturation stops before views reach the inputs, and extraction used
    to end in "no lowerable program"."""
    node_limit(60)
    outcome = _verified(ROOT / "workloads" / "gated_mlp.py", tmp_path)
    assert any(r.startswith("saturation: node limit") for r in outcome.refusals)


@pytest.mark.parametrize("index", [11, 26, 33])
def test_fuzz_programs_that_had_no_lowerable_program_verify(index, tmp_path):
    """fuzz seed 777 (issue 28): where(arange(7) >= 1, x0, 0.0); a banded where of two aranges over [8, 3];
    attention whose sizes are all 1. Each ended in "no lowerable program"."""
    prog = generator.generate(777, index, 1)
    path = tmp_path / f"{prog.name}.py"
    path.write_text(render_program(prog))
    _verified(path, tmp_path)


@pytest.mark.parametrize("index", [11, 33])
def test_where_with_the_fill_second_has_a_fused_program(index, tmp_path):
    """torch.where(mask, x, 0.0): the view of the grid is pushed through the Where (capture puts a literal fill
    first, where(~mask, 0.0, x): propagation.egg's part-where-branch-broadcast), so extraction finds the program
    itself, not only the unfused one."""
    from eqiforge.host.extract.extract import extract
    from eqiforge.host.saturate.saturation import saturate
    prog = generator.generate(777, index, 1)
    path = tmp_path / f"{prog.name}.py"
    path.write_text(render_program(prog))
    _, graph, _ = saturate(Workload(prog.name, path), "small", dump_path=tmp_path / "egraph.txt")
    found = extract(graph.serialize(), "compact")
    assert found.candidates and not any("unfused" in n for n in found.notes), found.notes


@pytest.mark.parametrize("config, rule", [("small", "part-where-else-broadcast"),
                                          ("small_row_mask", "part-where-mask-else-broadcast"),
                                          ("paper", "part-where-else-broadcast")])
def test_a_where_whose_else_branch_broadcasts_along_the_loop_is_tiled_by_it(config, rule, tmp_path):
    """torch.where(mask, x, fill) @ w with fill [rows, 1]: the loop over the contraction axis tiles x and the mask
    (or replicates a per-row mask) and replicates the fill, so the product gets its loop over K and its split-K
    form, at small sizes and at a model's (rows a prime). Before the Where rules covered every combination, only a
    rank-0 fill was replicated, and the one program read the whole contraction axis in one tile."""
    from eqiforge.host.extract.extract import extract
    from eqiforge.host.saturate.saturation import saturate
    path = ROOT / "tests" / "workloads_tiny" / "user_where_row_fill.py"
    workload = Workload(path.stem, path)
    result, graph, _ = saturate(workload, config, dump_path=tmp_path / "egraph.txt")
    assert sum(p.matches.get(rule, 0) for p in result.phases) > 0
    summaries = [c.summary for c in extract(graph.serialize(), "compact").candidates]
    k = workload.config(config)["cols"]
    assert any(s.startswith("grid(") and f"loop(w.0[{k}]: sum)" in s for s in summaries), summaries
    assert any("stored" in s for s in summaries), summaries


LLAMA = ROOT / "tests" / "workloads_tiny" / "llama_decode_layer.py"


def _run(path: Path, tmp_path: Path, beam: int | None = 64) -> dict:
    """`eqiforge run` at small (the program cut into segments where it has more than four products). No GPU
    compile check: what is asserted is a verified family (test_gpu_compile covers the compile check)."""
    from eqiforge.host.pipeline import run_pipeline
    report = run_pipeline(Workload(path.stem, path), "small", out_dir=tmp_path / "results", compile_mode="none",
                          beam=beam)
    assert report["extraction"]["candidates"] >= 1
    assert any(f["verified"] for f in report["families"]), [(f["summary"], f["error"]) for f in report["families"]]
    return report


@pytest.mark.slow  # 20 s
def test_llama_decode_layer_gets_a_verified_family(tmp_path):
    """Issue 28: the decode layer saturated, and extraction returned 0 candidates (its first segment of five
    products completed no program). At beam 8 (10 families run under the interpreter instead of 27): what is
    asserted is that the segments give a program at all."""
    _run(LLAMA, tmp_path, beam=8)


# transformers' layers are left to test_transformers_layers: its small run is this run (beam 64, small) and asserts
# more (the CLI's exit code, no failed family, fewer kernels than unfused). Here they would add 27 minutes.
# Four workloads of a hundred to three hundred families take 5 to 13 minutes each on 2 cores: --full runs them (as
# does regenerating their committed results/NAME/report.json, which records each family's verification); their
# candidates are checked against PyTorch in test_extract_workloads and their kernels in test_one_accumulator,
# test_masked_tiles and test_gpu_kernels.
HEAVY_RUNS = {"attention_sinks", "diff_attention", "mhc", "qknorm_mla"}


@pytest.mark.slow
@pytest.mark.parametrize("name", [pytest.param(n, marks=pytest.mark.full) if n in HEAVY_RUNS else n
                                  for n in WORKLOADS if n not in LAYERS])
def test_every_workload_gets_a_verified_family(name, tmp_path):
    """`eqiforge run NAME` at small: a family verifies, and none fails (as results/NAME/report.json records)."""
    report = _run(ROOT / "workloads" / f"{name}.py", tmp_path)
    assert report["verification"]["failed"] == 0, [(f["id"], f["error"]) for f in report["families"]
                                                   if f["verified"] is False]


# qknorm_mla's only candidate at this limit is its unfused program, 36 kernels that round every intermediate to bf16
# (softmax and both RMSNorms decomposed): relative error 1.15-1.26% at seeds 11, 1, 3 against the 1e-2 bar, where
# PyTorch's own bf16 module, whose softmax and rms_norm keep fp32 inside, is at 0.64-0.99%. Strict: it fails the
# day that program verifies.
UNFUSED_OVER_BF16_BAR = pytest.mark.xfail(strict=True, reason="the unfused bf16 program's error exceeds 1e-2")


@pytest.mark.slow
@pytest.mark.parametrize("name", [pytest.param(n, marks=UNFUSED_OVER_BF16_BAR) if n == "qknorm_mla" else
                                  pytest.param(n, marks=pytest.mark.full) if n == "mhc" else n  # mhc: 4 minutes
                                  for n in WORKLOADS] + ["llama_decode_layer"])
def test_every_workload_at_a_node_limit_of_60_verifies(name, node_limit, tmp_path):
    node_limit(60)
    _run(LLAMA if name == "llama_decode_layer" else ROOT / "workloads" / f"{name}.py", tmp_path)


def test_a_run_where_no_family_has_a_legal_schedule_ranks_the_unfused_program(monkeypatch, tmp_path):
    """At real widths every fused family of a layer may hold a whole weight in one program (no legal schedule):
    the run then adds the unfused program, whose products loop over their contracted axis, and it is the best.
    Here extraction keeps the one-kernel families of (x @ w) * 0.5 (two computations: two unfused kernels), and
    the model refuses them all."""
    from eqiforge.host import pipeline
    from eqiforge.host.rank import search
    real_rank, real_unfused, built = search.rank_plan, pipeline.unfused_term_candidate, []

    def unfused_candidate(term):
        built.append(term)
        return real_unfused(term)
    monkeypatch.setattr(pipeline, "unfused_term_candidate", unfused_candidate)
    real_extract = pipeline.extract_program

    def fused_only(*args, **kwargs):  # extraction may hold the unfused program too: here only the fused ones
        sat, found, segments = real_extract(*args, **kwargs)
        found.candidates[:] = [c for c in found.candidates if c.kernels == 1]
        return sat, found, segments
    monkeypatch.setattr(pipeline, "extract_program", fused_only)
    # the first call builds the report's kernel count; the second, the fallback family
    monkeypatch.setattr(search, "rank_plan", lambda plan, hw, dtype="bf16": real_rank(plan, hw, dtype)
                        if len(built) > 1 else search.Ranked(None, None, None, None, error="refused here"))
    report = pipeline.run_pipeline(Workload("matvec_scale", ROOT / "tests" / "workloads_tiny" / "matvec_scale.py"),
                                   "small", out_dir=tmp_path / "results", compile_mode="none")
    assert any("the unfused program is added" in n for n in report["extraction"]["notes"])
    best = next(f for f in report["families"] if f["id"] == report["best"])
    assert best["verified"] and best["kernels"] == report["unfused_kernels"] == 2 == report["best_kernels"]
    assert report["families"][-1]["id"] == best["id"] and report["extraction"]["candidates"] == len(report["families"])
