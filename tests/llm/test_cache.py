"""The disk cache: hits cost no call, errors are never stored, an interrupted run resumes."""

from __future__ import annotations

import asyncio
import json
import os
from pathlib import Path

import platformdirs
import pytest

from llm.fake_server import FakeServer, Reply, anthropic_answer, chat, complete, openai_answer, openai_error
from skillgrade.errors import ModelCallError
from skillgrade.llm.cache import DiskCache, cache_key, default_cache_dir
from skillgrade.llm.types import ChatResponse, Message


def entries(directory: Path) -> list[Path]:
    return sorted(directory.glob("*/*.json"))


def test_a_cache_hit_makes_no_call(server: FakeServer, make_client, tmp_path: Path) -> None:
    client = make_client(cache=DiskCache(tmp_path))

    first, second = complete(client, chat(), chat())

    assert len(server.requests) == 1
    assert (first.cached, second.cached) == (False, True)
    assert second.model_copy(update={"cached": False, "attempts": 1}) == first and second.attempts == 0
    assert (client.calls_made, client.cache_hits) == (1, 1)
    assert client.usage == first.usage


def test_the_cache_survives_the_client_and_sits_at_two_hex_digits(server: FakeServer, make_client, tmp_path) -> None:
    complete(make_client("anthropic", cache=DiskCache(tmp_path)), chat("anthropic"))
    [answer] = complete(make_client("anthropic", cache=DiskCache(tmp_path)), chat("anthropic"))

    assert answer.cached
    assert len(server.requests) == 1
    [entry] = entries(tmp_path)
    assert entry.parent.name == entry.stem[:2]
    assert len(entry.stem) == 64


def test_errors_are_never_cached(server: FakeServer, make_client, tmp_path: Path) -> None:
    server.script(Reply(401, openai_error("bad key")), Reply(200, "{not json"))
    cache = DiskCache(tmp_path)

    for _ in range(2):
        with pytest.raises(ModelCallError):
            complete(make_client(cache=cache), chat())
    assert entries(tmp_path) == []

    [answer] = complete(make_client(cache=cache), chat())

    assert not answer.cached
    assert len(server.requests) == 3
    assert len(entries(tmp_path)) == 1


@pytest.mark.parametrize(
    ("provider", "body"),
    [
        ("openai", openai_answer(None, refusal="No.")),
        ("openai", openai_answer('{"reas', finish_reason="length")),
        ("openai", openai_answer("")),
        ("openai", openai_answer("   ")),
        ("anthropic", anthropic_answer("", stop_reason="refusal")),
        ("anthropic", anthropic_answer('{"reas', stop_reason="max_tokens")),
        ("anthropic", anthropic_answer("")),
    ],
)
def test_refused_truncated_or_empty_answers_are_never_cached(server, make_client, tmp_path, provider, body) -> None:
    # Replaying them would repeat the same failure forever: a rerun must ask the model again.
    server.script(Reply(body=body))
    cache = DiskCache(tmp_path)

    [answer] = complete(make_client(provider, cache=cache), chat(provider))
    [again] = complete(make_client(provider, cache=cache), chat(provider))

    assert answer.finish_reason in ("refusal", "length") or not answer.text.strip()
    assert not again.cached and again.finish_reason not in ("refusal", "length")
    assert len(server.requests) == 2
    assert len(entries(tmp_path)) == 1  # only the good second answer


def _score_problem(response: ChatResponse) -> str | None:
    try:
        value = json.loads(response.text)
    except ValueError:
        return "not JSON"
    return None if value.get("score") in (1, 2, 3, 4, 5) else f"score {value.get('score')!r} is off the scale"


@pytest.mark.parametrize("bad", ['{"reasoning": "x", "score": 9}', '{"reasoning": "x", "sco', "I cannot grade this."])
def test_only_answers_the_consumer_validated_are_cached(server, make_client, tmp_path, bad: str) -> None:
    server.script(Reply(body=openai_answer(bad)))
    cache = DiskCache(tmp_path)

    async def twice() -> list[ChatResponse]:
        async with make_client(cache=cache) as client:
            return [await client.complete(chat(), validate=_score_problem) for _ in range(3)]

    first, second, third = asyncio.run(twice())
    assert first.text == bad and not second.cached and third.cached
    assert len(server.requests) == 2


def test_a_cached_answer_that_no_longer_validates_is_asked_again(server, make_client, tmp_path) -> None:
    # An entry written by an older version (which cached everything) must not be replayed forever.
    cache = DiskCache(tmp_path)
    server.script(Reply(body=openai_answer('{"reasoning": "x", "score": 9}')))
    complete(make_client(cache=cache), chat())  # no validator: the old behaviour wrote it
    assert len(entries(tmp_path)) == 1

    async def validated() -> ChatResponse:
        async with make_client(cache=cache) as client:
            return await client.complete(chat(), validate=_score_problem)

    answer = asyncio.run(validated())
    assert not answer.cached and _score_problem(answer) is None
    assert len(server.requests) == 2
    assert asyncio.run(validated()).cached


def test_an_interrupted_run_resumes_from_whole_entries(server: FakeServer, make_client, tmp_path: Path) -> None:
    first_run = [chat(text="first"), chat(text="second")]
    complete(make_client(cache=DiskCache(tmp_path)), *first_run)
    [done, *_] = entries(tmp_path)
    # A crash mid-write leaves a temp file beside the whole entries, never a half entry.
    (done.parent / f".{done.stem[:8]}-crash.tmp").write_text('{"cache_format": 1, "key"', encoding="utf-8")

    rerun = complete(make_client(cache=DiskCache(tmp_path)), *first_run, chat(text="third"))

    assert [answer.cached for answer in rerun] == [True, True, False]
    assert len(server.requests) == 3


def test_a_write_leaves_no_temp_file(server: FakeServer, make_client, tmp_path: Path) -> None:
    complete(make_client(cache=DiskCache(tmp_path)), chat())

    files = [p for p in tmp_path.rglob("*") if p.is_file()]
    assert files == entries(tmp_path)


def test_a_corrupt_entry_is_a_miss_and_is_overwritten(server: FakeServer, make_client, tmp_path: Path) -> None:
    complete(make_client(cache=DiskCache(tmp_path)), chat())
    [entry] = entries(tmp_path)
    entry.write_text('{"cache_format": 1, "key": "', encoding="utf-8")

    [answer] = complete(make_client(cache=DiskCache(tmp_path)), chat())
    [again] = complete(make_client(cache=DiskCache(tmp_path)), chat())

    assert (answer.cached, again.cached) == (False, True)
    assert len(server.requests) == 2
    assert json.loads(entry.read_text(encoding="utf-8"))["response"]["cached"] is False


def test_an_entry_under_the_wrong_name_is_a_miss(tmp_path: Path) -> None:
    cache = DiskCache(tmp_path)
    cache.put("a" * 64, ChatResponse(text="x", model="m"))
    assert cache.get("a" * 64) == ChatResponse(text="x", model="m", cached=True, attempts=0)

    os.replace(cache.path_for("a" * 64), cache.path_for("a" * 63 + "b"))

    assert cache.get("a" * 64) is None
    assert cache.get("a" * 63 + "b") is None


def test_each_sample_index_has_its_own_entry(server: FakeServer, make_client, tmp_path: Path) -> None:
    async def main() -> list[bool]:
        async with make_client(cache=DiskCache(tmp_path)) as client:
            answers = [await client.complete(chat(), sample_index=i) for i in (0, 1, 2, 0, 1, 2)]
        return [answer.cached for answer in answers]

    assert asyncio.run(main()) == [False, False, False, True, True, True]
    assert len(server.requests) == 3


BASE = {
    "provider": "openai",
    "base_url": "https://api.openai.com/v1",
    "dialect": "json_schema",
    "sample_index": 0,
    "extra": {"rubric": "v1"},
}


@pytest.mark.parametrize(
    "change",
    [
        {"request": chat(temperature=0.0)},
        {"request": chat(temperature=0.5)},
        {"request": chat(top_p=0.9)},
        {"request": chat(seed=1)},
        {"request": chat(seed=2)},
        {"request": chat(max_tokens=301)},
        {"request": chat(model="gpt-other")},
        {"request": chat(text="Grade that skill.")},
        {"request": chat(messages=(Message(role="user", content="Grade this skill."),))},
        {"request": chat(response_schema=None)},
        {"request": chat(response_schema={"type": "object"})},
        {"request": chat(schema_name="verdict")},
        {"provider": "openai-compatible"},
        {"base_url": "http://127.0.0.1:8000/v1"},
        {"base_url": "https://api.openai.com:8443/v1"},
        {"base_url": "https://eu.api.openai.com/v1"},
        {"base_url": "https://api.openai.com/v2"},
        {"dialect": "tool"},
        {"sample_index": 1},
        {"extra": {"rubric": "v2"}},
        {"extra": None},
    ],
)
def test_the_key_changes_with_everything_that_changes_the_answer(change: dict) -> None:
    reference = cache_key(request=chat(), **BASE)

    assert cache_key(**{"request": chat(), **BASE, **change}) != reference
    assert cache_key(request=chat(), **BASE) == reference


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("http://127.0.0.1:8000/v1", "http://127.0.0.1:41237/v1/"),
        ("http://localhost:8080/v1", "http://127.0.0.1:9090/v1"),
        ("http://[::1]:8000/v1", "http://127.0.0.2:8000/v1"),
    ],
)
def test_the_key_ignores_the_port_and_spelling_of_a_loopback_server(first: str, second: str) -> None:
    local = {**BASE, "provider": "openai-compatible"}
    assert cache_key(request=chat(), **{**local, "base_url": first}) == cache_key(
        request=chat(), **{**local, "base_url": second}
    )


def test_a_local_server_restarted_on_another_port_is_served_from_the_cache(make_client, tmp_path: Path) -> None:
    cache = DiskCache(tmp_path)
    for _ in range(2):
        server = FakeServer().start()  # a new random port each time
        try:
            [answer] = complete(make_client("openai-compatible", cache=cache, base_url=server.url), chat())
        finally:
            server.stop()
    assert answer.cached and len(server.requests) == 0


def test_the_key_changes_for_another_remote_host_or_model() -> None:
    remote = {**BASE, "provider": "openai-compatible", "base_url": "http://10.0.0.5:8000/v1"}
    reference = cache_key(request=chat(), **remote)
    assert cache_key(request=chat(), **{**remote, "base_url": "http://10.0.0.5:8001/v1"}) != reference
    assert cache_key(request=chat(), **{**remote, "base_url": "http://10.0.0.6:8000/v1"}) != reference
    assert cache_key(request=chat(model="other"), **remote) != reference


def test_the_key_ignores_the_api_key_timeout_and_concurrency(server: FakeServer, make_client, tmp_path: Path) -> None:
    cache = DiskCache(tmp_path)
    complete(make_client(cache=cache, api_key="sk-first-key-aaaaaaaa", timeout=5, concurrency=2), chat())

    [answer] = complete(make_client(cache=cache, api_key="sk-other-key-bbbbbbbb", timeout=9, concurrency=7), chat())

    assert answer.cached
    assert len(server.requests) == 1


def test_the_default_directory_is_the_user_cache_dir() -> None:
    expected = Path(platformdirs.user_cache_dir("skillgrade")) / "llm"

    assert default_cache_dir() == expected
    assert DiskCache().directory == expected
    assert expected.is_relative_to(os.environ["HOME"])  # the isolated home of tests/conftest.py


def test_skillgrade_cache_dir_overrides_the_default(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SKILLGRADE_CACHE_DIR", str(tmp_path / "mine"))

    assert DiskCache().directory == tmp_path / "mine"
    assert DiskCache(tmp_path / "arg").directory == tmp_path / "arg"
