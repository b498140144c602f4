"""The job layer's Ray engine on a local cluster (2 CPUs, 2 logical GPUs that no hardware backs), one cluster for
the whole module: the same results as the local pool, a killed Ray worker retried, and the CLI through `--ray`."""
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
