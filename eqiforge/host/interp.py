"""Reference interpreter: evaluates any IR term with torch in float64. The judge for rules, extraction and kernels.

Values are float64 tensors (bool for masks); dtypes in the term (F32, BF16, ...) are ignored except where they change
the value (Bool, I64), because the reference is the exact computation the program means.
"""
from __future__ import annotations

import math
from typing import Mapping

import torch

from . import ops, schema
from .coords import extent as coordinate_extent, key as coordinate_key, text as coordinate_text
from .errors import EqiForgeError
from .term import Term, parse_sexpr


class InterpretError(EqiForgeError):
    pass


class UnknownConstruct(InterpretError):
    """The interpreter has no meaning for a construct or reducer the term uses (not a fault of the term's shapes)."""


_UNARY = {name: op.torch for name, op in ops.UNARY.items()}
_BINARY = {name: op.torch for name, op in ops.BINARY.items()}
_REDUCE = {name: op.torch for name, op in ops.REDUCERS.items()}


def _as_value_dtype(x: torch.Tensor, dtype: str) -> torch.Tensor:
    if dtype == "Bool":
        return x != 0
    if dtype == "I64":
        return torch.trunc(x.double())
    return x.double()


def default_tile(extent: int) -> int:
    """The tile size a check uses when none is given: the largest proper divisor, so there are several instances
    and each holds more than one element where the extent allows it."""
    return next((t for t in range(extent // 2, 0, -1) if extent % t == 0), 1)


def _fold(reducer: Term, a, b):
    """Combine two instances' states with a reducer (ir.egg: Reducer)."""
    op = reducer.op
    if op in ops.REDUCERS:
        return ops.REDUCERS[op].combine(a, b)
    if op == "RPair":
        return (_fold(reducer.args[0], a[0], b[0]), _fold(reducer.args[1], a[1], b[1]))
    if op == "RRescale":
        (m1, x1), (m2, x2) = a, b
        m = torch.maximum(m1, m2)
        # A state whose max is -inf is an empty sum (a fully masked tile): it contributes nothing, whatever its X.
        def scaled(x, mi):
            if isinstance(x, tuple):
                return tuple(scaled(c, mi) for c in x)
            return torch.where(mi == -torch.inf, torch.zeros((), dtype=x.dtype), x * torch.exp(mi - m))
        def add(x, y):
            return tuple(add(c, d) for c, d in zip(x, y)) if isinstance(x, tuple) else x + y
        return (m, add(scaled(x1, m1), scaled(x2, m2)))
    if op == "RRescaleAcc":  # in order: b's terms are already scaled to the new max; only the state a is rescaled
        (m1, x1), (m2, x2) = a, b
        m = torch.maximum(m1, m2)
        def rescaled(x, y):
            if isinstance(x, tuple):
                return tuple(rescaled(c, d) for c, d in zip(x, y))
            return torch.where(m1 == -torch.inf, torch.zeros((), dtype=x.dtype), x * torch.exp(m1 - m)) + y
        return (m, rescaled(x1, x2))
    raise UnknownConstruct(f"the interpreter does not know the reducer {op}")


def _concat(tiles: list, axis: int):
    """The tiles put back together along axis (each field of tuples alike)."""
    if isinstance(tiles[0], tuple):
        return tuple(_concat([t[k] for t in tiles], axis) for k in range(len(tiles[0])))
    return torch.cat(tiles, dim=axis)


class Interpreter:
    """Evaluates terms against named inputs; each distinct sub-term is evaluated once per instance it depends on.

    Parallel constructs are evaluated as the loops they stand for: `tiles` maps a coordinate to its tile size
    (default: `default_tile` of its extent); a Combine or PReduce runs its body once per instance, binding the
    coordinate, and a Partition slices the instance's tile (the last tile may be short)."""

    def __init__(self, inputs: Mapping[str, torch.Tensor], tiles: Mapping[Term, int] | None = None):
        self.inputs = {k: v.detach().to(torch.float64) if v.dtype != torch.bool else v for k, v in inputs.items()}
        self.tiles = dict(tiles or {})
        self.memo: dict[Term, object] = {}
        self.pmemo: dict[tuple, object] = {}   # (term, its free coordinates' instances) -> value
        self.par_memo: dict[Term, bool] = {}

    def tile(self, p: Term) -> int:
        return self.tiles.get(p) or default_tile(coordinate_extent(p))

    def instances(self, p: Term) -> int:
        return -(-coordinate_extent(p) // self.tile(p))

    def __call__(self, term: Term | str, env: Mapping[Term, int] | None = None):
        if isinstance(term, str):
            term = parse_sexpr(term)
        if env is not None or self.parallel(term):
            return self._peval(term, dict(env or {}))
        for t in term.walk():  # children first: no deep recursion on long chains
            if t.args and t not in self.memo:
                self.memo[t] = self._eval(t, self.memo.get)
        return self.memo[term]

    # -- parallel terms: evaluated under an environment binding coordinates to instance indices ------------------
    @staticmethod
    def free(t: Term) -> frozenset:
        """The coordinates a term depends on (schema.free)."""
        return schema.free(t)

    def parallel(self, t: Term) -> bool:
        """Whether the term holds a parallel construct (then it is evaluated instance by instance)."""
        if t not in self.par_memo:
            self.par_memo[t] = t.op in schema.PARALLEL or any(isinstance(c, Term) and self.parallel(c) for c in t.args)
        return self.par_memo[t]

    def _peval(self, t: Term, env: dict):
        free = self.free(t)
        missing = free - env.keys()
        if missing:
            raise InterpretError(f"coordinate {coordinate_text(min(missing, key=coordinate_key))} is not bound where "
                                 f"{t.op} uses it")
        if not free and not self.parallel(t):
            return self(t)
        key = (t, tuple(sorted(((coordinate_key(p), env[p]) for p in free))))
        if key in self.pmemo:
            return self.pmemo[key]
        op, a = t.op, t.args
        if op == "Partition":
            value = self._tile(self._peval(a[0], env), a[1], a[2], env[a[2]])
        elif op == "Replicate":
            value = self._peval(a[0], env)
        elif op == "Collect":  # storage only: each instance reads back what it stored
            value = self._peval(a[0], env)
        elif op == "Combine":
            v, p, axis = a
            value = _concat([self._peval(v, {**env, p: i}) for i in range(self.instances(p))], axis)
        elif op == "PReduce":
            r, v, p = a
            value = None
            for i in range(self.instances(p)):
                x = self._peval(v, {**env, p: i})
                value = x if value is None else _fold(r, value, x)
        elif op == "PScan":  # instance i: the fold of instances 0..i
            r, v, p = a
            value = None
            for i in range(env[p] + 1):
                x = self._peval(v, {**env, p: i})
                value = x if value is None else _fold(r, value, x)
        elif op == "TileMatMul":
            value = torch.matmul(self._peval(a[0], env), self._peval(a[1], env))
        elif op == "Reshape":
            value = self._reshape_tile(self._peval(a[0], env), self.shape(a[0]), a[1])
        else:
            value = self._eval(t, lambda c: self._peval(c, env))
        self.pmemo[key] = value
        return value

    @staticmethod
    def shape(t: Term) -> tuple:
        """The logical shape of a tensor term (schema.shape), which a Reshape of a tile needs to map its axes."""
        return schema.shape(t)

    @staticmethod
    def _reshape_tile(x, logical: tuple, shape: tuple):
        """One instance's value of Reshape(v, shape), x its value of v (logical shape `logical`): every axis on which
        x is a tile (shorter than the logical size) must be an axis the reshape keeps — the output axis with the same
        size and the same product of sizes before it — and that output axis is shortened alike (parallel.egg:
        pst-reshape-part)."""
        out = list(shape)
        for i, (have, n) in enumerate(zip(x.shape, logical)):
            if have == n:
                continue
            pre = math.prod(logical[:i])
            j = next((j for j in range(len(shape)) if shape[j] == n and math.prod(shape[:j]) == pre), None)
            if j is None:
                raise InterpretError(f"Reshape to {list(shape)} of a tile along axis {i} of a value of shape "
                                     f"{list(logical)}: the reshape does not keep that axis")
            out[j] = have
        return x.reshape(out)

    def _tile(self, x, axis: int, p: Term, i: int):
        """Instance i's tile of x along axis (each tensor of a tuple alike); the last tile may be short."""
        if isinstance(x, tuple):
            return tuple(self._tile(c, axis, p, i) for c in x)
        if x.dim() <= axis or x.shape[axis] != coordinate_extent(p):
            raise InterpretError(f"Partition of axis {axis} of size {x.shape[axis]} by a coordinate of "
                                 f"extent {coordinate_extent(p)}")
        size = self.tile(p)
        lo = i * size
        return x.narrow(axis, lo, min(size, x.shape[axis] - lo))

    def _eval(self, t: Term, v):
        op, a = t.op, t.args
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
        if op == "Slice":
            x, axis, start, length = v(a[0]), a[1], a[2], a[3]
            if not (0 <= axis < x.dim() and start >= 0 and length > 0 and start + length <= x.shape[axis]):
                raise InterpretError(f"Slice [{start}, {start + length}) of axis {axis} of a value of shape "
                                     f"{list(x.shape)}")
            return x.narrow(axis, start, length)
        if op == "Concat":
            return torch.cat([v(a[0]), v(a[1])], dim=a[2])
        raise UnknownConstruct(f"the interpreter does not know the construct {op}")


class RoundingInterpreter(Interpreter):
    """The interpreter with every arithmetic result (Unary, Binary, Reduce, MatMul, and a fold's or a tile
    product's) multiplied by 1 + d, d drawn uniformly in [-u, u] per element: a model of running the same program
    in a dtype of unit roundoff u. How far its output moves is how far that program, as written, can be from
    the exact value in that dtype (a candidate that computes one value two ways, each rounded differently, moves
    further than the program it came from)."""

    NOISY = frozenset(("Unary", "Binary", "Reduce", "MatMul", "TileMatMul", "PReduce"))

    def __init__(self, inputs: Mapping[str, torch.Tensor], u: float, seed: int = 0,
                 tiles: Mapping[Term, int] | None = None):
        super().__init__(inputs, tiles)
        self.u = u
        self.gen = torch.Generator().manual_seed(seed)

    def _rounded(self, t: Term, value):
        if t.op not in self.NOISY or not isinstance(value, torch.Tensor) or not value.is_floating_point():
            return value
        d = (2 * torch.rand(value.shape, generator=self.gen, dtype=torch.float64) - 1) * self.u
        return value * (1 + d)

    def _eval(self, t: Term, v):
        return self._rounded(t, super()._eval(t, v))

    def _peval(self, t: Term, env: dict):
        free = self.free(t)
        key = (t, tuple(sorted(((coordinate_key(p), env[p]) for p in free if p in env))))
        fresh = t.op in ("TileMatMul", "PReduce") and key not in self.pmemo
        value = super()._peval(t, env)
        if fresh and key in self.pmemo:  # rounded once, where it is computed: every reader sees the same value
            value = self.pmemo[key] = self._rounded(t, value)
        return value


def evaluate(term: Term | str, inputs: Mapping[str, torch.Tensor]):
    return Interpreter(inputs)(term)
