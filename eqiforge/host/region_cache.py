"""The on-disk cache of the torch.compile backend (backend.py): one entry per searched segment, the chosen family's
Triton source and what the search found, so a second compile of the same model — in a new process — searches
nothing.

An entry is keyed by the sha256 of everything its kernel depends on: the segment's canonical IR term (its inputs
renamed in0, in1, ... in order of first use; shapes and dtypes are in the term), the storage dtype and search
settings, the hardware file's bytes, the rules and schedule (every egglog_src/**/*.egg and schedule.toml, and any
extra rule file), the templates, Triton's version and the device kind. Editing a `.egg` file changes the key, so the
entry is searched again. Entries live in $EQIFORGE_CACHE_DIR/backend (default ~/.cache/eqiforge/backend), written
atomically; one that cannot be read back (truncated, edited, another format) is reported, ignored and rebuilt.
"""
from __future__ import annotations

import hashlib
import json
import warnings
from pathlib import Path

from .files import write_text_atomic
from .paths import EGG_DIR, TEMPLATES_DIR
from .saturate.rule_cache import _project_digest, cache_dir

FORMAT = 2  # bumped when what an entry means changes (the host code is not in the key)
FIELDS = ("format", "key", "source", "summary", "kernels", "loops", "tiles", "modelled_us", "rel_err", "seconds")


def default_dir() -> Path:
    return cache_dir() / "backend"


def _files_digest(files) -> str:
    h = hashlib.sha256()
    for p in files:
        h.update(str(p).encode() + b"\0" + hashlib.sha256(Path(p).read_bytes()).digest())
    return h.hexdigest()


def entry_key(form: str, *, dtype: str, beam, hardware_file: Path, extra_rules=(), device: str = "cpu",
              egg_dir: Path | None = None) -> str:
    """The key of one segment's entry: its canonical term and everything that decides what its search finds."""
    import triton  # not at import: the backend sets TRITON_INTERPRET first
    parts = {
        "format": FORMAT, "term": form, "dtype": dtype, "beam": beam, "device": device,
        "hardware": _files_digest([hardware_file]),
        "rules": _project_digest(egg_dir or EGG_DIR), "extra_rules": _files_digest(sorted(map(str, extra_rules))),
        "templates": _files_digest(sorted(TEMPLATES_DIR.rglob("*.j2"))),
        "triton": triton.__version__,
    }
    return hashlib.sha256(json.dumps(parts, sort_keys=True).encode()).hexdigest()


class RegionCache:
    def __init__(self, root: Path | None = None):
        self.root = Path(root) if root else default_dir()

    def path(self, key: str) -> Path:
        return self.root / key[:2] / f"{key}.json"

    def kernel_path(self, key: str) -> Path:
        return self.root / key[:2] / f"{key}.py"

    def load(self, key: str) -> dict | None:
        """The entry, or None when there is none; a corrupt entry warns and counts as none (it is then rebuilt and
        written over)."""
        path = self.path(key)
        if not path.exists():
            return None
        try:
            entry = json.loads(path.read_text())
            # a search that found no verified program is kept too: {format, key, error}
            missing = [f for f in (FIELDS[:2] + ("error",) if "error" in entry else FIELDS) if f not in entry]
            if missing:
                raise ValueError(f"missing {', '.join(missing)}")
            if entry["format"] != FORMAT or entry["key"] != key:
                raise ValueError(f"format {entry['format']!r} or key does not match")
            if "error" not in entry:
                compile(entry["source"], str(self.kernel_path(key)), "exec")
        except (OSError, ValueError, SyntaxError, TypeError) as exc:
            warnings.warn(f"eqiforge: corrupt cache entry {path} ({type(exc).__name__}: {exc}); ignored, rebuilding",
                          stacklevel=2)
            return None
        return entry

    def store(self, entry: dict) -> None:
        write_text_atomic(self.path(entry["key"]), json.dumps(entry, indent=1) + "\n")

    def kernel_file(self, entry: dict) -> Path:
        """The entry's kernel source as a file to import (written beside the entry when absent or different)."""
        path = self.kernel_path(entry["key"])
        if not path.exists() or path.read_text() != entry["source"]:
            write_text_atomic(path, entry["source"])
        return path
