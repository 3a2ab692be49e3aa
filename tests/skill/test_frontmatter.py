from __future__ import annotations

import time

import pytest

from skillgrade.skill.frontmatter import split


def test_valid_frontmatter_gives_fields_key_lines_and_body_start() -> None:
    result = split("---\nname: demo\ndescription: Does things.\n---\n# Title\n")
    assert result.problems == []
    assert result.frontmatter is not None
    assert result.frontmatter.data == {"name": "demo", "description": "Does things."}
    assert result.frontmatter.key_lines == {"name": 2, "description": 3}
    assert result.body == "# Title\n"
    assert result.body_start_line == 5


def test_missing_frontmatter_is_a_problem_on_line_1() -> None:
    result = split("# Title\n\nText\n")
    assert [(p.code, p.line) for p in result.problems] == [("missing", 1)]
    assert result.frontmatter is None


def test_blank_lines_before_frontmatter_get_a_precise_hint() -> None:
    result = split("\n\n---\nname: x\n---\n")
    assert result.problems[0].code == "missing"
    assert "line 3" in (result.problems[0].hint or "")


def test_unclosed_frontmatter_is_reported_and_the_rest_is_body() -> None:
    result = split("---\nname: x\ndescription: y\n# Title\n")
    assert [p.code for p in result.problems] == ["unclosed"]
    assert result.body.startswith("name: x")


def test_yaml_error_is_a_problem_with_its_file_line_never_an_empty_mapping() -> None:
    result = split("---\nname: x\ndescription: Use when: the user asks\n---\nbody\n")
    assert len(result.problems) == 1
    problem = result.problems[0]
    assert problem.code == "yaml"
    assert problem.line == 3
    assert "double quotes" in (problem.hint or "")
    assert result.frontmatter is not None and not result.frontmatter.parsed


def test_frontmatter_that_is_a_list_is_not_a_mapping() -> None:
    result = split("---\n- a\n- b\n---\n")
    assert [p.code for p in result.problems] == ["not-mapping"]


def test_alias_bomb_is_refused_quickly() -> None:
    lines = ['a: &a ["x","x","x","x","x","x","x","x","x"]']
    for level in range(1, 10):
        prev = chr(ord("a") + level - 1)
        cur = chr(ord("a") + level)
        lines.append(f"{cur}: &{cur} [" + ",".join([f"*{prev}"] * 9) + "]")
    started = time.perf_counter()
    result = split("---\n" + "\n".join(lines) + "\n---\n")
    assert time.perf_counter() - started < 1.0
    assert [p.code for p in result.problems] == ["aliases"]


def test_duplicate_keys_are_reported_with_the_second_line() -> None:
    result = split("---\nname: a\ndescription: one\nname: b\n---\n")
    assert [(p.code, p.line) for p in result.problems] == [("duplicate-key", 4)]
    assert result.frontmatter is not None and result.frontmatter.data["name"] == "b"


def test_dates_stay_strings() -> None:
    result = split("---\nname: x\nupdated: 2026-01-02\n---\n")
    assert result.frontmatter is not None
    assert result.frontmatter.data["updated"] == "2026-01-02"


def test_empty_frontmatter_is_an_empty_parsed_mapping() -> None:
    result = split("---\n---\nbody\n")
    assert result.problems == []
    assert result.frontmatter is not None and result.frontmatter.parsed and result.frontmatter.data == {}


def test_a_control_character_is_a_problem_on_its_line_not_a_crash() -> None:
    result = split("---\nname: bell\ndescription: rings \x07 here\n---\nBody\n")
    assert result.frontmatter is not None and not result.frontmatter.parsed
    [problem] = result.problems
    assert (problem.code, problem.line) == ("yaml", 3)
    assert "U+0007" in problem.message and problem.hint is not None and "line 3" in problem.hint


@pytest.mark.parametrize(
    "yaml_text",
    [
        "name: plain\ndescription: Does a thing. Use when asked.",
        "name: dup\nname: again\nmeta:\n  a: 1\n  a: 2",
        "name: dates\nupdated: 2026-01-02\nwhen: 2026-01-02T10:00:00Z",
        "name:\tx\ndescription: tab before a value",  # libyaml accepts this tab, PyYAML does not
        "a: &x [1]\nb: *x",
        "- a list\n- not a mapping",
        "name: x\ndescription: mapping: values: here",
        "name: 'unclosed",
        "name: bom\n\ufeffdescription: a byte-order mark inside",
        "",
    ],
)
def test_libyaml_and_the_python_loader_give_the_same_result(yaml_text: str) -> None:
    """libyaml reads frontmatter that cannot hold an alias or a tab (the two places it differs from
    PyYAML's own parser, which also enforces the alias cap); anything it refuses is re-read by the
    Python loader for the message. Either way the result is what the Python loader gives."""
    from skillgrade.skill import frontmatter

    assert repr(frontmatter._load(yaml_text, 9)) == repr(frontmatter._load_slowly(yaml_text, 9))
