"""Cuts beyond separators (compose.py cuts at separators): the packed cut, whose segments end at minimum cuts of
several values packed into one tensor, and the projection cut, which gives each projection an attention reads a
segment of its own."""
from __future__ import annotations

import math

from .. import schema
from ..term import Term
from .compose import (
    CUT_PREFIX, MAX_PRODUCTS, _VIEWS, Segment, _ancestors, _ends_from_start, _segments, _value_graph, input_for,
    operands, products, replace_subterms, separators, value_dtype,
)


def packed_cut(root: Term, max_products: int = MAX_PRODUCTS, at_separators: bool = False) -> list[Segment] | None:
    """Segments ending at minimum cuts of several values, or None where the program has none to offer beyond its
    separators. A value computed once and read by several later operations is no separator (mhc's stream mappings
    H_pre, H_post and H_res: the layer input reads one, the residual the two others), and a kernel that needs it
    then recomputes it from what it reads (the residual recomputes the RMS statistic, two projections over the
    whole stream and 20 Sinkhorn rounds per tile). Greedy from the start, each segment takes the products of
    fewest products above the previous cut (every product whose own count of products among what it reads, itself
    included, is at most k, for the largest k that keeps the segment within max_products and gives a boundary
    worth storing, _worth_packing), and ends at the downward-closed set of values holding them whose boundary (its
    values read by later operations) has the fewest elements: a minimum cut. The boundary is stored packed into one tensor, each value flattened after the axes
    they all share in front and concatenated along the next, so one kernel can write them all; later segments read
    each back as a slice of that input (a view: a load). None where a boundary does not pack (no shared leading
    axis, or mixed dtypes) or the cuts are the separators' (compose.cut's already). `at_separators`: each segment
    is cut again at every value that alone carries what the rest of the program reads of the segment so far
    (_separators_inside), so a finished product is stored for the operations after it (mhc: the layer's GEMM
    output for the residual update, which otherwise folds the GEMM's split-K states or holds the GEMM's tiles)."""
    found = _minimum_cuts(root, max_products)
    if found is None:
        return None
    cuts, inner, readers, index, before = found
    if all(len(b) == 1 for b in cuts):
        return None  # separators: compose.cut finds these
    if at_separators:
        cuts = _separators_inside(root, cuts, inner, readers, index, before)
    return _packed_segments(root, cuts)


def _minimum_cuts(root: Term, max_products: int, accept=None, until=None):
    """packed_cut's boundaries (and the value graph they were found in), or None where the program is small or a
    segment has no boundary worth storing. `accept(boundary, inside)`: whether a boundary of several values is
    worth storing (_worth_packing); `until(boundary)`: the last boundary wanted."""
    accept = accept or _worth_packing
    if products(root) <= max_products:
        return None
    inner, reads = _value_graph(root)
    readers: dict[Term, list[Term]] = {t: [] for t in inner}
    for t in inner:
        for x in reads[t]:
            readers[x].append(t)
    index, before = _ancestors(inner, reads)
    mat_bits = sum(1 << index[t] for t in inner if t.op == "MatMul")
    below: set[Term] = set()
    below_bits = 0
    cuts: list[list[Term]] = []
    while True:
        left = [t for t in inner if t not in below and t.op == "MatMul"]
        if len(left) <= max_products:
            break
        depth = {m: bin(before[m] & mat_bits & ~below_bits).count("1") + 1 for m in left}
        fits = [k for k in sorted(set(depth.values())) if sum(d <= k for d in depth.values()) <= max_products]
        rest = [t for t in inner if t not in below]
        for k in reversed(fits):  # the most products whose cut is worth storing
            inside = _min_closure(rest, reads, readers, [m for m in left if depth[m] <= k],
                                  [m for m in left if depth[m] > k] + [root])
            boundary = [t for t in rest if t in inside and any(r not in inside for r in readers[t])]
            if len(boundary) == 1 or accept(boundary, inside):
                break
        else:
            return None
        cuts.append(boundary)
        if until and until(boundary):
            break
        below |= inside
        for t in inside:
            below_bits |= 1 << index[t]
    return cuts, inner, readers, index, before


def projection_cut(root: Term, max_products: int = 2) -> list[Segment] | None:
    """Segments for a layer whose attention reads projections of its input: each projection its own segment (the
    first of packed_cut's boundaries that holds projections only, _projections: q, k and v after their rotary
    embedding), then the rest cut greedily at separators into segments of at most `max_products` products (the
    attention's two, the output projection, a gated MLP's pair and its down projection). Each projection is then
    computed once by kernels of its own, tiled over rows and columns, and the attention's segment reads them as
    inputs, head by head: the form of a FlashAttention layer. Where one product computes q, k and v side by side
    (_fused_projection), it is the first segment. The segments of a packed cut keep the attention with its
    projections or its output projection, where a kernel computes one again in every tile of the other. None where
    no such boundary exists."""
    found = _minimum_cuts(root, MAX_PRODUCTS, accept=lambda b, inside: _projections(b), until=lambda b: len(b) > 1)
    if found is not None and len(found[0][-1]) > 1:
        cuts, inner, *_ = found
        order = {t: i for i, t in enumerate(inner)}
        ends = sorted(cuts[-1], key=order.__getitem__)
    else:
        fused = _fused_projection(root)
        if fused is None:
            return None
        ends = [fused]
    below = {t for v in ends for t in v.walk()}
    seps = [x for x in separators(root) if set(ends) <= set(x.walk())]   # the separators after the projections
    return _segments(root, ends + _ends_from_start(root, seps, max_products, below))


def _fused_projection(root: Term) -> Term | None:
    """The value of one product that holds q, k and v side by side (GPT-2's c_attn, a fused qkv Linear): the last
    separator that is a projection (_projections) and that both operands of a later product read (the scores).
    A projection an MLP's next product reads against a weight is none."""
    found = None
    for s in separators(root):
        if _projections([s]) and any(t.op == "MatMul" and all(s in set(x.walk()) for x in operands(t))
                                     for t in root.walk()):
            found = s
    return found


def _separators_inside(root: Term, cuts: list[list[Term]], inner: list[Term], readers: dict, index: dict,
                       before: dict) -> list[list[Term]]:
    """The cuts with each segment cut again at its separators: a value v where the segment's values up to v (v and
    what it reads there) are read after it only through v, with a product on each side. The smallest such value is
    taken first (the latest of equals: a product's output before the broadcast its epilogue makes of it), then
    each side is cut again."""
    shape = schema.shape

    def split(values: list[Term], ends: set[Term]) -> list[list[Term]]:
        best = None
        for v in values:
            if v in ends:
                continue
            head = [t for t in values if t is v or (before[v] >> index[t]) & 1]
            tail = [t for t in values if t not in head]
            if (any(t.op == "MatMul" for t in head) and any(t.op == "MatMul" for t in tail)
                    and all(r in head for t in head if t is not v for r in readers[t])):
                key = (math.prod(shape(v)), -len(head))
                if best is None or key < best[0]:
                    best = (key, v, head, tail)
        if best is None:
            return []
        _, v, head, tail = best
        return split(head, {v}) + [[v]] + split(tail, ends)

    out: list[list[Term]] = []
    done: set[Term] = set()
    for boundary in cuts + [[root]]:
        segment = [t for t in inner if t not in done and (t in boundary or any(
            (before[b] >> index[t]) & 1 for b in boundary))]
        out += split(segment, set(boundary))
        if boundary != [root]:
            out.append(boundary)
        done |= set(segment)
    return out


def _min_closure(values: list[Term], reads: dict, readers: dict, keep: list[Term], leave: list[Term]) -> set[Term]:
    """The downward-closed set (every value it holds, it holds what that reads) of `values` that holds `keep`,
    holds nothing of `leave`, and whose boundary has the fewest elements; of several such, the largest (the most
    work before the cut). Max-flow over a graph where each value v is an edge v_in -> v_out of capacity its
    elements (cut where v is in the set and a reader of it is not), a read an infinite edge v_out -> reader_in,
    and closure an infinite edge reader_in -> v_in. Values outside `values` (earlier segments) are memory."""
    inf = float("inf")
    here = set(values)
    shape = schema.shape
    cap: dict[int, dict[int, float]] = {}
    node = {t: 2 * i for i, t in enumerate(values)}   # v_in = 2i, v_out = 2i + 1
    s, t_sink = 2 * len(values), 2 * len(values) + 1

    def edge(a: int, b: int, c: float) -> None:
        cap.setdefault(a, {}).setdefault(b, 0)
        cap[a][b] += c
        cap.setdefault(b, {}).setdefault(a, 0)

    for v in values:
        edge(node[v], node[v] + 1, math.prod(shape(v)))
        for r in readers[v]:
            edge(node[v] + 1, node[r], inf)
            edge(node[r], node[v], inf)
    for v in keep:
        edge(s, node[v], inf)
    for v in leave:
        if v in here:
            edge(node[v], t_sink, inf)
    while True:  # Edmonds-Karp: shortest augmenting paths
        parent = {s: s}
        frontier = [s]
        while frontier and t_sink not in parent:
            nxt = []
            for a in frontier:
                for b, c in cap[a].items():
                    if c > 0 and b not in parent:
                        parent[b] = a
                        nxt.append(b)
            frontier = nxt
        if t_sink not in parent:
            break
        path, b = [], t_sink
        while b != s:
            path.append((parent[b], b))
            b = parent[b]
        push = min(cap[a][b] for a, b in path)
        for a, b in path:
            cap[a][b] -= push
            cap[b][a] += push
    # the largest minimum set: every node that cannot reach the sink in the residual graph
    reach_sink = {t_sink}
    frontier = [t_sink]
    while frontier:
        nxt = []
        for b in frontier:
            for a in cap[b]:
                if a not in reach_sink and cap[a][b] > 0:
                    reach_sink.add(a)
                    nxt.append(a)
        frontier = nxt
    return {v for v in values if node[v] not in reach_sink}


def _worth_packing(boundary: list[Term], inside: set[Term]) -> bool:
    """A boundary of several values is stored where it packs (_packed_shape), where it is smaller than a tensor
    its segment reads over the same leading axes, and where the packed axis, which a kernel holds whole, is
    narrower than the widest axis the segment contracts: per row of the leading axes, results of contractions
    of that row (not a wide activation or a score matrix), whose storing saves re-reading what they reduce.
    Both are ratios of sizes, so a batch or token count of 1 keeps the cut."""
    packed = _packed_shape(boundary)
    if packed is None:
        return False
    lead = packed[:-1]
    shape = schema.shape
    read = max((math.prod(shape(x)) for t in inside for x in operands(t)
                if x not in inside and tuple(shape(x))[:len(lead)] == lead), default=0)
    contracted = max([shape(t.args[0])[-1] for t in inside if t.op == "MatMul"]
                     + [shape(t.args[2])[t.args[1]] for t in inside if t.op == "Reduce"], default=0)
    elements = sum(math.prod(shape(v)) for v in boundary)
    return elements < read and packed[-1] < contracted


def _projections(boundary: list[Term]) -> bool:
    """Every value of the boundary is a projection: pointwise work and views over products whose operands hold no
    product (an attention's q, k and v after their rotary embedding, which the next segment reads head by head).
    Stored once, each is computed once; a kernel of the attention that reads them would compute the projection
    again in every tile of queries or keys it holds. A score matrix (a product of projections) is none."""
    holds: dict[Term, bool] = {}

    def holds_product(t: Term) -> bool:
        if t not in holds:
            holds[t] = t.op == "MatMul" or any(holds_product(x) for x in operands(t))
        return holds[t]

    def projection(t: Term) -> bool | None:   # None: no product below through pointwise work and views
        if t.op == "MatMul":
            return not any(holds_product(x) for x in operands(t))
        if t.op in _VIEWS or t.op in ("Unary", "Binary", "Where", "Concat"):
            found = [projection(x) for x in operands(t) if holds_product(x)]
            return all(found) if found else None
        return False if holds_product(t) else None

    return all(projection(v) for v in boundary)


def _packed_shape(values: list[Term]) -> tuple | None:
    """The shape of several `values` packed: the leading axes they all share, then their other elements side by
    side; None where they share no leading axis or are not all of one floating dtype."""
    dtypes = {value_dtype(v) for v in values}
    if len(dtypes) != 1 or dtypes & {"Weak", "Bool"}:
        return None
    shapes = [tuple(schema.shape(v)) for v in values]
    lead = 0
    while all(len(s) > lead + 1 for s in shapes) and len({s[lead] for s in shapes}) == 1:
        lead += 1
    if lead == 0:
        return None
    return shapes[0][:lead] + (sum(math.prod(s[lead:]) for s in shapes),)


def _flat_shape(v: Term, lead: int) -> tuple:
    """v's shape with every axis after the first `lead` merged into one (its width in the packed tensor)."""
    s = tuple(schema.shape(v))
    return s[:lead] + (math.prod(s[lead:]),)


def _packed_segments(root: Term, cuts: list[list[Term]]) -> list[Segment]:
    segments = []
    below: set[Term] = set()
    views: dict[Term, Term] = {}   # an earlier boundary value -> its view of the cut input that holds it
    for k, boundary in enumerate(cuts + [[root]]):
        last = boundary == [root]
        packed = root if last else _pack(boundary)
        term = replace_subterms(packed, {x: v for x, v in views.items() if x is not packed})
        reads = sorted({x.args[0] for x in term.walk() if x.op == "Input" and x.args[0].startswith(CUT_PREFIX)})
        n = products(packed, below)
        why = ("the rest of the program" if last else
               "separator: every later operation reads what comes before only through this value"
               if len(boundary) == 1 else
               f"minimum cut: {len(boundary)} values read by later operations, stored packed "
               f"{list(_packed_shape(boundary))}; every later operation reads what comes before only through them")
        segments.append(Segment(k, packed, term, reads, n, why))
        below |= set(packed.walk())
        if not last:
            views.update(_unpack(boundary, input_for(packed, f"{CUT_PREFIX}{k}")))
    return segments


def _pack(values: list[Term]) -> Term:
    """One value as it is; several flattened after their shared leading axes and concatenated along the next."""
    if len(values) == 1:
        return values[0]
    lead = len(_packed_shape(values)) - 1
    out = None
    for v in values:
        flat = _flat_shape(v, lead)
        part = v if tuple(schema.shape(v)) == flat else Term("Reshape", v, flat)
        out = part if out is None else Term("Concat", out, part, lead)
    return out


def _unpack(values: list[Term], cut_input: Term) -> dict[Term, Term]:
    """Each of `values` read back from the cut input that holds them packed (_pack): a slice, reshaped."""
    if len(values) == 1:
        return {values[0]: cut_input}
    lead = len(_packed_shape(values)) - 1
    out, start = {}, 0
    for v in values:
        s, width = tuple(schema.shape(v)), _flat_shape(v, lead)[-1]
        view = Term("Slice", cut_input, lead, start, width)
        out[v] = view if len(s) == lead + 1 else Term("Reshape", view, s)
        start += width
    return out
