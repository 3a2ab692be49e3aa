"""One-click suggestions: computed from the real rules' findings on real files, and applying them
makes the finding go away without touching anything else."""

from __future__ import annotations

from pathlib import Path

import pytest

from helpers import findings, score_one
from skillgrade.suggestions import Suggestion, suggestions_for

BODY = "\n# Formatting\n\nTidy a YAML file: sort keys, fix indentation, keep comments where they are.\n"


def _skill(root: Path, folder: str, frontmatter: str) -> Path:
    path = root / folder
    path.mkdir(parents=True)
    (path / "SKILL.md").write_text(f"---\n{frontmatter}---\n{BODY}", encoding="utf-8")
    return path


def _apply(text: str, suggestions: list[Suggestion]) -> str:
    lines = text.split("\n")
    for s in sorted(suggestions, key=lambda s: s.start_line, reverse=True):
        lines[s.start_line - 1 : s.end_line] = s.replacement.split("\n") if s.replacement else []
    return "\n".join(lines)


def _suggested(folder: Path, rule: str) -> list[Suggestion | None]:
    """The suggestion for each finding of ``rule``, from the fix engine, as the review makes them."""
    result = score_one(folder)
    made = suggestions_for(result, Path.cwd())
    return [made.get(f) for f in result.findings if f.rule == rule]


def _fix_all(folder: Path, rule: str) -> tuple[list[Suggestion], list[str]]:
    text = (folder / "SKILL.md").read_text(encoding="utf-8")
    made = list(dict.fromkeys(s for s in _suggested(folder, rule) if s is not None))
    (folder / "SKILL.md").write_text(_apply(text, made), encoding="utf-8")
    return made, [f.rule for f in findings(folder)]


DESCRIPTION = "description: Formats YAML files neatly. Use when the user asks to format or tidy a YAML file.\n"


@pytest.mark.parametrize(
    ("frontmatter", "replacements"),
    [
        ("allowed-tools:\n  - Read\n  - Bash(git:*)\n", [(4, 6, "allowed-tools: Read Bash(git:*)")]),
        ("allowed-tools: [Read, Grep]\n", [(4, 4, "allowed-tools: Read Grep")]),
        ("metadata:\n  version: 1.0\n  internal: true\n", [(5, 5, '  version: "1.0"'), (6, 6, '  internal: "true"')]),
    ],
)
def test_field_types_get_the_spec_type_and_the_finding_goes(tmp_path, frontmatter, replacements):
    folder = _skill(tmp_path, "yaml-tidy", f"name: yaml-tidy\n{DESCRIPTION}{frontmatter}")

    made, left = _fix_all(folder, "FIELD_TYPE")

    assert [(s.start_line, s.end_line, s.replacement) for s in made] == replacements
    assert "FIELD_TYPE" not in left


def test_a_name_gets_its_folder(tmp_path):
    folder = _skill(tmp_path, "yaml-tidy", f"name: YAML Tidy\n{DESCRIPTION}")
    assert "NAME_FOLDER_MISMATCH" in [f.rule for f in findings(folder)]

    made, left = _fix_all(folder, "NAME_FOLDER_MISMATCH")

    assert [s.replacement for s in made] == ["name: yaml-tidy"]
    assert "NAME_FOLDER_MISMATCH" not in left and "NAME_INVALID" not in left


@pytest.mark.parametrize(
    "frontmatter",
    [
        "metadata:\n  limits:\n    max: 3\n",  # a nested value: which string it should be needs a person
        "allowed-tools:\n  - Read # the viewer\n  - Grep\n",  # a list carrying comments
    ],
)
def test_nothing_is_suggested_where_the_fix_needs_judgement(tmp_path, frontmatter):
    folder = _skill(tmp_path, "yaml-tidy", f"name: yaml-tidy\n{DESCRIPTION}{frontmatter}")
    suggested = _suggested(folder, "FIELD_TYPE")

    assert suggested and suggested == [None] * len(suggested)


def test_a_folder_that_is_no_valid_name_gets_no_suggestion(tmp_path):
    folder = _skill(tmp_path, "YAML_Tidy", f"name: yaml-tidy\n{DESCRIPTION}")
    assert _suggested(folder, "NAME_FOLDER_MISMATCH") == [None]
