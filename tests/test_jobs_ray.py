"""The job layer's Ray engine on a local cluster (2 CPUs, 2 logical GPUs that no hardware backs), one cluster for
the whole module: the same results as the local pool, a killed Ray worker retried, and the CLI through `--ray`."""
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from eqiforge.host.jobs import map_jobs

from .test_jobs import always_dies, cube_or_raise, dies_once, strip_pid

ray = pytest.importorskip("ray", reason="the ray extra: pip install 'eqiforge[ray]'")
ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def cluster():
    """A local Ray cluster this module starts and tears down (only its own processes: `ray stop` would stop every
    cluster on the machine). Its address is what `--ray ADDRESS` takes."""
    import cloudpickle

    from . import test_jobs
    # the test module's job functions travel by value: Ray's workers need not import tests/
    cloudpickle.register_pickle_by_value(test_jobs)
    ray.init(num_cpus=2, num_gpus=2, object_store_memory=200 * 2 ** 20, include_dashboard=False,
             log_to_driver=False)
    yield ray.get_runtime_context().gcs_address
    ray.shutdown()
    cloudpickle.unregister_pickle_by_value(test_jobs)


def test_ray_gives_the_pools_results(cluster):
    items = list(range(6))
    local = map_jobs(cube_or_raise, items, jobs=2)
    remote = map_jobs(cube_or_raise, items, ray=cluster)
    assert strip_pid(remote) == strip_pid(local)
    assert os.getpid() not in {r.value["pid"] for r in remote if r.ok}


def test_a_killed_ray_worker_is_retried_then_reported(cluster, tmp_path):
    items = [(None, 1), (str(tmp_path / "marker"), 2), (None, 3)]
    results = map_jobs(dies_once, items, ray=cluster)
    assert (tmp_path / "marker").read_text() == "died once"
    assert [r.value for r in results] == [10, 20, 30]
    dead = map_jobs(always_dies, [1], ray=cluster)[0]
    assert dead.error.startswith("WorkerDied: WorkerCrashedError after 2 attempts")


def cpu_timing(module, inputs):
    """A measure for the actors' plumbing on a CPU (the real one, gpu_timing, refuses without a GPU): a
    deterministic 'time' per schedule, and Triton's out-of-resources error where the tiles add up to over 120."""
    from triton.runtime.errors import OutOfResources

    def measure(family, schedule):
        tiles = [v for k, v in schedule.items() if k.rpartition(".")[2].startswith("c")]  # c0, kernel_1.c0
        if sum(tiles) > 120:
            raise OutOfResources(2 ** 20, 232448, "shared memory")
        return 100.0 / (1 + sum(tiles)) + len(family)
    return measure


@pytest.fixture(scope="module")
def two_runs(tmp_path_factory):
    """`eqiforge run` of two tiny workloads (their reports and kernels are what bench tunes)."""
    from eqiforge.host.capture.workloads import resolve_workload
    from eqiforge.host.pipeline import run_pipeline
    runs = []
    for name in ("plain_matmul", "matmul_rownorm"):
        w = resolve_workload(str(ROOT / "tests" / "workloads_tiny" / f"{name}.py"))
        out = tmp_path_factory.mktemp(name)
        run_pipeline(w, "small", out_dir=out, compile_mode="none")
        runs.append((w, out))
    return runs


@pytest.mark.slow
def test_bench_hands_the_families_of_two_workloads_to_two_gpu_actors(cluster, two_runs, tmp_path):
    import cloudpickle

    from eqiforge.host.rank import tune
    from eqiforge.host.rank.bench import bench_ray, family_jobs
    from . import test_jobs_ray
    jobs = [j for w, out in two_runs for j in family_jobs(w, "small", "bf16", out)]
    assert {j["workload"] for j in jobs} == {str(w.path) for w, _ in two_runs} and len(jobs) >= 3
    # the real timing: each actor checks its family against PyTorch, then says timing needs a GPU
    results = bench_ray(jobs, cluster, cache_root=tmp_path / "tune")
    assert [(r.workload, r.family) for r in results] == [(w.name, j["family"]) for j in jobs
                                                         for w, _ in two_runs if str(w.path) == j["workload"]]
    assert all(r.verified and r.refused.startswith("timing needs a GPU") for r in results)
    assert len({r.actor for r in results}) == 2  # one actor per (logical) GPU, both used
    assert not (tmp_path / "tune").exists()  # nothing measured, nothing cached
    # the same plumbing with a measure that runs on a CPU: every family tuned once, each timing cached once
    cloudpickle.register_pickle_by_value(test_jobs_ray)
    try:
        results = bench_ray(jobs, cluster, cache_root=tmp_path / "tune", measure=cpu_timing)
        again = bench_ray(jobs, cluster, cache_root=tmp_path / "tune", measure=cpu_timing)
    finally:
        cloudpickle.unregister_pickle_by_value(test_jobs_ray)
    assert len({r.actor for r in results}) == 2
    assert all(r.us is not None and r.measured == r.trials > 0 for r in results)
    files = list((tmp_path / "tune").rglob("*.json"))
    assert len(files) == sum(r.measured for r in results)  # each timing written once, by the actor that made it
    skipped = [s for r in results for s, _ in r.skipped]
    assert skipped and all(sum(v for k, v in s.items() if k.rpartition(".")[2].startswith("c")) > 120
                           for s in skipped)
    assert all(r.schedule not in skipped for r in results)  # a skipped schedule is never the best
    # a second pass finds every timing in the shared cache: nothing is measured again, the same bests
    assert [r.measured for r in again] == [0] * len(again)
    assert [(r.family, r.us, r.schedule) for r in again] == [(r.family, r.us, r.schedule) for r in results]
    entries = tune.Cache(tmp_path / "tune", ()).entries()
    assert len(entries) == len(files)


def eqiforge(*argv):
    return subprocess.run([sys.executable, "-m", "eqiforge.host.cli", *map(str, argv)], cwd=ROOT,
                          capture_output=True, text=True, timeout=900)


@pytest.mark.slow
def test_commands_through_ray_give_the_bytes_of_one_job(cluster, tmp_path):
    """`fuzz` and `limits` with `--ray ADDRESS` (a second process joining this module's cluster): the report and
    the table of `--jobs 1`."""
    tiny = ROOT / "tests" / "workloads_tiny"
    outputs = {}
    for engine in (("--jobs", 1), ("--ray", cluster)):
        fuzz = eqiforge("fuzz", "--count", 3, "--json", "--out", tmp_path / f"fuzz{engine[0]}", *engine)
        assert fuzz.returncode == 0, fuzz.stderr
        out = tmp_path / f"limits{engine[0]}"   # one name in two directories: the table embeds its picture by name
        out.mkdir()
        limits = eqiforge("limits", tiny / "row_sumsq.py", tiny / "scale_copy.py", "--config", "small",
                          "--out", out / "limits.md", *engine)
        assert limits.returncode == 0, limits.stderr
        outputs[engine[0]] = (json.loads(fuzz.stdout), (out / "limits.md").read_bytes(),
                              (out / "limits.png").read_bytes())
    assert outputs["--jobs"] == outputs["--ray"]
    assert outputs["--ray"][0]["generated"] == 3
