"""Where the project's editable data lives: the package is installed in place, so these are repository paths."""
import os
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
EGG_DIR = ROOT / "egglog_src"
WORKLOADS_DIR = ROOT / "workloads"
RESULTS_DIR = ROOT / "results"
TEMPLATES_DIR = ROOT / "templates"


def workloads_dir() -> Path:
    """The workload suite: workloads/ of the repository, or $EQIFORGE_WORKLOADS_DIR when set (a suite kept
    elsewhere; tests use it to try broken workload files without writing into the repository)."""
    return Path(os.environ.get("EQIFORGE_WORKLOADS_DIR") or WORKLOADS_DIR)


def shown_path(path) -> str:
    """A path as messages show it: relative to the working directory when it lies inside it."""
    p = Path(path)
    try:
        return str(p.resolve().relative_to(Path.cwd().resolve()))
    except (ValueError, OSError):
        return str(path)
