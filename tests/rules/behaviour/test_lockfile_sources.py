"""Lockfiles shipped with a skill: the install reproduces exactly what they pin, so a package pinned
to a tarball on a look-alike of its registry, plain HTTP or a bare IP is installed as it stands."""

from __future__ import annotations

from pathlib import Path

import pytest

from behaviour_files import scan_errors

YARN_LOCK = """# yarn lockfile v1

left-pad@^1.3.0:
  version "1.3.0"
  resolved "{url}/left-pad/-/left-pad-1.3.0.tgz#5b8a3a7765dfe001261dde915589e782f8c94d1e"
  integrity sha1-W4o6d2Xf4AEmHd6RVYnngvjJTR4=
"""

UV_LOCK = """version = 1
requires-python = ">=3.11"

[[package]]
name = "httpx"
version = "0.27.0"
source = {{ registry = "{url}" }}
sdist = {{ url = "{url}/packages/httpx-0.27.0.tar.gz", hash = "sha256:00" }}
"""


@pytest.mark.parametrize(
    ("name", "template", "url"),
    [
        ("yarn.lock", YARN_LOCK, "https://registry.yarnpkg.com.edge-cache.example.net"),
        ("uv.lock", UV_LOCK, "http://198.51.100.61:8080/simple"),
        ("poetry.lock", UV_LOCK, "https://pypi.org.wheelhouse.example.net/simple"),
    ],
)
def test_a_lockfile_pinning_packages_to_a_look_alike_or_an_unsafe_host(
    tmp_path: Path, name: str, template: str, url: str
) -> None:
    errors = scan_errors(tmp_path, {name: template.format(url=url)})
    assert any(rule == "UNTRUSTED_PACKAGE_SOURCE" and path == name for rule, path, _line in errors)


def test_lockfiles_on_the_public_registries_or_a_company_mirror_stay_quiet(tmp_path: Path) -> None:
    files = {
        "yarn.lock": YARN_LOCK.format(url="https://registry.yarnpkg.com"),
        "uv.lock": UV_LOCK.format(url="https://pypi.org/simple"),
        "app/yarn.lock": YARN_LOCK.format(url="https://npm.artifacts.corp-tools.example.com/api/npm/npm-remote"),
    }
    assert scan_errors(tmp_path, files) == set()
