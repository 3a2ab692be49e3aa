"""WP-CLI's release phar, downloaded from the project's own builds repository the way wp-cli.org's
install page gives it (``curl -O …/wp-cli/builds/gh-pages/phar/wp-cli.phar``, then ``chmod +x`` and
``mv`` to ``/usr/local/bin/wp``) is an official install: a warning to review and pin, not an error.
Another file or repository on the same host, a look-alike host, or the same line from an unlisted
host stays an error."""

from __future__ import annotations

from pathlib import Path

import pytest

from behaviour_files import scan_errors, scan_findings
from skillgrade.rules.security.behaviour.allowlist import official_installer

_PHAR = "https://raw.githubusercontent.com/wp-cli/builds/gh-pages/phar/wp-cli.phar"


def _install(url: str) -> str:
    return (
        f'#!/bin/sh\nset -e\ncd "$(mktemp -d)"\ncurl -fsSLO {url}\n'
        "chmod +x wp-cli.phar\nsudo mv wp-cli.phar /usr/local/bin/wp\nwp --version\n"
    )


def test_the_documented_phar_install_is_a_warning(tmp_path: Path) -> None:
    files = {"scripts/get-wp.sh": _install(_PHAR)}
    assert not scan_errors(tmp_path / "errors", files)
    assert any(f.rule == "DOWNLOAD_AND_RUN" for f in scan_findings(tmp_path / "all", files))


@pytest.mark.parametrize(
    "url",
    [
        "https://raw.githubusercontent.com/wp-cli/builds/gh-pages/phar/wp-cli-nightly-fork.phar",
        "https://raw.githubusercontent.com/wp-cli-tools/builds/gh-pages/phar/wp-cli.phar",
        "https://raw.githubusercontent.com.cdn.example/wp-cli/builds/gh-pages/phar/wp-cli.phar",
        "http://raw.githubusercontent.com/wp-cli/builds/gh-pages/phar/wp-cli.phar",
    ],
)
def test_look_alikes_are_no_official_installer(url: str) -> None:
    assert official_installer(url) is None


def test_the_same_phar_from_another_host_is_an_error(tmp_path: Path) -> None:
    errors = scan_errors(tmp_path, {"scripts/get-wp.sh": _install("https://phar.wp-tools.invalid/wp-cli.phar")})
    assert any(rule == "DOWNLOAD_AND_RUN" for rule, _, _ in errors)
