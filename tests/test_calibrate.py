"""`eqiforge calibrate`: the latency model held against published GPU measurements (calibration/points.toml,
results/calibration.md). Every point is modelled on the real family of its workload and must stay in its band: a
model change that moves a point out of it fails here, with the point's name and figures."""
import math

import pytest

from eqiforge.host.capture.workloads import resolve_workload
from eqiforge.host.codegen.lower import lower
from eqiforge.host.rank import calibrate as cal
from eqiforge.host.rank.hardware import hardware
from eqiforge.host.rank.model import exact_latency
from eqiforge.host.rank.search import rank_plan, structure
from eqiforge.host.rank.work import work_of

from .helpers import extracted_of


def shared(w, config):
    """The extraction the calibration takes a family from, shared with the other test files (tests/shared.py:
    test_gpu_kernels, test_suite_kernels and test_model_counts extract the small configs with these options)."""
    return extracted_of(w, config, beam=16, budget=150_000)


@pytest.fixture(scope="module")
def data():
    return cal.load_points()


@pytest.fixture(scope="module")
def rows(data):
    return cal.calibrate(data, shared)


def test_every_point_stays_within_its_band(rows):
    out = [f"{r.point['id']}: modelled {r.modelled_us} us / measured {r.measured_us:.4g} us = "
           f"{'no figure' if r.ratio is None else f'{r.ratio:.3f}'}, band {r.band}" for r in rows if not r.within]
    assert not out, "\n".join(out)


def test_the_table_covers_what_the_issue_asks(rows, data):
    assert len(rows) >= 12 and len({r.point["source"] for r in rows}) >= 3
    attention = [r for r in rows if r.point.get("work") == "attention"]
    dims = {(r.point["dims"]["head_dim"], r.point["dims"].get("causal", True)) for r in attention if r.ratio}
    assert {(128, True), (128, False), (64, False)} <= dims
    assert {r.point["workload"] for r in rows} >= {"attention_prefill", "attention_decode",
                                                    "calibration/workloads/gemm.py",
                                                    "calibration/workloads/rmsnorm.py"}
    # a point out of 1.3x says why; one with no figure says why not
    for r in rows:
        if r.ratio is None:
            assert r.point.get("no_figure"), r.point["id"]
        elif not 1 / cal.TOLERANCE <= r.ratio <= cal.TOLERANCE:
            assert r.point.get("why") and "band" in r.point, r.point["id"]


def test_geometric_means_lie_in_the_issues_range(rows):
    attention = [r.ratio for r in rows if r.ratio and r.point.get("work") == "attention"]
    every = [r.ratio for r in rows if r.ratio]
    assert 0.8 <= cal.geomean(attention) <= 1.25, cal.geomean(attention)
    assert 0.8 <= cal.geomean(every) <= 1.25, cal.geomean(every)


def test_measured_figures_are_converted_by_the_sources_flop_count():
    # FlashAttention's benchmark: 4 b h s^2 d FLOPs, half causal; 298 TFLOP/s at b 8, h 16, s 2048, d 128, causal
    point = {"id": "x", "measured": 298, "unit": "TFLOP/s", "work": "attention",
             "dims": {"batch": 8, "heads": 16, "seq_len": 2048, "head_dim": 128, "causal": True}}
    assert cal.measured_us(point) == pytest.approx(4 * 8 * 16 * 2048 ** 2 * 128 / 2 / 298e12 * 1e6)
    assert cal.measured_us({"id": "y", "measured": 0.0013, "unit": "ms", "dims": {}}) == pytest.approx(1.3)


@pytest.mark.parametrize("workload,family", [
    ("calibration/workloads/gemm.py", "grid(a.0@0, b.1@1) loop(a.1[48]: sum) [1 mm]"),
    ("calibration/workloads/rmsnorm.py", "grid(x.0@0)"),
])
def test_a_plan_scaled_to_other_shapes_is_the_plan_lowered_at_them(workload, family):
    """The fast path (a family lowered once at the probe config, modelled at a point's shapes) against the slow
    one: the same family extracted and lowered at those shapes has the same structure (work per kernel, extents)
    and the same modelled latency."""
    w = resolve_workload(str(cal.ROOT / workload))
    probe, other = w.config("small"), w.config("small_other")
    scaled = [cal.at_shapes(p, probe, other) for p in cal.family_plans(w, "small", family, shared)]
    direct = [plan for plan in (lower(c.term) for c in shared(w, "small_other").candidates)
              if structure(plan) == structure(scaled[0])]
    assert direct, f"no family lowered at small_other has the structure of {family!r} scaled to it"
    hw = hardware("h100")
    assert rank_plan(direct[0], hw).modelled_us == pytest.approx(rank_plan(scaled[0], hw).modelled_us)
    tiles = rank_plan(direct[0], hw).schedule
    assert exact_latency(direct[0], work_of(direct[0]), tiles, hw)[0] == pytest.approx(
        exact_latency(scaled[0], work_of(scaled[0]), tiles, hw)[0])


def test_an_extent_no_single_dimension_explains_is_refused():
    w = resolve_workload(str(cal.ROOT / "calibration/workloads/gemm.py"))
    plan = cal.family_plans(w, "small", "grid(a.0@0, b.1@1) loop(a.1[48]: sum) [1 mm]", shared)[0]
    with pytest.raises(cal.CalibrationError, match="ambiguous"):
        cal.at_shapes(plan, {"m": 32, "k": 48, "n": 64, "other": 64}, {"m": 1, "k": 2, "n": 3, "other": 4})
    with pytest.raises(cal.CalibrationError, match="no dimension"):
        cal.at_shapes(plan, {"m": 32, "k": 48}, {"m": 1, "k": 2})


def test_special_functions_and_element_wise_work_are_priced():
    """The calibrated model prices a softmax's exponentials at the SFU rate: without `sfu_tops` the same family at
    the same schedule is modelled faster, by at least its exponentials' time."""
    import dataclasses
    w = resolve_workload("attention_prefill")
    plan = cal.at_shapes(cal.family_plans(w, "small", "grid(k.0@0, k.1@1, q.2@2) loop(k.2[32]: rescale) "
                                          "{loop(k.3[16]: sum)} [2 mm]", shared)[0],
                         w.config("small"), {"batch": 1, "heads": 16, "seq_len": 4096, "head_dim": 64})
    tiles = cal.schedule_of(plan, {"grid k.0@0": 1, "grid k.1@1": 1, "grid q.2@2": 128, "loop k.2": 64,
                                   "loop k.3": "whole", "num_warps": 8, "num_stages": 3})
    hw = hardware("h100")
    bare = dataclasses.replace(hw, sfu_tops=0.0)
    priced, unpriced = (exact_latency(plan, work_of(plan), tiles, h)[0] for h in (hw, bare))
    exps = 16 * 4096 * 4096 / hw.sfu_per_us   # one exp per score element (no mask), over the whole GPU
    assert math.isfinite(priced) and priced > unpriced
    assert priced - unpriced >= exps / 2   # resident programs may hide up to half of it
