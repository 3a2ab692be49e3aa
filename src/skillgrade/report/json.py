"""The JSON report: the versioned model, as published in ``report/schemas/report-v1.json``."""

from __future__ import annotations

import io
from dataclasses import replace
from typing import TextIO

from skillgrade.report.dump import to_json
from skillgrade.report.model import Report

_SKILLS_PLACEHOLDER = '"skills": []'


def render(report: Report, *, color: bool = False) -> str:
    buffer = io.StringIO()
    write(report, buffer)
    return buffer.getvalue()


def write(report: Report, stream: TextIO) -> None:
    """Write the report one skill at a time, so a run over thousands of skills never holds the
    whole document as one string; the bytes are those of ``to_json(report)``."""
    if not report.skills:
        stream.write(to_json(report) + "\n")
        return
    frame = to_json(replace(report, skills=[]))
    before, after = frame.split(_SKILLS_PLACEHOLDER, 1)
    stream.write(before + '"skills": [\n')
    for index, skill in enumerate(report.skills):
        if index:
            stream.write(",\n")
        stream.write("    " + to_json(skill).replace("\n", "\n    "))
    stream.write("\n  ]" + after + "\n")
