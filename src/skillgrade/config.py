"""Configuration: ``[tool.skillgrade]`` in pyproject.toml, or ``.skillgrade.yaml``.

Looked up from the working directory upwards (stopping at the repository root) unless a file
is named with ``--config``. Command-line flags override the file.
"""

from __future__ import annotations

import sys
from dataclasses import field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

import yaml

from skillgrade.errors import ConfigError
from skillgrade.findings import Severity
from skillgrade.record import dataclass
from skillgrade.targets import ALL_TARGETS, TargetName

if TYPE_CHECKING:
    from skillgrade.settings import Problem

CONFIG_FILES = (".skillgrade.yaml", ".skillgrade.yml", "pyproject.toml")


@dataclass(kw_only=True)
class JudgeConfig:
    """The judge layer (``--depth standard``): which models, how many passes, what they cost."""

    provider: Literal["anthropic", "openai", "openai-compatible"] | None = None
    models: list[str] = field(default_factory=list)
    """One or more judge models; each runs ``judges`` passes."""
    base_url: str | None = field(default=None, metadata={"alias": "base-url"})
    dialect: Literal["anthropic", "json_schema", "json_object", "tool", "prompt"] | None = None
    judges: int = field(default=1, metadata={"ge": 1, "le": 20})
    budget_tokens: int = field(default=24_000, metadata={"ge": 1_000, "alias": "budget-tokens"})
    context_tokens: int | None = field(default=None, metadata={"ge": 512, "alias": "context-tokens"})
    """The model's context window; unset: asked of the server (llama.cpp ``/props``, ``/v1/models``)."""
    concurrency: int = field(default=8, metadata={"ge": 1, "le": 64})
    timeout: float = field(default=120.0, metadata={"ge": 1})
    """Seconds one model call attempt may take (each retry gets the same again)."""
    max_retries: int = field(default=6, metadata={"ge": 0, "le": 20, "alias": "max-retries"})
    """Retries of a call that failed in a way worth retrying (429, 5xx, timeouts, dropped connections)."""
    temperature: float | None = field(default=None, metadata={"ge": 0, "le": 2})
    seed: int | None = None
    cache_dir: str | None = field(default=None, metadata={"alias": "cache-dir"})
    prices: dict[str, float] | None = None
    """USD per million tokens: ``input``, ``cache_read``, ``cache_write``, ``output``."""


@dataclass(kw_only=True)
class Config:
    """Everything a team can set once for its repository.

    Validated by :func:`skillgrade.settings.validate` from the field metadata (``alias``, ``ge``,
    ``le``, ``upper``): the hook reads this file, and pydantic is not on its path.
    """

    threshold: float | None = field(default=None, metadata={"ge": 0, "le": 100})
    """Fail a skill whose composite score is below this (0–100)."""
    fail_on: Literal["error", "warning", "never"] = field(default="error", metadata={"alias": "fail-on"})
    """Lowest finding severity that fails the gate."""
    disable: list[str] = field(default_factory=list, metadata={"upper": True})
    """Rule ids to silence everywhere."""
    severity: dict[str, Severity] = field(default_factory=dict)
    """Per-rule severity overrides, e.g. ``{NAME_FOLDER_MISMATCH: error}``."""
    targets: list[TargetName] = field(default_factory=lambda: list(ALL_TARGETS))
    """Target profiles whose portability rules apply."""
    exclude: list[str] = field(default_factory=list)
    """Glob patterns (relative to the working directory) of skill folders to skip."""
    judge: JudgeConfig = field(default_factory=JudgeConfig)
    allow_degraded: bool = field(default=False, metadata={"alias": "allow-degraded"})
    """When a model layer fails, gate the skill on what was measured instead of exiting 4 (DEGRADED)."""
    source: str | None = field(default=None, metadata={"exclude": True, "internal": True})
    """The file this config came from, for messages."""


def load_config(explicit: Path | None, start: Path) -> Config:
    if explicit is not None:
        if not explicit.is_file():
            raise ConfigError(f"config file not found: {explicit}")
        return _read(explicit, required=True) or Config()
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
    return Config()


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
    from skillgrade.settings import validate  # only when a file was found: most hook runs have none

    problems: list[Problem] = []
    config = validate(Config, data, problems)
    if config is None or problems:
        lines = _lines(raw) if path.suffix != ".toml" else {}
        raise ConfigError("\n".join(_where(path, lines, problem) for problem in problems))
    config.source = str(path)
    return config


def _where(path: Path, lines: dict[tuple[str, ...], int], problem: Problem) -> str:
    """``file:line: key.path: message``, the line of the key (or of its nearest parent) when known."""
    location, message = problem
    line = next((lines[location[:n]] for n in range(len(location), 0, -1) if location[:n] in lines), None)
    key = ".".join(location) or "(top level)"
    return f"{path}{f':{line}' if line else ''}: {key}: {message}"


def _lines(raw: str) -> dict[tuple[str, ...], int]:
    """The 1-based line of every key (and list item) in a YAML document, by key path."""
    lines: dict[tuple[str, ...], int] = {}

    def walk(node: yaml.Node, at: tuple[str, ...]) -> None:
        if isinstance(node, yaml.MappingNode):
            for key, value in node.value:
                here = (*at, str(key.value))
                lines[here] = key.start_mark.line + 1
                walk(value, here)
        elif isinstance(node, yaml.SequenceNode):
            for index, item in enumerate(node.value):
                here = (*at, str(index))
                lines[here] = item.start_mark.line + 1
                walk(item, here)

    try:
        root = yaml.compose(raw, Loader=yaml.SafeLoader)
    except yaml.YAMLError:
        return lines
    if root is not None:
        walk(root, ())
    return lines


def _toml_section(path: Path, raw: str) -> Any:
    if "skillgrade" not in raw:  # no [tool.skillgrade] without the word: spare the TOML parser (and its import)
        return None
    if sys.version_info >= (3, 11):
        import tomllib
    else:  # pragma: no cover - exercised on 3.10 only
        import tomli as tomllib  # type: ignore[import-not-found,unused-ignore]
    try:
        document = tomllib.loads(raw)
    except tomllib.TOMLDecodeError as exc:
        raise ConfigError(f"{path}: invalid TOML ({exc})") from None
    return document.get("tool", {}).get("skillgrade")
