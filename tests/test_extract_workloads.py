"""Every candidate of every workload (issue [extraction]): extracted as `eqiforge run` extracts it, at the small
config, lowerable, and equal to the PyTorch module in the reference interpreter (float64, fresh random inputs,
default and ragged tiles). Programs that compose.py cuts are checked as composed.

The workloads with a hundred candidates or more, or whole layers, take one to four minutes each here (each candidate
interpreted twice, after up to a minute of extraction): they are marked slow and run with
`bin/test --slow tests/test_extract_workloads.py`. (swa_gqa's and attention_sinks' grouped-query attention is the
attention of attention_decode and attention_prefill, whose every candidate is checked in the default run, here and
in test_extract; attention_sinks' kernels are also checked in the default run by test_suite_kernels and
test_gpu_kernels.)"""
import pytest

from eqiforge.host.capture.workloads import all_workloads

from .helpers import assert_lowerable, assert_matches_pytorch, program_extracted

SLOW = {"attention_sinks", "diff_attention", "mhc", "qknorm_mla", "swa_gqa", "swiglu_stack", "hf_bert", "hf_gemma", "hf_gpt2", "hf_llama_decode", "hf_llama_prefill",
        "hf_mistral", "hf_qwen2"}  # transformers' layers: whole decoder layers
# attention_decode (2 products, never cut) extracts here exactly the 78 candidates that test_extract's
# test_attention_decode_has_a_single_kernel_online_softmax[small] extracts (the default beam of 64) and checks the same
# way, lowerable and equal to PyTorch at default and ragged tiles: it runs here with --slow only
SLOW |= {"attention_decode"}
# rmsnorm_swiglu is rmsnorm_mlp's normalisation (every candidate checked here by default, and exhaustively in
# test_extract) with gated_mlp's SiLU gate (checked here by default) and a down projection; its one-kernel form, the
# down projection's loop over the gate's tiles, is derived and checked against PyTorch by default in
# test_derivations (small and small_square): its every candidate (16 s here) runs with --slow
SLOW |= {"rmsnorm_swiglu"}
# attention_prefill (31 s here): its attention is attention_decode's with a query tile, its fused families are derived
# at small in test_derivations and their kernels run against PyTorch by default in test_masked_tiles and test_held_tiles
SLOW |= {"attention_prefill"}
WORKLOADS = [pytest.param(name, marks=pytest.mark.slow) if name in SLOW else name for name in sorted(all_workloads())]


@pytest.mark.parametrize("name", WORKLOADS)
def test_every_candidate_matches_pytorch(name):
    w = all_workloads()[name]
    found = program_extracted(w, "small")
    assert found.candidates, f"{name}: no candidate"
    for c in found.candidates:
        assert_lowerable(c.term)
        assert_matches_pytorch(w, "small", c.term)
