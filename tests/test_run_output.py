"""What `eqiforge run` leaves for a user who is not watching a terminal: one-line errors for an --out/--runs that
cannot be a directory (before any work), plain progress lines on stderr, and reports that a rerun rewrites byte
for byte."""
import os
import subprocess
import sys

import pytest


def test_run_out_an_existing_file_is_one_line_without_traceback(tmp_path):
    (tmp_path / "FILE").write_text("not a directory\n")
    r = subprocess.run([sys.executable, "-m", "eqiforge.host.cli", "run", "gated_mlp", "--out",
                        str(tmp_path / "FILE")], capture_output=True, text=True, env=dict(os.environ))
    assert r.returncode == 1
    assert r.stderr.strip() == f"error: --out {tmp_path / 'FILE'}: {tmp_path / 'FILE'} is a file, not a directory"
    assert "Traceback" not in r.stderr and r.stdout == ""


@pytest.mark.parametrize("argv", [
    ["run", "gated_mlp", "--out", "{file}"],
    ["run", "gated_mlp", "--out", "{file}/sub"],
    ["limits", "gated_mlp", "--runs", "{file}"],
    ["limits", "gated_mlp", "--out", "{file}/limits.md"],
    ["fuzz", "--count", "1", "--out", "{file}"],
    ["saturate", "gated_mlp", "--out", "{dir}"],
    ["extract", "gated_mlp", "--out", "{file}/egraph.txt"],
    ["rule-table", "--out", "{dir}"],
    ["calibrate", "--out", "{dir}"],
])
def test_out_paths_are_checked_before_any_work(run_cli, tmp_path, monkeypatch, argv):
    """A file where a directory goes (or a directory where a file goes) is refused in one line, before the command
    captures, saturates or runs anything."""
    from eqiforge.host import jobs, pipeline
    from eqiforge.host.capture import workloads
    from eqiforge.host.fuzz import fuzz
    from eqiforge.host.rank import calibrate
    from eqiforge.host.saturate import saturation

    def no_work(*args, **kwargs):
        raise AssertionError("work started before the output path was checked")
    for name in ("extract_program", "run_pipeline"):
        monkeypatch.setattr(pipeline, name, no_work)
    monkeypatch.setattr(saturation, "saturate", no_work)
    monkeypatch.setattr(workloads.Workload, "capture", no_work)
    monkeypatch.setattr(jobs, "map_jobs", no_work)
    monkeypatch.setattr(fuzz, "fuzz", no_work)
    monkeypatch.setattr(calibrate, "calibrate", no_work)
    (tmp_path / "FILE").write_text("x\n")
    argv = [a.format(file=tmp_path / "FILE", dir=tmp_path) for a in argv]
    code, out, err = run_cli(*argv)
    assert code == 1 and out == ""
    assert len(err.strip().splitlines()) == 1 and err.startswith("error: --")
    assert ("is a file, not a directory" in err) or ("is a directory; give the file to write" in err)


def test_steady_writes_floats_to_three_significant_figures():
    from eqiforge.host.files import steady
    assert steady(0.0017284563905450316) == 0.00173
    assert steady(6163.123) == 6160.0 and steady(3.031) == 3.03 and steady(-2.5e-05) == -2.5e-05
    # float64 rounding noise: two machines' capture errors differ at the second figure; both are written as 0
    assert steady(1.7781e-16) == steady(1.9716e-16) == steady(0.0) == 0.0
    assert steady(1e-9) == 1e-9
    # integers (bytes, flops, tile sizes), booleans, strings and None are kept as they are
    kept = {"bytes": 123456789, "ok": True, "id": "f00", "error": None, "tiles": [3, 7]}
    assert steady(kept) == kept and type(steady(kept)["ok"]) is bool
    assert steady({"a": [{"b": 2.0 / 3.0}]}) == {"a": [{"b": 0.667}]}


def _with_timings(report: dict, shift: float) -> dict:
    """A committed report as run_pipeline returns it (wall-clock figures in), each family's error moved by `shift`
    of itself: what another machine's rerun gives, its errors differing in their last digits (the modelled figures
    are the model's, the same from the same schedule anywhere)."""
    import copy
    r = copy.deepcopy(report)
    r.pop("figures", None)
    for f in r["families"]:
        if f["rel_err"]:
            f["rel_err"] *= 1 + shift
    r["egraph"]["seconds"], r["extraction"]["seconds"] = 1.0 + shift, 2.0 + shift
    r["capture_check"]["relative_error"] = 1.7781e-16 if shift else 1.9716e-16
    return r


def test_a_report_written_twice_from_two_machines_figures_is_byte_identical(tmp_path):
    """The lora report with its floats as two machines give them (the 16th digit apart) is written byte for byte
    the same; the ranking, the best family and the families' figures (to 3 figures) are those of the run."""
    import json

    from eqiforge.host.paths import RESULTS_DIR
    from eqiforge.host.run_report import write_report
    committed = json.loads((RESULTS_DIR / "lora" / "report.json").read_text())
    a, b = _with_timings(committed, 0.0), _with_timings(committed, 3e-15)
    assert json.dumps(a) != json.dumps(b)
    write_report(tmp_path / "a", a)
    write_report(tmp_path / "b", b)
    for name in ("report.json", "report.md"):
        assert (tmp_path / "a" / name).read_bytes() == (tmp_path / "b" / name).read_bytes(), name
    written = json.loads((tmp_path / "a" / "report.json").read_text())
    assert written["ranking"]["order"] == committed["ranking"]["order"] and written["best"] == committed["best"]
    assert written["capture_check"]["relative_error"] == 0.0 and "significant figures" in written["figures"]
    for w, c in zip(written["families"], committed["families"]):
        for key in ("rel_err", "modelled_us"):
            if c[key] is not None:
                assert abs(w[key] - c[key]) <= 5e-3 * abs(c[key]), (key, w[key], c[key])
                assert len(f"{w[key]:e}".split("e")[0].rstrip("0").replace(".", "").lstrip("-")) <= 3
    # the wall-clock figures go to timings.json, which git ignores
    assert json.loads((tmp_path / "b" / "timings.json").read_text())["saturation_seconds"] == 1.0 + 3e-15


def test_progress_prints_stage_lines_and_counts_only_where_there_is_no_terminal():
    from eqiforge.host.progress import Progress, steps
    shown, plain = [], []
    p = Progress(shown.append, plain.append, every=10).within("segment 2/3")
    p("loading rules")
    p.stage("saturation: started")
    for i in range(1, 26):
        p.count("verify", i, 25, "families")
    assert shown == ["segment 2/3: loading rules", "segment 2/3: saturation: started"]
    assert plain == ["segment 2/3: saturation: started", "segment 2/3: verify: 10/25 families",
                     "segment 2/3: verify: 20/25 families", "segment 2/3: verify: 25/25 families"]
    # on a terminal (plain None) and for a caller's own callable, everything is the live detail, as before
    got = []
    q = steps(got.append)
    q.stage("extraction: done")
    q.count("verify", 10, 10)
    assert got == ["extraction: done"] and steps(q) is q


def test_run_without_a_terminal_prints_each_stage_start_and_end(run_cli, tmp_path):
    """stderr captured (not a TTY, as in CI or under nohup): plain lines as saturation, extraction, ranking with
    verification, and the compile check start and end, and the family count; stdout keeps the report."""
    from eqiforge.host.paths import ROOT
    code, out, err = run_cli("run", str(ROOT / "tests/workloads_tiny/scale_copy.py"), "--config", "small",
                             "--out", str(tmp_path))
    assert code == 0, err
    lines = err.strip().splitlines()
    assert lines[0].startswith("capture: started, scale_copy [small]")
    for stage in ("capture", "saturation", "extraction", "ranking and verification", "compile check"):
        started = next(i for i, line in enumerate(lines) if line.startswith(f"{stage}: started"))
        done = next(i for i, line in enumerate(lines) if line.startswith(f"{stage}: done"))
        assert started < done, stage
    report = __import__("json").loads((tmp_path / "report.json").read_text())
    n = len(report["families"])
    assert f"ranking and verification: {n}/{n} families" in lines
    assert f"ranking and verification: done, {n} of {n} families ranked, {report['verification']['verified']} " \
           "verified" in lines
    assert "best:" in out and "saturation" not in out


def test_an_inaccurate_solution_is_reported_once_in_words(run_cli, tmp_path, monkeypatch):
    """cvxpy's "Solution may be inaccurate" warning is not let through; the run says how many families it hit."""
    import warnings

    import cvxpy
    from cvxpy.utilities.warn import warn as cvxpy_warn

    from eqiforge.host.paths import ROOT
    from eqiforge.host.rank import search
    solve = cvxpy.Problem.solve

    def inaccurate(self, *args, **kwargs):  # what cvxpy does where its solver stops short of the tolerance
        value = solve(self, *args, **kwargs)
        self._status = "optimal_inaccurate"
        # through cvxpy's own warn, which attributes the warning to the first frame outside cvxpy (the caller's)
        cvxpy_warn("Solution may be inaccurate. Try another solver, adjusting the solver settings, or solve with "
                   "verbose=True for more information.")
        return value
    monkeypatch.setattr(cvxpy.Problem, "solve", inaccurate)
    monkeypatch.setattr(search, "_SOLVED", {})
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        code, out, err = run_cli("run", str(ROOT / "tests/workloads_tiny/scale_copy.py"), "--config", "small",
                                 "--out", str(tmp_path), "--compile", "none")
    assert code == 0, err
    assert not [w for w in caught if "inaccurate" in str(w.message)]
    said = [line for line in err.splitlines() if "inaccurate" in line]
    assert len(said) == 1 and said[0].startswith("ranking: the solver reported an inaccurate solution for "), said
