"""Graphs of symbolic sizes (Dynamo's automatic dynamic after a length changes, dynamic=True, mark_dynamic),
searched once per bucket of their sizes (issue [generate]).

A call's symbolic sizes (each of Dynamo's size symbols, read off the arguments) fall in buckets: 0 and 1 are their
own, any other size n the power of two at or above it, no larger than the symbol's range allows. The graph is traced
again at the call's sizes (a static graph, compiled as any other) and, where the bucket differs, at the bucket's
sizes too: each segment is searched at the bucket's size, and its program is rebound to the call's sizes
(rebind.py), checked, and cached under the segment's own key. A later length of a searched bucket needs no search:
its segments are rebound, or are cache hits. The guard is the dictionary of compiled sizes below.
"""
from __future__ import annotations

import time
import warnings

import torch
from torch import fx


def bucket(n: int, upper: int | None = None) -> int:
    """The size a symbolic size n is searched at: 0 and 1 themselves, else the power of two at or above n, capped
    at the symbol's largest value."""
    if n <= 1:
        return n
    b = 1 << (n - 1).bit_length()
    return min(b, upper) if upper is not None else b


def _symbol(x):
    """The size symbol a SymInt is, or None (a constant, or an expression of symbols)."""
    import sympy
    expr = x.node.expr if isinstance(x, torch.SymInt) else None
    return expr if isinstance(expr, sympy.Symbol) else None


def _upper(sym, x: torch.SymInt) -> int | None:
    import sympy
    upper = getattr(x.node.shape_env.var_to_range.get(sym), "upper", None)
    return int(upper) if isinstance(upper, (int, sympy.Integer)) else None   # else int_oo: unbounded


class Sizes:
    """The size symbols of a graph's inputs: where each is read from a call's arguments, and its range."""

    def __init__(self, gm: fx.GraphModule):
        self.placeholders = [n for n in gm.graph.nodes if n.op == "placeholder"]
        self.where: dict = {}           # symbol -> (argument index, axis or None for a SymInt argument)
        self.upper: dict = {}
        for i, node in enumerate(self.placeholders):
            val = node.meta.get("val")
            dims = [(None, val)] if isinstance(val, torch.SymInt) else \
                list(enumerate(val.shape)) if isinstance(val, torch.Tensor) else []
            for axis, d in dims:
                sym = _symbol(d)
                if sym is not None and sym not in self.where:
                    self.where[sym] = (i, axis)
                    self.upper[sym] = _upper(sym, d)

    def names(self) -> list[str]:
        return [str(s) for s in self.where]

    def of(self, args) -> dict:
        """Each symbol's value in a call."""
        return {s: int(args[i] if axis is None else args[i].shape[axis]) for s, (i, axis) in self.where.items()}

    def buckets(self, values: dict) -> dict:
        return {s: bucket(n, self.upper[s]) for s, n in values.items()}

    def arguments_at(self, args, values: dict) -> list:
        """Arguments like `args` with every symbolic size at `values`: what the graph is traced with for a bucket
        (tracing reads shapes, not contents)."""
        out = []
        for node, a in zip(self.placeholders, args):
            val = node.meta.get("val")
            if isinstance(val, torch.SymInt):
                out.append(int(val.node.expr.subs(values)) if _symbol(val) is None else values[_symbol(val)])
            elif isinstance(val, torch.Tensor) and isinstance(a, torch.Tensor):
                shape = [int(d.node.expr.subs(values)) if isinstance(d, torch.SymInt) else int(d) for d in val.shape]
                out.append(a if list(a.shape) == shape else torch.zeros(shape, dtype=a.dtype, device=a.device))
            else:
                out.append(a)
        return out


class Bucketed:
    """A graph of symbolic sizes: at each call's concrete sizes, the static graph of those sizes, compiled with its
    segments searched at the sizes' bucket (backend._compile_graph's `bucket`) and kept for the next call of the
    same sizes. An error while specialising runs that call's graph eagerly, with a warning (EQIFORGE_STRICT=1
    raises)."""

    def __init__(self, gm: fx.GraphModule, opts, roles):
        self.gm, self.opts, self.roles = gm, opts, roles
        self.sizes = Sizes(gm)
        self.compiled: dict[tuple, object] = {}

    def __call__(self, *args):
        key = tuple(tuple(a.shape) if isinstance(a, torch.Tensor) else a for a in args)
        if key not in self.compiled:
            self.compiled[key] = self._specialise(args)
        return self.compiled[key](*args)

    def _trace(self, args, values: dict) -> fx.GraphModule:
        from torch.fx.experimental.proxy_tensor import make_fx
        static = make_fx(self.gm, tracing_mode="fake")(*args)
        static.meta["eqiforge_sizes"] = {str(s): n for s, n in values.items()}
        return static

    def _specialise(self, args):
        from .backend import EqiForgeWarning, _compile_graph, _strict
        from .region_runtime import CudaGraphReplay
        try:
            values = self.sizes.of(args)
            buckets = self.sizes.buckets(values)
            static = self._trace(args, values)
            at_bucket = None
            if buckets != values:
                at_bucket = self._trace(self.sizes.arguments_at(args, buckets), buckets)
            compiled = _compile_graph(static, self.opts, bucket=at_bucket)
        except Exception as exc:  # noqa: BLE001 - the backend's promise: a user's model never dies inside it
            if _strict():
                raise
            warnings.warn(f"eqiforge: a graph of symbolic sizes ({', '.join(self.sizes.names()[:3])}) runs eagerly "
                          f"at these sizes after an internal error: {type(exc).__name__}: {exc}", EqiForgeWarning,
                          stacklevel=3)
            return self.gm
        return CudaGraphReplay(compiled, self.roles) if self.roles is not None else compiled


def pair_with_bucket(plans: list, bucket: fx.GraphModule, regions: list, opts, dtype: str, hw_file, device: str,
                     report: dict, progress) -> None:
    """Each unit's counterpart in the graph traced at the bucket's sizes (the same ops, so the same regions and
    segments, in the same order). A region whose counterpart is not the same is searched at its own sizes."""
    from .backend import _plan_region
    from .regions import computes, partition
    at_bucket = [r for r in partition(bucket)[0] if computes(r)]
    if [len(r) for r in at_bucket] != [len(r) for r in regions]:
        progress.line("the graph at the bucket's sizes has other regions: searched at these sizes")
        report["bucket"] = None
        return
    for plan in plans:
        r = plan.info["region"] - 1
        try:
            other = _plan_region(bucket, at_bucket[r], {}, f"region {r + 1} at the bucket's sizes", opts, dtype,
                                 hw_file, device)
        except Exception:  # noqa: BLE001 - that region is searched at its own sizes instead
            continue
        if other is None or [u.name for u in other.units] != [u.name for u in plan.units]:
            continue
        for u, b in zip(plan.units, other.units):
            if b.key != u.key:
                u.bucket = b


def rebound_segment(form, key: str, searched: dict, searched_form, opts, cache, dtype: str) -> dict:
    """The program searched for `searched_form` (a bucket's size; `searched` its cache entry) at this segment's own
    sizes: its candidate rebound (rebind.py), lowered, rendered and checked on random inputs as a search checks a
    family, with the searched schedule (its tiles mask the shorter extents). No saturation, extraction or ranking.
    Cached under this segment's key. RebindError, LoweringError or BackendError where it does not carry over."""
    from .backend_options import BackendError
    from .rank.family import FamilyStep
    from .rebind import rebind
    from .region_cache import FORMAT
    from .segment_search import segment_naming, verify_family
    from .term import parse_sexpr

    start = time.perf_counter()
    if "candidate" not in searched:
        raise BackendError("the searched entry keeps no candidate (an older cache format)")
    device = "cuda" if torch.cuda.is_available() else "cpu"
    cand = rebind(parse_sexpr(searched["candidate"]), searched_form, form)
    family = FamilyStep(0, cand, searched["summary"], dtype, segment_naming(key, cache), cache.kernel_path(key).name)
    if not family.lower():
        raise family.refused
    checked = verify_family(family, form, searched["tiles"], opts.seed, device)
    if not checked.ok:
        raise BackendError(f"the searched program at these sizes: {checked.error}")
    source, err = family.source, checked.rel_err
    entry = {"format": FORMAT, "key": key, "source": source, "summary": searched["summary"],
             "kernels": searched["kernels"], "loops": searched["loops"], "tiles": searched["tiles"],
             "modelled_us": None, "rel_err": err, "seconds": round(time.perf_counter() - start, 3),
             "term": repr(form), "candidate": repr(cand), "derived_from": searched["key"]}
    cache.store(entry)
    return entry
