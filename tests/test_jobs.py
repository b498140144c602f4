"""The job layer's local engine (eqiforge/host/jobs.py): order, errors, a worker that dies, timeouts, Ctrl-C and
progress. Ray's engine is tested in test_jobs_ray.py."""
import os
import signal
import sys
import time
from pathlib import Path

import pytest

from eqiforge.host import jobs
from eqiforge.host.jobs import JobResult, JobsInterrupted, map_jobs


def cube_or_raise(x):
    if x == 3:
        raise ValueError("three is refused")
    time.sleep(0.05 * (x % 3))  # unequal durations: jobs finish out of order in a pool
    return {"x": x, "cube": x ** 3, "pid": os.getpid()}


def dies_once(job):
    """Kills its own worker the first time it runs for a marker path (the retry then finds the marker)."""
    marker, x = job
    if marker and not Path(marker).exists():
        Path(marker).write_text("died once")
        os.kill(os.getpid(), signal.SIGKILL)
    return x * 10


def always_dies(x):
    os.kill(os.getpid(), signal.SIGKILL)


def sleeps(x):
    time.sleep(x)
    return x


def nested_default(_):
    return jobs.default_jobs()


def strip_pid(results):
    return [(r.index, r.error, r.value and {k: v for k, v in r.value.items() if k != "pid"}) for r in results]


def test_results_in_order_and_identical_for_any_jobs():
    items = list(range(8))
    one, two = map_jobs(cube_or_raise, items, jobs=1), map_jobs(cube_or_raise, items, jobs=2)
    assert [r.index for r in two] == items
    assert strip_pid(one) == strip_pid(two)
    assert [r.value["cube"] for r in one if r.ok] == [x ** 3 for x in items if x != 3]
    assert one[3].error == "ValueError: three is refused" and not one[3].ok
    # jobs=1 runs in this process; jobs=2 in two other processes
    assert {r.value["pid"] for r in one if r.ok} == {os.getpid()}
    pids = {r.value["pid"] for r in two if r.ok}
    assert os.getpid() not in pids and len(pids) == 2


def test_a_killed_worker_is_replaced_and_its_job_retried(tmp_path):
    items = [(None, 1), (str(tmp_path / "marker"), 2), (None, 3), (None, 4)]
    results = map_jobs(dies_once, items, jobs=2)
    assert (tmp_path / "marker").read_text() == "died once"  # the worker really died on the first attempt
    assert [r.value for r in results] == [10, 20, 30, 40] and all(r.ok for r in results)
    # retries=0: the death is the job's result, with its cause; the others still run
    (tmp_path / "marker").unlink()
    results = map_jobs(dies_once, items, jobs=2, retries=0)
    assert results[1].error == "WorkerDied: the worker process running it killed by SIGKILL (on each of 1 attempt)"
    assert [r.value for r in results if r.ok] == [10, 30, 40]


def test_a_job_whose_worker_always_dies_is_reported_after_two_attempts():
    results = map_jobs(always_dies, [1, 2], jobs=2)
    assert [r.error for r in results] == ["WorkerDied: the worker process running it killed by SIGKILL (on each of "
                                          "2 attempts)"] * 2


def test_timeout_kills_the_job_and_the_others_go_on():
    start = time.perf_counter()
    results = map_jobs(sleeps, [30, 0.1, 0.2], jobs=2, timeout_s=3)
    assert results[0].error == "Timeout: the job did not finish in 3 s"
    assert [r.value for r in results[1:]] == [0.1, 0.2]
    assert time.perf_counter() - start < 20  # the 30 s job was killed, not waited for


def test_jobs_inside_a_worker_run_in_that_worker():
    assert [r.value for r in map_jobs(nested_default, [0, 1], jobs=2)] == [1, 1]
    assert map_jobs(nested_default, [0], jobs=1)[0].value == (os.cpu_count() or 1)


@pytest.mark.parametrize("n", [1, 2])
def test_interrupt_keeps_what_finished(n):
    seen = []

    def on_result(res: JobResult):
        seen.append(res)
        if len(seen) == 2:
            raise KeyboardInterrupt  # Ctrl-C in the parent after two jobs finished

    with pytest.raises(JobsInterrupted) as info:
        map_jobs(sleeps, [0.1, 0.1, 0.2, 5, 5, 5], jobs=n, on_result=on_result)
    finished = [r for r in info.value.results if r is not None]
    assert finished == sorted(seen, key=lambda r: r.index) and len(finished) == 2 and all(r.ok for r in finished)


def test_plain_progress_lines_without_a_terminal(capsys):
    map_jobs(cube_or_raise, [1, 3], jobs=1, label="cubes", name=lambda x: f"job {x}", progress=True)
    lines = capsys.readouterr().err.strip().splitlines()
    assert len(lines) == 2
    assert lines[0].startswith("cubes: 1/2 done, 0 running, 0 failed; job 1: ok (")
    assert lines[1].startswith("cubes: 2/2 done, 0 running, 1 failed; job 3: FAILED: ValueError: three is refused (")


def test_ray_missing_is_one_line(monkeypatch):
    monkeypatch.setitem(sys.modules, "ray", None)
    with pytest.raises(jobs.RayMissing, match=r"^--ray needs Ray, which is not installed: pip install "
                                              r"'eqiforge\[ray\]'$"):
        map_jobs(cube_or_raise, [1], ray="auto")


def test_ray_address_from_the_environment(monkeypatch):
    monkeypatch.setenv("EQIFORGE_RAY_ADDRESS", "10.0.0.1:6379")
    assert jobs.ray_address(None) == "10.0.0.1:6379"
    assert jobs.ray_address("auto") == "auto"
    monkeypatch.delenv("EQIFORGE_RAY_ADDRESS")
    assert jobs.ray_address(None) is None


def _accumulating_loop(_):
    from eqiforge.host.term import Term
    return Term("PReduce", Term("RRescaleAcc"), Term("Input", "x", (2, 3)), Term("Loop", 4))


def test_a_term_a_worker_built_equals_the_same_term_built_here():
    """A term's cached hash comes from str hashes, which differ between processes: one built in a spawned worker
    must still equal (and hash as) the same term built here, or a search's result never matches its key."""
    from eqiforge.host.term import Term
    result = map_jobs(_accumulating_loop, [0, 1], jobs=2)[0]  # two jobs: a pool of spawned workers
    here = _accumulating_loop(0)
    assert result.ok and result.value == here and hash(result.value) == hash(here)
    assert result.value.args[0] == Term("RRescaleAcc")
