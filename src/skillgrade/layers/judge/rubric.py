"""The judge's rubric: versioned text shipped in the package, and the shape of the answer it asks for.

The version goes into every cache key and every report, so changing a single word of the rubric
means re-asking the model, and reports say which rubric produced their scores.
"""

from __future__ import annotations

from functools import cache
from importlib import resources
from typing import Any

RUBRIC_VERSION = "1"
RUBRIC_DIMENSIONS: tuple[str, ...] = ("orchestration_fitness", "output_quality", "scope_calibration")
JUDGED_DIMENSIONS: tuple[str, ...] = ("triggering_accuracy", *RUBRIC_DIMENSIONS)
SCALE: tuple[int, ...] = (1, 2, 3, 4, 5)
TRIGGER_PROMPTS_PER_LABEL = 5
REASONING_MAX_CHARS = 1000
"""Longest reasoning the schema allows; a re-ask after a ``length`` stop asks for half."""
PROMPT_MAX_CHARS = 400
ROUTING_REASON_MAX_CHARS = 300


@cache
def rubric_text() -> str:
    return resources.files(__package__).joinpath(f"rubric_v{RUBRIC_VERSION}.md").read_text(encoding="utf-8")


def to_unit(rating: int) -> float:
    """A rubric rating 1–5 on the [0, 1] scale of the dimensions."""
    return (rating - SCALE[0]) / (SCALE[-1] - SCALE[0])


def _dimension_schema() -> dict[str, Any]:
    # reasoning comes before the score: providers generate properties in order
    return {
        "type": "object",
        "properties": {"reasoning": _reasoning(), "score": {"type": "integer", "enum": list(SCALE)}},
        "required": ["reasoning", "score"],
        "additionalProperties": False,
    }


def _reasoning(limit: int = REASONING_MAX_CHARS) -> dict[str, Any]:
    return {"type": "string", "minLength": 1, "maxLength": limit}


def _prompt_list() -> dict[str, Any]:
    return {
        "type": "array",
        "items": {"type": "string", "minLength": 1, "maxLength": PROMPT_MAX_CHARS},
        "minItems": TRIGGER_PROMPTS_PER_LABEL,
        "maxItems": TRIGGER_PROMPTS_PER_LABEL,
    }


def with_reasoning_limit(schema: Any, limit: int) -> Any:
    """``schema`` with every ``reasoning`` string limited to ``limit`` characters (never raised)."""
    if isinstance(schema, list):
        return [with_reasoning_limit(item, limit) for item in schema]
    if not isinstance(schema, dict):
        return schema
    changed = {key: with_reasoning_limit(value, limit) for key, value in schema.items()}
    properties = changed.get("properties")
    if isinstance(properties, dict) and isinstance(properties.get("reasoning"), dict):
        reasoning = properties["reasoning"]
        shorter = min(limit, reasoning.get("maxLength", limit))
        changed["properties"] = {**properties, "reasoning": {**reasoning, "maxLength": shorter}}
    return changed


def grading_schema() -> dict[str, Any]:
    """Call 1: the three rubric dimensions and the labelled trigger prompts."""
    return {
        "type": "object",
        "properties": {
            **{name: _dimension_schema() for name in RUBRIC_DIMENSIONS},
            "trigger_prompts": {
                "type": "object",
                "properties": {"should_trigger": _prompt_list(), "should_not_trigger": _prompt_list()},
                "required": ["should_trigger", "should_not_trigger"],
                "additionalProperties": False,
            },
        },
        "required": [*RUBRIC_DIMENSIONS, "trigger_prompts"],
        "additionalProperties": False,
    }


def routing_schema(requests: int) -> dict[str, Any]:
    """Call 2: for each of the ``requests`` numbered requests, whether the agent would load the skill."""
    return {
        "type": "object",
        "properties": {
            "decisions": {
                "type": "array",
                "minItems": requests,
                "maxItems": requests,
                "items": {
                    "type": "object",
                    "properties": {
                        "id": {"type": "integer", "minimum": 1, "maximum": requests},
                        "reasoning": _reasoning(ROUTING_REASON_MAX_CHARS),
                        "use_skill": {"type": "boolean"},
                    },
                    "required": ["id", "reasoning", "use_skill"],
                    "additionalProperties": False,
                },
            }
        },
        "required": ["decisions"],
        "additionalProperties": False,
    }
