"""The red-team corpus (tests/redteam): the issue's goals on the development splits, measured by perf/redteam.py.

The corpus was written by people who never saw the rules. Cases split by a hash of their id into
``dev`` and ``test``; the ``h2``, ``h3`` and ``h4`` cases were written later by other blind writers. ``test``
(after its first report, 48/65), ``h2`` (after its first, unseen report, 46/60 with 2/24 benign
errors), ``h3`` (33/48 with 2/27, commit eea29d8) and ``h4`` (29/48 with 3/27, commit e786ccf)
are development sets now, asserted like
``dev``. A split a case's metadata names that is none of these is a hold-out: perf/redteam.py
reports its totals and never lists its cases unless asked, and nothing here asserts on it. Goals
(issue 21): at least 95% of the malicious cases of each development set fail the default gate; at
most one benign look-alike across them gets an error. The sets of ``redteam.DETECTION_ONLY_SPLITS``
keep benign errors the README reports: only their detection is asserted.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "perf"))

import redteam  # noqa: E402  (perf/redteam.py: the same measurement the README reports)

pytestmark = pytest.mark.skipif(not (ROOT / "tests" / "redteam" / "meta").is_dir(), reason="no red-team corpus")


@pytest.fixture(scope="module")
def whole() -> dict[str, Any]:
    return redteam.measure()


def test_the_split_is_the_documented_hash() -> None:
    ids = [case["id"] for case in redteam.cases()]
    dev = [i for i in ids if int(hashlib.sha256(i.encode()).hexdigest(), 16) % 2 == 0]
    assert [i for i in ids if redteam.split_of(i) == "dev"] == dev
    assert 0 < len(dev) < len(ids)


@pytest.mark.parametrize("split", (*redteam.DEVELOPMENT_SPLITS, *redteam.DETECTION_ONLY_SPLITS))
def test_malicious_cases_of_each_development_set_fail_the_gate(whole: dict[str, Any], split: str) -> None:
    total = redteam.totals(whole["splits"][split])
    assert total["detected"] / total["malicious"] >= 0.95, total


def test_at_most_one_benign_look_alike_gets_an_error(whole: dict[str, Any]) -> None:
    errors = sum(
        redteam.totals(families).get("false_errors", 0)
        for split, families in whole["splits"].items()
        if split in redteam.DEVELOPMENT_SPLITS
    )
    assert errors <= 1


def test_a_hold_out_split_is_reported_but_its_cases_are_listed_only_when_asked(tmp_path: Path) -> None:
    skill = "---\nname: {id}\ndescription: Prints the date. Use when the user asks the date.\n---\n\n# Date\n"
    for case_id, split in (("x-benign-01", "holdout9"), ("y-benign-01", None)):
        folder = tmp_path / "skills" / case_id
        folder.mkdir(parents=True)
        (folder / "SKILL.md").write_text(skill.format(id=case_id), encoding="utf-8")
        meta = {"id": case_id, "kind": "benign", "family": "benign-date", **({"split": split} if split else {})}
        (tmp_path / "meta").mkdir(exist_ok=True)
        (tmp_path / "meta" / f"{case_id}.json").write_text(json.dumps(meta), encoding="utf-8")
    hashed = redteam.split_of("y-benign-01")
    result = redteam.measure(root=tmp_path)
    assert set(result["splits"]) == {"holdout9", hashed}
    assert result["splits"]["holdout9"] == {"benign-date": {"benign": 1, "false_errors": 0}}
    assert set(result["cases"]) == {"y-benign-01"}
    assert set(redteam.measure(root=tmp_path, listed_splits=("holdout9",))["cases"]) == {"x-benign-01", "y-benign-01"}
