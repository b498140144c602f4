"""Progressive tuning (issue [ranking]) driven on the CPU: the search is plain Python and takes its measure as a
function, so these tests give it one whose fastest (family, schedule) is known, and check that successive
halving finds it, keeps the model's favourites a round, stays in its budgets, caches, and never picks a schedule
that failed. On a GPU the same search times rendered launchers (tune.gpu_measure, exercised by `eqiforge bench`)."""
import math

import pytest

from eqiforge.host.rank import tune
from eqiforge.host.rank.bench import BenchResult, write_table

TOPS = {"a": 64, "b": 64}
# each family's best time and where it is best (log2 of the tile sizes)
TRUE = {"f0": (3.0, 4, 4), "f1": (1.0, 4, 3), "f2": (2.0, 2, 2), "f3": (2.5, 5, 5), "f4": (4.0, 3, 3),
        "f5": (1.5, 1, 1), "f6": (5.0, 2, 2), "f7": (6.0, 6, 6)}


def synthetic(calls: list):
    def measure(family, schedule):
        calls.append((family, dict(schedule)))
        base, oa, ob = TRUE[family]
        return base * (1 + 0.3 * abs(math.log2(schedule["a"]) - oa) + 0.3 * abs(math.log2(schedule["b"]) - ob))
    return measure


def families(modelled=None):
    modelled = modelled or {f: float(i) for i, f in enumerate(TRUE)}
    return [tune.Family(f, dict(TOPS), {"a": 4, "b": 4}, modelled[f]) for f in TRUE]


def test_successive_halving_finds_the_fastest_family_at_its_best_schedule():
    calls = []
    result = tune.tune(families(), synthetic(calls), max_trials=300, budget_s=60)
    assert result.family == "f1" and result.schedule == {"a": 16, "b": 8} and result.us == pytest.approx(1.0)
    sizes = [len(r) for r in result.rounds]
    assert sizes[0] == 8 and sizes[-1] == 1
    assert all(later <= earlier for earlier, later in zip(sizes[1:], sizes[2:]))
    assert len(calls) == len({(f, tuple(sorted(s.items()))) for f, s in calls})  # no schedule timed twice


def test_the_models_favourites_are_kept_one_round_longer():
    """f7 is the slowest by far, but the model ranks it first: it is timed again in round two, then dropped."""
    modelled = {f: float(i + 1) for i, f in enumerate(TRUE)}
    modelled["f7"] = 0.5
    result = tune.tune(families(modelled), synthetic([]), max_trials=300, budget_s=60)
    assert "f7" in result.rounds[1] and all("f7" not in r for r in result.rounds[2:])
    assert result.family == "f1"


def test_the_trial_budget_is_kept_and_said():
    calls = []
    result = tune.tune(families(), synthetic(calls), max_trials=12, budget_s=60)
    assert len(calls) <= 12 and "trial budget 12" in result.stopped
    assert result.family in TRUE  # the best of what was timed


def test_timings_are_cached_and_a_second_run_measures_nothing_new(tmp_path):
    first_calls, second_calls = [], []
    cache = tmp_path / "tune"
    first = tune.tune(families(), synthetic(first_calls), cache=tune.Cache(cache, ("w", "small", "GPU")),
                      max_trials=300, seed=3)
    second = tune.tune(families(), synthetic(second_calls), cache=tune.Cache(cache, ("w", "small", "GPU")),
                       max_trials=300, seed=3)
    assert first_calls and not second_calls
    assert (second.family, second.schedule, second.us) == (first.family, first.schedule, first.us)
    # another GPU (or workload, or config) is a different key
    third_calls = []
    tune.tune(families(), synthetic(third_calls), cache=tune.Cache(cache, ("w", "small", "other")), max_trials=300)
    assert third_calls


def test_a_schedule_that_fails_is_never_chosen():
    """Tiles above 8 do not compile (measure says inf): the search keeps to those that run."""
    def measure(family, schedule):
        if max(schedule.values()) > 8:
            return math.inf
        return synthetic([])(family, schedule)
    result = tune.tune(families(), measure, max_trials=300)
    assert result.family is not None and max(result.schedule.values()) <= 8 and math.isfinite(result.us)


def test_neighbours_stay_within_one_and_the_limit():
    assert tune.neighbours({"a": 1, "b": 64}, TOPS) == [{"a": 2, "b": 64}, {"a": 1, "b": 32}]


def test_the_bench_table_and_chart(tmp_path):
    """The writer of results/bench-<GPU>.md: speedups, geometric means, and the bar chart beside the table."""
    runs = [BenchResult("w1", "paper", "f00", True, 1e-6, True, {"eqiforge": 10.0, "eager": 30.0, "torch.compile": 20.0,
                                                              "torch.compile max-autotune": 15.0, "sdpa": None}),
            BenchResult("w2", "paper", "f03", True, 1e-6, True, {"eqiforge": 8.0, "eager": 16.0, "torch.compile": 8.0,
                                                              "torch.compile max-autotune": 8.0, "sdpa": 4.0})]
    table = write_table(runs, "TEST-GPU", tmp_path / "bench-TEST-GPU.md").read_text()
    assert "| w1 | paper | f00 | 10.0 | 30.0 | 20.0 | 15.0 | - | 1.50x | 2.00x |" in table
    # geometric means: fastest baseline 1.5 and 0.5 -> 0.87; torch.compile 2.0 and 1.0 -> 1.41
    assert "0.87x over the fastest baseline, 1.41x over torch.compile" in table
    png = tmp_path / "bench-TEST-GPU.png"
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and "(bench-TEST-GPU.png)" in table


def test_bench_after_a_fresh_clone_says_which_run_it_needs(tmp_path):
    """A clone has results/NAME/report.json but not kernels/ (git ignores it): bench names the missing kernel file
    and the run that writes it, rather than failing inside the import of a file that is not there."""
    import shutil

    from eqiforge.host.capture.workloads import get_workload
    from eqiforge.host.paths import RESULTS_DIR
    from eqiforge.host.rank.bench import BenchError, bench_workload
    shutil.copy(RESULTS_DIR / "lora" / "report.json", tmp_path / "report.json")
    with pytest.raises(BenchError, match=r"kernels/f\d+\.py is missing .*eqiforge run lora --config small"):
        bench_workload(get_workload("lora"), "small", results=tmp_path)
