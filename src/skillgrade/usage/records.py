"""The invocation record: one use of a skill, with every signal the rubric reads (schema v1).

Every signal is optional and ``None`` means *not measured*. The rubric never replaces a missing
signal by a default: a part of the score whose inputs are unknown is left out and the score's
coverage says how much of it was measured.
"""

from __future__ import annotations

import hashlib
import json
from datetime import datetime, timezone
from typing import Annotated, Any, Literal

from pydantic import (
    AwareDatetime,
    BaseModel,
    ConfigDict,
    Field,
    NonNegativeFloat,
    NonNegativeInt,
    field_validator,
    model_validator,
)

SCHEMA_VERSION: Literal[1] = 1
Accuracy = Literal["accurate", "mostly_accurate", "partially_accurate", "inaccurate"]


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class CodeQuality(_Model):
    """Signals about generated code; each is ``None`` when it was not checked."""

    linter_passed: bool | None = None
    """The linter ran and reported nothing."""
    types_valid: bool | None = None
    """The type checker ran and reported nothing."""
    tests_passed: bool | None = None
    """Tests ran and passed."""


SEED_ACCURACY_FLAGS: tuple[tuple[str, Accuracy], ...] = (
    ("accurate", "accurate"),
    ("mostly_accurate", "mostly_accurate"),
    ("partially_accurate", "partially_accurate"),
)
"""The seed rubric's feedback flags, in the order its ``score_output_quality`` tests them."""


class Feedback(_Model):
    """What the user said about the output.

    Besides ``accuracy`` the seed rubric's own shape is accepted as written: boolean flags
    ``accurate``, ``mostly_accurate``, ``partially_accurate``. They are read in the seed's order
    (the first true flag wins) and stored as ``accuracy``; flags that are all false mean
    ``inaccurate``. Flags that contradict an ``accuracy`` given beside them are an error.
    """

    accuracy: Accuracy | None = None
    """The user's verdict on correctness."""
    comment: str | None = None
    """Free text, kept but not scored."""
    accurate: bool | None = Field(default=None, exclude=True)
    """Seed shape: the output was accurate (stored as ``accuracy``)."""
    mostly_accurate: bool | None = Field(default=None, exclude=True)
    """Seed shape: mostly accurate (stored as ``accuracy``)."""
    partially_accurate: bool | None = Field(default=None, exclude=True)
    """Seed shape: partially accurate (stored as ``accuracy``)."""

    @model_validator(mode="before")
    @classmethod
    def _seed_flags(cls, data: Any) -> Any:
        if not isinstance(data, dict) or not any(data.get(flag) is not None for flag, _ in SEED_ACCURACY_FLAGS):
            return data
        data = dict(data)
        flags = {flag: data[flag] for flag, _ in SEED_ACCURACY_FLAGS if data.get(flag) is not None}
        for flag, value in flags.items():
            if not isinstance(value, bool):
                raise ValueError(f"{flag} must be true or false")
        verdict: Accuracy = next((level for flag, level in SEED_ACCURACY_FLAGS if flags.get(flag)), "inaccurate")
        given = data.get("accuracy")
        if given is not None and given != verdict:
            raise ValueError(f"accuracy {given!r} contradicts the flags {flags} (which mean {verdict!r})")
        data["accuracy"] = verdict
        return data


class FollowUp(_Model):
    """A request the user had to make after the skill's answer (a fix, a clarification)."""

    resolved: bool | None = None
    """Whether the follow-up was resolved."""
    text: str | None = None
    """What was asked, kept but not scored."""


class InvocationRecord(_Model):
    """One skill invocation, one JSON object per line of a ``.jsonl`` file."""

    schema_version: Literal[1] = SCHEMA_VERSION
    """Version of this schema; a file written for a later version is rejected line by line."""
    id: Annotated[str, Field(min_length=1, max_length=200)] | None = None
    """Stable identifier. Without one, a hash of the record's content identifies it."""
    skill_name: Annotated[str, Field(min_length=1, max_length=200)]
    """The skill that was invoked."""
    category: Annotated[str, Field(min_length=1, max_length=100)] | None = None
    """The skill's category, which selects the efficiency baselines (code_generation, analysis, …)."""
    timestamp: AwareDatetime
    """When the invocation started, with a timezone (``Z`` or ``+02:00``)."""
    source: str | None = None
    """Where the record came from (a machine, a transcript); kept, not scored."""

    errors: list[str] | None = None
    """Errors the skill hit; ``[]`` means none, ``None`` means not recorded."""
    recovered: bool | None = None
    """It hit an error and recovered."""
    partial_completion: bool | None = None
    """Only part of the task was done."""
    workaround_used: bool | None = None
    """The goal was reached by an alternative path."""
    failure_explained: bool | None = None
    """It could not complete but explained why."""

    tokens_used: NonNegativeInt | None = None
    """Tokens consumed by the invocation."""
    output_size: NonNegativeInt | None = None
    """Size of the output in the category's unit: lines of code, insights, components, findings."""
    tool_calls: NonNegativeInt | None = None
    """Number of tool calls made (a list of calls is accepted and counted)."""
    files_changed: NonNegativeInt | None = None
    """Files created or modified."""
    duration_ms: NonNegativeFloat | None = None
    """Wall-clock duration in milliseconds."""

    output_validated: bool | None = None
    """The output was checked (tests, schema, a reviewer) and found correct."""
    requested_items: NonNegativeInt | None = None
    """Items the user asked for."""
    delivered_items: NonNegativeInt | None = None
    """Items delivered."""
    output_type: Annotated[str, Field(min_length=1, max_length=50)] | None = None
    """``code`` makes the code-quality signals apply; any other value makes them not applicable."""
    code_quality: CodeQuality | None = None
    """Linter, type checker and test results for code output."""

    user_accepted: bool | None = None
    """The user accepted the output."""
    user_used_output: bool | None = None
    """The user used the output, possibly after changing it."""
    user_edit_ratio: Annotated[float, Field(ge=0.0, le=1.0)] | None = None
    """Fraction of the output the user edited (0 = untouched, 1 = rewritten)."""
    follow_ups: list[FollowUp] | None = None
    """Follow-up requests; ``[]`` means none were needed, ``None`` means not recorded."""
    feedback: Feedback | None = None
    """Explicit feedback from the user."""

    @field_validator("tool_calls", mode="before")
    @classmethod
    def _count_tool_calls(cls, value: Any) -> Any:
        return len(value) if isinstance(value, list) else value

    def record_id(self) -> str:
        """The record's ``id``, or ``sha256:`` of its canonical JSON when it has none."""
        return self.id if self.id is not None else content_id(self.canonical_json())

    def canonical_json(self) -> str:
        """Sorted-key JSON without unset signals, with the timestamp in UTC: equal records, equal text."""
        data = self.model_dump(mode="json", exclude_none=True)
        data["timestamp"] = utc_iso(self.timestamp)
        return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def content_id(canonical: str) -> str:
    """The id of a record without one: ``sha256:`` of its canonical JSON."""
    return "sha256:" + hashlib.sha256(canonical.encode()).hexdigest()


def utc_iso(moment: datetime) -> str:
    """ISO 8601 in UTC with a ``Z``, microseconds only when present."""
    text = moment.astimezone(timezone.utc).replace(tzinfo=None).isoformat()
    return text + "Z"


def json_schema() -> dict[str, Any]:
    """The JSON Schema of a record line, as published in ``usage/schemas/invocation-v1.json``."""
    schema = InvocationRecord.model_json_schema()
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    schema["$id"] = "https://github.com/skillgrade/skillgrade/schemas/invocation-v1.json"
    return schema
