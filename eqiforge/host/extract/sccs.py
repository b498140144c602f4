"""Strongly connected components of the e-graph, operands first: the order compact extraction visits classes in."""
from __future__ import annotations

from typing import Callable


def bottom_up(nodes: list, children: Callable) -> list:
    """`nodes` ordered so that each strongly connected component comes after every component it reaches through
    `children` (Tarjan's algorithm, iterative; deterministic for a deterministic `nodes` and `children`)."""
    index: dict = {}
    low: dict = {}
    on_stack: set = set()
    stack: list = []
    out: list = []
    for start in nodes:
        if start in index:
            continue
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        work = [(start, iter(children(start)))]
        while work:
            v, kids = work[-1]
            for w in kids:
                if w not in index:
                    index[w] = low[w] = len(index)
                    stack.append(w)
                    on_stack.add(w)
                    work.append((w, iter(children(w))))
                    break
                if w in on_stack:
                    low[v] = min(low[v], index[w])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[v])
                if low[v] == index[v]:
                    while True:
                        w = stack.pop()
                        on_stack.discard(w)
                        out.append(w)
                        if w == v:
                            break
    return out
