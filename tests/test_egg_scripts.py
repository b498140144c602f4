"""The .egg files under tests/egg/: derivations written as egglog `check`s, loaded on top of egglog_src/ by the
project's loader (not under egglog_src/, which is loaded whole as the rules). A failing check is an EggError that
names the script's file and line."""
import re
import shutil
from pathlib import Path

import pytest

from eqiforge.host.paths import EGG_DIR
from eqiforge.host.saturate.egraph import EggError, EGraph

SCRIPTS = sorted((Path(__file__).parent / "egg").glob("*.egg"))


@pytest.mark.parametrize("script", SCRIPTS, ids=[p.stem for p in SCRIPTS])
def test_egg_script_checks_hold(script):
    EGraph(extra_files=(script,))


def test_decode_derivation_fails_without_the_fusing_rule(tmp_path):
    """The checks are the chain: without the rule that fuses the sum and the product into one rescaling loop, the
    step that expects the fused loop fails."""
    egg = tmp_path / "egglog_src"
    shutil.copytree(EGG_DIR, egg)
    path = egg / "rules" / "reduction.egg"
    text = path.read_text()
    rule = re.search(r'\(rule \(\(= g1 .*?:name "rescale-pair-sum-product"\)\n', text, re.S)
    path.write_text(text.replace(rule.group(0), ""))
    with pytest.raises(EggError, match=r"decode_derivation\.egg:\d+:\d+: .*\(Get \(Get \(\$fused \) 1\) 0\)"):
        EGraph(egg, extra_files=(Path(__file__).parent / "egg" / "decode_derivation.egg",))
