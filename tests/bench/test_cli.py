"""``skillgrade eval`` and ``skillgrade benchmarks`` end to end, through the real entry point."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from collections.abc import Callable
from pathlib import Path

import pytest

from agents.scripted import ScriptedModel, serve
from bench.skills import benchmark, exact_task, http_skill_server, write_benchmark, write_http_skill, write_rpc_skill
from conftest import CliResult, SkillFactory
from llm.fake_server import Reply, openai_answer

Cli = Callable[..., CliResult]


@pytest.mark.parametrize("bench_id", ["coding-easy", "web-search-basic"])
def test_builtins_end_to_end_against_a_json_rpc_skill(tmp_path: Path, cli: Cli, bench_id: str) -> None:
    folder = write_rpc_skill(tmp_path / "skills")
    result = cli(
        "eval", "--skills", tmp_path / "skills", "--benchmark", bench_id, "--format", "json", "--threshold", 99
    )
    assert result.code == 0, result.err + result.out
    report = result.json()
    (skill,) = report["skills"]
    assert skill["name"] == "calculator" and skill["runner"] == "subprocess"
    assert skill["summary"]["quality"] == 100.0 and skill["summary"]["error_rate"] == 0.0
    assert all(t["status"] == "passed" for t in skill["tasks"]), [t for t in skill["tasks"] if t["status"] != "passed"]
    assert len((folder / "calls.log").read_text().splitlines()) == report["benchmark"]["tasks"]
    assert skill["summary"]["overall"] > 90 and skill["summary"]["tags"]


def test_web_search_builtin_over_http(tmp_path: Path, cli: Cli) -> None:
    with http_skill_server() as url:
        write_http_skill(tmp_path / "skills", url)
        result = cli("eval", "--skills", tmp_path / "skills", "--benchmark", "web-search-basic", "--format", "json")
    (skill,) = result.json()["skills"]
    assert result.code == 0 and skill["runner"] == "http" and skill["summary"]["quality"] == 100.0


def test_skill_quality_checks_the_parsed_skill(good_skill: Path, make_skill: SkillFactory, cli: Cli) -> None:
    make_skill("weak", frontmatter="name: other-name\ndescription: Too short.\n", body="Tiny body.\n")
    result = cli("eval", "--skills", good_skill.parent, "--benchmark", "skill-quality", "--format", "json")
    assert result.code == 0, result.err
    skills = {s["name"]: s for s in result.json()["skills"]}
    assert skills["csv-profiler"]["runner"] == "skill-metadata"
    assert skills["csv-profiler"]["summary"]["quality"] == 100.0
    weak = {t["id"]: t for t in skills["weak"]["tasks"]}
    assert weak["quality_001"]["status"] == "passed"
    assert weak["quality_002"]["attempts"][0]["output"] == "description has 10 characters; expected 20–1024"
    assert weak["quality_003"]["status"] == "failed" and weak["quality_005"]["score"] == 0.0
    assert skills["weak"]["summary"]["quality"] == 20.0


def test_an_invalid_benchmark_is_rejected_before_any_task_runs(tmp_path: Path, cli: Cli) -> None:
    folder = write_rpc_skill(tmp_path / "skills")
    data = benchmark([exact_task("a", {}, "1"), exact_task("a", {}, "1"), {"id": "c", "evaluator": {"type": "regex"}}])
    path = write_benchmark(tmp_path / "bad.json", data)
    result = cli("eval", "--skills", tmp_path / "skills", "--benchmark", path)
    assert result.code == 2 and result.out == ""
    assert f"invalid benchmark {path}" in result.err
    for wanted in ("$.tasks[1].id: duplicate task id 'a'", "$.tasks[2]: 'description' is a required property",
                   "$.tasks[2].evaluator.type: 'regex' is not one of"):  # fmt: skip
        assert wanted in result.err
    assert not (folder / "calls.log").exists()


def test_formats_threshold_and_junit_cases(tmp_path: Path, cli: Cli) -> None:
    write_rpc_skill(tmp_path / "skills")
    tasks = [
        exact_task("right", {"operation": "calculate", "expression": "1+1"}, "2", tags=["math"]),
        exact_task("wrong", {"operation": "calculate", "expression": "2+2"}, "5", tags=["math"]),
        exact_task("stuck", {"hang": True}, "x", timeoutMs=300, tags=["slow"]),
    ]
    path = write_benchmark(tmp_path / "b.json", benchmark(tasks))
    args = ("eval", "--skills", tmp_path / "skills", "--benchmark", path)
    text = cli(*args, "--threshold", 50)
    assert text.code == 1
    assert "quality 33.3 (mean)" in text.out and "✗ wrong [failed] expected '5', got '4'" in text.out
    assert "✗ stuck [timeout]" in text.out and "gate: quality 33.33 is below the threshold 50" in text.out
    junit = cli(*args, "--format", "junit")
    assert junit.code == 0
    suite = ET.fromstring(junit.out).find("testsuite")
    assert (
        suite is not None and suite.get("tests") == "3" and suite.get("failures") == "1" and suite.get("errors") == "1"
    )
    cases = {c.get("name"): c for c in suite.iter("testcase")}
    assert list(cases) == ["right", "wrong", "stuck"]
    assert cases["wrong"].find("failure") is not None and cases["stuck"].find("error") is not None
    markdown = cli(*args, "--format", "markdown", "-o", tmp_path / "out" / "report.md")
    assert markdown.code == 0 and markdown.out == ""
    assert "| `wrong` | failed |" in (tmp_path / "out" / "report.md").read_text()


def test_baseline_and_max_drop(tmp_path: Path, cli: Cli) -> None:
    write_rpc_skill(tmp_path / "skills")
    tasks = [exact_task(f"t{i}", {"operation": "calculate", "expression": f"{i}+0"}, str(i)) for i in range(4)]
    path = write_benchmark(tmp_path / "b.json", benchmark(tasks))
    baseline = tmp_path / "baseline.json"
    assert (
        cli("eval", "--skills", tmp_path / "skills", "--benchmark", path, "--format", "json", "-o", baseline).code == 0
    )
    tasks[0] = exact_task("t0", {"operation": "calculate", "expression": "0+0"}, "changed")
    write_benchmark(path, benchmark(tasks))
    args = ("eval", "--skills", tmp_path / "skills", "--benchmark", path, "--baseline", baseline)
    assert cli(*args, "--max-drop", 30).code == 0
    dropped = cli(*args, "--max-drop", 10)
    assert dropped.code == 1 and "quality fell 25.00 points from 100" in dropped.out
    assert cli("eval", "--skills", tmp_path / "skills", "--benchmark", "coding-easy", "--baseline", baseline).code == 2


def test_usage_errors(tmp_path: Path, cli: Cli, make_skill: SkillFactory) -> None:
    write_rpc_skill(tmp_path / "skills")
    base = ("eval", "--skills", tmp_path / "skills", "--benchmark", "coding-easy")
    assert "needs at least 3 samples" in cli(*base, "--k", 3).err
    assert cli(*base, "--max-drop", 1).code == 2
    assert "no benchmark with id" in cli("eval", "--skills", tmp_path / "skills", "--benchmark", "nope").err
    make_skill("prompt-only")
    only_md = cli("eval", "--skills", tmp_path / "prompt-only", "--benchmark", "coding-easy")
    assert only_md.code == 2 and "give --agent" in only_md.err
    assert cli("eval", "--skills", tmp_path / "prompt-only", "--benchmark", "coding-easy", "--agent", "llm").code == 2


def test_agent_run_tasks_and_llm_judge_against_the_loopback_model(
    make_skill: SkillFactory, tmp_path: Path, cli: Cli
) -> None:
    model = ScriptedModel(choose=lambda prompt: "csv-profiler")
    judge_ratings = iter([8, 3, 8, 3, 8, 3])
    model.fallback = lambda request: Reply(
        body=openai_answer(json.dumps({"reasoning": "graded", "rating": next(judge_ratings)}))
    )
    server = serve(model)
    skill = make_skill()
    tasks = [
        {
            "id": "profile",
            "description": "Profile a CSV",
            "inputData": {"prompt": "profile orders.csv"},
            "expectedOutput": {"type": "contains", "keywords": ["orders.csv", "answer"]},
            "evaluator": {"type": "contains"},
            "tags": ["csv"],
        },
        {
            "id": "judged",
            "description": "Explain the profile",
            "inputData": {"prompt": "explain the columns"},
            "expectedOutput": {"type": "llm_judge", "judgePrompt": "Rate the explanation 0-10."},
            "evaluator": {"type": "llm_judge"},
        },
    ]
    path = write_benchmark(tmp_path / "agent.json", benchmark(tasks, scoringMethod="pass_at_k"))
    try:
        result = cli(
            "eval", "--skills", skill, "--benchmark", path, "--agent", "llm", "--provider", "openai-compatible",
            "--model", "local-test", "--base-url", server.url, "--samples", 2, "--k", 1, "--concurrency", 1,
            "--format", "json",
        )  # fmt: skip
    finally:
        server.stop()
    assert result.code == 0, result.err
    (report,) = result.json()["skills"]
    assert report["runner"] == "agent"
    profile, judged = report["tasks"]
    assert profile["passes"] == 2 and profile["attempts"][0]["output"] == "answer to profile orders.csv"
    assert [a["score"] for a in judged["attempts"]] == [80.0, 30.0] and judged["passes"] == 1
    # pass@1 per task: profile 2/2, judged 1/2 -> 0.75
    assert report["summary"]["quality"] == 75.0 and report["summary"]["samples"] == 2
    assert model.calls["select"] == 4


def test_llm_judge_without_a_model_is_unscored_not_zero(tmp_path: Path, cli: Cli) -> None:
    write_rpc_skill(tmp_path / "skills")
    tasks = [
        exact_task("right", {"operation": "calculate", "expression": "1+1"}, "2"),
        {
            "id": "judged",
            "description": "d",
            "inputData": {"query": "python"},
            "expectedOutput": {"type": "llm_judge", "judgePrompt": "Rate it."},
            "evaluator": {"type": "llm_judge"},
        },
    ]
    path = write_benchmark(tmp_path / "b.json", benchmark(tasks))
    report = cli("eval", "--skills", tmp_path / "skills", "--benchmark", path, "--format", "json").json()
    (skill,) = report["skills"]
    assert skill["summary"]["quality"] == 100.0 and skill["summary"]["unscored_tasks"] == 1
    assert (
        skill["tasks"][1]["status"] == "unscored"
        and "needs a judge model" in skill["tasks"][1]["attempts"][0]["reason"]
    )
    no_key = cli("eval", "--skills", tmp_path / "skills", "--benchmark", path, "--format", "json",
                 "--provider", "anthropic", "--model", "claude-test").json()  # fmt: skip
    assert "needs an API key" in no_key["skills"][0]["tasks"][1]["attempts"][0]["reason"]


def test_benchmarks_lists_builtins_and_the_directory(tmp_path: Path, cli: Cli) -> None:
    write_benchmark(tmp_path / "extra" / "mine.json", benchmark([exact_task("a", {}, "1")], id="mine"))
    text = cli("benchmarks", "--benchmarks-dir", tmp_path / "extra")
    assert text.code == 0 and "coding-easy" in text.out and "mine" in text.out
    rows = cli("benchmarks", "--benchmarks-dir", tmp_path / "extra", "--format", "json").json()
    by_id = {r["id"]: r for r in rows}
    assert by_id["coding-easy"]["tasks"] == 20 and by_id["skill-quality"]["tasks"] == 5
    assert by_id["web-search-basic"]["tasks"] == 8 and by_id["mine"]["origin"] == "benchmarks-dir"
