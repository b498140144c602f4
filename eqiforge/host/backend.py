"""`torch.compile(model, backend="eqiforge")`: Dynamo's graphs run on EqiForge kernels.

Dynamo hands the backend an FX graph; AOT autograd (inference) turns it into ATen ops with the parameters lifted
as inputs. The graph is cut into regions that capture accepts (capture.translate_call: the op table of `eqiforge
run`); each region is a single-output cone — a node joins the region of its users when they all lie in one — and
the rest runs eagerly between regions. Product-free values computed from inputs alone that feed a region's
products (rotary cos/sin tables shared by every layer) are regions of their own, so the layers stay apart.

Each region's IR term is cut at separators as compose does; each segment, its reads renamed in0, in1, ..., is
saturated, extracted and ranked, and its families are checked in ranking order against the float64 interpreter
until one verifies: that one is the segment's kernel, through its launcher. Segments equal up to what they read
(the decoder layers of a model) share one search, and every search is kept on disk (region_cache.py). Before use,
the assembled region runs against the FX subgraph itself, run eagerly, on random inputs of its shapes and dtypes.
A region without a verified program runs eagerly and is reported; one whose capture, search, lowering or check
raises an internal error runs eagerly too, with a warning (EQIFORGE_STRICT=1 raises): a model never dies here.

A graph's distinct segments missing from the cache are searched as jobs (eqiforge.host.jobs.map_jobs). A KV cache
updated by rows (StaticCache's index_copy_) stays an in-place row update on the real buffer. A graph of symbolic
sizes is traced again and compiled at each call's sizes. torch.compile's mode "reduce-overhead" replays the
compiled graph as one CUDA graph on a GPU.

Without a GPU kernels run in Triton's interpreter (slow: tiny models only); with one, the same code runs them.

This module is the entry point and the compiler AOT autograd calls: planning, the searches as jobs, assembling,
the fallbacks and the report. Beside it: regions.py cuts the graph into regions and a region into segments,
segment_search.py searches a segment (or reads it from the cache), region_runtime.py runs and checks a compiled
region (and replays a CUDA graph), buckets.py handles symbolic sizes, backend_options.py holds Options and
BackendError.
"""
from __future__ import annotations

import contextlib
import functools
import json
import operator
import os
import sys
import time
import warnings
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import torch
from torch import fx

if not torch.cuda.is_available():  # no GPU: Triton's interpreter runs the kernels
    os.environ.setdefault("TRITON_INTERPRET", "1")


from .backend_options import BackendError, Options
from .capture.export import _op_name
from .capture.ir_build import Value
from .capture.workloads import DTYPES
from .errors import EqiForgeError
from .extract import compose
from .jobs import default_jobs
from .region_cache import RegionCache
from .region_runtime import CudaGraphReplay, RegionModule, Step, input_roles, replace_region, verify_region
from .regions import computes, fake, partition, region_units, rows_in_place, translate
from .schema import TORCH_DTYPES as _TORCH_DTYPES
from .segment_search import InterpretedTable, from_entry, search_segment
from .term import Term

# what last compiled graphs did, newest last (tests and the closing summary read it)
REPORTS: list[dict] = []

_STORAGE = {dtype: name for name, dtype in DTYPES.items()}  # a tensor dtype -> its --dtype name
_PRODUCT_OPS = frozenset(("mm", "bmm", "matmul", "addmm", "baddbmm", "addbmm", "linear"))


# torch.compile's modes (it passes `mode` to every backend unless it is "default"), and what each means here
MODES = ("default", "reduce-overhead", "max-autotune", "max-autotune-no-cudagraphs")


def _mode_notes(mode: str, gpu: bool) -> list[str]:
    """What a mode does on this machine, said once: without a GPU there is nothing to replay or to tune."""
    notes = []
    if mode in ("reduce-overhead",) and not gpu:
        notes.append(f"mode {mode!r}: CUDA graphs need a GPU; the compiled graph runs op by op")
    if mode.startswith("max-autotune"):  # the backend does not run the tuner (rank/tune.py) yet, GPU or not
        notes.append(f"mode {mode!r}: " + ("tuning needs a GPU" if not gpu else "the backend does not tune yet")
                     + "; each segment takes its modelled best schedule")
    return notes


def eqiforge_backend(gm: fx.GraphModule, example_inputs, mode: str | None = None, options: dict | None = None):
    """The Dynamo backend (entry point `eqiforge` of the torch_dynamo_backends group). torch.compile passes `mode`
    (one of MODES) and `options` (Options' fields)."""
    from torch._dynamo.backends.common import aot_autograd
    mode = mode or "default"
    if mode not in MODES:
        raise BackendError(f"unknown torch.compile mode {mode!r} for eqiforge; accepted: {', '.join(MODES)}")
    opts = Options.parse(options)
    _hardware_name(opts)  # a bad option is the user's error: raised here, before any region is tried
    gpu = torch.cuda.is_available()
    for note in _mode_notes(mode, gpu):
        if note not in _SAID:
            _SAID.add(note)
            print(f"eqiforge: {note}", file=sys.stderr)
    compiler = functools.partial(compile_graph, opts=opts, cuda_graph=gpu and mode == "reduce-overhead")
    # input mutations stay in the graph (a KV cache's copy_ back), so rows_in_place can write only the new rows
    return aot_autograd(fw_compiler=compiler, bw_compiler=compiler,
                        keep_inference_input_mutations=True)(gm, example_inputs)


_SAID: set[str] = set()   # mode notes already printed in this process


# ---------------------------------------------------------------------------------------------------------------
# The compiler AOT autograd calls

class _Progress:
    """One line per region on stderr: a live status (searching, extracting, verifying) on a terminal, then the
    outcome."""

    def __init__(self):
        from rich.console import Console
        self.console = Console(stderr=True, highlight=False)
        self.status = None

    def __enter__(self):
        self.status = self.console.status("eqiforge")
        self.status.__enter__()
        return self

    def __exit__(self, *exc):
        self.status.__exit__(*exc)

    def update(self, text: str):
        self.status.update(f"eqiforge: {text}")

    def line(self, text: str):
        self.console.print(f"eqiforge: {text}", soft_wrap=True)


def _debug() -> bool:
    return os.environ.get("EQIFORGE_LOG", "").lower() == "debug"


def _hardware_name(opts: Options) -> tuple[str, Path]:
    from .rank.hardware import HARDWARE_DIR
    path = Path(opts.hardware) if opts.hardware.endswith(".json") else HARDWARE_DIR / f"{opts.hardware.lower()}.json"
    if not path.is_file():
        raise BackendError(f"no hardware file {path}")
    return str(path) if opts.hardware.endswith(".json") else opts.hardware, path


def _graph_dtype(gm: fx.GraphModule) -> str:
    for n in gm.graph.nodes:
        t = fake(n, gm) if n.op in ("placeholder", "get_attr") else None
        if isinstance(t, torch.Tensor) and t.dtype in _STORAGE:
            return _STORAGE[t.dtype]
    return "fp32"


def _strict() -> bool:
    """EQIFORGE_STRICT=1: an internal error raises instead of leaving its region eager (the tests set it)."""
    return os.environ.get("EQIFORGE_STRICT", "") not in ("", "0")


class EqiForgeWarning(UserWarning):
    """A region or graph the backend left eager after an internal error (a bug to report, not a refusal)."""


class SearchFailed(Exception):
    """A segment's search raised something other than an EqiForgeError (in a job: its type and message)."""


def compile_graph(gm: fx.GraphModule, example_inputs, opts: Options, cuda_graph: bool = False):
    """Replace every region of the ATen graph that yields a verified program by its kernels; report. An internal
    error outside any one region leaves the whole graph eager, with a warning."""
    from torch._subclasses.fake_tensor import unset_fake_temporarily
    roles = input_roles() if cuda_graph else None
    if _symbolic(gm):
        from .buckets import Bucketed
        return Bucketed(gm, opts, roles)
    with unset_fake_temporarily():  # AOT autograd compiles under fake tensors; the checks run real ones
        try:
            compiled = _compile_graph(gm, opts)
        except Exception as exc:  # noqa: BLE001 - the backend's promise: a user's model never dies inside it
            if _strict():
                raise
            warnings.warn(f"eqiforge: graph {len(REPORTS) + 1} runs eagerly after an internal error: "
                          f"{type(exc).__name__}: {exc}", EqiForgeWarning, stacklevel=2)
            return gm
    return CudaGraphReplay(compiled, roles) if roles is not None else compiled


def _symbolic(gm: fx.GraphModule) -> list[str]:
    """The graph's inputs of symbolic size (Dynamo's automatic dynamic, dynamic=True, mark_dynamic)."""
    found = []
    for n in gm.graph.nodes:
        val = n.meta.get("val") if n.op == "placeholder" else None
        if isinstance(val, torch.SymInt) or isinstance(val, torch.Tensor) and not all(
                isinstance(d, int) for d in val.shape):
            found.append(n.name)
    return found


@dataclass
class _Unit:
    """One segment of a region: what it is called in the region, what it reads, its canonical form and key."""
    name: str
    seg: compose.Segment
    reads: list[Term]
    form: Term
    key: str
    label: str
    bucket: "_Unit | None" = None   # the same segment at its bucket's sizes, where those differ (buckets.py)


@dataclass
class _Plan:
    info: dict
    nodes: list[fx.Node]
    inputs: list[fx.Node]
    root: Value
    units: list[_Unit]


def _compile_graph(gm: fx.GraphModule, opts: Options, bucket: fx.GraphModule | None = None):
    """The graph's regions on kernels (or eager, with the reason), reported. `bucket`: the same graph traced at its
    sizes' bucket (buckets.py), whose segments are searched in place of this graph's, their programs rebound here."""
    start = time.perf_counter()
    in_place = rows_in_place(gm)
    if bucket is not None:
        rows_in_place(bucket)
    cache = RegionCache(Path(opts.cache_dir) if opts.cache_dir else None)
    dtype = opts.dtype or _graph_dtype(gm)
    hw_name, hw_file = _hardware_name(opts)
    device = "cuda" if torch.cuda.is_available() else "cpu"
    regions, values = partition(gm)
    regions = [r for r in regions if computes(r)]
    report = {"graph": len(REPORTS) + 1, "regions": [], "eager_ops": {}, "kernels": 0, "online_softmax": 0,
              "replaced_ops": 0, "search_seconds": 0.0, "cache_hits": 0, "searches": 0, "shared": 0,
              "segments": 0, "fallbacks": [], "errors": 0, "rows_in_place": in_place, "derived": 0,
              "bucket": bucket.meta.get("eqiforge_sizes") if bucket is not None else None}
    compiled: list[tuple[list[fx.Node], RegionModule, list[fx.Node]]] = []
    with _Progress() as progress:
        plans = []
        for r, nodes in enumerate(regions):
            ops = Counter(_op_name(n.target) for n in nodes if n.target is not operator.getitem)
            info = {"region": r + 1, "ops": sum(ops.values()), "products": sum(ops[p] for p in _PRODUCT_OPS),
                    "op_counts": dict(ops), "fused": False, "segments": [], "why": None}
            report["regions"].append(info)
            try:
                plan = _plan_region(gm, nodes, info, f"region {r + 1}/{len(regions)}", opts, dtype, hw_file, device)
            except Exception as exc:  # noqa: BLE001 - a region that cannot be planned runs eagerly (_fallback)
                _fallback(report, info, exc, progress)
                continue
            if plan is None:
                report["regions"].pop()  # a constant (an arange, a mask of literals): left to eager
                continue
            plans.append(plan)
        if bucket is not None:
            from .buckets import pair_with_bucket
            pair_with_bucket(plans, bucket, regions, opts, dtype, hw_file, device, report, progress)
        searched = _search_segments(plans, opts, cache, hw_name, dtype, report, progress)
        for plan in plans:
            info = plan.info
            try:
                module = _assemble(plan, searched, info, progress)
                progress.update(f"region {info['region']}: verifying against the FX subgraph")
                info["rel_err"] = verify_region(gm, plan.nodes, plan.inputs, module, opts.seed, device)
            except Exception as exc:  # noqa: BLE001 - a region whose kernels fail runs eagerly (_fallback)
                _fallback(report, info, exc, progress)
                continue
            info["fused"] = True
            compiled.append((plan.nodes, module, plan.inputs))
    for nodes, module, inputs in compiled:
        report["replaced_ops"] += sum(1 for n in nodes if n.target is not operator.getitem)
        report["kernels"] += sum(s.kernel.kernels for s in module.steps)
        report["online_softmax"] += sum(s.kernel.online_softmax for s in module.steps)
        replace_region(gm, nodes, module, inputs)
    report["segments"] = sum(len(i["segments"]) for i in report["regions"])
    report["eager_ops"] = dict(Counter(_op_name(n.target) for n in gm.graph.nodes if n.op == "call_function"
                                       and n.target is not operator.getitem))
    report["eager_products"] = sum(v for k, v in report["eager_ops"].items() if k in _PRODUCT_OPS)
    report["unsupported"] = sorted({_op_name(n.target) for n in gm.graph.nodes if n.op == "call_function"
                                    and n.target is not operator.getitem and n not in values})
    report["sizes"] = gm.meta.get("eqiforge_sizes")  # a specialised graph of symbolic sizes: its sizes here
    report["search_seconds"] = round(report["search_seconds"], 2)
    report["seconds"] = round(time.perf_counter() - start, 2)
    REPORTS.append(report)
    _summary(report)
    gm.recompile()
    return gm


def _fallback(report: dict, info: dict, exc: Exception, progress: "_Progress") -> None:
    """A region runs eagerly. A refusal (an EqiForgeError: no verified program, an op capture does not translate)
    is a progress line; anything else is an internal error: one warning line naming the region, its ops and the
    error, or with EQIFORGE_STRICT=1 the error itself."""
    where = f"region {info['region']}"
    if isinstance(exc, EqiForgeError):
        why = str(exc)
        progress.line(f"{where}: runs eagerly: {why}")
    else:
        if _strict():
            raise exc
        why = f"{type(exc).__name__}: {exc}"
        report["errors"] += 1
        ops = ", ".join(f"{k} x{v}" for k, v in sorted(info["op_counts"].items()))
        warnings.warn(f"eqiforge: {where} ({ops}) runs eagerly after an internal error: {why}", EqiForgeWarning,
                      stacklevel=3)
    info["why"] = why
    report["fallbacks"].append({"region": info["region"], "ops": info["ops"], "why": why})


def _plan_region(gm, nodes: list[fx.Node], info: dict, where: str, opts: Options, dtype: str, hw_file: Path,
                 device: str) -> _Plan | None:
    """The region translated, cut into segments, each with its canonical form and cache key; None for a region
    that reads no input."""
    from .region_cache import entry_key
    env: dict = {}
    for n in nodes:
        if n.target is not operator.getitem or n.users:  # an output nothing reads needs no translation
            env[n.name] = translate(n, env, gm)
    root = env[nodes[-1].name]
    term = root.term
    if not any(t.op == "Input" for t in term.walk() if isinstance(t, Term)):
        return None
    inside = set(nodes)
    inputs = [a for a in dict.fromkeys(x for n in nodes for x in n.all_input_nodes) if a not in inside]
    _check_no_update_inside(nodes, inputs)
    units = region_units(term, opts.max_products)
    planned = []
    for s, (name, seg) in enumerate(units):
        reads = compose.sources(seg.term)
        form = compose.abstract(seg.term, reads, [f"in{k}" for k in range(len(reads))])
        key = entry_key(repr(form), dtype=dtype, beam=opts.beam, hardware_file=hw_file, extra_rules=opts.rules,
                        device=device)
        planned.append(_Unit(name, seg, reads, form, key, f"{where}, segment {s + 1}/{len(units)} "
                                                          f"({seg.products} products)"))
    return _Plan(info, nodes, inputs, root, planned)


def _mutates(node: fx.Node) -> bool:
    """An op that writes its first argument in place (copy_, index_copy_, add_, ...)."""
    schema = getattr(node.target, "_schema", None)
    return node.op == "call_function" and schema is not None and bool(schema.arguments) \
        and schema.arguments[0].alias_info is not None and schema.arguments[0].alias_info.is_write


def _check_no_update_inside(nodes: list[fx.Node], inputs: list[fx.Node]) -> None:
    """The region runs where its root stood, so every read of its inputs moves there: an input the graph updates in
    place (a cache buffer's copy_) between a read and the root would be read after the update."""
    order = {n: i for i, n in enumerate(nodes[0].graph.nodes)}
    root = order[nodes[-1]]
    for a in inputs:
        first = min(order[u] for u in a.users if u in nodes)
        if any(first < order[u] < root and _mutates(u) and u.args[0] is a for u in a.users):
            raise BackendError(f"the region reads {a.name}, which the graph updates in place between its ops")


def _search_job(item: tuple) -> tuple[str, object]:
    """One segment's search as a job (eqiforge.host.jobs: picklable in, picklable out): ("ok", its cache entry) or
    ("refused", why no program verified)."""
    form, key, opts, cache_root, hw_name, dtype = item
    try:
        return "ok", search_segment(form, key, opts, RegionCache(Path(cache_root)), hw_name, dtype)
    except EqiForgeError as exc:
        return "refused", str(exc)


@contextlib.contextmanager
def _workers_skip_main():
    """Spawned workers import the parent's __main__ again, running its top-level code: a user's script that calls
    generate() outside `if __name__ == "__main__":` would generate again in every worker, and start workers of its
    own. Search jobs need only eqiforge, so the main module's name and path are hidden from multiprocessing while
    the jobs run (multiprocessing.spawn.get_preparation_data reads them when a worker starts)."""
    main = sys.modules.get("__main__")
    if main is None:
        yield
        return
    saved = {k: main.__dict__[k] for k in ("__file__", "__spec__") if k in main.__dict__}
    main.__dict__.pop("__file__", None)
    main.__spec__ = None
    try:
        yield
    finally:
        main.__dict__.pop("__spec__", None)
        main.__dict__.update(saved)


def _search_segments(plans: list[_Plan], opts: Options, cache: RegionCache, hw_name: str, dtype: str, report: dict,
                     progress: "_Progress") -> dict[str, object]:
    """Every distinct segment of the graph's regions: read from the cache, or searched (at its bucket's sizes
    where it has a bucket, then rebound to its own), the misses concurrently through the job layer. Each key maps
    to its SegmentKernel, a BackendError (no program) or a SearchFailed."""
    from .buckets import rebound_segment
    searched: dict[str, object] = {}
    misses: dict[str, _Unit] = {}
    rebound: dict[str, _Unit] = {}
    for plan in plans:
        for u in plan.units:
            if u.key in searched or u.key in misses or u.key in rebound:
                report["shared"] += 1
                continue
            entry = cache.load(u.key)
            if entry is not None:
                searched[u.key] = _cached(entry, cache, u, report, progress)
            elif u.bucket is not None:
                rebound[u.key] = u
                if u.bucket.key not in misses and cache.load(u.bucket.key) is None:
                    misses[u.bucket.key] = u.bucket
            else:
                misses[u.key] = u
    found = _run_searches(list(misses.values()), opts, cache, hw_name, dtype, report, progress)
    again = []
    for key, u in rebound.items():
        source = cache.load(u.bucket.key)
        if source is None or "error" in source:   # the bucket's search found nothing: searched here too
            again.append(u)
            continue
        try:
            entry = rebound_segment(u.form, u.key, source, u.bucket.form, opts, cache, dtype)
        except Exception as exc:  # noqa: BLE001 - searched at its own sizes instead (EQIFORGE_STRICT=1: a bug raises)
            if _strict() and not isinstance(exc, EqiForgeError):
                raise
            progress.line(f"{u.label}: the bucket's program does not carry over ({type(exc).__name__}: {exc}): "
                          f"searched at these sizes")
            again.append(u)
            continue
        searched[key] = from_entry(entry, cache, cached=False)
        report["derived"] += 1
        progress.line(f"{u.label}: the bucket's program, rebound ({entry['seconds']:.1f} s)")
    found |= _run_searches(again, opts, cache, hw_name, dtype, report, progress)
    for plan in plans:
        for u in plan.units:
            if u.key in found:
                searched[u.key] = found[u.key]
    return searched


def _cached(entry: dict, cache: RegionCache, u: _Unit, report: dict, progress: "_Progress"):
    report["cache_hits"] += 1
    if "error" in entry:
        progress.line(f"{u.label}: cached: no program: {entry['error']}")
        return BackendError(entry["error"])
    progress.line(f"{u.label}: cached ({entry['kernels']} kernels)")
    return from_entry(entry, cache, cached=True)


def _run_searches(units: list[_Unit], opts: Options, cache: RegionCache, hw_name: str, dtype: str, report: dict,
                  progress: "_Progress") -> dict[str, object]:
    """Search the units concurrently (eqiforge.host.jobs); key -> SegmentKernel, BackendError or SearchFailed."""
    from .jobs import map_jobs
    if not units:
        return {}
    # the segments of most products first (a stable sort): the longest searches start while every worker is free,
    # and the short ones fill in after them
    units = sorted(units, key=lambda u: -u.seg.products)
    jobs = min(opts.jobs or default_jobs(), len(units))
    progress.update(f"searching {len(units)} segments ({jobs} at a time)")
    t0 = time.perf_counter()
    with _workers_skip_main():
        results = map_jobs(_search_job, [(u.form, u.key, opts, str(cache.root), hw_name, dtype) for u in units],
                           jobs=jobs)
    report["search_seconds"] += time.perf_counter() - t0
    report["searches"] += len(units)
    seconds = [r.value[1]["seconds"] if r.ok and r.value[0] == "ok" else 0.0 for r in results]
    total = sum(seconds) or 1.0
    found: dict[str, object] = {}
    for n, (u, r) in enumerate(zip(units, results)):
        head = f"search {n + 1}/{len(units)} ({u.label})"
        if not r.ok:
            found[u.key] = SearchFailed(r.error)
            progress.line(f"{head}: failed: {r.error}")
        elif r.value[0] == "refused":
            found[u.key] = BackendError(r.value[1])
            progress.line(f"{head}: no program: {r.value[1]}")
        else:
            found[u.key] = k = from_entry(r.value[1], cache, cached=False)
            progress.line(f"{head}: {k.kernels} kernels, {k.seconds:.1f} s ({100 * k.seconds / total:.0f}% of "
                          f"{total:.1f} s searching)")
            if _debug():
                progress.line(f"{head}: seconds per stage: " + ", ".join(f"{stage} {v:.1f}" for stage, v in
                                                                       r.value[1]["profile"].items()))
    return found


def _assemble(plan: _Plan, searched: dict, info: dict, progress: "_Progress") -> "RegionModule":
    """The region's module: its segments' kernels in order (a table without a program interpreted)."""
    steps = []
    for u in plan.units:
        kernel = searched[u.key]
        if isinstance(kernel, BackendError) and u.name.startswith("table"):
            # a table of the inputs (a mask) without a kernel program: computed by the reference interpreter,
            # reported, and the rest of the region still runs on kernels
            info["eager_tables"] = info.get("eager_tables", []) + [str(kernel)]
            kernel = InterpretedTable(u.form, kernel)
        elif isinstance(kernel, Exception):
            raise kernel
        if _debug():
            progress.line(f"{u.label}: family {kernel.summary}")
        out_dtype = _TORCH_DTYPES.get(compose.value_dtype(u.seg.output), plan.root.dtype)
        steps.append(Step(u.name, kernel, u.reads, out_dtype))
        info["segments"].append({"kernels": kernel.kernels, "online_softmax": kernel.online_softmax,
                                 "summary": kernel.summary, "cached": kernel.cached})
    return RegionModule([a.name for a in plan.inputs], steps, plan.root.dtype)


def _summary(report: dict) -> None:
    regions = report["regions"]
    fused = [r for r in regions if r["fused"]]
    eager = sum(report["eager_ops"].values())
    lines = [f"graph {report['graph']}: {len(fused)}/{len(regions)} regions fused into {report['kernels']} "
             f"kernels ({report['online_softmax']} online-softmax) replacing {report['replaced_ops']} ATen ops; "
             f"{eager} ops run eagerly"
             + (f" ({', '.join(f'{k} x{v}' for k, v in sorted(report['eager_ops'].items()))})" if eager else "")
             + f"; {report['segments']} segments: {report['searches']} searched in {report['search_seconds']} s, "
             f"{report['cache_hits']} cache hits, {report['shared']} shared with an identical segment"
             + (f", {report['derived']} rebound from the bucket's search" if report["derived"] else "")
             + f"; compiled in {report['seconds']} s"
             + (f"; symbolic sizes at {', '.join(f'{k} {v}' for k, v in report['sizes'].items())}"
                if report["sizes"] else "")
             + (f" (bucket {', '.join(f'{k} {v}' for k, v in report['bucket'].items())})"
                if report["bucket"] else "")]
    if report["unsupported"]:
        lines.append(f"  not captured (eager): {', '.join(report['unsupported'])}")
    for r in regions:
        for why in r.get("eager_tables", []):
            lines.append(f"  region {r['region']}: a table of its inputs is interpreted, not a kernel: {why}")
    for f in report["fallbacks"]:
        lines.append(f"  fallback: region {f['region']} ({f['ops']} ops) runs eagerly: {f['why']}")
    print("\n".join(f"eqiforge: {x}" if i == 0 else x for i, x in enumerate(lines)), file=sys.stderr)
    if _debug():
        print(json.dumps(report, indent=1, default=str), file=sys.stderr)
