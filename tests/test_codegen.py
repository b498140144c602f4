"""Codegen (issue [codegen]): every candidate lowers to a kernel plan, renders to Triton through the templates, and
the rendered program — run by Triton's interpreter here — equals the PyTorch module on random inputs."""
import os
import re
import subprocess
import sys
import textwrap

import pytest
import torch

from eqiforge.host.capture.workloads import get_workload
from eqiforge.host.codegen.lower import lower
from eqiforge.host.codegen.render import render
from eqiforge.host.codegen.verify import check, load_module
from eqiforge.host.extract.extract import extract
from eqiforge.host.paths import ROOT

from .helpers import assert_verified, candidates, graph, rendered, tiny


# rmsnorm_mlp's every candidate is also checked against PyTorch as a term (test_extract.py) and its first eight as
# kernels in fp16 and fp32 (test_gpu_kernels.py): its exhaustive kernel run (half a minute) is in the slow set
@pytest.mark.parametrize("name", [pytest.param("rmsnorm_mlp", marks=pytest.mark.slow), "user_rmsnorm_linear"])
def test_every_candidate_renders_and_matches_pytorch(name, tmp_path_factory, tmp_path):
    """All candidates (exhaustive extraction); the user program has a batch of 5 and a hidden size of 12, so the
    default power-of-two tiles are ragged and every mask matters."""
    w = tiny(name) if name.startswith("user_") else get_workload(name)
    cands = candidates(w, None, tmp_path_factory)
    assert len(cands) >= 10
    assert_verified(w, cands, tmp_path)


def test_tile_sizes_are_parameters_of_one_source(tmp_path_factory, tmp_path):
    """The same rendered source runs at other tile sizes: tiles of 16 make tl.dot legal (the products use it),
    tiles larger than the extent are masked, tiles of 2 run every loop many times."""
    w = get_workload("rmsnorm_mlp")
    cand = candidates(w, None, tmp_path_factory)[0]
    source, mod = rendered(w, 0, cand, tmp_path)
    assert "tl.dot(" in source
    for size in (16, 64, 2):
        tiles = {c: size for c in mod.DEFAULT_TILES}
        result = check(mod, w, "small", seed=8, tiles=tiles)
        assert result.ok, f"tiles {tiles}: {result.error}"


def test_rendering_is_deterministic(tmp_path_factory, tmp_path):
    w = get_workload("rmsnorm_mlp")
    cands = candidates(w, None, tmp_path_factory)
    again = extract(graph(w, "small", tmp_path_factory), "compact", beam=None).candidates
    for i in (0, len(cands) // 2, len(cands) - 1):
        a = render(lower(cands[i].term), workload=w.name, workload_path=w.path, config="small", candidate=i,
                   summary=cands[i].summary, filename="f.py")
        b = render(lower(again[i].term), workload=w.name, workload_path=w.path, config="small", candidate=i,
                   summary=again[i].summary, filename="f.py")
        assert a == b


def test_decode_single_kernel_has_no_score_matrix_in_memory(tmp_path_factory, tmp_path):
    """attention_decode's one-kernel candidate renders to one kernel whose only buffer is the output, with a loop
    over KV tiles carrying the rescaled state; it and the other one- and two-kernel candidates equal PyTorch."""
    w = get_workload("attention_decode")
    cands = candidates(w, 64, tmp_path_factory)
    [fused] = [c for c in cands if c.kernels == 1 and "rescale" in c.summary][:1]
    source, mod = rendered(w, 0, fused, tmp_path)
    allocator = source[source.index("def allocate("):source.index("def launch(")]
    assert allocator.count("torch.empty(") == 1, "only the output is allocated"
    assert source.count("\ndef kernel_") == 1 and "for i_c" in source
    assert "tl.exp(" in source and "-float(\"inf\")" in source  # the rescaling repair of the running max
    assert_verified(w, [c for c in cands if c.kernels <= 2], tmp_path)


def test_a_kernel_that_leaves_elements_unwritten_fails(tmp_path_factory, tmp_path):
    """Outputs are poisoned before the run: a store that skips a row is caught, never reported as verified."""
    w = get_workload("rmsnorm_mlp")
    cand = candidates(w, None, tmp_path_factory)[0]
    source, _ = rendered(w, 0, cand, tmp_path)
    broken = re.sub(r"(tl\.store\(.*), mask=", r"\1, mask=(offs_c0 > 0)[:, None] & ", source, count=1)
    assert broken != source
    path = tmp_path / "broken.py"
    path.write_text(broken)
    result = check(load_module(path), w, "small")
    assert not result.ok and result.error


def test_run_writes_verified_kernels_that_run_on_their_own(run_cli, tmp_path):
    """eqiforge run: the report lists every family, verified or with its error; a kernel file checks itself."""
    import json

    # --beam 8: 11 families instead of 41 (each verified under the interpreter), the same paths; the default beam is
    # run by test_gpu_compile's run
    code, out, _ = run_cli("run", "lora", "--config", "small", "--out", str(tmp_path), "--beam", "8")
    assert code == 0
    assert "capture check: relative error" in out
    report = json.loads((tmp_path / "report.json").read_text())
    assert report["workload"] == "lora" and report["families"]
    for f in report["families"]:
        assert f["verified"] or f["error"] or f["same_structure_as"], f
        if f["same_structure_as"]:  # merged: no kernels of its own, ranked as the family it is merged into
            first = next(g for g in report["families"] if g["id"] == f["same_structure_as"])
            assert first["verified"] and not first["same_structure_as"] and f["source"] is None
            assert f["modelled_us"] == first["modelled_us"] and f["id"] not in report["ranking"]["order"]
        if f["verified"]:  # run in bf16, the default: the 16-bit tolerance
            assert f["rel_err"] < 1e-2 and (tmp_path / f["source"]).is_file()
    assert report["best"] in {f["id"] for f in report["families"] if f["verified"]}
    md = (tmp_path / "report.md").read_text()
    assert report["dtype"] == "bf16" and md.startswith("# lora [small, bf16]")
    # each ranked family's roofline position: intensity against the ridge of the H200's fp32 rate and bandwidth
    # (report.json's floats are written to 3 significant figures: within half a unit of the third)
    assert report["ranking"]["ridge_flop_per_byte"] == pytest.approx(67e12 / 4300e9, rel=5e-3)
    best_row = next(line for line in md.splitlines() if line.startswith(f"| [{report['best']}]"))
    assert re.search(r"\| [0-9.e+-]+ FLOP/B, (memory|compute)-bound, \d+% \|", best_row), best_row
    assert (tmp_path / "egraph.small.txt").is_file()
    best = next(f for f in report["families"] if f["id"] == report["best"])
    # fusion against the captured program with a kernel per computation (lora: 5 of them)
    assert report["unfused_kernels"] == 5 and report["best_kernels"] == best["kernels"] < 5
    assert f"- kernels: best {best['kernels']}, unfused program 5 " in md
    assert f"kernels: best {best['kernels']}, unfused program 5 " in out
    r = subprocess.run([sys.executable, str(tmp_path / best["source"])], capture_output=True, text=True)
    assert r.returncode == 0 and r.stdout.startswith("ok: relative error"), r.stderr[-500:]
    # the bench path end to end: the best family checked again and the baselines run; timing needs a GPU
    from eqiforge.host.rank.bench import bench_workload
    bench = bench_workload(get_workload("lora"), "small", results=tmp_path)
    assert bench.verified and bench.family == report["best"]
    assert bench.timed == torch.cuda.is_available()
    if not bench.timed:
        assert bench.skipped.startswith("no GPU here: tuning and timings skipped") and not bench.us
        assert bench.tuning is None and bench.schedule == best["schedule"]
    # what tuning would search on a GPU: every verified family with kernels of its own, from the model's schedule,
    # each tile size within its extent rounded up to a power of two
    from eqiforge.host.rank.bench import tuning_families
    families, modules = tuning_families(report, tmp_path)
    assert {f.id for f in families} == {f["id"] for f in report["families"] if f["verified"] and not f["same_code_as"]
                                        and not f["same_structure_as"]}
    for fam in families:
        assert set(fam.schedule) == set(fam.tops) == set(modules[fam.id].DEFAULT_TILES) | {"num_warps", "num_stages"}
        assert all(1 <= fam.schedule[c] <= fam.tops[c] and fam.tops[c] & (fam.tops[c] - 1) == 0 for c in fam.tops)
        # the file's defaults are the ranked schedule of the config it was rendered for
        ranked = next(f["schedule"] for f in report["families"] if f["id"] == fam.id)
        mod = modules[fam.id]
        assert dict(mod.DEFAULT_TILES, num_warps=mod.NUM_WARPS, num_stages=mod.NUM_STAGES) == ranked


def _every_candidate_checked(name: str, config: str, tmp_path_factory, tmp_path):
    """(candidate, its kernels' source, its checks against PyTorch in fp32 and in bf16) for every candidate of a
    tiny workload."""
    w = tiny(name)
    cands = extract(graph(w, config, tmp_path_factory), "compact", beam=None).candidates
    assert cands
    for i, cand in enumerate(cands):
        source = render(lower(cand.term), workload=w.name, workload_path=w.path, config=config, candidate=i,
                        summary=cand.summary, filename=f"f{i:02d}.py")
        path = tmp_path / f"{config}_f{i:02d}.py"
        path.write_text(source)
        module = load_module(path)
        yield cand, source[:source.index("\ndef launch(")], [check(module, w, config, seed=5, dtype=dtype)
                                                             for dtype in (torch.float32, torch.bfloat16)]


@pytest.mark.parametrize("config", ["small", "one_query"])
def test_concat_and_slice_of_computed_tiles_inside_a_kernel(config, tmp_path_factory, tmp_path):
    """RoPE's rotate-half (chunk, negate, cat) on per-tile values: halves of 3 (or 5) are padded to 4 (or 8) in
    registers, so the concatenation must gather each element from its operand, not lay the padded tiles end to
    end. Also with a single query row and a prime key length."""
    for cand, kernels, results in _every_candidate_checked("user_rope_scores", config, tmp_path_factory, tmp_path):
        assert "tl.gather(" in kernels
        assert all(r.ok for r in results), f"{config} ({cand.summary}): {[r.error for r in results]}"


@pytest.mark.parametrize("config", ["small", "unit", pytest.param("odd", marks=pytest.mark.slow)])
def test_aligned_slices_and_equal_halves_split_and_join_instead_of_gathering(config, tmp_path_factory, tmp_path):
    """Partial rotary of a normalised q: a slice of half the head dims, its quarters, their negated swap and the
    pass-through half joined back. At dim 16 every piece is an aligned power of two: split and joined in
    registers, no gather (on sm_90 a gather of a 28-head RoPE tile spilled at every tile size); at dim 4 too, down
    to quarters of one element. At dim 12 the pieces are 3 and 6 wide and are gathered. All verify against
    PyTorch, in fp32 and in bf16."""
    for cand, kernels, results in _every_candidate_checked("user_partial_rotary", config, tmp_path_factory,
                                                           tmp_path):
        if config in ("small", "unit"):
            assert "tl.gather(" not in kernels and "tl.split(" in kernels and "tl.join(" in kernels, cand.summary
        else:
            assert "tl.gather(" in kernels
        assert all(r.ok for r in results), f"{config} ({cand.summary}): {[r.error for r in results]}"


@pytest.mark.skipif(torch.cuda.is_available(), reason="the interpreter runs kernels only without a GPU")
def test_kernels_run_in_the_interpreter_when_triton_was_imported_first(tmp_path):
    """torch.compile (or any library) may import Triton before TRITON_INTERPRET is set; its jit helpers (tl.cdiv)
    are then compiled functions. A rendered kernel loaded afterwards must still run in the interpreter."""
    kernel = tmp_path / "k.py"
    kernel.write_text(textwrap.dedent("""
        import triton
        import triton.language as tl

        @triton.jit
        def blocks(out_ptr, n, B: tl.constexpr):
            tl.store(out_ptr + tl.arange(0, 1), tl.full([1], tl.cdiv(n, B), tl.int32))
    """))
    script = textwrap.dedent(f"""
        import os, triton, torch
        os.environ.pop("TRITON_INTERPRET", None)
        from eqiforge.host.codegen.verify import load_module   # sets TRITON_INTERPRET=1 (no GPU here)
        out = torch.zeros(1, dtype=torch.int32)
        load_module(__import__("pathlib").Path({str(kernel)!r})).blocks[(1,)](out, 70, B=16)
        print(int(out[0]))
    """)
    env = {k: v for k, v in os.environ.items() if k != "TRITON_INTERPRET"}
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, env=env, cwd=ROOT)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip() == "5"
