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
"""
from __future__ import annotations

import contextlib
import functools
import json
import math
import operator
import os
import sys
import tempfile
import time
import warnings
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

import torch
from torch import fx

if not torch.cuda.is_available():  # no GPU: Triton's interpreter runs the kernels
    os.environ.setdefault("TRITON_INTERPRET", "1")


from .capture.export import _op_name, translate_call
from .capture.ir_build import CaptureError, Empty, Value, dtype_name
from .capture.workloads import DTYPES
from .errors import EqiForgeError
from .extract import compose
from .jobs import default_jobs
from .region_cache import FORMAT, RegionCache
from .schema import OPERANDS, TORCH_DTYPES as _TORCH_DTYPES
from .term import Input, Term

# what last compiled graphs did, newest last (tests and the closing summary read it)
REPORTS: list[dict] = []

_STORAGE = {dtype: name for name, dtype in DTYPES.items()}  # a tensor dtype -> its --dtype name
# ATen ops that only view or retype their input: a region of these alone computes nothing worth a kernel
_VIEW_OPS = frozenset(("view", "reshape", "_unsafe_view", "unsqueeze", "squeeze", "flatten", "unflatten", "expand",
                       "permute", "transpose", "t", "slice", "select", "alias", "detach", "clone", "contiguous",
                       "_to_copy", "to", "lift_fresh_copy", "getitem"))
_PRODUCT_OPS = frozenset(("mm", "bmm", "matmul", "addmm", "baddbmm", "addbmm", "linear"))


class BackendError(EqiForgeError):
    pass


# what translating an op outside capture's cases can raise besides CaptureError: that op or region stays eager
_TRANSLATION_ERRORS = (KeyError, TypeError, ValueError, IndexError, AttributeError, AssertionError,
                       NotImplementedError)


@dataclass
class Options:
    """torch.compile(..., options={...}): dtype ("bf16", "fp16", "fp32": what the ranking models; default the
    graph's own), beam (extraction keys per class, an int or "all"), hardware (a name under eqiforge/hardware or a
    .json path), cache_dir, rules (extra .egg files), max_products (per searched segment)."""
    dtype: str | None = None
    beam: int | None = 64
    hardware: str = "h200"
    cache_dir: str | None = None
    rules: tuple = ()
    max_products: int = compose.MAX_PRODUCTS
    seed: int = 11
    jobs: int | None = None   # concurrent segment searches (eqiforge.host.jobs; None: the cores, 1: in-process)

    @classmethod
    def parse(cls, options: dict | None) -> "Options":
        options = dict(options or {})
        unknown = sorted(set(options) - set(cls.__dataclass_fields__))
        if unknown:
            raise BackendError(f"unknown eqiforge option(s) {', '.join(unknown)}; known: "
                               f"{', '.join(cls.__dataclass_fields__)}")
        if options.get("beam") == "all":
            options["beam"] = None
        if "rules" in options:
            options["rules"] = tuple(Path(r) for r in options["rules"])
        jobs = options.get("jobs")
        if jobs is not None and (not isinstance(jobs, int) or isinstance(jobs, bool) or jobs < 1):
            raise BackendError(f"eqiforge option jobs must be a positive int, not {jobs!r}")
        return cls(**options)


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
    # input mutations stay in the graph (a KV cache's copy_ back), so _rows_in_place can write only the new rows
    return aot_autograd(fw_compiler=compiler, bw_compiler=compiler,
                        keep_inference_input_mutations=True)(gm, example_inputs)


_SAID: set[str] = set()   # mode notes already printed in this process


# ---------------------------------------------------------------------------------------------------------------
# Partitioning

def _fake(node: fx.Node, gm: fx.GraphModule):
    if node.op == "get_attr":
        return getattr(gm, node.target)
    return node.meta.get("val")


def _input_value(node: fx.Node, gm: fx.GraphModule) -> Value | Empty:
    """A value computed outside the region: an input of the region's term, named by its node (one of no elements
    is Empty: cat skips it, nothing else reads it)."""
    t = _fake(node, gm)
    if not isinstance(t, torch.Tensor):
        raise CaptureError(f"{node.name} is not a tensor")
    shape = tuple(int(s) for s in t.shape)
    if math.prod(shape) == 0:
        return Empty(shape, t.dtype)
    return Value(Input(node.name, shape, dtype_name(t.dtype, node.name)), shape, t.dtype)


def _translate(node: fx.Node, env: dict, gm: fx.GraphModule):
    """node's Value(s), its tensor arguments from env or else read as inputs; CaptureError when capture has no
    translation."""
    if node.target is operator.getitem:
        picked = env[node.args[0].name][node.args[1]]
        if not isinstance(picked, (Value, Empty)):
            raise CaptureError(f"{node.name}: {picked}")
        return picked
    for a in node.all_input_nodes:
        if a.name not in env:
            env[a.name] = _input_value(a, gm)
    return translate_call(node, env, node.name)


def _covered(gm: fx.GraphModule) -> dict[fx.Node, object]:
    """Each call_function node that capture translates (with its arguments read as inputs), with its Value(s)."""
    ok: dict[fx.Node, object] = {}
    for node in gm.graph.nodes:
        if node.op != "call_function":
            continue
        if node.target is operator.getitem and node.args[0] not in ok:
            continue
        env = {node.args[0].name: ok[node.args[0]]} if node.target is operator.getitem else {}
        try:
            ok[node] = _translate(node, env, gm)
        except (CaptureError, *_TRANSLATION_ERRORS):
            continue
    return ok


def partition(gm: fx.GraphModule) -> tuple[list[list[fx.Node]], dict[fx.Node, object]]:
    """Maximal single-output regions of covered nodes, each in graph order (its root last)."""
    ok = _covered(gm)
    region_of: dict[fx.Node, int] = {}
    members: list[list[fx.Node]] = []
    for node in reversed(list(gm.graph.nodes)):
        if node not in ok:
            continue
        # an output of a multi-output op that nothing reads (an attention kernel's log-sum-exp) ties nothing
        users = [u for u in node.users if u.users or u.target is not operator.getitem]
        where = {region_of.get(u) for u in users}
        if users and len(where) == 1 and None not in where:
            region_of[node] = where.pop()
            members[region_of[node]].append(node)
        elif users and isinstance(ok[node], Value):  # a region's root is one tensor (and is read)
            region_of[node] = len(members)
            members.append([node])
    roots = {m[0] for m in members}
    for node in gm.graph.nodes:  # an output nothing reads goes with its op (it is erased with the region)
        if node.target is operator.getitem and not node.users and node.args[0] in region_of:
            region_of[node] = region_of[node.args[0]]
            members[region_of[node]].append(node)
    # an output of a multi-output op that is not in the region reads it as an input: the getitem stays outside
    members = [[n for n in m if n.target is not operator.getitem or region_of.get(n.args[0]) == region_of[n]]
               for m in members]
    order = {n: i for i, n in enumerate(gm.graph.nodes)}
    return [sorted(m, key=lambda n: (n in roots, order[n])) for m in members if m and m[0] in roots], ok


def _shared_tables(term: Term) -> list[Term]:
    """The largest values computed from inputs alone, without products or reductions, that several operations read
    (rotary cos/sin, read by every layer): computed first, they stop tying the region's stretches together, so
    compose finds separators between layers."""
    src: dict = {}
    table: dict[Term, bool] = {}
    parents: Counter = Counter()
    for t in term.walk():
        if not isinstance(t, Term) or t.op not in OPERANDS and not compose.is_source(t, src):
            continue
        kids = compose.operands(t)
        for x in set(kids):
            parents[x] += 1
        table[t] = compose.is_source(t, src) or (
            t.op not in ("MatMul", "Reduce") and bool(kids) and all(table.get(x, False) for x in kids))
    # maximal: a table some non-table value reads, itself more than a view of inputs
    readers = {x for t in table if not table[t] for x in compose.operands(t)}
    return [t for t in table if table[t] and t in readers and not compose.is_source(t, src) and parents[t] > 1
            and any(x.op == "Input" for x in t.walk())]


def _units(term: Term, max_products: int) -> list[tuple[str, compose.Segment]]:
    """What one region runs, in order, each searched on its own: the segments compose cuts it into, after its
    shared tables where those alone keep it from being cut."""
    segments = compose.cut(term, max_products)
    plain = [(f"{compose.CUT_PREFIX}{k}", s) for k, s in enumerate(segments)]
    tables = _shared_tables(term)
    if max(s.products for s in segments) <= max_products or not tables:
        return plain
    names = {t: f"table{k}" for k, t in enumerate(tables)}
    rest = compose.cut(compose.replace_subterms(term, {t: compose.input_for(t, n) for t, n in names.items()}),
                       max_products)
    if max(s.products for s in rest) >= max(s.products for s in segments):
        return plain
    first = [(n, compose.Segment(0, t, t, [], 0, "a table of the inputs that several operations read"))
             for t, n in names.items()]
    return first + [(f"{compose.CUT_PREFIX}{k}", s) for k, s in enumerate(rest)]


def _computes(nodes: list[fx.Node]) -> bool:
    return any(_op_name(n.target) not in _VIEW_OPS for n in nodes)


# ---------------------------------------------------------------------------------------------------------------
# Searching a segment, or reading it from the cache

@dataclass
class SegmentKernel:
    key: str
    module: object
    tiles: dict | None
    summary: str
    kernels: int
    loops: int
    modelled_us: float | None
    rel_err: float | None
    seconds: float
    cached: bool

    @property
    def online_softmax(self) -> int:
        """Kernels of this program with an online-softmax (rescaling) loop."""
        return sum("rescale" in k for k in self.summary.split(" ; "))


def _random_inputs(inputs: list[tuple[str, tuple, torch.dtype]], seed: int, device) -> dict[str, torch.Tensor]:
    g = torch.Generator().manual_seed(seed)
    out = {}
    for name, shape, dt in inputs:
        if dt.is_floating_point and not shape:
            # a scalar the model passes as a tensor (dynamic=True makes float attributes inputs: an epsilon, a
            # scale): positive, as those are, so a norm's rsqrt(mean + eps) stays finite
            t = (torch.rand(shape, generator=g) + 0.5).to(dt)
        elif dt.is_floating_point:
            t = torch.randn(shape, generator=g).to(dt)
        elif dt == torch.bool:  # keep: no row of a mask is empty (an empty softmax row is NaN in every program)
            t = torch.ones(shape, dtype=torch.bool)
        else:  # positions (what integer inputs of a region are): 0, 1, 2, ... along the longest axis
            axis = max(range(len(shape)), key=lambda i: shape[i]) if shape else None
            t = torch.zeros(shape, dtype=dt) if axis is None else torch.arange(shape[axis], dtype=dt).reshape(
                [-1 if i == axis else 1 for i in range(len(shape))]).expand(shape).clone()
        out[name] = t.to(device)
    return out


def _term_inputs(term: Term) -> list[tuple[str, tuple, torch.dtype]]:
    found = {t.args[0]: (t.args[0], t.args[1], _TORCH_DTYPES[t.args[2].op]) for t in term.walk()
             if isinstance(t, Term) and t.op == "Input"}
    return [found[k] for k in sorted(found)]


def _error(got: torch.Tensor, ref: torch.Tensor) -> float:
    """verify's relative L2 error, where the reference may hold infinities (an additive mask's -inf): those must be
    matched exactly and the error is over the finite elements. Any NaN fails."""
    from .codegen.verify import relative_error
    got, ref = got.double().cpu(), ref.double().cpu()
    if got.shape != ref.shape or ref.isnan().any():
        return math.inf
    finite = torch.isfinite(ref)
    if not torch.equal(got[~finite], ref[~finite]):
        return math.inf
    return relative_error(got[finite], ref[finite]) if finite.any() else 0.0


def _check_family(module, form: Term, tiles, seed: int, device) -> tuple[bool, float | None, str | None]:
    """The family once on random inputs against the float64 interpreter of the segment."""
    import numpy

    from .codegen.verify import TOLERANCE, poisoned
    from .interp import evaluate
    inputs = _random_inputs(_term_inputs(form), seed, device)
    ref = evaluate(form, {k: v.double().cpu() if v.is_floating_point() else v.cpu() for k, v in inputs.items()})
    try:
        with numpy.errstate(all="ignore"):
            got = module.launch(inputs, tiles, out=poisoned(module.allocate(inputs, tiles)))
    except Exception as exc:  # noqa: BLE001 - a kernel that fails to run is a result
        return False, None, f"{type(exc).__name__}: {str(exc).strip().splitlines()[-1][:200] if str(exc) else ''}"
    storage = next((v.dtype for v in inputs.values() if v.is_floating_point()), torch.float32)
    err = _error(got, ref)
    tol = TOLERANCE.get(storage, 1e-4)
    return err < tol, err, None if err < tol else f"relative error {err:.3g} >= {tol:g}"


def check_source(source: str, form: Term, tiles, seed: int, device) -> tuple[bool, float | None, str | None]:
    """A rendered family, loaded from a file of its own, once against the segment (_check_family)."""
    from .codegen.verify import load_module
    with tempfile.TemporaryDirectory(prefix="eqiforge-") as tmp:
        path = Path(tmp) / "family.py"
        path.write_text(source)
        return _check_family(load_module(path), form, tiles, seed, device)


def search_segment(form: Term, key: str, opts: Options, cache: RegionCache, hw_name: str, dtype: str) -> dict:
    """saturate -> extract -> lower and render every candidate -> check the families in ranking order, each ranked
    only when it may come next (RankingOrder); the first family that verifies is the segment's kernel, written to
    the cache. Returns its cache entry; BackendError when no family verifies (kept in the cache too)."""
    from .codegen.lower import LoweringError, lower, with_a_lowerable_candidate
    from .codegen.render import render
    from .extract.extract import extract
    from .rank.hardware import hardware
    from .rank.search import RankingOrder
    from .saturate.saturation import saturate_term

    start = time.perf_counter()
    profile = Counter()  # seconds per stage of this search, kept in its entry (EQIFORGE_LOG=debug prints them)

    def lap(stage: str, t0: float) -> float:
        now = time.perf_counter()
        profile[stage] += now - t0
        return now

    device = "cuda" if torch.cuda.is_available() else "cpu"
    dump = cache.path(key).with_suffix(".egraph.txt")
    _, graph = saturate_term(form, "region", "backend", tuple(opts.rules), dump)
    t = lap("saturation", start)
    found = with_a_lowerable_candidate(extract(graph.serialize(), "compact", beam=opts.beam), lambda: form)
    t = lap("extraction", t)
    hw = hardware(hw_name)
    families, seen = [], set()
    for i, cand in enumerate(found.candidates):
        try:
            plan = lower(cand.term, dtype)
        except LoweringError:
            t = lap("lowering and rendering", t)
            continue
        source = render(plan, workload=f"torch.compile region {key[:12]}", workload_path=cache.path(key),
                        config="backend", candidate=i, summary=cand.summary, filename=cache.kernel_path(key).name)
        code = source[source.index("\nimport "):]
        t = lap("lowering and rendering", t)
        if code in seen:
            continue
        seen.add(code)
        families.append((i, cand, source, plan))
    # the families in ranking order, (modelled_us, candidate) as ranking all of them orders them, each solved only
    # when its floor says it may come next: the first that verifies is usually the first ranked
    order = RankingOrder([plan for *_, plan in families], hw, dtype)
    ranking = iter(order)
    why = []
    while (step := next(ranking, None)) is not None:
        t = lap("ranking", t)
        position, ranked = step
        i, cand, source, _ = families[position]
        us = ranked.modelled_us if ranked.modelled_us is not None else math.inf
        tiles = ranked.schedule if device == "cuda" and ranked.schedule else None
        ok, err, error = check_source(source, form, tiles, opts.seed, device)
        t = lap("verification", t)
        if not ok:
            why.append(f"f{i:02d}: {error}")
            continue
        entry = {"format": FORMAT, "key": key, "source": source, "summary": cand.summary, "kernels": cand.kernels,
                 "loops": cand.loops, "tiles": tiles, "modelled_us": None if us == math.inf else us,
                 "rel_err": err, "seconds": round(time.perf_counter() - start, 3),
                 "term": repr(form), "candidate": repr(cand.term), "candidates": len(found.candidates),
                 "families": len(families), "ranked": order.solved,
                 "profile": {k: round(v, 3) for k, v in profile.items()}}
        cache.store(entry)
        return entry
    error = f"no verified program among {len(families)} families" + (f" ({'; '.join(why[:3])})" if why else
                                                                        " (none lowered)")
    cache.store({"format": FORMAT, "key": key, "error": error, "term": repr(form)})  # not searched again either
    raise BackendError(error)


class InterpretedTable:
    """A table of a region's inputs that no kernel program computes: the float64 reference interpreter runs it."""
    kernels = loops = online_softmax = 0
    tiles = None
    cached = False

    def __init__(self, form: Term, why: BackendError):
        self.form, self.module, self.summary, self.why = form, self, f"interpreted ({why})", str(why)

    def launch(self, inputs, tiles=None):
        from .interp import evaluate
        return evaluate(self.form, {k: v.double() if v.is_floating_point() else v for k, v in inputs.items()})


def _from_entry(entry: dict, cache: RegionCache, cached: bool) -> SegmentKernel:
    from .codegen.verify import load_module
    module = load_module(cache.kernel_file(entry))
    return SegmentKernel(entry["key"], module, entry["tiles"], entry["summary"], entry["kernels"], entry["loops"],
                         entry["modelled_us"], entry["rel_err"], entry["seconds"], cached)


# ---------------------------------------------------------------------------------------------------------------
# A compiled region at run time

def _view(term: Term, env: dict[str, torch.Tensor]) -> torch.Tensor:
    """A segment's read (an input or a view of one) on tensors."""
    op, a = term.op, term.args
    if op == "Input":
        return env[a[0]]
    x = _view(a[0], env)
    if op == "Reshape":
        return x.reshape(a[1])
    if op == "Permute":
        return x.permute(a[1])
    if op == "Expand":
        return x.expand(a[1])
    if op == "Slice":
        return x.narrow(a[1], a[2], a[3])
    if op == "Cast":
        return x.to(_TORCH_DTYPES[a[1].op])
    raise BackendError(f"a segment reads {op}, which is not a view")


@dataclass
class Step:
    name: str                   # what later steps read its output as (cut<k>, table<k>)
    kernel: SegmentKernel
    reads: list[Term]
    out_dtype: torch.dtype


class RegionModule(torch.nn.Module):
    """A region's segments in order, each launched on its reads; an earlier segment's output is read as cut<k>."""

    def __init__(self, names: list[str], steps: list[Step], out_dtype: torch.dtype):
        super().__init__()
        self.names, self.steps, self.out_dtype = names, steps, out_dtype

    def forward(self, *args):
        import numpy
        env = dict(zip(self.names, args))
        y = None
        for step in self.steps:
            inputs = {f"in{i}": _view(r, env).contiguous() for i, r in enumerate(step.reads)}
            # the interpreter (numpy) would warn of inf and NaN in padded lanes, masked out before any result
            with numpy.errstate(all="ignore"):
                y = step.kernel.module.launch(inputs, step.kernel.tiles).to(step.out_dtype)
            env[step.name] = y
        return y.to(self.out_dtype)


def _run_nodes(nodes: list[fx.Node], env: dict, exact: bool = False):
    """The FX subgraph run eagerly: the region's own reference. `exact`: every floating dtype the ops name (casts,
    constants) is float64, so with float64 inputs the reference has no rounding of its own (as the interpreter a
    segment is checked against)."""
    def wide(x):
        return torch.float64 if exact and isinstance(x, torch.dtype) and x.is_floating_point else x
    for n in nodes:
        args = tuple(wide(x) for x in fx.node.map_arg(n.args, lambda a: env[a.name]))
        kwargs = {k: wide(v) for k, v in fx.node.map_arg(n.kwargs, lambda a: env[a.name]).items()}
        env[n.name] = n.target(*args, **kwargs)
    return env[nodes[-1].name]


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
        t = _fake(n, gm) if n.op in ("placeholder", "get_attr") else None
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
    roles = _input_roles() if cuda_graph else None
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


# functional row updates and their in-place forms: what AOT autograd makes of `cache.index_copy_(...)`
_IN_PLACE = {torch.ops.aten.index_copy.default: torch.ops.aten.index_copy_.default,
             torch.ops.aten.index_put.default: torch.ops.aten.index_put_.default}


def _rows_in_place(gm: fx.GraphModule) -> int:
    """A graph input updated by rows (functionalised: `new = index_copy(buf, d, idx, rows); ...; buf.copy_(new)`)
    is updated in place where the functional op stood (`buf.index_copy_(d, idx, rows)`), and later reads of `new`
    read `buf`: a step writes the new rows only, never a copy of the whole buffer. Only where nothing else reads
    `buf`, so no read of its old rows can move past the update. Returns how many were rewritten."""
    done = 0
    for copy in [n for n in gm.graph.nodes if n.op == "call_function" and n.target is torch.ops.aten.copy_.default]:
        buf, new = copy.args[0], copy.args[1]
        if not (isinstance(new, fx.Node) and new.target in _IN_PLACE and buf.op == "placeholder"
                and new.args[0] is buf and set(buf.users) == {new, copy} and not copy.users):
            continue
        with gm.graph.inserting_before(new):
            update = gm.graph.call_function(_IN_PLACE[new.target], new.args, new.kwargs)
        update.meta = dict(new.meta)
        new.replace_all_uses_with(update)
        gm.graph.erase_node(copy)
        gm.graph.erase_node(new)
        done += 1
    if done:
        gm.graph.lint()
        gm.recompile()
    return done


def _compile_graph(gm: fx.GraphModule, opts: Options, bucket: fx.GraphModule | None = None):
    """The graph's regions on kernels (or eager, with the reason), reported. `bucket`: the same graph traced at its
    sizes' bucket (buckets.py), whose segments are searched in place of this graph's, their programs rebound here."""
    start = time.perf_counter()
    in_place = _rows_in_place(gm)
    if bucket is not None:
        _rows_in_place(bucket)
    cache = RegionCache(Path(opts.cache_dir) if opts.cache_dir else None)
    dtype = opts.dtype or _graph_dtype(gm)
    hw_name, hw_file = _hardware_name(opts)
    device = "cuda" if torch.cuda.is_available() else "cpu"
    regions, values = partition(gm)
    regions = [r for r in regions if _computes(r)]
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
                info["rel_err"] = _verify_region(gm, plan.nodes, plan.inputs, module, opts.seed, device)
            except Exception as exc:  # noqa: BLE001 - a region whose kernels fail runs eagerly (_fallback)
                _fallback(report, info, exc, progress)
                continue
            info["fused"] = True
            compiled.append((plan.nodes, module, plan.inputs))
    for nodes, module, inputs in compiled:
        report["replaced_ops"] += sum(1 for n in nodes if n.target is not operator.getitem)
        report["kernels"] += sum(s.kernel.kernels for s in module.steps)
        report["online_softmax"] += sum(s.kernel.online_softmax for s in module.steps)
        _replace(gm, nodes, module, inputs)
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
            env[n.name] = _translate(n, env, gm)
    root = env[nodes[-1].name]
    term = root.term
    if not any(t.op == "Input" for t in term.walk() if isinstance(t, Term)):
        return None
    inside = set(nodes)
    inputs = [a for a in dict.fromkeys(x for n in nodes for x in n.all_input_nodes) if a not in inside]
    _check_no_update_inside(nodes, inputs)
    units = _units(term, opts.max_products)
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
        searched[key] = _from_entry(entry, cache, cached=False)
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
    return _from_entry(entry, cache, cached=True)


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
            found[u.key] = k = _from_entry(r.value[1], cache, cached=False)
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


def _input_roles() -> tuple[set[int], set[int]]:
    """The graph inputs AOT autograd knows keep their address from call to call (parameters, buffers, and tensors
    marked static, as transformers' StaticCache marks its buffers), and those the graph mutates."""
    from torch._guards import TracingContext
    context = TracingContext.try_get()
    meta = getattr(context, "fw_metadata", None) if context else None
    static = set(getattr(meta, "static_input_indices", None) or ())
    mutated = {i for i, info in enumerate(getattr(meta, "input_info", None) or ()) if info.mutates_data}
    return static, mutated


class CudaGraphReplay:
    """mode="reduce-overhead" on a GPU: the compiled graph (its kernels and the eager ops between them) captured
    once as one CUDA graph over static buffers, then replayed, so a decode step costs one launch. A static input
    (a weight, a cache buffer) is read and updated where it lives; any other tensor is copied into the graph's
    buffer first, and copied back out when the graph mutates it. Outputs are copied out, since the next replay
    writes the same buffers. A call the graph cannot serve (a static input at a new address, another shape or
    other non-tensor arguments) runs the graph module directly."""

    def __init__(self, fn, roles: tuple[set[int], set[int]]):
        self.fn, (self.static, self.mutated) = fn, roles
        self.graph = self.inputs = self.outputs = None

    def __call__(self, *args):
        if self.graph is None:
            self._capture(args)
        elif not self._fits(args):
            return self.fn(*args)
        else:
            for i, (buf, a) in enumerate(zip(self.inputs, args)):
                if isinstance(a, torch.Tensor) and i not in self.static:
                    buf.copy_(a)
            self.graph.replay()
        for i in self.mutated - self.static:
            args[i].copy_(self.inputs[i])
        return [o.clone() if isinstance(o, torch.Tensor) else o for o in self.outputs]

    def _fits(self, args) -> bool:
        for i, (buf, a) in enumerate(zip(self.inputs, args)):
            if isinstance(a, torch.Tensor) != isinstance(buf, torch.Tensor):
                return False
            if not isinstance(a, torch.Tensor):
                if a != buf:
                    return False
            elif i in self.static and a.data_ptr() != buf.data_ptr() or a.shape != buf.shape:
                return False
        return len(args) == len(self.inputs)

    def _capture(self, args) -> None:
        """Warm up, then capture one call; the captured call is this call's result (the warm-up runs mutate only
        the graph's own copies of non-static inputs, and static ones are restored before the capture)."""
        self.inputs = [a if not isinstance(a, torch.Tensor) or i in self.static else a.clone()
                       for i, a in enumerate(args)]
        saved = {i: self.inputs[i].clone() for i in self.mutated if isinstance(self.inputs[i], torch.Tensor)}
        stream = torch.cuda.Stream()
        stream.wait_stream(torch.cuda.current_stream())
        with torch.cuda.stream(stream):  # warm up off the capture: Triton compiles, allocators settle
            self.fn(*self.inputs)
        torch.cuda.current_stream().wait_stream(stream)
        for i, value in saved.items():  # the warm-up's updates undone: the capture replays this call once
            self.inputs[i].copy_(value)
        self.graph = torch.cuda.CUDAGraph()
        with torch.cuda.graph(self.graph):
            out = self.fn(*self.inputs)
        self.outputs = list(out) if isinstance(out, (list, tuple)) else [out]
        self.graph.replay()  # capturing records the kernels without running them


def _verify_region(gm, nodes, inputs, module: RegionModule, seed: int, device) -> float:
    """The region's kernels against the FX subgraph run eagerly (in float64), on random inputs of its shapes and
    dtypes."""
    from .codegen.verify import TOLERANCE
    fakes = [_fake(a, gm) for a in inputs]
    args = _random_inputs([(a.name, tuple(f.shape), f.dtype) for a, f in zip(inputs, fakes)], seed, device)
    with torch.no_grad():
        got = module(*[args[a.name] for a in inputs])
        # in float64: a 16-bit eager run rounds every intermediate, an error as large as the kernels' own
        wide = {k: v.double() if v.is_floating_point() else v for k, v in args.items()}
        try:
            ref = _run_nodes(nodes, wide, exact=True)
        except (RuntimeError, TypeError, NotImplementedError):  # an op without a float64 kernel: as the graph runs
            ref = _run_nodes(nodes, dict(args))
    err = _error(got, ref) if ref.is_floating_point() else (0.0 if torch.equal(got, ref) else math.inf)
    tol = TOLERANCE.get(got.dtype, 1e-4)
    if not err < tol:
        raise BackendError(f"the region's kernels differ from its FX subgraph: relative error {err:.3g} >= {tol:g}")
    return err


def _replace(gm: fx.GraphModule, nodes: list[fx.Node], module: RegionModule, inputs: list[fx.Node]) -> None:
    name = f"eqiforge_region_{len([m for m in gm.children() if isinstance(m, RegionModule)])}"
    gm.add_submodule(name, module)
    root = nodes[-1]
    with gm.graph.inserting_before(root):
        call = gm.graph.call_module(name, tuple(inputs))
    call.meta["val"] = root.meta.get("val")
    root.replace_all_uses_with(call)
    for n in reversed(nodes):
        gm.graph.erase_node(n)


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
