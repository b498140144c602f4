"""Kernels of the suite's workloads beyond rmsnorm_mlp and attention_decode (test_codegen.py), in a file of their own
so the two test workers share the interpreter time."""
import pytest

from eqiforge.host.capture.workloads import get_workload

from .helpers import BF16_WORKLOADS, assert_verified, candidates_of, fused_and_unfused


@pytest.mark.parametrize("name", ["attention_prefill", "attention_sinks", "lora", "layernorm_gemm"])
def test_suite_workloads_render_kernels_that_match_pytorch(name, tmp_path_factory, tmp_path):
    """Beside rmsnorm_mlp and attention_decode (test_codegen.py): causal prefill, a Transformer-layer workload (attention with a
    sink logit), LoRA and LayerNorm-GEMM, each extracted within a small budget (the suite's time), their fused
    families (one or two kernels) and their most-kernel family run in Triton's interpreter against PyTorch."""
    w = get_workload(name)
    cands = candidates_of(w, "small", beam=16, budget=150_000)
    chosen = [c for c in cands if c.kernels <= 2][:6] + [cands[-1]]
    assert any(c.kernels == 1 for c in chosen), [c.summary for c in cands]
    if name in BF16_WORKLOADS:
        # the families test_gpu_kernels runs in bf16 (its first one-kernel ones and the last) are not run again here
        # in fp32: under the interpreter both compute in fp32 after load and differ only in what they store
        ran = {id(c) for c in fused_and_unfused(w, tmp_path_factory)}
        chosen = [c for c in chosen if id(c) not in ran]
        assert chosen, "families beyond those the bf16 test runs"
    assert_verified(w, chosen, tmp_path)
