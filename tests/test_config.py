"""The config file's own validator: every kind of mistake is named with file, line and key path."""

from __future__ import annotations

from pathlib import Path

import pytest

from skillgrade.config import Config, JudgeConfig, load_config
from skillgrade.errors import ConfigError
from skillgrade.findings import Severity


def _load(tmp_path: Path, text: str, name: str = ".skillgrade.yaml") -> Config:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return load_config(path, tmp_path)


def _error(tmp_path: Path, text: str, name: str = ".skillgrade.yaml") -> str:
    with pytest.raises(ConfigError) as caught:
        _load(tmp_path, text, name)
    return str(caught.value)


def test_a_valid_file_reads_with_aliases_and_normalisation(tmp_path: Path) -> None:
    config = _load(
        tmp_path,
        "threshold: 70\nfail-on: warning\ndisable: [' name_folder_mismatch ']\nseverity: {MISSING_TRIGGER: error}\n"
        "targets: [codex]\nallow_degraded: true\njudge:\n  base-url: http://x\n  judges: 3\n  max_retries: 2\n",
    )
    assert config.threshold == 70.0 and isinstance(config.threshold, float)
    assert config.fail_on == "warning" and config.disable == ["NAME_FOLDER_MISMATCH"]
    assert config.severity == {"MISSING_TRIGGER": Severity.ERROR} and config.targets == ["codex"]
    assert config.allow_degraded is True and config.source == str(tmp_path / ".skillgrade.yaml")
    assert config.judge == JudgeConfig(base_url="http://x", judges=3, max_retries=2)


def test_numbers_written_as_strings_still_read_as_numbers(tmp_path: Path) -> None:
    config = _load(tmp_path, "threshold: '70.5'\njudge:\n  judges: '2'\n")
    assert config.threshold == 70.5 and config.judge.judges == 2


def test_an_empty_file_is_the_defaults(tmp_path: Path) -> None:
    assert _load(tmp_path, "# nothing yet\n") == Config(source=str(tmp_path / ".skillgrade.yaml"))


def test_an_unknown_key_is_named_with_its_line_and_the_known_ones(tmp_path: Path) -> None:
    message = _error(tmp_path, "threshold: 70\n\nthresold: 70\n")
    assert message.startswith(f"{tmp_path / '.skillgrade.yaml'}:3: thresold: unknown setting; expected one of ")
    assert "fail-on" in message and "source" not in message


def test_a_wrong_type_says_what_was_expected(tmp_path: Path) -> None:
    assert "threshold: expected a number, got 'high'" in _error(tmp_path, "threshold: high\n")
    assert "allow-degraded: expected true or false, got a list" in _error(tmp_path, "allow-degraded: []\n")
    assert "judge.judges: expected a whole number, got 1.5" in _error(tmp_path, "judge:\n  judges: 1.5\n")
    assert "exclude: expected a list, got 'a/*'" in _error(tmp_path, "exclude: a/*\n")
    assert "judge: expected a mapping of settings, got 'x'" in _error(tmp_path, "judge: x\n")


def test_a_choice_outside_the_literal_lists_the_choices(tmp_path: Path) -> None:
    message = _error(tmp_path, "fail-on: fatal\n")
    assert message.endswith(":1: fail-on: expected one of 'error', 'warning', 'never', got 'fatal'")
    message = _error(tmp_path, "severity:\n  X: fatal\n")
    assert ":2: severity.X: expected one of 'error', 'warning', 'info', got 'fatal'" in message


def test_a_list_item_is_named_by_its_index_and_line(tmp_path: Path) -> None:
    message = _error(tmp_path, "targets:\n  - codex\n  - vscode\n")
    assert f"{tmp_path / '.skillgrade.yaml'}:3: targets.1: expected one of 'agentskills'" in message


def test_numbers_outside_their_range_give_the_range(tmp_path: Path) -> None:
    assert "threshold: expected a number between 0 and 100, got 101" in _error(tmp_path, "threshold: 101\n")
    assert "judge.budget-tokens: expected a number at least 1000, got 10" in _error(
        tmp_path, "judge:\n  budget-tokens: 10\n"
    )


def test_a_key_given_under_both_spellings_is_refused(tmp_path: Path) -> None:
    message = _error(tmp_path, "fail-on: error\nfail_on: never\n")
    assert ":2: fail_on: given twice (as 'fail_on' and its alias 'fail-on')" in message


def test_every_problem_is_reported_one_per_line(tmp_path: Path) -> None:
    lines = _error(tmp_path, "threshold: -1\nbogus: 1\njudge:\n  concurrency: 0\n").splitlines()
    assert [line.split(": ", 2)[1] for line in lines] == ["threshold", "bogus", "judge.concurrency"]
    assert [line.split(": ")[0].rsplit(":", 1)[1] for line in lines] == ["1", "2", "4"]


def test_the_internal_source_field_cannot_be_set_from_a_file(tmp_path: Path) -> None:
    assert "source: unknown setting" in _error(tmp_path, "source: elsewhere\n")


def test_toml_errors_name_the_file_and_key_without_a_line(tmp_path: Path) -> None:
    message = _error(tmp_path, "[tool.skillgrade]\nthreshold = 'x'\n", "pyproject.toml")
    assert message == f"{tmp_path / 'pyproject.toml'}: threshold: expected a number, got 'x'"
    assert _load(tmp_path, "[tool.skillgrade]\nfail-on = 'never'\n", "pyproject.toml").fail_on == "never"


def test_a_top_level_that_is_not_a_mapping_is_refused(tmp_path: Path) -> None:
    assert "the config must be a mapping of settings" in _error(tmp_path, "- a\n- b\n")
