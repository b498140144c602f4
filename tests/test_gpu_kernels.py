"""Kernels for the GPU they target (issue [gpu-kernels]): storage in the run's dtype with fp32 compute, products on
tensor cores (tl.dot) whatever their rank, and a launcher whose buffers and launch options a caller controls."""
import json
import os
import re
import subprocess
import sys

import pytest
import torch  # triton is imported by the rendered programs, after verify.py sets TRITON_INTERPRET

from eqiforge.host.capture.workloads import DTYPES, get_workload
from eqiforge.host.codegen.lower import lower
from eqiforge.host.codegen.verify import check
from eqiforge.host.extract.extract import extract

from .helpers import BF16_WORKLOADS, candidates, candidates_of, fused_and_unfused, graph, rendered, tiny

DTYPE_BF16_FP32_SLOW = pytest.mark.parametrize(
    "dtype", [torch.bfloat16, pytest.param(torch.float32, marks=pytest.mark.slow)], ids=["bf16", "fp32"])


@pytest.mark.parametrize("name", BF16_WORKLOADS)
def test_bf16_runs_store_bf16_and_match_pytorch(name, tmp_path_factory, tmp_path):
    """In bf16 every kernel output and stored intermediate is bf16 (loop states fp32), the result is bf16, and it is
    within the 16-bit tolerance of PyTorch in float64, at the default tiles and at tiles of 16 (tl.dot)."""
    w = get_workload(name)
    inputs = w.inputs("small", seed=2, dtype=torch.bfloat16)
    for i, cand in enumerate(fused_and_unfused(w, tmp_path_factory)):
        _, mod = rendered(w, i, cand, tmp_path)
        buffers = mod.allocate(inputs)
        assert buffers, "every program writes at least its output"
        for buf, t in buffers.items():
            want = torch.float32 if buf.startswith("states") else (torch.bool, torch.bfloat16)
            assert t.dtype == want or t.dtype in want, f"{cand.summary}: {buf} is {t.dtype}"
        assert mod.launch(inputs).dtype == torch.bfloat16
        # tiles of 16 on every loop coordinate (tl.dot); grid coordinates keep the ranked tiles, as 16 on every grid
        # axis as well can exceed Triton's largest tensor (2**20 elements), which no ranked schedule reaches
        plan = lower(cand.term)
        grid = {c for k in plan.kernels for c in k.grid}
        for tiles in (None, {c: 16 for c in plan.coordinates if c not in grid}):
            result = check(mod, w, "small", seed=5, dtype=torch.bfloat16, tiles=tiles)
            assert result.ok, f"{name} ({cand.summary}) tiles {tiles}: {result.error}"


def test_every_candidate_of_rmsnorm_mlp_in_fp16_and_fp32(tmp_path_factory, tmp_path):
    """The same rendered source serves every dtype (fp16 here; fp32 to the fp32 tolerance)."""
    w = get_workload("rmsnorm_mlp")
    for i, cand in enumerate(candidates(w, None, tmp_path_factory)[:8]):
        _, mod = rendered(w, i, cand, tmp_path)
        for dtype in ("fp16", "fp32"):
            result = check(mod, w, "small", seed=4, dtype=DTYPES[dtype], tiles={c: 16 for c in mod.DEFAULT_TILES})
            assert result.ok, f"{cand.summary} in {dtype}: {result.error}"


def _flag(kernels, name: str, tiles: dict) -> bool:
    """A constexpr flag of the plan as the launcher computes it at these tiles."""
    [value] = {p.value for k in kernels for p in k.params if p.name == name}
    pow2 = lambda n: 1 << (n - 1).bit_length()  # noqa: E731 - the launcher's _pow2
    return bool(eval(value, {"T": tiles, "_pow2": pow2}))  # noqa: S307 - our own expression


# fp32 in the slow set (as in test_kernel_tiles and test_masked_tiles): under the interpreter every product is fp32
# whatever the dtype, so the dtypes differ only in what is stored
@DTYPE_BF16_FP32_SLOW
def test_batched_attention_products_take_tl_dot(dtype, tmp_path_factory, tmp_path):
    """attention_prefill's one-kernel family multiplies rank-4 tiles (batch, head, rows, cols). Where the batch and
    head tiles are 1 each product is a 2-D tl.dot; with larger batch tiles a 3-D tl.dot; both equal PyTorch."""
    w = get_workload("attention_prefill")
    cands = candidates_of(w, "small", beam=16, budget=150_000)
    fused = next(c for c in cands if c.kernels == 1)
    plan = lower(fused.term)
    products = [s for k in plan.kernels for s in _walk(k.body) if s.kind == "matmul"]
    assert products and all(s.args["rank"] == 4 for s in products)
    source, mod = rendered(w, 0, fused, tmp_path)
    assert all(f"if {s.args['dot2']}:" in source for s in products)   # each product's stacked 2-D dot * len(products)  # a 2-D and a 3-D dot per product
    grid = {c for k in plan.kernels for c in k.grid}
    batch = {c for c, info in plan.coordinates.items() if c in grid and info["extent"] <= 4}  # batch and head
    flat = {c: 1 if c in batch else 16 for c in plan.coordinates}
    wide = {c: 16 for c in plan.coordinates}
    for s in products:
        assert _flag(plan.kernels, s.args["dot2"], flat) and not _flag(plan.kernels, s.args["dot2"], wide)
        assert _flag(plan.kernels, s.args["dot3"], wide)
    for tiles in (flat, wide):
        result = check(mod, w, "small", seed=6, dtype=dtype, tiles=tiles)
        assert result.ok, f"tiles {tiles} {dtype}: {result.error}"


def test_decode_query_row_product_stays_a_broadcast(tmp_path_factory):
    """Decode's single query row is a product of M = 1: no tl.dot path at all (it could never take it)."""
    w = get_workload("attention_decode")
    fused = next(c for c in candidates(w, 64, tmp_path_factory) if c.kernels == 1)
    products = [s for k in lower(fused.term).kernels for s in _walk(k.body) if s.kind == "matmul"]
    assert products and all(s.args["mkn"][0] == "1" and s.args["dot2"] is None for s in products)


def _walk(stmts):
    for s in stmts:
        yield s
        yield from _walk(s.body)


def test_launch_takes_buffers_and_launch_options(tmp_path_factory, tmp_path):
    """launch(out=allocate(...)) writes the caller's buffers; num_warps and num_stages in the schedule reach every
    kernel launch (defaults 4 and 2)."""
    w = get_workload("rmsnorm_mlp")
    cand = max(candidates(w, None, tmp_path_factory), key=lambda c: c.kernels)
    _, mod = rendered(w, 0, cand, tmp_path)
    inputs = w.inputs("small", seed=1, dtype=torch.bfloat16)
    out = mod.allocate(inputs)
    result = mod.launch(inputs, out=out)
    assert any(result.data_ptr() == b.data_ptr() for b in out.values()), "the result is one of the caller's buffers"
    seen = []
    kernels = [n for n in dir(mod) if n.startswith("kernel_")]  # lowering may build a stored value once for two
    assert len(kernels) >= 4                                     # kernels of the candidate: the file's kernels
    for name in kernels:
        setattr(mod, name, _Recorder(seen))
    mod.launch(inputs, {"num_warps": 8, "num_stages": 3})
    assert len(seen) == len(kernels) and all(o == (8, 3) for o in seen)
    seen.clear()
    mod.launch(inputs)
    assert len(seen) == len(kernels) and all(o == (4, 2) for o in seen)


def test_a_kernel_takes_its_own_warps_and_stages_where_the_schedule_gives_them(tmp_path_factory, tmp_path):
    """Each kernel is a launch of its own: a schedule's "kernel_0.num_warps" and "kernel_0.num_stages" reach that
    kernel's launch alone (the others take the schedule's), a caller's num_warps still sets every launch, and the
    model prices each kernel at its own warps (its registers per thread), the others' figures unchanged."""
    from eqiforge.host.codegen.render import render
    from eqiforge.host.codegen.verify import load_module
    from eqiforge.host.rank.hardware import hardware
    from eqiforge.host.rank.model import _detail, exact_latency
    from eqiforge.host.rank.work import work_of

    w = get_workload("rmsnorm_mlp")
    cand = max(candidates(w, None, tmp_path_factory), key=lambda c: c.kernels)
    plan = lower(cand.term)
    first = plan.kernels[0].name
    schedule = {"num_warps": 4, "num_stages": 2, f"{first}.num_warps": 8, f"{first}.num_stages": 3}
    path = tmp_path / "f00.py"
    path.write_text(render(plan, workload=w.name, workload_path=w.path, config="small", candidate=0,
                           summary=cand.summary, filename=path.name, schedule=schedule))
    mod = load_module(path)
    inputs = w.inputs("small", seed=1, dtype=torch.bfloat16)
    seen = {}
    for k in plan.kernels:
        setattr(mod, k.name, _Named(k.name, seen))
    mod.launch(inputs)
    assert seen.pop(first) == (8, 3) and seen and all(o == (4, 2) for o in seen.values()), seen
    seen.clear()
    mod.launch(inputs, {"num_warps": 2})
    assert set(seen.values()) == {(2, 3), (2, 2)} and seen[first] == (2, 3), seen
    hw, work = hardware("h200"), work_of(plan)
    tiles = {key: 16 for key in plan.schedule_keys()} | {"num_warps": 4, "num_stages": 2}
    mine = dict(tiles, **{f"{first}.num_warps": 8})
    base, own = (_detail(plan, work, t, hw, "bf16")["kernels"] for t in (tiles, mine))
    assert own[0]["registers"] < base[0]["registers"], (own[0], base[0])
    assert own[1:] == base[1:]
    assert exact_latency(plan, work, mine, hw)[3][1:] == exact_latency(plan, work, tiles, hw)[3][1:]


class _Named:
    """Stands for one kernel: records the options of its launches by its name."""

    def __init__(self, name, seen):
        self.name, self.seen = name, seen

    def __getitem__(self, grid):
        return lambda **kw: self.seen.__setitem__(self.name, (kw["num_warps"], kw["num_stages"]))


class _Recorder:
    """Stands for a kernel: records the options of its launches."""

    def __init__(self, seen):
        self.seen = seen

    def __getitem__(self, grid):
        return lambda **kw: self.seen.append((kw["num_warps"], kw["num_stages"]))


def test_product_precision_follows_the_dtype_and_torch(tmp_path_factory, tmp_path, monkeypatch):
    """On a GPU: 16-bit operands go to tl.dot as they are; fp32 ones follow torch.get_float32_matmul_precision().
    Under the interpreter every product is fp32 ieee (its 16-bit arithmetic is wrong)."""
    import triton.language as tl
    w = get_workload("rmsnorm_mlp")
    _, mod = rendered(w, 0, candidates(w, None, tmp_path_factory)[0], tmp_path)
    assert mod._dot_types(torch.bfloat16) == (tl.float32, "ieee")
    monkeypatch.setenv("TRITON_INTERPRET", "0")
    assert mod._dot_types(torch.bfloat16) == (tl.bfloat16, "ieee")
    assert mod._dot_types(torch.float16) == (tl.float16, "ieee")
    before = torch.get_float32_matmul_precision()
    try:
        torch.set_float32_matmul_precision("highest")
        assert mod._dot_types(torch.float32) == (tl.float32, "ieee")
        torch.set_float32_matmul_precision("high")
        assert mod._dot_types(torch.float32) == (tl.float32, "tf32")
    finally:
        torch.set_float32_matmul_precision(before)


_COMPILE = """
import json, os, sys
os.environ["TRITON_INTERPRET"] = "0"
import torch, triton
from pathlib import Path
from triton.compiler import ASTSource
from triton.backends.compiler import GPUTarget
from eqiforge.host.codegen.verify import load_module
from eqiforge.host.capture.workloads import get_workload
mod = load_module(Path(sys.argv[1]))
calls = []
class Record:
    def __init__(self, fn): self.fn = fn
    def __getitem__(self, grid): return lambda **kw: calls.append((self.fn, kw))
for name in [n for n in dir(mod) if n.startswith("kernel_")]:
    setattr(mod, name, Record(getattr(mod, name)))
types = {torch.bfloat16: "*bf16", torch.float32: "*fp32", torch.bool: "*i1"}
for case, tiles in enumerate(json.loads(sys.argv[3])):  # each schedule's launches compiled in turn
    calls.clear()
    mod.launch(get_workload(sys.argv[2]).meta_inputs("small", torch.bfloat16), tiles)
    for fn, kw in calls:
        options = {"num_warps": kw.pop("num_warps"), "num_stages": kw.pop("num_stages")}
        params = dict(zip(fn.arg_names, fn.params))
        signature = {a: "constexpr" if params[a].is_constexpr else types[v.dtype] if isinstance(v, torch.Tensor)
                     else "i32" for a, v in kw.items()}
        constants = {a: v for a, v in kw.items() if params[a].is_constexpr}
        ptx = triton.compile(ASTSource(fn, signature, constants), target=GPUTarget("cuda", 90, 32),
                             options=options).asm["ptx"]
        print(json.dumps({"case": case, "kernel": fn.__name__, "mma": ptx.count("mma.sync"),
                          "wgmma": ptx.count("wgmma.mma_async")}))
"""


def test_batched_attention_products_compile_to_tensor_cores_for_sm90(tmp_path_factory, tmp_path):
    """Triton's own compiler for sm_90 (no GPU needed): attention_prefill's one-kernel family in bf16, batch and head
    tiles 1, compiles to wgmma (2-D products of 64 rows), and to mma with batch tiles 2 (3-D products)."""
    w = get_workload("attention_prefill")
    cands = candidates_of(w, "small", beam=16, budget=150_000)
    fused = next(c for c in cands if c.kernels == 1)
    rendered(w, 0, fused, tmp_path)
    path = tmp_path / f"{w.name}_f00.py"
    plan = lower(fused.term)
    grid = {c for k in plan.kernels for c in k.grid}
    cases = [(batch_tile, want, {c: (batch_tile if info["extent"] <= 4 else 64 if c in grid else 16)
                                 for c, info in plan.coordinates.items()})
             for batch_tile, want in ((1, "wgmma"), (2, "mma"))]
    env = dict(os.environ, PYTHONPATH=os.getcwd(), TRITON_INTERPRET="0")
    # one process compiles both schedules (a process of its own costs seconds of imports)
    done = subprocess.run([sys.executable, "-c", _COMPILE, str(path), w.name, json.dumps([t for *_, t in cases])],
                          capture_output=True, text=True, env=env, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    lines = [json.loads(line) for line in done.stdout.splitlines()]
    for case, (_, want, tiles) in enumerate(cases):
        reports = [r for r in lines if r["case"] == case]
        assert reports and all(r[want] > 0 for r in reports), (tiles, reports)


def test_rendered_kernels_have_no_dead_code(tmp_path_factory, tmp_path):
    """Every parameter of every kernel is read (no unused strides or extents), and every name a kernel assigns is
    read after (no unused offsets, masks or index arithmetic): checked on the AST of attention and MLP families."""
    import ast
    for name in ("attention_prefill", "rmsnorm_mlp"):
        w = get_workload(name)
        for i, cand in enumerate(fused_and_unfused(w, tmp_path_factory)):
            source, _ = rendered(w, i, cand, tmp_path)
            for fn in ast.parse(source).body:
                if not (isinstance(fn, ast.FunctionDef) and fn.name.startswith("kernel_")):
                    continue
                read = {n.id for n in ast.walk(fn) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)}
                written = {n.id for n in ast.walk(fn) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)}
                unread = ({a.arg for a in fn.args.args} | written) - read
                assert not unread, f"{name} ({cand.summary}) {fn.name}: never read: {sorted(unread)}"


# fp32 in the slow set (as in test_kernel_tiles and test_masked_tiles): under the interpreter every product is fp32
# whatever the dtype, so the dtypes differ only in what is stored
@DTYPE_BF16_FP32_SLOW
def test_grouped_query_decode_stacks_the_heads_of_a_kv_head_as_rows_of_tl_dot(dtype, tmp_path_factory, tmp_path):
    """GQA decode (attention_sinks, one query row, 2 query heads per KV head): a family's grid cuts the kv-head and
    group axes apart (the output Reshape that merges them is a view of its operand), so one program holds a KV
    head's whole group. Its products stack the group as the rows of one 2-D tl.dot (1 row x a group tile of 16, the
    extra rows masked), which K and V feed once; the ranking prices them on tensor cores only at a group tile whose
    rows reach 16, and the kernel matches PyTorch at both tiles in bf16 and fp32."""
    from eqiforge.host.rank.model import _Eval
    from eqiforge.host.rank.work import work_of
    w = get_workload("attention_sinks")
    cands = extract(graph(w, "small_decode", tmp_path_factory), "compact", max_kernels=1).candidates
    stacked = [c for c in cands if "q.1/1x2@2" in c.summary and "k.1@1" in c.summary and c.summary.endswith("[2 mm]")]
    assert stacked, "a one-kernel family holds the group axis as a grid tile"
    cand = stacked[0]
    plan = lower(cand.term)
    group = next(c for c, info in plan.coordinates.items() if info["text"].startswith("grid q.1"))
    assert plan.coordinates[group]["extent"] == 2
    products = [s for k in plan.kernels for s in _walk(k.body) if s.kind == "matmul"]
    assert len(products) == 2 and all(s.args["mkn"][0] == "1" and s.args["dot_mkn"][0] == f"T_{group}"
                                      for s in products)
    stacked16 = {c: 16 for c in plan.coordinates} | {c: 1 for c in plan.kernels[0].grid if c != group}
    single = dict(stacked16, **{group: 1})
    [work] = work_of(plan)
    for tiles, on in ((stacked16, True), (single, False)):
        assert all(_flag(plan.kernels, s.args["dot2"], tiles) == on for s in products)
        assert [_Eval(plan, tiles, exact=True).on_tensor_cores(p) for p in work.products_tiles] == [on] * 2
    source, mod = rendered(w, 0, cand, tmp_path)
    assert all(f"if {s.args['dot2']}:" in source for s in products)   # each product's stacked 2-D dot
    for tiles in (stacked16, single):
        result = check(mod, w, "small_decode", seed=7, dtype=dtype, tiles=tiles)
        assert result.ok, f"tiles {tiles} {dtype}: {result.error}"


# fp32 in the slow set (as in test_kernel_tiles and test_masked_tiles): under the interpreter every product is fp32
# whatever the dtype, so the dtypes differ only in what is stored
@DTYPE_BF16_FP32_SLOW
def test_heads_over_a_shared_operand_are_stacked_as_the_dot_m(dtype, tmp_path_factory, tmp_path):
    """Decode over one latent every head shares (MLA's absorbed form, tests/workloads_tiny/user_latent_decode.py):
    the products' head axis is held by the query rows alone (c_kv is broadcast along it), so tl.dot folds it into
    M: a tile of 16 heads of one query row each is a 16-row dot, where the single row alone had no dot path. The
    model prices it so: on tensor cores at a head tile of 16 and not at 1, and c_kv read once per head tile. Both
    dtypes verify at the dot's tiles and at the default ones."""
    from eqiforge.host.rank.model import _Eval
    from eqiforge.host.rank.work import work_of


    w = tiny("user_latent_decode")
    cands = candidates_of(w, "small", beam=16, budget=150_000)

    def folded(cand):
        """(plan, head coordinate, batch coordinate) of a one-kernel family on a (batch, heads) grid whose products
        all stack the heads as M, else None."""
        plan = lower(cand.term)
        coord = {info["text"].split("@")[0]: c for c, info in plan.coordinates.items()}
        heads, batch = coord.get("grid q.1"), coord.get("grid q.0")
        products = [s for k in plan.kernels for s in _walk(k.body) if s.kind == "matmul"]
        ok = cand.kernels == 1 and heads and batch and len(products) == 2 and all(
            s.args["mkn"][0] == "1" and s.args["dot_mkn"][0] == f"T_{heads}" and s.args["dot2"] for s in products)
        return (plan, heads, batch, products) if ok else None
    cand, (plan, heads, batch, products) = next((c, f) for c in cands for f in [folded(c)] if f)
    stacked = {c: 16 for c in plan.coordinates} | {batch: 1}
    single = dict(stacked, **{heads: 1})
    assert all(_flag(plan.kernels, s.args["dot2"], stacked) and not _flag(plan.kernels, s.args["dot2"], single)
               for s in products)
    [work] = work_of(plan)
    for tiles, on in ((stacked, True), (single, False)):
        ev = _Eval(plan, dict(tiles, num_warps=4, num_stages=2), exact=True)
        assert [ev.on_tensor_cores(p) for p in work.products_tiles] == [on, on]
    # c_kv (loads without a head axis) is read once per head tile: 16 / T_heads times
    kv = [a for a in work.moves if f"T_{heads}" not in a.sizes]
    assert kv
    once = [_Eval(plan, dict(stacked, **{heads: 16}), exact=True).elements(work, a) for a in kv]
    for t in (1, 4):
        ev = _Eval(plan, dict(stacked, **{heads: t}), exact=True)
        assert [ev.elements(work, a) for a in kv] == [n * 16 // t for n in once]
    source, mod = rendered(w, 0, cand, tmp_path)
    assert "tl.dot(" in source
    for tiles in (stacked, None):
        result = check(mod, w, "small", seed=3, dtype=dtype, tiles=tiles)
        assert result.ok, f"{cand.summary} tiles {tiles} {dtype}: {result.error}"


def test_a_product_summed_over_a_loop_accumulates_in_the_dot(tmp_path):
    """x [B, T, K] @ w with K looped: the product accumulates into its loop state in tl.dot itself, the state held in
    the dot's 2-D form and unflattened once after the loop. It matches PyTorch in bf16 and fp32 under the
    interpreter; compiled for sm_90 at a 128 x 128 tile (8 warps, 3 stages) it keeps to 160 registers without
    spilling, where a product added to a state of its own rank took 206; at 128 x 256 (which spilled then) the model
    and the compiler both fit it."""
    from eqiforge.host.codegen.render import render
    from eqiforge.host.codegen.verify import load_module
    from eqiforge.host.rank import gpu_compile
    from eqiforge.host.rank.hardware import hardware
    from eqiforge.host.rank.model import _Eval, kernel_resources, kernel_view
    from eqiforge.host.rank.work import work_of



    w = tiny("batched_linear")
    looped = []
    for config in ("small", "wide"):
        cand = next(c for c in candidates_of(w, config, beam=16, budget=150_000)
                    if c.kernels == 1 and "loop(" in c.summary)
        plan = lower(cand.term)
        source = render(plan, workload=w.name, workload_path=w.path, config=config, candidate=0,
                        summary=cand.summary, filename="f00.py")
        assert re.search(r"acc\d+ = tl\.dot\(.*, acc\d+, input_precision", source), cand.summary
        path = tmp_path / f"{config}.py"
        path.write_text(source)
        looped.append((plan, path))
    (_, small), (plan, wide) = looped
    mod = load_module(small)
    for dtype in (torch.bfloat16, torch.float32):
        for tiles in (None, {c: 16 for c in mod.DEFAULT_TILES}):
            result = check(mod, w, "small", seed=3, dtype=dtype, tiles=tiles)
            assert result.ok, (dtype, tiles, result.error)
    # the wide config's kernel at a 128 x 128 output tile over the tokens and columns, K tiles of 64
    sizes = {"grid x.1@1[256]": 128, "grid w.1@2[512]": 128, "loop w.0[1024]": 64}   # else 1 (the batch)
    tiles = {c: sizes.get(info["text"], 1) for c, info in plan.coordinates.items()}
    assert sorted(tiles.values()) == [1, 64, 128, 128], plan.coordinates
    schedule = {key: tiles[c] for key, c in plan.schedule_keys().items()} | {"num_warps": 8, "num_stages": 3}
    n_key = next(key for key, c in plan.schedule_keys().items() if plan.coordinates[c]["text"] == "grid w.1@2[512]")
    wider = dict(schedule, **{n_key: 256})
    rec, rec_wider = gpu_compile.compile_families(
        [gpu_compile.Job(str(wide), str(w.path), "wide", s, "bf16") for s in (schedule, wider)],
        ("cuda", 90, 32), 227 * 1024)
    assert rec.ok and rec.tensor_cores, rec
    assert rec.spilled_bytes == 0 and rec.registers <= 160, (schedule, rec)
    # 128 x 256: the model fits it (the accumulator and the output tile it stores are not live at once), and so
    # does the compiler
    work, = work_of(plan)
    ev = _Eval(plan, kernel_view(plan, wider, work.name), exact=True)
    modelled = kernel_resources(ev, work, 8, 3, 2, hardware("h200"))
    assert modelled["programs_per_sm"] >= 1 and modelled["registers"] <= 255, modelled
    assert rec_wider.ok and rec_wider.spilled_bytes == 0, rec_wider
