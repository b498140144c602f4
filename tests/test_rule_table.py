"""The per-rule match table: every rule listed with its matches per workload; idle rules called out."""
from __future__ import annotations

import json

from eqiforge.host.capture.workloads import get_workload
from eqiforge.host.check.rule_table import RuleTable
from eqiforge.host.saturate import saturation


def _table(tmp_path) -> RuleTable:
    table = RuleTable()
    for name in ("lora", "gated_mlp"):
        result, graph, _ = saturation.saturate(get_workload(name), "small", dump_path=tmp_path / f"{name}.txt")
        table.add(result, graph.rules)
    return table


def test_table_counts_matches_per_workload_and_lists_idle_rules(tmp_path):
    md, js = _table(tmp_path).write(tmp_path / "rules.md")
    data = json.loads(js.read_text())
    rules = data["rules"]
    assert set(data["workloads"]) == {"lora", "gated_mlp"}
    # lora's two products over the shared dimension are paired by this rule: it must show matches there
    assert rules["pair-products-shared-left"]["matches"]["lora"] > 0
    assert rules["refine-matmul-reduction"]["file"].endswith("refinement.egg")
    # a rule with no match on either workload is idle, and only such rules are
    idle = {r for r, v in rules.items() if not any(v["matches"].values())}
    assert set(data["idle"]) == idle
    text = md.read_text()
    assert "| pair-products-shared-left |" in text and "w1" in text and "lora" in text
    # no wall-clock figures: regenerating the table from new runs writes the same bytes (git stays clean)
    again_md, again_js = _table(tmp_path).write(tmp_path / "again.md")
    assert again_md.read_bytes() == md.read_bytes() and again_js.read_bytes() == js.read_bytes()
