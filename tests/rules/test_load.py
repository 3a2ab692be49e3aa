"""Bad input: every broken skill gets a finding naming its file and line, and never stops the others."""

from __future__ import annotations

import os
import time
from pathlib import Path

from conftest import SkillFactory
from skillgrade.config import Config
from skillgrade.evaluate import evaluate


def _by_folder(tmp_path: Path) -> dict[str, list[tuple[str, int | None]]]:
    report = evaluate([tmp_path], Config())
    return {
        Path(s.folder).name: [(f.rule, f.line) for f in s.findings if f.severity.value == "error"]
        for s in report.skills
    }


def test_each_kind_of_broken_skill_is_reported_and_the_good_one_still_scored(
    make_skill: SkillFactory, tmp_path: Path, good_skill: Path
) -> None:
    make_skill("unclosed", raw="---\nname: unclosed\ndescription: x\n# Body\n")
    make_skill("badyaml", raw="---\nname: badyaml\ndescription: Use when: broken\n---\n# Body\n")
    make_skill("nofront", raw="# Just a title\n\nText.\n")
    make_skill("empty", raw="")
    make_skill("binary", raw=b"\x89PNG\r\n\x1a\n\x00\x00")
    make_skill("latin1", raw="---\nname: latin1\ndescription: caf\xe9\n---\n".encode("latin-1"))
    make_skill("crlf", raw="\ufeff---\r\nname: crlf\r\ndescription: Does x. Use when asked.\r\n---\r\n# T\r\n")
    make_skill("huge", raw=b"---\nname: huge\n---\n" + b"word " * (2 * 1024 * 1024))
    bomb = "a: &a [x,x,x,x,x,x,x,x,x]\n" + "".join(
        f"{chr(98 + i)}: &{chr(98 + i)} [" + ",".join([f"*{chr(97 + i)}"] * 9) + "]\n" for i in range(9)
    )
    make_skill("bomb", raw=f"---\n{bomb}---\n# Body\n")
    started = time.perf_counter()
    found = _by_folder(tmp_path)
    assert time.perf_counter() - started < 5
    assert found["unclosed"] == [("FRONTMATTER_UNCLOSED", 1)]
    assert found["badyaml"] == [("FRONTMATTER_INVALID", 3)]
    assert found["nofront"] == [("FRONTMATTER_MISSING", 1)]
    assert found["empty"] == [("FRONTMATTER_MISSING", 1)]
    assert found["binary"] == [("FILE_UNREADABLE", 3)]
    assert found["latin1"] == [("FILE_UNREADABLE", 3)]
    assert found["crlf"] == []
    assert found["huge"] == [("FILE_UNREADABLE", None)]
    assert found["bomb"] == [("FRONTMATTER_INVALID", 2)]
    assert found["csv-profiler"] == []


def test_unreadable_skill_has_no_score_and_says_why(make_skill: SkillFactory, tmp_path: Path) -> None:
    make_skill("binary", raw=b"\x00\x01")
    [skill] = evaluate([tmp_path], Config()).skills
    assert skill.composite.score is None and skill.composite.reason
    assert all(not d.measured for d in skill.dimensions.values())
    assert not skill.passed


def test_symlinks_out_of_the_tree_are_never_followed(make_skill: SkillFactory, tmp_path: Path) -> None:
    outside = tmp_path / "outside"
    secret_skill = outside / "secret"
    secret_skill.mkdir(parents=True)
    (secret_skill / "SKILL.md").write_text("---\nname: secret\ndescription: outside\n---\n")
    tree = tmp_path / "tree"
    (tree / ".git").mkdir(parents=True)
    make_skill("real", parent=tree)
    os.symlink(secret_skill, tree / "linked-skill")
    os.symlink(outside / "secret" / "SKILL.md", tree / "real" / "references.md")
    report = evaluate([tree], Config())
    assert [Path(s.folder).name for s in report.skills] == ["real"]
    assert [f.rule for f in report.findings] == ["PATH_OUTSIDE_TREE"]
    [real] = report.skills
    assert "SYMLINK_OUTSIDE_TREE" in {f.rule for f in real.findings}


def test_a_pipe_inside_a_skill_folder_does_not_hang_the_run(good_skill: Path) -> None:
    os.mkfifo(good_skill / "references" / "pipe")
    started = time.perf_counter()
    [result] = [s for s in evaluate([good_skill], Config()).skills]
    assert time.perf_counter() - started < 5
    assert result.composite.score is not None
