"""The commands on the job layer (`--jobs`): the same output bytes for one job or two, and a worker killed from
outside mid-run costs nothing but time. Whole pipelines run here, so these are slow; the layer's own behaviour is
tested in test_jobs.py (and Ray's in test_jobs_ray.py)."""
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
TINY = ROOT / "tests" / "workloads_tiny"
EQIFORGE = [sys.executable, "-m", "eqiforge.host.cli"]


def eqiforge(*argv, **kw):
    return subprocess.run([*EQIFORGE, *map(str, argv)], cwd=ROOT, capture_output=True, text=True, timeout=600,
                          **kw)


@pytest.mark.slow
def test_limits_md_is_byte_identical_for_one_job_or_two(tmp_path):
    tables, pictures = [], []
    for n in (1, 2):
        out = tmp_path / f"jobs{n}"   # one name in two directories: the table embeds its picture by name
        out.mkdir()
        r = eqiforge("limits", TINY / "row_sumsq.py", TINY / "scale_copy.py", "--config", "small", "--jobs", n,
                     "--out", out / "limits.md", "--runs", tmp_path / f"runs{n}")
        assert r.returncode == 0, r.stderr
        tables.append((out / "limits.md").read_bytes())
        pictures.append((out / "limits.png").read_bytes())
        # every finished row was kept as it came
        assert [row["workload"] for row in json.loads((tmp_path / f"runs{n}" / "rows.json").read_text())] == [
            "row_sumsq", "scale_copy"]
    assert tables[0] == tables[1] and pictures[0] == pictures[1]
    assert b"| row_sumsq | small | " in tables[0] and b"| scale_copy | small | " in tables[0]


def _workers(pid: int) -> list[int]:
    found = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        # the pool's workers, not multiprocessing's resource tracker
        if int(fields[1]) == pid and b"spawn_main" in (stat.parent / "cmdline").read_bytes():
            found.append(int(stat.parent.name))
    return sorted(found)


@pytest.mark.slow
def test_fuzz_gives_the_same_report_when_a_worker_is_killed_mid_run(tmp_path):
    """`fuzz --jobs 2` with one of its workers killed (SIGKILL, from outside) while it holds a program: the run
    completes, the program is run again, and the report is the one `--jobs 1` gives."""
    one = eqiforge("fuzz", "--count", 3, "--jobs", 1, "--json", "--out", tmp_path / "one")
    assert one.returncode == 0, one.stderr
    proc = subprocess.Popen([*EQIFORGE, "fuzz", "--count", "3", "--jobs", "2", "--json", "--out", str(tmp_path / "two")],
                            cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        workers = []
        deadline = time.time() + 60
        while len(workers) < 2 and time.time() < deadline:
            time.sleep(0.5)
            workers = _workers(proc.pid)
        assert len(workers) >= 2, "the pool's workers never started"
        time.sleep(3)  # each holds a program by now (a job is handed over as soon as its worker starts)
        os.kill(workers[0], signal.SIGKILL)
        out, err = proc.communicate(timeout=600)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 0, err
    assert "WorkerDied: the worker process running it killed by SIGKILL; retrying" in err
    assert json.loads(out) == json.loads(one.stdout)


@pytest.mark.slow
def test_check_rules_reports_the_same_for_one_job_or_two():
    from eqiforge.host.check import check_rules
    one = check_rules(seed=3, enough=2).to_json()
    two = check_rules(seed=3, enough=2, jobs=2).to_json()
    one.pop("seconds"), two.pop("seconds")
    assert one == two and one["summary"]["rules"] > 100


@pytest.mark.parametrize("jobs", [1, 2])
def test_an_interrupted_check_rules_keeps_the_rules_checked(monkeypatch, jobs):
    """Ctrl-C after two rules (in this process, or while two were back from the pool): the report holds those two,
    in the rules' order, says it was interrupted, and has not passed."""
    from eqiforge.host import jobs as layer
    from eqiforge.host.check import report as check_report

    def two_then_ctrl_c(self, rule, seed=0, enough=16):
        if len(seen) == 2:
            raise KeyboardInterrupt
        seen.append(rule.name)
        return check_report.RuleResult(rule.name, rule.ruleset, rule.file, rule.line, "ok")

    def pool_then_ctrl_c(fn, items, **kw):
        # the 3rd and 1st rules came back before Ctrl-C (finishing order is not the rules' order)
        done = [None] * len(items)
        for i in (2, 0):
            seen.append(items[i][2])
            done[i] = layer.JobResult(i, check_report.RuleResult(items[i][2], "r", "f.egg", i, "ok"))
        raise layer.JobsInterrupted(done)

    seen = []
    monkeypatch.setattr(check_report.RuleChecker, "check", two_then_ctrl_c)
    monkeypatch.setattr(layer, "map_jobs", pool_then_ctrl_c)
    report = check_report.check_rules(jobs=jobs)
    assert [r.name for r in report.results] == (seen if jobs == 1 else [seen[1], seen[0]])
    assert report.interrupted.startswith("after 2 of ") and not report.passed
    assert report.to_json()["interrupted"] == report.interrupted


@pytest.mark.slow
def test_run_of_several_workloads_as_jobs(run_cli, tmp_path, monkeypatch):
    """`run A B --jobs 2`: each workload's results/NAME/ written by its worker, the reports in the order given and
    the same families and best as one at a time."""
    from eqiforge.host import cli_pipeline
    names = [str(TINY / "scale_copy.py"), str(TINY / "row_sumsq.py")]
    found = {}
    for n in (1, 2):
        monkeypatch.setattr(cli_pipeline, "RESULTS_DIR", tmp_path / f"results{n}")
        code, out, _ = run_cli("run", *names, "--config", "small", "--compile", "none", "--jobs", str(n), "--json")
        assert code == 0
        reports = json.loads(out)
        assert [r["workload"] for r in reports] == ["scale_copy", "row_sumsq"]
        assert all((tmp_path / f"results{n}" / r["workload"] / "report.json").is_file() for r in reports)
        found[n] = [(r["best"], [(f["id"], f["summary"], f["verified"]) for f in r["families"]]) for r in reports]
    assert found[1] == found[2]
