"""Finding fingerprints: the flagged line's content, not its number or the message."""

from __future__ import annotations

from pathlib import Path

from skillgrade.report.fingerprint import FileLines, Located, fingerprints


def prints(tmp_path: Path, text: str, findings: list[Located]) -> list[str]:
    (tmp_path / "SKILL.md").write_text(text, encoding="utf-8")
    return fingerprints(findings, FileLines(tmp_path))


def test_a_line_moved_down_keeps_its_fingerprint_and_repeats_are_numbered(tmp_path):
    text = "# T\n\nSee [a](x.md).\n\nSee [a](x.md).\n"
    first = prints(tmp_path, text, [Located("DEAD", "SKILL.md", 3), Located("DEAD", "SKILL.md", 5)])
    moved = prints(
        tmp_path,
        "# T\n\nNew paragraph.\n\n" + text[5:],
        [Located("DEAD", "SKILL.md", 5), Located("DEAD", "SKILL.md", 7)],
    )
    assert first == moved
    assert first[0].split(":")[0] == first[1].split(":")[0] and [p[-2:] for p in first] == [":1", ":2"]


def test_rule_file_and_content_matter_whitespace_does_not(tmp_path):
    [base] = prints(tmp_path, "a  b\n", [Located("R", "SKILL.md", 1)])
    assert prints(tmp_path, "  a b  \n", [Located("R", "SKILL.md", 1)]) == [base]
    assert prints(tmp_path, "a c\n", [Located("R", "SKILL.md", 1)]) != [base]
    assert prints(tmp_path, "a  b\n", [Located("S", "SKILL.md", 1)]) != [base]


def test_a_whole_file_finding_and_an_unreadable_file_hash_an_empty_line(tmp_path):
    whole = fingerprints([Located("R", "SKILL.md", None)], FileLines(tmp_path))
    missing = fingerprints([Located("R", "SKILL.md", 4)], FileLines(tmp_path))
    assert whole == missing
