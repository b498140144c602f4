"""`eqiforge check-rules`: every rule is a claim that two expressions are equal; test each claim (DESIGN §3).

For each named rule outside the `types` ruleset, one module per step:

- `patterns`: read the rule's query from egglog's own AST of it, and the sorts the sources declare;
- `instances`: instantiate its left side on random shapes, values, coordinates and tiles (step 1), with the operand
  states `states` reads from parallel.egg by asking egglog;
- `report`: run the rule alone on batches of well-typed instances and report it ok, FAIL or unchecked (step 2);
- `compare`: evaluate both sides of every equality it made with the float64 reference interpreter (step 3).

Beside it, the reviews of a rule change: `rule_table` (matches per rule and workload, `eqiforge rule-table`) and
`review` (what a change did to results/, `eqiforge diff --review`).
"""
from .report import CheckReport, RuleChecker, RuleResult, check_rules

__all__ = ["CheckReport", "RuleChecker", "RuleResult", "check_rules"]
