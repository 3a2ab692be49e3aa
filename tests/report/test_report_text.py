"""The text report's summary of what it leaves out, for a run of several skills."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from pydantic import TypeAdapter

from skillgrade.findings import Category, Finding, Severity
from skillgrade.report import text
from skillgrade.report.model import Report

from .conftest import JsonRunner


def finding(rule: str, severity: Severity, line: int, suppressed: bool = False) -> Finding:
    return Finding(
        rule=rule,
        severity=severity,
        category=Category.QUALITY,
        message=f"{rule} here",
        path="skills/good/SKILL.md",
        line=line,
        suppressed=suppressed,
    )


def test_a_run_of_several_skills_counts_the_info_and_suppressed_findings_it_does_not_show(
    skills_root: Path, score_json: JsonRunner
) -> None:
    base = TypeAdapter(Report).validate_python(score_json(skills_root / "dead-link"))
    many = [finding("SAME_NOTE", Severity.INFO, 7) for _ in range(2000)]  # equal findings: each is counted
    findings = [*many, finding("A_WARNING", Severity.WARNING, 3), finding("QUIET", Severity.INFO, 9, suppressed=True)]
    first = replace(base.skills[0], findings=findings)
    second = replace(base.skills[0], path=base.skills[0].path + "-copy", findings=[])
    rendered = text.render(replace(base, skills=[first, second]))
    assert "(2000 info, 1 suppressed not shown)" in rendered
    assert "A_WARNING" in rendered
    assert "SAME_NOTE" not in rendered
