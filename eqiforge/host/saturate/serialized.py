"""The serialized e-graph: egglog's JSON, read once, as IR classes (sort Expr), their nodes and their types.

Every stage after saturation reads the graph through this one class: the dump, the rule checker, extraction, forms.
A class's smallest term (fewest IR nodes, ties broken by the text of its node) is its canonical term; the dump
names the class by a hash of it.
"""
from __future__ import annotations

import hashlib
import heapq

from ..term import Term

INF = float("inf")


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
        self._best: dict[str, str] = {}  # class -> id of its canonical node
        self._values: dict[str, object] = {}  # non-IR class -> its value (see value)
        self._literals: dict[str, str] = {}   # non-IR class -> its text (see literal)
        self._type_texts: dict[str, str] = {}  # Type class -> its text

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
        primitive's value, else the shortest text of its datatype nodes (capitalised ops, as in `value`).
        Memoised: a literal's class also holds the rows of every function that returns it."""
        if cls in self._literals:
            return self._literals[cls]
        text = self._literal_uncached(cls, depth)
        if depth == 0:
            self._literals[cls] = text
        return text

    def _literal_uncached(self, cls: str, depth: int) -> str:
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
        # memoised: a Type class also holds a `ty` row for every class of that type (thousands in a large graph)
        if tcls not in self._type_texts:
            self._type_texts[tcls] = self._type_of_class_uncached(tcls)
        return self._type_texts[tcls]

    def _type_of_class_uncached(self, tcls: str) -> str:
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
    def per_class(self, start, node_value, join) -> dict:
        """A fixpoint over the IR nodes: each class starts at `start`; a node's value (from its children's values)
        is joined into its class's until nothing changes. `join(current, new)` is the joined value, or None."""
        value = {c: start for c in self.expr_classes}
        changed = True
        while changed:
            changed = False
            for c in self.expr_classes:
                for nid in self.ir_nodes[c]:
                    joined = join(value[c], node_value(nid, value))
                    if joined is not None:
                        value[c], changed = joined, True
        return value

    def sizes(self) -> dict[str, float]:
        """Size of the smallest term of every IR class (fewest IR nodes); INF for a class with no finite term.

        Knuth's generalisation of Dijkstra's algorithm: a node is sized once all its operand classes are final, and
        the smallest sized class is final (a node is larger than each operand), so every node is sized once. The
        values are per_class's fixpoint, which re-sweeps the whole graph once per level of a deep program (4.1 s
        for a 35k-class graph of an unrolled iteration)."""
        if self._sizes is None:
            final: dict[str, float] = {}
            waiting: dict[str, int] = {}             # node -> operand classes not final yet
            readers: dict[str, list[str]] = {}       # class -> nodes with it as an operand
            ready: list[tuple[float, str]] = []      # (size, class) of nodes whose operands are all final
            expr = self.ir_nodes
            for c in self.expr_classes:
                for nid in expr[c]:
                    kids = {k for k in map(self._cls, self.nodes[nid]["children"]) if k in expr}
                    waiting[nid] = len(kids)
                    for k in kids:
                        readers.setdefault(k, []).append(nid)
                    if not kids:
                        ready.append((1, c))
            heapq.heapify(ready)
            while ready:
                size, c = heapq.heappop(ready)
                if c in final:
                    continue
                final[c] = size
                for nid in readers.get(c, ()):
                    waiting[nid] -= 1
                    if waiting[nid] == 0:
                        heapq.heappush(ready, (self._node_size(nid, final), self.nodes[nid]["eclass"]))
            self._sizes = {c: final.get(c, INF) for c in self.expr_classes}
        return self._sizes

    def _node_size(self, nid: str, size: dict[str, float]) -> int:
        # exact integers: tree sizes of unrolled iterations pass 2**53, where floats would tie a node with its
        # operand and the smallest term (so the class's name) would depend on the order egglog numbered classes
        total = 1
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
            # Smallest first: sizes are exact, so the operands of a class's smallest nodes are smaller and named
            # before it, and its name depends on the graph alone, not on the order egglog numbered its classes.
            for c in sorted((c for c in self.expr_classes if size[c] < INF), key=lambda c: size[c]):
                smallest = [nid for nid in self.ir_nodes[c] if self._node_size(nid, size) == size[c]]
                best, nid = min((self.node_text(nid, names), nid) for nid in smallest)
                self._best[c] = nid
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
