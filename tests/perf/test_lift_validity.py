"""perf/lift_validity.py and perf/lift_split.py on small fixtures: the join, the split, the statistics."""

from __future__ import annotations

import importlib.util
import json
import math
import sys
from pathlib import Path
from types import ModuleType

import numpy as np
import pytest

REPO = Path(__file__).resolve().parents[2]
DATA = next(
    (
        base / "shared" / "data" / "skillsbench"
        for base in (REPO.parent, REPO.parent.parent)  # beside the main clone, or beside a worktree's parent
        if (base / "shared" / "data" / "skillsbench").is_dir()
    ),
    REPO.parent / "shared" / "data" / "skillsbench",
)


def _load(name: str) -> ModuleType:
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, REPO / "perf" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def lv() -> ModuleType:
    return _load("lift_validity")


@pytest.fixture(scope="module")
def split_module() -> ModuleType:
    return _load("lift_split")


RESULTS = """\
# task | no-skills passCount per model | with-skills passCount
# order: A, B, C
binary-task 012 333
partial-task 10,20,30 40,20,0
results-only 000 111
shared-a 000 000
shared-b 333 333
"""

SKILL = """\
---
name: {name}
description: Converts {name} files with the {name} CLI. Use when the user asks to convert or inspect {name} files.
---

# {name}

## Steps
1. Run `{name}-convert --in data.{name} --out out.csv` (exit code 2 means a bad header).
2. Check that `out.csv` has the 12 expected columns.
3. Never pass `--force` on a shared file: it overwrites the original.
"""


def _data(tmp_path: Path) -> Path:
    data = tmp_path / "skillsbench"
    data.mkdir()
    (data / "results-v1.1.txt").write_text(RESULTS, encoding="utf-8")
    for task, skills in {
        "binary-task": ["alpha", "beta"],
        "partial-task": ["gamma"],
        "shared-a": ["common"],
        "shared-b": ["common"],
        "skills-only": ["delta"],
    }.items():
        for name in skills:
            folder = data / "skills" / task / name
            folder.mkdir(parents=True)
            (folder / "SKILL.md").write_text(SKILL.format(name=name), encoding="utf-8")
    # A folder with a lower-case skill.md is not a skill to skillgrade (as in fix-build-google-auto).
    odd = data / "skills" / "partial-task" / "notes"
    odd.mkdir()
    (odd / "skill.md").write_text("# not a SKILL.md\n", encoding="utf-8")
    return data


# --- results and the join --------------------------------------------------------------------------


def test_binary_and_partial_credit_lines_become_points_and_lift(lv: ModuleType, tmp_path: Path) -> None:
    setups, results = lv.parse_results(_data(tmp_path) / "results-v1.1.txt")
    assert setups == ["A", "B", "C"]
    binary = results["binary-task"]
    assert binary.kind == "binary"
    assert binary.without == pytest.approx((0.0, 100 / 3, 200 / 3))
    assert binary.lift == pytest.approx(((100 - 0) + (100 - 100 / 3) + (100 - 200 / 3)) / 3)
    partial = results["partial-task"]
    assert partial.kind == "partial"
    assert partial.lift == pytest.approx(((40 - 10) + (20 - 20) + (0 - 30)) / 3)


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("bad 014 333", "not a passCount"),
        ("bad 01 333", "2 setups, expected 3"),
        ("bad 10,20,130 1,2,3", "outside 0-100"),
        ("bad 012 1,2,3", "one condition is binary"),
        ("bad 012", "expected 'TASK NO_SKILLS WITH_SKILLS'"),
    ],
)
def test_a_bad_results_line_names_its_file_and_line(lv: ModuleType, tmp_path: Path, line: str, message: str) -> None:
    path = tmp_path / "results.txt"
    path.write_text("# header\n# order: A, B, C\n" + line + "\n", encoding="utf-8")
    with pytest.raises(lv.DataError, match=rf"results.txt:3: .*{message}"):
        lv.parse_results(path)


def test_the_join_keeps_tasks_with_both_and_says_what_did_not_join(lv: ModuleType, tmp_path: Path) -> None:
    data = _data(tmp_path)
    split = {"binary-task": "dev", "partial-task": "test", "shared-a": "dev", "shared-b": "test"}
    _setups, rows, unjoined = lv.join(data, split)
    by_task = {row.task: row for row in rows}
    assert sorted(by_task) == sorted(split)
    assert unjoined == {
        "results_without_public_skills": ["results-only"],
        "skills_without_v1_1_results": ["skills-only"],
    }
    assert [s.skill for s in by_task["binary-task"].skills] == ["alpha", "beta"]
    assert by_task["partial-task"].folders == 2 and len(by_task["partial-task"].skills) == 1
    composite = by_task["binary-task"].mean(lambda s: s.composite)
    scores = [s.composite for s in by_task["binary-task"].skills]
    assert composite == pytest.approx(sum(scores) / 2)
    notes = lv.caveats(rows, unjoined)
    assert notes["folders_not_scored"] == {"partial-task": 1}
    assert ["shared-a/common", "shared-b/common"] in notes["shared_skills_identical"]
    assert notes["floor_tasks"] == ["shared-a"] and notes["ceiling_tasks"] == ["binary-task", "shared-b"]


def test_the_join_refuses_a_split_that_does_not_cover_the_joined_tasks(lv: ModuleType, tmp_path: Path) -> None:
    with pytest.raises(lv.DataError, match="missing \\['shared-b'\\]"):
        lv.join(_data(tmp_path), {"binary-task": "dev", "partial-task": "test", "shared-a": "dev"})


def test_a_run_reports_unmeasured_dimensions_as_unmeasured_and_peer_as_not_run(lv: ModuleType, tmp_path: Path) -> None:
    split = {"binary-task": "dev", "partial-task": "test", "shared-a": "dev", "shared-b": "test"}
    figures = lv.run(_data(tmp_path), split=split)
    table = figures["correlations"]
    assert table["output_quality"]["dev"] == {"status": "unmeasured", "n": 0}
    assert table["plugineval_static"]["test"]["status"] == "unmeasured"
    assert figures["plugineval_status"].startswith("not run")
    assert figures["n"] == {"dev": 2, "test": 2}
    assert table["composite"]["dev"]["n"] == 2 and table["composite"]["dev"]["rho"] is None  # n < 3: undefined
    assert {t["task"]: t["lift"] for t in figures["tasks"]}["partial-task"] == 0.0


# --- the split -------------------------------------------------------------------------------------


def test_the_split_is_half_each_by_name_hash_and_ignores_order(split_module: ModuleType) -> None:
    tasks = [f"task-{i}" for i in range(11)]
    split = split_module.assign_split(tasks)
    assert split == split_module.assign_split(list(reversed(tasks)))
    assert sum(1 for side in split.values() if side == "dev") == 5
    ordered = sorted(tasks, key=split_module.name_digest)
    assert {t for t in ordered[:5]} == {t for t, side in split.items() if side == "dev"}


def test_the_committed_split_follows_its_rule(split_module: ModuleType) -> None:
    document = json.loads(split_module.SPLIT_FILE.read_text(encoding="utf-8"))
    tasks = document["dev"] + document["test"]
    assert len(document["dev"]) == len(document["test"]) == len(tasks) // 2
    assert split_module.assign_split(tasks) == split_module.load_split()
    assert all(document["digests"][t] == split_module.name_digest(t) for t in tasks)
    if (DATA / "results-v1.1.txt").is_file():
        assert sorted(tasks) == split_module.joined_tasks(DATA)


# --- statistics ------------------------------------------------------------------------------------


def test_spearman_uses_average_ranks_for_ties(lv: ModuleType) -> None:
    rho, p = lv.spearman([1, 2, 2, 3], [1, 3, 2, 4])
    assert rho == pytest.approx(3 / math.sqrt(10))  # ranks (1, 2.5, 2.5, 4) against (1, 3, 2, 4)
    assert p is not None and 0 < p < 1
    assert lv.spearman([1, 1, 1, 1], [1, 2, 3, 4]) == (None, None)
    assert lv.spearman([1, 2], [2, 1]) == (None, None)


def test_the_bootstrap_is_seeded_and_brackets_a_perfect_ranking(lv: ModuleType) -> None:
    x, y = [1.0, 2.0, 3.0, 4.0, 5.0, 6.0], [2.0, 4.0, 6.0, 8.0, 10.0, 12.0]
    low, high, used = lv.bootstrap_rho(x, y, resamples=500)
    assert (low, high) == (1.0, 1.0) and 0 < used <= 500
    noisy = [3.0, 1.0, 4.0, 1.0, 5.0, 9.0]
    assert lv.bootstrap_rho(x, noisy, resamples=500) == lv.bootstrap_rho(x, noisy, resamples=500)
    assert lv.bootstrap_rho(x, noisy, resamples=500, seed=1) != lv.bootstrap_rho(x, noisy, resamples=500, seed=2)


def test_the_bootstrap_interval_covers_a_known_rho_about_95_times_in_100(lv: ModuleType) -> None:
    # Bivariate normal with Pearson r = 0.6: population Spearman rho = (6 / pi) asin(r / 2).
    truth = 6 / math.pi * math.asin(0.3)
    rng = np.random.default_rng(7)
    trials, covered = 200, 0
    for trial in range(trials):
        sample = rng.multivariate_normal([0.0, 0.0], [[1.0, 0.6], [0.6, 1.0]], size=40)
        low, high, _ = lv.bootstrap_rho(list(sample[:, 0]), list(sample[:, 1]), seed=trial, resamples=1000)
        covered += low <= truth <= high
    # A percentile interval at n = 40 covers a little under 95%; far off either way is a bug.
    assert 0.86 <= covered / trials <= 0.99, covered


def test_the_registry_check_reports_every_cell_that_differs(lv: ModuleType, tmp_path: Path) -> None:
    setups, results = lv.parse_results(_data(tmp_path) / "results-v1.1.txt")
    chosen = {task: results[task] for task in ("binary-task", "partial-task")}
    records = []
    for task, result in chosen.items():
        for index, model in enumerate(("Model A", "Model B", "Model C")):
            for condition, values in (("No Skills", result.without), ("With Skills", result.with_skills)):
                score = values[index]
                records.append(
                    {"task": task, "model": model, "condition": condition, "score": round(score, 1), "trials": 3,
                     "passCount": round(score * 3 / 100)}
                )  # fmt: skip
    registry = tmp_path / "registry.json"
    registry.write_text(json.dumps(records), encoding="utf-8")
    assert lv.check_registry(registry, setups, chosen) == []
    records[0]["passCount"] = 2  # binary-task, Model A, No Skills: 0 in the transcription
    records[-1]["score"] = 55.0  # partial-task, Model C, With Skills: 0 in the transcription
    registry.write_text(json.dumps(records), encoding="utf-8")
    assert lv.check_registry(registry, setups, chosen) == [
        "binary-task / Model A / No Skills: 0.0 vs 66.7",
        "partial-task / Model C / With Skills: 0.0 vs 55.0",
    ]
