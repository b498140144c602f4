"""Dominance among keys: the order candidates are listed in, the simplicity the beam prefers, and which keys
another makes redundant (it drops a decision another keeps at no cost)."""
from __future__ import annotations

from ..coords import key as coord_key
from ..term import Term
from .candidates import Candidate
from .keys import Keys


def key_order(k) -> str:
    return repr(_sortable(k))


def _sortable(k):
    if isinstance(k, frozenset):
        return sorted((_sortable(x) for x in k), key=repr)
    if isinstance(k, tuple):
        return tuple(_sortable(x) for x in k)
    if isinstance(k, Term):
        return coord_key(k)
    return k


def order_candidates(cands: list[Candidate]) -> list[Candidate]:
    return sorted(cands, key=lambda c: (c.kernels, c.stored, c.loops, c.summary, key_order(c.key)))


def simplicity(k: Keys, key: tuple) -> tuple[int, int]:
    """How much structure a key holds: the distinct coordinates it loops over or stores over, then its items."""
    items = k.items.decode(key[1])
    coords = {item[2] if item[0] == "loop" else item[1] for item in items if item[0] in ("loop", "store")}
    return (len(coords), len(items))


def drops(k: Keys, small: tuple, big: tuple) -> bool:
    """Does `small` make `big` redundant? Both of one kind and kernel count, and one's items contain the other's.
    Where big's items contain small's, the extra items only products, reductions, or loops over coordinates small
    already loops over and computing only what small's loops over them compute: big computes the same value with
    an extra product or pass. (An extra loop whose work small does outside its loops is the tiled form of that
    work, not a second pass: two softmax maps of one kernel as two online-softmax loops over one KV coordinate,
    where small loops over one map and computes the other whole.) Where the two differ only in
    their grid, the one of more axes is kept: an axis left out of a grid is a tile of full size, so a grid that
    holds another's axes covers it as a schedule, and a larger grid exposes more parallel instances. Grids of as
    many axes on different axes both stay (which is better depends on what each repeats per instance: tiling an
    output axis that a reduction does not vary along recomputes that reduction in every tile).
    Parents keep the relation (their items are unions), so a key is dropped where it is found."""
    if small[0] != big[0] or small[2] != big[2] or small[1] == big[1]:
        return False
    if small[1] & ~k.grids == big[1] & ~k.grids:  # the same program but for the grid: the one of more axes
        return (small[1] & k.grids).bit_count() > (big[1] & k.grids).bit_count()
    if small[1] & big[1] != small[1] or (big[1] & ~small[1] & k.grids):
        return False  # neither holds the other, or big's grid has an axis small's has not
    extra = big[1] & ~small[1] & k.loops
    if not extra:
        return True
    looped = k.looped(small[1])
    return all(item[2] in looped and item[4] <= looped[item[2]] for item in k.items.decode(extra))


def dominated(k: Keys, keys) -> list[tuple]:
    """The keys another of them makes redundant (`drops`)."""
    out = {big for small in keys for big in keys if small is not big and drops(k, small, big)}
    return sorted(out, key=lambda x: key_order(k.public(x)))
