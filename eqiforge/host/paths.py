"""Where the project's editable data lives: the package is installed in place, so these are repository paths."""
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
EGG_DIR = ROOT / "egglog_src"
WORKLOADS_DIR = ROOT / "workloads"
RESULTS_DIR = ROOT / "results"
TEMPLATES_DIR = ROOT / "templates"
