import pytest

from eqiforge.host.workloads import all_workloads

WORKLOADS = sorted(all_workloads())


@pytest.fixture
def run_cli(capsys):
    """Run the CLI in-process; returns (exit code, stdout, stderr)."""
    from eqiforge.host.cli import main

    def run(*argv):
        code = main(list(argv))
        captured = capsys.readouterr()
        return code, captured.out, captured.err

    return run


@pytest.fixture(autouse=True)
def _private_cache(tmp_path_factory, monkeypatch):
    """Records of rule files that passed check-rules go to a temporary cache, never the user's ~/.cache."""
    monkeypatch.setenv("EQIFORGE_CACHE_DIR", str(tmp_path_factory.mktemp("cache")))
