"""The JSON report: the versioned model, as published in ``report/schemas/report-v1.json``."""

from __future__ import annotations

import io
import threading
from collections.abc import Iterable
from dataclasses import replace
from typing import TextIO

from skillgrade.report.dump import to_json
from skillgrade.report.model import Report, SkillResult

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
    for index, text in enumerate(_skill_texts(report.skills)):
        if index:
            stream.write(",\n")
        stream.write(text)
    stream.write("\n  ]" + after + "\n")


PARALLEL_MIN_SKILLS = 200
"""From this many skills the second half of the list is written in a forked process meanwhile."""

_PENDING: list[SkillResult] = []
"""The skills a forked helper renders: it inherits them with the process, nothing is sent to it."""


def _skill_text(skill: SkillResult) -> str:
    return "    " + to_json(skill).replace("\n", "\n    ")


def _render_pending(start: int, stop: int) -> list[str]:
    return [_skill_text(skill) for skill in _PENDING[start:stop]]


def _skill_texts(skills: list[SkillResult]) -> Iterable[str]:
    """Each skill's JSON, indented as a list item. A long list is rendered half here and half in
    a forked process (writing is a tenth of a 1,000-skill run's CPU; the other core is free by
    then). Not when other threads run: forking them is unsafe."""
    if len(skills) < PARALLEL_MIN_SKILLS or threading.active_count() > 1:
        return map(_skill_text, skills)
    import multiprocessing  # only large reports pay for these imports
    from concurrent.futures import ProcessPoolExecutor
    from concurrent.futures.process import BrokenProcessPool

    if "fork" not in multiprocessing.get_all_start_methods():
        return map(_skill_text, skills)
    global _PENDING
    half = len(skills) // 2
    _PENDING = skills
    try:
        with ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("fork")) as pool:
            second = pool.submit(_render_pending, half, len(skills))
            first = [_skill_text(skill) for skill in skills[:half]]
            return first + second.result()
    except (OSError, BrokenProcessPool):  # no semaphores or /dev/shm in some sandboxes
        return map(_skill_text, skills)
    finally:
        _PENDING = []
