"""A git repository of install recipes (a Homebrew tap, a Scoop bucket) given by URL on a git server
outside the public code hosts hands install-time code to that server; justfile variables are
followed into the recipes that use them."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import scan_errors


def test_a_tap_on_an_outside_git_server_in_a_justfile_recipe_is_an_error(tmp_path: Path) -> None:
    justfile = (
        'forge := "https://code.lumenworks.net"\n'
        "tapurl := forge + '/studio/homebrew-fonts'\n\n"
        "bootstrap:\n"
        "    brew tap studio/fonts {{tapurl}}\n"
        "    brew install studio/fonts/lumen-sans\n"
    )
    errors = scan_errors(tmp_path, {"justfile": justfile})
    assert ("UNTRUSTED_PACKAGE_SOURCE", "justfile", 5) in errors


def test_a_scoop_bucket_on_an_outside_git_server_is_an_error(tmp_path: Path) -> None:
    script = "scoop bucket add tooling https://git.orchard-dev.net/tooling/bucket\nscoop install tooling/orchard\n"
    errors = scan_errors(tmp_path, {"scripts/setup.ps1": script})
    assert {rule for rule, _, _ in errors} == {"UNTRUSTED_PACKAGE_SOURCE"}


def test_a_tap_on_a_public_code_host_or_by_name_stays_quiet(tmp_path: Path) -> None:
    justfile = (
        'tap := "https://github.com/studio/homebrew-fonts"\n\n'
        "bootstrap:\n"
        "    brew tap studio/fonts {{tap}}\n"
        "    brew tap hashicorp/tap\n"
        "    brew install hashicorp/tap/terraform\n"
    )
    assert scan_errors(tmp_path, {"justfile": justfile}) == set()


def test_a_vendor_apt_repository_over_https_stays_quiet(tmp_path: Path) -> None:
    script = "sudo add-apt-repository 'deb https://apt.lumenworks.net stable main'\nsudo apt-get install lumen\n"
    assert scan_errors(tmp_path, {"scripts/setup.sh": script}) == set()
