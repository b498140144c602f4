"""The workload suite: one Python file per workload under workloads/, discovered by file name."""
from __future__ import annotations

import importlib.util
import itertools
import sys
import traceback
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from types import ModuleType

import torch

from ..errors import EqiForgeError
from ..paths import shown_path, workloads_dir
from ..schema import STORAGE
from .export import Captured, capture


class WorkloadError(EqiForgeError):
    pass


# the dtypes a run stores inputs, outputs and intermediates in (`--dtype`); kernels compute in fp32 whichever it is
DTYPES = STORAGE  # --dtype: storage of a run (schema.py: the dtype table)
DEFAULT_DTYPE = "bf16"  # what users serve in


# What running a workload file's top level can raise (a missing module, a typo'd name, a failing statement): each
# makes that one workload broken, reported as file:line, while the rest of the suite stays usable.
_IMPORT_ERRORS = (ImportError, NameError, AttributeError, TypeError, ValueError, LookupError, ArithmeticError,
                  AssertionError, RuntimeError, OSError)


def _raised_at(exc: BaseException, path: Path) -> str:
    """file:line of the innermost frame of the workload file in the traceback (the line that raised)."""
    frames = [f for f in traceback.extract_tb(exc.__traceback__) if Path(f.filename) == path]
    return f"{shown_path(path)}:{frames[-1].lineno}" if frames else shown_path(path)


def _first_line(exc: BaseException) -> str:
    text = str(exc).strip()
    return text.splitlines()[0] if text else "(no message)"


@dataclass
class Workload:
    name: str
    path: Path

    @cached_property
    def module(self) -> ModuleType:
        spec = importlib.util.spec_from_file_location(f"eqiforge_workloads.{self.name}", self.path)
        mod = importlib.util.module_from_spec(spec)
        sys.modules[spec.name] = mod
        try:
            spec.loader.exec_module(mod)
        except SyntaxError as exc:
            del sys.modules[spec.name]
            raise WorkloadError(f"{shown_path(exc.filename or self.path)}:{exc.lineno}: "
                                f"{type(exc).__name__}: {exc.msg}") from None
        except _IMPORT_ERRORS as exc:
            del sys.modules[spec.name]
            raise WorkloadError(f"{_raised_at(exc, self.path)}: {type(exc).__name__}: {_first_line(exc)}") from None
        for attr in ("DESCRIPTION", "CONFIGS", "Program", "make_inputs"):
            if not hasattr(mod, attr):
                raise WorkloadError(f"{shown_path(self.path)}: a workload file must define {attr}")
        return mod

    @property
    def description(self) -> str:
        return self.module.DESCRIPTION

    @property
    def configs(self) -> dict[str, dict]:
        return self.module.CONFIGS

    def config(self, name: str) -> dict:
        if name not in self.configs:
            raise WorkloadError(f"workload {self.name} has no config {name!r} (has: {', '.join(self.configs)})")
        return self.configs[name]

    def program(self, config: str, seed: int = 0, dtype: torch.dtype = torch.float32) -> torch.nn.Module:
        """The config's module in eval mode. Its weights (parameters and buffers) are initialised under `seed`, so
        every build with one seed holds the same values; floating weights are cast to `dtype`."""
        with torch.random.fork_rng(devices=[]):
            torch.manual_seed(seed)
            module = self.module.Program(self.config(config)).eval()
        return module.to(dtype)

    def instance(self, config: str, seed: int = 0, dtype: torch.dtype = torch.float32) -> Instance:
        """One module and everything its kernels read: `make_inputs`' activations and the module's own weights,
        keyed by module path. The reference runs this module, so kernels and reference see the same weights."""
        module = self.program(config, seed, dtype)
        activations = self.module.make_inputs(self.config(config), torch.Generator().manual_seed(seed), dtype)
        weights = {name: t.detach().clone() for name, t in module_tensors(module).items()}
        clash = sorted(set(activations) & set(weights))
        if clash:
            raise WorkloadError(f"{shown_path(self.path)}: make_inputs returns {', '.join(clash)}, which the module "
                                "holds as a parameter or buffer; rename the input")
        return Instance(module, activations, weights)

    def inputs(self, config: str, seed: int = 0, dtype: torch.dtype = torch.float32) -> dict[str, torch.Tensor]:
        """What the captured program reads: activations and the weights of `program(config, seed, dtype)`."""
        return self.instance(config, seed, dtype).inputs

    def meta_inputs(self, config: str, dtype: torch.dtype = torch.float32) -> dict[str, torch.Tensor]:
        """The config's inputs on the meta device: capture needs shapes only, so paper configs allocate nothing."""
        with torch.device("meta"):
            return self.module.make_inputs(self.config(config), None, dtype)

    def meta_program(self, config: str, dtype: torch.dtype = torch.float32) -> torch.nn.Module:
        """The config's module on the meta device: a 7B-class layer's weights are shapes, never allocated."""
        with torch.device("meta"):
            return self.module.Program(self.config(config)).eval().to(dtype)

    def meta_reads(self, config: str, dtype: torch.dtype = torch.float32) -> dict[str, torch.Tensor]:
        """Everything the captured program reads, on the meta device: activations and the module's weights."""
        return {**self.meta_inputs(config, dtype), **module_tensors(self.meta_program(config, dtype))}

    def capture(self, config: str) -> Captured:
        return capture(self.meta_program(config), self.meta_inputs(config), source_file=str(self.path))


def module_tensors(module: torch.nn.Module) -> dict[str, torch.Tensor]:
    """A module's parameters and buffers by module path (`self_attn.q_proj.weight`): the names capture gives the
    program's inputs for them. A tensor held under two paths (tied weights) is listed under both."""
    return dict(itertools.chain(module.named_parameters(remove_duplicate=False),
                                module.named_buffers(remove_duplicate=False)))


@dataclass
class Instance:
    module: torch.nn.Module
    activations: dict[str, torch.Tensor]   # make_inputs: what the module is called with
    weights: dict[str, torch.Tensor]       # the module's parameters and buffers (copies), by module path

    @property
    def inputs(self) -> dict[str, torch.Tensor]:
        return {**self.activations, **self.weights}


def all_workloads() -> dict[str, Workload]:
    return {p.stem: Workload(p.stem, p) for p in sorted(workloads_dir().glob("*.py")) if not p.stem.startswith("_")}


def get_workload(name: str) -> Workload:
    found = all_workloads()
    if name not in found:
        raise WorkloadError(f"unknown workload {name!r}; known: {', '.join(found) or '(none)'}")
    return found[name]


def resolve_workload(name_or_path: str) -> Workload:
    """A suite workload by name, or any workload file by path (`./my_layer.py`): a user tries a program without
    adding it to the suite."""
    path = Path(name_or_path)
    if name_or_path.endswith(".py") or path.is_file():
        if not path.is_file():
            raise WorkloadError(f"no workload file {name_or_path}")
        return Workload(path.stem, path.resolve())
    return get_workload(name_or_path)
