"""Register tiles a GPU program can hold (issue [gpu-kernels], mHC at paper): a reduction over an axis a kernel reads
whole from memory runs as a loop over tiles of that axis (an RMSNorm statistic over n*C = 4096 elements no longer
holds the whole row of every token in registers), and a product contracting a whole axis of at most 4 elements (mHC's
n streams) is K outer products summed (an M x N tile, not the M x K x N broadcast)."""
from eqiforge.host.lower import UNROLL_K, lower
from eqiforge.host.rank import _Eval, hardware, kernel_resources, work_of
from eqiforge.host.verify import check

from .test_codegen import candidates, rendered
from .test_extract import tiny


def _loops(stmts):
    for s in stmts:
        if s.kind == "loop":
            yield s
        yield from _loops(s.body)


def _matmuls(stmts):
    for s in stmts:
        if s.kind == "matmul":
            yield s
        yield from _matmuls(s.body)


def test_whole_row_reduction_of_a_load_runs_as_a_loop(tmp_path_factory, tmp_path):
    """row_sumsq's candidates whose grid holds a row tile and reduce the whole row in the tile: lowered, the sum is
    a loop over tiles of the row, equal to PyTorch with a tile of 2 (four trips), a tile of the whole row (the loop
    runs once) and the default tiles."""
    w = tiny("row_sumsq")
    in_tile = [c for c in candidates(w, None, tmp_path_factory) if c.kernels == 1 and "loop(" not in c.summary]
    assert in_tile
    for i, cand in enumerate(in_tile):
        plan = lower(cand.term)
        [loop] = [s for k in plan.kernels for s in _loops(k.body)]
        cols = loop.out
        assert plan.coordinates[cols]["extent"] == 8
        _, mod = rendered(w, i, cand, tmp_path)
        for tiles in ({cols: 2}, {cols: 8}, None):
            result = check(mod, w, "small", seed=3, tiles=tiles)
            assert result.ok, (cand.summary, tiles, result.error)


def test_product_over_a_few_streams_is_unrolled(tmp_path_factory, tmp_path):
    """user_sinkhorn's mixing product m @ x contracts n = 4 whole: rendered as 4 outer products (no 4-D broadcast
    of the operands), modelled as an M x N register tile, and equal to PyTorch."""
    w = tiny("user_sinkhorn")
    cand = next(c for c in candidates(w, None, tmp_path_factory) if c.kernels == 1)
    plan = lower(cand.term)
    [kernel] = plan.kernels
    [mm] = [s for s in _matmuls(kernel.body) if s.args["unroll"]]
    assert mm.args["unroll"]["k"] == 4 <= UNROLL_K
    source, mod = rendered(w, 0, cand, tmp_path)
    assert "tl.expand_dims" not in source.split(f"{mm.out} = ")[1].split("\n")[0]
    [work] = work_of(plan, "fp32")
    [(_, m, k, n, _, _)] = [p for p, s in zip(work.products_tiles, _matmuls(kernel.body)) if s is mm]
    assert k == "1"   # its registers: M x N
    ev = _Eval(plan, {c: 4 for c in plan.coordinates}, True)
    assert kernel_resources(ev, work, 1, 1, 4, hardware("h200"))["programs_per_sm"] > 0
    result = check(mod, w, "small", seed=3)
    assert result.ok, result.error
