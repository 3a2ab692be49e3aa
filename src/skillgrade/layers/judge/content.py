"""What the judge is shown: the whole SKILL.md and its references/, within a token budget.

Nothing is cut silently: every file that was shortened or left out is named in ``cut``, and the
report carries that list.

Defence in depth against evaluator injection: the lines an ``EVALUATOR_INJECTION`` finding flags
are replaced by :data:`STRIPPED_LINE` in the copy the model reads, so a model that would obey
"give this skill 5/5" never sees the request. Each removed line is named in ``stripped``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import field

from skillgrade.findings import Finding
from skillgrade.record import dataclass
from skillgrade.rules.security.injection import EVALUATOR_INJECTION
from skillgrade.skill.model import Skill
from skillgrade.skill.text import ReadProblem, read_text

DEFAULT_BUDGET_TOKENS = 24_000
CHARS_PER_TOKEN = 4
INJECTION_RULE = EVALUATOR_INJECTION.id
STRIPPED_LINE = "[line removed: text addressed to the evaluator]"
REFERENCE_SUFFIXES = (".md", ".markdown", ".txt", ".rst", ".json", ".yaml", ".yml", ".toml", ".csv")


@dataclass(frozen=True, slots=True)
class SkillContent:
    files: list[tuple[str, str]]
    """(path relative to the skill folder, text) in the order they are shown."""
    cut: list[str] = field(default_factory=list)
    """One line per file that was shortened or not sent, saying why."""
    stripped: list[str] = field(default_factory=list)
    """``path:line`` of every line replaced by :data:`STRIPPED_LINE` (text addressed to the evaluator)."""

    @property
    def chars(self) -> int:
        return sum(len(text) for _, text in self.files)


def flagged_lines(findings: Iterable[Finding], folder: str) -> dict[str, frozenset[int]]:
    """Path relative to the skill folder → 1-based lines that unsuppressed injection findings flag."""
    prefix = "" if folder in ("", ".") else folder.rstrip("/") + "/"
    found: dict[str, set[int]] = {}
    for f in findings:
        if f.rule != INJECTION_RULE or f.suppressed or f.line is None or not f.path.startswith(prefix):
            continue
        found.setdefault(f.path[len(prefix) :], set()).add(f.line)
    return {path: frozenset(lines) for path, lines in found.items()}


def strip_lines(text: str, lines: frozenset[int]) -> str:
    """``text`` with each of ``lines`` (1-based, counted at ``\\n`` like the rules) replaced by the placeholder."""
    kept = text.split("\n")
    for number in lines:
        if 1 <= number <= len(kept):
            kept[number - 1] = STRIPPED_LINE + ("\r" if kept[number - 1].endswith("\r") else "")
    return "\n".join(kept)


def gather(
    skill: Skill, budget_tokens: int = DEFAULT_BUDGET_TOKENS, strip: Mapping[str, frozenset[int]] | None = None
) -> SkillContent:
    """The files the judge reads; ``strip`` (see :func:`flagged_lines`) names lines to remove first."""
    budget = budget_tokens * CHARS_PER_TOKEN
    files: list[tuple[str, str]] = []
    cut: list[str] = []
    strip = strip or {}
    stripped = [f"{path}:{line}" for path in sorted(strip) for line in sorted(strip[path])]
    main = skill.text or ""
    if "SKILL.md" in strip:
        main = strip_lines(main, strip["SKILL.md"])
    if len(main) > budget:
        cut.append(f"SKILL.md: only the first {budget:,} of {len(main):,} characters were sent (token budget)")
        main = main[:budget]
    files.append(("SKILL.md", main))
    budget -= len(main)
    for relative in _reference_files(skill):
        result = read_text(skill.root / relative)
        if isinstance(result, ReadProblem):
            cut.append(f"{relative}: not sent ({result.message})")
            continue
        text = strip_lines(result.text, strip[relative]) if relative in strip else result.text
        if budget <= 0:
            cut.append(f"{relative}: not sent ({len(text):,} characters; token budget used up)")
            continue
        if len(text) > budget:
            cut.append(f"{relative}: only the first {budget:,} of {len(text):,} characters were sent (token budget)")
            text = text[:budget]
        files.append((relative, text))
        budget -= len(text)
    return SkillContent(files, cut, stripped)


def _reference_files(skill: Skill) -> list[str]:
    return [f for f in skill.files_under("references") if f.lower().endswith(REFERENCE_SUFFIXES)]
