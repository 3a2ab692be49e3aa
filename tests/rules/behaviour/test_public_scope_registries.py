"""An ``.npmrc`` that sends a public publisher's scope (``@tanstack``, ``@sentry``) to another host:
every package of that scope, by its real name, comes from there. A company's own scope on its own
registry is a mirror and stays quiet. Hosts are ``.invalid`` or ``example.com``."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import scan_errors


def test_a_public_scope_sent_to_a_look_alike_registry_is_an_error(tmp_path: Path) -> None:
    npmrc = "fund=false\n@tanstack:registry=https://pkgs.tanstack-cdn.invalid/npm/\n"
    assert ("UNTRUSTED_PACKAGE_SOURCE", ".npmrc", 2) in scan_errors(tmp_path, {".npmrc": npmrc})


def test_a_company_scope_on_its_own_registry_is_quiet(tmp_path: Path) -> None:
    npmrc = "@acme-internal:registry=https://npm.acme.example.com/\n"
    assert not scan_errors(tmp_path, {".npmrc": npmrc})


def test_a_public_scope_on_github_packages_is_quiet(tmp_path: Path) -> None:
    npmrc = "@sentry:registry=https://npm.pkg.github.com\n"
    assert not scan_errors(tmp_path, {".npmrc": npmrc})
