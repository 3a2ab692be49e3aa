"""A scripted model on the loopback server: plays the agent, the output grader, the prompt writer and
the pairwise judge, each decided by plain functions of the user's request so tests can hand-compute
every number."""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from llm.fake_server import FakeServer, Recorded, Reply, openai_answer, openai_error
from skillgrade.layers.monte_carlo.grading import CONTROL_ANSWER

TURN1_USAGE = {"prompt_tokens": 1000, "completion_tokens": 50}
TURN2_USAGE = {"prompt_tokens": 2000, "completion_tokens": 200}
GRADE_USAGE = {"prompt_tokens": 500, "completion_tokens": 40}
FAIL = "<fail>"
JUNK = "<junk>"


@dataclass
class ScriptedModel:
    choose: Callable[[str], str | None] = lambda prompt: None
    """Which skill the agent loads for a request (None: answers directly; FAIL: HTTP 400; JUNK: not JSON)."""
    quality: Callable[[str], int] = lambda prompt: 4
    """The grader's 1–5 score of the answer to a request."""
    answer: Callable[[str], str] = lambda prompt: f"answer to {prompt}"
    """The agent's answer to a request once it loaded the skill."""
    control_grade: int | None = 1
    """The grader's score of the planted known-bad answer (None: grade it like any answer, by ``quality``)."""
    generated: dict[str, list[str]] = field(default_factory=dict)
    verdict: Callable[[str, str], str] = lambda first, second: "A"
    """Pairwise judge: given the names shown first and second, "A", "B" or "tie"."""
    delay: float = 0.0
    fallback: Callable[[Recorded], Reply] | None = None
    """Answers every other call (e.g. the judge layer's grading and routing)."""
    calls: dict[str, int] = field(default_factory=dict)

    def __call__(self, request: Recorded) -> Reply:
        if self.delay:
            time.sleep(self.delay)
        messages = request.body["messages"]
        system = messages[0]["content"]
        user = messages[1]["content"]
        if "<available_skills>" in system:
            return self._agent(messages, user)
        if "grade one answer" in system:
            self._count("grade")
            graded = user.split("<<ANSWER>>")[1].split("<</ANSWER>>")[0].strip()
            score = self.quality(user.split("<<REQUEST>>")[1].split("<</REQUEST>>")[0].strip())
            if graded == CONTROL_ANSWER and self.control_grade is not None:
                score = self.control_grade
            return _json({"reasoning": "ok", "score": score}, GRADE_USAGE)
        if "write test requests" in system:
            self._count("generate")
            return _json(self.generated, GRADE_USAGE)
        if "compare two skills" in system:
            self._count("pairwise")
            first = user.split("<<SKILL A name=")[1].split(">>")[0]
            second = user.split("<<SKILL B name=")[1].split(">>")[0]
            return _json({"reasoning": "r", "winner": self.verdict(first, second)}, GRADE_USAGE)
        if self.fallback is not None:
            return self.fallback(request)
        return Reply(400, openai_error(f"unscripted call: {system[:80]}"))

    def _count(self, kind: str) -> None:
        self.calls[kind] = self.calls.get(kind, 0) + 1

    def _agent(self, messages: list[dict[str, Any]], prompt: str) -> Reply:
        if len(messages) > 2:
            self._count("answer")
            return _json({"action": "answer", "answer": self.answer(prompt)}, TURN2_USAGE)
        self._count("select")
        chosen = self.choose(prompt)
        if chosen == FAIL:
            return Reply(400, openai_error("scripted failure"))
        if chosen == JUNK:
            return Reply(body=openai_answer("I cannot decide", usage=TURN1_USAGE))
        if chosen is None:
            return _json({"action": "answer", "answer": f"direct answer to {prompt}"}, TURN1_USAGE)
        return _json({"action": "skill", "skill": chosen}, TURN1_USAGE)


def _json(value: Any, usage: dict[str, int]) -> Reply:
    return Reply(body=openai_answer(json.dumps(value), usage=usage))


def serve(model: ScriptedModel) -> FakeServer:
    server = FakeServer().start()
    server.script(*[model] * 5000)
    return server
