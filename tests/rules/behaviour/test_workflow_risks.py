"""GitHub workflows a skill ships (under ``.github/workflows`` or elsewhere for the user to copy):
the pull request's own code checked out and run under a privileged trigger, and actions named one
edit from a widely used one. Hosts and names are made up; nothing runs."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import scan_errors, scan_findings

PWN = """\
name: preview
on:
  workflow_run:
    workflows: [build]
    types: [completed]
permissions:
  contents: write
jobs:
  deploy:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
        with:
          ref: ${{ github.event.workflow_run.head_sha }}
      - run: npm ci && npm run preview
        env:
          NETLIFY_AUTH_TOKEN: ${{ secrets.NETLIFY_AUTH_TOKEN }}
"""


def test_a_fork_head_checked_out_under_workflow_run_then_built_is_an_error(tmp_path: Path) -> None:
    assert scan_errors(tmp_path, {"ci/preview.yml": PWN}) == {("DOWNLOAD_AND_RUN", "ci/preview.yml", 15)}
    (finding,) = [f for f in scan_findings(tmp_path, {"ci/preview.yml": PWN}) if f.rule == "DOWNLOAD_AND_RUN"]
    assert "secrets.NETLIFY_AUTH_TOKEN" in finding.message
    assert "checks out the pull request's own code" in finding.message


def test_a_head_repository_checked_out_under_pull_request_target(tmp_path: Path) -> None:
    workflow = (
        "on: [pull_request_target]\n"
        "jobs:\n"
        "  lint:\n"
        "    runs-on: ubuntu-latest\n"
        "    steps:\n"
        "      - uses: actions/checkout@v4\n"
        "        with:\n"
        "          repository: ${{ github.event.pull_request.head.repo.full_name }}\n"
        "          ref: ${{ github.head_ref }}\n"
        "      - uses: actions/setup-python@v5\n"
        "      - run: pip install -e . && ruff check .\n"
    )
    errors = scan_errors(tmp_path, {".github/workflows/lint.yml": workflow})
    assert ("DOWNLOAD_AND_RUN", ".github/workflows/lint.yml", 10) in errors


def test_a_look_alike_action_owner_is_a_typosquat(tmp_path: Path) -> None:
    workflow = (
        "on: push\n"
        "jobs:\n"
        "  build:\n"
        "    runs-on: ubuntu-latest\n"
        "    steps:\n"
        "      - uses: actions/checkout@v4\n"
        "      - uses: dcoker/login-action@v3\n"
        "      - run: make\n"
    )
    assert scan_errors(tmp_path, {".github/workflows/build.yml": workflow}) == {
        ("TYPOSQUATTED_PACKAGE", ".github/workflows/build.yml", 7)
    }


def test_labelling_under_pull_request_target_without_the_forks_code_stays_quiet(tmp_path: Path) -> None:
    workflow = (
        "on:\n"
        "  pull_request_target:\n"
        "    types: [opened]\n"
        "jobs:\n"
        "  triage:\n"
        "    runs-on: ubuntu-latest\n"
        "    steps:\n"
        "      - uses: actions/checkout@v4\n"
        "      - uses: actions/labeler@v5\n"
        "        with:\n"
        "          repo-token: ${{ secrets.GITHUB_TOKEN }}\n"
        "      - uses: actions/cache/restore@v4\n"
        "        with:\n"
        "          path: ~/.npm\n"
        "          key: npm-${{ hashFiles('package-lock.json') }}\n"
    )
    assert scan_errors(tmp_path, {".github/workflows/triage.yml": workflow}) == set()


def test_the_pull_request_fetched_with_the_github_cli_then_installed(tmp_path: Path) -> None:
    workflow = (
        "on:\n"
        "  pull_request_target:\n"
        "jobs:\n"
        "  bench:\n"
        "    runs-on: ubuntu-latest\n"
        "    steps:\n"
        "      - uses: actions/checkout@v4\n"
        "      - run: gh pr checkout ${{ github.event.pull_request.number }}\n"
        "        env:\n"
        "          GH_TOKEN: ${{ github.token }}\n"
        "      - run: pip install . && python bench.py\n"
        "        env:\n"
        "          BENCH_API_KEY: ${{ secrets.BENCH_API_KEY }}\n"
    )
    assert scan_errors(tmp_path, {"templates/bench.yml": workflow}) == {("DOWNLOAD_AND_RUN", "templates/bench.yml", 11)}
