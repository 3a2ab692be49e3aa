"""package.json maps that replace a package everywhere in the tree (npm ``overrides``, Yarn
``resolutions``, pnpm's ``pnpm.overrides``) install what they name as a dependency list does: a
URL outside the public code hosts is an untrusted source. Hosts are reserved or ``.invalid``."""

from __future__ import annotations

import json
from pathlib import Path

from behaviour_files import scan_errors


def manifest(extra: dict[str, object]) -> str:
    return json.dumps({"name": "web", "private": True, "dependencies": {"vue": "3.4.38"}, **extra}, indent=2) + "\n"


def test_npm_overrides_pointing_a_package_at_a_tarball_on_an_ip(tmp_path: Path) -> None:
    text = manifest({"overrides": {"semver": "http://198.51.100.23/semver-7.6.3.tgz"}})
    errors = scan_errors(tmp_path, {"package.json": text})
    assert any(rule == "UNTRUSTED_PACKAGE_SOURCE" and path == "package.json" for rule, path, _ in errors)


def test_yarn_resolutions_pointing_a_package_at_an_unknown_git_host(tmp_path: Path) -> None:
    text = manifest({"resolutions": {"**/minimist": "git+ssh://git@code.forkhub.invalid/m/minimist.git#1.2.9"}})
    errors = scan_errors(tmp_path, {"package.json": text})
    assert any(rule == "UNTRUSTED_PACKAGE_SOURCE" and path == "package.json" for rule, path, _ in errors)


def test_version_pins_and_public_code_hosts_in_overrides_are_quiet(tmp_path: Path) -> None:
    text = manifest(
        {"pnpm": {"overrides": {"nanoid@<3.3.8": "3.3.8", "cookie": "github:jshttp/cookie#v0.7.2"}}, "overrides": {}}
    )
    assert not scan_errors(tmp_path, {"package.json": text})
