"""What a long command is doing. The stages take a `progress`: a plain callable `progress(msg)`, the live detail
(the CLI's rich status line on a terminal, which each message replaces), or a Progress, which adds what a log
needs where no terminal shows that line (output to a file, CI, nohup): a plain line as each long stage starts
and ends (`stage`), and a count every few items (`count`)."""
from __future__ import annotations

from typing import Callable

COUNT_EVERY = 10    # a count line every this many items (and at the last)


class Progress:
    """`show(msg)`: the live detail; `plain(msg)`: where stage and count lines go (None: nowhere, as on a terminal,
    where they are shown as the detail instead); `within` prefixes every message with where it comes from."""

    def __init__(self, show: Callable[[str], None] | None = None, plain: Callable[[str], None] | None = None,
                 prefix: str = "", every: int = COUNT_EVERY):
        self.show = show or (lambda msg: None)
        self.plain, self.prefix, self.every = plain, prefix, every

    def __call__(self, msg: str) -> None:
        self.show(self.prefix + msg)

    def stage(self, msg: str) -> None:
        """A long stage starting or ending ("saturation: started", "extraction: done, 12 candidates")."""
        self(msg)
        if self.plain:
            self.plain(self.prefix + msg)

    def count(self, what: str, done: int, total: int, unit: str = "") -> None:
        """`done` of `total` items of a stage: a plain line every `every` items and at the last; the detail on a
        terminal says which item it is already."""
        if self.plain and (done % self.every == 0 or done == total):
            self.plain(f"{self.prefix}{what}: {done}/{total}" + (f" {unit}" if unit else ""))

    def within(self, where: str) -> Progress:
        return Progress(self.show, self.plain, f"{self.prefix}{where}: ", self.every)


def steps(progress: Progress | Callable[[str], None] | None) -> Progress:
    """`progress` as a Progress: a plain callable (a test's, the backend's status) gets every message as detail."""
    return progress if isinstance(progress, Progress) else Progress(progress)
