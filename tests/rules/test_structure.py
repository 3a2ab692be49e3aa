from __future__ import annotations

from conftest import SkillFactory
from helpers import findings, rules_fired


def test_over_constrained_counts_prose_only_and_needs_more_than_fifteen(make_skill: SkillFactory) -> None:
    prose = "\n".join(f"- You MUST check item {i}." for i in range(15))
    code = "```text\n" + "\n".join("NEVER ALWAYS MUST" for _ in range(30)) + "\n```\n"
    body = f"# Rules\n\n{prose}\n\nInline `MUST MUST MUST` is code.\n\n{code}"
    assert "OVER_CONSTRAINED" not in rules_fired(make_skill("fifteen", body=body))
    fired = rules_fired(make_skill("sixteen", body=body + "\nYou MUST stop.\n"))
    assert "OVER_CONSTRAINED" in fired


def test_bloated_needs_800_lines_and_no_references(make_skill: SkillFactory) -> None:
    long_body = "# Long\n\n" + "\n".join(f"Line {i} of text that says something." for i in range(820))
    assert "BLOATED_SKILL" in rules_fired(make_skill("bloated", body=long_body))
    with_refs = make_skill("split", body=long_body, files={"references/more.md": "more\n"})
    fired = rules_fired(with_refs)
    assert "BLOATED_SKILL" not in fired and "SKILL_TOO_LONG" in fired


def test_empty_sections_and_untagged_fences(make_skill: SkillFactory) -> None:
    body = "# T\n\n## Empty\n\n## Full\n\nSomething here.\n\n```\nplain\n```\n\n~~~\nmore\n~~~\n"
    fired = rules_fired(make_skill("x", body=body))
    assert fired["EMPTY_SECTION"] == [8]
    [untagged] = [f for f in findings(make_skill("y", body=body)) if f.rule == "CODE_BLOCK_NO_LANGUAGE"]
    assert untagged.message.startswith("2 fenced code blocks without a language tag (lines ")


def test_stub_body(make_skill: SkillFactory) -> None:
    assert "STUB_BODY" in rules_fired(make_skill("stub", body="# Stub\n\nDo the thing.\n"))
