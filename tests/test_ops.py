"""The operator table (eqiforge/host/ops.py) is the only place an operator's forms are written: it names exactly
ir.egg's operators, capture makes each operator of its PyTorch call and the interpreter computes what PyTorch does,
and its Triton form of each operator computes what its torch form does."""
import re

import pytest
import torch

from eqiforge.host import ops
from eqiforge.host.capture.export import capture
from eqiforge.host.codegen.verify import load_module
from eqiforge.host.interp import evaluate
from eqiforge.host.paths import EGG_DIR

from .helpers import Fn


def constructors(sort: str) -> list[str]:
    text = (EGG_DIR / "ir.egg").read_text()
    m = re.search(rf"\(datatype {sort}((?:\s*\([^()]*(?:\([^()]*\))*[^()]*\))+)\)", text)
    return re.findall(r"\((\w+)", m.group(1))


def test_the_table_names_exactly_the_operators_of_ir_egg():
    assert list(ops.UNARY) == constructors("UnOp")
    assert list(ops.BINARY) == constructors("BinOp")
    assert list(ops.REDUCERS) + list(ops.STATE_REDUCERS) == constructors("Reducer")
    assert all(op.arity == 1 for op in (*ops.UNARY.values(), *ops.REDUCERS.values()))
    assert all(op.arity == 2 for op in ops.BINARY.values())


def test_the_boolean_operators_are_those_whose_torch_form_gives_a_mask():
    x, y = torch.tensor([0.5, 1.0, 2.0]), torch.tensor([1.0, 1.0, 0.0])
    for op in ops.UNARY.values():
        assert op.boolean == (op.torch(x).dtype == torch.bool), op.name
    for op in ops.BINARY.values():
        assert op.boolean == (op.torch(x, y).dtype == torch.bool), op.name
    assert ops.BOOLEAN == {n for t in (ops.UNARY, ops.BINARY) for n, op in t.items() if op.boolean}


def test_each_reducer_s_identity_and_absorbing_value_under_its_combine():
    x = torch.tensor([-3.0, 0.0, 2.5], dtype=torch.float64)
    for op in ops.REDUCERS.values():
        same = torch.full_like(x, op.identity)
        assert torch.equal(op.combine(same, x), x) and torch.equal(op.combine(x, same), x), op.name
        assert torch.equal(op.torch(torch.stack([same, x]), 0)[0], x), op.name   # its reduction agrees
        if op.absorbing is not None:
            stuck = torch.full_like(x, op.absorbing)
            assert torch.equal(op.combine(stuck, x), stuck), op.name


# Each operator as a user writes it in PyTorch (comparisons and logic select with where: a program returns floats),
# with the IR node capture must make of it.
WRITTEN = {
    ("Unary", "Neg"): lambda x: -x, ("Unary", "Exp"): lambda x: torch.exp(x), ("Unary", "Log"): lambda x: x.log(),
    ("Unary", "Sqrt"): lambda x: torch.sqrt(x), ("Unary", "Rsqrt"): lambda x: torch.rsqrt(x),
    ("Unary", "Recip"): lambda x: torch.reciprocal(x), ("Unary", "Sigmoid"): lambda x: torch.sigmoid(x),
    ("Unary", "Tanh"): lambda x: torch.tanh(x), ("Unary", "Abs"): lambda x: x.abs(),
    ("Unary", "Square"): lambda x: torch.square(x), ("Unary", "Sin"): lambda x: torch.sin(x),
    ("Unary", "Cos"): lambda x: torch.cos(x), ("Unary", "Erf"): lambda x: torch.erf(x),
    ("Unary", "Not"): lambda x: torch.where(~(x > 1), x, -x),
    ("Binary", "Add"): lambda x, y: x + y, ("Binary", "Sub"): lambda x, y: x - y, ("Binary", "Mul"): lambda x, y: x * y,
    ("Binary", "Div"): lambda x, y: x / y, ("Binary", "Max"): lambda x, y: torch.maximum(x, y),
    ("Binary", "Min"): lambda x, y: torch.minimum(x, y), ("Binary", "Pow"): lambda x, y: x ** y,
    ("Binary", "Lt"): lambda x, y: torch.where(x < y, x, y), ("Binary", "Le"): lambda x, y: torch.where(x <= y, x, y),
    ("Binary", "Gt"): lambda x, y: torch.where(x > y, x, y), ("Binary", "Ge"): lambda x, y: torch.where(x >= y, x, y),
    ("Binary", "Eq"): lambda x, y: torch.where(x == y, x, -y),
    ("Binary", "And"): lambda x, y: torch.where((x > 1) & (y > 1), x, y),
    ("Binary", "Or"): lambda x, y: torch.where((x > 1) | (y > 1), x, y),
    ("Reduce", "RSum"): lambda x: x.sum(-1), ("Reduce", "RMax"): lambda x: x.amax(-1),
    ("Reduce", "RMin"): lambda x: x.amin(-1),
}


def test_every_operator_has_a_written_case():
    assert sorted(n for _, n in WRITTEN) == sorted([*ops.UNARY, *ops.BINARY, *ops.REDUCERS])


@pytest.mark.parametrize("node", WRITTEN, ids=lambda node: node[1])
def test_capture_makes_the_operator_and_the_interpreter_computes_what_pytorch_does(node):
    """The PyTorch call is captured as the operator's IR node, and the float64 interpreter evaluates the captured
    term to what PyTorch computes, on inputs inside every operator's domain (positive, away from 0) with some
    operands equal (comparisons see ties)."""
    fn = WRITTEN[node]
    g = torch.Generator().manual_seed(0)
    x = torch.rand(3, 5, generator=g, dtype=torch.float64) * 2 + 0.25
    y = torch.rand(3, 5, generator=g, dtype=torch.float64) * 2 + 0.25
    y[:, ::3] = x[:, ::3]
    inputs = {"x": x, "y": y} if fn.__code__.co_argcount == 2 else {"x": x}
    term = capture(Fn(fn), {k: torch.empty(v.shape, dtype=v.dtype, device="meta") for k, v in inputs.items()}).term
    assert node in {(t.op, t.args[0].op) for t in term.walk() if t.op in ("Unary", "Binary", "Reduce")}, term
    want = fn(**inputs)
    got = evaluate(term, inputs)
    assert got.shape == want.shape and torch.allclose(got, want, rtol=1e-12, atol=0), (got, want)


def test_each_operator_s_triton_form_computes_its_torch_form(tmp_path):
    """Every unary and binary form in a kernel (Triton's interpreter, fp32), and every launcher form, against the
    torch function on inputs inside the operator's domain (positive where a log or root needs it)."""
    names = [*ops.UNARY, *ops.BINARY]
    lines = ["import triton", "import triton.language as tl", ""]
    for n in names:
        form = ops.UNARY[n].triton.format(x="x") if n in ops.UNARY else ops.BINARY[n].triton.format(a="x", b="y")
        lines += ["@triton.jit", f"def k_{n}(x_ptr, y_ptr, out_ptr, N: tl.constexpr):",
                  "    i = tl.arange(0, N)", "    x = tl.load(x_ptr + i)", "    y = tl.load(y_ptr + i)",
                  f"    tl.store(out_ptr + i, ({form}).to(tl.float32))", ""]
    path = tmp_path / "forms.py"
    path.write_text("\n".join(lines))
    module = load_module(path)
    g = torch.Generator().manual_seed(0)
    x = torch.rand(16, generator=g) * 2 + 0.25          # positive, away from 0: every operator's domain
    y = torch.rand(16, generator=g) * 2 + 0.25
    y[::3] = x[::3]                                      # comparisons see equal operands too
    for n in names:
        out = torch.empty(16)
        getattr(module, f"k_{n}")[(1,)](x, y, out, N=16)
        op = ops.UNARY.get(n) or ops.BINARY[n]
        want = (op.torch(x) if n in ops.UNARY else op.torch(x, y)).float()
        assert torch.allclose(out, want, rtol=1e-5, atol=1e-6), n
        launcher = eval(op.torch_text.format(x="x", a="x", b="y"), {"torch": torch, "x": x, "y": y})
        assert torch.equal(launcher, op.torch(x) if n in ops.UNARY else op.torch(x, y)), n
    for n, op in ops.REDUCERS.items():
        m = torch.rand(3, 4, generator=g)
        assert torch.equal(eval(op.torch_text.format(x="m", axis=1), {"m": m}), op.torch(m, 1)), n
