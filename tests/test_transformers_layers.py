"""transformers as a client (issue 28): the hf_* workloads wrap transformers' own layer classes, built from their
config classes with seeded random weights. Capture at small and at 7B-class widths here; whole runs in --slow."""
import json

import pytest
import torch

from eqiforge.host.workloads import all_workloads, get_workload, module_tensors

LAYERS = sorted(n for n, w in all_workloads().items() if "from transformers" in w.path.read_text())
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


@pytest.mark.slow
@pytest.mark.parametrize("name", PARAMS)
def test_small_run_verifies_families_fewer_kernels_than_unfused(name, run_cli, tmp_path):
    code, out, err = run_cli("run", name, "--config", "small", "--out", str(tmp_path))
    assert code == 0, err
    report = json.loads((tmp_path / "report.json").read_text())
    verified = [f for f in report["families"] if f["verified"]]
    assert verified and report["verification"]["failed"] == 0
    best = next(f for f in verified if f["id"] == report["best"])
    # fewer kernels than the captured program with a kernel per computation
    assert report["best_kernels"] == best["kernels"] < report["unfused_kernels"]
