"""MobilityData's GTFS validator run as its docs give it (the ``gtfs-validator-<version>-cli.jar`` release
asset of MobilityData/gtfs-validator, then ``java -jar``) is an official install: a warning to review and
pin, not an error. Another owner, another repository, a source archive or a path that climbs out of the
releases stays unlisted, and the same lines from such a URL stay an error."""

from __future__ import annotations

from pathlib import Path

import pytest

from behaviour_files import scan_errors, scan_findings
from skillgrade.rules.security.behaviour.allowlist import official_installer

_RELEASE = "https://github.com/MobilityData/gtfs-validator/releases"


def _workflow(url: str) -> str:
    return (
        "name: validate\non: [push]\njobs:\n  check:\n    runs-on: ubuntu-latest\n    steps:\n"
        "      - uses: actions/checkout@v4\n"
        "      - run: |\n"
        f'          wget -q -O gv.jar "{url}"\n'
        "          java -jar gv.jar -i feed.zip -o out\n"
    )


DOCUMENTED = {
    "a pinned release in a workflow": (
        ".github/workflows/validate.yml",
        _workflow(f"{_RELEASE}/download/v7.1.0/gtfs-validator-7.1.0-cli.jar"),
    ),
    "the latest release in a Dockerfile": (
        "docker/Dockerfile",
        "FROM eclipse-temurin:17-jre\n"
        f"RUN curl -fsSL -o /opt/gv.jar {_RELEASE}/latest/download/gtfs-validator-cli.jar\n"
        'ENTRYPOINT ["java", "-jar", "/opt/gv.jar"]\n',
    ),
}


@pytest.mark.parametrize("case", sorted(DOCUMENTED))
def test_the_documented_validator_download_is_a_warning(tmp_path: Path, case: str) -> None:
    rel, text = DOCUMENTED[case]
    assert not scan_errors(tmp_path / "errors", {rel: text})
    assert any(f.rule == "DOWNLOAD_AND_RUN" for f in scan_findings(tmp_path / "all", {rel: text}))


@pytest.mark.parametrize(
    "url",
    [
        "https://github.com/MobilityDatа/gtfs-validator/releases/download/v7.1.0/gv-cli.jar",  # a Cyrillic а
        "https://github.com/transit-tools/gtfs-validator/releases/download/v7.1.0/gv-cli.jar",
        "https://github.com/MobilityData/gtfs-validator-plugins/releases/download/v1/gv-cli.jar",
        "https://github.com/MobilityData/gtfs-validator/archive/refs/heads/master.zip",
        "https://github.com/MobilityData/gtfs-validator/releases/download/../../../x/y/releases/download/a/b.jar",
        "http://github.com/MobilityData/gtfs-validator/releases/download/v7.1.0/gv-cli.jar",
    ],
)
def test_look_alikes_are_no_official_installer(url: str) -> None:
    assert official_installer(url) is None


def test_the_same_lines_from_another_owner_stay_an_error(tmp_path: Path) -> None:
    url = "https://github.com/transit-tools/gtfs-validator/releases/download/v7.1.0/gtfs-validator-7.1.0-cli.jar"
    errors = scan_errors(tmp_path, {".github/workflows/validate.yml": _workflow(url)})
    assert any(rule == "DOWNLOAD_AND_RUN" for rule, _, _ in errors)
