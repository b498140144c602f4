"""Helpers several test files share: the tiny workloads, saturated graphs and extractions computed once per test
run (tests/shared.py), candidates checked against PyTorch, rendered and launched. Test files import them from here,
never from one another."""
from __future__ import annotations

import tempfile
from pathlib import Path

import torch

from eqiforge.host import pipeline
from eqiforge.host.capture.export import capture
from eqiforge.host.capture.workloads import Workload, get_workload
from eqiforge.host.codegen.lower import lower
from eqiforge.host.codegen.render import render
from eqiforge.host.codegen.verify import check, load_module
from eqiforge.host.coords import COORD_ARG, extent
from eqiforge.host.extract.extract import extract
from eqiforge.host.extract.forms import Forms
from eqiforge.host.interp import Interpreter, evaluate
from eqiforge.host.saturate import saturation
from eqiforge.host.term import Term

from . import shared
from .conftest import LAYERS

TINY = Path(__file__).parent / "workloads_tiny"
DUMPS = tempfile.TemporaryDirectory(prefix="eqiforge-derivations-")  # dumps go here, never into results/


def saturated_graph(w: Workload, config: str):
    """(saturation report, serialized e-graph) of a workload (a suite or a test file) at a config, once per
    (workload file, config) in the test run (tests/shared.py): test_extract.graph and `saturated` share it."""
    def run():
        result, graph, _ = saturation.saturate(w, config, dump_path=Path(DUMPS.name) / f"{w.name}.{config}.txt")
        return result, graph.serialize()
    return shared.once(("saturated", *shared.workload_key(w), config), run)


def assert_matches_pytorch(w, config: str, term: Term):
    """Evaluated against PyTorch in float64 (small configs only: the interpreter runs every tile in Python).
    transformers' layers cast to float32 on purpose (norms, rotary tables, softmax), which rounds in the float64
    reference and not in the term: 1e-6 for them (and for a test program calling transformers' functions), as
    test_capture allows."""
    if not config.startswith("small"):
        return
    tolerance = 1e-6 if w.name in LAYERS or "from transformers" in w.path.read_text() else 1e-12
    run = w.instance(config, seed=3, dtype=torch.float64)  # a module's weights are inputs of the term too
    inputs, expected = run.inputs, run.module(**run.activations)
    coords = {t.args[COORD_ARG[t.op]] for t in term.walk() if t.op in COORD_ARG}
    for tiles in ({}, {p: max(1, extent(p) * 3 // 8) for p in coords}):  # default tiles, then ragged ones
        got = Interpreter(inputs, tiles)(term)
        err = ((got - expected).norm() / expected.norm()).item()
        assert err < tolerance, f"{w.name} [{config}]: relative error {err:.3g} with tiles {tiles}"


def graph(w: Workload, config: str, tmp_path_factory=None):
    """The serialized saturated e-graph, once per (workload file, config) in the test run (shared with
    test_derivations.saturated, which saturates the same programs)."""
    return saturated_graph(w, config)[1]


def extracted_of(w: Workload, config: str, **options):
    """extract(graph(w, config), "compact", **options), once per (workload file, config, options) in the test run
    (tests/shared.py): several files extract the same workloads with the same options and only read the result."""
    return shared.once(("extract", *shared.workload_key(w), config, tuple(sorted(options.items()))),
                       lambda: extract(graph(w, config), "compact", **options))


def program_extracted(w: Workload, config: str):
    """`eqiforge run`'s extraction of a workload (pipeline.extract_program: cut into segments and composed where it
    has more than four products), once per (workload file, config) in the test run: test_extract_workloads checks
    every candidate, test_transformers_layers looks for forms among them, on the same extraction (a whole decoder
    layer's takes minutes)."""
    def run():
        _, found, _ = pipeline.extract_program(w, config, dump_path=Path(DUMPS.name) / f"{w.name}.{config}.program.txt")
        return found
    return shared.once(("program", *shared.workload_key(w), config), run)


def candidates_of(w: Workload, config: str, tmp_path_factory=None, **options):
    """The candidates of `extracted_of` (beam 16 and a budget of 150k, say, in test_gpu_kernels, test_masked_tiles,
    test_model_counts and test_suite_kernels)."""
    return extracted_of(w, config, **options).candidates


def tiny(name: str) -> Workload:
    return Workload(name, TINY / f"{name}.py")


def assert_lowerable(term) -> None:
    """What lowering relies on, checked on a candidate's term: no whole MatMul, and a view (a load) slices memory
    or index arithmetic, never a value computed per instance (a product, a reduction, pointwise math on data).
    And no loop computes on a whole axis it tiles (`assert_no_whole_axis_per_tile`)."""
    for t in term.walk():
        assert t.op != "MatMul", "a product inside a kernel is a TileMatMul"
        if t.op in ("Partition", "Replicate"):
            x = t.args[0]
            assert x.op not in ("TileMatMul", "Reduce"), f"a view of a {x.op} computed per instance"
            if x.op in ("Unary", "Binary", "Where"):
                assert not any(s.op == "Input" for s in x.walk()), "a view of pointwise math on data"
    assert_no_whole_axis_per_tile(term)


def _input_view(t):
    """(input name, the input axis of each axis, the input axes partitioned) of a Partition / Replicate / Permute
    chain over an Input; None for anything else."""
    if t.op == "Input":
        return t.args[0], tuple(range(len(t.args[1]))), frozenset()
    if t.op in ("Replicate", "Partition", "Permute"):
        inner = _input_view(t.args[0])
        if inner is None:
            return None
        name, axes, cut = inner
        if t.op == "Partition":
            return name, axes, cut | {axes[t.args[1]]}
        if t.op == "Permute":
            return name, tuple(axes[j] for j in t.args[1]), cut
        return inner
    return None


def assert_no_whole_axis_per_tile(term) -> None:
    """Inside a loop or grid over tiles of an input's axis (the term partitions that axis by its coordinate), no
    computation reads that input with the axis whole, replicated over the same coordinate: that repeats a
    whole-axis load and product in every iteration or instance. A Partition that cuts the tile back out is a
    load."""
    tiled = set()
    for t in term.walk():
        if t.op == "Partition" and (view := _input_view(t.args[0])):
            tiled.add((view[0], view[1][t.args[1]], t.args[2]))
    layouts = ("Permute", "Reshape", "Replicate", "Expand", "Cast")

    def spans(x, loop) -> bool:  # x: a layout chain down to a Replicate over `loop` of a whole tiled axis
        while x.op in layouts:
            if x.op == "Replicate" and x.args[1] == loop and (view := _input_view(x.args[0])):
                if any((view[0], a, loop) in tiled for a in view[1] if a not in view[2]):
                    return True
            x = x.args[0]
        return False
    for t in term.walk():
        if t.op in ("TileMatMul", "Reduce", "Unary", "Binary", "Where", "Tuple"):
            for x in t.args:
                if isinstance(x, Term):
                    loops = {r.args[1] for r in x.walk() if r.op == "Replicate" and r.args[1].op in ("Loop", "Grid")}
                    assert not any(spans(x, p) for p in loops), f"{t.op} on a whole tiled axis in every tile"


def candidates(w: Workload, beam, tmp_path_factory):
    """Extracted once per test run (attention_decode's shared with test_extract)."""
    return extracted_of(w, "small", beam=beam).candidates


def rendered(w: Workload, i: int, cand, tmp_path):
    source = render(lower(cand.term), workload=w.name, workload_path=w.path, config="small", candidate=i,
                    summary=cand.summary, filename=f"f{i:02d}.py")
    path = tmp_path / f"{w.name}_f{i:02d}.py"
    path.write_text(source)
    return source, load_module(path)


def launched(path: Path, w, config: str, tiles: dict) -> list[dict]:
    """The keyword arguments of every kernel launch the rendered launcher makes on meta inputs."""
    module = load_module(path)
    calls = []

    class Recorder:
        def __getitem__(self, grid):
            return lambda **kwargs: calls.append(kwargs)
    for name in [n for n in vars(module) if n.startswith("kernel_")]:
        setattr(module, name, Recorder())
    module.launch(w.meta_reads(config), tiles)
    return calls


def plans(w, config, tmp_path_factory, beam=None):
    return [(c, lower(c.term)) for c in extract(graph(w, config, tmp_path_factory), "compact", beam=beam).candidates]


class Fn(torch.nn.Module):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def forward(self, **kw):
        return self.fn(**kw)


def randn(*shape, scale=1.0, seed=0):
    # never zeros: a zero input would hide a wrong branch of where/clamp/softplus
    t = torch.randn(*shape, generator=torch.Generator().manual_seed(seed), dtype=torch.float64)
    return (t + torch.where(t >= 0, 0.05, -0.05)) * scale


def capture_error(fn, **inputs) -> float:
    """Capture on meta tensors (float32, as workloads do), interpret in float64, relative L2 error vs PyTorch."""
    meta = {k: torch.empty(v.shape, dtype=torch.float32 if v.is_floating_point() else v.dtype, device="meta")
            for k, v in inputs.items()}
    captured = capture(Fn(fn), meta)
    ref = fn(**inputs)
    got = evaluate(captured.term, inputs)
    assert got.shape == ref.shape and torch.isfinite(ref).all()
    return ((got - ref).norm() / ref.norm()).item()


def assert_verified(w: Workload, cands, tmp_path, tiles=None, seed=5):
    for i, cand in enumerate(cands):
        _, mod = rendered(w, i, cand, tmp_path)
        result = check(mod, w, "small", seed=seed, tiles=tiles)
        assert result.ok, f"{w.name} candidate {i} ({cand.summary}): {result.error}"

_SATURATED: dict[tuple[str, str], tuple] = {}


def saturated(name: str, config: str):
    """(workload, forms, root class, saturation report), once per (workload, config) for the whole session."""
    if (name, config) not in _SATURATED:
        w = get_workload(name)
        result, serialized = saturated_graph(w, config)
        # rules are guarded by types, so no ill-typed term enters while saturating: every class is typed
        assert not serialized.untyped_classes(), f"{name}: {serialized.describe_untyped(serialized.untyped_classes())}"
        _SATURATED[name, config] = (w, Forms(serialized), serialized.root_class(), result)
    return _SATURATED[name, config]


def grid_axes(term: Term) -> list[int]:
    """The program's grid axes: its root's chain of Combines, or that of the value the root is a view of (a Reshape
    merging GQA's kv heads and group: the launcher views the kernel's buffer), in that value's axes."""
    axes = []
    while term.op in ("Reshape", "Permute"):
        term = term.args[0]
    while term.op == "Combine":
        axes.append(term.args[2])
        term = term.args[0]
    return axes


def is_op(t: Term, op: str, operator: str) -> bool:
    return t.op == op and t.args[0] == Term(operator)


def fused_and_unfused(w, tmp_path_factory, beam=16, budget=150_000):
    """A workload's one-kernel families and its most-kernel family (small config, a small extraction budget)."""
    cands = candidates_of(w, "small", beam=beam, budget=budget)
    return [c for c in cands if c.kernels == 1][:3] + [cands[-1]]

BF16_WORKLOADS = ["attention_decode", "attention_prefill", "rmsnorm_mlp", "attention_sinks"]


def loop_stmts(stmts):
    for s in stmts:
        if s.kind == "loop":
            yield s
            yield from loop_stmts(s.body)

_BOUNDED: dict = {}


def bounded_families(name, tmp_path_factory):
    """A workload's one-kernel families at small whose KV loop is bounded by its mask, with that loop (extracted
    and lowered once per workload for the whole file: several tests read them, none changes them)."""
    if name not in _BOUNDED:
        _BOUNDED[name] = _bounded_families(name, tmp_path_factory)
    return _BOUNDED[name]


def _bounded_families(name, tmp_path_factory):
    w = get_workload(name)
    cands = candidates_of(w, "small", beam=16, budget=150_000)
    out = []
    for cand in cands:
        if cand.kernels != 1:
            continue
        plan = lower(cand.term)
        loops = [s for k in plan.kernels for s in loop_stmts(k.body) if s.args["bounds"]]
        if loops:
            out.append((cand, plan, loops[0]))
    return w, out
