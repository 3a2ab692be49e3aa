"""``skillgrade usage report`` and ``skillgrade usage gate`` end to end, on both backends."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from usage.helpers import FULL, NOW_FLAG, days_ago, record

Cli = Callable[..., Any]
JsonlFactory = Callable[..., Path]

LOW = {  # every part measured and 0
    "category": "analysis",
    "errors": ["crash"],
    "recovered": False,
    "partial_completion": False,
    "workaround_used": False,
    "failure_explained": False,
    "tokens_used": 10**9,
    "output_size": 1,
    "tool_calls": 10**6,
    "duration_ms": 10**12,
    "feedback": {"accuracy": "inaccurate"},
    "requested_items": 3,
    "delivered_items": 0,
    "output_type": "code",
    "code_quality": {"linter_passed": False, "types_valid": False, "tests_passed": False},
    "user_accepted": False,
    "user_used_output": False,
    "user_edit_ratio": 1.0,
    "follow_ups": [{"resolved": False}, {"resolved": False}],
}
MID = {**LOW, "errors": []}  # completion 25 of 100
SOLID = {**FULL, "errors": ["retry"], "recovered": True}  # 95


@pytest.fixture
def usage_db(db_url: str, cli: Cli, jsonl: JsonlFactory) -> str:
    rows = [record("rising", days_ago(8 + i), **MID) for i in range(10)]
    rows += [record("rising", days_ago(i + 0.5), **FULL) for i in range(5)]
    rows += [record("solid", days_ago(i * 2 + 0.1), **SOLID) for i in range(12)]
    rows += [record("silent", days_ago(i + 0.1), errors=[], partial_completion=False) for i in range(12)]
    rows += [record("stale", days_ago(100 + i), **LOW) for i in range(5)]
    rows += [record("stale", days_ago(i * 4 + 0.1), **LOW) for i in range(20)]
    rows += [record("young", days_ago(i + 0.1), **LOW) for i in range(20)]
    rows += [record("improved", days_ago(100 + i), **LOW) for i in range(5)]
    rows += [record("improved", days_ago(i * 4 + 0.1), **MID) for i in range(20)]
    assert cli("usage", "ingest", jsonl("usage.jsonl", rows), "--db", db_url).code == 0
    return db_url


def report(cli: Cli, db: str, *args: str) -> Any:
    result = cli("usage", "report", "--db", db, "--now", NOW_FLAG, *args)
    assert (result.code, result.err) == (0, "")
    return result


def test_the_json_report_has_leaderboard_trends_distribution_and_opportunities(cli: Cli, usage_db: str) -> None:
    data = report(cli, usage_db, "--format", "json").json()
    assert data["leaderboard"] == ["silent", "solid", "rising", "improved", "stale", "young"]
    skills = {s["skill_name"]: s for s in data["skills"]}
    rising = skills["rising"]
    assert (rising["uses"], rising["avg_score"], rising["tier"]) == (15, pytest.approx(50.0), "Below Average")
    assert rising["trend"]["status"] == "improving"
    assert rising["trend"]["change_percent"] == pytest.approx(300.0)  # 100 in the last week vs 25 before
    assert rising["weak_component"] == "efficiency"  # 5 of 15 at 20/20: 0.333; completion 25/25 throughout
    assert rising["recommendation"] == "Reduce context size, consider progressive disclosure"
    assert skills["silent"]["coverage"] == pytest.approx(0.25)
    assert skills["solid"]["error_rate"] == 1.0
    assert skills["stale"]["uses"] == 8  # the 30-day window
    distribution = {(d["skill_name"], d["tier"]): d["count"] for d in data["distribution"]}
    assert distribution[("rising", "Excellent")] == 5
    assert distribution[("rising", "Poor")] == 10
    assert distribution[("stale", "Failing")] == 8
    weak = {(o["skill_name"], o["weak_area"]): o["normalized_score"] for o in data["opportunities"]}
    assert list(weak.values()) == sorted(weak.values())
    assert (weak[("stale", "completion")], weak[("rising", "quality")]) == (0.0, pytest.approx(1 / 3))
    assert ("rising", "completion") not in weak  # 25/25 throughout; all four components are examined
    assert [p["count"] for p in data["series"]["rising"]] == [1] * 15 or sum(
        p["count"] for p in data["series"]["rising"]
    ) == 15


def test_the_text_report_reads_as_a_table(cli: Cli, usage_db: str) -> None:
    out = report(cli, usage_db).out
    assert out.startswith("Skill usage 2026-10-21 12:00 → 2026-11-20 12:00 UTC (30 days): 75 invocations of 6 skills (")
    assert "rising: improving (+300.0%: 100.0 in the last week vs 25.0 before); weakest: efficiency" in out
    assert re.search(r"^  3\s+rising\s+15\s+50\.0\s+Below Average", out, re.MULTILINE)


def test_the_markdown_report_has_tables(cli: Cli, usage_db: str) -> None:
    out = report(cli, usage_db, "--format", "markdown").out
    assert "| 2 | solid | 12 | 95.0 | Excellent | 100% | 20.0 | 20.0 | 30.0 | 25.0 | 100% |" in out
    assert "## Improvement opportunities" in out


def test_the_html_report_draws_each_skill_as_an_inline_svg_without_scripts(
    cli: Cli, usage_db: str, tmp_path: Path
) -> None:
    target = tmp_path / "out" / "usage.html"
    report(cli, usage_db, "--format", "html", "-o", target)
    page = target.read_text(encoding="utf-8")
    assert page.count("<svg ") == 6
    assert page.count("<polyline ") == 6
    assert "<script" not in page and "src=" not in page and "href=" not in page
    assert "<title>2026-11-20: 100.0 (1 invocations)</title>" in page  # rising, today
    assert 'data-edge="start">2026-10-21</text>' in page


def gate(cli: Cli, db: str, skill: str, name: str, *args: str) -> Any:
    return cli("usage", "gate", skill, "--gate", name, "--db", db, "--now", NOW_FLAG, *args)


def test_publish_gate_passes_a_solid_skill(cli: Cli, usage_db: str) -> None:
    result = gate(cli, usage_db, "solid", "publish", "--max-error-rate", "1")
    assert (result.code, result.out.splitlines()[0]) == (
        0,
        "solid: publish gate PASSED (Minimum requirements to publish a skill)",
    )


def test_publish_gate_fails_on_every_unmet_threshold(cli: Cli, usage_db: str) -> None:
    result = gate(cli, usage_db, "solid", "publish")
    assert result.code == 1
    assert "  ✗ Error rate 100.00% > 10.00%" in result.out.splitlines()


def test_an_uninstrumented_skill_does_not_pass_publish_on_missing_signals(cli: Cli, usage_db: str) -> None:
    result = gate(cli, usage_db, "silent", "publish")
    assert result.code == 1
    assert result.out.splitlines()[1:2] == ["  ✗ Coverage 25% < 50%: too few signals recorded"]


def test_a_skill_that_recorded_only_its_errors_has_an_unknown_score_and_fails_publish(
    cli: Cli, db_url: str, jsonl: JsonlFactory
) -> None:
    # no errors, but partial or full completion not recorded: completion unknown, not 25 of 25
    rows = [record("errors-only", days_ago(i + 0.1), errors=[]) for i in range(12)]
    assert cli("usage", "ingest", jsonl("errors-only.jsonl", rows), "--db", db_url).code == 0
    data = report(cli, db_url, "--format", "json").json()
    (skill,) = data["skills"]
    assert (skill["skill_name"], skill["avg_score"], skill["coverage"]) == ("errors-only", None, 0.0)
    result = gate(cli, db_url, "errors-only", "publish")
    assert result.code == 1
    assert result.out.splitlines()[1:2] == ["  ✗ Score unknown: no invocation had a measured part"]


def test_gate_thresholds_are_configurable(cli: Cli, usage_db: str) -> None:
    assert gate(cli, usage_db, "solid", "feature", "--max-error-rate", "1").code == 1  # 12 < 50 invocations
    relaxed = gate(
        cli, usage_db, "solid", "feature", "--max-error-rate", "1", "--min-invocations", "12", "--format", "json"
    )
    assert relaxed.code == 0
    data = relaxed.json()
    assert (data["passed"], data["config"]["min_invocations"], data["config"]["min_score"]) == (True, 12, 85)


def test_deprecation_review_is_triggered_for_a_low_skill_that_did_not_improve(cli: Cli, usage_db: str) -> None:
    result = gate(cli, usage_db, "stale", "deprecation")
    assert (result.code, result.out.splitlines()[:2]) == (
        1,
        [
            "stale: deprecation gate review triggered (Triggers deprecation review)",
            "  ✗ Score 0 < 40 over 20 invocations in the last 90 days, without improvement on 0 before: "
            "deprecation review",
        ],
    )


@pytest.mark.parametrize(
    ("skill", "note"),
    [
        ("young", "  · No invocations older than 90 days: too young to judge improvement"),
        ("improved", "  · Improved from 0.0 to 25.0 in the last 90 days"),
        ("solid", "  · Only 12 scored invocations in the last 90 days (< 20)"),
    ],
)
def test_deprecation_review_needs_all_three_conditions(cli: Cli, usage_db: str, skill: str, note: str) -> None:
    result = gate(cli, usage_db, skill, "deprecation")
    assert result.code == 0
    assert note in result.out.splitlines()


def test_a_skill_without_invocations_fails_publish(cli: Cli, usage_db: str) -> None:
    result = gate(cli, usage_db, "nobody", "publish")
    assert (result.code, result.out) == (
        1,
        "nobody: publish gate FAILED (Minimum requirements to publish a skill)\n"
        "  ✗ No invocations in the last 30 days\n",
    )


def test_the_cli_group_is_offered_and_lazy(cli: Cli) -> None:
    import subprocess
    import sys

    code = "import sys, skillgrade.cli.main; print(sorted(m for m in sys.modules if m.startswith('skillgrade.usage')))"
    assert subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout == "[]\n"
    shown = cli("usage", "--help")
    assert shown.code == 0
    assert [c for c in ("ingest", "report", "gate") if c in shown.out] == ["ingest", "report", "gate"]
