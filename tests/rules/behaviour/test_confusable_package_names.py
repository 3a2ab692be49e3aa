"""Package names written to be read as another: a letter group that looks like one letter at a
glance (``rn`` for ``m``, ``vv`` for ``w``, ``cl`` for ``d``, a digit for the letter it resembles),
either way round, turning a listed name of any rank into an unlisted one, and a capital I among
lower-case letters standing in for an ``l`` (registries fold case or refuse capitals, so only a
reader is fooled). No two listed names differ so, so the check holds in dependency lists too,
pinned or not. Names are made up for these tests; hosts are example domains."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from behaviour_files import SKILL_MD, scan_errors

_SETUP = SKILL_MD + "\n## Setup\n\n```bash\n{command}\n```\n"


@pytest.mark.parametrize(
    ("rel", "text", "line"),
    [
        # m written as rn in a pinned requirement: scikit-learn read from "scikit-leam" the other way round
        ("requirements.txt", "httpx==0.27.0\nscikit-leam==1.4.2\n", 2),
        ("dev-requirements.in", "# plotting\nrnatplotlib>=3.8\n", 2),
        # w written as vv in a pyproject dependency
        ("pyproject.toml", '[project]\nname = "tracker"\nversion = "0.1"\ndependencies = ["vvebsockets>=12"]\n', 4),
    ],
)
def test_a_confusable_letter_group_in_a_dependency_list_is_a_squat(
    tmp_path: Path, rel: str, text: str, line: int
) -> None:
    errors = scan_errors(tmp_path, {"SKILL.md": SKILL_MD, rel: text})
    assert ("TYPOSQUATTED_PACKAGE", rel, line) in errors


@pytest.mark.parametrize(
    "command",
    [
        "uv pip install clocker==7.1.0",  # d written as cl
        "npx -y @acrne/report-tooIs@latest",  # a capital I read as l, in a name npm would refuse
        "pip install bIeach==6.1.0",
    ],
)
def test_a_confusable_name_in_an_install_command_is_a_squat(tmp_path: Path, command: str) -> None:
    errors = scan_errors(tmp_path, {"SKILL.md": _SETUP.format(command=command)})
    assert ("TYPOSQUATTED_PACKAGE", "SKILL.md", 11) in errors


def test_an_mcp_server_run_under_a_capital_i_scope_is_a_squat(tmp_path: Path) -> None:
    config = {"mcpServers": {"notes": {"command": "npx", "args": ["-y", "@fieIdnotes/mcp-server"]}}}
    errors = scan_errors(tmp_path, {"SKILL.md": SKILL_MD, ".mcp.json": json.dumps(config, indent=2)})
    assert any(rule == "TYPOSQUATTED_PACKAGE" and rel == ".mcp.json" for rule, rel, _ in errors)


@pytest.mark.parametrize(
    "command",
    [
        "pip install PyInstaller==6.6.0 SQLAlchemy==2.0.30 PyYAML==6.0.1",  # capitals of CamelCase words
        "npm install JSONStream@1.3.5",  # listed under its capitals
        "pip install python-rtmidi==1.5.8 pydicom==2.4.4 pytest-mpl==0.17",  # listed names as written
        "pip install modern-colorful==0.3 clean-text==0.6",  # unlisted names no group swap makes listed
    ],
)
def test_names_as_their_projects_spell_them_stay_clean(tmp_path: Path, command: str) -> None:
    assert scan_errors(tmp_path, {"SKILL.md": _SETUP.format(command=command)}) == set()


def test_a_requirements_file_of_listed_names_stays_clean(tmp_path: Path) -> None:
    text = "pandas==2.2.2\nscikit-learn==1.4.2\nIPython==8.24.0\nmatplotlib>=3.8\n"
    assert scan_errors(tmp_path, {"SKILL.md": SKILL_MD, "requirements.txt": text}) == set()


@pytest.mark.parametrize(
    ("rel", "text", "line"),
    [
        # an l inside a word written as i, in a dependency map below the most downloaded names
        ("package.json", json.dumps({"devDependencies": {"eslint": "^9.0.0", "tree-kiil": "^1.2.2"}}, indent=2), 4),
        # an i inside a word written as l, pinned in a requirements file
        ("requirements.txt", "httpx==0.27.0\npip-audlt==2.7.3\n", 2),
    ],
)
def test_an_i_and_an_l_swapped_inside_a_word_of_a_dependency_is_a_squat(
    tmp_path: Path, rel: str, text: str, line: int
) -> None:
    errors = scan_errors(tmp_path, {"SKILL.md": SKILL_MD, rel: text})
    assert ("TYPOSQUATTED_PACKAGE", rel, line) in errors


def test_an_i_written_as_l_in_a_run_package_is_a_squat(tmp_path: Path) -> None:
    errors = scan_errors(tmp_path, {"SKILL.md": _SETUP.format(command="npx -y lz-strlng@latest compress notes.txt")})
    assert ("TYPOSQUATTED_PACKAGE", "SKILL.md", 11) in errors


def test_listed_names_an_i_and_an_l_apart_at_a_word_end_stay_clean(tmp_path: Path) -> None:
    manifest = json.dumps({"dependencies": {"parseuri": "0.0.6", "parseurl": "1.3.3", "pdf-lib": "^1.17.1"}}, indent=2)
    files = {"SKILL.md": SKILL_MD, "package.json": manifest, "requirements.txt": "pytest-mpi==0.6\npytest-mpl==0.17\n"}
    assert scan_errors(tmp_path, files) == set()


_DESCRIBED = SKILL_MD + "\n{prose}\n\n## Setup\n\n```bash\n{command}\n```\n"


@pytest.mark.parametrize(
    ("prose", "command"),
    [
        # a 1 for the l of a word the prose uses, in a pinned pip install
        ("Builds reports with the PDF toolkit.", "pip install pdf-too1kit==2.1.0"),
        # a 1 for the l of "deploy" under a vendor's scope, run by bunx
        ("Deploy the worker after each report.", "bunx @cloudflare/worker-dep1oy@latest --env prod"),
    ],
)
def test_a_digit_for_a_letter_of_a_word_the_skill_uses_is_a_squat(tmp_path: Path, prose: str, command: str) -> None:
    errors = scan_errors(tmp_path, {"SKILL.md": _DESCRIBED.format(prose=prose, command=command)})
    assert any(rule == "TYPOSQUATTED_PACKAGE" and rel == "SKILL.md" for rule, rel, _ in errors)


def test_an_mcp_server_spelling_the_skill_s_word_with_a_zero_is_a_squat(tmp_path: Path) -> None:
    config = {"mcpServers": {"billing": {"command": "uvx", "args": ["mcp-server-inv0ices"]}}}
    skill = SKILL_MD + "\nReads invoices through the bundled MCP server.\n"
    errors = scan_errors(tmp_path, {"SKILL.md": skill, ".mcp.json": json.dumps(config, indent=2)})
    assert any(rule == "TYPOSQUATTED_PACKAGE" and rel == ".mcp.json" for rule, rel, _ in errors)


@pytest.mark.parametrize(
    ("prose", "command"),
    [
        # the project's own numeronym, written so in the prose too
        ("Runs a11y checks (contrast, labels) on each page.", "npx -y a11y-contrast-audit@latest"),
        # a digit word whose letter reading the skill never uses
        ("Fits 1-D convolution filters to the signal.", "pip install conv1d-filters==0.4.2"),
    ],
)
def test_digits_the_project_spells_with_stay_clean(tmp_path: Path, prose: str, command: str) -> None:
    errors = scan_errors(tmp_path, {"SKILL.md": _DESCRIBED.format(prose=prose, command=command)})
    assert {
        e for e in errors if e[0] == "TYPOSQUATTED_PACKAGE"
    } == set()  # not a squat (an unvetted run is judged apart)
