"""A behaviour finding's chain of evidence, and a security rule's OWASP/CWE place, in every report format.

The behaviour engine makes findings with evidence; these tests make one directly and put it into
a report of a real skill scored by the real CLI, then render each format.
"""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from dataclasses import replace
from pathlib import Path
from typing import Any

from pydantic import TypeAdapter

from skillgrade.ci.comment import RunFacts, render_comment
from skillgrade.ci.delta import Gates, build_delta
from skillgrade.ci.snapshot import snapshot_of
from skillgrade.findings import Category, Evidence, Finding, Severity
from skillgrade.report import json as json_report
from skillgrade.report import junit, markdown, sarif, text
from skillgrade.report.model import Report
from skillgrade.rules.security.behaviour.combine import CREDENTIAL_EXFILTRATION

from .conftest import JsonRunner, check_report

CHAIN = (
    Evidence("skills/good/scripts/a.sh", 4, "reads ~/.aws/credentials"),
    Evidence("skills/good/scripts/b.py", 12, "sends it to 203.0.113.9"),
)


def exfiltration() -> Finding:
    return CREDENTIAL_EXFILTRATION.finding(
        "skills/good/scripts/b.py", 12, "sends the AWS credentials to 203.0.113.9", evidence=CHAIN
    )


def report_with(skills_root: Path, score_json: JsonRunner, finding: Finding) -> Report:
    base = TypeAdapter(Report).validate_python(score_json(skills_root / "dead-link"))
    skill = replace(base.skills[0], findings=[*base.skills[0].findings, finding], passed=False)
    return replace(base, skills=[skill], passed=False)


def test_text_report_lists_each_link_under_the_finding(skills_root: Path, score_json: JsonRunner) -> None:
    rendered = text.render(report_with(skills_root, score_json, exfiltration()))
    lines = rendered.splitlines()
    head = next(i for i, line in enumerate(lines) if "CREDENTIAL_EXFILTRATION" in line)
    assert lines[head + 1].strip() == "→ reads ~/.aws/credentials (skills/good/scripts/a.sh:4)"
    assert lines[head + 2].strip() == "→ sends it to 203.0.113.9 (skills/good/scripts/b.py:12)"
    assert lines[head + 1].startswith("        ")  # indented under the finding line


def test_markdown_report_puts_the_chain_in_the_message_cell(skills_root: Path, score_json: JsonRunner) -> None:
    rendered = markdown.render(report_with(skills_root, score_json, exfiltration()))
    row = next(line for line in rendered.splitlines() if "CREDENTIAL" in line and line.startswith("|"))
    assert "<br>→ reads \\~/.aws/credentials (skills/good/scripts/a.sh:4)" in row  # ~ escaped: no strikethrough
    assert "<br>→ sends it to 203.0.113.9 (skills/good/scripts/b.py:12)" in row
    assert row.index("reads \\~/.aws") < row.index("sends it to")


def test_json_report_carries_evidence_and_taxonomy_and_meets_the_schema(
    skills_root: Path, score_json: JsonRunner
) -> None:
    data = check_report(json.loads(json_report.render(report_with(skills_root, score_json, exfiltration()))))
    found = next(f for f in data["skills"][0]["findings"] if f["rule"] == "CREDENTIAL_EXFILTRATION")
    assert found["evidence"] == [
        {"path": "skills/good/scripts/a.sh", "line": 4, "what": "reads ~/.aws/credentials"},
        {"path": "skills/good/scripts/b.py", "line": 12, "what": "sends it to 203.0.113.9"},
    ]
    assert found["owasp"] == "AST01"
    assert found["cwe"] == [200, 522]
    quality = [f for f in data["skills"][0]["findings"] if f["category"] != "security"]
    assert all(f["owasp"] is None and f["cwe"] == [] and f["evidence"] == [] for f in quality)


def sarif_of(report: Report) -> dict[str, Any]:
    log: dict[str, Any] = json.loads(sarif.render(report))
    return log


def test_sarif_links_the_chain_and_gives_a_code_flow(skills_root: Path, score_json: JsonRunner) -> None:
    run = sarif_of(report_with(skills_root, score_json, exfiltration()))["runs"][0]
    result = next(r for r in run["results"] if r["ruleId"] == "CREDENTIAL_EXFILTRATION")
    related = result["relatedLocations"]
    assert [r["id"] for r in related] == [1, 2]
    assert related[0]["physicalLocation"]["artifactLocation"]["uri"] == "skills/good/scripts/a.sh"
    assert related[0]["physicalLocation"]["region"]["startLine"] == 4
    assert "[reads ~/.aws/credentials](1) → [sends it to 203.0.113.9](2)" in result["message"]["text"]
    steps = result["codeFlows"][0]["threadFlows"][0]["locations"]
    assert [s["location"]["message"]["text"] for s in steps] == [link.what for link in CHAIN]
    assert [s["location"]["physicalLocation"]["region"]["startLine"] for s in steps] == [4, 12]
    plain = [r for r in run["results"] if r["ruleId"] != "CREDENTIAL_EXFILTRATION"]
    assert plain and all("codeFlows" not in r and "relatedLocations" not in r for r in plain)


def test_sarif_link_text_escapes_brackets(skills_root: Path, score_json: JsonRunner) -> None:
    odd = replace(exfiltration(), evidence=(Evidence("skills/good/x.sh", 1, "reads a[0] from ~/.ssh"),))
    result = next(
        r for r in sarif_of(report_with(skills_root, score_json, odd))["runs"][0]["results"] if r["ruleId"] == odd.rule
    )
    assert "[reads a\\[0\\] from ~/.ssh](1)" in result["message"]["text"]


def test_sarif_tags_security_rules_with_owasp_and_cwe(skills_root: Path, score_json: JsonRunner) -> None:
    run = sarif_of(report_with(skills_root, score_json, exfiltration()))["runs"][0]
    rules = {r["id"]: r for r in run["tool"]["driver"]["rules"]}
    tags = rules["CREDENTIAL_EXFILTRATION"]["properties"]["tags"]
    assert {"security", "owasp-agentic-skills/AST01", "external/cwe/cwe-200", "external/cwe/cwe-522"} <= set(tags)
    assert rules["CREDENTIAL_EXFILTRATION"]["properties"]["security-severity"]
    others = [r for rid, r in rules.items() if rid != "CREDENTIAL_EXFILTRATION"]
    assert others and all(not any(t.startswith("owasp") for t in r["properties"]["tags"]) for r in others)


def test_junit_lists_the_chain_in_the_failure(skills_root: Path, score_json: JsonRunner) -> None:
    report = report_with(skills_root, score_json, exfiltration())
    root = ET.fromstring(junit.render(report).split("\n", 1)[1])
    out = root.find(".//testcase/system-out")
    assert out is not None and out.text is not None
    assert "→ reads ~/.aws/credentials (skills/good/scripts/a.sh:4)" in out.text
    assert "→ sends it to 203.0.113.9 (skills/good/scripts/b.py:12)" in out.text


def test_pull_request_comment_lists_the_chain_under_the_finding(skills_root: Path, score_json: JsonRunner) -> None:
    report = report_with(skills_root, score_json, exfiltration())
    after = snapshot_of(report.skills[0], skills_root.parent)
    body = render_comment([build_delta("added", "skills/dead-link", None, None, after, Gates())], RunFacts())
    lines = body.splitlines()
    head = next(i for i, line in enumerate(lines) if "`CREDENTIAL_EXFILTRATION`" in line)
    assert lines[head + 1] == "  - → reads \\~/.aws/credentials (skills/good/scripts/a.sh:4)"
    assert "sends it to 203.0.113.9" in lines[head + 2]


def test_a_finding_without_evidence_reads_as_before() -> None:
    plain = Finding(
        rule="HIDDEN_UNICODE", severity=Severity.ERROR, category=Category.SECURITY, message="m", path="SKILL.md", line=3
    )
    assert plain.evidence == ()
    assert Evidence("a.sh", None, "reads ~/.netrc").text() == "reads ~/.netrc (a.sh)"


def test_scan_listing_shows_the_chain_under_the_finding(skills_root: Path, score_json: JsonRunner) -> None:
    from skillgrade.cli.scan import render_scan

    lines = render_scan(report_with(skills_root, score_json, exfiltration())).splitlines()
    head = next(i for i, line in enumerate(lines) if "CREDENTIAL_EXFILTRATION" in line)
    assert lines[head + 1] == "      → reads ~/.aws/credentials (skills/good/scripts/a.sh:4)"
    assert lines[head + 2] == "      → sends it to 203.0.113.9 (skills/good/scripts/b.py:12)"
