"""``evals/evals.json`` in both shapes, detected by shape, validated with JSON Schema.

BenchFlow: ``{"version", "skill_name", "defaults": {...}, "cases": [{"question", ...}]}``.
skill-creator: ``{"skill_name", "evals": [{"id", "prompt", "expected_output", "files",
"expectations" | "assertions"}]}``. Both become one :class:`EvalSuite`.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from skillgrade.errors import UsageError

_STR_LIST: dict[str, Any] = {"type": "array", "items": {"type": "string", "minLength": 1}}
_SAFE_ID = "^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$"

BENCHFLOW_SCHEMA: dict[str, Any] = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "https://skillgrade.dev/schemas/evals-benchflow.json",
    "type": "object",
    "additionalProperties": False,
    "required": ["cases"],
    "properties": {
        "version": {"type": "string"},
        "skill_name": {"type": "string", "minLength": 1},
        "defaults": {
            "type": "object",
            "additionalProperties": False,
            "properties": {
                "timeout_sec": {"type": "integer", "exclusiveMinimum": 0},
                "judge_model": {"type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._:/\\-]*$"},
                "skill_mount_dir": {"type": "string", "pattern": "^/"},
            },
        },
        "cases": {
            "type": "array",
            "minItems": 1,
            "items": {
                "type": "object",
                "additionalProperties": False,
                "required": ["question"],
                "properties": {
                    "id": {"type": "string", "pattern": _SAFE_ID},
                    "question": {"type": "string", "minLength": 1},
                    "ground_truth": {"type": "string"},
                    "expected_behavior": _STR_LIST,
                    "expected_skill": {"type": "string", "minLength": 1},
                    "expected_script": {"type": "string", "minLength": 1},
                    "environment": {"type": "object", "additionalProperties": {"type": "string"}},
                },
            },
        },
    },
}

SKILL_CREATOR_SCHEMA: dict[str, Any] = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "https://skillgrade.dev/schemas/evals-skill-creator.json",
    "type": "object",
    "required": ["evals"],
    "properties": {
        "skill_name": {"type": "string", "minLength": 1},
        "evals": {
            "type": "array",
            "minItems": 1,
            "items": {
                "type": "object",
                "required": ["prompt"],
                "properties": {
                    "id": {"type": ["integer", "string"]},
                    "prompt": {"type": "string", "minLength": 1},
                    "expected_output": {"type": "string"},
                    "files": _STR_LIST,
                    "expectations": _STR_LIST,
                    "assertions": _STR_LIST,
                    "should_trigger": {"type": "boolean"},
                },
            },
        },
    },
}


class EvalCase(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str
    prompt: str
    rubric: tuple[str, ...] = ()
    """``expected_behavior`` / ``expectations`` / ``assertions``: graded by the judge."""
    ground_truth: str | None = None
    """BenchFlow ``ground_truth``: a normalised match in the final answer."""
    expected_output: str | None = None
    """skill-creator ``expected_output``: shown to the judge as context, not graded alone."""
    expected_skill: str | None = None
    expected_script: str | None = None
    environment: dict[str, str] = Field(default_factory=dict)
    files: tuple[str, ...] = ()
    """Paths relative to the skill folder, copied into every run's workspace."""

    @property
    def scorable(self) -> bool:
        """The seed grades a rubric with the judge, else ``ground_truth``; with neither the reward
        is 0.0 whatever the agent does, so the case is not run."""
        return bool(self.rubric or self.ground_truth)


class EvalSuite(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    format: Literal["benchflow", "skill-creator"]
    skill_name: str
    timeout_sec: float = 300.0
    judge_model: str | None = None
    skill_mount_dir: str = "/skills"
    """Where the skill appears inside a container (``--container``)."""
    cases: tuple[EvalCase, ...]


MAX_EVALS_BYTES = 5_000_000
EVALS_FILE = Path("evals", "evals.json")
"""Where a skill keeps its evals, relative to its folder."""


class EvalsError(UsageError):
    """The evals file is missing, not JSON, or does not validate; the message names case and field."""


def detect(data: Any) -> Literal["benchflow", "skill-creator"]:
    if isinstance(data, dict) and "cases" in data:
        return "benchflow"
    if isinstance(data, dict) and "evals" in data:
        return "skill-creator"
    raise EvalsError(
        'unknown evals.json shape: expected {"cases": [...]} (BenchFlow) or {"evals": [...]} (skill-creator)'
    )


def load(skill_root: Path, default_name: str, path: Path | None = None) -> EvalSuite:
    """The suite of ``path`` (default ``<skill>/evals/evals.json``), or :class:`EvalsError`."""
    data = read(skill_root, path)
    source = str(path or skill_root / EVALS_FILE)
    return parse(data, default_name, source=source, skill_root=skill_root)


def read(skill_root: Path, path: Path | None = None, *, untrusted: bool = False) -> Any:
    """The JSON of an evals file, or :class:`EvalsError`. The default file (or any with ``untrusted``)
    is skill content: it is not followed out of the skill folder, nor read past :data:`MAX_EVALS_BYTES`."""
    given = path is not None and not untrusted
    path = path or skill_root / EVALS_FILE
    if not given and path.exists() and not path.resolve().is_relative_to(skill_root.resolve()):
        raise EvalsError(f"{path}: a symlink out of the skill folder; not followed")
    try:
        if path.stat().st_size > MAX_EVALS_BYTES:
            raise EvalsError(f"{path}: larger than {MAX_EVALS_BYTES // 1_000_000} MB; not read")
        return json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise EvalsError(f"{path}: no evals file (write evals/evals.json; see docs/lift.md)") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise EvalsError(f"{path}: cannot read: {exc}") from None
    except json.JSONDecodeError as exc:
        raise EvalsError(f"{path}: not valid JSON: {exc.msg} at line {exc.lineno}") from None


def parse(data: Any, default_name: str, *, source: str = "evals.json", skill_root: Path | None = None) -> EvalSuite:
    kind = detect(data)
    schema = BENCHFLOW_SCHEMA if kind == "benchflow" else SKILL_CREATOR_SCHEMA
    problems = validate(data, schema, "cases" if kind == "benchflow" else "evals")
    if problems:
        raise EvalsError(f"{source} ({kind} format) is invalid:\n  " + "\n  ".join(problems))
    suite = _benchflow(data, default_name) if kind == "benchflow" else _skill_creator(data, default_name)
    _check(suite, source, skill_root)
    return suite


def validate(data: Any, schema: dict[str, Any], list_key: str) -> list[str]:
    from jsonschema import Draft202012Validator

    problems = []
    for error in sorted(Draft202012Validator(schema).iter_errors(data), key=lambda e: list(map(str, e.path))):
        path = list(error.path)
        where = "top level"
        if len(path) >= 2 and path[0] == list_key and isinstance(path[1], int):
            items = data[list_key]
            case = items[path[1]] if isinstance(items[path[1]], dict) else {}
            label = f"case {case['id']!r}" if isinstance(case.get("id"), (str, int)) else f"case #{path[1] + 1}"
            field = ".".join(map(str, path[2:]))
            if not field and error.validator == "required":
                field = str(error.message).split("'")[1] if "'" in error.message else ""
            if error.validator == "additionalProperties":
                field = ", ".join(sorted(set(case) - set(schema["properties"][list_key]["items"]["properties"])))
            where = f"{label}, field {field!r}" if field else label
        elif path:
            where = f"field {'.'.join(map(str, path))!r}"
        problems.append(f"{where}: {_message(error)}")
    return problems


def _message(error: Any) -> str:
    if error.validator == "type" and error.validator_value == "array" and isinstance(error.instance, str):
        return "must be a list of strings, not a single string (wrap it in [...])"
    if error.validator == "additionalProperties":
        return "unknown field (typo?)"
    return str(error.message)


def _benchflow(data: dict[str, Any], default_name: str) -> EvalSuite:
    defaults = data.get("defaults") or {}
    cases = tuple(
        EvalCase(
            id=str(item.get("id") or f"case-{index:03d}"),
            prompt=item["question"],
            rubric=tuple(item.get("expected_behavior") or ()),
            ground_truth=item.get("ground_truth") or None,
            expected_skill=item.get("expected_skill"),
            expected_script=item.get("expected_script"),
            environment=dict(item.get("environment") or {}),
        )
        for index, item in enumerate(data["cases"], 1)
    )
    return EvalSuite(
        format="benchflow",
        skill_name=data.get("skill_name") or default_name,
        timeout_sec=float(defaults.get("timeout_sec", 300)),
        judge_model=defaults.get("judge_model"),
        skill_mount_dir=defaults.get("skill_mount_dir", "/skills"),
        cases=cases,
    )


def _skill_creator(data: dict[str, Any], default_name: str) -> EvalSuite:
    cases = tuple(
        EvalCase(
            id=str(item["id"]) if item.get("id") is not None else f"case-{index:03d}",
            prompt=item["prompt"],
            rubric=tuple(item.get("expectations") or item.get("assertions") or ()),
            expected_output=item.get("expected_output") or None,
            files=tuple(item.get("files") or ()),
        )
        for index, item in enumerate(data["evals"], 1)
        if item.get("should_trigger", True)
    )
    return EvalSuite(format="skill-creator", skill_name=data.get("skill_name") or default_name, cases=cases)


def _check(suite: EvalSuite, source: str, skill_root: Path | None) -> None:
    seen: set[str] = set()
    for case in suite.cases:
        if not re.fullmatch(_SAFE_ID, case.id):
            raise EvalsError(f"{source}: case {case.id!r}, field 'id': must be path-safe ({_SAFE_ID})")
        if case.id in seen:
            raise EvalsError(f"{source}: case {case.id!r}, field 'id': duplicate id")
        seen.add(case.id)
        if skill_root is None:
            continue
        for name in case.files:
            target = (skill_root / name).resolve()
            if not target.is_relative_to(skill_root.resolve()) or Path(name).is_absolute():
                raise EvalsError(f"{source}: case {case.id!r}, field 'files': {name!r} is outside the skill folder")
            if not target.is_file():
                raise EvalsError(f"{source}: case {case.id!r}, field 'files': {name!r} does not exist")
    if not suite.cases:
        raise EvalsError(f"{source}: no cases to run")
