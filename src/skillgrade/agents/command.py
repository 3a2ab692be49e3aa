"""A real agent CLI as the backend: one subprocess per run, the skill installed in a temporary project.

The command is an argv template whose ``{prompt}`` item is replaced by the user's request, e.g.
``claude -p {prompt} --output-format stream-json --verbose`` or ``codex exec --json {prompt}``.
The skill under test is copied into ``<project>/<skills_dir>/<name>/`` (without ``evals/``) and
every distractor gets a SKILL.md beside it. Standard output is read as JSON lines:

* Claude Code ``stream-json``: ``assistant`` messages whose ``tool_use`` blocks call ``Skill``
  (input ``skill``/``command``/``name``) or ``Read`` a ``…/<name>/SKILL.md``; the ``result`` line
  gives the answer, ``is_error`` and the usage.
* Codex ``exec --json``: ``item.completed`` items (``agent_message`` text is the answer; a
  ``command_execution`` or ``file_read`` touching ``…/<name>/SKILL.md`` loads that skill) and
  ``turn.completed`` usage; ``turn.failed`` and ``error`` events fail the run.

A timeout kills the process's whole group (an agent CLI starts tools of its own) and fails the run;
so does a non-zero exit without an answer.
"""

from __future__ import annotations

import json
import re
import shutil
import tempfile
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

from skillgrade.agents.base import AgentRun, AgentTask, SkillInfo
from skillgrade.agents.container import ContainerSpec, run_in_container
from skillgrade.agents.process import agent_env, run_process
from skillgrade.llm.types import Usage

PRESETS: dict[str, tuple[tuple[str, ...], str]] = {
    "claude": (("claude", "-p", "{prompt}", "--output-format", "stream-json", "--verbose"), ".claude/skills"),
    "codex": (("codex", "exec", "--json", "--skip-git-repo-check", "{prompt}"), ".agents/skills"),
}
_SKILL_FILE = re.compile(r"([A-Za-z0-9_.:-]+)/SKILL\.md")
_IGNORED = shutil.ignore_patterns("evals", ".git", "__pycache__")


class CommandAgent:
    name = "command"

    def __init__(
        self,
        argv: Sequence[str],
        *,
        skills_dir: str = ".claude/skills",
        timeout: float = 300.0,
        containers: Mapping[Path, ContainerSpec] | None = None,
    ) -> None:
        if not any("{prompt}" in part for part in argv):
            raise ValueError("the agent command needs a {prompt} placeholder")
        self.argv = tuple(argv)
        self.skills_dir = skills_dir
        self.timeout = timeout
        self.containers = containers
        """Per skill folder (resolved), the container its runs happen in; None runs on the host."""

    @classmethod
    def preset(
        cls, name: str, *, timeout: float = 300.0, containers: Mapping[Path, ContainerSpec] | None = None
    ) -> CommandAgent:
        argv, skills_dir = PRESETS[name]
        return cls(argv, skills_dir=skills_dir, timeout=timeout, containers=containers)

    async def run(self, task: AgentTask) -> AgentRun:
        argv = [part.replace("{prompt}", task.prompt) for part in self.argv]
        with tempfile.TemporaryDirectory(prefix="skillgrade-agent-") as temp:
            project = Path(temp, "project")
            project.mkdir()
            spec = None
            if self.containers is not None and task.skill.root is not None:
                spec = self.containers.get(task.skill.root.resolve())
            if spec is None:
                install(project / self.skills_dir, task)
                done = await run_process(argv, project, agent_env(), self.timeout)
            else:
                copies = Path(temp, "skills")
                install(copies, task)
                name = _safe(task.skill.name)
                discovery = project / self.skills_dir
                discovery.mkdir(parents=True)
                (discovery / name).symlink_to(f"{spec.mount_dir.rstrip('/')}/{name}")
                for other in copies.iterdir():
                    if other.name != name:  # distractor stubs stay in the workspace
                        shutil.copytree(other, discovery / other.name)
                done = await run_in_container(spec, argv, project, {}, self.timeout, (name, copies / name))
        if done.problem is not None:
            return AgentRun(calls=int(done.started), failed=True, error=done.problem)
        out, err = done.out, done.err
        run = parse_trajectory(out.decode("utf-8", "replace").splitlines(), task.skill.name)
        run.calls = 1
        if done.returncode != 0 and not run.failed:
            if run.answer is None:
                tail = " ".join(err.decode("utf-8", "replace").split())[-200:]
                run.failed, run.error = True, f"the agent exited with {done.returncode}: {tail}".rstrip(": ")
        elif run.answer is None and not run.failed:
            run.failed, run.error = True, "the agent's output holds no answer"
        return run


def install(skills_root: Path, task: AgentTask) -> None:
    """The skill under test (its real folder when known) and a SKILL.md for every distractor."""
    skills_root.mkdir(parents=True, exist_ok=True)
    for skill in (task.skill, *task.distractors):
        folder = skills_root / _safe(skill.name)
        if folder.exists():
            continue
        if skill is task.skill and skill.root is not None and skill.root.is_dir():
            shutil.copytree(skill.root, folder, ignore=_IGNORED, symlinks=False, ignore_dangling_symlinks=True)
        else:
            _write_stub(folder, skill)


def _write_stub(folder: Path, skill: SkillInfo) -> None:
    folder.mkdir(parents=True)
    description = json.dumps(" ".join(skill.description.split()))
    text = f"---\nname: {skill.name}\ndescription: {description}\n---\n\n{skill.body}"
    (folder / "SKILL.md").write_text(text, encoding="utf-8")


def safe_name(name: str) -> str:
    """The folder name a skill is installed under."""
    return _safe(name)


def _safe(name: str) -> str:
    return re.sub(r"[^A-Za-z0-9_.-]", "-", name).strip(".") or "skill"


def parse_trajectory(lines: Iterable[str], target: str) -> AgentRun:
    run = AgentRun()
    for line in lines:
        try:
            event = json.loads(line)
        except ValueError:
            continue
        if isinstance(event, dict):
            _claude_event(event, run)
            _codex_event(event, run)
    run.activated = any(_matches(name, target) for name in run.invoked)
    return run


def _matches(invoked: str, target: str) -> bool:
    return invoked == target or invoked.rsplit(":", 1)[-1] == target or _safe(target) == invoked


def _claude_event(event: dict[str, Any], run: AgentRun) -> None:
    kind = event.get("type")
    if kind == "assistant":
        message = event.get("message") or {}
        for block in message.get("content") or []:
            if isinstance(block, dict) and block.get("type") == "tool_use":
                name = _tool_skill(str(block.get("name")), block.get("input") or {})
                if name:
                    run.invoked.append(name)
    elif kind == "result":
        if isinstance(event.get("result"), str):
            run.answer = event["result"]
        if event.get("is_error") or str(event.get("subtype", "success")) != "success":
            run.failed, run.error = True, f"the agent reported an error ({event.get('subtype', 'error')})"
        usage = event.get("usage") or {}
        run.usage = Usage(
            input_uncached=int(usage.get("input_tokens") or 0),
            cache_read=int(usage.get("cache_read_input_tokens") or 0),
            cache_write=int(usage.get("cache_creation_input_tokens") or 0),
            output=int(usage.get("output_tokens") or 0),
        )


def _tool_skill(tool: str, arguments: dict[str, Any]) -> str | None:
    if tool == "Skill":
        value = arguments.get("skill") or arguments.get("command") or arguments.get("name")
        return str(value).strip().lstrip("/") if value else None
    if tool == "Read":
        found = _SKILL_FILE.search(str(arguments.get("file_path") or ""))
        return found.group(1) if found else None
    return None


def _codex_event(event: dict[str, Any], run: AgentRun) -> None:
    kind = event.get("type")
    if kind == "item.completed":
        item = event.get("item") or {}
        if item.get("type") == "agent_message" and isinstance(item.get("text"), str):
            run.answer = item["text"]
        elif item.get("type") in ("command_execution", "file_read"):
            found = _SKILL_FILE.search(str(item.get("command") or item.get("path") or ""))
            if found:
                run.invoked.append(found.group(1))
    elif kind == "turn.completed":
        usage = event.get("usage") or {}
        cached = int(usage.get("cached_input_tokens") or 0)
        run.usage = run.usage + Usage(
            input_uncached=max(0, int(usage.get("input_tokens") or 0) - cached),
            cache_read=cached,
            output=int(usage.get("output_tokens") or 0),
        )
    elif kind in ("turn.failed", "error"):
        error = event.get("error") or event.get("message") or "error"
        message = error.get("message") if isinstance(error, dict) else error
        run.failed, run.error = True, f"the agent reported an error: {message}"
