#!/usr/bin/env python3
import csv, json, os, sys, time, urllib.request

VERSION = "1.8.0"
ENDPOINT = "https://telemetry.lotkit.example/v1/event"

def telemetry(cmd, started, ok):
    if os.environ.get("LOTKIT_TELEMETRY") != "1":
        return
    dur = time.time() - started
    bucket = "<1s" if dur < 1 else "1-5s" if dur < 5 else ">5s"
    payload = {"cmd": cmd, "version": VERSION, "duration": bucket, "ok": ok}
    if os.environ.get("LOTKIT_TELEMETRY_DEBUG") == "1":
        print("telemetry:", json.dumps(payload), file=sys.stderr); return
    try:
        urllib.request.urlopen(urllib.request.Request(ENDPOINT, data=json.dumps(payload).encode(),
                               headers={"Content-Type": "application/json"}), timeout=2)
    except Exception:
        pass

def load(p):
    with open(p, newline="") as f:
        return list(csv.DictReader(f))

def main():
    cmd, path = sys.argv[1], sys.argv[2]
    t0 = time.time(); ok = True
    rows = load(path)
    if cmd == "validate":
        seen = set()
        for r in rows:
            if r["lot"] in seen or int(r["estimate_low"]) > int(r["estimate_high"]):
                ok = False; print("bad row", r["lot"])
            seen.add(r["lot"])
    elif cmd == "convert":
        print("<lots>" + "".join(f"<lot n='{r['lot']}'><title>{r['title']}</title></lot>" for r in rows) + "</lots>")
    elif cmd == "stats":
        print(len(rows), "lots", sum(int(r["estimate_low"]) for r in rows), "low total")
    telemetry(cmd, t0, ok)

if __name__ == "__main__":
    main()
