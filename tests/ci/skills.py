"""Skill texts for the action's tests: one good skill, a weakened description, a body without examples."""

from __future__ import annotations

from samples import GOOD_BODY, GOOD_DESCRIPTION

WEAK_DESCRIPTION = "Helps with CSV files."
BODY = GOOD_BODY.replace("- [sql-loader](../sql-loader/SKILL.md) loads a checked file into a database.\n", "")
BODY_WITHOUT_EXAMPLES = BODY.split("## Examples")[0] + "## Troubleshooting" + BODY.split("## Troubleshooting")[1]


def skill_md(name: str, description: str = GOOD_DESCRIPTION, body: str = BODY) -> str:
    return f"---\nname: {name}\ndescription: {description}\n---\n\n{body}"


def base_tree() -> dict[str, str]:
    return {
        "README.md": "# Skills\n",
        "skills/csv-a/SKILL.md": skill_md("csv-a"),
        "skills/csv-b/SKILL.md": skill_md("csv-b", body=BODY_WITHOUT_EXAMPLES),
        "skills/untouched/SKILL.md": skill_md("untouched"),
    }


def weaken_a_improve_b() -> dict[str, str | None]:
    return {
        "skills/csv-a/SKILL.md": skill_md("csv-a", description=WEAK_DESCRIPTION),
        "skills/csv-b/SKILL.md": skill_md("csv-b"),
    }
