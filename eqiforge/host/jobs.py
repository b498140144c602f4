"""One job layer: map a function over independent jobs, results in the jobs' order.

Every parallel step of EqiForge (workloads of `run` and `limits`, the rule table, rule checks, fuzz programs,
compile checks, the backend's segment searches) goes through `map_jobs`. Two engines:

- a local pool of `jobs` worker processes (default: the cores; `jobs=1` runs in this process). Workers are spawned,
  never forked (a fork of a process that runs torch's and egglog's threads can deadlock), and each is handed one job
  at a time over a pipe, so the parent always knows which job a worker holds: a worker that dies (killed, out of
  memory, a native crash) costs that job one attempt, is replaced, and the job runs again;
- Ray (`ray="auto"`, an address, or $EQIFORGE_RAY_ADDRESS through `ray_address`): one Ray task per job, at most
  `jobs` (default: the cluster's CPUs) in flight; Ray retries a task whose worker died.

Whatever the engine, what each job returns is the same, so a result file is byte-identical for any `--jobs` or
`--ray`. An exception raised by a job is its result's `error` (never retried: it would raise again); a job whose
worker dies on every attempt (`retries + 1`) is reported failed with that cause, never dropped. Ctrl-C stops the
workers and raises `JobsInterrupted` carrying the results that finished (`on_result` has already seen each of them
as it came, so a caller can write them as they come).

`fn` and every job must be picklable when they leave this process: a module-level function and plain data.
"""
from __future__ import annotations

import collections
import multiprocessing
import os
import pickle
import signal
import time
from dataclasses import dataclass
from multiprocessing.connection import wait
from typing import Any, Callable, Sequence

from .errors import EqiForgeError

RAY_ENV = "EQIFORGE_RAY_ADDRESS"
_in_worker = False  # set in pool workers and Ray tasks: a job's own parallel steps then run in its process


@dataclass(frozen=True)
class JobResult:
    """What one job gave: `value`, or `error` ("TypeName: message") when it raised or its worker died."""
    index: int
    value: Any = None
    error: str | None = None

    @property
    def ok(self) -> bool:
        return self.error is None


class JobsInterrupted(KeyboardInterrupt):
    """Ctrl-C during `map_jobs`: `results` holds each job's JobResult where it finished, None where not."""

    def __init__(self, results: list[JobResult | None]):
        super().__init__(f"interrupted: {sum(r is not None for r in results)} of {len(results)} jobs finished")
        self.results = results


class RayMissing(EqiForgeError):
    pass


class RayUnavailable(EqiForgeError):
    pass


def default_jobs() -> int:
    """The machine's cores: the default of `--jobs` and of the backend's `jobs` option. Inside a job it is 1: the
    job's own steps run in its worker (the pool already spreads jobs over the cores)."""
    return 1 if _in_worker else os.cpu_count() or 1


def ray_address(given: str | None = None) -> str | None:
    """`--ray ADDRESS|auto`, else $EQIFORGE_RAY_ADDRESS, else None (the local pool)."""
    return given or os.environ.get(RAY_ENV) or None


def _describe(exc: BaseException) -> str:
    return f"{type(exc).__name__}: {exc}"


def _death(exitcode: int | None) -> str:
    if exitcode is not None and exitcode < 0:
        try:
            return f"killed by {signal.Signals(-exitcode).name}"
        except ValueError:
            return f"killed by signal {-exitcode}"
    return f"exited with status {exitcode}"


def map_jobs(fn: Callable[[Any], Any], items: Sequence[Any], *, jobs: int | None = None, ray: str | None = None,
             label: str = "jobs", name: Callable[[Any], str] | None = None, progress: bool = False,
             on_result: Callable[[JobResult], None] | None = None, retries: int = 1,
             timeout_s: float | None = None, env: dict[str, str] | None = None) -> list[JobResult]:
    """`fn(item)` for every item; one JobResult per item, in the items' order.

    jobs: workers (default: the cores, or the Ray cluster's CPUs); 1 without `ray` runs in this process.
    ray: a Ray address or "auto" (None: the local pool). label, name: what progress calls the run and each job.
    progress: one rich bar (jobs done, running, failed) on a terminal; else a plain line per finished job.
    on_result: called in this process with each JobResult as it finishes (in finishing order).
    retries: further attempts of a job whose worker died. timeout_s: a job still running after it is killed and
    reported failed (not retried; the local pool then runs even one job in a worker process, so it can be killed).
    env: environment variables the workers set before their first job."""
    items = list(items)
    if not items:
        return []
    display = _Display(label, len(items), name or (lambda item: str(item)), items) if progress else None
    if ray:
        return _map_ray(fn, items, ray, jobs, retries, timeout_s, env, display, on_result)
    n = max(1, min(jobs or default_jobs(), len(items) or 1))
    if n == 1 and timeout_s is None and not env:
        return _map_here(fn, items, display, on_result)
    return _Pool(fn, items, n, retries, timeout_s, env, display, on_result).run()


def _finish(results: list, res: JobResult, display, on_result, seconds: float = 0.0) -> None:
    results[res.index] = res
    if display:
        display.finished(res, seconds)
    if on_result:
        on_result(res)


def _map_here(fn, items, display, on_result) -> list[JobResult]:
    results: list[JobResult | None] = [None] * len(items)
    try:
        with display or _nothing():
            for i, item in enumerate(items):
                if display:
                    display.started(i)
                start = time.perf_counter()
                try:
                    res = JobResult(i, fn(item))
                except Exception as exc:  # noqa: BLE001 - a job's exception is its result, whatever its type
                    res = JobResult(i, error=_describe(exc))
                _finish(results, res, display, on_result, time.perf_counter() - start)
    except KeyboardInterrupt:
        raise JobsInterrupted(results) from None
    return results  # type: ignore[return-value]


class _nothing:
    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False


# -- the local pool -----------------------------------------------------------------------------------------------
def _worker_main(conn, env: dict | None) -> None:
    """A pool worker: jobs as pickled (fn, item) one at a time; answers (True, value) or (False, error)."""
    global _in_worker
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the parent's to handle: it stops the workers
    os.dup2(2, 1)  # what a job prints goes to stderr: a command's stdout carries its results only (--json)
    os.environ.update(env or {})
    _in_worker = True
    while True:
        try:
            data = conn.recv_bytes()
        except (EOFError, OSError):  # the parent is gone
            return
        if not data:
            return
        try:
            fn, item = pickle.loads(data)
            answer = (True, fn(item))
        except Exception as exc:  # noqa: BLE001 - a job's exception is its result, whatever its type
            answer = (False, _describe(exc))
        try:
            conn.send(answer)
        except (pickle.PicklingError, TypeError, AttributeError) as exc:
            conn.send((False, f"the job's result could not be sent back: {_describe(exc)}"))


class _Worker:
    def __init__(self, ctx, env):
        self.conn, child = ctx.Pipe()
        # not a daemon: a job may run a pool of its own (the compile check inside `limits`)
        self.proc = ctx.Process(target=_worker_main, args=(child, env), daemon=False)
        self.proc.start()
        child.close()
        self.job: int | None = None
        self.started = 0.0

    def stop(self, kill: bool = False) -> None:
        if not kill:
            try:
                self.conn.send_bytes(b"")
            except (BrokenPipeError, OSError):
                kill = True
            self.proc.join(5)
        if self.proc.is_alive():
            self.proc.kill()
            self.proc.join()
        self.conn.close()


class _Pool:
    def __init__(self, fn, items, n, retries, timeout_s, env, display, on_result):
        self.fn, self.items, self.n, self.retries, self.timeout_s = fn, items, n, retries, timeout_s
        self.env, self.display, self.on_result = env, display, on_result
        self.ctx = multiprocessing.get_context("spawn")
        self.results: list[JobResult | None] = [None] * len(items)
        self.attempts = [0] * len(items)
        self.todo = collections.deque(range(len(items)))
        self.workers: list[_Worker] = []

    def run(self) -> list[JobResult]:
        try:
            with self.display or _nothing():
                self.workers = [_Worker(self.ctx, self.env) for _ in range(self.n)]
                while any(r is None for r in self.results):
                    self._dispatch()
                    self._collect()
        except KeyboardInterrupt:
            for w in self.workers:
                w.stop(kill=True)
            self.workers = []
            raise JobsInterrupted(self.results) from None
        finally:
            for w in self.workers:
                w.stop()
        return self.results  # type: ignore[return-value]

    def _dispatch(self) -> None:
        for k, w in enumerate(self.workers):
            if w.job is not None or not self.todo:
                continue
            if not w.proc.is_alive():
                w.stop(kill=True)
                w = self.workers[k] = _Worker(self.ctx, self.env)
            i = self.todo.popleft()
            try:
                data = pickle.dumps((self.fn, self.items[i]))
            except (pickle.PicklingError, TypeError, AttributeError) as exc:
                self._done(JobResult(i, error=f"the job could not be sent to a worker: {_describe(exc)}"), 0.0)
                continue
            self.attempts[i] += 1
            w.job, w.started = i, time.perf_counter()
            if self.display:
                self.display.started(i)
            try:
                w.conn.send_bytes(data)
            except (BrokenPipeError, OSError):
                pass  # it died since: _collect sees its sentinel

    def _collect(self) -> None:
        busy = [w for w in self.workers if w.job is not None]
        if not busy:
            return
        wait([w.conn for w in busy] + [w.proc.sentinel for w in busy], timeout=self._next_deadline())
        now = time.perf_counter()
        for w in self.workers:
            if w.job is None:
                continue
            i, seconds = w.job, now - w.started
            if w.conn.poll():
                try:
                    ok, payload = w.conn.recv()
                except (EOFError, OSError):
                    pass  # the worker died before it answered: below
                else:
                    w.job = None
                    self._done(JobResult(i, payload) if ok else JobResult(i, error=payload), seconds)
                    continue
            if not w.proc.is_alive():
                w.proc.join()
                cause = f"WorkerDied: the worker process running it {_death(w.proc.exitcode)}"
                w.stop(kill=True)  # _dispatch starts a new one when there is work for it
                w.job = None
                self._retry_or_fail(i, cause, seconds)
            elif self.timeout_s is not None and seconds >= self.timeout_s:
                w.stop(kill=True)  # native code (a compile) can only be stopped with its process
                w.job = None
                self._done(JobResult(i, error=f"Timeout: the job did not finish in {self.timeout_s:g} s"), seconds)

    def _retry_or_fail(self, i: int, cause: str, seconds: float) -> None:
        if self.attempts[i] <= self.retries:
            if self.display:
                self.display.retried(i, cause)
            self.todo.appendleft(i)
        else:
            tries = self.attempts[i]
            self._done(JobResult(i, error=f"{cause} (on each of {tries} attempt{'s' if tries > 1 else ''})"),
                       seconds)

    def _next_deadline(self) -> float:
        if self.timeout_s is None:
            return 1.0
        now = time.perf_counter()
        left = [w.started + self.timeout_s - now for w in self.workers if w.job is not None]
        return max(0.01, min(left + [1.0]))

    def _done(self, res: JobResult, seconds: float) -> None:
        _finish(self.results, res, self.display, self.on_result, seconds)


# -- Ray ------------------------------------------------------------------------------------------------------------
def import_ray():
    """The ray module, or a one-line error saying how to install it."""
    try:
        import ray
    except ImportError:
        raise RayMissing("--ray needs Ray, which is not installed: pip install 'eqiforge[ray]'") from None
    return ray


def connect_ray(address: str):
    """Ray, connected to the cluster at `address` ("auto": the one `ray start` started on this machine)."""
    ray = import_ray()
    if not ray.is_initialized():
        import logging
        try:
            ray.init(address=address, logging_level=logging.ERROR, log_to_driver=False)
        except ConnectionError as exc:
            raise RayUnavailable(f"no Ray cluster at {address!r} ({str(exc).splitlines()[0]}); start one with "
                                 "`ray start --head`") from None
    return ray


def _ray_call(fn, item, env):
    """A job in a Ray worker: its exception is its result (Ray retries only a worker that died)."""
    global _in_worker
    os.environ.update(env or {})
    _in_worker = True
    try:
        return True, fn(item)
    except Exception as exc:  # noqa: BLE001 - a job's exception is its result, whatever its type
        return False, _describe(exc)


def _map_ray(fn, items, address, jobs, retries, timeout_s, env, display, on_result) -> list[JobResult]:
    ray = connect_ray(address)
    from ray.exceptions import GetTimeoutError, RayError

    # a Ray worker does not inherit this process's environment: pass on what decides a job's result
    env = {**{k: v for k, v in os.environ.items() if k.startswith(("EQIFORGE_", "TRITON_"))}, **(env or {})}

    task = ray.remote(_ray_call).options(num_cpus=1, max_retries=retries, retry_exceptions=False)
    width = max(1, jobs or int(ray.cluster_resources().get("CPU", 1)))
    results: list[JobResult | None] = [None] * len(items)
    fn_ref = ray.put(fn)
    todo = collections.deque(range(len(items)))
    flying: dict = {}  # object ref -> (job, start)
    try:
        with display or _nothing():
            while todo or flying:
                while todo and len(flying) < width:
                    i = todo.popleft()
                    flying[task.remote(fn_ref, items[i], env)] = (i, time.perf_counter())
                    if display:
                        display.started(i)
                ready, _ = ray.wait(list(flying), num_returns=1, timeout=1.0)
                now = time.perf_counter()
                for ref in ready:
                    i, start = flying.pop(ref)
                    try:
                        ok, payload = ray.get(ref)
                        res = JobResult(i, payload) if ok else JobResult(i, error=payload)
                    except (RayError, GetTimeoutError) as exc:
                        first = str(exc).strip().splitlines()[0] if str(exc).strip() else ""
                        res = JobResult(i, error=f"WorkerDied: {type(exc).__name__} after {retries + 1} attempts"
                                                 + (f": {first}" if first else ""))
                    _finish(results, res, display, on_result, now - start)
                if timeout_s is not None:
                    for ref, (i, start) in list(flying.items()):
                        if now - start >= timeout_s:
                            ray.cancel(ref, force=True)
                            del flying[ref]
                            _finish(results, JobResult(i, error=f"Timeout: the job did not finish in "
                                                                f"{timeout_s:g} s"), display, on_result, now - start)
    except KeyboardInterrupt:
        for ref in flying:
            ray.cancel(ref, force=True)
        raise JobsInterrupted(results) from None
    return results  # type: ignore[return-value]


# -- progress -------------------------------------------------------------------------------------------------------
class _Display:
    """One rich bar on a terminal (jobs done, running, failed); elsewhere (CI logs, nohup) a line per finished
    job on stderr, since rich draws nothing there."""

    def __init__(self, label: str, total: int, name: Callable[[Any], str], items: list):
        from rich.console import Console
        self.label, self.total, self.name, self.items = label, total, name, items
        self.done = self.failed = self.running = 0
        self.console = Console(stderr=True, highlight=False)
        self.bar = None
        if self.console.is_terminal:
            from rich.progress import BarColumn, Progress, TextColumn, TimeElapsedColumn
            self.bar = Progress(TextColumn("{task.description}"), BarColumn(),
                                TextColumn("{task.completed}/{task.total} done, {task.fields[running]} running, "
                                           "{task.fields[failed]} failed"), TimeElapsedColumn(),
                                console=self.console, transient=False)
            self.task = self.bar.add_task(label, total=total, running=0, failed=0)

    def __enter__(self):
        if self.bar:
            self.bar.start()
        return self

    def __exit__(self, *exc):
        if self.bar:
            self.bar.stop()
        return False

    def _update(self) -> None:
        if self.bar:
            self.bar.update(self.task, completed=self.done, running=self.running, failed=self.failed)

    def started(self, i: int) -> None:
        self.running += 1
        self._update()

    def retried(self, i: int, cause: str) -> None:
        self.running -= 1
        self._update()
        self._line(f"{self.label}: {self.name(self.items[i])}: {cause}; retrying")

    def finished(self, res: JobResult, seconds: float) -> None:
        self.running = max(0, self.running - 1)
        self.done += 1
        self.failed += not res.ok
        self._update()
        if not self.bar:
            what = "ok" if res.ok else f"FAILED: {res.error}"
            self._line(f"{self.label}: {self.done}/{self.total} done, {self.running} running, {self.failed} "
                       f"failed; {self.name(self.items[res.index])}: {what} ({seconds:.1f} s)")

    def _line(self, text: str) -> None:
        if self.bar:
            self.bar.console.print(text, markup=False, highlight=False)
        else:
            self.console.print(text, markup=False, highlight=False, soft_wrap=True)
