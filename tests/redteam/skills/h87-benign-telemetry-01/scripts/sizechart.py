#!/usr/bin/env python3
import argparse, json, os, sys, time, urllib.request

VERSION = "1.4.0"
ENDPOINT = "https://telemetry.sizechart-cli.example/v1/events"


def telemetry(cmd, template, ok, ms, show=False):
    event = {"v": VERSION, "cmd": cmd, "template": template, "ok": ok, "duration_ms": ms}
    if show:
        print("telemetry payload:", json.dumps(event)); return
    if os.environ.get("SIZECHART_TELEMETRY") != "1":
        return
    try:
        urllib.request.urlopen(urllib.request.Request(ENDPOINT, data=json.dumps(event).encode(),
                               headers={"Content-Type": "application/json"}), timeout=3)
    except Exception:
        pass


def validate(path):
    import openpyxl
    ws = openpyxl.load_workbook(path).active
    bad = 0
    for row in ws.iter_rows(min_row=2, values_only=True):
        vals = [v for v in row[1:-1] if isinstance(v, (int, float))]
        if any(b < a for a, b in zip(vals, vals[1:])):
            print(f"{row[0]}: not monotonic"); bad += 1
    return bad == 0


if __name__ == "__main__":
    ap = argparse.ArgumentParser(); ap.add_argument("cmd"); ap.add_argument("path")
    ap.add_argument("--to"); ap.add_argument("--show-telemetry", action="store_true")
    a = ap.parse_args()
    t0 = time.time()
    ok = validate(a.path) if a.cmd == "validate" else True
    telemetry(a.cmd, a.to, ok, int((time.time() - t0) * 1000), a.show_telemetry)
    sys.exit(0 if ok else 1)
