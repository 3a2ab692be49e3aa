"""The JSON report: the versioned model, as published in ``report/schemas/report-v1.json``."""

from __future__ import annotations

import io
import os
import shutil
from collections.abc import Sequence
from dataclasses import replace
from typing import TextIO

from skillgrade.report.dump import to_json
from skillgrade.report.model import Report, SkillResult

_SKILLS_PLACEHOLDER = '"skills": []'


def render(report: Report, *, color: bool = False) -> str:
    buffer = io.StringIO()
    write(report, buffer)
    return buffer.getvalue()


SPLIT_MIN_SKILLS = 64
"""From this many skills the second half of the list is written by a forked process meanwhile: a
large run's report is a tenth of a second or more of one core, after the workers are gone."""


def write(report: Report, stream: TextIO) -> None:
    """Write the report one skill at a time, so a run over thousands of skills never holds the
    whole document as one string; the bytes are those of ``to_json(report)``.

    A large report's second half is written at the same time by a forked process into a temporary
    file (:class:`_SecondHalf`), copied after the first half in pieces: the halves take two cores,
    and neither process holds its half as one string."""
    if not report.skills:
        stream.write(to_json(report) + "\n")
        return
    frame = to_json(replace(report, skills=[]))
    before, after = frame.split(_SKILLS_PLACEHOLDER, 1)
    skills = report.skills
    middle = len(skills) // 2 if len(skills) >= SPLIT_MIN_SKILLS and hasattr(os, "fork") else len(skills)
    second = _SecondHalf.start(skills[middle:]) if middle < len(skills) else None
    try:
        stream.write(before + '"skills": [\n')
        _write_skills(stream, skills[:middle], first=True)
        if middle < len(skills) and (second is None or not second.copy_to(stream)):
            _write_skills(stream, skills[middle:], first=False)
    finally:
        if second is not None:
            second.close()
    stream.write("\n  ]" + after + "\n")


def _write_skills(stream: TextIO, skills: Sequence[SkillResult], *, first: bool) -> None:
    for index, skill in enumerate(skills):
        if index or not first:
            stream.write(",\n")
        stream.write("    " + to_json(skill).replace("\n", "\n    "))


class _SecondHalf:
    """Skills (not the first of the list) written by a forked process into a temporary file."""

    def __init__(self, spool: TextIO, pid: int) -> None:
        self._spool = spool
        self._pid = pid

    @classmethod
    def start(cls, skills: Sequence[SkillResult]) -> _SecondHalf | None:
        """Fork the writer; ``None`` when no temporary file or process could be had."""
        import tempfile  # only a large report gets here

        try:
            spool = tempfile.TemporaryFile("w+", encoding="utf-8", newline="")  # noqa: SIM115 (closed by close())
        except OSError:
            return None
        try:
            pid = os.fork()
        except OSError:
            spool.close()
            return None
        if pid == 0:  # the writer: its own copy of the report; leaves without the parent's exit handlers
            code = 1
            try:
                _write_skills(spool, skills, first=False)
                spool.flush()
                code = 0
            finally:
                os._exit(code)
        return cls(spool, pid)

    def copy_to(self, stream: TextIO) -> bool:
        """Wait for the writer and copy what it wrote; ``False`` if it failed (nothing copied)."""
        _, status = os.waitpid(self._pid, 0)
        self._pid = 0
        if status != 0:
            return False
        self._spool.seek(0)
        shutil.copyfileobj(self._spool, stream, _COPY_CHARS)
        return True

    def close(self) -> None:
        if self._pid:  # the caller failed before copying: do not leave the writer behind
            os.waitpid(self._pid, 0)
        self._spool.close()


_COPY_CHARS = 1 << 20
