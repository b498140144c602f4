"""Capture + reference interpreter against PyTorch, and the errors capture gives for programs it cannot take."""
import textwrap

import pytest
import torch

from eqiforge.host import term as ir
from eqiforge.host.capture import CaptureError
from eqiforge.host.interp import evaluate
from eqiforge.host.pipeline import check_capture
from eqiforge.host.term import parse_sexpr, to_sexpr
from eqiforge.host.workloads import Workload, WorkloadError, all_workloads, get_workload

from .conftest import WORKLOADS

EXPECTED = {"attention_decode", "attention_prefill", "rmsnorm_mlp", "rmsnorm_swiglu", "gated_mlp", "lora",
            "layernorm_gemm", "ngpt", "qknorm_mla", "mhc", "swa_gqa", "attention_sinks", "diff_attention"}


def test_suite_has_all_workloads_with_paper_and_small_configs():
    found = all_workloads()
    assert EXPECTED <= set(found)
    for w in found.values():
        assert {"paper", "small"} <= set(w.configs), w.name
        assert w.description


@pytest.mark.parametrize("name", WORKLOADS)
def test_capture_then_interpret_equals_pytorch(name):
    # small config, float64, fresh random inputs (seeded, never zeros)
    assert check_capture(get_workload(name), "small", seed=1) < 1e-9


def test_paper_config_captures_without_allocating():
    captured = get_workload("attention_decode").capture("paper")
    inputs = {t.args[0]: t.args[1] for t in captured.term.walk() if t.op == "Input"}
    assert inputs["q"] == (16, 32, 1, 128) and inputs["k"] == (16, 32, 4096, 128)


def _write_workload(tmp_path, body: str) -> Workload:
    path = tmp_path / "custom.py"
    path.write_text(textwrap.dedent('''
        import torch
        from torch import nn
        DESCRIPTION = "test program"
        CONFIGS = {"small": {}, "paper": {}}
        class Program(nn.Module):
            def __init__(self, cfg):
                super().__init__()
            def forward(self, x, y):
        ''') + textwrap.indent(textwrap.dedent(body), " " * 8) + textwrap.dedent('''
        def make_inputs(cfg, generator, dtype=torch.float32):
            return {"x": torch.randn(4, 8, generator=generator, dtype=dtype),
                    "y": torch.randn(4, 8, generator=generator, dtype=dtype)}
        '''))
    return Workload("custom", path)


def test_unsupported_op_names_op_file_and_line(tmp_path):
    w = _write_workload(tmp_path, "z = x + y\nreturn torch.cat([z, y], dim=0)\n")
    with pytest.raises(CaptureError) as exc:
        w.capture("small")
    msg = str(exc.value)
    assert "cat" in msg and f"{w.path}:11" in msg, msg


def test_broadcasting_and_promotion_are_explicit(tmp_path):
    w = _write_workload(tmp_path, "return (x * y.sum(0)).amax(-1) + torch.arange(4, device=x.device) * 0.5\n")
    captured = w.capture("small")
    inputs = w.inputs("small", dtype=torch.float64)
    assert torch.allclose(evaluate(captured.term, inputs), w.program("small")(**inputs), rtol=1e-12)


def test_unknown_workload_is_a_clear_error():
    with pytest.raises(WorkloadError, match="unknown workload 'nope'"):
        get_workload("nope")


def test_term_text_round_trips_and_interprets():
    x = ir.Input("x", (2, 3), "F32")
    t = ir.Reduce("RSum", 1, ir.Binary("Mul", ir.Unary("Exp", x), ir.Scalar(-1.5e-06)))
    text = to_sexpr(t)
    assert parse_sexpr(text) == t
    xv = torch.rand(2, 3, dtype=torch.float64) + 0.5
    assert torch.allclose(evaluate(text, {"x": xv}), (xv.exp() * -1.5e-06).sum(1, keepdim=True))
