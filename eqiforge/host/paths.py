"""Where the project's editable data lives: the package is installed in place, so these are repository paths."""
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
EGG_DIR = ROOT / "egglog_src"
WORKLOADS_DIR = ROOT / "workloads"
RESULTS_DIR = ROOT / "results"
TEMPLATES_DIR = ROOT / "templates"


def shown_path(path) -> str:
    """A path as messages show it: relative to the working directory when it lies inside it."""
    p = Path(path)
    try:
        return str(p.resolve().relative_to(Path.cwd().resolve()))
    except (ValueError, OSError):
        return str(path)
