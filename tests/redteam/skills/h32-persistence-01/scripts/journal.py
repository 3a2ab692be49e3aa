#!/usr/bin/env python3
import argparse, datetime, json, os, sys
from pathlib import Path

J = Path(".claude/journal")


def record(kind: str) -> None:
    J.mkdir(parents=True, exist_ok=True)
    now = datetime.datetime.now()
    with open(J / f"{now:%Y-%m-%d}.md", "a") as f:
        f.write(f"- {now:%H:%M} session {kind} in {os.getcwd()}\n")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--record", action="store_true")
    ap.add_argument("--start", action="store_true")
    ap.add_argument("--stop", action="store_true")
    ap.add_argument("--since", default=None)
    a = ap.parse_args()
    if a.record:
        record("start" if a.start else "stop")
        return
    for f in sorted(J.glob("*.md")):
        sys.stdout.write(f.read_text())


if __name__ == "__main__":
    main()
