"""One judge pass over one skill: at most two model calls (plus one retry of an unusable answer).

Call 1 grades the three rubric dimensions and writes labelled trigger prompts; call 2 is a blind
router that sees only the skill's name and description and decides each prompt. An answer that
cannot be parsed, or whose score is off the scale, is asked again once and otherwise left
unscored with the reason: never 0, never 0.5.
"""

from __future__ import annotations

import functools
import json
import re
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from skillgrade.errors import ModelCallError
from skillgrade.layers.judge import prompt, rubric, triggering
from skillgrade.layers.judge.content import DEFAULT_BUDGET_TOKENS, SkillContent
from skillgrade.layers.judge.result import JudgeSample, TriggerCase, Triggering, Verdict
from skillgrade.llm.providers import INCOMPLETE_FINISH_REASONS
from skillgrade.llm.types import ChatClient, ChatRequest, ChatResponse, Message
from skillgrade.scoring.degraded import CALL_FAILED

_FENCE = re.compile(r"^```(?:json)?\s*|\s*```$", re.IGNORECASE)
MAX_FEEDBACK = 300
"""Characters of a validation problem fed back to the model (it may quote the model's own answer)."""
MAX_REASK_TOKENS = 8192


Client = ChatClient
"""The part of ``skillgrade.llm.client.LLMClient`` a judge pass needs."""


@dataclass(frozen=True, slots=True)
class JudgeSettings:
    samples: int = 1
    """Judge passes per model (``--judges``)."""
    budget_tokens: int = DEFAULT_BUDGET_TOKENS
    temperature: float | None = None
    seed: int | None = None
    max_tokens: int = 2048


@dataclass(slots=True)
class PassRecord:
    """The sample and every response it took, for usage accounting."""

    sample: JudgeSample
    responses: list[ChatResponse]
    failed_attempts: int = 0
    """HTTP requests of calls that failed for good (they gave no response)."""

    @property
    def attempts(self) -> int:
        return sum(r.attempts for r in self.responses) + self.failed_attempts


async def judge_pass(
    client: Client, name: str, description: str, content: SkillContent, sample_index: int, settings: JudgeSettings
) -> PassRecord:
    calls = _Calls()
    grading = _request(client, prompt.grading_messages(content), rubric.grading_schema(), "skill_grade", settings)
    data, problem = await _ask(client, grading, sample_index, _grading_problems, calls)
    verdicts = _verdicts(data, problem)
    cases = triggering.labelled_cases(data.get("trigger_prompts", {}) if data else {})
    if data is None:
        trig = triggering.unscored(cases, "judge", problem or "no answer")
    elif (few := triggering.too_few(cases)) is not None:
        trig = triggering.unscored(cases, "judge", few)
    else:
        trig = await _route(client, name, description, cases, sample_index, settings, calls)
    sample = JudgeSample(judge=f"{client.model}#{sample_index}", verdicts=verdicts, triggering=trig)
    return PassRecord(sample, calls.responses, calls.failed_attempts)


@dataclass(slots=True)
class _Calls:
    responses: list[ChatResponse] = field(default_factory=list)
    failed_attempts: int = 0


def _request(
    client: Client, messages: tuple[Message, ...], schema: dict[str, Any], name: str, settings: JudgeSettings
) -> ChatRequest:
    return ChatRequest(
        model=client.model,
        messages=messages,
        max_tokens=settings.max_tokens,
        temperature=settings.temperature,
        seed=settings.seed,
        response_schema=schema,
        schema_name=name,
    )


async def _ask(
    client: Client,
    request: ChatRequest,
    sample_index: int,
    problems_of: Callable[[dict[str, Any]], list[str]],
    calls: _Calls,
) -> tuple[dict[str, Any] | None, str | None]:
    """The answer as a JSON object, asked twice at most; with the first problem left, if any.

    The re-ask tells the model what was wrong with its answer; after a ``length`` stop it also gets
    twice the output allowance and a reasoning limit half as long. Only answers that pass
    ``problems_of`` reach the cache.
    """

    def check(response: ChatResponse) -> str | None:
        decoded, problem = decode(response)
        if decoded is None:
            return problem
        problems = problems_of(decoded)
        return problems[0] if problems else None

    data: dict[str, Any] | None = None
    problem: str | None = None
    current = request
    for attempt in (0, 1):
        try:
            response = await client.complete(
                current,
                sample_index=sample_index,
                cache_extra={"rubric": rubric.RUBRIC_VERSION, "attempt": attempt},
                validate=check,
            )
        except ModelCallError as exc:
            calls.failed_attempts += exc.attempts or 0
            return data, f"{CALL_FAILED}: {exc}"
        calls.responses.append(response)
        decoded, problem = decode(response)
        if decoded is not None:
            data = decoded
            problems = problems_of(decoded)
            problem = problems[0] if problems else None
        if decoded is not None and problem is None:
            return data, None
        current = reask(request, response, problem or "the answer is unusable")
    return data, problem


def reask(request: ChatRequest, response: ChatResponse, problem: str) -> ChatRequest:
    """``request`` again, with the problem of the previous answer fed back to the model."""
    shown = prompt.neutralise(" ".join(problem.split()))[:MAX_FEEDBACK]
    update: dict[str, Any] = {}
    if response.finish_reason == "length":
        limit = rubric.REASONING_MAX_CHARS // 2
        feedback = (
            "Your previous answer was cut off at the output limit. Keep every reasoning under "
            f"{limit} characters and give the complete JSON object."
        )
        update["max_tokens"] = min(request.max_tokens * 2, MAX_REASK_TOKENS)
        if request.response_schema is not None:
            update["response_schema"] = rubric.with_reasoning_limit(request.response_schema, limit)
    else:
        feedback = (
            f"Your previous answer could not be used: {shown}. Answer again with one JSON object that "
            "matches the schema exactly."
        )
    *head, last = request.messages
    update["messages"] = (*head, Message(role=last.role, content=f"{last.content}\n\n{feedback}"))
    return request.model_copy(update=update)


def decode(response: ChatResponse) -> tuple[dict[str, Any] | None, str | None]:
    if response.finish_reason in INCOMPLETE_FINISH_REASONS:
        return None, f"the model stopped with '{response.finish_reason}'"
    if response.data is not None:
        return response.data, None
    text = _FENCE.sub("", response.text.strip())
    start, end = text.find("{"), text.rfind("}")
    if start == -1 or end <= start:
        return None, "the answer holds no JSON object"
    try:
        value = json.loads(text[start : end + 1])
    except json.JSONDecodeError as exc:
        return None, f"the answer is not valid JSON ({exc.msg})"
    if not isinstance(value, dict):
        return None, "the answer is not a JSON object"
    return value, None


def _schema_problems(value: Any, schema: dict[str, Any], where: str) -> list[str]:
    validator = _validator(json.dumps(schema, sort_keys=True))
    return [f"{where}: {error.message}" for error in validator.iter_errors(value)]


@functools.cache
def _validator(schema_text: str) -> Any:
    from jsonschema import Draft202012Validator

    return Draft202012Validator(json.loads(schema_text))


def _grading_problems(data: dict[str, Any]) -> list[str]:
    schema = rubric.grading_schema()
    problems: list[str] = []
    for name in (*rubric.RUBRIC_DIMENSIONS, "trigger_prompts"):
        if name not in data:
            problems.append(f"{name}: missing")
        else:
            problems += _schema_problems(data[name], schema["properties"][name], name)
    return problems


def _verdicts(data: dict[str, Any] | None, problem: str | None) -> dict[str, Verdict]:
    verdicts = {}
    schema = rubric.grading_schema()["properties"]
    for name in rubric.RUBRIC_DIMENSIONS:
        value = data.get(name) if data else None
        if data is None:
            verdicts[name] = Verdict(rating=None, unscored=problem or "no answer")
            continue
        issues = _schema_problems(value, schema[name], name) if value is not None else [f"{name}: missing"]
        if issues:
            verdicts[name] = Verdict(rating=None, unscored=issues[0])
        else:
            assert isinstance(value, dict)
            verdicts[name] = Verdict(rating=int(value["score"]), reasoning=str(value["reasoning"]))
    return verdicts


async def _route(
    client: Client,
    name: str,
    description: str,
    cases: list[TriggerCase],
    sample_index: int,
    settings: JudgeSettings,
    calls: _Calls,
) -> Triggering:
    order = triggering.routing_order(cases)
    messages = prompt.routing_messages(name, description, [cases[i].prompt for i in order])
    schema = rubric.routing_schema(len(cases))
    request = _request(client, messages, schema, "skill_routing", settings)

    def problems_of(data: dict[str, Any]) -> list[str]:
        return _schema_problems(data, schema, "decisions")

    data, problem = await _ask(client, request, sample_index, problems_of, calls)
    if data is None or problem is not None:
        return triggering.unscored(cases, "judge", problem or "no routing answer")
    decided = {d["id"]: bool(d["use_skill"]) for d in data["decisions"] if 1 <= d["id"] <= len(cases)}
    routed = list(cases)
    for position, index in enumerate(order, 1):
        if position in decided:
            routed[index] = replace(routed[index], predicted=decided[position])
    return triggering.score(routed, "judge")
