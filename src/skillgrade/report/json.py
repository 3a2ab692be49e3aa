"""The JSON report: the versioned model, as published in ``report/schemas/report-v1.json``."""

from __future__ import annotations

from skillgrade.report.model import Report


def render(report: Report, *, color: bool = False) -> str:
    return report.model_dump_json(indent=2) + "\n"
