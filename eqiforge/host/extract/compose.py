"""Subgraph composition (DESIGN §4): a program too large to saturate and extract whole is cut into segments, each
saturated and extracted on its own, and the whole program's candidates are composed from theirs.

Where to cut. A *separator* is a value of the captured program through which alone everything after it reads
everything before it: no later operation reads an earlier value except through it (inputs and views of inputs —
weights, a slice of stacked weights — are free to read anywhere). The output of each block of a residual stack is
one; a value inside a block is not (the residual reads the block's input again). Cutting at a separator puts one
tensor in memory between two kernels, which the segments' candidates do anyway wherever the next stage reduces
over it whole. A program whose products (MatMuls) number more than MAX_PRODUCTS is cut at separators, greedily,
so that each segment holds at most MAX_PRODUCTS products where separators allow; a program without separators
is not cut.

How to compose. A segment reads the earlier segments' outputs as inputs named `cut<i>` (a memory tensor of the
output's shape and dtype: the typed interface), so any candidate of one segment composes with any candidate of
another. Composition is lazy: the first composed program takes every segment's first candidate, and each further
one changes a single segment to its next candidate — n1 + n2 + ... - (k - 1) programs, never the product, and
every candidate of every segment is part of one.

Repeated segments are saturated once. A segment is saturated with its reads of memory (inputs, views of inputs,
cut inputs) abstracted into inputs of their own; segments equal up to those reads (the blocks of a stack, whose
weights are slices of one tensor at different offsets) share one saturation and extraction, and each binds the
shared candidates' inputs to its own reads. So a stack of identical blocks costs one block, plus composition.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Iterator

from ..coords import extent
from ..interp import OPERANDS, Interpreter
from ..term import Term

MAX_PRODUCTS = 4  # products per segment; a program with more is cut where it has separators
CUT_PREFIX = "cut"
_SOURCES = frozenset(("Input", "Scalar", "Full", "Iota"))
_VIEWS = frozenset(("Reshape", "Permute", "Expand", "Slice", "Cast", "Get"))


@dataclass
class Segment:
    index: int
    output: Term                # the value of the whole program this segment computes
    term: Term                  # the segment as a program: earlier segments' outputs read as Input "cut<i>"
    reads: list[str]            # the cut inputs it reads
    products: int
    why: str

    def to_json(self) -> dict:
        return {"index": self.index, "products": self.products, "reads": self.reads, "why": self.why,
                "output_shape": list(Interpreter({}).shape(self.output))}


def operands(t: Term) -> list[Term]:
    return [t.args[i] for i in OPERANDS.get(t.op, ()) if isinstance(t.args[i], Term)]


def is_source(t: Term, memo: dict[Term, bool]) -> bool:
    """An input, a constant, or a view of one: read anywhere at no cost."""
    if t not in memo:
        memo[t] = t.op in _SOURCES or (t.op in _VIEWS and all(is_source(x, memo) for x in operands(t)))
    return memo[t]


def separators(root: Term) -> list[Term]:
    """The program's separators, in order of evaluation (the root excluded)."""
    inner, reads = _value_graph(root)
    position, before = _ancestors(inner, reads)
    out = []
    for s in inner[:-1]:
        inside = before[s]
        # everything outside s and its ancestors reads the ancestors only through s
        if all(not (inside >> position[x]) & 1 for t in inner if t is not s and not (inside >> position[t]) & 1
               for x in reads[t]):
            out.append(s)
    return out


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
    shape = Interpreter({}).shape

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


def _value_graph(root: Term) -> tuple[list[Term], dict[Term, list[Term]]]:
    """The program's computed values (not sources) in order of evaluation, and the computed values each reads."""
    src: dict[Term, bool] = {}
    order = [t for t in root.walk() if t.op in OPERANDS or t.op in _SOURCES]
    inner = [t for t in order if not is_source(t, src)]
    return inner, {t: [x for x in operands(t) if not is_source(x, src)] for t in inner}


def _ancestors(inner: list[Term], reads: dict[Term, list[Term]]) -> tuple[dict[Term, int], dict[Term, int]]:
    """Each value's position in evaluation order, and its ancestors as a bitset over positions: every computed
    value it reads, transitively."""
    position = {t: i for i, t in enumerate(inner)}
    before: dict[Term, int] = {}
    for t in inner:
        bits = 0
        for x in reads[t]:
            bits |= before[x] | (1 << position[x])
        before[t] = bits
    return position, before


def _min_closure(values: list[Term], reads: dict, readers: dict, keep: list[Term], leave: list[Term]) -> set[Term]:
    """The downward-closed set (every value it holds, it holds what that reads) of `values` that holds `keep`,
    holds nothing of `leave`, and whose boundary has the fewest elements; of several such, the largest (the most
    work before the cut). Max-flow over a graph where each value v is an edge v_in -> v_out of capacity its
    elements (cut where v is in the set and a reader of it is not), a read an infinite edge v_out -> reader_in,
    and closure an infinite edge reader_in -> v_in. Values outside `values` (earlier segments) are memory."""
    inf = float("inf")
    here = set(values)
    shape = Interpreter({}).shape
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
    shape = Interpreter({}).shape
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
    shapes = [tuple(Interpreter({}).shape(v)) for v in values]
    lead = 0
    while all(len(s) > lead + 1 for s in shapes) and len({s[lead] for s in shapes}) == 1:
        lead += 1
    if lead == 0:
        return None
    return shapes[0][:lead] + (sum(math.prod(s[lead:]) for s in shapes),)


def _flat_shape(v: Term, lead: int) -> tuple:
    """v's shape with every axis after the first `lead` merged into one (its width in the packed tensor)."""
    s = tuple(Interpreter({}).shape(v))
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
        part = v if tuple(Interpreter({}).shape(v)) == flat else Term("Reshape", v, flat)
        out = part if out is None else Term("Concat", out, part, lead)
    return out


def _unpack(values: list[Term], cut_input: Term) -> dict[Term, Term]:
    """Each of `values` read back from the cut input that holds them packed (_pack): a slice, reshaped."""
    if len(values) == 1:
        return {values[0]: cut_input}
    lead = len(_packed_shape(values)) - 1
    out, start = {}, 0
    for v in values:
        s, width = tuple(Interpreter({}).shape(v)), _flat_shape(v, lead)[-1]
        view = Term("Slice", cut_input, lead, start, width)
        out[v] = view if len(s) == lead + 1 else Term("Reshape", view, s)
        start += width
    return out


def products(t: Term, below: set[Term] | None = None) -> int:
    """The MatMuls among t and the values it reads, less those in `below`."""
    below = below or set()
    return sum(1 for x in t.walk() if x.op == "MatMul" and x not in below)


def cut(root: Term, max_products: int | None = MAX_PRODUCTS, from_end: bool = False) -> list[Segment]:
    """The segments of the program (one, the program itself, when it is small or has no separator, or when
    max_products is None: never cut). Greedy from the start: each segment ends at the last separator that keeps it
    within max_products. `from_end`: greedy from the root back, each segment starting after the first separator
    that keeps it within max_products (the same bound, the other choice of where the boundaries fall: which
    separator a cut takes decides which values stay inside one segment, and so may share a kernel)."""
    total = products(root)
    if max_products is None:
        return [Segment(0, root, root, [], total, f"whole program: {total} products, not cut (asked for whole)")]
    if total <= max_products:
        return [Segment(0, root, root, [], total, "whole program: "
                        f"{total} products, at most {max_products} are saturated together")]
    seps = separators(root)
    if not seps:
        return [Segment(0, root, root, [], total, f"whole program: {total} products, but no separator to cut at")]
    return _segments(root, (_ends_from_end if from_end else _ends_from_start)(root, seps, max_products))


def cut_elements(segments: list[Segment]) -> int:
    """The elements the cuts put in memory between segments (each segment's output but the last)."""
    return sum(math.prod(Interpreter({}).shape(s.output)) for s in segments[:-1])


def _ends_from_start(root: Term, seps: list[Term], max_products: int, below: set[Term] | None = None) -> list[Term]:
    # greedy: each segment ends at the last separator that keeps it within max_products (else at the next one);
    # `below`: what earlier cuts already hold
    ends: list[Term] = []
    below = set(below or ())
    while products(root, below) > max_products:
        # a segment holds a product, and so does what is left after it
        seps = [x for x in seps if 0 < products(x, below) < products(root, below)]
        if not seps:
            break
        fits = [x for x in seps if products(x, below) <= max_products]
        end = fits[-1] if fits else seps[0]
        ends.append(end)
        below |= set(end.walk())
        seps = seps[seps.index(end) + 1:]
    return ends


def _ends_from_end(root: Term, seps: list[Term], max_products: int) -> list[Term]:
    # greedy from the root: the segment before `top` starts after the first separator that keeps it within
    # max_products (else after the last one below top); then the same below that separator
    ends: list[Term] = []
    top = root
    while products(top) > max_products:
        inside = set(top.walk())
        below = [x for x in seps if x in inside and x is not top and 0 < products(x) < products(top)]
        if not below:
            break
        fits = [x for x in below if products(top, set(x.walk())) <= max_products]
        top = fits[0] if fits else below[-1]
        ends.insert(0, top)
    return ends


def _segments(root: Term, ends: list[Term]) -> list[Segment]:
    segments = []
    below: set[Term] = set()
    names: dict[Term, str] = {}
    for k, out in enumerate(ends + [root]):
        term = _replace(out, names)
        reads = sorted({x.args[0] for x in term.walk() if x.op == "Input" and x.args[0] in names.values()})
        n = products(out, below)
        why = ("separator: every later operation reads what comes before only through this value"
               if out is not root else "the rest of the program")
        segments.append(Segment(k, out, term, reads, n, why))
        below |= set(out.walk())
        names[out] = f"{CUT_PREFIX}{k}"
    return segments


def _replace(t: Term, names: dict[Term, str]) -> Term:
    """t with every earlier segment's output read as an input of its shape and dtype."""
    return replace_subterms(t, {x: input_for(x, names[x]) for x in t.walk() if x in names and x is not t})


def input_for(value: Term, name: str) -> Term:
    """An input standing for a value: its shape and dtype, under a name."""
    return Term("Input", name, tuple(Interpreter({}).shape(value)), Term(value_dtype(value)))


def replace_subterms(term: Term, mapping: dict[Term, Term]) -> Term:
    """term with each occurrence of a key of `mapping` replaced by its value (not looked into again)."""
    memo: dict[Term, Term] = {}

    def go(x):
        if not isinstance(x, Term):
            return x
        if x in mapping:
            return mapping[x]
        if x not in memo:
            memo[x] = Term(x.op, *(go(a) for a in x.args))
        return memo[x]
    return go(term)


_COMPARE = frozenset(("Lt", "Le", "Gt", "Ge", "Eq", "And", "Or"))


def value_dtype(t: Term, memo: dict | None = None) -> str:
    """The dtype of a captured value, as types.egg's `ty` gives it (a literal's Weak gives way to the other
    operand's dtype)."""
    memo = {} if memo is None else memo
    if t in memo:
        return memo[t]
    op = t.op
    if op == "Input":
        out = t.args[2].op
    elif op in ("Full", "Iota"):
        out = t.args[2].op
    elif op == "Scalar":
        out = "Weak"
    elif op == "Cast":
        out = t.args[1].op
    elif op == "Binary" and t.args[0].op in _COMPARE or op == "Unary" and t.args[0].op == "Not":
        out = "Bool"
    else:
        kinds = [value_dtype(x, memo) for x in operands(t)]
        if op == "Where":
            kinds = kinds[1:]
        out = next((d for d in kinds if d != "Weak"), "Weak")
    memo[t] = out
    return out


def sources(term: Term) -> list[Term]:
    """The segment's maximal reads of memory (an input, or a view of one: a slice of stacked weights, a cut
    input), in order of first use. Constants stay in the term: they are part of its structure."""
    src: dict[Term, bool] = {}
    found: list[Term] = []
    seen: set[Term] = set()

    def visit(t: Term) -> None:
        if t in seen:
            return
        seen.add(t)
        if (t.op == "Reshape" and t.args[0].op == "Slice" and t.args[0].args[0].op == "Input"
                and t.args[0].args[0].args[0].startswith(CUT_PREFIX)):
            # a packed cut's value read back (_unpack): its axes split off the packed one stay a Reshape's, so
            # that a grid may skip them as it skips the value's own (dims.egg: grid-axes-skip-split)
            visit(t.args[0])
            return
        if is_source(t, src) and any(x.op == "Input" for x in t.walk()):
            found.append(t)
            return
        for x in operands(t):
            visit(x)
    visit(term)
    return found


def abstract(term: Term, reads: list[Term], names: list[str]) -> Term:
    """term with each of its reads (sources) replaced by an input of the same shape and dtype, named `names`."""
    return replace_subterms(term, {r: input_for(r, n) for r, n in zip(reads, names)})


def read_names(reads: list[Term]) -> list[str]:
    """Readable names for a segment's reads: the input each reads, numbered where two read the same one."""
    names: list[str] = []
    for r in reads:
        base = next(x.args[0] for x in r.walk() if x.op == "Input")
        name, k = base, 1
        while name in names:
            name, k = f"{base}_{k}", k + 1
        names.append(name)
    return names


def substitute(term: Term, outputs: dict[str, Term]) -> Term:
    """A segment's candidate with its cut inputs replaced by the chosen candidates of the segments they name."""
    return replace_subterms(term, {x: outputs[x.args[0]] for x in term.walk()
                                   if x.op == "Input" and x.args[0] in outputs})


LEAD_TRIES = 4  # a segment's cheapest candidates compile-checked for its lead (compose)


@dataclass
class Composed:
    """One program of the whole: a candidate index per segment."""
    picks: tuple[int, ...]
    term: Term
    kernels: int
    loops: int
    stored: int
    represents: int
    summary: str
    key: tuple = field(default=())

    def to_json(self, i: int) -> dict:
        return {"id": i, "kernels": self.kernels, "loops": self.loops, "stored_intermediates": self.stored,
                "summary": self.summary, "represents": self.represents, "segments": list(self.picks)}


def compose(per_segment: list[list], bindings: list[dict[str, Term]] | None = None,
            costs: list[list] | None = None, legal=None) -> Iterator[Composed]:
    """Programs of the whole from the segments' candidates (extract.Candidate), lazily: every segment's lead,
    then every segment's simplest candidate together (of its fewest kernels, the cheapest), then one segment at a
    time moved to each of its other candidates. A segment's lead is its candidate of lowest cost where `costs[k]`
    gives one (the modelled latency of each candidate on its own; None: no legal schedule), so that every composed
    program holds the fastest of the other segments: a lead without a legal schedule would leave every program
    that holds it unrankable. Without costs (or where none is ranked) the lead is the
    candidate of fewest kernels with the most parallel instances (the product of its grids' extents; the first in
    order among equals). `bindings[k]` gives, for segment k's candidates, what each of their inputs reads
    (candidates of an abstracted segment read named inputs). `legal(candidate)`: whether a candidate's kernels
    compile for the GPU without spilling (the compile check, on the segment alone); a lead is then the cheapest of
    the LEAD_TRIES cheapest that does, since every composed program holds some segment's lead, and a lead the
    model under-counts (mhc: a layer input held over every token of a batch) leaves no program that compiles."""
    if not per_segment or any(not c for c in per_segment):
        return
    bindings = bindings or [{} for _ in per_segment]
    costs = costs or [None] * len(per_segment)

    def simplest(cands: list, cost: list | None) -> int:
        """Of the candidates of fewest kernels, the cheapest ranked, else the one of most instances."""
        fewest = min(c.kernels for c in cands)
        pool = [i for i in range(len(cands)) if cands[i].kernels == fewest]
        ranked = [i for i in pool if cost and cost[i] is not None]
        if ranked:
            return min(ranked, key=lambda i: (cost[i], i))
        return min(pool, key=lambda i: (-_instances(cands[i].term), i))

    def lead(cands: list, cost: list | None) -> int:
        ranked = sorted((i for i in range(len(cands)) if cost and cost[i] is not None),
                        key=lambda i: (cost[i], cands[i].kernels, i))
        if not ranked:
            return simplest(cands, None)
        return next((i for i in ranked[:LEAD_TRIES] if legal(cands[i])), ranked[0]) if legal else ranked[0]
    first = tuple(lead(cands, cost) for cands, cost in zip(per_segment, costs))
    # and every segment's simplest candidate together: a lead is chosen by the model alone, and where it then
    # spills when compiled, the programs varied from it all hold it (mhc: a 3-kernel lead in both connections
    # left the 2-kernel program of two one-kernel connections unbuilt, and no family compiled without spills)
    fewest = tuple(simplest(cands, cost) for cands, cost in zip(per_segment, costs))
    picks = [first] + ([fewest] if fewest != first else []) + [
        first[:k] + (i,) + first[k + 1:] for k, cands in enumerate(per_segment) for i in range(len(cands))
        if i != first[k]]
    for p in dict.fromkeys(picks):
        yield build_term(per_segment, bindings, p)


def _instances(term: Term) -> int:
    """How many program instances the grids of a candidate's kernels run (the product of their extents)."""
    return math.prod(extent(t.args[1]) for t in {t for t in term.walk() if t.op == "Combine"})


def build_term(per_segment: list[list], bindings: list[dict[str, Term]], picks: tuple[int, ...]) -> Composed:
    outputs: dict[str, Term] = {}
    chosen = [per_segment[k][i] for k, i in enumerate(picks)]
    term = None
    for k, cand in enumerate(chosen):
        term = substitute(substitute(cand.term, bindings[k]), outputs)
        outputs[f"{CUT_PREFIX}{k}"] = term
    summary = " | ".join(c.summary for c in chosen)
    represents = 1
    for c in chosen:
        represents *= c.represents
    return Composed(picks, term, sum(c.kernels for c in chosen), sum(c.loops for c in chosen),
                    sum(c.stored for c in chosen), represents, summary, tuple(c.key for c in chosen))
