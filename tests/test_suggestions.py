"""One-click suggestions: computed from the real rules' findings on real files, and applying them
makes the finding go away without touching anything else."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from helpers import findings
from skillgrade.suggestions import Suggestion, suggestion_for, suggestions_from_rewrite

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


def _fix_all(folder: Path, rule: str) -> tuple[list[Suggestion], list[str]]:
    text = (folder / "SKILL.md").read_text(encoding="utf-8")
    found = [f for f in findings(folder) if f.rule == rule]
    made = [s for f in found if (s := suggestion_for(f, text.split("\n"))) is not None]
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
        "allowed-tools:\n  - Read\n  - Bash(git status:*)\n",  # a space inside a tool: no safe string
        "metadata:\n  version: 1.0 # pinned\n",  # a comment on the line
    ],
)
def test_nothing_is_suggested_where_the_fix_needs_judgement(tmp_path, frontmatter):
    folder = _skill(tmp_path, "yaml-tidy", f"name: yaml-tidy\n{DESCRIPTION}{frontmatter}")
    text = (folder / "SKILL.md").read_text(encoding="utf-8").split("\n")

    flagged = [f for f in findings(folder) if f.rule == "FIELD_TYPE"]

    assert flagged and [suggestion_for(f, text) for f in flagged] == [None] * len(flagged)


def test_a_folder_that_is_no_valid_name_gets_no_suggestion(tmp_path):
    folder = _skill(tmp_path, "YAML_Tidy", f"name: yaml-tidy\n{DESCRIPTION}")
    text = (folder / "SKILL.md").read_text(encoding="utf-8").split("\n")

    [mismatch] = [f for f in findings(folder) if f.rule == "NAME_FOLDER_MISMATCH"]

    assert suggestion_for(mismatch, text) is None


def test_a_rewrite_becomes_suggestions_that_reproduce_it():
    rng = random.Random(23)
    for _ in range(300):
        old = [f"line {rng.randrange(6)}" for _ in range(rng.randrange(0, 9))]
        new = list(old)
        for _ in range(rng.randrange(1, 4)):
            at = rng.randrange(len(new) + 1)
            action = rng.choice(("insert", "delete", "change"))
            if action == "insert" or not new or at == len(new):
                new.insert(at, f"new {rng.randrange(99)}")
            elif action == "delete":
                del new[at]
            else:
                new[at] = f"changed {rng.randrange(99)}"
        suggestions = suggestions_from_rewrite("SKILL.md", old, new)
        if not old:
            continue  # nothing to anchor a suggestion on: an empty file is written, not suggested
        assert all(1 <= s.start_line <= s.end_line <= len(old) for s in suggestions)
        assert _apply("\n".join(old), suggestions).split("\n") == (new or [""]), (old, new)
