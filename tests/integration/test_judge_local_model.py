"""``skillgrade score --depth standard`` end to end against a real small model served on 127.0.0.1.

SmolLM2-135M is far too small to grade well; these tests assert structure, not quality: the run
finishes, every call is accounted for, every score that exists is on the scale, every dimension
without a usable answer says why, and an unchanged rerun makes no call.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from conftest import CliResult, SkillFactory
from integration.local_model import LocalModel

pytestmark = pytest.mark.integration

Cli = Callable[..., CliResult]

SMALL_BODY = """\
# Commit message writer

Writes one commit message for the staged diff.

## Steps

1. Read `git diff --cached`.
2. Write an imperative subject under 72 characters and a body saying why.
3. Show it to the user; commit only when they confirm.

## Output format

```text
<subject>

<body>
```
"""


def _run(cli: Cli, model: LocalModel, folder: Path, cache: Path) -> CliResult:
    return cli(
        "score",
        folder,
        "--depth",
        "standard",
        "--provider",
        "openai-compatible",
        "--base-url",
        model.base_url,
        "--model",
        model.model,
        "--cache-dir",
        cache,
        "--format",
        "json",
        "--seed",
        "0",
        "--temperature",
        "0",
        # A 135M model on a busy two-core box can take minutes per call; a retry after a timeout
        # would queue behind the generation the server is still finishing.
        "--timeout",
        "900",
    )


def _judge(skill: dict[str, Any]) -> dict[str, Any]:
    return next(layer for layer in skill["layers"] if layer["name"] == "judge")


def test_standard_depth_runs_against_the_real_model(
    cli: Cli, make_skill: SkillFactory, local_model: LocalModel, tmp_path: Path
) -> None:
    folder = make_skill(
        "commit-message-writer",
        description="Writes git commit messages from the staged diff. Use when the user asks for a commit message.",
        body=SMALL_BODY,
    )
    result = _run(cli, local_model, folder, tmp_path / "cache")
    assert result.code in (0, 1, 4), result.err
    assert "Traceback" not in result.err
    [skill] = result.json()["skills"]
    judge = _judge(skill)
    assert judge["status"] in ("ran", "failed")
    # a failed judge, or a dimension it was asked and did not rate, never passes quietly
    degraded = judge["status"] == "failed" or bool(skill["composite"]["failed_dimensions"])
    assert (result.code == 4) == degraded
    assert judge["usage"] is None or judge["usage"]["calls"] >= 1
    if judge["usage"] is not None:
        assert judge["usage"]["attempts"] >= judge["usage"]["calls"]
    assert judge["judges"] == 1 and len(judge["samples"]) == 1
    verdicts = judge["samples"][0]["verdicts"]
    for name, verdict in verdicts.items():
        assert (verdict["rating"] in (1, 2, 3, 4, 5)) != (verdict["unscored"] is not None), name
    for name, dimension in skill["dimensions"].items():
        if dimension["score"] is not None:
            assert 0.0 <= dimension["score"] <= 1.0, name
    assert skill["composite"]["confidence"] in ("Assessed", "Estimated")
    assert (skill["composite"]["confidence"] == "Assessed") == (judge["status"] == "ran")

    again = _run(cli, local_model, folder, tmp_path / "cache")
    [repeat] = again.json()["skills"]
    if judge["status"] == "ran":
        # Only validated answers were cached: a rerun asks again exactly where the model's answer
        # was unusable, and makes no call when every answer validated.
        everything_validated = all(v["unscored"] is None for v in judge["samples"][0]["verdicts"].values()) and (
            judge["samples"][0]["triggering"]["unscored"] is None
        )
        calls = _judge(repeat)["usage"]["calls"]
        assert calls <= judge["usage"]["calls"] and (calls == 0 or not everything_validated)
        assert repeat["composite"]["score"] == skill["composite"]["score"]
