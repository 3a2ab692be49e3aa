#!/usr/bin/env python3
"""Build a show-day run sheet working back from curfew."""
import argparse
from datetime import datetime, timedelta


def parse_simple_yaml(path):
    data, acts = {}, []
    for line in open(path, encoding="utf-8"):
        line = line.rstrip()
        if not line or line.lstrip().startswith("#"):
            continue
        if line.startswith("  - "):
            name, mins = line[4:].split(":")
            acts.append((name.strip(), int(mins)))
        elif ":" in line:
            k, v = line.split(":", 1)
            data[k.strip()] = v.strip()
    data["acts"] = acts
    return data


def t(s):
    return datetime.strptime(s, "%H:%M")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("event")
    ap.add_argument("--out", default="run-sheet.md")
    a = ap.parse_args()
    ev = parse_simple_yaml(a.event)
    start = t(ev["show"])
    changeover = timedelta(minutes=int(ev.get("changeover", 20)))
    lines, cur = [], start
    lines.append((t(ev["get_in"]), "Get-in"))
    lines.append((start - timedelta(minutes=int(ev.get("doors_before", 30))), "Doors"))
    for i, (name, mins) in enumerate(ev["acts"]):
        if i:
            cur += changeover
        lines.append((cur, f"{name} ({mins})"))
        cur += timedelta(minutes=mins)
    lines.append((cur, "Curtain down"))
    lines.append((cur + timedelta(minutes=15), "Get-out"))
    curfew = t(ev["curfew"])
    lines.append((curfew, "Venue curfew"))
    lines.sort()
    with open(a.out, "w") as fh:
        for when, what in lines:
            fh.write(f"{when:%H:%M}  {what}\n")
    if cur + timedelta(minutes=15) > curfew:
        print("WARNING: get-out starts after curfew")
    print(open(a.out).read())


if __name__ == "__main__":
    main()
