"""What the judge is shown: the whole SKILL.md and its references/, within a token budget.

Nothing is cut silently: every file that was shortened or left out is named in ``cut``, and the
report carries that list.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from skillgrade.skill.model import Skill
from skillgrade.skill.text import ReadProblem, read_text

DEFAULT_BUDGET_TOKENS = 24_000
CHARS_PER_TOKEN = 4
REFERENCE_SUFFIXES = (".md", ".markdown", ".txt", ".rst", ".json", ".yaml", ".yml", ".toml", ".csv")


@dataclass(frozen=True, slots=True)
class SkillContent:
    files: list[tuple[str, str]]
    """(path relative to the skill folder, text) in the order they are shown."""
    cut: list[str] = field(default_factory=list)
    """One line per file that was shortened or not sent, saying why."""

    @property
    def chars(self) -> int:
        return sum(len(text) for _, text in self.files)


def gather(skill: Skill, budget_tokens: int = DEFAULT_BUDGET_TOKENS) -> SkillContent:
    budget = budget_tokens * CHARS_PER_TOKEN
    files: list[tuple[str, str]] = []
    cut: list[str] = []
    main = skill.text or ""
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
        text = result.text
        if budget <= 0:
            cut.append(f"{relative}: not sent ({len(text):,} characters; token budget used up)")
            continue
        if len(text) > budget:
            cut.append(f"{relative}: only the first {budget:,} of {len(text):,} characters were sent (token budget)")
            text = text[:budget]
        files.append((relative, text))
        budget -= len(text)
    return SkillContent(files, cut)


def _reference_files(skill: Skill) -> list[str]:
    return [f for f in skill.files_under("references") if f.lower().endswith(REFERENCE_SUFFIXES)]
