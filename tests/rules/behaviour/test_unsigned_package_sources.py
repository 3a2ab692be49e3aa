"""A package source added with its signature checks turned off by the adding command's own flag
(``spack mirror add --unsigned``, ``zypper ar --no-gpgcheck``, ``flatpak remote-add --no-gpg-verify``):
whoever serves it, or sits on the way to it, hands out builds that are installed and run, so even a
host shown as a placeholder is an error. Spack recipe repositories on an outside git server are
install-time Python, as a Homebrew tap is. Hosts are TEST-NET or reserved names."""

from __future__ import annotations

from pathlib import Path

import pytest

from behaviour_files import scan_errors


@pytest.mark.parametrize(
    "script",
    [
        "#!/bin/sh\nspack mirror add --unsigned builds https://bincache.hpc-team.example.org/v1\nspack install hdf5\n",
        "#!/bin/sh\nsudo zypper ar --no-gpgcheck https://rpm.tools.example.com/repo extra\nsudo zypper in -y fastlib\n",
        "#!/bin/sh\nflatpak remote-add --no-gpg-verify apps https://flat.apps.example.net/repo\n",
    ],
)
def test_a_source_added_with_signature_checks_off_is_an_error(tmp_path: Path, script: str) -> None:
    errors = scan_errors(tmp_path, {"scripts/setup.sh": script})
    assert any(rule == "UNTRUSTED_PACKAGE_SOURCE" for rule, _, _ in errors)


def test_a_spack_recipe_repository_on_an_outside_git_server_is_an_error(tmp_path: Path) -> None:
    script = "#!/bin/sh\nspack repo add https://git.cluster-builds.net/hpc/spack-recipes.git\nspack install amrex\n"
    errors = scan_errors(tmp_path, {"scripts/setup.sh": script})
    assert any(rule == "UNTRUSTED_PACKAGE_SOURCE" for rule, _, _ in errors)


def test_a_signed_mirror_on_a_named_https_host_stays_quiet(tmp_path: Path) -> None:
    script = (
        "#!/bin/sh\nspack mirror add site https://spack-cache.university-hpc.example.org/v1\n"
        "spack buildcache keys --install --trust\nspack install hdf5\nspack repo add ./recipes\n"
    )
    assert scan_errors(tmp_path, {"scripts/setup.sh": script}) == set()
