"""The ``command`` backend: a fake agent script, run as a real subprocess in a fresh workspace."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from lift.conftest import LiftModel, make_skill
from llm.fake_server import FakeServer
from skillgrade.cli.main import main

FAKE_AGENT = r"""
import json, os, sys, time
prompt = sys.argv[1]
skill = os.path.isfile(".claude/skills/calc/SKILL.md")
def emit(event): print(json.dumps(event), flush=True)
if "slow" in prompt and skill:
    time.sleep(30)
if skill:
    emit({"type": "assistant", "message": {"content": [{"type": "tool_use", "name": "Skill",
          "input": {"skill": "calc"}}]}})
    emit({"type": "assistant", "message": {"content": [{"type": "tool_use", "name": "Bash",
          "input": {"command": "python .claude/skills/calc/scripts/add.py 2 2"}}]}})
answer = {"add": "4" if skill else "5", "env": os.environ.get("CASE_MODE", "unset"),
          "file": open("evals/input.txt").read().strip() if os.path.exists("evals/input.txt") else "none"}
key = prompt.splitlines()[-1].split(":")[0]
emit({"type": "result", "subtype": "success", "is_error": False, "result": f"The result is {answer.get(key, '4')}",
      "usage": {"input_tokens": 10, "output_tokens": 5}})
"""
EVALS = {
    "skill_name": "calc",
    "defaults": {"timeout_sec": 5},
    "cases": [
        {
            "id": "add",
            "question": "add: 2+2",
            "ground_truth": "4",
            "expected_skill": "calc",
            "expected_script": "add.py",
        },
        {"id": "env", "question": "env: mode", "ground_truth": "turbo", "environment": {"CASE_MODE": "turbo"}},
        {"id": "slow", "question": "slow: wait", "ground_truth": "4"},
    ],
}


@pytest.fixture
def agent(tmp_path: Path) -> str:
    script = tmp_path / "fake_agent.py"
    script.write_text(FAKE_AGENT, encoding="utf-8")
    return f"{sys.executable} {script} {{prompt}}"


def test_command_agent_both_arms(tmp_path: Path, agent: str, capsys: pytest.CaptureFixture[str]) -> None:
    folder = make_skill(tmp_path, EVALS)
    (folder / "scripts").mkdir()
    (folder / "scripts" / "add.py").write_text("print(4)\n")
    out = tmp_path / "out"
    args = ["lift", str(folder), "--agent", agent, "--out", str(out), "--format", "json", "--timeout", "2"]
    code = main([*args, "--repeats", "1"])
    summary = json.loads(capsys.readouterr().out)
    assert code == 0
    (result,) = summary["agents"]
    cases = {c["id"]: c for c in result["cases"]}
    assert cases["add"]["with_scores"] == [1.0] and cases["add"]["without_scores"] == [0.0]
    assert cases["add"]["forced_scores"] == [1.0]  # the forced arm has the skill folder too
    assert cases["env"]["lift"] == 0.0 and cases["env"]["with_mean"] == 1.0  # the environment reached the agent
    assert cases["slow"]["status"] == "errored" and "timed out after 2 s" in cases["slow"]["errors"][0]
    assert result["errored_runs"] == 2 and result["overall"]["n_cases"] == 2  # slow: with and forced
    forced = json.loads(next((out / "runs").glob("*/add/forced-0.json")).read_text())
    assert forced["trajectory"][-1]["type"] == "result"
    assert result["overall"]["test"] == "McNemar exact" and result["overall"]["p_value"] == 1.0
    run = json.loads(next((out / "runs").glob("*/add/with-0.json")).read_text())
    assert run["commands"] == ["python .claude/skills/calc/scripts/add.py 2 2"] and run["invoked_skills"] == ["calc"]
    assert {c["kind"]: c["passed"] for c in run["grade"]["checks"]} == {
        "ground_truth": True, "expected_skill": True, "expected_script": True,
    }  # fmt: skip


def test_case_files_are_copied_and_two_agents_share_one_table(
    tmp_path: Path, agent: str, capsys: pytest.CaptureFixture[str], lift_model: tuple[FakeServer, LiftModel]
) -> None:
    server, _ = lift_model
    evals = {"skill_name": "calc", "evals": [
        {"id": "f", "prompt": "file: read", "files": ["evals/input.txt"], "expectations": ["mentions hello"]},
        {"id": "nothing", "prompt": "file: again"},
    ]}  # fmt: skip
    folder = make_skill(tmp_path, evals)
    (folder / "evals" / "input.txt").write_text("hello\n")
    code = main([
        "lift", str(folder), "--agent", agent, "--agent", agent + " extra", "--out", str(tmp_path / "o"),
        "--repeats", "1", "--provider", "openai-compatible", "--model", "judge", "--base-url", server.url,
        "--no-cache", "--format", "markdown",
    ])  # fmt: skip
    text = capsys.readouterr().out
    assert code == 0
    rows = [line for line in text.splitlines() if line.startswith("| ") and "fake_agent.py" in line]
    assert len(rows) == 2 and all("| 2 | 0.500 | 0.500 | 0.000 |" in row for row in rows)  # "nothing" is 0.0 in both
    assert text.count("| nothing | no_grader |") == 2


def test_rubric_without_a_judge_is_a_usage_error(
    tmp_path: Path, agent: str, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = make_skill(tmp_path, {"evals": [{"id": 1, "prompt": "p", "expectations": ["e"]}]})
    assert main(["lift", str(folder), "--agent", agent, "--out", str(tmp_path / "o")]) == 2
    assert "rubric items need a judge model" in capsys.readouterr().err


def test_bad_evals_file_exits_2(tmp_path: Path, agent: str, capsys: pytest.CaptureFixture[str]) -> None:
    folder = make_skill(tmp_path, {"cases": [{"id": "x", "question": "q", "expected_behavior": "be nice"}]})
    assert main(["lift", str(folder), "--agent", agent]) == 2
    err = capsys.readouterr().err
    assert "case 'x', field 'expected_behavior'" in err
