"""Keys (extract/keys.py) of hand-built candidate programs: a key is what keeps two candidates apart, so programs
that differ only in what is no structure (pointwise spelling, a K loop, which is a schedule of its products) share
one, and programs that differ in structure (where a reduction runs, a loop, the grid's axes, how many kernels,
stored states) do not; a program extraction must not return has no key. Each term is run through keys.py as the
only term of a hand-built serialized e-graph (tests/unit/terms.py: one class per subterm, no egglog)."""
import pytest

from eqiforge.host.coords import grid, in_dim, loop
from eqiforge.host.extract.keys import CONST, MEMORY, Keys, build_term, inner_scope, is_kernel_output, key_of, scope_of
from eqiforge.host.term import Binary, Full, Input, Reduce, Unary

from .terms import (EXPR, collect, combine, elementwise, fold, gemm, part, rep, row_reduce_looped, row_reduce_whole,
                    rows, serialized)


def keyed(term):
    """(Keys of the term's graph, its root class, its choice map: the one node of each class, per scope)."""
    graph = serialized(term)
    root = graph.root_class()
    keys = Keys(graph, root)
    choices = {}

    def visit(cls: str, scope: str) -> None:
        at = (scope_of(keys, cls, scope), cls)
        if at not in choices:
            [nid] = keys.nodes[cls]
            choices[at] = nid
            for child in keys.expr_children(nid):
                visit(child, inner_scope(keys, cls, nid, at[0]))
    visit(root, "")
    return keys, root, choices


def key(term):
    """The public key of a term's program (kind, items, kernels), or None where it is not lowerable."""
    keys, root, choices = keyed(term)
    found = key_of(keys, root, choices)
    return None if found is None else keys.public(found)


def items(term) -> set:
    return set(key(term)[1])


X = Input("x", (6, 40), "F32")
G = rows("x", 6)
C = loop(in_dim("x", 1), 40)
TILE = part(part(X, 0, G), 1, C)


def test_the_choice_map_of_a_term_builds_the_term_back():
    """build_term: the choice map of a hand-built program rebuilds exactly that term, and names each subterm's
    class (so the graph tests/unit builds is the term, and keys read the program the tests mean)."""
    for term in (gemm(8, 32, 24), row_reduce_looped(), elementwise()):
        keys, root, choices = keyed(term)
        built, classes = build_term(keys, root, choices)
        assert built == term
        assert classes[built] == root
        assert set(classes) == {t for t in term.walk() if t.op in EXPR}
        assert len(set(classes.values())) == len(classes)


def test_a_one_kernel_program_s_key_holds_its_work_and_its_grid():
    """The key of the looped row sum, by hand: a memory value (a kernel's output), written by one kernel, whose
    items are the in-tile sum over x's axis 1, the loop summing over x.1's tiles with that sum inside it, and the
    grid over output axis 0."""
    red = ("red", "sum", '(InDim "x" 1)')
    assert key(row_reduce_looped("RSum")) == (MEMORY, frozenset({red, ("loop", "sum", C, False, frozenset({red})),
                                                                 ("grid", 0)}), 1)


@pytest.mark.parametrize("a, b", [
    (elementwise("Exp"), elementwise("Neg")),
    (gemm(8, 32, 24, k_loop=False), gemm(8, 32, 24, k_loop=False, epilogue="Sigmoid")),
    (combine(Reduce("RSum", 1, Unary("Exp", part(X, 0, G))), G, 0), combine(Reduce("RSum", 1, part(X, 0, G)), G, 0)),
], ids=["exp-or-neg", "gemm-epilogue", "exp-before-sum"])
def test_pointwise_spelling_is_not_structure(a, b):
    """Two programs that differ only in an element-wise operator (exp or neg of each tile, a sigmoid epilogue on a
    product's tile, an exp before a row sum) share a key: one of them represents both."""
    assert key(a) == key(b)


def test_a_k_loop_is_a_schedule_of_its_products_not_a_key():
    """a @ b with a loop over tiles of k that only sums tile products has the key of the product that contracts k
    whole: the loop adds no item (its tile may be the whole axis), so the two are one candidate."""
    looped, whole = key(gemm(8, 32, 24)), key(gemm(8, 32, 24, k_loop=False))
    assert looped == whole
    assert looped == (MEMORY, frozenset({("mm", '(InDim "a" 1)', False, False), ("grid", 0), ("grid", 1)}), 1)


def test_a_loop_over_a_reduction_is_structure():
    """A row sum looped over column tiles and one over whole rows differ: the loop (a reduction's organisation,
    not a K loop of products) is an item."""
    looped, whole = items(row_reduce_looped("RSum")), items(row_reduce_whole("RSum"))
    assert looped != whole
    assert looped - whole == {("loop", "sum", C, False, frozenset({("red", "sum", '(InDim "x" 1)')}))}


def test_the_reducer_is_structure():
    """A row max and a row sum over the same tiles differ (a max and a sum are different reductions)."""
    assert key(row_reduce_whole("RMax")) != key(row_reduce_whole("RSum"))


def test_the_output_axes_the_grid_tiles_are_structure():
    """exp(x) gridded over rows and gridded over columns differ (the grid's axes are kept at the program's root)."""
    x = Input("x", (6, 10), "F32")
    g = grid(in_dim("x", 1), 1, 10)
    assert items(elementwise("Exp", (6, 10))) == {("grid", 0)}
    assert items(combine(Unary("Exp", part(x, 1, g)), g, 1)) == {("grid", 1)}


def test_the_number_of_kernels_is_structure():
    """exp then a row sum in one kernel, and the same with exp(x) stored by a kernel of its own and summed by a
    second: the same work items, but two kernels against one, so two keys."""
    stored = combine(Unary("Exp", part(X, 0, G)), G, 0)
    two = key(combine(Reduce("RSum", 1, part(stored, 0, G)), G, 0))
    one = key(combine(Reduce("RSum", 1, Unary("Exp", part(X, 0, G))), G, 0))
    assert two[:2] == one[:2] and (one[2], two[2]) == (1, 2)


def test_stored_states_are_structure():
    """A row sum split over two kernels (each column tile's partial sums stored, a Collect, then folded by a loop
    over the stored states) differs from the one-kernel loop: it stores states computed by the in-tile sum, its
    loop folds stored states, and it runs two kernels."""
    red = ("red", "sum", '(InDim "x" 1)')
    split = key(combine(fold("RSum", collect(Reduce("RSum", 1, TILE), C), C), G, 0))
    assert split == (MEMORY, frozenset({red, ("grid", 0), ("store", C, frozenset({red})),
                                        ("loop", "sum", C, True, frozenset())}), 2)
    assert split != key(row_reduce_looped("RSum"))


def test_a_tile_two_kernels_compute_is_chosen_once_in_each():
    """Values per program instance are private to a kernel: exp of a row tile computed by a kernel that stores it
    and again by the kernel that reads the stored copy is one class with a choice in each kernel's scope, while
    the input, in memory, is chosen once. The key counts two kernels (two classes a kernel writes)."""
    exp_tile = Unary("Exp", part(X, 0, G))
    stored = combine(exp_tile, G, 0)
    term = combine(Binary("Add", Reduce("RSum", 1, exp_tile), Reduce("RSum", 1, part(stored, 0, G))), G, 0)
    keys, root, choices = keyed(term)
    graph = keys.g
    [exp_cls] = {c for (_, c), nid in choices.items() if graph.nodes[nid]["op"] == "Unary"}
    [input_cls] = {c for (_, c), nid in choices.items() if graph.nodes[nid]["op"] == "Input"}
    assert len([s for s, c in choices if c == exp_cls]) == 2
    assert [s for s, c in choices if c == input_cls] == [""]
    assert sum(1 for (_, c), nid in choices.items() if is_kernel_output(keys, c, nid)) == 2
    assert key_of(keys, root, choices)[2] == 2


def test_a_reduction_of_data_in_memory_has_no_key_and_one_of_constants_does():
    """A reduction outside every kernel is only index arithmetic: over a constant it is a constant (a mask the
    launcher computes), over an input it is a computation on data no kernel runs, which extraction must not return
    (no key)."""
    assert key(Reduce("RSum", 1, X)) is None
    assert key(Reduce("RSum", 1, Full(1.0, (6, 40), "F32"))) == (CONST, frozenset(), 0)


def test_computing_on_a_whole_axis_inside_the_loop_that_tiles_it_has_no_key():
    """Inside a loop over tiles of x's columns, a value that reads x's rows with the columns whole (replicated over
    the loop) may only be cut back to the loop's tile: exp of the whole rows in every iteration repeats a
    whole-row load and computation per tile, so that program has no key; the same program cutting the tile out
    first is keyed like the plain looped sum."""
    whole = rep(part(X, 0, G), C)
    spans = combine(fold("RSum", Binary("Add", Reduce("RSum", 1, TILE), Reduce("RSum", 1, Unary("Exp", whole))), C),
                    G, 0)
    cuts = combine(fold("RSum", Binary("Add", Reduce("RSum", 1, TILE),
                                       Reduce("RSum", 1, Unary("Exp", part(whole, 1, C)))), C), G, 0)
    assert key(spans) is None
    assert key(cuts) == key(row_reduce_looped("RSum"))
