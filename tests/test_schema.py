"""The host's schema (eqiforge/host/schema.py) against the IR's declarations in egglog_src: every constructor that
holds values has its operand positions, every coordinate argument its position, every dtype its row; and the
shapes it infers are the shapes the interpreter computes."""
import re

import pytest
import torch

from eqiforge.host import coords, schema
from eqiforge.host.extract import lowerable
from eqiforge.host.interp import evaluate
from eqiforge.host.paths import EGG_DIR
from eqiforge.host.term import Term


def _sexprs(text: str) -> list:
    """The top-level forms of an egglog file as nested lists of symbols (comments dropped)."""
    tokens = re.findall(r'\(|\)|"[^"]*"|[^\s()]+', re.sub(r";[^\n]*", "", text))
    stack: list[list] = [[]]
    for tok in tokens:
        if tok == "(":
            stack.append([])
        elif tok == ")":
            done = stack.pop()
            stack[-1].append(done)
        else:
            stack[-1].append(tok)
    assert len(stack) == 1, "unbalanced parentheses"
    return stack[0]


def datatypes() -> dict[str, dict[str, list[str]]]:
    """Every datatype the IR's files declare: sort -> constructor -> its argument sorts, in order."""
    found: dict[str, dict[str, list[str]]] = {}
    for path in sorted(EGG_DIR.glob("*.egg")):
        for form in _sexprs(path.read_text()):
            if form and form[0] == "datatype":
                assert form[1] not in found, f"{form[1]} declared twice"
                found[form[1]] = {c[0]: list(c[1:]) for c in form[2:]}
    return found


DATATYPES = datatypes()
EXPR = DATATYPES["Expr"]


def positions(args: list[str], sort: str) -> tuple:
    return tuple(i for i, s in enumerate(args) if s == sort)


def test_the_parser_reads_the_declarations():
    assert {"Expr", "DType", "UnOp", "BinOp", "Reducer", "Dim", "Coord", "Type"} <= DATATYPES.keys()
    assert EXPR["Reduce"] == ["Reducer", "i64", "Expr"] and EXPR["Input"] == ["String", "Shape", "DType"]


def test_every_constructor_holding_values_has_its_operand_positions():
    want = {name: positions(args, "Expr") for name, args in EXPR.items() if "Expr" in args}
    assert schema.OPERANDS == want


def test_every_constructor_over_a_coordinate_has_its_position():
    want = {name: positions(args, "Coord") for name, args in EXPR.items() if "Coord" in args}
    assert all(len(p) == 1 for p in want.values())
    assert coords.COORD_ARG == {name: p[0] for name, p in want.items()}


def test_every_dtype_has_a_row():
    assert list(schema.DTYPES) == list(DATATYPES["DType"])
    assert all(not args for args in DATATYPES["DType"].values())


def test_the_construct_categories_and_tables_name_expr_constructors():
    for category in (schema.PARALLEL, schema.LAYOUTS, schema.CONSTANTS):
        assert category <= EXPR.keys(), category - EXPR.keys()
    assert all(not positions(EXPR[c], "Expr") for c in schema.CONSTANTS)
    assert all(positions(EXPR[c], "Expr") == (0,) for c in schema.LAYOUTS)   # a layout of its first argument
    assert set(lowerable.CONSTRUCTS) == EXPR.keys()


def test_the_dtype_rows_agree_with_torch():
    for d in schema.DTYPES.values():
        if d.torch is not None:
            assert d.torch.itemsize == d.itemsize, d.name
            assert d.torch.is_floating_point == d.floating, d.name
        assert (d.tolerance is not None) == d.floating, d.name
    assert schema.STORAGE == {"bf16": torch.bfloat16, "fp16": torch.float16, "fp32": torch.float32}


def _tensor_program() -> Term:
    """A term with every tensor-level constructor that holds values."""
    x = Term("Input", "x", (2, 3, 4), Term("F32"))
    y = Term("Input", "y", (2, 4, 5), Term("F32"))
    p = Term("MatMul", x, y)                                                # (2, 3, 5)
    r = Term("Reduce", Term("RMax"), 2, p)                                  # (2, 3, 1)
    s = Term("Binary", Term("Sub"), p, r)
    e = Term("Unary", Term("Exp"), s)
    m = Term("Binary", Term("Lt"), Term("Iota", (2, 3, 5), 2, Term("I64")), Term("Scalar", 4.0))
    w = Term("Where", m, e, Term("Full", 0.0, (2, 3, 5), Term("F32")))
    t = Term("Get", Term("Tuple", Term("Cast", w, Term("F64")), e), 0)
    v = Term("Permute", Term("Reshape", t, (6, 5)), (1, 0))                # (5, 6)
    c = Term("Concat", Term("Slice", v, 1, 1, 4), Term("Expand", Term("Reshape", Term("Scalar", 1.0), (1, 1)),
                                                                  (5, 2)), 1)   # (5, 6)
    return c


def test_shapes_are_the_shapes_the_interpreter_computes():
    term = _tensor_program()
    inputs = {"x": torch.rand(2, 3, 4, dtype=torch.float64), "y": torch.rand(2, 4, 5, dtype=torch.float64)}
    seen = set()
    for t in term.walk():
        if t.op in schema.OPERANDS or t.op in schema.CONSTANTS or t.op == "Input":
            seen.add(t.op)
            value = evaluate(t, inputs)
            if t.op == "Tuple":
                assert schema.shape(t) == [tuple(v.shape) for v in value]
            else:
                assert schema.shape(t) == tuple(value.shape), t.op
    assert seen == EXPR.keys() - schema.PARALLEL


def test_free_coordinates_follow_the_binders():
    p = coords.grid(coords.in_dim("x", 0), 0, 8)
    x = Term("Input", "x", (8, 4), Term("F32"))
    part = Term("Partition", x, 0, p)
    body = Term("Unary", Term("Exp"), part)
    assert schema.free(part) == schema.free(body) == {p}
    assert schema.free(Term("Combine", body, p, 0)) == frozenset()
    assert schema.shape(Term("Combine", body, p, 0)) == (8, 4)


@pytest.mark.parametrize("depth", [20_000])
def test_a_deep_chain_needs_no_recursion(depth):
    t = Term("Input", "x", (3,), Term("F32"))
    for _ in range(depth):
        t = Term("Unary", Term("Neg"), t)
    assert schema.shape(t) == (3,) and schema.free(t) == frozenset()
