"""Writing result files whole or not at all: a run that stops midway (an error, Ctrl-C) never leaves a truncated
dump or report behind for a later diff or review to trip over. The caches (region, compile, tune) write their
entries this way too, so workers that share a cache directory (a pool, Ray nodes on shared storage) never read a
half-written entry, and two that write one key at once each rename a whole file into place."""
from __future__ import annotations

import os
import tempfile
from pathlib import Path


def write_text_atomic(path: Path, text: str) -> None:
    """Write to a temporary file beside `path`, then rename it over `path` (atomic on POSIX)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())  # on disk before the rename: a reader on another node sees all of it or none
        os.chmod(tmp, 0o644)  # mkstemp makes it private; results are ordinary files
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
