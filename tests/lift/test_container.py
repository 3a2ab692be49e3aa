"""Container-isolated lift on the real Docker daemon: the skill's Dockerfile built FROM the local base,
the skill mounted at ``defaults.skill_mount_dir`` in the with and forced arms and absent without it.

The command agent is a script the skill's Dockerfile installs in the image: it answers from the
skill's data file when it can read it, so the with arm is right and the without arm is not. It
also reports what it can see of the host (a variable, the network), which must be nothing.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from lift.conftest import make_skill
from skillgrade.cli.main import main

AGENT = r"""#!/usr/bin/env python3
import json, os, socket, sys, time
prompt = sys.argv[1]
if "slow" in prompt:
    time.sleep(120)
fact = ".claude/skills/fact/data/fact.txt"
answer = open(fact).read().strip() if os.path.isfile(fact) else "I do not know"
try:
    socket.create_connection(("192.0.2.1", 80), timeout=2).close()
    network = "up"
except OSError:
    network = "down"
report = {"answer": answer, "network": network, "secret": os.environ.get("SKILLGRADE_HOST_SECRET", "unset"),
          "mode": os.environ.get("CASE_MODE", "unset"), "mounted": os.path.isdir("/opt/skills/fact"),
          "evals_visible": os.path.exists("/opt/skills/fact/evals"), "cwd": os.getcwd()}
print(json.dumps({"type": "result", "subtype": "success", "is_error": False, "result": json.dumps(report)}))
"""
DOCKERFILE = """ARG BASE
FROM ${BASE}
COPY agent.py /usr/local/bin/fact-agent
RUN chmod 755 /usr/local/bin/fact-agent
"""
EVALS = {
    "skill_name": "fact",
    "defaults": {"timeout_sec": 60, "skill_mount_dir": "/opt/skills"},
    "cases": [
        {"id": "fact", "question": "Which taxicab number?", "ground_truth": "1729", "environment": {"CASE_MODE": "x"}},
        {"id": "slow", "question": "slow one", "ground_truth": "1729"},
    ],
}


def _skill(tmp_path: Path) -> Path:
    folder = make_skill(tmp_path, EVALS, name="fact")
    (folder / "data").mkdir()
    (folder / "data" / "fact.txt").write_text("The taxicab number is 1729.\n")
    (folder / "evals" / "Dockerfile").write_text(DOCKERFILE)
    (folder / "evals" / "agent.py").write_text(AGENT)
    return folder


def _docker(*args: str) -> str:
    return subprocess.run(["docker", *args], capture_output=True, text=True, timeout=120, check=True).stdout


def test_a_case_with_and_without_the_skill_in_its_own_image(
    docker_base_image: str, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SKILLGRADE_HOST_SECRET", "do-not-leak")
    folder = _skill(tmp_path)
    out = tmp_path / "out"
    tags = ("image", "ls", "--format", "{{.Repository}}:{{.Tag}}", "skillgrade-lift")
    before = set(_docker(*tags).split())
    code = main([
        "lift", str(folder), "--agent", "fact-agent {prompt}", "--container", "--container-base", docker_base_image,
        "--out", str(out), "--repeats", "1", "--timeout", "45", "--format", "json",
    ])  # fmt: skip
    summary = json.loads(capsys.readouterr().out)
    try:
        assert code == 0
        assert summary["isolation"].startswith("container skillgrade-lift:fact-")
        assert "evals/Dockerfile" in summary["isolation"] and "/opt/skills" in summary["isolation"]
        (agent,) = summary["agents"]
        cases = {c["id"]: c for c in agent["cases"]}
        fact = cases["fact"]
        assert not fact["errors"], fact["errors"]
        assert fact["with_scores"] == [1.0] and fact["forced_scores"] == [1.0] and fact["without_scores"] == [0.0]
        assert fact["lift"] == 1.0
        reports = {}
        for arm in ("with", "without", "forced"):
            run = json.loads(next((out / "runs").glob(f"*/fact/{arm}-0.json")).read_text())
            reports[arm] = json.loads(run["answer"])
        assert reports["with"]["answer"] == "The taxicab number is 1729." and reports["with"]["mounted"]
        assert reports["without"]["answer"] == "I do not know" and not reports["without"]["mounted"]
        for report in reports.values():
            assert report["network"] == "down" and report["secret"] == "unset" and report["mode"] == "x"
            assert report["cwd"] == "/workspace" and not report["evals_visible"]
        slow = cases["slow"]
        assert slow["status"] == "errored" and "timed out after 45 s" in slow["errors"][0]
        leftovers = _docker("ps", "-a", "-q", "--filter", "label=skillgrade.lift=1").split()
        assert leftovers == []  # every container is removed, the timed-out ones too
    finally:
        for image in set(_docker(*tags).split()) - before:
            subprocess.run(["docker", "rmi", "-f", image], capture_output=True, timeout=120, check=False)


def test_without_a_daemon_lift_says_so_and_runs_on_the_host_only_when_allowed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("DOCKER_HOST", f"unix://{tmp_path}/no-daemon.sock")
    folder = _skill(tmp_path)
    agent = f"{sys.executable} {folder / 'evals' / 'agent.py'} {{prompt}}"
    args = ["lift", str(folder), "--agent", agent, "--container", "--out", str(tmp_path / "o"), "--repeats", "1"]
    assert main(args) == 2
    err = capsys.readouterr().err
    assert "--container: no Docker daemon answers" in err and "--allow-host" in err and "Traceback" not in err
    assert main([*args, "--allow-host", "--timeout", "5", "--format", "json"]) == 0
    captured = capsys.readouterr()
    assert "running on this machine, not isolated (--allow-host)" in captured.err
    summary = json.loads(captured.out)
    assert summary["isolation"] == "host"
    assert summary["agents"][0]["cases"][0]["lift"] == 1.0  # on the host the skill is in .claude/skills


def test_the_dockerfile_is_not_built_unless_the_run_asks_for_containers(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("DOCKER_HOST", f"unix://{tmp_path}/no-daemon.sock")  # any docker call would fail
    folder = _skill(tmp_path)
    agent = f"{sys.executable} {folder / 'evals' / 'agent.py'} {{prompt}}"
    args = ["lift", str(folder), "--agent", agent, "--out", str(tmp_path / "o"), "--repeats", "1", "--timeout", "5"]
    code = main(args)
    assert code == 0
    err = capsys.readouterr().err
    assert "evals/Dockerfile is not built: the runs happen on this machine (pass --container" in err


def test_a_benchmark_command_agent_runs_in_the_skills_image(
    docker_base_image: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = _skill(tmp_path)
    bench = {
        "id": "taxicab", "name": "Taxicab", "version": "1.0.0", "domain": "custom", "scoringMethod": "mean",
        "tasks": [{
            "id": "t1", "description": "the skill's fact", "inputData": {"prompt": "Which taxicab number?"},
            "expectedOutput": {"type": "contains", "keywords": ["1729", 'network": "down']},
            "evaluator": {"type": "contains"}, "timeoutMs": 60000,
        }],
    }  # fmt: skip
    path = tmp_path / "bench.json"
    path.write_text(json.dumps(bench))
    tags = ("image", "ls", "--format", "{{.Repository}}:{{.Tag}}", "skillgrade-lift")
    before = set(_docker(*tags).split())
    try:
        code = main([
            "eval", "--skills", str(folder), "--benchmark", str(path), "--agent", "fact-agent {prompt}",
            "--container", "--container-base", docker_base_image, "--format", "json",
        ])  # fmt: skip
        report = json.loads(capsys.readouterr().out)
        assert code == 0
        (skill,) = report["skills"]
        attempt = skill["tasks"][0]["attempts"][0]
        assert attempt["status"] == "passed", attempt
        assert _docker("ps", "-a", "-q", "--filter", "label=skillgrade.lift=1").split() == []
    finally:
        for image in set(_docker(*tags).split()) - before:
            subprocess.run(["docker", "rmi", "-f", image], capture_output=True, timeout=120, check=False)


def test_a_base_image_that_cannot_be_pulled_is_named_with_the_way_out(
    docker_base_image: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # A registry on a closed loopback port: the daemon's pull fails at once, and never leaves the machine.
    base = "127.0.0.1:9/skillgrade-missing-base:none"
    folder = _skill(tmp_path)
    args = ["lift", str(folder), "--agent", "fact-agent {prompt}", "--container", "--container-base", base]
    assert main([*args, "--out", str(tmp_path / "o"), "--repeats", "1"]) == 2
    err = capsys.readouterr().err
    assert f"base image {base} is missing and could not be pulled" in err
    assert "scripts/docker base" in err and "Traceback" not in err


def test_the_default_base_is_the_action_images_pinned_base() -> None:
    from skillgrade.agents.container import DEFAULT_BASE

    dockerfile = (Path(__file__).resolve().parents[2] / "Dockerfile").read_text(encoding="utf-8")
    assert f"ARG BASE={DEFAULT_BASE}\n" in dockerfile
