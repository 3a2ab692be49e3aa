"""Evaluators: score one output of one task in [0, 1], with the reason.

* ``exact``: the output equals ``expectedOutput.value``. An object output with a ``result``,
  ``output`` or ``answer`` key is compared by that value; other non-strings as compact JSON.
  ``normalizeWhitespace`` (opt-in) trims both sides and collapses runs of whitespace.
* ``contains``: matched / total keywords, over the output's text: for an object, its string and
  number *values* only, never its keys. ``caseSensitive`` (default false) is honoured.
* ``json_schema``: the output (a string is parsed as JSON first) validated with jsonschema; a
  parse failure scores 0 with the parser's message.
* ``llm_judge``: a 0–10 rating from the judge model, divided by 10. With no judge (no provider,
  no key) or a failed call the attempt is *unscored*, never 0.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any, Protocol

from skillgrade.bench.schema import Task

UNWRAP_KEYS = ("result", "output", "answer")
_REASON_LIMIT = 200


@dataclass(frozen=True)
class Verdict:
    score: float | None
    """None: unscored (the reason says why)."""
    passed: bool | None
    reason: str


class Judge(Protocol):
    async def rate(self, task: Task, output: str) -> Verdict: ...


def short(value: str, limit: int = _REASON_LIMIT) -> str:
    return value if len(value) <= limit else value[: limit - 1] + "…"


def as_text(value: Any) -> str:
    """A string as it is; anything else as compact JSON."""
    if isinstance(value, str):
        return value
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def unwrap(value: Any) -> Any:
    if isinstance(value, dict):
        for key in UNWRAP_KEYS:
            if key in value:
                return value[key]
    return value


def leaves(value: Any) -> list[str]:
    """The string and number values inside ``value`` (keys excluded)."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [text for item in value.values() for text in leaves(item)]
    if isinstance(value, list):
        return [text for item in value for text in leaves(item)]
    if value is None:
        return []
    return [as_text(value)]


def exact(task: Task, output: Any) -> Verdict:
    expected = task.expectedOutput.value or ""
    actual = as_text(unwrap(output))
    if task.evaluator.normalizeWhitespace:
        expected, actual = " ".join(expected.split()), " ".join(actual.split())
    if actual == expected:
        return Verdict(1.0, True, "exact match")
    return Verdict(0.0, False, f"expected {short(expected)!r}, got {short(actual)!r}")


def contains(task: Task, output: Any) -> Verdict:
    keywords = task.expectedOutput.keywords
    text = "\n".join(leaves(output))
    sensitive = task.evaluator.caseSensitive
    haystack = text if sensitive else text.casefold()
    missing = [k for k in keywords if (k if sensitive else k.casefold()) not in haystack]
    matched = len(keywords) - len(missing)
    score = matched / len(keywords)
    reason = f"matched {matched}/{len(keywords)} keywords" + (
        f"; missing {', '.join(map(repr, missing))}" if missing else ""
    )
    return Verdict(score, score >= task.evaluator.threshold, reason)


def json_schema(task: Task, output: Any) -> Verdict:
    from jsonschema import Draft202012Validator

    value = output
    if isinstance(output, str):
        try:
            value = json.loads(output)
        except json.JSONDecodeError as exc:
            return Verdict(0.0, False, f"output is not JSON: {exc.msg} at line {exc.lineno} column {exc.colno}")
    schema = task.expectedOutput.json_schema
    validator = Draft202012Validator(schema if schema is not None else True)
    errors = sorted(validator.iter_errors(value), key=lambda e: list(map(str, e.absolute_path)))
    if not errors:
        return Verdict(1.0, True, "output matches the schema")
    first = errors[0]
    where = "$" + "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in first.absolute_path)
    more = f" (and {len(errors) - 1} more)" if len(errors) > 1 else ""
    return Verdict(0.0, False, f"{where}: {short(first.message)}{more}")


async def evaluate(task: Task, output: Any, judge: Judge | None) -> Verdict:
    kind = task.evaluator.type
    if kind == "exact":
        return exact(task, output)
    if kind == "contains":
        return contains(task, output)
    if kind == "json_schema":
        return json_schema(task, output)
    if judge is None:
        return Verdict(None, None, "unscored: llm_judge needs a judge model (--provider and --model)")
    return await judge.rate(task, as_text(output))


JUDGE_SYSTEM = """\
You grade one output of a skill for one benchmark task. Read the task, its input and the output, \
then apply the grading instruction. Reply with one JSON object and nothing else: \
{"reasoning": "<one or two sentences>", "rating": <a number from 0 to 10>}."""

JUDGE_USER = """\
<<TASK>>
{description}
<</TASK>>
<<INPUT>>
{input}
<</INPUT>>
<<OUTPUT>>
{output}
<</OUTPUT>>
<<INSTRUCTION>>
{instruction}
<</INSTRUCTION>>"""

JUDGE_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {"reasoning": {"type": "string"}, "rating": {"type": "number", "minimum": 0, "maximum": 10}},
    "required": ["reasoning", "rating"],
}
_NUMBER = re.compile(r"-?\d+(?:\.\d+)?")


class LLMJudge:
    """``llm_judge`` over an :class:`~skillgrade.llm.client.LLMClient` (any provider).

    ``client`` is None when no judge can be used; ``problem`` then says why, and every
    ``llm_judge`` attempt is unscored with that reason.
    """

    def __init__(self, client: Any | None, problem: str | None = None, *, max_output_chars: int = 20_000) -> None:
        self.client = client
        self.problem = problem
        self.max_output_chars = max_output_chars

    async def rate(self, task: Task, output: str) -> Verdict:
        from skillgrade.errors import ModelCallError, ModelSetupError
        from skillgrade.layers.judge.run import decode
        from skillgrade.llm.types import ChatRequest, Message

        if self.client is None:
            return Verdict(None, None, f"unscored: {self.problem or 'no judge model'}")
        user = JUDGE_USER.format(
            description=task.description,
            input=json.dumps(task.inputData, ensure_ascii=False),
            output=output[: self.max_output_chars],
            instruction=task.expectedOutput.judgePrompt or "Rate the quality of the output from 0 to 10.",
        )
        request = ChatRequest(
            model=self.client.model,
            messages=(Message(role="system", content=JUDGE_SYSTEM), Message(role="user", content=user)),
            max_tokens=512,
            temperature=0.0,
            response_schema=JUDGE_SCHEMA,
            schema_name="rating",
        )
        try:
            response = await self.client.complete(request, cache_extra={"bench_judge": 1})
        except (ModelCallError, ModelSetupError) as exc:
            return Verdict(None, None, f"unscored: the judge call failed: {short(str(exc))}")
        data, problem = decode(response)
        rating: float | None = None
        reasoning = ""
        if data is not None and isinstance(data.get("rating"), (int, float)) and not isinstance(data["rating"], bool):
            rating = float(data["rating"])
            reasoning = str(data.get("reasoning") or "")
        elif (match := _NUMBER.search(response.text)) is not None:
            rating = float(match.group())
        if rating is None or not 0 <= rating <= 10:
            return Verdict(None, None, f"unscored: the judge gave no 0–10 rating ({problem or short(response.text)})")
        score = rating / 10
        reason = f"judge rated {rating:g}/10" + (f": {short(reasoning)}" if reasoning else "")
        return Verdict(score, score >= task.evaluator.threshold, reason)
