"""Which operand states give which result state, asked of parallel.egg itself (its `pst` rules, ruleset `types`).

A random instance of a parallel pattern needs operands in states that give the state wanted of the result: a
Partial product needs tiles along the contracted axis, a tile of rows needs a tile of the left operand's rows. The
checker does not restate those rules: it types small probe terms in its own e-graph, every combination of operand
states for each constructor below, and reads back the `pst` egglog gives each one. An edit to parallel.egg changes
the table with it.

A probe's operands are rank-3 cubes over one coordinate, each in one state: a tile along axis 1 or 2 (a Partition),
the same in every instance (a Replicate), or a partial value (a Reduce over a tile along axis 0, the batch axis,
which then broadcasts); the state each really has is read back too, never assumed. Axes are written from the end
(-2, -1) so they fit operands of any rank, or "axis" where they are the constructor's own axis argument.
"""
from __future__ import annotations

import itertools

from .. import coords
from ..saturate.egraph import EGraph
from ..term import Input, Term, to_sexpr

RANK = 3
EXTENT = 3
# The constructors whose operands' states are not simply the result's, each as a probe over its Expr operands
# (number of them). Pointwise operators, tuples and casts are not probed: `instances` asks their operands for the
# state wanted of the result, and the leaves' own choices (a replicated operand beside a tile) do the rest.
PROBES = {
    "TileMatMul": (lambda a, b: Term("TileMatMul", a, b), 2),
    "Reduce": (lambda a: Term("Reduce", Term("RSum"), 1, a), 1),
}
PROBE_AXIS = {"Reduce": 1}  # the value a probe gives the constructor's axis argument

State = tuple  # ("Part", axis) | ("Repl",) | ("Partial",): what `instances` asks of a position


def _operands(p: Term) -> list[Term]:
    """One operand per state a probe tries, over coordinate p."""
    def x(k: int) -> Term:
        return Input(f"probe_x{k}", (EXTENT,) * RANK, "F32")
    return [Term("Partition", x(1), 1, p), Term("Partition", x(2), 2, p), Term("Replicate", x(3), p),
            Term("Reduce", Term("RSum"), 0, Term("Partition", x(4), 0, p))]


class StateTable:
    """For each probed constructor: [(operand states, result state)], as egglog typed the probes."""

    def __init__(self, eg: EGraph):
        p = coords.loop(coords.in_dim("probe_x", 0), EXTENT)
        operands = _operands(p)
        probes: list[tuple[str, tuple[Term, ...], Term]] = []
        for name, (make, arity) in PROBES.items():
            for args in itertools.product(operands, repeat=arity):
                probes.append((name, args, make(*args)))
        terms = operands + [t for _, _, t in probes]
        eg.run("(push)")
        try:
            eg.run("\n".join(f"(let $probe{i} {to_sexpr(t)})" for i, t in enumerate(terms)))
            eg.saturate_types()
            graph = eg.serialize()
        finally:
            eg.run("(pop)")
        state_of_class: dict[str, list] = {}
        for n in graph.nodes.values():
            if n["op"] == "pst":
                expr = graph.nodes[n["children"][0]]["eclass"]
                state_of_class.setdefault(expr, []).append(graph.value(n["eclass"]))
        states = {}
        for i, t in enumerate(terms):
            found = state_of_class.get(graph.root_class(f"$probe{i}"), [])
            if len(found) == 1:  # none: the probe is ill-typed there; several: a conflict, no rule to learn from
                states[t] = found[0]
        self.entries: dict[str, list[tuple[tuple[State, ...], State]]] = {name: [] for name in PROBES}
        for name, args, t in probes:
            if t in states and all(a in states for a in args):
                axis = PROBE_AXIS.get(name)
                self.entries[name].append((tuple(_state(states[a], axis) for a in args), _state(states[t], axis)))

    def operand_states(self, name: str, wanted: State | None) -> list[tuple[State, ...]]:
        """The operand states that give the wanted state of the result (of any kind when None), one tuple per
        option. A pass-through option (an operand in the very state of the result, such as a tile of rows) gives
        that operand the wanted state itself, so a wanted axis is kept."""
        out = []
        for operands, result in self.entries[name]:
            if wanted is not None and wanted[0] != result[0]:
                continue
            if wanted is not None and wanted[0] == "Part" and wanted[1] is not None:
                operands = tuple(wanted if s == result else s for s in operands)
            out.append(operands)
        return out


def _state(s: Term, axis_arg: int | None) -> State:
    """A CState as `instances` asks for it: the probe's axis argument as "axis", other axes from the end."""
    if s.op != "Part":
        return (s.op,)
    ax = int(s.args[0])
    return ("Part", "axis" if ax == axis_arg else ax - RANK)
