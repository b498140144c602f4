"""Work that several test files repeat (a saturated e-graph, an extraction) done once per test run: kept in this
process, and under pytest-xdist (bin/test's two workers) pickled to a directory the workers share, so that the
second worker to need it loads it instead of computing it again. The directory is under the run's own pytest
base temp (conftest.py sets it), so nothing outlives the run's temporary files or crosses into another run."""
from __future__ import annotations

import hashlib
import pickle
from pathlib import Path
from typing import Callable

from filelock import FileLock

DIR: Path | None = None  # set by conftest.py in an xdist worker; None: this process's memory only
_MEMO: dict = {}


def workload_key(w) -> tuple[str, str]:
    """A workload by name and by what its file says (a test may write a file of the same name elsewhere)."""
    return w.name, hashlib.sha256(Path(w.path).read_bytes()).hexdigest()


def once(key: tuple, compute: Callable[[], object]):
    """compute(), once per key in this run. Under xdist the first worker to ask computes it while holding the key's
    lock; a worker that asks meanwhile waits for the result rather than computing it too."""
    if key not in _MEMO:
        if DIR is None:
            _MEMO[key] = compute()
        else:
            path = DIR / f"{hashlib.sha256(repr(key).encode()).hexdigest()[:40]}.pickle"
            with FileLock(f"{path}.lock"):
                if path.exists():
                    _MEMO[key] = pickle.loads(path.read_bytes())
                else:
                    _MEMO[key] = value = compute()
                    part = path.with_suffix(".part")
                    part.write_bytes(pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL))
                    part.replace(path)
    return _MEMO[key]
