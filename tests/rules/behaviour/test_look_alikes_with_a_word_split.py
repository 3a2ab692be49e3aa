"""Look-alike package names made by splitting one word of a listed project's name with a hyphen
(``flask-socket-io`` for ``flask-socketio``): the mirror of a hyphen left out, and as rare between real
projects once the look-alike has three words or more. The split names are made up for these tests;
the names they imitate are real listed projects (of any rank)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from behaviour_files import SKILL_MD, scan_errors
from skillgrade.rules.security.behaviour import packages

_SETUP = SKILL_MD + "\n## Setup\n\n```bash\n{command}\n```\n"


@pytest.mark.parametrize(
    ("rel", "text", "line"),
    [
        ("requirements.txt", "# web\nflask==3.0.3\nflask-socket-io==5.3.6\nrequests==2.32.3\n", 3),
        ("requirements.txt", "numpy>=1.26\npandas-data-reader==0.10.0\n", 2),
    ],
)
def test_a_pinned_dependency_splitting_a_listed_name_is_a_squat(tmp_path: Path, rel: str, text: str, line: int) -> None:
    assert ("TYPOSQUATTED_PACKAGE", rel, line) in scan_errors(tmp_path, {rel: text})


def test_an_npm_dependency_splitting_a_listed_name_is_a_squat(tmp_path: Path) -> None:
    manifest = {
        "name": "lint-rig",
        "version": "1.0.0",
        "devDependencies": {"eslint": "9.4.0", "react-drop-zone": "14.2.3"},
    }
    assert near("npm", "react-drop-zone") == "react-dropzone"
    errors = scan_errors(tmp_path, {"package.json": json.dumps(manifest, indent=2) + "\n"})
    assert any(rule == "TYPOSQUATTED_PACKAGE" and path == "package.json" for rule, path, _ in errors)


def test_an_install_command_splitting_a_listed_name_is_a_squat(tmp_path: Path) -> None:
    skill = _SETUP.format(command="python3 -m pip install flask-socket-io==5.3.6")
    assert ("TYPOSQUATTED_PACKAGE", "SKILL.md", 11) in scan_errors(tmp_path, {"SKILL.md": skill})


def near(ecosystem: str, name: str) -> str | None:
    return packages.near_miss(ecosystem, name)


@pytest.mark.parametrize(
    ("ecosystem", "name"),
    [
        ("pypi", "django-soft-delete"),  # listed itself, beside django-softdelete
        ("pypi", "click-config-file"),
        ("npm", "react-date-picker"),
        ("pypi", "data-frame"),  # two words: real pairs of that shape are common, left out
    ],
)
def test_listed_names_and_two_word_splits_are_not_look_alikes(ecosystem: str, name: str) -> None:
    assert near(ecosystem, name) is None


def test_real_three_word_requirements_stay_clean(tmp_path: Path) -> None:
    text = "django-soft-delete==1.0.13\nclick-config-file==0.6.0\nflask-socketio==5.3.6\n"
    assert not scan_errors(tmp_path, {"requirements.txt": text})
