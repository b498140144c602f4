"""The commands users run: list, show, saturate (+ dump determinism), diff, and one-line errors."""
import json
import os
import subprocess
import sys
import textwrap

import pytest

from eqiforge.host.paths import ROOT

from .conftest import WORKLOADS


def test_list_shows_every_workload(run_cli):
    code, out, _ = run_cli("list")
    assert code == 0
    for name in WORKLOADS:
        assert name in out


@pytest.mark.parametrize("name", WORKLOADS)
def test_show(run_cli, name):
    code, out, _ = run_cli("show", name)
    assert code == 0
    assert "distinct IR nodes" in out and "(let $root" in out


def test_saturate_json_writes_identical_dumps_and_diff(run_cli, tmp_path):
    first, second = tmp_path / "a.txt", tmp_path / "b.txt"
    code, out, _ = run_cli("saturate", "attention_decode", "--json", "--out", str(first))
    assert code == 0
    report = json.loads(out)
    # what a script reads from --json (seconds: wall-clock, any value is right; report.json keeps it apart)
    assert {"workload", "config", "classes", "nodes", "seconds", "phases", "limit_hit", "dump_path"} <= report.keys()
    assert (report["workload"], report["config"], report["dump_path"]) == ("attention_decode", "paper", str(first))
    assert report["classes"] > 0 and report["nodes"] >= report["classes"]
    assert [p["name"] for p in report["phases"]] == ["algebra", "refinement", "propagation", "tile-algebra",
                                                       "accumulate", "storage"]
    for phase in report["phases"]:  # per phase: time, size, and whether a limit ended it
        assert {"seconds", "nodes", "classes", "limit_hit", "stop", "matches"} <= phase.keys()
        assert phase["limit_hit"] == (phase["stop"] != "saturated")
    assert report["phases"][-1]["classes"] == report["classes"]
    # a second run, in another process with another hash seed, writes the identical file
    r = _cli("saturate", "attention_decode", "--out", str(second), env_extra={"PYTHONHASHSEED": "12345"})
    assert r.returncode == 0, r.stderr
    assert first.read_bytes() == second.read_bytes()
    code, out, _ = run_cli("diff", str(first), str(second))
    assert code == 0 and out.strip() == "no change"

    extra = tmp_path / "extra.egg"
    extra.write_text('(ruleset extra)\n(rule ((= e (Unary (Exp) x)) (= (ty e) (ty x)))\n'
                     '  ((union e (Binary (Pow) (Scalar 2.718281828459045) x))) :ruleset extra :name "exp-as-pow")\n')
    third = tmp_path / "c.txt"
    code, _, _ = run_cli("saturate", "attention_decode", "--rules", str(extra), "--out", str(third))
    assert code == 0
    code, out, _ = run_cli("diff", str(first), str(third), "--json")
    summary = json.loads(out)
    assert summary["classes_added"] > 0 and summary["nodes_removed"] == 0
    code, out, _ = run_cli("diff", str(first), str(third))
    assert "(Binary Pow " in out and "2.718281828459045" in out
    # per constructor: the new Pow nodes are Binary nodes, and the summary lists constructors, not nodes
    assert summary["constructors"]["Binary"]["nodes_added"] > 0
    assert sum(n["nodes_added"] for n in summary["constructors"].values()) == summary["nodes_added"]
    code, out, _ = run_cli("diff", str(first), str(third), "--summary")
    assert code == 0 and "  Binary: " in out and "2.718281828459045" not in out
    assert len(out.strip().splitlines()) == 1 + len(summary["constructors"])


def test_review_summarises_what_a_change_did_to_results(tmp_path):
    """`eqiforge diff --review`: results/ at a revision against the working tree. A rule added to lora's
    saturation shows as Binary nodes added to its dump; a rule's changed match count and a changed best are
    named; what did not change is listed as unchanged."""
    import shutil
    import subprocess

    from eqiforge.host.check.review import review
    repo = tmp_path / "repo"
    for name in ("lora", "gated_mlp"):
        (repo / "results" / name).mkdir(parents=True)
        for f in ("egraph.txt", "report.json"):
            shutil.copy(ROOT / "results" / name / f, repo / "results" / name / f)
    shutil.copy(ROOT / "results" / "rules.json", repo / "results" / "rules.json")
    git = ["git", "-c", "user.name=t", "-c", "user.email=t@t", "-C", str(repo)]
    subprocess.run(["git", "init", "-q", str(repo)], check=True)
    subprocess.run(git + ["add", "."], check=True)
    subprocess.run(git + ["commit", "-qm", "results"], check=True)
    assert review("HEAD", repo).text().endswith("unchanged: gated_mlp, lora")
    # a dump git ignores (transformers' layers') is written but not reviewed
    (repo / ".gitignore").write_text("results/hf_*/\n")
    (repo / "results" / "hf_layer").mkdir()
    shutil.copy(ROOT / "results" / "lora" / "egraph.txt", repo / "results" / "hf_layer" / "egraph.txt")
    assert "hf_layer" not in review("HEAD", repo).dumps

    dump = (repo / "results/lora/egraph.txt").read_text()
    header, node = next((line, nxt) for line, nxt in zip(dump.splitlines(), dump.splitlines()[1:])
                        if line.startswith("c") and ":= (Binary Mul " in line)
    (repo / "results/lora/egraph.txt").write_text(dump.replace(node + "\n", node + "\n  (Binary Pow c0 c0)\n", 1))
    rules = json.loads((repo / "results/rules.json").read_text())
    rules["rules"]["mul-commute"]["matches"]["lora"] += 2
    (repo / "results/rules.json").write_text(json.dumps(rules))
    report = json.loads((repo / "results/lora/report.json").read_text())
    other = next(f for f in report["families"] if f["id"] != report["best"] and f["summary"] != next(
        g["summary"] for g in report["families"] if g["id"] == report["best"]))
    report["best"] = other["id"]
    (repo / "results/lora/report.json").write_text(json.dumps(report))
    r = review("HEAD", repo)
    assert r.dumps["lora"]["constructors"] == {"Binary": {"classes_added": 0, "classes_removed": 0,
                                                          "nodes_added": 1, "nodes_removed": 0}}
    assert r.unchanged_dumps == ["gated_mlp"]
    before = json.loads(subprocess.run(git + ["show", "HEAD:results/rules.json"], capture_output=True,
                                       text=True).stdout)["rules"]["mul-commute"]["matches"]["lora"]
    assert r.rules == [{"rule": "mul-commute", "matches": {"lora": (before, before + 2)}}]
    assert r.best["lora"]["changed"] and r.best["lora"]["after"]["id"] == other["id"]
    assert not r.best["gated_mlp"]["changed"]
    text = r.text()
    assert "lora: classes +0 -0, nodes +1 -0" in text and f"mul-commute: lora {before} -> {before + 2}" in text


def test_diff_counts_each_class_under_a_constructor_never_under_its_type():
    """A class whose smallest term is too long to write out (no `:=` in its header) counts under its nodes' head,
    or their heads joined by `|`; a tuple type is never taken for a constructor. So the summary of a change to a
    large graph has one line per constructor, not one per class."""
    from eqiforge.host.check.review import by_constructor
    from eqiforge.host.saturate.dump import diff_dumps
    a = 'c0000000001 : f32[2] := (Input "a" [2] F32)\n  (Input "a" [2] F32)\n'
    b = a + ("c0000000002 : (f32[2], f32[2])\n  (Tuple c0000000001 c0000000001)\n"
             "c0000000003 : f32[2]\n  (Binary Add c0000000001 c0000000001)\n  (Unary Neg c0000000001)\n"
             "c0000000004 : i64[2]\n  (Unary Neg c0000000001)\n")
    counts = by_constructor(diff_dumps(a, b))
    assert {c: n["classes_added"] for c, n in counts.items() if n["classes_added"]} == {
        "Tuple": 1, "Binary|Unary": 1, "Unary": 1}
    assert {c: n["nodes_added"] for c, n in counts.items() if n["nodes_added"]} == {
        "Tuple": 1, "Binary": 1, "Unary": 2}


def test_saturate_profile_accounts_for_every_iteration(run_cli, tmp_path):
    """--profile: one row per iteration of every phase, in schedule order; each row's change is the difference of
    the node counts around it, so the rows add up from the typed input to the phase reports' final count."""
    code, out, _ = run_cli("saturate", "attention_decode", "--config", "small", "--profile", "--json",
                           "--out", str(tmp_path / "d.txt"))
    assert code == 0
    report = json.loads(out)
    steps = report["growth"]
    assert [(s["phase"], s["iteration"]) for s in steps] == [
        (p["name"], i + 1) for p in report["phases"] for i in range(p["iterations"])]
    for p in report["phases"]:  # a phase's last row is its report's size
        assert [s["nodes"] for s in steps if s["phase"] == p["name"]][-1] == p["nodes"]
    before = report["input_nodes"]
    for s in steps:
        assert s["added"] == s["nodes"] - before == sum(s["grew"].values())
        before = s["nodes"]
    assert any(s["grew"].get("Replicate", 0) > 0 for s in steps if s["phase"] == "propagation")
    code, out, _ = run_cli("saturate", "attention_decode", "--config", "small", "--profile",
                           "--out", str(tmp_path / "d.txt"))
    assert code == 0 and "growth per iteration" in out and "propagation" in out


def _cli(*argv, env_extra=None):
    env = {**os.environ, **(env_extra or {})}
    return subprocess.run([sys.executable, "-m", "eqiforge.host.cli", *argv], capture_output=True, text=True, env=env)


def test_bad_workload_name_is_one_line_without_traceback():
    r = _cli("saturate", "no_such_workload")
    assert r.returncode != 0
    assert r.stderr.strip().startswith("error: unknown workload 'no_such_workload'")
    assert len(r.stderr.strip().splitlines()) == 1 and "Traceback" not in r.stderr


def test_egg_syntax_error_is_one_line_with_file_and_line(tmp_path):
    bad = tmp_path / "bad.egg"
    bad.write_text("(ruleset bad)\n(rule ((= e (Exp x))) ((union e x)) :ruleset bad :name \"x\")\n")
    r = _cli("saturate", "lora", "--rules", str(bad), "--out", str(tmp_path / "d.txt"))
    assert r.returncode != 0
    assert f"{bad}:2:" in r.stderr and "Traceback" not in r.stderr
    assert len(r.stderr.strip().splitlines()) == 1


def _suite(tmp_path, **files):
    """A workload directory of its own (EQIFORGE_WORKLOADS_DIR): one good workload plus the given files."""
    suite = tmp_path / "workloads"
    suite.mkdir()
    (suite / "lora.py").write_text((ROOT / "workloads" / "lora.py").read_text())
    for name, text in files.items():
        (suite / f"{name}.py").write_text(textwrap.dedent(text))
    return suite


BROKEN = {
    "bad": 'import torch\nDESCRIPTION = "x"\n\ndef forward(x:\n    return x\n',
    "imp": 'import torch\nimport no_such_module_for_eqiforge\n',
}


def test_broken_workload_show_is_one_line_with_file_and_line(run_cli, tmp_path, monkeypatch):
    suite = _suite(tmp_path, **BROKEN)
    monkeypatch.setenv("EQIFORGE_WORKLOADS_DIR", str(suite))
    code, out, err = run_cli("show", "bad")
    assert code == 1 and out == ""
    assert err.strip().startswith(f"error: {suite / 'bad.py'}:4: SyntaxError:"), err
    assert len(err.strip().splitlines()) == 1
    code, _, err = run_cli("show", "imp")
    assert code == 1 and f"{suite / 'imp.py'}:2: ModuleNotFoundError: No module named" in err
    assert len(err.strip().splitlines()) == 1


def test_list_marks_broken_workloads_and_lists_the_rest(run_cli, tmp_path, monkeypatch):
    monkeypatch.setenv("EQIFORGE_WORKLOADS_DIR", str(_suite(tmp_path, **BROKEN)))
    code, out, err = run_cli("list")
    assert code == 1  # documented: the table is complete, and a broken file fails the command
    assert "LoRA" in out and "paper, llama2_7b, small" in out
    rows = out.replace("│", " ")
    assert "broken:" in rows and "SyntaxError" in rows and "ModuleNotFoundError" in rows
    assert [line.split(":")[0] for line in err.strip().splitlines()] == ["error", "error"]


def test_data_dependent_control_flow_is_one_line_naming_the_line(tmp_path):
    suite = _suite(tmp_path, branchy=(ROOT / "workloads" / "lora.py").read_text().replace(
        "    def forward(self, x, w, a, b):\n",
        "    def forward(self, x, w, a, b):\n        if x.sum() > 0:\n            x = -x\n"))
    line = next(i for i, t in enumerate((suite / "branchy.py").read_text().splitlines(), 1) if "if x.sum()" in t)
    r = _cli("show", "branchy", env_extra={"EQIFORGE_WORKLOADS_DIR": str(suite)})
    assert r.returncode == 1
    # one line: torch's own warnings and partial graph (tens of lines) stay out of the terminal
    assert r.stderr.strip().splitlines() == [r.stderr.strip()], r.stderr
    assert r.stderr.startswith(f"error: data-dependent control flow at {suite / 'branchy.py'}:{line}: "
                               "`if x.sum() > 0:`"), r.stderr


@pytest.mark.parametrize("content", [
    bytes(range(256)) * 4,                                            # random bytes: not text
    b"",                                                              # empty: no class
    b"IyBlcWlmb3JnZSBlLWdyYXBoIGR1bXA6IDQyOCBjbGFzc2Vz\nYzU4ZTBmYjll\n",  # base64 of a dump
    b"# eqiforge e-graph dump: 1 classes, 1 nodes\n  (Input \"a\" [2] F32)\n",  # a node outside any class
])
def test_diff_refuses_a_file_that_is_not_a_dump_in_one_line(run_cli, tmp_path, content):
    dump = ROOT / "results" / "lora" / "egraph.txt"
    bad = tmp_path / "bad.txt"
    bad.write_bytes(content)
    for argv in ((str(bad), str(dump)), (str(dump), str(bad))):
        code, out, err = run_cli("diff", *argv)
        assert code == 1 and out == ""
        assert err.startswith(f"error: {bad} is not an EqiForge e-graph dump: ") and len(err.strip().splitlines()) == 1
    code, out, _ = run_cli("diff", str(dump), str(dump))  # a real dump still diffs
    assert code == 0 and out.strip() == "no change"
