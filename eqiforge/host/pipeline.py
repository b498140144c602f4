"""The pipeline stages that exist so far, as plain functions the CLI and the tests share."""
from __future__ import annotations

import json
import tempfile
import time
from dataclasses import asdict, dataclass
from pathlib import Path

import torch

from .capture.export import Captured
from .capture.workloads import DEFAULT_DTYPE, DTYPES, Workload
from .codegen.lower import with_a_lowerable_candidate
from .codegen.verify import relative_error
from .extract import compose, packing
from .extract.extract import Extraction, extract, unfused_term_candidate
from .extract.keys import reducer_text
from .files import FIGURES, ROUNDING_FLOOR, steady, write_text_atomic
from .interp import evaluate
from .paths import RESULTS_DIR
from .progress import steps
from .rank.plots import ROOFLINE, draw_roofline
from .saturate.egraph import EGraph
from .saturate.saturation import SaturationResult, default_dump_path, saturate_term
from .term import Term


def check_capture(w: Workload, config: str = "small", seed: int = 0) -> float:
    """Capture `config`, interpret the term in float64 and compare with the module run in float64."""
    captured = w.capture(config)
    run = w.instance(config, seed=seed, dtype=torch.float64)
    with torch.no_grad():
        ref = run.module(**run.activations)
    return relative_error(evaluate(captured.term, run.inputs), ref)


PACKED_PER_SEGMENT = 4  # candidates of each packed-cut segment composed (extract_program)
# the projection cut's segments hold one to three products each, so a wider beam is cheap there; at the default
# one, GPT-2's MLP (LayerNorm, c_fc, GELU, c_proj) lost its three-kernel program whose c_fc loop also sums the
# variance (paper: 6,773 us modelled at beam 64, 744 us at 256)
PROJECTION_BEAM = 4


def _cheapest(cands: list, costs: list | None, n: int) -> tuple[list, list | None]:
    """The n candidates of lowest cost (None: unranked, last), else the first n, and the cheapest (else first) of
    each loop organisation the n leave out (`loop_organisation`), in their order. The n alone drop whatever form
    the segment derived that happens to rank or come after them: an attention over a KV cache with the new token
    concatenated lists its programs holding the whole cache in one tile first, and its one-accumulator fold
    (rescale-acc) was then never composed. One more per organisation adds a few programs per segment."""
    order = list(range(len(cands)))
    if costs:
        order.sort(key=lambda i: (costs[i] is None, costs[i] or 0.0, i))
    keep = order[:n]
    seen = {loop_organisation(cands[i].term) for i in keep}
    for i in order[n:]:
        if (o := loop_organisation(cands[i].term)) not in seen:
            seen.add(o)
            keep.append(i)
    keep.sort()
    return [cands[i] for i in keep], ([costs[i] for i in keep] if costs else None)


def loop_organisation(term: Term) -> frozenset[str]:
    """What a program's loops fold, as the summaries name it (sum, max, pair(sum, sum), rescale, rescale-acc)."""
    return frozenset(reducer_text(t.args[0]) for t in term.walk() if t.op == "PReduce")


def _extract(graph: EGraph, strategy: str, step, **limits) -> Extraction:
    """extract() on the saturated graph, its start and end marked as a stage."""
    step.stage(f"extraction: started ({strategy})")
    found = extract(graph.serialize(), strategy, progress=step, **limits)
    step.stage(f"extraction: done, {len(found.candidates)} candidates, {found.expanded_states} states in "
               f"{found.seconds:.1f} s" + ("" if found.complete else " (incomplete)"))
    return found


def extract_program(w: Workload, config: str, *, strategy: str = "compact", beam: int | None = 64,
                    budget: int | None = None, dump_path: Path | None = None, extra_rules: tuple[Path, ...] = (),
                    progress=None, max_kernels: int | None = None, whole: bool = False,
                    captured: Captured | None = None, cost=None, legal=None
                    ) -> tuple[SaturationResult, Extraction, list[dict]]:
    """Saturate and extract the program whole, or — when compose.cut cuts it — each segment on its own, composing
    the whole program's candidates from theirs (compose.py). `whole` never cuts: a kernel may then span what
    would have been a cut (a residual update and the next layer's normalisation), at the cost of
    saturating and extracting the program at once. `cost(term)`: a segment candidate's modelled latency on its
    own (None where it has none), which picks each segment's lead in composition (compose.compose), and
    `legal(term)` whether a segment's candidate compiles without spilling (a lead must). Returns the
    saturation (summed over segments), the extraction (its candidates those of the whole program) and what each
    segment was (empty when not cut)."""
    step = steps(progress)
    step(f"capturing {w.name} [{config}]")
    captured = captured or w.capture(config)
    dump_path = dump_path or default_dump_path(w.name, config)
    segments = compose.cut(captured.term, max_products=None if whole else compose.MAX_PRODUCTS)
    packed = None if whole else packing.packed_cut(captured.term)
    projected = None if whole else packing.projection_cut(captured.term)
    if len(segments) == 1:
        sat, graph = saturate_term(captured.term, w.name, config, extra_rules, dump_path, step)
        found = _extract(graph, strategy, step, budget=budget, beam=beam, max_kernels=max_kernels)
        if not packed and not projected:
            return sat, found, []
    sats: list = []
    legal_cand = (lambda cand: legal(cand.term)) if legal else None
    # (a segment's form up to its reads, beam) -> (first segment, names, saturation, extraction)
    shared: dict[tuple, tuple] = {}

    def extract_cut(segments: list, label: str = "", tag: str = "", beam: int | None = beam
                    ) -> tuple[list, list, list, list]:
        """Each segment saturated and extracted (once per form up to its reads, across cuts too), with `beam`."""
        founds, info, bindings, seg_costs = [], [], [], []
        for seg in segments:
            where = step.within(f"{label}segment {seg.index + 1}/{len(segments)}")
            reads = compose.sources(seg.term)
            form = compose.abstract(seg.term, reads, [f"in{k}" for k in range(len(reads))])
            if (form, beam) not in shared:
                names = compose.read_names(reads)
                path = dump_path.with_name(f"{dump_path.stem}.{tag}seg{seg.index}{dump_path.suffix}")
                sat, graph = saturate_term(compose.abstract(seg.term, reads, names), f"{w.name}.seg{seg.index}",
                                           config, extra_rules, path, where)
                found = _extract(graph, strategy, where, budget=budget, beam=beam, max_kernels=max_kernels)
                if cost:
                    started = time.perf_counter()
                    where.stage(f"ranking: started, {len(found.candidates)} candidates, each on its own")
                costs = [cost(c.term) for c in found.candidates] if cost else None
                if cost:
                    where.stage(f"ranking: done in {time.perf_counter() - started:.1f} s")
                shared[form, beam] = (seg.index, names, sat, found, costs, id(segments))
                sats.append(sat)
                first_here = True
            else:
                where("the same as an earlier segment up to what it reads")
                first_here = False
            first, names, sat, found, costs, cut_id = shared[form, beam]
            founds.append(found)
            seg_costs.append(costs)
            bindings.append(dict(zip(names, reads)))
            same = None if first_here else (first if cut_id == id(segments) else "other cut")
            info.append({**seg.to_json(), "same_as": same, "dump": sat.dump_path,
                         "limit_hit": sat.limit_hit, "saturation_seconds": sat.seconds if first_here else 0.0,
                         "candidates": len(found.candidates), "expanded_states": found.expanded_states,
                         "extraction_seconds": found.seconds if first_here else 0.0, "complete": found.complete})
        return founds, info, bindings, seg_costs

    if len(segments) == 1:  # not cut at a separator, but at a packed cut below
        sats.append(sat)
        founds, info, cands, distinct = [found], [], list(found.candidates), {id(found): found}
        notes = list(found.notes)
    else:
        founds, info, bindings, seg_costs = extract_cut(segments)
        cands = list(compose.compose([f.candidates for f in founds], bindings, seg_costs, legal=legal_cand))
        distinct = {id(f): f for f in founds}
        notes = [f"cut into {len(segments)} segments (products: {', '.join(str(s.products) for s in segments)}; "
                 f"{len({id(f) for f in founds})} distinct up to what they read); candidates composed one segment "
                 "at a time"]
        notes += [f"segment {k}: {n}" for k, f in enumerate(founds) if info[k]["same_as"] is None for n in f.notes]
    # Where a segment's extraction was cut short (the beam), the programs it lost may be whole kernels at a
    # separator inside it: a q_abs = rms(q) @ W_UK written once and read by a split-KV attention, say. The cut
    # greedy from the root puts the boundaries at other separators; where it puts no more in memory between
    # segments than the first (a cut mid-block of a residual stack stores the wide hidden activation instead of
    # the block's output: more traffic, no new organisation), its segments, extracted alone, are composed as
    # well (the two cuts' candidates side by side, the first cut's first).
    other = compose.cut(captured.term, max_products=compose.MAX_PRODUCTS, from_end=True)
    if (len(segments) > 1 and not all(f.complete for f in founds)
            and [s.products for s in other] != [s.products for s in segments]
            and compose.cut_elements(other) <= compose.cut_elements(segments)):
        o_founds, o_info, o_bindings, o_costs = extract_cut(other, "from the end: ", "end.")
        cands += compose.compose([f.candidates for f in o_founds], o_bindings, o_costs, legal=legal_cand)
        distinct.update((id(f), f) for f in o_founds)
        notes.append(f"also cut from the end into {len(other)} segments (products: "
                     f"{', '.join(str(s.products) for s in other)}), where a segment's extraction was incomplete: "
                     "its composed candidates follow the first cut's")
        notes += [f"from the end, segment {k}: {n}" for k, f in enumerate(o_founds) if o_info[k]["same_as"] is None
                  for n in f.notes]
        info += [dict(g, cut="from the end") for g in o_info]
    # Values read by several later operations are no separator, so the cuts above keep them inside a segment,
    # where a kernel that reads one recomputes it from what it reads. Where a minimum cut of several small values
    # exists (packing.packed_cut: mhc's stream mappings), its segments are extracted and composed as well.
    # Only each segment's PACKED_PER_SEGMENT cheapest candidates, and the cheapest of each other loop organisation
    # (_cheapest), are composed there: the cut is one more organisation of the program, and its segments'
    # variations mostly repeat those of the cuts above.
    # The packed cut again with each segment cut at its separators (packing._separators_inside): a finished
    # product stored for what follows it (mhc: the layer's GEMM output for the residual update), which the
    # storage rules do not derive inside a segment (they store a fold's partial states or a product's inputs).
    packed_cuts = [(packed, "packed", "packed.", "stored packed", beam)] if packed else []
    fine = packing.packed_cut(captured.term, at_separators=True) if packed else None
    if fine and len(fine) > len(packed):
        packed_cuts.append((fine, "packed at separators", "fine.",
                            "stored packed, each segment cut again at its separators", beam))
    # A layer's projections (q, k and v) each stored by kernels of their own, and the attention reading them
    # (packing.projection_cut): the FlashAttention layer, which the cuts above keep inside one segment with the
    # attention, where the beam over programs of many kernels loses it.
    if projected:
        packed_cuts.append((projected, "projections", "proj.",
                            "each projection a segment of its own, the rest at separators",
                            beam and beam * PROJECTION_BEAM))
    for segs, label, tag, how, seg_beam in packed_cuts:
        p_founds, p_info, p_bindings, p_costs = extract_cut(segs, f"{label}: ", tag, seg_beam)
        where = (f"also cut at minimum cuts of several values, {how}, into {len(segs)} segments "
                 f"(products: {', '.join(str(s.products) for s in segs)})")
        if any(g["limit_hit"] for g in p_info):
            # a segment saturated only in part holds little more than its unfused program: the cut's programs
            # would be the other cuts' unfused ones again, stored packing and all (mhc at a node limit of 60)
            notes.append(f"{where}: not composed, a segment's saturation stopped at a node or iteration limit")
        else:
            kept = [_cheapest(f.candidates, c, PACKED_PER_SEGMENT) for f, c in zip(p_founds, p_costs)]
            cands += compose.compose([k[0] for k in kept], p_bindings, [k[1] for k in kept], legal=legal_cand)
            distinct.update((id(f), f) for f in p_founds)
            for g, k in zip(p_info, kept):
                g["composed"] = len(k[0])
            notes.append(f"{where}: the programs of each segment's {PACKED_PER_SEGMENT} cheapest candidates, "
                         "and its cheapest of each other loop organisation, follow")
        notes += [f"{label}, segment {k}: {n}" for k, f in enumerate(p_founds) if p_info[k]["same_as"] is None
                  for n in f.notes]
        info += [dict(g, cut=label) for g in p_info]
    total = SaturationResult(w.name, config, sum(s.input_nodes for s in sats), sum(s.classes for s in sats),
                             sum(s.nodes for s in sats), round(sum(s.seconds for s in sats), 3),
                             [p for s in sats for p in s.phases], ", ".join(s.dump_path for s in sats))
    found = Extraction(strategy, cands, sum(f.expanded_states for f in distinct.values()),
                       round(sum(f.seconds for f in distinct.values()), 3),
                       all(f.complete for f in founds), notes)
    return total, found, info


class SegmentChecks:
    """What composition asks of a segment's candidate on its own (extract_program's `cost` and `legal`): its
    modelled latency, which makes the cheapest its segment's lead, and whether its kernels, reading the segment's
    inputs, compile for the ranking GPU's target without spilling at their ranked schedule (a lead must). Each
    candidate is lowered and ranked once for both; used as a context manager, which removes the files it compiles."""

    def __init__(self, w: Workload, config: str, hw, dtype: str, ranked_by: str, progress=None):
        self.w, self.config, self.hw, self.dtype, self.ranked_by = w, config, hw, dtype, ranked_by
        self.step = steps(progress)
        self.rejected: list[str] = []   # candidates turned down as leads, for the extraction's notes
        self.inaccurate = 0             # candidates whose geometric program the solver flagged inaccurate
        self._ranked: dict[Term, tuple] = {}
        self._legal: dict[Term, bool] = {}
        self._files = tempfile.TemporaryDirectory(prefix="eqiforge-segments-")

    def __enter__(self) -> SegmentChecks:
        return self

    def __exit__(self, *exc) -> None:
        self._files.cleanup()

    def _plan(self, term: Term) -> tuple:
        """(plan, Ranked), or (None, None) where the candidate does not lower."""
        from .codegen.lower import LoweringError, lower
        from .rank.search import rank_plan
        if term not in self._ranked:
            try:
                plan = lower(term, self.dtype)
            except LoweringError:
                self._ranked[term] = (None, None)
            else:
                self._ranked[term] = (plan, rank_plan(plan, self.hw, self.dtype))
                self.inaccurate += self._ranked[term][1].inaccurate
        return self._ranked[term]

    def cost(self, term: Term) -> float | None:
        _, ranked = self._plan(term)
        return ranked.modelled_us if ranked else None

    def legal(self, term: Term) -> bool:
        if term not in self._legal:
            self._legal[term] = self._compiles(term)
        return self._legal[term]

    def _compiles(self, term: Term) -> bool:
        from .codegen.render import render
        from .rank.gpu_compile import Job, compile_families, target_name
        plan, ranked = self._plan(term)
        if plan is None or ranked.schedule is None:
            return False
        path = Path(self._files.name) / "segment.py"
        write_text_atomic(path, render(plan, workload=self.w.name, workload_path=self.w.path, config=self.config,
                                       candidate=0, summary="a segment's candidate, compile-checked for composition",
                                       filename=path.name, schedule=ranked.schedule, ranked_by=self.ranked_by))
        reads = {t.args[0]: [t.args[0], list(t.args[1]), t.args[2].op] for t in term.walk() if t.op == "Input"}
        job = Job(str(path), str(self.w.path), self.config, ranked.schedule, self.dtype, sorted(reads.values()))
        rec = compile_families([job], tuple(self.hw.target), int(self.hw.shared_memory_per_block_kib * 1024),
                               progress=lambda msg: self.step(f"a segment's candidate: {msg}"))[0]
        if not rec.legal:
            why = rec.error or f"{rec.spilled_bytes} bytes spilled"
            self.rejected.append(f"a segment's candidate modelled at {ranked.modelled_us} us on its own does not "
                                 f"lead its segment: compiled for {target_name(self.hw.target)} at its schedule, "
                                 f"{why}")
        self.step.stage(f"composition: a segment's lead candidate compiled for {target_name(self.hw.target)}: "
                        + ("without spills" if rec.legal else why))
        return rec.legal


# -- the whole pipeline: capture -> saturate -> extract -> lower -> render -> verify --------------------------------
@dataclass
class Family:
    id: str
    kernels: int
    loops: int
    stored_intermediates: int
    represents: int
    summary: str
    verified: bool
    rel_err: float | None
    error: str | None
    source: str | None          # the kernel file, relative to results/NAME/
    tiles: dict | None = None   # the tile sizes the check ran with
    modelled_us: float | None = None   # optimistic latency on the ranking GPU (rank.py), modelled
    schedule: dict | None = None       # the tile sizes that latency is for
    bytes: int | None = None           # global memory traffic at that schedule (modelled)
    flops: int | None = None
    measured_us: float | None = None   # timed only by `eqiforge bench` (tune.py), on a GPU: null in a run's report
    unranked: str | None = None        # why the model found no legal schedule on the ranking GPU
    same_code_as: str | None = None    # an earlier family whose kernels this one's are, byte for byte
    same_structure_as: str | None = None  # an earlier family of the same execution structure (rank.structure):
    #                                       merged into it (no kernels of its own: ranked, tuned, reported as it)
    compiled: dict | None = None       # the GPU compile check at its schedule (gpu_compile.Compiled); null: none


def run_pipeline(w: Workload, config: str, *, strategy: str = "compact", beam: int | None = 64,
                 seed: int = 11, out_dir: Path | None = None, gpu_name: str = "h200", progress=None,
                 whole: bool = False, compile_mode: str = "ranked", dtype: str = DEFAULT_DTYPE) -> dict:
    """Every candidate lowered, rendered to results/NAME/kernels/<family>.py and run against PyTorch; the report
    (report.json, report.md) and the dump beside them. Without a GPU kernels run in Triton's interpreter, which is
    only practical at small shapes: at other configs they are rendered and reported as not run. `dtype` (a key of
    workloads.DTYPES) is what inputs, outputs and intermediates are stored in: checks run in it, the ranking counts
    bytes in it; one kernel source serves every dtype, so it does not change what is rendered. Families are
    compiled for the ranking GPU's target in ranking order (gpu_compile.compile_and_choose, `compile_mode`); the
    best is the fastest modelled family that verified (where kernels run) and compiles without spilling."""
    from .codegen.lower import LoweringError, lower
    from .codegen.render import render
    from .codegen.verify import check, load_module
    from .rank.gpu_compile import Job, compile_and_choose, target_name
    from .rank.hardware import hardware
    from .rank.search import rank_plan, structure

    step = steps(progress)
    out_dir = out_dir or RESULTS_DIR / w.name
    kernels_dir = out_dir / "kernels"
    kernels_dir.mkdir(parents=True, exist_ok=True)
    step.stage(f"capture: started, {w.name} [{config}] (checked against PyTorch at small, float64)")
    capture_error = check_capture(w)
    dump = out_dir / ("egraph.txt" if config == "paper" else f"egraph.{config}.txt")
    captured = w.capture(config)
    step.stage(f"capture: done, relative error {capture_error:.1e} at small")
    hw = hardware(gpu_name)

    ranked_by = f"modelled for {hw.name} in {dtype}"

    checks = SegmentChecks(w, config, hw, dtype, ranked_by, step)
    with checks:
        sat, found, segments = extract_program(w, config, strategy=strategy, beam=beam, dump_path=dump,
                                               progress=step, whole=whole, captured=captured, cost=checks.cost,
                                               legal=None if compile_mode == "none" else checks.legal)
    found.notes += checks.rejected
    if checks.inaccurate:
        step.stage(f"ranking: the solver reported an inaccurate solution for {checks.inaccurate} segment "
                   "candidates (each still ranked at the schedule the exact model chose around it)")
    found = with_a_lowerable_candidate(found, lambda: captured.term)
    # what fusion is measured against: the captured program with every computation a kernel of its own
    unfused_kernels = unfused_term_candidate(captured.term).kernels
    gpu = torch.cuda.is_available()
    runnable = gpu or config.startswith("small")
    families: list[Family] = []
    written: set[str] = set()
    by_code: dict[str, Family] = {}
    by_structure: dict[tuple, Family] = {}
    plans: dict = {}
    renders: dict = {}   # family -> its source at a schedule
    inaccurate: list[str] = []   # families whose geometric program the solver flagged inaccurate

    def add_family(i: int, cand) -> None:
        fid = f"f{i:02d}"
        step(f"family {fid} ({i + 1}/{len(found.candidates)}): lowering, rendering, checking against PyTorch")
        fam = Family(fid, cand.kernels, cand.loops, cand.stored, cand.represents, cand.summary, False, None, None,
                     None)
        families.append(fam)
        try:
            plan = lower(cand.term, dtype)
        except LoweringError as exc:
            fam.error = f"lowering: {exc}"
            return
        path = kernels_dir / f"{fid}.py"
        renders[fid] = lambda schedule, plan=plan, i=i, cand=cand, fid=fid: render(
            plan, workload=w.name, workload_path=w.path, config=config, candidate=i, summary=cand.summary,
            filename=f"kernels/{fid}.py", schedule=schedule, ranked_by=ranked_by)
        source = renders[fid](None)
        code = source[source.index("\nimport "):]  # the program without its descriptive docstring
        if code in by_code:  # another candidate lowered to the very same kernels: checked and ranked once
            first = by_code[code]
            fam.same_code_as, fam.source = first.id, first.source
            for name in ("verified", "rel_err", "error", "tiles", "modelled_us", "schedule", "bytes", "flops",
                         "unranked"):
                setattr(fam, name, getattr(first, name))
            return
        shape = structure(plan)
        if shape in by_structure:  # merged into an earlier family: ranked, tuned and reported as that one
            first = by_structure[shape]
            fam.same_structure_as = first.id
            for name in ("modelled_us", "schedule", "bytes", "flops", "unranked"):
                setattr(fam, name, getattr(first, name))
            return
        by_structure[shape] = by_code[code] = fam
        fam.source = f"kernels/{fid}.py"
        plans[fid] = plan
        ranked = rank_plan(plan, hw, dtype)
        if ranked.inaccurate:
            inaccurate.append(fid)
        fam.modelled_us, fam.schedule, fam.bytes, fam.flops = ranked.modelled_us, ranked.schedule, ranked.bytes, \
            ranked.flops
        fam.unranked = ranked.error  # no legal schedule on the ranking GPU: still a program, checked below
        # the file's defaults are its ranked schedule
        write_text_atomic(path, renders[fid](fam.schedule) if fam.schedule else source)
        written.add(path.name)
        if not runnable:
            fam.error = "not run: no GPU here, and the interpreter check runs at small configs only"
            return
        # checked at tiles below each extent (several instances: the interpreter covers the loop and grid
        # arithmetic), not at the ranked schedule, which may hold a small config in one instance
        result = check(load_module(path), w, config, seed=seed, dtype=DTYPES[dtype],
                       tiles={c: info["default"] for c, info in plan.coordinates.items()})
        fam.verified, fam.rel_err, fam.error, fam.tiles = result.ok, result.rel_err, result.error, result.tiles

    families_stage = "ranking and verification" if runnable else "ranking"
    step.stage(f"{families_stage}: started, {len(found.candidates)} families (each lowered, rendered, ranked"
               + (" and checked against PyTorch)" if runnable else "; not run here)"))
    for i, cand in enumerate(found.candidates):
        add_family(i, cand)
        step.count(families_stage, i + 1, len(found.candidates), "families")
    if not any(f.modelled_us is not None for f in families):
        # no family has a legal schedule on the ranking GPU (at real widths a fused kernel may hold a whole weight
        # in one program): the unfused program, whose products loop over their contracted axis, is ranked too
        found.candidates.append(unfused_term_candidate(captured.term))
        found.notes.append("no candidate has a legal schedule on the ranking GPU: the unfused program is added")
        add_family(len(found.candidates) - 1, found.candidates[-1])
    step.stage(f"{families_stage}: done, {sum(f.modelled_us is not None for f in families)} of {len(families)} "
               f"families ranked" + (f", {sum(f.verified for f in families)} verified" if runnable else ""))
    if inaccurate:
        step.stage(f"ranking: the solver reported an inaccurate solution for {len(inaccurate)} families "
                   f"({', '.join(inaccurate)}); each is still ranked at the schedule the exact model chose around it")
    for stale in kernels_dir.glob("*.py"):  # families of an earlier run that this run does not have
        if stale.name not in written:
            stale.unlink()
    verified = [f for f in families if f.verified]
    merged = [f for f in families if f.same_structure_as]
    # the best: the lowest modelled latency among verified families (among the ranked ones where none could run)
    # whose schedule compiles for the GPU without spilling
    pool = verified if runnable else [f for f in families if f.modelled_us is not None]
    if compile_mode != "none":
        step.stage(f"compile check: started ({compile_mode}, for {target_name(hw.target)})")
    best = compile_and_choose(families, pool, plans, hw, lambda f, schedule: Job(
        str(out_dir / f.source), str(w.path), config, schedule, dtype), mode=compile_mode, dtype=dtype, progress=step)
    if compile_mode != "none":
        checked = [f.compiled for f in families if f.compiled and not f.same_code_as and not f.same_structure_as]
        step.stage(f"compile check: done, {len(checked)} families compiled, "
                   f"{sum(c['ok'] and c['spilled_bytes'] == 0 for c in checked)} without spills; best "
                   f"{best.id if best else 'none'}")
    for f in families:  # a schedule the compile check replaced becomes the file's defaults
        if f.id in renders and f.schedule and (f.compiled or {}).get("replaced"):
            write_text_atomic(kernels_dir / f"{f.id}.py", renders[f.id](f.schedule))
    for f in families:  # a merged family is reported as the one it is merged into, now that that one is compiled
        first = next((g for g in families if g.id in (f.same_code_as, f.same_structure_as)), None)
        if first:
            for name in ("modelled_us", "schedule", "bytes", "flops", "compiled"):
                setattr(f, name, getattr(first, name))
    not_run = sum(bool(f.error and f.error.startswith("not run")) for f in families)
    compiled = [f for f in families if f.compiled and not f.same_code_as and not f.same_structure_as]
    # one family per execution structure is ranked; the others are listed after, merged into it
    ranking = sorted((f for f in families if f.modelled_us is not None and not f.same_structure_as
                      and not f.same_code_as), key=lambda f: (f.modelled_us, f.id))
    report = {
        "workload": w.name, "config": config, "dtype": dtype,
        "capture_check": {"config": "small", "relative_error": capture_error},
        "egraph": {"classes": sat.classes, "nodes": sat.nodes, "seconds": sat.seconds, "limit_hit": sat.limit_hit,
                   "dump": sat.dump_path},
        "extraction": {"strategy": found.strategy, "candidates": len(found.candidates), "complete": found.complete,
                       "notes": found.notes, "expanded_states": found.expanded_states, "seconds": found.seconds,
                       "segments": segments},
        "verification": {"device": "cuda" if gpu else "cpu (TRITON_INTERPRET=1)", "seed": seed,
                         "verified": len(verified), "merged": len(merged), "not_run": not_run,
                         "failed": len(families) - len(verified) - len(merged) - not_run},
        "compile": {"target": target_name(hw.target), "mode": compile_mode, "compiled": len(compiled),
                    "legal": sum(1 for f in compiled if f.compiled["ok"] and f.compiled["spilled_bytes"] == 0),
                    "failed": sum(1 for f in compiled if not f.compiled["ok"]),
                    "spilled": sum(1 for f in compiled if f.compiled["ok"] and f.compiled["spilled_bytes"])},
        "ranking": {"gpu": hw.name, "kind": "modelled (no GPU timing)" if not gpu else "modelled (timings: eqiforge "
                    "bench)", "order": [f.id for f in ranking],
                    # the roofline the model uses: fp32 rate and copy bandwidth, and where they meet
                    "fp32_tflops": hw.fp32_tflops, "bandwidth_gbps": hw.bandwidth_gbps,
                    "ridge_flop_per_byte": round(hw.flops_per_us / hw.bytes_per_us, 2)},
        "families": [asdict(f) for f in families],
        "best": best.id if best else None,
        "best_kernels": best.kernels if best else None,
        "unfused_kernels": unfused_kernels,
        "best_by": ("lowest modelled latency among verified families" if runnable else
                    "lowest modelled latency (families not run: no GPU here for this config)")
        + ("" if compile_mode == "none" else f", compiled for {target_name(hw.target)} without spills"),
    }
    best_file = out_dir / BEST_KERNEL
    if best:
        write_text_atomic(best_file, (out_dir / best.source).read_text())
    elif best_file.exists():
        best_file.unlink()
    write_report(out_dir, report)
    return report


def write_report(out_dir: Path, report: dict) -> None:
    """report.json and report.md, which git keeps beside the best family's kernel (kernels/ is regenerated by every
    run and ignored), and timings.json (ignored) with the wall-clock figures they leave out. The kept floats are
    written steady (files.steady: errors whose last digits differ from machine to machine), so that a run on
    unchanged inputs rewrites the kept files byte for byte; `report` itself keeps every digit."""
    kept, timings = split_timings(report)
    kept = steady(kept)
    kept["figures"] = (f"floats to {FIGURES} significant figures; below {ROUNDING_FLOOR:g} (float64 rounding) "
                       "written as 0")
    write_text_atomic(out_dir / "report.json", json.dumps(kept, indent=2) + "\n")
    write_text_atomic(out_dir / "report.md", report_markdown(kept))
    draw_roofline(kept, out_dir / ROOFLINE)  # report.md embeds it; from the kept figures, so it does not churn either
    write_text_atomic(out_dir / TIMINGS, json.dumps(timings, indent=2) + "\n")


BEST_KERNEL = "best.py"      # a copy of the best family's kernel file, beside the report
TIMINGS = "timings.json"     # a run's wall-clock figures, which report.json leaves out


def split_timings(report: dict) -> tuple[dict, dict]:
    """The report without its wall-clock figures (saturation, extraction and compile seconds, which differ from
    run to run), and those figures."""
    kept = json.loads(json.dumps(report))
    extraction = kept["extraction"]
    timings = {"saturation_seconds": kept["egraph"].pop("seconds"),
               "extraction_seconds": extraction.pop("seconds"),
               "segments": [{k: g.pop(k) for k in ("saturation_seconds", "extraction_seconds") if k in g}
                            for g in extraction.get("segments") or []],
               "compile_seconds": {}}
    for f in kept["families"]:
        if f.get("compiled"):
            timings["compile_seconds"][f["id"]] = {
                "family": f["compiled"].pop("seconds", None),
                "kernels": {k["name"]: k.pop("seconds", None) for k in f["compiled"].get("kernels", [])}}
    return kept, timings


def report_markdown(report: dict) -> str:
    e, x, v = report["egraph"], report["extraction"], report["verification"]
    lines = [f"# {report['workload']} [{report['config']}, {report.get('dtype', 'fp32')}]", "",
             f"- e-graph: {e['classes']} classes, {e['nodes']} nodes"
             + (" (a node or iteration limit was hit)" if e["limit_hit"] else ""),
             f"- extraction ({x['strategy']}): {x['candidates']} candidates, {x['expanded_states']} states"
             + ("" if x["complete"] else f" — incomplete: {'; '.join(x['notes'])}"),
             *[f"  - {g['cut'] + ' cut, ' if g.get('cut') else ''}segment {g['index']}: {g['products']} products, "
               f"reads {', '.join(g['reads']) or 'inputs only'}, {g['candidates']} candidates — {g['why']}"
               for g in x.get("segments", [])],
             f"- verification on {v['device']}, seed {v['seed']}: {v['verified']} verified, {v['failed']} failed"
             + (f", {v['not_run']} not run" if v.get("not_run") else "")
             + (f", {v['merged']} merged into a family of the same execution structure" if v.get("merged") else ""),
             *([f"- compile check for {c['target']} (Triton's compiler, no GPU; figures *compiled*): "
                f"{c['compiled']} families compiled ({c['mode']}), {c['legal']} without spills, {c['failed']} "
                f"failed, {c['spilled']} spilled"] if (c := report.get("compile")) else []),
             f"- best: {report['best']} — by {report['best_by']}"
             + (f"; its kernel file: [{BEST_KERNEL}]({BEST_KERNEL})" if report["best"] else ""),
             f"- kernels: {kernels_text(report)}",
             f"- latency and traffic are **modelled** for {report['ranking']['gpu']} ({report['ranking']['kind']}); "
             "families in ranking order",
             "- roofline: arithmetic intensity (FLOP per byte moved) against the ridge "
             f"{report['ranking'].get('ridge_flop_per_byte', '-')} FLOP/B, and the share of the modelled time that "
             "the bound alone (no launches, no partial waves) accounts for", "",
             f"![roofline]({ROOFLINE})", "",
             "| family | modelled µs | roofline | schedule | MB moved | kernels | loops | stored | verified | rel. error "
             "| compiled: registers, spill B, shared B, tensor cores | summary |",
             "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |"]
    by_id = {f["id"]: f for f in report["families"]}
    order = report["ranking"]["order"] + [f["id"] for f in report["families"] if f["id"] not in report["ranking"]["order"]]
    for fid in order:
        f = by_id[fid]
        status = "yes" if f["verified"] else f"no: {f['error']}"
        if f.get("same_code_as"):
            status += f" (the kernels of {f['same_code_as']})"
        if f.get("same_structure_as"):
            status = f"merged into {f['same_structure_as']} (the same execution structure)"
        err_text = "-" if f["rel_err"] is None else f"< {ROUNDING_FLOOR:g}" if f["rel_err"] == 0 else \
            f"{f['rel_err']:.{FIGURES - 1}e}"
        source = f"[{f['id']}]({f['source']})" if f["source"] else f["id"]
        us = f"{f['modelled_us']:g}" if f["modelled_us"] is not None else (f"none: {f['unranked']}"
                                                                              if f.get("unranked") else "-")
        sched = " ".join(f"{c}={t}" for c, t in (f["schedule"] or {}).items()) or "-"
        mb = f"{f['bytes'] / 1e6:.3g}" if f["bytes"] is not None else "-"
        roof = _roofline(f, report["ranking"])
        lines.append(f"| {source} | {us} | {roof} | {sched} | {mb} | {f['kernels']} | {f['loops']} | "
                     f"{f['stored_intermediates']} | {status.replace('|', '/')} | {err_text} | "
                     f"{compiled_text(f.get('compiled')).replace('|', '/')} | `{f['summary']}` |")
    return "\n".join(lines) + "\n"


def kernels_text(report: dict) -> str:
    """The best family's kernel count beside the unfused program's."""
    best = f"best {report['best_kernels']}" if report.get("best") else "no best"
    return (f"{best}, unfused program {report['unfused_kernels']} (the captured program with every computation a "
            "kernel of its own)")


def compiled_text(c: dict | None) -> str:
    """A compile record in a table cell."""
    if not c:
        return "-"
    if not c["ok"]:
        return f"no: {c['error']}"
    return (f"{c['registers']} regs, {c['spilled_bytes']} spilled, {c['shared_bytes']} shared, "
            f"{'tensor cores' if c['tensor_cores'] else 'no tensor cores'}"
            + (f" (after {c['replaced']['schedule']}: {c['replaced']['why']})" if c.get("replaced") else ""))


def _roofline(f: dict, ranking: dict) -> str:
    """Where a ranked family sits on the GPU's roofline (modelled): its arithmetic intensity, which bound it is
    under, and how much of its modelled time that bound alone explains."""
    if f["modelled_us"] is None or not f["bytes"] or "ridge_flop_per_byte" not in ranking:
        return "-"
    intensity = f["flops"] / f["bytes"]
    bound_us = max(f["flops"] / (ranking["fp32_tflops"] * 1e6), f["bytes"] / (ranking["bandwidth_gbps"] * 1e3))
    side = "memory" if intensity < ranking["ridge_flop_per_byte"] else "compute"
    return f"{intensity:.3g} FLOP/B, {side}-bound, {100 * bound_us / f['modelled_us']:.0f}%"
