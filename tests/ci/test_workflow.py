"""Workflow commands: escaping, annotations and their limit, outputs, masks."""

from __future__ import annotations

import io

from skillgrade.ci.workflow import Commands, command, escape_data, escape_property, write_outputs
from skillgrade.findings import Category, Finding, Severity


def test_escaping_follows_the_actions_toolkit():
    assert escape_data("50% done\r\nnext: a,b") == "50%25 done%0D%0Anext: a,b"
    assert escape_property("a: b, c%\n") == "a%3A b%2C c%25%0A"
    assert command("error", "line1\nline2", {"file": "skills/a,b/SKILL.md", "line": 3, "col": None}) == (
        "::error file=skills/a%2Cb/SKILL.md,line=3::line1%0Aline2"
    )


def _finding(i: int, severity: Severity) -> Finding:
    return Finding(
        rule="RULE_X",
        severity=severity,
        category=Category.QUALITY,
        message=f"problem {i}: 100% sure",
        path="skills/a/SKILL.md",
        line=i,
        fix="do this\nthen that",
    )


def test_at_most_ten_errors_and_ten_warnings_are_annotated():
    stream = io.StringIO()
    findings = [_finding(i, Severity.ERROR) for i in range(1, 13)] + [_finding(i, Severity.WARNING) for i in range(5)]
    findings.append(_finding(99, Severity.INFO))

    left_out = Commands(stream).findings(findings)

    lines = stream.getvalue().splitlines()
    assert left_out == 2
    assert sum(line.startswith("::error ") for line in lines) == 10
    assert sum(line.startswith("::warning ") for line in lines) == 5
    assert lines[0] == (
        "::error file=skills/a/SKILL.md,line=1,title=skillgrade RULE_X::problem 1: 100%25 sure%0Ado this%0Athen that"
    )


def test_masks_cover_every_line_of_a_secret():
    stream = io.StringIO()
    Commands(stream).mask(["abc", "multi\nline", ""])
    assert stream.getvalue().splitlines() == ["::add-mask::abc", "::add-mask::multi", "::add-mask::line"]


def test_outputs_use_a_delimiter_for_multiline_values(tmp_path):
    path = tmp_path / "out"
    write_outputs(path, {"passed": "true", "notes": "a\nb"})
    lines = path.read_text().splitlines()
    assert lines[0] == "passed=true"
    assert lines[1].startswith("notes<<ghadelimiter_") and lines[2:4] == ["a", "b"]
    assert lines[4] == lines[1].split("<<")[1]
