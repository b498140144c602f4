"""The `eqiforge` command line: its parser and main; the commands are in cli_pipeline.py, cli_gpu.py and
cli_rules.py. Results go to stdout; progress and errors to stderr, errors as one line."""
from __future__ import annotations

import argparse
import sys

from .cli_common import err
from .cli_gpu import cmd_bench, cmd_calibrate, cmd_limits
from .cli_pipeline import cmd_extract, cmd_list, cmd_run, cmd_saturate, cmd_show
from .cli_rules import cmd_check_rules, cmd_diff, cmd_fuzz, cmd_rule_table
from .errors import EqiForgeError


WHOLE_HELP = ("saturate and extract the program whole, never cut into segments (slower on large programs; a "
              "kernel may then span a cut, e.g. a residual update with the next layer's normalisation)")


DTYPE_HELP = ("the dtype of inputs, outputs and stored intermediates (default bf16); kernels compute and accumulate "
              "in fp32")


def _add_engine(s, what: str) -> None:
    s.add_argument("--jobs", type=int, default=None, metavar="N",
                   help=f"{what} in N worker processes (default: the cores; 1 runs them in this process)")
    s.add_argument("--ray", default=None, metavar="ADDRESS|auto",
                   help=f"{what} on a Ray cluster (`auto`: the one `ray start` started here; default "
                        "$EQIFORGE_RAY_ADDRESS); needs pip install 'eqiforge[ray]'")


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="eqiforge", description="Tensor-program superoptimizer by equality saturation")
    sub = p.add_subparsers(dest="command", required=True)
    sub.add_parser("list", help="the workloads, with descriptions and configs").set_defaults(fn=cmd_list)
    s = sub.add_parser("show", help="the captured IR term of a workload")
    s.add_argument("name")
    s.add_argument("--config", default="small")
    s.set_defaults(fn=cmd_show)
    s = sub.add_parser("saturate", help="saturate a workload's e-graph and write its canonical dump")
    s.add_argument("name")
    s.add_argument("--config", default="paper")
    s.add_argument("--rules", action="append", default=[], metavar="FILE.egg",
                   help="an extra rule file to load after egglog_src/ (repeatable)")
    s.add_argument("--out", help="where to write the dump (default results/NAME/egraph.txt)")
    s.add_argument("--json", action="store_true", help="print the report as JSON")
    s.add_argument("--profile", action="store_true",
                   help="also report the IR nodes after every iteration of every phase, and which constructors grew")
    s.set_defaults(fn=cmd_saturate)
    s = sub.add_parser("run", help="the whole pipeline on one workload: saturate, extract, lower, render Triton "
                                   "kernels and check each against PyTorch; writes results/NAME/")
    s.add_argument("names", nargs="+", metavar="NAME",
                   help="workload names, paths of workload files (./my_layer.py), or all")
    s.add_argument("--config", default=None,
                   help="shape config (default: paper on a GPU; small here, where kernels run in the interpreter)")
    s.add_argument("--beam", default="64", metavar="N|all", help="extraction: keys kept per class (default 64)")
    s.add_argument("--seed", type=int, default=11, help="seed of the random inputs of the checks (default 11)")
    s.add_argument("--whole", action="store_true", help=WHOLE_HELP)
    s.add_argument("--out", help="the results directory (default results/NAME)")
    s.add_argument("--gpu", default=None, help="the hardware file the ranking models (default: the GPU here "
                                               "when there is a file for it, else h200)")
    s.add_argument("--dtype", choices=("bf16", "fp16", "fp32"), default="bf16", help=DTYPE_HELP)
    s.add_argument("--compile", choices=("ranked", "all", "none"), default="ranked",
                   help="GPU compile check for the ranking GPU's target: the fastest modelled families (within "
                        "2x of the best, at most 8; default), every family, or none")
    s.add_argument("--json", action="store_true", help="print the report as JSON (a list for several workloads)")
    _add_engine(s, "several workloads run")
    s.set_defaults(fn=cmd_run)
    s = sub.add_parser("bench", help="time the best family of `run` against torch eager, torch.compile and SDPA "
                                     "(needs a GPU; without one it checks and skips the timings)")
    s.add_argument("names", nargs="+", metavar="NAME", help="workload names, workload files, or all")
    s.add_argument("--config", default=None, help="shape config (default: paper on a GPU, small here)")
    s.add_argument("--dtype", choices=("bf16", "fp16", "fp32"), default="bf16", help=DTYPE_HELP)
    s.add_argument("--json", action="store_true", help="print the results as JSON")
    s.add_argument("--ray", default=None, metavar="ADDRESS|auto",
                   help="tune every family on a Ray cluster, one actor per GPU (default $EQIFORGE_RAY_ADDRESS; "
                        "timings go to the tune cache; needs pip install 'eqiforge[ray]')")
    s.set_defaults(fn=cmd_bench)
    s = sub.add_parser("limits", help="the best family of each workload at its paper config against the physical "
                                      "limit (modelled and compiled figures); writes results/limits.md and "
                                      "limits.png")
    s.add_argument("names", nargs="*", help="workloads (default: all)")
    s.add_argument("--config", default="paper", help="shape config (default paper)")
    s.add_argument("--dtype", choices=("bf16", "fp16", "fp32"), default="bf16", help="storage dtype (default bf16)")
    s.add_argument("--gpu", default=None, help="the hardware file (default: the GPU here, else h200)")
    s.add_argument("--runs", help="where each workload's run goes (default: a temporary directory)")
    s.add_argument("--out", help="the table (default results/limits.md; its picture beside it, .png)")
    s.add_argument("--json", action="store_true", help="print the rows as JSON")
    s.add_argument("--rows", nargs="+", default=[], metavar="ROWS.json",
                   help="rows printed by earlier `limits --json` runs, put in the table beside those of NAMES (none "
                        "run when no NAMES are given)")
    _add_engine(s, "workloads run")
    s.set_defaults(fn=cmd_limits)
    s = sub.add_parser("calibrate", help="the latency model against published GPU measurements "
                                         "(calibration/points.toml); writes results/calibration.md")
    s.add_argument("--points", help="the points file (default calibration/points.toml)")
    s.add_argument("--out", help="the report (default results/calibration.md)")
    s.add_argument("--json", action="store_true", help="print the rows as JSON")
    s.set_defaults(fn=cmd_calibrate)
    s = sub.add_parser("check-rules", help="check every rule on random instances against the reference interpreter")
    s.add_argument("--rules", action="append", default=[], metavar="FILE.egg",
                   help="an extra rule file to load after egglog_src/ (repeatable)")
    s.add_argument("--seed", type=int, default=0, help="seed of the random instances and values (default 0)")
    s.add_argument("--matches", type=int, default=None, metavar="N",
                   help="stop checking a rule once it has fired N times on well-typed instances (default 16; "
                        "fewer is faster and less thorough)")
    s.add_argument("--json", action="store_true", help="print the report as JSON")
    _add_engine(s, "rules checked")
    s.set_defaults(fn=cmd_check_rules)
    s = sub.add_parser("extract", help="saturate a workload and extract its distinct candidate programs")
    s.add_argument("name")
    s.add_argument("--config", default="paper")
    s.add_argument("--strategy", choices=("compact", "naive"), default="compact",
                   help="compact: group partial programs by key as they are built; naive: complete every program, "
                        "then group (a baseline, with a state budget)")
    s.add_argument("--beam", default="64", metavar="N|all",
                   help="compact: keys kept per class (default 64; 'all' keeps every key)")
    s.add_argument("--budget", type=int, default=None,
                   help="states to expand at most (default 4,000,000 compact, 2,000,000 naive)")
    s.add_argument("--max-kernels", type=int, default=None, metavar="K",
                   help="only programs of at most K kernels, in one run without a beam: compares compact with "
                        "naive on a class of programs both can finish")
    s.add_argument("--whole", action="store_true", help=WHOLE_HELP)
    s.add_argument("--dtype", choices=("bf16", "fp16", "fp32"), default="bf16",
                   help=DTYPE_HELP + "; recorded in the report: capture is in fp32 whatever the dtype, so the "
                                     "candidates are the same for each")
    s.add_argument("--limit", type=int, default=0, help="show the first N candidates only (default: all)")
    s.add_argument("--out", help="where to write the dump (default results/NAME/egraph.txt)")
    s.add_argument("--json", action="store_true", help="print the result as JSON")
    s.set_defaults(fn=cmd_extract)
    s = sub.add_parser("rule-table", help="saturate every workload (regenerating its dump) and tabulate matches "
                                          "per rule and workload")
    s.add_argument("--config", default="paper")
    s.add_argument("--out", help="where to write the table (default results/rules.md, with rules.json beside it)")
    _add_engine(s, "workloads saturated")
    s.set_defaults(fn=cmd_rule_table)

    s = sub.add_parser("diff", help="classes and nodes added/removed between two dumps; --review: what a change "
                                    "did to results/ (dumps per constructor, rule matches, best candidates)")
    s.add_argument("a", nargs="?")
    s.add_argument("b", nargs="?")
    s.add_argument("--summary", action="store_true", help="totals per constructor only, not every node")
    s.add_argument("--review", nargs="?", const="HEAD", metavar="REV",
                   help="results/ at git revision REV (default HEAD) against the working tree: each workload's "
                        "dump diff per constructor, the rules whose match counts changed, and whether each best "
                        "candidate changed")
    s.add_argument("--json", action="store_true")
    s.set_defaults(fn=cmd_diff)
    s = sub.add_parser("fuzz", help="random programs through the whole pipeline: every candidate and kernel "
                                    "against PyTorch; failures shrunk to results/fuzz/")
    s.add_argument("--count", type=int, default=100, help="programs to generate (default 100)")
    s.add_argument("--seed", type=int, default=0, help="seed of the programs (default 0)")
    s.add_argument("--size", type=int, default=1, help="program size knob: ops, ranks and axis sizes grow with it "
                                                       "(default 1)")
    s.add_argument("--rules", action="append", default=[], metavar="FILE.egg",
                   help="an extra rule file to load after egglog_src/ (repeatable)")
    s.add_argument("--families", type=int, default=None, metavar="N",
                   help="run at most N families per program under Triton (default: every family)")
    s.add_argument("--extract-seconds", type=float, default=30.0, metavar="S",
                   help="count an extraction that runs past S seconds as a refusal (default 30; 0: no limit)")
    s.add_argument("--extract-states", type=int, default=None, metavar="N",
                   help="stop each extraction search at N expanded states, a refusal of its own: the same cut on "
                        "any machine (with --extract-seconds 0, the report depends on the seed alone)")
    s.add_argument("--no-shrink", action="store_true", help="write failing programs as generated, unshrunk")
    s.add_argument("--out", help="where reproducers go (default results/fuzz)")
    s.add_argument("--json", action="store_true", help="print the report as JSON")
    _add_engine(s, "programs checked")
    s.set_defaults(fn=cmd_fuzz)
    return p


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return args.fn(args)
    except EqiForgeError as exc:
        err.print(f"error: {exc}", markup=False, style="bold red", soft_wrap=True)
        return 1
    except KeyboardInterrupt:
        err.print("interrupted")
        return 130


if __name__ == "__main__":
    sys.exit(main())
