"""The pictures (rank/plots.py): roofline.png of a run and limits.png of the limits rows, checked on hand-made data
against hand-computed points; the same data writes the same bytes."""
import copy
import json

import pytest

from eqiforge.host.rank.plots import (ROOFLINE, draw_limits, draw_roofline, draw_run, limits_figure,
                                      roofline_figure)
from eqiforge.host.rank.hardware import hardware

PNG = b"\x89PNG\r\n\x1a\n"


def _family(fid, flops, nbytes, us, **kw):
    return dict({"id": fid, "flops": flops, "bytes": nbytes, "modelled_us": us, "same_structure_as": None}, **kw)


def _report(best="f01", gpu="H200"):
    """Three ranked families (one with no FLOPs), one unranked and one merged into f00, ranked on the H200 in
    bf16."""
    families = [_family("f00", 2_000_000, 1_000_000, 4.0),          # 2 FLOP/B, 0.5 TFLOP/s
                _family("f01", 8_000_000_000, 10_000_000, 20.0),    # 800 FLOP/B, 400 TFLOP/s
                _family("f02", 0, 1_000_000, 1.0),                  # a copy: no place on a log axis
                _family("f03", 5, 5, None),                         # no legal schedule: not ranked
                _family("f04", 2_000_000, 1_000_000, 4.0, same_structure_as="f00")]
    return {"workload": "w", "config": "small", "dtype": "bf16", "best": best, "families": families,
            "ranking": {"gpu": gpu, "order": ["f01", "f00", "f02"], "fp32_tflops": 67, "bandwidth_gbps": 4300,
                        "ridge_flop_per_byte": 15.58}}


def _scatter(ax, label_start):
    found = [c for c in ax.collections if c.get_label().startswith(label_start)]
    assert len(found) == 1, [c.get_label() for c in ax.collections]
    return [tuple(p) for p in found[0].get_offsets().tolist()]


def test_the_roofline_places_each_ranked_family_under_the_roofs_and_stars_the_best():
    import matplotlib.pyplot as plt
    fig, data = roofline_figure(_report())
    try:
        assert list(data.points) == ["f01", "f00"] and data.left_out == ["f02"] and data.best == "f01"
        assert data.points["f00"] == pytest.approx((2.0, 0.5)) and data.points["f01"] == pytest.approx((800, 400))
        # the report's fp32 roof, and the H200 file's bf16 tensor-core rate (790 TFLOP/s, measured on the project's
        # H200: h200.json)
        assert data.roofs == {"fp32 CUDA cores": 67.0, "bf16 tensor cores": 790.0}
        ax = fig.axes[0]
        assert ax.get_xscale() == ax.get_yscale() == "log"
        assert "modelled" in ax.get_title() and "modelled" in ax.get_xlabel() and "modelled" in ax.get_ylabel()
        assert _scatter(ax, "best f01") == pytest.approx([(800, 400)])
        assert _scatter(ax, "ranked families") == pytest.approx([(2.0, 0.5)])   # the others; f02 left out
        lines = {line.get_label().split(":")[0]: line.get_xydata() for line in ax.lines}
        # memory roof: 4300 GB/s is 4.3 TFLOP/s per FLOP/B; each compute roof starts at its ridge
        (x0, y0), (x1, y1) = lines["memory"]
        assert y0 == pytest.approx(4.3 * x0) and y1 == pytest.approx(4.3 * x1) and x1 == pytest.approx(790 / 4.3)
        assert lines["fp32 CUDA cores"][0] == pytest.approx((67 / 4.3, 67))
        assert lines["bf16 tensor cores"][0] == pytest.approx((790 / 4.3, 790))
    finally:
        plt.close(fig)


def test_a_roofline_without_a_hardware_file_has_the_reports_fp32_roof_alone():
    import matplotlib.pyplot as plt
    fig, data = roofline_figure(_report(gpu="MyGPU"))
    plt.close(fig)
    assert data.roofs == {"fp32 CUDA cores": 67.0}


def test_the_roofline_png_is_the_same_bytes_for_the_same_report(tmp_path):
    a = draw_roofline(_report(), tmp_path / "a.png")
    draw_roofline(_report(), tmp_path / "b.png")
    draw_roofline(_report(best="f00"), tmp_path / "c.png")
    assert a.best == "f01"
    first = (tmp_path / "a.png").read_bytes()
    assert first.startswith(PNG) and first == (tmp_path / "b.png").read_bytes()
    assert first != (tmp_path / "c.png").read_bytes()     # another best family is another picture


def _limits_rows():
    row = {"workload": "a", "config": "paper", "dtype": "bf16", "best": "f01", "kernels": 3, "modelled_us": 10.0,
           "limit_us": 5.0, "bound": "memory", "compiled": None, "modelled_bytes": 150, "compulsory_bytes": 100}
    return [row, dict(row, workload="b", kernels=1, modelled_us=1.0, limit_us=2.0),
            dict(row, workload="c", best=None, modelled_us=None)]


def test_the_limits_picture_has_each_workloads_ratio_and_launch_floor_on_a_log_axis():
    import matplotlib.pyplot as plt
    from eqiforge.host.limits import table
    hw = hardware("h200")
    assert hw.launch_us == 0.4   # results/calibration.md: a kernel boundary in a CUDA graph
    fig, data = limits_figure(_limits_rows(), hw)
    try:
        # a: 10 / 5 = 2x, floor (3 x 0.4 + 5) / 5 = 1.24x; b: 1 / 2 = 0.5x, floor (0.4 + 2) / 2 = 1.2x
        assert data.ratios == {"a [paper]": pytest.approx((2.0, 1.24)), "b [paper]": pytest.approx((0.5, 1.2))}
        assert data.left_out == ["c [paper]"] and data.geomean == pytest.approx(1.0)
        ax = fig.axes[0]
        assert ax.get_xscale() == "log" and "modelled" in ax.get_xlabel()
        # the rows top to bottom in the table's order; the one without a family is named, with no point
        assert _scatter(ax, "modelled") == pytest.approx([(2.0, 2), (0.5, 1)])
        assert _scatter(ax, "launch floor") == pytest.approx([(1.24, 2), (1.2, 1)])
        assert [t.get_text() for t in ax.get_yticklabels()] == ["a [paper]", "b [paper]", "c [paper]: no family"]
        assert sorted(line.get_xdata()[0] for line in ax.lines) == pytest.approx([1.0, 1.0])  # limit, geomean
    finally:
        plt.close(fig)
    # the table says the same
    text = table(_limits_rows(), hw)
    assert "| 2.00x | 1.24x |" in text and "| 0.50x | 1.20x |" in text


def test_limits_writes_its_picture_beside_the_table_and_embeds_it(tmp_path):
    from eqiforge.host.limits import write_limits
    hw = hardware("h200")
    table, picture = write_limits(_limits_rows(), hw, tmp_path / "limits.md")
    assert picture == tmp_path / "limits.png"
    assert table.read_text().endswith("\n![modelled / limit](limits.png)\n")
    draw_limits(_limits_rows(), hw, tmp_path / "again.png")
    assert picture.read_bytes().startswith(PNG) and picture.read_bytes() == (tmp_path / "again.png").read_bytes()
    draw_limits(_limits_rows()[:2], hw, tmp_path / "fewer.png")
    assert picture.read_bytes() != (tmp_path / "fewer.png").read_bytes()


def test_limits_rows_redraw_the_picture_without_running_anything(run_cli, tmp_path):
    """`limits --rows ROWS.json --out F.md`: the table and F.png, the picture of those rows."""
    rows = _limits_rows()[:2]
    (tmp_path / "rows.json").write_text(json.dumps(rows))
    code, out, _ = run_cli("limits", "--rows", str(tmp_path / "rows.json"), "--out", str(tmp_path / "t.md"),
                           "--gpu", "h200")
    assert code == 0 and "t.png" in out
    draw_limits(rows, hardware("h200"), tmp_path / "expected.png")
    assert (tmp_path / "t.png").read_bytes() == (tmp_path / "expected.png").read_bytes()


def _committed_lora():
    from eqiforge.host.paths import RESULTS_DIR
    return json.loads((RESULTS_DIR / "lora" / "report.json").read_text())


def test_report_md_embeds_the_roofline_between_the_summary_and_the_table():
    from eqiforge.host.run_report import report_markdown
    lines = report_markdown(_committed_lora()).splitlines()
    at = lines.index("![roofline](roofline.png)")
    assert lines[at - 1] == lines[at + 1] == "" and lines[at - 2].startswith("- roofline: ")
    assert lines[at + 2].startswith("| family | modelled µs |")


def test_write_report_draws_the_roofline_from_the_kept_figures(tmp_path):
    """A run writes roofline.png beside report.md, the picture of the report.json it writes (so redrawing an
    existing run gives the same bytes)."""
    from eqiforge.host.run_report import write_report
    report = copy.deepcopy(_committed_lora())
    report["egraph"]["seconds"], report["extraction"]["seconds"] = 1.0, 2.0   # a run's report has them
    write_report(tmp_path / "run", report)
    written = (tmp_path / "run" / ROOFLINE).read_bytes()
    assert written.startswith(PNG)
    again = tmp_path / "again"
    again.mkdir()
    (again / "report.json").write_text((tmp_path / "run" / "report.json").read_text())
    assert draw_run(again) == again / ROOFLINE and (again / ROOFLINE).read_bytes() == written
