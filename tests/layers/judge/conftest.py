"""A scripted judge: a real loopback server that answers grading and routing calls like a model would."""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

import pytest

from llm.fake_server import FakeServer, Recorded, Reply, openai_answer

SHOULD = [
    "Profile this CSV before I load it",
    "What columns does orders.csv have?",
    "Check users.tsv for empty cells",
    "Which csv columns hold dates stored as text?",
    "Find duplicate keys in events.csv",
]
SHOULD_NOT = [
    "Convert this Excel workbook to PDF",
    "Write a SQL migration for orders",
    "Plot sales by month",
    "Rename the columns of the orders table in Postgres",
    "Summarise this PDF report",
]


def grading(orchestration: Any = 4, output: Any = 3, scope: Any = 5, **extra: Any) -> dict[str, Any]:
    answer = {
        "orchestration_fitness": {"reasoning": "States inputs and output format.", "score": orchestration},
        "output_quality": {"reasoning": "Concrete steps, one example.", "score": output},
        "scope_calibration": {"reasoning": "Well scoped.", "score": scope},
        "trigger_prompts": {"should_trigger": SHOULD, "should_not_trigger": SHOULD_NOT},
    }
    answer.update(extra)
    return answer


@dataclass
class ScriptedJudge:
    """Answers by role: grading answers are taken in turn from ``gradings`` (the last one repeats);
    routing answers say ``use_skill`` for the requests ``route`` accepts."""

    gradings: list[Any] = field(default_factory=lambda: [grading()])
    route: Callable[[str], bool] = lambda request: "csv" in request.lower() or "tsv" in request.lower()
    graded: int = 0
    routed: int = 0

    def __call__(self, request: Recorded) -> Reply:
        system = request.body["messages"][0]["content"]
        if "grader of agent skills" in system:
            answer = self.gradings[min(self.graded, len(self.gradings) - 1)]
            self.graded += 1
            if isinstance(answer, Reply):
                return answer
            text = answer if isinstance(answer, str) else json.dumps(answer)
            return Reply(body=openai_answer(text, usage={"prompt_tokens": 1200, "completion_tokens": 300}))
        self.routed += 1
        user = request.body["messages"][1]["content"]
        numbered = re.findall(r"^(\d+)\. (.*)$", user, flags=re.MULTILINE)
        decisions = [
            {"id": int(i), "reasoning": "fits" if self.route(t) else "no", "use_skill": self.route(t)}
            for i, t in numbered
        ]
        return Reply(
            body=openai_answer(
                json.dumps({"decisions": decisions}), usage={"prompt_tokens": 400, "completion_tokens": 80}
            )
        )


@pytest.fixture
def judge_server() -> Iterator[tuple[FakeServer, ScriptedJudge]]:
    judge = ScriptedJudge()
    server = FakeServer().start()

    def respond(request: Recorded) -> Reply:
        return judge(request)

    server.script(*[respond] * 200)
    try:
        yield server, judge
    finally:
        server.stop()
