"""Caches shared by workers: two processes write one key at once, over and over, while a third reads it; every
read is a whole entry (the region cache's, the tune cache's; the compile cache writes the same way, files.py)."""
import json
import multiprocessing
import warnings

from eqiforge.host.rank import tune
from eqiforge.host.region_cache import FIELDS, FORMAT, RegionCache

KEY = "ab" + "0" * 62
ROUNDS = 150


def region_writer(root, tag):
    cache = RegionCache(root)
    for i in range(ROUNDS):
        # a large entry: a torn write would be seen as truncated JSON
        cache.store({"format": FORMAT, "key": KEY, "source": f"# writer {tag} round {i}\n" + "x = 1\n" * 20000,
                     **{f: tag for f in FIELDS if f not in ("format", "key", "source")}})


def tune_writer(root, tag):
    cache = tune.Cache(root, ("w", "small", "GPU"))
    for i in range(ROUNDS):
        cache.put("f01", {"BLOCK": 64}, float(tag * 1000 + i))


def race(target, root):
    ctx = multiprocessing.get_context("spawn")
    procs = [ctx.Process(target=target, args=(str(root), tag)) for tag in (1, 2)]
    for p in procs:
        p.start()
    return procs


def test_two_processes_writing_one_region_cache_key(tmp_path):
    cache = RegionCache(tmp_path)
    procs = race(region_writer, tmp_path)
    reads = 0
    warnings.simplefilter("error")  # a torn entry makes load() warn: here that fails the test
    while any(p.is_alive() for p in procs) or not reads:
        entry = cache.load(KEY)  # None before the first write; a torn entry would warn (an error here) and be None
        if entry is not None:
            assert entry["source"].startswith("# writer ") and entry["source"].count("x = 1\n") == 20000
            reads += 1
    for p in procs:
        p.join()
        assert p.exitcode == 0
    assert reads > 0
    # one entry, no temporary file left behind
    assert [p.name for p in tmp_path.rglob("*") if p.is_file()] == [f"{KEY}.json"]


def test_two_processes_writing_one_tune_cache_key(tmp_path):
    procs = race(tune_writer, tmp_path)
    for p in procs:
        p.join()
        assert p.exitcode == 0
    files = [p for p in tmp_path.rglob("*") if p.is_file()]
    assert len(files) == 1  # one timing, once
    entry = json.loads(files[0].read_text())
    assert entry["us"] in (1000.0 + ROUNDS - 1, 2000.0 + ROUNDS - 1)  # whichever writer renamed last
    assert tune.Cache(tmp_path, ("w", "small", "GPU")).get("f01", {"BLOCK": 64}) == entry["us"]
