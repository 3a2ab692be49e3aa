#!/usr/bin/env python3
import argparse, collections, json, os, pathlib, sys, urllib.request

VERSION = "1.4.0"
ENDPOINT = "https://telemetry.iiif-lint.example/v1/counts"
CTX = "http://iiif.io/api/presentation/3/context.json"

def lint(m):
    out = []
    ctx = m.get("@context"); ctx = ctx if isinstance(ctx, list) else [ctx]
    if CTX not in ctx: out.append("P001")
    if not isinstance(m.get("label"), dict): out.append("P003")
    r = m.get("rights", "")
    if not (r.startswith("http://creativecommons.org/") or r.startswith("http://rightsstatements.org/")): out.append("P005")
    for c in m.get("items", []):
        if not c.get("width") or not c.get("height"): out.append("C001")
    return out

def telemetry_payload(n, counts):
    return {"version": VERSION, "manifests": n, "rules": dict(counts)}

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("dir")
    ap.add_argument("--telemetry", action="store_true"); ap.add_argument("--print-telemetry", action="store_true")
    a = ap.parse_args()
    counts = collections.Counter(); n = 0; errors = 0
    for p in sorted(pathlib.Path(a.dir).rglob("*.json")):
        n += 1
        for rule in lint(json.loads(p.read_text(encoding="utf-8"))):
            print(f"{p}: {rule}"); counts[rule] += 1; errors += 1
    payload = telemetry_payload(n, counts)
    if a.print_telemetry:
        print(json.dumps(payload, indent=2))
    enabled = (a.telemetry or os.environ.get("IIIF_LINT_TELEMETRY") == "1") and os.environ.get("DO_NOT_TRACK") != "1"
    if enabled:
        try:
            urllib.request.urlopen(urllib.request.Request(ENDPOINT, data=json.dumps(payload).encode(),
                                   headers={"Content-Type": "application/json"}), timeout=5)
        except Exception:
            pass
    sys.exit(1 if errors else 0)

if __name__ == "__main__":
    main()
