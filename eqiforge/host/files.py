"""Writing result files whole or not at all: a run that stops midway (an error, Ctrl-C) never leaves a truncated
dump or report behind for a later diff or review to trip over. The caches (region, compile, tune) write their
entries this way too, so workers that share a cache directory (a pool, Ray nodes on shared storage) never read a
half-written entry, and two that write one key at once each rename a whole file into place. The floats a kept
result holds are written steady (three significant figures, rounding noise as 0), so a rerun elsewhere does not
churn them."""
from __future__ import annotations

import math
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


def write_bytes_atomic(path: Path, data: bytes) -> None:
    """write_text_atomic for bytes (a picture)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.chmod(tmp, 0o644)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


FIGURES = 3          # significant figures of every float a kept result file holds
ROUNDING_FLOOR = 1e-12  # below this a float is written as 0: float64 rounding noise (a capture check's 1.8e-16)


def steady(value):
    """`value` (JSON-like: dicts, lists, numbers, strings) with every float written to FIGURES significant figures
    and those below ROUNDING_FLOOR in magnitude as 0.0, so that a rerun on another machine, whose errors differ in
    their last digits, rewrites a kept report byte for byte. Integers, strings and booleans are kept as they are."""
    if isinstance(value, dict):
        return {k: steady(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [steady(v) for v in value]
    if isinstance(value, float) and math.isfinite(value):
        return 0.0 if abs(value) < ROUNDING_FLOOR else float(f"{value:.{FIGURES - 1}e}")
    return value
