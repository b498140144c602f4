"""The host's folders are the pipeline's stages, and imports follow them: no stage imports a later one (only the
pipeline runs them in order), no stage or tool imports the pipeline, the shared base imports no stage, and nothing
imports the CLI. Modules hold one job each: none is over MAX_LINES lines."""
import ast
from pathlib import Path

import eqiforge.host as host

HOST = Path(host.__file__).parent
STAGES = ["capture", "saturate", "extract", "codegen", "rank"]        # in the order the pipeline runs them
TOOLS = ["check", "fuzz"]                                           # beside the pipeline: they call the stages
TOP = {"pipeline", "cli", "cli_common", "cli_pipeline", "cli_gpu", "cli_rules",  # on top of the stages
       "limits", "backend", "backend_options", "regions", "segment_search", "region_runtime", "buckets",
       "region_cache", "run_report"}
MAX_LINES = 600


def where(path: Path) -> str:
    """A module's place: its stage or tool folder, 'top' for the pipeline and its users, else 'base'."""
    rel = path.relative_to(HOST)
    if len(rel.parts) > 1:
        return rel.parts[0]
    return "top" if path.stem in TOP else "base"


def imports(path: Path) -> set[str]:
    """The host modules a module imports (dotted under eqiforge.host), relative or absolute, at any depth."""
    package = ".".join(path.relative_to(HOST).parent.parts)
    found = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".") if package else []
                base = base[:len(base) - (node.level - 1)] if node.level > 1 else base
                mod = ".".join(base + ([node.module] if node.module else []))
                found |= {f"{mod}.{a.name}".strip(".") for a in node.names} if not node.module else {mod}
            elif node.module and node.module.startswith("eqiforge.host."):
                found.add(node.module[len("eqiforge.host."):])
        elif isinstance(node, ast.Import):
            found |= {a.name[len("eqiforge.host."):] for a in node.names if a.name.startswith("eqiforge.host.")}
    return found


def place_of(dotted: str) -> str | None:
    first = dotted.split(".")[0]
    if first in STAGES or first in TOOLS:
        return first
    if (HOST / f"{first}.py").exists():
        return "top" if first in TOP else "base"
    return None


def test_the_host_folders_are_the_pipeline_stages():
    folders = {p.name for p in HOST.iterdir() if p.is_dir() and (p / "__init__.py").exists()}
    assert folders == set(STAGES) | set(TOOLS)
    assert {p.stem for p in HOST.glob("*.py")} - {"__init__"} == TOP | {"term", "ops", "schema", "interp", "coords",
                                                                      "errors", "paths", "files", "jobs", "progress",
                                                                      "rebind"}


def test_no_stage_imports_a_later_one_and_nothing_imports_the_cli():
    bad = []
    for path in sorted(HOST.rglob("*.py")):
        mine = where(path)
        for dotted in sorted(imports(path)):
            theirs = place_of(dotted)
            if theirs is None or theirs == mine:
                continue
            if dotted.split(".")[0].split("_")[0] == "cli":
                if not path.stem.startswith("cli"):
                    bad.append((path.name, dotted, "nothing imports the CLI"))
            elif mine == "base" and theirs != "base":
                bad.append((path.name, dotted, "the base imports no stage"))
            elif mine in STAGES and theirs in STAGES and STAGES.index(theirs) > STAGES.index(mine):
                bad.append((path.name, dotted, f"{mine} runs before {theirs}"))
            elif mine in STAGES and (theirs in TOOLS or theirs == "top"):
                bad.append((path.name, dotted, "a stage imports no tool and nothing on top"))
    assert not bad


def test_no_stage_or_tool_imports_the_pipeline():
    """The pipeline runs the stages; they (and the tools beside them) never call back into it, so a stage's
    types (SaturationResult) live in the stage and whole runs (limits.py) sit on top, beside the CLI."""
    bad = [(str(path.relative_to(HOST)), dotted) for folder in STAGES + TOOLS
           for path in sorted((HOST / folder).rglob("*.py")) for dotted in sorted(imports(path))
           if dotted.split(".")[0] == "pipeline"]
    assert not bad


def test_extraction_and_codegen_read_shapes_from_the_schema_not_the_interpreter():
    """The reference interpreter judges programs; the stages that build them read the IR's facts from schema.py,
    so a change to how the judge evaluates cannot change what is extracted or lowered."""
    bad = [(str(path.relative_to(HOST)), dotted) for folder in ("extract", "codegen")
           for path in sorted((HOST / folder).rglob("*.py")) for dotted in sorted(imports(path))
           if dotted.split(".")[0] == "interp"]
    assert not bad


def test_no_module_is_over_max_lines():
    lengths = {str(p.relative_to(HOST)): len(p.read_text().splitlines()) for p in sorted(HOST.rglob("*.py"))}
    assert {name: n for name, n in lengths.items() if n > MAX_LINES} == {}
