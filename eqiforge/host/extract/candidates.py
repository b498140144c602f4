"""Candidates: a realised choice map with its counts (kernels, loops, stored states) and the one-line summary
the reports show."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from ..coords import text as coord_text
from ..term import Term
from .keys import Choices, Keys, build_term, reducer_text


# -- candidates ---------------------------------------------------------------------------------------------------
@dataclass
class Candidate:
    key: tuple
    term: Term
    choices: Choices            # (kernel scope, class) -> the node chosen for it
    kernels: int
    loops: int
    stored: int
    represents: int
    summary: str

    def to_json(self, i: int) -> dict:
        return {"id": i, "kernels": self.kernels, "loops": self.loops, "stored_intermediates": self.stored,
                "summary": self.summary, "represents": self.represents}


@dataclass
class Extraction:
    strategy: str
    candidates: list[Candidate]
    expanded_states: int
    seconds: float
    complete: bool
    notes: list[str] = field(default_factory=list)


def describe(keys: Keys, root: str, choices: Choices, key: tuple, represents: int) -> Candidate:
    """Counts and summary of a realised choice map (key: its key as extraction holds it)."""
    kernels = stored = loops = 0
    for (scope, cls), nid in choices.items():
        op = keys.op(nid)
        if op == "Collect":
            stored += 1
            kernels += 1  # the kernel that computes and stores the states
        elif op in ("Combine", "PReduce") and keys.closed[cls]:
            kernels += 1
        if op == "PReduce":
            loops += 1
    term, term_class = build_term(keys, root, choices)
    closed_terms = {t for t, c in term_class.items() if keys.closed[c]}
    ordered = dict(sorted(choices.items()))
    return Candidate(keys.public(key), term, ordered, kernels, loops, stored, represents,
                     summarize(term, lambda t: t in closed_terms))


def _coord_short(p: Term) -> str:
    return coord_text(p).split(" ", 1)[1]


def summarize(term: Term, closed: Callable[[Term], bool]) -> str:
    """A one-line structure a person reads: each kernel (a grid of Combine axes, or one instance) with its loops
    (reducer over coordinate; `stored` when the loop folds states an earlier kernel stored), inner loops in braces,
    kernels in the order they run."""
    kernels: list[str] = []
    done: set[Term] = set()

    def body(t: Term, own: Term | None = None) -> str:
        """The loops inside one kernel below t (`own`: the kernel's own loop, when it has no grid); kernels it
        reads are described (first) on their own."""
        parts: list[str] = []
        seen: set[Term] = set()

        def visit(x: Term) -> None:
            if x in seen:
                return
            seen.add(x)
            if x is not t and x is not own and closed(x) and x.op in ("Combine", "PReduce", "Collect"):
                kernel(x)
                return
            if x.op == "PReduce":
                stored = unwrap_views(x.args[1]).op == "Collect"
                if stored:
                    kernel(unwrap_views(x.args[1]))  # the kernel that stored the states runs first
                inner = "" if stored else body(x.args[1])
                parts.append(f"loop({_coord_short(x.args[2])}: {reducer_text(x.args[0])}"
                             f"{', stored' if stored else ''})" + (f" {{{inner}}}" if inner else ""))
                return
            if x.op == "Collect" and x is not t:
                kernel(x)
                return
            for a in x.args:
                if isinstance(a, Term):
                    visit(a)

        for a in t.args:
            if isinstance(a, Term):
                visit(a)
        return " ".join(parts)

    def kernel(t: Term) -> None:
        if t in done:
            return
        done.add(t)
        axes, inner = [], t
        while inner.op == "Combine":
            axes.append(_coord_short(inner.args[1]).split("[")[0].removeprefix("grid "))
            inner = inner.args[0]
        if inner.op == "PReduce":
            text = body(Term("Kernel", inner), own=inner)
        elif inner.op == "Collect":
            text = body(inner)
        else:
            text = body(Term("Kernel", inner))
        what = f"grid({', '.join(sorted(axes))})" if axes else "grid()"
        if inner.op == "Collect":  # one instance per stored state (and per grid axis around the loop)
            what = f"store({_coord_short(inner.args[1])})"
        products = _products(Term("Kernel", inner), closed)
        kernels.append(what + (" " + text if text else "") + (f" [{products} mm]" if products else ""))

    def find(x: Term, seen: set) -> None:
        if x in seen:
            return
        seen.add(x)
        if closed(x) and x.op in ("Combine", "PReduce", "Collect"):
            kernel(x)
            return
        for a in x.args:
            if isinstance(a, Term):
                find(a, seen)

    find(term, set())
    return " ; ".join(kernels) if kernels else "no kernel"


def _products(t: Term, closed: Callable[[Term], bool]) -> int:
    """TileMatMuls in one kernel's body (not in the kernels it reads)."""
    seen: set[Term] = set()
    stack = [a for a in t.args if isinstance(a, Term)]
    n = 0
    while stack:
        x = stack.pop()
        if x in seen or (closed(x) and x.op in ("Combine", "PReduce", "Collect")) or x.op == "Collect":
            continue
        seen.add(x)
        n += x.op == "TileMatMul"
        stack += [a for a in x.args if isinstance(a, Term)]
    return n


def unwrap_views(t: Term) -> Term:
    """A value without the views (loads) around it."""
    while t.op in ("Partition", "Replicate", "Get", "Reshape", "Permute", "Cast"):
        t = t.args[0]
    return t
