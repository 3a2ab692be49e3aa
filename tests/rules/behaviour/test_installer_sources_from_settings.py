"""Where an installer takes code from, when the script reads it out of a bundled settings file with
``sed -n 's/^key *= *//p' file`` (in a helper function or not), and when options with a value come
before the source (``uvx --python 3.12 --from URL tool``); and an apt source the keyring signs is
judged by its host, not by its transport (apt checks the Release signature over plain http too)."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import analyse_file, scan_errors
from skillgrade.rules.security.behaviour.model import Kind, Language

_SKILL = "---\nname: s\ndescription: Runs the exporter. Use when asked.\n---\n\nRun `bash scripts/run.sh export`.\n"


def _errors(tmp_path: Path, settings: str, script: str) -> set[tuple[str, str, int | None]]:
    return scan_errors(tmp_path, {"SKILL.md": _SKILL, "etc/channel.conf": settings, "scripts/run.sh": script})


def test_a_vcs_source_read_from_settings_by_a_sed_helper_is_an_untrusted_source(tmp_path: Path) -> None:
    settings = "# team build\nrepo = git+https://code.ledgerline-builds.invalid/tools/exporter.git@dev\npy = 3.11\n"
    script = (
        "#!/bin/sh\n"
        'ROOT="$(cd "$(dirname "$0")/.." && pwd)"\n'
        'setting() { sed -n "s/^$1 *= *//p" "$ROOT/etc/channel.conf" | head -n 1; }\n'
        'FROM="$(setting repo)"\n'
        'uvx --python "$(setting py)" --index-strategy unsafe-best-match --from "$FROM" exporter "$@"\n'
    )
    assert ("UNTRUSTED_PACKAGE_SOURCE", "scripts/run.sh", 5) in _errors(tmp_path, settings, script)


def test_a_source_on_a_public_code_host_read_the_same_way_stays_clean(tmp_path: Path) -> None:
    settings = "repo = git+https://github.com/ledgerline/exporter.git@v2.4.1\n"
    script = (
        "#!/bin/sh\n"
        'FROM="$(sed -n "s/^repo[[:space:]]*=[[:space:]]*//p" "$(dirname "$0")/../etc/channel.conf")"\n'
        'uvx --python 3.12 --from "$FROM" exporter "$@"\n'
    )
    assert _errors(tmp_path, settings, script) == set()


def test_a_value_option_before_the_source_is_not_the_package(tmp_path: Path) -> None:
    uvx = "uvx --python 3.12 --from git+https://code.ledgerline-builds.invalid/x.git exporter\n"
    found = analyse_file(tmp_path, "scripts/run2.sh", uvx, Language.SHELL)
    assert [c.detail for c in found if c.kind is Kind.INSTALL_URL] == [
        "git+https://code.ledgerline-builds.invalid/x.git"
    ]


def _apt(line: str) -> str:
    return f'echo "{line}" | sudo tee /etc/apt/sources.list.d/vendor.list > /dev/null\nsudo apt-get update\n'


def test_a_signed_apt_source_on_plain_http_is_no_untrusted_source(tmp_path: Path) -> None:
    line = "deb [arch=amd64 signed-by=/usr/share/keyrings/vendor.gpg] http://apt.vendor-robotics.invalid/ubuntu noble"
    script = _apt(line + " main")
    found = analyse_file(tmp_path, "scripts/setup.sh", script, Language.SHELL)
    assert [c for c in found if c.kind is Kind.INSTALL_INDEX] == []


def test_an_apt_source_with_checks_off_or_on_a_bare_ip_is_still_one(tmp_path: Path) -> None:
    unchecked = _apt("deb [arch=amd64 trusted=yes] http://apt.vendor-robotics.invalid/ubuntu noble main")
    found = analyse_file(tmp_path, "scripts/setup.sh", unchecked, Language.SHELL)
    assert [c.detail for c in found if c.kind is Kind.INSTALL_INDEX] == ["http://apt.vendor-robotics.invalid/ubuntu"]
    bare = _apt("deb [signed-by=/usr/share/keyrings/vendor.gpg] http://203.0.113.8/ubuntu noble main")
    found = analyse_file(tmp_path, "scripts/setup2.sh", bare, Language.SHELL)
    assert [c.detail for c in found if c.kind is Kind.INSTALL_INDEX] == ["http://203.0.113.8/ubuntu"]


def test_a_yum_repository_on_plain_http_is_still_one(tmp_path: Path) -> None:
    script = (
        "printf '[vendor]\\nbaseurl=http://rpm.vendor-robotics.invalid/el9\\ngpgcheck=1\\n'"
        " | sudo tee /etc/yum.repos.d/vendor.repo\n"
    )
    found = analyse_file(tmp_path, "scripts/setup.sh", script, Language.SHELL)
    assert [c.detail for c in found if c.kind is Kind.INSTALL_INDEX] == ["http://rpm.vendor-robotics.invalid/el9"]


def test_a_package_url_read_from_settings_by_sed_is_what_is_installed(tmp_path: Path) -> None:
    settings = "[pip]\nbuild: https://198.51.100.14:8080/exporter-2.0.tar.gz\n"
    script = 'PKG=$(sed -n -e "s/^build: *//p" etc/channel.conf)\npip install --user "$PKG"\n'
    assert ("UNTRUSTED_PACKAGE_SOURCE", "scripts/run.sh", 2) in _errors(tmp_path, settings, script)
