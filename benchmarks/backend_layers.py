"""How long the torch.compile backend takes on a tiny random-weight Llama as its depth grows: the first compile in a
fresh cache directory, then a compile of the same model in a fresh Dynamo (every segment a cache hit), for each
depth and number of search jobs given. Issues [generate] (depth) and [scale-out] (`jobs`) ask for these figures.

    .venv/bin/python benchmarks/backend_layers.py [--layers 2 4 8] [--jobs 1 2] [--tokens 8]

Prints one line per (layers, jobs): first and cached compile seconds, the searches, the segments shared within the
graph, the cache hits, and the logits' relative error against eager (fp32); then, per depth, the longest search's
seconds by stage (each cache entry keeps its search's profile). Each row runs in a process of its own. Wall clock
on this machine: a measurement, not a test."""
import argparse
import json
import subprocess
import sys
import tempfile
import time
import warnings

import torch
import transformers

from eqiforge.host import backend


def tiny_llama(layers: int) -> torch.nn.Module:
    """The width tests/test_generate.py uses (hidden 64, 4 heads of 16, 2 key-value heads), `layers` deep."""
    torch.manual_seed(0)
    config = transformers.LlamaConfig(hidden_size=64, intermediate_size=128, num_attention_heads=4,
                                      num_key_value_heads=2, head_dim=16, num_hidden_layers=layers, vocab_size=128)
    return transformers.LlamaForCausalLM(config).eval()


def compile_once(model, ids, cache_dir: str, jobs: int) -> tuple[float, torch.Tensor, dict]:
    """Seconds of the first call of a freshly compiled model (Dynamo's trace and the backend), its logits, and the
    backend's report of the graph."""
    torch._dynamo.reset()
    backend.REPORTS.clear()
    compiled = torch.compile(model, backend="eqiforge", options={"cache_dir": cache_dir, "jobs": jobs})
    start = time.perf_counter()
    with torch.no_grad():
        logits = compiled(ids, use_cache=False).logits
    return time.perf_counter() - start, logits, backend.REPORTS[-1]


def longest_search(cache_dir: str) -> str:
    """The longest search of a cache directory: its seconds, candidates, families (and how many were ranked)
    and seconds per stage."""
    from pathlib import Path
    entries = [json.loads(p.read_text()) for p in Path(cache_dir).glob("*/*.json")]
    entries = [e for e in entries if "profile" in e]
    if not entries:
        return "no searched segment"
    e = max(entries, key=lambda e: e["seconds"])
    stages = ", ".join(f"{k} {v:.1f} s" for k, v in sorted(e["profile"].items(), key=lambda kv: -kv[1]))
    ranked = f" ({e['ranked']} ranked)" if "ranked" in e else ""
    return (f"longest search {e['seconds']:.1f} s ({e['candidates']} candidates, {e['families']} families{ranked}, "
            f"{e['kernels']} kernels: {e['summary'][:80]}): {stages}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--layers", type=int, nargs="+", default=[2, 4, 8])
    parser.add_argument("--jobs", type=int, nargs="+", default=[1])
    parser.add_argument("--tokens", type=int, default=8, help="prompt length (default 8)")
    parser.add_argument("--row", type=int, nargs=2, metavar=("LAYERS", "JOBS"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.row:
        row(*args.row, args.tokens)
        return
    print("layers jobs  first_s  cached_s  searches  shared  cache_hits  eager_products  rel_err", flush=True)
    for layers in args.layers:
        for jobs in args.jobs:
            # a process per row: nothing one row computed (the ranking's memo, Triton's kernels) helps the next
            subprocess.run([sys.executable, __file__, "--row", str(layers), str(jobs), "--tokens", str(args.tokens)],
                           check=True)


def row(layers: int, jobs: int, tokens: int) -> None:
    warnings.simplefilter("ignore", UserWarning)
    model = tiny_llama(layers)
    ids = torch.randint(0, 128, (1, tokens), generator=torch.Generator().manual_seed(1))
    with torch.no_grad():
        ref = model(ids, use_cache=False).logits
    with tempfile.TemporaryDirectory() as cache:
        first, logits, report = compile_once(model, ids, cache, jobs)
        cached, _, again = compile_once(model, ids, cache, jobs)
        profile = longest_search(cache)
    err = ((logits.double() - ref.double()).norm() / ref.double().norm()).item()
    print(f"{layers:6d} {jobs:4d} {first:8.1f} {cached:9.1f} {report['searches']:9d} {report['shared']:7d} "
          f"{again['cache_hits']:11d} {report['eager_products']:15d} {err:8.1e}", flush=True)
    print(f"       {profile}", flush=True)

if __name__ == "__main__":
    main()
