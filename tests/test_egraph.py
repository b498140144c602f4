"""The e-graph driver: types by rules, ill-typed terms, schedule, canonical dump, diff, .egg errors."""
import pytest

from eqiforge.host import coords, term as ir
from eqiforge.host.saturate.dump import diff_dumps, dump_text
from eqiforge.host.saturate.egraph import EggError, EGraph, IllTypedError, Phase, TypeConflictError
from eqiforge.host.term import Term, to_sexpr

EXTRA_RULE = """
(ruleset extra)
(rule ((= e (Binary (Mul) a (Scalar c))) (= (ty e) (ty a)) (!= c 0.0))
      ((union e (Binary (Div) a (Scalar (/ 1.0 c))))) :ruleset extra :name "mul-as-div")
"""


def _q():
    return ir.Input("q", (2, 3), "F32")


def test_types_are_computed_by_rules():
    g = EGraph()
    k = ir.Input("k", (4, 3), "F32")
    s = ir.MatMul(_q(), ir.Permute(k, (1, 0)))
    g.add_term(ir.Reduce("RMax", 1, ir.Binary("Mul", s, ir.Scalar(0.5))))
    g.check_types()
    graph = g.serialize()
    assert graph.type_text(graph.root_class()) == "f32[2,1]"


@pytest.mark.parametrize("bad, shown", [
    (lambda: ir.Binary("Add", _q(), ir.Input("k", (4, 5), "F32")), "(Binary Add <f32[2,3]> <f32[4,5]>)"),
    (lambda: ir.MatMul(_q(), _q()), "(MatMul <f32[2,3]> <f32[2,3]>)"),
    (lambda: ir.Reshape(_q(), (5,)), "(Reshape <f32[2,3]> [5])"),
    (lambda: ir.Reduce("RSum", 2, _q()), "(Reduce RSum 2 <f32[2,3]>)"),
    (lambda: ir.Unary("Exp", ir.Binary("Lt", _q(), _q())), "(Unary Exp <bool[2,3]>)"),
    (lambda: ir.Slice(_q(), 1, 2, 2), "(Slice <f32[2,3]> 1 2 2)"),
    (lambda: ir.Concat(_q(), ir.Input("k", (4, 5), "F32"), 0), "(Concat <f32[2,3]> <f32[4,5]> 0)"),
    (lambda: ir.Concat(_q(), ir.Input("k", (2, 3), "F16"), 1), "(Concat <f32[2,3]> <f16[2,3]> 1)"),
])
def test_ill_typed_term_is_reported_with_the_offending_node(bad, shown):
    g = EGraph()
    g.add_term(ir.Unary("Neg", bad()))
    with pytest.raises(IllTypedError) as exc:
        g.check_types()
    assert shown in str(exc.value)


def test_egg_syntax_error_names_file_and_line(tmp_path):
    bad = tmp_path / "broken.egg"
    bad.write_text('(ruleset broken)\n\n(rule ((= e (Unary (Exp) x))) ((union e x)) :ruleset broken :name "r"))\n')
    with pytest.raises(EggError, match=r"broken\.egg:3:"):
        EGraph(extra_files=(bad,))


def test_unnamed_rule_is_rejected(tmp_path):
    bad = tmp_path / "anon.egg"
    bad.write_text("(ruleset anon)\n(rule ((= e (Unary (Exp) x))) ((union e e)) :ruleset anon)\n")
    with pytest.raises(EggError, match=r"anon\.egg:2: every rule needs a :name"):
        EGraph(extra_files=(bad,))


def test_unsound_union_is_a_reported_type_conflict(tmp_path):
    bad = tmp_path / "unsound.egg"
    bad.write_text("(ruleset unsound)\n(rule ((= e (Reduce (RSum) ax x))) ((union e x)) "
                   ":ruleset unsound :name \"drop-sum\")\n")
    g = EGraph(extra_files=(bad,))
    g.add_term(ir.Reduce("RSum", 1, _q()))
    g.check_types()
    with pytest.raises(TypeConflictError, match="drop-sum"):
        g.saturate()


def test_new_rule_file_runs_without_python_change(tmp_path):
    extra = tmp_path / "extra.egg"
    extra.write_text(EXTRA_RULE)
    g = EGraph(extra_files=(extra,))
    g.add_term(ir.Binary("Mul", _q(), ir.Scalar(4.0)))
    g.check_types()
    reports = g.saturate()
    unscheduled = [p for p in reports if p.name == "unscheduled"]
    assert unscheduled and unscheduled[0].matches["mul-as-div"] >= 1


def _dump(terms, extra=()):
    g = EGraph(extra_files=tuple(extra))
    for i, t in enumerate(terms):
        g.add_term(t, f"$r{i}")
    g.check_types()
    g.saturate()
    return dump_text(g.serialize())


def test_dump_does_not_depend_on_insertion_order():
    a = ir.Binary("Add", ir.Unary("Exp", _q()), ir.Binary("Div", _q(), ir.Scalar(2.0)))
    b = ir.Reduce("RSum", 0, ir.Unary("Exp", _q()))
    assert _dump([a, b]) == _dump([b, a])


def test_class_names_do_not_depend_on_egglog_class_ids_past_float_precision():
    """A class's name hashes its smallest term. In a deep program tree sizes pass 2**53 (a chain x + x doubles
    them each level). Class b holds -(a) (one more than a) and (Other c c) (as small as a): in floats all three
    sizes are equal, and which node named b depended on whether egglog numbered b before a. Sizes are exact."""
    from eqiforge.host.saturate.serialized import SerializedGraph

    def graph(b_id: str) -> dict[str, str]:
        nodes = {"n0": {"op": "Leaf", "children": [], "eclass": "x0"}}
        for i in range(1, 62):  # x_i = x_{i-1} + x_{i-1}: tree size 2**(i+1) - 1
            nodes[f"n{i}"] = {"op": "Add", "children": [f"n{i - 1}"] * 2, "eclass": f"x{i}"}
        nodes["neg"] = {"op": "Neg", "children": ["n61"], "eclass": b_id}        # 2**62
        nodes["other"] = {"op": "Other", "children": ["n60"] * 2, "eclass": b_id}  # 2**62 - 1
        classes = {n["eclass"]: {"type": "Expr"} for n in nodes.values()}
        return SerializedGraph({"nodes": nodes, "class_data": classes}, {"Leaf", "Add", "Neg", "Other"}).names()

    before, after = graph("a_first"), graph("z_last")  # b sorted before or after the chain's classes
    assert before["a_first"] == after["z_last"]
    assert {k: v for k, v in before.items() if k != "a_first"} == {k: v for k, v in after.items() if k != "z_last"}


def test_diff_reports_what_a_rule_file_added(tmp_path):
    extra = tmp_path / "extra.egg"
    extra.write_text(EXTRA_RULE)
    t = ir.Binary("Mul", ir.Unary("Exp", _q()), ir.Scalar(3.0))
    before, after = _dump([t]), _dump([t], [extra])
    assert diff_dumps(before, before).empty
    d = diff_dumps(before, after)
    s = d.summary()
    # new: the literal 1/3; the root class gains a Div node, which is now its smallest term (so it is renamed)
    assert s["classes_added"] == 1 and s["classes_removed"] == 0 and s["nodes_removed"] == 0
    assert s["classes_renamed"] == 1
    assert any(n.startswith("(Binary Div ") for nodes in d.nodes_added.values() for n in nodes)
    assert any("0.3333333333333333" in e.header for e in d.added.values())


def test_slice_and_concat_types_and_states():
    """Shapes by rules; a tile along another axis stays a tile, and a slice or concatenation along the tiled axis
    gets no state (so no binder accepts it)."""
    g = EGraph()
    x, k = ir.Input("x", (2, 5), "F32"), ir.Input("k", (2, 3), "F32")
    p = coords.loop(coords.in_dim("x", 0), 2)  # a coordinate over an axis of extent 2 (ir.egg: Coord)
    tile, ktile = Term("Partition", x, 0, p), Term("Partition", k, 0, p)
    terms = {"$cat": ir.Concat(ir.Slice(x, 1, 1, 3), k, 1), "$slice_other": ir.Slice(tile, 1, 1, 3),
             "$cat_other": ir.Concat(tile, ktile, 1), "$slice_tiled": ir.Slice(tile, 0, 0, 1),
             "$repl": ir.Concat(Term("Replicate", x, p), Term("Replicate", k, p), 1)}
    for name, t in terms.items():
        g.add_term(t, name)
    g.saturate_types()
    graph = g.serialize()
    assert graph.type_text(graph.root_class("$cat")) == "f32[2,6]"
    assert graph.type_text(graph.root_class("$cat_other")) == "f32[2,8]"
    p = to_sexpr(p)
    g.run(f"(check (= (pst $slice_other {p}) (Part 0)) (= (pst $cat_other {p}) (Part 0)) (= (pst $repl {p}) (Repl)))")
    for state in ("(Part 0)", "(Repl)", "(Partial)"):
        with pytest.raises(EggError):
            g.run(f"(check (= (pst $slice_tiled {p}) {state}))")


def test_phase_node_growth_bounds_what_a_phase_adds(tmp_path):
    """A phase's node_growth counts the nodes it adds, not the graph's total: a rule that grows without end stops
    after the first iteration that adds more than the growth limit, however large the node limit."""
    grow = tmp_path / "grow.egg"
    grow.write_text("(ruleset grow)\n(rule ((= e (Unary (Exp) x))) "
                    "((union e (Unary (Exp) (Binary (Add) x (Scalar 0.0))))) :ruleset grow :name \"exp-add-zero\")\n")
    g = EGraph(extra_files=(grow,))
    g.add_term(ir.Unary("Exp", _q()))
    g.check_types()
    g.schedule = [Phase("grow", ["grow"], iterations=50, node_limit=10**6, node_growth=6)]
    start = g.node_count()
    report = g.saturate()[0]   # (the project's rulesets follow in an unscheduled phase)
    assert report.name == "grow" and report.stop == "node growth (6)"
    assert 6 < report.nodes - start <= 6 + 4   # stopped by the first iteration past the limit (2 nodes each)
    assert report.iterations < 50


def _refined(program: Term) -> tuple:
    """The e-graph of a program after algebra and refinement only (no propagation), serialized, and its root class."""
    g = EGraph()
    g.add_program(program)
    g.check_types()
    g.schedule = [p if p.name in ("algebra", "refinement") else Phase(p.name, p.rulesets, iterations=0)
                  for p in g.schedule]
    g.saturate()
    graph = g.serialize()
    return graph, graph.root_class("$root")


def _combines(graph, cls: str) -> dict[int, str]:
    """Grid axis -> the class its Combine's body is (the Partition of `cls` along that axis), for the Combines of cls."""
    out = {}
    for nid in graph.ir_nodes[cls]:
        node = graph.nodes[nid]
        if node["op"] == "Combine":
            body, _, axis = (graph.nodes[k]["eclass"] for k in node["children"])
            out[int(graph.literal(axis))] = body
    return out


def test_grids_are_prefixes_of_the_output_sized_axes():
    """A grid over the output cuts its first sized axis, then the next sized one, and so on (a size-1 axis skipped):
    [2, 3, 1, 5] gets grids over (0), (0, 1), (0, 1, 3) and no grid that starts at axis 1 or jumps from 0 to 3."""
    x = ir.Input("x", (2, 3, 1, 5), "F32")
    graph, root = _refined(ir.Binary("Mul", x, x))
    top = _combines(graph, root)
    assert set(top) == {0}
    second = _combines(graph, top[0])
    assert set(second) == {1}
    assert set(_combines(graph, second[1])) == {3}


def test_a_leading_size_one_axis_is_skipped_by_the_grid():
    """A decode-shaped output [1, 7, 5] (one row, a prime width): the grid starts at axis 1, then axis 2."""
    x = ir.Input("x", (1, 7, 5), "F32")
    graph, root = _refined(ir.Binary("Mul", x, x))
    top = _combines(graph, root)
    assert set(top) == {1}
    assert set(_combines(graph, top[1])) == {2}


def test_no_loop_over_a_reduced_axis_of_at_most_four():
    """A sum over 4 elements is kept whole in every tile (no PReduce); a sum over 5 becomes a loop over tiles."""
    for n, loops in ((4, 0), (5, 1)):
        x = ir.Input("x", (3, n), "F32")
        graph, root = _refined(ir.Reduce("RSum", 1, x))
        folds = [nid for nid in graph.ir_nodes[root] if graph.nodes[nid]["op"] == "PReduce"]
        assert len(folds) == loops, (n, [graph.nodes[nid]["op"] for nid in graph.ir_nodes[root]])
