"""The benchmark schema: validated against the published JSON Schema, then modelled with pydantic.

Every problem is collected before anything runs, each named by its file and JSON path.
"""

from __future__ import annotations

import functools
import json
from importlib import resources
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from skillgrade.errors import UsageError

SCHEMA_RESOURCE = "schemas/benchmark-v1.json"
EVALUATOR_FOR_EXPECTED = {"exact": "exact", "contains": "contains", "schema": "json_schema", "llm_judge": "llm_judge"}
DEFAULT_TIMEOUT_MS = 10_000.0
DEFAULT_MAX_LATENCY_MS = 30_000.0
SKILL_METADATA_RUNNER = "skill-metadata"

ScoringMethod = Literal["mean", "weighted_mean", "pass_at_k"]
EvaluatorType = Literal["exact", "contains", "json_schema", "llm_judge"]


class BenchmarkError(UsageError):
    """A benchmark that cannot be used; ``problems`` lists every one, each as ``file: $.path: message``."""

    def __init__(self, source: str, problems: list[str]) -> None:
        self.source = source
        self.problems = problems
        listing = "\n".join(f"  {p}" for p in problems)
        count = f"{len(problems)} problem{'s' if len(problems) != 1 else ''}"
        super().__init__(f"invalid benchmark {source} ({count}):\n{listing}")


class ExpectedOutput(BaseModel):
    model_config = ConfigDict(extra="allow", frozen=True)

    type: Literal["exact", "contains", "schema", "llm_judge"]
    value: str | None = None
    keywords: tuple[str, ...] = ()
    json_schema: dict[str, Any] | bool | None = Field(default=None, alias="schema")
    judgePrompt: str | None = None


class Evaluator(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    type: EvaluatorType
    caseSensitive: bool = False
    normalizeWhitespace: bool = False
    passThreshold: float | None = Field(default=None, ge=0, le=1)

    @property
    def threshold(self) -> float:
        if self.passThreshold is not None:
            return self.passThreshold
        return 0.7 if self.type == "llm_judge" else 1.0


class Task(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    id: str
    description: str
    inputData: dict[str, Any]
    expectedOutput: ExpectedOutput
    evaluator: Evaluator
    timeoutMs: float = Field(default=DEFAULT_TIMEOUT_MS, gt=0)
    tags: tuple[str, ...] = ()
    weight: float = Field(default=1.0, ge=0)


class Benchmark(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)

    schema_ref: str | None = Field(default=None, alias="$schema")
    id: str
    name: str
    version: str
    domain: str
    scoringMethod: ScoringMethod
    maxLatencyMs: float = Field(default=DEFAULT_MAX_LATENCY_MS, gt=0)
    metadata: dict[str, Any] = Field(default_factory=dict)
    tasks: tuple[Task, ...]

    @property
    def runner(self) -> str | None:
        """``skill-metadata`` when the tasks are checks on the parsed skill, not input sent to it."""
        value = self.metadata.get("runner")
        return value if isinstance(value, str) else None

    @property
    def tags(self) -> list[str]:
        return sorted({tag for task in self.tasks for tag in task.tags})


@functools.cache
def published_schema() -> dict[str, Any]:
    """The JSON Schema shipped in the package (``skillgrade/bench/schemas/benchmark-v1.json``)."""
    text = resources.files("skillgrade.bench").joinpath(SCHEMA_RESOURCE).read_text(encoding="utf-8")
    value = json.loads(text)
    assert isinstance(value, dict)
    return value


def json_path(parts: Any) -> str:
    path = "$"
    for part in parts:
        path += f"[{part}]" if isinstance(part, int) else f".{part}"
    return path


def problems_in(data: Any) -> list[str]:
    """Every problem in a parsed benchmark, as ``$.json.path: message``, in document order."""
    from jsonschema import Draft202012Validator

    validator = Draft202012Validator(published_schema())
    found: list[tuple[str, str]] = []
    for error in validator.iter_errors(data):
        found.append((json_path(error.absolute_path), error.message))
    tasks = data.get("tasks") if isinstance(data, dict) else None
    if isinstance(tasks, list):
        seen: dict[str, int] = {}
        for index, task in enumerate(tasks):
            if not isinstance(task, dict):
                continue
            task_id = task.get("id")
            if isinstance(task_id, str):
                if task_id in seen:
                    found.append(
                        (f"$.tasks[{index}].id", f"duplicate task id {task_id!r} (first at $.tasks[{seen[task_id]}])")
                    )
                else:
                    seen[task_id] = index
            found.extend(_task_consistency(index, task))
    return [f"{path}: {message}" for path, message in sorted(found, key=lambda item: _sort_key(item[0]))]


def _task_consistency(index: int, task: dict[str, Any]) -> list[tuple[str, str]]:
    expected, evaluator = task.get("expectedOutput"), task.get("evaluator")
    if not isinstance(expected, dict) or not isinstance(evaluator, dict):
        return []
    problems: list[tuple[str, str]] = []
    wanted = EVALUATOR_FOR_EXPECTED.get(str(expected.get("type")))
    kind = evaluator.get("type")
    if wanted and kind in EVALUATOR_FOR_EXPECTED.values() and kind != wanted:
        problems.append(
            (
                f"$.tasks[{index}].evaluator.type",
                f"{kind!r} cannot score an expectedOutput of type {expected['type']!r}; use {wanted!r}",
            )
        )
    schema = expected.get("schema")
    if expected.get("type") == "schema" and isinstance(schema, dict):
        from jsonschema import Draft202012Validator, SchemaError

        try:
            Draft202012Validator.check_schema(schema)
        except SchemaError as exc:
            problems.append((f"$.tasks[{index}].expectedOutput.schema", f"not a valid JSON Schema: {exc.message}"))
    return problems


def _sort_key(path: str) -> list[Any]:
    import re

    return [int(p) if p.isdigit() else p for p in re.split(r"[\[\].]+", path) if p]


def parse_benchmark(data: Any, source: str) -> Benchmark:
    """A validated :class:`Benchmark`, or :class:`BenchmarkError` listing every problem."""
    problems = problems_in(data)
    if problems:
        raise BenchmarkError(source, problems)
    try:
        return Benchmark.model_validate(data)
    except ValidationError as exc:
        raise BenchmarkError(source, [f"{json_path(error['loc'])}: {error['msg']}" for error in exc.errors()]) from None
