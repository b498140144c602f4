"""A product contracting a whole axis of at most 4 elements (mHC's n streams: H_res @ x, H_pre @ x) is rendered as K
outer products summed, not as the M x K x N broadcast summed after: compiled for sm_90, mHC's one-kernel connection
at 16 tokens x 128 channels holds 175 registers a thread instead of 206 (issue [gpu-kernels])."""
from eqiforge.host.extract import extract
from eqiforge.host.lower import UNROLL_K, lower
from eqiforge.host.verify import check

from .test_codegen import candidates, rendered
from .test_extract import tiny


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
    [line] = [x for x in source.split("\n") if x.strip().startswith(f"{mm.out} = ") and "tl.dot" not in x]
    assert "tl.expand_dims" not in line and line.count("== 3,") == 2
    for tiles in (None, {c: 1 for c in plan.coordinates}):
        result = check(mod, w, "small", seed=3, tiles=tiles)
        assert result.ok, (tiles, result.error)


def test_unrolled_stream_mixes_over_a_whole_token_block_are_not_modelled_as_fitting(tmp_path):
    """mHC at paper, the packed cut's layer segment: its layer input h = H_pre x gridded over the hidden axis alone
    holds every token of every batch (16 x 512) per program. Compiled for sm_90 that kernel spilled 10,616 bytes at
    8 warps, where a count of the unrolled product's M x N alone had it fit; with both fp32 operands counted live
    through the unrolled K outer products, the model finds no legal schedule for it."""
    from pathlib import Path

    from eqiforge.host import compose
    from eqiforge.host.pipeline import saturate_term
    from eqiforge.host.rank import hardware, rank_plan
    from eqiforge.host.workloads import get_workload
    seg = compose.packed_cut(get_workload("mhc").capture("paper").term)[1]
    reads = compose.sources(seg.term)
    names = compose.read_names(reads)
    _, graph = saturate_term(compose.abstract(seg.term, reads, names), "mhc.seg1", "paper", (),
                             Path(tmp_path / "egraph.txt"))
    found = extract(graph.serialize(), "compact", beam=64).candidates
    hw = hardware("h200")
    whole_tokens = [c for c in found if c.summary.startswith("grid(x.3@3) [1 mm] ;")]
    assert whole_tokens
    for c in whole_tokens:
        ranked = rank_plan(lower(c.term), hw)
        assert ranked.modelled_us is None, (c.summary, ranked.schedule)
    # the same segment keeps forms that fit: the layer input stored per token block
    assert any(rank_plan(lower(c.term), hw).modelled_us for c in found if c.summary.startswith("store(x.3"))
