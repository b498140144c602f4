"""The serialized e-graph, its canonical text dump, and the diff of two dumps.

egglog's ids change whenever anything changes, so the dump names each class by a hash of its canonical term: the
smallest term in the class (fewest IR nodes), ties broken by the text of the node. A class keeps its name as long
as its smallest term is the same, so a rule edit reviews as a short `git diff` of classes and nodes added or removed.
"""
from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field

from .errors import EqiForgeError
from .term import Term

INF = float("inf")


class _TooLong(Exception):
    pass


class SerializedGraph:
    """egglog's JSON serialization, seen as IR classes (sort Expr) and their IR nodes."""

    def __init__(self, data: dict, expr_constructors: set[str]):
        self.nodes: dict[str, dict] = data["nodes"]
        self.class_data: dict[str, dict] = data.get("class_data", {})
        self.expr_classes = sorted(c for c, d in self.class_data.items() if d.get("type") == "Expr")
        expr = set(self.expr_classes)
        self.ir_nodes: dict[str, list[str]] = {c: [] for c in self.expr_classes}
        self.by_class: dict[str, list[str]] = {}
        self.types: dict[str, str] = {}  # Expr class -> Type class
        for nid, n in self.nodes.items():
            self.by_class.setdefault(n["eclass"], []).append(nid)
            if n["eclass"] in expr and n["op"] in expr_constructors:
                self.ir_nodes[n["eclass"]].append(nid)
            elif n["op"] == "ty" and n["children"]:
                self.types[self._cls(n["children"][0])] = n["eclass"]
        self._names: dict[str, str] | None = None
        self._sizes: dict[str, float] | None = None
        self._sig: dict[str, str] = {}  # class -> text of its canonical node
        self._best: dict[str, str] = {}  # class -> id of its canonical node
        self._values: dict[str, object] = {}  # non-IR class -> its value (see value)

    def _cls(self, node_id: str) -> str:
        return self.nodes[node_id]["eclass"]

    def is_expr(self, cls: str) -> bool:
        return cls in self.ir_nodes

    @property
    def num_classes(self) -> int:
        return sum(1 for c in self.expr_classes if self.ir_nodes[c])

    @property
    def num_nodes(self) -> int:
        return sum(len(v) for v in self.ir_nodes.values())

    def root_class(self, let_name: str = "$root") -> str | None:
        for c, d in self.class_data.items():
            if d.get("let") == let_name:
                return c
        return None

    # -- literals (shapes, dtypes, operators) -------------------------------------------------------------------
    def value(self, cls: str):
        """The value of a non-IR class, as the host's terms hold it: an int, float, string or bool, a shape tuple, or
        a datatype atom such as (RSum) or (RPair (RSum) (RMax)) as a Term. Datatype constructors are the capitalised
        ops (the .egg convention: functions such as ty or pst are lower case)."""
        if cls in self._values:
            return self._values[cls]
        sort = self.class_data.get(cls, {}).get("type")
        ids = self.by_class.get(cls, [])
        kids = lambda nid: [self._cls(c) for c in self.nodes[nid]["children"]]  # noqa: E731
        out, found = None, False
        for nid in ids:
            op = self.nodes[nid]["op"]
            if not nid.startswith("primitive-"):
                continue
            found = True
            if op in ("vec-of", "vec-empty"):
                out = tuple(self.value(c) for c in kids(nid))
            elif sort == "i64":
                out = int(op)
            elif sort == "f64":
                out = float(op)
            elif sort == "String":
                out = op[1:-1].replace('\\"', '"').replace("\\\\", "\\")
            elif sort == "bool":
                out = op == "true"
            else:
                found = False
            if found:
                break
        if not found:  # a datatype value: the node the dump writes for it (`literal`), so both agree
            datatype = [nid for nid in ids if self.nodes[nid]["op"][:1].isupper()]
            if datatype:
                nid = min(datatype, key=lambda i: (len(self._literal_node(i)), self._literal_node(i)))
                out, found = Term(self.nodes[nid]["op"], *(self.value(c) for c in kids(nid))), True
        if not found:
            raise ValueError(f"cannot read the value of class {cls} ({sort})")
        self._values[cls] = out
        return out

    def literal(self, cls: str, depth: int = 0) -> str:
        """Render a non-IR class (a primitive, a Vec, an operator or dtype atom, a coordinate) as short text: a
        primitive's value, else the shortest text of its datatype nodes (capitalised ops, as in `value`)."""
        best = None
        for nid in self.by_class.get(cls, []):
            n = self.nodes[nid]
            prim = nid.startswith("primitive-")
            if not (prim or n["op"][:1].isupper()) or (n["children"] and depth > 8 and not prim):
                continue
            text = self._literal_node(nid, depth)
            if best is None or (not prim, len(text), text) < (not best[0], len(best[1]), best[1]):
                best = (prim, text)
        return best[1] if best else f"?{cls}"

    def _literal_node(self, nid: str, depth: int = 0) -> str:
        n = self.nodes[nid]
        if n["op"] == "vec-of":
            return "[" + ",".join(self.literal(self._cls(c), depth + 1) for c in n["children"]) + "]"
        if n["op"] == "vec-empty":
            return "[]"
        if n["children"]:
            return "(" + n["op"] + " " + " ".join(self.literal(self._cls(c), depth + 1) for c in n["children"]) + ")"
        return n["op"]

    def type_text(self, cls: str) -> str:
        tcls = self.types.get(cls)
        return self._type_of_class(tcls) if tcls else "untyped"

    def _type_of_class(self, tcls: str) -> str:
        texts = []
        for nid in self.by_class.get(tcls, []):
            n = self.nodes[nid]
            if n["op"] == "TTensor":
                shape, dt = (self._cls(c) for c in n["children"])
                texts.append(self.literal(dt).lower() + self.literal(shape))
            elif n["op"] == "TTuple":
                texts.append("(" + ", ".join(self._type_of_class(self._cls(c)) for c in n["children"]) + ")")
        return " | ".join(sorted(set(texts))) or "untyped"

    # -- canonical names ----------------------------------------------------------------------------------------
    def sizes(self) -> dict[str, float]:
        """Size of the smallest term of every IR class (fewest IR nodes), by fixpoint iteration."""
        if self._sizes is None:
            size = {c: INF for c in self.expr_classes}
            changed = True
            while changed:
                changed = False
                for c in self.expr_classes:
                    for nid in self.ir_nodes[c]:
                        s = self._node_size(nid, size)
                        if s < size[c]:
                            size[c], changed = s, True
            self._sizes = size
        return self._sizes

    def _node_size(self, nid: str, size: dict[str, float]) -> float:
        total = 1.0
        for ch in self.nodes[nid]["children"]:
            cc = self._cls(ch)
            if cc in size:
                total += size[cc]
        return total

    def names(self) -> dict[str, str]:
        """Canonical name of every IR class: a hash of the text of its smallest term."""
        if self._names is None:
            size = self.sizes()
            names: dict[str, str] = {}
            for c in sorted((c for c in self.expr_classes if size[c] < INF), key=lambda c: size[c]):
                best, nid = min((self.node_text(nid, names), nid) for nid in self.ir_nodes[c]
                                if self._node_size(nid, size) == size[c])
                self._sig[c], self._best[c] = best, nid
                names[c] = "c" + hashlib.sha1(best.encode()).hexdigest()[:10]
            self._names = names
        return self._names

    def canonical_node(self, cls: str) -> str:
        """Id of the node that makes the class's smallest term (the one its name is hashed from)."""
        self.names()
        return self._best[cls]

    def node_text(self, nid: str, names: dict[str, str] | None = None) -> str:
        names = self.names() if names is None else names
        n = self.nodes[nid]
        parts = [n["op"]]
        for ch in n["children"]:
            cc = self._cls(ch)
            parts.append(names.get(cc, "?") if self.is_expr(cc) else self.literal(cc))
        return "(" + " ".join(parts) + ")"

    def term_text(self, cls: str, limit: int = 120) -> str | None:
        """The class's smallest term written out in full, or None when longer than `limit` characters."""
        self.names()

        def write(c: str) -> str:
            n = self.nodes[self._best[c]]
            parts = [n["op"]]
            for ch in n["children"]:
                cc = self._cls(ch)
                parts.append(write(cc) if self.is_expr(cc) else self.literal(cc))
            text = "(" + " ".join(parts) + ")"
            if len(text) > limit:
                raise _TooLong
            return text

        try:
            return write(cls)
        except _TooLong:
            return None

    # -- type checking support ----------------------------------------------------------------------------------
    def untyped_classes(self) -> list[str]:
        return [c for c in self.expr_classes if self.ir_nodes[c] and c not in self.types]

    def describe_untyped(self, untyped: list[str]) -> str:
        """The smallest ill-typed node: all its operands are typed, it is not. Operands shown with their types."""
        bad = set(untyped)
        size = self.sizes()
        for c in sorted(untyped, key=lambda c: (size[c], c)):
            for nid in self.ir_nodes[c]:
                kids = [self._cls(ch) for ch in self.nodes[nid]["children"]]
                if not any(k in bad for k in kids):
                    n = self.nodes[nid]
                    args = []
                    for k in kids:
                        args.append(f"<{self.type_text(k)}>" if self.is_expr(k) else self.literal(k))
                    return "(" + " ".join([n["op"]] + args) + ")"
        return f"{len(untyped)} untyped classes (a cycle of ill-typed terms)"

    # -- the dump -----------------------------------------------------------------------------------------------
    def dump(self) -> str:
        names, size = self.names(), self.sizes()
        classes = sorted(names, key=lambda c: (size[c], self._sig[c]))
        lines = [f"# eqiforge e-graph dump: {len(classes)} classes, "
                 f"{sum(len(self.ir_nodes[c]) for c in classes)} nodes",
                 "# a class is named by a hash of its smallest term; each indented line is one e-node of it", ""]
        for c in classes:
            term = self.term_text(c)
            lines.append(f"{names[c]} : {self.type_text(c)}" + (f" := {term}" if term else ""))
            for text in sorted({self.node_text(nid) + (" [subsumed]" if self.nodes[nid].get("subsumed") else "")
                                for nid in self.ir_nodes[c]}):
                lines.append("  " + text)
        return "\n".join(lines) + "\n"


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
