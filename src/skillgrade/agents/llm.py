"""A minimal agent loop over the model providers, with a Claude-Code-like skill listing.

The model sees a system prompt listing the available skills (the skill under test and its
distractors, in a per-run shuffled order), a ``Skill`` tool to load one, and the user's request.
Each turn it answers with one JSON object: load a skill, or answer. Loading returns the skill's
SKILL.md body as the tool result, and the loop continues. Activation means the model loaded the
skill under test; the tokens are the API usage of every turn of the run.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Any

from skillgrade.agents.base import AgentRun, AgentTask, SkillInfo
from skillgrade.errors import ModelCallError, ModelSetupError
from skillgrade.llm.types import ChatClient, ChatRequest, Message

AGENT_VERSION = "llm-agent-1"
"""Part of every cache key: bump it when the prompts change."""

SYSTEM = """\
You are a coding agent helping a user in their project. You have one tool, Skill, which loads a \
skill: a folder of instructions for a kind of task. Load a skill when the user's request matches \
what its description says it is for, before you answer; do not load one otherwise.

<available_skills>
{listing}
</available_skills>

Every turn, reply with one JSON object and nothing else:
{{"action": "skill", "skill": "<name>"}} to call the Skill tool, or
{{"action": "answer", "answer": "<your complete answer to the user>"}} to finish."""

TOOL_RESULT = """\
<tool_result tool="Skill" skill="{name}">
{body}
</tool_result>
Continue with the user's request."""

SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "action": {"type": "string", "enum": ["skill", "answer"]},
        "skill": {"type": "string"},
        "answer": {"type": "string"},
    },
    "required": ["action"],
}


Client = ChatClient

CUT_NOTE = "\n[… the rest of this skill was cut to fit the model's context window]"
MIN_BODY_CHARS = 200


@dataclass(frozen=True, slots=True)
class ContextFit:
    """The model's context window, when known: each request's ``max_tokens`` and a loaded skill's
    body are fitted to it (the same arithmetic as the judge's, ``layers/judge/fit.py``)."""

    window: int
    chars_per_token: float

    def max_tokens(self, asked: int) -> int:
        from skillgrade.layers.judge.fit import MIN_OUTPUT

        return min(asked, max(MIN_OUTPUT, self.window // 4))

    def room_chars(self, messages: list[Message], max_tokens: int) -> int:
        """Characters still free in the window after ``messages`` and the answer; negative when over."""
        from skillgrade.layers.judge.fit import TEMPLATE_TOKENS

        free = self.window - max_tokens - TEMPLATE_TOKENS - self.window // 20
        return math.floor(free * self.chars_per_token) - sum(len(m.content) for m in messages)


def listing(task: AgentTask) -> list[SkillInfo]:
    """The skills in the order this run shows them: shuffled by prompt and run index, reproducibly."""
    skills = [task.skill, *(d for d in task.distractors if d.name != task.skill.name)]
    random.Random(f"{task.prompt}\0{task.run_index}").shuffle(skills)
    return skills


def system_prompt(skills: list[SkillInfo]) -> str:
    items = "\n".join(
        f"<skill>\n<name>{s.name}</name>\n<description>{' '.join(s.description.split())}</description>\n</skill>"
        for s in skills
    )
    return SYSTEM.format(listing=items)


class LLMAgent:
    name = "llm"

    def __init__(
        self,
        client: Client,
        *,
        max_turns: int = 3,
        max_tokens: int = 2048,
        temperature: float | None = None,
        fit: ContextFit | None = None,
    ) -> None:
        self.client = client
        self.max_turns = max_turns
        self.max_tokens = max_tokens if fit is None else fit.max_tokens(max_tokens)
        self.temperature = temperature
        self.fit = fit

    async def run(self, task: AgentTask) -> AgentRun:
        from skillgrade.layers.judge.run import decode

        skills = listing(task)
        by_name = {s.name: s for s in skills}
        messages = [Message(role="system", content=system_prompt(skills)), Message(role="user", content=task.prompt)]
        run = AgentRun()
        for turn in range(self.max_turns):
            if self.fit is not None and self.fit.room_chars(messages, self.max_tokens) < 0:
                return _fail(run, self._overflow(messages))
            request = ChatRequest(
                model=self.client.model,
                messages=tuple(messages),
                max_tokens=self.max_tokens,
                temperature=self.temperature,
                response_schema=SCHEMA,
                schema_name="agent_turn",
            )
            try:
                response = await self.client.complete(
                    request, sample_index=task.run_index, cache_extra={"agent": AGENT_VERSION, "turn": turn}
                )
            except ModelCallError as exc:
                run.calls += 1
                return _fail(run, f"model call failed: {exc}")
            except ModelSetupError as exc:
                return _fail(run, f"model call failed: {exc}")
            run.usage = run.usage + response.usage
            run.cached_calls += response.cached
            run.calls += not response.cached
            data, problem = decode(response)
            if data is None or data.get("action") not in ("skill", "answer"):
                return _fail(run, problem or "the agent's turn has no valid action")
            if data["action"] == "answer":
                run.answer = str(data.get("answer") or "")
                return run
            wanted = str(data.get("skill") or "").strip()
            run.invoked.append(wanted)
            run.activated = run.activated or wanted == task.skill.name
            loaded = by_name.get(wanted)
            messages.append(Message(role="assistant", content=response.text))
            if loaded is None:
                result = f'<tool_result tool="Skill">Error: no skill named "{wanted}".</tool_result>'
            else:
                result = TOOL_RESULT.format(name=wanted, body=self._fitted_body(loaded.body, wanted, messages))
            messages.append(Message(role="user", content=result))
        return _fail(run, f"no answer within {self.max_turns} turns")

    def _fitted_body(self, body: str, name: str, messages: list[Message]) -> str:
        """``body``, cut (and saying so) when it would not leave room for the answer in the window."""
        if self.fit is None:
            return body
        room = self.fit.room_chars(messages, self.max_tokens) - len(TOOL_RESULT.format(name=name, body=""))
        if len(body) <= room:
            return body
        keep = max(MIN_BODY_CHARS, room - len(CUT_NOTE))  # too little room: the next turn's check says so
        return body[:keep] + CUT_NOTE

    def _overflow(self, messages: list[Message]) -> str:
        assert self.fit is not None
        chars = sum(len(m.content) for m in messages)
        return (
            f"the agent's prompt (~{math.ceil(chars / self.fit.chars_per_token):,} tokens) and an answer "
            f"({self.max_tokens:,}) do not fit the model's context of {self.fit.window:,} tokens"
        )


def _fail(run: AgentRun, reason: str) -> AgentRun:
    run.failed = True
    run.error = reason
    return run
