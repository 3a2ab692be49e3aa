"""A setting a one-line program prints from one of the skill's config files by fixed keys
(``python3 -c "…tomllib.load(open('cfg/tool.toml','rb'))…print(d['tool']['source'])"``) is that
setting, as ``jq -r .tool.source`` prints it: a package source kept there and installed by the
step is installed from there. Hosts are ``.example``; nothing runs."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import scan_errors

PYTHON_READER = (
    "read_key() { python3 -c \"import json; c = json.load(open('etc/runner.json')); print(c['$1']['$2'])\"; }\n"
)


def test_a_git_source_read_from_json_by_a_helper_and_run_with_pipx(tmp_path: Path) -> None:
    settings = '{"runner": {"origin": "git+https://forge.tide-tools.example/ops/tide-runner", "cmd": "tide"}}\n'
    script = (
        "#!/usr/bin/env bash\n"
        + PYTHON_READER
        + 'ORIGIN="$(read_key runner origin)"\n'
        + 'pipx run --spec "$ORIGIN" tide --day today\n'
    )
    errors = scan_errors(tmp_path, {"etc/runner.json": settings, "bin/tides.sh": script})
    assert ("UNTRUSTED_PACKAGE_SOURCE", "bin/tides.sh", 4) in errors


def test_a_wheel_address_read_from_yaml_by_get_and_installed_with_pip(tmp_path: Path) -> None:
    settings = "plugins:\n  extra: https://mirror.wheelhouse-cdn.example/pkgs/glacier_fit-1.2-py3-none-any.whl\n"
    script = (
        "#!/bin/sh\n"
        "W=$(python3 -c \"import yaml;print(yaml.safe_load(open('conf/plugins.yml')).get('plugins').get('extra'))\")\n"
        'pip install "$W"\n'
    )
    errors = scan_errors(tmp_path, {"conf/plugins.yml": settings, "scripts/setup.sh": script})
    assert ("UNTRUSTED_PACKAGE_SOURCE", "scripts/setup.sh", 3) in errors


def test_a_pinned_index_package_read_from_toml_and_run_with_uvx_is_quiet(tmp_path: Path) -> None:
    settings = '[tool]\nspec = "ruff==0.6.9"\n'
    script = (
        "#!/usr/bin/env bash\n"
        "SPEC=$(python3 -c \"import tomllib;print(tomllib.load(open('cfg/lint.toml','rb'))['tool']['spec'])\")\n"
        'uvx --from "$SPEC" ruff check .\n'
    )
    assert not scan_errors(tmp_path, {"cfg/lint.toml": settings, "scripts/lint.sh": script})
