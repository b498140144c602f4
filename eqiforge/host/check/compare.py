"""Comparing both sides of each equality a rule made (DESIGN §3: `eqiforge check-rules`, step 3).

The e-graph is serialized; in every IR class reachable from the instances (or built by the rule above one, such as
a (Get e 0) for a matched e), every IR node (its children taken as their class's smallest term) is evaluated by the
float64 reference interpreter and must agree with the class's smallest term: torch.allclose with rtol = atol = 1e-9,
booleans exactly, shapes equal. Terms with free coordinates are compared under every assignment of instance indices
to the free coordinates of either side, with the tile sizes of the instance the class comes from (coordinates the
rule introduced get random ones too). Inputs are drawn twice, never zero: uniform in [0.5, 2], then the same
magnitudes with random signs. Positions where either side is not finite (log or sqrt of a negative, overflow) are
outside the rule's domain and are not compared, so a rule such as exp(log a) = a passes: it holds wherever both
sides are defined. A rule that adds an ill-typed term or unions values of different types fails too.
"""
from __future__ import annotations

import itertools
import random

import torch

from .. import coords
from ..coords import key as coords_key
from ..interp import Interpreter, InterpretError, UnknownConstruct
from ..saturate.egraph import EGraph
from ..saturate.serialized import INF, SerializedGraph
from ..term import Term, to_sexpr
from .instances import Built, coordinates, random_tile
from .patterns import Signatures

RTOL = ATOL = 1e-9
# What evaluating a term whose shapes or sorts do not fit raises (most random instances are such terms): the
# interpreter's own checks (InterpretError); torch's (RuntimeError, NotImplementedError among them, for mismatched
# sizes or dtypes; IndexError for an axis out of range); Python's where a value of the wrong kind reaches a fold or
# a table (a tensor where a pair is wanted: TypeError, ValueError; a state reducer in Reduce: KeyError from interp's
# table of reducers). An UnknownConstruct is caught before these: it says the interpreter, not the term, falls short.
ILL_FORMED = (InterpretError, RuntimeError, IndexError, TypeError, ValueError, KeyError)


class Unevaluable(Exception):
    """The interpreter does not know a construct the instance or the rule uses."""


class Unsound(Exception):
    """The rule is unsound: the message names the offending equality."""


def compare(eg: EGraph, sigs: Signatures, lets: list[str], owner: list[Built], rng: random.Random,
            gen: torch.Generator) -> tuple[int, int]:
    """Check every equality the rule left in the e-graph (after it ran on the instances named by `lets`, each
    owned by its instance): raises Unsound at the first that does not hold; else returns how many equalities were
    evaluated and how many tensor elements were compared in them."""
    graph = eg.serialize()
    instance_of: dict[str, int] = {}  # class -> the first instance it is reachable from: its tiles are used
    for k, n in enumerate(lets):
        for c in reachable(graph, [graph.root_class(n)]):
            instance_of.setdefault(c, id(owner[k]))
    # Terms the rule built above an instance (e.g. (Get e 0) for a matched e) belong to the instance of a child.
    parents = True
    while parents:
        parents = False
        for c in graph.expr_classes:
            if c in instance_of:
                continue
            for nid in graph.ir_nodes[c]:
                kids = [graph.nodes[ch]["eclass"] for ch in graph.nodes[nid]["children"]]
                k = next((instance_of[ch] for ch in kids if ch in instance_of), None)
                if k is not None:
                    instance_of[c], parents = k, True
                    break
    classes = sorted(instance_of)
    built = {id(b): b for b in owner}
    out = eg.run("(print-function TypeConflict 1)")
    if out and out[0].terms:
        both = next((c for c in classes if " | " in graph.type_text(c)), None)
        where = (f": the class of {brief(Terms(graph, sigs).canonical(both))} is "
                 + " and ".join(graph.type_text(both).split(" | ")) if both else "")
        raise Unsound(f"it unions values of different types{where}")
    untyped = [c for c in classes if graph.ir_nodes[c] and c not in graph.types]
    if untyped:
        raise Unsound(f"it adds an ill-typed term: {graph.describe_untyped(untyped)}")
    terms = Terms(graph, sigs)
    claims = []  # (instance, a class's smallest term, one of its other nodes as a term over smallest terms)
    for c in classes:
        if len(graph.ir_nodes[c]) < 2 or graph.sizes()[c] == INF:
            continue
        canon = terms.canonical(c)
        for nid in graph.ir_nodes[c]:
            if all(graph.sizes().get(ch, 0) < INF for ch in terms.children(nid)):
                node = terms.node_term(nid)
                if node != canon:
                    claims.append((instance_of[c], canon, node))
    # Coordinates the rule introduced get a random tile size too (per instance), so they also run ragged.
    tiles = {k: dict(b.tiles) for k, b in built.items()}
    for k, canon, node in claims:
        for p in sorted(coordinates([canon, node]) - tiles[k].keys(), key=coords_key):
            tiles[k][p] = random_tile(p, rng)
    every = [t for _, canon, node in claims for t in (canon, node)]
    compared = values = 0
    for signed in (False, True):
        inputs = draw_inputs(every, gen, signed)
        interps = {k: Interpreter(inputs, tiles[k]) for k in built}
        for k, canon, node in claims:
            interp = interps[k]
            for env in environments(interp, interp.free(canon) | interp.free(node)):
                why, finite = differ(evaluate(interp, canon, env), evaluate(interp, node, env))
                compared += 1
                values += finite
                if why:
                    draw = "inputs of random sign" if signed else "inputs in [0.5, 2]"
                    where = f"; instance {env_text(env, interp)}" if env else ""
                    raise Unsound(f"{brief(node)} = {brief(canon)}: {why} ({draw}{where}; "
                                  f"{leaf_types([node, canon])})")
    return compared, values


# -- reading terms back from the serialized e-graph

class Terms:
    """Each reachable IR class's smallest term, and each of its IR nodes as a term over those."""

    def __init__(self, graph: SerializedGraph, sigs: Signatures):
        self.g, self.sigs = graph, sigs
        self.memo: dict[str, Term] = {}

    def literal(self, cls: str):
        try:
            return self.g.value(cls)
        except ValueError as exc:
            raise Unevaluable(str(exc)) from None

    def canonical(self, cls: str) -> Term:
        if cls not in self.memo:
            self.memo[cls] = self.node_term(self.g.canonical_node(cls))
        return self.memo[cls]

    def children(self, nid: str) -> list[str]:
        return [self.g.nodes[c]["eclass"] for c in self.g.nodes[nid]["children"]]

    def node_term(self, nid: str) -> Term:
        g = self.g
        args = [self.canonical(c) if g.is_expr(c) else self.literal(c) for c in self.children(nid)]
        return Term(g.nodes[nid]["op"], *args)


def reachable(graph: SerializedGraph, roots: list[str]) -> list[str]:
    seen, stack = set(), list(roots)
    while stack:
        c = stack.pop()
        if c in seen or not graph.is_expr(c):
            continue
        seen.add(c)
        for nid in graph.ir_nodes[c]:
            stack += [graph.nodes[ch]["eclass"] for ch in graph.nodes[nid]["children"]]
    return sorted(seen)


# -- comparing values

def draw_inputs(terms: list[Term], gen: torch.Generator, signed: bool) -> dict[str, torch.Tensor]:
    inputs = {}
    for root in terms:
        for t in root.walk():
            if t.op != "Input" or t.args[0] in inputs:
                continue
            name, shape, dtype = t.args[0], tuple(t.args[1]), t.args[2].op
            if dtype == "Bool":
                x = (torch.rand(shape, generator=gen, dtype=torch.float64) < 0.5).double()
            elif dtype == "I64":
                x = torch.randint(1, 4, shape, generator=gen).double()
            else:
                x = 0.5 + 1.5 * torch.rand(shape, generator=gen, dtype=torch.float64)
            if signed and dtype != "Bool":
                x = x * (torch.randint(0, 2, shape, generator=gen) * 2 - 1)
            inputs[name] = x
    return inputs


def differ(a, b) -> tuple[str | None, int]:
    """Why value a is not value b (None when they agree wherever both are finite), and how many values were compared."""
    if isinstance(a, tuple) or isinstance(b, tuple):
        if not (isinstance(a, tuple) and isinstance(b, tuple) and len(a) == len(b)):
            return "a tuple against a tensor", 0
        total = 0
        for i, (x, y) in enumerate(zip(a, b)):
            why, n = differ(x, y)
            if why:
                return f"field {i}: {why}", total
            total += n
        return None, total
    if a.shape != b.shape:
        return f"shape {list(a.shape)} against {list(b.shape)}", 0
    if a.dtype == torch.bool or b.dtype == torch.bool:
        return (None if torch.equal(a.bool(), b.bool()) else "different booleans"), a.numel()
    a, b = a.double(), b.double()
    both = torch.isfinite(a) & torch.isfinite(b)  # outside the rule's domain where either side is not finite
    if torch.allclose(a[both], b[both], rtol=RTOL, atol=ATOL):
        return None, int(both.sum())
    delta = (a[both] - b[both]).abs().max().item()
    return f"values differ by up to {delta:.3g}", int(both.sum())


def brief(t, limit: int = 160) -> str:
    """A term in one short line: leaves by name, atoms bare."""
    def w(x) -> str:
        if isinstance(x, tuple):
            return "[" + ",".join(map(str, x)) + "]"
        if not isinstance(x, Term):
            return to_sexpr(x)
        if x.op == "Input":
            return x.args[0]
        if x.op == "Scalar":
            return to_sexpr(x.args[0])
        if not x.args:
            return x.op
        if x.op in ("Unary", "Binary"):  # (Unary (Exp) a) reads as (Exp a)
            head, args = x.args[0].op, x.args[1:]
        else:
            head, args = x.op, x.args
        return "(" + " ".join([head] + [w(a) for a in args]) + ")"
    text = w(t)
    return text if len(text) <= limit else text[:limit - 3] + "..."


def leaf_types(terms: list[Term]) -> str:
    seen = {}
    for root in terms:
        for t in root.walk():
            if t.op == "Input":
                seen[t.args[0]] = f"{t.args[0]}: {t.args[2].op.lower()}{list(t.args[1])}"
    return ", ".join(seen[k] for k in sorted(seen))


def environments(interp: Interpreter, free: frozenset) -> list[dict | None]:
    """Every assignment of instance indices to the free coordinates (None alone when there are none)."""
    ordered = sorted(free, key=coords_key)
    if not ordered:
        return [None]
    return [dict(zip(ordered, idx)) for idx in itertools.product(*(range(interp.instances(p)) for p in ordered))]


def env_text(env: dict, interp: Interpreter) -> str:
    return ", ".join(f"{i} of {coords.text(p)} (tile {interp.tile(p)})"
                     for p, i in sorted(env.items(), key=lambda item: coords_key(item[0])))


def cannot_evaluate(built: Built, gen: torch.Generator) -> str:
    """Why the interpreter cannot evaluate an instance ("" when it can), under every instance of its free
    coordinates. A cheap filter before egglog's typing: most random instances mismatch shapes, and torch says so in
    microseconds; the type analysis stays the judge."""
    roots = built.roots
    try:
        interp = Interpreter(draw_inputs(roots, gen, signed=False), built.tiles)
        for t in roots:
            for env in environments(interp, interp.free(t)):
                interp(t, env)
    except UnknownConstruct as exc:
        raise Unevaluable(f"{exc} (in {brief(roots[0])})") from None  # no other instance will do better
    except ILL_FORMED as exc:
        return f"{brief(roots[0])}: {str(exc).splitlines()[0]}"
    return ""


def evaluate(interp: Interpreter, t: Term, env: dict | None = None):
    """Evaluate a term of the e-graph after the rule ran, under an instance of its free coordinates; the instance
    itself evaluated, so a failure is the rule's."""
    try:
        return interp(t, env)
    except UnknownConstruct as exc:
        raise Unevaluable(str(exc)) from None
    except ILL_FORMED as exc:
        raise Unsound(f"evaluating {brief(t)} failed: {str(exc).splitlines()[0]}") from None
