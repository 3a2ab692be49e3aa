"""Which skills a pull request changed, read from real git history."""

from __future__ import annotations

import pytest

from ci.skills import skill_md
from skillgrade.ci.changes import SkillChange, detect_changes, matches, select
from skillgrade.ci.shard import Shard


def test_modified_added_removed_renamed_and_nested_skills(make_pr):
    repo = make_pr(
        {
            "skills/keep/SKILL.md": skill_md("keep"),
            "skills/edit/SKILL.md": skill_md("edit"),
            "skills/edit/references/guide.md": "# Guide\n",
            "skills/gone/SKILL.md": skill_md("gone"),
            "skills/old-name/SKILL.md": skill_md("old-name"),
            "skills/outer/SKILL.md": skill_md("outer"),
            "skills/outer/inner/SKILL.md": skill_md("inner"),
            "docs/readme.md": "docs\n",
        },
        {
            "skills/edit/references/guide.md": "# Guide\n\nMore.\n",
            "skills/gone/SKILL.md": None,
            "skills/old-name/SKILL.md": None,
            "skills/new-name/SKILL.md": skill_md("old-name"),
            "skills/fresh/SKILL.md": "---\nname: fresh\ndescription: Something else entirely.\n---\n\n# Fresh\n",
            "skills/outer/inner/notes.md": "belongs to inner, not outer\n",
            "docs/readme.md": "docs changed\n",
        },
    )

    changes = detect_changes(repo.root, repo.base, repo.head)

    assert changes == [
        SkillChange("modified", "skills/edit", "skills/edit"),
        SkillChange("added", None, "skills/fresh"),
        SkillChange("removed", "skills/gone", None),
        SkillChange("renamed", "skills/old-name", "skills/new-name"),
        SkillChange("modified", "skills/outer/inner", "skills/outer/inner"),
    ]


def test_a_skill_at_the_repository_root(make_pr):
    repo = make_pr({"SKILL.md": skill_md("root")}, {"scripts/run.py": "print(1)\n"})
    assert detect_changes(repo.root, repo.base, repo.head) == [SkillChange("modified", ".", ".")]


@pytest.mark.parametrize(
    ("folder", "patterns", "expected"),
    [
        ("skills/a", ["**/SKILL.md"], True),
        (".", ["**/SKILL.md"], True),
        ("skills/a", ["skills/**"], True),
        ("skills/a", ["skills/a"], True),
        ("skills/a", ["./skills/a/"], True),
        ("skills/a", ["plugins/**/SKILL.md"], False),
        ("plugins/x/skills/a", ["plugins/**/SKILL.md"], True),
        ("skills/ab", ["skills/a"], False),
    ],
)
def test_paths_globs_select_skills(folder, patterns, expected):
    assert matches(folder, patterns) is expected


def test_select_applies_globs_and_the_shard():
    changes = [SkillChange("modified", f"skills/s{i}", f"skills/s{i}") for i in range(40)]
    changes.append(SkillChange("modified", "other/x", "other/x"))
    halves = [select(changes, ["skills/**"], Shard(i, 2)) for i in (1, 2)]
    assert sorted(halves[0] + halves[1]) == sorted(changes[:40])
    assert halves[0] and halves[1] and not set(halves[0]) & set(halves[1])
