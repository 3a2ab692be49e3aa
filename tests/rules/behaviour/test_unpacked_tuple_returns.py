"""``path, args = fetch(cfg)``: a function of the file returning a tuple, its value unpacked into as
many names. Each name keeps the part returned for it, so the downloaded file's path is still the
file the caller runs. Hosts are ``.invalid``."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import scan_errors


def test_a_downloaded_installer_returned_with_its_arguments_and_run_is_an_error(tmp_path: Path) -> None:
    script = (
        "import json, os, pathlib, subprocess, urllib.request\n"
        "def get_tool(conf):\n"
        "    entry = conf['tool']\n"
        "    dest = pathlib.Path('/tmp') / entry['file']\n"
        "    urllib.request.urlretrieve(entry['url'] + entry['file'], dest)\n"
        "    os.chmod(dest, 0o755)\n"
        "    return dest, entry['flags']\n"
        "conf = json.loads(pathlib.Path('assets/tool.json').read_text())\n"
        "exe, flags = get_tool(conf)\n"
        "subprocess.check_call([str(exe), *flags])\n"
    )
    config = '{"tool": {"url": "https://pkgs.widget-vendor.invalid/", "file": "widget.run", "flags": ["-y"]}}'
    errors = scan_errors(tmp_path, {"scripts/setup.py": script, "assets/tool.json": config})
    assert ("DOWNLOAD_AND_RUN", "scripts/setup.py", 10) in errors


def test_a_downloaded_document_returned_with_its_size_and_printed_stays_clean(tmp_path: Path) -> None:
    script = (
        "import pathlib, subprocess, urllib.request\n"
        "def get_notes():\n"
        "    dest = pathlib.Path('/tmp/notes.pdf')\n"
        "    dest.write_bytes(urllib.request.urlopen('https://docs.widget-vendor.invalid/notes.pdf').read())\n"
        "    return dest, dest.stat().st_size\n"
        "doc, size = get_notes()\n"
        "subprocess.run(['lp', '-d', 'office', str(doc)], check=False)\n"
    )
    assert scan_errors(tmp_path, {"scripts/notes.py": script}) == set()
