from __future__ import annotations

from pathlib import Path

from conftest import SkillFactory
from helpers import rules_fired
from skillgrade.skill.loader import load_skill

BODY = """\
# Links

Read [setup](references/guide.md#setup) and [deep](./references/deep/more.md) when needed.
Broken: [gone](references/gone.md) and again [gone](references/gone.md#x).
Sibling: [loader](../sql-loader/SKILL.md) and dead [nope](../no-such-skill/SKILL.md).
Outside: [far](../../../../../../etc/passwd), web [site](https://example.com/skills/spec), [top](#links).
Local file: [script](scripts/missing.sh). Absolute: [abs](/usr/share/doc/x.md).

Prose about skills/agents and an install path `~/.claude/skills/foo` are not links.

```bash
cat references/not-a-link.md
```
"""


def test_links_are_classified_and_only_real_dead_ones_fire(make_skill: SkillFactory) -> None:
    make_skill("sql-loader", body="# Loader\n")
    folder = make_skill(
        "linker",
        body=BODY,
        files={"references/guide.md": "# Guide\n", "references/deep/more.md": "# More\n"},
    )
    fired = rules_fired(folder)
    # SKILL.md: 4 frontmatter lines, a blank line, then BODY from line 6
    assert fired.get("ORPHAN_REFERENCE") == [9]
    assert fired.get("BROKEN_LINK") == [12]
    assert fired.get("ABSOLUTE_LINK") == [12]
    # the sibling cannot be resolved: the tree is the skill folder itself (no repository above it)
    assert "DEAD_CROSS_REF" not in fired


def test_dead_cross_reference_inside_a_repository(make_skill: SkillFactory, tmp_path: Path) -> None:
    (tmp_path / ".git").mkdir()
    make_skill("sql-loader", body="# Loader\n")
    folder = make_skill("linker", body=BODY, files={"references/guide.md": "# G\n", "references/deep/more.md": "# M\n"})
    fired = rules_fired(folder)
    assert fired.get("DEAD_CROSS_REF") == [10]


def test_links_are_resolved_without_leaving_the_tree(make_skill: SkillFactory, tmp_path: Path) -> None:
    from skillgrade.skill.facts import LinkKind, facts

    (tmp_path / ".git").mkdir()
    folder = make_skill("linker", body=BODY, files={"references/guide.md": "# G\n"})
    skill = load_skill(folder / "SKILL.md", tmp_path, "linker")
    kinds = {r.link.target: r.kind for r in facts(skill).links}
    assert kinds["../../../../../../etc/passwd"] is LinkKind.OUTSIDE_TREE
    assert kinds["https://example.com/skills/spec"] is LinkKind.EXTERNAL
    assert kinds["#links"] is LinkKind.ANCHOR


def test_unlinked_reference_files_are_reported_as_info(make_skill: SkillFactory) -> None:
    folder = make_skill(
        "x",
        body="# X\n\nSee `references/used.md` for details.\n",
        files={"references/used.md": "used\n", "references/forgotten.md": "nobody reads me\n"},
    )
    fired = rules_fired(folder)
    assert fired.get("UNLINKED_REFERENCE") == [None]
