"""Fitting the judge to a small context window, against loopback servers that behave like llama.cpp
(announces ``n_ctx`` on ``/props``), vLLM (``max_model_len`` on ``/v1/models``) and llama-cpp-python
(announces nothing, rejects an overflowing request with HTTP 400 ``context_length_exceeded``)."""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from conftest import CliResult, SkillFactory
from layers.judge.conftest import ScriptedJudge
from layers.judge.test_judge_cli import judge_layer, standard
from llm.fake_server import FakeServer, Recorded, Reply, openai_error

Cli = Callable[..., CliResult]
WINDOW = 4096
LONG_BODY = "# Long skill\n\n" + "".join(
    f"## Step {i}\n\nRead the input file, check each column for empty cells and report them.\n\n" for i in range(600)
)


class SmallContextModel:
    """Counts ``chars_per_token`` characters per token and answers 400 like llama-cpp-python when
    prompt + max_tokens exceeds the window; otherwise answers as the scripted judge."""

    def __init__(self, chars_per_token: float) -> None:
        self.chars_per_token = chars_per_token
        self.judge = ScriptedJudge()
        self.rejected = 0
        self.largest = 0

    def __call__(self, request: Recorded) -> Reply:
        chars = sum(len(m["content"]) for m in request.body["messages"])
        prompt = math.ceil(chars / self.chars_per_token) + 30
        wanted = int(request.body.get("max_tokens") or 0)
        if prompt + wanted > WINDOW:
            self.rejected += 1
            message = (
                f"This model's maximum context length is {WINDOW} tokens. However, you requested "
                f"{prompt + wanted} tokens ({prompt} in the messages, {wanted} in the completion). "
                "Please reduce the length of the messages or completion."
            )
            return Reply(status=400, body=openai_error(message, code="context_length_exceeded"))
        self.largest = max(self.largest, prompt + wanted)
        return self.judge(request)


@pytest.fixture
def small_model() -> Iterator[tuple[FakeServer, SmallContextModel]]:
    model = SmallContextModel(chars_per_token=3.4)
    server = FakeServer().start()
    server.script(*[model] * 50)
    try:
        yield server, model
    finally:
        server.stop()


def _long_skill(make_skill: SkillFactory) -> Path:
    return make_skill(body=LONG_BODY)


def test_the_window_llama_cpp_announces_on_props_is_used_and_the_cut_is_named(
    cli: Cli, make_skill: SkillFactory, small_model: tuple[FakeServer, SmallContextModel], tmp_path: Path
) -> None:
    server, model = small_model
    server.gets["/props"] = {"default_generation_settings": {"n_ctx": WINDOW}}
    result = standard(cli, f"{server.url}/v1", _long_skill(make_skill), tmp_path / "cache")
    [skill] = result.json()["skills"]
    layer = judge_layer(skill)
    assert model.rejected == 0, layer["reason"]  # fitted before the first request
    assert layer["status"] == "ran" and model.largest <= WINDOW
    assert "context 4,096 tokens (the server's GET /props (n_ctx))" in layer["context"]
    assert any(note.startswith("SKILL.md: only the first") for note in layer["cut"])
    grading = server.requests[0].body
    assert grading["max_tokens"] == 1024  # a quarter of the window, not the 2,048 default


def test_vllm_max_model_len_on_v1_models_is_used(
    cli: Cli, make_skill: SkillFactory, small_model: tuple[FakeServer, SmallContextModel], tmp_path: Path
) -> None:
    server, model = small_model
    server.gets["/v1/models"] = {"object": "list", "data": [{"id": "local-test", "max_model_len": WINDOW}]}
    result = standard(cli, f"{server.url}/v1", _long_skill(make_skill), tmp_path / "cache")
    layer = judge_layer(result.json()["skills"][0])
    assert model.rejected == 0 and layer["status"] == "ran"
    assert "GET /v1/models (max_model_len)" in layer["context"]


def test_a_server_that_only_rejects_is_refitted_from_its_answer(
    cli: Cli, make_skill: SkillFactory, tmp_path: Path
) -> None:
    """llama-cpp-python: no size anywhere, and a denser tokenizer than the fit's first guess."""
    model = SmallContextModel(chars_per_token=2.4)
    server = FakeServer().start()
    server.script(*[model] * 50)
    server.gets["/v1/models"] = {"object": "list", "data": [{"id": "local-test", "owned_by": "me"}]}
    folder = _long_skill(make_skill)
    try:
        result = standard(cli, f"{server.url}/v1", folder, tmp_path / "cache")
        calls = len(server.requests)
        again = standard(cli, f"{server.url}/v1", folder, tmp_path / "cache")
    finally:
        server.stop()
    layer = judge_layer(result.json()["skills"][0])
    assert model.rejected == 1  # the first request, at the default budget
    assert layer["status"] == "ran", layer["reason"]
    assert "context_length_exceeded" in layer["context"] and "refitted" in layer["context"]
    assert any(note.startswith("SKILL.md: only the first") for note in layer["cut"])
    # the rerun remembers the window: no rejected call, every answer from the cache
    rerun = judge_layer(again.json()["skills"][0])
    assert model.rejected == 1 and len(server.requests) == calls
    assert "learned from an earlier context_length_exceeded answer" in rerun["context"]
    assert rerun["usage"]["calls"] == 0 and rerun["samples"] == layer["samples"]


def test_context_tokens_flag_fits_without_asking(
    cli: Cli, make_skill: SkillFactory, small_model: tuple[FakeServer, SmallContextModel], tmp_path: Path
) -> None:
    server, model = small_model
    folder = _long_skill(make_skill)
    result = standard(cli, f"{server.url}/v1", folder, tmp_path / "cache", "--context-tokens", str(WINDOW))
    layer = judge_layer(result.json()["skills"][0])
    assert model.rejected == 0 and layer["status"] == "ran"
    assert "(--context-tokens)" in layer["context"]


def test_a_window_too_small_for_the_prompt_fails_the_layer_with_the_reason(
    cli: Cli, make_skill: SkillFactory, small_model: tuple[FakeServer, SmallContextModel], tmp_path: Path
) -> None:
    server, _ = small_model
    result = standard(cli, f"{server.url}/v1", _long_skill(make_skill), tmp_path / "cache", "--context-tokens", "1024")
    layer = judge_layer(result.json()["skills"][0])
    assert layer["status"] == "failed" and "context of 1,024 tokens cannot hold" in layer["reason"]
    assert server.requests == []  # no call that could only fail
