"""The JUnit XML report: one testcase per skill and manifest, a failure exactly where the gate failed."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Callable
from pathlib import Path
from typing import Any

from skillgrade.report.junit import clean

Runner = Callable[..., Any]
JsonRunner = Callable[..., dict[str, Any]]

PLUGIN_JSON = '{"name": "demo", "version": "0.1.0", "description": "Demo plugin."}\n'


def score_junit(run_cli: Runner, *args: str | Path) -> ET.Element:
    result = run_cli("score", *args, "--format", "junit")
    assert result.rc in (0, 1), result.err
    assert result.out.startswith('<?xml version="1.0" encoding="UTF-8"?>\n')
    return ET.fromstring(result.out)


def skill_cases(root: ET.Element) -> dict[str, ET.Element]:
    return {case.get("name", ""): case for case in root.iter("testcase") if case.get("classname") == "skillgrade"}


def properties(element: ET.Element) -> dict[str, str]:
    props = element.find("properties")
    assert props is not None
    return {p.get("name", ""): p.get("value", "") for p in props.findall("property")}


def test_one_testcase_per_skill_and_failure_only_for_the_failing_one(skills_root: Path, run_cli: Runner) -> None:
    root = score_junit(run_cli, skills_root)
    assert root.tag == "testsuites"
    (suite,) = root.findall("testsuite")
    assert suite.get("name") == "skillgrade"
    cases = skill_cases(root)
    assert set(cases) == {"skills/good", "skills/broken", "skills/dead-link"}
    failing = {name for name, case in cases.items() if case.find("failure") is not None}
    assert failing == {"skills/broken"}
    assert all(case.find("error") is None for case in cases.values())
    for element in (root, suite):
        assert element.get("tests") == "3"
        assert element.get("failures") == "1"
        assert element.get("errors") == "0"


def test_failure_names_the_gate_reasons_and_blocking_findings(skills_root: Path, run_cli: Runner) -> None:
    case = skill_cases(score_junit(run_cli, skills_root))["skills/broken"]
    failure = case.find("failure")
    assert failure is not None
    assert failure.get("message") == "1 error finding"
    body = failure.text or ""
    assert "Blocking findings:" in body
    assert "skills/broken/SKILL.md:4: error FRONTMATTER_INVALID" in body
    # Only the blocking finding: warnings do not fail the gate by default.
    assert "EMPTY_DESCRIPTION" not in body and "STUB_BODY" not in body
    out = case.findtext("system-out") or ""
    assert "gate: FAILED: 1 error finding" in out
    assert "STUB_BODY" in out  # warnings are listed, not failed on


def test_score_and_badge_are_reported(skills_root: Path, run_cli: Runner, score_json: JsonRunner) -> None:
    report = score_json(skills_root)
    cases = skill_cases(score_junit(run_cli, skills_root))
    for skill in report["skills"]:
        case = cases[skill["folder"]]
        assert case.get("file") == skill["path"]
        props = properties(case)
        assert float(props["score"]) == skill["composite"]["score"]
        assert props["badge"] == skill["composite"]["badge"]
        assert props["badge_label"] == skill["composite"]["badge_label"]
        assert f"score {skill['composite']['score']:.1f} / 100" in (case.findtext("system-out") or "")
    good = cases["skills/good"]
    assert "Platinum" in properties(good)["badge_label"] or "Gold" in properties(good)["badge_label"]


def test_suppressed_findings_are_counted_not_listed(skills_root: Path, run_cli: Runner) -> None:
    out = skill_cases(score_junit(run_cli, skills_root))["skills/dead-link"].findtext("system-out") or ""
    assert "ORPHAN_REFERENCE" in out
    assert "notes/absent.md" not in out
    assert "(1 suppressed finding not shown)" in out


def test_threshold_failure_without_findings(skills_root: Path, run_cli: Runner) -> None:
    root = score_junit(run_cli, skills_root / "good", "--threshold", "99.5")
    (case,) = skill_cases(root).values()
    failure = case.find("failure")
    assert failure is not None
    assert "below the threshold 99.5" in (failure.get("message") or "")
    assert "Blocking findings" not in (failure.text or "")
    suite = root.find("testsuite")
    assert suite is not None
    assert properties(suite)["threshold"] == "99.5"


def test_one_testcase_per_manifest(skills_root: Path, run_cli: Runner, tmp_path: Path) -> None:
    plugin = tmp_path / ".claude-plugin" / "plugin.json"
    plugin.parent.mkdir()
    plugin.write_text(PLUGIN_JSON, encoding="utf-8")
    root = score_junit(run_cli, tmp_path)
    manifests = [c for c in root.iter("testcase") if c.get("classname") == "skillgrade.manifest"]
    assert [c.get("name") for c in manifests] == [".claude-plugin/plugin.json"]
    assert manifests[0].find("failure") is None
    assert properties(manifests[0]) == {"kind": "plugin"}
    assert len(skill_cases(root)) == 3
    assert root.get("tests") == "4"


def test_control_characters_are_stripped(skills_root: Path, run_cli: Runner) -> None:
    skill = skills_root / "good" / "SKILL.md"
    skill.write_text(skill.read_text(encoding="utf-8") + "\n## Bell\x07 & a > b\n", encoding="utf-8")
    result = run_cli("score", skills_root / "good", "--format", "junit")
    assert "\x07" not in result.out
    root = ET.fromstring(result.out)  # would raise on a character XML 1.0 forbids
    out = next(iter(skill_cases(root).values())).findtext("system-out") or ""
    assert "heading 'Bell & a > b' has nothing under it" in out


def test_junit_written_to_a_file(skills_root: Path, run_cli: Runner, tmp_path: Path) -> None:
    target = tmp_path / "out" / "junit.xml"
    result = run_cli("score", skills_root, "--format", "junit", "--output", target)
    assert result.out == ""
    root = ET.parse(target).getroot()
    assert set(skill_cases(root)) == {"skills/good", "skills/broken", "skills/dead-link"}


def test_clean_keeps_legal_text() -> None:
    assert clean("tab\tnew\nline\r ✓ \U0001f600") == "tab\tnew\nline\r ✓ \U0001f600"
    assert clean("a\x00b\x1bc\ufffed\ud800e") == "abcde"
