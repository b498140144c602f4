"""The operator table: every operator of the IR (ir.egg's UnOp, BinOp and Reducer), with the PyTorch functions
capture maps to it, its meaning in PyTorch (the interpreter and the launcher's torch code), and its Triton form
inside a kernel. The only place an operator's forms are written; `tests/test_ops.py` checks it against ir.egg."""
from __future__ import annotations

import math
import operator
from dataclasses import dataclass
from typing import Callable

import torch


@dataclass(frozen=True)
class Op:
    name: str                       # the egglog constructor: (Unary (Rsqrt) x), (Binary (Add) a b), (Reduce (RSum) ...)
    arity: int                      # operands: 1 unary or reducer, 2 binary
    aten: tuple[str, ...]           # the ATen / torch function names capture translates to it (reducers: capture
    #                                 has handlers of its own, for keepdim, dims and dtypes)
    torch: Callable                 # its meaning on tensors (the float64 interpreter, a launcher's torch code)
    torch_text: str                 # the same, as a rendered launcher writes it: {x} / {a} {b} / {x} {axis}
    triton: str                     # its form in a kernel: {x} (unary), {a} {b} (binary), a tl reduction (reducer)
    fold: str = ""                  # reducers: two instances' states combined in a kernel, {x} and {xi}
    boolean: bool = False           # its result is a mask (Bool) whatever its operands: comparisons and logic
    identity: float | None = None   # reducers: the value a fold starts from (an empty tile's value)
    absorbing: float | None = None  # reducers: the value a fold never leaves, where there is one
    combine: Callable | None = None  # reducers: two instances' states combined (the interpreter's fold)


UNARY = {op.name: op for op in (
    Op("Neg", 1, ("neg",), torch.neg, "torch.neg({x})", "-({x})"),
    Op("Exp", 1, ("exp",), torch.exp, "torch.exp({x})", "tl.exp({x})"),
    Op("Log", 1, ("log",), torch.log, "torch.log({x})", "tl.log({x})"),
    Op("Sqrt", 1, ("sqrt",), torch.sqrt, "torch.sqrt({x})", "tl.sqrt({x})"),
    Op("Rsqrt", 1, ("rsqrt",), torch.rsqrt, "torch.rsqrt({x})", "tl.rsqrt({x})"),
    Op("Recip", 1, ("reciprocal",), torch.reciprocal, "torch.reciprocal({x})", "1.0 / ({x})"),
    Op("Sigmoid", 1, ("sigmoid",), torch.sigmoid, "torch.sigmoid({x})", "1.0 / (1.0 + tl.exp(-({x})))"),
    Op("Tanh", 1, ("tanh",), torch.tanh, "torch.tanh({x})", "2.0 / (1.0 + tl.exp(-2.0 * ({x}))) - 1.0"),
    Op("Abs", 1, ("abs",), torch.abs, "torch.abs({x})", "tl.abs({x})"),
    Op("Square", 1, ("square",), torch.square, "torch.square({x})", "({x}) * ({x})"),
    Op("Sin", 1, ("sin",), torch.sin, "torch.sin({x})", "tl.sin({x})"),
    Op("Cos", 1, ("cos",), torch.cos, "torch.cos({x})", "tl.cos({x})"),
    Op("Erf", 1, ("erf",), torch.erf, "torch.erf({x})", "tl.erf({x})"),
    Op("Not", 1, ("logical_not", "bitwise_not", "__invert__"), torch.logical_not, "torch.logical_not({x})",
       "({x}) == 0", boolean=True),
)}

BINARY = {op.name: op for op in (
    Op("Add", 2, ("add",), torch.add, "torch.add({a}, {b})", "{a} + {b}"),
    Op("Sub", 2, ("sub",), torch.sub, "torch.sub({a}, {b})", "{a} - ({b})"),
    Op("Mul", 2, ("mul",), torch.mul, "torch.mul({a}, {b})", "({a}) * ({b})"),
    Op("Div", 2, ("div",), torch.div, "torch.div({a}, {b})", "({a}) / ({b})"),
    Op("Max", 2, ("maximum",), torch.maximum, "torch.maximum({a}, {b})", "tl.maximum({a}, {b})"),
    Op("Min", 2, ("minimum",), torch.minimum, "torch.minimum({a}, {b})", "tl.minimum({a}, {b})"),
    Op("Pow", 2, ("pow",), torch.pow, "torch.pow({a}, {b})", "tl.exp(({b}) * tl.log({a}))"),
    Op("Lt", 2, ("lt",), torch.lt, "torch.lt({a}, {b})", "{a} < {b}", boolean=True),
    Op("Le", 2, ("le",), torch.le, "torch.le({a}, {b})", "{a} <= {b}", boolean=True),
    Op("Gt", 2, ("gt",), torch.gt, "torch.gt({a}, {b})", "{a} > {b}", boolean=True),
    Op("Ge", 2, ("ge",), torch.ge, "torch.ge({a}, {b})", "{a} >= {b}", boolean=True),
    Op("Eq", 2, ("eq",), torch.eq, "torch.eq({a}, {b})", "{a} == {b}", boolean=True),
    Op("And", 2, ("logical_and", "bitwise_and", "__and__"), torch.logical_and, "torch.logical_and({a}, {b})",
       "tl.where(({a}) != 0, ({b}) != 0, False)", boolean=True),
    Op("Or", 2, ("logical_or", "bitwise_or", "__or__"), torch.logical_or, "torch.logical_or({a}, {b})",
       "tl.where(({a}) != 0, True, ({b}) != 0)", boolean=True),
)}

# Tensor reducers (Reduce and PReduce); the state reducers RPair, RRescale and RRescaleAcc are constructs of their own.
REDUCERS = {op.name: op for op in (
    Op("RSum", 1, (), lambda x, ax: x.sum(ax, keepdim=True), "({x}).sum({axis}, keepdim=True)",
       "tl.sum", "{x} + {xi}", identity=0.0, combine=operator.add),
    Op("RMax", 1, (), lambda x, ax: x.amax(ax, keepdim=True), "({x}).amax({axis}, keepdim=True)",
       "tl.max", "tl.maximum({x}, {xi})", identity=-math.inf, absorbing=math.inf, combine=torch.maximum),
    Op("RMin", 1, (), lambda x, ax: x.amin(ax, keepdim=True), "({x}).amin({axis}, keepdim=True)",
       "tl.min", "tl.minimum({x}, {xi})", identity=math.inf, absorbing=-math.inf, combine=torch.minimum),
)}
STATE_REDUCERS = ("RPair", "RRescale", "RRescaleAcc")

# operators whose result is a mask (ir.egg: comparisons and logic on Bool)
BOOLEAN = frozenset(name for table in (UNARY, BINARY) for name, op in table.items() if op.boolean)


def aten_names(table: dict[str, Op]) -> dict[str, str]:
    """ATen function name -> operator name, for capture."""
    return {a: op.name for op in table.values() for a in op.aten}
