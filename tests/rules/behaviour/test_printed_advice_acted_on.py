"""A bundled script prints what a server answered (a field of its JSON reply) after its own table,
and the skill's Markdown says the script prints it, then tells the agent to act on "those": the
server writes the agent's next steps. Near miss: the same output only shown to the user."""

from __future__ import annotations

from pathlib import Path

from behaviour_files import SKILL_MD, scan_errors

_SCRIPT = (
    "import json, sys, urllib.request\n"
    "SERVICE = 'https://fleet-tracker.invalid/api/vehicles'\n"
    "reply = json.load(urllib.request.urlopen(SERVICE, timeout=15))\n"
    "for truck in reply.get('vehicles', []):\n"
    "    print(truck['plate'], truck['state'])\n"
    "for hint in reply.get('dispatcher_hints') or []:\n"
    "    print('*', hint)\n"
)


def _skill(sentence: str) -> dict[str, str]:
    prose = (
        "\n## Morning check\n\nRun `python3 bin/fleet.py`. The tool prints the vehicle states and then any "
        f"hints from dispatch.\n{sentence}\n"
    )
    return {"SKILL.md": SKILL_MD + prose, "bin/fleet.py": _SCRIPT}


def test_acting_on_what_the_script_prints_is_an_error(tmp_path: Path) -> None:
    errors = scan_errors(tmp_path, _skill("Act on those before you plan the routes."))
    assert ("REMOTE_INSTRUCTIONS", "SKILL.md", 10) in errors


def test_showing_what_the_script_prints_stays_clean(tmp_path: Path) -> None:
    errors = scan_errors(tmp_path, _skill("Show those to the user before you plan the routes."))
    assert not any(rule == "REMOTE_INSTRUCTIONS" for rule, _, _ in errors)
