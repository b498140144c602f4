"""Capture + reference interpreter against PyTorch, and the errors capture gives for programs it cannot take."""
import inspect
import logging
import textwrap
from pathlib import Path

import pytest
import torch

from eqiforge.host import term as ir
from eqiforge.host.capture.export import CaptureError, capture
from eqiforge.host.capture.workloads import Workload, WorkloadError, all_workloads, get_workload
from eqiforge.host.interp import evaluate
from eqiforge.host.pipeline import check_capture
from eqiforge.host.term import parse_sexpr, to_sexpr

from .conftest import LAYERS, WORKLOADS
from .helpers import Fn, capture_error, randn

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
    # small config, float64, fresh random inputs (seeded, never zeros). transformers' layers cast to float32 on
    # purpose (norms, rotary tables, softmax), which rounds in the float64 reference and not in the term
    w = get_workload(name)
    exact = name not in LAYERS
    assert check_capture(w, "small", seed=1) < (1e-9 if exact else 1e-6)


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


# ---------------------------------------------------------------------------------------------------------------
# Composite ops users write, each expanded into IR primitives: the interpreted term against PyTorch in float64.

F = torch.nn.functional
X, Y = randn(3, 5, 7, seed=1), randn(3, 5, 7, seed=2)
Q, K, V = randn(2, 4, 6, 8, seed=3), randn(2, 4, 9, 8, seed=4), randn(2, 4, 9, 5, seed=5)
COMPOSITES = {
    # values ~1000: exp(x) overflows float64, so only the max-shifted form gets these right
    "logsumexp": (lambda x: torch.logsumexp(x, -1), dict(x=X * 1000)),
    "logsumexp_keepdim_dims": (lambda x: torch.logsumexp(x, (0, 2), keepdim=True), dict(x=X * 1000)),
    "logsumexp_negative": (lambda x: torch.logsumexp(x, 1), dict(x=-X.abs() * 1000)),
    "amax_amin_dims": (lambda x: torch.amax(x, (0, 2)) + torch.amin(x, (0, 2), keepdim=True), dict(x=X)),
    "max_min_overloads": (lambda x, y: x.max(1).values.unsqueeze(1) + x.min() + torch.maximum(x, y)
                          + torch.min(x, y), dict(x=X, y=Y)),
    "mean": (lambda x: x.mean() + x.mean((0, 2), keepdim=True), dict(x=X)),
    "var_correction_0": (lambda x: torch.var(x, -1, correction=0), dict(x=X + 3)),
    "var_correction_1": (lambda x: x.var((0, 1), keepdim=True), dict(x=X + 3)),
    "std_correction_0": (lambda x: x.std(-1, unbiased=False), dict(x=X + 3)),
    "std_correction_1_all": (lambda x: x.std() + x, dict(x=X + 3)),
    "var_mean_std_mean": (lambda x: torch.var_mean(x, -1)[0] + torch.std_mean(x, -1, correction=0)[1], dict(x=X)),
    "where_python_scalars": (lambda x, y: torch.where(x > 0, x, 0.5) + torch.where(y > 0, -1.5, y)
                             + torch.where(x > y, 2.0, 3.0), dict(x=X, y=Y)),
    "clamp_scalars_tensors": (lambda x, y: x.clamp(-0.5, 0.5) + x.clamp(min=y) + x.clamp(max=y)
                              + torch.clamp_min(x, 0.1) + x.clamp_max(y), dict(x=X, y=Y)),
    "softplus_threshold": (lambda x: F.softplus(x * 3, beta=2.0, threshold=5.0) + F.softplus(x), dict(x=X)),
    "relu6_hardtanh_hard": (lambda x: F.relu6(x * 4) + F.hardtanh(x, -0.3, 0.7) + F.hardsigmoid(x * 3)
                            + F.hardswish(x * 3), dict(x=X)),
    "leaky_elu_selu_celu": (lambda x: F.leaky_relu(x, 0.1) + F.elu(x, 0.7) + torch.selu(x) + F.celu(x, 0.5),
                            dict(x=X)),
    "mish_sign": (lambda x: F.mish(x * 3) + torch.sign(x), dict(x=X)),
    "sdpa": (lambda q, k, v: F.scaled_dot_product_attention(q, k, v), dict(q=Q, k=K, v=V)),
    "sdpa_causal_scale": (lambda q, k, v: F.scaled_dot_product_attention(q, k, v, is_causal=True, scale=0.3),
                          dict(q=Q, k=K, v=V)),
    "sdpa_bool_mask": (lambda q, k, v, m: F.scaled_dot_product_attention(q, k, v, attn_mask=m),
                       dict(q=Q, k=K, v=V, m=(randn(6, 9, seed=6) > -0.5) | torch.eye(6, 9, dtype=torch.bool))),
    "sdpa_float_mask": (lambda q, k, v, m: F.scaled_dot_product_attention(q, k, v, attn_mask=m),
                        dict(q=Q, k=K, v=V, m=randn(6, 9, seed=7))),
    "sdpa_gqa": (lambda q, k, v: F.scaled_dot_product_attention(q, k, v, enable_gqa=True),
                 dict(q=Q, k=K[:, :2], v=V[:, :2])),
    # values ~1000 again: exp overflows unless shifted by the larger operand
    "logaddexp": (lambda x, y: torch.logaddexp(x * 1000, y * 1000) + torch.logaddexp(x, -y), dict(x=X, y=Y)),
    # rotary tables computed in forward from positions, as models write them
    "rope_tables_sin_cos": (lambda x: x * torch.cat([(torch.arange(5, dtype=x.dtype)[:, None]
                                                      * 10000.0 ** (-torch.arange(0, 7, 2, dtype=x.dtype) / 7))] * 2,
                                                     dim=-1)[:, :7].cos()
                            + x.sin(), dict(x=X)),
    # factories without device=: capture runs on meta tensors, these must become meta tensors too
    "factories_without_device": (lambda x: x + torch.arange(7, dtype=x.dtype) + torch.ones(5, 7, dtype=x.dtype)
                                 + torch.full((7,), 0.5) + torch.zeros(3, 1, 1), dict(x=X)),
}


@pytest.mark.parametrize("name", COMPOSITES)
def test_composite_op_expands_to_primitives_equal_to_pytorch(name):
    fn, inputs = COMPOSITES[name]
    assert capture_error(fn, **inputs) < 1e-13


def test_logsumexp_of_a_minus_inf_row_is_minus_inf_like_torch():
    x = X.clone()
    x[0, 1, :] = -torch.inf
    meta = {"x": torch.empty(x.shape, device="meta")}
    got = evaluate(capture(Fn(lambda x: torch.logsumexp(x, -1)), meta).term, {"x": x})
    assert torch.equal(got.isneginf(), torch.logsumexp(x, -1).isneginf()) and got[0, 1] == -torch.inf


@pytest.mark.parametrize("fn, says", [
    (lambda x: F.dropout(x, 0.1, training=True), "dropout in training mode is random"),
    (lambda x: x.max(-1).indices.float(), "argmax"),
    (lambda x: x * x.sum().item(), "data-dependent value"),
    (lambda x: x[x > 0], "data-dependent value"),
    (lambda x: x + torch.tensor([1.0, 2.0]).sum(), "tensor constant"),
])
def test_refusals_are_one_line_naming_op_and_line(fn, says):
    with pytest.raises(CaptureError) as exc:
        capture(Fn(fn), {"x": torch.empty(4, 8, device="meta")})
    msg = str(exc.value)
    # the line named is in the program's module: Fn's forward, which calls fn
    assert says in msg and f"{Path(inspect.getsourcefile(Fn)).name}:" in msg and "\n" not in msg, msg


def test_data_dependent_control_flow_names_the_line_and_keeps_torch_logs_quiet(tmp_path, capfd):
    w = _write_workload(tmp_path, "z = x * 2\nif z.sum() > 0:\n    return z\nreturn y\n")
    level = logging.getLogger("torch").level
    with pytest.raises(CaptureError) as exc:
        w.capture("small")
    msg = str(exc.value)
    assert msg.startswith(f"data-dependent control flow at {w.path}:11: `if z.sum() > 0:`"), msg
    assert capfd.readouterr().err == ""  # torch's warning and its partial graph stayed out of the terminal
    assert logging.getLogger("torch").level == level


# ---- slicing and concatenation: each ATen op non-strict export emits for them, against PyTorch in float64
class _TwoInputs(torch.nn.Module):
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
    captured = capture(_TwoInputs(fn), inputs)
    assert ops <= {t.op for t in captured.term.walk()}, name
    expected = fn(**inputs)
    assert torch.allclose(evaluate(captured.term, inputs), expected, rtol=1e-12, atol=1e-12)


def test_strided_slice_is_refused_in_one_line():
    with pytest.raises(CaptureError, match=r"unsupported use of slice: slice with step 2 \(only step 1\)$"):
        capture(_TwoInputs(lambda x, w: x[:, ::2]), {"x": torch.randn(3, 4), "w": torch.randn(2)})


def test_slice_and_concat_interpret_as_narrow_and_cat():
    x, y = ir.Input("x", (3, 5), "F32"), ir.Input("y", (3, 2), "BF16")
    xv, yv = torch.rand(3, 5) + 0.5, torch.rand(3, 2) + 0.5
    got = evaluate(ir.Concat(ir.Slice(x, 1, 1, 3), ir.Cast(y, "F32"), 1), {"x": xv, "y": yv})
    assert torch.equal(got, torch.cat([xv[:, 1:4], yv], 1).double())
    with pytest.raises(Exception, match="Slice \\[3, 6\\) of axis 1"):
        evaluate(ir.Slice(x, 1, 3, 3), {"x": xv})


def test_a_region_export_keeps_as_a_higher_order_op_is_refused_in_one_line():
    class Autocast(torch.nn.Module):
        def forward(self, x):
            with torch.autocast("cpu", enabled=False):
                y = x * 2
            return y + 1

    with pytest.raises(CaptureError, match=r"torch.export kept a region as a higher-order op \(wrap_with_autocast\)"):
        capture(Autocast(), {"x": torch.empty(4, 3, device="meta")})
