"""Modules with weights: parameters and buffers are inputs named by module path, and verification feeds the kernels
the weights of the very module the reference runs."""
import json
from pathlib import Path

import pytest
import torch

from eqiforge.host.capture.export import CaptureError, capture
from eqiforge.host.capture.workloads import Workload, WorkloadError
from eqiforge.host.codegen.verify import check, load_module, relative_error
from eqiforge.host.interp import evaluate
from eqiforge.host.pipeline import check_capture

TINY = Path(__file__).parent / "workloads_tiny"


def linear_rope() -> Workload:
    return Workload("user_linear_rope", TINY / "user_linear_rope.py")


class Held(torch.nn.Module):
    """nn.Linear's weight and bias, and a mask kept with register_buffer, as model code keeps them."""
    def __init__(self):
        super().__init__()
        self.proj = torch.nn.Linear(8, 4)
        self.register_buffer("mask", torch.tensor([True, False, True, False]))

    def forward(self, x):
        return torch.where(self.mask, self.proj(x), 0.0)


def test_parameters_and_buffers_are_inputs_named_by_module_path():
    m = Held().eval()
    captured = capture(m, {"x": torch.empty(2, 8, device="meta")})  # a CPU module beside meta inputs
    inputs = {t.args[0]: (t.args[1], t.args[2].op) for t in captured.term.walk() if t.op == "Input"}
    assert inputs == {"x": ((2, 8), "F32"), "proj.weight": ((4, 8), "F32"), "proj.bias": ((4,), "F32"),
                      "mask": ((4,), "Bool")}
    x = torch.randn(2, 8, dtype=torch.float64)
    m = m.double()
    weights = {"proj.weight": m.proj.weight.detach(), "proj.bias": m.proj.bias.detach(), "mask": m.mask}
    with torch.no_grad():
        assert relative_error(evaluate(captured.term, {"x": x, **weights}), m(x)) < 1e-12
    assert next(m.parameters()).device.type == "cpu"  # capture works on a meta copy, never on the user's module


def test_an_input_named_like_a_parameter_is_refused_in_one_line():
    class Clash(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.w = torch.nn.Parameter(torch.ones(3))

        def forward(self, w):
            return w * self.w

    with pytest.raises(CaptureError, match=r"the input w has the name of a parameter or buffer of the module"):
        capture(Clash(), {"w": torch.empty(3, device="meta")})


def test_instance_gives_activations_and_the_modules_own_weights():
    w = linear_rope()
    run = w.instance("small", seed=3)
    assert set(run.activations) == {"x", "position_ids"}  # make_inputs supplies activations only
    assert set(run.weights) == {"q_proj.weight", "q_proj.bias", "k_proj.weight", "norm_weight", "inv_freq"}
    assert torch.equal(run.weights["q_proj.weight"], run.module.q_proj.weight)
    assert run.activations["position_ids"].dtype == torch.int64
    # weights are seeded: one seed, one set of weights; another seed, others
    assert torch.equal(w.instance("small", seed=3).weights["q_proj.weight"], run.weights["q_proj.weight"])
    assert not torch.equal(w.instance("small", seed=4).weights["q_proj.weight"], run.weights["q_proj.weight"])
    # in bf16 the kernels read the rounded weights, and the reference module holds exactly those
    bf = w.instance("small", seed=3, dtype=torch.bfloat16)
    assert bf.weights["q_proj.weight"].dtype == torch.bfloat16 and bf.module.q_proj.weight.dtype == torch.bfloat16


def test_capture_of_integer_positions_times_inv_freq_interprets_as_pytorch():
    # positions (int64) -> float, times the inv_freq buffer, cos/sin, Linear layers with and without bias
    assert check_capture(linear_rope(), "small", seed=1) < 1e-12


def test_make_inputs_naming_a_weight_is_refused(tmp_path):
    src = (TINY / "user_linear_rope.py").read_text().replace('"position_ids": torch', '"inv_freq": torch')
    path = tmp_path / "clash.py"
    path.write_text(src)
    with pytest.raises(WorkloadError, match=r"make_inputs returns inv_freq, which the module holds"):
        Workload("clash", path).instance("small")


@pytest.mark.slow  # 19 s: a whole run
def test_run_verifies_a_module_with_linear_layers_and_buffers_with_its_own_weights(run_cli, tmp_path):
    # (no GPU compile check: the weights are what this is about; test_gpu_compile covers the check. --beam 8: 14
    # families instead of 47, the same best)
    code, out, _ = run_cli("run", str(TINY / "user_linear_rope.py"), "--config", "small", "--out", str(tmp_path),
                           "--compile", "none", "--beam", "8")
    assert code == 0, out
    report = json.loads((tmp_path / "report.json").read_text())
    assert report["verification"]["failed"] == 0 and report["verification"]["verified"] >= 1
    best = next(f for f in report["families"] if f["id"] == report["best"])
    assert report["best_kernels"] == best["kernels"] < report["unfused_kernels"]
    kernels = load_module(tmp_path / best["source"])
    w = linear_rope()
    assert check(kernels, w, "small", seed=5).ok
    # the kernels read the weights they are given: other weights give another result than the module's
    run = w.instance("small", seed=5)
    ref = run.module.double()(**{k: v.double() if v.is_floating_point() else v for k, v in run.activations.items()})
    inputs = dict(run.inputs, **{"q_proj.weight": run.weights["q_proj.weight"] * 2})
    assert relative_error(kernels.launch(inputs, None).double(), ref) > 1e-2
    assert relative_error(kernels.launch(run.inputs, None).double(), ref) < 1e-4
    # bench: the best family checked again, and the eager baseline run on the same module with activations only
    from eqiforge.host.rank.bench import bench_workload
    assert bench_workload(w, "small", results=tmp_path).verified
