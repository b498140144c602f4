"""Result files are written whole or not at all."""
import os

import pytest

from eqiforge.host import files


def test_an_interrupted_write_keeps_the_old_file_and_leaves_no_temporary(tmp_path, monkeypatch):
    path = tmp_path / "egraph.txt"
    files.write_text_atomic(path, "old\n")
    assert path.read_text() == "old\n" and oct(path.stat().st_mode & 0o777) == oct(0o644)

    def interrupted(src, dst):
        raise KeyboardInterrupt
    monkeypatch.setattr(os, "replace", interrupted)
    with pytest.raises(KeyboardInterrupt):
        files.write_text_atomic(path, "new, but cut short\n")
    assert path.read_text() == "old\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["egraph.txt"]
