"""The SARIF 2.1.0 report: structure GitHub code scanning relies on, rules, suppressions, fingerprints."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from skillgrade.report.sarif import FINGERPRINT_KEY, artifact_uri
from skillgrade.rules import all_rules

Runner = Callable[..., Any]
JsonRunner = Callable[..., dict[str, Any]]


def score_sarif(run_cli: Runner, *args: str | Path) -> dict[str, Any]:
    result = run_cli("score", *args, "--format", "sarif")
    assert result.rc in (0, 1), result.err
    log: dict[str, Any] = json.loads(result.out)
    return log


def results_by_rule(log: dict[str, Any]) -> dict[str, list[dict[str, Any]]]:
    grouped: dict[str, list[dict[str, Any]]] = {}
    for result in log["runs"][0]["results"]:
        grouped.setdefault(result["ruleId"], []).append(result)
    return grouped


def test_sarif_log_structure(skills_root: Path, run_cli: Runner) -> None:
    log = score_sarif(run_cli, skills_root)
    assert log["$schema"] == "https://json.schemastore.org/sarif-2.1.0.json"
    assert log["version"] == "2.1.0"
    assert len(log["runs"]) == 1
    run = log["runs"][0]
    driver = run["tool"]["driver"]
    assert driver["name"] == "skillgrade"
    assert driver["version"] and driver["informationUri"].startswith("https://")
    rule_ids = [rule["id"] for rule in driver["rules"]]
    assert rule_ids == sorted(set(rule_ids)), "one descriptor per rule id"
    assert set(rule_ids) == {r["ruleId"] for r in run["results"]}, "exactly the rules that fired"
    for result in run["results"]:
        assert {"ruleId", "ruleIndex", "level", "message", "locations", "partialFingerprints"} <= set(result)
        assert driver["rules"][result["ruleIndex"]]["id"] == result["ruleId"]
        assert result["level"] in {"error", "warning", "note"}
        assert result["message"]["text"].strip()
        (location,) = result["locations"]
        artifact = location["physicalLocation"]["artifactLocation"]
        assert artifact["uriBaseId"] == "%SRCROOT%"
        assert artifact["uri"].startswith("skills/") and "\\" not in artifact["uri"]
        region = location["physicalLocation"].get("region")
        if region is not None:
            assert isinstance(region["startLine"], int) and region["startLine"] >= 1


def test_sarif_levels_and_locations(skills_root: Path, run_cli: Runner) -> None:
    grouped = results_by_rule(score_sarif(run_cli, skills_root))
    (invalid,) = grouped["FRONTMATTER_INVALID"]
    assert invalid["level"] == "error"
    physical = invalid["locations"][0]["physicalLocation"]
    assert physical["artifactLocation"]["uri"] == "skills/broken/SKILL.md"
    assert physical["region"] == {"startLine": 4}
    assert "not valid YAML" in invalid["message"]["text"]
    assert "Fix the YAML syntax" in invalid["message"]["text"]
    (orphan,) = grouped["ORPHAN_REFERENCE"]
    assert orphan["level"] == "warning"
    assert "references/missing.md" in orphan["message"]["text"]
    assert {r["level"] for r in grouped["EMPTY_SECTION"]} == {"note"}
    (unlinked,) = grouped["UNLINKED_REFERENCE"]  # about a whole file: no line, so no region
    physical = unlinked["locations"][0]["physicalLocation"]
    assert "region" not in physical
    assert physical["artifactLocation"]["uri"] == "skills/dead-link/references/unused.md"


def test_suppressed_findings_are_kept_with_a_suppression(skills_root: Path, run_cli: Runner) -> None:
    log = score_sarif(run_cli, skills_root)
    suppressed = [r for r in log["runs"][0]["results"] if "suppressions" in r]
    assert len(suppressed) == 1
    (result,) = suppressed
    assert result["ruleId"] == "BROKEN_LINK"
    assert result["suppressions"] == [{"kind": "inSource"}]
    assert "notes/absent.md" in result["message"]["text"]
    assert all("suppressions" not in r for r in log["runs"][0]["results"] if r["ruleId"] != "BROKEN_LINK")


def test_rule_descriptors_come_from_the_registry(skills_root: Path, run_cli: Runner) -> None:
    log = score_sarif(run_cli, skills_root)
    registry = all_rules()
    for descriptor in log["runs"][0]["tool"]["driver"]["rules"]:
        family, rule = registry[descriptor["id"]]
        assert descriptor["shortDescription"]["text"] == rule.summary
        assert descriptor["fullDescription"]["text"] == rule.docs
        assert descriptor["help"]["text"].startswith(rule.fix)
        assert (
            descriptor["defaultConfiguration"]["level"]
            == {"error": "error", "warning": "warning", "info": "note"}[rule.severity.value]
        )
        assert descriptor["properties"]["category"] == rule.category.value
        assert descriptor["properties"]["anti_pattern"] is rule.anti_pattern
        assert descriptor["properties"]["family"] == family
    names = {d["id"]: d["name"] for d in log["runs"][0]["tool"]["driver"]["rules"]}
    assert names["ORPHAN_REFERENCE"] == "OrphanReference"


def test_run_properties_carry_the_composite_scores(skills_root: Path, run_cli: Runner, score_json: JsonRunner) -> None:
    log = score_sarif(run_cli, skills_root)
    report = score_json(skills_root)
    props = log["runs"][0]["properties"]
    assert props["passed"] is False
    scores = {s["folder"]: s["score"] for s in props["skills"]}
    assert scores == {s["folder"]: s["composite"]["score"] for s in report["skills"]}
    broken = next(s for s in props["skills"] if s["folder"] == "skills/broken")
    assert broken["passed"] is False and broken["gate"] == ["1 error finding"]


def test_fingerprints_are_unique_and_survive_moved_lines(
    skills_root: Path, run_cli: Runner, dead_link_text: str
) -> None:
    first = score_sarif(run_cli, skills_root)
    prints = [r["partialFingerprints"][FINGERPRINT_KEY] for r in first["runs"][0]["results"]]
    assert len(prints) == len(set(prints))
    # Push every line of the dead-link skill down by three: lines change, fingerprints do not.
    moved = dead_link_text.replace("# Dead link\n", "# Dead link\n\nA new paragraph.\n\n", 1)
    (skills_root / "dead-link" / "SKILL.md").write_text(moved, encoding="utf-8")
    second = score_sarif(run_cli, skills_root)
    before = results_by_rule(first)["ORPHAN_REFERENCE"][0]
    after = results_by_rule(second)["ORPHAN_REFERENCE"][0]
    line = before["locations"][0]["physicalLocation"]["region"]["startLine"]
    assert after["locations"][0]["physicalLocation"]["region"]["startLine"] == line + 3
    assert after["partialFingerprints"] == before["partialFingerprints"]


def test_repeated_identical_findings_get_distinct_fingerprints(
    skills_root: Path, run_cli: Runner, dead_link_text: str
) -> None:
    text = dead_link_text + "\n## Pipe | section\n\n## End\n\nThe end.\n"
    (skills_root / "dead-link" / "SKILL.md").write_text(text, encoding="utf-8")
    empty = results_by_rule(score_sarif(run_cli, skills_root / "dead-link"))["EMPTY_SECTION"]
    assert [r["message"]["text"].split(".")[0] for r in empty] == ["heading 'Pipe | section' has nothing under it"] * 2
    prints = [r["partialFingerprints"][FINGERPRINT_KEY] for r in empty]
    assert prints[0].split(":")[0] == prints[1].split(":")[0]
    assert [p.split(":")[1] for p in prints] == ["1", "2"]


def test_sarif_written_to_a_file(skills_root: Path, run_cli: Runner, tmp_path: Path) -> None:
    target = tmp_path / "out" / "skillgrade.sarif"
    result = run_cli("score", skills_root / "good", "--format", "sarif", "-o", target)
    assert result.rc == 0 and result.out == ""
    log = json.loads(target.read_text(encoding="utf-8"))
    assert log["version"] == "2.1.0"
    assert log["runs"][0]["properties"]["skills"][0]["folder"] == "skills/good"


@pytest.mark.parametrize(
    ("path", "expected"),
    [
        ("skills/a b/SKILL.md", ("skills/a%20b/SKILL.md", "%SRCROOT%")),
        ("./skills/x/SKILL.md", ("skills/x/SKILL.md", "%SRCROOT%")),
        ("/abs/skills/x/SKILL.md", ("file:///abs/skills/x/SKILL.md", None)),
        ("C:/work/x/SKILL.md", ("file:///C:/work/x/SKILL.md", None)),
        ("skills/50%/SKILL.md", ("skills/50%25/SKILL.md", "%SRCROOT%")),
    ],
)
def test_artifact_uri(path: str, expected: tuple[str, str | None]) -> None:
    assert artifact_uri(path) == expected


def test_security_rules_carry_security_severity_precision_and_markdown_help(tmp_path: Path, run_cli: Runner) -> None:
    from security_corpus import MALICIOUS, write

    folder = write(tmp_path / "report-helper", MALICIOUS["overbroad-bash"].files)
    log = score_sarif(run_cli, folder)
    descriptors = {d["id"]: d for d in log["runs"][0]["tool"]["driver"]["rules"]}
    assert {"OVERBROAD_TOOLS", "DOWNLOAD_AND_RUN"} <= set(descriptors)
    registry = all_rules()
    for rule_id, descriptor in descriptors.items():
        rule = registry[rule_id][1]
        properties = descriptor["properties"]
        if rule.category.value != "security":
            assert "security-severity" not in properties
            continue
        # GitHub reads a number in a string, 0.1-10, and only for results tagged "security"
        assert properties["security-severity"] == f"{rule.security_severity:.1f}"
        assert 0.1 <= float(properties["security-severity"]) <= 10
        assert properties["precision"] in ("very-high", "high", "medium", "low")
        assert "security" in properties["tags"]
        markdown = descriptor["help"]["markdown"]
        assert markdown.startswith(f"**{rule.summary}**") and "```text" in markdown
    assert float(descriptors["DOWNLOAD_AND_RUN"]["properties"]["security-severity"]) >= 9.0  # critical
