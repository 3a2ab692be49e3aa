from __future__ import annotations

import pytest

from conftest import SkillFactory
from helpers import rules_fired


def _fm(description: str, extra: str = "") -> str:
    return f'name: x\ndescription: "{description}"\n{extra}'


@pytest.mark.parametrize(
    "description",
    [
        "Extracts tables from PDFs. Use when the user asks to read a PDF.",
        "Extracts tables from PDFs. Use this skill when a PDF is attached.",
        "This skill should be used when the user asks to extract tables from a PDF file.",
        "Extracts tables from PDFs. Use it when brand guidelines apply to a document.",
        "Extracts tables from PDFs. Use for complex documents requiring table extraction.",
        "Extracts tables from PDFs. Use proactively after a PDF is downloaded.",
        "Extracts tables from PDFs. Trigger when a PDF shows up in the conversation.",
        "Guidance for distinctive visual design when building new UI or reshaping an existing one.",
    ],
)
def test_trigger_phrasings_real_skills_use_are_accepted(make_skill: SkillFactory, description: str) -> None:
    assert "MISSING_TRIGGER" not in rules_fired(make_skill("x", frontmatter=_fm(description)))


def test_missing_trigger_fires_on_a_description_that_never_says_when(make_skill: SkillFactory) -> None:
    fired = rules_fired(make_skill("x", frontmatter=_fm("Toolkit for styling artifacts with one of ten themes.")))
    assert fired["MISSING_TRIGGER"] == [3]


@pytest.mark.parametrize("extra", ["disable-model-invocation: true\n", "paths: 'src/**/*.sql'\n"])
def test_skills_not_chosen_by_description_are_exempt(make_skill: SkillFactory, extra: str) -> None:
    fired = rules_fired(make_skill("x", frontmatter=_fm("Toolkit for styling artifacts with themes.", extra)))
    assert "MISSING_TRIGGER" not in fired


def test_empty_description_is_one_anti_pattern_not_two(make_skill: SkillFactory) -> None:
    fired = rules_fired(make_skill("x", frontmatter=_fm("Helps.")))
    assert "EMPTY_DESCRIPTION" in fired
    assert "MISSING_TRIGGER" in fired  # a short description can still lack a trigger
    fired = rules_fired(make_skill("y", frontmatter="name: y\ndescription: ''\n"))
    assert "EMPTY_DESCRIPTION" in fired and "MISSING_TRIGGER" not in fired


def test_frontmatter_that_does_not_load_gets_no_advice_about_an_empty_description(make_skill: SkillFactory) -> None:
    """The description is unknown, not empty: FRONTMATTER_INVALID says what is wrong, and advice to
    write a 60-character description would send the author after the wrong problem."""
    broken = 'name: z\ndescription: "Extracts tables from PDFs. Use when a PDF is attached.\n  key: [unclosed\n'
    fired = rules_fired(make_skill("z", frontmatter=broken))
    assert "FRONTMATTER_INVALID" in fired
    assert not {"EMPTY_DESCRIPTION", "MISSING_TRIGGER"} & set(fired)


def test_stuffed_and_first_person_descriptions(make_skill: SkillFactory) -> None:
    stuffed = (
        "Use when coding. Use when testing. Use when deploying. Use when debugging. "
        "Use PROACTIVELY and automatically invoke; always use it."
    )
    assert "DESCRIPTION_STUFFED" in rules_fired(make_skill("x", frontmatter=_fm(stuffed)))
    first = "I can help you profile CSV files. Use when the user shares a CSV file."
    assert "DESCRIPTION_FIRST_PERSON" in rules_fired(make_skill("y", frontmatter=_fm(first)))
