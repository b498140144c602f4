"""`eqiforge check-rules`: every rule is checked on random instances against the float64 reference interpreter."""
import json
import re
import shutil

import pytest

from eqiforge.host import check as checker
from eqiforge.host.check.instances import Instance, free_coordinates, instantiate
from eqiforge.host.check.patterns import Query, Signatures
from eqiforge.host.check.states import StateTable
from eqiforge.host.coords import extent
from eqiforge.host.paths import EGG_DIR
from eqiforge.host.saturate.egraph import ANALYSIS_RULESETS, FIRST_FILES, EGraph

# One rule per line, so each rule's line number is its index + 1.
BOGUS = [
    "(ruleset bogus)",
    # exp(a + b) is exp(a) * exp(b), not exp(a) + exp(b)
    '(rule ((= e (Unary (Exp) (Binary (Add) a b)))) ((union e (Binary (Add) (Unary (Exp) a) (Unary (Exp) b)))) '
    ':ruleset bogus :name "exp-add-unsound")',
    # the sound version, guarded so that neither operand broadcasts
    '(rule ((= e (Unary (Exp) (Binary (Add) a b))) (= (ty e) (ty a)) (= (ty e) (ty b))) '
    '((union e (Binary (Mul) (Unary (Exp) a) (Unary (Exp) b)))) :ruleset bogus :name "exp-add-sound")',
    # no well-typed Reduce has a negative axis
    '(rule ((= e (Reduce (RSum) ax x)) (< ax 0)) ((union e x)) :ruleset bogus :name "never-matches")',
    # a class can't hold both an Add and a Mul of the same operands in a fresh instance
    '(rule ((= e (Binary (Add) a b)) (= e (Binary (Mul) a b))) ((union e a)) :ruleset bogus :name "never-both")',
    # x - y = y - x: sound only when x = y
    '(rewrite (Binary (Sub) x y) (Binary (Sub) y x) :when ((= (ty x) (ty y))) :ruleset bogus :name "sub-commute")',
    # transposing a square matrix keeps its type, not its value
    '(rule ((= e (Permute x p)) (= (ty e) (ty x))) ((union e x)) :ruleset bogus :name "permute-noop-unsound")',
    # the second field of a pair is not the first: a type conflict whenever they differ in shape or dtype
    '(rule ((= e (Get (Tuple a b) 1))) ((union e a)) :ruleset bogus :name "get1-is-first")',
    # a sound rewrite: --x = x
    '(rewrite (Unary (Neg) (Unary (Neg) x)) x :ruleset bogus :name "neg-neg-rewrite")',
]
LINE = {m.group(1): i + 1 for i, text in enumerate(BOGUS) if (m := re.search(r':name "([^"]+)"', text))}
EXPECTED = {"exp-add-unsound": "FAIL", "exp-add-sound": "ok", "never-matches": "unchecked", "never-both": "unchecked",
            "sub-commute": "FAIL", "permute-noop-unsound": "FAIL", "get1-is-first": "FAIL", "neg-neg-rewrite": "ok"}


@pytest.fixture
def bogus_file(tmp_path):
    path = tmp_path / "bogus.egg"
    path.write_text("\n".join(BOGUS) + "\n")
    return path


@pytest.fixture
def ir_only(tmp_path, monkeypatch):
    """Check against an egglog_src holding only the IR and its types, so a run sees the test's rules alone (fast)."""
    egg = tmp_path / "egg"
    egg.mkdir()
    for name in FIRST_FILES:
        shutil.copy(EGG_DIR / name, egg / name)
    real = checker.check_rules
    monkeypatch.setattr(checker, "check_rules", lambda **kw: real(egg_dir=egg, **kw))
    return egg


@pytest.mark.slow  # 74 s: every rule file through check-rules (CI's slow set; `eqiforge check-rules` for a user)
def test_every_project_rule_passes(run_cli):
    # every rule until it has fired 8 times (the CLI's default is 16): every rule checked in half the time
    code, out, _ = run_cli("check-rules", "--matches", "8", "--json")
    report = json.loads(out)
    names = {n for n, r in EGraph().rules.items() if r.ruleset not in ANALYSIS_RULESETS}
    assert {r["name"] for r in report["rules"]} == names
    bad = [f"{r['name']} ({r['file']}:{r['line']}): {r['status']} {r['detail']}" for r in report["rules"]
           if r["status"] != "ok"]
    assert not bad, "\n".join(bad)
    assert code == 0
    assert report["summary"] == {"rules": len(names), "ok": len(names), "fail": 0, "unchecked": 0}
    # every rule that adds an equality was shown instances and fired; those that add none (cleanup.egg's, which
    # subsume one of two fused loops found through relations) are ok by what their actions are
    unmatched = {r["name"]: r["detail"] for r in report["rules"] if r["matches"] == 0}
    assert all(r["tried"] >= r["usable"] > 0 for r in report["rules"] if r["name"] not in unmatched)
    assert all(EGraph().rules[n].ruleset == "cleanup" and detail.startswith("adds no equality")
               for n, detail in unmatched.items()), unmatched


def test_a_rule_adding_no_equality_is_ok_unmatched_and_one_adding_one_is_not(run_cli, ir_only, tmp_path):
    """A rule that only subsumes (or asserts a relation) cannot be unsound, so it is ok even where no instance
    reaches it (a query over relations only); the same query with a union stays unchecked."""
    path = tmp_path / "subsume.egg"
    path.write_text("(relation Twin (Expr Expr))\n(ruleset bogus)\n"
                    "(rule ((Twin a b)) ((subsume (Unary (Neg) b))) :ruleset bogus :name \"drop-twin\")\n"
                    "(rule ((Twin a b)) ((union a b)) :ruleset bogus :name \"join-twin\")\n")
    code, out, _ = run_cli("check-rules", "--rules", str(path), "--json")
    got = {r["name"]: r for r in json.loads(out)["rules"]}
    assert (got["drop-twin"]["status"], got["join-twin"]["status"]) == ("ok", "unchecked")
    assert got["drop-twin"]["detail"].startswith("adds no equality")


def test_rules_over_operator_relations_see_every_form_the_relation_stands_for(run_cli, ir_only, tmp_path):
    """A rule that finds operands through a relation that helper rules derive from one constructor (types.egg:
    Siblings, ProductOf) is shown instances of every form: both operand orders, MatMul and TileMatMul. Reading a
    Sub's operands in either order is caught; a Max's is sound; a product found through ProductOf is checked."""
    path = tmp_path / "relations.egg"
    path.write_text(
        "(ruleset bogus)\n"
        '(rule ((= e (Binary (Sub) u w)) (Siblings e x y y)) ((union e (Binary (Sub) x y))) '
        ':ruleset bogus :name "sub-either-order")\n'
        '(rule ((= e (Binary (Max) u w)) (Siblings e x y y)) ((union e (Binary (Max) x y))) '
        ':ruleset bogus :name "max-either-order")\n'
        '(rule ((= e (Replicate x p)) (ProductOf x a b) (= (pst e p) (Repl))) '
        '((union e (TileMatMul (Replicate a p) (Replicate b p)))) :ruleset bogus :name "replicated-product")\n')
    code, out, _ = run_cli("check-rules", "--rules", str(path), "--json")
    got = {r["name"]: r for r in json.loads(out)["rules"]}
    assert got["sub-either-order"]["status"] == "FAIL", got["sub-either-order"]
    assert got["max-either-order"]["status"] == "ok" and got["max-either-order"]["matches"] > 0
    assert got["replicated-product"]["status"] == "ok" and got["replicated-product"]["matches"] > 0
    assert code == 1


def test_unsound_rules_fail_and_unmatchable_rules_are_unchecked(run_cli, ir_only, bogus_file):
    """Each rule's verdict, where it is written and why; in this process with no terminal (a log, CI), a count of
    the rules checked on stderr."""
    code, out, err = run_cli("check-rules", "--rules", str(bogus_file), "--jobs", "1", "--json")
    assert code == 1
    assert "check-rules: 8/8 rules" in err.splitlines(), err
    report = json.loads(out)
    got = {r["name"]: r for r in report["rules"]}
    assert {n: r["status"] for n, r in got.items()} == EXPECTED
    for name, r in got.items():
        assert (r["file"], r["line"]) == (str(bogus_file), LINE[name])
    assert "(Add (Exp " in got["exp-add-unsound"]["detail"] and "differ" in got["exp-add-unsound"]["detail"]
    assert "different types" in got["get1-is-first"]["detail"]
    assert got["never-matches"]["matches"] == 0 and "never matched" in got["never-matches"]["detail"]
    assert got["never-matches"]["usable"] > 0  # the instances were fine: the guard is what never holds
    assert report["summary"] == {"rules": 8, "ok": 2, "fail": 4, "unchecked": 2}


def test_matches_bounds_how_long_a_sound_rule_is_tried(run_cli, ir_only, bogus_file):
    """--matches N stops a rule's instances once it has fired N times: the same verdicts, a sound rule tried on
    fewer instances than at the default of 16; below 1 is refused."""
    def report(*extra):
        _, out, _ = run_cli("check-rules", "--rules", str(bogus_file), "--json", *extra)
        return {r["name"]: r for r in json.loads(out)["rules"]}
    full, short = report(), report("--matches", "1")
    assert {n: r["status"] for n, r in short.items()} == EXPECTED
    ok = [n for n, r in full.items() if r["status"] == "ok"]
    assert ok and all(1 <= short[n]["matches"] <= full[n]["matches"] for n in ok)
    assert sum(short[n]["tried"] for n in ok) < sum(full[n]["tried"] for n in ok)
    code, _, err = run_cli("check-rules", "--matches", "0")
    assert code != 0 and "--matches must be at least 1" in err


def test_table_names_each_rule_with_file_and_line(run_cli, ir_only, bogus_file, monkeypatch):
    from rich.console import Console

    from eqiforge.host import cli_rules
    monkeypatch.setattr(cli_rules, "out", Console(highlight=False, soft_wrap=True, width=240))  # no folded cells
    code, out, _ = run_cli("check-rules", "--rules", str(bogus_file))
    assert code == 1
    rows = {line.split("│")[1].strip(): line for line in out.splitlines() if line.count("│") > 3}
    for name, status in EXPECTED.items():
        assert f"{bogus_file}:{LINE[name]}" in rows[name] and f" {status} " in rows[name]
    assert "(Add (Exp " in rows["exp-add-unsound"]
    assert "8 rules: 2 ok, 4 FAIL, 2 unchecked" in out


def test_sound_rules_alone_exit_zero(run_cli, ir_only, tmp_path):
    path = tmp_path / "sound.egg"
    path.write_text("\n".join(BOGUS[i] for i in (0, 2, 8)) + "\n")
    code, out, _ = run_cli("check-rules", "--rules", str(path), "--json")
    assert code == 0
    assert [r["status"] for r in json.loads(out)["rules"]] == ["ok", "ok"]


def test_seeded_and_deterministic(run_cli, ir_only, bogus_file):
    runs = [json.loads(run_cli("check-rules", "--rules", str(bogus_file), "--json", "--seed", s)[1])
            for s in ("7", "7", "8")]
    assert runs[0]["rules"] == runs[1]["rules"]
    assert runs[0]["seed"] == 7 and runs[2]["seed"] == 8
    assert [r["status"] for r in runs[2]["rules"]] == list(EXPECTED.values())


def test_a_rule_adding_an_ill_typed_term_fails(ir_only, tmp_path):
    path = tmp_path / "illtyped.egg"
    path.write_text("(ruleset bad)\n"
                    "(rule ((= e (Unary (Neg) x)) (= (ty x) (TTensor s d)) (= 2 (vec-length s)))\n"
                    "      ((union e (Unary (Neg) (Permute x (vec-of 0 0))))) :ruleset bad :name \"bad-permute\")\n")
    report = checker.check_rules(extra_files=(path,))
    [r] = report.results
    assert (r.status, r.line) == ("FAIL", 2)
    assert "ill-typed" in r.detail and "Permute" in r.detail


def test_a_construct_the_interpreter_lacks_leaves_the_rule_unchecked(ir_only, tmp_path):
    path = tmp_path / "twice.egg"
    path.write_text("(constructor Twice (Expr) Expr)\n(ruleset ext)\n"
                    "(rule ((= e (Twice x))) ((union e (Binary (Add) x x))) :ruleset ext :name \"twice-as-add\")\n")
    [r] = checker.check_rules(extra_files=(path,)).results
    assert (r.name, r.status, r.line) == ("twice-as-add", "unchecked", 3)
    assert "does not know the construct Twice" in r.detail


def test_a_rule_building_a_construct_the_interpreter_lacks_is_unchecked_not_failed(ir_only, tmp_path):
    """The instances evaluate; only what the rule builds is beyond the interpreter: that is no evidence either way."""
    path = tmp_path / "twice.egg"
    path.write_text("(constructor Twice (Expr) Expr)\n"
                    "(rule ((= e (Twice x)) (= t (ty x))) ((union (ty e) t)) :ruleset type-analysis :name \"ty-twice\")\n"
                    "(ruleset ext)\n"
                    "(rule ((= e (Binary (Add) x x))) ((union e (Twice x))) :ruleset ext :name \"add-as-twice\")\n")
    [r] = checker.check_rules(extra_files=(path,)).results
    assert (r.name, r.status, r.line) == ("add-as-twice", "unchecked", 4)
    assert r.matches > 0 and "does not know the construct Twice" in r.detail


# Rules over the parallel constructs (ir.egg, parallel.egg): sound ones must be checked, unsound ones must fail.
PARALLEL = [
    "(ruleset par)",
    # sound propagation: a tile of a Unary is the Unary of the tile
    '(rule ((= e (Partition (Unary op x) ax p)) (= (pst e p) (Part ax))) ((union e (Unary op (Partition x ax p)))) '
    ':ruleset par :name "part-unary")',
    # unsound: the Partition pushed to another axis (of a square matrix, so that only the state betrays it)
    '(rule ((= e (Partition (Unary op x) ax p)) (= (pst e p) (Part ax)) (= (ty x) (TTensor s d)) (= 2 (vec-length s)) '
    '(= n (vec-get s 0)) (= n (vec-get s 1)) (!= ax 0)) ((union e (Unary op (Partition x 0 p)))) '
    ':ruleset par :name "part-unary-wrong-axis")',
    # sound refinement: a closed sum is the fold of the sums of its tiles
    '(rule ((= e (Reduce (RSum) ax x)) (Closed e) (= (ty x) (TTensor s d)) (= n (vec-get s ax)) (> n 1) '
    '(AxisDim x ax dn)) '
    '((let p (Loop dn n)) (union e (PReduce (RSum) (Reduce (RSum) ax (Partition x ax p)) p))) '
    ':ruleset par :name "refine-sum")',
    # unsound: tiles taken along axis 0 while the sum is over another axis of the same extent
    '(rule ((= e (Reduce (RSum) ax x)) (Closed e) (= (ty x) (TTensor s d)) (= 2 (vec-length s)) (= n (vec-get s 0)) '
    '(= n (vec-get s 1)) (> n 1) (!= ax 0) (AxisDim x ax dn)) '
    '((let p (Loop dn n)) (union e (PReduce (RSum) (Reduce (RSum) ax (Partition x 0 p)) p))) '
    ':ruleset par :name "refine-sum-wrong-axis")',
    # unsound: partial sums folded with max
    '(rule ((= e (PReduce (RSum) v p))) ((union e (PReduce (RMax) v p))) :ruleset par :name "psum-as-pmax")',
    # sound: a sum of x * exp(m - max m) is field 1 of the rescaling fold of (m, x), when x has the product's shape
    '(rule ((= e (PReduce (RSum) (Binary (Mul) x (Unary (Exp) (Binary (Sub) m (Replicate big p)))) p)) '
    '(= big (PReduce (RMax) m p)) (= (ty x) (ty (Binary (Mul) x (Unary (Exp) (Binary (Sub) m (Replicate big p))))))) '
    '((union e (Get (PReduce (RRescale) (Tuple m x) p) 1))) :ruleset par :name "rescale-sum")',
    # unsound: the same sum without the rescaling
    '(rule ((= e (PReduce (RSum) (Binary (Mul) x (Unary (Exp) (Binary (Sub) m (Replicate big p)))) p)) '
    '(= big (PReduce (RMax) m p)) (= (ty x) (ty (Binary (Mul) x (Unary (Exp) (Binary (Sub) m (Replicate big p))))))) '
    '((union e (PReduce (RSum) x p))) :ruleset par :name "rescale-dropped")',
    # sound storage: every instance's partial value may be stored before the fold
    '(rule ((= e (PReduce r v p))) ((union e (PReduce r (Collect v p) p))) :ruleset par :name "collect-partials")',
]
PARALLEL_EXPECTED = {"part-unary": "ok", "part-unary-wrong-axis": "FAIL", "refine-sum": "ok",
                     "refine-sum-wrong-axis": "FAIL", "psum-as-pmax": "FAIL", "rescale-sum": "ok",
                     "rescale-dropped": "FAIL", "collect-partials": "ok"}


def test_parallel_rules_are_checked(ir_only, tmp_path):
    path = tmp_path / "parallel.egg"
    path.write_text("\n".join(PARALLEL) + "\n")
    report = checker.check_rules(extra_files=(path,))
    got = {r.name: r for r in report.results}
    assert {n: r.status for n, r in got.items()} == PARALLEL_EXPECTED, {n: r.detail for n, r in got.items()}
    for name, status in PARALLEL_EXPECTED.items():
        if status == "ok":  # compared on instances, not vacuously
            assert got[name].matches > 0 and got[name].compared > 0 and got[name].values > 0, got[name]
    assert "values differ" in got["psum-as-pmax"].detail and "PReduce RMax" in got["psum-as-pmax"].detail
    assert "values differ" in got["rescale-dropped"].detail
    assert "instance" in got["refine-sum-wrong-axis"].detail or "shape" in got["refine-sum-wrong-axis"].detail


def test_parallel_instances_carry_coordinates_and_tiles():
    """Coordinate variables get a Loop or a Grid over a Dim of their own, with extent > 1; tiles give at least two
    instances; leaves under a PReduce depend on its coordinate."""
    import random

    from egglog import bindings
    eg = EGraph()
    sigs = Signatures([c for p in eg.sources for c in bindings.EGraph().parse_program(p.read_text())])
    [cmd] = bindings.EGraph().parse_program(
        '(rule ((= e (PReduce (RSum) (Binary (Add) a b) p))) ((union e e)) :name "x")')
    query = Query(list(cmd.rule.body), sigs)
    table = StateTable(eg)
    rng = random.Random(0)
    for k in range(50):
        inst = Instance(rng, sigs, "a")
        [root] = instantiate(query, inst, table)
        p = inst.values["p"]
        assert p.op in ("Loop", "Grid") and p.args[0].op == "InDim"
        assert extent(p) > 1 and inst.tiles[p] < extent(p)
        assert root.op == "PReduce" and root.args[2] == p and free_coordinates(root) == frozenset()
        assert p in free_coordinates(root.args[1])


def test_saturate_warns_about_rule_files_until_check_rules_passes_on_that_text(run_cli, ir_only, tmp_path,
                                                                                monkeypatch):
    from eqiforge.host.saturate import rule_cache
    monkeypatch.setattr(rule_cache, "EGG_DIR", ir_only)  # the record is against the rules the check ran with
    path = tmp_path / "sound.egg"
    path.write_text("\n".join(BOGUS[i] for i in (0, 2, 8)) + "\n")
    saturate = ("saturate", "lora", "--config", "small", "--rules", str(path), "--out", str(tmp_path / "d.txt"))
    warning = f"warning: the rules in {path} are unchecked; check them with: eqiforge check-rules --rules {path}"
    code, _, err = run_cli(*saturate)
    assert code == 0 and err.strip().splitlines()[-1] == warning  # after the progress lines
    assert run_cli("check-rules", "--rules", str(path))[0] == 0
    code, _, err = run_cli(*saturate)
    assert code == 0 and "warning" not in err
    path.write_text(path.read_text() + "; edited\n")  # another text: unchecked again
    code, _, err = run_cli(*saturate)
    assert code == 0 and err.strip().splitlines()[-1] == warning


def test_a_failing_check_records_nothing_and_project_rule_edits_invalidate_a_pass(run_cli, ir_only, bogus_file,
                                                                                  tmp_path, monkeypatch):
    from eqiforge.host.saturate import rule_cache
    monkeypatch.setattr(rule_cache, "EGG_DIR", ir_only)
    assert run_cli("check-rules", "--rules", str(bogus_file), "--json")[0] == 1
    assert rule_cache.unchecked((bogus_file,)) == [bogus_file]
    path = tmp_path / "sound.egg"
    path.write_text(BOGUS[0] + "\n" + BOGUS[8] + "\n")
    assert rule_cache.unchecked((path,), ir_only) == [path]
    rule_cache.record_passed((path,), ir_only)
    assert rule_cache.unchecked((path,), ir_only) == []
    (ir_only / "types.egg").write_text((ir_only / "types.egg").read_text() + "\n; a project rule edit\n")
    assert rule_cache.unchecked((path,), ir_only) == [path]


# Slice and Concat propagation (rules/propagation.egg), checked as written there, beside the same-axis versions
# its comment rules out: those must fail (a tile of a slice or concatenation along its own axis is not the slice
# or concatenation of tiles), and so must a concatenation with its operands swapped.
SLICE_RULES = ("part-slice", "part-concat", "replicate-slice", "replicate-concat")
SLICE_UNSOUND = [
    '(rule ((= e (Partition (Slice x sax 0 n) ax p)) (= (pst e p) (Part ax)) (= sax ax)) '
    '((union e (Slice (Partition x ax p) sax 0 n))) :ruleset sl :name "part-slice-same-axis")',
    '(rule ((= e (Partition (Concat a b cax) ax p)) (= (pst e p) (Part ax)) (= cax ax)) '
    '((union e (Concat (Partition a ax p) (Partition b ax p) cax))) :ruleset sl :name "part-concat-same-axis")',
    '(rule ((= e (Partition (Concat a b cax) ax p)) (= (pst e p) (Part ax)) (!= cax ax)) '
    '((union e (Concat (Partition b ax p) (Partition a ax p) cax))) :ruleset sl :name "part-concat-swapped")',
]


def test_slice_and_concat_propagation_is_checked(ir_only, tmp_path):
    text = (EGG_DIR / "rules" / "propagation.egg").read_text()
    project = {m.group(2): m.group(1) for m in re.finditer(r'(\((?:rule|rewrite) .*?:name "([^"]+)"\))', text, re.S)}
    path = tmp_path / "slice.egg"
    path.write_text("(ruleset sl)\n" + "\n".join(project[n].replace(":ruleset propagation", ":ruleset sl")
                                                  for n in SLICE_RULES) + "\n" + "\n".join(SLICE_UNSOUND) + "\n")
    got = {r.name: r for r in checker.check_rules(extra_files=(path,)).results}
    assert {n: r.status for n, r in got.items()} == {**{n: "ok" for n in SLICE_RULES},
                                                     "part-slice-same-axis": "FAIL", "part-concat-same-axis": "FAIL",
                                                     "part-concat-swapped": "FAIL"}, {n: r.detail for n, r in got.items()}
    for name in SLICE_RULES:  # compared on instances, not vacuously
        assert got[name].matches > 0 and got[name].compared > 0 and got[name].values > 0, got[name]
    assert "values differ" in got["part-concat-swapped"].detail or "different types" in got["part-concat-swapped"].detail


def test_erf_rules_are_checked_against_torch_erf(ir_only, tmp_path):
    """Erf is an operator the checker instantiates and the interpreter evaluates: erf is odd, not even, and a rule
    over every unary operator is instantiated with Erf among them."""
    path = tmp_path / "erf.egg"
    path.write_text("(ruleset erf)\n"
                    "(rewrite (Unary (Erf) (Unary (Neg) x)) (Unary (Neg) (Unary (Erf) x)) :ruleset erf :name \"erf-odd\")\n"
                    "(rewrite (Unary (Erf) (Unary (Neg) x)) (Unary (Erf) x) :ruleset erf :name \"erf-even\")\n")
    got = {r.name: r for r in checker.check_rules(extra_files=(path,)).results}
    assert got["erf-odd"].status == "ok" and got["erf-odd"].compared > 0, got["erf-odd"]
    assert got["erf-even"].status == "FAIL" and "differ" in got["erf-even"].detail, got["erf-even"]
    from egglog import bindings
    sigs = Signatures([c for p in EGraph().sources for c in bindings.EGraph().parse_program(p.read_text())])
    assert "Erf" in sigs.variants["UnOp"]
