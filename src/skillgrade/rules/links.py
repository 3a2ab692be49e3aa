"""Rules about links: into references/, to sibling skills, to other files of the skill.

Only real Markdown links and images count (parsed, not pattern-matched), so prose such as
"skills/agents", install paths in code and URLs are never mistaken for references. Anchors and
query strings are stripped before a path is checked, and nothing outside the scanned tree is
resolved.
"""

from __future__ import annotations

from collections.abc import Iterator

from skillgrade.findings import Category, Finding, Severity
from skillgrade.rules.base import CheckContext, Rule
from skillgrade.skill.facts import LinkKind, ResolvedLink, facts
from skillgrade.skill.model import Skill

ORPHAN_REFERENCE = Rule(
    "ORPHAN_REFERENCE",
    Severity.WARNING,
    Category.QUALITY,
    "a link into references/ points at a file that does not exist",
    "Create the missing reference file or remove the link.",
    "Anti-pattern (methodology): SKILL.md links `[text](references/file)` and the file is not "
    "there. `./references/…`, nested paths and links with `#anchors` are resolved properly.",
    dimension="progressive_disclosure",
    anti_pattern=True,
)
DEAD_CROSS_REF = Rule(
    "DEAD_CROSS_REF",
    Severity.WARNING,
    Category.QUALITY,
    "a link to another skill or agent does not resolve",
    "Fix the relative path or remove the reference.",
    "Anti-pattern (methodology): SKILL.md links another skill or agent by a relative path "
    "outside its own folder, and nothing is there. Links that leave the scanned tree are not "
    "checked (and not followed).",
    dimension="ecosystem_coherence",
    anti_pattern=True,
)
BROKEN_LINK = Rule(
    "BROKEN_LINK",
    Severity.WARNING,
    Category.QUALITY,
    "a link to a file of the skill points at nothing",
    "Fix the path or add the file.",
    "A relative link (or image) inside the skill folder whose target does not exist.",
    dimension="structural_completeness",
)
ABSOLUTE_LINK = Rule(
    "ABSOLUTE_LINK",
    Severity.WARNING,
    Category.PORTABILITY,
    "a link uses an absolute or home-relative path",
    "Use a path relative to the skill folder.",
    "Absolute paths (/…, C:\\…, ~/…) point into the author's machine; the spec asks for paths "
    "relative to the skill root.",
)
UNLINKED_REFERENCE = Rule(
    "UNLINKED_REFERENCE",
    Severity.INFO,
    Category.QUALITY,
    "a file in references/ is never mentioned in SKILL.md",
    "Link the file from SKILL.md and say when to read it, or delete it.",
    "The agent only reads a reference file it is told about. A file nobody mentions is dead weight.",
    dimension="progressive_disclosure",
)

RULES: tuple[Rule, ...] = (ORPHAN_REFERENCE, DEAD_CROSS_REF, BROKEN_LINK, ABSOLUTE_LINK, UNLINKED_REFERENCE)


def check(skill: Skill, context: CheckContext) -> Iterator[Finding]:
    if skill.doc is None:
        return
    path = skill.display_path
    seen: set[tuple[str, str]] = set()
    for resolved in facts(skill).links:
        rule = _rule_for(resolved)
        key = (rule.id if rule else "", resolved.link.target.split("#", 1)[0])
        if rule is None or key in seen:
            continue
        seen.add(key)
        what = "image" if resolved.link.image else "link"
        yield rule.finding(path, resolved.link.line, f"{what} target '{resolved.link.target}' {_why(resolved)}")
    text = skill.text or ""
    for rel in skill.files_under("references"):
        name = rel.rsplit("/", 1)[-1]
        if (
            rel not in text
            and name not in text
            and not any(
                r.relative and (rel == r.relative or rel.startswith(r.relative.rstrip("/") + "/"))
                for r in facts(skill).links
            )
        ):
            yield UNLINKED_REFERENCE.finding(skill.display_file(rel), None, f"'{rel}' is never mentioned in SKILL.md")


def _rule_for(resolved: ResolvedLink) -> Rule | None:
    if resolved.kind is LinkKind.ABSOLUTE:
        return ABSOLUTE_LINK
    if resolved.kind is LinkKind.CROSS and resolved.exists is False:
        return DEAD_CROSS_REF
    if resolved.kind is LinkKind.LOCAL and resolved.exists is False:
        return ORPHAN_REFERENCE if resolved.in_references else BROKEN_LINK
    return None


def _why(resolved: ResolvedLink) -> str:
    if resolved.kind is LinkKind.ABSOLUTE:
        return "is an absolute path"
    return "does not exist"
