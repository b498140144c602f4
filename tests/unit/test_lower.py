"""Lowering (codegen/lower.py) of hand-built candidate terms, one stage alone: how many kernels a term becomes,
their grids and loops, the coordinates and their extents, what the launcher computes and stores in memory, the
program's output, and the terms lowering refuses with a LoweringError."""
import pytest

from eqiforge.host.codegen.lower import lower
from eqiforge.host.codegen.plan import LoweringError
from eqiforge.host.coords import grid, in_dim, loop
from eqiforge.host.errors import EqiForgeError
from eqiforge.host.term import Binary, Input, Iota, MatMul, Permute, Reduce, Tuple, Unary

from .terms import collect, combine, elementwise, fold, gemm, part, row_reduce_looped, rows


def kinds(stmts) -> list[str]:
    return [s.kind for s in stmts]


def launch(plan, kernel: str):
    [m] = [m for m in plan.memory if m.kind == "launch" and m.out == kernel]
    return m


def test_an_elementwise_op_over_an_input_is_one_kernel_over_a_grid_of_rows():
    """exp(x) for x of 6 x 10, gridded over rows: one kernel whose programs each load a tile of rows with the 10
    columns whole, apply exp and store the tile into the one buffer the launcher allocates (6 x 10, the output).
    The grid is ceil(6 / T) programs; the rows (6 in tiles of a power of two) and the columns (10 held in 16
    lanes) are both ragged, so the kernel masks its loads and stores on both."""
    plan = lower(elementwise("Exp", (6, 10)))
    assert plan.inputs == ["x"]
    assert len(plan.kernels) == 1
    [k] = plan.kernels
    assert k.grid == ["c0"]
    assert plan.coordinates == {"c0": {"text": "grid x.0@0[6]", "extent": 6, "default": 4}}
    assert plan.fulls == {"n0": 10}                      # the whole axis of 10 columns each program holds
    assert kinds(plan.memory) == ["assign", "buffer", "launch"]
    [buf] = [m for m in plan.memory if m.kind == "buffer"]
    assert buf.args["shape"] == [6, 10] and plan.output == buf.out and plan.output_shape == (6, 10)
    assert launch(plan, k.name).args["grid"] == ["_cdiv(6, T['c0'])"]
    body = [s for s in k.body if s.kind != "full_offsets"]
    assert kinds(body) == ["load", "convert", "unary", "store"]
    load, _, exp, store = body
    assert exp.args["op"] == "Exp"
    assert store.out == buf.out and store.args["sizes"] == ["T_c0", "F_n0"]
    assert [m.vector for m in store.args["mask"]] == ["mask_c0", "mask_n0"]
    assert [m.vector for m in load.args["mask"]] == ["mask_c0", "mask_n0"]
    assert k.masked == ["c0"]


@pytest.mark.parametrize("rows_, default", [(2, 1), (6, 4), (64, 32), (100, 64), (5000, 64)])
def test_a_coordinate_s_default_tile_is_a_power_of_two_below_its_extent_and_at_most_64(rows_, default):
    """The tile a run takes where none is given: below the extent (several programs, so the grid arithmetic is
    exercised) and at most 64: 2 rows -> 1, 6 -> 4, 64 -> 32, 100 -> 64, 5000 -> 64."""
    plan = lower(elementwise("Neg", (rows_, 3)))
    assert plan.coordinates["c0"]["default"] == default
    assert plan.coordinates["c0"]["extent"] == rows_


def test_a_row_sum_is_a_loop_over_column_tiles_inside_one_kernel():
    """sum(x, axis 1) for x of 6 x 40 with a grid over rows and a loop over column tiles: one kernel whose state,
    a T x 1 accumulator set to 0 before the loop, adds each column tile's in-register sum; after the loop it is
    stored into a 6 x 1 buffer, the output. The loop runs once (a constexpr the compiler drops) where its tile
    covers all 40 columns."""
    plan = lower(row_reduce_looped("RSum", (6, 40)))
    [k] = plan.kernels
    assert k.grid == ["c0"]
    assert plan.coordinates == {"c0": {"text": "grid x.0@0[6]", "extent": 6, "default": 4},
                                "c1": {"text": "loop x.1[40]", "extent": 40, "default": 32}}
    assert kinds(k.body) == ["full", "loop", "store"]
    acc, body_loop, store = k.body
    assert acc.args["value"] == "0.0" and acc.args["sizes"] == ["T_c0", "1"]
    assert body_loop.out == "c1" and body_loop.args["bounds"] == []
    assert kinds(body_loop.body) == ["load", "convert", "reduce", "fold"]
    load, _, red, fold_ = body_loop.body
    assert load.args["sizes"] == ["T_c0", "T_c1"] and red.args["axis"] == 1
    assert fold_.out == acc.out and fold_.args["op"] == "RSum"
    assert store.args["value"] == acc.out and store.args["sizes"] == ["T_c0", "1"]
    [buf] = [m for m in plan.memory if m.kind == "buffer"]
    assert buf.args["shape"] == [6, 1] and plan.output == buf.out and plan.output_shape == (6, 1)
    params = {p.name: p for p in k.params}
    assert params["ONCE_c1"].value == "T['c1'] >= 40" and params["ONCE_c1"].constexpr


def test_a_matmul_is_one_kernel_over_rows_and_columns_accumulating_tile_products_over_k():
    """a (8 x 32) @ b (32 x 24), gridded over a's rows and b's columns with a loop over k: one kernel of
    ceil(8/Tm) x ceil(24/Tn) programs; each loads an Tm x Tk tile of a and a Tk x Tn tile of b per loop step and
    accumulates their product into its Tm x Tn state in the product itself (tl.dot(a, b, acc)), then stores it
    into the 8 x 24 output. The product reaches tensor cores only where all three tiles are at least 16."""
    plan = lower(gemm(8, 32, 24))
    [k] = plan.kernels
    assert {c: (i["text"], i["extent"]) for c, i in plan.coordinates.items()} == {
        "c0": ("grid a.0@0[8]", 8), "c1": ("grid b.1@1[24]", 24), "c2": ("loop a.1[32]", 32)}
    assert k.grid == ["c0", "c1"]
    assert launch(plan, k.name).args["grid"] == ["_cdiv(8, T['c0'])", "_cdiv(24, T['c1'])"]
    assert kinds(k.body) == ["full", "loop", "store"]
    acc, body_loop, store = k.body
    assert body_loop.out == "c2"
    assert kinds(body_loop.body) == ["load", "load", "matmul"]
    a_tile, b_tile, product = body_loop.body
    assert a_tile.args["sizes"] == ["T_c0", "T_c2"] and b_tile.args["sizes"] == ["T_c2", "T_c1"]
    assert product.out == acc.out and product.args["acc"] == acc.out        # accumulated in the dot
    assert product.args["mkn"] == ["T_c0", "T_c2", "T_c1"]
    flags = {p.name: p.value for p in k.params}
    assert flags[product.args["dot2"]] == "(T['c0']) >= 16 and (T['c2']) >= 16 and (T['c1']) >= 16"
    assert store.args["value"] == acc.out and store.args["sizes"] == ["T_c0", "T_c1"]
    assert plan.output_shape == (8, 24) and plan.inputs == ["a", "b"]
    assert [m.args["shape"] for m in plan.memory if m.kind == "buffer"] == [[8, 24]]


def test_a_value_stored_for_a_second_kernel_makes_two_kernels_launched_in_order():
    """exp(x) stored by one kernel, then row sums of it by another: two kernels, the second launched after the
    first and reading the first's buffer (6 x 40) from memory; the output is the second's 6 x 1 buffer. Nothing
    ties the two kernels' row tiles, so each has a schedule key of its own for them."""
    x = Input("x", (6, 40), "F32")
    g = rows("x", 6)
    stored = combine(Unary("Exp", part(x, 0, g)), g, 0)
    plan = lower(combine(Reduce("RSum", 1, part(stored, 0, g)), g, 0))
    assert [k.name for k in plan.kernels] == ["kernel_0", "kernel_1"]
    buffers = [m for m in plan.memory if m.kind == "buffer"]
    assert [b.args["shape"] for b in buffers] == [[6, 40], [6, 1]]
    order = [m.out for m in plan.memory if m.kind in ("buffer", "launch")]
    assert order.index("kernel_0") < order.index(buffers[1].out) < order.index("kernel_1")
    reads = [value for _, value in launch(plan, "kernel_1").args["args"]]
    assert buffers[0].out in reads and buffers[1].out in reads
    assert plan.output == buffers[1].out and plan.output_shape == (6, 1)
    assert plan.tile_keys == {"kernel_0": {"c0": "kernel_0.c0"}, "kernel_1": {"c0": "kernel_1.c0"}}
    assert plan.schedule_keys() == {"kernel_0.c0": "c0", "kernel_1.c0": "c0"}


def test_stored_loop_states_split_a_reduction_over_two_kernels_and_stay_fp32():
    """A split reduction (Collect): the first kernel runs a program per (row tile, column tile) and stores each
    one's partial row sums, ceil(40/Tk) x 6 x 1 states, which the second kernel's loop over column tiles loads and
    adds. The states are a reducer's partial sums: kept in fp32 whatever the storage dtype (bf16 here), while the
    input and output are stored in bf16. The two kernels share the column tile the states are stored by."""
    x = Input("x", (6, 40), "F32")
    g, c = rows("x", 6), loop(in_dim("x", 1), 40)
    plan = lower(combine(fold("RSum", collect(Reduce("RSum", 1, part(part(x, 0, g), 1, c)), c), c), g, 0), "bf16")
    first, second = plan.kernels
    assert first.grid == ["c0", "c1"] and second.grid == ["c0"]
    [states] = [m for m in plan.memory if m.kind == "states"]
    assert states.args["sizes"] == ["_cdiv(40, T['c1'])", "6", "1"] and states.args["fp32"]
    assert plan.itemsize[states.out] == 4
    [buf] = [m for m in plan.memory if m.kind == "buffer"]
    [inp] = [m for m in plan.memory if m.kind == "assign"]
    assert plan.itemsize[buf.out] == 2 and plan.itemsize[inp.out] == 2
    assert "store_states" in kinds(first.body)
    [body_loop] = [s for s in second.body if s.kind == "loop"]
    assert kinds(body_loop.body) == ["load_states", "fold"]
    assert plan.tile_keys["kernel_0"]["c1"] == plan.tile_keys["kernel_1"]["c1"] == "c1"
    assert plan.tile_keys["kernel_0"]["c0"] != plan.tile_keys["kernel_1"]["c0"]


def test_a_layout_of_memory_alone_is_a_launcher_view_and_no_kernel():
    """x transposed: a torch view the launcher makes (permute), no kernel, and the program's output is that view."""
    plan = lower(Permute(Input("x", (6, 40), "F32"), (1, 0)))
    assert plan.kernels == [] and plan.coordinates == {}
    assert kinds(plan.memory) == ["assign", "permute"]
    assert plan.memory[1].args["perm"] == [1, 0] and plan.output == plan.memory[1].out
    assert plan.output_shape == (40, 6)


@pytest.mark.parametrize("dtype, stored", [("fp32", 4), ("bf16", 2), ("fp16", 2)])
def test_floating_memory_is_counted_in_the_storage_dtype_and_integers_as_they_are(dtype, stored):
    """An F32 input and the output buffer take the run's storage dtype (capture is fp32, so the input's own dtype
    is not what is stored); an I64 input stays 8 bytes an element."""
    x, pos = Input("x", (6, 10), "F32"), Input("pos", (6, 10), "I64")
    g = rows("x", 6)
    plan = lower(combine(Binary("Add", part(x, 0, g), part(pos, 0, g)), g, 0), dtype)
    names = {m.args["value"]: m.out for m in plan.memory if m.kind == "assign"}
    assert plan.itemsize[names["inputs['x']"]] == stored
    assert plan.itemsize[names["inputs['pos']"]] == 8
    assert plan.itemsize[plan.output] == stored


def test_index_arithmetic_in_memory_is_computed_by_the_launcher():
    """A mask built from positions alone (key index > query index over 12 x 12) reads no input: the launcher
    computes it with torch (two iotas and a comparison), in no kernel, one byte an element (a mask)."""
    plan = lower(Binary("Gt", Iota((12, 12), 1), Iota((12, 12), 0)))
    assert plan.kernels == [] and plan.inputs == []
    assert kinds(plan.memory) == ["iota", "iota", "binary"]
    assert plan.memory[2].args["op"] == "Gt" and plan.output == plan.memory[2].out
    assert plan.itemsize[plan.output] == 1 and plan.output_shape == (12, 12)


@pytest.mark.parametrize("term, says", [
    (Reduce("RSum", 1, Input("x", (6, 40), "F32")), "Reduce of data outside a kernel"),
    (Binary("Mul", Input("x", (6, 40), "F32"), Input("x", (6, 40), "F32")), "Binary of data outside a kernel"),
    (Unary("Neg", elementwise("Exp", (6, 40))), "Unary of data outside a kernel"),
], ids=["reduce-of-input", "binary-of-inputs", "unary-of-kernel-output"])
def test_a_computation_on_data_outside_every_kernel_is_refused(term, says):
    """A reduction or pointwise op of an input or of a kernel's output, with no kernel around it, is a computation on
    data that lowerable.py allows in memory only as index arithmetic: lowering refuses it, as extraction does,
    rather than leave it to the launcher (where the model would price it at 0 us)."""
    with pytest.raises(LoweringError, match=says):
        lower(term)


X = Input("x", (6, 40), "F32")
G = grid(in_dim("x", 0), 0, 6)
C = loop(in_dim("x", 1), 40)


@pytest.mark.parametrize("term, says", [
    (part(X, 0, G), "the root has free coordinates"),
    (MatMul(X, Permute(X, (1, 0))), "MatMul cannot be computed outside a kernel"),
    (Tuple(elementwise("Exp", (6, 40)), elementwise("Neg", (6, 40))), "the program's result is a tuple"),
    (collect(X, C), "a Collect outside the loop that folds it"),
    (combine(fold("RSum", part(part(X, 0, G), 1, C), C), G, 0), "a loop state tiled by its own coordinate"),
], ids=["free-root", "matmul-in-memory", "tuple-result", "collect-outside-loop", "state-tiled-by-its-loop"])
def test_an_unlowerable_term_raises_a_lowering_error_that_says_why(term, says):
    """Lowering refuses, in one line a user reads (an EqiForgeError, printed without a traceback): a term with a
    free coordinate (not a complete program), a whole MatMul in memory (products run in kernels, as
    TileMatMul), a tuple as the program's result, a Collect no loop folds, and a loop whose per-step value is a
    tile of its own coordinate (the sum of tiles is not a tile)."""
    with pytest.raises(LoweringError, match=says) as info:
        lower(term)
    assert isinstance(info.value, EqiForgeError) and "\n" not in str(info.value)


def test_lowering_the_same_term_twice_gives_the_same_plan():
    """A plan depends on the term alone: two lowerings of one term (and of an equal term built apart) are equal,
    names included, so rendering is deterministic."""
    assert lower(gemm(8, 32, 24)) == lower(gemm(8, 32, 24))
    assert repr(lower(row_reduce_looped())) == repr(lower(row_reduce_looped()))
    assert lower(gemm(8, 32, 24)) != lower(gemm(8, 32, 16))


def test_a_product_with_k_whole_needs_no_loop():
    """a @ b with k kept whole in every program (8 x 4 @ 4 x 24, no loop coordinate): one kernel over rows and
    columns with no loop; its product contracts the 4 columns of a in registers (F lanes, unrolled outer
    products, since 4 is at most the unrolling limit)."""
    plan = lower(gemm(8, 4, 24, k_loop=False))
    [k] = plan.kernels
    assert "loop" not in kinds(k.body)
    [product] = [s for s in k.body if s.kind == "matmul"]
    assert product.args["mkn"] == ["T_c0", "F_n0", "T_c1"] and plan.fulls == {"n0": 4}
    assert product.args["unroll"]["k"] == 4
    assert set(plan.coordinates) == {"c0", "c1"}

