"""``skillgrade setup`` writes workflows that run: each is written into a real repository, validated
against GitHub's workflow schema, and its steps are run as written against the loopback GitHub
(the way tests/ci/test_docs_workflows.py runs the documented ones)."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml

from ci.conftest import REPO, git
from ci.skills import base_tree, weaken_a_improve_b
from ci.test_docs_workflows import BLOCKS, USES, run_sharded_workflow

SKILLGRADE = Path(sys.executable).parent / "skillgrade"
WORKFLOW = ".github/workflows/skillgrade.yml"
JUDGE = {"provider", "model", "api-key"}


def _setup(root: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(SKILLGRADE), "setup", *args], cwd=root, capture_output=True, text=True, check=False)


def _workflow(root: Path) -> dict[str, Any]:
    loaded: dict[str, Any] = yaml.safe_load((root / WORKFLOW).read_text(encoding="utf-8"))
    return loaded


def _validate(path: Path) -> None:
    checker = Path(sys.executable).parent / "check-jsonschema"
    done = subprocess.run(
        [str(checker), "--builtin-schema", "vendor.github-workflows", str(path)], capture_output=True, text=True
    )
    assert done.returncode == 0, done.stdout + done.stderr


def _github_glob(pattern: str) -> re.Pattern[str]:
    """GitHub's filter pattern: ``*`` stays within a folder, ``**`` crosses folders, ``**/`` may be empty."""
    regex = ""
    for token in re.split(r"(\*\*/|\*\*|\*)", pattern):
        regex += {"**/": "(?:.*/)?", "**": ".*", "*": "[^/]*"}.get(token, re.escape(token))
    return re.compile(regex + r"\Z")


def _triggers(workflow: dict[str, Any], changed: list[str]) -> bool:
    patterns = [_github_glob(p) for p in workflow[True]["pull_request"]["paths"]]  # YAML 1.1 reads `on` as True
    return any(p.match(path) for p in patterns for path in changed)


def test_the_single_job_workflow_runs_as_written(make_pr, run_action, github) -> None:
    repo = make_pr(base_tree(), weaken_a_improve_b())
    done = _setup(repo.root, "--no-hook")
    assert done.returncode == 0, done.stderr
    assert f"wrote the workflow (single job): {WORKFLOW}" in done.stdout
    _validate(repo.root / WORKFLOW)
    workflow = _workflow(repo.root)
    changed = git(repo.root, "diff", "--name-only", f"{repo.base}...{repo.head}").split()
    assert _triggers(workflow, changed)

    [step] = [s for job in workflow["jobs"].values() for s in job["steps"] if s.get("uses") == USES]
    inputs = {k: str(v) for k, v in step["with"].items() if k not in JUDGE}
    run = run_action(repo, inputs, **step["env"])  # the step's own env: the cache inside the workspace

    assert run.code == 1, run.stderr  # csv-a lost far more than max-drop 5 points
    assert len(github.comments()) == 1
    assert (repo.root / ".skillgrade-cache").is_dir()
    assert run.outputs["passed"] == "false"


@pytest.mark.parametrize(
    ("changed", "runs"),
    [
        (["skills/csv-a/evals/evals.json"], True),
        (["skills/csv-a/agents/openai.yaml"], True),
        ([".skillgrade.yaml"], True),
        (["config/.skillgrade.yaml"], True),
        (["pyproject.toml"], True),
        (["skills/csv-a/references/columns.md"], True),
        (["README.md", "src/app.py"], False),
    ],
)
def test_the_paths_filter_covers_evals_agents_and_the_config(tmp_path: Path, changed: list[str], runs: bool) -> None:
    git(tmp_path, "init", "-q")
    assert _setup(tmp_path, "--no-hook").returncode == 0
    assert _triggers(_workflow(tmp_path), changed) is runs
    assert _setup(tmp_path, "--no-hook", "--force", "--shard", "3").returncode == 0
    assert _triggers(_workflow(tmp_path), changed) is runs


def test_the_matrix_workflow_runs_as_written(make_pr, run_action, github) -> None:
    repo = make_pr(base_tree(), weaken_a_improve_b())
    done = _setup(repo.root, "--no-hook", "--shard", "3")
    assert done.returncode == 0, done.stderr
    assert f"wrote the workflow (matrix of 3 shards): {WORKFLOW}" in done.stdout
    _validate(repo.root / WORKFLOW)
    git(repo.root, "add", "-A")
    repo.commit({}, "set up skillgrade")  # the workflow is part of the pull request, as it would be
    workflow = _workflow(repo.root)
    assert workflow["jobs"]["shard"]["strategy"]["matrix"]["shard"] == [1, 2, 3]
    run_sharded_workflow(workflow, lambda *_: repo, run_action, github)


def test_an_existing_workflow_is_kept_unless_forced(tmp_path: Path) -> None:
    git(tmp_path, "init", "-q")
    (tmp_path / ".github/workflows").mkdir(parents=True)
    (tmp_path / WORKFLOW).write_text("name: mine\n", encoding="utf-8")
    refused = _setup(tmp_path)
    assert refused.returncode == 2
    assert f"{WORKFLOW} exists; pass --force to overwrite it" in refused.stderr
    assert (tmp_path / WORKFLOW).read_text(encoding="utf-8") == "name: mine\n"
    assert not (tmp_path / ".pre-commit-config.yaml").exists()  # a refusal writes nothing at all
    forced = _setup(tmp_path, "--force")
    assert forced.returncode == 0 and "overwrote the workflow" in forced.stdout
    assert _workflow(tmp_path)["name"] == "skillgrade"


def test_the_documented_workflows_are_what_setup_writes() -> None:
    from skillgrade.scaffold.workflows import matrix_workflow, single_job_workflow

    documented = [block.split("\n", 1)[1] for block in BLOCKS if block.startswith(f"# {WORKFLOW}\n")]
    assert single_job_workflow() in documented
    assert matrix_workflow(4) in documented
    assert (REPO / "docs/action.md").read_text(encoding="utf-8").count("skillgrade setup") >= 2


def test_files_go_to_the_repository_root_from_a_subfolder(tmp_path: Path) -> None:
    git(tmp_path, "init", "-q")
    (tmp_path / "skills/one").mkdir(parents=True)
    done = _setup(tmp_path / "skills/one")
    assert done.returncode == 0, done.stderr
    assert (tmp_path / WORKFLOW).is_file() and (tmp_path / ".pre-commit-config.yaml").is_file()
    assert "created, with the skillgrade hook: .pre-commit-config.yaml" in done.stdout
    again = _setup(tmp_path, "--no-workflow")
    assert again.returncode == 0 and "already runs the skillgrade hook; left as it was" in again.stdout
