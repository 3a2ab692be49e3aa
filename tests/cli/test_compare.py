from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from conftest import CliResult, SkillFactory

Cli = Callable[..., CliResult]


def test_compare_marks_the_winner_per_row_and_exits_0(cli: Cli, good_skill: Path, make_skill: SkillFactory) -> None:
    weak = make_skill("weak", frontmatter="name: weak\ndescription: Helps with files.\n", body="# Weak\n\nDo it.\n")
    result = cli("compare", good_skill, weak, "--format", "json")
    assert result.code == 0
    rows = {row["name"]: row for row in result.json()["rows"]}
    assert rows["composite"]["winner"] == "A"
    assert rows["triggering_accuracy"]["winner"] == "A"
    assert rows["output_quality"]["winner"] == "unmeasured"
    assert rows["anti_pattern_penalty"]["b"] < 1.0
    text = cli("compare", good_skill, weak)
    assert text.code == 0 and "composite" in text.out and "A = " in text.out
    # token efficiency is a tie; ecosystem coherence is unmeasured for B (it names no other skill)
    assert "A wins 4 dimension(s), B wins 0." in text.out
    markdown = cli("compare", good_skill, weak, "--format", "markdown")
    assert markdown.out.startswith("| | A: ") and "| output_quality | — | — | unmeasured |" in markdown.out


def test_compare_needs_exactly_one_skill_per_side(cli: Cli, tmp_path: Path, good_skill: Path) -> None:
    result = cli("compare", tmp_path, good_skill)
    assert result.code == 2 and "exactly one skill" in result.err
