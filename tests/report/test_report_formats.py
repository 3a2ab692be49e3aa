"""Every format on a skill that could not be scored, and every format written with ``--output``."""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from skillgrade.report.formats import FORMATS

Runner = Callable[..., Any]
JsonRunner = Callable[..., dict[str, Any]]


@pytest.fixture
def binary_skill(skills_root: Path) -> Path:
    folder = skills_root / "binary"
    folder.mkdir()
    (folder / "SKILL.md").write_bytes(b"---\nname: binary\n---\n\x00\x01\x02")
    return folder


def test_unscored_skill_in_every_format(binary_skill: Path, run_cli: Runner, score_json: JsonRunner) -> None:
    report = score_json(binary_skill)
    assert report["composite"]["score"] is None
    assert report["composite"]["reason"]
    assert all(d["score"] is None for d in report["dimensions"].values())

    markdown = run_cli("score", binary_skill, "--format", "markdown").out
    assert "| **not scored**: SKILL.md could not be read or parsed | — | — | — | 0 of 10 dimensions |" in markdown
    assert markdown.count("| _unmeasured_ |") == 10
    assert "⛔ **Blocks the gate** · FILE\\_UNREADABLE" in markdown

    sarif = json.loads(run_cli("score", binary_skill, "--format", "sarif").out)
    assert sarif["runs"][0]["properties"]["skills"][0]["score"] is None
    assert [r["ruleId"] for r in sarif["runs"][0]["results"]] == ["FILE_UNREADABLE"]
    assert sarif["runs"][0]["results"][0]["level"] == "error"

    junit = ET.fromstring(run_cli("score", binary_skill, "--format", "junit").out)
    (case,) = junit.iter("testcase")
    assert case.find("failure") is not None
    props = {p.get("name") for p in case.iter("property")}
    assert "score" not in props and "badge" not in props
    assert (case.findtext("system-out") or "").startswith("not scored: ")

    text = run_cli("score", binary_skill, "--format", "text").out
    assert "not scored" in text


@pytest.mark.parametrize("fmt", sorted(FORMATS))
def test_output_file_matches_stdout(fmt: str, skills_root: Path, run_cli: Runner, tmp_path: Path) -> None:
    shown = run_cli("score", skills_root, "--format", fmt)
    target = tmp_path / "out" / f"report.{fmt}"
    written = run_cli("score", skills_root, "--format", fmt, "--output", target)
    assert written.out == "" and written.rc == shown.rc
    content = target.read_text(encoding="utf-8")

    def stable(text: str) -> str:  # the generation time and the durations differ between the two runs
        text = re.sub(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\+00:00)?", "<when>", text)
        text = re.sub(r'time="[\d.]+"', 'time=""', text)
        return re.sub(r'"duration_ms": [\d.]+', '"duration_ms": 0', text)

    assert stable(content) == stable(shown.out)
    assert content.endswith("\n")


def test_findings_outside_any_skill(
    skills_root: Path, run_cli: Runner, score_json: JsonRunner, tmp_path_factory: pytest.TempPathFactory
) -> None:
    outside = tmp_path_factory.mktemp("outside")
    (skills_root / "escape").symlink_to(outside, target_is_directory=True)
    args = ("score", skills_root, "--fail-on", "warning")
    report = score_json(*args[1:])
    assert [f["rule"] for f in report["findings"]] == ["PATH_OUTSIDE_TREE"]

    junit = ET.fromstring(run_cli(*args, "--format", "junit").out)
    (tree,) = (c for c in junit.iter("testcase") if c.get("classname") == "skillgrade.tree")
    failure = tree.find("failure")
    assert failure is not None and failure.get("message") == "1 warning finding"
    assert "PATH_OUTSIDE_TREE" in (failure.text or "")
    failed_skills = sum(1 for s in report["skills"] if not s["passed"])
    assert failed_skills == 2  # broken (an error) and dead-link (warnings)
    assert junit.get("failures") == str(failed_skills + 1)

    sarif = json.loads(run_cli(*args, "--format", "sarif").out)
    (loose,) = (r for r in sarif["runs"][0]["results"] if r["ruleId"] == "PATH_OUTSIDE_TREE")
    assert loose["locations"][0]["physicalLocation"] == {
        "artifactLocation": {"uri": "skills/escape", "uriBaseId": "%SRCROOT%"}
    }

    markdown = run_cli(*args, "--format", "markdown").out
    assert "### Other findings" in markdown
    assert "| ⚠️ warning | `PATH_OUTSIDE_TREE` | skills/escape |" in markdown
