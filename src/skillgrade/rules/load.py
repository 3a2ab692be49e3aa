"""Rules for skills that will not load: unreadable files and broken frontmatter."""

from __future__ import annotations

from collections.abc import Iterator

from skillgrade.findings import Category, Finding, Severity
from skillgrade.rules.base import CheckContext, Rule
from skillgrade.skill.model import Skill

FILE_UNREADABLE = Rule(
    "FILE_UNREADABLE",
    Severity.ERROR,
    Category.LOAD,
    "SKILL.md cannot be read as UTF-8 text",
    "Save SKILL.md as UTF-8 text (no NUL bytes) under 1 MiB.",
    "Clients read SKILL.md as UTF-8 text. A file that is binary, in another encoding, larger than "
    "1 MiB or unreadable cannot be loaded; skillgrade does not score it.",
)
FRONTMATTER_MISSING = Rule(
    "FRONTMATTER_MISSING",
    Severity.ERROR,
    Category.LOAD,
    "SKILL.md has no YAML frontmatter",
    "Start SKILL.md with '---', the name and description fields, and '---'.",
    "Every client requires a YAML frontmatter block on line 1 carrying at least a description; "
    "without it the skill is skipped or loaded with no description to match on.\n\n"
    "FAIL:\n    # My skill\n\nPASS:\n    ---\n    name: my-skill\n    description: Does X. Use when Y.\n    ---",
    dimension="triggering_accuracy",
)
FRONTMATTER_UNCLOSED = Rule(
    "FRONTMATTER_UNCLOSED",
    Severity.ERROR,
    Category.LOAD,
    "the frontmatter block is never closed",
    "Add a '---' line after the last frontmatter field.",
    "A frontmatter block opened with '---' on line 1 must be closed by another '---' line.",
    dimension="triggering_accuracy",
)
FRONTMATTER_INVALID = Rule(
    "FRONTMATTER_INVALID",
    Severity.ERROR,
    Category.LOAD,
    "the frontmatter is not a valid YAML mapping",
    "Fix the YAML; quote values that contain ': '.",
    "The frontmatter must be a YAML mapping of fields. Invalid YAML is never read as empty: the "
    "skill would load with no name and no description. The most common cause is an unquoted value "
    "containing ': ' (for example 'description: Use when: …'). Frontmatter over 64 KiB and YAML "
    "that uses more than 16 aliases (an alias bomb) are refused too.",
    dimension="triggering_accuracy",
)
DUPLICATE_KEY = Rule(
    "DUPLICATE_KEY",
    Severity.WARNING,
    Category.LOAD,
    "a frontmatter key appears twice",
    "Remove the duplicate key; YAML keeps only the last value.",
    "YAML silently keeps the last of two identical keys, so the first value is lost.",
)
SYMLINK_OUTSIDE_TREE = Rule(
    "SYMLINK_OUTSIDE_TREE",
    Severity.WARNING,
    Category.LOAD,
    "a symlink in the skill points outside the scanned tree",
    "Copy the file into the skill folder instead of linking to it.",
    "skillgrade never follows a link out of the tree it was asked to check, and a skill that is "
    "copied or uploaded loses such files.",
)
LINE_ENDINGS = Rule(
    "LINE_ENDINGS",
    Severity.INFO,
    Category.PORTABILITY,
    "SKILL.md uses CRLF line endings or starts with a byte-order mark",
    "Save SKILL.md with LF line endings and no BOM.",
    "Some loaders match the frontmatter delimiter as '---\\n' exactly; CRLF endings or a BOM make them miss it.",
)

INTERNAL_ERROR = Rule(
    "INTERNAL_ERROR",
    Severity.ERROR,
    Category.LOAD,
    "skillgrade failed while checking this skill",
    "This is a bug in skillgrade: please report it with the message.",
    "skillgrade met an unexpected error on this skill. The other skills were still checked.",
)
PATH_OUTSIDE_TREE = Rule(
    "PATH_OUTSIDE_TREE",
    Severity.WARNING,
    Category.LOAD,
    "a symlink points outside the scanned tree",
    "Replace the symlink with the files it points to, or scan the target directly.",
    "skillgrade never follows a symlink out of the tree it was given.",
)

RULES: tuple[Rule, ...] = (
    FILE_UNREADABLE,
    FRONTMATTER_MISSING,
    FRONTMATTER_UNCLOSED,
    FRONTMATTER_INVALID,
    DUPLICATE_KEY,
    SYMLINK_OUTSIDE_TREE,
    LINE_ENDINGS,
    INTERNAL_ERROR,
    PATH_OUTSIDE_TREE,
)

_BY_CODE = {
    "missing": FRONTMATTER_MISSING,
    "unclosed": FRONTMATTER_UNCLOSED,
    "duplicate-key": DUPLICATE_KEY,
}


def check(skill: Skill, context: CheckContext) -> Iterator[Finding]:
    path = skill.display_path
    if skill.read_problem is not None:
        unreadable = skill.read_problem
        yield FILE_UNREADABLE.finding(path, unreadable.line, f"SKILL.md cannot be read: {unreadable.message}")
    for problem in skill.frontmatter_problems:
        rule = _BY_CODE.get(problem.code, FRONTMATTER_INVALID)
        yield rule.finding(path, problem.line, problem.message, fix=problem.hint)
    for link in skill.outside_links:
        yield SYMLINK_OUTSIDE_TREE.finding(
            skill.display_file(link), None, f"'{link}' is a symlink to outside the tree; it was not followed"
        )
    if skill.had_crlf or skill.had_bom:
        what = " and ".join(w for w, on in (("CRLF line endings", skill.had_crlf), ("a BOM", skill.had_bom)) if on)
        yield LINE_ENDINGS.finding(path, 1, f"SKILL.md has {what}")
