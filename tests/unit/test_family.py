"""The family step (rank/family.py) on hand-built candidates, the one path that the pipeline, the backend, the fuzz
oracle and composition's segment checks take: a candidate lowered, rendered, ranked, written at its schedule,
loaded and checked; a candidate that does not lower says why and goes no further."""
import torch

from eqiforge.host.codegen.verify import Check, relative_error
from eqiforge.host.rank.family import FamilyStep, Naming, SegmentChecks
from eqiforge.host.rank.hardware import hardware
from eqiforge.host.term import Input, MatMul

from .terms import elementwise, gemm, row_reduce_looped

NAMING = Naming("unit", __file__, "small", "modelled for a unit test")


def step(term, index=0, summary="unit", dtype="fp32") -> FamilyStep:
    return FamilyStep(index, term, summary, dtype, NAMING, "kernel.py")


def test_candidates_lowering_to_the_same_kernels_have_one_code():
    """Two candidates of one term (other index, other summary) render different docstrings but the same code, which
    is what callers compare to check and rank a family once; another term's code differs."""
    a, b = step(row_reduce_looped(), 0, "first"), step(row_reduce_looped(), 7, "second")
    assert a.lower() and b.lower()
    assert a.source != b.source and a.code == b.code
    c = step(row_reduce_looped("RMax"))
    assert c.lower() and c.code != a.code


def test_a_candidate_that_does_not_lower_says_why():
    """A term lowering refuses (a MatMul outside any kernel: no program computes it) leaves no plan and an error
    that names the stage."""
    x = Input("x", (8, 8), "F32")
    family = step(MatMul(x, x))
    assert not family.lower()
    assert family.plan is None and family.error.startswith("lowering: ")


def test_a_ranked_family_is_written_at_its_schedule_and_verified(tmp_path):
    """A 64 x 128 x 32 product looped over K: ranked on the H200 (a modelled latency and a schedule of its
    coordinates), written with that schedule as the file's defaults, loaded, and checked against torch on random
    inputs through the caller's check."""
    family = step(gemm(64, 128, 32))
    assert family.lower()
    ranked = family.rank(hardware("h200"))
    assert ranked.modelled_us > 0 and set(family.plan.coordinates) <= set(ranked.schedule)
    module = family.load(tmp_path / "kernel.py", ranked.schedule)
    assert {c: module.DEFAULT_TILES[c] for c in family.plan.coordinates} == \
        {c: ranked.schedule[c] for c in family.plan.coordinates}
    g = torch.Generator().manual_seed(3)
    a, b = torch.randn(64, 128, generator=g), torch.randn(128, 32, generator=g)

    def against_torch(module) -> Check:
        tiles = {c: 16 for c in family.plan.coordinates}    # several programs and loop trips in the interpreter
        err = relative_error(module.launch({"a": a, "b": b}, tiles).double(), a.double() @ b.double())
        return Check(err < 1e-4, err, None, tiles)
    checked = family.verify(against_torch)
    assert checked.ok and family.checked is checked


def test_a_check_that_fails_is_the_familys_result(tmp_path):
    """verify() returns what the check found, a failure included (a reference that is not the program's)."""
    family = step(elementwise("Exp", (6, 10)))
    assert family.lower()
    family.load(tmp_path / "kernel.py")
    x = torch.randn(6, 10)

    def against_the_wrong_reference(module) -> Check:
        err = relative_error(module.launch({"x": x}, None).double(), torch.exp(-x.double()))
        return Check(err < 1e-4, err, None if err < 1e-4 else "relative error", {})
    assert not family.verify(against_the_wrong_reference).ok


def test_segment_checks_rank_each_candidate_once_and_price_what_does_not_lower_as_none():
    """Composition's cost of a segment candidate is the family step's modelled latency, computed once per term;
    a term that does not lower has no cost."""
    class Segment:
        name, path = "unit", __file__
    term = row_reduce_looped("RSum", (64, 256))
    with SegmentChecks(Segment, "small", hardware("h200"), "bf16", "unit") as checks:
        us = checks.cost(term)
        assert us is not None and us > 0 and checks.cost(term) == us
        assert len(checks._families) == 1
        x = Input("x", (8, 8), "F32")
        assert checks.cost(MatMul(x, x)) is None
