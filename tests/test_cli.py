"""The commands users run: list, show, saturate (+ dump determinism), diff, and one-line errors."""
import json
import os
import subprocess
import sys

import pytest

from .conftest import WORKLOADS


def test_list_shows_every_workload(run_cli):
    code, out, _ = run_cli("list")
    assert code == 0
    for name in WORKLOADS:
        assert name in out


@pytest.mark.parametrize("name", WORKLOADS)
def test_show(run_cli, name):
    code, out, _ = run_cli("show", name)
    assert code == 0
    assert "distinct IR nodes" in out and "(let $root" in out


def test_saturate_json_writes_identical_dumps_and_diff(run_cli, tmp_path):
    first, second = tmp_path / "a.txt", tmp_path / "b.txt"
    code, out, _ = run_cli("saturate", "attention_decode", "--json", "--out", str(first))
    assert code == 0
    report = json.loads(out)
    assert report["classes"] > 0 and report["nodes"] >= report["classes"] and report["seconds"] > 0
    assert [p["name"] for p in report["phases"]] == ["algebra", "refinement", "propagation", "tile-algebra", "storage"]
    for phase in report["phases"]:  # per phase: time, size, and whether a limit ended it
        assert {"seconds", "nodes", "classes", "limit_hit", "stop", "matches"} <= phase.keys()
        assert phase["limit_hit"] == (phase["stop"] != "saturated")
    assert report["phases"][-1]["classes"] == report["classes"]
    # a second run, in another process with another hash seed, writes the identical file
    r = _cli("saturate", "attention_decode", "--out", str(second), env_extra={"PYTHONHASHSEED": "12345"})
    assert r.returncode == 0, r.stderr
    assert first.read_bytes() == second.read_bytes()
    code, out, _ = run_cli("diff", str(first), str(second))
    assert code == 0 and out.strip() == "no change"

    extra = tmp_path / "extra.egg"
    extra.write_text('(ruleset extra)\n(rule ((= e (Unary (Exp) x)) (= (ty e) (ty x)))\n'
                     '  ((union e (Binary (Pow) (Scalar 2.718281828459045) x))) :ruleset extra :name "exp-as-pow")\n')
    third = tmp_path / "c.txt"
    code, _, _ = run_cli("saturate", "attention_decode", "--rules", str(extra), "--out", str(third))
    assert code == 0
    code, out, _ = run_cli("diff", str(first), str(third), "--json")
    summary = json.loads(out)
    assert summary["classes_added"] > 0 and summary["nodes_removed"] == 0
    code, out, _ = run_cli("diff", str(first), str(third))
    assert "(Binary Pow " in out and "2.718281828459045" in out


def _cli(*argv, env_extra=None):
    env = {**os.environ, **(env_extra or {})}
    return subprocess.run([sys.executable, "-m", "eqiforge.host.cli", *argv], capture_output=True, text=True, env=env)


def test_run_checks_capture_then_saturates(run_cli, tmp_path):
    code, out, _ = run_cli("run", "lora", "--out", str(tmp_path / "lora.txt"))
    assert code == 0
    assert "capture check: relative error" in out and "lora [paper]" in out
    assert (tmp_path / "lora.txt").read_text().startswith("# eqiforge e-graph dump")


def test_bad_workload_name_is_one_line_without_traceback():
    r = _cli("saturate", "no_such_workload")
    assert r.returncode != 0
    assert r.stderr.strip().startswith("error: unknown workload 'no_such_workload'")
    assert len(r.stderr.strip().splitlines()) == 1 and "Traceback" not in r.stderr


def test_egg_syntax_error_is_one_line_with_file_and_line(tmp_path):
    bad = tmp_path / "bad.egg"
    bad.write_text("(ruleset bad)\n(rule ((= e (Exp x))) ((union e x)) :ruleset bad :name \"x\")\n")
    r = _cli("saturate", "lora", "--rules", str(bad), "--out", str(tmp_path / "d.txt"))
    assert r.returncode != 0
    assert f"{bad}:2:" in r.stderr and "Traceback" not in r.stderr
    assert len(r.stderr.strip().splitlines()) == 1
