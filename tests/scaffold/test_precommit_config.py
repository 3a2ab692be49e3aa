"""Adding the hook to ``.pre-commit-config.yaml``: what was there stays, byte for byte, and the result
is a configuration real pre-commit accepts."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from skillgrade.errors import UsageError
from skillgrade.scaffold.precommit import HOOK_REPO, add_hook, has_skillgrade, new_config

EXISTING = """\
# Team hooks: keep this comment
default_stages: [pre-commit]
repos:
  # formatting first
  - repo: local
    hooks:
      - id: no-todo   # a local hook
        name: no TODO
        entry: "true"
        language: system

  - repo: https://github.com/pre-commit/pre-commit-hooks
    rev: v4.6.0
    hooks:
    - id: trailing-whitespace
  # trailing comment about the list

# end of file comment
"""


def _validate(tmp_path: Path, text: str) -> None:
    config = tmp_path / ".pre-commit-config.yaml"
    config.write_text(text, encoding="utf-8")
    env = {**os.environ, "HOME": str(tmp_path), "PRE_COMMIT_HOME": str(tmp_path / "pre-commit")}
    done = subprocess.run(
        [sys.executable, "-m", "pre_commit", "validate-config", str(config)], capture_output=True, text=True, env=env
    )
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_entry_goes_after_the_last_repo_keeping_everything_else(tmp_path: Path) -> None:
    edited = add_hook(EXISTING, HOOK_REPO, "v0.1.0")
    old_lines, new_lines = EXISTING.split("\n"), edited.split("\n")
    inserted = new_lines[15 : len(new_lines) - (len(old_lines) - 15)]
    assert new_lines[:15] == old_lines[:15]  # every line up to the last repo's last line, unchanged
    assert new_lines[15 + len(inserted) :] == old_lines[15:]  # the trailing comments follow the entry
    assert inserted[0] == f"  - repo: {HOOK_REPO}"
    before, after = yaml.safe_load(EXISTING), yaml.safe_load(edited)
    assert after["repos"][:2] == before["repos"] and after["default_stages"] == before["default_stages"]
    assert [h["id"] for h in after["repos"][2]["hooks"]] == ["skillgrade", "skillgrade"]
    assert has_skillgrade(after) and not has_skillgrade(before)
    _validate(tmp_path, edited)


def test_a_new_config_and_one_without_repos(tmp_path: Path) -> None:
    _validate(tmp_path, new_config(HOOK_REPO, "v0.1.0"))
    edited = add_hook("# only settings\nfail_fast: true\n", HOOK_REPO, "v0.1.0")
    assert edited.startswith("# only settings\nfail_fast: true\nrepos:\n  - repo: ")
    _validate(tmp_path, edited)
    empty = add_hook("repos: []  # none yet\n", HOOK_REPO, "v0.1.0")
    assert empty.startswith("repos:  # none yet\n  - repo: ")
    _validate(tmp_path, empty)


def test_crlf_and_an_unindented_list_keep_their_style(tmp_path: Path) -> None:
    text = "repos:\r\n- repo: local\r\n  hooks:\r\n  - {id: x, name: x, entry: 'true', language: system}\r\n"
    edited = add_hook(text, HOOK_REPO, "v1")
    assert edited.startswith(text) and "\r\n- repo: https://github.com/skillgrade/skillgrade\r\n" in edited
    assert "\n" not in edited.replace("\r\n", "")
    _validate(tmp_path, edited)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("repos: [{repo: local, hooks: []}]\n", ".pre-commit-config.yaml:1: 'repos' is a flow list"),
        ("repos:\n  - repo: local\n   hooks: [\n", ".pre-commit-config.yaml:3: not valid YAML"),
        ("- just\n- a list\n", ".pre-commit-config.yaml: not a mapping"),
        ("repos: local\n", ".pre-commit-config.yaml:1: 'repos' must be a list"),
    ],
)
def test_what_cannot_be_edited_safely_is_refused_with_its_line(text: str, message: str) -> None:
    with pytest.raises(UsageError, match=message.replace("[", r"\[")):
        add_hook(text, HOOK_REPO, "v1")
