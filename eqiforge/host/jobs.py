"""One job layer: map a function over independent jobs, results in the jobs' order.

Every parallel step of EqiForge (workloads of `run` and `limits`, the rule table, rule checks, fuzz programs,
compile checks, the backend's segment searches) goes through `map_jobs`. The engine is a local process pool by
default (`jobs=1` runs in this process); what each job returns is the same whichever engine ran it, so a result
file is byte-identical for any `--jobs`.

`fn` and every job must be picklable when `jobs > 1`: a module-level function and plain data.
"""
from __future__ import annotations

import multiprocessing
import os
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any, Callable, Sequence


@dataclass(frozen=True)
class JobResult:
    """What one job gave: `value`, or `error` ("TypeName: message") when it raised or its worker died."""
    index: int
    value: Any = None
    error: str | None = None

    @property
    def ok(self) -> bool:
        return self.error is None


def default_jobs() -> int:
    """The machine's cores: the default of `--jobs` and of the backend's `jobs` option."""
    return os.cpu_count() or 1


def _describe(exc: BaseException) -> str:
    return f"{type(exc).__name__}: {exc}"


def map_jobs(fn: Callable[[Any], Any], items: Sequence[Any], *, jobs: int | None = None) -> list[JobResult]:
    """`fn(item)` for every item, in a pool of `jobs` processes (default: the cores; 1: in this process).
    Returns one JobResult per item, in the items' order; an exception in a job is its result's `error`."""
    items = list(items)
    n = max(1, min(jobs or default_jobs(), len(items) or 1))
    if n == 1:
        out = []
        for i, item in enumerate(items):
            try:
                out.append(JobResult(i, fn(item)))
            except Exception as exc:
                out.append(JobResult(i, error=_describe(exc)))
        return out
    # spawn: a forked child of a process that already runs torch's and egglog's threads can deadlock
    with ProcessPoolExecutor(max_workers=n, mp_context=multiprocessing.get_context("spawn")) as pool:
        futures = [pool.submit(fn, item) for item in items]
        out = []
        for i, fut in enumerate(futures):
            try:
                out.append(JobResult(i, fut.result()))
            except Exception as exc:
                out.append(JobResult(i, error=_describe(exc)))
        return out
