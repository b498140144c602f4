import pytest

from eqiforge.host.capture.workloads import all_workloads

WORKLOADS = sorted(all_workloads())
# transformers' own decoder layers (workloads/hf_*.py): whole layers, so their per-workload model checks are slow
LAYERS = sorted(n for n, w in all_workloads().items() if "from transformers" in w.path.read_text())



@pytest.fixture
def run_cli(capsys):
    """Run the CLI in-process; returns (exit code, stdout, stderr)."""
    from eqiforge.host.cli import main

    def run(*argv):
        code = main(list(argv))
        captured = capsys.readouterr()
        return code, captured.out, captured.err

    return run


@pytest.fixture(scope="session", autouse=True)
def _shared_work(tmp_path_factory):
    """Under pytest-xdist, a directory of this run the workers share (tests/shared.py: saturated graphs and
    extractions several files use, computed by one worker and loaded by the other)."""
    import os

    from . import shared
    if os.environ.get("PYTEST_XDIST_WORKER"):
        shared.DIR = tmp_path_factory.getbasetemp().parent / "shared-work"
        shared.DIR.mkdir(exist_ok=True)


@pytest.fixture(autouse=True)
def _private_cache(tmp_path_factory, monkeypatch):
    """Records of rule files that passed check-rules go to a temporary cache, never the user's ~/.cache."""
    monkeypatch.setenv("EQIFORGE_CACHE_DIR", str(tmp_path_factory.mktemp("cache")))


def pytest_addoption(parser):
    parser.addoption("--slow", action="store_true",
                     help="also run the tests marked slow (minutes each; not part of the default suite; CI runs them)")
    parser.addoption("--full", action="store_true",
                     help="also run the tests marked full (--slow's, and whole runs of the heaviest workloads, which "
                          "regenerating their committed reports repeats; beyond CI's 90 minutes)")


def pytest_configure(config):
    config.addinivalue_line("markers", "slow: minutes on 2 cores; run with --slow")
    config.addinivalue_line("markers", "full: tens of minutes on 2 cores, beyond CI's budget; run with --full")


def pytest_collection_modifyitems(config, items):
    # xdist hands out whole files (bin/test: --dist loadfile --no-loadscope-reorder) in this order: the files with
    # the most tests first (xdist's own default), and with --slow the files with the most slow tests (minutes
    # each) first, so that the longest files start while both workers are free instead of last
    from collections import Counter
    full = config.getoption("--full")
    slow = full or config.getoption("--slow")
    tests, slow_tests = Counter(), Counter()
    for item in items:
        tests[item.location[0]] += 1
        slow_tests[item.location[0]] += "slow" in item.keywords or "full" in item.keywords
    items.sort(key=lambda item: (-slow_tests[item.location[0]] if slow else 0, -tests[item.location[0]]))
    for item in items:
        if "full" in item.keywords and not full:
            item.add_marker(pytest.mark.skip(reason="full: run with --full"))
        elif "slow" in item.keywords and not slow:
            item.add_marker(pytest.mark.skip(reason="slow: run with --slow"))
