"""The benchmark schema, its published JSON Schema, and loading by id or path."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator

from bench.skills import benchmark, exact_task, write_benchmark
from skillgrade.bench.loading import available, builtin_root, load_benchmark
from skillgrade.bench.schema import BenchmarkError, parse_benchmark, published_schema

REPO = Path(__file__).resolve().parents[2]
BUILTINS = {"coding-easy": 20, "skill-quality": 5, "web-search-basic": 8}


def test_the_published_schema_is_valid_and_shipped_in_the_package() -> None:
    schema = published_schema()
    Draft202012Validator.check_schema(schema)
    assert schema["properties"]["maxLatencyMs"]["default"] == 30000
    assert set(schema["$defs"]["task"]["properties"]) == {
        "id", "description", "inputData", "expectedOutput", "evaluator", "timeoutMs", "tags", "weight",
    }  # fmt: skip


@pytest.mark.parametrize(("bench_id", "count"), sorted(BUILTINS.items()))
def test_builtins_validate_have_readmes_and_tags(bench_id: str, count: int) -> None:
    loaded = load_benchmark(bench_id)
    assert loaded.origin == "built-in" and loaded.benchmark.id == bench_id
    assert len(loaded.benchmark.tasks) == count
    assert loaded.readme and bench_id in loaded.readme
    assert all(task.tags for task in loaded.benchmark.tasks)


def test_the_packaged_builtins_are_the_repository_benchmarks() -> None:
    """``src/skillgrade/bench/builtin`` is the shipped copy of ``benchmarks/``: they must not drift."""
    for bench_id in BUILTINS:
        for name in ("benchmark.json", "README.md"):
            packaged = builtin_root().joinpath(bench_id).joinpath(name).read_text(encoding="utf-8")
            source = (REPO / "benchmarks" / bench_id / name).read_text(encoding="utf-8")
            assert packaged == source, f"run: cp benchmarks/{bench_id}/{name} src/skillgrade/bench/builtin/{bench_id}/"


def test_an_invalid_benchmark_lists_every_problem_with_file_and_path(tmp_path: Path) -> None:
    tasks = [
        exact_task("t1", {"x": 1}, "1"),
        {
            "id": "t2",
            "description": 5,
            "inputData": {},
            "expectedOutput": {"type": "exact"},
            "evaluator": {"type": "fuzzy"},
        },
        exact_task("t1", {}, "2", timeoutMs="soon"),
        {**exact_task("t4", {}, "x"), "evaluator": {"type": "contains"}},
        {
            "id": "t5",
            "description": "",
            "inputData": {},
            "expectedOutput": {"type": "contains", "keywords": []},
            "evaluator": {"type": "contains", "caseSensitive": "yes"},
        },
    ]
    data = benchmark(tasks, scoringMethod="median")
    del data["version"]
    path = write_benchmark(tmp_path / "bad.json", data)
    with pytest.raises(BenchmarkError) as caught:
        load_benchmark(str(path))
    problems = caught.value.problems
    text = str(caught.value)
    assert str(path) in text and f"({len(problems)} problems)" in text
    expected = [
        "$: 'version' is a required property",
        "$.scoringMethod: 'median' is not one of",
        "$.tasks[1].description: 5 is not of type 'string'",
        "$.tasks[1].evaluator.type: 'fuzzy' is not one of",
        "$.tasks[1].expectedOutput: 'value' is a required property",
        "$.tasks[2].id: duplicate task id 't1' (first at $.tasks[0])",
        "$.tasks[2].timeoutMs: 'soon' is not of type 'number'",
        "$.tasks[3].evaluator.type: 'contains' cannot score an expectedOutput of type 'exact'",
        "$.tasks[4].evaluator.caseSensitive: 'yes' is not of type 'boolean'",
        "$.tasks[4].expectedOutput.keywords: [] should be non-empty",
    ]
    for wanted in expected:
        assert any(p.startswith(wanted) for p in problems), (wanted, problems)
    assert len(problems) == len(expected)


def test_not_json_and_a_bad_embedded_schema_are_rejected(tmp_path: Path) -> None:
    broken = tmp_path / "broken.json"
    broken.write_text('{"id": ', encoding="utf-8")
    with pytest.raises(BenchmarkError, match=r"(?s)broken.json.*\$: not valid JSON"):
        load_benchmark(str(broken))
    task = {
        "id": "s",
        "description": "d",
        "inputData": {},
        "expectedOutput": {"type": "schema", "schema": {"type": "no-such-type"}},
        "evaluator": {"type": "json_schema"},
    }
    with pytest.raises(BenchmarkError, match=r"\$\.tasks\[0\]\.expectedOutput\.schema: not a valid JSON Schema"):
        parse_benchmark(benchmark([task]), "inline")


def test_defaults_and_optional_weight() -> None:
    bench = parse_benchmark(benchmark([exact_task("a", {}, "1"), exact_task("b", {}, "2", weight=3)]), "x")
    assert bench.maxLatencyMs == 30000 and bench.tasks[0].timeoutMs == 10000
    assert [t.weight for t in bench.tasks] == [1.0, 3.0]
    assert bench.tasks[0].evaluator.caseSensitive is False


def test_loading_by_path_folder_and_benchmarks_dir(tmp_path: Path) -> None:
    folder = tmp_path / "mine" / "folder-bench"
    write_benchmark(folder / "benchmark.json", benchmark([exact_task("a", {}, "1")], id="folder-bench"))
    (folder / "README.md").write_text("# folder bench\n", encoding="utf-8")
    write_benchmark(tmp_path / "mine" / "flat.json", benchmark([exact_task("a", {}, "1")], id="flat-bench"))
    by_folder = load_benchmark(str(folder))
    assert by_folder.readme == "# folder bench\n" and by_folder.origin == "path"
    assert by_folder.source.endswith("folder-bench/benchmark.json")
    assert load_benchmark("folder-bench", tmp_path / "mine").origin == "benchmarks-dir"
    # A flat file is found by its name or by the id inside it.
    assert load_benchmark("flat", tmp_path / "mine").benchmark.id == "flat-bench"
    assert load_benchmark("flat-bench", tmp_path / "mine").benchmark.id == "flat-bench"
    with pytest.raises(Exception, match=r"no benchmark with id 'nope'.*available: coding-easy"):
        load_benchmark("nope", tmp_path / "mine")
    with pytest.raises(Exception, match="benchmark file not found"):
        load_benchmark(str(tmp_path / "missing.json"))


def test_builtins_come_first_and_invalid_files_are_listed(tmp_path: Path) -> None:
    shadow = benchmark([exact_task("a", {}, "1")], id="coding-easy")
    write_benchmark(tmp_path / "coding-easy.json", shadow)
    (tmp_path / "junk.json").write_text("[]", encoding="utf-8")
    assert load_benchmark("coding-easy", tmp_path).origin == "built-in"
    rows = {(a.id, a.origin): a for a in available(tmp_path)}
    assert rows[("coding-easy", "benchmarks-dir")].shadowed
    assert rows[("junk", "benchmarks-dir")].benchmark is None
    assert "not of type 'object'" in (rows[("junk", "benchmarks-dir")].problem or "")
    assert {"coding-easy", "skill-quality", "web-search-basic"} <= {a.id for a in available(None)}


def test_builtin_json_is_formatted_consistently() -> None:
    for bench_id in BUILTINS:
        text = (REPO / "benchmarks" / bench_id / "benchmark.json").read_text(encoding="utf-8")
        assert json.loads(text)["$schema"].endswith("benchmark-v1.json")
