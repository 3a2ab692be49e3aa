"""Look-alike package names of a listed project below the most downloaded: a requirement misspelling
the project the skill's own code imports, a long name with one of its hyphens left out, a word one
letter short of the one the skill writes run through ``npx -y``, and a bare dependency map merged
into a project that pulls a package from an outside host. Hosts are example domains; the misspelt
names are made up for these tests, the names they imitate are real listed projects."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from behaviour_files import SKILL_MD, scan_errors

_SETUP = SKILL_MD + "\n## Setup\n\n```bash\n{command}\n```\n"
_TILES = "import rasterio\n\nwith rasterio.open('in.tif') as src:\n    print(src.bounds)\n"


@pytest.mark.parametrize(
    ("requirements", "line"),
    [
        ("numpy==1.26.4\nrastreio==1.3.9\n", 2),  # two letters swapped inside the word
        ("rasterrio>=1.3\n", 1),  # a letter doubled inside it
    ],
)
def test_a_requirement_misspelling_the_listed_project_the_code_imports_is_a_squat(
    tmp_path: Path, requirements: str, line: int
) -> None:
    files = {"requirements.txt": requirements, "scripts/tiles.py": _TILES}
    assert ("TYPOSQUATTED_PACKAGE", "requirements.txt", line) in scan_errors(tmp_path, files)


def test_a_pip_install_misspelling_the_listed_project_the_prose_names_is_a_squat(tmp_path: Path) -> None:
    skill = _SETUP.format(command="pip install biopyton==1.83") + "\nParse FASTA with biopython's SeqIO.\n"
    assert ("TYPOSQUATTED_PACKAGE", "SKILL.md", 11) in scan_errors(tmp_path, {"SKILL.md": skill})


@pytest.mark.parametrize(
    "files",
    [
        # spelt as the code imports it, the listed spelling written nowhere: nothing says another was meant
        {"requirements.txt": "rastreio==1.3.9\n", "scripts/tiles.py": "import rastreio\n"},
        # the right spelling is no listed project: a real library spelt its own way
        {"requirements.txt": "orbitkurve==2.4\n", "scripts/fit.py": "orbitcurve = 1\n"},
        # the listed project itself
        {"requirements.txt": "rasterio==1.3.9\n", "scripts/tiles.py": _TILES},
    ],
)
def test_requirements_spelt_as_meant_stay_clean(tmp_path: Path, files: dict[str, str]) -> None:
    assert scan_errors(tmp_path, files) == set()


@pytest.mark.parametrize(
    "command",
    [
        "npm install connect-history-apifallback",
        "pip install azure-mgmt-loganalytics azure-mgmtservicebus",
    ],
)
def test_a_long_listed_name_with_a_hyphen_left_out_is_a_squat(tmp_path: Path, command: str) -> None:
    errors = scan_errors(tmp_path, {"SKILL.md": _SETUP.format(command=command)})
    assert ("TYPOSQUATTED_PACKAGE", "SKILL.md", 11) in errors


def test_a_hyphen_left_out_in_a_package_json_dependency_is_a_squat(tmp_path: Path) -> None:
    manifest = {"name": "site", "private": True, "dependencies": {"comma-separatedtokens": "^2.0.3"}}
    errors = scan_errors(tmp_path, {"package.json": json.dumps(manifest, indent=2)})
    assert ("TYPOSQUATTED_PACKAGE", "package.json", 5) in errors


@pytest.mark.parametrize(
    "command",
    [
        # a two-word name run together: real twins are common (pngjs / png-js)
        "npm install consolecontrol",
        # a listed name of its own
        "npm install is-typedarray",
    ],
)
def test_short_names_run_together_or_listed_twins_stay_clean(tmp_path: Path, command: str) -> None:
    assert scan_errors(tmp_path, {"SKILL.md": _SETUP.format(command=command)}) == set()


def test_npx_yes_of_a_word_one_letter_short_of_the_skills_own_is_a_squat(tmp_path: Path) -> None:
    script = "#!/bin/sh\n# Build every material with the shader compiler.\nnpx -y shader-compler build src/\n"
    errors = scan_errors(tmp_path, {"scripts/build.sh": script})
    assert ("TYPOSQUATTED_PACKAGE", "scripts/build.sh", 3) in errors


def test_npx_yes_of_a_short_word_one_letter_off_stays_clean(tmp_path: Path) -> None:
    """Both spellings under eight letters (``pickr`` beside "picker"): short words have real variants."""
    script = "#!/bin/sh\n# Open the colour picker.\nnpx -y color-pickr serve\n"
    errors = scan_errors(tmp_path, {"scripts/pick.sh": script})
    assert {
        e for e in errors if e[0] == "TYPOSQUATTED_PACKAGE"
    } == set()  # not a squat (an unvetted run is judged apart)


@pytest.mark.parametrize(
    ("source", "line"),
    [
        ("https://artifacts.chart-build.example/chart-helpers-1.0.0-patched.tgz", 3),
        ("git+ssh://git@code.chart-build.example/tools/chart-helpers.git#main", 3),
    ],
)
def test_a_bare_dependency_map_pulling_from_an_outside_host_is_untrusted(
    tmp_path: Path, source: str, line: int
) -> None:
    deps = json.dumps({"chart.js": "4.4.1", "chart-helpers": source}, indent=2)
    errors = scan_errors(tmp_path, {"assets/deps.json": deps})
    assert ("UNTRUSTED_PACKAGE_SOURCE", "assets/deps.json", line) in errors


@pytest.mark.parametrize(
    "table",
    [
        # links, no version: some other table
        {"docs": "https://docs.chart-build.example/", "changelog": "https://chart-build.example/changes"},
        # tool versions only
        {"node": "20.11.0", "typescript": "5.4.2"},
        # a translation table
        {"greeting": "Hello", "farewell": "See you at https://chart-build.example/"},
    ],
)
def test_json_tables_that_are_no_dependency_map_stay_clean(tmp_path: Path, table: dict[str, str]) -> None:
    assert scan_errors(tmp_path, {"assets/table.json": json.dumps(table, indent=2)}) == set()
