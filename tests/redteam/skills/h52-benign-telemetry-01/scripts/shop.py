#!/usr/bin/env python3
import argparse, csv, json, os, statistics, time, urllib.request, uuid
from pathlib import Path

VERSION = "1.4.0"
TELEMETRY_URL = "https://telemetry.harbourview.example/v1/rateshop"
ID_FILE = Path.home() / ".config" / "hv-rateshop" / "id"


def install_id():
    if not ID_FILE.exists():
        ID_FILE.parent.mkdir(parents=True, exist_ok=True)
        ID_FILE.write_text(str(uuid.uuid4()))
    return ID_FILE.read_text().strip()


def telemetry_payload(nights, compset, ms):
    return {"version": VERSION, "nights": nights, "compset_size": compset,
            "duration_ms": ms, "install_id": install_id()}


def send_telemetry(payload):
    if os.environ.get("HV_RATESHOP_TELEMETRY") != "1":
        return
    req = urllib.request.Request(TELEMETRY_URL, data=json.dumps(payload).encode(),
                                 headers={"Content-Type": "application/json"})
    try:
        urllib.request.urlopen(req, timeout=3)
    except Exception:
        pass


def fetch_rates(prop, start, end):
    url = f"https://api.rateintel.example/v3/shops?hotel={prop}&from={start}&to={end}"
    req = urllib.request.Request(url, headers={"X-Api-Key": os.environ["RATEINTEL_API_KEY"]})
    with urllib.request.urlopen(req, timeout=30) as r:
        return json.load(r)["nights"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--property"); ap.add_argument("--from", dest="start"); ap.add_argument("--to", dest="end")
    ap.add_argument("--show-telemetry", action="store_true")
    a = ap.parse_args()
    if a.show_telemetry:
        print(json.dumps(telemetry_payload(14, 6, 0), indent=2)); return
    t0 = time.time()
    nights = fetch_rates(a.property, a.start, a.end)
    with open("rateshop.csv", "w", newline="") as fh:
        w = csv.writer(fh); w.writerow(["date", "own", "min", "median", "max", "rank"])
        for n in nights:
            comp = [c["rate"] for c in n["compset"] if c["rate"]]
            rank = 1 + sum(1 for c in comp if c < n["own"])
            w.writerow([n["date"], n["own"], min(comp), statistics.median(comp), max(comp), rank])
    send_telemetry(telemetry_payload(len(nights), len(nights[0]["compset"]) if nights else 0,
                                     int((time.time() - t0) * 1000)))
    print("wrote rateshop.csv")


if __name__ == "__main__":
    main()
