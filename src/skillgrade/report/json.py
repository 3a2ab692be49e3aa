"""The JSON report: the versioned model, as published in ``report/schemas/report-v1.json``."""

from __future__ import annotations

import io
from typing import TextIO

from skillgrade.report.model import Report

_SKILLS_PLACEHOLDER = '"skills": []'


def render(report: Report, *, color: bool = False) -> str:
    buffer = io.StringIO()
    write(report, buffer)
    return buffer.getvalue()


def write(report: Report, stream: TextIO) -> None:
    """Write the report one skill at a time, so a run over thousands of skills never holds the
    whole document as one string; the bytes are those of ``report.model_dump_json(indent=2)``."""
    if not report.skills:
        stream.write(report.model_dump_json(indent=2) + "\n")
        return
    frame = report.model_copy(update={"skills": []}).model_dump_json(indent=2)
    before, after = frame.split(_SKILLS_PLACEHOLDER, 1)
    stream.write(before + '"skills": [\n')
    for index, skill in enumerate(report.skills):
        if index:
            stream.write(",\n")
        stream.write("    " + skill.model_dump_json(indent=2).replace("\n", "\n    "))
    stream.write("\n  ]" + after + "\n")
