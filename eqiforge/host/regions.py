"""Partitioning: Dynamo's ATen graph cut into regions that capture accepts (capture.translate_call: the op table
of `eqiforge run`), each a single-output cone, and a region's term cut into the units searched on their own (its
segments, after its shared tables). Also the rewrite of a functional row update of a graph input back to the
in-place update (a KV cache), done before the graph is cut."""
from __future__ import annotations

import math
import operator
from collections import Counter

import torch
from torch import fx

from .capture.export import _op_name, translate_call
from .capture.ir_build import CaptureError, Empty, Value, dtype_name
from .extract import compose
from .schema import OPERANDS
from .term import Input, Term

# ATen ops that only view or retype their input: a region of these alone computes nothing worth a kernel
_VIEW_OPS = frozenset(("view", "reshape", "_unsafe_view", "unsqueeze", "squeeze", "flatten", "unflatten", "expand",
                       "permute", "transpose", "t", "slice", "select", "alias", "detach", "clone", "contiguous",
                       "_to_copy", "to", "lift_fresh_copy", "getitem"))

# what translating an op outside capture's cases can raise besides CaptureError: that op or region stays eager
_TRANSLATION_ERRORS = (KeyError, TypeError, ValueError, IndexError, AttributeError, AssertionError,
                       NotImplementedError)


def fake(node: fx.Node, gm: fx.GraphModule):
    """What a node holds at compile time: its example value (a fake tensor), or the attribute it reads."""
    if node.op == "get_attr":
        return getattr(gm, node.target)
    return node.meta.get("val")


def _input_value(node: fx.Node, gm: fx.GraphModule) -> Value | Empty:
    """A value computed outside the region: an input of the region's term, named by its node (one of no elements
    is Empty: cat skips it, nothing else reads it)."""
    t = fake(node, gm)
    if not isinstance(t, torch.Tensor):
        raise CaptureError(f"{node.name} is not a tensor")
    shape = tuple(int(s) for s in t.shape)
    if math.prod(shape) == 0:
        return Empty(shape, t.dtype)
    return Value(Input(node.name, shape, dtype_name(t.dtype, node.name)), shape, t.dtype)


def translate(node: fx.Node, env: dict, gm: fx.GraphModule):
    """node's Value(s), its tensor arguments from env or else read as inputs; CaptureError when capture has no
    translation."""
    if node.target is operator.getitem:
        picked = env[node.args[0].name][node.args[1]]
        if not isinstance(picked, (Value, Empty)):
            raise CaptureError(f"{node.name}: {picked}")
        return picked
    for a in node.all_input_nodes:
        if a.name not in env:
            env[a.name] = _input_value(a, gm)
    return translate_call(node, env, node.name)


def _covered(gm: fx.GraphModule) -> dict[fx.Node, object]:
    """Each call_function node that capture translates (with its arguments read as inputs), with its Value(s)."""
    ok: dict[fx.Node, object] = {}
    for node in gm.graph.nodes:
        if node.op != "call_function":
            continue
        if node.target is operator.getitem and node.args[0] not in ok:
            continue
        env = {node.args[0].name: ok[node.args[0]]} if node.target is operator.getitem else {}
        try:
            ok[node] = translate(node, env, gm)
        except (CaptureError, *_TRANSLATION_ERRORS):
            continue
    return ok


def partition(gm: fx.GraphModule) -> tuple[list[list[fx.Node]], dict[fx.Node, object]]:
    """Maximal single-output regions of covered nodes, each in graph order (its root last)."""
    ok = _covered(gm)
    region_of: dict[fx.Node, int] = {}
    members: list[list[fx.Node]] = []
    for node in reversed(list(gm.graph.nodes)):
        if node not in ok:
            continue
        # an output of a multi-output op that nothing reads (an attention kernel's log-sum-exp) ties nothing
        users = [u for u in node.users if u.users or u.target is not operator.getitem]
        where = {region_of.get(u) for u in users}
        if users and len(where) == 1 and None not in where:
            region_of[node] = where.pop()
            members[region_of[node]].append(node)
        elif users and isinstance(ok[node], Value):  # a region's root is one tensor (and is read)
            region_of[node] = len(members)
            members.append([node])
    roots = {m[0] for m in members}
    for node in gm.graph.nodes:  # an output nothing reads goes with its op (it is erased with the region)
        if node.target is operator.getitem and not node.users and node.args[0] in region_of:
            region_of[node] = region_of[node.args[0]]
            members[region_of[node]].append(node)
    # an output of a multi-output op that is not in the region reads it as an input: the getitem stays outside
    members = [[n for n in m if n.target is not operator.getitem or region_of.get(n.args[0]) == region_of[n]]
               for m in members]
    order = {n: i for i, n in enumerate(gm.graph.nodes)}
    return [sorted(m, key=lambda n: (n in roots, order[n])) for m in members if m and m[0] in roots], ok


def _shared_tables(term: Term) -> list[Term]:
    """The largest values computed from inputs alone, without products or reductions, that several operations read
    (rotary cos/sin, read by every layer): computed first, they stop tying the region's stretches together, so
    compose finds separators between layers."""
    src: dict = {}
    table: dict[Term, bool] = {}
    parents: Counter = Counter()
    for t in term.walk():
        if not isinstance(t, Term) or t.op not in OPERANDS and not compose.is_source(t, src):
            continue
        kids = compose.operands(t)
        for x in set(kids):
            parents[x] += 1
        table[t] = compose.is_source(t, src) or (
            t.op not in ("MatMul", "Reduce") and bool(kids) and all(table.get(x, False) for x in kids))
    # maximal: a table some non-table value reads, itself more than a view of inputs
    readers = {x for t in table if not table[t] for x in compose.operands(t)}
    return [t for t in table if table[t] and t in readers and not compose.is_source(t, src) and parents[t] > 1
            and any(x.op == "Input" for x in t.walk())]


def region_units(term: Term, max_products: int) -> list[tuple[str, compose.Segment]]:
    """What one region runs, in order, each searched on its own: the segments compose cuts it into, after its
    shared tables where those alone keep it from being cut."""
    segments = compose.cut(term, max_products)
    plain = [(f"{compose.CUT_PREFIX}{k}", s) for k, s in enumerate(segments)]
    tables = _shared_tables(term)
    if max(s.products for s in segments) <= max_products or not tables:
        return plain
    names = {t: f"table{k}" for k, t in enumerate(tables)}
    rest = compose.cut(compose.replace_subterms(term, {t: compose.input_for(t, n) for t, n in names.items()}),
                       max_products)
    if max(s.products for s in rest) >= max(s.products for s in segments):
        return plain
    first = [(n, compose.Segment(0, t, t, [], 0, "a table of the inputs that several operations read"))
             for t, n in names.items()]
    return first + [(f"{compose.CUT_PREFIX}{k}", s) for k, s in enumerate(rest)]


def computes(nodes: list[fx.Node]) -> bool:
    return any(_op_name(n.target) not in _VIEW_OPS for n in nodes)


# functional row updates and their in-place forms: what AOT autograd makes of `cache.index_copy_(...)`
_IN_PLACE = {torch.ops.aten.index_copy.default: torch.ops.aten.index_copy_.default,
             torch.ops.aten.index_put.default: torch.ops.aten.index_put_.default}


def rows_in_place(gm: fx.GraphModule) -> int:
    """A graph input updated by rows (functionalised: `new = index_copy(buf, d, idx, rows); ...; buf.copy_(new)`)
    is updated in place where the functional op stood (`buf.index_copy_(d, idx, rows)`), and later reads of `new`
    read `buf`: a step writes the new rows only, never a copy of the whole buffer. Only where nothing else reads
    `buf`, so no read of its old rows can move past the update. Returns how many were rewritten."""
    done = 0
    for copy in [n for n in gm.graph.nodes if n.op == "call_function" and n.target is torch.ops.aten.copy_.default]:
        buf, new = copy.args[0], copy.args[1]
        if not (isinstance(new, fx.Node) and new.target in _IN_PLACE and buf.op == "placeholder"
                and new.args[0] is buf and set(buf.users) == {new, copy} and not copy.users):
            continue
        with gm.graph.inserting_before(new):
            update = gm.graph.call_function(_IN_PLACE[new.target], new.args, new.kwargs)
        update.meta = dict(new.meta)
        new.replace_all_uses_with(update)
        gm.graph.erase_node(copy)
        gm.graph.erase_node(new)
        done += 1
    if done:
        gm.graph.lint()
        gm.recompile()
    return done
