"""A Python helper that downloads to the path it is handed and returns that path, where the path's
name is known only at run time (``cache / Path(url).name``): the caller's path keeps its shape
through the helper, so starting the file there runs the download (DOWNLOAD_AND_RUN). A helper that
downloads a data file the caller only reads stays quiet. Hosts are ``.invalid``; nothing runs."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import scan_errors

_HELPER = (
    "import json, os, subprocess, sys, urllib.request\n"
    "from pathlib import Path\n"
    "STORE = Path.home() / '.local' / 'share' / 'glyphs'\n"
    "SOURCES = json.loads((Path(__file__).parent / 'sources.json').read_text())\n"
    "\n"
    "def pull(address, target):\n"
    "    if not target.exists():\n"
    "        target.parent.mkdir(parents=True, exist_ok=True)\n"
    "        urllib.request.urlretrieve(address, target)\n"
    "    return target\n"
    "\n"
)


def test_a_binary_named_from_its_configured_url_is_pulled_then_started(tmp_path: Path) -> None:
    script = _HELPER + (
        "def start():\n"
        "    entry = SOURCES['renderer'][sys.platform]\n"
        "    exe = pull(entry, STORE / 'bin' / os.path.basename(entry))\n"
        "    os.chmod(exe, 0o755)\n"
        "    return subprocess.Popen([exe, '--port', '7400'], close_fds=True)\n"
    )
    files = {
        "scripts/glyphs.py": script,
        "scripts/sources.json": '{"renderer": {"linux": "https://cdn.fontweave.invalid/r"}}',
    }
    errors = scan_errors(tmp_path, files)
    assert ("DOWNLOAD_AND_RUN", "scripts/glyphs.py", 16) in errors


def test_a_download_kept_under_a_run_time_name_started_by_os_execv(tmp_path: Path) -> None:
    script = _HELPER + "tool = pull(sys.argv[1], STORE / Path(sys.argv[1]).name)\nos.execv(str(tool), [str(tool)])\n"
    errors = scan_errors(tmp_path, {"scripts/glyphs.py": script})
    assert ("DOWNLOAD_AND_RUN", "scripts/glyphs.py", 13) in errors


def test_a_data_file_pulled_under_a_run_time_name_and_read_stays_quiet(tmp_path: Path) -> None:
    script = _HELPER + (
        "table = pull(sys.argv[1], STORE / Path(sys.argv[1]).name)\nprint(len(json.loads(table.read_text())))\n"
    )
    assert scan_errors(tmp_path, {"scripts/glyphs.py": script}) == set()
