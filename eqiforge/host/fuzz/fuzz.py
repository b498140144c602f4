"""`eqiforge fuzz`: random tensor programs through the whole pipeline, every candidate and kernel against PyTorch.

**Generator.** A seeded generator writes small PyTorch programs as workload files (the format of workloads/*.py):
products (batched, transposed operands, broadcast batch axes, a value times its own transpose), reductions along any
axis (sum, mean, amax/amin, max(dim).values, logsumexp, vector norms, variance), softmax / log_softmax, layer and
RMS norms, F.normalize, attention (explicit or F.scaled_dot_product_attention, causal or masked), pointwise chains
(exp, log, sqrt, rsqrt, sigmoid, tanh, silu, gelu (exact, tanh, gelu_new), softplus, clamp, pow, ...), masks from
arange comparisons (torch.where, masked_fill, triu/tril; -inf, finfo.min or additive finfo.min fills), eval dropout,
reshapes, permutes, slices, concatenations and stacks. Operands are drawn from
the values computed so far, so subexpressions are shared by several consumers. Axis sizes are named (a program
keeps which axes are one axis, so a shrunk program stays well-formed) and drawn to include 1, primes, non-powers of
two and equal sizes on different axes. Inputs are normal (clamped to +-3), large (x30 or x100: softmax-style
overflow in float32), positive, or small; masks may leave rows fully masked (with a finite fill: a -inf fill is only
used where every row keeps an element, since PyTorch itself gives NaN for a fully -inf row). Every value carries an
interval, so exp, log, sqrt, rsqrt and division only see arguments inside their well-conditioned domain: a
difference the oracle reports is the pipeline's, not float32 round-off. Programs return one tensor (capture takes
exactly one output). Program i of seed s depends on (s, i, size) only.

**Oracle.** For each program: PyTorch in float64 is the reference. capture -> the captured term in the float64
interpreter (a capture check) -> saturate (small config) -> every e-class reachable from the root: each of its IR
nodes (children as their class's smallest term) against the class's smallest term, in the float64 interpreter
(closed classes; an unsound rule shows here even when extraction never picks its side) -> extract (compact, beam
64) -> every candidate in the float64 interpreter with default and ragged tiles -> every candidate lowered,
rendered and run under the Triton interpreter in float32 (verify.check). A kernel outside verify's tolerance but
within CONDITIONING times its own candidate's rounding sensitivity (interp.RoundingInterpreter: the candidate in
float64 with every arithmetic result perturbed at float32's unit roundoff) is *imprecise*, counted and listed
apart: the algorithm as extracted cannot do better in float32 (it computes one value two ways at magnitudes where
their roundings differ), which is a property of the candidate, not a miscompile; a wrong kernel errs by far
more. Clean refusals (a CaptureError, a
saturation limit, a LoweringError, extraction finding no lowerable program) are counted by cause, apart from
failures; an exception that is not an EqiForgeError is a failure of the stage that raised it.

Extraction past `extract_seconds` (default 30) is counted as a refusal: attention programs can take a minute to
extract at tiny sizes today, and a run must end. `max_families` runs only some families per program under Triton,
chosen for coverage of the constructs in their summaries.

**Triage.** A failing program is shrunk (the output moved to an earlier value, ops bypassed, axis sizes shrunk, large
inputs made normal) while it still fails at the same stage with the same kind of error, and written to
results/fuzz/NAME.py — a standalone workload file (`eqiforge run results/fuzz/NAME.py`, or `python
results/fuzz/NAME.py` to rerun this oracle on it) — with NAME.md / NAME.json: the stage, the error, the candidate's
summary and term, and the rules that matched while saturating (egglog does not record which rule built a node).
"""
from __future__ import annotations

import contextlib
import copy
import json
import math
import random
import re
import shutil
import signal
import sys
import tempfile
import threading
import time
import traceback
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

import torch

from ..errors import EqiForgeError
from ..files import write_text_atomic
from ..paths import RESULTS_DIR, shown_path

CONFIG = "small"
INTERP_SEED = 3        # inputs of the float64 checks (reference, capture, e-graph, candidates)
KERNEL_SEED = 11       # inputs of the Triton checks (verify.check)
INTERP_TOL = 1e-9      # relative L2 error of a float64 candidate against PyTorch in float64
CONDITIONING = 10.0    # a kernel within this many times its candidate's float32 rounding sensitivity is imprecise
BEAM = 64
EXTRACT_SECONDS = 30.0  # extraction past this is counted as a refusal (a cause of its own), not waited for

# =====================================================================================================================
# Programs: named axis sizes, inputs, statements (each a Python expression over earlier values), one output.
# An axis is a size expression: a dim name, an int literal, ("mul", a, b) for a merged axis, ("add", a, b) for a
# concatenation, ("slice", a, start, length) for a narrowed one (start and length clamped to the axis's size).


def axis_size(e, dims: dict) -> int:
    if isinstance(e, int):
        return e
    if isinstance(e, str):
        return dims[e]
    op = e[0]
    if op == "mul":
        return axis_size(e[1], dims) * axis_size(e[2], dims)
    if op == "add":
        return axis_size(e[1], dims) + axis_size(e[2], dims)
    if op == "slice":
        n = axis_size(e[1], dims)
        start = min(e[2], n - 1)
        return max(1, min(e[3], n - start))
    raise ValueError(f"axis expression {e!r}")


def slice_bounds(e, dims: dict) -> tuple[int, int]:
    n = axis_size(e[1], dims)
    start = min(e[2], n - 1)
    return start, max(1, min(e[3], n - start))


@dataclass
class Program:
    name: str
    dims: dict          # dim name -> size
    inputs: list        # {"name", "shape": [axis], "kind", "scale"}
    stmts: list         # {"out", "code", "in": [names], "shape": [axis], "sz": {placeholder: axis}, "sl": {...}}
    output: str
    seed: int = 0
    size: int = 1

    @property
    def tags(self) -> list:
        return [s["tag"] for s in self.stmts if s.get("tag")]

    def shape(self, name: str) -> tuple:
        for i in self.inputs:
            if i["name"] == name:
                return tuple(axis_size(a, self.dims) for a in i["shape"])
        for s in self.stmts:
            if s["out"] == name:
                return tuple(axis_size(a, self.dims) for a in s["shape"])
        raise KeyError(name)

    def ops(self) -> int:
        return len(self.stmts)


def _line(stmt: dict, dims: dict) -> str:
    vals = {k: axis_size(e, dims) for k, e in stmt.get("sz", {}).items()}
    for k, e in stmt.get("sl", {}).items():  # a slice: {k}_start, {k}_end, {k}_len
        start, length = slice_bounds(e, dims)
        vals[f"{k}_start"], vals[f"{k}_len"], vals[f"{k}_end"] = start, length, start + length
    code = stmt["code"].format(*stmt["in"], **vals)
    return f"{stmt['out']} = {code}"


def render_program(prog: Program, header: str = "") -> str:
    """The program as a workload file (DESCRIPTION, CONFIGS['small'], Program, make_inputs)."""
    args = ", ".join(i["name"] for i in prog.inputs)
    body = "\n".join(f"        {_line(s, prog.dims)}" for s in prog.stmts)
    make = []
    for i in prog.inputs:
        shape = ", ".join(str(axis_size(a, prog.dims)) for a in i["shape"])
        if i["kind"] == "positive":
            make.append(f'        "{i["name"]}": (0.5 + 1.5 * torch.rand({shape}, generator=generator)).to(dtype),')
        else:
            make.append(f'        "{i["name"]}": (randn({shape}) * {i["scale"]!r}).to(dtype),')
    doc = header or (f"A random program of `eqiforge fuzz` (seed {prog.seed}, size {prog.size}): "
                     f"{', '.join(prog.tags) or 'no ops'}.")
    dims = ", ".join(f'"{k}": {v}' for k, v in prog.dims.items())
    return f'''"""{doc}"""
import math

import torch
from torch import nn
import torch.nn.functional as F

DESCRIPTION = {("fuzz: " + ", ".join(prog.tags))[:200]!r}
CONFIGS = {{"small": {{{dims}}}}}  # the named axis sizes; shapes below are written out at these sizes


class Program(nn.Module):
    def __init__(self, cfg):
        super().__init__()

    def forward(self, {args}):
{body}
        return {prog.output}


def make_inputs(cfg, generator, dtype=torch.float32):
    def randn(*shape):
        return torch.randn(*shape, generator=generator).clamp(-3, 3)

    return {{
{chr(10).join(make)}
    }}


if __name__ == "__main__":  # rerun the fuzzer's oracle on this file
    import sys

    from eqiforge.host.fuzz.fuzz import replay

    sys.exit(replay(__file__))
'''


# =====================================================================================================================
# The generator.

PALETTE = (2, 3, 4, 5, 6, 7, 8, 9, 11, 12, 13, 16)
BIG = 1e6


def _ival_mul(a, b):
    ps = [a[0] * b[0], a[0] * b[1], a[1] * b[0], a[1] * b[1]]
    return (min(ps), max(ps))


def _mag(iv) -> float:
    return max(abs(iv[0]), abs(iv[1]))


# transformers' gelu_new (GPT-2), written out as model files write it
GELU_NEW = "(0.5 * {0} * (1.0 + torch.tanh(0.7978845608028654 * ({0} + 0.044715 * torch.pow({0}, 3.0)))))"


def _sig(x):
    return 1 / (1 + math.exp(-max(-700.0, min(700.0, x))))


class _Gen:
    def __init__(self, rng: random.Random, size: int, name: str, seed: int):
        self.rng, self.size = rng, max(1, size)
        # how model code spells an op (exact or tanh gelu, a -inf or finfo.min or additive mask, eval dropout): drawn
        # from a stream of its own, so a program's structure, and every seed's programs, stay what they were
        self.spell = random.Random(f"eqiforge-fuzz-spelling:{name}:{size}")
        self.max_dim = min(32, 4 + 4 * self.size)
        self.max_rank = 3 if self.size <= 2 else 4
        self.prog = Program(name, {}, [], [], "", seed, size)
        self.vals: dict[str, tuple] = {}   # name -> (shape, interval)
        self.order: list[str] = []
        self.n = 0

    # -- values --
    def dim(self) -> str:
        r, dims = self.rng, self.prog.dims
        x = r.random()
        bigger = sorted({v for v in dims.values() if v > 1})
        if bigger and x < 0.25:
            v = r.choice(bigger)  # an equal size on a different axis
        elif x < 0.33:
            v = 1
        else:
            v = r.choice([p for p in PALETTE if p <= self.max_dim])
        name = f"d{len(dims)}"
        dims[name] = v
        return name

    def size_of(self, e) -> int:
        return axis_size(e, self.prog.dims)

    def input(self, shape, kind: str | None = None) -> str:
        r = self.rng
        if kind is None:
            kind = r.choices(["normal", "large", "positive", "small"], [0.6, 0.15, 0.15, 0.1])[0]
        scale = {"normal": 1.0, "large": r.choice([30.0, 100.0]), "small": 0.1, "positive": 1.0}[kind]
        name = f"x{len(self.prog.inputs)}"
        self.prog.inputs.append({"name": name, "shape": list(shape), "kind": kind, "scale": scale})
        iv = (0.5, 2.0) if kind == "positive" else (-3 * scale, 3 * scale)
        self.vals[name] = (tuple(shape), iv)
        self.order.append(name)
        return name

    def emit(self, code: str, ins: list, shape, iv, tag: str | None = None, sz=None, sl=None) -> str:
        out = f"t{self.n}"
        self.n += 1
        st = {"out": out, "code": code, "in": list(ins), "shape": list(shape)}
        if sz:
            st["sz"] = sz
        if sl:
            st["sl"] = sl
        self.prog.stmts.append(st)
        lo, hi = iv
        self.vals[out] = (tuple(shape), (float(lo), float(hi)))
        self.order.append(out)
        if tag:
            st["tag"] = tag
        return out

    def shape(self, x):
        return self.vals[x][0]

    def iv(self, x):
        return self.vals[x][1]

    # -- domain guards: a value made positive (lo >= floor) or bounded before an op that needs it --
    def positive(self, x: str, floor: float = 0.05) -> str:
        lo, hi = self.iv(x)
        if lo >= floor and hi < BIG:
            return x
        r = self.rng
        if hi <= 6 and r.random() < 0.4:
            return self.emit("torch.exp({0})", [x], self.shape(x), (math.exp(lo), math.exp(hi)))
        if r.random() < 0.5 and _mag((lo, hi)) < 1e3:
            m = _mag((lo, hi))
            return self.emit("({0} * {0} + 1.0)", [x], self.shape(x), (1.0, m * m + 1))
        if r.random() < 0.5:
            return self.emit("(torch.sigmoid({0}) + 0.25)", [x], self.shape(x), (_sig(lo) + 0.25, _sig(hi) + 0.25))
        return self.emit("({0}.abs() + 0.5)", [x], self.shape(x), (0.5, _mag((lo, hi)) + 0.5))

    def bounded(self, x: str, limit: float = 6.0) -> str:
        lo, hi = self.iv(x)
        if _mag((lo, hi)) <= limit:
            return x
        if self.rng.random() < 0.5:
            return self.emit("torch.tanh({0})", [x], self.shape(x), (math.tanh(lo), math.tanh(hi)))
        return self.emit("torch.clamp({0}, -4.0, 4.0)", [x], self.shape(x), (max(lo, -4.0), min(hi, 4.0)))

    # -- shapes --
    def compatible(self, a, b) -> tuple | None:
        """The broadcast of two symbolic shapes (axes equal as names or literal 1), or None."""
        n = max(len(a), len(b))
        a = (1,) * (n - len(a)) + tuple(a)
        b = (1,) * (n - len(b)) + tuple(b)
        out = []
        for x, y in zip(a, b):
            if x == y or y == 1:
                out.append(x)
            elif x == 1:
                out.append(y)
            else:
                return None
        return tuple(out)

    def broadcast_variant(self, shape) -> tuple:
        r = self.rng
        s = [1 if r.random() < 0.3 else a for a in shape]
        if len(s) > 1 and r.random() < 0.3:
            s = s[r.randrange(1, len(s)):]
        return tuple(s)

    # -- the program --
    def program(self) -> Program:
        r = self.rng
        rank = r.choices([1, 2, 3], [0.15, 0.55, 0.3])[0]
        x = self.input(tuple(self.dim() for _ in range(rank)))
        ops = r.randint(1, 1 + 2 * self.size)
        table = [(self.op_unary, 3), (self.op_binary, 4), (self.op_reduce, 3), (self.op_normalize, 2),
                 (self.op_matmul, 3), (self.op_attention, 1.5), (self.op_mask, 1.5), (self.op_reshape, 1.5),
                 (self.op_permute, 1.5), (self.op_slice, 1), (self.op_cat, 1)]
        done = 0
        tries = 0
        while done < ops and tries < 50:
            tries += 1
            fn = r.choices([f for f, _ in table], [w for _, w in table])[0]
            y = fn(x)
            if y is not None:
                x, done = y, done + 1
        if not self.prog.stmts:
            x = self.emit("torch.tanh({0})", [x], self.shape(x), (-1, 1), "tanh")
        if len(self.shape(x)) == 0:
            x = self.emit("{0}.reshape(1)", [x], (1,), self.iv(x))
        self.prog.output = x
        return _dce(self.prog)

    # -- ops: each returns the new value's name, or None where it does not apply --
    UNARY = [  # (tag, code, needs: None | "pos" | "bounded" | "mag", interval function)
        ("exp", "torch.exp({0})", "bounded", lambda lo, hi: (math.exp(lo), math.exp(hi))),
        ("log", "torch.log({0})", "pos", lambda lo, hi: (math.log(lo), math.log(hi))),
        ("sqrt", "torch.sqrt({0})", "pos", lambda lo, hi: (math.sqrt(lo), math.sqrt(hi))),
        ("rsqrt", "torch.rsqrt({0})", "pos", lambda lo, hi: (1 / math.sqrt(hi), 1 / math.sqrt(lo))),
        ("reciprocal", "torch.reciprocal({0})", "pos", lambda lo, hi: (1 / hi, 1 / lo)),
        ("pow0.5", "{0} ** 0.5", "pos", lambda lo, hi: (math.sqrt(lo), math.sqrt(hi))),
        ("sigmoid", "torch.sigmoid({0})", None, lambda lo, hi: (_sig(lo), _sig(hi))),
        ("tanh", "torch.tanh({0})", None, lambda lo, hi: (math.tanh(lo), math.tanh(hi))),
        ("neg", "-{0}", None, lambda lo, hi: (-hi, -lo)),
        ("abs", "{0}.abs()", None, lambda lo, hi: (0.0, _mag((lo, hi)))),
        ("square", "torch.square({0})", "mag", lambda lo, hi: (0.0, _mag((lo, hi)) ** 2)),
        ("pow2", "{0}.pow(2)", "mag", lambda lo, hi: (0.0, _mag((lo, hi)) ** 2)),
        ("pow3", "{0} ** 3", "mag", lambda lo, hi: (lo ** 3, hi ** 3)),
        ("relu", "torch.relu({0})", None, lambda lo, hi: (max(lo, 0.0), max(hi, 0.0))),
        ("silu", "F.silu({0})", None, lambda lo, hi: (-0.3, max(hi, 0.0))),
        ("gelu", "F.gelu({0}, approximate='tanh')", None, lambda lo, hi: (-0.2, max(hi, 0.0))),
        ("softplus", "F.softplus({0})", None, lambda lo, hi: (0.0, max(hi, 0.0) + 0.7)),
        ("clamp", "torch.clamp({0}, min=-1.5, max=2.0)", None, lambda lo, hi: (max(min(lo, 2.0), -1.5),
                                                                                 min(max(hi, -1.5), 2.0))),
        ("relu6", "F.relu6({0})", None, lambda lo, hi: (min(max(lo, 0.0), 6.0), min(max(hi, 0.0), 6.0))),
        ("leaky_relu", "F.leaky_relu({0}, 0.1)", None, lambda lo, hi: (min(lo, 0.1 * lo), max(hi, 0.1 * hi))),
        ("hardswish", "F.hardswish({0})", None, lambda lo, hi: (-0.4, max(hi, 0.0))),
        ("scale", "{0} * 0.5", None, lambda lo, hi: (0.5 * lo, 0.5 * hi)),
        ("rsub", "1.5 - {0}", None, lambda lo, hi: (1.5 - hi, 1.5 - lo)),
        ("addc", "{0} + 2.0", None, lambda lo, hi: (lo + 2.0, hi + 2.0)),
        ("divc", "{0} / 3.0", None, lambda lo, hi: (lo / 3.0, hi / 3.0)),
    ]

    def op_unary(self, x):
        tag, code, needs, fn = self.rng.choice(self.UNARY)
        if needs == "pos":
            x = self.positive(x, 0.05)
        elif needs == "bounded":
            x = self.bounded(x, 6.0)
        elif needs == "mag" and _mag(self.iv(x)) > 300:
            x = self.bounded(x)
        if tag == "gelu":
            code = self.spell.choice([code, "F.gelu({0})", "nn.GELU()({0})", GELU_NEW])
        return self.emit(code, [x], self.shape(x), fn(*self.iv(x)), tag)

    BINARY = [("add", "{0} + {1}"), ("sub", "{0} - {1}"), ("mul", "{0} * {1}"), ("div", "{0} / {1}"),
              ("maximum", "torch.maximum({0}, {1})"), ("minimum", "torch.minimum({0}, {1})"),
              ("max-then-mul", "torch.maximum({0}, {1}) * {2}")]

    def other(self, x) -> str:
        """A second operand broadcastable with x: x itself, an earlier value, or a new input."""
        r = self.rng
        sx = self.shape(x)
        pool = [v for v in self.order if v != x and self.compatible(sx, self.shape(v)) is not None]
        c = r.random()
        if c < 0.1:
            return x
        if pool and c < 0.55:
            return r.choice(pool)
        return self.input(self.broadcast_variant(sx))

    def op_binary(self, x):
        r = self.rng
        tag, code = r.choice(self.BINARY)
        y = self.other(x)
        if tag == "div":
            y = self.positive(y, 0.25)
        if r.random() < 0.3 and tag != "div":
            x, y = y, x
        shape = self.compatible(self.shape(x), self.shape(y))
        a, b = self.iv(x), self.iv(y)
        if tag == "add":
            iv = (a[0] + b[0], a[1] + b[1])
        elif tag == "sub":
            iv = (a[0] - b[1], a[1] - b[0])
        elif tag == "mul":
            iv = _ival_mul(a, b)
        elif tag == "div":
            iv = _ival_mul(a, (1 / b[1], 1 / b[0]))
        elif tag == "maximum":
            iv = (max(a[0], b[0]), max(a[1], b[1]))
        elif tag == "minimum":
            iv = (min(a[0], b[0]), min(a[1], b[1]))
        else:  # max(x, y) * c: a factor of either sign (the shape of an unsound distribution rule)
            c = self.other(x)
            shape = self.compatible(shape, self.shape(c))
            if shape is None:
                return None
            m = (max(a[0], b[0]), max(a[1], b[1]))
            return self.emit(code, [x, y, c], shape, _ival_mul(m, self.iv(c)), tag)
        return self.emit(code, [x, y], shape, iv, tag)

    def _axis(self, x) -> int:
        return self.rng.randrange(len(self.shape(x)))

    def _dim_text(self, ax: int, rank: int) -> str:
        return str(ax - rank if self.rng.random() < 0.4 else ax)

    def op_reduce(self, x):
        r = self.rng
        shape = self.shape(x)
        rank = len(shape)
        ax = self._axis(x)
        keep = rank == 1 or r.random() < 0.5
        out_shape = tuple(1 if i == ax else a for i, a in enumerate(shape)) if keep else \
            tuple(a for i, a in enumerate(shape) if i != ax)
        n = self.size_of(shape[ax])
        lo, hi = self.iv(x)
        d, k = self._dim_text(ax, rank), keep
        kind = r.choice(["sum", "sum", "mean", "amax", "amin", "max", "min", "logsumexp", "norm", "var"])
        if kind == "sum":
            code, iv = r.choice([f"torch.sum({{0}}, dim={d}, keepdim={k})", f"{{0}}.sum({d}, keepdim={k})"]), \
                (n * lo, n * hi)
        elif kind == "mean":
            code, iv = f"{{0}}.mean(dim={d}, keepdim={k})", (lo, hi)
        elif kind in ("amax", "amin"):
            code, iv = f"{{0}}.{kind}(dim={d}, keepdim={k})", (lo, hi)
        elif kind in ("max", "min"):
            code, iv = f"{{0}}.{kind}(dim={d}, keepdim={k}).values", (lo, hi)
        elif kind == "logsumexp":
            code, iv = f"torch.logsumexp({{0}}, dim={d}, keepdim={k})", (lo, hi + math.log(max(n, 1)))
        elif kind == "norm":
            code, iv = f"torch.linalg.vector_norm({{0}}, dim={d}, keepdim={k})", (0.0, math.sqrt(n) * _mag((lo, hi)))
            if n == 1 or r.random() < 0.5:  # a norm near zero is ill-conditioned in float32 only through sqrt
                x = self.positive(x, 0.25)
                lo2, hi2 = self.iv(x)
                iv = (math.sqrt(n) * lo2, math.sqrt(n) * hi2)
        else:  # a variance with correction 0 (a size-1 axis with correction 1 divides by zero); no std: the sqrt of
            # a variance that cancels to about zero is not well-conditioned in float32
            code, iv = f"torch.var({{0}}, dim={d}, keepdim={k}, correction=0)", (0.0, (hi - lo) ** 2)
        return self.emit(code, [x], out_shape, iv, kind)

    def op_normalize(self, x):
        r = self.rng
        shape = self.shape(x)
        rank = len(shape)
        ax = self._axis(x)
        d = self._dim_text(ax, rank)
        lo, hi = self.iv(x)
        n = self.size_of(shape[-1])
        kind = r.choice(["softmax", "softmax", "log_softmax", "normalize", "layer_norm", "rms_norm", "center"])
        if kind == "softmax":
            n_ax = self.size_of(shape[ax])
            return self.emit(r.choice([f"torch.softmax({{0}}, dim={d})", f"F.softmax({{0}}, dim={d})",
                                       f"{{0}}.softmax({d})"]), [x], shape,
                             (math.exp(max(-700.0, lo - hi)) / n_ax, 1.0), kind)
        if kind == "log_softmax":
            n_ax = self.size_of(shape[ax])
            return self.emit(f"F.log_softmax({{0}}, dim={d})", [x], shape, (lo - hi - math.log(n_ax), 0.0), kind)
        if kind == "normalize":
            x = self.positive(x, 0.25) if r.random() < 0.5 else x
            return self.emit(f"F.normalize({{0}}, dim={d})", [x], shape, (-1.0, 1.0), kind)
        if kind == "center":
            return self.emit(f"({{0}} - {{0}}.mean(dim={d}, keepdim=True))", [x], shape, (lo - hi, hi - lo), kind)
        # layer_norm / rms_norm over the last axis, with or without a weight (and a bias)
        last = shape[-1]
        ins = [x]
        bound = math.sqrt(n) + 1
        if r.random() < 0.6:
            ins.append(self.input((last,)))
        if kind == "layer_norm":
            if len(ins) == 2 and r.random() < 0.5:
                ins.append(self.input((last,)))
            w = f", {{{1}}}" if len(ins) > 1 else ", None"
            b = f", {{{2}}}" if len(ins) > 2 else ""
            code = f"F.layer_norm({{0}}, {{0}}.shape[-1:]{w}{b}, eps=1e-5)"
        else:
            w = ", weight={1}" if len(ins) > 1 else ""
            code = f"F.rms_norm({{0}}, {{0}}.shape[-1:]{w}, eps=1e-5)"
        wmag = max([_mag(self.iv(i)) for i in ins[1:2]] or [1.0])
        bmag = _mag(self.iv(ins[2])) if len(ins) > 2 else 0.0
        return self.emit(code, ins, shape, (-bound * wmag - bmag, bound * wmag + bmag), kind)

    def op_matmul(self, x):
        r = self.rng
        shape = self.shape(x)
        rank = len(shape)
        lo, hi = self.iv(x)
        k = shape[-1]
        kn = self.size_of(k)
        if rank >= 2 and r.random() < 0.15:  # a value times its own transpose: two axes with one identity
            m2 = kn * _mag((lo, hi)) ** 2
            return self.emit("{0} @ {0}.transpose(-1, -2)", [x], shape[:-1] + (shape[-2],), (-m2, m2), "x@x^T")
        n = self.dim()
        style = r.choice(["plain", "plain", "transposed", "linear", "batched", "broadcast"])
        if style in ("batched", "broadcast") and rank < 2:
            style = "plain"
        if style == "batched":
            batch = tuple(a if r.random() < 0.7 else 1 for a in shape[:-2])
            if rank == 2:
                batch = (self.dim(),)
            w = self.input(batch + (k, n))
            code = "torch.matmul({0}, {1})" if rank != 3 or 1 in batch or r.random() < 0.5 else "torch.bmm({0}, {1})"
            out = (self.compatible(shape[:-2], batch) or batch) + (shape[-2], n)
        elif style == "broadcast":
            b = self.dim()
            w = self.input((b, k, n))
            code = "{0} @ {1}"
            out = (self.compatible(shape[:-2], (b,)) or None)
            if out is None:
                return None
            out = out + (shape[-2], n)
        elif style == "transposed":
            w = self.input((n, k))
            code = r.choice(["{0} @ {1}.transpose(-1, -2)", "{0} @ {1}.T", "torch.matmul({0}, {1}.t())"])
            out = shape[:-1] + (n,)
        elif style == "linear":
            w = self.input((n, k))
            code = "F.linear({0}, {1})"
            if r.random() < 0.3:
                bias = self.input((n,))
                code = "F.linear({0}, {1}, {2})"
                out = shape[:-1] + (n,)
                wi = self.iv(w)
                iv = _ival_mul((lo, hi), wi)
                bi = self.iv(bias)
                return self.emit(code, [x, w, bias], out, (kn * iv[0] + bi[0], kn * iv[1] + bi[1]), "linear")
            out = shape[:-1] + (n,)
        else:
            w = self.input((k, n))
            code = r.choice(["{0} @ {1}", "torch.matmul({0}, {1})"])
            out = shape[:-1] + (n,)
        iv = _ival_mul((lo, hi), self.iv(w))
        return self.emit(code, [x, w], out, (kn * iv[0], kn * iv[1]), f"matmul:{style}")

    def op_attention(self, x):
        r = self.rng
        shape = self.shape(x)
        if len(shape) < 2:
            return None
        batch, L, E = shape[:-2], shape[-2], shape[-1]
        S = self.dim()
        q = x
        if _mag(self.iv(q)) > 10 and r.random() < 0.5:
            q = self.bounded(q)
        k = self.input(batch + (S, E))
        v = k if r.random() < 0.2 else self.input(batch + (S, self.dim() if r.random() < 0.5 else E))
        vi = self.iv(v)
        if r.random() < 0.3:
            causal = r.random() < 0.5
            return self.emit(f"F.scaled_dot_product_attention({{0}}, {{1}}, {{2}}, is_causal={causal})",
                             [q, k, v], batch + (L, self.shape(v)[-1]), vi, "sdpa" + ("-causal" if causal else ""))
        en = self.size_of(E)
        qi, ki = self.iv(q), self.iv(k)
        sm = en * _mag(qi) * _mag(ki) / math.sqrt(en)
        s = self.emit("({0} @ {1}.transpose(-1, -2)) * " + repr(round(1 / math.sqrt(en), 6)), [q, k],
                      batch + (L, S), (-sm, sm))
        mask = r.choice([None, "causal", "fully-masked-rows"])
        if mask == "causal":  # every row keeps key 0: a -inf fill is safe
            off = r.choice([0, 0, 1, 2])
            keep = (f"torch.arange({{0}}.shape[-2], device={{0}}.device)[:, None] + {off} >= "
                    "torch.arange({0}.shape[-1], device={0}.device)[None, :]")
            s = self.emit(self.spell.choice([f"torch.where({keep}, {{0}}, float('-inf'))",
                                             f"torch.where({keep}, {{0}}, torch.finfo({{0}}.dtype).min)",
                                             f"{{0}} + torch.zeros_like({{0}}).masked_fill(~({keep}), "
                                             "torch.finfo({0}.dtype).min)"]),
                          [s], batch + (L, S), (-sm, sm), "mask-causal")
            self.order.remove(s)  # -inf entries: only the softmax below reads them
        elif mask:  # rows with no key kept: a finite fill, so the row is uniform
            s = self.emit("{0}.masked_fill(torch.arange({0}.shape[-2], device={0}.device)[:, None] - 2 < "
                          "torch.arange({0}.shape[-1], device={0}.device)[None, :], -1e4)", [s],
                          batch + (L, S), (-1e4, sm), "mask-rows")
        p = self.emit(self.spell.choice(["torch.softmax({0}, dim=-1)",
                                         "F.dropout(torch.softmax({0}, dim=-1), p=0.1, training=False)"]),
                      [s], batch + (L, S), (0.0, 1.0))
        return self.emit("{0} @ {1}", [p, v], batch + (L, self.shape(v)[-1]), vi, "attention")

    def op_mask(self, x):
        r = self.rng
        shape = self.shape(x)
        lo, hi = self.iv(x)
        if len(shape) < 2:
            off = r.randint(0, 3)
            return self.emit(f"torch.where(torch.arange({{0}}.shape[-1], device={{0}}.device) >= {off}, {{0}}, 0.0)",
                             [x], shape, (min(lo, 0.0), max(hi, 0.0)), "where-iota")
        kind = r.choice(["where", "where-other", "masked_fill", "triu", "tril", "masked-softmax", "masked-max"])
        cmp = r.choice([">=", "<", "<=", ">"])
        off = r.randint(-2, 2)
        m = (f"(torch.arange({{0}}.shape[-2], device={{0}}.device)[:, None] + {off} {cmp} "
             f"torch.arange({{0}}.shape[-1], device={{0}}.device)[None, :])")
        if kind == "where":
            fill = r.choice([0.0, -1.0, 5.0])
            return self.emit(f"torch.where({m}, {{0}}, {fill})", [x], shape, (min(lo, fill), max(hi, fill)), kind)
        if kind == "where-other":
            y = self.other(x)
            out = self.compatible(shape, self.shape(y))
            yi = self.iv(y)
            return self.emit(f"torch.where({m}, {{0}}, {{1}})", [x, y], out, (min(lo, yi[0]), max(hi, yi[1])), kind)
        if kind == "masked_fill":
            return self.emit(f"{{0}}.masked_fill({m}, 0.0)", [x], shape, (min(lo, 0.0), max(hi, 0.0)), kind)
        if kind in ("triu", "tril"):
            return self.emit(f"torch.{kind}({{0}}, diagonal={off})", [x], shape, (min(lo, 0.0), max(hi, 0.0)), kind)
        # -inf where col > row + off (off >= 0: every row keeps column 0), then a reduction over the last axis
        off = abs(off)
        keep = (f"(torch.arange({{0}}.shape[-2], device={{0}}.device)[:, None] + {off} >= "
                f"torch.arange({{0}}.shape[-1], device={{0}}.device)[None, :])")
        s = self.emit(f"torch.where({keep}, {{0}}, float('-inf'))", [x], shape, (lo, hi), "mask-inf")
        self.order.remove(s)  # -inf entries: no other op may take this value as an operand
        n = self.size_of(shape[-1])
        if kind == "masked-softmax":
            return self.emit("torch.softmax({0}, dim=-1)", [s], shape, (0.0, 1.0), "softmax")
        f = r.choice(["amax", "logsumexp"])
        iv = (lo, hi) if f == "amax" else (lo, hi + math.log(n))
        return self.emit(f"{{0}}.{f}(dim=-1, keepdim=True)" if f == "amax" else
                         "torch.logsumexp({0}, dim=-1, keepdim=True)", [s], shape[:-1] + (1,), iv, f)

    def op_reshape(self, x):
        r = self.rng
        shape = self.shape(x)
        rank = len(shape)
        merged = [i for i, a in enumerate(shape) if isinstance(a, tuple) and a[0] == "mul"]
        choice = r.choice(["merge", "split", "unsqueeze", "squeeze"])
        if choice == "split" and merged:
            i = r.choice(merged)
            a, b = shape[i][1], shape[i][2]
            new = shape[:i] + (a, b) + shape[i + 1:]
            if r.random() < 0.5:
                return self.emit(f"{{0}}.unflatten({i}, ({{a}}, {{b}}))", [x], new, self.iv(x), "unflatten",
                                 sz={"a": a, "b": b})
            return self._reshape_to(x, new, "reshape-split")
        if choice in ("merge", "split") and rank >= 2:
            i = r.randrange(rank - 1)
            new = shape[:i] + (("mul", shape[i], shape[i + 1]),) + shape[i + 2:]
            if r.random() < 0.5:
                return self.emit(f"{{0}}.flatten({i}, {i + 1})", [x], new, self.iv(x), "flatten")
            return self._reshape_to(x, new, "reshape-merge")
        if choice == "squeeze":
            ones = [i for i, a in enumerate(shape) if a == 1]
            if ones and rank >= 2:
                i = r.choice(ones)
                return self.emit(f"{{0}}.squeeze({i})", [x], shape[:i] + shape[i + 1:], self.iv(x), "squeeze")
        if rank < self.max_rank:
            i = r.randint(0, rank)
            return self.emit(f"{{0}}.unsqueeze({i})", [x], shape[:i] + (1,) + shape[i:], self.iv(x), "unsqueeze")
        return None

    def _reshape_to(self, x, new, tag):
        sz = {f"s{i}": a for i, a in enumerate(new)}
        code = "{0}.reshape(" + ", ".join("{" + f"s{i}" + "}" for i in range(len(new))) + ")"
        return self.emit(code, [x], new, self.iv(x), tag, sz=sz)

    def op_permute(self, x):
        r = self.rng
        shape = self.shape(x)
        rank = len(shape)
        if rank < 2:
            return None
        if r.random() < 0.5:
            i, j = r.sample(range(rank), 2)
            perm = list(range(rank))
            perm[i], perm[j] = perm[j], perm[i]
            code = f"{{0}}.transpose({i}, {j})"
        else:
            perm = list(range(rank))
            while perm == list(range(rank)):
                r.shuffle(perm)
            code = f"{{0}}.permute({', '.join(map(str, perm))})"
        return self.emit(code, [x], tuple(shape[p] for p in perm), self.iv(x), "permute")

    def op_slice(self, x):
        r = self.rng
        shape = self.shape(x)
        axes = [i for i, a in enumerate(shape) if self.size_of(a) >= 2]
        if not axes:
            return None
        ax = r.choice(axes)
        n = self.size_of(shape[ax])
        if r.random() < 0.25 and len(shape) >= 2:  # select: one index, the axis dropped
            idx = r.randrange(n)
            e = ("slice", shape[ax], idx, 1)
            return self.emit(f"{{0}}.select({ax}, {{i_start}})", [x], shape[:ax] + shape[ax + 1:], self.iv(x),
                             "select", sl={"i": e})
        start = r.randrange(n - 1)
        length = r.randint(1, n - start)
        e = ("slice", shape[ax], start, length)
        new = shape[:ax] + (e,) + shape[ax + 1:]
        if r.random() < 0.5:
            code = f"{{0}}.narrow({ax}, {{a_start}}, {{a_len}})"
        else:
            code = "{0}[" + ", ".join([":"] * ax + ["{a_start}:{a_end}"]) + "]"
        return self.emit(code, [x], new, self.iv(x), "slice", sl={"a": e})

    def op_cat(self, x):
        r = self.rng
        shape = self.shape(x)
        rank = len(shape)
        ax = self._axis(x)
        same = [v for v in self.order if self.shape(v) == shape]
        if r.random() < 0.3 and same:  # stack: a new axis of size 2
            y = r.choice(same)
            yi, xi = self.iv(y), self.iv(x)
            d = r.randint(0, rank)
            return self.emit(f"torch.stack([{{0}}, {{1}}], dim={d})", [x, y], shape[:d] + (2,) + shape[d:],
                             (min(xi[0], yi[0]), max(xi[1], yi[1])), "stack")
        if same and r.random() < 0.5:
            y = r.choice(same)
        else:
            part = list(shape)
            part[ax] = self.dim()
            y = self.input(tuple(part))
        first, second = (x, y) if r.random() < 0.5 else (y, x)
        new = list(shape)
        new[ax] = ("add", self.shape(first)[ax], self.shape(second)[ax])
        xi, yi = self.iv(x), self.iv(y)
        return self.emit(f"torch.cat([{{0}}, {{1}}], dim={self._dim_text(ax, rank)})", [first, second], tuple(new),
                         (min(xi[0], yi[0]), max(xi[1], yi[1])), "cat")


def _dce(prog: Program) -> Program:
    """Statements and inputs the output does not read are dropped."""
    need = {prog.output}
    for s in reversed(prog.stmts):
        if s["out"] in need:
            need.update(s["in"])
    prog.stmts = [s for s in prog.stmts if s["out"] in need]
    prog.inputs = [i for i in prog.inputs if i["name"] in need]
    used_dims = set()

    def walk(e):
        if isinstance(e, str):
            used_dims.add(e)
        elif isinstance(e, (tuple, list)):
            for x in e[1:]:
                walk(x)
    for i in prog.inputs:
        for a in i["shape"]:
            walk(a)
    for s in prog.stmts:
        for a in s["shape"]:
            walk(a)
        for e in list(s.get("sz", {}).values()) + list(s.get("sl", {}).values()):
            walk(e)
    prog.dims = {k: v for k, v in prog.dims.items() if k in used_dims}
    return prog


def generate(seed: int, index: int, size: int = 1) -> Program:
    """Program `index` of a run with `seed`: depends on (seed, index, size) only."""
    rng = random.Random(f"eqiforge-fuzz:{seed}:{index}:{size}")
    return _Gen(rng, size, f"fz{seed}_{index:04d}", seed).program()


# =====================================================================================================================
# The oracle.

@dataclass
class Failure:
    stage: str
    error: str
    candidate: int | None = None
    summary: str | None = None
    detail: str | None = None     # the candidate's term, the differing node, the kernel source path, ...

    @property
    def signature(self) -> tuple:
        return (self.stage, _normalise(self.error)[:60])


@dataclass
class Outcome:
    captured: bool = False
    saturated: bool = False
    classes_checked: int = 0
    candidates_checked: int = 0
    families_rendered: int = 0
    families_verified: int = 0
    extraction_incomplete: bool = False
    refusals: list = field(default_factory=list)     # causes
    imprecise: list = field(default_factory=list)    # (candidate, summary, relative error, rounding sensitivity)
    failures: list = field(default_factory=list)     # Failure, at most one per signature
    rules_matched: list = field(default_factory=list)
    kernel_sources: dict = field(default_factory=dict)  # candidate -> rendered source of a failing family
    seconds: dict = field(default_factory=dict)         # stage -> seconds (not part of the report: not deterministic)
    stage: str = "capture+saturate"                     # the stage running now (for the time it takes)

    def timed(self, stage: str, since: float, next_stage: str = "") -> float:
        now = time.perf_counter()
        self.seconds[stage] = self.seconds.get(stage, 0.0) + now - since
        self.stage = next_stage
        return now

    def fail(self, f: Failure) -> None:
        if all(g.signature != f.signature for g in self.failures):
            self.failures.append(f)


def _rounding_sensitivity(w, term) -> float:
    """How far the candidate, run with float32 rounding at every arithmetic step, can move from the float64
    reference on the kernel check's inputs (the larger of two draws)."""
    from ..interp import RoundingInterpreter
    inputs = {k: v.double() if v.is_floating_point() else v
              for k, v in w.inputs(CONFIG, seed=KERNEL_SEED, dtype=torch.float32).items()}
    with torch.no_grad():
        ref = w.program(CONFIG).double()(**inputs)
    u = torch.finfo(torch.float32).eps / 2
    return max(_rel(RoundingInterpreter(inputs, u, seed=s)(term), ref) for s in (0, 1))


def _normalise(msg: str) -> str:
    """A message without its particulars (paths, numbers, names of inputs and axes), for counting causes."""
    msg = msg.strip().splitlines()[0] if msg.strip() else "(no message)"
    msg = re.sub(r"\S+\.py(:\d+)?", "FILE", msg)
    msg = re.sub(r"\b[A-Za-z_]\w*\.\d+(@\d+)?", "AXIS", msg)
    msg = re.sub(r"(?<![A-Za-z_])-?\d+(\.\d+)?(e-?\d+)?", "N", msg)
    msg = re.sub(r"\bt\d+\b|\bx\d+\b", "V", msg)
    return msg[:160]


def _stage_of(exc: BaseException, default: str) -> str:
    """The pipeline stage whose module raised an exception (its innermost frame in eqiforge/host)."""
    stages = {"capture": "capture", "term": "capture", "egraph": "saturate", "serialized": "saturate",
              "dump": "saturate", "extract": "extract", "forms": "extract", "lowerable": "extract",
              "lower": "lower", "render": "render", "verify": "kernel", "interp": "interpret"}
    for frame in reversed(traceback.extract_tb(exc.__traceback__)):
        p = Path(frame.filename)
        if p.parent.name == "host" and p.stem in stages:
            return stages[p.stem]
    return default


def _crash(exc: BaseException) -> str:
    text = str(exc).strip()
    return f"{type(exc).__name__}: {text.splitlines()[0][:300] if text else '(no message)'}"


def _rel(got, ref) -> float:
    if not isinstance(got, torch.Tensor) or got.shape != ref.shape:
        return math.inf
    got, ref = got.double(), ref.double()
    if not torch.isfinite(got).all():
        return math.inf
    denom = ref.norm().item()
    return (got - ref).norm().item() / (denom if denom > 0 else 1.0)


def check_workload(path: Path, name: str, workdir: Path, *, extra_rules: tuple[Path, ...] = (),
                   stop_early: bool = False, graph_check: bool = True, kernels: bool = True,
                   max_families: int | None = None, extract_seconds: float | None = EXTRACT_SECONDS,
                   progress: Callable[[str], None] | None = None) -> Outcome:
    """The oracle on one workload file at its small config."""
    from ..capture.capture import CaptureError
    from ..capture.workloads import Workload, WorkloadError
    from ..codegen import render as render_mod
    from ..codegen.lower import LoweringError, lower
    from ..codegen.verify import check, load_module
    from ..coords import COORD_ARG, extent
    from ..extract.extract import Extraction, extract, unfused_candidate
    from ..interp import Interpreter
    from ..pipeline import saturate, with_a_lowerable_candidate
    from ..saturate.egraph import IllTypedError, TypeConflictError

    step = progress or (lambda msg: None)
    out = Outcome()
    w = Workload(name, path)
    t = time.perf_counter()
    try:
        try:
            inputs = w.inputs(CONFIG, seed=INTERP_SEED, dtype=torch.float64)
            with torch.no_grad():
                ref = w.program(CONFIG).double()(**inputs)
        except WorkloadError as exc:
            out.fail(Failure("generate", f"the program does not load: {exc}"))
            return out
        except Exception as exc:  # noqa: BLE001 - the generator wrote a program PyTorch refuses
            out.fail(Failure("generate", f"PyTorch refuses the program: {_crash(exc)}"))
            return out
        if not isinstance(ref, torch.Tensor) or not torch.isfinite(ref).all():
            out.fail(Failure("generate", "the PyTorch reference is not finite"))
            return out

        # capture and saturate (saturate captures)
        step("capturing and saturating")
        try:
            sat, graph, captured = saturate(w, CONFIG, extra_rules=tuple(extra_rules),
                                            dump_path=workdir / f"{name}.egraph.txt")
        except CaptureError as exc:
            out.refusals.append("capture: " + _normalise(str(exc).split(": ", 1)[-1] if re.match(r"\S+:\d+: ", str(exc))
                                                         else str(exc)))
            return out
        except IllTypedError as exc:
            out.captured = True
            out.fail(Failure("types", str(exc)))
            return out
        except TypeConflictError as exc:
            out.captured = True
            out.fail(Failure("saturate", str(exc)))
            return out
        except EqiForgeError as exc:
            out.fail(Failure(_stage_of(exc, "saturate"), str(exc)))
            return out
        except Exception as exc:  # noqa: BLE001 - a crash: a failure of the stage that raised it
            out.fail(Failure(_stage_of(exc, "saturate"), _crash(exc)))
            return out
        out.captured = out.saturated = True
        t = out.timed("capture+saturate", t, "e-class check")
        out.rules_matched = sorted({r for p in sat.phases for r, n in p.matches.items() if n})
        for p in sat.phases:
            if p.limit_hit:
                out.refusals.append(f"saturation: {re.sub(r'[0-9.]+', 'N', p.stop)} in phase {p.name}")

        from ..interp import evaluate
        try:
            err = _rel(evaluate(captured.term, inputs), ref)
        except Exception as exc:  # noqa: BLE001
            out.fail(Failure("capture", f"the captured term does not evaluate: {_crash(exc)}"))
            return out
        if not err < INTERP_TOL:
            out.fail(Failure("capture", f"the captured term differs from PyTorch: relative error {err:.3g}"))
            if stop_early:
                return out

        serialized = graph.serialize()
        if graph_check:
            step("checking every e-class")
            why = _check_classes(serialized, inputs, out)
            if why:
                out.fail(Failure("egraph", why[0], detail=why[1]))
                if stop_early:
                    return out

        t = out.timed("e-class check", t, "extract")
        step("extracting")
        try:
            with _time_limit(extract_seconds):
                found = extract(serialized, "compact", beam=BEAM)
        except StageTimeout:
            # counted apart (it depends on the machine), and the program is still checked: its unfused candidate
            # needs no search
            out.refusals.append(f"extraction: over the fuzzer's time limit ({extract_seconds:g} s)")
            fallback = unfused_candidate(serialized, serialized.root_class())
            if fallback is None:
                return out
            found = Extraction("compact", [fallback], 0, float(extract_seconds or 0), False)
        except EqiForgeError as exc:
            out.refusals.append("extraction: " + _normalise(str(exc)))
            return out
        except Exception as exc:  # noqa: BLE001
            out.fail(Failure(_stage_of(exc, "extract"), _crash(exc)))
            return out
        found = with_a_lowerable_candidate(found, lambda: captured.term)
        out.extraction_incomplete = not found.complete
        t = out.timed("extract", t, "candidates")
        if not found.candidates:
            out.refusals.append("extraction: no candidate within the beam")
            return out

        for i, cand in enumerate(found.candidates):
            step(f"candidate {i + 1}/{len(found.candidates)} in the float64 interpreter")
            coords = {t.args[COORD_ARG[t.op]] for t in cand.term.walk() if t.op in COORD_ARG}
            out.candidates_checked += 1
            for tiles in ({}, {p: max(1, extent(p) * 3 // 8) for p in coords}):
                try:
                    err = _rel(Interpreter(inputs, tiles)(cand.term), ref)
                except Exception as exc:  # noqa: BLE001
                    out.fail(Failure("candidate", f"the candidate does not evaluate: {_crash(exc)}", i,
                                     cand.summary, repr(cand.term)))
                    break
                if not err < INTERP_TOL:
                    shown = {str(k): v for k, v in tiles.items()} if tiles else "default"
                    out.fail(Failure("candidate", f"candidate differs from PyTorch: relative error {err:.3g}", i,
                                     cand.summary, f"tiles {shown}; term {cand.term!r}"))
                    break
            if stop_early and out.failures:
                return out

        t = out.timed("candidates", t, "kernels")
        if not kernels:
            return out
        chosen = _pick_families(found.candidates, max_families)
        for i, cand in enumerate(found.candidates):
            if i not in chosen:
                continue
            step(f"family {i + 1}/{len(found.candidates)}: lowering, rendering, Triton interpreter")
            try:
                plan = lower(cand.term)
            except LoweringError as exc:
                out.refusals.append("lowering: " + _normalise(str(exc)))
                continue
            except Exception as exc:  # noqa: BLE001
                out.fail(Failure(_stage_of(exc, "lower"), _crash(exc), i, cand.summary, repr(cand.term)))
                if stop_early:
                    return out
                continue
            kpath = workdir / f"{name}_f{i:02d}.py"
            try:
                source = render_mod.render(plan, workload=name, workload_path=path, config=CONFIG, candidate=i,
                                           summary=cand.summary, filename=kpath.name)
                kpath.write_text(source)
                module = load_module(kpath)
            except Exception as exc:  # noqa: BLE001
                out.fail(Failure("render", _crash(exc), i, cand.summary, repr(cand.term)))
                if stop_early:
                    return out
                continue
            out.families_rendered += 1
            try:
                result = check(module, w, CONFIG, seed=KERNEL_SEED)
            except Exception as exc:  # noqa: BLE001 - check reports kernel errors itself; this is its own crash
                out.fail(Failure("kernel", _crash(exc), i, cand.summary, str(kpath)))
                out.kernel_sources.setdefault(i, source)
                continue
            if result.ok:
                out.families_verified += 1
                continue
            sens = _rounding_sensitivity(w, cand.term) if result.rel_err is not None \
                and math.isfinite(result.rel_err) else 0.0
            if result.rel_err is not None and result.rel_err < CONDITIONING * sens:
                out.imprecise.append((i, cand.summary, result.rel_err, sens))
            else:
                out.fail(Failure("kernel", f"kernel differs from PyTorch: {result.error}", i, cand.summary,
                                 f"tiles {result.tiles}"))
                out.kernel_sources.setdefault(i, source)
                if stop_early:
                    return out
        return out
    finally:
        out.timed(out.stage, t)
        sys.modules.pop(f"eqiforge_workloads.{name}", None)


_FEATURES = re.compile(r"rescale|pair|stored|store\(|max|sum|mm|grid\(\)")


def _pick_families(cands: list, limit: int | None) -> set[int]:
    """Which families run under Triton: all, or at most `limit` chosen for coverage — greedily the family whose
    summary adds the most constructs not yet covered (rescaling loops, paired loops, stored states, products, ...),
    ties to the earliest (fewest kernels); once nothing is new, the earliest left."""
    if limit is None or limit >= len(cands):
        return set(range(len(cands)))
    feats = [set(_FEATURES.findall(c.summary)) | {f"kernels={c.kernels}"} for c in cands]
    chosen: list[int] = []
    covered: set = set()
    while len(chosen) < limit:
        best = max((i for i in range(len(cands)) if i not in chosen), key=lambda i: (len(feats[i] - covered), -i))
        chosen.append(best)
        covered |= feats[best]
    return set(chosen)


class StageTimeout(BaseException):
    """A stage ran past the fuzzer's time limit (a BaseException, so no `except Exception` in the stage eats it)."""


@contextlib.contextmanager
def _time_limit(seconds: float | None):
    """Raise StageTimeout in the main thread after `seconds` (no limit elsewhere, or when seconds is None)."""
    if not seconds or threading.current_thread() is not threading.main_thread():
        yield
        return

    def expire(signum, frame):
        raise StageTimeout()

    previous = signal.signal(signal.SIGALRM, expire)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def _check_classes(graph, inputs: dict, out: Outcome) -> tuple[str, str] | None:
    """Every closed e-class reachable from the root: each IR node (children as their class's smallest term) in the
    float64 interpreter against the class's smallest term. Returns (error, detail) for the first that differs."""
    from ..check.compare import Terms, brief, differ, reachable
    from ..interp import Interpreter
    from ..saturate.serialized import INF

    terms = Terms(graph, None)
    sizes = graph.sizes()
    interp = Interpreter(inputs, {})
    root = graph.root_class()
    for c in reachable(graph, [root]):
        if len(graph.ir_nodes[c]) < 2 or sizes[c] == INF:
            continue
        try:
            canon = terms.canonical(c)
            if interp.free(canon):
                continue
            want = interp(canon)
        except Exception:  # noqa: BLE001 - a class the interpreter cannot hold alone (e.g. a bare tuple state)
            continue
        out.classes_checked += 1
        for nid in graph.ir_nodes[c]:
            kids = [graph.nodes[ch]["eclass"] for ch in graph.nodes[nid]["children"]]
            if any(sizes.get(k, 0) == INF for k in kids):
                continue
            try:
                node = terms.node_term(nid)
            except Exception:  # noqa: BLE001
                continue
            if node == canon or interp.free(node):
                continue
            try:
                got = interp(node)
            except Exception as exc:  # noqa: BLE001
                return (f"an e-class node does not evaluate: {_crash(exc)}", f"{brief(node, 400)} in the class of "
                        f"{brief(canon, 400)}")
            why, _ = differ(got, want)
            if why:
                return (f"an e-class holds two different values: {why}",
                        f"{brief(node, 600)} = {brief(canon, 600)} (type {graph.type_text(c)})")
    return None


# =====================================================================================================================
# Shrinking and triage.

def _variants(prog: Program):
    """Smaller programs, most promising first: an earlier output, an op bypassed, smaller axes, normal inputs."""
    names = [s["out"] for s in prog.stmts]
    for n in names[:-1]:
        if prog.shape(n):
            p = copy.deepcopy(prog)
            p.output = n
            yield _dce(p)
    shapes = {s["out"]: s["shape"] for s in prog.stmts}
    shapes.update({i["name"]: i["shape"] for i in prog.inputs})
    for s in prog.stmts:
        for operand in dict.fromkeys(s["in"]):
            if shapes[operand] == s["shape"] and operand != s["out"]:
                p = copy.deepcopy(prog)
                for t in p.stmts:
                    t["in"] = [operand if a == s["out"] else a for a in t["in"]]
                if p.output == s["out"]:
                    p.output = operand
                if p.output in [i["name"] for i in p.inputs]:
                    continue
                yield _dce(p)
    for d, v in prog.dims.items():
        for smaller in sorted({1, 2, v // 2, v - 1}):
            if 1 <= smaller < v:
                p = copy.deepcopy(prog)
                p.dims[d] = smaller
                yield p
    for i, inp in enumerate(prog.inputs):
        if inp["scale"] != 1.0 and inp["kind"] != "positive":
            p = copy.deepcopy(prog)
            p.inputs[i]["scale"] = 1.0
            yield p


class _Runner:
    """Runs the oracle on programs written to a scratch directory (a fresh file name each time)."""

    def __init__(self, workdir: Path, extra_rules: tuple[Path, ...], graph_check: bool):
        self.workdir, self.extra_rules, self.graph_check = workdir, extra_rules, graph_check
        self.k = 0

    def run(self, prog: Program, stop_early: bool = False, progress=None) -> tuple[Outcome, Path]:
        self.k += 1
        name = f"{prog.name}_{self.k}"
        path = self.workdir / f"{name}.py"
        path.write_text(render_program(prog))
        return check_workload(path, name, self.workdir, extra_rules=self.extra_rules, stop_early=stop_early,
                              graph_check=self.graph_check, progress=progress), path


def shrink(prog: Program, failure: Failure, runner: _Runner, budget: int = 30, seconds: float = 60.0,
           progress=None) -> tuple[Program, Failure, Outcome | None, int]:
    """The smallest variant found that still fails with the same signature; (program, failure, outcome, tries)."""
    want = failure.signature
    best, best_f, best_o, tries = prog, failure, None, 0
    start = time.perf_counter()
    improved = True
    while improved and tries < budget and time.perf_counter() - start < seconds:
        improved = False
        for cand in _variants(best):
            if tries >= budget or time.perf_counter() - start > seconds:
                break
            tries += 1
            if progress:
                progress(f"shrinking {prog.name}: try {tries} ({best.ops()} ops, dims {best.dims})")
            o, _ = runner.run(cand, stop_early=True)
            hit = next((f for f in o.failures if f.signature == want), None)
            if hit is not None:
                best, best_f, best_o, improved = cand, hit, o, True
                break
    return best, best_f, best_o, tries


def _note(prog: Program, f: Failure, outcome: Outcome | None, original: Program, reproducer: Path,
          extra_rules, shrunk_tries: int) -> tuple[dict, str]:
    info = {"program": original.name, "stage": f.stage, "error": f.error, "candidate": f.candidate,
            "summary": f.summary, "detail": f.detail, "reproducer": shown_path(reproducer),
            "ops": prog.ops(), "ops_before_shrinking": original.ops(), "dims": prog.dims,
            "shrink_tries": shrunk_tries, "rules": [shown_path(r) for r in extra_rules],
            "rules_matched": outcome.rules_matched if outcome else None,
            "generated_by": f"eqiforge fuzz --seed {original.seed} --size {original.size} (program {original.name})"}
    md = [f"# {original.name}: {f.stage} failure", "",
          f"- error: {f.error}",
          f"- reproducer: `{shown_path(reproducer)}` ({prog.ops()} ops, shrunk from {original.ops()}; "
          f"axis sizes {prog.dims})",
          f"- rerun: `python {shown_path(reproducer)}` (this oracle) or `eqiforge run {shown_path(reproducer)}`"
          + (" --rules " + " --rules ".join(shown_path(r) for r in extra_rules) if extra_rules else ""),
          f"- generated by: {info['generated_by']}"]
    if f.candidate is not None:
        md.append(f"- candidate {f.candidate}: `{f.summary}`")
    if f.detail:
        md += ["", "## detail", "", "```", f.detail, "```"]
    if outcome and outcome.rules_matched:
        md += ["", "## rules that matched while saturating (egglog does not record which rule built a node)", "",
               ", ".join(outcome.rules_matched)]
    return info, "\n".join(md) + "\n"


# =====================================================================================================================
# The run.

def fuzz(count: int, seed: int = 0, size: int = 1, *, extra_rules: tuple[Path, ...] = (),
         out_dir: Path | None = None, shrink_failures: bool = True, shrink_budget: int = 30,
         graph_check: bool = True, kernels: bool = True, max_families: int | None = None,
         extract_seconds: float | None = EXTRACT_SECONDS, progress: Callable[[str], None] | None = None,
         timings: dict | None = None) -> dict:
    """`count` programs of `seed` through the oracle; failures shrunk and written to out_dir (results/fuzz).
    `max_families` caps the families run under the Triton interpreter per program (the first ones in extraction
    order: fewest kernels first); None runs every family. Every candidate is checked in the float64 interpreter
    regardless. Extraction past `extract_seconds` is counted as a refusal of its own (the one count that depends on
    the machine's speed; None waits however long). `timings`, when given, receives the seconds spent per stage (kept out of the report, which is
    deterministic: same seed, same report)."""
    step = progress or (lambda msg: None)
    out_dir = Path(out_dir) if out_dir is not None else RESULTS_DIR / "fuzz"
    extra_rules = tuple(Path(r) for r in extra_rules)
    report = {"seed": seed, "count": count, "size": size, "max_families": max_families,
              "extract_seconds": extract_seconds,
              "rules": [shown_path(r) for r in extra_rules], "generated": 0, "captured": 0, "saturated": 0,
              "classes_checked": 0, "candidates_checked": 0, "families_rendered": 0, "families_verified": 0,
              "families_imprecise": 0, "extraction_incomplete": 0, "refusals": {}, "imprecise": [],
              "failures": []}
    shrunk_signatures: set = set()
    seconds: dict = {}
    scratch = Path(tempfile.mkdtemp(prefix="eqiforge-fuzz-"))
    try:
        runner = _Runner(scratch, extra_rules, graph_check)
        for i in range(count):
            prog = generate(seed, i, size)
            report["generated"] += 1
            where = f"program {i + 1}/{count} ({prog.name}, {prog.ops()} ops)"
            runner.k += 1
            path = scratch / f"{prog.name}.py"
            path.write_text(render_program(prog))
            o = check_workload(path, prog.name, scratch, extra_rules=extra_rules, graph_check=graph_check,
                               kernels=kernels, max_families=max_families, extract_seconds=extract_seconds,
                               progress=lambda m: step(f"{where}: {m}"))
            for k, v in o.seconds.items():
                seconds[k] = seconds.get(k, 0.0) + v
            report["captured"] += o.captured
            report["saturated"] += o.saturated
            report["classes_checked"] += o.classes_checked
            report["candidates_checked"] += o.candidates_checked
            report["families_rendered"] += o.families_rendered
            report["families_verified"] += o.families_verified
            report["families_imprecise"] += len(o.imprecise)
            report["imprecise"] += [{"program": prog.name, "candidate": i, "summary": summary, "rel_err": err,
                                     "rounding_sensitivity": sens} for i, summary, err, sens in o.imprecise]
            report["extraction_incomplete"] += o.extraction_incomplete
            for cause in o.refusals:
                report["refusals"][cause] = report["refusals"].get(cause, 0) + 1
            for k, f in enumerate(o.failures):
                small, sf, so, tries = prog, f, o, 0
                if shrink_failures and f.signature not in shrunk_signatures:
                    shrunk_signatures.add(f.signature)
                    t0 = time.perf_counter()
                    small, sf, so, tries = shrink(prog, f, runner, budget=shrink_budget,
                                                  progress=lambda m: step(f"{where}: {m}"))
                    seconds["shrinking"] = seconds.get("shrinking", 0.0) + time.perf_counter() - t0
                    so = so or o
                stem = prog.name if k == 0 else f"{prog.name}_{k}"
                out_dir.mkdir(parents=True, exist_ok=True)
                repro = out_dir / f"{stem}.py"
                info, md = _note(small, sf, so, prog, repro, extra_rules, tries)
                header = (f"Reproducer of an `eqiforge fuzz` failure (seed {seed}, size {size}, program {prog.name};"
                          f" shrunk from {prog.ops()} to {small.ops()} ops).\n\nStage: {sf.stage}\nError: "
                          f"{sf.error}" + (f"\nCandidate {sf.candidate}: {sf.summary}" if sf.summary else "")
                          + (f"\nRules: {' '.join(shown_path(r) for r in extra_rules)}" if extra_rules else "")
                          + f"\nSee {stem}.md.")
                write_text_atomic(repro, render_program(small, header=header.replace('"""', "'''")))
                write_text_atomic(out_dir / f"{stem}.md", md)
                write_text_atomic(out_dir / f"{stem}.json", json.dumps(info, indent=2) + "\n")
                src = (so.kernel_sources.get(sf.candidate) if so and sf.candidate is not None else None)
                if sf.stage == "kernel" and src:  # runs alone: `python NAME.kernel.py` checks it against NAME.py
                    src = re.sub(r"^WORKLOAD = .*$", f"WORKLOAD = {str(repro.resolve())!r}", src, count=1,
                                 flags=re.M)
                    write_text_atomic(out_dir / f"{stem}.kernel.py", src)
                report["failures"].append({"program": prog.name, "stage": sf.stage, "error": sf.error,
                                           "candidate": sf.candidate, "summary": sf.summary,
                                           "reproducer": shown_path(repro)})
            for p in scratch.iterdir():  # the scratch files of this program (kernels, dumps)
                p.unlink() if p.is_file() else shutil.rmtree(p, ignore_errors=True)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    report["refusals"] = dict(sorted(report["refusals"].items(), key=lambda kv: (-kv[1], kv[0])))
    signatures: dict = {}
    for f in report["failures"]:
        key = f"{f['stage']}: {_normalise(f['error'])}"
        signatures[key] = signatures.get(key, 0) + 1
    report["failures_by_cause"] = dict(sorted(signatures.items(), key=lambda kv: (-kv[1], kv[0])))
    if timings is not None:
        timings.update({k: round(v, 1) for k, v in seconds.items()})
    return report


def replay(path: str | Path, extra_rules: tuple[Path, ...] = ()) -> int:
    """`python results/fuzz/NAME.py`: the oracle on one reproducer; exit status 1 when it fails."""
    path = Path(path).resolve()
    scratch = Path(tempfile.mkdtemp(prefix="eqiforge-replay-"))
    try:
        o = check_workload(path, path.stem, scratch, extra_rules=extra_rules)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    print(f"{path.name}: {o.candidates_checked} candidates checked, {o.families_verified}/{o.families_rendered} "
          f"families verified, {len(o.imprecise)} imprecise; refusals: {o.refusals or 'none'}")
    for i, summary, err, sens in o.imprecise:
        print(f"imprecise: candidate {i} ({summary}): relative error {err:.3g}, float32 rounding sensitivity {sens:.3g}")
    for f in o.failures:
        print(f"FAILED at {f.stage}: {f.error}" + (f" (candidate {f.candidate}: {f.summary})" if f.summary else ""))
    return 1 if o.failures else 0
