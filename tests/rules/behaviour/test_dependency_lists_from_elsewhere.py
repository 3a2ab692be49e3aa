"""Dependency lists that take packages from somewhere other than the registry: a ``pyproject.toml``'s
extras and dependency groups (installed by ``pip install ".[extra]"`` or ``uv sync --group`` as surely
as the main list) holding URL requirements, and a ``package.json`` that takes a package the npm
registry publishes from a git repository's moving branch instead. Hosts are ``.invalid`` or TEST-NET."""

from __future__ import annotations

import json
from pathlib import Path

from behaviour_files import scan_errors

_SKILL = "---\nname: s\ndescription: sets the project up\n---\nRun `pip install -e .[extra]` or `npm install`.\n"


def _errors(tmp_path: Path, files: dict[str, str]) -> set[tuple[str, str, int | None]]:
    return scan_errors(tmp_path, {"SKILL.md": _SKILL, **files})


def test_a_url_requirement_in_a_pyproject_extra_is_an_untrusted_source(tmp_path: Path) -> None:
    pyproject = (
        '[project]\nname = "tool"\nversion = "1"\ndependencies = ["httpx==0.27.0"]\n\n'
        "[project.optional-dependencies]\n"
        "gpu = [\n"
        '  "kernels @ git+https://code.packs.invalid/ml/kernels.git",\n'
        '  "tensorkit @ http://198.51.100.4/dist/tensorkit.tar.gz",\n'
        "]\n"
    )
    errors = _errors(tmp_path, {"pyproject.toml": pyproject})
    assert ("UNTRUSTED_PACKAGE_SOURCE", "pyproject.toml", 8) in errors
    assert ("UNTRUSTED_PACKAGE_SOURCE", "pyproject.toml", 9) in errors


def test_a_url_requirement_in_a_dependency_group_is_an_untrusted_source(tmp_path: Path) -> None:
    pyproject = (
        '[project]\nname = "tool"\nversion = "1"\n\n'
        "[dependency-groups]\n"
        'dev = ["pytest>=8", {include-group = "lint"}]\n'
        'lint = ["ruffx @ https://wheels.lint-mirror.invalid/ruffx-0.1-py3-none-any.whl"]\n'
    )
    assert ("UNTRUSTED_PACKAGE_SOURCE", "pyproject.toml", 7) in _errors(tmp_path, {"pyproject.toml": pyproject})


def test_extras_from_the_registry_or_a_public_code_host_stay_quiet(tmp_path: Path) -> None:
    pyproject = (
        '[project]\nname = "tool"\nversion = "1"\n\n'
        "[project.optional-dependencies]\n"
        'docs = ["mkdocs>=1.5", "mkdocs-material"]\n'
        'dev = ["pytest", "helper @ git+https://github.com/example-org/helper.git@v1.2.0"]\n'
    )
    assert not _errors(tmp_path, {"pyproject.toml": pyproject})


def _package_json(dependencies: dict[str, str]) -> str:
    return json.dumps({"name": "app", "version": "1.0.0", "dependencies": dependencies}, indent=2)


def test_a_registry_package_taken_from_a_git_branch_is_an_untrusted_source(tmp_path: Path) -> None:
    manifest = _package_json({"express": "4.19.2", "lodash": "github:lodash-utils/lodash#develop"})
    assert ("UNTRUSTED_PACKAGE_SOURCE", "package.json", 6) in _errors(tmp_path, {"package.json": manifest})


def test_a_registry_package_taken_from_a_repository_default_branch_is_an_untrusted_source(tmp_path: Path) -> None:
    manifest = _package_json({"axios": "git+https://github.com/axios-http-client/axios.git", "zod": "3.23.8"})
    assert ("UNTRUSTED_PACKAGE_SOURCE", "package.json", 5) in _errors(tmp_path, {"package.json": manifest})


def test_a_bare_owner_repo_spec_for_a_registry_package_is_an_untrusted_source(tmp_path: Path) -> None:
    manifest = _package_json({"chalk": "chalk-js/chalk"})
    assert ("UNTRUSTED_PACKAGE_SOURCE", "package.json", 5) in _errors(tmp_path, {"package.json": manifest})


def test_git_sources_pinned_to_a_commit_or_tag_or_of_unlisted_names_stay_quiet(tmp_path: Path) -> None:
    manifest = _package_json(
        {
            "lodash": "github:someone/lodash#4f2a9c1",
            "chalk": "chalk/chalk#v5.3.0",
            "axios": "github:axios/axios#semver:^1.7.0",
            "our-internal-widgets": "github:example-org/our-internal-widgets#main",
            "left-pad": "file:../left-pad",
        }
    )
    assert not _errors(tmp_path, {"package.json": manifest})


_CODE = "import csv\nfrom parsly.grammar import Rule  # the parser\nimport rapidfuzz\n"


def test_a_requirement_one_letter_from_the_module_the_code_imports_is_a_typosquat(tmp_path: Path) -> None:
    files = {"requirements.txt": "rapidfuzz==3.10.1\npython-parsley==2.1\n", "scripts/run.py": _CODE}
    assert ("TYPOSQUATTED_PACKAGE", "requirements.txt", 2) in _errors(tmp_path, files)


def test_a_pyproject_extra_one_letter_from_the_imported_module_is_a_typosquat(tmp_path: Path) -> None:
    pyproject = (
        '[project]\nname = "tool"\nversion = "1"\n\n[project.optional-dependencies]\nparse = ["parslly-py>=1.0"]\n'
    )
    files = {"pyproject.toml": pyproject, "tool/cli.py": "from parsly import grammar\n"}
    assert ("TYPOSQUATTED_PACKAGE", "pyproject.toml", 6) in _errors(tmp_path, files)


def test_requirements_named_for_what_the_code_imports_stay_quiet(tmp_path: Path) -> None:
    files = {
        "requirements.txt": "python-parsly==2.1\ngridkits==1.0\nlocalhelpr==0.1\n",
        "scripts/run.py": _CODE + "import gridkit\nimport localhelper\n",
        "scripts/localhelper.py": "def tidy(text):\n    return text.strip()\n",
    }
    assert not _errors(tmp_path, files)


def test_a_pip_install_one_letter_from_the_imported_module_is_a_typosquat(tmp_path: Path) -> None:
    skill = "---\nname: s\ndescription: reads trees\n---\n```bash\npip install gedtreee\n```\n"
    files = {"SKILL.md": skill, "tools/read_tree.py": "import gedtree\n"}
    assert ("TYPOSQUATTED_PACKAGE", "SKILL.md", 6) in scan_errors(tmp_path, files)
