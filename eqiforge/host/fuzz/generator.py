"""**Generator.** A seeded generator writes small PyTorch programs as workload files (the format of workloads/*.py):
products (batched, transposed operands, broadcast batch axes, a value times its own transpose), reductions along any
axis (sum, mean, amax/amin, max(dim).values, logsumexp, vector norms, variance), softmax / log_softmax, layer and
RMS norms, F.normalize, attention (explicit or F.scaled_dot_product_attention, causal or masked), pointwise chains
(exp, log, sqrt, rsqrt, sigmoid, tanh, silu, gelu (exact, tanh, gelu_new), softplus, clamp, pow, ...), masks from
arange comparisons (torch.where, masked_fill, triu/tril; -inf, finfo.min or additive finfo.min fills), eval dropout,
reshapes, permutes, slices, concatenations and stacks. Operands are drawn from
the values computed so far, so subexpressions are shared by several consumers. Axis sizes are named (a program
keeps which axes are one axis, so a shrunk program stays well-formed) and drawn to include 1, primes, non-powers of
two and equal sizes on different axes. Inputs are normal (clamped to +-3), large (x30 or x100: softmax-style
overflow in float32), positive, or small; masks may leave rows fully masked (with a finite fill: a -inf fill is only
used where every row keeps an element, since PyTorch itself gives NaN for a fully -inf row). Every value carries an
interval, so exp, log, sqrt, rsqrt and division only see arguments inside their well-conditioned domain: a
difference the oracle reports is the pipeline's, not float32 round-off. Programs return one tensor (capture takes
exactly one output). Program i of seed s depends on (s, i, size) only."""
from __future__ import annotations


import math
import random

from .program import Program, axis_size, dce


# =====================================================================================================================
# The generator.

PALETTE = (2, 3, 4, 5, 6, 7, 8, 9, 11, 12, 13, 16)
BIG = 1e6


def _ival_mul(a, b):
    ps = [a[0] * b[0], a[0] * b[1], a[1] * b[0], a[1] * b[1]]
    return (min(ps), max(ps))


def _mag(iv) -> float:
    return max(abs(iv[0]), abs(iv[1]))


# transformers' gelu_new (GPT-2), written out as model files write it
GELU_NEW = "(0.5 * {0} * (1.0 + torch.tanh(0.7978845608028654 * ({0} + 0.044715 * torch.pow({0}, 3.0)))))"


def _sig(x):
    return 1 / (1 + math.exp(-max(-700.0, min(700.0, x))))


class _Gen:
    def __init__(self, rng: random.Random, size: int, name: str, seed: int):
        self.rng, self.size = rng, max(1, size)
        # how model code spells an op (exact or tanh gelu, a -inf or finfo.min or additive mask, eval dropout): drawn
        # from a stream of its own, so a program's structure, and every seed's programs, stay what they were
        self.spell = random.Random(f"eqiforge-fuzz-spelling:{name}:{size}")
        self.max_dim = min(32, 4 + 4 * self.size)
        self.max_rank = 3 if self.size <= 2 else 4
        self.prog = Program(name, {}, [], [], "", seed, size)
        self.vals: dict[str, tuple] = {}   # name -> (shape, interval)
        self.order: list[str] = []
        self.n = 0

    # -- values --
    def dim(self) -> str:
        r, dims = self.rng, self.prog.dims
        x = r.random()
        bigger = sorted({v for v in dims.values() if v > 1})
        if bigger and x < 0.25:
            v = r.choice(bigger)  # an equal size on a different axis
        elif x < 0.33:
            v = 1
        else:
            v = r.choice([p for p in PALETTE if p <= self.max_dim])
        name = f"d{len(dims)}"
        dims[name] = v
        return name

    def size_of(self, e) -> int:
        return axis_size(e, self.prog.dims)

    def input(self, shape, kind: str | None = None) -> str:
        r = self.rng
        if kind is None:
            kind = r.choices(["normal", "large", "positive", "small"], [0.6, 0.15, 0.15, 0.1])[0]
        scale = {"normal": 1.0, "large": r.choice([30.0, 100.0]), "small": 0.1, "positive": 1.0}[kind]
        name = f"x{len(self.prog.inputs)}"
        self.prog.inputs.append({"name": name, "shape": list(shape), "kind": kind, "scale": scale})
        iv = (0.5, 2.0) if kind == "positive" else (-3 * scale, 3 * scale)
        self.vals[name] = (tuple(shape), iv)
        self.order.append(name)
        return name

    def emit(self, code: str, ins: list, shape, iv, tag: str | None = None, sz=None, sl=None) -> str:
        out = f"t{self.n}"
        self.n += 1
        st = {"out": out, "code": code, "in": list(ins), "shape": list(shape)}
        if sz:
            st["sz"] = sz
        if sl:
            st["sl"] = sl
        self.prog.stmts.append(st)
        lo, hi = iv
        self.vals[out] = (tuple(shape), (float(lo), float(hi)))
        self.order.append(out)
        if tag:
            st["tag"] = tag
        return out

    def shape(self, x):
        return self.vals[x][0]

    def iv(self, x):
        return self.vals[x][1]

    # -- domain guards: a value made positive (lo >= floor) or bounded before an op that needs it --
    def positive(self, x: str, floor: float = 0.05) -> str:
        lo, hi = self.iv(x)
        if lo >= floor and hi < BIG:
            return x
        r = self.rng
        if hi <= 6 and r.random() < 0.4:
            return self.emit("torch.exp({0})", [x], self.shape(x), (math.exp(lo), math.exp(hi)))
        if r.random() < 0.5 and _mag((lo, hi)) < 1e3:
            m = _mag((lo, hi))
            return self.emit("({0} * {0} + 1.0)", [x], self.shape(x), (1.0, m * m + 1))
        if r.random() < 0.5:
            return self.emit("(torch.sigmoid({0}) + 0.25)", [x], self.shape(x), (_sig(lo) + 0.25, _sig(hi) + 0.25))
        return self.emit("({0}.abs() + 0.5)", [x], self.shape(x), (0.5, _mag((lo, hi)) + 0.5))

    def bounded(self, x: str, limit: float = 6.0) -> str:
        lo, hi = self.iv(x)
        if _mag((lo, hi)) <= limit:
            return x
        if self.rng.random() < 0.5:
            return self.emit("torch.tanh({0})", [x], self.shape(x), (math.tanh(lo), math.tanh(hi)))
        return self.emit("torch.clamp({0}, -4.0, 4.0)", [x], self.shape(x), (max(lo, -4.0), min(hi, 4.0)))

    # -- shapes --
    def compatible(self, a, b) -> tuple | None:
        """The broadcast of two symbolic shapes (axes equal as names or literal 1), or None."""
        n = max(len(a), len(b))
        a = (1,) * (n - len(a)) + tuple(a)
        b = (1,) * (n - len(b)) + tuple(b)
        out = []
        for x, y in zip(a, b):
            if x == y or y == 1:
                out.append(x)
            elif x == 1:
                out.append(y)
            else:
                return None
        return tuple(out)

    def broadcast_variant(self, shape) -> tuple:
        r = self.rng
        s = [1 if r.random() < 0.3 else a for a in shape]
        if len(s) > 1 and r.random() < 0.3:
            s = s[r.randrange(1, len(s)):]
        return tuple(s)

    # -- the program --
    def program(self) -> Program:
        r = self.rng
        rank = r.choices([1, 2, 3], [0.15, 0.55, 0.3])[0]
        x = self.input(tuple(self.dim() for _ in range(rank)))
        ops = r.randint(1, 1 + 2 * self.size)
        table = [(self.op_unary, 3), (self.op_binary, 4), (self.op_reduce, 3), (self.op_normalize, 2),
                 (self.op_matmul, 3), (self.op_attention, 1.5), (self.op_mask, 1.5), (self.op_reshape, 1.5),
                 (self.op_permute, 1.5), (self.op_slice, 1), (self.op_cat, 1)]
        done = 0
        tries = 0
        while done < ops and tries < 50:
            tries += 1
            fn = r.choices([f for f, _ in table], [w for _, w in table])[0]
            y = fn(x)
            if y is not None:
                x, done = y, done + 1
        if not self.prog.stmts:
            x = self.emit("torch.tanh({0})", [x], self.shape(x), (-1, 1), "tanh")
        if len(self.shape(x)) == 0:
            x = self.emit("{0}.reshape(1)", [x], (1,), self.iv(x))
        self.prog.output = x
        return dce(self.prog)

    # -- ops: each returns the new value's name, or None where it does not apply --
    UNARY = [  # (tag, code, needs: None | "pos" | "bounded" | "mag", interval function)
        ("exp", "torch.exp({0})", "bounded", lambda lo, hi: (math.exp(lo), math.exp(hi))),
        ("log", "torch.log({0})", "pos", lambda lo, hi: (math.log(lo), math.log(hi))),
        ("sqrt", "torch.sqrt({0})", "pos", lambda lo, hi: (math.sqrt(lo), math.sqrt(hi))),
        ("rsqrt", "torch.rsqrt({0})", "pos", lambda lo, hi: (1 / math.sqrt(hi), 1 / math.sqrt(lo))),
        ("reciprocal", "torch.reciprocal({0})", "pos", lambda lo, hi: (1 / hi, 1 / lo)),
        ("pow0.5", "{0} ** 0.5", "pos", lambda lo, hi: (math.sqrt(lo), math.sqrt(hi))),
        ("sigmoid", "torch.sigmoid({0})", None, lambda lo, hi: (_sig(lo), _sig(hi))),
        ("tanh", "torch.tanh({0})", None, lambda lo, hi: (math.tanh(lo), math.tanh(hi))),
        ("neg", "-{0}", None, lambda lo, hi: (-hi, -lo)),
        ("abs", "{0}.abs()", None, lambda lo, hi: (0.0, _mag((lo, hi)))),
        ("square", "torch.square({0})", "mag", lambda lo, hi: (0.0, _mag((lo, hi)) ** 2)),
        ("pow2", "{0}.pow(2)", "mag", lambda lo, hi: (0.0, _mag((lo, hi)) ** 2)),
        ("pow3", "{0} ** 3", "mag", lambda lo, hi: (lo ** 3, hi ** 3)),
        ("relu", "torch.relu({0})", None, lambda lo, hi: (max(lo, 0.0), max(hi, 0.0))),
        ("silu", "F.silu({0})", None, lambda lo, hi: (-0.3, max(hi, 0.0))),
        ("gelu", "F.gelu({0}, approximate='tanh')", None, lambda lo, hi: (-0.2, max(hi, 0.0))),
        ("softplus", "F.softplus({0})", None, lambda lo, hi: (0.0, max(hi, 0.0) + 0.7)),
        ("clamp", "torch.clamp({0}, min=-1.5, max=2.0)", None, lambda lo, hi: (max(min(lo, 2.0), -1.5),
                                                                                 min(max(hi, -1.5), 2.0))),
        ("relu6", "F.relu6({0})", None, lambda lo, hi: (min(max(lo, 0.0), 6.0), min(max(hi, 0.0), 6.0))),
        ("leaky_relu", "F.leaky_relu({0}, 0.1)", None, lambda lo, hi: (min(lo, 0.1 * lo), max(hi, 0.1 * hi))),
        ("hardswish", "F.hardswish({0})", None, lambda lo, hi: (-0.4, max(hi, 0.0))),
        ("scale", "{0} * 0.5", None, lambda lo, hi: (0.5 * lo, 0.5 * hi)),
        ("rsub", "1.5 - {0}", None, lambda lo, hi: (1.5 - hi, 1.5 - lo)),
        ("addc", "{0} + 2.0", None, lambda lo, hi: (lo + 2.0, hi + 2.0)),
        ("divc", "{0} / 3.0", None, lambda lo, hi: (lo / 3.0, hi / 3.0)),
    ]

    def op_unary(self, x):
        tag, code, needs, fn = self.rng.choice(self.UNARY)
        if needs == "pos":
            x = self.positive(x, 0.05)
        elif needs == "bounded":
            x = self.bounded(x, 6.0)
        elif needs == "mag" and _mag(self.iv(x)) > 300:
            x = self.bounded(x)
        if tag == "gelu":
            code = self.spell.choice([code, "F.gelu({0})", "nn.GELU()({0})", GELU_NEW])
        return self.emit(code, [x], self.shape(x), fn(*self.iv(x)), tag)

    BINARY = [("add", "{0} + {1}"), ("sub", "{0} - {1}"), ("mul", "{0} * {1}"), ("div", "{0} / {1}"),
              ("maximum", "torch.maximum({0}, {1})"), ("minimum", "torch.minimum({0}, {1})"),
              ("max-then-mul", "torch.maximum({0}, {1}) * {2}")]

    def other(self, x) -> str:
        """A second operand broadcastable with x: x itself, an earlier value, or a new input."""
        r = self.rng
        sx = self.shape(x)
        pool = [v for v in self.order if v != x and self.compatible(sx, self.shape(v)) is not None]
        c = r.random()
        if c < 0.1:
            return x
        if pool and c < 0.55:
            return r.choice(pool)
        return self.input(self.broadcast_variant(sx))

    def op_binary(self, x):
        r = self.rng
        tag, code = r.choice(self.BINARY)
        y = self.other(x)
        if tag == "div":
            y = self.positive(y, 0.25)
        if r.random() < 0.3 and tag != "div":
            x, y = y, x
        shape = self.compatible(self.shape(x), self.shape(y))
        a, b = self.iv(x), self.iv(y)
        if tag == "add":
            iv = (a[0] + b[0], a[1] + b[1])
        elif tag == "sub":
            iv = (a[0] - b[1], a[1] - b[0])
        elif tag == "mul":
            iv = _ival_mul(a, b)
        elif tag == "div":
            iv = _ival_mul(a, (1 / b[1], 1 / b[0]))
        elif tag == "maximum":
            iv = (max(a[0], b[0]), max(a[1], b[1]))
        elif tag == "minimum":
            iv = (min(a[0], b[0]), min(a[1], b[1]))
        else:  # max(x, y) * c: a factor of either sign (the shape of an unsound distribution rule)
            c = self.other(x)
            shape = self.compatible(shape, self.shape(c))
            if shape is None:
                return None
            m = (max(a[0], b[0]), max(a[1], b[1]))
            return self.emit(code, [x, y, c], shape, _ival_mul(m, self.iv(c)), tag)
        return self.emit(code, [x, y], shape, iv, tag)

    def _axis(self, x) -> int:
        return self.rng.randrange(len(self.shape(x)))

    def _dim_text(self, ax: int, rank: int) -> str:
        return str(ax - rank if self.rng.random() < 0.4 else ax)

    def op_reduce(self, x):
        r = self.rng
        shape = self.shape(x)
        rank = len(shape)
        ax = self._axis(x)
        keep = rank == 1 or r.random() < 0.5
        out_shape = tuple(1 if i == ax else a for i, a in enumerate(shape)) if keep else \
            tuple(a for i, a in enumerate(shape) if i != ax)
        n = self.size_of(shape[ax])
        lo, hi = self.iv(x)
        d, k = self._dim_text(ax, rank), keep
        kind = r.choice(["sum", "sum", "mean", "amax", "amin", "max", "min", "logsumexp", "norm", "var"])
        if kind == "sum":
            code, iv = r.choice([f"torch.sum({{0}}, dim={d}, keepdim={k})", f"{{0}}.sum({d}, keepdim={k})"]), \
                (n * lo, n * hi)
        elif kind == "mean":
            code, iv = f"{{0}}.mean(dim={d}, keepdim={k})", (lo, hi)
        elif kind in ("amax", "amin"):
            code, iv = f"{{0}}.{kind}(dim={d}, keepdim={k})", (lo, hi)
        elif kind in ("max", "min"):
            code, iv = f"{{0}}.{kind}(dim={d}, keepdim={k}).values", (lo, hi)
        elif kind == "logsumexp":
            code, iv = f"torch.logsumexp({{0}}, dim={d}, keepdim={k})", (lo, hi + math.log(max(n, 1)))
        elif kind == "norm":
            code, iv = f"torch.linalg.vector_norm({{0}}, dim={d}, keepdim={k})", (0.0, math.sqrt(n) * _mag((lo, hi)))
            if n == 1 or r.random() < 0.5:  # a norm near zero is ill-conditioned in float32 only through sqrt
                x = self.positive(x, 0.25)
                lo2, hi2 = self.iv(x)
                iv = (math.sqrt(n) * lo2, math.sqrt(n) * hi2)
        else:  # a variance with correction 0 (a size-1 axis with correction 1 divides by zero); no std: the sqrt of
            # a variance that cancels to about zero is not well-conditioned in float32
            code, iv = f"torch.var({{0}}, dim={d}, keepdim={k}, correction=0)", (0.0, (hi - lo) ** 2)
        return self.emit(code, [x], out_shape, iv, kind)

    def op_normalize(self, x):
        r = self.rng
        shape = self.shape(x)
        rank = len(shape)
        ax = self._axis(x)
        d = self._dim_text(ax, rank)
        lo, hi = self.iv(x)
        n = self.size_of(shape[-1])
        kind = r.choice(["softmax", "softmax", "log_softmax", "normalize", "layer_norm", "rms_norm", "center"])
        if kind == "softmax":
            n_ax = self.size_of(shape[ax])
            return self.emit(r.choice([f"torch.softmax({{0}}, dim={d})", f"F.softmax({{0}}, dim={d})",
                                       f"{{0}}.softmax({d})"]), [x], shape,
                             (math.exp(max(-700.0, lo - hi)) / n_ax, 1.0), kind)
        if kind == "log_softmax":
            n_ax = self.size_of(shape[ax])
            return self.emit(f"F.log_softmax({{0}}, dim={d})", [x], shape, (lo - hi - math.log(n_ax), 0.0), kind)
        if kind == "normalize":
            x = self.positive(x, 0.25) if r.random() < 0.5 else x
            return self.emit(f"F.normalize({{0}}, dim={d})", [x], shape, (-1.0, 1.0), kind)
        if kind == "center":
            return self.emit(f"({{0}} - {{0}}.mean(dim={d}, keepdim=True))", [x], shape, (lo - hi, hi - lo), kind)
        # layer_norm / rms_norm over the last axis, with or without a weight (and a bias)
        last = shape[-1]
        ins = [x]
        bound = math.sqrt(n) + 1
        if r.random() < 0.6:
            ins.append(self.input((last,)))
        if kind == "layer_norm":
            if len(ins) == 2 and r.random() < 0.5:
                ins.append(self.input((last,)))
            w = f", {{{1}}}" if len(ins) > 1 else ", None"
            b = f", {{{2}}}" if len(ins) > 2 else ""
            code = f"F.layer_norm({{0}}, {{0}}.shape[-1:]{w}{b}, eps=1e-5)"
        else:
            w = ", weight={1}" if len(ins) > 1 else ""
            code = f"F.rms_norm({{0}}, {{0}}.shape[-1:]{w}, eps=1e-5)"
        wmag = max([_mag(self.iv(i)) for i in ins[1:2]] or [1.0])
        bmag = _mag(self.iv(ins[2])) if len(ins) > 2 else 0.0
        return self.emit(code, ins, shape, (-bound * wmag - bmag, bound * wmag + bmag), kind)

    def op_matmul(self, x):
        r = self.rng
        shape = self.shape(x)
        rank = len(shape)
        lo, hi = self.iv(x)
        k = shape[-1]
        kn = self.size_of(k)
        if rank >= 2 and r.random() < 0.15:  # a value times its own transpose: two axes with one identity
            m2 = kn * _mag((lo, hi)) ** 2
            return self.emit("{0} @ {0}.transpose(-1, -2)", [x], shape[:-1] + (shape[-2],), (-m2, m2), "x@x^T")
        n = self.dim()
        style = r.choice(["plain", "plain", "transposed", "linear", "batched", "broadcast"])
        if style in ("batched", "broadcast") and rank < 2:
            style = "plain"
        if style == "batched":
            batch = tuple(a if r.random() < 0.7 else 1 for a in shape[:-2])
            if rank == 2:
                batch = (self.dim(),)
            w = self.input(batch + (k, n))
            code = "torch.matmul({0}, {1})" if rank != 3 or 1 in batch or r.random() < 0.5 else "torch.bmm({0}, {1})"
            out = (self.compatible(shape[:-2], batch) or batch) + (shape[-2], n)
        elif style == "broadcast":
            b = self.dim()
            w = self.input((b, k, n))
            code = "{0} @ {1}"
            out = (self.compatible(shape[:-2], (b,)) or None)
            if out is None:
                return None
            out = out + (shape[-2], n)
        elif style == "transposed":
            w = self.input((n, k))
            code = r.choice(["{0} @ {1}.transpose(-1, -2)", "{0} @ {1}.T", "torch.matmul({0}, {1}.t())"])
            out = shape[:-1] + (n,)
        elif style == "linear":
            w = self.input((n, k))
            code = "F.linear({0}, {1})"
            if r.random() < 0.3:
                bias = self.input((n,))
                code = "F.linear({0}, {1}, {2})"
                out = shape[:-1] + (n,)
                wi = self.iv(w)
                iv = _ival_mul((lo, hi), wi)
                bi = self.iv(bias)
                return self.emit(code, [x, w, bias], out, (kn * iv[0] + bi[0], kn * iv[1] + bi[1]), "linear")
            out = shape[:-1] + (n,)
        else:
            w = self.input((k, n))
            code = r.choice(["{0} @ {1}", "torch.matmul({0}, {1})"])
            out = shape[:-1] + (n,)
        iv = _ival_mul((lo, hi), self.iv(w))
        return self.emit(code, [x, w], out, (kn * iv[0], kn * iv[1]), f"matmul:{style}")

    def op_attention(self, x):
        r = self.rng
        shape = self.shape(x)
        if len(shape) < 2:
            return None
        batch, L, E = shape[:-2], shape[-2], shape[-1]
        S = self.dim()
        q = x
        if _mag(self.iv(q)) > 10 and r.random() < 0.5:
            q = self.bounded(q)
        k = self.input(batch + (S, E))
        v = k if r.random() < 0.2 else self.input(batch + (S, self.dim() if r.random() < 0.5 else E))
        vi = self.iv(v)
        if r.random() < 0.3:
            causal = r.random() < 0.5
            return self.emit(f"F.scaled_dot_product_attention({{0}}, {{1}}, {{2}}, is_causal={causal})",
                             [q, k, v], batch + (L, self.shape(v)[-1]), vi, "sdpa" + ("-causal" if causal else ""))
        en = self.size_of(E)
        qi, ki = self.iv(q), self.iv(k)
        sm = en * _mag(qi) * _mag(ki) / math.sqrt(en)
        s = self.emit("({0} @ {1}.transpose(-1, -2)) * " + repr(round(1 / math.sqrt(en), 6)), [q, k],
                      batch + (L, S), (-sm, sm))
        mask = r.choice([None, "causal", "fully-masked-rows"])
        if mask == "causal":  # every row keeps key 0: a -inf fill is safe
            off = r.choice([0, 0, 1, 2])
            keep = (f"torch.arange({{0}}.shape[-2], device={{0}}.device)[:, None] + {off} >= "
                    "torch.arange({0}.shape[-1], device={0}.device)[None, :]")
            s = self.emit(self.spell.choice([f"torch.where({keep}, {{0}}, float('-inf'))",
                                             f"torch.where({keep}, {{0}}, torch.finfo({{0}}.dtype).min)",
                                             f"{{0}} + torch.zeros_like({{0}}).masked_fill(~({keep}), "
                                             "torch.finfo({0}.dtype).min)"]),
                          [s], batch + (L, S), (-sm, sm), "mask-causal")
            self.order.remove(s)  # -inf entries: only the softmax below reads them
        elif mask:  # rows with no key kept: a finite fill, so the row is uniform
            s = self.emit("{0}.masked_fill(torch.arange({0}.shape[-2], device={0}.device)[:, None] - 2 < "
                          "torch.arange({0}.shape[-1], device={0}.device)[None, :], -1e4)", [s],
                          batch + (L, S), (-1e4, sm), "mask-rows")
        p = self.emit(self.spell.choice(["torch.softmax({0}, dim=-1)",
                                         "F.dropout(torch.softmax({0}, dim=-1), p=0.1, training=False)"]),
                      [s], batch + (L, S), (0.0, 1.0))
        return self.emit("{0} @ {1}", [p, v], batch + (L, self.shape(v)[-1]), vi, "attention")

    def op_mask(self, x):
        r = self.rng
        shape = self.shape(x)
        lo, hi = self.iv(x)
        if len(shape) < 2:
            off = r.randint(0, 3)
            return self.emit(f"torch.where(torch.arange({{0}}.shape[-1], device={{0}}.device) >= {off}, {{0}}, 0.0)",
                             [x], shape, (min(lo, 0.0), max(hi, 0.0)), "where-iota")
        kind = r.choice(["where", "where-other", "masked_fill", "triu", "tril", "masked-softmax", "masked-max"])
        cmp = r.choice([">=", "<", "<=", ">"])
        off = r.randint(-2, 2)
        m = (f"(torch.arange({{0}}.shape[-2], device={{0}}.device)[:, None] + {off} {cmp} "
             f"torch.arange({{0}}.shape[-1], device={{0}}.device)[None, :])")
        if kind == "where":
            fill = r.choice([0.0, -1.0, 5.0])
            return self.emit(f"torch.where({m}, {{0}}, {fill})", [x], shape, (min(lo, fill), max(hi, fill)), kind)
        if kind == "where-other":
            y = self.other(x)
            out = self.compatible(shape, self.shape(y))
            yi = self.iv(y)
            return self.emit(f"torch.where({m}, {{0}}, {{1}})", [x, y], out, (min(lo, yi[0]), max(hi, yi[1])), kind)
        if kind == "masked_fill":
            return self.emit(f"{{0}}.masked_fill({m}, 0.0)", [x], shape, (min(lo, 0.0), max(hi, 0.0)), kind)
        if kind in ("triu", "tril"):
            return self.emit(f"torch.{kind}({{0}}, diagonal={off})", [x], shape, (min(lo, 0.0), max(hi, 0.0)), kind)
        # -inf where col > row + off (off >= 0: every row keeps column 0), then a reduction over the last axis
        off = abs(off)
        keep = (f"(torch.arange({{0}}.shape[-2], device={{0}}.device)[:, None] + {off} >= "
                f"torch.arange({{0}}.shape[-1], device={{0}}.device)[None, :])")
        s = self.emit(f"torch.where({keep}, {{0}}, float('-inf'))", [x], shape, (lo, hi), "mask-inf")
        self.order.remove(s)  # -inf entries: no other op may take this value as an operand
        n = self.size_of(shape[-1])
        if kind == "masked-softmax":
            return self.emit("torch.softmax({0}, dim=-1)", [s], shape, (0.0, 1.0), "softmax")
        f = r.choice(["amax", "logsumexp"])
        iv = (lo, hi) if f == "amax" else (lo, hi + math.log(n))
        return self.emit(f"{{0}}.{f}(dim=-1, keepdim=True)" if f == "amax" else
                         "torch.logsumexp({0}, dim=-1, keepdim=True)", [s], shape[:-1] + (1,), iv, f)

    def op_reshape(self, x):
        r = self.rng
        shape = self.shape(x)
        rank = len(shape)
        merged = [i for i, a in enumerate(shape) if isinstance(a, tuple) and a[0] == "mul"]
        choice = r.choice(["merge", "split", "unsqueeze", "squeeze"])
        if choice == "split" and merged:
            i = r.choice(merged)
            a, b = shape[i][1], shape[i][2]
            new = shape[:i] + (a, b) + shape[i + 1:]
            if r.random() < 0.5:
                return self.emit(f"{{0}}.unflatten({i}, ({{a}}, {{b}}))", [x], new, self.iv(x), "unflatten",
                                 sz={"a": a, "b": b})
            return self._reshape_to(x, new, "reshape-split")
        if choice in ("merge", "split") and rank >= 2:
            i = r.randrange(rank - 1)
            new = shape[:i] + (("mul", shape[i], shape[i + 1]),) + shape[i + 2:]
            if r.random() < 0.5:
                return self.emit(f"{{0}}.flatten({i}, {i + 1})", [x], new, self.iv(x), "flatten")
            return self._reshape_to(x, new, "reshape-merge")
        if choice == "squeeze":
            ones = [i for i, a in enumerate(shape) if a == 1]
            if ones and rank >= 2:
                i = r.choice(ones)
                return self.emit(f"{{0}}.squeeze({i})", [x], shape[:i] + shape[i + 1:], self.iv(x), "squeeze")
        if rank < self.max_rank:
            i = r.randint(0, rank)
            return self.emit(f"{{0}}.unsqueeze({i})", [x], shape[:i] + (1,) + shape[i:], self.iv(x), "unsqueeze")
        return None

    def _reshape_to(self, x, new, tag):
        sz = {f"s{i}": a for i, a in enumerate(new)}
        code = "{0}.reshape(" + ", ".join("{" + f"s{i}" + "}" for i in range(len(new))) + ")"
        return self.emit(code, [x], new, self.iv(x), tag, sz=sz)

    def op_permute(self, x):
        r = self.rng
        shape = self.shape(x)
        rank = len(shape)
        if rank < 2:
            return None
        if r.random() < 0.5:
            i, j = r.sample(range(rank), 2)
            perm = list(range(rank))
            perm[i], perm[j] = perm[j], perm[i]
            code = f"{{0}}.transpose({i}, {j})"
        else:
            perm = list(range(rank))
            while perm == list(range(rank)):
                r.shuffle(perm)
            code = f"{{0}}.permute({', '.join(map(str, perm))})"
        return self.emit(code, [x], tuple(shape[p] for p in perm), self.iv(x), "permute")

    def op_slice(self, x):
        r = self.rng
        shape = self.shape(x)
        axes = [i for i, a in enumerate(shape) if self.size_of(a) >= 2]
        if not axes:
            return None
        ax = r.choice(axes)
        n = self.size_of(shape[ax])
        if r.random() < 0.25 and len(shape) >= 2:  # select: one index, the axis dropped
            idx = r.randrange(n)
            e = ("slice", shape[ax], idx, 1)
            return self.emit(f"{{0}}.select({ax}, {{i_start}})", [x], shape[:ax] + shape[ax + 1:], self.iv(x),
                             "select", sl={"i": e})
        start = r.randrange(n - 1)
        length = r.randint(1, n - start)
        e = ("slice", shape[ax], start, length)
        new = shape[:ax] + (e,) + shape[ax + 1:]
        if r.random() < 0.5:
            code = f"{{0}}.narrow({ax}, {{a_start}}, {{a_len}})"
        else:
            code = "{0}[" + ", ".join([":"] * ax + ["{a_start}:{a_end}"]) + "]"
        return self.emit(code, [x], new, self.iv(x), "slice", sl={"a": e})

    def op_cat(self, x):
        r = self.rng
        shape = self.shape(x)
        rank = len(shape)
        ax = self._axis(x)
        same = [v for v in self.order if self.shape(v) == shape]
        if r.random() < 0.3 and same:  # stack: a new axis of size 2
            y = r.choice(same)
            yi, xi = self.iv(y), self.iv(x)
            d = r.randint(0, rank)
            return self.emit(f"torch.stack([{{0}}, {{1}}], dim={d})", [x, y], shape[:d] + (2,) + shape[d:],
                             (min(xi[0], yi[0]), max(xi[1], yi[1])), "stack")
        if same and r.random() < 0.5:
            y = r.choice(same)
        else:
            part = list(shape)
            part[ax] = self.dim()
            y = self.input(tuple(part))
        first, second = (x, y) if r.random() < 0.5 else (y, x)
        new = list(shape)
        new[ax] = ("add", self.shape(first)[ax], self.shape(second)[ax])
        xi, yi = self.iv(x), self.iv(y)
        return self.emit(f"torch.cat([{{0}}, {{1}}], dim={self._dim_text(ax, rank)})", [first, second], tuple(new),
                         (min(xi[0], yi[0]), max(xi[1], yi[1])), "cat")


def generate(seed: int, index: int, size: int = 1) -> Program:
    """Program `index` of a run with `seed`: depends on (seed, index, size) only."""
    rng = random.Random(f"eqiforge-fuzz:{seed}:{index}:{size}")
    return _Gen(rng, size, f"fz{seed}_{index:04d}", seed).program()
