"""The IR's schema on the host (egglog_src/ir.egg, types.egg): which arguments of each construct hold values, the
logical shape and free coordinates of a term, the construct categories several stages share, and the dtype table.

Every stage reads terms through it; none needs the reference interpreter (interp.py) to know a shape.
`tests/test_schema.py` checks it against ir.egg.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import torch

from .coords import COORD_ARG, scoped
from .term import Term

# -- constructs --------------------------------------------------------------------------------------------------

# The argument positions of each construct that hold values (ir.egg: its Expr arguments). Constructs without
# one (Input, Scalar, Full, Iota) are leaves.
OPERANDS = {"Unary": (1,), "Binary": (1, 2), "Where": (0, 1, 2), "Cast": (0,), "Reshape": (0,), "Permute": (0,),
            "Expand": (0,), "MatMul": (0, 1), "Tuple": (0, 1), "Get": (0,), "TileMatMul": (0, 1), "Reduce": (2,),
            "Slice": (0,), "Concat": (0, 1), "Partition": (0,), "Replicate": (0,), "Combine": (0,),
            "PReduce": (1,), "PScan": (1,), "Collect": (0,)}

# the parallel constructs (ir.egg: "parallel views"): a term holding one is evaluated instance by instance
PARALLEL = frozenset(("Partition", "Replicate", "TileMatMul", "Combine", "PReduce", "PScan", "Collect"))
# layouts of one operand: free on memory (an address computation), per element inside a kernel
LAYOUTS = frozenset(("Reshape", "Permute", "Expand", "Slice", "Cast"))
CONSTANTS = frozenset(("Scalar", "Full", "Iota"))


# -- what a term alone says: its logical shape and its free coordinates ------------------------------------------

# Both are pure functions of the term, memoised across calls. A memo is emptied (replaced, so a caller mid-way
# keeps its own) once it passes this many entries, so a long-lived process does not hold every term it saw.
_MEMO_LIMIT = 1 << 20
_shapes: dict[Term, object] = {}
_free: dict[Term, frozenset] = {}


def _bottom_up(t: Term, memo: dict, children: Callable[[Term], list], node: Callable[[Term, dict], object]):
    """memo[t], computing each missing sub-term's entry after its children's, with no recursion (a long chain
    of operations is a deep term)."""
    stack = [t]
    while stack:
        x = stack[-1]
        if x in memo:
            stack.pop()
            continue
        todo = [c for c in children(x) if c not in memo]
        if todo:
            stack.extend(todo)
            continue
        stack.pop()
        memo[x] = node(x, memo)
    return memo[t]


def shape(t: Term):
    """The logical shape of a tensor term (types.egg `ty`): a tuple of sizes; a Tuple's is the list of its
    fields' shapes."""
    global _shapes
    if t in _shapes:
        return _shapes[t]
    if len(_shapes) > _MEMO_LIMIT:
        _shapes = {}
    return _bottom_up(t, _shapes, lambda x: [x.args[i] for i in OPERANDS.get(x.op, ())], _shape_of)


def _shape_of(t: Term, memo: dict):
    op, a = t.op, t.args
    kids = [memo[a[i]] for i in OPERANDS.get(op, ())]
    if op == "Input" or op == "Full":
        return tuple(a[1])
    if op == "Iota":
        return tuple(a[0])
    if op == "Scalar":
        return ()
    if op in ("Reshape", "Expand"):
        return tuple(a[1])
    if op == "Permute":
        return tuple(kids[0][j] for j in a[1])
    if op in ("Binary", "Where"):
        return tuple(torch.broadcast_shapes(*kids))
    if op in ("MatMul", "TileMatMul"):
        (x, y) = kids
        return tuple(torch.broadcast_shapes(x[:-2], y[:-2])) + (x[-2], y[-1])
    if op == "Reduce":
        return kids[0][:a[1]] + (1,) + kids[0][a[1] + 1:]
    if op == "Slice":
        return kids[0][:a[1]] + (a[3],) + kids[0][a[1] + 1:]
    if op == "Concat":
        x, y = kids
        return x[:a[2]] + (x[a[2]] + y[a[2]],) + x[a[2] + 1:]
    if op == "Tuple":  # a tuple's shape: the list of its fields' shapes
        return [kids[0], kids[1]]
    if op == "Get":
        return kids[0][a[1]]
    return kids[0]  # Unary, Cast, and the parallel views and binders: the operand's logical shape


def free(t: Term) -> frozenset:
    """The coordinates a term depends on (types.egg `fcs`; see coords.scoped)."""
    global _free
    if t in _free:
        return _free[t]
    if len(_free) > _MEMO_LIMIT:
        _free = {}
    return _bottom_up(t, _free, lambda x: [c for c in x.args if isinstance(c, Term)], _free_of)


def _free_of(t: Term, memo: dict) -> frozenset:
    inner = frozenset().union(*(memo[c] for c in t.args if isinstance(c, Term)))
    i = COORD_ARG.get(t.op)
    return scoped(t.op, t.args[i] if i is not None else None, inner)


# -- dtypes (ir.egg: DType) --------------------------------------------------------------------------------------

@dataclass(frozen=True)
class DType:
    name: str                     # the egglog constructor: (F32)
    itemsize: int                 # bytes per element in memory (Weak: a literal, stored as fp32 where it is)
    torch: torch.dtype | None     # the torch dtype a value of it is (Weak: none, it takes the other operand's)
    floating: bool = False
    tolerance: float | None = None  # a run stored in it passes verification under this relative error
    rate_key: str | None = None     # its --dtype name: a run's storage, the hardware file's rates by dtype


DTYPES = {d.name: d for d in (
    DType("F16", 2, torch.float16, True, 1e-2, "fp16"),
    DType("BF16", 2, torch.bfloat16, True, 1e-2, "bf16"),
    DType("F32", 4, torch.float32, True, 1e-4, "fp32"),
    DType("F64", 8, torch.float64, True, 1e-4),
    DType("I64", 8, torch.int64),
    DType("Bool", 1, torch.bool),
    DType("Weak", 4, None),
)}

TORCH_DTYPES = {d.name: d.torch for d in DTYPES.values() if d.torch is not None}   # IR name -> torch dtype
TOLERANCE = {d.torch: d.tolerance for d in DTYPES.values() if d.tolerance is not None}   # torch dtype -> bound
STORAGE = {d.rate_key: d.torch for d in DTYPES.values() if d.rate_key}   # --dtype name -> torch dtype
