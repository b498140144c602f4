"""The GPU compile check (DESIGN §5): a rendered family compiled at a schedule by Triton's own compiler for the
hardware file's target (sm_90 for the H200), without a GPU.

How: a worker process imports the kernel file with TRITON_INTERPRET off (so its kernels are JITFunctions), runs its
`launch()` on meta-device inputs of the config with `JITFunction.run` replaced by a recorder, and gets each launch's
signature, constexprs and attributes from Triton's own binder for the target's backend — exactly what a launch on
the GPU would compile. Each kernel is then compiled with `triton.compile(ASTSource(...), target=GPUTarget(...))`.
Registers, spilled bytes (stack frame and local memory) and static shared memory come from
`cuobjdump --dump-resource-usage` on the cubin (Triton ships it beside ptxas), dynamic shared memory from the
compiled kernel's metadata, and tensor-core use from `mma`/`wgmma` instructions in the PTX.

Compiles run on the job layer (jobs.py), one worker per core (a compile takes 1-2 s; a worker that passes its time
limit is killed and replaced; inside a job of `limits` or `run A B`, one worker) and are cached on disk by everything that decides the result: the kernel source, the workload file, the
config, the dtype, the schedule, the target and Triton's version.
"""
from __future__ import annotations

import hashlib
import json
import os
import re
import subprocess
import tempfile
import time
from dataclasses import asdict, dataclass, field
from importlib.metadata import version
from pathlib import Path

from ..capture.workloads import DEFAULT_DTYPE, DTYPES, Workload
from ..files import write_text_atomic
from ..jobs import default_jobs
from ..saturate.rule_cache import cache_dir

FORMAT = 2                 # bump when a record's meaning changes: older cache entries are then ignored
TIMEOUT_S = 120.0          # one family's compile; some broadcast products at large tiles never finish


@dataclass
class Job:
    """One family at one schedule: the kernel file, the workload it was rendered from, and how to call it."""
    path: str
    workload: str              # the workload file
    config: str
    schedule: dict
    dtype: str = DEFAULT_DTYPE
    # what launch() reads, as [name, shape, IR dtype] (meta tensors of them; floating ones stored in `dtype`),
    # where that is not the workload's inputs: a segment's candidate reads named values of the program (compose.py)
    inputs: list | None = None


@dataclass
class Compiled:
    """A family's compile record (figures are *compiled*, from the cubin and PTX): per kernel in `kernels`, and
    over the family the worst kernel (most registers, spill and shared bytes) and whether any uses tensor cores."""
    ok: bool
    seconds: float
    registers: int | None = None
    spilled_bytes: int | None = None
    shared_bytes: int | None = None
    tensor_cores: bool | None = None
    error: str | None = None
    target: str = ""
    kernels: list[dict] = field(default_factory=list)

    @property
    def legal(self) -> bool:
        """What ranking may choose: it compiles for the target and nothing spills to local memory."""
        return self.ok and self.spilled_bytes == 0

    def to_json(self) -> dict:
        return asdict(self)


def target_name(target: tuple) -> str:
    backend, arch, _ = target
    return f"sm_{arch}" if backend == "cuda" else f"{backend}:{arch}"


# -- the parent: cache, worker pool --------------------------------------------------------------------------------
def _key(job: Job, target: tuple, shared_limit: int) -> str:
    text = Path(job.path).read_text()
    code = text[text.find("\nimport "):]  # without the descriptive docstring (it names the candidate)
    h = hashlib.sha256()
    reads = job.inputs if job.inputs is not None else Path(job.workload).read_text()
    for part in (FORMAT, version("triton"), list(target), shared_limit, code, reads, job.config, job.dtype,
                 sorted(job.schedule.items())):
        h.update(json.dumps(part).encode() + b"\0")
    return h.hexdigest()


def compile_families(jobs: list[Job], target: tuple, shared_limit: int, *, timeout_s: float = TIMEOUT_S,
                     workers: int | None = None, progress=None) -> list[Compiled]:
    """Compile records for `jobs`, in their order: from the cache where present, else compiled in parallel."""
    step = progress or (lambda msg: None)
    store = cache_dir() / "gpu-compile"
    keys = [_key(j, target, shared_limit) for j in jobs]
    out: list[Compiled | None] = [None] * len(jobs)
    todo = []
    for i, k in enumerate(keys):
        path = store / f"{k}.json"
        if path.is_file():
            out[i] = Compiled(**json.loads(path.read_text()))
        else:
            todo.append(i)
    if todo:
        n = max(1, min(workers or default_jobs(), len(todo)))
        step(f"compiling {len(todo)} famil{'y' if len(todo) == 1 else 'ies'} for {target_name(target)} "
             f"({n} worker{'s' * (n > 1)})")
        results = _run_pool([{**asdict(jobs[i]), "target": list(target), "shared_limit": shared_limit}
                             for i in todo], n, timeout_s)
        for i, rec in zip(todo, results):
            out[i] = Compiled(**rec)
            if not (rec["error"] or "").startswith("timeout"):  # a timeout depends on the machine's load
                store.mkdir(parents=True, exist_ok=True)
                write_text_atomic(store / f"{keys[i]}.json", json.dumps(rec) + "\n")
    return out  # type: ignore[return-value]


def _run_pool(payloads: list[dict], n: int, timeout_s: float) -> list[dict]:
    """Each payload compiled by a worker of the job layer (jobs.py: spawned processes with TRITON_INTERPRET off,
    so kernel files import as JITFunctions); a compile past its time limit has its worker killed (a compile is
    native code: only the process can be stopped), and a worker that dies is replaced and its compile run once
    more before it is reported."""
    from ..jobs import map_jobs
    env = {"TRITON_INTERPRET": "0", "TRITON_DEFAULT_FP_FUSION": os.environ.get("TRITON_DEFAULT_FP_FUSION", "1")}
    results = map_jobs(compile_job, payloads, jobs=n, timeout_s=timeout_s, env=env)
    out = []
    for payload, res in zip(payloads, results):
        if res.ok:
            out.append(res.value)
            continue
        timed_out = res.error.startswith("Timeout")
        why = (f"timeout: the compile did not finish in {timeout_s:g} s" if timed_out
               else f"the compiler process died ({res.error})")
        out.append(asdict(Compiled(False, round(timeout_s, 2) if timed_out else 0.0, error=why,
                                   target=target_name(tuple(payload["target"])))))
    return out


# -- the worker: record the launches, compile each kernel, read its resources ----------------------------------
def meta_inputs(specs: list, dtype: str) -> dict:
    """Meta tensors for [name, shape, IR dtype] specs: floating ones stored in `dtype`, the others as they are."""
    import torch

    other = {"I64": torch.int64, "Bool": torch.bool}
    return {name: torch.empty(shape, device="meta", dtype=other.get(kind, DTYPES[dtype]))
            for name, shape, kind in specs}


def _recorded_launches(path: Path, workload: Path, config: str, dtype: str, schedule: dict,
                       inputs: list | None = None) -> list[tuple]:
    """(JITFunction, args, kwargs) of every kernel launch `launch()` makes on meta inputs at `schedule` (the
    workload's at `config`, or `inputs`: Job.inputs)."""
    import importlib.util

    from triton.runtime.jit import JITFunction

    spec = importlib.util.spec_from_file_location(f"eqiforge_compiled_{abs(hash(str(path)))}", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    inputs = (meta_inputs(inputs, dtype) if inputs is not None
              else Workload(workload.stem, workload).meta_reads(config, DTYPES[dtype]))
    launches = []
    original = JITFunction.run
    JITFunction.run = lambda self, *args, grid, warmup, **kwargs: launches.append((self, args, kwargs))
    try:
        module.launch(inputs, dict(schedule))
    finally:
        JITFunction.run = original
    if not launches:
        raise RuntimeError("launch() launched no kernel (is TRITON_INTERPRET set?)")
    return launches


def _resources(cubin: bytes) -> dict:
    """REG, LOCAL and SHARED of the one function in a cubin, from cuobjdump."""
    import triton
    tool = Path(triton.__file__).parent / "backends" / "nvidia" / "bin" / "cuobjdump"
    with tempfile.NamedTemporaryFile(suffix=".cubin") as f:
        f.write(cubin)
        f.flush()
        text = subprocess.run([str(tool), "--dump-resource-usage", f.name], capture_output=True, text=True,
                              check=True).stdout
    found = {k: int(v) for k, v in re.findall(r"\b(REG|LOCAL|SHARED|STACK):(\d+)", text)}
    if "REG" not in found:
        raise RuntimeError(f"cuobjdump reported no registers: {text.strip()[:200]}")
    return found


def _compile_kernel(fn, args, kwargs, schedule: dict, target) -> dict:
    import triton
    from triton.compiler import ASTSource, make_backend
    from triton.runtime.jit import create_function_from_signature

    for knob in ("num_warps", "num_stages"):  # the schedule's, where the launcher does not pass them itself
        if knob in schedule and knob not in kwargs:
            kwargs[knob] = schedule[knob]
    backend = make_backend(target)
    binder = create_function_from_signature(fn.signature, fn.params, backend)
    bound, specialization, options = binder(*args, **kwargs)
    options, signature, constexprs, attrs = fn._pack_args(backend, kwargs, bound, specialization, options)
    start = time.perf_counter()
    compiled = triton.compile(ASTSource(fn, signature, constexprs, attrs), target=target, options=options.__dict__)
    seconds = time.perf_counter() - start
    res = _resources(compiled.asm["cubin"])
    return {"name": fn.__name__, "seconds": round(seconds, 2), "num_warps": options.num_warps,
            "num_stages": options.num_stages, "registers": res["REG"],
            # spills go to the stack frame (STACK) or to local memory (LOCAL); a Triton kernel has neither otherwise
            "spilled_bytes": res.get("STACK", 0) + res.get("LOCAL", 0),
            # dynamic shared memory (what Triton asks the driver for) plus the cubin's static shared memory
            "shared_bytes": int(compiled.metadata.shared) + res.get("SHARED", 0),
            "tensor_cores": bool(re.search(r"^\s*(wgmma|mma)\.", compiled.asm["ptx"], re.MULTILINE))}


def compile_job(payload: dict) -> dict:
    """The compile record of one job (in a worker process: TRITON_INTERPRET must be off)."""
    from triton.backends.compiler import GPUTarget

    target = GPUTarget(*payload["target"])
    name = target_name(tuple(payload["target"]))
    start = time.perf_counter()
    try:
        launches = _recorded_launches(Path(payload["path"]), Path(payload["workload"]), payload["config"],
                                      payload["dtype"], payload["schedule"], payload.get("inputs"))
        kernels = [_compile_kernel(fn, args, kwargs, payload["schedule"], target) for fn, args, kwargs in launches]
    except Exception as exc:  # noqa: BLE001 - a kernel the compiler refuses is a result, reported as such
        return asdict(Compiled(False, round(time.perf_counter() - start, 2), error=_one_line(exc), target=name))
    rec = Compiled(True, round(sum(k["seconds"] for k in kernels), 2), max(k["registers"] for k in kernels),
                   max(k["spilled_bytes"] for k in kernels), max(k["shared_bytes"] for k in kernels),
                   any(k["tensor_cores"] for k in kernels), None, name, kernels)
    over = [k["name"] for k in kernels if k["shared_bytes"] > payload["shared_limit"]]
    if over:
        rec.ok = False
        rec.error = (f"{', '.join(over)}: {rec.shared_bytes} bytes of shared memory, over the {name} limit of "
                     f"{payload['shared_limit']} per block")
    return asdict(rec)


def _one_line(exc: BaseException) -> str:
    lines = [line.strip() for line in str(exc).splitlines() if line.strip()]
    return f"{type(exc).__name__}: {lines[-1][:300] if lines else '(no message)'}"


# -- the compile stage of `eqiforge run`: which families are compiled, and the best legal one ------------------
WINDOW = 2.0      # families modelled within this factor of the fastest are compiled ...
AT_MOST = 8       # ... at most this many, in ranking order (`--compile all`: every family)
RETRIES = 3       # schedules tried after one that does not compile or spills
RETRY_ROUNDS = 3  # rounds of them: each halves again from the try of the round before that spilled least


def is_legal(compiled: dict | None) -> bool:
    return bool(compiled) and compiled["ok"] and compiled["spilled_bytes"] == 0


def _spilled(compiled: dict) -> set[str] | None:
    """The kernels of a compile record that spilled (None where it did not compile: no kernel to blame)."""
    if not compiled["ok"]:
        return None
    return {k["name"] for k in compiled.get("kernels", []) if k.get("spilled_bytes")} or None


def compile_and_choose(families: list, pool: list, plans: dict, hw, job_of, *, mode: str = "ranked",
                       dtype: str = DEFAULT_DTYPE, progress=None):
    """Compile families at their ranked schedules in ranking order and return the best legal one of `pool` (None
    where none is). `mode`: "ranked" compiles the fastest and those modelled within WINDOW of it (at most AT_MOST),
    then further down the ranking while no family of the pool is legal; "all" every ranked family; "none" compiles
    nothing and the best is the fastest modelled. A family whose schedule does not compile or spills gets the next
    schedules the model ranks (search.next_schedules); the first legal one replaces its schedule and latency. A
    legal family's latency is then counted again with occupancy from its compiled registers and shared memory.
    Each compiled family's record goes to its `compiled` field."""
    from . import search

    def key(f):
        return (f.modelled_us, f.kernels, f.id)
    ranked = sorted((f for f in families if f.modelled_us is not None and f.source and not f.same_code_as
                     and not f.same_structure_as), key=key)
    choosable = {f.id for f in pool}
    if mode == "none" or not ranked:
        options = [f for f in ranked if f.id in choosable]
        return options[0] if options else None
    target, limit = tuple(hw.target), int(hw.shared_memory_per_block_kib * 1024)

    def run(batch: list) -> None:
        records = compile_families([job_of(f, f.schedule) for f in batch], target, limit, progress=progress)
        for f, rec in zip(batch, records):
            f.compiled = rec.to_json()
        # from where each family's retries start: its schedule, and the kernels that spilled there
        start = {f.id: (f.schedule, _spilled(f.compiled)) for f in batch if not is_legal(f.compiled)}
        for _ in range(RETRY_ROUNDS):
            retry = [f for f in batch if f.id in start]
            options = [(f, alt) for f in retry
                       for alt in search.next_schedules(plans[f.id], hw, start[f.id][0], RETRIES, dtype,
                                                         kernels=start[f.id][1])]
            records = compile_families([job_of(f, alt.schedule) for f, alt in options], target, limit,
                                       progress=progress)
            for f in retry:
                tried = [(alt, rec) for (g, alt), rec in zip(options, records) if g is f]
                found = next(((alt, rec) for alt, rec in tried if rec.legal), None)
                del start[f.id]
                if found:
                    alt, rec = found
                    why = f.compiled["error"] or f"{f.compiled['spilled_bytes']} bytes spilled"
                    f.compiled = dict(rec.to_json(), replaced={"schedule": f.schedule,
                                                               "modelled_us": f.modelled_us, "why": why})
                    f.modelled_us, f.schedule, f.bytes, f.flops = (alt.modelled_us, alt.schedule, alt.bytes,
                                                                   alt.flops)
                    continue
                # still spilling: the next round halves again from the try that spilled least (a tile the model
                # thinks fits may hold several live copies: a rotary embedding's gathers)
                spilled = [(rec.spilled_bytes, alt.modelled_us, i, alt) for i, (alt, rec) in enumerate(tried)
                           if rec.ok]
                if spilled:
                    _, _, i, alt = min(spilled)
                    start[f.id] = (alt.schedule, _spilled(tried[i][1].to_json()))
            if not start:
                break
        recount(batch)

    def recount(batch: list) -> None:
        """Occupancy from what compiled: each legal family's latency again, at its compiled registers and shared
        memory (the model's estimate of them is what ranked it)."""
        for f in batch:
            if is_legal(f.compiled) and plans.get(f.id) is not None:
                us = search.at_compiled_occupancy(plans[f.id], hw, f.schedule, f.compiled, dtype)
                if us is not None:
                    f.compiled["modelled_us_before"], f.modelled_us = f.modelled_us, us

    if mode == "all":
        run(ranked)
    else:
        run([f for f in ranked if f.modelled_us <= WINDOW * ranked[0].modelled_us][:AT_MOST])
        while not any(is_legal(f.compiled) for f in ranked if f.id in choosable):
            rest = [f for f in ranked if f.compiled is None and f.id in choosable][:AT_MOST]
            if not rest:
                break
            run(rest)
    legal = sorted((f for f in ranked if f.id in choosable and is_legal(f.compiled)), key=key)
    return legal[0] if legal else None


def dtype_name(dtype) -> str:
    """bf16 / fp16 / fp32 for a torch dtype."""
    return {v: k for k, v in DTYPES.items()}[dtype]


def schedule_check(modules: dict, workload, config: str, dtype: str, hw):
    """For tuning: `check(family, schedule)` -> why the schedule is illegal (does not compile for the hardware
    file's target, or spills), or None. Run before a schedule is timed."""
    def check(family: str, schedule: dict) -> str | None:
        rec = compile_families([Job(modules[family].__file__, str(workload.path), config, schedule, dtype)],
                               tuple(hw.target), int(hw.shared_memory_per_block_kib * 1024))[0]
        return None if rec.legal else rec.error or f"{rec.spilled_bytes} bytes spilled"
    return check
