"""Facts derived from a parsed skill, shared by the rules and the static sub-checks.

Each fact is computed once per skill (``facts(skill)`` caches on the skill), so a rule and a
sub-score that read the same fact can never disagree about it.
"""

from __future__ import annotations

import enum
import os
import re
from pathlib import Path
from urllib.parse import unquote

from skillgrade.record import dataclass
from skillgrade.skill.markdown import Link, count_words
from skillgrade.skill.model import Skill
from skillgrade.skill.walk import is_within

TRIGGER_PATTERN = re.compile(
    r"\b(?:should\s+be\s+)?used?\s+(?:this(?:\s+skill)?\s+|it\s+)?"
    r"(?:(?:immediately|only|proactively|also|especially)\s+)?"
    r"(?:when|whenever|if|after|before|for|during|while)\b"
    r"|\buse\s+proactively\b"
    r"|\btrigger(?:s|ed)?\s*(?:when|whenever|on|if|:|—|–|-)"
    r"|\bauto[-\s]?loads?\s+(?:when|on)\b"
    r"|\b(?:invoke|activate|apply|load)\s+(?:this\s+skill\s+)?(?:when|whenever|if)\b"
    r"|\bwhen(?:ever)?\s+(?:the\s+|a\s+)?(?:user|users|you|claude|someone|agent)\s+"
    r"(?:asks?|wants?|needs?|requests?|mentions?|says|is|are|has|have|works?|tries)\b"
    r"|\bwhen\s+\w+ing\b"
    r"|\b(?:perfect|ideal|great|useful|designed|intended|built|meant|suited|handy|best)\s+(?:for|when)\b"
    r"|\bfor\s+(?:\w+[\w-]*\s+){0,2}\w+[\w-]*,\s+(?:\w+[\w-]*\s+){0,2}\w+[\w-]*,?\s+(?:and|or)\s+\w+",
    re.IGNORECASE,
)
"""A description's trigger clause. Covers the methodology's phrases ("use when", "use this skill
when", "use proactively", "trigger when") and the phrasings real skills use for the same thing
("This skill should be used when", "Use it when", "Use for", "TRIGGER —", "when building ..."), and
purpose phrasing that names the situations just as well ("Perfect for preparing images for …",
"… for giveaways, raffles, and contests"). A bare "for styling artifacts" says what, not when."""

_TRIGGER_CLAUSE = re.compile(
    r"\b(?:should\s+be\s+)?used?\s+(?:this(?:\s+skill)?\s+|it\s+)?(?:\w+\s+)?(?:when|whenever|if|after|before|for)\b"
    r"|\buse\s+proactively\b|\btrigger(?:s|ed)?\s+(?:when|on|if)\b",
    re.IGNORECASE,
)
"""One full trigger clause ("Use this skill when …"); the contexts listed after it are not counted again."""

HYPE_PATTERN = re.compile(
    r"\bproactively\b|\bautomatically\b|\balways\s+use\b|\bmust\s+use\b|\binvoke\b|\btrigger\b",
    re.IGNORECASE,
)
DIRECTIVE_PATTERN = re.compile(r"\b(?:MUST|NEVER|ALWAYS)\b")
FIRST_PERSON = re.compile(r"\b(?:I can|I will|I'll|I am|I'm|I help|let me)\b")
_GERUND_RUN = re.compile(r"(?:\b\w+ing\b\s*,\s*(?:or\s+|and\s+)?){5,}\b\w+ing\b", re.IGNORECASE)
_CONTEXT_SPLIT = re.compile(r",\s*|\s+or\s+|\s+and\s+|;\s*")
_SCHEME = re.compile(r"^[a-zA-Z][a-zA-Z0-9+.-]*:")


@dataclass(frozen=True, slots=True)
class DescriptionFacts:
    text: str
    length: int
    words: int
    trigger: re.Match[str] | None
    trigger_count: int
    contexts: int
    """Distinct use contexts listed in the trigger clause."""
    says_what: bool
    """Some words say what the skill does, apart from when to use it."""
    trigger_only: bool
    """A deliberate trigger-only description ("Use when …" naming the situation in 8+ words): the
    style obra/superpowers recommends so that the model reads the body instead of a summary."""
    hype_terms: int
    distinct_ratio: float
    gerund_run: bool
    first_person: bool

    @property
    def stuffed(self) -> list[str]:
        """Reasons the description reads as keyword stuffing; empty when it does not."""
        reasons = []
        if self.trigger_count > 3:
            reasons.append(f"{self.trigger_count} trigger clauses")
        if self.hype_terms > 3:
            reasons.append(f"{self.hype_terms} invocation buzzwords")
        if self.words >= 30 and self.distinct_ratio < 0.5:
            reasons.append(f"only {self.distinct_ratio:.0%} of its words are distinct")
        if self.gerund_run:
            reasons.append("a run of six or more bare '-ing' words")
        return reasons


def describe(text: str) -> DescriptionFacts:
    stripped = " ".join(text.split())
    words = re.findall(r"[^\W_]+", stripped.lower())
    matches = list(TRIGGER_PATTERN.finditer(stripped))
    trigger = matches[0] if matches else None
    contexts = 0
    says_what = count_words(stripped) >= 6
    trigger_only = False
    if trigger is not None:
        clause = re.split(r"(?<=[.!?])\s", stripped[trigger.end() :], maxsplit=1)[0]
        contexts = len({c.strip().lower() for c in _CONTEXT_SPLIT.split(clause) if len(c.split()) >= 1})
        before = stripped[: trigger.start()]
        after_sentence = stripped[trigger.end() + len(clause) :]
        says_what = count_words(before) >= 4 or count_words(after_sentence) >= 4
        trigger_only = count_words(before) < 4 and count_words(clause) >= 8
    return DescriptionFacts(
        text=text,
        length=len(text.strip()),
        words=len(words),
        trigger=trigger,
        trigger_count=len(_TRIGGER_CLAUSE.findall(stripped)),
        contexts=contexts,
        says_what=says_what,
        trigger_only=trigger_only,
        hype_terms=len(HYPE_PATTERN.findall(stripped)),
        distinct_ratio=len(set(words)) / len(words) if words else 1.0,
        gerund_run=bool(_GERUND_RUN.search(stripped)),
        first_person=bool(FIRST_PERSON.search(stripped)),
    )


class LinkKind(str, enum.Enum):
    ANCHOR = "anchor"
    EXTERNAL = "external"
    ABSOLUTE = "absolute"
    LOCAL = "local"
    """Inside the skill folder."""
    CROSS = "cross"
    """Outside the skill folder, inside the scanned tree."""
    OUTSIDE_TREE = "outside-tree"


@dataclass(frozen=True, slots=True)
class ResolvedLink:
    link: Link
    kind: LinkKind
    relative: str | None = None
    """For local links: the path relative to the skill folder (POSIX)."""
    exists: bool | None = None

    @property
    def in_references(self) -> bool:
        return self.relative is not None and self.relative.startswith("references/")


def resolve_link(skill: Skill, link: Link) -> ResolvedLink:
    target = link.target.strip()
    if not target or target.startswith("#"):
        return ResolvedLink(link, LinkKind.ANCHOR)
    if _SCHEME.match(target) or target.startswith("//"):
        return ResolvedLink(link, LinkKind.EXTERNAL)
    path_part = unquote(target.split("#", 1)[0].split("?", 1)[0])
    if not path_part:
        return ResolvedLink(link, LinkKind.ANCHOR)
    if path_part.startswith(("/", "~")) or re.match(r"^[A-Za-z]:[\\/]", path_part):
        return ResolvedLink(link, LinkKind.ABSOLUTE)
    joined = Path(os.path.normpath(skill.skill_md.parent / path_part))
    if is_within(joined, skill.root):
        relative = joined.relative_to(skill.root).as_posix()
        exists = relative in skill.files_set or relative == "." or _is_dir_in(skill, relative)
        return ResolvedLink(link, LinkKind.LOCAL, relative, exists)
    if is_within(joined, skill.tree_root):
        return ResolvedLink(link, LinkKind.CROSS, None, joined.exists())
    return ResolvedLink(link, LinkKind.OUTSIDE_TREE)


def _is_dir_in(skill: Skill, relative: str) -> bool:
    prefix = relative.rstrip("/") + "/"
    return any(f.startswith(prefix) for f in skill.files)


@dataclass(frozen=True, slots=True)
class DirectiveHit:
    line: int
    word: str


@dataclass(slots=True)
class Facts:
    description: DescriptionFacts | None
    links: list[ResolvedLink]
    directives: list[DirectiveHit]
    """MUST / NEVER / ALWAYS as whole upper-case words in prose (code is not counted)."""
    repetition_ratio: float
    """Share of non-empty prose lines that repeat an earlier one (1 − unique/total)."""
    body_tokens: int
    """Rough token count of the body (characters / 4), what a client loads on activation."""


def facts(skill: Skill) -> Facts:
    cached = skill.__dict__.get("_facts")
    if cached is None:
        cached = _compute(skill)
        skill.__dict__["_facts"] = cached
    return cached


def _compute(skill: Skill) -> Facts:
    description = describe(skill.description) if skill.description else None
    doc = skill.doc
    links = [resolve_link(skill, link) for link in doc.links] if doc else []
    directives: list[DirectiveHit] = []
    meaningful: list[str] = []  # prose lines of three words or more, whitespace and case folded
    if doc:
        for prose in doc.prose:
            text = prose.text
            if "MUST" in text or "NEVER" in text or "ALWAYS" in text:  # most lines have none: skip the regex
                directives.extend(DirectiveHit(prose.line, m.group(0)) for m in DIRECTIVE_PATTERN.finditer(text))
            if not prose.in_heading:
                words = text.lower().split()
                if len(words) >= 3:
                    meaningful.append(" ".join(words))
    repetition = 1 - len(set(meaningful)) / len(meaningful) if meaningful else 0.0
    return Facts(description, links, directives, repetition, len(skill.body) // 4)
