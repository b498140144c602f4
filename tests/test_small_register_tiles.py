"""A product contracting a whole axis of at most 4 elements (mHC's n streams: H_res @ x, H_pre @ x) is rendered as K
outer products summed, not as the M x K x N broadcast summed after: compiled for sm_90, mHC's one-kernel connection
at 16 tokens x 128 channels holds 175 registers a thread instead of 206 (issue [gpu-kernels])."""
from eqiforge.host.codegen.kernel_builder import UNROLL_K
from eqiforge.host.codegen.lower import lower
from eqiforge.host.codegen.verify import check

from .helpers import candidates, rendered, tiny


def _matmuls(stmts):
    for s in stmts:
        if s.kind == "matmul":
            yield s
        yield from _matmuls(s.body)


def test_product_over_a_few_streams_is_unrolled(tmp_path_factory, tmp_path):
    """user_sinkhorn's mixing product m @ x contracts n = 4 whole: 4 outer products (no 4-D broadcast of the
    operands), equal to PyTorch in fp32 at the default tiles and at tiles of 1."""
    w = tiny("user_sinkhorn")
    cand = next(c for c in candidates(w, None, tmp_path_factory) if c.kernels == 1)
    plan = lower(cand.term)
    [kernel] = plan.kernels
    [mm] = [s for s in _matmuls(kernel.body) if s.args["unroll"]]
    assert mm.args["unroll"]["k"] == 4 <= UNROLL_K
    source, mod = rendered(w, 0, cand, tmp_path)
    [line] = [x for x in source.split("\n") if x.strip().startswith(f"{mm.out} = ") and "tl.sum(" in x]
    assert "tl.expand_dims" not in line and line.count("== 3,") == 2
    for tiles in (None, {c: 1 for c in plan.coordinates}):
        result = check(mod, w, "small", seed=3, tiles=tiles)
        assert result.ok, (tiles, result.error)
