"""The action's inputs and the runner's environment, read once into typed models.

The runner passes every input as ``INPUT_<NAME>`` with the name upper-cased and hyphens kept
(``fail-below`` → ``INPUT_FAIL-BELOW``); values are strings, ``""`` when unset. ``required`` in
``action.yml`` is not enforced by GitHub, so every check happens here.
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from skillgrade.ci.shard import Shard, parse_shard
from skillgrade.errors import UsageError

GateName = Literal["error", "new-findings", "badge-loss"]
CommentMode = Literal["always", "on-change", "off"]
ReviewMode = Literal["off", "comment", "request-changes"]

INPUT_NAMES: tuple[str, ...] = (
    "paths",
    "depth",
    "provider",
    "model",
    "base-url",
    "api-key",
    "github-token",
    "config",
    "fail-below",
    "max-drop",
    "fail-on",
    "comment",
    "review",
    "status",
    "lift",
    "lift-repeats",
    "min-lift",
    "allow-degraded",
    "shard",
    "merge",
)
"""Every input the entrypoint reads; a test checks that ``action.yml`` declares exactly these."""


def read_input(name: str, environ: Mapping[str, str]) -> str:
    """One input as the runner passes it (``INPUT_FAIL-BELOW``), stripped; ``""`` when unset."""
    return environ.get("INPUT_" + name.replace(" ", "_").upper(), "").strip()


class ActionInputs(BaseModel):
    """The ``with:`` block of a workflow step, validated."""

    model_config = ConfigDict(frozen=True, populate_by_name=True)

    paths: list[str] = Field(default_factory=lambda: ["**/SKILL.md"])
    """Globs of the skills to consider (matched against SKILL.md paths or skill folders)."""
    depth: Literal["quick", "standard", "deep"] = "quick"
    provider: Literal["anthropic", "openai", "openai-compatible"] | None = None
    model: str | None = None
    base_url: str | None = Field(default=None, alias="base-url")
    api_key: str | None = Field(default=None, alias="api-key", repr=False)
    github_token: str | None = Field(default=None, alias="github-token", repr=False)
    config: Path | None = None
    fail_below: float | None = Field(default=None, alias="fail-below", ge=0, le=100)
    """Gate: a changed skill scoring below this fails."""
    max_drop: float | None = Field(default=5.0, alias="max-drop", ge=0, le=100)
    """Gate: a changed skill losing more composite points than this fails."""
    fail_on: frozenset[GateName] = Field(default=frozenset({"error"}), alias="fail-on")
    """Finding gates: ``error`` findings on the head, ``new-findings``, ``badge-loss``."""
    comment: CommentMode = "always"
    review: ReviewMode = "comment"
    """Inline review comments on the changed lines of new findings; ``request-changes`` also requests
    changes while the gate fails (and dismisses that review once it passes)."""
    status: bool = False
    lift: Literal["auto", "off"] = "auto"
    """At deep depth, run the evals of each changed skill that has ``evals/evals.json`` with and without it."""
    lift_repeats: int = Field(default=3, alias="lift-repeats", ge=1, le=20)
    min_lift: float | None = Field(default=None, alias="min-lift", ge=-1, le=1)
    """Gate: a changed skill with evals fails when its lift's 95 % lower bound is below this."""
    allow_degraded: bool = Field(default=False, alias="allow-degraded")
    """When a model layer fails, gate on what was measured instead of failing the step with exit 4."""
    shard: Shard | None = None
    """A matrix job: score only shard I of N and write the result for the merge job; post nothing."""
    merge: Path | None = None
    """The merge job of a matrix: the folder (relative to the workspace) holding the shard results."""

    @field_validator("paths", mode="before")
    @classmethod
    def _split_paths(cls, value: object) -> object:
        if isinstance(value, str):
            return [p.strip() for p in value.replace(",", "\n").splitlines() if p.strip()] or ["**/SKILL.md"]
        return value

    @field_validator("fail_on", mode="before")
    @classmethod
    def _split_gates(cls, value: object) -> object:
        if isinstance(value, str):
            words = {w.strip().lower() for w in value.replace(",", " ").split() if w.strip()}
            return frozenset() if words <= {"none", "never", "off"} else frozenset(words)
        return value

    @field_validator("status", "allow_degraded", mode="before")
    @classmethod
    def _on_off(cls, value: object) -> object:
        if isinstance(value, str):
            lowered = value.lower()
            if lowered in ("on", "true", "yes", "1"):
                return True
            if lowered in ("off", "false", "no", "0", ""):
                return False
        return value

    @field_validator("shard", mode="before")
    @classmethod
    def _shard(cls, value: object) -> object:
        return parse_shard(value) if isinstance(value, str) else value

    @model_validator(mode="after")
    def _shard_or_merge(self) -> ActionInputs:
        if self.shard is not None and self.merge is not None:
            raise ValueError("shard and merge exclude each other: shard jobs score, the merge job reports")
        return self

    @model_validator(mode="after")
    def _lift_needs_deep(self) -> ActionInputs:
        if self.merge is not None:
            return self  # the merge job gates on lifts its deep shards measured
        if self.min_lift is not None and self.depth != "deep":
            raise ValueError("min-lift needs depth: deep (the evals run only at deep depth)")
        if self.min_lift is not None and self.lift == "off":
            raise ValueError("min-lift needs lift: auto")
        return self

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None, **overrides: object) -> ActionInputs:
        """Read ``INPUT_*``; empty inputs fall back to the defaults. A UsageError names the bad input."""
        env = os.environ if environ is None else environ
        raw: dict[str, object] = {}
        for name in INPUT_NAMES:
            if "INPUT_" + name.upper() not in env:
                continue  # not run by the runner (which passes every input): the defaults apply
            value = read_input(name, env)
            if value or name not in _DEFAULTED:
                raw[name] = value or None  # an empty optional input means "off"
        raw.update({k: v for k, v in overrides.items() if v is not None})
        if not raw.get("github-token") and env.get("GITHUB_TOKEN", "").strip():
            # A plain `run:` step has no inputs; `env: GITHUB_TOKEN: ${{ github.token }}` is how it passes one.
            raw["github-token"] = env["GITHUB_TOKEN"].strip()
        try:
            return cls.model_validate(raw)
        except ValidationError as exc:
            problems = "; ".join(f"{_input_name(e['loc'])}: {e['msg']}" for e in exc.errors())
            raise UsageError(f"invalid action input: {problems}") from None

    def secrets(self) -> list[str]:
        return [s for s in (self.github_token, self.api_key) if s]


_DEFAULTED = frozenset(
    {"paths", "depth", "fail-on", "comment", "review", "status", "lift", "lift-repeats", "allow-degraded"}
)
"""Inputs for which an empty value means the default rather than "off"."""


def _input_name(loc: tuple[int | str, ...]) -> str:
    return str(loc[0]).replace("_", "-") if loc else "input"


class RunnerEnv(BaseModel):
    """What the runner tells a step about where it runs (``GITHUB_*``)."""

    model_config = ConfigDict(frozen=True)

    event_name: str = ""
    event_path: Path | None = None
    repository: str = ""
    api_url: str = "https://api.github.com"
    server_url: str = "https://github.com"
    run_id: str = ""
    workspace: Path = Field(default_factory=Path.cwd)
    output: Path | None = None
    step_summary: Path | None = None
    runner_temp: Path | None = None
    """The runner's temporary folder (a host path; inside a Docker action the runner mounts
    ``$RUNNER_TEMP/_github_home`` as ``/github/home``)."""

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None) -> RunnerEnv:
        env = os.environ if environ is None else environ
        names = {
            "event_name": "GITHUB_EVENT_NAME",
            "event_path": "GITHUB_EVENT_PATH",
            "repository": "GITHUB_REPOSITORY",
            "api_url": "GITHUB_API_URL",
            "server_url": "GITHUB_SERVER_URL",
            "run_id": "GITHUB_RUN_ID",
            "workspace": "GITHUB_WORKSPACE",
            "output": "GITHUB_OUTPUT",
            "step_summary": "GITHUB_STEP_SUMMARY",
            "runner_temp": "RUNNER_TEMP",
        }
        return cls.model_validate({field: env[var] for field, var in names.items() if env.get(var)})

    @property
    def run_url(self) -> str | None:
        if not (self.repository and self.run_id):
            return None
        return f"{self.server_url.rstrip('/')}/{self.repository}/actions/runs/{self.run_id}"


def dump_changed(folders: list[str]) -> str:
    """The ``changed-skills`` output: a JSON list on one line, for ``fromJSON`` in a workflow."""
    return json.dumps(folders, separators=(",", ":"))
