"""Rendering: a kernel plan (plan.py) to one Triton source file — its kernels, a launcher and a self-check —
through the Jinja templates in templates/triton/ (one macro per IR construct; StrictUndefined, so a field a
template expects and the plan lacks is an error, not an empty string)."""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import jinja2

from .. import ops
from ..paths import ROOT, TEMPLATES_DIR
from .plan import Plan
from .schedule import KNOBS, tile_top


@lru_cache(maxsize=1)
def environment() -> jinja2.Environment:
    env = jinja2.Environment(loader=jinja2.FileSystemLoader(str(TEMPLATES_DIR)), undefined=jinja2.StrictUndefined,
                             keep_trailing_newline=True, autoescape=False)
    env.filters["tile_limit"] = lambda extent: tile_top(int(extent))  # what ranking may choose: schedule.tile_top
    # the operator table's forms: in a kernel (Triton) and in the launcher (torch)
    env.globals.update(UNARY={n: op.triton for n, op in ops.UNARY.items()},
                       BINARY={n: op.triton for n, op in ops.BINARY.items()},
                       REDUCE={n: op.triton for n, op in ops.REDUCERS.items()},
                       FOLD={n: op.fold for n, op in ops.REDUCERS.items()},
                       TORCH={n: op.torch_text for t in (ops.UNARY, ops.BINARY, ops.REDUCERS) for n, op in t.items()})
    return env


def render(plan: Plan, *, workload: str, workload_path: Path, config: str, candidate: int, summary: str,
           filename: str, schedule: dict | None = None, ranked_by: str = "") -> str:
    """The source of one candidate: deterministic (same plan, same text). `schedule`: the ranked one (tile sizes
    by key, plan.schedule_keys(); num_warps, num_stages), the file's defaults; `ranked_by` says how it was chosen."""
    path = Path(workload_path).resolve()
    shown = str(path.relative_to(ROOT)) if path.is_relative_to(ROOT) else str(path)
    text = environment().get_template("triton/program.py.j2").render(
        title=f"{workload} [{config}], candidate {candidate}: {len(plan.kernels)} kernel(s)",
        workload=workload, workload_path=shown, config=config, candidate=candidate, summary=summary,
        filename=filename, coordinates=plan.coordinates, keys=plan.schedule_keys(), kernels=plan.kernels,
        memory=plan.memory, output=plan.output, helpers=launcher_helpers(plan), schedule=schedule or {},
        own_knobs=kernel_knobs(plan, schedule or {}), ranked_by=ranked_by)
    return "\n".join(line.rstrip() for line in text.splitlines()) + "\n"


def kernel_knobs(plan: Plan, schedule: dict) -> dict:
    """The schedule's per-kernel num_warps and num_stages ("kernel_0.num_warps") of this plan's kernels, sorted."""
    names = {k.name for k in plan.kernels}
    return {key: value for key, value in sorted(schedule.items())
            if key.rpartition(".")[0] in names and key.rpartition(".")[2] in KNOBS}


# the launcher's helpers, each rendered only where the launcher calls it: by the memory statement kind that calls it,
# or by name in the expressions it computes (grids, buffer sizes, kernel arguments)
_BY_KIND = {"iota": "_iota"}


def launcher_helpers(plan: Plan) -> set[str]:
    text = repr([m.args for m in plan.memory])
    rounds = any(p.name == "ROUND" for k in plan.kernels for p in k.params)
    return {_BY_KIND[m.kind] for m in plan.memory if m.kind in _BY_KIND} | {h for h in ("_cdiv", "_pow2")
                                                                              if h + "(" in text} \
        | ({"_rne_bf16"} if rounds else set())
