"""The ``llm`` agent backend against a scripted model over real HTTP."""

from __future__ import annotations

import asyncio

from agents.conftest import ClientFor
from agents.scripted import FAIL, JUNK, ScriptedModel
from llm.fake_server import FakeServer
from skillgrade.agents.base import AgentRun, AgentTask, SkillInfo
from skillgrade.agents.llm import CUT_NOTE, ContextFit, LLMAgent, listing

TARGET = SkillInfo("csv-profiler", "Profiles CSV files. Use when asked to inspect a CSV.", body="# CSV profiler\nSTEPS")
SIBLING = SkillInfo("sql-loader", "Loads CSV files into SQL databases.", body="# SQL loader")


def run(server: FakeServer, make_client: ClientFor, prompt: str, index: int = 0) -> AgentRun:
    async def main() -> AgentRun:
        async with make_client(server) as client:
            return await LLMAgent(client).run(AgentTask(prompt, TARGET, (SIBLING,), run_index=index))

    return asyncio.run(main())


def test_activation_loads_the_body_and_answers(
    scripted: tuple[FakeServer, ScriptedModel], make_client: ClientFor
) -> None:
    server, model = scripted
    model.choose = lambda prompt: "csv-profiler"
    result = run(server, make_client, "profile orders.csv")
    assert result.activated and not result.failed
    assert result.invoked == ["csv-profiler"]
    assert result.answer == "answer to profile orders.csv"
    assert result.tokens == 1000 + 50 + 2000 + 200 and result.calls == 2
    first, second = server.requests
    system = first.body["messages"][0]["content"]
    assert "<name>csv-profiler</name>" in system and "<name>sql-loader</name>" in system
    assert "# CSV profiler\nSTEPS" in second.body["messages"][3]["content"]


def test_a_distractor_or_no_skill_is_not_activation(
    scripted: tuple[FakeServer, ScriptedModel], make_client: ClientFor
) -> None:
    server, model = scripted
    model.choose = lambda prompt: "sql-loader" if "sql" in prompt else None
    loaded_other = run(server, make_client, "load into sql")
    assert not loaded_other.activated and loaded_other.invoked == ["sql-loader"] and loaded_other.answer
    direct = run(server, make_client, "hello")
    assert not direct.activated and direct.invoked == [] and direct.tokens == 1050 and direct.calls == 1


def test_failures_are_failed_runs_not_exceptions(
    scripted: tuple[FakeServer, ScriptedModel], make_client: ClientFor
) -> None:
    server, model = scripted
    model.choose = lambda prompt: FAIL if "fail" in prompt else JUNK
    http = run(server, make_client, "fail please")
    assert http.failed and "model call failed" in (http.error or "")
    junk = run(server, make_client, "junk")
    assert junk.failed and "JSON" in (junk.error or "")


def test_listing_order_is_shuffled_per_run_but_reproducible() -> None:
    others = tuple(SkillInfo(f"skill-{i}", "d") for i in range(8))
    orders = {tuple(s.name for s in listing(AgentTask("p", TARGET, others, run_index=i))) for i in range(10)}
    assert len(orders) > 1
    again = listing(AgentTask("p", TARGET, others, run_index=3))
    assert again == listing(AgentTask("p", TARGET, others, run_index=3))
    assert sorted(s.name for s in again) == sorted(["csv-profiler", *(s.name for s in others)])


def test_with_a_known_window_a_long_body_is_cut_to_fit_and_says_so(
    scripted: tuple[FakeServer, ScriptedModel], make_client: ClientFor
) -> None:
    server, model = scripted
    model.choose = lambda prompt: "csv-profiler"
    long_body = "# CSV profiler\n" + "Check every column's type and null count before profiling.\n" * 600
    target = SkillInfo("csv-profiler", TARGET.description, body=long_body)
    fit = ContextFit(window=4096, chars_per_token=3.0)

    async def main() -> AgentRun:
        async with make_client(server) as client:
            agent = LLMAgent(client, fit=fit)
            return await agent.run(AgentTask("profile orders.csv", target, (SIBLING,)))

    result = asyncio.run(main())
    assert result.activated and not result.failed and result.answer == "answer to profile orders.csv"
    for request in server.requests:
        sent = sum(len(m["content"]) for m in request.body["messages"])
        assert request.body["max_tokens"] == 1024  # a quarter of the window, not the default 2,048
        assert sent / fit.chars_per_token + request.body["max_tokens"] <= fit.window
    tool_result = server.requests[1].body["messages"][3]["content"]
    assert f"{CUT_NOTE.strip()}\n</tool_result>" in tool_result
    assert "Check every column's type" in tool_result and len(tool_result) < len(long_body)


def test_a_prompt_that_cannot_fit_the_window_fails_the_run_saying_why(
    scripted: tuple[FakeServer, ScriptedModel], make_client: ClientFor
) -> None:
    server, _ = scripted
    crowd = tuple(SkillInfo(f"skill-{i}", "Does one thing with CSV files. " * 20) for i in range(40))

    async def main() -> AgentRun:
        async with make_client(server) as client:
            agent = LLMAgent(client, fit=ContextFit(window=1024, chars_per_token=3.0))
            return await agent.run(AgentTask("profile orders.csv", TARGET, crowd))

    result = asyncio.run(main())
    assert result.failed and server.requests == []
    assert "do not fit the model's context of 1,024 tokens" in (result.error or "")
