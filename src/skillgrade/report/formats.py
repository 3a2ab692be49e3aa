"""The registry of report formats. Each renderer is imported only when its format is asked for,
so the pre-commit path does not pay for XML, SARIF or Markdown machinery it never uses."""

from __future__ import annotations

from importlib import import_module

from skillgrade.report.model import Report

FORMATS: dict[str, str] = {
    "json": "skillgrade.report.json",
    "junit": "skillgrade.report.junit",
    "markdown": "skillgrade.report.markdown",
    "sarif": "skillgrade.report.sarif",
    "text": "skillgrade.report.text",
}
"""Format name → the module whose ``render(report, *, color)`` produces it."""


def render(report: Report, name: str, *, color: bool = False) -> str:
    module = import_module(FORMATS[name])
    text: str = module.render(report, color=color)
    return text
