"""A fuzz program (Program): named axis sizes, inputs and statements; its rendering as a workload file, and dead-code
elimination (the generator writes programs, the shrinker cuts them)."""
from __future__ import annotations

from dataclasses import dataclass


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


def dce(prog: Program) -> Program:
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
