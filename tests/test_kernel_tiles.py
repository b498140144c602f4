"""Each kernel's tiles are its own (plan.py `Plan.tile_keys`, model.py `kernel_view`): a coordinate the kernels of a
family do not all share through stored states gets a tile per kernel ("kernel_1.c0"), which the ranking chooses, the
kernel file carries in DEFAULT_TILES, and its launcher passes to that kernel alone. Kernels tied by stored states
(one stores them by its tiles, the next reads them by the same) keep one tile."""
import dataclasses
import re

import pytest

from eqiforge.host.capture.workloads import DTYPES, get_workload
from eqiforge.host.codegen.render import render
from eqiforge.host.codegen.verify import check, load_module
from eqiforge.host.rank.hardware import hardware
from eqiforge.host.rank.search import rank_plan

from .helpers import launched, plans, rendered, tiny


def _split(plan) -> set[str]:
    """The coordinates with more than one tile key."""
    keys = {}
    for per in plan.tile_keys.values():
        for c, key in per.items():
            keys.setdefault(c, set()).add(key)
    return {c for c, ks in keys.items() if len(ks) > 1}


def _tied(plan):
    """Copy of a plan whose kernels share every coordinate's tile (as before tiles were per kernel)."""
    return dataclasses.replace(plan, tile_keys={k: {c: c for c in per} for k, per in plan.tile_keys.items()})


def test_kernels_tied_by_stored_states_share_their_tiles(tmp_path_factory):
    found = plans(tiny("user_gelu_mlp"), "small", tmp_path_factory)
    split = [p for _, p in found if len(p.kernels) > 1 and _split(p)]
    assert split, "a multi-kernel family with a tile per kernel"
    for _, plan in found:
        for m in plan.memory:
            if m.kind != "states":
                continue
            stored_by = set(re.findall(r"T\['([\w.]+)'\]", repr(m.args["sizes"])))
            readers = [m2.out for m2 in plan.memory if m2.kind == "launch" and m.out in repr(m2.args["args"])]
            # every kernel that writes or reads the states sees their tiles under the same keys
            for key in stored_by:
                c = key.rpartition(".")[2]
                assert {plan.tile_keys[k][c] for k in readers} == {key}, (m.out, readers, plan.tile_keys)


# fp32 in the slow set: under the interpreter both dtypes compute in fp32 after load; they differ only in storage
@pytest.mark.parametrize("dtype", ["bf16", pytest.param("fp32", marks=pytest.mark.slow)])
def test_tiles_per_kernel_match_pytorch(dtype, tmp_path_factory, tmp_path):
    """Families with a tile per kernel equal PyTorch under the interpreter where those tiles differ."""
    w = tiny("user_gelu_mlp")
    found = [(i, c, p) for i, (c, p) in enumerate(plans(w, "small", tmp_path_factory)) if _split(p)]
    assert found
    # the default set runs every fourth of the ~40 families (each a launch per kernel under the interpreter)
    for i, cand, plan in (found if dtype == "fp32" else found[::4]):
        _, mod = rendered(w, i, cand, tmp_path)
        tiles = {key: 2 if key.startswith("kernel_0.") else 8 for key in mod.DEFAULT_TILES}
        result = check(mod, w, "small", seed=3, dtype=DTYPES[dtype], tiles=tiles)
        assert result.ok, f"{cand.summary} {dtype} tiles {tiles}: {result.error}"


def test_ranking_chooses_a_tile_per_kernel_and_the_launcher_passes_it(tmp_path_factory, tmp_path):
    """rmsnorm_mlp at paper: a two-kernel family (the normalisation's sum over the hidden axis, then the products)
    wants the batch and hidden tiles of one kernel unlike the other's. Its ranked schedule gives them different
    tiles, modelled faster than the best schedule with one tile for both; the rendered file's DEFAULT_TILES are that
    schedule and its launcher passes each kernel its own tile."""
    w = get_workload("rmsnorm_mlp")
    hw = hardware("h200")
    chosen = None
    for cand, plan in plans(w, "paper", tmp_path_factory):
        if len(plan.kernels) != 2:
            continue
        ranked = rank_plan(plan, hw)
        if ranked.modelled_us is None:
            continue
        differ = [c for c in _split(plan)
                  if len({ranked.schedule[plan.tile_keys[k][c]] for k in plan.tile_keys if c in plan.tile_keys[k]}) > 1]
        if differ and (chosen is None or ranked.modelled_us < chosen[2].modelled_us):
            chosen = (cand, plan, ranked, differ)
    assert chosen is not None, "a two-kernel family whose kernels get different tiles of one coordinate"
    cand, plan, ranked, differ = chosen
    tied = rank_plan(_tied(plan), hw)
    assert tied.modelled_us is None or ranked.modelled_us < tied.modelled_us
    path = tmp_path / "f.py"
    path.write_text(render(plan, workload=w.name, workload_path=w.path, config="paper", candidate=0,
                           summary=cand.summary, filename="f.py", schedule=ranked.schedule))
    mod = load_module(path)
    assert dict(mod.DEFAULT_TILES, num_warps=mod.NUM_WARPS, num_stages=mod.NUM_STAGES) == ranked.schedule
    calls = launched(path, w, "paper", None)
    assert len(calls) == 2
    for kernel, kwargs in zip(sorted(plan.tile_keys), calls):
        for c, key in plan.tile_keys[kernel].items():
            assert kwargs[f"T_{c}"] == ranked.schedule[key], (kernel, c)
    c = differ[0]
    assert calls[0][f"T_{c}"] != calls[1][f"T_{c}"]
    # a coordinate's name alone still sets its tile in every kernel
    assert {kw[f"T_{c}"] for kw in launched(path, w, "paper", {c: 16})} == {16}
