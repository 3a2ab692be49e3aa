"""Every security rule has its OWASP Agentic Skills Top 10 id (and CWE where one fits), from one table.

The behaviour engine adds rule ids; when it does, this test fails until the table in
``skillgrade.rules.taxonomy`` places them.
"""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from skillgrade.cli.main import cli
from skillgrade.findings import Category
from skillgrade.rules import all_rules
from skillgrade.rules.base import Rule
from skillgrade.rules.taxonomy import AST_RISKS, SECURITY_TAXONOMY, tags


def security_rules() -> dict[str, Rule]:
    return {
        rid: rule
        for rid, (family, rule) in all_rules().items()
        if family == "security" or rule.category is Category.SECURITY
    }


def test_every_security_rule_has_an_ast_id() -> None:
    rules = security_rules()
    assert len(rules) >= 15
    missing = sorted(rid for rid, rule in rules.items() if rule.owasp is None)
    assert not missing, f"add these rule ids to skillgrade.rules.taxonomy.SECURITY_TAXONOMY: {missing}"
    assert all(rule.owasp in AST_RISKS for rule in rules.values())


def test_the_table_names_only_real_risks_and_plausible_cwe_ids() -> None:
    assert sorted(AST_RISKS) == [f"AST{n:02d}" for n in range(1, 11)]
    for rule_id, place in SECURITY_TAXONOMY.items():
        assert place.owasp in AST_RISKS, rule_id
        assert all(0 < number < 2000 for number in place.cwe), rule_id


def test_a_rule_defined_with_a_different_place_is_refused() -> None:
    from skillgrade.rules import _classified

    rule = security_rules()["HIDDEN_UNICODE"]
    with pytest.raises(AssertionError, match="HIDDEN_UNICODE"):
        _classified(Rule(rule.id, rule.severity, rule.category, rule.summary, rule.fix, rule.docs, owasp="AST09"))


def test_findings_carry_the_rule_place_and_quality_findings_none() -> None:
    hidden = security_rules()["HIDDEN_INSTRUCTION"].finding("SKILL.md", 3)
    assert (hidden.owasp, hidden.cwe) == ("AST01", (451, 1427))
    plain = all_rules()["MISSING_TRIGGER"][1].finding("SKILL.md", 1)
    assert (plain.owasp, plain.cwe) == (None, ())


def test_sarif_tags_use_githubs_forms() -> None:
    assert tags("TYPOSQUATTED_PACKAGE") == [
        "security",
        "owasp-agentic-skills/AST02",
        "external/cwe/cwe-1357",
        "external/cwe/cwe-829",
    ]
    assert tags("MISSING_TRIGGER") == []


def test_rules_command_shows_the_place() -> None:
    runner = CliRunner()
    shown = runner.invoke(cli, ["rules", "untrusted_package_source"])
    assert shown.exit_code == 0, shown.output
    assert "Taxonomy: OWASP AST02 Supply Chain Compromise" in shown.output
    assert "CWE-829, CWE-494" in shown.output
    listed = json.loads(runner.invoke(cli, ["rules", "--format", "json"]).output)
    by_id = {row["id"]: row for row in listed}
    assert by_id["EMBEDDED_SECRET"]["owasp"] == "AST03"
    assert by_id["EMBEDDED_SECRET"]["cwe"] == ["CWE-798"]
