"""Rules about wasted context: hard directives and oversized bodies."""

from __future__ import annotations

from collections.abc import Iterator

from skillgrade.findings import Category, Finding, Severity
from skillgrade.rules.base import CheckContext, Rule
from skillgrade.skill.facts import facts
from skillgrade.skill.model import Skill

OVER_CONSTRAINED_LIMIT = 15

OVER_CONSTRAINED = Rule(
    "OVER_CONSTRAINED",
    Severity.WARNING,
    Category.QUALITY,
    f"more than {OVER_CONSTRAINED_LIMIT} MUST / ALWAYS / NEVER directives",
    "Keep hard directives for real safety or correctness limits and explain the rest.",
    "Anti-pattern (methodology): more than 15 occurrences of the upper-case words MUST, ALWAYS or "
    "NEVER. skillgrade counts them in prose and headings only: code blocks, inline code and the "
    "frontmatter are not instructions to the agent.",
    dimension="token_efficiency",
    anti_pattern=True,
)
BODY_TOO_MANY_TOKENS = Rule(
    "BODY_TOO_MANY_TOKENS",
    Severity.INFO,
    Category.QUALITY,
    "the body is over 5,000 tokens",
    "Cut the body under 5,000 tokens; move detail into references/.",
    "The spec recommends under 5,000 tokens for the instructions a client loads on activation. "
    "skillgrade estimates tokens as characters / 4.",
    dimension="token_efficiency",
)

RULES: tuple[Rule, ...] = (OVER_CONSTRAINED, BODY_TOO_MANY_TOKENS)


def check(skill: Skill, context: CheckContext) -> Iterator[Finding]:
    if skill.doc is None:
        return
    found = facts(skill)
    path = skill.display_path
    if len(found.directives) > OVER_CONSTRAINED_LIMIT:
        yield OVER_CONSTRAINED.finding(
            path,
            found.directives[OVER_CONSTRAINED_LIMIT].line,
            f"{len(found.directives)} MUST/ALWAYS/NEVER directives in prose (limit {OVER_CONSTRAINED_LIMIT})",
        )
    if found.body_tokens > 5000:
        yield BODY_TOO_MANY_TOKENS.finding(path, None, f"the body is about {found.body_tokens} tokens")
