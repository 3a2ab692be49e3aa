"""The published JSON Schema of the JSON report: in sync with the model, and every real report conforms."""

from __future__ import annotations

import importlib.util
import json
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from jsonschema import Draft202012Validator
from pydantic import TypeAdapter

from skillgrade.report.dump import to_data
from skillgrade.report.model import Report
from skillgrade.report.schema import SCHEMA_DIALECT, SCHEMA_FILE, published_schema, report_schema, schema_text
from skillgrade.scoring.dimensions import DIMENSIONS

Runner = Callable[..., Any]
JsonRunner = Callable[..., dict[str, Any]]

REPO = Path(__file__).resolve().parents[2]
SCRIPT = REPO / "scripts" / "generate_report_schema.py"
COMMITTED = REPO / "src" / "skillgrade" / "report" / "schemas" / SCHEMA_FILE


def load_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("generate_report_schema", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_committed_schema_matches_the_model() -> None:
    assert COMMITTED.read_text(encoding="utf-8") == schema_text(), (
        f"{COMMITTED.relative_to(REPO)} is out of date with skillgrade.report.model: "
        "run `python scripts/generate_report_schema.py` and commit the result"
    )


def test_packaged_schema_is_the_committed_file() -> None:
    assert published_schema() == json.loads(COMMITTED.read_text(encoding="utf-8"))


def test_schema_header_and_dialect() -> None:
    schema = report_schema()
    assert schema["$schema"] == SCHEMA_DIALECT == "https://json-schema.org/draft/2020-12/schema"
    assert schema["$id"].endswith("/report-v1.json")
    assert schema["title"] == "skillgrade report"
    assert schema["type"] == "object"
    assert {"tool", "skills", "summary", "passed", "depth"} <= set(schema["required"])
    assert {"SkillResult", "Finding", "CompositeResult", "DimensionResult"} <= set(schema["$defs"])
    Draft202012Validator.check_schema(schema)


def test_schema_text_is_pretty_sorted_with_trailing_newline() -> None:
    text = COMMITTED.read_text(encoding="utf-8")
    assert text.endswith("}\n") and not text.endswith("\n\n")
    assert text.startswith('{\n  "$defs": {')  # sorted keys: "$defs" < "$id" < "$schema"
    assert list(json.loads(text)) == sorted(json.loads(text))


def test_script_check_passes_and_writes_the_same_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    script = load_script()
    assert script.main(["--check"]) == 0
    target = tmp_path / "out" / "schema.json"
    assert script.main(["--output", str(target)]) == 0
    assert target.read_text(encoding="utf-8") == COMMITTED.read_text(encoding="utf-8")
    target.write_text("{}\n", encoding="utf-8")
    assert script.main(["--check", "--output", str(target)]) == 1
    assert "generate_report_schema.py" in capsys.readouterr().err


def test_single_skill_report_conforms_and_has_top_level_composite(skills_root: Path, score_json: JsonRunner) -> None:
    report = score_json(skills_root / "good")
    assert len(report["skills"]) == 1
    assert report["composite"]["score"] == report["skills"][0]["composite"]["score"]
    assert 80 <= report["composite"]["score"] <= 100
    assert report["composite"]["confidence"] == "Estimated"
    assert list(report["dimensions"]) == list(DIMENSIONS)
    assert report["dimensions"]["output_quality"] == {
        "score": None,
        "grade": None,
        "measured": False,
        "weight": 0.15,
        "effective_weight": None,
        "ci_low": None,
        "ci_high": None,
        "layers": {},
        "reason": None,
    }
    assert [layer["name"] for layer in report["layers"]] == ["static", "judge", "monte_carlo"]


def test_multi_skill_report_conforms_and_lists_every_skill(skills_root: Path, score_json: JsonRunner) -> None:
    report = score_json(skills_root)
    assert report["composite"] is None and report["dimensions"] is None
    by_folder = {s["folder"]: s for s in report["skills"]}
    assert set(by_folder) == {"skills/good", "skills/broken", "skills/dead-link"}
    assert report["passed"] is False
    assert by_folder["skills/broken"]["passed"] is False
    assert by_folder["skills/broken"]["gate"] == ["1 error finding"]
    assert by_folder["skills/good"]["passed"] is True
    rules = {f["rule"] for f in by_folder["skills/dead-link"]["findings"]}
    assert {"ORPHAN_REFERENCE", "BROKEN_LINK", "UNLINKED_REFERENCE"} <= rules
    assert report["summary"]["skills"] == 3 and report["summary"]["failed"] == 1


def test_report_written_with_output_conforms(
    skills_root: Path, run_cli: Runner, tmp_path: Path, validate_report: Callable[[Any], dict[str, Any]]
) -> None:
    target = tmp_path / "reports" / "skillgrade.json"
    result = run_cli("score", skills_root / "dead-link", "--format", "json", "--output", target)
    assert result.rc == 0 and result.out == ""
    report = validate_report(json.loads(target.read_text(encoding="utf-8")))
    suppressed = [f for f in report["skills"][0]["findings"] if f["suppressed"]]
    assert [f["rule"] for f in suppressed] == ["BROKEN_LINK"]


def test_schema_rejects_a_malformed_report(skills_root: Path, score_json: JsonRunner) -> None:
    report = score_json(skills_root / "good")
    validator = Draft202012Validator(published_schema())
    bad = json.loads(json.dumps(report))
    bad["composite"]["score"] = "high"
    bad["skills"][0]["findings"] = [{"rule": "X", "severity": "fatal"}]
    del bad["summary"]
    messages = {e.message for e in validator.iter_errors(bad)}
    assert "'summary' is a required property" in messages
    assert any("'high'" in m for m in messages)
    assert any("'fatal'" in m for m in messages)


def test_model_round_trips_through_the_schema(skills_root: Path, score_json: JsonRunner) -> None:
    report = score_json(skills_root)
    assert to_data(TypeAdapter(Report).validate_python(report)) == report
