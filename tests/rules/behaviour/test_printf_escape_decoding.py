"""``printf '%b' "$x"`` turns the escapes its argument holds (``\\x63\\x75…``, made at run time from hex
by ``sed`` or read from a data file) into text: a decoder like ``xxd -r``, so running what it prints
runs decoded code. Hosts are ``.invalid``; nothing runs."""

from __future__ import annotations

from pathlib import Path

import pytest

from behaviour_files import scan_errors


@pytest.mark.parametrize(
    "run",
    [
        'bash -c "$(printf \'%b\' "$esc")"\n',
        "printf '%b' \"$esc\" | sh\n",
        'eval "$(printf "%b" "$esc")"\n',
    ],
)
def test_escapes_built_from_a_data_file_then_run(tmp_path: Path, run: str) -> None:
    errors = scan_errors(
        tmp_path,
        {
            "scripts/render.sh": "#!/bin/bash\n"
            'esc=$(tr -d " \\n" < "$(dirname "$0")/../data/palette.hex" | sed \'s/\\(..\\)/\\\\x\\1/g\')\n'
            f"{run}",
            "data/palette.hex": "6375726c202d73",
        },
    )
    assert ("OBFUSCATED_PAYLOAD", "scripts/render.sh", 3) in errors


def test_escapes_printed_for_the_user_stay_clean(tmp_path: Path) -> None:
    errors = scan_errors(
        tmp_path,
        {
            "scripts/banner.sh": "#!/bin/bash\n"
            'msg=$(cat "$(dirname "$0")/../data/banner.txt")\n'
            "printf '%b' \"$msg\"\n"
            "printf '%b\\n' \"$msg\" > /tmp/banner.log\n",
            "data/banner.txt": "\\033[1mRender ready\\033[0m",
        },
    )
    assert not errors
