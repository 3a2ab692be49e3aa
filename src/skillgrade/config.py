"""Configuration: ``[tool.skillgrade]`` in pyproject.toml, or ``.skillgrade.yaml``.

Looked up from the working directory upwards (stopping at the repository root) unless a file
is named with ``--config``. Command-line flags override the file.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any, Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from skillgrade.errors import ConfigError
from skillgrade.findings import Severity
from skillgrade.targets import ALL_TARGETS, TargetName

CONFIG_FILES = (".skillgrade.yaml", ".skillgrade.yml", "pyproject.toml")


class JudgeConfig(BaseModel):
    """The judge layer (``--depth standard``): which models, how many passes, what they cost."""

    model_config = ConfigDict(extra="forbid", populate_by_name=True, defer_build=True)

    provider: Literal["anthropic", "openai", "openai-compatible"] | None = None
    models: list[str] = Field(default_factory=list)
    """One or more judge models; each runs ``judges`` passes."""
    base_url: str | None = Field(default=None, alias="base-url")
    dialect: Literal["anthropic", "json_schema", "json_object", "tool", "prompt"] | None = None
    judges: int = Field(default=1, ge=1, le=20)
    budget_tokens: int = Field(default=24_000, ge=1_000, alias="budget-tokens")
    context_tokens: int | None = Field(default=None, ge=512, alias="context-tokens")
    """The model's context window; unset: asked of the server (llama.cpp ``/props``, ``/v1/models``)."""
    concurrency: int = Field(default=8, ge=1, le=64)
    timeout: float = Field(default=120.0, ge=1)
    max_retries: int = Field(default=6, ge=0, le=20, alias="max-retries")
    """Retries of a call that failed in a way worth retrying (429, 5xx, timeouts, dropped connections)."""
    """Seconds one model call attempt may take (each retry gets the same again)."""
    temperature: float | None = Field(default=None, ge=0, le=2)
    seed: int | None = None
    cache_dir: str | None = Field(default=None, alias="cache-dir")
    prices: dict[str, float] | None = None
    """USD per million tokens: ``input``, ``cache_read``, ``cache_write``, ``output``."""


class Config(BaseModel):
    """Everything a team can set once for its repository."""

    model_config = ConfigDict(extra="forbid", populate_by_name=True, defer_build=True)

    threshold: float | None = Field(default=None, ge=0, le=100)
    """Fail a skill whose composite score is below this (0–100)."""
    fail_on: Literal["error", "warning", "never"] = Field(default="error", alias="fail-on")
    """Lowest finding severity that fails the gate."""
    disable: list[str] = Field(default_factory=list)
    """Rule ids to silence everywhere."""
    severity: dict[str, Severity] = Field(default_factory=dict)
    """Per-rule severity overrides, e.g. ``{NAME_FOLDER_MISMATCH: error}``."""
    targets: list[TargetName] = Field(default_factory=lambda: list(ALL_TARGETS))
    """Target profiles whose portability rules apply."""
    exclude: list[str] = Field(default_factory=list)
    """Glob patterns (relative to the working directory) of skill folders to skip."""
    judge: JudgeConfig = Field(default_factory=JudgeConfig.model_construct)
    allow_degraded: bool = Field(default=False, alias="allow-degraded")
    """When a model layer fails, gate the skill on what was measured instead of exiting 4 (DEGRADED)."""
    source: str | None = Field(default=None, exclude=True)
    """The file this config came from, for messages."""

    @field_validator("disable", mode="after")
    @classmethod
    def _upper(cls, value: list[str]) -> list[str]:
        return [v.strip().upper() for v in value]


def load_config(explicit: Path | None, start: Path) -> Config:
    if explicit is not None:
        if not explicit.is_file():
            raise ConfigError(f"config file not found: {explicit}")
        return _read(explicit, required=True) or Config.model_construct()
    current = start.resolve()
    for _ in range(32):
        for name in CONFIG_FILES:
            candidate = current / name
            if candidate.is_file():
                found = _read(candidate, required=False)
                if found is not None:
                    return found
        if (current / ".git").exists() or current.parent == current:
            break
        current = current.parent
    return Config.model_construct()


def _read(path: Path, required: bool) -> Config | None:
    try:
        raw = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise ConfigError(f"{path}: cannot read the config file ({exc})") from None
    data: Any
    if path.suffix == ".toml":
        data = _toml_section(path, raw)
        if data is None:
            if required:
                raise ConfigError(f"{path}: has no [tool.skillgrade] table")
            return None
    else:
        try:
            data = yaml.safe_load(raw) or {}
        except yaml.YAMLError as exc:
            mark = getattr(exc, "problem_mark", None)
            where = f":{mark.line + 1}" if mark is not None else ""
            raise ConfigError(f"{path}{where}: invalid YAML ({getattr(exc, 'problem', exc)})") from None
    if not isinstance(data, dict):
        raise ConfigError(f"{path}: the config must be a mapping of settings")
    try:
        config = Config.model_validate(data)
    except ValidationError as exc:
        problems = "; ".join(f"{'.'.join(str(p) for p in e['loc'])}: {e['msg']}" for e in exc.errors())
        raise ConfigError(f"{path}: {problems}") from None
    config.source = str(path)
    return config


def _toml_section(path: Path, raw: str) -> Any:
    if sys.version_info >= (3, 11):
        import tomllib
    else:  # pragma: no cover - exercised on 3.10 only
        import tomli as tomllib  # type: ignore[import-not-found,unused-ignore]
    try:
        document = tomllib.loads(raw)
    except tomllib.TOMLDecodeError as exc:
        raise ConfigError(f"{path}: invalid TOML ({exc})") from None
    return document.get("tool", {}).get("skillgrade")
