"""Which IR constructs a kernel program may use, and where (DESIGN §4, §5): one entry per construct.

A class is *memory* when it has no free coordinate (closed): an input, a constant, a view of memory, or the output
of a kernel. A class with free coordinates is a value *inside a kernel*, one per program instance. Extraction keeps
only candidates whose every node passes its construct's entry here; lowering reads the same entries, so what
extraction calls lowerable is exactly what [codegen] lowers.

- A tensor-level computation (a product, a reduction, a pointwise op on data) never runs outside a kernel: in memory
  it is allowed only as index arithmetic, a value that reads no input (masks, iotas, constants).
- Inside a kernel, products are TileMatMuls; a whole MatMul is never computed per instance.
- A view (Partition, Replicate) slices memory or a view of memory: a load. Slicing a value computed per instance
  (a whole-axis product computed in every instance, then cut) is not a fused kernel and is refused. A view
  that replicates a whole axis over a loop or grid tiling that axis may only be cut back to its tile, never computed
  on (extract.SPAN: that repeats a whole-axis load or computation in every iteration or instance).
- A Combine is a kernel's grid: it closes a class (a kernel's output) or sits directly under another Combine.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..schema import OPERANDS
from ..term import Term

# How a closed class may hold a construct.
MEMORY = "memory"      # as memory: an input, a constant, a layout of memory, or a kernel's output
INDEX = "index"        # only as index arithmetic: every operand is itself index arithmetic or a constant
NEVER = "never"


@dataclass(frozen=True)
class Construct:
    closed: str            # MEMORY, INDEX or NEVER (see above)
    in_kernel: bool        # may a per-instance class hold it
    operands: str = "value"  # "view": every operand is memory or a view of memory (a load); "value": any value
    kernel_output: bool = False  # closed, it is what a kernel writes (a grid, a one-instance loop, a stored state)


CONSTRUCTS: dict[str, Construct] = {
    "Input": Construct(MEMORY, False),
    "Scalar": Construct(MEMORY, True),
    "Full": Construct(MEMORY, True),
    "Iota": Construct(MEMORY, True),
    # layouts: free on memory (an address computation), per element inside a kernel
    "Reshape": Construct(MEMORY, True),
    "Permute": Construct(MEMORY, True),
    "Expand": Construct(MEMORY, True),
    "Slice": Construct(MEMORY, True),
    "Cast": Construct(MEMORY, True),
    "Concat": Construct(INDEX, True),
    "Unary": Construct(INDEX, True),
    "Binary": Construct(INDEX, True),
    "Where": Construct(INDEX, True),
    "Reduce": Construct(INDEX, True),
    "MatMul": Construct(NEVER, False),
    "TileMatMul": Construct(NEVER, True),
    "Partition": Construct(NEVER, True, operands="view"),
    "Replicate": Construct(NEVER, True, operands="view"),
    "Combine": Construct(MEMORY, True, kernel_output=True),
    "PReduce": Construct(MEMORY, True, kernel_output=True),
    "PScan": Construct(NEVER, True),   # a loop's running value: only inside the loop over its coordinate
    "Collect": Construct(MEMORY, True, kernel_output=True),
    "Tuple": Construct(MEMORY, True),
    "Get": Construct(MEMORY, True),
}

VIEWS = frozenset(("Partition", "Replicate"))
POINTWISE = frozenset(("Unary", "Binary", "Where", "Concat", "Tuple"))


def construct(op: str) -> Construct:
    try:
        return CONSTRUCTS[op]
    except KeyError:
        raise KeyError(f"lowerable.py has no entry for IR construct {op!r}: add one") from None


def allowed(op: str, closed: bool) -> bool:
    """May a class (closed: memory; else per instance) hold this construct at all? INDEX constructs in memory are
    further limited to index arithmetic, which the caller checks on the operands."""
    c = construct(op)
    return c.closed != NEVER if closed else c.in_kernel


def reads_data(t: Term, memo: dict[Term, bool]) -> bool:
    """Does a closed term read data (an input or a kernel's output)? Index arithmetic never does; `memo` is the
    caller's, kept across the terms of one program."""
    if t not in memo:
        memo[t] = t.op == "Input" or (t.op in CONSTRUCTS and CONSTRUCTS[t.op].kernel_output) or any(
            reads_data(t.args[i], memo) for i in OPERANDS.get(t.op, ()))
    return memo[t]
