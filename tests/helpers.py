"""Small helpers shared by the test modules."""

from __future__ import annotations

from pathlib import Path

from skillgrade.config import Config
from skillgrade.evaluate import evaluate
from skillgrade.findings import Finding
from skillgrade.report.model import SkillResult


def score_one(folder: Path, config: Config | None = None) -> SkillResult:
    report = evaluate([folder], config or Config())
    assert len(report.skills) == 1, [s.folder for s in report.skills]
    return report.skills[0]


def findings(folder: Path, config: Config | None = None) -> list[Finding]:
    return [f for f in score_one(folder, config).findings if not f.suppressed]


def rules_fired(folder: Path, config: Config | None = None) -> dict[str, list[int | None]]:
    fired: dict[str, list[int | None]] = {}
    for finding in findings(folder, config):
        fired.setdefault(finding.rule, []).append(finding.line)
    return fired
