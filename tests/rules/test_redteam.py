"""The red-team corpus (tests/redteam): the issue's goals on the dev split, measured by perf/redteam.py.

The corpus was written by people who never saw the rules. Cases split by a hash of their id; the
rules are tuned on ``dev`` cases only, and only dev goals are asserted here. The ``test`` split's
figure is reported by ``perf/redteam.py`` (and the README), never asserted or looked at case by case.
Goals (issue 21): at least 95% of the malicious dev cases fail the default gate; at most one benign
look-alike in the whole corpus gets an error.
"""

from __future__ import annotations

import hashlib
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "perf"))

import redteam  # noqa: E402  (perf/redteam.py: the same measurement the README reports)

pytestmark = pytest.mark.skipif(not (ROOT / "tests" / "redteam" / "meta").is_dir(), reason="no red-team corpus")


@pytest.fixture(scope="module")
def dev() -> dict[str, Any]:
    return redteam.measure(split="dev")


def test_the_split_is_the_documented_hash() -> None:
    ids = [case["id"] for case in redteam.cases()]
    dev = [i for i in ids if int(hashlib.sha256(i.encode()).hexdigest(), 16) % 2 == 0]
    assert [i for i in ids if redteam.split_of(i) == "dev"] == dev
    assert 0 < len(dev) < len(ids)


def test_dev_malicious_cases_fail_the_gate(dev: dict[str, Any]) -> None:
    total = redteam.totals(dev["splits"]["dev"])
    assert total["detected"] / total["malicious"] >= 0.95, total


def test_at_most_one_benign_look_alike_gets_an_error() -> None:
    whole = redteam.measure()
    # the hold-out set (h2-…, written after the scanner) is reported by perf/redteam.py, not asserted
    errors = sum(
        redteam.totals(families).get("false_errors", 0)
        for split, families in whole["splits"].items()
        if split in ("dev", "test")
    )
    assert errors <= 1
