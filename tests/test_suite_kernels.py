"""Kernels of the suite's workloads beyond rmsnorm_mlp and attention_decode (test_codegen.py), in a file of their own
so the two test workers share the interpreter time."""
import pytest

from eqiforge.host.workloads import get_workload

from .test_codegen import assert_verified
from .test_extract import candidates_of


@pytest.mark.parametrize("name", ["attention_prefill", "attention_sinks", "lora", "layernorm_gemm"])
def test_suite_workloads_render_kernels_that_match_pytorch(name, tmp_path_factory, tmp_path):
    """Beside rmsnorm_mlp and attention_decode (test_codegen.py): causal prefill, a Transformer-layer workload (attention with a
    sink logit), LoRA and LayerNorm-GEMM, each extracted within a small budget (the suite's time), their fused
    families (one or two kernels) and their most-kernel family run in Triton's interpreter against PyTorch."""
    w = get_workload(name)
    cands = candidates_of(w, "small", beam=16, budget=150_000)
    chosen = [c for c in cands if c.kernels <= 2][:6] + [cands[-1]]
    assert any(c.kernels == 1 for c in chosen), [c.summary for c in cands]
    assert_verified(w, chosen, tmp_path)
