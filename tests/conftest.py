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
