"""The action's image, built from the Dockerfile and run the way GitHub's runner runs it.

The image is built on the local Debian base (``docker_base_image``: python3 3.11, venv, git), so
the same Dockerfile is proven on a distribution Python as well as on the official slim image. The
run mirrors the runner's ``docker run``: the checkout (owned by another user, as the runner's uid
1001 owns it) mounted at /github/workspace and made the working directory, root as the user,
GITHUB_* and INPUT_* in the environment, the event file under /github/workflow, the output and
summary files under /github/file_commands. ``--network=host`` lets 127.0.0.1 inside reach the
loopback GitHub this test starts.
"""

from __future__ import annotations

import json
import os
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from ci.conftest import REPO, TOKEN, action_defaults, parse_outputs, pull_request_event
from ci.skills import base_tree, weaken_a_improve_b

IMAGE = "skillgrade-action-test:ci"
RUNNER_UID = 1001


@pytest.fixture(scope="session")
def action_image(docker_base_image: str) -> Iterator[str]:
    before = _image_id(IMAGE)
    done = subprocess.run(
        ["docker", "build", "--network=host", "--build-arg", f"BASE={docker_base_image}", "-t", IMAGE, str(REPO)],
        capture_output=True,
        text=True,
        timeout=1500,
        check=False,
    )
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-4000:]
    if before and before != _image_id(IMAGE):
        # the image the tag named before is left untagged: half a gigabyte a run with the vfs driver
        subprocess.run(["docker", "image", "rm", before], capture_output=True, timeout=120, check=False)
    yield IMAGE


def _image_id(tag: str) -> str:
    found = subprocess.run(
        ["docker", "image", "inspect", "--format", "{{.Id}}", tag],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    return found.stdout.strip() if found.returncode == 0 else ""


def _docker_run(
    image: str, env: dict[str, str], mounts: dict[Path, str], *args: str
) -> subprocess.CompletedProcess[str]:
    command = ["docker", "run", "--rm", "--network=host", "--workdir", "/github/workspace"]
    for host, inside in mounts.items():
        command += ["-v", f"{host}:{inside}"]
    for name, value in env.items():
        command += ["-e", f"{name}={value}"]
    return subprocess.run([*command, image, *args], capture_output=True, text=True, timeout=300, check=False)


def _chown_tree(root: Path, uid: int) -> None:
    for dirpath, dirnames, filenames in os.walk(root):
        for name in [*dirnames, *filenames]:
            os.lchown(os.path.join(dirpath, name), uid, uid)
    os.lchown(root, uid, uid)


def test_the_image_runs_the_action_as_github_does(action_image, make_pr, github, tmp_path):
    repo = make_pr(base_tree(), weaken_a_improve_b())
    if os.geteuid() == 0:
        _chown_tree(repo.root, RUNNER_UID)  # as the runner's checkout: git must accept it (safe.directory)
    workflow, commands, home = tmp_path / "workflow", tmp_path / "file_commands", tmp_path / "home"
    for folder in (workflow, commands, home):
        folder.mkdir()
    (workflow / "event.json").write_text(json.dumps(pull_request_event(repo)), encoding="utf-8")
    env = {
        "HOME": "/github/home",
        "CI": "true",
        "GITHUB_ACTIONS": "true",
        "GITHUB_EVENT_NAME": "pull_request",
        "GITHUB_EVENT_PATH": "/github/workflow/event.json",
        "GITHUB_WORKSPACE": "/github/workspace",
        "GITHUB_REPOSITORY": "acme/skills",
        "GITHUB_API_URL": github.api_url,
        "GITHUB_SERVER_URL": "https://github.com",
        "GITHUB_RUN_ID": "4242",
        "GITHUB_OUTPUT": "/github/file_commands/set_output_1",
        "GITHUB_STEP_SUMMARY": "/github/file_commands/step_summary_1",
        "RUNNER_TEMP": "/home/runner/work/_temp",  # a host path, as the runner passes it: not usable inside
        **action_defaults(),
        "INPUT_GITHUB-TOKEN": TOKEN,
        "INPUT_MAX-DROP": "5",
        "INPUT_STATUS": "on",
    }
    mounts = {
        repo.root: "/github/workspace",
        workflow: "/github/workflow",
        commands: "/github/file_commands",
        home: "/github/home",
    }

    done = _docker_run(action_image, env, mounts, "action")

    assert done.returncode == 1, done.stdout + done.stderr  # the gate fails: csv-a lost 28.3 points
    assert "Traceback" not in done.stderr
    [comment] = github.comments()
    assert comment["body"].startswith("<!-- skillgrade:comment -->\n\n## skillgrade: ❌ gate failed for 1 skill")
    [status] = github.state.statuses
    assert (status["context"], status["sha"], status["state"]) == ("skillgrade", repo.head, "failure")
    outputs = parse_outputs((commands / "set_output_1").read_text(encoding="utf-8"))
    assert outputs["passed"] == "false"
    assert json.loads(outputs["changed-skills"]) == ["skills/csv-a", "skills/csv-b"]
    assert "## skillgrade: ❌ gate failed" in (commands / "step_summary_1").read_text(encoding="utf-8")
    assert "::error file=skills/csv-a/SKILL.md,title=skillgrade gate::" in done.stdout
    assert "base scores: 2 evaluated on the base" in done.stdout  # git worked inside: a base worktree


def test_the_image_has_every_extra_and_the_hook_entrypoint(action_image, tmp_path):
    (tmp_path / "s").mkdir()
    (tmp_path / "s" / "SKILL.md").write_text("---\nname: s\n---\n", encoding="utf-8")

    hook = _docker_run(action_image, {}, {tmp_path: "/src"}, "score", "--depth", "quick", "/src/s/SKILL.md")
    imports = _docker_run(
        action_image,
        {},
        {},
        "--version",
    )
    python = subprocess.run(
        [
            "docker",
            "run",
            "--rm",
            "--entrypoint",
            "python3",
            action_image,
            "-c",
            "import httpx, numpy, scipy, rich, github",
        ],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )

    assert hook.returncode == 1 and "description" in hook.stdout  # a skill without a description fails
    assert imports.returncode == 0 and "skillgrade, version" in imports.stdout
    assert python.returncode == 0, python.stderr
