"""A pre-norm SwiGLU block whose output feeds a residual (swiglu_stack): the output columns share their axis with the
hidden axis the gate and up products reduce. Its best form for few tokens stores the activation (a grid over FFN
tiles, every weight read once) and multiplies it by W_down in a grid over the output columns. The beam must keep
that form (the grid of more axes), and the activation, a whole tensor, is stored in the run's dtype."""
import re

import torch

from eqiforge.host.capture.workloads import get_workload
from eqiforge.host.codegen.lower import lower
from eqiforge.host.codegen.verify import check
from eqiforge.host.pipeline import extract_program
from eqiforge.host.rank.work import work_of

from .helpers import rendered

# each block: the activation stored over FFN tiles, then a grid over both output axes reading it in a loop over FFN
BLOCK = r"store\(w_up\.1\[64\]\)[^;|]*; grid\(x\.0@0, x\.1@1\) loop\(w_up\.1\[64\]: sum\) \[1 mm\]"


def test_swiglu_stack_keeps_the_stored_activation_gridded_over_output_columns(tmp_path):
    w = get_workload("swiglu_stack")
    _, found, _ = extract_program(w, "small", dump_path=tmp_path / "egraph.txt")   # the default beam (64)
    # (blocks are extracted as segments and composed one segment at a time: the form is in either block)
    forms = [c for c in found.candidates if re.search(BLOCK, c.summary)]
    assert forms, [c.summary for c in found.candidates]
    cand = min(forms, key=lambda c: (c.kernels, c.summary))
    assert cand.kernels == 3  # two for that block (no split-K partials), one for the other
    _, mod = rendered(w, 0, cand, tmp_path)
    inputs = w.inputs("small", seed=2, dtype=torch.bfloat16)
    stored = {name: t.dtype for name, t in mod.allocate(inputs).items() if name.startswith(("stored", "states"))}
    assert stored and set(stored.values()) == {torch.bfloat16}, stored  # an intermediate, not a reducer's state
    assert check(mod, w, "small", seed=5, dtype=torch.bfloat16).ok
    plan = lower(cand.term, "bf16")
    # the model moves it as it is stored: every load and store of the plan at 2 bytes an element
    moves = [(k.name, a.sizes, a.itemsize) for k in work_of(plan, "bf16") for a in k.moves]
    assert all(item == 2 for _, _, item in moves), moves
