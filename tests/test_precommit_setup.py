"""``skillgrade setup`` and real pre-commit: the hook it adds to a team's existing configuration (with
comments and another hook) installs and runs, selects a skill from its evals, and scores every skill
when the config changes. Uses the hook repository snapshot of test_precommit_hook."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from test_precommit_hook import _commit_all, _git, _pre_commit, hook_env, hook_repo, workspace

__all__ = ["hook_env", "hook_repo", "workspace"]  # fixtures used here by name

TEAM_CONFIG = """\
# Team hooks: keep this comment
repos:
  # our own checks first
  - repo: local
    hooks:
      - id: no-todo   # a local hook
        name: no TODO
        entry: "true"
        language: system
# end of file comment
"""


@pytest.mark.slow
def test_the_hook_setup_adds_runs_under_real_pre_commit(
    workspace: Path, hook_repo: Path, hook_env: dict[str, str]
) -> None:
    (workspace / ".pre-commit-config.yaml").write_text(TEAM_CONFIG, encoding="utf-8")
    _commit_all(workspace, "Team hooks")
    rev = _git(hook_repo, "rev-parse", "HEAD").strip()
    skillgrade = Path(sys.executable).parent / "skillgrade"
    done = subprocess.run(
        [str(skillgrade), "setup", "--no-workflow", "--hook-repo", str(hook_repo), "--hook-rev", rev],
        cwd=workspace,
        env=hook_env,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert "added the skillgrade hook to .pre-commit-config.yaml" in done.stdout
    written = (workspace / ".pre-commit-config.yaml").read_text(encoding="utf-8")
    assert written.startswith(TEAM_CONFIG.removesuffix("# end of file comment\n"))
    assert written.endswith("        args: [.]\n# end of file comment\n")
    _git(workspace, "add", "--all")

    first = _pre_commit(workspace, hook_env, "run", "--all-files")
    output = first.stdout + first.stderr
    assert first.returncode == 0, output
    assert re.search(r"^no TODO\.+Passed$", output, re.MULTILINE), output
    assert re.search(r"^skillgrade\.+Passed$", output, re.MULTILINE), output
    assert re.search(r"^skillgrade \(config changed\)\.+\(no files to check\)Skipped$", output, re.MULTILINE)

    evals = workspace / "skills/csv-to-table/evals/evals.json"
    evals.parent.mkdir()
    evals.write_text('{"skill_name": "csv-to-table", "evals": []}\n', encoding="utf-8")
    _git(workspace, "add", "--all")
    only_evals = _pre_commit(workspace, hook_env, "run", "--verbose", "--files", "skills/csv-to-table/evals/evals.json")
    output = only_evals.stdout + only_evals.stderr
    assert only_evals.returncode == 0, output
    assert "PASSED  1 skill(s), 1 passed, 0 failed" in output  # the evals file selected its skill

    (workspace / ".skillgrade.yaml").write_text("threshold: 99\n", encoding="utf-8")
    _git(workspace, "add", "--all")
    config_changed = _pre_commit(workspace, hook_env, "run", "--files", ".skillgrade.yaml")
    output = config_changed.stdout + config_changed.stderr
    assert config_changed.returncode == 1, output
    assert re.search(r"^skillgrade \(config changed\)\.+Failed$", output, re.MULTILINE), output
    assert re.search(r"skills/csv-to-table: score \d+\.\d is below the threshold 99", output), output
