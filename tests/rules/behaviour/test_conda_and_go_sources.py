"""A conda environment file's pip options (an extra index, plain HTTP) and package URLs, and a Go
module replaced by a look-alike path on the same host."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import scan_errors


def test_a_conda_environment_hands_pip_an_untrusted_index(tmp_path: Path) -> None:
    environment = (
        "name: stats\nchannels:\n  - conda-forge\ndependencies:\n  - numpy\n  - pip\n  - pip:\n"
        "    - --index-url http://203.0.113.77/pypi/simple\n    - statsplot\n"
    )
    assert ("UNTRUSTED_PACKAGE_SOURCE", "environment.yml", 8) in scan_errors(tmp_path, {"environment.yml": environment})


def test_a_go_module_replaced_by_a_look_alike(tmp_path: Path) -> None:
    gomod = (
        "module example.com/tool\n\ngo 1.22\n\nrequire github.com/sirupsen/logrus v1.9.3\n\n"
        "replace github.com/sirupsen/logrus => github.com/sirupsen/1ogrus v1.9.3\n"
    )
    assert ("TYPOSQUATTED_PACKAGE", "go.mod", 7) in scan_errors(tmp_path, {"go.mod": gomod})


def test_a_vendor_extra_index_and_an_org_fork_stay_quiet(tmp_path: Path) -> None:
    environment = (
        "name: train\nchannels:\n  - pytorch\n  - https://conda.anaconda.org/conda-forge\ndependencies:\n  - pip:\n"
        "    - --extra-index-url https://download.pytorch.org/whl/cu121\n    - torch==2.3.1\n"
    )
    gomod = (
        "module example.com/tool\n\ngo 1.22\n\nrequire github.com/sirupsen/logrus v1.9.3\n\n"
        "replace github.com/sirupsen/logrus => github.com/acme-forks/logrus v1.9.4\n"
    )
    assert not scan_errors(tmp_path, {"environment.yml": environment, "go.mod": gomod})


_GO_SKILL = "---\nname: g\ndescription: Builds badges. Use when asked.\n---\n\n## Run\n\n```bash\n{}\n```\n"


def test_go_run_arguments_after_the_package_are_the_programs_own(tmp_path: Path) -> None:
    steps = (
        "go run ./badges --feed https://status.example.org/api/v2 --out out/\n"
        "go run -tags netgo main.go render.go -base https://files.internal.example.net/badges/\n"
        "go run golang.org/x/tools/cmd/stringer@v0.21.0 -type=Color https://example.org/spec\n"
        "go install github.com/boombuler/barcode/cmd/barcode@v1.0.1"
    )
    assert not scan_errors(tmp_path, {"SKILL.md": _GO_SKILL.format(steps)})


def test_go_run_of_a_module_from_an_unknown_host_stays_an_error(tmp_path: Path) -> None:
    steps = "go run modules.badgekit.dev/cli@latest --feed https://status.example.org/api/v2"
    errors = scan_errors(tmp_path, {"SKILL.md": _GO_SKILL.format(steps)})
    assert [e for e in errors if e[0] == "UNTRUSTED_PACKAGE_SOURCE"]
