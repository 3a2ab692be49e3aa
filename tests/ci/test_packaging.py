"""The action's metadata, its image and the Docker hook, checked without a Docker engine."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import yaml

from ci.conftest import REPO
from skillgrade.ci.inputs import INPUT_NAMES, ActionInputs

ACTION = yaml.safe_load((REPO / "action.yml").read_text(encoding="utf-8"))
BIN = Path(sys.executable).parent


def test_action_yml_validates_against_the_github_action_schema():
    done = subprocess.run(
        [str(BIN / "check-jsonschema"), "--builtin-schema", "vendor.github-actions", str(REPO / "action.yml")],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stdout + done.stderr


def test_action_inputs_are_exactly_what_the_entrypoint_reads():
    assert sorted(ACTION["inputs"]) == sorted(INPUT_NAMES)
    assert ACTION["inputs"]["github-token"]["default"] == "${{ github.token }}"


def test_input_defaults_in_action_yml_match_a_run_without_inputs():
    environ = {f"INPUT_{name.upper()}": str(spec.get("default", "")) for name, spec in ACTION["inputs"].items()}
    environ["INPUT_GITHUB-TOKEN"] = ""
    assert ActionInputs.from_env(environ) == ActionInputs.from_env({})


def test_the_action_runs_the_image_entrypoint_with_the_action_command():
    assert ACTION["runs"] == {"using": "docker", "image": "Dockerfile", "args": ["action"]}
    assert set(ACTION["outputs"]) == {"score", "badge", "passed", "report", "changed-skills", "shard-result"}


def test_dockerfile_passes_hadolint():
    hadolint = shutil.which("hadolint", path=str(BIN)) or "hadolint"
    done = subprocess.run([hadolint, "--format", "json", str(REPO / "Dockerfile")], capture_output=True, text=True)
    assert done.returncode == 0 and json.loads(done.stdout or "[]") == [], done.stdout + done.stderr


def test_dockerfile_follows_githubs_rules_for_docker_actions():
    text = (REPO / "Dockerfile").read_text(encoding="utf-8")
    instructions = [line.split(None, 1) for line in _logical_lines(text)]
    names = [name.upper() for name, *_ in instructions]
    assert "USER" not in names and "WORKDIR" not in names
    # The base is a build argument whose default is the official slim image, pinned by digest.
    [base] = [rest for name, rest in instructions if name.upper() == "FROM"]
    assert base.strip() == "${BASE}"
    [arg] = [rest for name, rest in instructions if name.upper() == "ARG"]
    assert re.fullmatch(r"BASE=python:3\.\d+-slim-\w+@sha256:[0-9a-f]{64}", arg.strip())
    [entrypoint] = [rest for name, rest in instructions if name.upper() == "ENTRYPOINT"]
    assert json.loads(entrypoint) == ["skillgrade"]
    pyproject = (REPO / "pyproject.toml").read_text(encoding="utf-8")
    assert 'skillgrade = "skillgrade.cli:run"' in pyproject
    assert "GIT_CONFIG_KEY_0=safe.directory" in text and "GIT_CONFIG_VALUE_0=/github/workspace" in text
    assert "apt-get install -y --no-install-recommends git" in text
    # Dependencies are a layer of their own, built from pyproject.toml before the sources arrive.
    copies = [rest.split() for name, rest in instructions if name.upper() == "COPY"]
    assert copies == [
        ["pyproject.toml", "README.md", "/opt/skillgrade-src/"],
        ["build-backend", "/opt/skillgrade-src/build-backend"],
        ["src", "/opt/skillgrade-src/src"],
    ]
    assert '--editable "/opt/skillgrade-src[all]"' in text


def _logical_lines(text: str) -> list[str]:
    joined = re.sub(r"\\\n\s*", " ", text)
    return [line.strip() for line in joined.splitlines() if line.strip() and not line.lstrip().startswith("#")]


def test_dockerignore_keeps_the_build_context_to_the_package():
    """What its comment says: the context is pyproject.toml, README.md, the build backend and src/, nothing else."""
    lines = [line for line in (REPO / ".dockerignore").read_text(encoding="utf-8").splitlines() if line.strip()]
    rules = [line for line in lines if not line.startswith("#")]
    assert rules[0] == "*"
    assert {line[1:] for line in rules if line.startswith("!")} == {
        "pyproject.toml",
        "README.md",
        "build-backend/",
        "src/",
    }


def test_the_hook_manifest_validates_and_offers_the_docker_hook():
    done = subprocess.run(
        [sys.executable, "-m", "pre_commit", "validate-manifest", str(REPO / ".pre-commit-hooks.yaml")],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    hooks = {hook["id"]: hook for hook in yaml.safe_load((REPO / ".pre-commit-hooks.yaml").read_text())}
    python, docker = hooks["skillgrade"], hooks["skillgrade-docker"]
    assert python["language"] == "python" and docker["language"] == "docker"
    # pre-commit runs the entry's first word as the container's --entrypoint: the image's own.
    assert docker["entry"].split()[0] == "skillgrade" and docker["entry"] == python["entry"]
    assert docker["files"] == python["files"]
