"""The Markdown report: fix-first lead, tables, escaping, suppressed counts, and the size cap."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from pydantic import TypeAdapter

from skillgrade.cli.main import main
from skillgrade.report import markdown
from skillgrade.report.formats import FORMATS
from skillgrade.report.markdown import MAX_CHARS, escape
from skillgrade.report.model import Report

Runner = Callable[..., Any]
JsonRunner = Callable[..., dict[str, Any]]


def score_markdown(run_cli: Runner, *args: str | Path) -> str:
    result = run_cli("score", *args, "--format", "markdown")
    assert result.rc in (0, 1), result.err
    text: str = result.out
    return text


def headings(text: str) -> list[str]:
    return [line for line in text.splitlines() if line.startswith("#")]


def unescaped_pipes(line: str) -> int:
    return len(re.findall(r"(?<!\\)\|", line))


def assert_tables_well_formed(text: str) -> None:
    """Every row of a table has as many cell separators as its header: no stray ``|`` from user text."""
    lines = text.splitlines()
    for index, line in enumerate(lines):
        if line.startswith(("| ---", "| :")):
            width = unescaped_pipes(lines[index - 1])
            row = index + 1
            while row < len(lines) and lines[row].startswith("|"):
                assert unescaped_pipes(lines[row]) == width, lines[row]
                row += 1


def test_single_skill_leads_with_fix_first(skills_root: Path, run_cli: Runner) -> None:
    text = score_markdown(run_cli, skills_root / "broken")
    assert headings(text)[:3] == ["## skillgrade: ❌ gate failed", "### 🔧 Fix first", "### skills/broken"]
    fix_first = text.split("### 🔧 Fix first", 1)[1].split("### skills/broken", 1)[0]
    items = re.findall(r"^\d+\. (.*)$", fix_first, flags=re.MULTILINE)
    assert items[0].startswith("⛔ **Blocks the gate** · FRONTMATTER\\_INVALID: frontmatter is not valid YAML")
    gains = [float(m) for m in re.findall(r"^\d+\. \*\*\+([\d.]+) pts\*\*", fix_first, flags=re.MULTILINE)]
    assert gains and gains == sorted(gains, reverse=True)
    assert len(items) == len(gains) + 1
    assert "   - Fix the YAML syntax" in fix_first
    assert "Behind it: FRONTMATTER\\_INVALID skills/broken/SKILL.md:4" in fix_first
    assert "❌ fails the gate: 1 error finding" in fix_first


def test_scores_and_dimensions_tables(skills_root: Path, run_cli: Runner, score_json: JsonRunner) -> None:
    report = score_json(skills_root / "good")
    text = score_markdown(run_cli, skills_root / "good")
    comp = report["composite"]
    assert "| Composite | Grade | Badge | Confidence | Coverage | Gate |" in text
    assert (
        f"| **{comp['score']:.1f}** / 100 | {comp['grade']} | {comp['badge_label']} | Estimated "
        "| 5 of 10 dimensions (64% of weight) | ✅ passed |"
    ) in text
    assert "| Triggering accuracy | " in text
    for title in ("Output quality", "Scope calibration", "Robustness", "Code template quality", "Ecosystem coherence"):
        assert f"| {title} | _unmeasured_ | — |" in text
        assert f"| {title} | 0.00" not in text
    assert "**Dimensions** (5 of 10 measured)" in text
    assert "nothing to measure its coherence with" in text  # why ecosystem coherence is unmeasured
    assert_tables_well_formed(text)


def test_findings_table_escapes_pipes_and_hides_suppressed(skills_root: Path, run_cli: Runner) -> None:
    text = score_markdown(run_cli, skills_root / "dead-link")
    assert "| Severity | Rule | Location | Message | Fix |" in text
    assert (
        "| ℹ️ info | `EMPTY_SECTION` | skills/dead-link/SKILL.md:10 "
        "| heading 'Pipe \\| section' has nothing under it | Fill the section or remove the heading. |"
    ) in text
    orphan = "| ⚠️ warning | `ORPHAN_REFERENCE` | skills/dead-link/SKILL.md:8 | link target 'references/missing.md'"
    assert orphan in text
    assert "| ℹ️ info | `UNLINKED_REFERENCE` | skills/dead-link/references/unused.md |" in text
    assert "notes/absent.md" not in text  # suppressed: only counted
    assert "_1 suppressed finding not shown._" in text
    assert "Pipe | section" not in text
    assert_tables_well_formed(text)


def test_multi_skill_summary_and_sections(skills_root: Path, run_cli: Runner) -> None:
    text = score_markdown(run_cli, skills_root)
    heads = headings(text)
    assert heads[:3] == ["## skillgrade: ❌ gate failed", "### 🔧 Fix first", "### Skills"]
    assert "3 skills · 2 passed · 1 failed" in text
    assert "| Skill | Score | Badge | Errors | Warnings | Info | Gate |" in text
    rows = [line for line in text.splitlines() if line.startswith("| skills/")]
    assert [row.split(" | ")[0] for row in rows] == ["| skills/broken", "| skills/dead-link", "| skills/good"]
    assert rows[0].endswith("| 1 | 1 | 1 | ❌ 1 error finding |")
    # Fix first: the failing skill first, three fixes at most per skill.
    fix_first = text.split("### 🔧 Fix first", 1)[1].split("### Skills", 1)[0]
    skills_in_order = re.findall(r"^\*\*(skills/[\w-]+)\*\*", fix_first, flags=re.MULTILINE)
    assert skills_in_order[0] == "skills/broken"
    assert set(skills_in_order) == {"skills/broken", "skills/dead-link", "skills/good"}
    assert len(re.findall(r"^3\. ", fix_first, flags=re.MULTILINE)) <= 3
    assert not re.search(r"^4\. ", fix_first, flags=re.MULTILINE)
    # Per-skill sections, collapsed and balanced.
    assert "#### skills/broken · 11.4 · ❌" in heads
    assert text.count("<details") == text.count("</details>") > 3
    assert "<summary>Dimensions: 5 of 10 measured</summary>" in text
    assert "<details open>\n<summary>Findings: 1 error, 1 warning, 1 info</summary>" in text
    assert_tables_well_formed(text)


def test_passing_run_and_output_file(skills_root: Path, run_cli: Runner, tmp_path: Path) -> None:
    target = tmp_path / "summary" / "report.md"
    result = run_cli("score", skills_root / "good", "--format", "markdown", "--output", target)
    assert result.rc == 0 and result.out == ""
    text = target.read_text(encoding="utf-8")
    assert text.startswith("## skillgrade: ✅ passed\n\n1 skill · 1 passed · 0 failed")
    assert "No findings." in text
    assert text.rstrip().endswith("</sub>")


def test_huge_run_is_truncated_with_a_note(
    skills_root: Path, score_json: JsonRunner, monkeypatch: pytest.MonkeyPatch
) -> None:
    base = TypeAdapter(Report).validate_python(score_json(skills_root))
    many = [replace(s, folder=f"skills/copy-{i:04d}/{s.folder}") for i in range(150) for s in base.skills]
    huge = replace(base, skills=many)
    text = markdown.render(huge)
    assert len(text) <= MAX_CHARS
    assert "**Report truncated** to stay under 60,000 characters" in text
    assert re.search(r"\d+ skill sections?", text)
    assert text.count("<details") == text.count("</details>")
    assert text.rstrip().endswith("</sub>")
    # Failing skills come first in the detailed sections, so they survive the cut.
    sections = re.findall(r"^#### (\S+) · ", text, flags=re.MULTILINE)
    assert sections and all(name.endswith("skills/broken") for name in sections[:10])
    # The same report, smaller, is not truncated.
    monkeypatch.setattr(markdown, "MAX_CHARS", 10_000_000)
    assert "Report truncated" not in markdown.render(huge)


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("a | b", "a \\| b"),
        ("<script>alert(1)</script>", "\\<script\\>alert(1)\\</script\\>"),
        (
            "**bold** _em_ `code` [link](x) ~~s~~ $x$",
            "\\*\\*bold\\*\\* \\_em\\_ \\`code\\` \\[link\\](x) \\~\\~s\\~\\~ \\$x\\$",
        ),
        ("line one\nline\ttwo\x07", "line one line two"),
        ("back\\slash &amp;", "back\\\\slash \\&amp;"),
    ],
)
def test_escape(raw: str, expected: str) -> None:
    assert escape(raw) == expected


def test_escape_caps_length() -> None:
    assert escape("x" * 1000, 50) == "x" * 49 + "…"


def test_every_format_is_registered(capsys: pytest.CaptureFixture[str]) -> None:
    assert set(FORMATS) == {"json", "junit", "markdown", "sarif", "text"}
    assert main(["score", "--help"]) == 0
    assert "[json|junit|markdown|sarif|text]" in capsys.readouterr().out


def test_mentions_in_skill_text_do_not_ping_anyone() -> None:
    from skillgrade.report.markdown import escape

    assert escape("ask @octocat | now") == "ask @&#8203;octocat \\| now"
