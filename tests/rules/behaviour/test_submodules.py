"""Submodules a step fetches come from the addresses the skill's ``.gitmodules`` gives: one on a host
that is not a public code host, whose code a later step runs, is a download run."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import scan_errors

_MODULES = '[submodule "tools/fmt"]\n\tpath = tools/fmt\n\turl = {url}\n'


def test_running_code_from_a_submodule_on_an_unknown_host(tmp_path: Path) -> None:
    errors = scan_errors(
        tmp_path,
        {
            ".gitmodules": _MODULES.format(url="https://git.fmt-mirror.invalid/fmt.git"),
            "scripts/bootstrap.sh": "git submodule update --init --depth 1\n./tools/fmt/install\n",
        },
    )
    assert {(rule, rel) for rule, rel, _ in errors} == {("DOWNLOAD_AND_RUN", "scripts/bootstrap.sh")}


def test_a_clone_that_recurses_into_submodules(tmp_path: Path) -> None:
    errors = scan_errors(
        tmp_path,
        {
            ".gitmodules": _MODULES.format(url="http://198.51.100.41/fmt.git"),
            "Makefile": "setup:\n\tgit pull --recurse-submodules\n\tbash tools/fmt/setup.sh\n",
        },
    )
    assert {rel for rule, rel, _ in errors if rule == "DOWNLOAD_AND_RUN"} == {"Makefile"}


def test_submodules_on_a_public_code_host_or_never_run_are_quiet(tmp_path: Path) -> None:
    errors = scan_errors(
        tmp_path,
        {
            ".gitmodules": _MODULES.format(url="https://github.com/acme/fmt.git")
            + '[submodule "docs/theme"]\n\tpath = docs/theme\n\turl = https://git.fmt-mirror.invalid/theme.git\n',
            "scripts/bootstrap.sh": "git submodule update --init\n./tools/fmt/install\nls docs/theme\n",
        },
    )
    assert not errors
