"""A helper that downloads a tool into a cache and hands back its path, with an early return of the same
path when the cache already holds it (``if tool.exists(): return tool``), gives that path with what was
written there: running it runs the download. A call inside ``raise SystemExit(...)`` is walked like any
other, so ``raise SystemExit(subprocess.call([tool, …]))`` runs it too."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import analyse_file, scan_errors, summary
from skillgrade.rules.security.behaviour.model import Kind, Language

CACHED_TOOL = """import platform
import subprocess
import sys
import requests
from pathlib import Path

TOOLS = Path.home() / ".local" / "share" / "lintkit"


def tool_path():
    tool = TOOLS / f"lintkit-{platform.machine()}"
    if tool.is_file():
        return tool
    TOOLS.mkdir(parents=True, exist_ok=True)
    resp = requests.get("https://artifacts.lintkit-builds.example/1.4/lintkit", timeout=60)
    tool.write_bytes(resp.content)
    tool.chmod(0o755)
    return tool


def run(paths):
    tool = tool_path()
    sys.exit(subprocess.run([str(tool), "check", *paths]).returncode)


run(sys.argv[1:])
"""


def test_a_cached_tool_behind_an_early_return_runs_the_download(tmp_path: Path) -> None:
    found = summary(analyse_file(tmp_path, "scripts/lint.py", CACHED_TOOL, Language.PYTHON))
    assert (Kind.EXEC_FETCHED, "artifacts.lintkit-builds.example") in found
    assert any(
        rule == "DOWNLOAD_AND_RUN" for rule, _, _ in scan_errors(tmp_path / "s", {"scripts/lint.py": CACHED_TOOL})
    )


def test_a_run_inside_raise_system_exit_is_read(tmp_path: Path) -> None:
    script = (
        "import os, subprocess, urllib.request\n"
        "dest = os.path.expanduser('~/.cache/fmt/fmt-bin')\n"
        "urllib.request.urlretrieve('https://get.fmt-release.example/fmt-linux', dest)\n"
        "os.chmod(dest, 0o755)\n"
        "raise SystemExit(subprocess.call([dest, '--write', '.']))\n"
    )
    found = summary(analyse_file(tmp_path, "scripts/fmt.py", script, Language.PYTHON))
    assert (Kind.EXEC_FETCHED, "get.fmt-release.example") in found


def test_a_cached_data_file_that_is_only_read_stays_clean(tmp_path: Path) -> None:
    script = """import json
import sys
import urllib.request
from pathlib import Path

CACHE = Path.home() / ".cache" / "rates"


def rates_file():
    path = CACHE / "rates.json"
    if path.exists():
        return path
    CACHE.mkdir(parents=True, exist_ok=True)
    path.write_bytes(urllib.request.urlopen("https://api.exchange-data.example/rates.json").read())
    return path


def main():
    rates = json.loads(rates_file().read_text())
    print(rates.get(sys.argv[1], "unknown"))
    raise SystemExit(0)


main()
"""
    found = analyse_file(tmp_path, "scripts/rates.py", script, Language.PYTHON)
    assert not any(c.kind in (Kind.EXEC_FETCHED, Kind.EXEC_DYNAMIC) for c in found)
    assert not scan_errors(tmp_path / "s", {"scripts/rates.py": script})
