from __future__ import annotations

import pytest

from skillgrade.scoring.composite import Badge, anti_pattern_penalty, blend, composite, grade
from skillgrade.scoring.dimensions import DIMENSION_WEIGHTS, LAYER_BLENDS


def test_weights_and_blends_are_the_methodology_s() -> None:
    assert sum(DIMENSION_WEIGHTS.values()) == pytest.approx(1.0)
    for dimension, layers in LAYER_BLENDS.items():
        assert sum(layers.values()) == pytest.approx(1.0), dimension


def test_blend_renormalises_over_the_layers_that_measured() -> None:
    # triggering: static 0.15, judge 0.25 (monte carlo absent) -> (0.15*0.6 + 0.25*0.9) / 0.40
    assert blend("triggering_accuracy", {"static": 0.6, "judge": 0.9}) == pytest.approx(0.7875)
    assert blend("triggering_accuracy", {"static": 0.6}) == pytest.approx(0.6)


def test_a_layer_with_zero_blend_weight_does_not_measure_the_dimension() -> None:
    assert blend("output_quality", {"static": 0.9}) is None
    assert blend("robustness", {}) is None


def test_composite_over_the_six_static_dimensions_by_hand() -> None:
    blended = {
        "triggering_accuracy": 0.8,
        "orchestration_fitness": 0.6,
        "progressive_disclosure": 0.5,
        "token_efficiency": 1.0,
        "structural_completeness": 0.4,
        "ecosystem_coherence": 0.5,
        "output_quality": None,
    }
    result = composite(blended, anti_patterns=2)
    assert result is not None
    # (0.25*.8 + .2*.6 + .1*.5 + .06*1 + .03*.4 + .02*.5) / 0.66 * 100 = 68.4848...; * 0.90
    assert result.raw == pytest.approx(68.48, abs=0.01)
    assert result.score == pytest.approx(61.64, abs=0.01)
    assert result.penalty == pytest.approx(0.90)
    assert result.coverage == pytest.approx(0.66)
    assert set(result.unmeasured) == {"output_quality", "scope_calibration", "robustness", "code_template_quality"}


def test_nothing_measured_means_no_composite_not_zero() -> None:
    assert composite({d: None for d in DIMENSION_WEIGHTS}, anti_patterns=0) is None


@pytest.mark.parametrize(("count", "penalty"), [(0, 1.0), (1, 0.95), (5, 0.75), (10, 0.5), (30, 0.5)])
def test_anti_pattern_penalty_floors_at_half(count: int, penalty: float) -> None:
    assert anti_pattern_penalty(count) == pytest.approx(penalty)


@pytest.mark.parametrize(
    ("score", "letter"), [(1.0, "A"), (0.9, "A"), (0.8999, "B"), (0.8, "B"), (0.7, "C"), (0.6, "D"), (0.5999, "F")]
)
def test_grades(score: float, letter: str) -> None:
    assert grade(score) == letter


@pytest.mark.parametrize(
    ("score", "elo", "badge"),
    [
        (95.0, None, Badge.PLATINUM),
        (95.0, 1550.0, Badge.GOLD),
        (85.0, 1450.0, Badge.SILVER),
        (80.0, None, Badge.GOLD),
        (79.99, None, Badge.SILVER),
        (60.0, 1299.0, Badge.NONE),
        (59.99, None, Badge.NONE),
    ],
)
def test_badge_from_scores_checks_composite_then_elo(score: float, elo: float | None, badge: Badge) -> None:
    assert Badge.from_scores(score, elo) is badge
