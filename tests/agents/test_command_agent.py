"""The ``command`` agent backend: a fake agent CLI (a small Python script the test writes)."""

from __future__ import annotations

import asyncio
import sys
import textwrap
from pathlib import Path

from skillgrade.agents.base import AgentRun, AgentTask, SkillInfo
from skillgrade.agents.command import CommandAgent, parse_trajectory

FAKE_CLAUDE = textwrap.dedent(
    """
    import json, os, subprocess, sys, time
    prompt = sys.argv[1]
    skills = sorted(os.listdir(".claude/skills"))
    def say(event):
        print(json.dumps(event), flush=True)
    say({"type": "system", "subtype": "init", "skills": skills})
    if prompt.startswith("spawn "):  # a tool of the agent's own, still running when the agent times out
        child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(30)"])
        with open(prompt.split(" ", 1)[1], "w") as handle:
            handle.write(str(child.pid))
    if "sleep" in prompt or prompt.startswith("spawn "):
        time.sleep(30)
    if "crash" in prompt:
        print("boom", file=sys.stderr)
        sys.exit(3)
    if "csv" in prompt and os.path.exists(".claude/skills/csv-profiler/scripts/profile.py"):
        say({"type": "assistant", "message": {"content": [
            {"type": "tool_use", "id": "t1", "name": "Skill", "input": {"skill": "csv-profiler"}}]}})
    elif "sql" in prompt:
        say({"type": "assistant", "message": {"content": [
            {"type": "tool_use", "id": "t1", "name": "Read",
             "input": {"file_path": ".claude/skills/sql-loader/SKILL.md"}}]}})
    say({"type": "result", "subtype": "success", "is_error": False, "result": "done: " + ",".join(skills),
         "usage": {"input_tokens": 100, "cache_read_input_tokens": 900, "output_tokens": 40}})
    """
)


def agent(tmp_path: Path, timeout: float = 10.0) -> CommandAgent:
    script = tmp_path / "fake_claude.py"
    script.write_text(FAKE_CLAUDE, encoding="utf-8")
    return CommandAgent([sys.executable, str(script), "{prompt}"], timeout=timeout)


def run(tmp_path: Path, prompt: str, timeout: float = 10.0) -> AgentRun:
    root = tmp_path / "csv-profiler"
    (root / "scripts").mkdir(parents=True, exist_ok=True)
    (root / "evals").mkdir(exist_ok=True)
    (root / "SKILL.md").write_text("---\nname: csv-profiler\ndescription: d\n---\nbody\n", encoding="utf-8")
    (root / "scripts/profile.py").write_text("print(1)\n", encoding="utf-8")
    (root / "evals/evals.json").write_text("{}", encoding="utf-8")
    task = AgentTask(prompt, SkillInfo("csv-profiler", "d", root=root), (SkillInfo("sql-loader", "Loads SQL."),))
    return asyncio.run(agent(tmp_path, timeout).run(task))


def test_skill_tool_call_is_activation_and_usage_is_parsed(tmp_path: Path) -> None:
    result = run(tmp_path, "profile my csv")
    assert result.activated and result.invoked == ["csv-profiler"] and not result.failed
    assert result.answer == "done: csv-profiler,sql-loader"
    assert result.tokens == 1040 and result.usage.cache_read == 900


def test_reading_another_skill_is_not_activation(tmp_path: Path) -> None:
    result = run(tmp_path, "load into sql")
    assert not result.activated and result.invoked == ["sql-loader"] and not result.failed
    plain = run(tmp_path, "say hi")
    assert not plain.activated and plain.invoked == [] and plain.answer


def test_crash_and_timeout_fail_the_run(tmp_path: Path) -> None:
    crashed = run(tmp_path, "crash now")
    assert crashed.failed and "exited with 3" in (crashed.error or "") and "boom" in (crashed.error or "")
    slow = run(tmp_path, "sleep", timeout=0.5)
    assert slow.failed and "timed out" in (slow.error or "")


def test_missing_binary_fails_the_run(tmp_path: Path) -> None:
    task = AgentTask("p", SkillInfo("x", "d"))
    result = asyncio.run(CommandAgent(["/nonexistent/agent-cli", "{prompt}"]).run(task))
    assert result.failed and "cannot start" in (result.error or "")


def test_codex_json_events() -> None:
    lines = [
        '{"type": "thread.started", "thread_id": "t"}',
        '{"type": "item.completed", "item": {"type": "command_execution",'
        ' "command": "cat .agents/skills/csv-profiler/SKILL.md"}}',
        '{"type": "item.completed", "item": {"type": "agent_message", "text": "the answer"}}',
        '{"type": "turn.completed", "usage": {"input_tokens": 500, "cached_input_tokens": 200, "output_tokens": 30}}',
        "not json",
    ]
    result = parse_trajectory(lines, "csv-profiler")
    assert result.activated and result.answer == "the answer"
    assert (result.usage.input_uncached, result.usage.cache_read, result.usage.output) == (300, 200, 30)
    failed = parse_trajectory(['{"type": "turn.failed", "error": {"message": "quota"}}'], "csv-profiler")
    assert failed.failed and "quota" in (failed.error or "")


def test_a_timeout_kills_what_the_agent_started_too(tmp_path: Path) -> None:
    """A surviving child would also hold the output pipe open and stall the run for its 30 s."""
    import time

    pid_file = tmp_path / "child.pid"
    started = time.monotonic()
    slow = run(tmp_path, f"spawn {pid_file}", timeout=1.0)
    assert slow.failed and "timed out" in (slow.error or "") and time.monotonic() - started < 15
    child = int(pid_file.read_text())
    assert _gone_or_zombie(child)


def _gone_or_zombie(pid: int, wait: float = 3.0) -> bool:
    import time

    deadline = time.monotonic() + wait
    while time.monotonic() < deadline:
        try:
            state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
        except FileNotFoundError:
            return True
        if state == "Z":  # killed; its new parent has not reaped it yet
            return True
        time.sleep(0.05)
    return False
