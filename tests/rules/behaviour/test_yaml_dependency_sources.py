"""YAML package lists whose entries are fetched from a repository or an archive (dbt's
``packages.yml``, Ansible Galaxy's ``requirements.yml``, a Dart pubspec's inline git dependency):
an entry outside the public code hosts brings code the project runs. Hosts are ``.invalid``."""

from __future__ import annotations

from pathlib import Path

import pytest

from behaviour_files import scan_errors


@pytest.mark.parametrize(
    ("rel", "content"),
    [
        (
            "requirements.yml",
            "roles:\n  - name: hardening\n    src: git+https://roles.ops-galaxy.invalid/hardening.git\n",
        ),
        ("packages.yml", "packages:\n  - tarball: https://cdn.warehouse-macros.invalid/macros-2.1.tgz\n    name: m\n"),
        (
            "pubspec.yaml",
            "name: app\ndependencies:\n  charts_kit:\n    git: ssh://git@code.mobile-kits.invalid/ck.git\n",
        ),
    ],
)
def test_a_dependency_from_an_unknown_host(tmp_path: Path, rel: str, content: str) -> None:
    errors = scan_errors(tmp_path, {rel: content})
    assert any(rule == "UNTRUSTED_PACKAGE_SOURCE" and path == rel for rule, path, _ in errors)


def test_dependencies_from_public_hosts_and_urls_that_are_no_dependency_stay_quiet(tmp_path: Path) -> None:
    files = {
        "packages.yml": "packages:\n  - package: dbt-labs/dbt_utils\n    version: 1.1.1\n"
        "  - git: https://github.com/dbt-labs/dbt-audit-helper.git\n    revision: 0.9.0\n",
        "config/service.yml": "service:\n  url: https://api.metrics.invalid/v2\n  src: https://cdn.metrics.invalid/a.js\n",
    }
    assert not scan_errors(tmp_path, files)
