"""Capture: a PyTorch program -> torch.export graph -> one IR term.

torch.export keeps composite ops (softmax, rms_norm, linear, ...) as single ATen calls; each is expanded into IR
primitives by its handler in the op table (aten.py, aten_shapes.py), so the e-graph sees the arithmetic the rules
work on. Shapes and dtypes come from export's fake tensors. An op the IR does not cover stops capture with its name
and the user's file and line.
"""
from __future__ import annotations

import contextlib
import copy
import io
import itertools
import logging
import operator
import re
import traceback
from dataclasses import dataclass
from pathlib import Path

import torch
from torch.fx.experimental.symbolic_shapes import GuardOnDataDependentSymNode

from .. import term as ir
from ..paths import shown_path
from ..term import Term
from . import aten_shapes  # noqa: F401  (registers its handlers in the op table)
from .aten import BOUND, OPS
from .ir_build import CaptureError, Empty, Value, dtype_name


_TORCH_DIR = Path(torch.__file__).resolve().parent


@dataclass
class Captured:
    term: Term
    input_names: list[str]


# Ops export inserts that compute nothing (shape/dtype assertions).
_IGNORED = {"_assert_tensor_metadata", "_assert_scalar", "sym_constrain_range_for_size", "_assert_async"}

# Ops whose result (a Python number, or a shape) depends on tensor values: what each does, for the refusal.
_DATA_DEPENDENT = {
    "item": "reads a tensor's value as a Python number (.item(), .tolist(), float(t))",
    "_local_scalar_dense": "reads a tensor's value as a Python number (.item(), .tolist(), float(t))",
    "nonzero": "makes a tensor whose shape depends on the values",
    "masked_select": "makes a tensor whose shape depends on the values",
    "index": "indexes with a tensor (x[mask] or x[idx]), so the result depends on the index values",
    "unique": "makes a tensor whose shape depends on the values",
}


def _bind(target, args: list, kwargs: dict) -> dict:
    """Every argument of an ATen call by its schema name, defaults filled in: the handlers of ops with several
    overloads (var.dim / var.correction, ...) then read one dict, whatever the overload or call style."""
    bound = {}
    for i, a in enumerate(target._schema.arguments):
        if i < len(args) and not a.kwarg_only:
            bound[a.name] = args[i]
        elif a.name in kwargs:
            bound[a.name] = kwargs[a.name]
        else:
            bound[a.name] = a.default_value if a.has_default_value() else None
    return bound


def _op_name(target) -> str:
    name = getattr(target, "__name__", str(target))  # e.g. "softmax.int"
    if hasattr(target, "_schema"):
        name = target._schema.name.split("::")[-1]
    return name.split(".")[0]


def _user_location(node, source_file: str | None) -> str:
    """The file:line in the user's code that produced an export node (the last frame in the workload file)."""
    trace = node.meta.get("stack_trace") or ""
    frames = re.findall(r'File "([^"]+)", line (\d+)', trace)
    if source_file:
        mine = [f for f in frames if f[0] == source_file]
        frames = mine or frames
    return f"{shown_path(frames[-1][0])}:{frames[-1][1]}" if frames else shown_path(source_file or "<unknown location>")


@contextlib.contextmanager
def _quiet_torch():
    """Keep torch's diagnostics out of the terminal while exporting: on a failed export torch logs warnings and
    prints the partial graph to stderr (tens of lines); the CaptureError says what failed in one line."""
    logger = logging.getLogger("torch")
    level = logger.level
    logger.setLevel(logging.CRITICAL)
    try:
        with contextlib.redirect_stderr(io.StringIO()):
            yield
    finally:
        logger.setLevel(level)


def _raise_location(exc: BaseException, source_file: str | None) -> str:
    """file:line of the innermost frame of the user's file in an exception's traceback (the line that raised)."""
    frames = traceback.extract_tb(exc.__traceback__)
    if source_file:
        mine = [f for f in frames if f.filename == source_file]
    else:  # no workload file: the innermost frame outside torch itself
        mine = [f for f in frames if not Path(f.filename).resolve().is_relative_to(_TORCH_DIR)]
    f = (mine or frames)[-1] if (mine or frames) else None
    return f"{shown_path(f.filename)}:{f.lineno}" if f else shown_path(source_file or "<unknown location>")


def _on_meta(module: torch.nn.Module) -> torch.nn.Module:
    """The module with its parameters and buffers on the meta device, as the inputs are (export refuses to mix
    devices). A copy whose tensors are made on meta directly, so a layer's weights are never copied."""
    held = list(itertools.chain(module.parameters(), module.buffers()))
    if all(t.is_meta for t in held):
        return module
    memo = {}
    for t in held:
        empty = torch.empty_like(t, device="meta")
        memo[id(t)] = torch.nn.Parameter(empty, t.requires_grad) if isinstance(t, torch.nn.Parameter) else empty
    return copy.deepcopy(module, memo)


def _export(module: torch.nn.Module, inputs: dict[str, torch.Tensor], source_file: str | None):
    what = shown_path(source_file) if source_file else type(module).__name__
    module = _on_meta(module)
    try:
        # Inputs are meta tensors; a factory call without device= (torch.arange(n, dtype=...)) must make a meta
        # tensor too, not a CPU one that export then refuses to mix with them.
        with _quiet_torch(), torch.device("meta"), torch.no_grad():
            return torch.export.export(module, (), kwargs=dict(inputs), strict=False)
    except GuardOnDataDependentSymNode as exc:
        code = next((f.line for f in reversed(traceback.extract_tb(exc.__traceback__))
                     if f.filename == source_file), None)
        raise CaptureError(f"data-dependent control flow at {_raise_location(exc, source_file)}: "
                           + (f"`{code}` " if code else "the program ")
                           + "branches on a tensor's value, which capture cannot see (it traces shapes only); "
                             "compute both sides and select with torch.where") from None
    except Exception as exc:  # export raises many types (and re-raises user code's); keep the first line
        first = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
        raise CaptureError(f"torch.export failed on {what}: {first}") from exc


_ALIASES = {"detach", "detach_", "lift_fresh_copy", "clone", "alias", "_to_copy", "to"}


def _empty_constants(graph, lifted) -> set[str]:
    """Tensor constants of no elements, and their copies, that only `cat` reads: a KV cache starts from
    `torch.tensor([])` and concatenates onto it, and torch's cat skips such an operand. Any other constant stays
    refused (the IR has no tensor literal)."""
    empty = {n.name for n in graph.nodes if n.op == "placeholder" and n.name in lifted
             and lifted[n.name].kind.name == "CONSTANT_TENSOR" and n.meta["val"].numel() == 0}
    for node in graph.nodes:
        if node.op == "call_function" and _op_name(node.target) in _ALIASES and node.args \
                and getattr(node.args[0], "name", None) in empty:
            empty.add(node.name)
    for node in graph.nodes:  # a use other than cat (or a copy) keeps the constant refused
        if node.name in empty and any(u.name not in empty and _op_name(u.target) != "cat" for u in node.users):
            return set()
    return empty


def translate_call(node, env: dict, where: str):
    """The Value (or Values) of one ATen call_function node whose tensor arguments are in `env` by node name: the
    op table's coverage, shared by capture and the torch.compile backend (backend.py). Raises CaptureError for an
    op the IR does not cover."""
    name = _op_name(node.target)
    args = torch.fx.node.map_arg(node.args, lambda n: env[n.name])
    kwargs = torch.fx.node.map_arg(node.kwargs, lambda n: env[n.name])
    handler = OPS.get(name)
    if handler is None:
        raise CaptureError(f"{where}: unsupported op {name} ({node.target}); the IR has no translation for it")
    out = node.meta.get("val")
    outs = out if isinstance(out, (tuple, list)) else (out,)
    # a fused attention kernel's outputs after the first may be numbers (its RNG state, sequence lengths)
    if not outs or not isinstance(outs[0], torch.Tensor) \
            or not all(isinstance(o, (torch.Tensor, int, torch.SymInt)) or o is None for o in outs):
        raise CaptureError(f"{where}: op {name} does not produce tensors")
    read = [a for x in (*args, *kwargs.values()) for a in (x if isinstance(x, (list, tuple)) else (x,))]
    if name not in ("cat", "concat", "concatenate") and any(isinstance(a, Empty) for a in read):
        raise CaptureError(f"{where}: unsupported use of {name}: an op other than cat reads an empty slice (the IR has "
                           "no size-0 axes)")
    if name in BOUND:
        args, kwargs = [], _bind(node.target, list(args), dict(kwargs))
    try:
        value = handler(name, list(args), dict(kwargs), out)
    except NotImplementedError as exc:
        raise CaptureError(f"{where}: unsupported use of {name}: {exc}") from None
    values = value if isinstance(value, (tuple, list)) else (value,)
    for v, o in zip(values, outs):
        if isinstance(v, Value) and tuple(v.shape) != tuple(o.shape):
            raise CaptureError(f"{where}: internal shape mismatch translating {name}: {v.shape} vs {tuple(o.shape)}")
    return value


def capture(module: torch.nn.Module, inputs: dict[str, torch.Tensor], source_file: str | None = None) -> Captured:
    """Export `module(**inputs)` and translate the graph into one IR term."""
    ep = _export(module, inputs, source_file)
    graph = ep.graph
    env: dict[str, Value] = {}
    names: list[str] = []
    what = shown_path(source_file) if source_file else type(module).__name__
    lifted = {spec.arg.name: spec for spec in ep.graph_signature.input_specs
              if spec.kind.name != "USER_INPUT" and hasattr(spec.arg, "name")}
    empty = _empty_constants(graph, lifted)
    for node in graph.nodes:  # a tensor constant made in forward: say where, it is the likelier mistake
        if node.op == "placeholder" and node.name in lifted and lifted[node.name].kind.name == "CONSTANT_TENSOR" \
                and node.name not in empty:
            users = list(node.users)
            where = _user_location(users[0], source_file) if users else what
            raise CaptureError(f"{where}: a tensor constant made in forward (torch.tensor(...)) is not supported; "
                               "use a Python number or pass the tensor as an input")
    result: Value | None = None
    for node in graph.nodes:
        if node.name in empty:
            continue
        if node.op == "placeholder":
            # a parameter or buffer is an input named by its module path (`self_attn.q_proj.weight`): kernels
            # read it like any other, so one program serves every checkpoint of the layer, and verification
            # takes its value from the module (Workload.instance)
            name = str(lifted[node.name].target) if node.name in lifted else node.name
            if name in names:
                raise CaptureError(f"{what}: the input {name} has the name of a parameter or buffer of the module; "
                                   "rename it")
            fake = node.meta["val"]
            dt = dtype_name(fake.dtype, f"input {name}")
            env[node.name] = Value(ir.Input(name, tuple(fake.shape), dt), tuple(fake.shape), fake.dtype)
            names.append(name)
        elif node.op == "call_function" and node.target is operator.getitem:
            # one output of a multi-output op (max.dim, var_mean): a Value, or why that output has no translation
            picked = env[node.args[0].name][node.args[1]]
            if isinstance(picked, str) and not node.users:  # export lists every output, used or not
                continue
            if isinstance(picked, str):
                raise CaptureError(f"{_user_location(node, source_file)}: unsupported use of {picked}")
            env[node.name] = picked
        elif node.op == "call_function":
            name = _op_name(node.target)
            if name in _IGNORED:
                continue
            where = _user_location(node, source_file)
            if name in _DATA_DEPENDENT:
                raise CaptureError(f"data-dependent value at {where}: {name} {_DATA_DEPENDENT[name]}, which capture "
                                   "cannot see (it traces shapes only)")
            if name == "cat":  # torch's cat skips 1-D tensors of no elements, whatever the other operands' rank
                node.args = ([a for a in node.args[0] if a.name not in empty],) + tuple(node.args[1:])
            env[node.name] = translate_call(node, env, where)
        elif node.op == "output":
            outs = node.args[0]
            if not isinstance(outs, (list, tuple)) or len(outs) != 1:
                raise CaptureError(f"{source_file}: the program must return exactly one tensor")
            result = env[outs[0].name]
        elif node.op == "get_attr":  # a submodule of a higher-order op: torch.cond, autocast or grad-mode regions
            users = list(node.users)
            where = _user_location(users[0], source_file) if users else what
            raise CaptureError(f"{where}: torch.export kept a region as a higher-order op "
                               f"({', '.join(_op_name(u.target) for u in users) or node.target}), which capture "
                               "has no translation for")
        else:
            raise CaptureError(f"{source_file}: unexpected export node kind {node.op}")
    assert result is not None
    return Captured(term=result.term, input_names=names)
