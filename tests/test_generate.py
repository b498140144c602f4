"""The torch.compile backend as generation uses it (issue 50): torch.compile's modes, a model that never dies inside
the backend, rank-0 values (a position plus one), empty slices (full-width partial rotary)."""
import pytest
import torch

from eqiforge.host import backend
from eqiforge.host.capture.export import CaptureError, capture
from eqiforge.host.codegen.verify import relative_error
from eqiforge.host.interp import evaluate


@pytest.fixture(autouse=True)
def strict(monkeypatch):
    """Internal errors raise in these tests unless one unsets this on purpose."""
    monkeypatch.setenv("EQIFORGE_STRICT", "1")


class Scale(torch.nn.Module):
    def forward(self, x):
        return torch.sigmoid(x) * 2.0


class Softmax(torch.nn.Module):
    def forward(self, x):
        return torch.softmax(x * 2.0, dim=-1)


def _run(module, *args, cache, mode=None, **options):
    """torch.compile takes a mode or options, not both: with a mode the cache directory comes from the environment."""
    torch._dynamo.reset()
    backend.REPORTS.clear()
    if mode:
        with pytest.MonkeyPatch.context() as env:
            env.setenv("EQIFORGE_CACHE_DIR", str(cache))
            compiled = torch.compile(module, backend="eqiforge", mode=mode)
            with torch.no_grad():
                return compiled(*args), module(*args)
    compiled = torch.compile(module, backend="eqiforge", options={"cache_dir": str(cache), "jobs": 1, **options})
    with torch.no_grad():
        return compiled(*args), module(*args)


def test_unknown_mode_names_the_accepted_ones():
    with pytest.raises(backend.BackendError, match="unknown torch.compile mode 'fastest'.*reduce-overhead"):
        backend.eqiforge_backend(None, [], mode="fastest")
    with pytest.raises(backend.BackendError, match="option jobs must be a positive int"):
        backend.Options.parse({"jobs": 0})


@pytest.mark.skipif(torch.cuda.is_available(), reason="says what a CPU cannot do")
def test_reduce_overhead_on_a_cpu_says_cuda_graphs_need_a_gpu_once(tmp_path, capsys):
    backend._SAID.clear()
    x = torch.randn(4, 16, generator=torch.Generator().manual_seed(0))
    got, ref = _run(Scale(), x, cache=tmp_path, mode="reduce-overhead")
    assert relative_error(got.double(), ref.double()) < 1e-6
    assert backend.REPORTS[-1]["regions"][0]["fused"]
    _run(Scale(), x, cache=tmp_path, mode="reduce-overhead")
    err = capsys.readouterr().err
    assert err.count("CUDA graphs need a GPU") == 1
    _run(Scale(), x, cache=tmp_path, mode="max-autotune")
    assert "'max-autotune': tuning needs a GPU" in capsys.readouterr().err


def test_a_region_whose_search_raises_runs_eagerly_with_a_warning(tmp_path, monkeypatch):
    def broken(*args, **kwargs):
        raise ZeroDivisionError("a bug in the search")
    monkeypatch.setattr(backend, "search_segment", broken)
    x = torch.randn(4, 16, generator=torch.Generator().manual_seed(0))
    monkeypatch.delenv("EQIFORGE_STRICT")
    with pytest.warns(backend.EqiForgeWarning) as caught:
        got, ref = _run(Softmax(), x, cache=tmp_path)
    assert torch.equal(got, ref)   # the region ran eagerly: the model's own ops
    (w,) = [str(c.message) for c in caught]
    assert "region 1 (_softmax x1, mul x1)" in w and "ZeroDivisionError: a bug in the search" in w
    report = backend.REPORTS[-1]
    assert report["errors"] == 1 and not report["regions"][0]["fused"] and report["fallbacks"][0]["region"] == 1
    monkeypatch.setenv("EQIFORGE_STRICT", "1")
    with pytest.raises(Exception, match="ZeroDivisionError: a bug in the search"):
        _run(Softmax(), x, cache=tmp_path)


class NextPosition(torch.nn.Module):
    """A rank-0 value computed from an input: the next position of a decode step (`cache_position + 1`)."""

    def forward(self, position, x):
        return x * (position + 1).to(x.dtype)


def test_a_rank0_value_gets_a_kernel(tmp_path):
    position, x = torch.tensor(6), torch.randn(3, 8, generator=torch.Generator().manual_seed(1))
    got, ref = _run(NextPosition(), position, x, cache=tmp_path)
    assert relative_error(got.double(), ref.double()) < 1e-6
    report = backend.REPORTS[-1]
    assert report["regions"] and all(r["fused"] for r in report["regions"]) and not report["fallbacks"]


class PartialRotary(torch.nn.Module):
    """transformers' partial-rotary split, `x[..., :rot]` rotated and `x[..., rot:]` passed through, with `rot` the
    whole head dimension: the pass-through slice is empty."""

    def __init__(self, rot):
        super().__init__()
        self.rot = rot

    def forward(self, x, cos):
        x_rot, x_pass = x[..., :self.rot], x[..., self.rot:]
        return torch.cat((x_rot * cos, x_pass), dim=-1)


def test_an_empty_slice_is_an_identity_for_cat():
    x, cos = torch.randn(2, 5, 8), torch.randn(5, 8)
    captured = capture(PartialRotary(8), {"x": x, "cos": cos})
    assert torch.allclose(evaluate(captured.term, {"x": x.double(), "cos": cos.double()}), (x * cos).double())
    assert "Slice" not in repr(captured.term) and "Concat" not in repr(captured.term)


def test_a_transformers_layer_with_full_width_partial_rotary_is_captured():
    """Phi3DecoderLayer at partial_rotary_factor 1.0 (tests/workloads_tiny/hf_phi3_full_rotary.py): captured, the
    empty pass-through slices dropped, and equal to the layer in float64. (`eqiforge run` on the file, small:
    161 families, all verified.)"""
    from eqiforge.host.interp import Interpreter
    from tests.helpers import tiny
    w = tiny("hf_phi3_full_rotary")
    term = w.capture("small").term
    run = w.instance("small", seed=3, dtype=torch.float64)
    got, expected = Interpreter(run.inputs, {})(term), run.module(**run.activations)
    assert ((got - expected).norm() / expected.norm()).item() < 1e-6   # the layer's own float32 casts round


class ReadsEmpty(torch.nn.Module):
    def forward(self, x):
        return torch.cat((x, x[..., 8:] * 2.0), dim=-1)


def test_an_op_other_than_cat_on_an_empty_slice_is_refused():
    with pytest.raises(CaptureError, match="unsupported use of mul: an op other than cat reads an empty slice"):
        capture(ReadsEmpty(), {"x": torch.randn(2, 8)})


def test_a_graph_of_symbolic_sizes_is_searched_once_per_bucket(tmp_path):
    """dynamic=True: Dynamo's one graph of symbolic sizes is searched at each call's bucket (rows 3 at 4, rows 5
    and 7 at 8), its program rebound to the call's sizes; a length of a searched bucket needs no search, and no call
    runs eagerly."""
    torch._dynamo.reset()
    backend.REPORTS.clear()
    compiled = torch.compile(Scale(), backend="eqiforge", dynamic=True, options={"cache_dir": str(tmp_path), "jobs": 1})
    for rows in (3, 5, 7, 3):
        x = torch.randn(rows, 4, generator=torch.Generator().manual_seed(rows))
        with torch.no_grad():
            assert relative_error(compiled(x).double(), Scale()(x).double()) < 1e-6
    # both sizes symbolic; the fourth call reused the first's program
    assert [list(r["sizes"].values()) for r in backend.REPORTS] == [[3, 4], [5, 4], [7, 4]]
    assert [list(r["bucket"].values()) for r in backend.REPORTS] == [[4, 4], [8, 4], [8, 4]]
    assert [(r["searches"], r["derived"]) for r in backend.REPORTS] == [(1, 1), (1, 1), (0, 1)]
    assert all(r["regions"] and all(i["fused"] for i in r["regions"]) for r in backend.REPORTS)


SCRIPT = """
import sys, torch
print("the script ran", flush=True)

class TwoRegions(torch.nn.Module):   # top-k runs eagerly between two regions: two searches, as two jobs
    def forward(self, x):
        values, _ = torch.topk(torch.sigmoid(x) * 2.0, 2, dim=-1)
        return torch.exp(values) + 1.0

compiled = torch.compile(TwoRegions(), backend="eqiforge", options={"cache_dir": sys.argv[1], "jobs": 2})
with torch.no_grad():
    x = torch.randn(3, 4)
    assert torch.allclose(compiled(x), TwoRegions()(x), rtol=1e-5)
from eqiforge.host.backend import REPORTS
print("searches", REPORTS[-1]["searches"], "fused", all(r["fused"] for r in REPORTS[-1]["regions"]))
"""


@pytest.mark.slow
def test_search_workers_do_not_run_the_users_script_again(tmp_path):
    """A script that compiles at top level, without `if __name__ == "__main__":`, searches in two spawned workers:
    they must not run the script again (each would generate, and start workers of its own)."""
    import subprocess
    import sys
    script = tmp_path / "user.py"
    script.write_text(SCRIPT)
    out = subprocess.run([sys.executable, str(script), str(tmp_path / "cache")], capture_output=True, text=True,
                         timeout=600)
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.count("the script ran") == 1
    assert "searches 2 fused True" in out.stdout


# -- model.generate() with a static cache, as transformers documents it (minutes under the interpreter) -------------

def _causal_lm(arch: str, dtype: torch.dtype):
    import transformers
    torch.manual_seed(0)
    common = dict(hidden_size=64, intermediate_size=128, num_attention_heads=4, num_key_value_heads=2, head_dim=16,
                  num_hidden_layers=2, vocab_size=128)
    config, model = {"llama": (transformers.LlamaConfig, transformers.LlamaForCausalLM),
                     "qwen2": (transformers.Qwen2Config, transformers.Qwen2ForCausalLM),
                     "mistral": (transformers.MistralConfig, transformers.MistralForCausalLM),
                     "gemma": (transformers.GemmaConfig, transformers.GemmaForCausalLM)}[arch]
    return model(config(**common)).eval().to(dtype)


def _generate(model, ids, new_tokens: int, compile_config=None):
    with torch.no_grad():
        out = model.generate(ids, max_new_tokens=new_tokens, do_sample=False, cache_implementation="static",
                             compile_config=compile_config, return_dict_in_generate=True, output_logits=True)
    cache = out.past_key_values
    rows = [t for layer in cache.layers for t in (layer.keys, layer.values)]
    return out.sequences, out.logits, rows


def generate_both(arch: str, dtype: torch.dtype, new_tokens: int, cache_dir, monkeypatch):
    """Greedy generate() eager and through CompileConfig's defaults (backend "eqiforge", mode "reduce-overhead"),
    each from a fresh static cache: tokens, per-step logits and the caches after generation, and the decode
    graph's report."""
    from transformers.generation.configuration_utils import CompileConfig
    model = _causal_lm(arch, dtype)
    ids = torch.randint(0, 128, (1, 5), generator=torch.Generator().manual_seed(2))
    ref = _generate(model, ids, new_tokens)
    monkeypatch.setenv("EQIFORGE_CACHE_DIR", str(cache_dir))
    config = CompileConfig(backend="eqiforge")
    config._compile_all_devices = True   # a CPU: transformers compiles only on accelerators unless told
    torch._dynamo.reset()
    backend.REPORTS.clear()
    got = _generate(model, ids, new_tokens, config)
    return got, ref, list(backend.REPORTS)


def _decode_checks(got, ref, reports, exact: bool):
    assert reports, "the decode step was not compiled"
    for report in reports:
        assert report["eager_products"] == 0 and not report["fallbacks"] and report["errors"] == 0
        assert report["rows_in_place"] == 4   # each layer's key and value rows, written in place
    if exact:
        assert torch.equal(got[0], ref[0])
        assert max((a - b).abs().max().item() for a, b in zip(got[2], ref[2])) <= 1e-5


@pytest.mark.slow
@pytest.mark.parametrize("arch", ["llama", "qwen2", "mistral", "gemma"])
def test_generate_static_cache_fp32(arch, tmp_path, monkeypatch):
    got, ref, reports = generate_both(arch, torch.float32, 16, tmp_path, monkeypatch)
    _decode_checks(got, ref, reports, exact=True)


@pytest.mark.slow
def test_generate_static_cache_bf16(tmp_path, monkeypatch):
    """bf16: every step's logits within 1e-2 of eager's (while the tokens agree), the same tokens on 3 of 4."""
    same = 0
    for arch in ("llama", "qwen2", "mistral", "gemma"):
        got, ref, reports = generate_both(arch, torch.bfloat16, 16, tmp_path / arch, monkeypatch)
        _decode_checks(got, ref, reports, exact=False)
        for step, (a, b) in enumerate(zip(got[1], ref[1])):
            assert relative_error(a.double(), b.double()) <= 1e-2, (arch, step)
            if not torch.equal(got[0][:, :ids_len(got, step)], ref[0][:, :ids_len(got, step)]):
                break
        same += torch.equal(got[0], ref[0])
    assert same >= 3


def ids_len(got, step: int) -> int:
    """Tokens up to and including the one step `step` chose."""
    return got[0].shape[1] - len(got[1]) + step + 1


@pytest.mark.slow
def test_prompts_of_several_lengths_in_one_process(tmp_path):
    """torch.compile(model) on prompts of 5, 8, 7 and again 5 tokens: the second length makes Dynamo recompile with a
    symbolic length, searched at its bucket (8); 7 tokens are in that bucket, so its programs are rebound, not
    searched; back at 5 tokens every segment is a cache hit of the first, static, compile."""
    reports = _lengths(tmp_path, (5, 8, 7, 5))
    first, dynamic, rebound, again = reports
    assert first["sizes"] is None and 8 in dynamic["sizes"].values() and 5 in again["sizes"].values()
    assert rebound["searches"] == 0 and rebound["derived"] > 0
    assert rebound["derived"] + rebound["cache_hits"] + rebound["shared"] == rebound["segments"]
    assert again["searches"] == 0 and again["cache_hits"] > 0


@pytest.mark.full
@pytest.mark.parametrize("dynamic", [None, True])
def test_prompts_of_every_bucket_search_once_per_bucket(dynamic, tmp_path):
    """Prompts of 5, 8, 12, 16, 40 and 100 tokens in one process: every call on kernels, and each segment searched
    at most once per bucket used (5 static or in bucket 8; 8; 16; 64; 128)."""
    reports = _lengths(tmp_path, (5, 8, 12, 16, 40, 100), dynamic)
    buckets = {tuple(r["bucket"].values()) if r["bucket"] else tuple((r["sizes"] or {"static": 5}).values())
               for r in reports}
    assert sum(r["searches"] for r in reports) <= len(buckets) * max(r["segments"] for r in reports)


def _lengths(tmp_path, lengths, dynamic=None) -> list[dict]:
    """The tiny Llama compiled once and called on prompts of these lengths: each call's logits against eager's;
    the reports of the graphs compiled."""
    model = _causal_lm("llama", torch.float32)
    torch._dynamo.reset()
    backend.REPORTS.clear()
    compiled = torch.compile(model, backend="eqiforge", dynamic=dynamic,
                             options={"cache_dir": str(tmp_path), "jobs": 2})
    for tokens in lengths:
        ids = torch.randint(0, 128, (1, tokens), generator=torch.Generator().manual_seed(tokens))
        with torch.no_grad():
            got, ref = compiled(ids, use_cache=False).logits, model(ids, use_cache=False).logits
        assert relative_error(got.double(), ref.double()) <= 1e-4, tokens
        report = backend.REPORTS[-1]
        assert report["eager_products"] == 0 and not report["fallbacks"], tokens
    return list(backend.REPORTS)
