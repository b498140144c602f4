"""IR terms on the host side: an immutable tree mirroring the constructors of egglog_src/ir.egg.

A Term is an operator name plus arguments; an argument is a Term or a literal: int (egglog i64), float (f64),
str (String) or a tuple of ints (a Shape, egglog's Vec i64). Nullary datatype constructors such as the dtype F32 or
the operator Exp are Terms with no arguments. Terms print to egglog syntax and parse back from it, so the e-graph,
the interpreter and the tests all speak the same text.
"""
from __future__ import annotations

import math
import re
from typing import Iterator, Union

from . import ops

Literal = Union[int, float, str, tuple]
Arg = Union["Term", Literal]


class Term:
    __slots__ = ("op", "args", "_hash")

    def __init__(self, op: str, *args: Arg):
        self.op = op
        self.args = tuple(args)
        self._hash = hash((op, self.args))

    def __hash__(self) -> int:
        return self._hash

    def __reduce__(self):
        # rebuilt, not copied: the cached hash comes from str hashes, which differ between processes (a term a
        # worker process pickled would otherwise never equal the same term built here)
        return Term, (self.op, *self.args)

    def __eq__(self, other: object) -> bool:
        if self is other:
            return True
        if not isinstance(other, Term) or self._hash != other._hash:
            return False
        return _same(self, other)

    def __repr__(self) -> str:
        return to_sexpr(self)

    def walk(self) -> Iterator["Term"]:
        """Every distinct sub-term (including atoms), children before parents."""
        seen: set[Term] = set()
        stack: list[tuple[Term, bool]] = [(self, False)]
        while stack:
            t, expanded = stack.pop()
            if expanded:
                yield t
                continue
            if t in seen:
                continue
            seen.add(t)
            stack.append((t, True))
            for a in reversed(t.args):
                if isinstance(a, Term) and a not in seen:
                    stack.append((a, False))


def _same(a: Term, b: Term) -> bool:
    """Structural equality of two terms, each pair of subterms compared once: two equal terms built apart share
    no objects, and comparing their argument tuples recursively visits every path of a DAG (an unrolled
    iteration that reads each round's value twice has 2^rounds paths)."""
    seen: set[tuple[int, int]] = set()
    stack = [(a, b)]
    while stack:
        x, y = stack.pop()
        if x is y or (id(x), id(y)) in seen:
            continue
        seen.add((id(x), id(y)))
        if x._hash != y._hash or x.op != y.op or len(x.args) != len(y.args):
            return False
        for p, q in zip(x.args, y.args):
            if isinstance(p, Term) and isinstance(q, Term):
                stack.append((p, q))
            elif isinstance(p, Term) or isinstance(q, Term) or not (p is q or p == q):
                return False
    return True


# Sorts of the IR that are atoms (nullary constructors), by sort (the dtypes: schema.DTYPES).
UNOPS = tuple(ops.UNARY)
BINOPS = tuple(ops.BINARY)
REDUCERS = tuple(ops.REDUCERS)


# ---------------------------------------------------------------------------------------------------------------
# Builders: one per Expr constructor, so host code never spells an operator name as a bare string.

def Input(name: str, shape: tuple, dtype: str) -> Term:
    return Term("Input", name, tuple(shape), Term(dtype))


def Scalar(value: float) -> Term:
    return Term("Scalar", float(value))


def Full(value: float, shape: tuple, dtype: str) -> Term:
    return Term("Full", float(value), tuple(shape), Term(dtype))


def Iota(shape: tuple, axis: int, dtype: str = "I64") -> Term:
    return Term("Iota", tuple(shape), int(axis), Term(dtype))


def Unary(op: str, x: Term) -> Term:
    assert op in UNOPS, op
    return Term("Unary", Term(op), x)


def Binary(op: str, a: Term, b: Term) -> Term:
    assert op in BINOPS, op
    return Term("Binary", Term(op), a, b)


def Where(cond: Term, a: Term, b: Term) -> Term:
    return Term("Where", cond, a, b)


def Cast(x: Term, dtype: str) -> Term:
    return Term("Cast", x, Term(dtype))


def Reshape(x: Term, shape: tuple) -> Term:
    return Term("Reshape", x, tuple(shape))


def Permute(x: Term, perm: tuple) -> Term:
    return Term("Permute", x, tuple(perm))


def Expand(x: Term, shape: tuple) -> Term:
    return Term("Expand", x, tuple(shape))


def MatMul(a: Term, b: Term) -> Term:
    return Term("MatMul", a, b)


def Reduce(reducer: str, axis: int, x: Term) -> Term:
    assert reducer in REDUCERS, reducer
    return Term("Reduce", Term(reducer), int(axis), x)


def Tuple(a: Term, b: Term) -> Term:
    return Term("Tuple", a, b)


def Get(x: Term, field: int) -> Term:
    return Term("Get", x, int(field))


def Slice(x: Term, axis: int, start: int, length: int) -> Term:
    return Term("Slice", x, int(axis), int(start), int(length))


def Concat(a: Term, b: Term, axis: int) -> Term:
    return Term("Concat", a, b, int(axis))


# ---------------------------------------------------------------------------------------------------------------
# Printing

def fmt_f64(x: float) -> str:
    """A float as egglog reads it back exactly (repr round-trips; egglog needs a '.' or exponent)."""
    if math.isnan(x):
        return "NaN"
    if math.isinf(x):
        return "inf" if x > 0 else "-inf"
    r = repr(float(x))
    return r if any(c in r for c in ".en") else r + ".0"


def fmt_literal(a: Literal) -> str:
    if isinstance(a, bool):
        raise TypeError("booleans are not IR literals")
    if isinstance(a, int):
        return str(a)
    if isinstance(a, float):
        return fmt_f64(a)
    if isinstance(a, str):
        return '"' + a.replace("\\", "\\\\").replace('"', '\\"') + '"'
    if isinstance(a, tuple):
        return "(vec-of " + " ".join(str(int(v)) for v in a) + ")" if a else "(vec-empty)"
    raise TypeError(f"not an IR literal: {a!r}")


def to_sexpr(t: Arg) -> str:
    """The term as one egglog expression (shared sub-terms are written out each time)."""
    if not isinstance(t, Term):
        return fmt_literal(t)
    if not t.args:
        return f"({t.op})"
    return "(" + t.op + " " + " ".join(to_sexpr(a) for a in t.args) + ")"


def to_egglog_lets(root: Term, root_name: str = "$root") -> str:
    """egglog commands that build `root` with one `let` per shared sub-expression, so a DAG stays a DAG."""
    uses: dict[Term, int] = {}
    for t in root.walk():
        for a in t.args:
            if isinstance(a, Term) and a.args:
                uses[a] = uses.get(a, 0) + 1
    names: dict[Term, str] = {}
    lines: list[str] = []

    def emit(t: Arg) -> str:
        if not isinstance(t, Term):
            return fmt_literal(t)
        if t in names:
            return names[t]
        if not t.args:
            return f"({t.op})"
        return "(" + t.op + " " + " ".join(emit(a) for a in t.args) + ")"

    for t in root.walk():  # children first, so every shared child is named before its users
        if t.args and uses.get(t, 0) > 1 and t is not root:
            body = emit(t)
            names[t] = f"{root_name}_t{len(names)}"  # unique per root: several terms may share one e-graph
            lines.append(f"(let {names[t]} {body})")
    lines.append(f"(let {root_name} {emit(root)})")
    return "\n".join(lines)


# ---------------------------------------------------------------------------------------------------------------
# Parsing

_TOKEN = re.compile(r'\s*(?:(\()|(\))|("(?:[^"\\]|\\.)*")|([^\s()]+))')
_FLOAT = re.compile(r"^[-+]?(\d+\.\d*|\d*\.\d+|\d+(\.\d*)?[eE][-+]?\d+|inf|NaN|nan)$")


class ParseError(ValueError):
    pass


def parse_sexpr(text: str) -> Term:
    """Parse one IR expression in egglog syntax (as printed by to_sexpr or by egglog's extract)."""
    tokens: list[str] = []
    pos = 0
    text = text.strip()
    while pos < len(text):
        m = _TOKEN.match(text, pos)
        if not m or m.end() == pos:
            raise ParseError(f"cannot read IR text at offset {pos}: {text[pos:pos + 30]!r}")
        tokens.append(next(g for g in m.groups() if g is not None))
        pos = m.end()
        while pos < len(text) and text[pos].isspace():
            pos += 1
    result, end = _parse(tokens, 0)
    if end != len(tokens):
        raise ParseError(f"trailing text after the expression: {' '.join(tokens[end:end + 5])}")
    if not isinstance(result, Term):
        raise ParseError("expected an expression, got a literal")
    return result


def _parse(tokens: list[str], i: int) -> tuple[Arg, int]:
    if i >= len(tokens):
        raise ParseError("unexpected end of IR text")
    tok = tokens[i]
    if tok == "(":
        if i + 1 >= len(tokens):
            raise ParseError("unexpected end of IR text")
        op = tokens[i + 1]
        args: list[Arg] = []
        j = i + 2
        while j < len(tokens) and tokens[j] != ")":
            a, j = _parse(tokens, j)
            args.append(a)
        if j >= len(tokens):
            raise ParseError(f"unclosed '(' for {op}")
        if op == "vec-of":
            return tuple(int(a) for a in args), j + 1
        if op == "vec-empty":
            return (), j + 1
        return Term(op, *args), j + 1
    if tok == ")":
        raise ParseError("unexpected ')'")
    if tok.startswith('"'):
        return tok[1:-1].replace('\\"', '"').replace("\\\\", "\\"), i + 1
    if _FLOAT.match(tok):
        return float(tok.replace("NaN", "nan")), i + 1
    try:
        return int(tok), i + 1
    except ValueError:
        raise ParseError(f"unknown token {tok!r}") from None
