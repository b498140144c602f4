"""Which extra rule files (`--rules F.egg`) have passed `eqiforge check-rules`, recorded in a small user cache.

A pass holds for the file's exact text checked against the project's exact rules and schedule: the record is keyed
by the sha256 of the file text together with the sha256 of every egglog_src/**/*.egg and schedule.toml, so editing
either makes the file unchecked again. Records are empty files named by that key, in $EQIFORGE_CACHE_DIR, else
$XDG_CACHE_HOME/eqiforge, else ~/.cache/eqiforge; writing one is a single file creation, so nothing is half-written.
"""
from __future__ import annotations

import hashlib
import os
from pathlib import Path

from ..paths import EGG_DIR


def cache_dir() -> Path:
    if os.environ.get("EQIFORGE_CACHE_DIR"):
        return Path(os.environ["EQIFORGE_CACHE_DIR"])
    base = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(base) / "eqiforge"


def _project_digest(egg_dir: Path) -> str:
    h = hashlib.sha256()
    for p in sorted([*egg_dir.rglob("*.egg"), egg_dir / "schedule.toml"]):
        if p.is_file():
            h.update(str(p.relative_to(egg_dir)).encode() + b"\0" + hashlib.sha256(p.read_bytes()).digest())
    return h.hexdigest()


def _record(rule_file: Path, project: str) -> Path:
    text = hashlib.sha256(rule_file.read_bytes()).hexdigest()
    return cache_dir() / "checked-rules" / hashlib.sha256(f"{text}:{project}".encode()).hexdigest()


def record_passed(rule_files: tuple[Path, ...], egg_dir: Path | None = None) -> None:
    """check-rules passed with these extra files loaded: remember each against the current project rules."""
    project = _project_digest(egg_dir or EGG_DIR)
    for f in rule_files:
        rec = _record(f, project)
        rec.parent.mkdir(parents=True, exist_ok=True)
        rec.touch()


def unchecked(rule_files: tuple[Path, ...], egg_dir: Path | None = None) -> list[Path]:
    """The files among these that have not passed check-rules in their current text against the current rules."""
    if not rule_files:
        return []
    project = _project_digest(egg_dir or EGG_DIR)
    return [f for f in rule_files if not _record(f, project).exists()]
