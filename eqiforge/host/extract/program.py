"""A program's candidates, whole or composed from segments (DESIGN §3): the program saturated and extracted at
once, or cut (compose.cut, packing's minimum cuts, the projection cut) into segments that are each saturated and
extracted on their own, their candidates composed into the whole program's."""
from __future__ import annotations

import time
from pathlib import Path

from ..capture.export import Captured
from ..capture.workloads import Workload
from ..progress import steps
from ..saturate.egraph import EGraph
from ..saturate.saturation import SaturationResult, default_dump_path, saturate_term
from ..term import Term
from . import compose, packing
from .extract import Extraction, extract
from .keys import reducer_text


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
