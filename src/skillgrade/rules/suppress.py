"""Silencing findings: ``disable`` in the config, and inline comments in the files themselves.

Inline forms (in an HTML comment in Markdown, or a ``#`` comment in YAML or scripts)::

    <!-- skillgrade: disable=ORPHAN_REFERENCE,STUB_BODY -->     the whole file
    <!-- skillgrade: disable-next-line=DEAD_CROSS_REF -->        the next non-blank line only
    # skillgrade: disable=EMBEDDED_SECRET

``all`` stands for every rule.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import field, replace

from skillgrade.findings import Finding
from skillgrade.record import dataclass

_DIRECTIVE = re.compile(r"skillgrade:\s*(disable|disable-next-line)\s*=\s*([A-Za-z_][A-Za-z0-9_,\s]*)")


@dataclass(slots=True)
class InlineSuppressions:
    whole_file: set[str] = field(default_factory=set)
    by_line: dict[int, set[str]] = field(default_factory=dict)

    def silences(self, rule: str, line: int | None) -> bool:
        if rule in self.whole_file or "ALL" in self.whole_file:
            return True
        ids = self.by_line.get(line or 0, set())
        return rule in ids or "ALL" in ids


def parse_inline(text: str) -> InlineSuppressions:
    found = InlineSuppressions()
    if "skillgrade:" not in text:
        return found
    lines = text.split("\n")
    for index, line in enumerate(lines):
        for match in _DIRECTIVE.finditer(line):
            ids = {part.strip().upper() for part in match.group(2).replace(",", " ").split() if part.strip()}
            if match.group(1) == "disable":
                found.whole_file |= ids
                continue
            following = next((j for j in range(index + 1, len(lines)) if lines[j].strip()), None)
            if following is not None:
                found.by_line.setdefault(following + 1, set()).update(ids)
    return found


def apply(findings: Iterable[Finding], disabled: set[str], inline: dict[str, InlineSuppressions]) -> list[Finding]:
    """Mark findings silenced by config (``disabled``) or by inline comments of their file."""
    result = []
    for finding in findings:
        marks = inline.get(finding.path)
        if finding.rule in disabled or "ALL" in disabled:
            finding = replace(finding, suppressed=True, suppressed_by="config")
        elif marks is not None and marks.silences(finding.rule, finding.line):
            finding = replace(finding, suppressed=True, suppressed_by="inline")
        result.append(finding)
    return result
