"""The operator table (eqiforge/host/ops.py) is the only place an operator's forms are written: it names exactly
ir.egg's operators, capture, the interpreter, the kernels and the launcher read it, and its Triton form of each
operator computes what its torch form does."""
import re

import torch

from eqiforge.host import ops
from eqiforge.host.capture import capture
from eqiforge.host.codegen.verify import load_module
from eqiforge.host.interp import _BINARY, _REDUCE, _UNARY
from eqiforge.host.paths import EGG_DIR


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


def test_capture_and_the_interpreter_read_the_table():
    assert capture._UNARY_ATEN == {a: op.name for op in ops.UNARY.values() for a in op.aten}
    assert capture._BINARY_ATEN == {a: op.name for op in ops.BINARY.values() for a in op.aten}
    assert _UNARY == {n: op.torch for n, op in ops.UNARY.items()}
    assert _BINARY == {n: op.torch for n, op in ops.BINARY.items()}
    assert _REDUCE == {n: op.torch for n, op in ops.REDUCERS.items()}


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
