"""The ten dimensions, their weights, and how much each layer contributes to each."""

from __future__ import annotations

from typing import Literal

Layer = Literal["static", "judge", "monte_carlo"]
LAYERS: tuple[Layer, ...] = ("static", "judge", "monte_carlo")

DIMENSION_WEIGHTS: dict[str, float] = {
    "triggering_accuracy": 0.25,
    "orchestration_fitness": 0.20,
    "output_quality": 0.15,
    "scope_calibration": 0.12,
    "progressive_disclosure": 0.10,
    "token_efficiency": 0.06,
    "robustness": 0.05,
    "structural_completeness": 0.03,
    "code_template_quality": 0.02,
    "ecosystem_coherence": 0.02,
}
DIMENSIONS: tuple[str, ...] = tuple(DIMENSION_WEIGHTS)

LAYER_BLENDS: dict[str, dict[Layer, float]] = {
    "triggering_accuracy": {"static": 0.15, "judge": 0.25, "monte_carlo": 0.60},
    "orchestration_fitness": {"static": 0.10, "judge": 0.70, "monte_carlo": 0.20},
    "output_quality": {"static": 0.00, "judge": 0.40, "monte_carlo": 0.60},
    "scope_calibration": {"static": 0.30, "judge": 0.55, "monte_carlo": 0.15},
    "progressive_disclosure": {"static": 0.80, "judge": 0.20, "monte_carlo": 0.00},
    "token_efficiency": {"static": 0.40, "judge": 0.10, "monte_carlo": 0.50},
    "robustness": {"static": 0.00, "judge": 0.20, "monte_carlo": 0.80},
    "structural_completeness": {"static": 0.90, "judge": 0.10, "monte_carlo": 0.00},
    "code_template_quality": {"static": 0.30, "judge": 0.70, "monte_carlo": 0.00},
    "ecosystem_coherence": {"static": 0.85, "judge": 0.15, "monte_carlo": 0.00},
}

STATIC_TO_DIMENSION: dict[str, str] = {
    "frontmatter_quality": "triggering_accuracy",
    "orchestration_wiring": "orchestration_fitness",
    "progressive_disclosure": "progressive_disclosure",
    "structural_completeness": "structural_completeness",
    "token_efficiency": "token_efficiency",
    "ecosystem_coherence": "ecosystem_coherence",
}

DIMENSION_TITLES: dict[str, str] = {
    "triggering_accuracy": "Triggering accuracy",
    "orchestration_fitness": "Orchestration fitness",
    "output_quality": "Output quality",
    "scope_calibration": "Scope calibration",
    "progressive_disclosure": "Progressive disclosure",
    "token_efficiency": "Token efficiency",
    "robustness": "Robustness",
    "structural_completeness": "Structural completeness",
    "code_template_quality": "Code template quality",
    "ecosystem_coherence": "Ecosystem coherence",
}
