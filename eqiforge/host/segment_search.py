"""Searching a segment, or reading it from the cache: a segment's form saturated, extracted, lowered, rendered and
its families checked in ranking order against the float64 interpreter until one verifies (search_segment); a cache
entry loaded as the segment's kernel (from_entry); a table no program computes, interpreted (InterpretedTable)."""
from __future__ import annotations

import math
import tempfile
import time
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import torch

from .backend_options import BackendError, Options
from .region_cache import FORMAT, RegionCache
from .schema import TORCH_DTYPES as _TORCH_DTYPES
from .term import Term

if TYPE_CHECKING:  # imported where used: importing the backend stays light
    from .codegen.verify import Check
    from .rank.family import FamilyStep, Naming


@dataclass
class SegmentKernel:
    key: str
    module: object
    tiles: dict | None
    summary: str
    kernels: int
    loops: int
    modelled_us: float | None
    rel_err: float | None
    seconds: float
    cached: bool

    @property
    def online_softmax(self) -> int:
        """Kernels of this program with an online-softmax (rescaling) loop."""
        return sum("rescale" in k for k in self.summary.split(" ; "))


def random_inputs(inputs: list[tuple[str, tuple, torch.dtype]], seed: int, device) -> dict[str, torch.Tensor]:
    g = torch.Generator().manual_seed(seed)
    out = {}
    for name, shape, dt in inputs:
        if dt.is_floating_point and not shape:
            # a scalar the model passes as a tensor (dynamic=True makes float attributes inputs: an epsilon, a
            # scale): positive, as those are, so a norm's rsqrt(mean + eps) stays finite
            t = (torch.rand(shape, generator=g) + 0.5).to(dt)
        elif dt.is_floating_point:
            t = torch.randn(shape, generator=g).to(dt)
        elif dt == torch.bool:  # keep: no row of a mask is empty (an empty softmax row is NaN in every program)
            t = torch.ones(shape, dtype=torch.bool)
        else:  # positions (what integer inputs of a region are): 0, 1, 2, ... along the longest axis
            axis = max(range(len(shape)), key=lambda i: shape[i]) if shape else None
            t = torch.zeros(shape, dtype=dt) if axis is None else torch.arange(shape[axis], dtype=dt).reshape(
                [-1 if i == axis else 1 for i in range(len(shape))]).expand(shape).clone()
        out[name] = t.to(device)
    return out


def _term_inputs(term: Term) -> list[tuple[str, tuple, torch.dtype]]:
    found = {t.args[0]: (t.args[0], t.args[1], _TORCH_DTYPES[t.args[2].op]) for t in term.walk()
             if isinstance(t, Term) and t.op == "Input"}
    return [found[k] for k in sorted(found)]


def rel_error(got: torch.Tensor, ref: torch.Tensor) -> float:
    """verify's relative L2 error, where the reference may hold infinities (an additive mask's -inf): those must be
    matched exactly and the error is over the finite elements. Any NaN fails."""
    from .codegen.verify import relative_error
    got, ref = got.double().cpu(), ref.double().cpu()
    if got.shape != ref.shape or ref.isnan().any():
        return math.inf
    finite = torch.isfinite(ref)
    if not torch.equal(got[~finite], ref[~finite]):
        return math.inf
    return relative_error(got[finite], ref[finite]) if finite.any() else 0.0


def _check_family(module, form: Term, tiles, seed: int, device) -> Check:
    """The family once on random inputs against the float64 interpreter of the segment."""
    import numpy

    from .codegen.verify import TOLERANCE, Check, poisoned
    from .interp import evaluate
    inputs = random_inputs(_term_inputs(form), seed, device)
    ref = evaluate(form, {k: v.double().cpu() if v.is_floating_point() else v.cpu() for k, v in inputs.items()})
    try:
        with numpy.errstate(all="ignore"):
            got = module.launch(inputs, tiles, out=poisoned(module.allocate(inputs, tiles)))
    except Exception as exc:  # noqa: BLE001 - a kernel that fails to run is a result
        return Check(False, None, f"{type(exc).__name__}: "
                     f"{str(exc).strip().splitlines()[-1][:200] if str(exc) else ''}", tiles)
    storage = next((v.dtype for v in inputs.values() if v.is_floating_point()), torch.float32)
    err = rel_error(got, ref)
    tol = TOLERANCE.get(storage, 1e-4)
    return Check(err < tol, err, None if err < tol else f"relative error {err:.3g} >= {tol:g}", tiles)


def segment_naming(key: str, cache: RegionCache) -> Naming:
    """What a segment's family file says of itself: the region's key, its cache entry, the backend's config."""
    from .rank.family import Naming
    return Naming(f"torch.compile region {key[:12]}", cache.path(key), "backend")


def verify_family(family: FamilyStep, form: Term, tiles, seed: int, device) -> Check:
    """A lowered family (the family step, rank/family.py), loaded from a file of its own, once against the
    segment (_check_family)."""
    with tempfile.TemporaryDirectory(prefix="eqiforge-") as tmp:
        family.load(Path(tmp) / "family.py")
        return family.verify(lambda module: _check_family(module, form, tiles, seed, device))


def search_segment(form: Term, key: str, opts: Options, cache: RegionCache, hw_name: str, dtype: str) -> dict:
    """saturate -> extract -> each candidate through the family step (rank/family.py): lowered and rendered, then
    the families checked in ranking order, each ranked only when it may come next (RankingOrder); the first family
    that verifies is the segment's kernel, written to the cache. Returns its cache entry; BackendError when no
    family verifies (kept in the cache too)."""
    from .codegen.lower import with_a_lowerable_candidate
    from .extract.extract import extract
    from .rank.family import FamilyStep
    from .rank.hardware import hardware
    from .rank.search import RankingOrder
    from .saturate.saturation import saturate_term

    start = time.perf_counter()
    profile = Counter()  # seconds per stage of this search, kept in its entry (EQIFORGE_LOG=debug prints them)

    def lap(stage: str, t0: float) -> float:
        now = time.perf_counter()
        profile[stage] += now - t0
        return now

    device = "cuda" if torch.cuda.is_available() else "cpu"
    dump = cache.path(key).with_suffix(".egraph.txt")
    _, graph = saturate_term(form, "region", "backend", tuple(opts.rules), dump)
    t = lap("saturation", start)
    found = with_a_lowerable_candidate(extract(graph.serialize(), "compact", beam=opts.beam), lambda: form)
    t = lap("extraction", t)
    hw = hardware(hw_name)
    naming = segment_naming(key, cache)
    families, seen = [], set()
    for i, cand in enumerate(found.candidates):
        family = FamilyStep(i, cand.term, cand.summary, dtype, naming, cache.kernel_path(key).name)
        if not family.lower():
            t = lap("lowering and rendering", t)
            continue
        code = family.code
        t = lap("lowering and rendering", t)
        if code in seen:
            continue
        seen.add(code)
        families.append((cand, family))
    # the families in ranking order, (modelled_us, candidate) as ranking all of them orders them, each solved only
    # when its floor says it may come next: the first that verifies is usually the first ranked
    order = RankingOrder([family.plan for _, family in families], hw, dtype)
    ranking = iter(order)
    why = []
    while (step := next(ranking, None)) is not None:
        t = lap("ranking", t)
        position, ranked = step
        cand, family = families[position]
        family.ranked = ranked
        us = ranked.modelled_us if ranked.modelled_us is not None else math.inf
        tiles = ranked.schedule if device == "cuda" and ranked.schedule else None
        checked = verify_family(family, form, tiles, opts.seed, device)
        t = lap("verification", t)
        if not checked.ok:
            why.append(f"f{family.index:02d}: {checked.error}")
            continue
        entry = {"format": FORMAT, "key": key, "source": family.source, "summary": cand.summary,
                 "kernels": cand.kernels, "loops": cand.loops, "tiles": tiles,
                 "modelled_us": None if us == math.inf else us, "rel_err": checked.rel_err,
                 "seconds": round(time.perf_counter() - start, 3),
                 "term": repr(form), "candidate": repr(cand.term), "candidates": len(found.candidates),
                 "families": len(families), "ranked": order.solved,
                 "profile": {k: round(v, 3) for k, v in profile.items()}}
        cache.store(entry)
        return entry
    error = f"no verified program among {len(families)} families" + (f" ({'; '.join(why[:3])})" if why else
                                                                        " (none lowered)")
    cache.store({"format": FORMAT, "key": key, "error": error, "term": repr(form)})  # not searched again either
    raise BackendError(error)


class InterpretedTable:
    """A table of a region's inputs that no kernel program computes: the float64 reference interpreter runs it."""
    kernels = loops = online_softmax = 0
    tiles = None
    cached = False

    def __init__(self, form: Term, why: BackendError):
        self.form, self.module, self.summary, self.why = form, self, f"interpreted ({why})", str(why)

    def launch(self, inputs, tiles=None):
        from .interp import evaluate
        return evaluate(self.form, {k: v.double() if v.is_floating_point() else v for k, v in inputs.items()})


def from_entry(entry: dict, cache: RegionCache, cached: bool) -> SegmentKernel:
    from .codegen.verify import load_module
    module = load_module(cache.kernel_file(entry))
    return SegmentKernel(entry["key"], module, entry["tiles"], entry["summary"], entry["kernels"], entry["loops"],
                         entry["modelled_us"], entry["rel_err"], entry["seconds"], cached)
