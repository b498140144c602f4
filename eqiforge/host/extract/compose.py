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

from .. import ops, schema
from ..coords import extent
from ..schema import CONSTANTS, LAYOUTS, OPERANDS
from ..term import Term


MAX_PRODUCTS = 4  # products per segment; a program with more is cut where it has separators
CUT_PREFIX = "cut"
_SOURCES = CONSTANTS | {"Input"}
_VIEWS = LAYOUTS | {"Get"}


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
                "output_shape": list(schema.shape(self.output))}


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
    return sum(math.prod(schema.shape(s.output)) for s in segments[:-1])


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
    return Term("Input", name, tuple(schema.shape(value)), Term(value_dtype(value)))


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
    elif op in ("Unary", "Binary") and t.args[0].op in ops.BOOLEAN:
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
