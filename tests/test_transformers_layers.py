"""transformers as a client (issue 28): the hf_* workloads wrap transformers' own layer classes, built from their
config classes with seeded random weights. Capture at small and at 7B-class widths here; whole runs in --slow."""
import json

import pytest
import torch

from eqiforge.host.capture.workloads import DEFAULT_DTYPE, DTYPES, get_workload, module_tensors
from eqiforge.host.codegen.lower import lower
from eqiforge.host.codegen.render import render
from eqiforge.host.codegen.verify import check, load_module
from eqiforge.host.coords import COORD_ARG, extent
from eqiforge.host.interp import Interpreter
from eqiforge.host.pipeline import extract_program
from eqiforge.host.term import Term

from .conftest import LAYERS  # transformers' own decoder layers
from .helpers import program_extracted

PARAMS = LAYERS


def test_every_layer_of_the_issue_has_a_workload():
    assert set(LAYERS) >= {"hf_llama_prefill", "hf_llama_decode", "hf_qwen2", "hf_mistral", "hf_gemma", "hf_gpt2",
                           "hf_bert"}


def _inputs(term):
    return {t.args[0]: tuple(t.args[1]) for t in term.walk() if t.op == "Input"}


@pytest.mark.parametrize("name", PARAMS)
def test_paper_config_captures_the_layers_own_weights_without_allocating(name):
    """At 7B-class widths the module is built on the meta device: every weight the program reads is an input named
    by its module path with the module's shape; the activations are make_inputs'."""
    w = get_workload(name)
    read = _inputs(w.capture("paper").term)
    with torch.device("meta"):
        held = {k: tuple(t.shape) for k, t in module_tensors(w.module.Program(w.config("paper"))).items()}
    activations = {k: tuple(t.shape) for k, t in w.meta_inputs("paper").items()}
    assert set(read) <= set(held) | set(activations)
    for k, shape in read.items():
        assert shape == held.get(k, activations.get(k)), k
    projections = [k for k in read if k.endswith("proj.weight") or k.endswith("attn.weight")
                   or k.endswith("query.weight")]
    assert projections and all(max(read[k]) >= 3072 for k in projections), read


@pytest.mark.parametrize("name", PARAMS)
def test_small_instance_feeds_every_input_the_program_reads(name):
    """What verification hands the kernels (activations and the module's own weights) names every input of the
    captured program, with the module's values."""
    w = get_workload(name)
    read = _inputs(w.capture("small").term)
    run = w.instance("small", seed=2)
    assert set(read) <= set(run.inputs)
    for k in read:
        assert tuple(run.inputs[k].shape) == read[k], k
    held = module_tensors(run.module)
    for k in set(read) & set(held):
        assert torch.equal(run.inputs[k], held[k]), k


def test_decode_reads_the_kv_cache_passed_as_tensors():
    w = get_workload("hf_llama_decode")
    read = _inputs(w.capture("paper").term)
    assert read["past_keys"] == (1, 8, 4096, 128) and read["past_values"] == (1, 8, 4096, 128)
    assert read["hidden_states"] == (1, 1, 4096) and read["position_ids"] == (1, 1)


def test_rotary_inv_freq_is_an_input_not_a_literal():
    """inv_freq stays an input (a checkpoint's rope_theta or scaling changes it), so a kernel serves them all."""
    term = get_workload("hf_llama_prefill").capture("small").term
    assert "rotary_emb.inv_freq" in _inputs(term)


# Whole runs (every family lowered, rendered, ranked and run in Triton's interpreter: 9 to 11 minutes a layer on 2
# quiet cores). CI's slow set runs one, prefill's Llama (rotary, GQA, a gated MLP); --full runs every layer. Every layer's every candidate is checked against the layer in test_extract_workloads,
# and its online-softmax and one-accumulator forms as Triton kernels below.
RUNS = [n if n == "hf_llama_prefill" else pytest.param(n, marks=pytest.mark.full) for n in PARAMS]


@pytest.mark.slow
@pytest.mark.parametrize("name", RUNS)
def test_small_run_verifies_families_fewer_kernels_than_unfused(name, run_cli, tmp_path):
    code, out, err = run_cli("run", name, "--config", "small", "--out", str(tmp_path))
    assert code == 0, err
    report = json.loads((tmp_path / "report.json").read_text())
    verified = [f for f in report["families"] if f["verified"]]
    assert verified and report["verification"]["failed"] == 0
    best = next(f for f in verified if f["id"] == report["best"])
    # fewer kernels than the captured program with a kernel per computation
    assert report["best_kernels"] == best["kernels"] < report["unfused_kernels"]



def _kernel_nodes(t: Term) -> set[Term]:
    """The nodes of one kernel from t down: not into another kernel's output (a Combine or a Collect below t is
    memory this kernel reads)."""
    seen, todo = set(), [t]
    while todo:
        x = todo.pop()
        if x not in seen:
            seen.add(x)
            todo += [a for a in x.args if isinstance(a, Term) and a.op not in ("Combine", "Collect")]
    return seen


def online_softmax_attention(term: Term) -> bool:
    """A loop folding the rescaling reducer (online softmax) whose body computes a product (the scores) and feeds it
    to another product (p @ v) in the same kernel, storing nothing: attention in one kernel, no score matrix in
    memory."""
    for loop in term.walk():
        if loop.op != "PReduce" or loop.args[0].op != "RRescale":
            continue
        body = list(_kernel_nodes(loop.args[1]))
        if loop.args[1].op == "Collect" or any(isinstance(a, Term) and a.op == "Collect" for n in body for a in n.args):
            continue  # its states, or what it reduces, stored by another kernel
        if any(mm.op == "TileMatMul" and any(n.op == "TileMatMul" for a in mm.args if isinstance(a, Term)
                                             for n in _kernel_nodes(a)) for mm in body):
            return True
    return False


def assert_equals_layer(w, term: Term):
    """In the float64 interpreter, with default and ragged tiles: equal to the captured program (the rules' claim)
    and to the layer itself, within what the layer's float32 norms and softmax round (transformers casts them to
    float32 whatever the input dtype)."""
    run = w.instance("small", seed=3, dtype=torch.float64)
    program = Interpreter(run.inputs, {})(w.capture("small").term)
    layer = run.module(**run.activations)
    coords = {t.args[COORD_ARG[t.op]] for t in term.walk() if t.op in COORD_ARG}
    for tiles in ({}, {p: max(1, extent(p) * 3 // 8) for p in coords}):
        got = Interpreter(run.inputs, tiles)(term)
        assert ((got - program).norm() / program.norm()).item() < 1e-12, tiles
        assert ((got - layer).norm() / layer.norm()).item() < 1e-6, tiles


@pytest.mark.slow  # an extraction of a whole decoder layer: 20 to 70 s each on 2 busy cores (hf_llama_decode 4-6 min)
@pytest.mark.parametrize("name", LAYERS)  # every layer here has attention
def test_small_has_attention_in_one_online_softmax_kernel(name, tmp_path):
    """Where the layer has attention, a candidate computes it in one online-softmax kernel (issue 28), and that
    candidate equals the layer. So does one whose attention folds into one accumulator (FlashAttention's form,
    RRescaleAcc: issue 51), hf_llama_decode's over its cache concatenated with the new token included."""
    w = get_workload(name)
    found = program_extracted(w, "small")   # the extraction test_extract_workloads checks every candidate of
    fused = [c for c in found.candidates if online_softmax_attention(c.term)]
    assert fused, f"{name}: no candidate with attention in one online-softmax kernel among {len(found.candidates)}"
    one_acc = [c for c in found.candidates if any(t.op == "PReduce" and t.args[0] == Term("RRescaleAcc")
                                                  for t in c.term.walk())]
    assert one_acc, f"{name}: no one-accumulator candidate among {len(found.candidates)}"
    for k, best in enumerate((min(fused, key=lambda c: c.kernels), min(one_acc, key=lambda c: c.kernels))):
        assert_equals_layer(w, best.term)
        # and as Triton kernels (the interpreter here), in the default dtype
        path = tmp_path / f"fused{k}.py"
        path.write_text(render(lower(best.term, DEFAULT_DTYPE), workload=w.name, workload_path=w.path,
                               config="small", candidate=found.candidates.index(best), summary=best.summary,
                               filename=path.name))
        result = check(load_module(path), w, "small", dtype=DTYPES[DEFAULT_DTYPE])
        assert result.ok, (best.summary, result.rel_err, result.error)


@pytest.mark.slow  # an extraction at 7B-class widths: one to three minutes each here
@pytest.mark.parametrize("name", LAYERS)
def test_paper_has_attention_in_one_online_softmax_kernel(name, tmp_path):
    """The same form at the real-shape config (shapes are data: the e-graph's forms do not depend on them)."""
    _, found, _ = extract_program(get_workload(name), "paper", dump_path=tmp_path / "egraph.txt")
    assert any(online_softmax_attention(c.term) for c in found.candidates), \
        f"{name} [paper]: no candidate with attention in one online-softmax kernel among {len(found.candidates)}"
