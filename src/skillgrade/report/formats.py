"""The registry of report formats."""

from __future__ import annotations

from collections.abc import Callable

from skillgrade.report import json, junit, markdown, sarif, text
from skillgrade.report.model import Report

Renderer = Callable[..., str]

FORMATS: dict[str, Renderer] = {
    "json": json.render,
    "junit": junit.render,
    "markdown": markdown.render,
    "sarif": sarif.render,
    "text": text.render,
}


def render(report: Report, name: str, *, color: bool = False) -> str:
    return FORMATS[name](report, color=color)
