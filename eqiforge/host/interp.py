"""Reference interpreter: evaluates any IR term with torch in float64. The judge for rules, extraction and kernels.

Values are float64 tensors (bool for masks); dtypes in the term (F32, BF16, ...) are ignored except where they change
the value (Bool, I64), because the reference is the exact computation the program means.
"""
from __future__ import annotations

from typing import Mapping

import torch

from .errors import EqiForgeError
from .term import Term, parse_sexpr


class InterpretError(EqiForgeError):
    pass


_UNARY = {
    "Neg": torch.neg, "Exp": torch.exp, "Log": torch.log, "Sqrt": torch.sqrt, "Rsqrt": torch.rsqrt,
    "Recip": torch.reciprocal, "Sigmoid": torch.sigmoid, "Tanh": torch.tanh, "Abs": torch.abs,
    "Square": torch.square, "Not": torch.logical_not,
}
_BINARY = {
    "Add": torch.add, "Sub": torch.sub, "Mul": torch.mul, "Div": torch.div, "Max": torch.maximum,
    "Min": torch.minimum, "Pow": torch.pow, "Lt": torch.lt, "Le": torch.le, "Gt": torch.gt, "Ge": torch.ge,
    "Eq": torch.eq, "And": torch.logical_and, "Or": torch.logical_or,
}
_REDUCE = {
    "RSum": lambda x, ax: x.sum(ax, keepdim=True),
    "RMax": lambda x, ax: x.amax(ax, keepdim=True),
    "RMin": lambda x, ax: x.amin(ax, keepdim=True),
}


def _as_value_dtype(x: torch.Tensor, dtype: str) -> torch.Tensor:
    if dtype == "Bool":
        return x != 0
    if dtype == "I64":
        return torch.trunc(x.double())
    return x.double()


class Interpreter:
    """Evaluates terms against named inputs; each distinct sub-term is evaluated once."""

    def __init__(self, inputs: Mapping[str, torch.Tensor]):
        self.inputs = {k: v.detach().to(torch.float64) if v.dtype != torch.bool else v for k, v in inputs.items()}
        self.memo: dict[Term, object] = {}

    def __call__(self, term: Term | str):
        if isinstance(term, str):
            term = parse_sexpr(term)
        for t in term.walk():  # children first: no deep recursion on long chains
            if t.args and t not in self.memo:
                self.memo[t] = self._eval(t)
        return self.memo[term]

    def _eval(self, t: Term):
        op, a = t.op, t.args
        v = self.memo.get
        if op == "Input":
            name, shape = a[0], a[1]
            if name not in self.inputs:
                raise InterpretError(f"no value given for input {name!r}")
            x = self.inputs[name]
            if tuple(x.shape) != tuple(shape):
                raise InterpretError(f"input {name!r} has shape {tuple(x.shape)}, the term says {tuple(shape)}")
            return _as_value_dtype(x, a[2].op)
        if op == "Scalar":
            return torch.tensor(a[0], dtype=torch.float64)
        if op == "Full":
            return _as_value_dtype(torch.full(a[1], a[0], dtype=torch.float64), a[2].op)
        if op == "Iota":
            shape, axis = a[0], a[1]
            idx = torch.arange(shape[axis], dtype=torch.float64)
            view = [1] * len(shape)
            view[axis] = shape[axis]
            return idx.reshape(view).expand(shape)
        if op == "Unary":
            return _UNARY[a[0].op](v(a[1]))
        if op == "Binary":
            return _BINARY[a[0].op](v(a[1]), v(a[2]))
        if op == "Where":
            return torch.where(v(a[0]), v(a[1]), v(a[2]))
        if op == "Cast":
            return _as_value_dtype(v(a[0]), a[1].op)
        if op == "Reshape":
            return v(a[0]).reshape(a[1])
        if op == "Permute":
            return v(a[0]).permute(a[1])
        if op == "Expand":
            return v(a[0]).expand(a[1])
        if op == "MatMul":
            return torch.matmul(v(a[0]), v(a[1]))
        if op == "Reduce":
            return _REDUCE[a[0].op](v(a[2]), a[1])
        if op == "Tuple":
            return (v(a[0]), v(a[1]))
        if op == "Get":
            return v(a[0])[a[1]]
        raise InterpretError(f"the interpreter does not know the construct {op}")


def evaluate(term: Term | str, inputs: Mapping[str, torch.Tensor]):
    return Interpreter(inputs)(term)
