"""Agent Skills spec rules and per-target portability.

A problem that stops the skill loading anywhere is an error. A problem that only one client
rejects is a warning that names the target profiles rejecting it, and only the profiles selected
in the config (``targets``) are checked.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

from skillgrade.findings import Category, Finding, Severity
from skillgrade.rules.base import CheckContext, Rule
from skillgrade.skill.model import Skill
from skillgrade.targets import CLAUDE_CODE_FIELDS, PROFILES, Profile

DESCRIPTION_MISSING = Rule(
    "DESCRIPTION_MISSING",
    Severity.ERROR,
    Category.LOAD,
    "the frontmatter has no description",
    "Add `description:` saying what the skill does and when to use it.",
    "Clients choose skills by their description. The spec requires a non-empty string of 1–1024 "
    "characters, and clients skip a skill whose description is missing or empty.",
    dimension="triggering_accuracy",
)
NAME_MISSING = Rule(
    "NAME_MISSING",
    Severity.WARNING,
    Category.PORTABILITY,
    "the frontmatter has no name",
    "Add `name:` equal to the folder name.",
    "The spec, the Skills API and Codex require `name`; Claude Code falls back to the folder name.",
)
NAME_INVALID = Rule(
    "NAME_INVALID",
    Severity.WARNING,
    Category.PORTABILITY,
    "the name breaks the spec's naming rules",
    "Use 1–64 lowercase letters, digits and single hyphens, not starting or ending with '-'.",
    "Spec: `name` is 1–64 characters of a-z, 0-9 and '-', must not start or end with '-' and "
    "must not contain '--'.\n\nFAIL: `name: My_Skill`\nPASS: `name: my-skill`",
)
NAME_FOLDER_MISMATCH = Rule(
    "NAME_FOLDER_MISMATCH",
    Severity.WARNING,
    Category.PORTABILITY,
    "the name differs from the folder name",
    "Rename the folder or the skill so both are the same.",
    "The spec requires `name` to equal the skill's folder name. Claude Code names the command "
    "after the folder, so a mismatch also shows users two different names.",
)
NAME_RESERVED = Rule(
    "NAME_RESERVED",
    Severity.WARNING,
    Category.PORTABILITY,
    "the name contains a reserved word",
    "Remove 'anthropic' or 'claude' from the name.",
    "claude.ai and the Skills API refuse names containing 'anthropic' or 'claude'.",
)
DESCRIPTION_TOO_LONG = Rule(
    "DESCRIPTION_TOO_LONG",
    Severity.WARNING,
    Category.PORTABILITY,
    "the description is over 1024 characters",
    "Shorten the description to at most 1024 characters; move detail into the body.",
    "The spec, the Skills API and Codex limit `description` to 1024 characters.",
    dimension="triggering_accuracy",
)
DESCRIPTION_ANGLE_BRACKETS = Rule(
    "DESCRIPTION_ANGLE_BRACKETS",
    Severity.WARNING,
    Category.PORTABILITY,
    "the description contains '<' or '>'",
    "Remove angle brackets (XML-like tags) from the description.",
    "Anthropic's and OpenAI's packaging validators reject descriptions with '<' or '>'.",
)
LISTING_TRUNCATED = Rule(
    "LISTING_TRUNCATED",
    Severity.WARNING,
    Category.PORTABILITY,
    "description and when_to_use together exceed 1,536 characters",
    "Put the key use case first and shorten description + when_to_use below 1,536 characters.",
    "Claude Code truncates description + when_to_use at 1,536 characters in the skill listing.",
    dimension="triggering_accuracy",
)
FIELD_UNKNOWN = Rule(
    "FIELD_UNKNOWN",
    Severity.WARNING,
    Category.PORTABILITY,
    "a frontmatter field is not accepted by a target",
    "Remove the field, or move custom data under `metadata:`.",
    "The spec and the Skills API accept only name, description, license, compatibility, metadata "
    "and allowed-tools; uploading a skill with any other key fails. Claude Code accepts more keys "
    "(when_to_use, argument-hint, disable-model-invocation, …) and ignores unknown ones.",
)
FIELD_TYPE = Rule(
    "FIELD_TYPE",
    Severity.WARNING,
    Category.PORTABILITY,
    "a frontmatter field has the wrong type or size",
    "Give the field the type the spec defines.",
    "compatibility: a string of 1–500 characters. metadata: a mapping of string keys to string "
    "values; an unquoted `version: 1.0` is a YAML float (and `1.10` reads as 1.1), so each such "
    "value is named on its own line with the quoted form. allowed-tools: a space-separated string "
    "(Claude Code also takes commas or a list; other targets get a warning). Names are compared "
    "after NFKC normalisation; digits are allowed; directories other than scripts/, references/ "
    "and assets/ are fine. "
    "license: a string. disable-model-invocation and user-invocable: booleans.",
)

RULES: tuple[Rule, ...] = (
    DESCRIPTION_MISSING,
    NAME_MISSING,
    NAME_INVALID,
    NAME_FOLDER_MISMATCH,
    NAME_RESERVED,
    DESCRIPTION_TOO_LONG,
    DESCRIPTION_ANGLE_BRACKETS,
    LISTING_TRUNCATED,
    FIELD_UNKNOWN,
    FIELD_TYPE,
)

NAME_PATTERN = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
_PARENTHESISED = re.compile(r"\([^()]*\)")
_KNOWN_FIELDS = sorted(CLAUDE_CODE_FIELDS)


def check(skill: Skill, context: CheckContext) -> Iterator[Finding]:
    if skill.frontmatter is None or not skill.frontmatter.parsed:
        return
    profiles = [PROFILES[t] for t in context.targets]
    yield from _description(skill, profiles)
    yield from _name(skill, profiles)
    yield from _fields(skill, profiles)


def _rejecting(profiles: list[Profile], predicate: Any) -> str | None:
    names = [p.name for p in profiles if predicate(p)]
    return ", ".join(names) if names else None


def _description(skill: Skill, profiles: list[Profile]) -> Iterator[Finding]:
    path, line = skill.display_path, skill.line_of_field("description")
    value = skill.fields.get("description")
    when_to_use = skill.fields.get("when_to_use")
    if not isinstance(value, str) or not value.strip():
        if "description" in skill.fields and not isinstance(value, (str, type(None))):
            message = f"description is a YAML {type(value).__name__}, not a string"
        else:
            message = "the frontmatter has no description" if value is None else "the description is empty"
        if isinstance(when_to_use, str) and when_to_use.strip():
            targets = _rejecting(profiles, lambda p: p.name != "claude-code")
            if targets:
                yield DESCRIPTION_MISSING.finding(
                    path,
                    line,
                    f"{message}; only Claude Code reads when_to_use instead",
                    severity=Severity.WARNING,
                    target=targets,
                )
        else:
            yield DESCRIPTION_MISSING.finding(path, line, message)
        return
    length = len(value.strip())
    targets = _rejecting(profiles, lambda p: p.max_description is not None and length > p.max_description)
    if targets:
        yield DESCRIPTION_TOO_LONG.finding(
            path, line, f"the description is {length} characters (limit 1024)", target=targets
        )
    if "<" in value or ">" in value:
        targets = _rejecting(profiles, lambda p: not p.angle_brackets_allowed)
        if targets:
            yield DESCRIPTION_ANGLE_BRACKETS.finding(path, line, target=targets)
    listing = length + (len(when_to_use.strip()) if isinstance(when_to_use, str) else 0)
    if listing > 1536 and any(p.name == "claude-code" for p in profiles):
        yield LISTING_TRUNCATED.finding(
            path,
            line,
            f"description + when_to_use is {listing} characters; Claude Code shows the first 1,536",
            target="claude-code",
        )


def _name(skill: Skill, profiles: list[Profile]) -> Iterator[Finding]:
    path, line = skill.display_path, skill.line_of_field("name")
    value = skill.fields.get("name")
    if value is None or (isinstance(value, str) and not value.strip()):
        targets = _rejecting(profiles, lambda p: p.name_required)
        if targets:
            yield NAME_MISSING.finding(path, line, target=targets)
        return
    if not isinstance(value, str):
        yield NAME_INVALID.finding(
            path,
            line,
            f"name is a YAML {type(value).__name__}, not a string",
            target=", ".join(p.name for p in profiles),
        )
        return
    name = unicodedata.normalize("NFKC", value.strip())
    problems = _name_problems(name)
    charset_targets = _rejecting(profiles, lambda p: p.name_charset_enforced)
    if problems and charset_targets:
        yield NAME_INVALID.finding(path, line, f"name '{name}' {problems[0]}", target=charset_targets)
    elif len(name) > 64:
        targets = _rejecting(profiles, lambda p: p.max_name is not None)
        if targets:
            yield NAME_INVALID.finding(path, line, f"name is {len(name)} characters (limit 64)", target=targets)
    if name != unicodedata.normalize("NFKC", skill.folder_name):
        targets = _rejecting(profiles, lambda p: p.name_must_match_folder)
        if targets:
            yield NAME_FOLDER_MISMATCH.finding(
                path, line, f"name '{name}' differs from its folder '{skill.folder_name}'", target=targets
            )
    reserved = [w for p in profiles for w in p.reserved_words if w in name.lower()]
    if reserved:
        targets = _rejecting(profiles, lambda p: any(w in name.lower() for w in p.reserved_words))
        yield NAME_RESERVED.finding(
            path, line, f"name '{name}' contains the reserved word '{reserved[0]}'", target=targets
        )


def _name_problems(name: str) -> list[str]:
    problems = []
    if len(name) > 64:
        problems.append(f"is {len(name)} characters (limit 64)")
    if name != name.lower():
        problems.append("must be lowercase")
    if name.startswith("-") or name.endswith("-"):
        problems.append("must not start or end with '-'")
    if "--" in name:
        problems.append("must not contain '--'")
    if not NAME_PATTERN.match(name.lower().strip("-").replace("--", "-")):
        problems.append("may only contain a-z, 0-9 and '-'")
    return problems


def _fields(skill: Skill, profiles: list[Profile]) -> Iterator[Finding]:
    path = skill.display_path
    for key in skill.fields:
        targets = _rejecting(profiles, lambda p, k=key: p.allowed_fields is not None and k not in p.allowed_fields)
        if not targets:
            continue
        message = f"field '{key}' is not accepted by {targets}"
        fix = None
        if key not in CLAUDE_CODE_FIELDS:
            import difflib  # only for an unknown field's suggestion

            close = difflib.get_close_matches(key, _KNOWN_FIELDS, n=1)
            if close:
                message = f"unknown field '{key}' (did you mean '{close[0]}'?)"
                fix = f"Rename '{key}' to '{close[0]}', or move it under `metadata:`."
        yield FIELD_UNKNOWN.finding(path, skill.line_of_field(key), message, fix=fix, target=targets)
    yield from _field_types(skill, profiles)


def _field_types(skill: Skill, profiles: list[Profile]) -> Iterator[Finding]:
    fields, path = skill.fields, skill.display_path
    everyone = ", ".join(p.name for p in profiles)

    def bad(key: str, message: str, target: str | None = everyone) -> Finding:
        return FIELD_TYPE.finding(path, skill.line_of_field(key), message, target=target or everyone)

    compatibility = fields.get("compatibility")
    if "compatibility" in fields and not isinstance(compatibility, str):
        yield bad("compatibility", "compatibility must be a string")
    elif isinstance(compatibility, str) and not 1 <= len(compatibility.strip()) <= 500:
        size = len(compatibility.strip())
        yield bad("compatibility", f"compatibility is {size} characters (it must have 1–500)")
    yield from _metadata(skill, bad)
    if "license" in fields and not isinstance(fields["license"], str):
        yield bad("license", "license must be a string")
    tools = fields.get("allowed-tools")
    if isinstance(tools, str) and "," in _PARENTHESISED.sub("", tools):
        targets = _rejecting(profiles, lambda p: not p.allowed_tools_list_ok)
        if targets:
            spaced = " ".join(t.strip() for t in split_tools(tools) if t.strip())
            yield bad(
                "allowed-tools",
                f"allowed-tools is comma-separated; the spec defines a space-separated string ('{spaced}')",
                targets,
            )
    elif isinstance(tools, list):
        targets = _rejecting(profiles, lambda p: not p.allowed_tools_list_ok)
        if targets:
            yield bad("allowed-tools", "allowed-tools is a list; the spec defines a space-separated string", targets)
    elif "allowed-tools" in fields and not isinstance(tools, str):
        yield bad("allowed-tools", "allowed-tools must be a space-separated string")
    for key in ("disable-model-invocation", "user-invocable"):
        if key in fields and not isinstance(fields[key], bool):
            yield bad(key, f"{key} must be true or false", "claude-code")


def split_tools(value: str) -> list[str]:
    """``Read, Bash(git add:*, git commit:*)`` → its tools, commas inside parentheses kept."""
    tools, depth, current = [], 0, ""
    for char in value:
        depth += 1 if char == "(" else -1 if char == ")" else 0
        if char == "," and depth == 0:
            tools.append(current)
            current = ""
        else:
            current += char
    return [*tools, current]


def _metadata(skill: Skill, bad: Any) -> Iterator[Finding]:
    """``metadata`` maps strings to strings: name each value that is not one (``version: 1.0`` is a
    YAML float, and 1.10 would read as 1.1), with its own line and the quoted form to write."""
    fields = skill.fields
    if "metadata" not in fields:
        return
    metadata = fields["metadata"]
    if not isinstance(metadata, dict):
        yield bad("metadata", "metadata must map string keys to string values")
        return
    for key, value in metadata.items():
        if isinstance(key, str) and isinstance(value, str):
            continue
        finding = bad("metadata", "")
        line = _nested_key_line(skill, "metadata", str(key))
        if not isinstance(key, str):
            message = f"metadata key {key!r} is a YAML {type(key).__name__}; quote it"
        elif isinstance(value, (bool, int, float)) or value is None:
            written = skill.lines[line - 1].split(":", 1)[1].strip() if line != skill.line_of_field("metadata") else ""
            raw = written or ("null" if value is None else str(value))
            kind = type(value).__name__
            message = f"metadata '{key}' is a YAML {kind} ({raw}), not a string; quote it: {key}: \"{raw}\""
        else:
            message = f"metadata '{key}' is a YAML {type(value).__name__}; metadata values must be strings"
        yield replace(finding, message=message, line=line)


def _nested_key_line(skill: Skill, parent: str, key: str) -> int:
    start = skill.line_of_field(parent)
    pattern = re.compile(rf"^\s+['\"]?{re.escape(key)}['\"]?\s*:")
    for number in range(start + 1, min(len(skill.lines), start + 200) + 1):
        line = skill.lines[number - 1]
        if line.strip() == "---" or (line and not line[0].isspace()):
            break
        if pattern.match(line):
            return number
    return start
