"""How the torch.compile backend meets prompts of several lengths in one process: a tiny random-weight Llama (the
width tests/test_generate.py uses, 2 layers, fp32) compiled once and called on each length. Issue [generate] asks
that every call run on kernels and that each segment be searched at most once per bucket of lengths used.

    .venv/bin/python benchmarks/backend_lengths.py [--lengths 5 8 12 16 40 100] [--dynamic] [--jobs 2]

Prints one line per call: the logits' relative error against eager, the graph's sizes and bucket, its segments,
searches, segments rebound from the bucket's search, cache hits, products run eagerly and seconds; then the total
searches against the buckets used. Wall clock on this machine: a measurement, not a test."""
import argparse
import tempfile
import time
import warnings

import torch
import transformers

from eqiforge.host import backend


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lengths", type=int, nargs="+", default=[5, 8, 12, 16, 40, 100])
    parser.add_argument("--dynamic", action="store_true", help="torch.compile(dynamic=True)")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    warnings.simplefilter("ignore", UserWarning)
    torch.manual_seed(0)
    config = transformers.LlamaConfig(hidden_size=64, intermediate_size=128, num_attention_heads=4,
                                      num_key_value_heads=2, head_dim=16, num_hidden_layers=2, vocab_size=128)
    model = transformers.LlamaForCausalLM(config).eval()
    torch._dynamo.reset()
    backend.REPORTS.clear()
    start = time.perf_counter()
    with tempfile.TemporaryDirectory() as cache:
        compiled = torch.compile(model, backend="eqiforge", dynamic=True if args.dynamic else None,
                                 options={"cache_dir": cache, "jobs": args.jobs})
        for n in args.lengths:
            ids = torch.randint(0, 128, (1, n), generator=torch.Generator().manual_seed(n))
            t = time.perf_counter()
            with torch.no_grad():
                got, ref = compiled(ids, use_cache=False).logits, model(ids, use_cache=False).logits
            seconds = time.perf_counter() - t
            r = backend.REPORTS[-1]
            err = ((got.double() - ref.double()).norm() / ref.double().norm()).item()
            print(f"tokens {n:4d}: rel err {err:.1e}, sizes {r['sizes']}, bucket {r['bucket']}, segments "
                  f"{r['segments']}, searches {r['searches']}, rebound {r['derived']}, cache hits {r['cache_hits']}, "
                  f"eager products {r['eager_products']}, {seconds:.1f} s", flush=True)
    buckets = {tuple((r["bucket"] or r["sizes"] or {"static": "own"}).values()) for r in backend.REPORTS}
    print(f"{len(backend.REPORTS)} graphs, {sum(r['searches'] for r in backend.REPORTS)} searches, "
          f"{len(buckets)} buckets used ({sorted(buckets, key=str)}), at most "
          f"{max(r['segments'] for r in backend.REPORTS)} segments a graph; {time.perf_counter() - start:.0f} s")


if __name__ == "__main__":
    main()
