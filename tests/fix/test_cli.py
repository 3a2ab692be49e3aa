"""``skillgrade fix`` in a real git repository: the diff ``git apply`` takes, the write, the re-score,
idempotence, exit codes, and the files it must not touch."""

from __future__ import annotations

import os
import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest

from conftest import CliResult
from samples import GOOD_BODY, GOOD_DESCRIPTION

Cli = Callable[..., CliResult]

BROKEN = (
    "---\r\n"
    "name: Csv_Profiler\r\n"
    "description: Profiles CSV files. Use when: the user shares a CSV file, asks what is in it, or imports one.\r\n"
    "allowed-tools: Read, Grep  # read-only on purpose\r\n"
    "metadata:\r\n"
    "  version: 1.10\r\n"
    "---\r\n"
    "\r\n"
)


def _git(repo: Path, *args: str) -> str:
    env = {**os.environ, "GIT_CONFIG_NOSYSTEM": "1", "GIT_AUTHOR_NAME": "T", "GIT_AUTHOR_EMAIL": "t@example.com"}
    env |= {"GIT_COMMITTER_NAME": "T", "GIT_COMMITTER_EMAIL": "t@example.com"}
    return subprocess.run(["git", "-C", str(repo), *args], capture_output=True, text=True, env=env, check=True).stdout


@pytest.fixture
def repo(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    root = tmp_path / "skills-repo"
    skill = root / "skills" / "csv-profiler"
    skill.mkdir(parents=True)
    (skill / "SKILL.md").write_bytes((BROKEN + GOOD_BODY.replace("\n", "\r\n")).encode())
    clean = root / "skills" / "clean-one"
    clean.mkdir()
    (clean / "SKILL.md").write_text(f"---\nname: clean-one\ndescription: {GOOD_DESCRIPTION}\n---\n\n{GOOD_BODY}")
    _git(root, "init", "-q", "-b", "main")
    _git(root, "add", "-A")
    _git(root, "commit", "-q", "-m", "skills")
    monkeypatch.chdir(root)
    return root


def test_diff_writes_nothing_and_applies_with_git(cli: Cli, repo: Path, tmp_path: Path) -> None:
    shown = cli("fix", "--diff", "skills")
    assert shown.code == 1, shown.err  # there are fixes to apply
    assert _git(repo, "status", "--porcelain") == ""
    assert "would fix" in shown.err and "nothing written" in shown.err
    patch = tmp_path / "fix.patch"
    patch.write_text(shown.out, encoding="utf-8")
    _git(repo, "apply", str(patch))
    via_patch = (repo / "skills/csv-profiler/SKILL.md").read_bytes()
    _git(repo, "checkout", "-q", ".")

    written = cli("fix", "skills")
    assert written.code == 0, written.out + written.err
    assert (repo / "skills/csv-profiler/SKILL.md").read_bytes() == via_patch
    assert _git(repo, "status", "--porcelain").split() == ["M", "skills/csv-profiler/SKILL.md"]  # clean-one untouched


def test_fix_rescores_and_a_second_run_changes_nothing(cli: Cli, repo: Path) -> None:
    result = cli("fix", "skills")
    assert result.code == 0
    header = next(line for line in result.out.splitlines() if line.startswith("skills/csv-profiler/SKILL.md"))
    before, after = (float(x) for x in header.split()[1::2])
    assert after > before
    text = (repo / "skills/csv-profiler/SKILL.md").read_text(encoding="utf-8")
    assert text.startswith(
        "---\nname: csv-profiler\n"
        'description: "Profiles CSV files. Use when: the user shares a CSV file, asks what is in it, or imports one."\n'
        "allowed-tools: Read Grep  # read-only on purpose\n"
        'metadata:\n  version: "1.10"\n---\n'
    )
    assert "\r" not in text
    fixed = " ".join(line for line in result.out.splitlines() if line.startswith("  fixed  "))
    for rule in ("LINE_ENDINGS", "FRONTMATTER_INVALID", "NAME_INVALID", "NAME_FOLDER_MISMATCH", "FIELD_TYPE"):
        assert rule in fixed
    assert "fixed 6 findings in 1 of 2 skills" in result.out
    _git(repo, "commit", "-qam", "fixed")

    again = cli("fix", "skills")
    assert again.code == 0 and "fixed 0 findings" in again.out
    assert _git(repo, "status", "--porcelain") == ""
    assert cli("fix", "--diff", "skills").code == 0


def test_exit_1_when_what_is_left_fails_the_gate(cli: Cli, repo: Path) -> None:
    (repo / "skills/no-front").mkdir()
    (repo / "skills/no-front/SKILL.md").write_text("# No frontmatter\n\nJust text.\n")
    result = cli("fix", "skills")
    assert result.code == 1
    assert "skills/no-front/SKILL.md:1: error FRONTMATTER_MISSING" in result.out
    assert "FAILED" in result.out.splitlines()[-1]
    assert (repo / "skills/csv-profiler/SKILL.md").read_bytes().startswith(b"---\nname: csv-profiler\n")


def test_left_findings_say_why(cli: Cli, repo: Path) -> None:
    (repo / "skills/Bad_Folder").mkdir()
    (repo / "skills/Bad_Folder/SKILL.md").write_text(
        f"---\nname: Bad_Folder\ndescription: {GOOD_DESCRIPTION}\n---\n\n{GOOD_BODY}"
    )
    result = cli("fix", "skills/Bad_Folder")
    assert "NAME_INVALID: the folder name" in result.out and "not a valid skill name either" in result.out


def test_usage_errors(cli: Cli, repo: Path) -> None:
    assert cli("fix", "missing-dir").code == 2
    (repo / "empty").mkdir()
    assert cli("fix", "empty").code == 2


def test_symlinks_out_of_the_tree_are_not_followed(cli: Cli, repo: Path, tmp_path: Path) -> None:
    outside = tmp_path / "outside" / "elsewhere"
    outside.mkdir(parents=True)
    (outside / "SKILL.md").write_bytes(BROKEN.encode() + GOOD_BODY.encode())
    os.symlink(outside, repo / "skills" / "elsewhere")
    os.symlink(outside / "SKILL.md", repo / "skills" / "SKILL.md")
    cli("fix", "skills")
    assert (outside / "SKILL.md").read_bytes() == BROKEN.encode() + GOOD_BODY.encode()


def test_a_skill_md_symlinked_inside_the_tree_is_refused(cli: Cli, repo: Path) -> None:
    (repo / "skills/linked").mkdir()
    os.symlink(repo / "skills/csv-profiler/SKILL.md", repo / "skills/linked/SKILL.md")
    result = cli("fix", "skills/linked")
    assert result.code == 2
    assert "not written: skills/linked/SKILL.md is a symlink" in result.out
    assert (repo / "skills/csv-profiler/SKILL.md").read_bytes().startswith(b"---\r\nname: Csv_Profiler")


def test_a_broken_manifest_is_named_among_what_is_left(cli: Cli, repo: Path) -> None:
    (repo / ".claude-plugin").mkdir()
    (repo / ".claude-plugin/plugin.json").write_text("{not json", encoding="utf-8")
    result = cli("fix", ".")
    assert result.code == 1
    assert ".claude-plugin/plugin.json" in result.out and "PLUGIN_JSON_INVALID" in result.out
