"""An index added beside the registry (``--extra-index-url``, uv's ``--index``) in a command that
also installs the registry's own popular names: pip takes the highest version either offers (uv the
added index's), so that index can hand out its own build of them. That is an error whatever the
index's host, a documentation domain included; an index serving only names the registry does not
list, or replacing the registry outright (a mirror), stays a warning there. Hosts are example domains."""

from __future__ import annotations

from pathlib import Path

import pytest

from behaviour_files import SKILL_MD, scan_errors, scan_findings

_SETUP = SKILL_MD + "\n## Setup\n\n```bash\n{command}\n```\n"


@pytest.mark.parametrize(
    "command",
    [
        "pip install --extra-index-url https://wheels.gridtools.example/simple shapely geopandas-fastio",
        "python3 -m pip install -f https://wheels.analytics.example/links httpx pydantic",
        "uv pip install --index https://pkgs.survey-lab.example/simple rasterio",
    ],
)
def test_an_index_serving_a_popular_name_is_an_error(tmp_path: Path, command: str) -> None:
    errors = scan_errors(tmp_path, {"SKILL.md": _SETUP.format(command=command)})
    assert ("UNTRUSTED_PACKAGE_SOURCE", "SKILL.md", 11) in errors


def test_the_finding_names_the_popular_packages_the_index_can_replace(tmp_path: Path) -> None:
    command = "pip install --extra-index-url https://wheels.gridtools.example/simple shapely gridtools-io"
    found = scan_findings(tmp_path, {"SKILL.md": _SETUP.format(command=command)})
    (finding,) = [f for f in found if f.rule == "UNTRUSTED_PACKAGE_SOURCE"]
    assert finding.severity.value == "error"
    assert "shapely" in finding.message and "gridtools-io" not in finding.message


@pytest.mark.parametrize(
    "command",
    [
        "pip install --extra-index-url https://pypi.corp.example/simple corp-survey-utils",
        "pip install --extra-index-url https://download.pytorch.org/whl/cu121 torch torchvision numpy",
        "pip install -i https://pypi.analytics-mirror.example/simple httpx pydantic",
        "npm install --registry https://npm.maps-cdn.example leaflet",
    ],
)
def test_an_index_serving_only_unlisted_names_or_a_public_index_stays_below_error(tmp_path: Path, command: str) -> None:
    assert scan_errors(tmp_path, {"SKILL.md": _SETUP.format(command=command)}) == set()


def test_a_name_one_edit_from_a_listed_name_of_any_rank_is_a_squat_through_another_index(tmp_path: Path) -> None:
    # pysnmp is ranked ~4,000: on the registry alone a one-letter variant of it is not read as a squat
    command = "pip install --extra-index-url https://pypi.netops-builds.example/simple pysnmpp==7.1"
    errors = scan_errors(tmp_path, {"SKILL.md": _SETUP.format(command=command)})
    assert ("TYPOSQUATTED_PACKAGE", "SKILL.md", 11) in errors
    plain = scan_errors(tmp_path / "plain", {"SKILL.md": _SETUP.format(command="pip install pysnmpp==7.1")})
    assert plain == set()


@pytest.mark.parametrize(
    ("rel", "text", "line"),
    [
        ("requirements.txt", "--extra-index-url https://wheels.survey-lab.example/simple\nrequests==2.32.3\n", 1),
        # the option after the names it shadows, through --find-links
        ("requirements-dev.txt", "pyyaml==6.0.1\nsurvey-lab-io\n-f https://drops.survey-lab.example/wheels\n", 3),
    ],
)
def test_a_requirements_file_adding_an_index_beside_popular_names_is_an_error(
    tmp_path: Path, rel: str, text: str, line: int
) -> None:
    errors = scan_errors(tmp_path, {"SKILL.md": SKILL_MD, rel: text})
    assert ("UNTRUSTED_PACKAGE_SOURCE", rel, line) in errors


def test_a_requirements_file_adding_an_index_for_unlisted_names_only_stays_below_error(tmp_path: Path) -> None:
    text = "--extra-index-url https://pypi.corp.example/simple\ncorp-survey-utils==1.2\n"
    assert scan_errors(tmp_path, {"SKILL.md": SKILL_MD, "requirements.txt": text}) == set()


def test_an_added_index_on_the_command_shadows_the_popular_names_of_the_file_it_installs(tmp_path: Path) -> None:
    command = "pip install --extra-index-url https://wheels.metering.example/simple -r deps/runtime.txt"
    files = {"SKILL.md": _SETUP.format(command=command), "deps/runtime.txt": "metering-proto>=0.3\nnumpy==1.26.4\n"}
    assert ("UNTRUSTED_PACKAGE_SOURCE", "SKILL.md", 11) in scan_errors(tmp_path, files)
    private = {"SKILL.md": _SETUP.format(command=command), "deps/runtime.txt": "metering-proto>=0.3\n"}
    assert scan_errors(tmp_path / "private", private) == set()


def test_a_pyproject_extra_index_beside_popular_dependencies_is_an_error(tmp_path: Path) -> None:
    pyproject = (
        '[project]\nname = "gauge"\nversion = "0.1"\ndependencies = ["polars==1.9.0", "gauge-core"]\n\n'
        '[tool.uv]\nextra-index-url = ["https://wheels.gauge-lab.example/simple"]\n'
    )
    errors = scan_errors(tmp_path, {"SKILL.md": SKILL_MD, "pyproject.toml": pyproject})
    assert ("UNTRUSTED_PACKAGE_SOURCE", "pyproject.toml", 7) in errors
    private = pyproject.replace('"polars==1.9.0", ', "")
    assert scan_errors(tmp_path / "private", {"SKILL.md": SKILL_MD, "pyproject.toml": private}) == set()


# An index on a documentation domain is read as a placeholder for the reader's own index; the
# reader's own packages carry its owner's word (corp-survey-utils from pypi.corp.example). Added
# beside the registry for names none of which is its own, it stands in for other projects' names.


@pytest.mark.parametrize(
    ("files", "where"),
    [
        ({"scripts/setup.sh": "uv pip install --index https://pkgs.replay-hub.example/simple telemetry-decoder\n"},
         ("scripts/setup.sh", 1)),
        ({"requirements.txt": "--extra-index-url https://wheels.tracklab.example/simple\nclipkit-3==0.4\nvodsync-pro\n"},
         ("requirements.txt", 1)),
        ({"pyproject.toml": '[project]\nname = "vods"\nversion = "0.1"\ndependencies = ["framegrab-2"]\n\n'
                            '[tool.uv]\nextra-index-url = ["https://wheels.gauge-lab.example/simple"]\n'},
         ("pyproject.toml", 7)),
    ],
)  # fmt: skip
def test_an_added_placeholder_index_serving_none_of_its_own_names_is_an_error(
    tmp_path: Path, files: dict[str, str], where: tuple[str, int]
) -> None:
    errors = scan_errors(tmp_path, {"SKILL.md": SKILL_MD, **files})
    assert ("UNTRUSTED_PACKAGE_SOURCE", *where) in errors


@pytest.mark.parametrize(
    "command",
    [
        # the owner's own package, named after it
        "pip install --extra-index-url https://pypi.tracklab.example/simple tracklab-clips",
        # the registry replaced, not added to: no name can come from two places
        "pip install --index-url https://pypi.tracklab.example/simple clipkit-3",
        # a host naming no owner at all is the bare placeholder
        "pip install --extra-index-url https://pypi.example.com/simple clipkit-3",
    ],
)
def test_an_owned_replacing_or_ownerless_placeholder_index_stays_below_error(tmp_path: Path, command: str) -> None:
    assert scan_errors(tmp_path, {"SKILL.md": _SETUP.format(command=command)}) == set()
