"""A skill's content hash: SHA-256 over its files' names and bytes, whichever implementation computes it."""

from __future__ import annotations

import hashlib
from pathlib import Path

from conftest import SkillFactory
from skillgrade.skill.loader import load_skill


def test_the_content_hash_is_sha256_of_names_and_bytes(make_skill: SkillFactory, tmp_path: Path) -> None:
    folder = make_skill("csv-profiler", files={"scripts/run.sh": "echo ok\n", "references/notes.md": "# Notes\n"})
    skill = load_skill(folder / "SKILL.md", tmp_path, str(tmp_path))
    expected = hashlib.sha256()
    for rel in sorted(["SKILL.md", "scripts/run.sh", "references/notes.md"]):
        expected.update(rel.encode() + b"\0" + (folder / rel).read_bytes() + b"\0")
    assert skill.files == sorted(["SKILL.md", "scripts/run.sh", "references/notes.md"])
    assert skill.content_hash == "sha256:" + expected.hexdigest()


def test_a_changed_byte_changes_the_hash(make_skill: SkillFactory, tmp_path: Path) -> None:
    folder = make_skill("csv-profiler", files={"scripts/run.sh": "echo ok\n"})
    before = load_skill(folder / "SKILL.md", tmp_path, str(tmp_path)).content_hash
    (folder / "scripts" / "run.sh").write_text("echo OK\n", encoding="utf-8")
    assert load_skill(folder / "SKILL.md", tmp_path, str(tmp_path)).content_hash != before
