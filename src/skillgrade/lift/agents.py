"""Agent runs for lift: one case, one arm, one repeat, in a fresh temporary workspace.

Three arms:

* ``with``: the skill is installed and the agent decides whether to load it (the ``llm`` backend
  lists it behind a Skill tool, the ``command`` backend copies it under ``skills_dir``);
* ``without``: no skill;
* ``forced``: the skill's body is given outright, ahead of the request (and, for the ``command``
  backend, the folder is installed too so its scripts exist). Forced vs without is what the body is
  worth; with vs forced is what is lost when the description does not route the agent to it.

The workspace holds the case's files. The case's environment is added to the command's
environment, and ``timeout_sec`` is enforced. Every run keeps its trajectory: the events, in
order, as JSON-safe dicts.
"""

from __future__ import annotations

import asyncio
import json
import re
import shutil
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal, Protocol

from skillgrade.agents.base import SkillInfo
from skillgrade.agents.llm import SCHEMA
from skillgrade.lift.formats import EvalCase
from skillgrade.llm.types import ChatClient, ChatRequest, Message, Usage

if TYPE_CHECKING:
    from skillgrade.agents.container import ContainerSpec

Arm = Literal["with", "without", "forced"]
ARMS: tuple[Arm, ...] = ("with", "without")
"""The arms run unless asked otherwise (the Action's lift)."""
ALL_ARMS: tuple[Arm, ...] = ("with", "without", "forced")
AGENT_VERSION = "lift-llm-agent-1"


@dataclass(frozen=True, slots=True)
class LiftTask:
    case: EvalCase
    arm: Arm
    repeat: int
    skill: SkillInfo
    timeout: float
    skill_root: Path | None = None
    """Where the case's ``files`` are read from."""


@dataclass(slots=True)
class LiftRun:
    trajectory: list[dict[str, Any]] = field(default_factory=list)
    answer: str | None = None
    invoked: list[str] = field(default_factory=list)
    """Skills the agent loaded."""
    commands: list[str] = field(default_factory=list)
    """Shell commands the agent ran (for ``expected_script``)."""
    usage: Usage = field(default_factory=Usage)
    duration_s: float = 0.0
    error: str | None = None
    """Set when the run failed (a timeout, a crash, no answer): the run is errored, not scored."""


class LiftAgent(Protocol):
    label: str

    async def run(self, task: LiftTask) -> LiftRun: ...


def make_workspace(root: Path, task: LiftTask) -> None:
    if task.skill_root is None:
        return
    for name in task.case.files:
        target = root / name
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(task.skill_root / name, target)


# --- the llm backend -------------------------------------------------------------------------

SYSTEM = """\
You are a coding agent helping a user in their project. {skills}

Every turn, reply with one JSON object and nothing else:
{actions}
{{"action": "answer", "answer": "<your complete answer to the user>"}} to finish."""

WITH_SKILLS = """You have one tool, Skill, which loads a skill: a folder of instructions for a kind of \
task. Load a skill when the user's request matches what its description says it is for.

<available_skills>
<skill>
<name>{name}</name>
<description>{description}</description>
</skill>
</available_skills>"""

WITHOUT_SKILLS = "You have no tools. <available_skills>\n</available_skills>"

FORCED_SKILL = """You have no tools. <available_skills>
</available_skills>
Follow this skill, which applies to the user's request:

<skill name="{name}">
{body}
</skill>"""


def forced_prompt(skill: SkillInfo, prompt: str) -> str:
    """The request of a ``forced`` run for an agent CLI: the skill's body first, then the request."""
    return f'Follow this skill ("{skill.name}") to answer the request below.\n\n{skill.body}\n\n---\n\n{prompt}'


Client = ChatClient


class LLMLiftAgent:
    """A small agent loop over a model: in the ``with`` arm it can load the skill with a Skill tool."""

    def __init__(self, client: Client, *, max_turns: int = 4, max_tokens: int = 2048, label: str | None = None):
        self.client = client
        self.max_turns = max_turns
        self.max_tokens = max_tokens
        self.label = label or f"llm:{client.model}"

    def system(self, task: LiftTask) -> str:
        if task.arm == "with":
            description = " ".join(task.skill.description.split())
            skills = WITH_SKILLS.format(name=task.skill.name, description=description)
            actions = '{"action": "skill", "skill": "<name>"} to call the Skill tool, or'
        elif task.arm == "forced":
            skills, actions = FORCED_SKILL.format(name=task.skill.name, body=task.skill.body.strip()), ""
        else:
            skills, actions = WITHOUT_SKILLS, ""
        return SYSTEM.format(skills=skills, actions=actions).replace("\n\n\n", "\n\n")

    async def run(self, task: LiftTask) -> LiftRun:
        started = time.perf_counter()
        run = LiftRun()
        try:
            await asyncio.wait_for(self._loop(task, run), task.timeout)
        except asyncio.TimeoutError:
            run.error = f"the agent timed out after {task.timeout:g} s"
        run.duration_s = time.perf_counter() - started
        return run

    async def _loop(self, task: LiftTask, run: LiftRun) -> None:
        from skillgrade.errors import ModelCallError, ModelSetupError
        from skillgrade.layers.judge.run import decode

        prompt = task.case.prompt
        if task.case.files:
            prompt += "\n\nFiles in the workspace: " + ", ".join(task.case.files)
        messages = [Message(role="system", content=self.system(task)), Message(role="user", content=prompt)]
        run.trajectory.append({"type": "user", "content": prompt})
        for turn in range(self.max_turns):
            request = ChatRequest(
                model=self.client.model,
                messages=tuple(messages),
                max_tokens=self.max_tokens,
                response_schema=SCHEMA,
                schema_name="agent_turn",
            )
            try:
                response = await self.client.complete(
                    request, sample_index=task.repeat, cache_extra={"agent": AGENT_VERSION, "turn": turn}
                )
            except (ModelCallError, ModelSetupError) as exc:
                run.error = f"model call failed: {exc}"
                return
            run.usage = run.usage + response.usage
            data, problem = decode(response)
            if data is None or data.get("action") not in ("skill", "answer"):
                run.error = problem or "the agent's turn has no valid action"
                run.trajectory.append({"type": "assistant", "content": response.text})
                return
            if data["action"] == "answer":
                run.answer = str(data.get("answer") or "")
                run.trajectory.append({"type": "answer", "content": run.answer})
                return
            wanted = str(data.get("skill") or "").strip()
            run.trajectory.append({"type": "tool_call", "tool": "Skill", "input": {"skill": wanted}})
            if task.arm == "with" and wanted == task.skill.name:
                run.invoked.append(wanted)
                result = f'<tool_result tool="Skill" skill="{wanted}">\n{task.skill.body}\n</tool_result>'
            else:
                result = f'<tool_result tool="Skill">Error: no skill named "{wanted}".</tool_result>'
            run.trajectory.append({"type": "tool_result", "tool": "Skill", "content": result})
            result += "\nContinue with the user's request."
            messages += [Message(role="assistant", content=response.text), Message(role="user", content=result)]
        run.error = f"no answer within {self.max_turns} turns"


# --- the command backend ---------------------------------------------------------------------


class CommandLiftAgent:
    """A real agent CLI: ``argv`` with a ``{prompt}`` item, run in the workspace; JSON lines on stdout.

    Reads Claude Code ``stream-json`` and Codex ``exec --json`` events (see
    :mod:`skillgrade.agents.command`); ``Bash`` tool calls and ``command_execution`` items are the
    commands it ran.
    """

    def __init__(
        self,
        argv: Sequence[str],
        *,
        skills_dir: str = ".claude/skills",
        label: str | None = None,
        container: ContainerSpec | None = None,
    ):
        if not any("{prompt}" in part for part in argv):
            raise ValueError("the agent command needs a {prompt} placeholder")
        self.argv = tuple(argv)
        self.skills_dir = skills_dir
        self.label = label or " ".join(argv)
        self.container = container

    @classmethod
    def preset(cls, name: str, *, container: ContainerSpec | None = None) -> CommandLiftAgent:
        from skillgrade.agents.command import PRESETS

        argv, skills_dir = PRESETS[name]
        return cls(argv, skills_dir=skills_dir, label=name, container=container)

    async def run(self, task: LiftTask) -> LiftRun:
        from skillgrade.agents.base import AgentTask
        from skillgrade.agents.command import install
        from skillgrade.agents.container import run_in_container
        from skillgrade.agents.process import agent_env, run_process

        started = time.perf_counter()
        run = LiftRun()
        with tempfile.TemporaryDirectory(prefix="skillgrade-lift-") as temp:
            workspace = Path(temp, "workspace")
            workspace.mkdir()
            make_workspace(workspace, task)
            prompt = forced_prompt(task.skill, task.case.prompt) if task.arm == "forced" else task.case.prompt
            argv = [part.replace("{prompt}", prompt) for part in self.argv]
            installed = task.arm in ("with", "forced")
            if self.container is None:
                if installed:
                    install(workspace / self.skills_dir, AgentTask(task.case.prompt, task.skill))
                done = await run_process(argv, workspace, agent_env(task.case.environment), task.timeout)
            else:
                mounted = None
                if installed:
                    mounted = _mount_skill(Path(temp, "skills"), workspace / self.skills_dir, task, self.container)
                done = await run_in_container(
                    self.container, argv, workspace, task.case.environment, task.timeout, mounted
                )
        if done.problem is not None:
            run.error = done.problem
            run.duration_s = time.perf_counter() - started
            return run
        out, err = done.out, done.err
        run.duration_s = time.perf_counter() - started
        parse_output(out.decode("utf-8", "replace"), task.skill.name, run)
        if err.strip():
            run.trajectory.append({"type": "stderr", "text": err.decode("utf-8", "replace")[-4000:]})
        if run.error is None and run.answer is None:
            code = done.returncode
            run.error = f"the agent exited with {code} and no answer" if code else "the agent's output holds no answer"
        return run


def _mount_skill(copies: Path, discovery: Path, task: LiftTask, container: ContainerSpec) -> tuple[str, Path]:
    """A copy of the skill (without ``evals/``) to mount at ``<mount_dir>/<name>``, and a link to that
    path from the agent's discovery folder in the workspace, as BenchFlow links its neutral path."""
    from skillgrade.agents.base import AgentTask
    from skillgrade.agents.command import install, safe_name

    install(copies, AgentTask(task.case.prompt, task.skill))
    name = safe_name(task.skill.name)
    discovery.mkdir(parents=True, exist_ok=True)
    (discovery / name).symlink_to(f"{container.mount_dir.rstrip('/')}/{name}")
    return name, copies / name


def parse_output(text: str, skill_name: str, run: LiftRun) -> None:
    from skillgrade.agents.command import parse_trajectory

    events: list[dict[str, Any]] = []
    for line in text.splitlines():
        if not line.strip():
            continue
        try:
            event = json.loads(line)
        except ValueError:
            event = None
        events.append(event if isinstance(event, dict) else {"type": "text", "text": line})
    parsed = parse_trajectory((json.dumps(e) for e in events), skill_name)
    run.trajectory += events
    run.answer, run.invoked, run.usage = parsed.answer, parsed.invoked, parsed.usage
    if parsed.failed:
        run.error = parsed.error
    for event in events:
        run.commands += _commands(event)


def _commands(event: dict[str, Any]) -> list[str]:
    found = []
    if event.get("type") == "assistant":
        for block in (event.get("message") or {}).get("content") or []:
            if isinstance(block, dict) and block.get("type") == "tool_use" and block.get("name") == "Bash":
                found.append(str((block.get("input") or {}).get("command") or ""))
    elif event.get("type") == "item.completed":
        item = event.get("item") or {}
        if item.get("type") == "command_execution":
            found.append(str(item.get("command") or ""))
    return [c for c in found if c]


def ran_script(commands: Sequence[str], script: str) -> bool:
    """A command mentions the script as a path component (``scripts/x.py`` matches ``x.py``)."""
    pattern = re.compile(r"(?:^|[\s/'\"=])" + re.escape(script.lstrip("./")) + r"(?:$|[\s'\";|&)])")
    return any(pattern.search(command) for command in commands)
