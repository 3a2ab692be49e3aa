"""Monte Carlo's grader against a scripted model over real HTTP: fitted to a known context window,
a long answer cut saying so, and no call at all when there is no room for the answer."""

from __future__ import annotations

import asyncio

from agents.conftest import ClientFor
from agents.scripted import ScriptedModel
from llm.fake_server import FakeServer
from skillgrade.agents.llm import ContextFit
from skillgrade.layers.monte_carlo.grading import MAX_ANSWER_CHARS, Grade, grade

NAME, DESCRIPTION = "csv-profiler", "Profiles CSV files. Use when asked to inspect a CSV."


def graded(server: FakeServer, make_client: ClientFor, answer: str, fit: ContextFit | None) -> Grade:
    async def main() -> Grade:
        async with make_client(server) as client:
            return await grade(client, NAME, DESCRIPTION, "profile orders.csv", answer, 0, fit)

    return asyncio.run(main())


def test_with_a_known_window_a_long_answer_is_cut_to_fit_and_the_grader_is_told(
    scripted: tuple[FakeServer, ScriptedModel], make_client: ClientFor
) -> None:
    server, model = scripted
    model.quality = lambda request: 5
    answer = "Column order_id is an integer with no nulls; amount has 3 nulls.\n" * 400  # ~26,000 characters
    fit = ContextFit(window=4096, chars_per_token=3.0)
    result = graded(server, make_client, answer, fit)
    assert result.score == 1.0 and result.cut and result.sent
    [request] = server.requests
    assert request.body["max_tokens"] == 1024  # a quarter of the window
    sent = sum(len(m["content"]) for m in request.body["messages"])
    assert sent / fit.chars_per_token + request.body["max_tokens"] <= fit.window
    user = request.body["messages"][1]["content"]
    assert "characters are shown.)\n\nGive a one-paragraph reasoning" in user
    assert f"of {len(answer):,} characters" in user
    assert user.index("characters are shown") > user.index("<</ANSWER>>")  # our note, outside the data


def test_without_a_window_an_answer_is_cut_only_past_the_length_limit_and_says_so(
    scripted: tuple[FakeServer, ScriptedModel], make_client: ClientFor
) -> None:
    server, _ = scripted
    short = graded(server, make_client, "Column order_id is an integer.", None)
    assert not short.cut and short.score is not None
    assert "cut to fit" not in server.requests[0].body["messages"][1]["content"]
    long = graded(server, make_client, "x" * (MAX_ANSWER_CHARS + 10), None)
    assert (
        long.cut
        and f"first {MAX_ANSWER_CHARS:,} of {MAX_ANSWER_CHARS + 10:,}"
        in (server.requests[1].body["messages"][1]["content"])
    )


def test_no_room_for_the_answer_asks_nothing_and_gives_no_grade(
    scripted: tuple[FakeServer, ScriptedModel], make_client: ClientFor
) -> None:
    server, _ = scripted
    tiny = ContextFit(window=512, chars_per_token=3.0)
    result = graded(server, make_client, "Column order_id is an integer.", tiny)
    assert result.score is None and not result.sent
    assert server.requests == []


def test_a_grade_that_never_comes_is_no_grade(
    scripted: tuple[FakeServer, ScriptedModel], make_client: ClientFor
) -> None:
    server, model = scripted
    model.quality = lambda request: 9  # off the 1-5 scale, every time
    result = graded(server, make_client, "Column order_id is an integer.", None)
    assert result.score is None and result.sent
