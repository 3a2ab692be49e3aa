"""Fixtures for the action: a loopback GitHub, and a real git repository with a pull request."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
import yaml

from ci.fake_github import FakeGitHub

REPO = Path(__file__).resolve().parents[2]

TOKEN = "ghs_fakeTokenForTests0123456789abcdef"
API_KEY = "sk-test-apikey-0123456789abcdef"


@pytest.fixture
def github() -> Iterator[FakeGitHub]:
    fake = FakeGitHub().start()
    yield fake
    fake.stop()


def git(repo: Path, *args: str) -> str:
    env = {
        **os.environ,
        "GIT_AUTHOR_NAME": "Test",
        "GIT_AUTHOR_EMAIL": "test@example.com",
        "GIT_COMMITTER_NAME": "Test",
        "GIT_COMMITTER_EMAIL": "test@example.com",
        "GIT_CONFIG_NOSYSTEM": "1",
    }
    done = subprocess.run(["git", "-C", str(repo), *args], capture_output=True, text=True, env=env, check=True)
    return done.stdout.strip()


def write(root: Path, files: dict[str, str | None]) -> None:
    for rel, text in files.items():
        path = root / rel
        if text is None:
            path.unlink()
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")


@dataclass
class PullRequestRepo:
    root: Path
    base: str
    head: str

    def commit(self, files: dict[str, str | None], message: str = "change") -> str:
        write(self.root, files)
        git(self.root, "add", "-A")
        git(self.root, "commit", "-q", "-m", message)
        self.head = git(self.root, "rev-parse", "HEAD")
        return self.head


@pytest.fixture
def make_pr(tmp_path: Path) -> Callable[[dict[str, str], dict[str, str | None]], PullRequestRepo]:
    """A real repository: a base commit with ``base`` files, a head commit that applies ``changes``."""

    def factory(base: dict[str, str], changes: dict[str, str | None]) -> PullRequestRepo:
        root = tmp_path / "repo"
        root.mkdir()
        git(root, "init", "-q", "-b", "main")
        write(root, base)
        git(root, "add", "-A")
        git(root, "commit", "-q", "-m", "base")
        base_sha = git(root, "rev-parse", "HEAD")
        git(root, "checkout", "-q", "-b", "feature")
        repo = PullRequestRepo(root, base_sha, base_sha)
        if changes:
            repo.commit(changes, "head")
        return repo

    return factory


def pull_request_event(repo: PullRequestRepo, fork: bool = False, number: int = 7) -> dict[str, object]:
    """A ``pull_request`` payload with the fields GitHub sends that the action reads (and a few more)."""
    head_repo = "someone/skills" if fork else "acme/skills"
    return {
        "action": "synchronize",
        "number": number,
        "pull_request": {
            "number": number,
            "html_url": f"https://github.com/acme/skills/pull/{number}",
            "state": "open",
            "title": "Improve skills",
            "base": {"ref": "main", "sha": repo.base, "repo": {"full_name": "acme/skills", "fork": False}},
            "head": {"ref": "feature", "sha": repo.head, "repo": {"full_name": head_repo, "fork": fork}},
        },
        "repository": {"full_name": "acme/skills"},
        "sender": {"login": "octocat"},
    }


@dataclass
class ActionRun:
    code: int
    stdout: str
    stderr: str
    outputs: dict[str, str]
    summary: str


@pytest.fixture
def run_action(tmp_path: Path, github: FakeGitHub) -> Callable[..., ActionRun]:
    """Run ``skillgrade action`` as the container would: a process, INPUT_* and GITHUB_* set."""
    counter = iter(range(1000))

    def run(
        repo: PullRequestRepo,
        inputs: dict[str, str] | None = None,
        *,
        fork: bool = False,
        payload: dict[str, object] | None = None,
        args: tuple[str, ...] = (),
        plain: bool = False,
        **extra: str,
    ) -> ActionRun:
        """``plain``: a ``run:`` step rather than the action: no ``INPUT_*`` at all, only ``extra``."""
        n = next(counter)
        github.state.pulls.setdefault(7, repo)  # the fake's review endpoints diff this repository
        event = tmp_path / f"event-{n}.json"
        event.write_text(json.dumps(payload or pull_request_event(repo, fork=fork)), encoding="utf-8")
        output, summary = tmp_path / f"output-{n}", tmp_path / f"summary-{n}.md"
        runner_temp = tmp_path / "runner-temp"
        runner_temp.mkdir(exist_ok=True)
        env = {k: v for k, v in os.environ.items() if not k.startswith(("INPUT_", "GITHUB_", "RUNNER_"))}
        env.update(
            {
                "GITHUB_ACTIONS": "true",
                "GITHUB_EVENT_NAME": "pull_request",
                "GITHUB_EVENT_PATH": str(event),
                "GITHUB_REPOSITORY": "acme/skills",
                "GITHUB_API_URL": github.api_url,
                "GITHUB_SERVER_URL": "https://github.com",
                "GITHUB_RUN_ID": "4242",
                "GITHUB_WORKSPACE": str(repo.root),
                "GITHUB_OUTPUT": str(output),
                "GITHUB_STEP_SUMMARY": str(summary),
                "RUNNER_TEMP": str(runner_temp),
                "GIT_CONFIG_COUNT": "1",
                "GIT_CONFIG_KEY_0": "safe.directory",
                "GIT_CONFIG_VALUE_0": str(repo.root),
                "SKILLGRADE_CACHE_DIR": str(tmp_path / "cache"),
                **({} if plain else action_defaults()),
                **({} if plain else {"INPUT_GITHUB-TOKEN": TOKEN}),
                **{f"INPUT_{k.upper()}": v for k, v in (inputs or {}).items()},
                **extra,
            }
        )
        skillgrade = Path(sys.executable).parent / "skillgrade"
        done = subprocess.run(
            [str(skillgrade), "action", *args], cwd=repo.root, env=env, capture_output=True, text=True, timeout=120
        )
        return ActionRun(
            done.returncode,
            done.stdout,
            done.stderr,
            parse_outputs(output.read_text(encoding="utf-8") if output.exists() else ""),
            summary.read_text(encoding="utf-8") if summary.exists() else "",
        )

    return run


def action_defaults() -> dict[str, str]:
    """``INPUT_*`` as the runner sets them from ``action.yml``: every input, with its default."""
    declared = yaml.safe_load((REPO / "action.yml").read_text(encoding="utf-8"))["inputs"]
    return {f"INPUT_{name.upper()}": str(spec.get("default", "")) for name, spec in declared.items()}


def parse_outputs(text: str) -> dict[str, str]:
    values: dict[str, str] = {}
    lines = iter(text.splitlines())
    for line in lines:
        if "<<" in line and "=" not in line.split("<<", 1)[0]:
            name, delimiter = line.split("<<", 1)
            collected = []
            for inner in lines:
                if inner == delimiter:
                    break
                collected.append(inner)
            values[name] = "\n".join(collected)
        elif "=" in line:
            name, value = line.split("=", 1)
            values[name] = value
    return values
