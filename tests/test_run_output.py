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

    def no_work(*args, **kwargs):
        raise AssertionError("work started before the output path was checked")
    for name in ("saturate", "extract_program", "run_pipeline"):
        monkeypatch.setattr(pipeline, name, no_work)
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
