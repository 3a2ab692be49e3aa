"""The spec's ``evals/eval_queries.json`` drives the deep layer's triggering measurement: the set is
used as written, every query runs at least 3 times, and a query passes at trigger rate 0.5."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest

from agents.scripted import ScriptedModel
from conftest import SkillFactory, make_sibling
from layers.judge.conftest import ScriptedJudge
from layers.monte_carlo.test_stage import deep
from skillgrade.layers.monte_carlo.prompts import prompt_set

QUERIES = [
    {"query": "profile sales.csv for me", "should_trigger": True},
    {"query": "check users.tsv before import", "should_trigger": True},
    {"query": "write a SQL join", "should_trigger": False},
    {"query": "plot csv-ish data in matplotlib", "should_trigger": False},
]


def _write(root: Path, data: object) -> None:
    (root / "evals").mkdir(exist_ok=True)
    (root / "evals" / "eval_queries.json").write_text(json.dumps(data), encoding="utf-8")


def test_the_queries_file_is_the_prompt_set_as_written(tmp_path: Path) -> None:
    _write(tmp_path, QUERIES)
    (tmp_path / "evals" / "evals.json").write_text(json.dumps({"evals": [{"prompt": "ignored"}]}))
    prompts = asyncio.run(prompt_set(None, tmp_path, "csv-profiler", "d", "hash", tmp_path / "saved"))
    assert prompts.info.source == "eval_queries"
    assert [(c.prompt, c.should_trigger) for c in prompts.cases] == [(q["query"], q["should_trigger"]) for q in QUERIES]
    assert prompts.info.saved_to is not None


def test_a_queries_file_with_one_label_is_refused_not_topped_up(tmp_path: Path) -> None:
    from skillgrade.layers.monte_carlo.prompts import PromptError

    _write(tmp_path, QUERIES[:2])
    with pytest.raises(PromptError, match="at least one query of each label"):
        asyncio.run(prompt_set(None, tmp_path, "csv-profiler", "d", "hash", None))


def test_every_query_runs_three_times_and_passes_at_the_threshold(make_skill: SkillFactory, tmp_path: Path) -> None:
    make_sibling(make_skill)
    skill = make_skill()
    _write(skill, QUERIES)
    # "profile sales.csv" and "plot csv-ish" load the skill; the other two do not.
    model = ScriptedModel(
        choose=lambda p: "csv-profiler" if "sales.csv" in p or "csv-ish" in p else None,
        quality=lambda p: 4,
        fallback=ScriptedJudge(),
    )
    result, _ = deep(skill, model, tmp_path, runs=4)
    layer = next(lay for lay in result.layers if lay.name == "monte_carlo")
    stats = layer.monte_carlo
    assert stats is not None and stats.prompts.source == "eval_queries"
    assert stats.runs_planned == 12 and stats.runs_done == 12  # 3 runs per query, above --runs 4
    trigger = stats.trigger_eval
    assert trigger is not None and trigger.runs_per_query == 3 and trigger.threshold == 0.5
    rows = {q.query: (q.runs, q.triggers, q.trigger_rate, q.passed) for q in trigger.queries}
    assert rows == {
        "profile sales.csv for me": (3, 3, 1.0, True),
        "check users.tsv before import": (3, 0, 0.0, False),
        "write a SQL join": (3, 0, 0.0, True),
        "plot csv-ish data in matplotlib": (3, 3, 1.0, False),
    }
    assert (trigger.measured, trigger.passed, trigger.pass_rate) == (4, 2, 0.5)
