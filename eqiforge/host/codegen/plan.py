"""The kernel plan that lowering builds and templates render (Plan, Kernel, Stmt, ...), and the values a kernel
holds while it is built (Val, Along, Block)."""
from __future__ import annotations

import math
from dataclasses import dataclass, field

from ..errors import EqiForgeError


class LoweringError(EqiForgeError):
    """The candidate uses a construct, or a combination, that lowering has no kernel code for."""


# -- the plan the templates render ----------------------------------------------------------------------------------
@dataclass
class Stmt:
    kind: str                   # the template macro that renders it (templates/triton/constructs.j2)
    out: str = ""
    args: dict = field(default_factory=dict)
    body: list["Stmt"] = field(default_factory=list)


@dataclass
class Param:
    name: str                   # kernel parameter
    value: str                  # launcher expression passed for it
    constexpr: bool = False


@dataclass
class Kernel:
    name: str
    what: str                   # one line: what it computes (a comment in the source)
    grid: list[str]             # coordinate names, decomposed from one program id in this order
    params: list[Param]
    body: list[Stmt]
    masked: list[str] = field(default_factory=list)  # grid coordinates whose bounds mask the body reads


@dataclass
class MemStmt:
    kind: str                   # the launcher macro (templates/triton/launcher.j2)
    out: str
    args: dict = field(default_factory=dict)


@dataclass
class Plan:
    inputs: list[str]                       # the program's inputs, in order of first use
    memory: list[MemStmt]                   # launcher statements, in order (buffers, views, kernel launches)
    kernels: list[Kernel]
    coordinates: dict[str, dict]            # name -> {"text", "extent", "default"}
    fulls: dict[str, int]                   # full-axis name -> extent
    output: str                             # launcher expression of the result
    output_shape: tuple
    itemsize: dict[str, int] = field(default_factory=dict)  # bytes per element of each memory name kernels read
    # kernel -> coordinate -> the schedule key of its tile there: the coordinate's name where every kernel that runs
    # over it has one tile, else "kernel_k.c" per kernel (k: the first of the kernels tied to it by stored states)
    tile_keys: dict[str, dict[str, str]] = field(default_factory=dict)

    def schedule_keys(self) -> dict[str, str]:
        """The tile sizes a schedule sets: key -> its coordinate, in order of coordinate."""
        keys = {key: c for per in self.tile_keys.values() for c, key in per.items()}
        keys |= {c: c for c in self.coordinates if c not in keys.values()}   # no kernel runs over it
        return dict(sorted(keys.items(), key=lambda kv: (list(self.coordinates).index(kv[1]), kv[0])))


# -- values inside a kernel ---------------------------------------------------------------------------------------
ONE = ("one",)


@dataclass(frozen=True)
class Along:
    """A 1-D vector (offsets or a bounds mask) placed along axis `i` of a tile of rank `rank` (templates index it
    with None elsewhere)."""
    vector: str
    i: int
    rank: int


@dataclass(frozen=True)
class Val:
    expr: str                   # a variable or a literal
    axes: tuple                 # one descriptor per logical axis
    boolean: bool = False       # a mask (int1 in Triton) rather than fp32
    raw: bool = False           # a load still in its memory's dtype (bf16, fp16 or fp32): converted to fp32 where
    #                             arithmetic reads it, passed as it is where a product reads it (tensor cores)


def _literal(x) -> str:
    """A float as Python source (infinities and NaN have no literal)."""
    x = float(x)
    if math.isnan(x):
        return 'float("nan")'
    if math.isinf(x):
        return 'float("inf")' if x > 0 else '-float("inf")'
    return repr(x)


# -- inside one kernel --------------------------------------------------------------------------------------------
@dataclass
class Block:
    bound: frozenset            # coordinates bound here (a grid's, or one loop's)
    stmts: list[Stmt]
    memo: dict = field(default_factory=dict)


def _leaves(v) -> list:
    """The tensors of a (nested) tuple, in order."""
    return [x for item in v for x in _leaves(item)] if isinstance(v, tuple) else [v]


def _rebuild(shape_like, leaves):
    """A nested tuple shaped like `shape_like`, its leaves taken in order from an iterator."""
    if isinstance(shape_like, tuple):
        return tuple(_rebuild(x, leaves) for x in shape_like)
    return next(leaves)


def _shape_leaves(shape) -> list[tuple]:
    """The shapes of a (nested) tuple's tensors (the interpreter's shape of a tuple is a list of its fields')."""
    return [s for item in shape for s in _shape_leaves(item)] if isinstance(shape, list) else [shape]
