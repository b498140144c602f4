"""The limits table (DESIGN §6): per workload at its paper config, its best family against the physical limit.

The limit of a program is the larger of its compulsory bytes (every input read once, the output written once, at
the storage dtype) over the bandwidth and its FLOPs over the tensor-core rate of that dtype. FLOPs are counted
independently of the model, by torch's FlopCounterMode on meta tensors. The best family comes from the pipeline
(`eqiforge run W --config paper`: rendered, ranked and compiled, not run without a GPU); its latency and bytes are
modelled, its registers, spills, shared memory and tensor-core use compiled. Until a GPU measures, modelled ÷ limit
is the project's performance figure.
"""
from __future__ import annotations

import math
import time
from pathlib import Path

import torch
from torch.utils.flop_counter import FlopCounterMode

from .capture.workloads import DTYPES, Workload
from .files import write_text_atomic
from .rank.hardware import Hardware
from .rank.plots import draw_limits, limit_ratios


def program_flops(w: Workload, config: str) -> int:
    """The program's FLOPs as torch counts them (products: 2·M·K·N each), on meta tensors: nothing allocated."""
    with FlopCounterMode(display=False) as counter, torch.no_grad():
        w.meta_program(config)(**w.meta_inputs(config))
    return int(counter.get_total_flops())


def compulsory_bytes(w: Workload, config: str, dtype: str) -> int:
    """Every input (activations and weights) read once and every output written once, floating tensors at
    `dtype`."""
    dt = DTYPES[dtype]
    inputs = w.meta_reads(config, dt)
    with torch.no_grad():
        out = w.meta_program(config, dt)(**w.meta_inputs(config, dt))
    outs = out if isinstance(out, (tuple, list)) else (out,)
    return sum(t.numel() * t.element_size() for t in (*inputs.values(), *outs))


def limit_us(flops: int, nbytes: int, hw: Hardware, dtype: str) -> tuple[float, str]:
    memory, compute = nbytes / hw.bytes_per_us, flops / hw.tensor_core_flops_per_us(dtype)
    return max(memory, compute), "memory" if memory >= compute else "compute"


def limits_row(w: Workload, config: str, dtype: str, hw: Hardware, run_dir: Path, progress=None) -> dict:
    """One row: the pipeline at `config`, its best family's modelled and compiled figures, and the limit."""
    from .pipeline import run_pipeline

    start = time.perf_counter()
    report = run_pipeline(w, config, out_dir=run_dir, gpu_name=hw.name.lower(), progress=progress, dtype=dtype)
    flops, nbytes = program_flops(w, config), compulsory_bytes(w, config, dtype)
    limit, bound = limit_us(flops, nbytes, hw, dtype)
    row = {"workload": w.name, "config": config, "dtype": dtype, "families": len(report["families"]),
           "flops": flops, "compulsory_bytes": nbytes, "limit_us": round(limit, 3), "bound": bound,
           "best": report["best"], "seconds": round(time.perf_counter() - start, 1)}
    best = next((f for f in report["families"] if f["id"] == report["best"]), None)
    if best:
        row.update(kernels=best["kernels"], summary=best["summary"], modelled_us=best["modelled_us"],
                   modelled_bytes=best["bytes"], modelled_flops=best["flops"], schedule=best["schedule"],
                   compiled=best["compiled"])
    return row


def limits_job(job: dict) -> dict:
    """A row for the job layer (jobs.py): `job` is plain data (workload name or file, config, dtype, GPU name, the
    run's directory), so it can go to a worker process or a Ray node; the row is the same wherever it ran."""
    from .capture.workloads import resolve_workload
    from .rank.hardware import hardware
    return limits_row(resolve_workload(job["workload"]), job["config"], job["dtype"], hardware(job["gpu"]),
                      Path(job["run_dir"]))


def _fmt(x: float) -> str:
    return f"{x:.3g}" if x < 1000 else f"{x:,.0f}"


def table(rows: list[dict], hw: Hardware) -> str:
    """The table of `rows`, in their order. No wall-clock times: the same rows make the same bytes, whichever
    engine and however many jobs ran them (each row's `seconds` stays in `limits --json`)."""
    dtypes = sorted({r["dtype"] for r in rows})
    lines = [f"# Modelled latency against the physical limit ({hw.name}, {', '.join(dtypes)})", "",
             f"Made by `eqiforge limits`. The limit is max(compulsory bytes / {hw.bandwidth_gbps:g} GB/s, FLOPs / "
             "the tensor-core rate of the dtype); FLOPs by torch's FlopCounterMode on meta tensors, compulsory bytes "
             "every input read once and every output written once. *modelled*: the ranking's model (rank.py), no "
             f"GPU timing. *compiled*: Triton's compiler for {hw.target[0]} sm_{hw.target[1]} (gpu_compile.py), "
             "read from the cubin and PTX. Nothing here was measured on a GPU. *launch floor*: the best's kernels "
             f"x the hardware file's launch cost ({hw.launch_us:g} µs a kernel boundary in a CUDA graph, from a "
             "third party's measurement: results/calibration.md) + the limit, over the "
             "limit: the model gives no program of that many kernels less (a small program's bar). The model is "
             "calibrated against published H100 measurements (`eqiforge calibrate`, results/calibration.md: "
             "FlashAttention-3's charts of FlashAttention-2 and Triton attention, cuBLAS bf16 GEMM, Liger's RMSNorm, "
             "FlashAttention-3 decode, a CUDA-graph launch): special functions, element-wise work, tensor-core "
             "operand reads and waits and the launch cost are priced from them, each constant citing its source "
             "in the hardware file.", "",
             "| workload | config | best family (kernels) | modelled µs | limit µs (bound) | modelled / limit | "
             "launch floor / limit | modelled bytes / compulsory | compiled ok | compiled registers | "
             "compiled spill B | compiled shared B | compiled tensor cores |",
             "| --- " * 13 + "|"]
    ratios = []
    for r in rows:
        if not r.get("best") or r.get("modelled_us") is None:
            lines.append(f"| {r['workload']} | {r['config']} | none: no family is ranked and compiles without "
                         f"spills | - | {_fmt(r['limit_us'])} ({r['bound']}) | - | - | - | - | - | - | - | - |")
            continue
        c = r["compiled"] or {}
        ratio, floor = limit_ratios(r, hw.launch_us)   # the figures limits.png plots
        ratios.append(ratio)
        ok = "-" if not c else "yes" if c["ok"] else f"no: {c['error']}"
        lines.append(
            f"| {r['workload']} | {r['config']} | {r['best']} ({r['kernels']}) | {_fmt(r['modelled_us'])} | "
            f"{_fmt(r['limit_us'])} ({r['bound']}) | {ratio:.2f}x | {floor:.2f}x | "
            f"{r['modelled_bytes'] / r['compulsory_bytes']:.2f}x | {ok.replace('|', '/')} | "
            f"{c.get('registers', '-')} | {c.get('spilled_bytes', '-')} | {c.get('shared_bytes', '-')} | "
            f"{'-' if not c else 'yes' if c.get('tensor_cores') else 'no'} |")
    if ratios:
        geo = math.exp(sum(math.log(x) for x in ratios) / len(ratios))
        lines += ["", f"Geometric mean of modelled / limit over {len(ratios)} workloads: {geo:.2f}x (modelled)."]
    return "\n".join(lines) + "\n"


def write_limits(rows: list[dict], hw: Hardware, path: Path) -> tuple[Path, Path]:
    """The table at `path` and, beside it, its picture (the same name, .png; the table embeds it)."""
    picture = path.with_suffix(".png") if path.suffix != ".png" else path.with_name(f"{path.stem}.picture.png")
    draw_limits(rows, hw, picture)
    write_text_atomic(path, table(rows, hw) + f"\n![modelled / limit]({picture.name})\n")
    return path, picture
