"""Each evaluator against hand-computed values; the LLM judge over a loopback model server."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterator
from typing import Any

import pytest

from llm.fake_server import FakeServer, Reply, openai_answer
from skillgrade.bench.evaluators import LLMJudge, Verdict, evaluate
from skillgrade.bench.schema import Task
from skillgrade.errors import ModelSetupError
from skillgrade.llm.client import LLMClient
from skillgrade.llm.limiter import AdaptiveLimiter
from skillgrade.llm.types import ProviderConfig


def task(expected: dict[str, Any], evaluator: dict[str, Any], **extra: Any) -> Task:
    return Task.model_validate(
        {
            "id": "t",
            "description": "d",
            "inputData": {"q": 1},
            "expectedOutput": expected,
            "evaluator": evaluator,
            **extra,
        }
    )


def run(t: Task, output: Any, judge: Any = None) -> Verdict:
    return asyncio.run(evaluate(t, output, judge))


def test_exact_is_strict_unless_whitespace_normalisation_is_asked_for() -> None:
    strict = task({"type": "exact", "value": "42"}, {"type": "exact"})
    assert run(strict, "42") == Verdict(1.0, True, "exact match")
    assert run(strict, "42\n").score == 0.0 and "expected '42', got '42\\n'" in run(strict, "42\n").reason
    assert run(strict, 42).score == 1.0
    assert run(strict, {"result": "42", "debug": "x"}).score == 1.0  # unwrapped
    assert run(strict, {"value": "42"}).score == 0.0
    loose = task({"type": "exact", "value": "hello  world"}, {"type": "exact", "normalizeWhitespace": True})
    assert run(loose, "  hello world\n").score == 1.0
    assert run(loose, "helloworld").score == 0.0


def test_contains_scores_the_matched_fraction_and_honours_case() -> None:
    insensitive = task({"type": "contains", "keywords": ["Hinton", "Hopfield", "1984"]}, {"type": "contains"})
    verdict = run(insensitive, "hinton and HOPFIELD won")
    assert verdict.score == pytest.approx(2 / 3) and verdict.passed is False
    assert verdict.reason == "matched 2/3 keywords; missing '1984'"
    assert run(insensitive, "Hinton, Hopfield, 1984").passed is True
    sensitive = task({"type": "contains", "keywords": ["Au", "gold"]}, {"type": "contains", "caseSensitive": True})
    assert run(sensitive, "au is GOLD").score == 0.0
    assert run(sensitive, "Au is gold").score == 1.0


def test_contains_matches_values_not_json_keys() -> None:
    t = task({"type": "contains", "keywords": ["result", "Jupiter"]}, {"type": "contains"})
    assert run(t, {"result": "Jupiter", "n": [1, {"note": "big"}]}).score == 0.5
    assert run(t, {"answer": "the result is Jupiter"}).score == 1.0


def test_json_schema_parses_and_validates() -> None:
    schema = {"type": "object", "required": ["result"], "properties": {"result": {"type": "string", "minLength": 3}}}
    t = task({"type": "schema", "schema": schema}, {"type": "json_schema"})
    assert run(t, '{"result": "abcd"}').score == 1.0
    assert run(t, {"result": "abcd"}).score == 1.0
    bad = run(t, "{result: nope}")
    assert (
        bad.score == 0.0
        and bad.passed is False
        and bad.reason.startswith("output is not JSON: Expecting property name")
    )
    short = run(t, {"result": "ab"})
    assert short.score == 0.0 and short.reason == "$.result: 'ab' is too short"
    missing = run(t, {})
    assert missing.reason == "$: 'result' is a required property"


JUDGE_TASK = task({"type": "llm_judge", "judgePrompt": "Rate the search result 0-10."}, {"type": "llm_judge"})


@pytest.fixture
def server() -> Iterator[FakeServer]:
    fake = FakeServer().start()
    try:
        yield fake
    finally:
        fake.stop()


def judge_for(server: FakeServer) -> LLMJudge:
    config = ProviderConfig(
        provider="openai-compatible", model="local-test", base_url=server.url, max_retries=0, timeout=5
    )
    return LLMJudge(LLMClient(config, limiter=AdaptiveLimiter(2)))


def judged(server: FakeServer, output: str) -> Verdict:
    async def main() -> Verdict:
        judge = judge_for(server)
        try:
            return await evaluate(JUDGE_TASK, output, judge)
        finally:
            await judge.client.aclose()

    return asyncio.run(main())


def test_llm_judge_maps_a_0_to_10_rating_to_0_to_1(server: FakeServer) -> None:
    server.script(Reply(body=openai_answer(json.dumps({"reasoning": "mostly right", "rating": 7}))))
    verdict = judged(server, "Hinton and Hopfield")
    assert verdict.score == pytest.approx(0.7) and verdict.passed is True
    assert verdict.reason == "judge rated 7/10: mostly right"
    user = server.requests[0].body["messages"][1]["content"]
    assert "Rate the search result 0-10." in user and "Hinton and Hopfield" in user


def test_llm_judge_failures_are_unscored_not_zero(server: FakeServer) -> None:
    server.script(Reply(body=openai_answer("I refuse to rate")), Reply(500, {"error": {"message": "down"}}))
    assert judged(server, "x").score is None
    failed = judged(server, "x")
    assert failed.score is None and failed.reason.startswith("unscored: the judge call failed")


def test_llm_judge_without_a_key_or_a_model_is_unscored(monkeypatch: pytest.MonkeyPatch) -> None:
    assert run(JUDGE_TASK, "x", None).reason.startswith("unscored: llm_judge needs a judge model")
    with pytest.raises(ModelSetupError) as caught:
        LLMClient(ProviderConfig(provider="openai", model="gpt-test"))
    assert "EVAL_SKILLS_LLM_KEY" in str(caught.value)
    verdict = run(JUDGE_TASK, "x", LLMJudge(None, str(caught.value)))
    assert verdict.score is None and verdict.passed is None and "needs an API key" in verdict.reason
    monkeypatch.setenv("EVAL_SKILLS_LLM_KEY", "sk-from-eval-skills-variable")
    LLMClient(ProviderConfig(provider="openai", model="gpt-test"))  # the eval-skills variable is accepted
