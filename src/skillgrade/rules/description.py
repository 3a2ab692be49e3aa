"""Rules about the description as a trigger: the text a client matches user requests against."""

from __future__ import annotations

from collections.abc import Iterator

from skillgrade.findings import Category, Finding, Severity
from skillgrade.rules.base import CheckContext, Rule
from skillgrade.skill.facts import facts
from skillgrade.skill.model import Skill
from skillgrade.wording import plural

EMPTY_DESCRIPTION = Rule(
    "EMPTY_DESCRIPTION",
    Severity.WARNING,
    Category.QUALITY,
    "the description is shorter than 20 characters",
    "Write a description of 60–120+ characters with a 'Use when …' clause and two or more contexts.",
    "Anti-pattern (methodology): `description` has fewer than 20 characters after stripping. "
    "Without a meaningful description a client cannot tell when to invoke the skill.",
    dimension="triggering_accuracy",
    anti_pattern=True,
)
MISSING_TRIGGER = Rule(
    "MISSING_TRIGGER",
    Severity.WARNING,
    Category.QUALITY,
    "the description has no trigger clause",
    "Add 'Use when …' followed by the specific situations that call for the skill.",
    "Anti-pattern (methodology): the description does not say when to use the skill. Accepted "
    "phrasings include 'Use when', 'Use this skill when', 'This skill should be used when', "
    "'Use it when', 'Use for', 'Use proactively', 'Trigger when', 'Auto-loads when', 'when the "
    "user asks …', and purpose phrasing that names the situations ('Perfect for preparing images "
    "for presentations, …', '… for giveaways, raffles, and contests'). Skills with "
    "`disable-model-invocation: true`, with `paths:` globs, or with a "
    "`when_to_use` field are exempt, since they are not chosen by their description alone.\n\n"
    "FAIL: `description: Helpers for PDF files.`\n"
    "PASS: `description: Extracts text and tables from PDFs. Use when the user asks to read, "
    "summarise or convert a PDF.`",
    dimension="triggering_accuracy",
    anti_pattern=True,
)
DESCRIPTION_STUFFED = Rule(
    "DESCRIPTION_STUFFED",
    Severity.WARNING,
    Category.QUALITY,
    "the description reads as keyword stuffing",
    "Keep one plain trigger clause and name real contexts instead of repeating buzzwords.",
    "A description that repeats trigger clauses, piles up invocation buzzwords (proactively, "
    "automatically, invoke, MUST use) or lists bare gerunds games keyword heuristics without "
    "helping a model choose. skillgrade halves the trigger credit of such descriptions.",
    dimension="triggering_accuracy",
)
DESCRIPTION_FIRST_PERSON = Rule(
    "DESCRIPTION_FIRST_PERSON",
    Severity.INFO,
    Category.QUALITY,
    "the description speaks in the first person",
    "Describe the skill in the third person ('Extracts …'), not 'I can …'.",
    "The description is injected into the system prompt; first-person wording ('I can help …') "
    "confuses who is speaking. Anthropic's authoring guide asks for the third person.",
    dimension="triggering_accuracy",
)

RULES: tuple[Rule, ...] = (EMPTY_DESCRIPTION, MISSING_TRIGGER, DESCRIPTION_STUFFED, DESCRIPTION_FIRST_PERSON)


def check(skill: Skill, context: CheckContext) -> Iterator[Finding]:
    if not skill.loadable or (skill.frontmatter is not None and not skill.frontmatter.parsed):
        return  # unreadable YAML: FRONTMATTER_INVALID says so; the description is unknown, not empty
    path, line = skill.display_path, skill.line_of_field("description")
    described = facts(skill).description
    if described is None or described.length < 20:
        length = described.length if described else 0
        message = f"the description has {plural(length, 'character')} (at least 20 needed)"
        yield EMPTY_DESCRIPTION.finding(path, line, message)
        if described is None or described.length == 0:
            return
    if described.trigger is None and not _exempt(skill):
        yield MISSING_TRIGGER.finding(path, line)
    if described.stuffed:
        yield DESCRIPTION_STUFFED.finding(
            path, line, f"the description reads as keyword stuffing: {'; '.join(described.stuffed)}"
        )
    if described.first_person:
        yield DESCRIPTION_FIRST_PERSON.finding(path, line)


def _exempt(skill: Skill) -> bool:
    fields = skill.fields
    when_to_use = fields.get("when_to_use")
    return (
        fields.get("disable-model-invocation") is True
        or bool(fields.get("paths"))
        or (isinstance(when_to_use, str) and bool(when_to_use.strip()))
    )
