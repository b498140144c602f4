"""torch.compile(model, backend="eqiforge"): registration, partitioning, fallback, the on-disk cache, and (slow) tiny
transformers models whose attention runs as one online-softmax kernel."""
import json
import os
import re
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
import torch

from eqiforge.host import backend, region_cache
from eqiforge.host.codegen.verify import relative_error
from eqiforge.host.paths import EGG_DIR, ROOT

# a step of a sampling loop: a normalised projection (EqiForge kernels), top-k (no IR translation: eager), a softmax of
# the kept values (kernels again)
STEP = textwrap.dedent("""
    import json, sys, torch
    torch.manual_seed(0)

    class Step(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.norm = torch.nn.RMSNorm(32)
            self.proj = torch.nn.Linear(32, 16, bias=False)

        def forward(self, x):
            values, index = torch.topk(self.proj(self.norm(x)), 4, dim=-1)
            return torch.softmax(values * 2.0, dim=-1), index
""")


def _step_module():
    scope = {}
    exec(STEP, scope)
    return scope["Step"]().eval().to(torch.bfloat16)


def _compile(module, cache, **options):
    torch._dynamo.reset()
    backend.REPORTS.clear()
    compiled = torch.compile(module, backend="eqiforge", options={"cache_dir": str(cache), **options})
    x = torch.randn(2, 8, 32, generator=torch.Generator().manual_seed(3)).to(torch.bfloat16)
    with torch.no_grad():
        got, ref = compiled(x), module(x)
    return got, ref, backend.REPORTS[-1]


def test_listed_by_dynamo_in_a_fresh_process():
    """The torch_dynamo_backends entry point (pyproject.toml), as installed by bin/setup's pip install -e."""
    out = subprocess.run([sys.executable, "-c", "import torch._dynamo as d; print('eqiforge' in d.list_backends())"],
                         capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "True"


def test_options_are_checked():
    with pytest.raises(backend.BackendError, match="unknown eqiforge option"):
        backend.Options.parse({"beem": 8})
    assert backend.Options.parse({"beam": "all"}).beam is None


@pytest.mark.slow  # 25 s
def test_fallback_cache_hit_rules_edit_and_corrupt_entry(tmp_path, monkeypatch, capsys):
    rules = tmp_path / "extra.egg"
    rules.write_text(";; no rules yet\n")
    cache = tmp_path / "cache"
    got, ref, first = _compile(_step_module(), cache, rules=[str(rules)])
    # top-k has no IR translation: it alone runs eagerly, the regions before and after it on EqiForge kernels
    assert (got[1] == ref[1]).float().mean() > 0.9   # bf16 rounding may swap near-ties
    assert relative_error(got[0].float(), ref[0].float()) < 1e-2
    assert first["unsupported"] == ["topk"] and first["eager_ops"] == {"topk": 1}
    assert all(r["fused"] for r in first["regions"]) and len(first["regions"]) == 2 and first["kernels"] >= 2
    assert first["searches"] == 2 and first["cache_hits"] == 0
    capsys.readouterr()
    monkeypatch.setenv("EQIFORGE_LOG", "debug")
    _, _, again = _compile(_step_module(), cache, rules=[str(rules)])
    assert again["searches"] == 0 and again["cache_hits"] == 2
    assert capsys.readouterr().err.count(": family grid(") == 2   # each segment's chosen family, with debug on
    monkeypatch.delenv("EQIFORGE_LOG")
    rules.write_text(";; edited: every entry searched under the old rules is stale\n")
    stale = set(cache.rglob("*.json"))
    _, _, edited = _compile(_step_module(), cache, rules=[str(rules)])
    assert edited["searches"] == 2 and edited["cache_hits"] == 0
    entry = sorted(set(cache.rglob("*.json")) - stale)[0]   # one the next compile reads (not a stale key's)
    entry.write_text(entry.read_text()[:100])          # an interrupted write of an older version
    with pytest.warns(UserWarning, match="corrupt cache entry"):
        got, ref, rebuilt = _compile(_step_module(), cache, rules=[str(rules)])
    assert rebuilt["searches"] == 1 and rebuilt["cache_hits"] == 1
    assert json.loads(entry.read_text())["key"] == entry.stem   # rewritten whole
    assert relative_error(got[0].float(), ref[0].float()) < 1e-2


@pytest.mark.slow  # 16 s: a second Python process
def test_second_compile_in_a_new_process_hits_the_cache(tmp_path):
    script = tmp_path / "step.py"
    script.write_text(STEP + textwrap.dedent("""
        m = Step().eval().to(torch.bfloat16)
        c = torch.compile(m, backend="eqiforge", options={"cache_dir": sys.argv[1]})
        with torch.no_grad():
            c(torch.randn(2, 8, 32).to(torch.bfloat16))
        from eqiforge.host.backend import REPORTS
        print(json.dumps(REPORTS[-1], default=str))
    """))
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    # the first compile in this process (the same module, inputs and options), the second in a new one: a process
    # of its own for the first too cost its start and imports again
    _, _, first = _compile(_step_module(), tmp_path / "cache")
    assert first["searches"] == first["segments"] > 0
    second = json.loads(subprocess.run([sys.executable, str(script), str(tmp_path / "cache")], capture_output=True,
                                       text=True, check=True, env=env).stdout.splitlines()[-1])
    assert second["searches"] == 0 and second["cache_hits"] == second["segments"] == first["segments"]


def test_key_covers_rules_schedule_and_hardware(tmp_path):
    eggs = tmp_path / "egglog_src"
    import shutil
    shutil.copytree(EGG_DIR, eggs)
    hw = ROOT / "eqiforge" / "hardware" / "h200.json"
    key = lambda **kw: region_cache.entry_key("(Input \"in0\" (vec-of 4) (BF16))", dtype="bf16", beam=64,  # noqa
                                              hardware_file=kw.get("hw", hw), egg_dir=eggs)
    before = key()
    rule = next(eggs.glob("rules/*.egg"))
    rule.write_text(rule.read_text() + "\n;; edited\n")
    assert key() != before
    other = tmp_path / "other.json"
    other.write_text(hw.read_text().replace("132", "133", 1))
    assert key(hw=other) != key()


# -- tiny transformers models (minutes under Triton's interpreter on 2 cores) --------------------------------------

def _model(arch):
    import transformers
    torch.manual_seed(0)
    common = dict(hidden_size=64, num_attention_heads=4, num_hidden_layers=2, vocab_size=128)
    if arch == "llama":
        model = transformers.LlamaForCausalLM(transformers.LlamaConfig(intermediate_size=128, num_key_value_heads=2,
                                                                       **common))
    elif arch == "qwen2":
        model = transformers.Qwen2ForCausalLM(transformers.Qwen2Config(intermediate_size=128, num_key_value_heads=2,
                                                                       **common))
    else:
        model = transformers.GPT2LMHeadModel(transformers.GPT2Config(n_embd=64, n_head=4, n_layer=2, vocab_size=128,
                                                                     n_positions=32))
    return model.eval().to(torch.bfloat16)


@pytest.mark.slow
@pytest.mark.parametrize("arch", ["llama", "gpt2", "qwen2"])
def test_tiny_transformers_model_runs_on_eqiforge_kernels(arch, tmp_path):
    model = _model(arch)
    ids = torch.randint(0, 128, (1, 8), generator=torch.Generator().manual_seed(1))
    torch._dynamo.reset()
    backend.REPORTS.clear()
    compiled = torch.compile(model, backend="eqiforge", options={"cache_dir": str(tmp_path)})
    with torch.no_grad():
        got = compiled(ids, use_cache=False).logits
        ref = model(ids, use_cache=False).logits
    assert relative_error(got.double(), ref.double()) < 1e-2
    report = backend.REPORTS[-1]
    assert not report["fallbacks"]
    # every product ran in a kernel (attention's two and the MLP's), and each layer's attention is one kernel: its
    # two products (and the softmax between them) in one kernel, with an online-softmax loop or, where one tile
    # holds all 8 keys, none
    assert not {"mm", "bmm", "addmm", "_scaled_dot_product_flash_attention_for_cpu"} & set(report["eager_ops"])
    kernels = [k for region in report["regions"] for s in region.get("segments", []) for k in s["summary"].split(" ; ")]
    products = [int(re.search(r"\[(\d+) mm\]", k + " [0 mm]").group(1)) for k in kernels]
    # a kernel of several products and no loop contracts every axis within one tile; the MLP's kernels loop over the
    # hidden axis, so such a kernel here is attention held in one tile
    attention = [k for k, n in zip(kernels, products) if "rescale" in k or (n >= 2 and "loop(" not in k)]
    assert len(attention) == 2, kernels
