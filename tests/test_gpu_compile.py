"""The GPU compile check (gpu_compile.py): Triton's own compiler for sm_90, run here without a GPU, on a small
hand-written kernel file whose variants use tensor cores, do not, or spill; its cache and time limit; and the
choice of the best family, which never falls on a schedule that spills."""
import types

import pytest

from eqiforge.host.rank import gpu_compile, search
from eqiforge.host.rank.gpu_compile import Job, compile_and_choose, compile_families
from eqiforge.host.rank.hardware import hardware

from .helpers import tiny

TARGET, SHARED = ("cuda", 90, 32), 227 * 1024

WORKLOAD = '''
import torch
from torch import nn

DESCRIPTION = "x @ w on 32 x 32 tiles"
CONFIGS = {"small": {"n": 32}}


class Program(nn.Module):
    def __init__(self, cfg):
        super().__init__()

    def forward(self, x, w):
        return x @ w


def make_inputs(cfg, generator, dtype=torch.float32):
    n = cfg["n"]
    return {"x": torch.randn(n, n, generator=generator).to(dtype),
            "w": torch.randn(n, n, generator=generator).to(dtype)}
'''

# variant 0: tl.dot on the 16-bit operands (tensor cores); 1: broadcast-multiply-sum in fp32 (CUDA cores);
# 2: 8192 fp32 values live across a reduction in one program (256 registers a thread at one warp: it spills)
KERNELS = '''
import torch
import triton
import triton.language as tl


@triton.jit
def kernel_0(x_ptr, w_ptr, o_ptr, N: tl.constexpr, VARIANT: tl.constexpr):
    r = tl.arange(0, N)
    a = tl.load(x_ptr + r[:, None] * N + r[None, :])
    b = tl.load(w_ptr + r[:, None] * N + r[None, :])
    if VARIANT == 0:
        c = tl.dot(a, b)
    else:
        c = tl.sum(a.to(tl.float32)[:, :, None] * b.to(tl.float32)[None, :, :], axis=1)
    tl.store(o_ptr + r[:, None] * N + r[None, :], c)


@triton.jit
def kernel_1(x_ptr, o_ptr, BIG: tl.constexpr):
    r = tl.arange(0, BIG)
    x = tl.load(x_ptr + r).to(tl.float32)
    tl.store(o_ptr + r, x / tl.sum(x * x))


def launch(inputs, tiles=None):
    x, w = inputs["x"], inputs["w"]
    out = torch.empty(x.shape[0], w.shape[1], dtype=torch.float32, device=x.device)
    if tiles["variant"] < 2:
        kernel_0[(1,)](x, w, out, N=x.shape[0], VARIANT=tiles["variant"])
    else:
        big = torch.empty(8192, dtype=torch.float32, device=x.device)
        kernel_1[(1,)](big, big, BIG=8192)
    return out
'''


@pytest.fixture
def files(tmp_path):
    (tmp_path / "mm.py").write_text(WORKLOAD)
    (tmp_path / "kernels.py").write_text(KERNELS)
    return tmp_path


def job(files, **schedule) -> Job:
    return Job(str(files / "kernels.py"), str(files / "mm.py"), "small", schedule, "bf16")


def test_registers_spills_shared_memory_and_tensor_cores_come_from_the_compiled_kernel(files):
    dot, broadcast, spill = compile_families(
        [job(files, variant=0), job(files, variant=1), job(files, variant=2, num_warps=1)], TARGET, SHARED)
    for rec in (dot, broadcast, spill):
        assert rec.ok and rec.error is None and rec.target == "sm_90", rec
        assert 0 < rec.registers <= 255
    assert dot.tensor_cores and not broadcast.tensor_cores  # mma / wgmma in the PTX
    assert dot.shared_bytes > 0 and dot.spilled_bytes == 0 and broadcast.spilled_bytes == 0
    assert dot.kernels[0]["num_warps"] == 4  # Triton's default where neither the launcher nor the schedule says
    assert spill.spilled_bytes > 0 and not spill.legal and spill.kernels[0]["num_warps"] == 1
    assert dot.legal and broadcast.legal


def test_a_file_reading_named_values_compiles_on_meta_inputs_of_their_shapes(files):
    """A segment's candidate reads values of the program under names of its own, not a workload's inputs: Job.inputs
    gives their shapes and IR dtypes, and the record is the one the workload's own inputs give."""
    named = Job(str(files / "kernels.py"), "", "small", {"variant": 0}, "bf16",
                inputs=[["w", [32, 32], "F32"], ["x", [32, 32], "F32"]])
    by_workload, by_names = compile_families([job(files, variant=0), named], TARGET, SHARED)
    assert by_names.ok and by_names.tensor_cores, by_names  # bf16 operands on tensor cores: stored in the run dtype
    assert (by_names.registers, by_names.shared_bytes) == (by_workload.registers, by_workload.shared_bytes)
    wrong = Job(named.path, "", "small", {"variant": 0}, "bf16", inputs=[["x", [32, 32], "F32"]])
    assert not compile_families([wrong], TARGET, SHARED)[0].ok  # launch() reads "w": no such input


def test_compiles_are_cached_and_a_timeout_is_not(files, monkeypatch):
    first = compile_families([job(files, variant=1)], TARGET, SHARED)[0]

    def no_pool(*args, **kwargs):
        raise AssertionError("compiled again")
    with monkeypatch.context() as patched:
        patched.setattr(gpu_compile, "_run_pool", no_pool)
        assert compile_families([job(files, variant=1)], TARGET, SHARED)[0] == first
    slow = compile_families([job(files, variant=0, num_warps=8)], TARGET, SHARED, timeout_s=0.2)[0]
    assert not slow.ok and slow.error.startswith("timeout: the compile did not finish in 0.2 s")
    assert compile_families([job(files, variant=0, num_warps=8)], TARGET, SHARED)[0].ok  # compiled, not cached


def family(fid, us, schedule, files):
    return types.SimpleNamespace(id=fid, modelled_us=us, kernels=1, source="kernels.py", same_code_as=None,
                                 same_structure_as=None, schedule=schedule, compiled=None, bytes=1, flops=1)


def test_a_schedule_that_spills_is_never_best_and_the_next_legal_one_is_tried(files, monkeypatch):
    hw = hardware("h200")
    to_job = lambda f, schedule: job(files, **schedule)  # noqa: E731
    # no other schedule to try: the spilling family is passed over for the next one
    monkeypatch.setattr(search, "next_schedules", lambda plan, hw, schedule, n, dtype, kernels=None: [])
    fast, slow = family("f0", 1.0, {"variant": 2, "num_warps": 1}, files), family("f1", 3.0, {"variant": 1}, files)
    assert compile_and_choose([fast, slow], [fast, slow], {"f0": None, "f1": None}, hw, to_job) is slow
    assert fast.compiled["spilled_bytes"] > 0 and slow.compiled["ok"]
    # the model's next schedule (more warps: fewer registers a thread) compiles without spills: it replaces the first
    more_warps = search.Ranked(1.5, {"variant": 2, "num_warps": 8}, 1, 1)
    monkeypatch.setattr(search, "next_schedules", lambda plan, hw, schedule, n, dtype, kernels=None: [more_warps])
    fast, slow = family("f0", 1.0, {"variant": 2, "num_warps": 1}, files), family("f1", 3.0, {"variant": 1}, files)
    assert compile_and_choose([fast, slow], [fast, slow], {"f0": None, "f1": None}, hw, to_job) is fast
    assert fast.schedule == {"variant": 2, "num_warps": 8} and fast.modelled_us == 1.5
    assert fast.compiled["spilled_bytes"] == 0 and fast.compiled["replaced"]["schedule"]["num_warps"] == 1
    # --compile none: the fastest modelled, nothing compiled
    fast, slow = family("f0", 1.0, {"variant": 2, "num_warps": 1}, files), family("f1", 3.0, {"variant": 1}, files)
    assert compile_and_choose([fast, slow], [fast, slow], {}, hw, to_job, mode="none") is fast
    assert fast.compiled is None


def test_run_at_a_config_the_interpreter_does_not_run_compiles_ranks_and_exits_0(run_cli, tmp_path):
    """Without a GPU, a non-small config is rendered, ranked and compiled: its families are "not run", never
    failed, and the run exits 0 with a best that compiles for sm_90 without spilling."""
    import json

    import torch
    if torch.cuda.is_available():
        pytest.skip("with a GPU the families run")
    from eqiforge.host.paths import ROOT
    code, out, _ = run_cli("run", str(ROOT / "tests/workloads_tiny/plain_matmul.py"), "--config", "large_k",
                           "--out", str(tmp_path))
    report = json.loads((tmp_path / "report.json").read_text())
    assert code == 0, out
    v, c = report["verification"], report["compile"]
    assert v["failed"] == 0 and v["verified"] == 0 and v["not_run"] == len(report["families"]) - v["merged"] > 0
    assert c["target"] == "sm_90" and c["compiled"] >= 1 and c["failed"] == 0
    best = next(f for f in report["families"] if f["id"] == report["best"])
    assert best["compiled"]["ok"] and best["compiled"]["spilled_bytes"] == 0 and best["compiled"]["registers"] <= 255
    assert set(best["schedule"]) >= {"num_warps", "num_stages"}
    assert "not run" in (tmp_path / "report.md").read_text() and "families not run" in out


def test_retries_after_a_spill_halve_only_the_tiles_of_the_kernel_that_spilled():
    """A tile only another kernel holds frees none of the spilling kernel's registers: the next schedules the
    compile check tries halve the spilling kernel's tiles (or add warps), never another kernel's alone."""
    from eqiforge.host.codegen.lower import lower
    from eqiforge.host.extract.extract import unfused_term_candidate

    plan = lower(unfused_term_candidate(tiny("user_rmsnorm_linear").capture("small").term).term, "bf16")
    hw = hardware("h200")
    schedule = search.rank_plan(plan, hw).schedule
    mine = set(plan.tile_keys["kernel_1"].values())
    others = {key for k, per in plan.tile_keys.items() if k != "kernel_1" for key in per.values()} - mine
    assert mine and others  # the test needs tiles of both kinds
    changed = lambda s: {k for k in s if s[k] != schedule.get(k)} - {"num_warps"}  # noqa: E731
    every = search.next_schedules(plan, hw, schedule, 50)
    assert any(changed(r.schedule) & others for r in every)
    mine_only = search.next_schedules(plan, hw, schedule, 50, kernels={"kernel_1"})
    assert mine_only and all(changed(r.schedule) <= mine for r in mine_only)
