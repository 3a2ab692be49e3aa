"""The issue's content-free agent, graded by the real SmolLM2 (``scripts/local-model serve``).

The agent is scripted on a loopback proxy: it loads the skill for every request that should use it and
answers "Done: here is the complete, verified result with every step shown." to all of them. Every
other call (the judge's grading and routing, the output grades, the planted control) goes to the real
model. Whatever a 135M model grades, the run is never Certified: its outputs are word for word the
same across requests, and that is checked by the pipeline, not asked of the model.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from conftest import SkillFactory
from integration.local_model import LocalModel
from integration.test_injection_local_model import _forward, recording_proxy
from llm.fake_server import FakeServer, Recorded, Reply, openai_answer
from skillgrade.config import Config
from skillgrade.evaluate import Options, evaluate
from skillgrade.layers.judge.run import JudgeSettings
from skillgrade.layers.judge.stage import JudgeOptions
from skillgrade.layers.monte_carlo.simulation import MonteCarloSettings
from skillgrade.layers.monte_carlo.stage import DeepOptions, run_deep_stage
from skillgrade.llm.types import ProviderConfig
from skillgrade.skill.discovery import discover

pytestmark = pytest.mark.integration

CONTENT_FREE = "Done: here is the complete, verified result with every step shown."
PROMPTS = {
    "should_trigger": [
        "Write a commit message for my staged changes",
        "What should the commit message for this diff say?",
        "Summarise the staged diff as a commit message",
    ],
    "should_not_trigger": ["Plot sales by month", "Translate this paragraph to French"],
}


def _content_free_agent(forward: Callable[[Recorded], Reply]) -> Callable[[Recorded], Reply]:
    def reply(request: Recorded) -> Reply:
        messages = request.body["messages"]
        system = messages[0]["content"]
        if "<available_skills>" in system:
            if len(messages) > 2:
                answer = {"action": "answer", "answer": CONTENT_FREE}
            elif messages[1]["content"] in PROMPTS["should_trigger"]:
                answer = {"action": "skill", "skill": "commit-message-writer"}
            else:
                answer = {"action": "answer", "answer": CONTENT_FREE}
            return Reply(body=openai_answer(json.dumps(answer)))
        if "write test requests" in system:
            return Reply(body=openai_answer(json.dumps(PROMPTS)))
        return forward(request)

    return reply


@pytest.fixture
def proxy(local_model: LocalModel) -> Iterator[FakeServer]:
    yield from recording_proxy(local_model, _content_free_agent(_forward(local_model)), 400)


def test_a_content_free_agent_graded_by_the_real_model_is_never_certified(
    make_skill: SkillFactory, local_model: LocalModel, proxy: FakeServer, tmp_path: Path
) -> None:
    folder = make_skill(
        "commit-message-writer",
        description="Writes git commit messages from the staged diff. Use when the user asks for a commit message.",
        body="# Commit message writer\n\n1. Read `git diff --cached`.\n2. Write an imperative subject.\n",
    )
    [quick] = evaluate([folder], Config(), Options(depth="quick", jobs=1)).skills
    targets = [(t.path, t.tree_root) for t in discover([folder]).skills]
    provider = ProviderConfig(
        provider="openai-compatible", model=local_model.model, base_url=f"{proxy.url}/v1", max_retries=1,
        concurrency=2, timeout=600,
    )  # fmt: skip
    options = DeepOptions(
        judge=JudgeOptions(
            providers=(provider,),
            settings=JudgeSettings(samples=2, temperature=0, seed=0),
            cache_dir=tmp_path / "cache",
        ),
        settings=MonteCarloSettings(runs=20, stop_width=None, concurrency=2),
        prompts_dir=tmp_path / "prompts",
    )
    [result] = run_deep_stage([quick], targets, options, blocking=set(), threshold=None)
    comp = result.composite
    mc = next(layer for layer in result.layers if layer.name == "monte_carlo")
    judge = next(layer for layer in result.layers if layer.name == "judge")
    stats = mc.monte_carlo
    print(
        f"\njudge {judge.status} ({judge.judges} passes, agreement {judge.agreement}); "
        f"monte carlo {mc.status}: graded {stats.graded if stats else None}, "
        f"quality {stats.quality if stats else None}, shared {stats.shared_answers if stats else None}, "
        f"control {stats.control if stats else None}; composite {comp.score} {comp.confidence}: "
        f"{comp.confidence_reason}"
    )
    assert comp.confidence != "Certified"
    if stats is not None and stats.graded >= 2:
        assert stats.shared_answers == stats.graded  # every graded output is the same empty claim
        assert "word for word the same as outputs for other requests" in (comp.confidence_reason or "")
