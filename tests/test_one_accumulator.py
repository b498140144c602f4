"""FlashAttention's one-accumulator online softmax, derived by rules (reduction.egg: rescale-running-pair,
tilematmul-row-scale-in, exp-tile-shift-fold) and lowered to `tl.dot(p, v, acc * r)` (issue [calibrate] item 3).

The rescaling fold (max, (sum, weighted sum)) of every online-softmax family is also a fold in order (RRescaleAcc)
whose product reads exp(s - M_i), M_i the running max (PScan), so its terms accumulate into the rescaled state.
Each form is taken from the extractor's candidates (nothing built by hand) and evaluated against PyTorch."""
from __future__ import annotations

import pytest

from eqiforge.host.capture.workloads import get_workload
from eqiforge.host.codegen.lower import lower
from eqiforge.host.extract.extract import extract
from eqiforge.host.term import Term

from .helpers import assert_matches_pytorch, rendered, saturated, saturated_graph, tiny
from .test_derivations import extracted

# swa_gqa in the slow set (no other default test saturates it at small: 10 s here), and diff_attention (its
# candidate's many small tiles in the interpreter: about 10 s); the others share their saturation and extraction
# with test_derivations
FAMILIES = ["attention_decode", "attention_prefill", "attention_sinks", pytest.param("swa_gqa", marks=pytest.mark.slow),
            pytest.param("diff_attention", marks=pytest.mark.slow), "qknorm_mla"]


def one_accumulator_form(name: str, config: str = "small", result=None):
    """The first one-kernel candidate whose loop is a rescaling fold in order (RRescaleAcc), with the loop."""
    result = result or extracted(name, config, 1)
    for cand in result.candidates:
        loops = [t for t in cand.term.walk() if t.op == "PReduce" and t.args[0] == Term("RRescaleAcc")]
        if loops:
            return cand, loops[0]
    raise AssertionError(f"{name} [{config}]: no one-accumulator candidate among {len(result.candidates)}: "
                         f"{[c.summary for c in result.candidates]}")


def pscans(t: Term, p: Term) -> list[Term]:
    return [x for x in t.walk() if x.op == "PScan" and x.args[2] == p]


@pytest.mark.parametrize("name", FAMILIES)
def test_every_online_softmax_family_has_a_one_accumulator_candidate(name):
    """The loop folds (m, (l, acc)) in order; its product field is a tile product itself (no factor applied after
    it: the rescaling is the state's), whose probability tile reads the running max of the tile maxima m over the
    loop's own coordinate; the candidate computes what the PyTorch module does (float64 interpreter, default and
    ragged tiles)."""
    w, _, _, _ = saturated(name, "small")
    cand, loop = one_accumulator_form(name)
    assert_one_accumulator(w, cand, loop)


def assert_one_accumulator(w, cand, loop):
    state, p = loop.args[1], loop.args[2]
    assert state.op == "Tuple" and state.args[1].op == "Tuple", "(m, (l, acc))"
    m, (l, acc) = state.args[0], state.args[1].args
    assert acc.op == "TileMatMul", acc.op
    [run] = {x for x in pscans(acc.args[0], p)}
    assert run.args[0] == Term("RMax") and run.args[1] == m, "the running max of the fold's own max field"
    assert not pscans(acc.args[1], p), "the right operand (a tile of v) is read as it is"
    assert_matches_pytorch(w, "small", cand.term)


@pytest.mark.parametrize("name", ["attention_prefill", pytest.param("swa_gqa", marks=pytest.mark.slow),
                                  pytest.param("attention_sinks", marks=pytest.mark.slow)])
def test_one_accumulator_kernel_accumulates_in_the_dot_and_matches_pytorch(name, tmp_path):
    """Lowered, the product accumulates into the rescaled state on the tensor-core paths (`tl.dot(p, v, acc * r)`,
    one [q-tile, head-dim] fp32 tile live); the rendered kernel runs in Triton's interpreter against PyTorch."""
    from eqiforge.host.codegen.verify import check

    w = get_workload(name)
    cand, _ = one_accumulator_form(name)
    plan = lower(cand.term)
    into = [s for k in plan.kernels for s in _stmts(k.body) if s.kind == "matmul" and s.args.get("acc_scale")]
    assert into, "no product accumulates into a rescaled state"
    source, module = rendered(w, 0, cand, tmp_path)
    acc, scale = into[0].out, into[0].args["acc_scale"]
    assert f"{acc} = tl.dot(" in source and f", {acc} * tl.reshape({scale}, [" in source
    result = check(module, w, "small", seed=5)
    assert result.ok, f"{name}: {result.error}"


@pytest.mark.slow  # about 10 s: saturating the attention over a concatenated cache takes 5
def test_transformers_eager_attention_at_decode_has_a_one_accumulator_kernel(tmp_path):
    """transformers' own eager_attention_forward (Llama's, Mistral's, Qwen2's) at one decode step, the new key and
    value concatenated to the cache, repeat_kv and the fp32 softmax as transformers writes them
    (tests/workloads_tiny/user_eager_decode_attention.py, hf_llama_decode's attention): a one-kernel candidate
    folds the cache in order into one accumulator, computes what PyTorch does, and its kernel runs in Triton's
    interpreter against PyTorch."""
    from eqiforge.host.codegen.verify import check

    w = tiny("user_eager_decode_attention")
    serialized = saturated_graph(w, "small")[1]
    result = extract(serialized, "compact", root=serialized.root_class(), max_kernels=1)
    cand, loop = one_accumulator_form(w.name, result=result)
    assert_one_accumulator(w, cand, loop)
    _, module = rendered(w, 0, cand, tmp_path)
    outcome = check(module, w, "small", seed=5)
    assert outcome.ok, outcome.error


def _stmts(stmts):
    for s in stmts:
        yield s
        yield from _stmts(s.body)
        yield from _stmts(s.args.get("open_body") or [])


@pytest.mark.slow
def test_prefill_one_accumulator_compiles_without_spills_where_two_accumulators_spill():
    """Compiled for sm_90 (Triton's compiler, no GPU), bf16 at the paper config, q-tile 128, kv-tile 64, head dim
    128 once, 8 warps, 3 stages (the Triton tutorial's schedule): the two-accumulator fold spills, the
    one-accumulator fold does not and holds fewer registers."""
    import tempfile
    from pathlib import Path

    from eqiforge.host.codegen.render import render
    from eqiforge.host.rank.gpu_compile import Job, compile_families

    w = get_workload("attention_prefill")
    result = extracted("attention_prefill", "paper", 1)
    found = {}
    for cand in result.candidates:
        reducers = {t.args[0].op for t in cand.term.walk() if t.op == "PReduce"}
        for r in ("RRescale", "RRescaleAcc"):
            if r in reducers and not (reducers & {"RRescale", "RRescaleAcc"}) - {r} and r not in found \
                    and not any(t.op == "Collect" for t in cand.term.walk()):
                found[r] = cand
    schedule = {"num_warps": 8, "num_stages": 3}
    jobs = []
    with tempfile.TemporaryDirectory() as d:
        for r in ("RRescale", "RRescaleAcc"):
            cand = found[r]
            plan = lower(cand.term, "bf16")
            path = Path(d) / f"{r}.py"
            path.write_text(render(plan, workload=w.name, workload_path=w.path, config="paper", candidate=0,
                                   summary=cand.summary, filename=path.name))
            tiles = _tiles(path.read_text(), {"q.2": 128, "k.2": 64, "k.3": 128})
            jobs.append(Job(str(path), str(w.path), "paper", {**tiles, **schedule}, "bf16"))
        two, one = compile_families(jobs, ("cuda", 90, 32), 232448)
    assert two.ok and one.ok, (two.error, one.error)
    assert two.spilled_bytes > 0, two
    assert one.spilled_bytes == 0 and one.registers < two.registers, one


def _tiles(source: str, by_dim: dict) -> dict:
    """Tile sizes by coordinate name (c0, c1, ...) from the rendered file's coordinate list: the given sizes for the
    dims named, 1 for the other grid axes."""
    out = {}
    for line in source.splitlines():
        parts = line.split()
        if len(parts) >= 3 and parts[0].startswith("c") and parts[0].endswith(":") and parts[1] in ("grid", "loop"):
            dim = parts[2].split("@")[0].split("[")[0]
            out[parts[0][:-1]] = by_dim.get(dim, 1)
    return out
