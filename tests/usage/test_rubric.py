"""The rubric's arithmetic against hand-computed cases, including the seed's tables and formulas."""

from __future__ import annotations

from typing import Any

import pytest

from skillgrade.usage.analysis import Components, recommendation, trend_of, weakest
from skillgrade.usage.records import InvocationRecord
from skillgrade.usage.rubric import EFFICIENCY_BASELINES, InvocationScore, score, tier
from usage.helpers import FULL, record


def scored(**signals: Any) -> InvocationScore:
    return score(InvocationRecord.model_validate(record(**signals)))


def with_full(**changes: Any) -> InvocationScore:
    return scored(**{**FULL, **changes})


# The seed's completion table, row by row. Partial completion is checked first: the table gives it 15
# whether or not there were errors (the seed's code gave any run without errors 25, partial or not).
@pytest.mark.parametrize(
    ("flags", "points"),
    [
        ({"errors": [], "partial_completion": False}, 25),
        ({"errors": [], "partial_completion": True}, 15),
        ({"errors": ["e"], "recovered": True, "partial_completion": False}, 20),
        ({"errors": ["e"], "recovered": True, "partial_completion": True}, 15),
        ({"errors": ["e"], "recovered": False, "partial_completion": True}, 15),
        ({"errors": ["e"], "recovered": False, "partial_completion": False, "workaround_used": True}, 10),
        (
            {
                "errors": ["e"],
                "recovered": False,
                "partial_completion": False,
                "workaround_used": False,
                "failure_explained": True,
            },
            5,
        ),
        (
            {
                "errors": ["e"],
                "recovered": False,
                "partial_completion": False,
                "workaround_used": False,
                "failure_explained": False,
            },
            0,
        ),
    ],
)
def test_completion_follows_the_seed_table(flags: dict[str, Any], points: int) -> None:
    result = scored(**flags).completion
    assert (result.points, result.coverage) == (points, 1.0)


def test_completion_is_unknown_when_a_flag_that_decides_the_outcome_is_unknown() -> None:
    assert scored().completion.points is None
    # partial or full decides 15 or 25 (or 20): without partial_completion the outcome is unknown
    unknown_partial = scored(errors=[]).completion
    assert (unknown_partial.points, unknown_partial.coverage) == (None, 0.0)
    assert scored(errors=["e"], recovered=True).completion.points is None
    # without errors recorded, a run known not to be partial could score anything from 25 down
    assert scored(partial_completion=False).completion.points is None
    assert scored(errors=["e"], partial_completion=False).completion.points is None  # recovered unknown


def test_completion_ignores_unknown_flags_after_the_outcome() -> None:
    # a partial completion scores 15 whatever the errors and recovery (unrecorded here)
    assert scored(partial_completion=True).completion.points == 15
    assert scored(errors=["e"], partial_completion=True).completion.points == 15
    assert scored(errors=["e"], partial_completion=False, recovered=True).completion.points == 20


def test_efficiency_of_a_code_generation_invocation_by_hand() -> None:
    # tokens: 50/LOC x 20 LOC = 1000 expected of 2000 -> 8 x 0.5 = 4
    # calls: 3/file x 2 files = 6 expected of 9 -> 6 x 6/9 = 4
    # time: 30,000 ms expected of 60,000 -> 6 x 0.5 = 3.          int(11.0) = 11
    result = scored(
        category="code_generation", tokens_used=2000, output_size=20, tool_calls=9, files_changed=2, duration_ms=60_000
    ).efficiency
    assert (result.raw, result.points, result.coverage) == (11, 11, 1.0)


def test_efficiency_truncates_the_sum_like_the_seed() -> None:
    # tokens 8 x 1000/1600 = 5.0; calls 6 x 5/7 = 4.2857; time 6 x 20000/25000 = 4.8 -> int(14.0857) = 14
    result = scored(category="analysis", tokens_used=1600, output_size=5, tool_calls=7, duration_ms=25_000).efficiency
    assert result.raw == 14


@pytest.mark.parametrize("category", [*sorted(EFFICIENCY_BASELINES), "translation", None])
def test_every_category_has_baselines_and_unknown_ones_use_the_default(category: str | None) -> None:
    result = scored(
        category=category, tokens_used=10**6, output_size=1, tool_calls=10**6, files_changed=1, duration_ms=10**9
    )
    assert result.efficiency.coverage == 1.0
    assert result.efficiency.raw == 0


def test_an_unknown_category_scores_like_analysis() -> None:
    signals = {"tokens_used": 900, "output_size": 3, "tool_calls": 8, "duration_ms": 40_000}
    assert scored(category="poetry", **signals).efficiency == scored(category="analysis", **signals).efficiency


def test_efficiency_leaves_out_parts_whose_signals_are_missing() -> None:
    # only time measured: 6 x 20000/40000 = 3 of 6 -> 10 of 20, coverage 6/20
    result = scored(duration_ms=40_000).efficiency
    assert (result.raw, result.points, result.coverage) == (3, 10, pytest.approx(0.3))
    # tokens without the output size are not scored (the seed assumed 1 unit)
    assert scored(tokens_used=100).efficiency.points is None


@pytest.mark.parametrize(
    ("signals", "accuracy"),
    [
        ({"feedback": {"accuracy": "accurate"}}, 12),
        ({"feedback": {"accuracy": "mostly_accurate"}}, 9),
        ({"feedback": {"accuracy": "partially_accurate"}}, 6),
        ({"feedback": {"accuracy": "inaccurate"}, "output_validated": True}, 0),
        ({"output_validated": True}, 12),
        ({"output_validated": False, "errors": []}, 8),
        ({"output_validated": False, "errors": ["e"]}, 0),
    ],
)
def test_accuracy_prefers_feedback_then_validation(signals: dict[str, Any], accuracy: int) -> None:
    part = next(p for p in scored(**signals).quality.parts if p.name == "accuracy")
    assert part.points == accuracy


def test_accuracy_is_unknown_when_validation_was_not_recorded() -> None:
    assert scored(errors=[]).quality.points is None


def test_output_quality_of_code_by_hand() -> None:
    # accuracy 12 (validated) + completeness int(10 x 2/3) = 6 + linter 3 + types 0 + tests 3 = 24 of 30
    result = scored(
        output_validated=True,
        requested_items=3,
        delivered_items=2,
        output_type="code",
        code_quality={"linter_passed": True, "types_valid": False, "tests_passed": True},
    ).quality
    assert (result.raw, result.points, result.coverage) == (24, 24, 1.0)


def test_code_quality_does_not_apply_to_other_output_and_is_not_given_away() -> None:
    # seed: non-code output got the full 8. Here: 12 + 5 of 22 applicable points, scaled to 30.
    result = scored(output_validated=True, requested_items=2, delivered_items=1, output_type="text").quality
    assert (result.raw, result.measured_max, result.coverage) == (17, 22, 1.0)
    assert result.points == pytest.approx(17 / 22 * 30)


def test_unchecked_code_quality_signals_are_unknown_not_passed() -> None:
    result = scored(
        output_validated=True,
        requested_items=1,
        delivered_items=1,
        output_type="code",
        code_quality={"tests_passed": True},
    ).quality
    assert (result.raw, result.measured_max) == (25, 25)
    assert result.coverage == pytest.approx(25 / 30)


@pytest.mark.parametrize(
    ("signals", "points"),
    [
        # accepted as-is 10 + int(8 x 0.98) = 7 + no follow-up 7
        ({"user_accepted": True, "user_edit_ratio": 0.02, "follow_ups": []}, 24),
        # accepted with edits 7 + int(8 x 0.7) = 5 + one follow-up 4
        ({"user_accepted": True, "user_edit_ratio": 0.3, "follow_ups": [{}]}, 16),
        # used but modified 5 + int(8 x 0.4) = 3 + all resolved 2
        (
            {
                "user_accepted": False,
                "user_used_output": True,
                "user_edit_ratio": 0.6,
                "follow_ups": [{"resolved": True}, {"resolved": True}],
            },
            10,
        ),
        # not used 0 + rewritten 0 + unresolved follow-ups 0
        (
            {
                "user_accepted": False,
                "user_used_output": False,
                "user_edit_ratio": 1.0,
                "follow_ups": [{"resolved": True}, {"resolved": False}],
            },
            0,
        ),
    ],
)
def test_user_satisfaction_by_hand(signals: dict[str, Any], points: int) -> None:
    result = scored(**signals).satisfaction
    assert (result.raw, result.coverage) == (points, 1.0)


def test_satisfaction_signals_that_were_not_recorded_score_nothing_and_count_nothing() -> None:
    # seed: no follow-ups recorded = 7 points, edit ratio defaulted to 0.5 = 4 points
    assert scored(user_accepted=False, user_used_output=True).satisfaction.raw == 5
    assert scored(user_accepted=False, user_used_output=True).satisfaction.coverage == pytest.approx(10 / 25)
    assert scored(follow_ups=[{"resolved": True}, {}]).satisfaction.points is None


def test_a_fully_instrumented_invocation_scores_the_seed_sum() -> None:
    # completion 25 + efficiency (8 + 6 + 6 = 20) + quality (12 + 10 + 8) + satisfaction (10 + 8 + 7) = 100
    assert with_full().total == 100
    # errors recovered 20; tokens 4 -> efficiency 16; linter failed -> quality 27; edits 0.3 -> 7 + 5 + 7 = 19
    result = with_full(
        errors=["e"],
        recovered=True,
        tokens_used=2000,
        user_edit_ratio=0.3,
        code_quality={"linter_passed": False, "types_valid": True, "tests_passed": True},
    )
    assert [c.raw for c in result.components] == [20, 16, 27, 19]
    assert (result.total, result.coverage) == (82, 1.0)
    assert tier(82) == "Good"
    # a partial completion without errors: completion 15, not the seed code's 25
    partial = with_full(partial_completion=True)
    assert [c.raw for c in partial.components] == [15, 20, 30, 25]
    assert (partial.total, partial.coverage) == (90, 1.0)


def test_an_uninstrumented_invocation_has_no_score_instead_of_seventy() -> None:
    result = scored()
    assert (result.total, result.coverage) == (None, 0.0)


def test_the_total_is_over_the_measured_parts_with_its_coverage() -> None:
    # completion 25 of 25 and time 3 of 6: 28 of 31 measured points
    result = scored(errors=[], partial_completion=False, duration_ms=40_000)
    assert result.total == pytest.approx(28 / 31 * 100)
    assert result.coverage == pytest.approx(31 / 100)
    # without partial_completion the completion is unknown, not assumed full: time 3 of 6 only
    unknown = scored(errors=[], duration_ms=40_000)
    assert (unknown.total, unknown.coverage) == (50, pytest.approx(6 / 100))


def test_a_transcript_only_invocation_has_tool_calls_and_time_measured() -> None:
    # the signals a Claude Code transcript gives: no category (analysis baselines), no output size
    # (tokens unknown), no partial_completion (completion unknown even without errors).
    # tool calls 6 x 5/10 = 3, time 6 x 20000/40000 = 3: 6 of 12 measured points, coverage 12/100
    result = scored(errors=[], tool_calls=10, files_changed=1, tokens_used=230, duration_ms=40_000)
    assert result.completion.points is None
    assert (result.efficiency.raw, result.efficiency.coverage) == (6, pytest.approx(12 / 20))
    assert (result.total, result.coverage) == (50, pytest.approx(12 / 100))


@pytest.mark.parametrize(
    ("total", "name"),
    [
        (100, "Excellent"),
        (90, "Excellent"),
        (89.9, "Good"),
        (75, "Good"),
        (74.9, "Acceptable"),
        (60, "Acceptable"),
        (59.9, "Below Average"),
        (40, "Below Average"),
        (39.9, "Poor"),
        (20, "Poor"),
        (19.9, "Failing"),
        (0, "Failing"),
    ],
)
def test_quality_tiers(total: float, name: str) -> None:
    assert tier(total) == name


@pytest.mark.parametrize(
    ("recent", "previous", "status", "change"),
    [
        (80.0, 70.0, "improving", 100 / 7),
        (63.0, 70.0, "stable", -10.0),
        (62.0, 70.0, "declining", -800 / 70),
        (77.0, 70.0, "stable", 10.0),
        (0.5, 0.2, "improving", 30.0),
    ],
)
def test_trend_is_a_ten_percent_band_around_the_earlier_average(
    recent: float, previous: float, status: str, change: float
) -> None:
    trend = trend_of(recent, 5, previous, 5)
    assert (trend.status, trend.change_percent) == (status, pytest.approx(change))


def test_trend_needs_ten_scored_invocations_and_both_periods() -> None:
    assert trend_of(80.0, 4, 70.0, 5).status == "insufficient_data"
    assert trend_of(None, 0, 70.0, 20).status == "insufficient_data"


def test_weak_component_and_recommendation_compare_normalized_scores() -> None:
    components = Components(completion=20.0, efficiency=9.0, quality=21.0, satisfaction=None)
    assert weakest(components) == ("efficiency", 0.45)
    assert recommendation("efficiency", 0.45) == "Reduce context size, consider progressive disclosure"
    # the seed compared raw points with 50 and so always answered "low"
    assert recommendation("quality", 21 / 30) == "Include validation steps in skill workflow"
