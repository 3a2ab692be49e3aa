"""The workflows in docs/action.md are valid GitHub workflows, use only inputs and outputs the
action declares, and the sharded one works as written: its steps' ``with:`` blocks are run in
order against a real repository and the loopback GitHub (at quick depth: no model here)."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml

from ci.conftest import REPO
from ci.skills import base_tree, weaken_a_improve_b

ACTION = yaml.safe_load((REPO / "action.yml").read_text(encoding="utf-8"))
USES = "skillgrade/skillgrade@v1"
BLOCKS = re.findall(r"```yaml\n(.*?)```", (REPO / "docs" / "action.md").read_text(encoding="utf-8"), re.S)
WORKFLOWS = [yaml.safe_load(block) for block in BLOCKS if "\njobs:" in "\n" + block]


def _steps(workflow: dict[str, Any]) -> list[dict[str, Any]]:
    return [step for job in workflow["jobs"].values() for step in job.get("steps", [])]


def _sharded() -> dict[str, Any]:
    [workflow] = [w for w in WORKFLOWS if any("merge" in s.get("with", {}) for s in _steps(w) if s.get("uses") == USES)]
    return workflow


def test_the_docs_show_the_single_job_and_the_sharded_workflow():
    names = [w.get("name") for w in WORKFLOWS]
    assert names.count("skillgrade") == 2  # the single job (first) and the matrix
    assert len(WORKFLOWS) >= 4


@pytest.mark.parametrize("index", range(len(WORKFLOWS)))
def test_every_documented_workflow_validates(index, tmp_path):
    path = tmp_path / "workflow.yml"
    path.write_text(BLOCKS[[i for i, b in enumerate(BLOCKS) if "\njobs:" in "\n" + b][index]], encoding="utf-8")
    checker = Path(sys.executable).parent / "check-jsonschema"
    done = subprocess.run(
        [str(checker), "--builtin-schema", "vendor.github-workflows", str(path)], capture_output=True, text=True
    )
    assert done.returncode == 0, done.stdout + done.stderr
    for step in _steps(WORKFLOWS[index]):
        if step.get("uses") == USES:
            assert set(step.get("with", {})) <= set(ACTION["inputs"]), step["with"]
        for value in step.get("with", {}).values():
            for output in re.findall(r"steps\.skillgrade\.outputs\.([\w-]+)", str(value)):
                assert output in ACTION["outputs"]


def _expand(value: object, shard: int | None = None) -> str:
    text = str(value)
    if shard is not None:
        text = text.replace("${{ matrix.shard }}", str(shard))
    assert "${{" not in text or "secrets." in text, text
    return text


def test_the_documented_sharded_workflow_runs_as_written(make_pr, run_action, github):
    run_sharded_workflow(_sharded(), make_pr, run_action, github)


def run_sharded_workflow(workflow, make_pr, run_action, github):
    """Run a sharded workflow's shard steps, its artifact hand-over and its merge step, as written."""
    shard_job, merge_job = workflow["jobs"]["shard"], workflow["jobs"]["skillgrade"]
    assert merge_job["needs"] == "shard"
    [shard_step] = [s for s in shard_job["steps"] if s.get("uses") == USES]
    [upload] = [s for s in shard_job["steps"] if str(s.get("uses", "")).startswith("actions/upload-artifact")]
    [download] = [s for s in merge_job["steps"] if str(s.get("uses", "")).startswith("actions/download-artifact")]
    [merge_step] = [s for s in merge_job["steps"] if s.get("uses") == USES]
    repo = make_pr(base_tree(), weaken_a_improve_b())
    judge = {"depth", "provider", "model", "api-key"}  # no model in this test: quick depth

    artifacts: dict[str, Path] = {}
    for shard in shard_job["strategy"]["matrix"]["shard"]:
        inputs = {k: _expand(v, shard) for k, v in shard_step["with"].items() if k not in judge}
        run = run_action(repo, inputs)
        assert run.code == 0, run.stderr
        assert upload["with"]["path"] == "${{ steps.skillgrade.outputs.shard-result }}"
        artifacts[_expand(upload["with"]["name"], shard)] = repo.root / run.outputs["shard-result"]
    assert github.writes() == []
    # download-artifact with a pattern and no merge-multiple: one subfolder per artifact under path.
    target = repo.root / download["with"]["path"]
    for name, file in artifacts.items():
        assert re.fullmatch(download["with"]["pattern"].replace("*", ".*"), name)
        (target / name).mkdir(parents=True)
        shutil.move(str(file), target / name / file.name)

    merged = run_action(repo, {k: _expand(v) for k, v in merge_step["with"].items()})

    assert merged.code == 1, merged.stderr  # csv-a dropped 28.3 points, more than max-drop 5
    assert len(github.comments()) == 1
    assert [s["context"] for s in github.state.statuses] == ["skillgrade"]
    assert set(merge_job["permissions"]) >= {"pull-requests", "statuses"}
