"""A searched program moved to another size of its bucket (eqiforge/host/rebind.py, buckets.py): hand-built forms
and candidates, checked by the reference interpreter at the new size."""
import pytest
import torch

from eqiforge.host.buckets import bucket
from eqiforge.host.interp import evaluate
from eqiforge.host.rebind import RebindError, rebind
from eqiforge.host.term import Binary, Full, Input, MatMul, Reduce, Reshape, Scalar, Term, Tuple


def grid(name: str, axis: int, n: int) -> Term:
    return Term("Grid", Term("InDim", name, 0), axis, n)


def rows_doubled(rows: int) -> tuple[Term, Term]:
    """x * 2 over a (rows, 4) input, and its candidate: a grid over the rows."""
    x = Input("x", (rows, 4), "F32")
    p = grid("x", 0, rows)
    form = Binary("Mul", x, Scalar(2.0))
    cand = Term("Combine", Binary("Mul", Term("Partition", x, 0, p), Scalar(2.0)), p, 0)
    return form, cand


def test_a_grid_over_the_symbolic_axis_takes_its_extent_at_the_new_size():
    form8, cand8 = rows_doubled(8)
    form5, cand5 = rows_doubled(5)
    assert rebind(cand8, form8, form5) == cand5
    x = torch.randn(5, 4)
    assert torch.equal(evaluate(rebind(cand8, form8, form5), {"x": x}).float(), x * 2)


def test_a_reshape_the_rules_made_regroups_the_same_axes():
    x8, x5 = Input("x", (2, 8, 4), "F32"), Input("x", (2, 5, 4), "F32")
    form8, form5 = Reshape(x8, (16, 4)), Reshape(x5, (10, 4))
    # through (2, 32): a reshape the form does not have, then one whose operand shape it does not have
    cand8 = Reshape(Reshape(x8, (2, 32)), (16, 4))
    got = rebind(cand8, form8, form5)
    assert got == Reshape(Reshape(x5, (2, 20)), (10, 4))
    x = torch.randn(2, 5, 4)
    assert torch.equal(evaluate(got, {"x": x}).float(), x.reshape(10, 4))


def test_a_size_both_fixed_and_symbolic_is_told_by_what_a_constant_broadcasts_against_or_refused():
    # rows 8 -> 5 while the weight's 8 stays: the forms alone cannot tell a constant's 8s apart
    x8, x5, w = Input("x", (8, 8), "F32"), Input("x", (5, 8), "F32"), Input("w", (8, 8), "F32")
    form8, form5 = MatMul(x8, w), MatMul(x5, w)
    # added to the product, a Full of (8, 8) has the product's shape there: (5, 8)
    got = rebind(Binary("Add", MatMul(x8, w), Full(0.0, (8, 8), "F32")), form8, form5)
    assert got == Binary("Add", form5, Full(0.0, (5, 8), "F32"))
    # beside it in a tuple, nothing says which 8 is which
    with pytest.raises(RebindError, match="size 8"):
        rebind(Tuple(MatMul(x8, w), Full(0.0, (8, 8), "F32")), form8, form5)
    # the form's own nodes carry over
    assert rebind(form8, form8, form5) == form5


def test_a_reduction_over_the_symbolic_axis_keeps_its_meaning():
    form8 = Reduce("RSum", 0, Input("x", (8, 3), "F32"))
    form5 = Reduce("RSum", 0, Input("x", (5, 3), "F32"))
    x = torch.randn(5, 3)
    assert torch.allclose(evaluate(rebind(form8, form8, form5), {"x": x}).float(), x.sum(0, keepdim=True))


def test_forms_of_other_structures_are_refused():
    with pytest.raises(RebindError, match="differ"):
        rebind(rows_doubled(8)[1], rows_doubled(8)[0], Binary("Add", Input("x", (5, 4), "F32"), Scalar(2.0)))


@pytest.mark.parametrize("n, upper, b", [(0, None, 0), (1, None, 1), (2, None, 2), (3, None, 4), (5, None, 8),
                                         (8, None, 8), (100, None, 128), (100, 120, 120)])
def test_buckets_are_powers_of_two_bounded_by_the_range(n, upper, b):
    assert bucket(n, upper) == b
