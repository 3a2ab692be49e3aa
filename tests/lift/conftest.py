"""A scripted model on 127.0.0.1 playing both the lift agent and the rubric judge."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from llm.fake_server import FakeServer, Recorded, Reply, openai_answer, openai_error

SKILL_MD = "---\nname: calc\ndescription: Computes things precisely. Use for arithmetic.\n---\n\n# Calc\nUse ALPHA.\n"


@dataclass
class LiftModel:
    with_answer: Callable[[str], str] = lambda prompt: "ok"
    without_answer: Callable[[str], str] = lambda prompt: "ok"
    forced_answer: Callable[[str], str] = lambda prompt: "ok"
    judge_junk: Callable[[str], bool] = lambda answer: False
    calls: dict[str, int] = field(default_factory=dict)

    def __call__(self, request: Recorded) -> Reply:
        messages = request.body["messages"]
        system, user = messages[0]["content"], messages[1]["content"]
        if "<available_skills>" in system:
            prompt = user.split("\n\nFiles in the workspace")[0]
            if "<name>calc</name>" in system:
                if len(messages) == 2:
                    self._count("load")
                    return _json({"action": "skill", "skill": "calc"})
                self._count("answer-with")
                return _json({"action": "answer", "answer": self.with_answer(prompt)})
            if '<skill name="calc">' in system:
                self._count("answer-forced")
                return _json({"action": "answer", "answer": self.forced_answer(prompt)})
            self._count("answer-without")
            return _json({"action": "answer", "answer": self.without_answer(prompt)})
        if "You grade an AI agent" in system:
            self._count("judge")
            answer = user.split("<<FINAL ANSWER>>\n")[1].split("\n<</FINAL ANSWER>>")[0]
            if self.judge_junk(answer):
                return Reply(body=openai_answer("I think it is fine."))
            rubric = user.split("<<RUBRIC>>\n")[1].split("\n<</RUBRIC>>")[0].splitlines()
            items = []
            for line in rubric:
                number, text = line.split(". ", 1)
                word = text.removeprefix("mentions ")
                items.append({"id": int(number), "passed": word in answer, "evidence": f"looked for {word}"})
            return _json({"items": items})
        return Reply(400, openai_error(f"unscripted: {system[:60]}"))

    def _count(self, kind: str) -> None:
        self.calls[kind] = self.calls.get(kind, 0) + 1


def _json(value: object) -> Reply:
    return Reply(body=openai_answer(json.dumps(value), usage={"prompt_tokens": 100, "completion_tokens": 10}))


@pytest.fixture
def lift_model() -> Iterator[tuple[FakeServer, LiftModel]]:
    model = LiftModel()
    server = FakeServer().start()
    server.script(*[model] * 5000)
    try:
        yield server, model
    finally:
        server.stop()


def make_skill(root: Path, evals: object, name: str = "calc") -> Path:
    folder = root / name
    (folder / "evals").mkdir(parents=True)
    (folder / "SKILL.md").write_text(SKILL_MD.replace("name: calc", f"name: {name}"), encoding="utf-8")
    text = evals if isinstance(evals, str) else json.dumps(evals)
    (folder / "evals" / "evals.json").write_text(text, encoding="utf-8")
    return folder
