"""What the command line's commands share: its consoles (results to stdout; progress and errors to stderr), the
progress line, checks of --out/--runs before any work starts, the job engine's options and --gpu."""
from __future__ import annotations

from pathlib import Path

from rich.console import Console
from rich.markup import escape

from .errors import EqiForgeError
from .progress import Progress


out = Console(highlight=False, soft_wrap=True)
err = Console(stderr=True, highlight=False)


def _progress(status) -> Progress:
    """A command's progress: the live status line on a terminal; elsewhere (output to a file, CI, nohup), where
    rich draws nothing, a plain line on stderr as each long stage starts and ends, and a count every few families."""
    plain = None if err.is_terminal else lambda msg: err.print(msg, markup=False, highlight=False, soft_wrap=True)
    return Progress(lambda msg: status.update(escape(msg)), plain)  # a message's "[small]" is text, not markup


def _directory(value: str | None, flag: str) -> Path | None:
    """--out/--runs DIR, checked before any work starts: DIR, or the nearest part of it that exists, must be a
    directory (the rest is created), else a one-line error (was NotADirectoryError from deep in a run)."""
    if value is None:
        return None
    _no_file_above(Path(value), value, flag)
    return Path(value)


def _file(value: str | None, flag: str) -> Path | None:
    """--out FILE, checked before any work starts: not a directory, and inside one (or where one can be made)."""
    if value is None:
        return None
    if Path(value).is_dir():
        raise EqiForgeError(f"{flag} {value} is a directory; give the file to write")
    _no_file_above(Path(value).parent, value, flag)
    return Path(value)


def _no_file_above(path: Path, value: str, flag: str) -> None:
    existing = next(p for p in (path, *path.parents) if p.exists())
    if not existing.is_dir():
        raise EqiForgeError(f"{flag} {value}: {existing} is a file, not a directory")


def _engine(args) -> dict:
    """map_jobs' engine options from `--jobs N` and `--ray ADDRESS|auto` (or $EQIFORGE_RAY_ADDRESS)."""
    from .jobs import ray_address
    if args.jobs is not None and args.jobs < 1:
        raise EqiForgeError(f"--jobs must be at least 1, not {args.jobs}")
    return {"jobs": args.jobs, "ray": ray_address(args.ray), "progress": True}


def _warn_unchecked(rule_files: list[str]) -> None:
    """A rule file that has not passed check-rules (in this exact text, against these project rules) may be
    unsound: say so, with the command that checks it, beside the results built on it."""
    from .saturate.rule_cache import unchecked
    for f in unchecked(tuple(Path(p) for p in rule_files if Path(p).is_file())):
        err.print(f"warning: the rules in {f} are unchecked; check them with: eqiforge check-rules --rules {f}",
                  markup=False, style="yellow", soft_wrap=True)


def _gpu_name(given: str | None) -> str:
    """--gpu NAME, else the GPU this machine has (when there is a hardware file for it), else the H200."""
    from .rank.hardware import detected_gpu
    return given or detected_gpu() or "h200"
