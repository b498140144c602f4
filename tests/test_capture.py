"""Capture + reference interpreter against PyTorch, and the errors capture gives for programs it cannot take."""
import textwrap

import pytest
import torch

from eqiforge.host import term as ir
from eqiforge.host.capture import CaptureError, capture
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
    w = _write_workload(tmp_path, "z = x + y\nreturn torch.cumsum(z, dim=0)\n")
    with pytest.raises(CaptureError) as exc:
        w.capture("small")
    msg = str(exc.value)
    assert "cumsum" in msg and f"{w.path}:11" in msg, msg


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


# ---- slicing and concatenation: each ATen op non-strict export emits for them, against PyTorch in float64
class _Fn(torch.nn.Module):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def forward(self, x, w):
        return self.fn(x, w)


def _rotate_half(x):
    x1, x2 = x.chunk(2, -1)
    return torch.cat((-x2, x1), dim=-1)


SLICING = {  # name -> (program, IR constructors its capture must contain)
    "slice": (lambda x, w: x[..., :3] * x[:, :, 2:5] + x[-1:, 1:2, -3:], {"Slice"}),
    "slice-end-past-size": (lambda x, w: x[:, :, 4:100] + 1.0, {"Slice"}),
    "select": (lambda x, w: x[0].transpose(0, 1) @ w[1] + w[-1].sum(), {"Slice", "Reshape"}),
    "cat": (lambda x, w: torch.cat([x, -x[:, :1], x * 2], dim=1), {"Concat"}),
    "cat-promotes": (lambda x, w: torch.cat([x, x > 0], dim=-1), {"Concat", "Cast"}),
    "narrow": (lambda x, w: x.narrow(2, 1, 3) - x.narrow(-1, -3, 3), {"Slice"}),
    "split": (lambda x, w: torch.split(x, 2, dim=2)[2] * torch.split(x, 2, dim=2)[0][..., :1], {"Slice"}),
    "split-sizes": (lambda x, w: sum(p.sum(-1, keepdim=True) for p in torch.split(x, [1, 3, 1], dim=-1)), {"Slice"}),
    "tensor-split": (lambda x, w: x.tensor_split(3, dim=-1)[2] * x.tensor_split(3, dim=-1)[0][..., :1], {"Slice"}),
    "chunk-uneven": (lambda x, w: x.chunk(2, -1)[1] + x.chunk(2, -1)[0][..., :2], {"Slice"}),
    "rotate-half": (lambda x, w: x[..., :4] * 0.5 + _rotate_half(x[..., :4]), {"Slice", "Concat"}),
    "stack": (lambda x, w: torch.stack([x, x.exp(), -x], dim=1), {"Concat", "Reshape"}),
    "unbind": (lambda x, w: w.unbind(0)[0] * w.unbind(0)[2], {"Slice", "Reshape"}),
}


@pytest.mark.parametrize("name", sorted(SLICING))
def test_slicing_and_concatenation_capture_equals_pytorch(name):
    fn, ops = SLICING[name]
    g = torch.Generator().manual_seed(5)
    inputs = {"x": torch.randn(3, 4, 5, generator=g, dtype=torch.float64),
              "w": torch.randn(3, 4, 4, generator=g, dtype=torch.float64)}
    captured = capture(_Fn(fn), inputs)
    assert ops <= {t.op for t in captured.term.walk()}, name
    expected = fn(**inputs)
    assert torch.allclose(evaluate(captured.term, inputs), expected, rtol=1e-12, atol=1e-12)


def test_strided_slice_is_refused_in_one_line():
    with pytest.raises(CaptureError, match=r"unsupported use of slice: slice with step 2 \(only step 1\)$"):
        capture(_Fn(lambda x, w: x[:, ::2]), {"x": torch.randn(3, 4), "w": torch.randn(2)})


def test_slice_and_concat_interpret_as_narrow_and_cat():
    x, y = ir.Input("x", (3, 5), "F32"), ir.Input("y", (3, 2), "BF16")
    xv, yv = torch.rand(3, 5) + 0.5, torch.rand(3, 2) + 0.5
    got = evaluate(ir.Concat(ir.Slice(x, 1, 1, 3), ir.Cast(y, "F32"), 1), {"x": xv, "y": yv})
    assert torch.equal(got, torch.cat([xv[:, 1:4], yv], 1).double())
    with pytest.raises(Exception, match="Slice \\[3, 6\\) of axis 1"):
        evaluate(ir.Slice(x, 1, 3, 3), {"x": xv})
