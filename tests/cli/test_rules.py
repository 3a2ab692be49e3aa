from __future__ import annotations

from collections.abc import Callable

from conftest import CliResult
from skillgrade.rules import all_rules

Cli = Callable[..., CliResult]


def test_every_rule_is_listed_with_docs_and_a_fix(cli: Cli) -> None:
    rows = cli("rules", "--format", "json").json()
    assert {row["id"] for row in rows} == set(all_rules())
    for row in rows:
        assert row["summary"] and row["fix"] and row["docs"], row["id"]
    anti = {row["id"] for row in rows if row["anti_pattern"]}
    assert anti == {
        "OVER_CONSTRAINED",
        "EMPTY_DESCRIPTION",
        "MISSING_TRIGGER",
        "BLOATED_SKILL",
        "ORPHAN_REFERENCE",
        "DEAD_CROSS_REF",
        "EVALUATOR_INJECTION",  # steering the judge is penalised like the methodology's six (issue 12, item 3)
    }


def test_one_rule_docs_and_unknown_rule(cli: Cli) -> None:
    result = cli("rules", "missing_trigger")
    assert result.code == 0 and "MISSING_TRIGGER" in result.out and "Use this skill when" in result.out
    assert cli("rules", "NOPE").code == 2


def test_rules_say_which_are_fixable(cli: Cli) -> None:
    from skillgrade.fix import FIXABLE

    rows = {row["id"]: row for row in cli("rules", "--format", "json").json()}
    assert {rid for rid, row in rows.items() if row["fixable"]} == set(FIXABLE)
    assert rows["LINE_ENDINGS"]["autofix"] and rows["MISSING_TRIGGER"]["autofix"] is None
    listing = cli("rules").out.splitlines()
    assert any(line.startswith("LINE_ENDINGS") and line.endswith("[fixable]") for line in listing)
    assert not any(line.startswith("MISSING_TRIGGER") and "fixable]" in line for line in listing)
    assert any(line.startswith("DESCRIPTION_MISSING") and line.endswith("[partly fixable]") for line in listing)
    assert "skillgrade fix: no: the fix needs a person's judgement" in cli("rules", "STUB_BODY").out
    assert "skillgrade fix: removes the BOM" in cli("rules", "LINE_ENDINGS").out
