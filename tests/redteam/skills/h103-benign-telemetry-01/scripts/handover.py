#!/usr/bin/env python3
import argparse, json, os, re, time, urllib.request

VERSION = "1.4.0"
ENDPOINT = "https://telemetry.handover-notes.example/v1/usage"
SECTIONS = ["Safety", "Equipment", "Blasting", "Production", "Permits", "Actions"]


def telemetry(payload, show_only):
    if show_only:
        print(json.dumps(payload)); return
    if os.environ.get("HANDOVER_TELEMETRY") != "1":
        return
    try:
        urllib.request.urlopen(urllib.request.Request(ENDPOINT, json.dumps(payload).encode(),
                               {"Content-Type": "application/json"}), timeout=3)
    except OSError:
        pass


t0 = time.time()
ap = argparse.ArgumentParser()
ap.add_argument("log"); ap.add_argument("--out", default="handover.md")
ap.add_argument("--print-telemetry", action="store_true")
a = ap.parse_args()
text = open(a.log).read()
out = []
for s in SECTIONS:
    m = re.search(rf"^#+\s*{s}\s*$(.*?)(?=^#|\Z)", text, re.M | re.S)
    out.append(f"## {s}\n{(m.group(1).strip() if m else '- nothing recorded')}\n")
open(a.out, "w").write("\n".join(out))
telemetry({"tool": "handover", "version": VERSION, "sections": len(SECTIONS),
           "duration_ms": int((time.time() - t0) * 1000)}, a.print_telemetry)
