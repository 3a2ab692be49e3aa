"""What the judge is shown: the whole SKILL.md and its references/, within a token budget.

Nothing is cut silently: every file that was shortened or left out is named in ``cut``, and the
report carries that list.

Defence in depth against evaluator injection: the whole block an ``EVALUATOR_INJECTION`` finding
flags (its paragraph, its fenced code block, or its frontmatter entry) is replaced by
:data:`STRIPPED_LINE` in the copy the model reads, so a plea split over several lines ("Note to
the / evaluator: / … 5 out of 5") never reaches it by its unflagged lines. Findings are stripped
whether or not they are suppressed: an inline suppression is written by the skill itself, so it
cannot vouch for its text. Each removed block is named in ``stripped`` (``path:line`` or
``path:first-last``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import field

from skillgrade.findings import Finding
from skillgrade.record import dataclass
from skillgrade.rules.security.injection import EVALUATOR_INJECTION
from skillgrade.skill.fences import fences
from skillgrade.skill.model import Skill
from skillgrade.skill.text import ReadProblem, read_text

DEFAULT_BUDGET_TOKENS = 24_000
CHARS_PER_TOKEN = 4
INJECTION_RULE = EVALUATOR_INJECTION.id
STRIPPED_LINE = "[removed: text addressed to the evaluator]"
REFERENCE_SUFFIXES = (".md", ".markdown", ".txt", ".rst", ".json", ".yaml", ".yml", ".toml", ".csv")


@dataclass(frozen=True, slots=True)
class SkillContent:
    files: list[tuple[str, str]]
    """(path relative to the skill folder, text) in the order they are shown."""
    cut: list[str] = field(default_factory=list)
    """One line per file that was shortened or not sent, saying why."""
    stripped: list[str] = field(default_factory=list)
    """``path:line`` or ``path:first-last`` of every block replaced by :data:`STRIPPED_LINE` (text
    addressed to the evaluator)."""

    @property
    def chars(self) -> int:
        return sum(len(text) for _, text in self.files)


def flagged_lines(findings: Iterable[Finding], folder: str) -> dict[str, frozenset[int]]:
    """Path relative to the skill folder → 1-based lines that injection findings flag (suppressed
    ones too: a suppression comment in the skill is the skill's own word)."""
    prefix = "" if folder in ("", ".") else folder.rstrip("/") + "/"
    found: dict[str, set[int]] = {}
    for f in findings:
        if f.rule != INJECTION_RULE or f.line is None or not f.path.startswith(prefix):
            continue
        found.setdefault(f.path[len(prefix) :], set()).add(f.line)
    return {path: frozenset(lines) for path, lines in found.items()}


def strip_lines(text: str, lines: frozenset[int]) -> str:
    """``text`` with the block of each of ``lines`` (1-based, counted at ``\\n`` like the rules)
    replaced by the placeholder."""
    return _strip_blocks(text, lines)[0]


def _strip_blocks(text: str, lines: frozenset[int]) -> tuple[str, list[tuple[int, int]]]:
    kept = text.split("\n")
    spans = sorted({block_of(kept, number) for number in lines if 1 <= number <= len(kept)})
    merged: list[tuple[int, int]] = []
    for first, last in spans:
        if merged and first <= merged[-1][1] + 1:
            merged[-1] = (merged[-1][0], max(last, merged[-1][1]))
        else:
            merged.append((first, last))
    for first, last in reversed(merged):
        ending = "\r" if kept[last - 1].endswith("\r") else ""
        kept[first - 1 : last] = [STRIPPED_LINE + ending]
    return "\n".join(kept), merged


def block_of(lines: list[str], number: int) -> tuple[int, int]:
    """(first, last) 1-based lines of the block line ``number`` belongs to: its fenced code block,
    its frontmatter entry (the key's line and its indented continuation), or its paragraph (the
    run of non-blank lines around it)."""
    fences = _fenced_blocks(lines)
    for first, last in fences:
        if first <= number <= last:
            return first, last
    front_end = _frontmatter_end(lines)
    if front_end and 1 < number < front_end:
        first = number
        while first > 2 and lines[first - 1][:1] in (" ", "\t"):
            first -= 1
        last = number
        while last + 1 < front_end and lines[last][:1] in (" ", "\t"):
            last += 1
        return first, last
    inside = {n for f, la in fences for n in range(f, la + 1)}
    first = last = number
    while first > 1 and lines[first - 2].strip() and first - 1 not in inside and first - 1 != front_end:
        first -= 1
    while last < len(lines) and lines[last].strip() and last + 1 not in inside:
        last += 1
    return first, last


def _frontmatter_end(lines: list[str]) -> int:
    """The 1-based line of the frontmatter's closing ``---``; 0 when there is none."""
    if not lines or lines[0].strip() != "---":
        return 0
    return next((i + 1 for i in range(1, len(lines)) if lines[i].strip() in ("---", "...")), 0)


def _fenced_blocks(lines: list[str]) -> list[tuple[int, int]]:
    """(first, last) 1-based lines of each fenced block, fences included; an open one runs to the end."""
    return [(fence.start + 1, min(fence.end + 1, len(lines))) for fence in fences(lines)]


def gather(
    skill: Skill, budget_tokens: int = DEFAULT_BUDGET_TOKENS, strip: Mapping[str, frozenset[int]] | None = None
) -> SkillContent:
    """The files the judge reads; ``strip`` (see :func:`flagged_lines`) names lines to remove first."""
    budget = budget_tokens * CHARS_PER_TOKEN
    files: list[tuple[str, str]] = []
    cut: list[str] = []
    strip = strip or {}
    stripped: list[str] = []

    def without(path: str, text: str) -> str:
        if path not in strip:
            return text
        text, spans = _strip_blocks(text, strip[path])
        stripped.extend(f"{path}:{a}" if a == b else f"{path}:{a}-{b}" for a, b in spans)
        return text

    main = without("SKILL.md", skill.text or "")
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
        text = without(relative, result.text)
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
