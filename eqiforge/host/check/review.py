"""What a change did to the committed results, for review (`eqiforge diff --review`): results/ at a git revision
against the working tree. Per workload, the classes and nodes of its e-graph dump added and removed, counted per
constructor; the rules whose match counts changed (results/rules.json); and whether each workload's best candidate
changed (report.json). It summarises what a dump diff lists node by node, so a one-rule change on mhc reads in a
few lines."""
from __future__ import annotations

import json
import re
import subprocess
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from ..errors import EqiForgeError
from ..paths import ROOT
from ..saturate.dump import DumpDiff, diff_dumps

_CTOR = re.compile(r"\((\S+?)[\s)]")


def constructor(term: str) -> str:
    """The head of a dump's term (`(TileMatMul c1 c2 ...)` -> TileMatMul)."""
    m = _CTOR.search(term)
    return m.group(1) if m else term


def class_constructor(header: str, nodes) -> str:
    """The head a class counts under: its smallest term's, where the dump writes the term out (`c.. : T := (Op
    ..)`); else, where the term is too long to write, its nodes' head when they share one, or their heads joined
    by `|`. Never the type: a tuple type `(f32[..], f32[..])` is not a term."""
    if " := " in header:
        return constructor(header.split(" := ", 1)[1])
    return "|".join(sorted({constructor(n) for n in nodes})) or "(no node)"


def by_constructor(d: DumpDiff) -> dict[str, dict[str, int]]:
    """Classes and nodes added and removed, per constructor: a class counts under its smallest term's head
    (`class_constructor`), a node under its own."""
    counts: dict[str, Counter] = {}

    def add(ctor: str, what: str, n: int = 1) -> None:
        counts.setdefault(ctor, Counter())[what] += n

    for e in d.added.values():
        add(class_constructor(e.header, e.nodes), "classes_added")
        for n in e.nodes:
            add(constructor(n), "nodes_added")
    for e in d.removed.values():
        add(class_constructor(e.header, e.nodes), "classes_removed")
        for n in e.nodes:
            add(constructor(n), "nodes_removed")
    for nodes, what in ((d.nodes_added, "nodes_added"), (d.nodes_removed, "nodes_removed")):
        for group in nodes.values():
            for n in group:
                add(constructor(n), what)
    keys = ("classes_added", "classes_removed", "nodes_added", "nodes_removed")
    return {c: {k: counts[c][k] for k in keys} for c in sorted(counts)}


@dataclass
class Review:
    rev: str
    dumps: dict[str, dict] = field(default_factory=dict)        # workload -> totals and per constructor
    unchanged_dumps: list[str] = field(default_factory=list)
    rules: list[dict] = field(default_factory=list)             # rules whose match counts changed
    best: dict[str, dict] = field(default_factory=dict)         # workload -> before / after / changed

    def to_json(self) -> dict:
        return {"rev": self.rev, "dumps": self.dumps, "unchanged_dumps": self.unchanged_dumps, "rules": self.rules,
                "best": self.best}

    def text(self) -> str:
        out = [f"review: results/ at {self.rev} -> the working tree"]
        out.append("e-graph dumps (classes and nodes added/removed, per constructor):")
        for w, d in self.dumps.items():
            t = d["total"]
            if "only" in d:
                out.append(f"  {w}: {d['only']}")
                continue
            out.append(f"  {w}: classes +{t['classes_added']} -{t['classes_removed']}, "
                       f"nodes +{t['nodes_added']} -{t['nodes_removed']}")
            for c, n in d["constructors"].items():
                parts = [f"classes +{n['classes_added']} -{n['classes_removed']}"] if (
                    n["classes_added"] or n["classes_removed"]) else []
                parts.append(f"nodes +{n['nodes_added']} -{n['nodes_removed']}")
                out.append(f"    {c}: {', '.join(parts)}")
        if self.unchanged_dumps:
            out.append(f"  unchanged: {', '.join(self.unchanged_dumps)}")
        out.append("rules whose match counts changed (results/rules.json):")
        out += [f"  {r['rule']}: " + (r["status"] if "status" in r else ", ".join(
            f"{w} {a} -> {b}" for w, (a, b) in r["matches"].items())) for r in self.rules] or ["  none"]
        out.append("best candidates (report.json):")
        for w, b in self.best.items():
            if b["changed"]:
                out.append(f"  {w}: changed: {_best_text(b['before'])} -> {_best_text(b['after'])}")
        same = [w for w, b in self.best.items() if not b["changed"]]
        if same:
            out.append(f"  unchanged: {', '.join(same)}")
        return "\n".join(out)


def _best_text(b: dict | None) -> str:
    if not b:
        return "none"
    return f"{b['id']} ({b['kernels']} kernels: {b['summary']})"


def _git_show(root: Path, rev: str, path: str) -> str | None:
    got = subprocess.run(["git", "show", f"{rev}:{path}"], cwd=root, capture_output=True, text=True)
    return got.stdout if got.returncode == 0 else None


def _git_files(root: Path, rev: str) -> list[str]:
    got = subprocess.run(["git", "ls-tree", "-r", "--name-only", rev, "results/"], cwd=root, capture_output=True,
                         text=True)
    if got.returncode != 0:
        raise EqiForgeError(f"git does not know the revision {rev!r}: {got.stderr.strip()}")
    return got.stdout.split()


def _kept(root: Path, paths: list[Path]) -> list[Path]:
    """The paths git does not ignore (transformers' layers' dumps are written but not kept)."""
    rel = [str(p.relative_to(root)) for p in paths]
    got = subprocess.run(["git", "check-ignore", "--stdin"], cwd=root, input="\n".join(rel), capture_output=True,
                         text=True)
    ignored = set(got.stdout.split())
    return [p for p, r in zip(paths, rel) if r not in ignored]


def _now(root: Path, path: str) -> str | None:
    p = root / path
    return p.read_text() if p.exists() else None


def _best(text: str | None) -> dict | None:
    if not text:
        return None
    report = json.loads(text)
    fam = next((f for f in report["families"] if f["id"] == report.get("best")), None)
    return fam and {"id": fam["id"], "kernels": fam["kernels"], "summary": fam["summary"]}


def review(rev: str = "HEAD", root: Path = ROOT) -> Review:
    """results/ at `rev` against the working tree of the repository at `root`."""
    old_files = _git_files(root, rev)
    r = Review(rev)
    names = sorted({p.split("/")[1] for p in old_files if p.endswith("/egraph.txt")}
                   | {p.parent.name for p in _kept(root, list((root / "results").glob("*/egraph.txt")))})
    for w in names:
        path = f"results/{w}/egraph.txt"
        before, after = _git_show(root, rev, path), _now(root, path)
        if before is None or after is None:
            r.dumps[w] = {"only": "new" if before is None else "removed",
                          "total": {k: 0 for k in ("classes_added", "classes_removed", "nodes_added",
                                                   "nodes_removed")}}
            continue
        d = diff_dumps(before, after, f"{path} at {rev}", path)
        if d.empty:
            r.unchanged_dumps.append(w)
            continue
        s = d.summary()
        r.dumps[w] = {"total": {k: s[k] for k in ("classes_added", "classes_removed", "nodes_added",
                                                  "nodes_removed")},
                      "constructors": by_constructor(d)}
    old_rules, new_rules = (json.loads(t)["rules"] if t else {} for t in (_git_show(root, rev, "results/rules.json"),
                                                                          _now(root, "results/rules.json")))
    old_m, new_m = ({name: info["matches"] for name, info in rules.items()} for rules in (old_rules, new_rules))
    for name in sorted(set(old_m) | set(new_m)):
        if name not in old_m or name not in new_m:
            r.rules.append({"rule": name, "status": "new" if name not in old_m else "removed"})
            continue
        changed = {w: (old_m[name].get(w, 0), new_m[name].get(w, 0)) for w in sorted(set(old_m[name]) |
                                                                                        set(new_m[name]))
                   if old_m[name].get(w, 0) != new_m[name].get(w, 0)}
        if changed:
            r.rules.append({"rule": name, "matches": changed})
    reports = sorted({p.split("/")[1] for p in old_files if p.endswith("/report.json")}
                     | {p.parent.name for p in _kept(root, list((root / "results").glob("*/report.json")))})
    for w in reports:
        path = f"results/{w}/report.json"
        before, after = _best(_git_show(root, rev, path)), _best(_now(root, path))
        # ids are positions in one run's candidate list: a best is the same when its program is
        same = (before and after and before["summary"] == after["summary"]) or before == after
        r.best[w] = {"before": before, "after": after, "changed": not same}
    return r
