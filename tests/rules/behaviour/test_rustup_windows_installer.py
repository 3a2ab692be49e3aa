"""rustup's Windows installer (``win.rustup.rs/<arch>``, as rustup.rs links it) is an official installer,
matched on its exact host and path: a look-alike host or another path is judged as any download-and-run."""

from __future__ import annotations

from pathlib import Path

import pytest

from behaviour_files import SKILL_MD, scan_errors


def _script(url: str) -> dict[str, str]:
    script = (
        "$ErrorActionPreference = 'Stop'\n$setup = Join-Path $env:TEMP 'rs-setup.exe'\n"
        f"Invoke-WebRequest -Uri '{url}' -OutFile $setup\n& $setup -y --default-toolchain stable\n"
    )
    return {"SKILL.md": SKILL_MD, "tools/get-rust.ps1": script}


@pytest.mark.parametrize("url", ["https://win.rustup.rs/aarch64", "https://win.rustup.rs/i686"])
def test_the_documented_windows_installer_is_no_error(tmp_path: Path, url: str) -> None:
    assert scan_errors(tmp_path, _script(url)) == set()


@pytest.mark.parametrize(
    "url", ["https://win.rustup.rs.dl-mirror.example.net/x86_64", "http://win.rustup.rs/x86_64",
            "https://win.rustup.rs/extras/x86_64"],
)  # fmt: skip
def test_a_look_alike_or_another_path_is_an_error(tmp_path: Path, url: str) -> None:
    assert ("DOWNLOAD_AND_RUN", "tools/get-rust.ps1", 4) in scan_errors(tmp_path, _script(url))
