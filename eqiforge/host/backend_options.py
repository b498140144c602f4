"""The backend's options (torch.compile's `options={...}`, parsed and checked) and the error it refuses with: what
every part of the backend (backend.py, regions, segment searches, compiled regions) shares."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from .errors import EqiForgeError
from .extract import compose


class BackendError(EqiForgeError):
    pass


@dataclass
class Options:
    """torch.compile(..., options={...}): dtype ("bf16", "fp16", "fp32": what the ranking models; default the
    graph's own), beam (extraction keys per class, an int or "all"), hardware (a name under eqiforge/hardware or a
    .json path), cache_dir, rules (extra .egg files), max_products (per searched segment)."""
    dtype: str | None = None
    beam: int | None = 64
    hardware: str = "h200"
    cache_dir: str | None = None
    rules: tuple = ()
    max_products: int = compose.MAX_PRODUCTS
    seed: int = 11
    jobs: int | None = None   # concurrent segment searches (eqiforge.host.jobs; None: the cores, 1: in-process)

    @classmethod
    def parse(cls, options: dict | None) -> "Options":
        options = dict(options or {})
        unknown = sorted(set(options) - set(cls.__dataclass_fields__))
        if unknown:
            raise BackendError(f"unknown eqiforge option(s) {', '.join(unknown)}; known: "
                               f"{', '.join(cls.__dataclass_fields__)}")
        if options.get("beam") == "all":
            options["beam"] = None
        if "rules" in options:
            options["rules"] = tuple(Path(r) for r in options["rules"])
        jobs = options.get("jobs")
        if jobs is not None and (not isinstance(jobs, int) or isinstance(jobs, bool) or jobs < 1):
            raise BackendError(f"eqiforge option jobs must be a positive int, not {jobs!r}")
        return cls(**options)
