"""A compiled region at run time: its segments' kernels launched in order on their reads (RegionModule), checked
against the FX subgraph it replaces (verify_region) and put in its place (replace_region); mode "reduce-overhead"
replays the compiled graph as one CUDA graph (CudaGraphReplay)."""
from __future__ import annotations

import math
from dataclasses import dataclass

import torch
from torch import fx

from .backend_options import BackendError
from .regions import fake
from .schema import TORCH_DTYPES as _TORCH_DTYPES
from .segment_search import SegmentKernel, random_inputs, rel_error
from .term import Term


def _view(term: Term, env: dict[str, torch.Tensor]) -> torch.Tensor:
    """A segment's read (an input or a view of one) on tensors."""
    op, a = term.op, term.args
    if op == "Input":
        return env[a[0]]
    x = _view(a[0], env)
    if op == "Reshape":
        return x.reshape(a[1])
    if op == "Permute":
        return x.permute(a[1])
    if op == "Expand":
        return x.expand(a[1])
    if op == "Slice":
        return x.narrow(a[1], a[2], a[3])
    if op == "Cast":
        return x.to(_TORCH_DTYPES[a[1].op])
    raise BackendError(f"a segment reads {op}, which is not a view")


@dataclass
class Step:
    name: str                   # what later steps read its output as (cut<k>, table<k>)
    kernel: SegmentKernel
    reads: list[Term]
    out_dtype: torch.dtype


class RegionModule(torch.nn.Module):
    """A region's segments in order, each launched on its reads; an earlier segment's output is read as cut<k>."""

    def __init__(self, names: list[str], steps: list[Step], out_dtype: torch.dtype):
        super().__init__()
        self.names, self.steps, self.out_dtype = names, steps, out_dtype

    def forward(self, *args):
        import numpy
        env = dict(zip(self.names, args))
        y = None
        for step in self.steps:
            inputs = {f"in{i}": _view(r, env).contiguous() for i, r in enumerate(step.reads)}
            # the interpreter (numpy) would warn of inf and NaN in padded lanes, masked out before any result
            with numpy.errstate(all="ignore"):
                y = step.kernel.module.launch(inputs, step.kernel.tiles).to(step.out_dtype)
            env[step.name] = y
        return y.to(self.out_dtype)


def _run_nodes(nodes: list[fx.Node], env: dict, exact: bool = False):
    """The FX subgraph run eagerly: the region's own reference. `exact`: every floating dtype the ops name (casts,
    constants) is float64, so with float64 inputs the reference has no rounding of its own (as the interpreter a
    segment is checked against)."""
    def wide(x):
        return torch.float64 if exact and isinstance(x, torch.dtype) and x.is_floating_point else x
    for n in nodes:
        args = tuple(wide(x) for x in fx.node.map_arg(n.args, lambda a: env[a.name]))
        kwargs = {k: wide(v) for k, v in fx.node.map_arg(n.kwargs, lambda a: env[a.name]).items()}
        env[n.name] = n.target(*args, **kwargs)
    return env[nodes[-1].name]


def input_roles() -> tuple[set[int], set[int]]:
    """The graph inputs AOT autograd knows keep their address from call to call (parameters, buffers, and tensors
    marked static, as transformers' StaticCache marks its buffers), and those the graph mutates."""
    from torch._guards import TracingContext
    context = TracingContext.try_get()
    meta = getattr(context, "fw_metadata", None) if context else None
    static = set(getattr(meta, "static_input_indices", None) or ())
    mutated = {i for i, info in enumerate(getattr(meta, "input_info", None) or ()) if info.mutates_data}
    return static, mutated


class CudaGraphReplay:
    """mode="reduce-overhead" on a GPU: the compiled graph (its kernels and the eager ops between them) captured
    once as one CUDA graph over static buffers, then replayed, so a decode step costs one launch. A static input
    (a weight, a cache buffer) is read and updated where it lives; any other tensor is copied into the graph's
    buffer first, and copied back out when the graph mutates it. Outputs are copied out, since the next replay
    writes the same buffers. A call the graph cannot serve (a static input at a new address, another shape or
    other non-tensor arguments) runs the graph module directly."""

    def __init__(self, fn, roles: tuple[set[int], set[int]]):
        self.fn, (self.static, self.mutated) = fn, roles
        self.graph = self.inputs = self.outputs = None

    def __call__(self, *args):
        if self.graph is None:
            self._capture(args)
        elif not self._fits(args):
            return self.fn(*args)
        else:
            for i, (buf, a) in enumerate(zip(self.inputs, args)):
                if isinstance(a, torch.Tensor) and i not in self.static:
                    buf.copy_(a)
            self.graph.replay()
        for i in self.mutated - self.static:
            args[i].copy_(self.inputs[i])
        return [o.clone() if isinstance(o, torch.Tensor) else o for o in self.outputs]

    def _fits(self, args) -> bool:
        for i, (buf, a) in enumerate(zip(self.inputs, args)):
            if isinstance(a, torch.Tensor) != isinstance(buf, torch.Tensor):
                return False
            if not isinstance(a, torch.Tensor):
                if a != buf:
                    return False
            elif i in self.static and a.data_ptr() != buf.data_ptr() or a.shape != buf.shape:
                return False
        return len(args) == len(self.inputs)

    def _capture(self, args) -> None:
        """Warm up, then capture one call; the captured call is this call's result (the warm-up runs mutate only
        the graph's own copies of non-static inputs, and static ones are restored before the capture)."""
        self.inputs = [a if not isinstance(a, torch.Tensor) or i in self.static else a.clone()
                       for i, a in enumerate(args)]
        saved = {i: self.inputs[i].clone() for i in self.mutated if isinstance(self.inputs[i], torch.Tensor)}
        stream = torch.cuda.Stream()
        stream.wait_stream(torch.cuda.current_stream())
        with torch.cuda.stream(stream):  # warm up off the capture: Triton compiles, allocators settle
            self.fn(*self.inputs)
        torch.cuda.current_stream().wait_stream(stream)
        for i, value in saved.items():  # the warm-up's updates undone: the capture replays this call once
            self.inputs[i].copy_(value)
        self.graph = torch.cuda.CUDAGraph()
        with torch.cuda.graph(self.graph):
            out = self.fn(*self.inputs)
        self.outputs = list(out) if isinstance(out, (list, tuple)) else [out]
        self.graph.replay()  # capturing records the kernels without running them


def verify_region(gm, nodes, inputs, module: RegionModule, seed: int, device) -> float:
    """The region's kernels against the FX subgraph run eagerly (in float64), on random inputs of its shapes and
    dtypes."""
    from .codegen.verify import TOLERANCE
    fakes = [fake(a, gm) for a in inputs]
    args = random_inputs([(a.name, tuple(f.shape), f.dtype) for a, f in zip(inputs, fakes)], seed, device)
    with torch.no_grad():
        got = module(*[args[a.name] for a in inputs])
        # in float64: a 16-bit eager run rounds every intermediate, an error as large as the kernels' own
        wide = {k: v.double() if v.is_floating_point() else v for k, v in args.items()}
        try:
            ref = _run_nodes(nodes, wide, exact=True)
        except (RuntimeError, TypeError, NotImplementedError):  # an op without a float64 kernel: as the graph runs
            ref = _run_nodes(nodes, dict(args))
    err = rel_error(got, ref) if ref.is_floating_point() else (0.0 if torch.equal(got, ref) else math.inf)
    tol = TOLERANCE.get(got.dtype, 1e-4)
    if not err < tol:
        raise BackendError(f"the region's kernels differ from its FX subgraph: relative error {err:.3g} >= {tol:g}")
    return err


def replace_region(gm: fx.GraphModule, nodes: list[fx.Node], module: RegionModule, inputs: list[fx.Node]) -> None:
    name = f"eqiforge_region_{len([m for m in gm.children() if isinstance(m, RegionModule)])}"
    gm.add_submodule(name, module)
    root = nodes[-1]
    with gm.graph.inserting_before(root):
        call = gm.graph.call_module(name, tuple(inputs))
    call.meta["val"] = root.meta.get("val")
    root.replace_all_uses_with(call)
    for n in reversed(nodes):
        gm.graph.erase_node(n)
