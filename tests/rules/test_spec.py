from __future__ import annotations

import pytest

from conftest import SkillFactory
from helpers import findings, rules_fired
from skillgrade.config import Config
from skillgrade.findings import Severity


def test_a_spec_clean_skill_has_no_spec_findings(make_skill: SkillFactory) -> None:
    fired = rules_fired(make_skill("csv-profiler"))
    assert not {r for r in fired if r.startswith(("NAME_", "FIELD_", "DESCRIPTION_"))}


def test_missing_description_is_a_load_error_on_its_line(make_skill: SkillFactory) -> None:
    folder = make_skill("x", frontmatter="name: x\n")
    [finding] = [f for f in findings(folder) if f.rule == "DESCRIPTION_MISSING"]
    assert finding.severity is Severity.ERROR and finding.category.value == "load"


def test_when_to_use_instead_of_description_is_only_a_portability_warning(make_skill: SkillFactory) -> None:
    folder = make_skill("x", frontmatter="name: x\nwhen_to_use: Use when the user asks for x reports.\n")
    [finding] = [f for f in findings(folder) if f.rule == "DESCRIPTION_MISSING"]
    assert finding.severity is Severity.WARNING
    assert finding.target == "agentskills, claude-api, codex"


@pytest.mark.parametrize(
    ("name", "message"),
    [
        ("My_Skill", "must be lowercase"),
        ("-lead", "must not start or end with '-'"),
        ("dou--ble", "must not contain '--'"),
        ("a" * 65, "is 65 characters"),
    ],
)
def test_invalid_names(make_skill: SkillFactory, name: str, message: str) -> None:
    folder = make_skill("folder", frontmatter=f"name: '{name}'\ndescription: Does a thing. Use when asked to do it.\n")
    [finding] = [f for f in findings(folder) if f.rule == "NAME_INVALID"]
    assert message in finding.message
    assert finding.line == 2
    assert "agentskills" in (finding.target or "")


def test_name_folder_mismatch_names_the_spec_target_only(make_skill: SkillFactory) -> None:
    folder = make_skill("folder", frontmatter="name: other\ndescription: Does a thing. Use when asked to do it.\n")
    [finding] = [f for f in findings(folder) if f.rule == "NAME_FOLDER_MISMATCH"]
    assert finding.target == "agentskills"
    assert finding.category.value == "portability"


def test_target_selection_silences_other_targets(make_skill: SkillFactory) -> None:
    folder = make_skill(
        "folder", frontmatter="name: other\ndescription: Does a thing. Use when asked.\nargument-hint: '[file]'\n"
    )
    assert {"NAME_FOLDER_MISMATCH", "FIELD_UNKNOWN"} <= set(rules_fired(folder))
    only_claude_code = Config(targets=["claude-code"])
    assert not {"NAME_FOLDER_MISMATCH", "FIELD_UNKNOWN"} & set(rules_fired(folder, only_claude_code))


def test_unknown_field_suggests_the_closest_known_one(make_skill: SkillFactory) -> None:
    folder = make_skill("x", frontmatter="name: x\ndescription: Does a thing. Use when asked.\ndescripton: typo\n")
    [finding] = [f for f in findings(folder) if f.rule == "FIELD_UNKNOWN"]
    assert "did you mean 'description'" in finding.message
    assert finding.line == 4
    assert "claude-code" in (finding.target or "")


def test_claude_code_fields_are_not_portable_but_not_typos(make_skill: SkillFactory) -> None:
    folder = make_skill("x", frontmatter="name: x\ndescription: Does a thing. Use when asked.\nuser-invocable: false\n")
    [finding] = [f for f in findings(folder) if f.rule == "FIELD_UNKNOWN"]
    assert "did you mean" not in finding.message
    assert "claude-code" not in (finding.target or "")


def test_description_limits_and_angle_brackets(make_skill: SkillFactory) -> None:
    long = "Does a thing. Use when asked. " + "x" * 1600
    folder = make_skill("x", frontmatter=f"name: x\ndescription: '{long} <tag>'\n")
    fired = rules_fired(folder)
    assert fired["DESCRIPTION_TOO_LONG"] == [3]
    assert fired["DESCRIPTION_ANGLE_BRACKETS"] == [3]
    assert fired["LISTING_TRUNCATED"] == [3]


def test_field_types(make_skill: SkillFactory) -> None:
    folder = make_skill(
        "x",
        frontmatter=(
            "name: x\ndescription: Does a thing. Use when asked.\nmetadata: [a, b]\n"
            "allowed-tools: [Read, Grep]\ndisable-model-invocation: 'yes please'\n"
        ),
    )
    messages = {f.message for f in findings(folder) if f.rule == "FIELD_TYPE"}
    assert messages == {
        "metadata must map string keys to string values",
        "allowed-tools is a list; the spec defines a space-separated string",
        "disable-model-invocation must be true or false",
    }


def test_reserved_word_only_for_the_api_target(make_skill: SkillFactory) -> None:
    folder = make_skill(
        "claude-helper", frontmatter="name: claude-helper\ndescription: Does a thing. Use when asked.\n"
    )
    [finding] = [f for f in findings(folder) if f.rule == "NAME_RESERVED"]
    assert finding.target == "claude-api"


def test_spec_2026_metadata_values_are_strings_named_on_their_own_line(make_skill: SkillFactory) -> None:
    folder = make_skill(
        "x",
        frontmatter=(
            "name: x\ndescription: Does a thing. Use when asked.\nmetadata:\n"
            '  author: acme\n  version: 1.10\n  internal: yes\n  build: "7"\n'
        ),
    )
    found = [(f.line, f.message) for f in findings(folder) if f.rule == "FIELD_TYPE"]
    assert found == [
        (6, "metadata 'version' is a YAML float (1.10), not a string; quote it: version: \"1.10\""),
        (7, "metadata 'internal' is a YAML bool (yes), not a string; quote it: internal: \"yes\""),
    ]


def test_spec_2026_compatibility_has_one_to_500_characters(make_skill: SkillFactory) -> None:
    folder = make_skill("x", frontmatter="name: x\ndescription: Does a thing. Use when asked.\ncompatibility: ''\n")
    messages = [f.message for f in findings(folder) if f.rule == "FIELD_TYPE"]
    assert messages == ["compatibility is 0 characters (it must have 1–500)"]
    ok = make_skill("y", frontmatter="name: y\ndescription: Does a thing. Use when asked.\ncompatibility: Needs git\n")
    assert not [f for f in findings(ok) if f.rule == "FIELD_TYPE"]


def test_spec_2026_allowed_tools_is_space_separated(make_skill: SkillFactory) -> None:
    spaced = make_skill(
        "x", frontmatter="name: x\ndescription: Does a thing. Use when asked.\nallowed-tools: Bash(git add:*) Read\n"
    )
    assert not [f for f in findings(spaced) if f.rule == "FIELD_TYPE"]
    commas = make_skill(
        "y",
        frontmatter="name: y\ndescription: Does a thing. Use when asked.\n"
        "allowed-tools: Read, Bash(git add:*, git commit:*)\n",
    )
    found = [f for f in findings(commas) if f.rule == "FIELD_TYPE"]
    assert [f.message for f in found] == [
        "allowed-tools is comma-separated; the spec defines a space-separated string "
        "('Read Bash(git add:*, git commit:*)')"
    ]
    assert found[0].target is not None and "claude-code" not in found[0].target


def test_spec_2026_names_are_nfkc_normalised_and_digits_allowed(make_skill: SkillFactory) -> None:
    fullwidth = make_skill(
        "pdf2-tools", frontmatter="name: ｐｄｆ2-tools\ndescription: Does a thing. Use when asked.\n"
    )
    fired = rules_fired(fullwidth)
    assert "NAME_INVALID" not in fired and "NAME_FOLDER_MISMATCH" not in fired


def test_spec_2026_unknown_directories_are_fine(make_skill: SkillFactory) -> None:
    folder = make_skill("csv-profiler", files={"notes/ideas.txt": "later", "fixtures/in.csv": "a,b\n1,2\n"})
    assert not [f for f in findings(folder) if f.category.value in ("load", "portability")]
