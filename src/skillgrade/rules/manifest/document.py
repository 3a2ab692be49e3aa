"""Reading a manifest and reporting on it: strict JSON loading, the line of any JSON path, findings.

:func:`load` reads a plugin.json or marketplace.json within :data:`MAX_MANIFEST_BYTES` and turns
every way it can fail (unreadable, not JSON, not an object) into a finding. :class:`Locator` maps a
JSON path such as ``("plugins", 0, "source")`` to the line where it starts, and :class:`Report`
collects findings with the path spelled out (``plugins[0].source: …``) and placed on that line.
:func:`json_type` and :func:`closest` phrase messages.
"""

from __future__ import annotations

import bisect
import contextlib
import difflib
import json
import re
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from skillgrade.findings import Finding, Severity
from skillgrade.rules.base import Rule
from skillgrade.skill.text import ReadProblem, read_text

MAX_MANIFEST_BYTES = 1024 * 1024
"""A manifest larger than this is not parsed."""

_LOCATE_DEPTH = 6

JsonPath = tuple[str | int, ...]


class Locator:
    """Maps JSON paths to the 1-based line where the key (or array item) starts."""

    def __init__(self, text: str) -> None:
        self._text = text
        self._newlines = [i for i, c in enumerate(text) if c == "\n"]
        self._lines: dict[JsonPath, int] = {}
        self._decoder = json.JSONDecoder()
        if text:
            with contextlib.suppress(ValueError, IndexError, RecursionError):
                self._walk(self._skip(0), (), 0)

    def line(self, where: JsonPath) -> int | None:
        """The line of ``where``, else of its nearest located ancestor."""
        for end in range(len(where), -1, -1):
            line = self._lines.get(where[:end])
            if line is not None:
                return line
        return None

    def _line_at(self, pos: int) -> int:
        return bisect.bisect_left(self._newlines, pos) + 1

    def _skip(self, i: int) -> int:
        text = self._text
        while i < len(text) and text[i] in " \t\n\r":
            i += 1
        return i

    def _walk(self, i: int, where: JsonPath, depth: int) -> int:
        text = self._text
        self._lines.setdefault(where, self._line_at(i))
        opener = text[i]
        if opener not in "{[" or depth >= _LOCATE_DEPTH:
            return int(self._decoder.raw_decode(text, i)[1])
        closer = "}" if opener == "{" else "]"
        i = self._skip(i + 1)
        index = 0
        while text[i] != closer:
            if opener == "{":
                key_pos = i
                key, i = self._decoder.raw_decode(text, i)
                i = self._skip(i) + 1  # the ':'
                i = self._skip(i)
                child: JsonPath = (*where, str(key))
                self._lines[child] = self._line_at(key_pos)
            else:
                child = (*where, index)
                self._lines[child] = self._line_at(i)
                index += 1
            i = self._skip(self._walk(i, child, depth + 1))
            if text[i] == ",":
                i = self._skip(i + 1)
        return i + 1


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not valid JSON")


def load(path: Path, rule: Rule, report: Report) -> Any:
    result = read_text(path, MAX_MANIFEST_BYTES)
    if isinstance(result, ReadProblem):
        report.add(rule, (), result.message, line=result.line)
        return None
    try:
        data = json.loads(result.text, parse_constant=_reject_constant)
    except json.JSONDecodeError as exc:
        finding = rule.finding(
            report.display, exc.lineno, f"invalid JSON at line {exc.lineno}, column {exc.colno}: {exc.msg}"
        )
        report.findings.append(replace(finding, column=exc.colno))
        return None
    except RecursionError:
        report.add(rule, (), "the JSON is nested too deeply to read", line=1)
        return None
    except ValueError as exc:
        token = str(exc).split(" ", 1)[0]
        offset = result.text.find(token)
        report.add(rule, (), f"invalid JSON: {exc}", line=result.text.count("\n", 0, max(offset, 0)) + 1)
        return None
    report.locator = Locator(result.text)
    if not isinstance(data, dict):
        report.add(rule, (), f"{path.name} must hold a JSON object, not {json_type(data)}")
        return None
    return data


@dataclass
class Report:
    display: str
    locator: Locator
    findings: list[Finding] = field(default_factory=list)
    unchecked: bool = False
    """A path was left unchecked because it lies outside the scanned tree."""

    def add(
        self,
        rule: Rule,
        where: JsonPath,
        message: str,
        *,
        severity: Severity | None = None,
        fix: str | None = None,
        line: int | None = None,
        locate: bool = True,
    ) -> None:
        text = f"{_pointer(where)}: {message}" if where else message
        if line is None and locate:
            line = self.locator.line(where)
        self.findings.append(rule.finding(self.display, line, text, fix=fix, severity=severity))


def _pointer(where: JsonPath) -> str:
    out = ""
    for part in where:
        if isinstance(part, int):
            out += f"[{part}]"
        elif re.fullmatch(r"[A-Za-z_$][A-Za-z0-9_$-]*", part):
            out += f".{part}" if out else part
        else:
            out += f"[{json.dumps(part)}]"
    return out


def json_type(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, (int, float)):
        return "a number"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, list):
        return "an array"
    return "an object"


def closest(key: str, known: frozenset[str]) -> str | None:
    squashed = re.sub(r"[^a-z0-9$]", "", key.lower())
    for candidate in sorted(known):
        if re.sub(r"[^a-z0-9$]", "", candidate.lower()) == squashed:
            return candidate
    close = difflib.get_close_matches(key, sorted(known), n=1, cutoff=0.6)
    return close[0] if close else None
