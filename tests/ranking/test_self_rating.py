"""``skillgrade init`` rates the corpus against itself, so a certified skill's percentile is a position in it."""

from __future__ import annotations

import json
import math
from collections.abc import Callable
from pathlib import Path

import pytest

from agents.scripted import ScriptedModel
from conftest import CliResult, SkillFactory
from layers.judge.conftest import ScriptedJudge
from llm.fake_server import FakeServer, Recorded, Reply, openai_error
from ranking.test_ranking import SKILL, certify_args, verdict
from skillgrade.ranking.self_rating import draw_pairs

Cli = Callable[..., CliResult]
STRENGTH = {"csv-validator": 5, "csv-merger": 4, "csv-splitter": 3, "csv-cleaner": 2, "git-helper": 1, "pdf-maker": 0}


def corpus_verdict(first: str, second: str) -> str:
    """Among corpus skills the stronger wins in either order (csv-sorter, unlisted, always loses)."""
    if SKILL in (first, second):
        return verdict(first, second)
    a, b = STRENGTH.get(first, -1), STRENGTH.get(second, -1)
    return "A" if a > b else "B" if b > a else "tie"


@pytest.fixture
def model() -> ScriptedModel:
    generated = {"should_trigger": ["profile csv a", "csv columns b"], "should_not_trigger": ["plot d", "sql e"]}
    return ScriptedModel(
        choose=lambda p: SKILL if "csv" in p else None,
        generated=generated,
        verdict=corpus_verdict,
        fallback=ScriptedJudge(),
    )


def init_args(corpus: Path, server: FakeServer | str, tmp_path: Path, *extra: str) -> list[str | Path]:
    url = server if isinstance(server, str) else server.url
    return [
        "init", corpus, "--corpus-dir", tmp_path / "idx", "--provider", "openai-compatible", "--model", "local-test",
        "--base-url", url, "--cache-dir", tmp_path / "cache", *extra,
    ]  # fmt: skip


def test_the_draw_is_seeded_sparse_and_each_pair_once() -> None:
    pairs = draw_pairs(217, 4, seed=0)
    assert pairs == draw_pairs(217, 4, seed=0) and pairs != draw_pairs(217, 4, seed=1)
    assert len(pairs) == len(set(pairs)) <= 217 * 4 and all(a < b for a, b in pairs)
    played = {p for pair in pairs for p in pair}
    assert played == set(range(217))  # every skill plays
    assert len(draw_pairs(3, 4, seed=0)) == 3  # k above the corpus: everyone plays everyone once


def test_init_rates_the_corpus_against_itself_and_certify_reports_a_real_percentile(
    cli: Cli, corpus: Path, make_skill: SkillFactory, server: FakeServer, model: ScriptedModel, tmp_path: Path
) -> None:
    built = cli(*init_args(corpus, server, tmp_path, "-k", "3"))
    assert built.code == 0, built.err
    index = json.loads((tmp_path / "idx" / "index.json").read_text())
    done = index["rating_round"]
    assert done["k"] == 3 and done["seed"] == 0 and done["model"] == "local-test"
    assert 0 < done["pairs"] <= 7 * 3 and done["pairs_judged"] == done["pairs"]
    assert done["games"] == 2 * done["pairs"] == model.calls["pairwise"]
    assert f"Ratings: 7 of 7 skill(s) rated from {done['games']} judged games" in built.out
    rating = {s["name"]: s["rating"] for s in index["skills"]}
    assert all(s["games"] > 0 for s in index["skills"])
    assert len(set(rating.values())) > 2  # not everyone at 1500
    assert rating["csv-validator"] > rating["csv-cleaner"] > rating["pdf-maker"]

    again = cli(*init_args(corpus, server, tmp_path, "-k", "3"))  # cached like every model answer
    assert again.code == 0 and model.calls["pairwise"] == done["games"]

    result = cli(*certify_args(server, make_skill(), tmp_path, "--format", "json"))
    assert result.code == 0, result.err
    ranking = result.json()["skills"][0]["ranking"]
    assert ranking["corpus_rated"] == 7 and ranking["corpus_games"] == done["games"]
    assert 0 < ranking["percentile"] < 100, ranking
    assert f"of 7 rated skills (from {done['games']} corpus games)" in result.err


def test_an_unrated_corpus_gives_no_percentile_rather_than_0_or_100(
    cli: Cli, corpus: Path, make_skill: SkillFactory, server: FakeServer, tmp_path: Path
) -> None:
    built = cli("init", corpus, "--corpus-dir", tmp_path / "idx")
    assert built.code == 0 and "Ratings: unrated" in built.out
    result = cli(*certify_args(server, make_skill(), tmp_path, "--format", "json"))
    ranking = result.json()["skills"][0]["ranking"]
    assert ranking["elo"] is not None and ranking["percentile"] is None and ranking["corpus_games"] == 0
    assert "corpus percentile n/a (the corpus is unrated" in result.err


def test_rating_with_a_dead_model_fails_loudly_and_rates_nobody(cli: Cli, corpus: Path, tmp_path: Path) -> None:
    down = FakeServer().start()

    def refuse(request: Recorded) -> Reply:
        return Reply(400, openai_error("model unavailable"))

    down.script(*[refuse] * 500)
    try:
        built = cli(*init_args(corpus, down, tmp_path, "-k", "2"))
    finally:
        down.stop()
    assert built.code == 4 and "0 of 7 skill(s) rated from 0 judged games" in built.out
    assert "skillgrade: degraded: none of the" in built.err and "the corpus stays unrated" in built.err
    assert "unjudged: model call failed" in built.out
    index = json.loads((tmp_path / "idx" / "index.json").read_text())
    assert all(s["games"] == 0 for s in index["skills"])


def test_a_corpus_of_one_skill_has_nothing_to_rate_and_says_so(
    cli: Cli, make_skill: SkillFactory, server: FakeServer, model: ScriptedModel, tmp_path: Path
) -> None:
    lone = tmp_path / "lone"
    make_skill("csv-only", description="Work with CSV files: rows and columns of a CSV.", parent=lone)
    built = cli(*init_args(lone, server, tmp_path))
    assert built.code == 2 and "fewer than two readable skills in the corpus: nothing to rate" in built.err
    assert model.calls.get("pairwise", 0) == 0


def test_corpus_games_are_fitted_to_the_window_the_server_announces(
    cli: Cli, make_skill: SkillFactory, model: ScriptedModel, tmp_path: Path
) -> None:
    """Two long skills in one prompt overflowed a 4,096-token model; the window on /props now bounds each side."""
    root = tmp_path / "long"
    long_body = "# Long\n\n" + "Check every column of the CSV for empty cells and report them.\n" * 400
    for name in ("csv-merger", "csv-cleaner", "pdf-maker"):
        make_skill(name, description=f"Work with files: {name}.", body=long_body, parent=root)
    rejected: list[int] = []

    def small(request: Recorded) -> Reply:
        chars = sum(len(m["content"]) for m in request.body["messages"])
        needed = math.ceil(chars / 3.4) + int(request.body.get("max_tokens") or 0)
        if needed > 4096:
            rejected.append(needed)
            return Reply(400, openai_error(f"This model's maximum context length is 4096 tokens. ({needed})"))
        return model(request)

    server = FakeServer().start()
    server.script(*[small] * 100)
    server.gets["/props"] = {"default_generation_settings": {"n_ctx": 4096}}
    try:
        built = cli(*init_args(root, server, tmp_path, "-k", "2"))
    finally:
        server.stop()
    assert built.code == 0, built.out + built.err
    assert rejected == [] and "3 of 3 skill(s) rated from 6 judged games" in built.out
    assert all(r.body["max_tokens"] <= 512 for r in server.requests)
