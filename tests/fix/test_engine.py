"""The fix engine on real skill folders: what it edits, what it leaves, and that a second pass is a no-op."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from conftest import SkillFactory
from samples import GOOD_BODY, GOOD_DESCRIPTION
from skillgrade.config import Config
from skillgrade.fix import (
    FIXABLE,
    Edit,
    FixRefused,
    active_findings,
    apply_edits,
    fix_skill,
    plan_skill,
    write_fix,
)
from skillgrade.rules import all_rules
from skillgrade.skill.loader import load_skill

MESSY = (
    "\ufeff---\r\n"
    "name: PDF_Tools   # the name\r\n"
    "description: Extracts text from PDFs. Use when: the user asks to read a PDF, summarise it, or convert tables.\r\n"
    "# keep this comment\r\n"
    "allowed-tools:\r\n"
    "  - Read\r\n"
    "  - Bash(pdftotext:*)\r\n"
    "license: 2.0\r\n"
    "metadata:\r\n"
    "  version: 1.10   # semver\r\n"
    "  author: me\r\n"
    "license: 2.0\r\n"
    "---\r\n"
    "\r\n"
)
FIXED = (
    "---\n"
    "name: pdf-tools   # the name\n"
    'description: "Extracts text from PDFs. Use when: the user asks to read a PDF, summarise it, or convert tables."\n'
    "# keep this comment\n"
    "allowed-tools: Read Bash(pdftotext:*)\n"
    "metadata:\n"
    '  version: "1.10"   # semver\n'
    "  author: me\n"
    'license: "2.0"\n'
    "---\n"
    "\n"
)


def _load(folder: Path):  # type: ignore[no-untyped-def]
    return load_skill(folder / "SKILL.md", folder.parent, folder.name)


def _fix(folder: Path, config: Config | None = None) -> bool:
    return write_fix(fix_skill(_load(folder), config or Config()))


def test_frontmatter_normalised_in_place_keeping_comments_and_order(make_skill: SkillFactory) -> None:
    folder = make_skill("pdf-tools", raw=(MESSY + GOOD_BODY.replace("\n", "\r\n")).encode())
    before = {f.rule for f in active_findings(_load(folder), Config())}
    assert {"LINE_ENDINGS", "FRONTMATTER_INVALID"} <= before  # the broken YAML hides the rest

    outcome = fix_skill(_load(folder), Config())
    fixed_rules = {f.rule for e in outcome.applied for f in e.findings}
    assert fixed_rules == {
        "LINE_ENDINGS",
        "FRONTMATTER_INVALID",
        "DUPLICATE_KEY",
        "NAME_FOLDER_MISMATCH",
        "NAME_INVALID",
        "FIELD_TYPE",
    }
    assert write_fix(outcome) is True
    assert (folder / "SKILL.md").read_bytes() == (FIXED + GOOD_BODY).encode()
    assert not {f.rule for f in active_findings(_load(folder), Config())} & set(FIXABLE)
    assert _fix(folder) is False  # idempotent: the second run has nothing to write
    assert (folder / "SKILL.md").read_bytes() == (FIXED + GOOD_BODY).encode()


def test_one_pass_plans_only_what_the_current_text_shows(make_skill: SkillFactory) -> None:
    folder = make_skill("pdf-tools", raw=(MESSY + GOOD_BODY).encode())
    skill = _load(folder)
    plan = plan_skill(skill, active_findings(skill, Config()))
    assert [(e.finding.rule, e.start_line, e.end_line, e.suggestable) for e in plan.edits] == [
        ("LINE_ENDINGS", 1, 1, False),
        ("FRONTMATTER_INVALID", 3, 3, True),
    ]
    lines = apply_edits(skill.lines, plan.edits)
    assert lines[2].startswith('description: "Extracts text from PDFs. Use when: ')
    assert lines[:2] == skill.lines[:2]  # the encoding edit changes no line; only write_fix applies it
    assert (folder / "SKILL.md").read_bytes() == (MESSY + GOOD_BODY).encode()  # planning writes nothing


def test_missing_name_is_added_after_the_opening_line(make_skill: SkillFactory) -> None:
    folder = make_skill("csv-profiler", frontmatter=f"description: {GOOD_DESCRIPTION}\n")
    assert _fix(folder)
    assert (folder / "SKILL.md").read_text().startswith(f"---\nname: csv-profiler\ndescription: {GOOD_DESCRIPTION}\n")


def test_numeric_name_is_quoted_as_written(make_skill: SkillFactory) -> None:
    folder = make_skill("2024", frontmatter=f"name: 2024\ndescription: {GOOD_DESCRIPTION}\n")
    assert _fix(folder)
    assert '\nname: "2024"\n' in (folder / "SKILL.md").read_text()
    assert not {f.rule for f in active_findings(_load(folder), Config())} & {"NAME_INVALID", "NAME_FOLDER_MISMATCH"}


def test_comma_separated_tools_keep_commas_inside_parentheses(make_skill: SkillFactory) -> None:
    frontmatter = (
        f"name: csv-profiler\ndescription: {GOOD_DESCRIPTION}\nallowed-tools: Read, Bash(git add:*, git commit:*)\n"
    )
    folder = make_skill(frontmatter=frontmatter)
    assert _fix(folder)
    assert "\nallowed-tools: Read Bash(git add:*, git commit:*)\n" in (folder / "SKILL.md").read_text()


def test_flow_list_of_tools(make_skill: SkillFactory) -> None:
    folder = make_skill(
        frontmatter=f"name: csv-profiler\ndescription: {GOOD_DESCRIPTION}\nallowed-tools: [Read, Grep]  # ro\n"
    )
    assert _fix(folder)
    assert "\nallowed-tools: Read Grep  # ro\n" in (folder / "SKILL.md").read_text()


def test_left_alone_when_a_person_must_decide(make_skill: SkillFactory) -> None:
    frontmatter = (
        "name: My_Skill\n"
        f"description: {GOOD_DESCRIPTION}\n"
        "allowed-tools:\n"
        "  - Read  # reading only\n"
        "  - Grep\n"
        "compatibility: 1.0\n"
    )
    folder = make_skill("My_Skill", frontmatter=frontmatter)
    outcome = fix_skill(_load(folder), Config())
    reasons = {u.finding.rule: u.reason for u in outcome.unfixed}
    assert "not a valid skill name either" in reasons["NAME_INVALID"]
    assert "comments" in reasons["FIELD_TYPE"]
    assert [e.summary for e in outcome.applied] == ["quote the value of 'compatibility'"]


def test_yaml_errors_quoting_cannot_repair_are_left(make_skill: SkillFactory) -> None:
    folder = make_skill(frontmatter="name: csv-profiler\ndescription: Use when: a\n  b: c\n")
    before = (folder / "SKILL.md").read_bytes()
    outcome = fix_skill(_load(folder), Config())
    assert not outcome.applied
    assert [u.finding.rule for u in outcome.unfixed] == ["FRONTMATTER_INVALID"]
    assert write_fix(outcome) is False
    assert (folder / "SKILL.md").read_bytes() == before


def test_suppressed_findings_are_not_fixed_and_crlf_is_kept(make_skill: SkillFactory) -> None:
    text = f"---\r\nname: other-name\r\ndescription: {GOOD_DESCRIPTION}\r\nlicense: 2.0\r\n---\r\n\r\n{GOOD_BODY}"
    text += "<!-- skillgrade: disable=NAME_FOLDER_MISMATCH -->\r\n"
    folder = make_skill("csv-profiler", raw=text.encode())
    assert _fix(folder, Config(disable=["LINE_ENDINGS"]))
    data = (folder / "SKILL.md").read_bytes()
    assert b"\r\nname: other-name\r\n" in data and b'\r\nlicense: "2.0"\r\n' in data
    assert data.count(b"\n") == data.count(b"\r\n")


def test_backslash_link_targets(make_skill: SkillFactory) -> None:
    body = GOOD_BODY + "\nSee [the helper](scripts\\profile.py) and [cols](references\\columns.md).\n"
    folder = make_skill(body=body, files={"scripts/profile.py": "", "references/columns.md": "# C\n"})
    assert _fix(folder)
    assert "[the helper](scripts/profile.py) and [cols](references/columns.md)." in (folder / "SKILL.md").read_text()


def test_writing_refuses_a_symlinked_skill_md_and_a_file_changed_meanwhile(
    make_skill: SkillFactory, tmp_path: Path
) -> None:
    real = make_skill("real-one", frontmatter=f"name: real-one\ndescription: {GOOD_DESCRIPTION}\nlicense: 2.0\n")
    linked = tmp_path / "linked"
    linked.mkdir()
    os.symlink(real / "SKILL.md", linked / "SKILL.md")
    with pytest.raises(FixRefused, match="symlink"):
        write_fix(fix_skill(_load(linked), Config()))
    outcome = fix_skill(_load(real), Config())
    (real / "SKILL.md").write_text((real / "SKILL.md").read_text() + "\nmore\n")
    with pytest.raises(FixRefused, match="changed while"):
        write_fix(outcome)


def test_overlapping_edits_are_refused(make_skill: SkillFactory) -> None:
    finding = next(iter(all_rules().values()))[1].finding("SKILL.md", 1)
    edits = [Edit("SKILL.md", 1, 2, ("a",), (finding,), "x"), Edit("SKILL.md", 2, 3, ("b",), (finding,), "y")]
    with pytest.raises(ValueError, match="overlap"):
        apply_edits(["1", "2", "3"], edits)


def test_every_fixable_rule_exists() -> None:
    assert set(FIXABLE) <= set(all_rules())


def test_several_broken_values_are_quoted_with_their_quotes_and_comments(make_skill: SkillFactory) -> None:
    frontmatter = (
        'name: csv-profiler\ndescription: Use when: the user says "profile it", or asks about CSV files today.\n'
        "compatibility: Needs: python3  # and nothing else\n"
    )
    folder = make_skill(frontmatter=frontmatter)
    assert _fix(folder)
    text = (folder / "SKILL.md").read_text(encoding="utf-8")
    assert 'description: "Use when: the user says \\"profile it\\", or asks about CSV files today."\n' in text
    assert 'compatibility: "Needs: python3"  # and nothing else\n' in text
    skill = _load(folder)
    assert skill.fields["description"] == 'Use when: the user says "profile it", or asks about CSV files today.'


def test_findings_left_for_a_person_say_why(make_skill: SkillFactory) -> None:
    frontmatter = f"name: csv-profiler\ndescription: {GOOD_DESCRIPTION}\nmetadata:\n  a: x\n  a: y\ncompatibility: ''\n"
    outcome = fix_skill(_load(make_skill(frontmatter=frontmatter)), Config())
    reasons = {u.finding.rule: u.reason for u in outcome.unfixed}
    assert reasons == {
        "DUPLICATE_KEY": "only a top-level key given twice is fixed",
        "FIELD_TYPE": "a size, a nested value or a flag: the right value needs a decision",
    }
    assert not outcome.applied


def test_a_plan_for_a_reported_skill_carries_the_reports_own_findings(
    make_skill: SkillFactory, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from skillgrade.evaluate import evaluate
    from skillgrade.fix import plan_for

    make_skill("csv-profiler", frontmatter=f"name: other\ndescription: {GOOD_DESCRIPTION}\nlicense: 2.0\n")
    monkeypatch.chdir(tmp_path)
    [result] = evaluate([Path("csv-profiler")], Config()).skills
    plan = plan_for(result)
    assert [(e.finding.rule, e.start_line, e.replacement) for e in plan.edits] == [
        ("NAME_FOLDER_MISMATCH", 2, ("name: csv-profiler",)),
        ("FIELD_TYPE", 4, ('license: "2.0"',)),
    ]
    assert all(f in result.findings and f.path == "csv-profiler/SKILL.md" for e in plan.edits for f in e.findings)


def test_mixed_line_endings_are_not_rewritten_when_nothing_else_is_fixed(make_skill: SkillFactory) -> None:
    raw = f"---\r\nname: csv-profiler\ndescription: {GOOD_DESCRIPTION}\r\n---\n\n{GOOD_BODY}".encode()
    folder = make_skill(raw=raw)
    assert _fix(folder, Config(disable=["LINE_ENDINGS"])) is False
    assert (folder / "SKILL.md").read_bytes() == raw


def test_an_unreadable_skill_is_left_and_a_file_changed_after_loading_is_refused(make_skill: SkillFactory) -> None:
    binary = make_skill("binary-one", raw=b"---\r\nname: x\0\r\n---\r\n")
    outcome = fix_skill(_load(binary), Config())
    assert not outcome.applied and not outcome.changed
    assert [f.rule for f in outcome.remaining] == ["FILE_UNREADABLE"]
    changed = make_skill(
        "csv-profiler", frontmatter=f"name: csv-profiler\ndescription: {GOOD_DESCRIPTION}\nlicense: 2.0\n"
    )
    skill = _load(changed)
    (changed / "SKILL.md").write_text("---\nname: csv-profiler\n---\n", encoding="utf-8")
    with pytest.raises(FixRefused, match="changed while it was being fixed"):
        fix_skill(skill, Config())
