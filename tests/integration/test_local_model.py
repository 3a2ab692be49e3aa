"""Smoke tests against the real local model (SmolLM2-135M via llama-cpp-python's server).

They check structure, not quality: a 135M model grades badly, but its replies must be
schema-valid JSON under llama-cpp-python's ``{"type": "json_object", "schema": ...}`` dialect,
a judge-sized prompt must fit the context, and a seed must make sampling repeatable.
Run ``scripts/local-model install && scripts/local-model serve`` first; otherwise they skip.
"""

from __future__ import annotations

import json
from typing import Any

import httpx
import jsonschema
import pytest

from integration.local_model import LocalModel

pytestmark = pytest.mark.integration

GRADE_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "reasoning": {"type": "string"},
        "score": {"type": "integer", "enum": [1, 2, 3, 4, 5]},
    },
    "required": ["reasoning", "score"],
    "additionalProperties": False,
}

SYSTEM = (
    "You are a strict grader of agent skills. Reply with a JSON object: first a short "
    '"reasoning" (one or two sentences), then an integer "score" from 1 (bad) to 5 (excellent).'
)


def _chat(model: LocalModel, user: str, **params: Any) -> dict[str, Any]:
    body = {
        "model": model.model,
        "messages": [{"role": "system", "content": SYSTEM}, {"role": "user", "content": user}],
        "response_format": {"type": "json_object", "schema": GRADE_SCHEMA},
        "temperature": 0,
        "seed": 1234,
        "max_tokens": 256,
        **params,
    }
    response = httpx.post(f"{model.base_url}/chat/completions", json=body, timeout=180)
    assert response.status_code == 200, response.text
    reply: dict[str, Any] = response.json()
    return reply


def _grade(reply: dict[str, Any]) -> dict[str, Any]:
    choice = reply["choices"][0]
    assert choice["finish_reason"] == "stop", f"reply cut off: {choice!r}"
    grade: dict[str, Any] = json.loads(choice["message"]["content"])
    jsonschema.validate(grade, GRADE_SCHEMA)
    return grade


def test_json_object_schema_reply_is_schema_valid(local_model: LocalModel) -> None:
    reply = _chat(
        local_model,
        "Grade this skill description: 'Profiles CSV files: column types, null counts and "
        "outliers. Use when the user asks what is in a CSV or whether it is clean.'",
    )
    grade = _grade(reply)
    assert isinstance(grade["reasoning"], str)
    assert grade["score"] in (1, 2, 3, 4, 5)
    usage = reply["usage"]
    assert usage["prompt_tokens"] > 0 and usage["completion_tokens"] > 0


def _long_skill_md(paragraphs: int) -> str:
    lines = [
        "---",
        "name: csv-profiler",
        "description: Profiles CSV files and reports column types, nulls and outliers.",
        "---",
        "# CSV profiler",
    ]
    for i in range(paragraphs):
        lines.append(f"## Step {i + 1}")
        lines.append(
            f"Read the file in chunks of {1000 + i} rows, infer each column's type from the first "
            "non-empty values, count empty cells, and flag values more than three interquartile "
            "ranges outside the quartiles. Report the findings as a Markdown table with one row "
            "per column, and mention any column whose type changes part way through the file."
        )
    return "\n".join(lines)


def test_judge_sized_prompt_fits_the_context(local_model: LocalModel) -> None:
    # About 3,000 prompt tokens: the judge sends a whole SKILL.md.
    reply = _chat(local_model, "Grade this skill:\n\n" + _long_skill_md(48), max_tokens=200)
    _grade(reply)
    prompt_tokens = reply["usage"]["prompt_tokens"]
    assert prompt_tokens >= 2500
    if local_model.n_ctx is not None:
        assert prompt_tokens + reply["usage"]["completion_tokens"] <= local_model.n_ctx


def test_seed_makes_sampling_repeatable(local_model: LocalModel) -> None:
    prompt = "Grade this skill description: 'Does things with files.'"
    first = _chat(local_model, prompt, temperature=0.8, seed=42)
    second = _chat(local_model, prompt, temperature=0.8, seed=42)
    assert first["choices"][0]["message"]["content"] == second["choices"][0]["message"]["content"]
