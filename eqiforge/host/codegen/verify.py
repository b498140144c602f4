"""Verification: every rendered program runs against the PyTorch module on fresh random inputs (DESIGN §5).

Without a GPU the same Triton source runs under TRITON_INTERPRET=1 on the CPU. The tolerance is on the relative
L2 error against the module run in float64: float32 programs < 1e-4, float16/bfloat16 < 1e-2; any NaN or Inf
fails, and kernel outputs are poisoned (NaN) before the run, so an element no kernel writes fails too.
"""
from __future__ import annotations

import importlib.util
import os
import sys
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType

import numpy
import torch

from .. import schema
from ..capture.workloads import Workload
from ..errors import EqiForgeError
from ..paths import ROOT

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")

TOLERANCE = schema.TOLERANCE   # by the dtype a run stores in


class VerifyError(EqiForgeError):
    pass


@dataclass
class Check:
    ok: bool
    rel_err: float | None
    error: str | None
    tiles: dict


def relative_error(got: torch.Tensor, ref: torch.Tensor) -> float:
    """Relative L2 error; NaN, Inf or a shape mismatch is infinitely wrong."""
    if got.shape != ref.shape or not torch.isfinite(got).all():
        return float("inf")
    denom = ref.double().norm().item()
    return (got.double() - ref.double()).norm().item() / (denom if denom > 0 else 1.0)


def interpreted_language() -> None:
    """Where Triton was imported before TRITON_INTERPRET was set (by torch.compile, or by any library that imports
    it first), triton.language's own jit helpers (tl.cdiv, tl.sigmoid, ...) were made as compiled functions, which
    an interpreted kernel cannot call ("Cannot call @triton.jit'd outside of the scope of a kernel"): wrap them for
    the interpreter, as importing Triton with TRITON_INTERPRET=1 would have."""
    if os.environ.get("TRITON_INTERPRET") != "1":
        return
    import triton.language as tl
    from triton.runtime.interpreter import InterpretedFunction
    from triton.runtime.jit import JITFunction
    for mod in {tl, tl.standard, tl.math, tl.core}:
        for name, value in list(vars(mod).items()):
            if isinstance(value, JITFunction):
                setattr(mod, name, InterpretedFunction(value.fn))


def load_module(path: Path) -> ModuleType:
    """Import a rendered program from its file (a fresh module each time: Triton caches kernels per function)."""
    interpreted_language()
    name = f"eqiforge_rendered_{abs(hash(str(path.resolve())))}"
    spec = importlib.util.spec_from_file_location(name, path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def check(module: ModuleType, workload: Workload, config: str, seed: int = 11,
          dtype: torch.dtype = torch.float32, tiles: dict | None = None, device: str | None = None) -> Check:
    """Run the rendered launcher once on random inputs; compare with the module in float64."""
    device = device or ("cuda" if torch.cuda.is_available() else "cpu")
    # one module: its weights (copied out in `dtype`) are what the kernels read, and it runs the reference
    run = workload.instance(config, seed=seed, dtype=dtype)
    inputs = {k: v.to(device) for k, v in run.inputs.items()}
    with torch.no_grad():
        ref = run.module.double().to(device)(**{k: inputs[k].double() if inputs[k].is_floating_point() else inputs[k]
                                                for k in run.activations})
    used = dict(module.DEFAULT_TILES, **(tiles or {}))
    try:
        # padded lanes of a tile may hold inf or NaN (masked out before they reach a result): numpy, which runs
        # the interpreter, would warn about each
        with numpy.errstate(all="ignore"):
            got = module.launch(inputs, tiles, out=poisoned(module.allocate(inputs, tiles)))
    except Exception as exc:  # noqa: BLE001 - a kernel that fails to compile or run is a result: reported, not raised
        return Check(False, None, f"{type(exc).__name__}: {_first_line(exc)}", used)
    err = relative_error(got.float(), ref)
    tol = TOLERANCE.get(dtype, 1e-4)
    if err < tol:
        return Check(True, err, None, used)
    why = "NaN/Inf or shape mismatch" if err == float("inf") else f"relative error {err:.3g} >= {tol:g}"
    return Check(False, err, why, used)


def poisoned(buffers: dict) -> dict:
    """Every buffer a launch writes, filled so an element no kernel writes fails the check: NaN (masks: False)."""
    for b in buffers.values():
        b.fill_(False if b.dtype == torch.bool else float("nan"))
    return buffers


def _first_line(exc: BaseException) -> str:
    text = str(exc).strip()
    return text.splitlines()[-1][:300] if text else "(no message)"


def check_rendered(module: ModuleType) -> int:
    """`python kernels/F.py`: run the program once against PyTorch; exit status 0 when it meets its tolerance."""
    path = Path(module.WORKLOAD)
    path = path if path.is_absolute() else ROOT / path
    w = Workload(path.stem, path)
    result = check(module, w, module.CONFIG, seed=int.from_bytes(os.urandom(2), "little"))
    if result.ok:
        print(f"ok: relative error {result.rel_err:.2e} vs PyTorch (float64), tiles {result.tiles}")
        return 0
    print(f"FAILED: {result.error}, tiles {result.tiles}", file=sys.stderr)
    return 1
