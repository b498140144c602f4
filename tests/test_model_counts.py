"""The latency model's FLOPs and bytes against independent counts, for every workload's best family, its family
of most kernels and its unfused program (a kernel per computation) at the small config:

- FLOPs: torch's FlopCounterMode on meta tensors (the program's products, each once), and the candidate's products
  counted by the reference interpreter (each distinct tile product once per instance, at tiles of the whole
  extent). A family computes at least torch's count; where every product of its plan is a distinct product of the
  candidate, the model counts exactly the interpreter's.
- Bytes: the tensors the rendered launcher hands each kernel (recorded on meta inputs, nothing run): every one is
  moved at least once, and exactly once where the kernel has one load or store of it. At the ranked schedule, a
  family moves at least the compulsory bytes (every input read once, the output written once)."""

import pytest
import torch
from torch.utils.flop_counter import FlopCounterMode

from eqiforge.host.capture.workloads import get_workload
from eqiforge.host.codegen.lower import LoweringError, lower
from eqiforge.host.codegen.render import render
from eqiforge.host.extract.extract import unfused_term_candidate
from eqiforge.host.interp import Interpreter, coordinate_extent
from eqiforge.host.rank.hardware import hardware
from eqiforge.host.rank.model import _Eval
from eqiforge.host.rank.search import rank_plan
from eqiforge.host.rank.work import work_of

from .conftest import LAYERS, WORKLOADS
from .helpers import candidates_of, launched


class ProductCounter(Interpreter):
    """The interpreter at tiles of the whole extent, counting 2·M·K·N (times the batch) of every tile product it
    computes."""
    flops = 0

    def tile(self, p):
        return coordinate_extent(p)

    def _peval(self, t, env):
        known = len(self.pmemo)
        value = super()._peval(t, env)
        if t.op == "TileMatMul" and len(self.pmemo) > known:
            self.flops += 2 * value.numel() * super()._peval(t.args[0], env).shape[-1]
        return value


def torch_flops(w, config: str) -> int:
    with FlopCounterMode(display=False) as counter:
        w.meta_program(config)(**w.meta_inputs(config))
    return counter.get_total_flops()


def accesses(kernel) -> dict[str, int]:
    """Loads and stores per pointer in a kernel plan."""
    out: dict[str, int] = {}

    def walk(stmts):
        for s in stmts:
            if s.kind == "loop":
                walk(s.body)
            elif s.kind in ("load", "load_states", "store", "store_states"):
                out[s.args["ptr"]] = out.get(s.args["ptr"], 0) + 1
    walk(kernel.body)
    return out


# whole layers (transformers' and the stacked suite programs) take 20-65 s each here, and swa_gqa ranks 108 families
# (its bounded loops are checked at small by test_masked_tiles): checked with --slow
SLOW = set(LAYERS) | {"mhc", "swiglu_stack", "qknorm_mla", "diff_attention", "swa_gqa",  # swa_gqa: 108 families, 45 s
                      "attention_sinks"}  # its GQA grids give ~125 families: over two minutes


@pytest.mark.parametrize("name", [pytest.param(n, marks=pytest.mark.slow) if n in SLOW else n for n in WORKLOADS])
def test_model_flops_and_bytes_match_independent_counts(name, tmp_path_factory, tmp_path):
    w, config, hw = get_workload(name), "small", hardware("h200")
    cands = candidates_of(w, config, beam=16, budget=150_000)
    lowered = []
    for i, cand in enumerate(cands):
        try:
            lowered.append((i, cand, lower(cand.term)))
        except LoweringError:
            continue
    # and the unfused program (a kernel per computation: the fallback every program has, and the run's baseline)
    unfused = unfused_term_candidate(w.capture(config).term)
    lowered.append((len(cands), unfused, lower(unfused.term)))
    ranked = [(rank_plan(plan, hw), i, cand, plan) for i, cand, plan in lowered]
    best = min((r for r in ranked if r[0].modelled_us is not None), key=lambda r: (r[0].modelled_us, r[1]))
    most = max(ranked[:-1] or ranked, key=lambda r: (r[2].kernels, -r[1]))
    reference = torch_flops(w, config)
    inputs = w.inputs(config)
    compulsory = 2 * (sum(x.numel() for x in inputs.values())
                      + w.meta_program(config)(**w.meta_inputs(config)).numel())
    for r, i, cand, plan in (best, most, ranked[-1]):
        where = f"{name} family {i} ({cand.kernels} kernels): {cand.summary}"
        whole = {c: info["extent"] for c, info in plan.coordinates.items()}
        ev = _Eval(plan, whole, exact=True)
        model = sum(ev.flops(k) for k in work_of(plan))
        counter = ProductCounter(inputs)
        counter(cand.term)
        distinct = len({t for t in cand.term.walk() if t.op == "TileMatMul"})
        products = sum(len(k.products) for k in work_of(plan))
        assert counter.flops >= reference, where
        assert model == counter.flops if products == distinct else model >= counter.flops, where
        # bytes (fp32 storage: the launcher's tensors as they are on meta inputs)
        tops = {c: 1 << (info["extent"] - 1).bit_length() for c, info in plan.coordinates.items()}
        path = tmp_path / f"f{i}.py"
        path.write_text(render(plan, workload=w.name, workload_path=w.path, config=config, candidate=i,
                               summary=cand.summary, filename=path.name))
        for kernel, work, kwargs in zip(plan.kernels, work_of(plan, "fp32"), launched(path, w, config, tops)):
            moved = {k: v.numel() * v.element_size() for k, v in kwargs.items() if isinstance(v, torch.Tensor)}
            counts = accesses(kernel)
            bytes_model = ev.bytes(work)
            assert bytes_model >= sum(moved.values()), where
            if all(n == 1 for n in counts.values()) and set(counts) == set(moved):
                assert bytes_model == sum(moved.values()), f"{where}: {kernel.name}"
        assert r.bytes >= compulsory, where
