"""The canonical text dump of a serialized e-graph, and the diff of two dumps.

egglog's ids change whenever anything changes, so the dump names each class by a hash of its canonical term: the
smallest term in the class (fewest IR nodes), ties broken by the text of the node. A class keeps its name as long
as its smallest term is the same, so a rule edit reviews as a short `git diff` of classes and nodes added or removed.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from ..errors import EqiForgeError
from .serialized import SerializedGraph


def dump_text(graph: SerializedGraph) -> str:
    """Every IR class that has a finite term, smallest first: its name, type and smallest term, then its nodes."""
    names, size = graph.names(), graph.sizes()
    classes = sorted(names, key=lambda c: (size[c], graph.node_text(graph.canonical_node(c))))
    lines = [f"# eqiforge e-graph dump: {len(classes)} classes, "
             f"{sum(len(graph.ir_nodes[c]) for c in classes)} nodes",
             "# a class is named by a hash of its smallest term; each indented line is one e-node of it", ""]
    texts: dict[str, str | None] = {}
    for c in classes:
        term = _term_text(graph, c, texts)
        lines.append(f"{names[c]} : {graph.type_text(c)}" + (f" := {term}" if term else ""))
        for text in sorted({graph.node_text(nid) + (" [subsumed]" if graph.nodes[nid].get("subsumed") else "")
                            for nid in graph.ir_nodes[c]}):
            lines.append("  " + text)
    return "\n".join(lines) + "\n"


def _term_text(graph: SerializedGraph, cls: str, texts: dict[str, str | None], limit: int = 120) -> str | None:
    """The class's smallest term written out in full, or None when longer than `limit` characters. `texts` keeps
    each class's answer: a deep program's terms share subterms (an unrolled iteration reads each round twice), and
    writing each one out again is exponential in the depth before the length check can stop it."""

    def write(c: str) -> str | None:
        if c not in texts:
            n = graph.nodes[graph.canonical_node(c)]
            parts = [n["op"]]
            for ch in n["children"]:
                cc = graph.nodes[ch]["eclass"]
                part = write(cc) if graph.is_expr(cc) else graph.literal(cc)
                if part is None:
                    break
                parts.append(part)
            else:
                text = "(" + " ".join(parts) + ")"
                texts[c] = text if len(text) <= limit else None
                return texts[c]
            texts[c] = None
        return texts[c]

    return write(cls)


# ---------------------------------------------------------------------------------------------------------------
# Diff of two dumps

@dataclass
class ClassEntry:
    header: str
    nodes: set[str] = field(default_factory=set)


@dataclass
class DumpDiff:
    added: dict[str, ClassEntry]
    removed: dict[str, ClassEntry]
    nodes_added: dict[str, set[str]]
    nodes_removed: dict[str, set[str]]
    renamed: dict[str, str] = field(default_factory=dict)  # old name -> new name

    @property
    def empty(self) -> bool:
        return not (self.added or self.removed or self.nodes_added or self.nodes_removed or self.renamed)

    def summary(self) -> dict:
        return {
            "classes_added": len(self.added), "classes_removed": len(self.removed),
            "classes_renamed": len(self.renamed),
            "nodes_added": sum(len(e.nodes) for e in self.added.values()) + sum(map(len, self.nodes_added.values())),
            "nodes_removed": sum(len(e.nodes) for e in self.removed.values()) + sum(map(len, self.nodes_removed.values())),
        }

    def text(self) -> str:
        s = self.summary()
        if self.empty:
            return "no change"
        out = [f"classes: +{s['classes_added']} -{s['classes_removed']} (renamed {s['classes_renamed']}), "
               f"nodes: +{s['nodes_added']} -{s['nodes_removed']}"]
        for name, e in sorted(self.added.items()):
            out.append(f"+ {e.header}")
            out += [f"+   {n}" for n in sorted(e.nodes)]
        for name, e in sorted(self.removed.items()):
            out.append(f"- {e.header}")
            out += [f"-   {n}" for n in sorted(e.nodes)]
        old_name = {new: old for old, new in self.renamed.items()}
        for name in sorted(set(self.nodes_added) | set(self.nodes_removed) | set(old_name)):
            out.append(f"~ {name}" + (f" (was {old_name[name]}: a new node is now its smallest term)"
                                      if name in old_name else ""))
            out += [f"+   {n}" for n in sorted(self.nodes_added.get(name, ()))]
            out += [f"-   {n}" for n in sorted(self.nodes_removed.get(name, ()))]
        return "\n".join(out)


class DumpFormatError(EqiForgeError):
    """A file given as a dump is not one (binary, empty, or lines that are neither classes nor nodes)."""


_HEADER = re.compile(r"^(c[0-9a-f]{10}) : ")
_NODE = re.compile(r"^  \(.*\)( \[subsumed\])?$")


def parse_dump(text: str, source: str = "the input") -> dict[str, ClassEntry]:
    """The classes of a dump (as `dump` writes it: `#` comments, class headers, indented node lines). Anything
    else is refused rather than skipped: a diff against a file that is not a dump would report every class as
    removed."""
    classes: dict[str, ClassEntry] = {}
    current: ClassEntry | None = None
    for number, line in enumerate(text.splitlines(), 1):
        m = _HEADER.match(line)
        if m:
            current = classes.setdefault(m.group(1), ClassEntry(line))
        elif _NODE.match(line) and current is not None:
            current.nodes.add(line.strip())
        elif line.strip() and not line.startswith("#"):
            what = "a node line before any class" if _NODE.match(line) else "neither a class header nor a node line"
            raise DumpFormatError(f"{source} is not an EqiForge e-graph dump: line {number} is {what}")
    if not classes:
        raise DumpFormatError(f"{source} is not an EqiForge e-graph dump: it has no class")
    return classes


def diff_dumps(a_text: str, b_text: str, a_name: str = "the first dump", b_name: str = "the second dump") -> DumpDiff:
    """What changed from dump a to dump b. A class whose smallest term changed gets a new name; it is matched
    to its old name when it still holds every node the old class had, and shown as nodes added, not as a
    class removed and another added."""
    a, b = parse_dump(a_text, a_name), parse_dump(b_text, b_name)
    added = {k: b[k] for k in set(b) - set(a)}
    removed = {k: a[k] for k in set(a) - set(b)}
    renamed: dict[str, str] = {}
    for old in sorted(removed):
        for new in sorted(added):
            if removed[old].nodes and removed[old].nodes <= added[new].nodes and new not in renamed.values():
                renamed[old] = new
                break
    pairs = [(k, k) for k in set(a) & set(b)] + list(renamed.items())
    return DumpDiff(
        added={k: v for k, v in added.items() if k not in renamed.values()},
        removed={k: v for k, v in removed.items() if k not in renamed},
        nodes_added={new: b[new].nodes - a[old].nodes for old, new in pairs if b[new].nodes - a[old].nodes},
        nodes_removed={new: a[old].nodes - b[new].nodes for old, new in pairs if a[old].nodes - b[new].nodes},
        renamed=renamed,
    )
