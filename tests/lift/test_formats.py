"""Both evals.json shapes, and bad files whose errors name the case and the field."""

from __future__ import annotations

from pathlib import Path

import pytest

from lift.conftest import make_skill
from skillgrade.lift.formats import MAX_EVALS_BYTES, EvalsError, load, parse

BENCHFLOW = {
    "version": "1",
    "skill_name": "calc",
    "defaults": {"timeout_sec": 60, "judge_model": "claude-haiku-4-5", "skill_mount_dir": "/skills"},
    "cases": [
        {
            "id": "add",
            "question": "What is 2+2?",
            "ground_truth": "4",
            "expected_behavior": ["shows the sum"],
            "expected_skill": "calc",
            "expected_script": "add.py",
            "environment": {"MODE": "fast"},
        },
        {"question": "Say hi"},
    ],
}
SKILL_CREATOR = {
    "skill_name": "calc",
    "evals": [
        {"id": 1, "prompt": "Profile data.csv", "expected_output": "A table", "files": ["evals/files/data.csv"],
         "expectations": ["mentions the column count"]},
        {"id": 2, "prompt": "Sum it", "assertions": ["gives 10"]},
    ],
}  # fmt: skip


def test_benchflow_format() -> None:
    suite = parse(BENCHFLOW, "fallback")
    assert suite.format == "benchflow" and suite.skill_name == "calc" and suite.timeout_sec == 60
    add, hi = suite.cases
    assert add.id == "add" and add.rubric == ("shows the sum",) and add.ground_truth == "4"
    assert add.expected_skill == "calc" and add.expected_script == "add.py" and add.environment == {"MODE": "fast"}
    assert hi.id == "case-002" and not hi.scorable


def test_skill_creator_format_reads_files_and_both_list_names(tmp_path: Path) -> None:
    folder = make_skill(tmp_path, SKILL_CREATOR)
    (folder / "evals" / "files").mkdir()
    (folder / "evals" / "files" / "data.csv").write_text("a,b\n1,2\n")
    suite = load(folder, "calc")
    assert suite.format == "skill-creator" and suite.timeout_sec == 300
    first, second = suite.cases
    assert first.id == "1" and first.files == ("evals/files/data.csv",) and first.expected_output == "A table"
    assert first.rubric == ("mentions the column count",) and second.rubric == ("gives 10",)


@pytest.mark.parametrize(
    ("data", "expected"),
    [
        ({"cases": [{"id": "a", "question": "q", "expected_behavior": "one string"}]},
         "case 'a', field 'expected_behavior': must be a list of strings"),
        ({"cases": [{"id": "a", "question": "q", "ground_truht": "4"}]},
         "case 'a', field 'ground_truht': unknown field"),
        ({"cases": [{"id": "a"}]}, "case 'a', field 'question'"),
        ({"cases": [{"question": "q", "environment": {"X": 1}}]}, "case #1, field 'environment.X'"),
        ({"cases": [{"id": "a", "question": "q"}, {"id": "a", "question": "r"}]}, "case 'a', field 'id': duplicate"),
        ({"cases": [{"id": "../x", "question": "q"}]}, "case '../x', field 'id'"),
        ({"defaults": {"timeout_sec": "60"}, "cases": [{"question": "q"}]}, "field 'defaults.timeout_sec'"),
        ({"cases": []}, "field 'cases'"),
        ({"evals": [{"id": 3, "prompt": "p", "expectations": "x"}]}, "case 3, field 'expectations'"),
        ({"evals": [{"id": 3}]}, "case 3, field 'prompt'"),
        ({"tests": []}, "unknown evals.json shape"),
    ],
)  # fmt: skip
def test_bad_files_name_the_case_and_field(data: object, expected: str) -> None:
    with pytest.raises(EvalsError) as info:
        parse(data, "calc")
    assert expected in str(info.value)


def test_unreadable_files(tmp_path: Path) -> None:
    folder = make_skill(tmp_path, "{not json")
    with pytest.raises(EvalsError, match="not valid JSON"):
        load(folder, "calc")
    with pytest.raises(EvalsError, match="no evals file"):
        load(tmp_path, "calc")
    outside = make_skill(tmp_path / "o", {"evals": [{"id": 1, "prompt": "p", "files": ["../../secret"]}]})
    with pytest.raises(EvalsError, match=r"case '1', field 'files'.*outside"):
        load(outside, "calc")


def test_an_evals_file_linked_out_of_the_skill_or_too_large_is_not_read(tmp_path: Path) -> None:
    secret = tmp_path / "secret.json"
    secret.write_text('{"cases": []}', encoding="utf-8")
    linked = make_skill(tmp_path / "l", BENCHFLOW)
    (linked / "evals" / "evals.json").unlink()
    (linked / "evals" / "evals.json").symlink_to(secret)
    with pytest.raises(EvalsError, match="symlink out of the skill folder"):
        load(linked, "calc")
    huge = make_skill(tmp_path / "h", " " * (MAX_EVALS_BYTES + 1) + "{}")
    with pytest.raises(EvalsError, match="larger than 5 MB"):
        load(huge, "calc")
